/**
 * Upload fuzz campaign (issue 11): mutated PDFs and malformed multipart bodies against
 * POST /api/documents of a real server process on loopback. It counts crashes (process
 * gone or /healthz not 200 after a batch), answers outside the expected set (any 5xx
 * included), orphan rows and blobs, temp files, and descriptors left open.
 *
 *   npm run campaign:fuzz [-- --cases 1000 --seed 1]      (PostgreSQL: DATABASE_URL)
 *
 * tests/integration/upload-fuzz.test.ts runs a small deterministic slice in CI.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  encryptedPdf,
  filesUnder,
  headerOnlyPdf,
  multipartBody,
  openDescriptorCount,
  openDescriptors,
  openFilesUnder,
  pdfWithoutPages,
  pdfWithPages,
} from '../support/factories';
import { ROOT, type RunningServer, spawnServer } from '../support/spawn-server';
import { createTestDatabase } from '../support/test-database';

type Outcome = number | 'aborted';

export interface FuzzCase {
  kind: string;
  contentType?: string;
  body: Buffer;
  /** Sends this many bytes, then drops the connection. */
  abortAfter?: number;
  /** Answers that are correct for this case ('aborted' for dropped connections). */
  expect: Outcome[];
}

export interface FuzzSummary {
  cases: number;
  accepted: number;
  refused: Record<string, number>;
  aborted: number;
  crashes: number;
  /** Cases answered outside their expected set (5xx included), with what came back. */
  unexpected: string[];
  rows: number;
  blobs: number;
  orphanRows: number;
  orphanBlobs: number;
  tempFiles: number;
  descriptorsBefore: number;
  descriptorsAfter: number;
  blobDescriptors: number;
  leakedDescriptors: number;
  /** Kinds of the descriptors open after but not before (socket, pipe, eventfd...). */
  newDescriptors: string[];
  seconds: number;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(0, 255)));
  return { next, int, bytes, pick: <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]! };
}

const SAMPLES = ['sample-01/bill.pdf', 'sample-02/bill.pdf', 'sample-03/bill.pdf', 'sample-04/lease.pdf'];

function pdfPart(data: Buffer, filename = 'doc.pdf', type = 'application/pdf') {
  return multipartBody([{ name: 'file', filename, type, data }]);
}

/**
 * `count` cases from `seed`: half mutated PDFs in a well-formed upload, half malformed
 * multipart bodies. With `huge`, one 100,000-page PDF (12 MB of page objects) is included.
 */
export async function fuzzCases(
  count: number,
  seed: number,
  opts: { huge?: boolean } = {},
): Promise<FuzzCase[]> {
  const r = prng(seed);
  const samples = SAMPLES.map((s) => readFileSync(path.join(ROOT, '..', 'shared', 'samples', s)));
  const locked = await encryptedPdf();
  const sample = () => r.pick(samples);
  const upload = (data: Buffer, expect: Outcome[], kind: string, name?: string, type?: string): FuzzCase => {
    const { body, contentType } = pdfPart(data, name, type);
    return { kind, body, contentType, expect };
  };
  const generators: (() => FuzzCase)[] = [
    () => upload(sample(), [201], 'pdf:valid-sample'),
    () => upload(pdfWithPages(r.int(1, 5), { text: `page ${r.int(0, 1e6)}` }), [201], 'pdf:valid-generated'),
    () => {
      const b = Buffer.from(sample());
      for (let i = r.int(1, 40); i > 0; i--) {
        const at = r.int(0, b.length - 1);
        b[at] = b[at]! ^ (1 << r.int(0, 7));
      }
      return upload(b, [201, 415, 422], 'pdf:bit-flips');
    },
    () => {
      const b = sample();
      return upload(b.subarray(0, r.int(0, b.length - 1)), [201, 415, 422], 'pdf:truncated');
    },
    () => upload(headerOnlyPdf(), [422], 'pdf:header-only'),
    () => upload(locked, [422], 'pdf:encrypted'),
    () => upload(pdfWithPages(r.int(1001, 3000)), [422], 'pdf:too-many-pages'),
    () => upload(pdfWithPages(r.int(1, 4), { count: r.int(0, 200_000) }), [201, 422], 'pdf:lying-count'),
    () => upload(pdfWithoutPages(), [422], 'pdf:no-pages'),
    () =>
      upload(
        Buffer.concat([Buffer.from(`%PDF-1.${r.int(0, 7)}\n`), r.bytes(r.int(0, 20_000))]),
        [422],
        'pdf:random-after-header',
      ),
    () =>
      upload(Buffer.concat([Buffer.from('PK\u0003\u0004'), r.bytes(r.int(1, 5000))]), [415], 'pdf:not-a-pdf'),
    () =>
      upload(sample(), [415], 'pdf:wrong-name', r.pick(['bill.txt', 'bill', 'bill.pdf.exe']), 'text/plain'),
    () =>
      upload(sample(), [415], 'pdf:wrong-type', 'bill.pdf', r.pick(['text/plain', 'image/png', 'text/html'])),
  ];
  const malformed: (() => FuzzCase)[] = [
    () => ({ kind: 'mp:wrong-field', ...namedPart('x', sample()), expect: [400] }),
    () => ({
      kind: 'mp:two-files',
      ...multipartBody([
        { name: 'file', filename: 'a.pdf', data: sample() },
        { name: 'file', filename: 'b.pdf', data: sample() },
      ]),
      expect: [400],
    }),
    () => {
      const { body } = pdfPart(sample());
      return {
        kind: 'mp:bad-boundary',
        body,
        contentType: 'multipart/form-data; boundary=not-the-one',
        expect: [400],
      };
    },
    () => {
      const { body, contentType } = pdfPart(sample());
      return {
        kind: 'mp:no-closing-boundary',
        body: body.subarray(0, body.length - 8),
        contentType,
        expect: [400],
      };
    },
    () => ({
      kind: 'mp:no-file',
      ...multipartBody([{ name: 'title', value: 'no file here' }]),
      expect: [400],
    }),
    () => ({
      kind: 'mp:long-field-before-file',
      ...multipartBody([
        { name: r.pick(['title', 'description', 'comments']), value: 'x'.repeat(r.int(10_001, 60_000)) },
        { name: 'file', filename: 'bill.pdf', data: sample() },
      ]),
      expect: [400],
    }),
    () => ({
      kind: 'mp:bad-field-after-file',
      ...multipartBody([
        { name: 'file', filename: 'bill.pdf', data: sample() },
        { name: 'upload_type', value: 'invoice' },
      ]),
      expect: [400],
    }),
    () => ({
      kind: 'mp:too-many-fields',
      ...multipartBody([
        ...Array.from({ length: r.int(21, 40) }, (_, i) => ({ name: `f${i}`, value: 'v' })),
        { name: 'file', filename: 'bill.pdf', data: sample() },
      ]),
      expect: [400],
    }),
    () => ({
      kind: 'mp:garbage',
      body: r.bytes(r.int(0, 30_000)),
      contentType: 'multipart/form-data; boundary=xyz',
      expect: [400],
    }),
    () => ({
      kind: 'mp:not-multipart',
      body: Buffer.from('{"file":"x"}'),
      contentType: 'application/json',
      expect: [400],
    }),
    () => {
      const { body } = pdfPart(sample());
      return { kind: 'mp:no-boundary-param', body, contentType: 'multipart/form-data', expect: [400] };
    },
    () => ({
      kind: 'mp:empty-body',
      body: Buffer.alloc(0),
      contentType: 'multipart/form-data; boundary=b',
      expect: [400],
    }),
    () => {
      const { body, contentType } = pdfPart(sample());
      return {
        kind: 'mp:abort-mid-file',
        body,
        contentType,
        abortAfter: r.int(200, body.length - 100),
        expect: ['aborted'],
      };
    },
    () => {
      const { body, contentType } = pdfPart(sample());
      return {
        kind: 'mp:abort-before-end',
        body,
        contentType,
        abortAfter: body.length - 4,
        expect: ['aborted'],
      };
    },
  ];
  const cases: FuzzCase[] = [];
  if (opts.huge) cases.push(upload(pdfWithPages(100_000), [422], 'pdf:100000-pages'));
  while (cases.length < count) {
    cases.push(cases.length % 2 === 0 ? r.pick(generators)() : r.pick(malformed)());
  }
  return cases;
}

function namedPart(name: string, data: Buffer) {
  return multipartBody([{ name, filename: 'any.pdf', data }]);
}

/** One raw HTTP request (no keep-alive, so every socket is closed when it is answered). */
function send(url: string, cookie: string, c: FuzzCase): Promise<{ status: Outcome; body: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {
      cookie,
      origin: url,
      connection: 'close',
      'content-length': c.body.length,
    };
    if (c.contentType) headers['content-type'] = c.contentType;
    const req = http.request(`${url}/api/documents`, { method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', () => resolve({ status: 'aborted', body }));
    });
    req.on('error', () => resolve({ status: 'aborted', body: '' }));
    if (c.abortAfter !== undefined) {
      req.write(c.body.subarray(0, c.abortAfter));
      setTimeout(() => req.destroy(), 50);
    } else {
      req.end(c.body);
    }
  });
}

export async function signUp(url: string): Promise<string> {
  const email = `fuzz-${Math.random().toString(16).slice(2)}@example.com`;
  const res = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      name: 'Fuzz',
      email,
      password: 'fuzz-pass-1',
      firstName: 'Fuzz',
      lastName: 'Tester',
      acceptedTerms: true,
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function healthy(server: RunningServer): Promise<boolean> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return false;
  try {
    return (await fetch(`${server.url}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

/** The server's descriptors once in-flight clean-up has settled (bounded wait). */
async function settledDescriptors(pid: number, baseline: number): Promise<number> {
  let count = openDescriptorCount(pid);
  // Up to 30 s: database pools close idle connections after 10 s (pg) or 30 s (pg-boss).
  for (let i = 0; i < 150 && count > baseline; i++) {
    await new Promise((r) => setTimeout(r, 200));
    count = openDescriptorCount(pid);
  }
  return count;
}

/** Descriptors by kind: sockets, pipes, anon inodes, files (by folder). */
function descriptorKinds(pid: number): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const target of openDescriptors(pid)) {
    const kind = target.startsWith('/') ? path.dirname(target) : target.replace(/\[\d+\]$/, '');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return kinds;
}

/** Uploads per user stay under the upload rate limit (30 a minute). */
const CASES_PER_USER = 25;

export async function runUploadFuzz(
  server: RunningServer,
  dataDir: string,
  cases: FuzzCase[],
  opts: { batch?: number; log?: (line: string) => void; trace?: boolean } = {},
): Promise<FuzzSummary> {
  const started = Date.now();
  const pid = server.process.pid!;
  const blobsDir = path.join(dataDir, 'blobs');
  const batch = opts.batch ?? 50;
  const users: string[] = [];
  // Warm-up: both inspection threads and the database pool in use before the baseline.
  const warm = await signUp(server.url);
  users.push(warm);
  const valid = { kind: 'warm-up', ...pdfPart(pdfWithPages(1)), expect: [201] as Outcome[] };
  const warmAnswers = await Promise.all([send(server.url, warm, valid), send(server.url, warm, valid)]);
  const descriptorsBefore = await settledDescriptors(pid, 0);
  const kindsBefore = descriptorKinds(pid);
  const summary: FuzzSummary = {
    cases: cases.length,
    // The two warm-up uploads are stored too, so rows and blobs count them.
    accepted: warmAnswers.filter((a) => a.status === 201).length,
    refused: {},
    aborted: 0,
    crashes: 0,
    unexpected: [],
    rows: 0,
    blobs: 0,
    orphanRows: 0,
    orphanBlobs: 0,
    tempFiles: 0,
    descriptorsBefore,
    descriptorsAfter: 0,
    blobDescriptors: 0,
    leakedDescriptors: 0,
    newDescriptors: [],
    seconds: 0,
  };
  for (const [i, c] of cases.entries()) {
    if (i % CASES_PER_USER === 0 && i > 0) {
      const cookie = await signUp(server.url).catch(() => null);
      if (!cookie) {
        summary.crashes++;
        opts.log?.(`server not answering before case ${i + 1}:\n${server.output().slice(-2000)}`);
        break;
      }
      users.push(cookie);
    }
    const { status, body } = await send(server.url, users.at(-1)!, c);
    if (opts.trace) {
      // Debugging aid (--trace): which case leaves a temp file behind once it settled.
      await new Promise((r) => setTimeout(r, 300));
      const temps = filesUnder(path.join(blobsDir, 'documents')).filter((f) =>
        path.basename(f).startsWith('.'),
      );
      if (temps.length) opts.log?.(`temp file after #${i} ${c.kind} (${status}): ${temps.join(', ')}`);
    }
    if (status === 201) summary.accepted++;
    else if (status === 'aborted') summary.aborted++;
    else summary.refused[status] = (summary.refused[status] ?? 0) + 1;
    const envelope =
      status === 201 || status === 'aborted' || /^\{"error":\{"code":"[A-Z_]+","message":"/.test(body);
    if (!c.expect.includes(status) || !envelope) {
      summary.unexpected.push(`#${i} ${c.kind}: ${status} ${body.slice(0, 160)}`);
    }
    if ((i + 1) % batch === 0 || i === cases.length - 1) {
      if (!(await healthy(server))) {
        summary.crashes++;
        opts.log?.(`server down after case ${i + 1}:\n${server.output().slice(-2000)}`);
        break;
      }
      opts.log?.(
        `${i + 1}/${cases.length} cases, ${summary.accepted} stored, ${summary.unexpected.length} unexpected`,
      );
    }
  }
  if (summary.crashes === 0) {
    for (const cookie of users) {
      const res = await fetch(`${server.url}/api/documents`, { headers: { cookie } });
      summary.rows += ((await res.json()) as { documents: unknown[] }).documents.length;
    }
    summary.descriptorsAfter = await settledDescriptors(pid, descriptorsBefore);
    summary.blobDescriptors = openFilesUnder(pid, blobsDir).length;
    const kindsAfter = descriptorKinds(pid);
    for (const [kind, n] of kindsAfter) {
      const extra = n - (kindsBefore.get(kind) ?? 0);
      if (extra > 0) summary.newDescriptors.push(`${kind} +${extra}`);
    }
    summary.leakedDescriptors =
      Math.max(0, summary.descriptorsAfter - descriptorsBefore) + summary.blobDescriptors;
  }
  // An aborted last case may still be cleaning up: a leaked temp file stays, a transient one goes.
  const temps = () =>
    filesUnder(path.join(blobsDir, 'documents')).filter((f) => path.basename(f).startsWith('.'));
  for (let i = 0; i < 50 && temps().length > 0; i++) await new Promise((r) => setTimeout(r, 200));
  const files = filesUnder(path.join(blobsDir, 'documents'));
  summary.tempFiles = temps().length;
  summary.blobs = files.length - summary.tempFiles;
  summary.orphanRows = Math.max(0, summary.rows - summary.accepted);
  summary.orphanBlobs = Math.abs(summary.blobs - summary.rows);
  summary.seconds = Math.round((Date.now() - started) / 1000);
  return summary;
}

export function summaryLine(s: FuzzSummary): string {
  const refused = Object.entries(s.refused)
    .map(([k, v]) => `${k}x${v}`)
    .join(' ');
  return (
    `upload fuzz: ${s.cases} cases in ${s.seconds}s: ${s.accepted} stored, refused ${refused}, ${s.aborted} aborted; ` +
    `crashes ${s.crashes}, unexpected answers ${s.unexpected.length}, orphan rows ${s.orphanRows}, ` +
    `orphan blobs ${s.orphanBlobs}, temp files ${s.tempFiles}, leaked descriptors ${s.leakedDescriptors} ` +
    `(server fds ${s.descriptorsBefore} before, ${s.descriptorsAfter} after, ${s.blobDescriptors} on blobs` +
    `${s.newDescriptors.length ? `; new: ${s.newDescriptors.join(', ')}` : ''})`
  );
}

export const fuzzFailed = (s: FuzzSummary) =>
  s.crashes + s.unexpected.length + s.orphanRows + s.orphanBlobs + s.tempFiles + s.leakedDescriptors > 0;

/** Server settings for fuzzing: many sign-ups from one address. */
export const FUZZ_SERVER_ENV = { AUTH_RATE_LIMIT_MAX: '100000', SEED_DEMO_USERS: 'false', LOG_LEVEL: 'warn' };

async function main() {
  const { values } = parseArgs({
    options: {
      cases: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      trace: { type: 'boolean', default: false },
    },
  });
  if (!process.env.DATABASE_URL) {
    console.error(
      'campaign:fuzz runs on PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
    process.exit(2);
  }
  const db = await createTestDatabase();
  const server = await spawnServer({
    ...FUZZ_SERVER_ENV,
    DATABASE_URL: db.databaseUrl!,
    DATA_DIR: db.dataDir,
  });
  // Interrupted: the server process and the database go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.process.kill('SIGKILL');
      void db.drop().finally(() => process.exit(130));
    });
  }
  let failed = true;
  try {
    const cases = await fuzzCases(Number(values.cases), Number(values.seed), { huge: true });
    const summary = await runUploadFuzz(server, db.dataDir, cases, {
      log: (l) => console.error(l),
      trace: values.trace,
    });
    for (const u of summary.unexpected.slice(0, 20)) console.error(`unexpected: ${u}`);
    console.log(summaryLine(summary));
    failed = fuzzFailed(summary);
  } finally {
    await server.stop();
    await db.drop();
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
