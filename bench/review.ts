/**
 * Section `review`: the expert review's two hot paths through the real HTTP API on PostgreSQL.
 *
 * 1. Publish latency for sample-01: its review saved (both findings decided), then
 *    POST /api/assistant/requests/:id/publish answers once the reviewed report PDF is rendered,
 *    stored, and the publication, documents, audit log, outbox row and mail job are committed.
 *    Reference: the engine's `renderReport` alone on the same reviewed audit, in this process.
 * 2. GET /api/assistant/requests (the review list, first page of 50) with 1,000 analysed
 *    requests in the database: p99 under load, against GET /api/me of the same assistant on
 *    the same server (session lookup and JSON only) in the same run.
 *
 * bench/README.md ("Review") explains the method.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderReport } from '../src/engine/report/render-report';
import type { AuditJson } from '../src/engine/types';
import { auditReportText } from '../src/server/analysis/report-text';
import { DEMO_USERS } from '../src/server/db/demo-users';
import { reviewedAudit, reviewSummaryLine } from '../src/server/modules/review/reviewed-audit';
import { postJson, signIn } from './lib/http';
import { type LoadSummary, loadProblem, measureLoad } from './lib/load';
import { runSql } from './lib/postgres';
import { type RunningServer, startApp, stopServer } from './lib/servers';
import { median } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const SECTION = 'review';
const RUNS = 5;
const LIST_REQUESTS = 1000;
const PUBLISH_GOAL = 3;
const LIST_GOAL = 5;
const PUBLISH_ROW = 'publish sample-01 (review saved → PDF stored → e-mail queued)';
const LIST_ROW = `GET /api/assistant/requests p99 (${LIST_REQUESTS} requests)`;

const CUSTOMER = DEMO_USERS.find((u) => u.role === 'user')!;
const ASSISTANT = DEMO_USERS.find((u) => u.role === 'assistant')!;
const AUDIT = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../tests/fixtures/sample-01-audit.json'), 'utf8'),
) as AuditJson;
const RESULT = JSON.stringify({ ...AUDIT, report: auditReportText(AUDIT) });
const ADJUSTED_CENTS = 200_000;

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * `count` analysed sample-01 requests of the demo customer (4 documents each, the real audit
 * on every document and its total and finding count on the queue entry, as the worker writes them), submitted a minute apart; returns their ids.
 */
async function seedRequests(url: string, count: number): Promise<string[]> {
  const ids = await runSqlRows(
    url,
    `insert into analysis_queue (request_id, user_id, plan_type, status, overcharge_cents, findings_count, created_at, completed_at)
       select gen_random_uuid(), p.id, 'basic', 'completed', $3, $4, now() - g * interval '1 minute', now()
       from profiles p, generate_series(1, $2) g where p.email = $1
       returning request_id`,
    [CUSTOMER.email, count, AUDIT.totals.overchargeCents, AUDIT.findings.length],
  );
  await runSql(
    url,
    `insert into documents (title, upload_type, file_path, created_by, request_id, analysis_status, analysis_result, required_tier, created_at)
       select f.title, f.type, 'bench/' || q.request_id || '/' || f.title, q.user_id, q.request_id, 'completed', $2::jsonb, 'basic', q.created_at + f.n * interval '1 millisecond'
       from analysis_queue q,
            (values (0, 'lease.pdf', 'lease_agreement'), (1, 'recon-2023.pdf', 'reconciliation'),
                    (2, 'recon-2024.pdf', 'reconciliation'), (3, 'bill.pdf', 'current_bill')) as f(n, title, type)
       where q.request_id = any($1::uuid[])`,
    [ids, RESULT],
  );
  return ids;
}

async function runSqlRows(url: string, text: string, params: unknown[]): Promise<string[]> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ request_id: string }>(text, params)).rows.map((r) => r.request_id);
  } finally {
    await client.end();
  }
}

/** The review as a reviewer leaves it: f1 confirmed, f2 adjusted to $2,000. */
async function saveReview(url: string, requestId: string) {
  for (const f of AUDIT.findings) {
    const adjust = f.id === 'f2';
    await runSql(
      url,
      `insert into review_decisions (request_id, finding_id, action, rule, year, original_amount_cents, amount_cents, reason)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        requestId,
        f.id,
        adjust ? 'adjust' : 'confirm',
        f.rule,
        f.year,
        f.amountCents,
        adjust ? ADJUSTED_CENTS : null,
        adjust ? 'bench' : null,
      ],
    );
  }
}

async function measurePublish(ctx: BenchContext, app: RunningServer, cookie: string): Promise<ResultRow> {
  const url = (await ctx.postgres()).url;
  const appMs: number[] = [];
  const refMs: number[] = [];
  // The reference renders exactly what the app renders: the reviewed audit with its line.
  const decisions = AUDIT.findings.map((f, i) => ({
    id: `d${i}`,
    requestId: 'bench',
    findingId: f.id,
    action: f.id === 'f2' ? 'adjust' : 'confirm',
    rule: f.rule,
    year: f.year,
    originalAmountCents: f.amountCents,
    amountCents: f.id === 'f2' ? ADJUSTED_CENTS : null,
    reason: f.id === 'f2' ? 'bench' : null,
    added: null,
    reviewerId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  const reviewed = reviewedAudit(AUDIT, decisions);
  try {
    // One publication first: lazy set-up (PDF fonts, blob folders, limiter) is not measured.
    const [warm] = await seedRequests(url, 1);
    await saveReview(url, warm!);
    await postJson(`${app.baseUrl}/api/assistant/requests/${warm}/publish`, { source: 'generated' }, cookie);
    await renderReport(reviewed.audit, { tier: 'basic', reviewLine: reviewSummaryLine(reviewed.summary) });
    for (let i = 0; i < RUNS; i++) {
      ctx.log(`review: publish ${i + 1}/${RUNS}`);
      const [requestId] = await seedRequests(url, 1);
      await saveReview(url, requestId!);
      const t0 = performance.now();
      const res = await postJson(
        `${app.baseUrl}/api/assistant/requests/${requestId}/publish`,
        { source: 'generated' },
        cookie,
      );
      appMs.push(performance.now() - t0);
      if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${JSON.stringify(res.body)}`);
      const r0 = performance.now();
      await renderReport(reviewed.audit, { tier: 'basic', reviewLine: reviewSummaryLine(reviewed.summary) });
      refMs.push(performance.now() - r0);
    }
  } catch (err) {
    return {
      section: SECTION,
      name: PUBLISH_ROW,
      value: null,
      unit: 'ms',
      status: 'ERROR',
      note: errorMessage(err),
    };
  }
  const app_ = median(appMs);
  const ref = median(refMs);
  const ratio = app_ / ref;
  return {
    section: SECTION,
    name: PUBLISH_ROW,
    value: round(app_),
    unit: 'ms',
    reference: { name: 'renderReport alone, same reviewed audit (in process)', value: round(ref) },
    ratio,
    ratioLabel: 'app/render',
    goal: `<= ${PUBLISH_GOAL}x`,
    status: ratio <= PUBLISH_GOAL ? 'PASS' : 'MISS',
    note: `median of ${RUNS}; app ${appMs.map((x) => Math.round(x)).join(', ')} ms; render ${refMs.map((x) => Math.round(x)).join(', ')} ms`,
    detail: { appMs, refMs },
  };
}

async function measureList(ctx: BenchContext, app: RunningServer, cookie: string): Promise<ResultRow> {
  const { connections, durationSec, warmupSec } = ctx.options;
  const load = (route: string) =>
    measureLoad({
      url: `${app.baseUrl}${route}`,
      cookie,
      connections,
      durationSec,
      warmupSec,
      serverPid: app.serverPid,
    });
  let list: LoadSummary;
  let me: LoadSummary;
  try {
    ctx.log(`review: GET /api/assistant/requests, ${connections} connections, ${durationSec}s`);
    list = await load('/api/assistant/requests');
    ctx.log(`review: GET /api/me (reference), ${connections} connections, ${durationSec}s`);
    me = await load('/api/me');
  } catch (err) {
    return {
      section: SECTION,
      name: LIST_ROW,
      value: null,
      unit: 'ms',
      status: 'ERROR',
      note: errorMessage(err),
    };
  }
  const problem = loadProblem(list) ?? loadProblem(me);
  const ratio = list.latencyMs.p99 / Math.max(me.latencyMs.p99, 1);
  return {
    section: SECTION,
    name: LIST_ROW,
    value: list.latencyMs.p99,
    unit: 'ms',
    reference: { name: 'GET /api/me p99, same assistant and server', value: me.latencyMs.p99 },
    ratio,
    ratioLabel: 'list/me p99',
    goal: `<= ${LIST_GOAL}x`,
    status: problem ? 'ERROR' : ratio <= LIST_GOAL ? 'PASS' : 'MISS',
    note:
      problem ??
      `${connections} connections, ${durationSec}s; list ${round(list.rps, 0)} req/s p50 ${list.latencyMs.p50} ms; /api/me ${round(me.rps, 0)} req/s p50 ${me.latencyMs.p50} ms`,
    detail: { list, me },
  };
}

const section: BenchSection = {
  name: SECTION,
  async run(ctx) {
    let app: RunningServer | null = null;
    try {
      const url = (await ctx.postgres()).url;
      app = await startApp(ctx, 'app (review, postgres)', 'postgres');
      const cookie = await signIn(app.baseUrl, ASSISTANT.email, ASSISTANT.password);
      ctx.log(`review: seeding ${LIST_REQUESTS} analysed requests`);
      await seedRequests(url, LIST_REQUESTS);
      return [await measurePublish(ctx, app, cookie), await measureList(ctx, app, cookie)];
    } catch (err) {
      const note = errorMessage(err);
      return [
        { section: SECTION, name: PUBLISH_ROW, value: null, unit: 'ms', status: 'ERROR', note },
        { section: SECTION, name: LIST_ROW, value: null, unit: 'ms', status: 'ERROR', note },
      ];
    } finally {
      if (app) await stopServer(ctx, app);
    }
  },
};

export default section;
