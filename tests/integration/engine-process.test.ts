import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzePacket } from '../../src/engine/analyze';
import { PdfError } from '../../src/engine/pdf/errors';
import {
  type EngineInput,
  EngineLimitError,
  type EngineLimits,
  runEngineInProcess,
} from '../../src/server/analysis/engine-process';
import { pdfWithPages } from '../support/factories';
import { SAMPLES } from '../support/wizard-packet';

/**
 * The engine in its own process (decision 0024): results come back over IPC, and the
 * process is stopped by its memory limit and time budgets.
 */

const LIMITS: EngineLimits = { maxPages: 1000, documentSeconds: 600, packetSeconds: 1200, memoryMb: 1536 };
const OPTIONAL = ['letter', 'supporting'] as const;

const sample = (file: string, role: EngineInput['role']): EngineInput => ({
  role,
  file,
  source: new Uint8Array(readFileSync(path.join(SAMPLES, 'sample-01', file))),
});
const packet = (): EngineInput[] => [
  sample('lease.pdf', 'lease'),
  sample('recon-2023.pdf', 'reconciliation'),
  sample('recon-2024.pdf', 'reconciliation'),
  sample('bill.pdf', 'bill'),
];
const run = (inputs: EngineInput[], limits: Partial<EngineLimits> = {}, signal?: AbortSignal) =>
  runEngineInProcess(inputs, {
    tier: 'basic',
    limits: { ...LIMITS, ...limits },
    optionalRoles: [...OPTIONAL],
    signal,
  });

// Each case starts an engine process; on a busy 2-core machine that takes seconds.
describe('the engine process', { timeout: 120_000 }, () => {
  it('analyses a packet in a child process and returns audit.json and the report PDF', async () => {
    const { audit, pdf } = await run(packet());
    expect(audit.schemaVersion).toBe(1);
    expect(audit.findings.length).toBeGreaterThan(0);
    expect(audit.documents.map((d) => d.file)).toEqual([
      'lease.pdf',
      'recon-2023.pdf',
      'recon-2024.pdf',
      'bill.pdf',
    ]);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('stops reading a required document past its time budget, naming it', async () => {
    const err = await run(packet(), { documentSeconds: 0.001 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfError);
    expect(err).toMatchObject({ code: 'TIME_LIMIT', file: 'lease.pdf' });
    expect((err as Error).message).toMatch(
      /^lease\.pdf could not be read within the .* allowed for one document/,
    );
  });

  it('leaves out an optional document past its time budget, with a warning', async () => {
    const { audit } = await run(
      [sample('bill.pdf', 'bill'), { role: 'supporting', file: 'appendix.pdf', source: pdfWithPages(3) }],
      { documentSeconds: 0.001 },
    ).catch((err: unknown) => ({ audit: null, err }));
    // The bill is required: it fails first. Alone, the supporting file is left out instead.
    expect(audit).toBeNull();
    const alone = await run([{ role: 'supporting', file: 'appendix.pdf', source: pdfWithPages(3) }], {
      documentSeconds: 0.001,
    });
    expect(alone.audit.documents).toEqual([]);
    expect(alone.audit.warnings[0]).toMatch(
      /^appendix\.pdf could not be read within the 0 seconds allowed for one document.*\(left out of the audit\)$/,
    );
  });

  it('the packet budget bounds the reading of every document after it runs out', async () => {
    const err = await analyzePacket([sample('lease.pdf', 'lease')], { packetSeconds: 0.001 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'TIME_LIMIT', file: 'lease.pdf' });
    expect((err as Error).message).toContain('allowed for the whole packet');
  });

  it('refuses a document over the page limit before reading its pages', async () => {
    const err = await run([{ role: 'lease', file: 'huge.pdf', source: pdfWithPages(5_000) }]).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 'TOO_MANY_PAGES', file: 'huge.pdf' });
  });

  it('is killed when it outgrows its memory limit', async () => {
    // No Node process runs in 16 MB: the watchdog stops it on its first reading.
    await expect(run(packet(), { memoryMb: 16 })).rejects.toBeInstanceOf(EngineLimitError);
  });

  it('is killed when its caller gives up (a lost lease)', async () => {
    const controller = new AbortController();
    const running = run(packet(), {}, controller.signal);
    controller.abort(new Error('lease lost'));
    await expect(running).rejects.toThrow('lease lost');
  });
});
