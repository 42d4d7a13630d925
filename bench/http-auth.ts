import { DEMO_USERS } from '../src/server/db/demo-users';
import { getJson, signIn } from './lib/http';
import { type LoadSummary, loadProblem, measureLoad } from './lib/load';
import { type RunningServer, startApp, startBare, stopServer } from './lib/servers';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

/** The goal: GET /api/me (authenticated, PostgreSQL) within 3x of the bare route. */
export const AUTH_GOAL_FACTOR = 3;

const CUSTOMER = DEMO_USERS.find((u) => u.role === 'user')!;

type Measured =
  | { ok: true; load: LoadSummary; startMs: number; serverPid: number | null }
  | { ok: false; error: string };

const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function withServer<T>(
  ctx: BenchContext,
  start: () => Promise<RunningServer>,
  fn: (s: RunningServer) => Promise<T>,
) {
  const server = await start();
  try {
    return await fn(server);
  } finally {
    await stopServer(ctx, server);
  }
}

/** Interleaved rounds of the goal comparison (bare, app, then app, bare, ...). */
const GOAL_ROUNDS = 3;

async function loadBare(ctx: BenchContext, s: RunningServer): Promise<Measured> {
  const { connections, durationSec, warmupSec } = ctx.options;
  ctx.log(`  load GET /hello: ${connections} connections, ${warmupSec}s warm-up + ${durationSec}s`);
  const load = await measureLoad({
    url: `${s.baseUrl}/hello`,
    connections,
    durationSec,
    warmupSec,
    serverPid: s.serverPid,
  });
  return { ok: true as const, load, startMs: s.startMs, serverPid: s.serverPid };
}

/** Signs in as the demo customer and checks by hand that the cookie really authenticates. */
async function customerCookie(s: RunningServer): Promise<string> {
  const cookie = await signIn(s.baseUrl, CUSTOMER.email, CUSTOMER.password);
  const check = await getJson(`${s.baseUrl}/api/me`, cookie);
  const email = (check.body as { user?: { email?: string } } | null)?.user?.email;
  if (check.status !== 200 || email !== CUSTOMER.email) {
    throw new Error(
      `GET /api/me with the session cookie answered ${check.status} ${JSON.stringify(check.body)}`,
    );
  }
  return cookie;
}

async function loadMe(ctx: BenchContext, s: RunningServer, cookie: string, label: string): Promise<Measured> {
  const { connections, durationSec, warmupSec } = ctx.options;
  ctx.log(
    `  load GET /api/me (${label}): ${connections} connections, ${warmupSec}s warm-up + ${durationSec}s`,
  );
  const load = await measureLoad({
    url: `${s.baseUrl}/api/me`,
    cookie,
    connections,
    durationSec,
    warmupSec,
    serverPid: s.serverPid,
  });
  return { ok: true as const, load, startMs: s.startMs, serverPid: s.serverPid };
}

async function measureMe(
  ctx: BenchContext,
  db: 'postgres' | 'pglite',
  extraEnv: Record<string, string> = {},
): Promise<Measured> {
  try {
    return await withServer(
      ctx,
      () => startApp(ctx, `app ${db} (load)`, db, 'warn', extraEnv),
      async (s) => loadMe(ctx, s, await customerCookie(s), db),
    );
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}

interface GoalRounds {
  /** The round whose req/s ratio is the median: its bare and app runs are the reported ones. */
  bare: Measured;
  app: Measured;
  /** bare req/s ÷ app req/s of every round, in order. */
  ratios: number[];
}

/**
 * The goal comparison: bare Hono and the app on PostgreSQL both started, then GOAL_ROUNDS
 * rounds of one load run each, the order alternating. This machine's speed drifts by
 * tens of percent within a minute (a shared VM): a ratio of two runs made a minute apart
 * measures the drift as much as the app. Each round's ratio comes from adjacent runs;
 * the median round is reported.
 */
async function measureGoalRounds(ctx: BenchContext): Promise<GoalRounds | { error: string }> {
  let bareServer: RunningServer | null = null;
  let appServer: RunningServer | null = null;
  try {
    bareServer = await startBare(ctx, 'bare-hono (load)');
    appServer = await startApp(ctx, 'app postgres (load)', 'postgres', 'warn');
    const cookie = await customerCookie(appServer);
    const rounds: { bare: Measured; app: Measured; ratio: number }[] = [];
    for (let round = 0; round < GOAL_ROUNDS; round++) {
      ctx.log(`http: round ${round + 1}/${GOAL_ROUNDS}, bare Hono and the app on PostgreSQL`);
      const measureBareRun = () => loadBare(ctx, bareServer!);
      const measureAppRun = () => loadMe(ctx, appServer!, cookie, 'postgres');
      let bare: Measured;
      let app: Measured;
      if (round % 2 === 0) {
        bare = await measureBareRun();
        app = await measureAppRun();
      } else {
        app = await measureAppRun();
        bare = await measureBareRun();
      }
      const r = bare.ok && app.ok ? ratio(bare.load.rps, app.load.rps) : null;
      rounds.push({ bare, app, ratio: r ?? Number.POSITIVE_INFINITY });
    }
    const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    return { bare: median.bare, app: median.app, ratios: rounds.map((r) => r.ratio) };
  } catch (err) {
    return { error: errorMessage(err) };
  } finally {
    if (appServer) await stopServer(ctx, appServer);
    if (bareServer) await stopServer(ctx, bareServer);
  }
}

const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a != null && b != null && b > 0 ? a / b : null;

function loadDetail(m: Measured) {
  if (!m.ok) return { error: m.error };
  const { memory: _memory, ...load } = m.load;
  return { ...load, serverPid: m.serverPid, serverStartMs: Math.round(m.startMs) };
}

function httpRows(
  label: string,
  m: Measured,
  bare: Measured,
  goal: boolean,
  rounds: number[] = [],
): ResultRow[] {
  const name = `GET /api/me (${label})`;
  const goalText = goal ? `<= ${AUTH_GOAL_FACTOR}x` : undefined;
  if (!m.ok) {
    return [
      {
        section: 'http',
        name: `${name} req/s`,
        value: null,
        unit: 'req/s',
        goal: goalText,
        status: 'ERROR',
        note: m.error,
      },
    ];
  }
  const problem = loadProblem(m.load);
  const bareRps = bare.ok ? bare.load.rps : null;
  const bareP99 = bare.ok ? bare.load.latencyMs.p99 : null;
  const rpsRatio = ratio(bareRps, m.load.rps);
  const p99Ratio = ratio(m.load.latencyMs.p99, bareP99);
  const judge = (r: number | null) => {
    if (problem || r === null) return 'ERROR' as const;
    if (!goal) return 'INFO' as const;
    return r <= AUTH_GOAL_FACTOR ? ('PASS' as const) : ('MISS' as const);
  };
  const roundsNote =
    rounds.length > 0
      ? `median of ${rounds.length} interleaved rounds (bare/auth ${rounds.map((r) => r.toFixed(2)).join(', ')})`
      : undefined;
  const note = problem ? `INVALID: ${problem}` : bare.ok ? roundsNote : `no reference: ${bare.error}`;
  return [
    {
      section: 'http',
      name: `${name} req/s`,
      value: m.load.rps,
      unit: 'req/s',
      reference: { name: 'GET /hello (bare Hono) req/s', value: bareRps },
      ratio: rpsRatio,
      ratioLabel: 'bare/auth',
      goal: goalText,
      status: judge(rpsRatio),
      note,
      detail: loadDetail(m),
    },
    {
      section: 'http',
      name: `${name} p99`,
      value: m.load.latencyMs.p99,
      unit: 'ms',
      reference: { name: 'GET /hello (bare Hono) p99', value: bareP99 },
      ratio: p99Ratio,
      ratioLabel: 'auth/bare',
      goal: goalText,
      status: judge(p99Ratio),
      note,
    },
  ];
}

function bareRows(bare: Measured): ResultRow[] {
  if (!bare.ok) {
    return [
      {
        section: 'http',
        name: 'GET /hello (bare Hono) req/s',
        value: null,
        unit: 'req/s',
        status: 'ERROR',
        note: bare.error,
      },
    ];
  }
  const problem = loadProblem(bare.load);
  const status = problem ? ('ERROR' as const) : ('INFO' as const);
  const note = problem ? `INVALID: ${problem}` : 'reference';
  return [
    {
      section: 'http',
      name: 'GET /hello (bare Hono) req/s',
      value: bare.load.rps,
      unit: 'req/s',
      status,
      note,
      detail: loadDetail(bare),
    },
    {
      section: 'http',
      name: 'GET /hello (bare Hono) p99',
      value: bare.load.latencyMs.p99,
      unit: 'ms',
      status,
      note,
    },
  ];
}

const mib = (kb: number | null | undefined) => (kb == null ? null : kb / 1024);

function memoryRow(label: string, m: Measured, bare: Measured | null): ResultRow {
  const name = `peak RSS under load, ${label}`;
  if (!m.ok || !m.load.memory || m.load.memory.samples === 0) {
    const note = m.ok ? 'server process not found in /proc' : m.error;
    return { section: 'memory', name, value: null, unit: 'MiB', status: 'ERROR', note };
  }
  const peak = mib(m.load.memory.maxRssKb);
  const barePeak = bare?.ok && bare.load.memory ? mib(bare.load.memory.maxRssKb) : null;
  return {
    section: 'memory',
    name,
    value: peak,
    unit: 'MiB',
    reference: bare ? { name: 'bare Hono peak RSS under load', value: barePeak } : undefined,
    ratio: bare ? ratio(peak, barePeak) : undefined,
    ratioLabel: bare ? 'app/bare' : undefined,
    status: 'INFO',
    note:
      `max VmRSS over ${m.load.memory.samples} samples (warm-up + run); ` +
      `VmHWM (peak since process start, start-up included) ${mib(m.load.memory.vmHwmKb)?.toFixed(1)} MiB`,
    detail: { serverPid: m.serverPid, ...m.load.memory },
  };
}

/**
 * Section 1 (throughput and p99 of the authenticated endpoint against a bare Hono route,
 * in interleaved rounds: measureGoalRounds) and section 3 (peak RSS of each server during
 * its load run). Each server has its own process group; one is loaded at a time, so
 * nothing but the load generator competes with it (an idle server costs nothing).
 */
const httpAuth: BenchSection = {
  name: 'http',
  async run(ctx) {
    const goal = await measureGoalRounds(ctx);
    const failed = 'error' in goal ? { ok: false as const, error: goal.error } : null;
    const bare = failed ?? (goal as GoalRounds).bare;
    const postgres = failed ?? (goal as GoalRounds).app;
    const rounds = 'ratios' in goal ? goal.ratios : [];
    // The same without the session cache (decision 0028): every request reads the database.
    ctx.log('http: app on PostgreSQL, session cache off');
    const uncached = await measureMe(ctx, 'postgres', { SESSION_CACHE_SECONDS: '0' });
    ctx.log('http: app on embedded PGlite');
    const pglite = await measureMe(ctx, 'pglite');
    return [
      ...bareRows(bare),
      ...httpRows('postgres', postgres, bare, true, rounds),
      ...httpRows('postgres, session cache off', uncached, bare, false),
      ...httpRows('pglite', pglite, bare, false),
      memoryRow('bare Hono', bare, null),
      memoryRow('app postgres', postgres, bare),
      memoryRow('app pglite', pglite, bare),
    ];
  },
};

export default httpAuth;
