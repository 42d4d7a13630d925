/**
 * The engine process (decision 0024): one per analysis, started by `engine-process.ts`.
 * It receives the packet's bytes over IPC, runs the engine and renders the report, and
 * sends back audit.json and the PDF. It touches no database and no storage, so killing it
 * at any moment (time, memory, a lost lease) loses nothing but its own work.
 */
import os from 'node:os';
import { analyzePacket } from '../../engine/analyze';
import { isPdfError } from '../../engine/pdf/errors';
import { renderReport } from '../../engine/report/render-report';
import type { EngineJob, EngineMessage } from './engine-protocol';

const ENGINE_NICENESS = 10;

const send = (message: EngineMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

// Below the web server in the CPU queue: set before the OCR threads start, which inherit it.
// A request then waits for a core less often than the analysis does (decision 0024).
try {
  os.setPriority(ENGINE_NICENESS);
} catch {
  // Not permitted here (some containers): run at normal priority.
}

// The worker that started us is gone (killed, crashed): stop at once, nobody wants the result.
process.on('disconnect', () => process.exit(0));

process.once('message', async (job: EngineJob) => {
  try {
    const audit = await analyzePacket(job.inputs, {
      maxPages: job.maxPages,
      documentSeconds: job.documentSeconds,
      packetSeconds: job.packetSeconds,
      optionalRoles: job.optionalRoles,
      onProgress: (step) => {
        void send('reading' in step ? { type: 'reading', index: step.reading } : { type: 'extracting' });
      },
    });
    const pdf = await renderReport(audit, { tier: job.tier });
    await send({ type: 'done', audit, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) });
  } catch (err) {
    if (isPdfError(err)) {
      await send({ type: 'pdf-error', code: err.code, file: err.file, message: err.message });
    } else {
      await send({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    }
  }
  process.disconnect();
});

void send({ type: 'ready' });
