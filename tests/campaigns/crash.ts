/**
 * Crash campaign (issue 11, decision 0024): on PostgreSQL, an `npm run worker` process is
 * killed with SIGKILL in the middle of an analysis, again and again, and restarted at once.
 * Every request must complete exactly once (one result, one completed job, attempts = 1 +
 * the kills it took) and each killed request within 2 minutes of the restart; no engine
 * process may outlive its killed worker.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run campaign:crash [-- --kills 10] [-- --fast]
 *
 * Default: the production lease settings (heartbeat 10 s, lease 45 s, sweep 15 s), which
 * is what the 2-minute promise is about; --fast shortens them (what the CI test uses).
 * A fresh database is created beside DATABASE_URL and dropped at the end.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { analysisQueue, documents } from '../../src/server/db/schema';
import { ANALYSIS_QUEUE } from '../../src/server/jobs/job-queue';
import { startTestApp, type TestApp } from '../support/test-app';
import { submit, uploadPacket } from '../support/wizard-packet';
import { startWorker, type WorkerProcess } from '../support/worker-process';

export interface CrashRound {
  requestId: string;
  /** Seconds from the restart to the killed request's completion. */
  recoverySeconds: number;
  attempts: number;
}

export interface CrashReport {
  rounds: CrashRound[];
  /** Requests submitted beside the killed ones (queued behind them). */
  bystanders: number;
  /** Every request: one completed entry, results on its documents, one completed job, one log line. */
  exactlyOnce: boolean;
  /** Engine processes left running after their worker was killed. */
  orphanEngines: number;
  problems: string[];
}

export const FAST_LEASES = {
  ANALYSIS_HEARTBEAT_SECONDS: '0.5',
  ANALYSIS_LEASE_SECONDS: '3',
  ANALYSIS_SWEEP_INTERVAL_SECONDS: '0.5',
};

const RECOVERY_LIMIT_SECONDS = 120;
/** How long an engine process may take to notice its worker died. */
const ENGINE_EXIT_SECONDS = 15;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor<T>(
  what: string,
  fn: () => Promise<T | null | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const entryOf = async (t: TestApp, requestId: string) =>
  (await t.services.db.select().from(analysisQueue).where(eq(analysisQueue.requestId, requestId)))[0];

/** Pids of the engine processes a worker started (its children). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function runCrashCampaign(opts: {
  kills: number;
  env?: Record<string, string>;
  log?: (line: string) => void;
}): Promise<CrashReport> {
  const log = opts.log ?? (() => {});
  if (!process.env.DATABASE_URL) throw new Error('the crash campaign needs DATABASE_URL (PostgreSQL)');
  const jobEnv = { JOB_POLL_INTERVAL_SECONDS: '0.5', ...opts.env };
  const t = await startTestApp({ ...jobEnv, ANALYSIS_WORKER: 'off' });
  const workerEnv = {
    ...jobEnv,
    DATABASE_URL: t.database.databaseUrl!,
    DATA_DIR: t.database.dataDir,
    BETTER_AUTH_SECRET: t.services.env.BETTER_AUTH_SECRET!,
  };
  const workers: WorkerProcess[] = [];
  const rounds: CrashRound[] = [];
  const problems: string[] = [];
  const all: string[] = [];
  const killedTimes = new Map<string, number>();
  let orphanEngines = 0;
  try {
    let worker = startWorker(workerEnv);
    workers.push(worker);
    for (let round = 1; round <= opts.kills; round++) {
      // One request to kill, one queued behind it that must not be disturbed.
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) {
        const u = await t.newUser({ credits: 1 });
        const requestId = await uploadPacket(u);
        const res = await submit(u, requestId);
        if (res.status !== 201) throw new Error(`submit: ${res.status}`);
        ids.push(requestId);
      }
      all.push(...ids);
      const target = ids[0]!;
      const w = worker;
      // Mid-analysis: the worker holds the lease and its engine process is running.
      await waitFor(
        `request ${target} to be analysed`,
        async () => {
          const e = await entryOf(t, target);
          return e?.status === 'processing' && e.workerId && childrenOf(w.child.pid!).length > 0;
        },
        180_000,
      );
      await sleep(300 + Math.floor(Math.random() * 700));
      const engines = childrenOf(w.child.pid!);
      w.child.kill('SIGKILL');
      await new Promise((r) => w.child.once('exit', r));
      worker = startWorker(workerEnv);
      workers.push(worker);
      const restartedAt = Date.now();
      killedTimes.set(target, (killedTimes.get(target) ?? 0) + 1);
      log(`round ${round}: killed worker ${w.child.pid} during ${target}; restarted as ${worker.child.pid}`);

      // The engine process notices its worker is gone (IPC disconnect) once its current
      // page is done, and ends: within a few seconds, never writing anything.
      const lingerUntil = Date.now() + ENGINE_EXIT_SECONDS * 1000;
      while (engines.some(alive) && Date.now() < lingerUntil) await sleep(100);
      const left = engines.filter(alive);
      orphanEngines += left.length;
      for (const pid of left) process.kill(pid, 'SIGKILL');

      const done = await waitFor(
        `request ${target} to complete after the restart`,
        async () => {
          const e = await entryOf(t, target);
          return e && ['completed', 'failed'].includes(e.status) ? e : null;
        },
        (RECOVERY_LIMIT_SECONDS + 60) * 1000,
      );
      const recoverySeconds = Math.round((Date.now() - restartedAt) / 100) / 10;
      rounds.push({ requestId: target, recoverySeconds, attempts: done.attempts });
      log(`round ${round}: ${target} ${done.status} after ${recoverySeconds} s, attempts ${done.attempts}`);
      if (done.status !== 'completed') problems.push(`${target} ended ${done.status}: ${done.lastError}`);
      if (recoverySeconds > RECOVERY_LIMIT_SECONDS)
        problems.push(`${target} took ${recoverySeconds} s after the restart`);
    }

    // Everything submitted finishes, each exactly once.
    for (const id of all) {
      const e = await waitFor(
        `request ${id}`,
        async () => {
          const entry = await entryOf(t, id);
          return entry && ['completed', 'failed'].includes(entry.status) ? entry : null;
        },
        180_000,
      );
      const expectedAttempts = 1 + (killedTimes.get(id) ?? 0);
      if (e.status !== 'completed') problems.push(`${id}: ${e.status}`);
      if (e.attempts !== expectedAttempts)
        problems.push(`${id}: attempts ${e.attempts}, want ${expectedAttempts}`);
      const docs = await t.services.db.select().from(documents).where(eq(documents.requestId, id));
      if (!docs.every((d) => d.analysisStatus === 'completed' && d.analysisResult))
        problems.push(`${id}: documents without a result`);
      const jobs = await t.services.handle.query<{ state: string }>(
        'SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
        [ANALYSIS_QUEUE, id],
      );
      if (jobs.length !== 1 || jobs[0]!.state !== 'completed')
        problems.push(`${id}: jobs ${JSON.stringify(jobs.map((j) => j.state))}`);
    }
    const completions = workers
      .flatMap((w) => w.output().split('\n'))
      .filter((line) => line.includes('"analysis completed"'))
      .map((line) => (JSON.parse(line) as { requestId: string }).requestId);
    for (const id of all) {
      const n = completions.filter((c) => c === id).length;
      if (n !== 1) problems.push(`${id}: completed ${n} times`);
    }
    if (orphanEngines) problems.push(`${orphanEngines} engine process(es) outlived their worker`);
    return {
      rounds,
      bystanders: all.length - rounds.length,
      exactlyOnce: !problems.some((p) => /attempts|times|jobs|result/.test(p)),
      orphanEngines,
      problems,
    };
  } finally {
    for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
    await t.stop();
  }
}

function argValue(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const kills = Number(argValue('--kills') ?? 10);
  const fast = process.argv.includes('--fast');
  const started = Date.now();
  runCrashCampaign({ kills, env: fast ? FAST_LEASES : {}, log: (l) => console.log(l) })
    .then((report) => {
      const secs = report.rounds.map((r) => r.recoverySeconds).sort((a, b) => a - b);
      console.log('\ncrash campaign (PostgreSQL, kill -9 of `npm run worker` mid-analysis)');
      console.log(`  settings:            ${fast ? 'fast leases (--fast)' : 'production defaults'}`);
      console.log(`  kills:               ${report.rounds.length}`);
      console.log(`  requests:            ${report.rounds.length + report.bystanders}`);
      console.log(`  completed once:      ${report.exactlyOnce ? 'all' : 'NO'}`);
      console.log(
        `  restart -> complete: min ${secs[0]} s, median ${secs[Math.floor(secs.length / 2)]} s, max ${secs.at(-1)} s (limit ${RECOVERY_LIMIT_SECONDS} s)`,
      );
      console.log(`  orphan engines:      ${report.orphanEngines}`);
      console.log(`  duration:            ${Math.round((Date.now() - started) / 1000)} s`);
      for (const p of report.problems) console.log(`  PROBLEM: ${p}`);
      process.exit(report.problems.length ? 1 : 0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
