import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_FAILURE } from '../../src/server/analysis/analysis-worker';
import { runAnalysis } from '../../src/server/analysis/run-analysis';
import { analysisQueue, documents, profiles } from '../../src/server/db/schema';
import { ANALYSIS_QUEUE } from '../../src/server/jobs/job-queue';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  FAST_JOBS,
  type PacketFile,
  SAMPLE_01_PACKET,
  SAMPLES,
  submit,
  uploadPacket,
  waitForQueueStatus,
} from '../support/wizard-packet';
import { drawStatement, makePdf } from '../unit/engine/pdf/make-pdf';

/**
 * The analysis worker (pg-boss) running inside the app: success, unreadable input,
 * transient failures with retries, a restart mid-job, and idempotency.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(FAST_JOBS);
});
afterAll(async () => {
  await t.stop();
});

async function customer(tier: 'basic' | 'premium' = 'basic') {
  const u = await t.newUser({ credits: 1 });
  await t.services.db.update(profiles).set({ subscriptionTier: tier }).where(eq(profiles.id, u.userId));
  return u;
}
const docsOf = (requestId: string) =>
  t.services.db.select().from(documents).where(eq(documents.requestId, requestId));
const encryptedPdf = () => makePdf(drawStatement, { userPassword: 'landlord-secret' });

async function readBlob(bucket: 'analysis' | 'documents', key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await t.services.blobs.get(bucket, key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('analysis worker', () => {
  it('analyses a submitted sample packet: audit.json on the documents, report PDF in the analysis bucket', async () => {
    const u = await customer('premium');
    const requestId = await uploadPacket(u);
    expect((await submit(u, requestId)).status).toBe(201);
    const entry = await waitForQueueStatus(t, requestId);
    expect(entry).toMatchObject({ status: 'completed', attempts: 1, lastError: null });

    const docs = await docsOf(requestId);
    expect(docs).toHaveLength(4);
    const key = `${u.userId}/${requestId}.pdf`;
    for (const d of docs) {
      expect(d.analysisStatus).toBe('completed');
      expect(d.analysisFilePath).toBe(key);
    }
    const result = docs[0]!.analysisResult as {
      schemaVersion: number;
      findings: { rule: string; amountCents: number }[];
      totals: { overchargeCents: number };
      report: string;
    };
    expect(result.schemaVersion).toBe(1);
    // sample-01's answer key plants priced errors; the engine must find them here too.
    const truth = JSON.parse(readFileSync(path.join(SAMPLES, 'sample-01/truth.json'), 'utf8')) as {
      findings?: { rule: string }[];
      errors?: { rule: string }[];
    };
    const planted = (truth.findings ?? truth.errors ?? []).map((f) => f.rule);
    expect(planted.length).toBeGreaterThan(0);
    for (const rule of planted) expect(result.findings.map((f) => f.rule)).toContain(rule);
    expect(result.totals.overchargeCents).toBeGreaterThan(0);
    expect(result.report).toContain('overcharge');

    const pdf = await readBlob('analysis', key);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Spec 4: completed analysis awaiting the enhanced report shows as In Progress.
    const list = (await (await u.client.get('/api/analysis-requests')).json()) as {
      requests: { request_id: string; status: string }[];
    };
    expect(list.requests.find((r) => r.request_id === requestId)?.status).toBe('in_progress');
  });

  it('fails at once, without retries, when the lease is password-protected, and says why', async () => {
    const u = await customer();
    const locked = await encryptedPdf();
    const packet: PacketFile[] = SAMPLE_01_PACKET.map((p) =>
      p.uploadType === 'lease_agreement' ? { ...p, file: 'locked-lease.pdf', bytes: locked } : p,
    );
    const requestId = await uploadPacket(u, packet);
    await submit(u, requestId);
    const entry = await waitForQueueStatus(t, requestId);
    expect(entry.status).toBe('failed');
    expect(entry.attempts).toBe(1);
    expect(entry.lastError).toBe(
      'locked-lease.pdf is password-protected: remove the password and upload it again',
    );
    for (const d of await docsOf(requestId)) {
      expect(d.analysisStatus).toBe('failed');
      expect(d.analysisError).toBe(entry.lastError);
    }
    const list = (await (await u.client.get('/api/documents')).json()) as {
      documents: { analysis_status: string; analysis_error: string }[];
    };
    expect(list.documents[0]).toMatchObject({ analysis_status: 'failed', analysis_error: entry.lastError });
  });

  it('leaves out an unreadable optional document with a warning and completes', async () => {
    const u = await customer();
    const packet: PacketFile[] = [
      ...SAMPLE_01_PACKET,
      { file: 'estimate-letter.pdf', uploadType: 'supporting_docs', bytes: await encryptedPdf() },
    ];
    const requestId = await uploadPacket(u, packet);
    await submit(u, requestId);
    expect((await waitForQueueStatus(t, requestId)).status).toBe('completed');
    const result = (await docsOf(requestId))[0]!.analysisResult as { warnings: string[] };
    expect(result.warnings[0]).toMatch(/^estimate-letter\.pdf is password-protected.*left out of the audit/);
  });

  it('retries a transient storage failure with backoff and then completes', async () => {
    const u = await customer();
    const requestId = await uploadPacket(u);
    const realGet = t.services.blobs.get.bind(t.services.blobs);
    let failures = 0;
    t.services.blobs.get = async (bucket, key) => {
      if (bucket === 'documents' && key.startsWith(u.userId) && failures < 1) {
        failures++;
        throw new Error('ECONNRESET: storage unreachable');
      }
      return realGet(bucket, key);
    };
    try {
      await submit(u, requestId);
      const entry = await waitForQueueStatus(t, requestId);
      expect(entry).toMatchObject({ status: 'completed', attempts: 2, lastError: null });
      expect(failures).toBe(1);
    } finally {
      t.services.blobs.get = realGet;
    }
  });

  it('fails with a reason once the retries are used up', async () => {
    const u = await customer();
    const requestId = await uploadPacket(u);
    const realGet = t.services.blobs.get.bind(t.services.blobs);
    t.services.blobs.get = async (bucket, key) => {
      if (bucket === 'documents' && key.startsWith(u.userId))
        throw new Error('ECONNRESET: storage unreachable');
      return realGet(bucket, key);
    };
    try {
      await submit(u, requestId);
      const entry = await waitForQueueStatus(t, requestId);
      // First attempt + ANALYSIS_RETRY_LIMIT (2) retries.
      expect(entry).toMatchObject({ status: 'failed', attempts: 3, lastError: GENERIC_FAILURE });
      for (const d of await docsOf(requestId)) expect(d.analysisStatus).toBe('failed');
    } finally {
      t.services.blobs.get = realGet;
    }
  });

  it('running the same job twice produces one result', async () => {
    const u = await customer();
    const requestId = await uploadPacket(u);
    await submit(u, requestId);
    await waitForQueueStatus(t, requestId);
    const before = (await docsOf(requestId)).map((d) => d.updatedAt.getTime());
    // A duplicate delivery, directly and through the queue.
    expect(await runAnalysis(t.services, requestId)).toBe('skipped');
    await t.services.jobs.enqueue(requestId);
    await t.services.jobs.enqueue(requestId);
    await new Promise((r) => setTimeout(r, 2000));
    const [entry] = await t.services.db
      .select()
      .from(analysisQueue)
      .where(eq(analysisQueue.requestId, requestId));
    expect(entry).toMatchObject({ status: 'completed', attempts: 1 });
    expect((await docsOf(requestId)).map((d) => d.updatedAt.getTime())).toEqual(before);
  });
});

describe('a restart in the middle of a job', () => {
  it('resumes the interrupted job: nothing stays in processing', async () => {
    const first = await startTestApp(FAST_JOBS);
    const secret = first.services.env.BETTER_AUTH_SECRET!;
    try {
      // A worker that takes the job and dies: stop this app's own worker, mark the job
      // active long ago (as the dead process left it) and the request processing.
      await first.services.jobs.worker!.stop();
      const u = await first.newUser({ credits: 1 });
      const requestId = await uploadPacket(u);
      expect((await submit(u, requestId)).status).toBe(201);
      await expect.poll(() => jobStates(first, requestId), { timeout: 10_000 }).toEqual(['created']);
      await first.services.handle.query(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '2 hours'
          WHERE name = $1 AND singleton_key = $2`,
        [ANALYSIS_QUEUE, requestId],
      );
      await first.services.db
        .update(analysisQueue)
        .set({ status: 'processing', attempts: 1 })
        .where(eq(analysisQueue.requestId, requestId));
      await first.close();

      const second = await startTestApp(FAST_JOBS, { database: first.database, secret });
      try {
        const entry = await waitForQueueStatus(second, requestId);
        expect(entry.status).toBe('completed');
        expect(entry.attempts).toBe(2);
        const docs = await second.services.db
          .select()
          .from(documents)
          .where(eq(documents.requestId, requestId));
        expect(docs.every((d) => d.analysisStatus === 'completed')).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await first.database.drop();
    }
  });
});

async function jobStates(app: TestApp, requestId: string): Promise<string[]> {
  const rows = await app.services.handle.query<{ state: string }>(
    'SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2',
    [ANALYSIS_QUEUE, requestId],
  );
  return rows.map((r) => r.state);
}
