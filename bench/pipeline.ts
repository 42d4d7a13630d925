/**
 * Section `pipeline`: the document pipeline through the real HTTP API on PostgreSQL.
 *
 * 1. A 100 MB PDF streamed to POST /api/documents: throughput against the same body streamed
 *    to the bare Hono server's POST /sink, and the app process's peak RSS growth during the
 *    upload (goal < 64 MiB: the upload must stream to storage, not be buffered).
 * 2. sample-01 submitted through the wizard: POST /api/wizard/submit → the request shows
 *    'in_progress' (analysis completed) in GET /api/analysis-requests, against the CLI doing the
 *    same work (extraction + rules + basic report) in a child process. Goal: app < 1.5x CLI.
 *
 * bench/README.md ("Pipeline") explains the method and the caveats.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_USERS } from '../src/server/db/demo-users';
import { paddedPdfParts } from '../tests/support/factories';
import { getJson, type MultipartFile, postJson, postMultipart, signIn, type UploadResult } from './lib/http';
import { runSql } from './lib/postgres';
import { readMemory, runToCompletion, sampleMemory } from './lib/proc';
import { type RunningServer, startApp, startBare, stopServer } from './lib/servers';
import { median } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const SECTION = 'pipeline';
const RUNS = 3;
const MiB = 1024 * 1024;
/** The app's cap (MAX_UPLOAD_BYTES): the file sent stays just under it. */
const UPLOAD_CAP = 100 * MiB;
const BIG_FILE_BYTES = UPLOAD_CAP - 4096;
const RSS_GOAL_MIB = 64;
const RSS_GOAL = `< ${RSS_GOAL_MIB} MiB`;
const RATIO_GOAL = 1.5;
const THROUGHPUT_ROW = 'upload 100 MB PDF throughput';
const RSS_ROW = 'upload 100 MB PDF: app peak RSS growth';
const POLL_MS = 100;
const ANALYSIS_TIMEOUT_MS = 120_000;

const CUSTOMER = DEMO_USERS.find((u) => u.role === 'user')!;

const PACKET: { file: string; uploadType: string; cliFlag: string }[] = [
  { file: 'lease.pdf', uploadType: 'lease_agreement', cliFlag: '--lease' },
  { file: 'recon-2023.pdf', uploadType: 'reconciliation', cliFlag: '--reconciliation' },
  { file: 'recon-2024.pdf', uploadType: 'reconciliation', cliFlag: '--reconciliation' },
  { file: 'bill.pdf', uploadType: 'current_bill', cliFlag: '--bill' },
];

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A valid one-page PDF of exactly `size` bytes, padded (an unused stream object) with lines from one
 * reused 1 MiB chunk: the upload check opens what it stores, so the file must be real.
 */
function syntheticPdf(size: number): MultipartFile {
  const { head, padding, body } = paddedPdfParts(size);
  const line = Buffer.from(`%${'x'.repeat(62)}\n`);
  const filler = Buffer.alloc(MiB);
  for (let at = 0; at < MiB; at += line.length) line.copy(filler, at);
  return {
    field: 'file',
    filename: 'x.pdf',
    contentType: 'application/pdf',
    size,
    *chunks() {
      yield head;
      // One short comment line first, so the rest is whole 64-byte lines.
      let left = padding;
      const first = (left % line.length) + (left % line.length < 2 ? line.length : 0);
      yield Buffer.from(`%${' '.repeat(first - 2)}\n`);
      left -= first;
      while (left > 0) {
        const n = Math.min(left, filler.length);
        yield n === filler.length ? filler : filler.subarray(0, n);
        left -= n;
      }
      yield body;
    },
  };
}

function diskPdf(file: string): MultipartFile {
  return {
    field: 'file',
    filename: path.basename(file),
    contentType: 'application/pdf',
    size: statSync(file).size,
    *chunks() {
      yield readFileSync(file);
    },
  };
}

// ---------------------------------------------------------------- 1. upload

interface UploadSample {
  ms: number;
  mbPerSec: number;
  /** App only: VmRSS just before, peak during (sampled, or VmHWM when it rose), growth. */
  rssBeforeMiB?: number;
  rssPeakMiB?: number;
  rssGrowthMiB?: number;
  rssSamples?: number;
}

const throughput = (r: UploadResult) => r.bytes / 1e6 / (r.ms / 1000);

async function uploadOnce(
  server: RunningServer,
  route: string,
  headers: Record<string, string>,
  file: MultipartFile,
  expect: number,
  measureRss: boolean,
): Promise<UploadSample> {
  const pid = server.serverPid;
  if (measureRss && pid === null) throw new Error(`${server.label}: server process not found in /proc`);
  const before = measureRss ? readMemory(pid!) : null;
  if (measureRss && !before) throw new Error(`${server.label}: cannot read /proc/${pid}/status`);
  const sampler = measureRss ? sampleMemory(pid!, 20) : null;
  const result = await postMultipart(`${server.baseUrl}${route}`, { headers, file });
  const mem = sampler?.stop();
  if (result.status !== expect) {
    throw new Error(`${server.label} POST ${route} answered ${result.status}: ${result.body.slice(0, 300)}`);
  }
  const sample: UploadSample = { ms: round(result.ms), mbPerSec: round(throughput(result)) };
  if (before && mem) {
    // VmHWM catches a peak between two samples, but only when it rose during the upload.
    const hwmRose = mem.vmHwmKb !== null && mem.vmHwmKb > before.vmHwmKb;
    const peakKb = Math.max(mem.maxRssKb, hwmRose ? mem.vmHwmKb! : 0);
    sample.rssBeforeMiB = round(before.vmRssKb / 1024);
    sample.rssPeakMiB = round(peakKb / 1024);
    sample.rssGrowthMiB = round((peakKb - before.vmRssKb) / 1024);
    sample.rssSamples = mem.samples;
  }
  return sample;
}

async function measureUploads(ctx: BenchContext, app: RunningServer, cookie: string): Promise<ResultRow[]> {
  const appHeaders = { cookie, origin: app.baseUrl };
  const big = syntheticPdf(BIG_FILE_BYTES);
  const warm = syntheticPdf(MiB);
  const appSamples: UploadSample[] = [];
  const bareSamples: UploadSample[] = [];
  let bareError: string | null = null;
  let bare: RunningServer | null = null;
  try {
    bare = await startBare(ctx, 'bare-hono (upload sink)');
    await uploadOnce(bare, '/sink', {}, warm, 200, false);
  } catch (err) {
    bareError = errorMessage(err);
  }
  try {
    // One small upload first, so lazy set-up (blob folders, limiter, JIT) is not measured.
    await uploadOnce(app, '/api/documents', appHeaders, warm, 201, false);
    for (let i = 0; i < RUNS; i++) {
      ctx.log(`pipeline: 100 MB upload ${i + 1}/${RUNS}`);
      if (bare && !bareError) {
        try {
          bareSamples.push(await uploadOnce(bare, '/sink', {}, big, 200, false));
        } catch (err) {
          bareError = errorMessage(err);
        }
      }
      await sleep(500); // let the previous upload's buffers settle before the RSS baseline
      appSamples.push(await uploadOnce(app, '/api/documents', appHeaders, big, 201, true));
    }
  } catch (err) {
    const note = errorMessage(err);
    return [
      { section: SECTION, name: THROUGHPUT_ROW, value: null, unit: 'MB/s', status: 'ERROR', note },
      { section: SECTION, name: RSS_ROW, value: null, unit: 'MiB', goal: RSS_GOAL, status: 'ERROR', note },
    ];
  } finally {
    if (bare) await stopServer(ctx, bare);
  }

  const appMbps = median(appSamples.map((s) => s.mbPerSec));
  const bareMbps = bareSamples.length === RUNS ? median(bareSamples.map((s) => s.mbPerSec)) : null;
  const growth = Math.max(...appSamples.map((s) => s.rssGrowthMiB!));
  const fileNote = `${(BIG_FILE_BYTES / MiB).toFixed(3)} MiB file, ${BIG_FILE_BYTES} bytes; MB = 10^6 bytes`;
  return [
    {
      section: SECTION,
      name: THROUGHPUT_ROW,
      value: round(appMbps),
      unit: 'MB/s',
      reference: {
        name: 'same body to bare Hono POST /sink',
        value: bareMbps === null ? null : round(bareMbps),
      },
      ratio: bareMbps === null ? null : bareMbps / appMbps,
      ratioLabel: 'bare/app time',
      // Without the reference the row has no meaning of its own (as in the http section).
      status: bareMbps === null ? 'ERROR' : 'INFO',
      note:
        `median of ${RUNS} (${appSamples.map((s) => `${s.mbPerSec} MB/s in ${Math.round(s.ms)} ms`).join(', ')}); ` +
        `bare ${bareSamples.map((s) => s.mbPerSec).join(', ')} MB/s; ${fileNote}` +
        (bareError ? `; no reference: ${bareError}` : ''),
      detail: { app: appSamples, bare: bareSamples, fileBytes: BIG_FILE_BYTES, bareError },
    },
    {
      section: SECTION,
      name: RSS_ROW,
      value: growth,
      unit: 'MiB',
      goal: RSS_GOAL,
      status: growth < RSS_GOAL_MIB ? 'PASS' : 'MISS',
      note:
        `max of ${RUNS} uploads: peak VmRSS during the upload minus VmRSS just before ` +
        `(${appSamples.map((s) => `${s.rssBeforeMiB} → ${s.rssPeakMiB}`).join(', ')} MiB)`,
      detail: { samples: appSamples },
    },
  ];
}

// ---------------------------------------------------------------- 2. submit → analysis

interface AppRun {
  /** POST /api/wizard/submit sent → the request listed as 'in_progress'. */
  ms: number;
  /** POST /api/wizard/submit answered. */
  submitMs: number;
  /** First poll that saw 'processing' (the worker picked the job up), when one did. */
  processingSeenMs: number | null;
  polls: number;
}

interface RequestSummary {
  request_id: string;
  status: string;
  documents?: { analysis_error?: string | null }[];
}

async function appRun(app: RunningServer, cookie: string, dir: string): Promise<AppRun> {
  const base = app.baseUrl;
  const wizard = await getJson(`${base}/api/wizard`, cookie);
  const requestId = (wizard.body as { wizard?: { request_id?: string } } | null)?.wizard?.request_id;
  if (wizard.status !== 200 || !requestId) {
    throw new Error(`GET /api/wizard answered ${wizard.status} ${JSON.stringify(wizard.body).slice(0, 300)}`);
  }
  for (const doc of PACKET) {
    const res = await postMultipart(`${base}/api/documents`, {
      headers: { cookie, origin: base },
      fields: { upload_type: doc.uploadType, request_id: requestId },
      file: diskPdf(path.join(dir, doc.file)),
    });
    if (res.status !== 201)
      throw new Error(`upload of ${doc.file} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }

  const t0 = performance.now();
  const submit = await postJson(`${base}/api/wizard/submit`, { request_id: requestId }, cookie);
  const submitMs = performance.now() - t0;
  if (submit.status !== 201) {
    throw new Error(
      `POST /api/wizard/submit answered ${submit.status} ${JSON.stringify(submit.body).slice(0, 300)}`,
    );
  }
  let polls = 0;
  let processingSeenMs: number | null = null;
  let last = 'not listed';
  while (performance.now() - t0 < ANALYSIS_TIMEOUT_MS) {
    const list = await getJson(`${base}/api/analysis-requests`, cookie);
    const at = performance.now() - t0;
    polls += 1;
    if (list.status !== 200) throw new Error(`GET /api/analysis-requests answered ${list.status}`);
    const entry = (list.body as { requests?: RequestSummary[] }).requests?.find(
      (r) => r.request_id === requestId,
    );
    last = entry?.status ?? 'not listed';
    if (last === 'processing' && processingSeenMs === null) processingSeenMs = at;
    if (last === 'in_progress') {
      return {
        ms: round(at),
        submitMs: round(submitMs),
        processingSeenMs: processingSeenMs && round(processingSeenMs),
        polls,
      };
    }
    if (last === 'failed') {
      const reason = entry?.documents?.find((d) => d.analysis_error)?.analysis_error ?? 'no reason given';
      throw new Error(`request ${requestId} failed: ${reason}`);
    }
    await sleep(POLL_MS);
  }
  throw new Error(`request ${requestId} not 'in_progress' after ${ANALYSIS_TIMEOUT_MS} ms (last: ${last})`);
}

async function cliRun(ctx: BenchContext, dir: string, run: number): Promise<number> {
  const out = path.join(ctx.tmpDir, `pipeline-cli-${run}.json`);
  const report = path.join(ctx.tmpDir, `pipeline-cli-${run}.pdf`);
  const args = [
    'tsx',
    'src/engine/cli.ts',
    'analyze',
    ...PACKET.flatMap((d) => [d.cliFlag, path.join(dir, d.file)]),
    '--out',
    out,
    '--report',
    report,
    '--tier',
    'basic',
  ];
  const t0 = performance.now();
  await runToCompletion(ctx.procs, `cli analyze (run ${run})`, 'npx', args, {
    cwd: ctx.root,
    env: { ...process.env },
    timeoutMs: ANALYSIS_TIMEOUT_MS,
  });
  const ms = performance.now() - t0;
  if (statSync(report).size === 0 || statSync(out).size === 0) throw new Error('the CLI wrote an empty file');
  return round(ms);
}

async function measureSubmit(ctx: BenchContext, app: RunningServer, cookie: string): Promise<ResultRow> {
  const dir = path.resolve(ctx.root, '../shared/samples/sample-01');
  const name = 'sample-01: submit → analysis completed (app)';
  const appRuns: AppRun[] = [];
  const cliMs: number[] = [];
  try {
    for (let i = 1; i <= RUNS; i++) {
      ctx.log(`pipeline: sample-01 round ${i}/${RUNS}: app, then CLI`);
      appRuns.push(await appRun(app, cookie, dir));
      cliMs.push(await cliRun(ctx, dir, i));
    }
  } catch (err) {
    return {
      section: SECTION,
      name,
      value: null,
      unit: 'ms',
      status: 'ERROR',
      note: errorMessage(err),
      detail: { appRuns, cliMs },
    };
  }
  const appMs = median(appRuns.map((r) => r.ms));
  const refMs = median(cliMs);
  const ratio = appMs / refMs;
  return {
    section: SECTION,
    name,
    value: Math.round(appMs),
    unit: 'ms',
    reference: { name: 'npx tsx src/engine/cli.ts analyze --report --tier basic', value: Math.round(refMs) },
    ratio,
    ratioLabel: 'app/CLI',
    goal: `< ${RATIO_GOAL}x`,
    status: ratio < RATIO_GOAL ? 'PASS' : 'MISS',
    note:
      `median of ${RUNS}, interleaved; app ${appRuns.map((r) => Math.round(r.ms)).join(', ')} ms ` +
      `(worker pick-up seen at ${appRuns.map((r) => (r.processingSeenMs === null ? '-' : Math.round(r.processingSeenMs))).join(', ')} ms), ` +
      `CLI ${cliMs.map(Math.round).join(', ')} ms (process start included)`,
    detail: { appRuns, cliMs, pollIntervalMs: POLL_MS },
  };
}

// ---------------------------------------------------------------- section

const pipeline: BenchSection = {
  name: SECTION,
  async run(ctx: BenchContext): Promise<ResultRow[]> {
    const db = await ctx.postgres();
    const updated = await runSql(
      db.url,
      `update profiles set credits = 5, subscription_tier = 'basic' where email = $1`,
      [CUSTOMER.email],
    );
    if (updated !== 1) throw new Error(`no profile for ${CUSTOMER.email} in the bench database`);
    ctx.log('pipeline: app on PostgreSQL (inline analysis worker)');
    const app = await startApp(ctx, 'app postgres (pipeline)', 'postgres');
    try {
      const cookie = await signIn(app.baseUrl, CUSTOMER.email, CUSTOMER.password);
      const uploads = await measureUploads(ctx, app, cookie);
      const submit = await measureSubmit(ctx, app, cookie);
      return [...uploads, submit];
    } finally {
      await stopServer(ctx, app);
    }
  },
};

export default pipeline;
