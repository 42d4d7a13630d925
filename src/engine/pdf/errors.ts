/** Why a whole document could not be read; each code maps to one thing the user can do about it. */
export type PdfErrorCode = 'NOT_PDF' | 'ENCRYPTED' | 'TRUNCATED' | 'EMPTY' | 'UNREADABLE';

/** A document-level reading failure with a one-line message fit to show the user. */
export class PdfError extends Error {
  override readonly name = 'PdfError';
  readonly code: PdfErrorCode;
  readonly file: string;

  constructor(code: PdfErrorCode, file: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.file = file;
  }
}

export function isPdfError(err: unknown): err is PdfError {
  return err instanceof PdfError;
}

/** The user-facing message for each code, naming the file so a packet of many PDFs stays clear. */
export function pdfErrorMessage(code: PdfErrorCode, file: string): string {
  switch (code) {
    case 'NOT_PDF':
      return `${file} is not a PDF: export or scan the document to PDF and upload it again`;
    case 'ENCRYPTED':
      return `${file} is password-protected: remove the password and upload it again`;
    case 'TRUNCATED':
      return `${file} is incomplete (the file was cut off): download or export it again and re-upload`;
    case 'EMPTY':
      return `${file} has no pages: upload the complete document`;
    case 'UNREADABLE':
      return `${file} could not be read as a PDF (it is damaged): export or scan it again and re-upload`;
  }
}

export function pdfError(code: PdfErrorCode, file: string, cause?: unknown): PdfError {
  return new PdfError(code, file, pdfErrorMessage(code, file), cause === undefined ? undefined : { cause });
}
