/** Why a whole document could not be read; each code maps to one thing the user can do about it. */
export type PdfErrorCode =
  | 'NOT_PDF'
  | 'ENCRYPTED'
  | 'TRUNCATED'
  | 'EMPTY'
  | 'UNREADABLE'
  /** More pages than the reader was allowed to read (MAX_PDF_PAGES in the web app). */
  | 'TOO_MANY_PAGES'
  /** Reading ran past its time budget (a huge or pathological file). */
  | 'TIME_LIMIT';

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
    case 'TOO_MANY_PAGES':
      return `${file} has too many pages: upload only the pages that matter, or split it into parts`;
    case 'TIME_LIMIT':
      return `${file} took too long to read: upload a smaller or text-based (not scanned) copy`;
  }
}

/** The page limit, naming the document, its page count and the limit. */
export function pageLimitError(file: string, pages: number, maxPages: number): PdfError {
  return new PdfError(
    'TOO_MANY_PAGES',
    file,
    `${file} has ${pages.toLocaleString('en-US')} pages; the limit is ${maxPages.toLocaleString('en-US')} pages per document: upload only the pages that matter, or split it into parts`,
  );
}

/** A time budget (`seconds`, for one document or for the whole packet) ran out while reading `file`. */
export function timeLimitError(file: string, seconds: number, scope: 'document' | 'packet'): PdfError {
  const limit = seconds >= 120 ? `${Math.round(seconds / 60)} minutes` : `${Math.round(seconds)} seconds`;
  const what = scope === 'document' ? 'one document' : 'the whole packet';
  return new PdfError(
    'TIME_LIMIT',
    file,
    `${file} could not be read within the ${limit} allowed for ${what}: upload a smaller or text-based (not scanned) copy`,
  );
}

export function pdfError(code: PdfErrorCode, file: string, cause?: unknown): PdfError {
  return new PdfError(code, file, pdfErrorMessage(code, file), cause === undefined ? undefined : { cause });
}
