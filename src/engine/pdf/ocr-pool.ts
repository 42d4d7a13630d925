/**
 * The OCR worker pool: tesseract.js workers (each its own worker thread) behind one scheduler,
 * sized to the cores, created on the first OCR page and terminated when the last document that
 * used it is done (or on closeOcr()), so no worker thread keeps the process alive. English data
 * comes from @tesseract.js-data/eng on disk: nothing is ever downloaded or cached to disk.
 */
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

export interface OcrSettings {
  /** Worker threads; defaults to the number of cores. */
  workers: number;
  /** Keep the pool after the last document (a long-lived server); call closeOcr() to end it. */
  keepAlive: boolean;
}

const settings: OcrSettings = {
  workers: Math.max(1, os.availableParallelism?.() ?? os.cpus().length),
  keepAlive: false,
};

/** Takes effect when the next pool starts (after closeOcr(), or once the current pool ends). */
export function configureOcr(next: Partial<OcrSettings>): void {
  if (next.workers !== undefined) settings.workers = Math.max(1, Math.floor(next.workers));
  if (next.keepAlive !== undefined) settings.keepAlive = next.keepAlive;
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
      await worker.setParameters({
        // Pages are rendered at a known resolution; this skips tesseract's (often wrong) guess.
        user_defined_dpi: '300',
        // Statements do not use white-on-black text; re-reading every weak line inverted costs time.
        tessedit_do_invert: '0',
      } as Partial<Tesseract.WorkerParams>);
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

export async function recognize(image: Uint8Array): Promise<Tesseract.Page> {
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
    {
      rotateAuto: true,
    },
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
