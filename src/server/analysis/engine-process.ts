/**
 * Runs the audit engine for one packet in its own process (decision 0024): the worker's
 * event loop (the web server's, in inline mode) never runs engine code, and the process is
 * killed when it outgrows its memory or time. Under `tsx` (npm start, npm run worker) and
 * under vitest alike, the child is a plain Node process with tsx's loader, like the worker
 * processes the tests spawn.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PacketInput } from '../../engine/analyze';
import { PdfError } from '../../engine/pdf/errors';
import type { AuditJson, DocumentRole } from '../../engine/types';
import type { EngineJob, EngineMessage } from './engine-protocol';

const require = createRequire(import.meta.url);
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const CHILD = fileURLToPath(new URL('./engine-process-main.ts', import.meta.url));

/** Past a budget, the engine stops itself between pages; this long after it, it is killed. */
const HARD_STOP_GRACE_MS = 20_000;
/** Extraction, rules and the report after reading: seconds, never minutes. */
const AFTER_READING_MS = 120_000;
const MEMORY_POLL_MS = 250;

export interface EngineLimits {
  maxPages: number;
  documentSeconds: number;
  packetSeconds: number;
  /** Resident memory (heap + native: canvases, OCR threads) the process may use. */
  memoryMb: number;
}

export type EngineInput = PacketInput & { source: Uint8Array; file: string };

export interface EngineRun {
  audit: AuditJson;
  pdf: Buffer;
}

/** A document could not be analysed within the limits (memory, or a page that never ended). */
export class DocumentLimitError extends Error {
  override readonly name = 'DocumentLimitError';
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
  }
}

/** The engine process was stopped outside any document (after reading) for its limits. */
export class EngineLimitError extends Error {
  override readonly name = 'EngineLimitError';
}

/** The engine process ended without an answer (killed from outside, crashed): transient. */
export class EngineCrashError extends Error {
  override readonly name = 'EngineCrashError';
}

type Outcome =
  | { kind: 'done'; run: EngineRun }
  | { kind: 'failed'; error: Error }
  /** Killed for its limits while reading `index` (null: after reading). */
  | { kind: 'limit'; index: number | null; why: 'memory' | 'time' };

/**
 * Analyses the packet in a child process. An optional document (letter, supporting file)
 * that sinks the process is left out with a warning and the rest is analysed again, in
 * what remains of the packet's time; for a required one a DocumentLimitError names it.
 * A PdfError from the engine (unreadable, too many pages, over its time budget) is thrown
 * as such. `signal` kills the process (the worker lost its lease, or is stopping).
 */
export async function runEngineInProcess(
  inputs: EngineInput[],
  opts: {
    tier: 'basic' | 'premium';
    limits: EngineLimits;
    optionalRoles: DocumentRole[];
    signal?: AbortSignal;
  },
): Promise<EngineRun> {
  const packetEnds = Date.now() + opts.limits.packetSeconds * 1000;
  const leftOut: string[] = [];
  let remaining = inputs;
  for (;;) {
    const packetSeconds = Math.max(1, Math.ceil((packetEnds - Date.now()) / 1000));
    const outcome = await runOnce(
      {
        inputs: remaining,
        tier: opts.tier,
        maxPages: opts.limits.maxPages,
        documentSeconds: opts.limits.documentSeconds,
        packetSeconds,
        optionalRoles: opts.optionalRoles,
      },
      opts.limits.memoryMb,
      opts.signal,
    );
    if (outcome.kind === 'done') {
      outcome.run.audit.warnings.unshift(...leftOut);
      return outcome.run;
    }
    if (outcome.kind === 'failed') throw outcome.error;
    const bad = outcome.index === null ? undefined : remaining[outcome.index];
    const why =
      outcome.why === 'memory'
        ? `needed more than the ${opts.limits.memoryMb} MB of memory allowed`
        : 'took longer than the time allowed';
    if (!bad) throw new EngineLimitError(`The analysis ${why}`);
    const message = `${bad.file} could not be read: it ${why}. Upload a smaller or text-based (not scanned) copy`;
    if (!opts.optionalRoles.includes(bad.role)) throw new DocumentLimitError(bad.file, message);
    leftOut.push(`${message} (left out of the audit)`);
    remaining = remaining.filter((i) => i !== bad);
  }
}

function runOnce(job: EngineJob, memoryMb: number, signal?: AbortSignal): Promise<Outcome> {
  return new Promise<Outcome>((resolve) => {
    if (signal?.aborted) return resolve({ kind: 'failed', error: abortError(signal) });
    const child: ChildProcess = fork(CHILD, [], {
      // The heap limit makes V8 give up before the watchdog must; native memory is the watchdog's.
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${memoryMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let reading: number | null = null;
    let killedFor: 'memory' | 'time' | null = null;
    let settled = false;
    let documentTimer: NodeJS.Timeout | undefined;
    let packetTimer: NodeJS.Timeout | undefined;
    let memoryTimer: NodeJS.Timeout | undefined;

    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(documentTimer);
      clearTimeout(packetTimer);
      clearInterval(memoryTimer);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      resolve(outcome);
    };
    const stop = (why: 'memory' | 'time') => {
      killedFor = why;
      child.kill('SIGKILL');
    };
    const onAbort = () => finish({ kind: 'failed', error: abortError(signal!) });
    signal?.addEventListener('abort', onAbort);

    packetTimer = setTimeout(
      () => stop('time'),
      job.packetSeconds * 1000 + HARD_STOP_GRACE_MS + AFTER_READING_MS,
    );
    memoryTimer = setInterval(async () => {
      const rss = await residentMb(child.pid);
      if (rss !== null && rss > memoryMb) stop('memory');
    }, MEMORY_POLL_MS);

    child.on('message', (message: EngineMessage) => {
      switch (message.type) {
        case 'ready':
          child.send(job);
          return;
        case 'reading':
          reading = message.index;
          clearTimeout(documentTimer);
          documentTimer = setTimeout(() => stop('time'), job.documentSeconds * 1000 + HARD_STOP_GRACE_MS);
          return;
        case 'extracting':
          reading = null;
          clearTimeout(documentTimer);
          return;
        case 'done':
          return finish({
            kind: 'done',
            run: {
              audit: message.audit as AuditJson,
              pdf: Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength),
            },
          });
        case 'pdf-error':
          return finish({
            kind: 'failed',
            error: new PdfError(message.code, message.file, message.message),
          });
        case 'error':
          return finish({ kind: 'failed', error: new Error(`engine: ${message.message}`) });
      }
    });
    child.on('error', (err) => finish({ kind: 'failed', error: new EngineCrashError(err.message) }));
    child.on('exit', (code, sig) => {
      if (killedFor) return finish({ kind: 'limit', index: reading, why: killedFor });
      // V8's own heap limit ends the process with an abort: the same as the watchdog's verdict.
      if (sig === 'SIGABRT' || code === 134) return finish({ kind: 'limit', index: reading, why: 'memory' });
      finish({
        kind: 'failed',
        error: new EngineCrashError(`the engine process ended without an answer (${sig ?? `exit ${code}`})`),
      });
    });
  });
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('analysis stopped');
}

/** Resident set size of a process in MB (Linux /proc); null where it cannot be read. */
async function residentMb(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const statm = await readFile(`/proc/${pid}/statm`, 'utf8');
    const pages = Number(statm.split(' ')[1]);
    return Number.isFinite(pages) ? (pages * 4096) / (1024 * 1024) : null;
  } catch {
    return null;
  }
}
