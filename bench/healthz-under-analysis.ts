/**
 * Section `isolation`: is the web process still responsive while the heaviest allowed
 * packet is analysed? (issue 11, decision 0024)
 *
 * The app on PostgreSQL with its inline analysis worker (the engine runs in a child
 * process). `GET /healthz` is probed one request at a time for a fixed window while the
 * server is idle, then from the submit of a heavy packet until its analysis is done:
 * p99 under analysis against p99 idle. The packet: sample-06 (scanned, so OCR keeps every
 * core busy) plus a supporting file of MAX_PDF_PAGES text pages (the page limit).
 * Goal: p99 under analysis < 100 ms (before issue 11: 1-13 s with the engine in the web
 * process's event loop). bench/README.md ("Isolation") explains the method.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_USERS } from '../src/server/db/demo-users';
import { MAX_PDF_PAGES } from '../src/shared/constants';
import { pdfWithPages } from '../tests/support/factories';
import { getJson, type MultipartFile, postJson, postMultipart, signIn } from './lib/http';
import { runSql } from './lib/postgres';
import { type RunningServer, startApp, stopServer } from './lib/servers';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const SECTION = 'isolation';
const IDLE_PROBE_MS = 8_000;
const ANALYSIS_TIMEOUT_MS = 600_000;
const GOAL_MS = 100;
const CUSTOMER = DEMO_USERS.find((u) => u.role === 'user')!;

const UPLOAD_TYPE: Record<string, string> = {
  lease: 'lease_agreement',
  recon: 'reconciliation',
  bill: 'current_bill',
  letter: 'reconciliation_letter',
};

interface Probe {
  latencies: number[];
  failures: number;
}

/** GET /healthz back to back (one in flight) until `until()` says stop. */
async function probe(baseUrl: string, until: () => boolean): Promise<Probe> {
  const latencies: number[] = [];
  let failures = 0;
  while (!until()) {
    const t0 = performance.now();
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.status === 200) latencies.push(performance.now() - t0);
      else failures++;
    } catch {
      failures++;
    }
    // A short gap: the probe measures waiting for the server, not saturating it.
    await sleep(5);
  }
  return { latencies, failures };
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
}
const round = (x: number) => Math.round(x * 10) / 10;
const summary = (p: Probe) => ({
  requests: p.latencies.length,
  failures: p.failures,
  p50: round(quantile(p.latencies, 0.5)),
  p99: round(quantile(p.latencies, 0.99)),
  max: round(Math.max(...p.latencies)),
});

function memoryFile(name: string, bytes: Buffer): MultipartFile {
  return {
    field: 'file',
    filename: name,
    contentType: 'application/pdf',
    size: bytes.length,
    *chunks() {
      yield bytes;
    },
  };
}

/** Uploads the heavy packet into the customer's wizard and submits it; returns the request id. */
async function submitHeavyPacket(ctx: BenchContext, app: RunningServer, cookie: string): Promise<string> {
  const base = app.baseUrl;
  const wizard = await getJson(`${base}/api/wizard`, cookie);
  const requestId = (wizard.body as { wizard?: { request_id?: string } } | null)?.wizard?.request_id;
  if (wizard.status !== 200 || !requestId) throw new Error(`GET /api/wizard answered ${wizard.status}`);
  const dir = path.resolve(ctx.root, '../shared/samples/sample-06');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.pdf'))
    .map((f) => ({
      name: f,
      type: UPLOAD_TYPE[f.replace(/[-.].*$/, '')]!,
      bytes: readFileSync(path.join(dir, f)) as Buffer,
    }));
  files.push({
    name: `appendix-${MAX_PDF_PAGES}-pages.pdf`,
    type: 'supporting_docs',
    bytes: pdfWithPages(MAX_PDF_PAGES, { text: 'Exhibit C: rules and regulations of the shopping center' }),
  });
  for (const f of files) {
    const res = await postMultipart(`${base}/api/documents`, {
      headers: { cookie, origin: base },
      fields: { upload_type: f.type, request_id: requestId },
      file: memoryFile(f.name, f.bytes),
    });
    if (res.status !== 201)
      throw new Error(`upload of ${f.name} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
  const submit = await postJson(`${base}/api/wizard/submit`, { request_id: requestId }, cookie);
  if (submit.status !== 201) throw new Error(`POST /api/wizard/submit answered ${submit.status}`);
  return requestId;
}

const isolation: BenchSection = {
  name: SECTION,
  async run(ctx: BenchContext): Promise<ResultRow[]> {
    const db = await ctx.postgres();
    await runSql(db.url, `update profiles set credits = 5, subscription_tier = 'basic' where email = $1`, [
      CUSTOMER.email,
    ]);
    ctx.log('isolation: app on PostgreSQL (inline analysis worker)');
    const app = await startApp(ctx, 'app postgres (isolation)', 'postgres');
    try {
      const cookie = await signIn(app.baseUrl, CUSTOMER.email, CUSTOMER.password);
      // Warm-up, then the idle window.
      const warmEnd = performance.now() + 1_000;
      await probe(app.baseUrl, () => performance.now() > warmEnd);
      const idleEnd = performance.now() + IDLE_PROBE_MS;
      const idle = summary(await probe(app.baseUrl, () => performance.now() > idleEnd));

      const requestId = await submitHeavyPacket(ctx, app, cookie);
      ctx.log(`isolation: ${requestId} submitted; probing /healthz until its analysis is done`);
      const t0 = performance.now();
      let state = 'pending';
      let done = false;
      const watcher = (async () => {
        while (!done && performance.now() - t0 < ANALYSIS_TIMEOUT_MS) {
          const list = await getJson(`${app.baseUrl}/api/analysis-requests`, cookie);
          const entry = (list.body as { requests?: { request_id: string; status: string }[] }).requests?.find(
            (r) => r.request_id === requestId,
          );
          state = entry?.status ?? state;
          if (state === 'in_progress' || state === 'completed' || state === 'failed') done = true;
          else await sleep(500);
        }
        done = true;
      })();
      const busyProbe = await probe(app.baseUrl, () => done);
      await watcher;
      const analysisMs = performance.now() - t0;
      if (state !== 'in_progress' && state !== 'completed')
        throw new Error(`the heavy packet ended '${state}' after ${Math.round(analysisMs)} ms`);
      const busy = summary(busyProbe);
      const ratio = busy.p99 / idle.p99;
      return [
        {
          section: SECTION,
          name: 'GET /healthz p99 while the heaviest packet is analysed',
          value: busy.p99,
          unit: 'ms',
          reference: { name: 'GET /healthz p99 idle', value: idle.p99 },
          ratio,
          ratioLabel: 'busy/idle',
          goal: `< ${GOAL_MS} ms`,
          status: busy.failures || idle.failures ? 'ERROR' : busy.p99 < GOAL_MS ? 'PASS' : 'MISS',
          note:
            `sample-06 (scanned, OCR) + ${MAX_PDF_PAGES}-page supporting file, analysed in ${Math.round(analysisMs / 1000)} s; ` +
            `busy: ${busy.requests} probes, p50 ${busy.p50} ms, max ${busy.max} ms; ` +
            `idle: ${idle.requests} probes, p50 ${idle.p50} ms, max ${idle.max} ms`,
          detail: { idle, busy, analysisMs: Math.round(analysisMs), requestId },
        },
      ];
    } finally {
      await stopServer(ctx, app);
    }
  },
};

export default isolation;
