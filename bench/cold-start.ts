import { type RunningServer, startApp, startBare, stopServer } from './lib/servers';
import { median } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow, ServerKind } from './lib/types';

type Target = 'bare' | 'pglite' | 'postgres';

const KINDS: Record<Target, ServerKind> = { bare: 'bare', pglite: 'app-pglite', postgres: 'app-postgres' };

const LABELS: Record<Target, string> = {
  bare: 'bare Hono (spawn → GET /hello 200)',
  pglite: 'app pglite (spawn → GET /readyz 200)',
  postgres: 'app postgres (spawn → GET /readyz 200)',
};

interface Sample {
  /** spawn() → first 200, as seen from outside. */
  startMs: number;
  /** The app's own "startupMs" log field (main() entered → listening), when logged. */
  selfReportedMs: number | null;
}

function selfReported(server: RunningServer): number | null {
  const matches = [...server.proc.outputTail(8_000).matchAll(/"startupMs":(\d+)/g)];
  const last = matches.at(-1)?.[1];
  return last ? Number(last) : null;
}

/**
 * Section 2: time from spawning `npx tsx <server>` until it answers 200, on an existing,
 * already-migrated database. Each target must have been started and stopped once in
 * this run (that creates and migrates the database and fills tsx's transform cache):
 * the http section's servers count, otherwise a priming start is made here. Then each
 * target is started `coldStartRuns` times; rounds interleave the targets so drift in
 * machine load hits all of them alike.
 */
const coldStart: BenchSection = {
  name: 'cold-start',
  async run(ctx: BenchContext) {
    const errors = new Map<Target, string>();
    const samples = new Map<Target, Sample[]>([
      ['bare', []],
      ['pglite', []],
      ['postgres', []],
    ]);

    const startOnce = async (target: Target, label: string): Promise<Sample> => {
      // Log level info: the app logs its own startupMs when it starts listening.
      const server =
        target === 'bare' ? await startBare(ctx, label) : await startApp(ctx, label, target, 'info');
      // Graceful stop, so PGlite closes its files cleanly before the next start.
      if ((await stopServer(ctx, server)) === 'killed') {
        throw new Error(`${label} did not stop within the grace period after SIGTERM`);
      }
      return { startMs: server.startMs, selfReportedMs: target === 'bare' ? null : selfReported(server) };
    };

    const targets: Target[] = ['bare', 'pglite', 'postgres'];
    for (const target of targets) {
      if (ctx.primed.has(KINDS[target])) continue;
      ctx.log(`cold-start: priming ${target}`);
      try {
        await startOnce(target, `${target} (cold-start priming)`);
      } catch (err) {
        errors.set(target, err instanceof Error ? err.message : String(err));
      }
    }
    for (let round = 1; round <= ctx.options.coldStartRuns; round++) {
      ctx.log(`cold-start: round ${round}/${ctx.options.coldStartRuns}`);
      for (const target of targets) {
        if (errors.has(target)) continue;
        try {
          samples.get(target)!.push(await startOnce(target, `${target} (cold-start ${round})`));
        } catch (err) {
          errors.set(target, err instanceof Error ? err.message : String(err));
        }
      }
    }

    const medianOf = (target: Target) => {
      const xs = samples.get(target)!;
      return errors.has(target) || xs.length === 0 ? null : median(xs.map((s) => s.startMs));
    };
    const bareMedian = medianOf('bare');
    return targets.map((target): ResultRow => {
      const value = medianOf(target);
      const xs = samples.get(target)!;
      const error = errors.get(target);
      if (value === null) {
        return {
          section: 'cold-start',
          name: LABELS[target],
          value: null,
          unit: 'ms',
          status: 'ERROR',
          note: error ?? 'no sample',
        };
      }
      const self = xs.map((s) => s.selfReportedMs).filter((v): v is number => v !== null);
      const runs = xs.map((s) => Math.round(s.startMs)).join(', ');
      const selfNote = self.length > 0 ? `; in-process startupMs median ${Math.round(median(self))}` : '';
      const isRef = target === 'bare';
      return {
        section: 'cold-start',
        name: LABELS[target],
        value,
        unit: 'ms',
        reference: isRef ? undefined : { name: LABELS.bare, value: bareMedian },
        ratio: isRef || bareMedian === null ? undefined : value / bareMedian,
        ratioLabel: isRef ? undefined : 'app/bare',
        status: 'INFO',
        note: `median of ${xs.length} (${runs} ms)${selfNote}${isRef ? '; reference' : ''}`,
        detail: { samples: xs },
      };
    });
  },
};

export default coldStart;
