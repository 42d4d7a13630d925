/**
 * Runs in a worker thread (pdf-inspection.ts's piscina pool, through
 * pdf-inspection-worker.mjs): inspects a PDF whose bytes it asks for, range by range, over
 * the port it was handed, and answers with a plain result. Whatever pdfjs does with a
 * hostile file happens here, under the worker's heap limit and the parent's timer.
 */
import type { MessagePort } from 'node:worker_threads';
import { isPdfError } from '../../../engine/pdf/errors';
import { inspectDocument, type RangeSource } from '../../../engine/pdf/inspect-document';

export interface InspectionRequest {
  /** Answers RangeRequests with RangeReplies (bytes begin..end-1 of the file). */
  port: MessagePort;
  length: number;
  file: string;
  maxPages: number;
}

export interface RangeRequest {
  id: number;
  begin: number;
  end: number;
}

export type RangeReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

export type InspectionReply =
  | { ok: true; pageCount: number; missingEof: boolean }
  | { ok: false; code: string; message: string; pdfError: boolean };

export async function inspectInWorker({
  port,
  length,
  file,
  maxPages,
}: InspectionRequest): Promise<InspectionReply> {
  try {
    return { ok: true, ...(await inspectDocument(portSource(port, length), { file, maxPages })) };
  } catch (err) {
    if (isPdfError(err)) return { ok: false, code: err.code, message: err.message, pdfError: true };
    return {
      ok: false,
      code: 'INTERNAL',
      message: err instanceof Error ? err.message : String(err),
      pdfError: false,
    };
  } finally {
    port.close();
  }
}

/** The file behind `port`: each read is one request, answered by id. */
function portSource(port: MessagePort, length: number): RangeSource {
  const pending = new Map<number, { resolve: (b: Uint8Array) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  port.on('message', (reply: RangeReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if ('bytes' in reply) waiter?.resolve(reply.bytes);
    else waiter?.reject(new Error(reply.error));
  });
  return {
    length,
    read(begin, end) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        port.postMessage({ id, begin, end } satisfies RangeRequest);
      });
    },
  };
}
