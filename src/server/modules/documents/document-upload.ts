import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import type { Actor } from '../../auth/actor';
import { documents } from '../../db/schema';
import { DomainError, invalid } from '../../domain/errors';
import type { IncomingFile } from '../../http/multipart';
import type { Services } from '../../services';
import { BlobTooLargeError, type BucketName, newKey } from '../../storage';
import type { DocumentRow } from './document-service';
import { notPdf, PdfSniffer } from './pdf-sniffer';

export const UPLOAD_TYPES = [
  'lease_agreement',
  'reconciliation',
  'current_bill',
  'reconciliation_letter',
  'supporting_docs',
] as const;

export const tooLarge = () =>
  new DomainError('too_large', 'FILE_TOO_LARGE', 'File size must be less than 100MB');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The text fields sent beside the file (product spec, section 7 "Documents"). */
export const uploadFieldsSchema = z.object({
  upload_type: z
    .enum(UPLOAD_TYPES, { message: `upload_type must be one of ${UPLOAD_TYPES.join(', ')}` })
    .optional(),
  request_id: z.uuid({ message: 'request_id must be a UUID' }).optional(),
  title: optionalText(255),
  description: optionalText(2000),
  comments: optionalText(5000),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

export function parseUploadFields(raw: Record<string, string>): UploadFields {
  // Empty form fields mean "not given".
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const parsed = uploadFieldsSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.');
    throw invalid(
      issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid upload',
      'VALIDATION_FAILED',
    );
  }
  return parsed.data;
}

export interface StoredUpload {
  key: string;
  filename: string;
  bytes: number;
  sha256: string;
  /** False when no `%%EOF` marker closes the file (truncated or unusual); still accepted. */
  complete: boolean;
}

/** The user's file name as a title: no folders, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  return (base || 'document.pdf').slice(0, 255);
}

/**
 * Declared types we take as "PDF" (decision 0023): the standard one, the legacy aliases
 * some systems still map .pdf to, and the generic binary type browsers send when the
 * system has no mapping. The bytes are what decide (PdfSniffer); this only refuses a
 * file that its sender itself calls something else (text/plain, image/png...).
 */
const PDF_TYPES = new Set([
  'application/pdf',
  'application/x-pdf',
  'application/acrobat',
  'application/octet-stream',
]);

/** Spec 5: "content type application/pdf, extension .pdf", else 'Only PDF files are allowed'. */
export function isPdfUploadName(filename: string, mimeType: string): boolean {
  return /\.pdf$/i.test(filename) && PDF_TYPES.has(mimeType.trim().toLowerCase());
}

/**
 * Streams one uploaded file into the documents bucket, checking the PDF header on the
 * first bytes and the 100 MB limit while it flows. Throws 415 / 413 with nothing stored.
 */
export async function storeUploadedPdf(services: Services, actor: Actor, file: IncomingFile) {
  // Always `.pdf`: the name is checked first and the bytes while they stream.
  return streamPdfInto(services, file, {
    bucket: 'documents',
    key: newKey(actor.userId, 'document.pdf'),
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge,
  });
}

/**
 * Streams an uploaded PDF into `bucket/key`: refuses a name or declared type that is not a
 * PDF, then checks the `%PDF-` header on the first bytes (PdfSniffer) and the size limit
 * while the bytes flow, never holding the file. Throws 415 / `tooLarge()` with nothing stored.
 * Also used for the assistants' enhanced reports (200 MB, enhanced_reports bucket).
 */
export async function streamPdfInto(
  services: Services,
  file: IncomingFile,
  target: { bucket: BucketName; key: string; maxBytes: number; tooLarge: () => DomainError },
): Promise<StoredUpload> {
  const filename = cleanFileName(file.filename);
  if (!isPdfUploadName(file.filename.trim(), file.mimeType)) {
    file.stream.resume();
    throw notPdf();
  }
  const sniffer = new PdfSniffer();
  // The sniffer errors on a non-PDF; pipeline then destroys the part stream too.
  const feeding = pipeline(file.stream, sniffer).catch(() => {});
  try {
    const put = await services.blobs.put(target.bucket, target.key, sniffer, {
      maxBytes: target.maxBytes,
      contentType: 'application/pdf',
    });
    await feeding;
    return {
      key: target.key,
      filename,
      bytes: put.bytes,
      sha256: put.sha256,
      complete: sniffer.looksComplete(),
    };
  } catch (err) {
    file.stream.destroy();
    if (err instanceof BlobTooLargeError) throw target.tooLarge();
    throw err;
  }
}

/** Inserts the row for a stored upload (spec 7: wizard uploads carry request_id and start 'pending'). */
export async function insertUploadedDocument(
  services: Services,
  actor: Actor,
  stored: StoredUpload,
  fields: UploadFields,
): Promise<DocumentRow> {
  const [row] = await services.db
    .insert(documents)
    .values({
      title: fields.title ?? stored.filename,
      description: fields.description ?? null,
      category: 'upload',
      uploadType: fields.upload_type ?? null,
      filePath: stored.key,
      createdBy: actor.userId,
      clientEmail: actor.email,
      requestId: fields.request_id ?? null,
      comments: fields.comments ?? null,
      analysisStatus: fields.request_id ? 'pending' : null,
      sizeBytes: stored.bytes,
      sha256: stored.sha256,
    })
    .returning();
  return row!;
}
