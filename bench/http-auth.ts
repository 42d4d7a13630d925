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

async function measureBare(ctx: BenchContext): Promise<Measured> {
  const { connections, durationSec, warmupSec } = ctx.options;
  try {
    return await withServer(
      ctx,
      () => startBare(ctx, 'bare-hono (load)'),
      async (s) => {
        ctx.log(`  load GET /hello: ${connections} connections, ${warmupSec}s warm-up + ${durationSec}s`);
        const load = await measureLoad({
          url: `${s.baseUrl}/hello`,
          connections,
          durationSec,
          warmupSec,
          serverPid: s.serverPid,
        });
        return { ok: true as const, load, startMs: s.startMs, serverPid: s.serverPid };
      },
    );
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}

async function measureMe(
  ctx: BenchContext,
  db: 'postgres' | 'pglite',
  extraEnv: Record<string, string> = {},
): Promise<Measured> {
  const { connections, durationSec, warmupSec } = ctx.options;
  try {
    return await withServer(
      ctx,
      () => startApp(ctx, `app ${db} (load)`, db, 'warn', extraEnv),
      async (s) => {
        const cookie = await signIn(s.baseUrl, CUSTOMER.email, CUSTOMER.password);
        // One request by hand first: the cookie must really authenticate as the customer.
        const check = await getJson(`${s.baseUrl}/api/me`, cookie);
        const email = (check.body as { user?: { email?: string } } | null)?.user?.email;
        if (check.status !== 200 || email !== CUSTOMER.email) {
          throw new Error(
            `GET /api/me with the session cookie answered ${check.status} ${JSON.stringify(check.body)}`,
          );
        }
        ctx.log(
          `  load GET /api/me (${db}): ${connections} connections, ${warmupSec}s warm-up + ${durationSec}s`,
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
      },
    );
  } catch (err) {
    return { ok: false, error: errorMessage(err) };
  }
}

const ratio = (a: number | null | undefined, b: number | null | undefined) =>
  a != null && b != null && b > 0 ? a / b : null;

function loadDetail(m: Measured) {
  if (!m.ok) return { error: m.error };
  const { memory: _memory, ...load } = m.load;
  return { ...load, serverPid: m.serverPid, serverStartMs: Math.round(m.startMs) };
}

function httpRows(label: string, m: Measured, bare: Measured, goal: boolean): ResultRow[] {
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
  const note = problem ? `INVALID: ${problem}` : bare.ok ? undefined : `no reference: ${bare.error}`;
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
 * Section 1 (throughput and p99 of the authenticated endpoint against a bare Hono route)
 * and section 3 (peak RSS of each server during its load run). One server runs at a
 * time, in its own process group, so nothing but the load generator competes with it.
 */
const httpAuth: BenchSection = {
  name: 'http',
  async run(ctx) {
    ctx.log('http: bare Hono reference');
    const bare = await measureBare(ctx);
    ctx.log('http: app on PostgreSQL');
    const postgres = await measureMe(ctx, 'postgres');
    // The same without the session cache (decision 0028): every request reads the database.
    ctx.log('http: app on PostgreSQL, session cache off');
    const uncached = await measureMe(ctx, 'postgres', { SESSION_CACHE_SECONDS: '0' });
    ctx.log('http: app on embedded PGlite');
    const pglite = await measureMe(ctx, 'pglite');
    return [
      ...bareRows(bare),
      ...httpRows('postgres', postgres, bare, true),
      ...httpRows('postgres, session cache off', uncached, bare, false),
      ...httpRows('pglite', pglite, bare, false),
      memoryRow('bare Hono', bare, null),
      memoryRow('app postgres', postgres, bare),
      memoryRow('app pglite', pglite, bare),
    ];
  },
};

export default httpAuth;
