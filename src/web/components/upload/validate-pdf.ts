import { MAX_UPLOAD_BYTES } from '../../../shared/constants';

/** Messages of spec 5 ("Upload"), verbatim. */
export const NOT_PDF_MESSAGE = 'Only PDF files are allowed';
export const TOO_LARGE_MESSAGE = 'File size must be less than 100MB';
export const ONE_FILE_MESSAGE = 'Please choose one file at a time';

/**
 * Client-side gate before any byte is sent (spec 5): content type and extension must both
 * say PDF, and the size must fit. The server re-checks the bytes themselves (0012).
 */
export function validatePdf(
  file: File,
  limit: { maxBytes: number; message: string } = { maxBytes: MAX_UPLOAD_BYTES, message: TOO_LARGE_MESSAGE },
): string | null {
  const isPdf = file.type === 'application/pdf' && /\.pdf$/i.test(file.name);
  if (!isPdf) return NOT_PDF_MESSAGE;
  if (file.size > limit.maxBytes) return limit.message;
  return null;
}
