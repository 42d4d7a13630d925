/**
 * Runs in a worker thread (pdf-inspection.ts's piscina pool, through
 * pdf-inspection-worker.mjs): inspects the PDF bytes it was handed and answers with a plain
 * result. Whatever pdfjs does with a hostile file happens here, under the worker's heap
 * limit and the parent's timer.
 */
import { isPdfError } from '../../../engine/pdf/errors';
import { inspectDocument } from '../../../engine/pdf/inspect-document';

export interface InspectionRequest {
  bytes: Uint8Array;
  file: string;
  maxPages: number;
}

export type InspectionReply =
  | { ok: true; pageCount: number; missingEof: boolean }
  | { ok: false; code: string; message: string; pdfError: boolean };

export async function inspectInWorker({
  bytes,
  file,
  maxPages,
}: InspectionRequest): Promise<InspectionReply> {
  try {
    return { ok: true, ...(await inspectDocument(bytes, { file, maxPages })) };
  } catch (err) {
    if (isPdfError(err)) return { ok: false, code: err.code, message: err.message, pdfError: true };
    return {
      ok: false,
      code: 'INTERNAL',
      message: err instanceof Error ? err.message : String(err),
      pdfError: false,
    };
  }
}
