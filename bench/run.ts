/**
 * `npm run bench`: runs every section module in turn, prints one table and writes
 * bench/results/latest.json. A goal MISS never fails the run; an invalid measurement
 * (server did not start, any non-200 under load, ...) sets exit code 1. bench/README.md
 * explains each measurement. Every child process is stopped at the end, whatever happens.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import coldStart from './cold-start';
import engineExtract from './engine-extract';
import enginePacket from './engine-packet';
import enginePdf from './engine-pdf';
import engineReader from './engine-reader';
import healthzUnderAnalysis from './healthz-under-analysis';
import httpAuth from './http-auth';
import landing from './landing';
import { createBenchDatabase, DEFAULT_ADMIN_URL, dropBenchDatabase, serverVersion } from './lib/postgres';
import { ProcessRegistry, runToCompletion } from './lib/proc';
import { appEnv } from './lib/servers';
import { formatTable, goalSummary } from './lib/table';
import type { BenchContext, BenchOptions, BenchPostgres, BenchSection, ResultRow } from './lib/types';
import payments from './payments';
import pipeline from './pipeline';
import review from './review';

/** Section modules, in run order; later issues append theirs here. */
const SECTIONS: BenchSection[] = [
  httpAuth,
  coldStart,
  enginePdf,
  engineExtract,
  enginePacket,
  engineReader,
  pipeline,
  landing,
  healthzUnderAnalysis,
  review,
  payments,
];

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be an integer in [${min}, ${max}]`);
  return n;
}

const options: BenchOptions = {
  connections: intFromEnv('BENCH_CONNECTIONS', 50, 1, 1000),
  durationSec: intFromEnv('BENCH_DURATION', 10, 1, 300),
  warmupSec: intFromEnv('BENCH_WARMUP', 2, 0, 60),
  coldStartRuns: intFromEnv('BENCH_COLD_RUNS', 3, 1, 20),
};
const adminUrl = process.env.BENCH_PG_URL || DEFAULT_ADMIN_URL;
const only = (process.env.BENCH_SECTIONS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const startedAt = new Date();
const loadAvgAtStart = os.loadavg();
let cpuBusyAtStart: number | null = null;
const t0 = performance.now();
const log = (message: string) =>
  console.log(`[${((performance.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${message}`);

const procs = new ProcessRegistry();
const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-bench-'));
let benchDb: BenchPostgres | null = null;
let benchDbPromise: Promise<BenchPostgres> | null = null;

async function cleanup() {
  await procs.stopAll().catch(() => procs.killAllSync());
  procs.killAllSync();
  if (benchDb) {
    const name = benchDb.name;
    benchDb = null;
    await Promise.race([dropBenchDatabase(adminUrl, name), sleep(10_000, undefined, { ref: false })]).catch(
      (err) => console.error(`could not drop database ${name}: ${err instanceof Error ? err.message : err}`),
    );
  }
  rmSync(tmpDir, { recursive: true, force: true });
}

// Whatever happens, no child outlives the bench.
process.on('exit', () => procs.killAllSync());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping every child process`);
    procs.killAllSync();
    void Promise.race([cleanup(), sleep(12_000)]).finally(() => process.exit(130));
  });
}

const ctx: BenchContext = {
  root: ROOT,
  tmpDir,
  authSecret: randomBytes(32).toString('base64url'),
  options,
  procs,
  log,
  pgliteDataDir: path.join(tmpDir, 'pglite'),
  primed: new Set(),
  postgres() {
    benchDbPromise ??= (async () => {
      const created = await createBenchDatabase(adminUrl);
      benchDb = created;
      log(`postgres: created database ${created.name}, seeding with npm run db:seed`);
      const env = appEnv(ctx, { port: 0, dataDir: path.join(tmpDir, 'seed'), databaseUrl: created.url });
      const out = await runToCompletion(procs, 'npm run db:seed', 'npm', ['run', 'db:seed'], {
        cwd: ROOT,
        env,
        timeoutMs: 90_000,
      });
      log(
        `postgres: ${
          out
            .split('\n')
            .filter((l) => /seeded|nothing seeded/.test(l))
            .at(-1) ?? 'seed finished'
        }`,
      );
      return created;
    })();
    return benchDbPromise;
  },
};

/** Share of all CPUs' time spent non-idle over `ms` (from /proc/stat); null when unreadable. */
async function cpuBusyFraction(ms: number): Promise<number | null> {
  const read = () => {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { idle, total: ticks.reduce((a, b) => a + b, 0) };
  };
  try {
    const a = read();
    await sleep(ms);
    const b = read();
    return b.total > a.total ? 1 - (b.idle - a.idle) / (b.total - a.total) : null;
  } catch {
    return null;
  }
}

/**
 * biome.json covers bench/** (JSON included) and does not read .gitignore, so the
 * results file is put in the repo's own format; otherwise `npm run lint` would fail
 * after every bench run. Best effort: skipped when biome is not installed.
 */
function formatWithBiome(file: string) {
  try {
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', file], {
      cwd: ROOT,
      stdio: 'ignore',
      timeout: 30_000,
    });
  } catch {
    // Unformatted JSON is still valid JSON.
  }
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

async function main() {
  const sections = only.length > 0 ? SECTIONS.filter((s) => only.includes(s.name)) : SECTIONS;
  log(
    `LeaseAudit bench: ${sections.map((s) => s.name).join(', ')} on ${os.cpus().length} CPU(s), node ${process.version}; ` +
      `${options.connections} connections, ${options.warmupSec}s warm-up + ${options.durationSec}s per load run`,
  );
  cpuBusyAtStart = await cpuBusyFraction(1_000);
  if (cpuBusyAtStart !== null && cpuBusyAtStart > 0.25) {
    log(
      `WARNING: ${Math.round(cpuBusyAtStart * 100)}% of the CPU time was already in use before the bench started: ` +
        'other processes compete with the servers and the load generator, expect noisy numbers',
    );
  }
  const rows: ResultRow[] = [];
  for (const section of sections) {
    const sectionStart = performance.now();
    try {
      rows.push(...(await section.run(ctx)));
    } catch (err) {
      rows.push({
        section: section.name,
        name: `${section.name} section`,
        value: null,
        unit: '',
        status: 'ERROR',
        note: err instanceof Error ? err.message : String(err),
      });
    }
    log(`${section.name}: done in ${((performance.now() - sectionStart) / 1000).toFixed(1)}s`);
  }

  const pgVersion = await serverVersion(adminUrl).catch(() => null);
  await cleanup();
  const durationMs = Math.round(performance.now() - t0);

  console.log(`\n${formatTable(rows)}`);
  const goal = goalSummary(rows);
  console.log(`\n${goal.line}`);

  const invalid = rows.filter((r) => r.status === 'ERROR');
  if (invalid.length > 0) {
    const bar = '!'.repeat(78);
    console.error(
      `\n${bar}\n!! ${invalid.length} measurement(s) INVALID or not taken: the numbers above are not trustworthy`,
    );
    for (const r of invalid) console.error(`!!  - ${r.name}: ${(r.note ?? '').split('\n')[0]}`);
    console.error(bar);
    process.exitCode = 1;
  }

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, 'latest.json');
  const report = {
    startedAt: startedAt.toISOString(),
    durationMs,
    commit: gitCommit(),
    host: {
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      totalMemMiB: Math.round(os.totalmem() / 2 ** 20),
      cpuBusyAtStart,
      loadAvgAtStart,
      loadAvgAtEnd: os.loadavg(),
      postgres: pgVersion,
    },
    options,
    goal: goal.json,
    rows,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  formatWithBiome(file);
  console.log(`\nwrote ${path.relative(process.cwd(), file)} (total ${(durationMs / 1000).toFixed(1)}s)`);
}

main().catch(async (err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  await Promise.race([cleanup(), sleep(15_000, undefined, { ref: false })]).catch(() => {});
  procs.killAllSync();
  process.exit(1);
});
