/**
 * Engine reader (issue 14): whole-packet time (read + extract + rules) for a text packet and a
 * scanned packet of the samples-c family, against, in the same run:
 * - extraction alone (read + extract, no rules) by the same engine;
 * - `pdftotext -layout` on the same files (poppler: the floor for getting text out of a PDF);
 * - the engine as it was before the structure-first reader (BENCH_ENGINE_BASELINE, default the
 *   commit before issue 14's engine work), checked out in a temporary git worktree. Goal: the
 *   new reader keeps a text packet within 1.5x of that engine's time.
 * Median of 3 after a warm-up.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { analyzePacket, type PacketInput } from '../src/engine/analyze';
import { median, timeMs } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const RUNS = 3;
/** The last commit before the issue-14 engine changes ("today's" engine when the issue was filed). */
const BASELINE = process.env.BENCH_ENGINE_BASELINE ?? '82f7f42';

type Analyze = typeof analyzePacket;

function packetOf(dir: string): PacketInput[] {
  const truth = JSON.parse(readFileSync(path.join(dir, 'truth.json'), 'utf8'));
  return Object.entries(truth.files as Record<string, string[]>).flatMap(([role, files]) =>
    files.map((f) => ({ role: role as PacketInput['role'], source: path.join(dir, f) })),
  );
}

/** The baseline engine's analyzePacket from a worktree of BASELINE, or null (no git history). */
async function baselineEngine(ctx: BenchContext): Promise<{ analyze: Analyze; dispose: () => void } | null> {
  const dir = path.join(ctx.tmpDir, 'engine-baseline');
  try {
    execFileSync('git', ['-C', ctx.root, 'worktree', 'add', '--detach', dir, BASELINE], { stdio: 'ignore' });
  } catch {
    ctx.log(`engine-reader: baseline ${BASELINE} not in this clone's history; no baseline rows`);
    return null;
  }
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(ctx.root, 'node_modules'), path.join(dir, 'node_modules'));
  const mod = (await import(path.join(dir, 'src/engine/analyze.ts'))) as { analyzePacket: Analyze };
  return {
    analyze: mod.analyzePacket,
    dispose: () => spawnSync('git', ['-C', ctx.root, 'worktree', 'remove', '--force', dir]),
  };
}

function hasPdftotext(): boolean {
  return spawnSync('pdftotext', ['-v']).status === 0;
}

async function pdftotext(packet: PacketInput[]): Promise<void> {
  for (const p of packet) {
    const r = spawnSync('pdftotext', ['-layout', p.source as string, '-'], { maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`pdftotext failed on ${p.source}`);
  }
}

const section: BenchSection = {
  name: 'engine-reader',
  async run(ctx: BenchContext): Promise<ResultRow[]> {
    const family = path.resolve(ctx.root, '../shared/samples-c');
    const packets = [
      { name: 'text packet samples-c/c-09 (lease, 3 statements, bill)', dir: path.join(family, 'c-09') },
      { name: 'scanned packet samples-c/c-10 (OCR)', dir: path.join(family, 'c-10') },
    ];
    const before = await baselineEngine(ctx);
    try {
      return await measure(ctx, packets, before?.analyze ?? null);
    } finally {
      before?.dispose();
    }
  },
};

async function measure(
  ctx: BenchContext,
  packets: { name: string; dir: string }[],
  baseline: Analyze | null,
): Promise<ResultRow[]> {
  const poppler = hasPdftotext();
  if (!poppler)
    ctx.log('engine-reader: pdftotext missing (apt-get install -y poppler-utils); no pdftotext rows');
  const rows: ResultRow[] = [];
  for (const { name, dir } of packets) {
    const packet = packetOf(dir);
    ctx.log(`engine-reader: ${name}: warm-up`);
    await analyzePacket(packet);
    if (baseline) await baseline(packet);
    const whole: number[] = [];
    const extract: number[] = [];
    const before: number[] = [];
    const text: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      whole.push(await timeMs(() => analyzePacket(packet)));
      extract.push(await timeMs(() => analyzePacket(packet, { rules: false })));
      if (baseline) before.push(await timeMs(() => baseline(packet)));
      if (poppler) text.push(await timeMs(() => pdftotext(packet)));
    }
    const w = median(whole);
    /** One row: the whole packet against a reference timed in the same loop. */
    const against = (
      ref: string,
      refName: string,
      times: number[],
      label: string,
      goal?: number,
    ): ResultRow => {
      const r = Math.round((w / median(times)) * 100) / 100;
      return {
        section: 'engine-reader',
        name: `${name}: whole packet vs ${ref}`,
        value: Math.round(w),
        unit: 'ms',
        reference: { name: refName, value: Math.round(median(times)) },
        ratio: r,
        ratioLabel: label,
        goal: goal === undefined ? undefined : `<= ${goal}x`,
        status: goal === undefined ? 'INFO' : r <= goal ? 'PASS' : 'MISS',
        detail: { whole, reference: times },
      };
    };
    rows.push(against('extraction alone', 'extraction alone', extract, 'x extraction'));
    if (poppler)
      rows.push(against('pdftotext -layout', 'pdftotext -layout on the same files', text, 'x pdftotext'));
    if (baseline) {
      // the 1.5x goal is the text packet's; OCR dominates a scanned one either way
      const goal = /scanned/.test(name) ? undefined : 1.5;
      rows.push(
        against(
          `the engine before issue 14 (${BASELINE})`,
          `engine at ${BASELINE}`,
          before,
          'x before',
          goal,
        ),
      );
    }
  }
  return rows;
}

export default section;
