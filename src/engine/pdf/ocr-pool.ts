/**
 * The OCR worker pool: tesseract.js workers (each its own worker thread) behind one scheduler,
 * sized to the cores, created on the first OCR page and terminated when the last document that
 * used it is done (or on closeOcr()), so no worker thread keeps the process alive. English data
 * comes from @tesseract.js-data/eng on disk: nothing is ever downloaded. An optional cache
 * (configureOcr({ cache })) answers for an image it has seen, keyed by the image's bytes and
 * everything that decides what tesseract reads (decision 0095); the engine itself keeps none.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);
/**
 * The LSTM-only "best_int" English model: same words and speed as the larger "4.0.0" data on the
 * samples, but a quarter of the size, so each worker starts faster and holds less memory.
 */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** One recognized word: tesseract's text, confidence (0-100) and box in image pixels. */
export interface OcrWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** One tesseract text line, with only what the line builder reads of it. */
export interface OcrTextLine {
  baseline: { y0: number; y1: number };
  bbox: { y0: number; y1: number };
  rowHeight?: number;
  descenders?: number;
  words: OcrWord[];
}

/** What a page's recognition gives: its text lines in tesseract's reading order. */
export interface OcrPage {
  lines: OcrTextLine[];
}

/** Stored readings of pages already recognized; `key` names the image and the recognizer. */
export interface OcrCache {
  get(key: string): Promise<OcrPage | undefined>;
  set(key: string, page: OcrPage): Promise<void>;
}

export interface OcrSettings {
  /** Worker threads; defaults to the number of cores. */
  workers: number;
  /** Keep the pool after the last document (a long-lived server); call closeOcr() to end it. */
  keepAlive: boolean;
  /** Readings of images seen before (the test suites' committed cache); null: always recognize. */
  cache: OcrCache | null;
}

const PARAMETERS = {
  // Pages are rendered at a known resolution; this skips tesseract's (often wrong) guess.
  user_defined_dpi: '300',
  // Statements do not use white-on-black text; re-reading every weak line inverted costs time.
  tessedit_do_invert: '0',
};
const RECOGNIZE_OPTIONS = { rotateAuto: true };

/**
 * Everything besides the image that decides what tesseract reads: a cached reading is used only
 * when all of it is the same (another tesseract.js, model or parameter is another key).
 */
export const RECOGNIZER_ID = JSON.stringify({
  tesseract: require('tesseract.js/package.json').version as string,
  core: require('tesseract.js-core/package.json').version as string,
  model: path.basename(LANG_PATH),
  oem: Tesseract.OEM.LSTM_ONLY,
  parameters: PARAMETERS,
  options: RECOGNIZE_OPTIONS,
});

/** The cache key of one page image. */
export function ocrCacheKey(image: Uint8Array): string {
  return createHash('sha256').update(RECOGNIZER_ID).update(image).digest('hex');
}

/** Keeps what the line builder reads of tesseract's page: lines, their baselines, their words. */
export function ocrPageOf(page: Tesseract.Page): OcrPage {
  const lines: OcrTextLine[] = [];
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines)
        lines.push({
          baseline: { y0: line.baseline.y0, y1: line.baseline.y1 },
          bbox: { y0: line.bbox.y0, y1: line.bbox.y1 },
          ...(line.rowAttributes
            ? { rowHeight: line.rowAttributes.rowHeight, descenders: line.rowAttributes.descenders }
            : {}),
          words: line.words.map((w) => ({
            text: w.text,
            confidence: w.confidence,
            bbox: { x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 },
          })),
        });
  return { lines };
}

const settings: OcrSettings = {
  workers: Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
  keepAlive: false,
  cache: null,
};

/** Workers and keepAlive take effect when the next pool starts; the cache at once. */
export function configureOcr(next: Partial<OcrSettings>): void {
  if (next.workers !== undefined) settings.workers = Math.max(1, Math.floor(next.workers));
  if (next.keepAlive !== undefined) settings.keepAlive = next.keepAlive;
  if (next.cache !== undefined) settings.cache = next.cache;
}

export function ocrWorkerCount(): number {
  return settings.workers;
}

let scheduler: Promise<Tesseract.Scheduler> | null = null;
let users = 0;

async function createPool(size: number): Promise<Tesseract.Scheduler> {
  const pool = Tesseract.createScheduler();
  const workers = await Promise.allSettled(
    Array.from({ length: size }, async () => {
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath: LANG_PATH,
        gzip: true,
        // 'none': never read or write a traineddata cache in the working directory.
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows worker errors as uncaught exceptions.
        errorHandler: () => {},
      });
      await worker.setParameters(PARAMETERS as Partial<Tesseract.WorkerParams>);
      return worker;
    }),
  );
  for (const w of workers) if (w.status === 'fulfilled') pool.addWorker(w.value);
  if (pool.getNumWorkers() === 0) {
    await pool.terminate().catch(() => {});
    const failure = workers.find((w) => w.status === 'rejected');
    throw new Error(`OCR engine could not start: ${String(failure?.reason ?? 'unknown error')}`);
  }
  return pool;
}

/** Marks one document as using OCR; the pool lives while any document holds it. */
export function acquireOcr(): void {
  users++;
}

export async function releaseOcr(): Promise<void> {
  users = Math.max(0, users - 1);
  if (users === 0 && !settings.keepAlive) await closeOcr();
}

export async function recognize(image: Uint8Array): Promise<OcrPage> {
  const cache = settings.cache;
  const key = cache ? ocrCacheKey(image) : '';
  const cached = cache ? await cache.get(key) : undefined;
  if (cached) return cached;
  const page = ocrPageOf(await recognizeLive(image));
  if (cache) await cache.set(key, page);
  return page;
}

async function recognizeLive(image: Uint8Array): Promise<Tesseract.Page> {
  if (!scheduler) {
    const created = createPool(settings.workers);
    scheduler = created;
    // A pool that failed to start is forgotten so the next page can try again.
    created.catch(() => {
      if (scheduler === created) scheduler = null;
    });
  }
  const pool = await scheduler;
  const result = await pool.addJob(
    'recognize',
    Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    RECOGNIZE_OPTIONS,
    { blocks: true, text: false },
  );
  return result.data;
}

/** Terminates the OCR workers (idempotent). The next OCR page starts a new pool. */
export async function closeOcr(): Promise<void> {
  const pool = scheduler;
  scheduler = null;
  if (!pool) return;
  await pool.then((p) => p.terminate()).catch(() => {});
}
