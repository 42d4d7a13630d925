import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { MAX_PDF_PAGES } from '../../../shared/constants';
import { DomainError } from '../../domain/errors';
import type { BlobStore } from '../../storage';
import type { InspectionReply, RangeReply, RangeRequest } from './pdf-inspection-entry';
import { notPdf } from './pdf-sniffer';

/**
 * The upload check of decision 0022: a stored PDF is opened once, off the main thread,
 * before its row exists. A file that the analysis could not read (encrypted, damaged, no
 * pages) or may not read (past MAX_PDF_PAGES) is refused with the reason, so it can never
 * cost a credit. The worker thread has its own heap limit and a timer that terminates it:
 * a hostile file costs the worker, never the web process.
 */

export interface InspectionLimits {
  /** Time for one check; a sound file needs well under a second (its first page only). */
  timeoutMs: number;
  /** Each worker's JS heap; the file's bytes are an ArrayBuffer outside it. */
  heapMb: number;
}

export const DEFAULT_INSPECTION_LIMITS: InspectionLimits = { timeoutMs: 20_000, heapMb: 256 };
let limits = { ...DEFAULT_INSPECTION_LIMITS };

/** Changes the limits (tests); the next check starts fresh worker threads with them. */
export async function configurePdfInspection(next: Partial<InspectionLimits>): Promise<void> {
  limits = { ...limits, ...next };
  await closePdfInspections();
}

/** Checks at a time per process: each holds a worker (the file is read in ranges). */
const CONCURRENT_INSPECTIONS = 2;

const WORKER_URL = new URL('./pdf-inspection-worker.mjs', import.meta.url);

/** The engine's PdfError codes as the API's 422 codes (documented in decision 0022). */
const REFUSALS: Record<string, string> = {
  ENCRYPTED: 'PDF_ENCRYPTED',
  TRUNCATED: 'PDF_DAMAGED',
  UNREADABLE: 'PDF_DAMAGED',
  EMPTY: 'PDF_EMPTY',
  TOO_MANY_PAGES: 'PDF_TOO_MANY_PAGES',
  TIME_LIMIT: 'PDF_TOO_COMPLEX',
};

const refused = (code: string, message: string) => new DomainError('unreadable', code, message);
/** Past the time or memory a check may use: a pathological file (or a huge scan). */
const tooComplex = (file: string) =>
  refused(
    'PDF_TOO_COMPLEX',
    `${file} is too complex to check (it needs more time or memory than one document may use): export or scan it again and re-upload`,
  );

export interface InspectionResult {
  pageCount: number;
  missingEof: boolean;
}

/** Reads bytes begin..end-1 of the file being checked (end already clipped to its length). */
type ReadRange = (begin: number, end: number) => Promise<Uint8Array>;

/**
 * Inspects `documents/<key>` (just stored, `bytes` long) in a worker, which reads only the
 * ranges pdfjs asks for (header, cross-reference table, first page): a 100 MB upload is
 * checked without holding it in memory. Resolves with its page count, or throws 422 with
 * the reason; anything else (storage or the worker failed) is an internal error. The
 * caller deletes the blob on throw.
 */
export async function inspectStoredPdf(
  blobs: BlobStore,
  key: string,
  bytes: number,
  file: string,
): Promise<InspectionResult> {
  const release = await slot();
  try {
    return await inspect(bytes, file, async (begin, end) =>
      collect(await blobs.get('documents', key, { start: begin, end }), end - begin),
    );
  } finally {
    release();
  }
}

/** Inspects a PDF held in memory (tests, scripts): the same worker, served from `data`. */
export async function inspectPdfBytes(data: Uint8Array, file: string): Promise<InspectionResult> {
  return inspect(data.length, file, async (begin, end) => data.slice(begin, end));
}

async function inspect(length: number, file: string, read: ReadRange): Promise<InspectionResult> {
  const reply = await runInspection(length, file, read);
  if (reply.ok) return { pageCount: reply.pageCount, missingEof: reply.missingEof };
  if (reply.code === 'NOT_PDF') throw notPdf();
  const code = reply.pdfError ? REFUSALS[reply.code] : undefined;
  if (code) throw refused(code, reply.message);
  throw new Error(`PDF inspection failed: ${reply.message}`);
}

/**
 * Warm worker threads (at most two; each ends after a minute idle): starting one costs
 * about a second (TypeScript loader, pdfjs), a wizard uploads several files in a row.
 */
let pool: Piscina | null = null;
function inspectionPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_URL.href,
    minThreads: 0,
    maxThreads: CONCURRENT_INSPECTIONS,
    idleTimeout: 60_000,
    // No pausing of idle threads on Atomics: pdfjs may still have timers queued.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
  });
  return pool;
}

/** Ends the worker threads (tests, shutdown); the next check starts new ones. */
export async function closePdfInspections(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}

/**
 * One task: the worker gets one end of a channel and asks for byte ranges on it; each
 * answer's buffer is handed over, not copied. The timer's abort terminates the thread.
 */
async function runInspection(length: number, file: string, read: ReadRange): Promise<InspectionReply> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const { port1, port2 } = new MessageChannel();
  port1.on('message', ({ id, begin, end }: RangeRequest) => {
    read(begin, Math.min(end, length)).then(
      (bytes) => port1.postMessage({ id, bytes } satisfies RangeReply, [bytes.buffer as ArrayBuffer]),
      (err: unknown) =>
        port1.postMessage({ id, error: `could not read ${file}: ${String(err)}` } satisfies RangeReply),
    );
  });
  try {
    return (await inspectionPool().run(
      { port: port2, length, file, maxPages: MAX_PDF_PAGES },
      { transferList: [port2], signal: timeout },
    )) as InspectionReply;
  } catch (err) {
    if (timeout.aborted) throw tooComplex(file);
    if ((err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw tooComplex(file);
    throw err;
  } finally {
    port1.close();
  }
}

/** A range's bytes in one buffer of its own (so it can be handed to the worker). */
async function collect(stream: AsyncIterable<unknown>, expected: number): Promise<Uint8Array> {
  const out = new Uint8Array(expected);
  let at = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    if (at + buf.length > expected) throw new Error('the stored file is larger than recorded');
    out.set(buf, at);
    at += buf.length;
  }
  if (at !== expected) throw new Error('the stored file is shorter than recorded');
  return out;
}

let running = 0;
const waiting: (() => void)[] = [];

/** A simple counting semaphore: resolves with the function that frees the slot. */
async function slot(): Promise<() => void> {
  if (running >= CONCURRENT_INSPECTIONS) await new Promise<void>((r) => waiting.push(r));
  else running++;
  let freed = false;
  return () => {
    if (freed) return;
    freed = true;
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}
