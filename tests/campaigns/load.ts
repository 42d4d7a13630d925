/**
 * Load campaign (issue 11): simulated customers against a real server process on
 * PostgreSQL, on loopback. Each customer signs up and in, then browses as the SPA does:
 * dashboard, document library, analysis requests (polled), the wizard, a small PDF upload
 * now and then (far inside the upload limit), and an occasional sign-out and sign-in.
 * Fails on any 5xx, network error, 401/403 (a session lost) or memory growth; prints
 * p50/p99 per endpoint, requests/s and the server's RSS over time.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run campaign:load \
 *     [-- --users 200 --duration 300 --ramp 30 --think-ms 3000 --max-rss-growth 25]
 *
 * Every customer has its own client address (X-Forwarded-For with TRUST_PROXY=true), so the
 * production rate limits stay on. A fresh database is created beside DATABASE_URL and
 * dropped at the end. The load generator runs on the same machine (bench/README.md caveats).
 */
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { readMemory } from '../../bench/lib/proc';
import { pdfWithPages } from '../support/factories';
import { type RunningServer, spawnServer } from '../support/spawn-server';
import { createTestDatabase } from '../support/test-database';

export interface LoadOptions {
  users: number;
  durationSec: number;
  /** Customers start evenly spread over this many seconds (sign-up is CPU-heavy). */
  rampSec: number;
  /** Mean pause between two page views of one customer. */
  thinkMs: number;
  /** Largest accepted growth of the server's RSS from the first to the last steady minute, %. */
  maxRssGrowthPct: number;
  log?: (line: string) => void;
}

export const DEFAULT_LOAD: LoadOptions = {
  users: 200,
  durationSec: 300,
  rampSec: 30,
  // A page view every 1.5-4.5 s per customer: busy customers, ~100 requests/s in all.
  thinkMs: 3000,
  maxRssGrowthPct: 25,
};

export interface EndpointStats {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadReport {
  options: Omit<LoadOptions, 'log'>;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  statusCounts: Record<string, number>;
  endpoints: Record<string, EndpointStats>;
  /** The same for requests started once every customer was signed in (the steady part). */
  steady: { requests: number; requestsPerSecond: number; p50Ms: number; p99Ms: number };
  steadyEndpoints: Record<string, EndpointStats>;
  uploads: number;
  signIns: number;
  /** Server RSS (MiB): median of the first and of the last steady window, and the maximum. */
  rss: {
    firstMiB: number;
    lastMiB: number;
    maxMiB: number;
    growthPct: number;
    windowSec: number;
    /** When every customer had signed up and in: the steady part starts here. */
    steadyFromSec: number;
  };
  rssSamples: { atSec: number; rssMiB: number }[];
  problems: string[];
  ok: boolean;
}

/** A customer uploads at most once a minute (the upload limit is 30 a minute). */
const UPLOAD_EVERY_MS = 60_000;
const RESIGN_PROBABILITY = 0.01;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const median = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Sample {
  /** When the request started, ms since the run began. */
  at: number;
  ms: number;
}

class Recorder {
  readonly latencies = new Map<string, Sample[]>();
  readonly statuses = new Map<string, number>();
  readonly unexpected: string[] = [];

  constructor(private readonly startedAt: number) {}

  record(label: string, ms: number, status: number | 'network error', detail?: string) {
    let list = this.latencies.get(label);
    if (!list) {
      list = [];
      this.latencies.set(label, list);
    }
    list.push({ at: Date.now() - ms - this.startedAt, ms });
    const key = String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    const bad = status === 'network error' || status >= 500 || status === 401 || status === 403;
    if (bad && this.unexpected.length < 20)
      this.unexpected.push(`${label}: ${status} ${detail ?? ''}`.trim());
  }
}

/** One simulated customer: its own address, cookie jar (the session cookie) and schedule. */
class Customer {
  private cookie = '';
  private lastUploadAt = 0;
  uploads = 0;
  signIns = 0;
  private readonly email: string;
  private readonly password = `load-pass-${randomBytes(6).toString('hex')}`;
  private readonly ip: string;

  constructor(
    private readonly baseUrl: string,
    private readonly rec: Recorder,
    private readonly pdf: Buffer,
    index: number,
    runId: string,
  ) {
    this.email = `load-${runId}-${index}@example.com`;
    this.ip = `10.${100 + Math.floor(index / 62500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
  }

  private async call(label: string, method: string, path: string, body?: BodyInit, json = false) {
    const headers: Record<string, string> = { origin: this.baseUrl, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (json) headers['content-type'] = 'application/json';
    const t0 = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
      const text = await res.text();
      this.rec.record(label, performance.now() - t0, res.status, res.status >= 400 ? text.slice(0, 200) : '');
      const cookies = res.headers.getSetCookie();
      if (cookies.length) {
        this.cookie = cookies
          .map((c) => c.split(';')[0]!)
          .filter((pair) => !pair.endsWith('='))
          .join('; ');
      }
      return res.status;
    } catch (err) {
      this.rec.record(label, performance.now() - t0, 'network error', String(err));
      return 0;
    }
  }

  async signUp() {
    await this.call(
      'POST /api/auth/sign-up/email',
      'POST',
      '/api/auth/sign-up/email',
      JSON.stringify({
        name: 'Load Customer',
        email: this.email,
        password: this.password,
        firstName: 'Load',
        lastName: 'Customer',
        acceptedTerms: true,
      }),
      true,
    );
    await this.signIn();
  }

  private async signIn() {
    this.signIns++;
    await this.call(
      'POST /api/auth/sign-in/email',
      'POST',
      '/api/auth/sign-in/email',
      JSON.stringify({ email: this.email, password: this.password }),
      true,
    );
  }

  /** One page view, as the SPA would load it. */
  async pageView() {
    const roll = Math.random();
    if (roll < RESIGN_PROBABILITY) {
      await this.call('POST /api/auth/sign-out', 'POST', '/api/auth/sign-out', '{}', true);
      this.cookie = '';
      await this.signIn();
      await this.call('GET /api/me', 'GET', '/api/me');
    } else if (roll < 0.3) {
      await this.call('GET /api/me', 'GET', '/api/me');
      await this.call('GET /api/dashboard', 'GET', '/api/dashboard');
    } else if (roll < 0.55) {
      await this.call('GET /api/documents', 'GET', '/api/documents');
      await this.call('GET /api/analysis-requests', 'GET', '/api/analysis-requests');
    } else if (roll < 0.8) {
      await this.call('GET /api/analysis-requests', 'GET', '/api/analysis-requests');
    } else if (roll < 0.9 || Date.now() - this.lastUploadAt < UPLOAD_EVERY_MS) {
      await this.call('GET /api/wizard', 'GET', '/api/wizard');
    } else {
      this.lastUploadAt = Date.now();
      this.uploads++;
      const form = new FormData();
      form.append('title', 'Load test statement');
      form.append('file', new File([new Uint8Array(this.pdf)], 'statement.pdf', { type: 'application/pdf' }));
      await this.call('POST /api/documents', 'POST', '/api/documents', form);
      await this.call('GET /api/documents', 'GET', '/api/documents');
    }
  }
}

export async function runLoadCampaign(partial: Partial<LoadOptions> = {}): Promise<LoadReport> {
  const opts: LoadOptions = { ...DEFAULT_LOAD, ...partial };
  const log = opts.log ?? ((line: string) => console.log(line));
  if (!process.env.DATABASE_URL) throw new Error('campaign:load needs DATABASE_URL (a PostgreSQL server)');
  const database = await createTestDatabase();
  let server: RunningServer | null = null;
  try {
    server = await spawnServer({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.databaseUrl!,
      DATA_DIR: database.dataDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
      SEED_DEMO_USERS: 'false',
    });
    const pid = server.process.pid!;
    const baseUrl = server.url;
    log(`server ${baseUrl} (pid ${pid}) on ${database.databaseUrl}`);
    log(
      `${opts.users} customers, ${opts.durationSec}s (ramp ${opts.rampSec}s), think ${opts.thinkMs}ms on average`,
    );

    const startedAt = Date.now();
    const rec = new Recorder(startedAt);
    const pdf = pdfWithPages(3, { text: 'Load test statement' });
    const runId = randomBytes(3).toString('hex');
    const customers = Array.from({ length: opts.users }, (_, i) => new Customer(baseUrl, rec, pdf, i, runId));

    const endAt = startedAt + opts.durationSec * 1000;
    const samples: { atSec: number; rssMiB: number }[] = [];
    const sampleRss = () => {
      const mem = readMemory(pid);
      if (mem) samples.push({ atSec: (Date.now() - startedAt) / 1000, rssMiB: mem.vmRssKb / 1024 });
    };
    sampleRss();
    const sampler = setInterval(sampleRss, 1000);
    const progress = setInterval(() => {
      const done = [...rec.latencies.values()].reduce((n, l) => n + l.length, 0);
      const rss = samples.at(-1)?.rssMiB ?? 0;
      log(`  ${Math.round((Date.now() - startedAt) / 1000)}s: ${done} requests, RSS ${round(rss)} MiB`);
    }, 30_000);

    const think = () => sleep(opts.thinkMs * (0.5 + Math.random()));
    let signedUp = 0;
    let allActiveSec = opts.durationSec;
    await Promise.all(
      customers.map(async (customer, i) => {
        await sleep((opts.rampSec * 1000 * i) / opts.users);
        await customer.signUp();
        if (++signedUp === opts.users) {
          allActiveSec = (Date.now() - startedAt) / 1000;
          log(`  all ${opts.users} customers signed up and in after ${round(allActiveSec)}s`);
        }
        while (Date.now() < endAt) {
          await customer.pageView();
          await think();
        }
      }),
    );
    const elapsedSec = (Date.now() - startedAt) / 1000;
    clearInterval(sampler);
    clearInterval(progress);
    sampleRss();

    // The steady part starts once every customer is signed in and browsing: the sign-up
    // storm before it (one scrypt hash per sign-up and sign-in) is reported apart.
    const steadyFrom = Math.max(opts.rampSec, allActiveSec);
    const statsOf = (keep: (s: Sample) => boolean) => {
      const table: Record<string, EndpointStats> = {};
      for (const [label, list] of [...rec.latencies].sort()) {
        const sorted = list
          .filter(keep)
          .map((s) => s.ms)
          .sort((a, b) => a - b);
        if (!sorted.length) continue;
        table[label] = {
          requests: sorted.length,
          p50Ms: round(percentile(sorted, 0.5)),
          p99Ms: round(percentile(sorted, 0.99)),
          maxMs: round(sorted.at(-1) ?? 0),
        };
      }
      return table;
    };
    const all = [...rec.latencies.values()]
      .flat()
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const steadyMs = [...rec.latencies.values()]
      .flat()
      .filter((s) => s.at >= steadyFrom * 1000)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    const endpoints = statsOf(() => true);
    const steadyEndpoints = statsOf((s) => s.at >= steadyFrom * 1000);

    // Memory: the first and last steady windows, a minute each when the run is long
    // enough, else a third of the steady part each.
    const steady = samples.filter((s) => s.atSec >= steadyFrom);
    const steadySec = Math.max(1, elapsedSec - steadyFrom);
    const windowSec = steadySec >= 180 ? 60 : steadySec / 3;
    const first = steady.filter((s) => s.atSec < steadyFrom + windowSec).map((s) => s.rssMiB);
    const last = steady.filter((s) => s.atSec > elapsedSec - windowSec).map((s) => s.rssMiB);
    const firstMiB = median(first);
    const lastMiB = median(last);
    const growthPct = firstMiB ? ((lastMiB - firstMiB) / firstMiB) * 100 : 0;

    const problems: string[] = [];
    const count = (pred: (status: string) => boolean) =>
      [...rec.statuses].filter(([s]) => pred(s)).reduce((n, [, c]) => n + c, 0);
    const fiveXx = count((s) => s.startsWith('5'));
    const network = count((s) => s === 'network error');
    const lostSession = count((s) => s === '401' || s === '403');
    if (fiveXx) problems.push(`${fiveXx} answers were 5xx`);
    if (network) problems.push(`${network} requests failed without an answer`);
    if (lostSession) problems.push(`${lostSession} answers were 401/403 (a signed-in customer was refused)`);
    if (growthPct > opts.maxRssGrowthPct)
      problems.push(`server RSS grew ${round(growthPct)}% (> ${opts.maxRssGrowthPct}%)`);
    if (server.process.exitCode !== null) problems.push(`the server exited (${server.process.exitCode})`);
    problems.push(...rec.unexpected.map((u) => `  e.g. ${u}`).slice(0, problems.length ? 10 : 0));

    const { log: _log, ...shown } = opts;
    return {
      options: shown,
      requests: all.length,
      requestsPerSecond: round(all.length / elapsedSec),
      p50Ms: round(percentile(all, 0.5)),
      p99Ms: round(percentile(all, 0.99)),
      statusCounts: Object.fromEntries([...rec.statuses].sort()),
      endpoints,
      steady: {
        requests: steadyMs.length,
        requestsPerSecond: round(steadyMs.length / Math.max(1, elapsedSec - steadyFrom)),
        p50Ms: round(percentile(steadyMs, 0.5)),
        p99Ms: round(percentile(steadyMs, 0.99)),
      },
      steadyEndpoints,
      uploads: customers.reduce((n, c) => n + c.uploads, 0),
      signIns: customers.reduce((n, c) => n + c.signIns, 0),
      rss: {
        firstMiB: round(firstMiB),
        lastMiB: round(lastMiB),
        maxMiB: round(Math.max(...samples.map((s) => s.rssMiB))),
        growthPct: round(growthPct),
        windowSec: round(windowSec, 0),
        steadyFromSec: round(steadyFrom, 0),
      },
      rssSamples: samples.map((s) => ({ atSec: round(s.atSec, 0), rssMiB: round(s.rssMiB) })),
      problems,
      ok: !fiveXx && !network && !lostSession && growthPct <= opts.maxRssGrowthPct,
    };
  } finally {
    await server?.stop();
    await database.drop();
  }
}

function formatTable(title: string, table: Record<string, EndpointStats>): string[] {
  const cell = (v: string | number, w: number) => String(v).padStart(w);
  return [
    `${title.padEnd(32)} ${cell('requests', 9)} ${cell('p50 ms', 8)} ${cell('p99 ms', 8)} ${cell('max ms', 8)}`,
    ...Object.entries(table).map(
      ([label, s]) =>
        `${label.padEnd(32)} ${cell(s.requests, 9)} ${cell(s.p50Ms, 8)} ${cell(s.p99Ms, 8)} ${cell(s.maxMs, 8)}`,
    ),
  ];
}

export function formatReport(r: LoadReport): string {
  const sign = r.rss.growthPct >= 0 ? '+' : '';
  const lines = [
    `whole run: ${r.requests} requests, ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`,
    `steady (from ${r.rss.steadyFromSec}s, every customer signed in): ${r.steady.requests} requests, ` +
      `${r.steady.requestsPerSecond} req/s, p50 ${r.steady.p50Ms} ms, p99 ${r.steady.p99Ms} ms`,
    `statuses ${JSON.stringify(r.statusCounts)}; uploads ${r.uploads}, sign-ins ${r.signIns}`,
    `server RSS: first ${r.rss.windowSec}s of the steady part ${r.rss.firstMiB} MiB, last ${r.rss.windowSec}s ` +
      `${r.rss.lastMiB} MiB (${sign}${r.rss.growthPct}%), max ${r.rss.maxMiB} MiB`,
    '',
    ...formatTable('whole run', r.endpoints),
    '',
    ...formatTable('steady part', r.steadyEndpoints),
    '',
    `RSS over time (MiB): ${r.rssSamples
      .filter((_, i) => i % 15 === 0)
      .map((s) => `${s.atSec}s ${s.rssMiB}`)
      .join(', ')}`,
    '',
    r.ok ? 'PASS' : `FAIL\n${r.problems.join('\n')}`,
  ];
  return lines.join('\n');
}

function parseArgs(argv: string[]): Partial<LoadOptions> {
  const flags: Record<string, keyof Omit<LoadOptions, 'log'>> = {
    '--users': 'users',
    '--duration': 'durationSec',
    '--ramp': 'rampSec',
    '--think-ms': 'thinkMs',
    '--max-rss-growth': 'maxRssGrowthPct',
  };
  const out: Partial<LoadOptions> = {};
  for (let i = 0; i < argv.length; i += 2) {
    const key = flags[argv[i]!];
    const value = Number(argv[i + 1]);
    if (!key || !Number.isFinite(value) || value < 0)
      throw new Error(`usage: npm run campaign:load -- ${Object.keys(flags).join(' N ')} N (got ${argv[i]})`);
    out[key] = value;
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runLoadCampaign(parseArgs(process.argv.slice(2)))
    .then((report) => {
      console.log(`\n${formatReport(report)}`);
      process.exit(report.ok ? 0 : 1);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
