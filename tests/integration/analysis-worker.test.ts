import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_FAILURE } from '../../src/server/analysis/analysis-worker';
import { CREDIT_RETURNED, markAnalysisFailed, runAnalysis } from '../../src/server/analysis/run-analysis';
import { analysisQueue, documents, profiles } from '../../src/server/db/schema';
import { ANALYSIS_QUEUE } from '../../src/server/jobs/job-queue';
import { pdfWithPages } from '../support/factories';
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
const profileOf = async (userId: string) =>
  (await t.services.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!;

/** Replaces an uploaded file's bytes in storage: an upload from before today's upload checks. */
async function replaceBlob(requestId: string, uploadType: string, bytes: Uint8Array) {
  const doc = (await docsOf(requestId)).find((d) => d.uploadType === uploadType)!;
  await t.services.blobs.put('documents', doc.filePath, Readable.from([Buffer.from(bytes)]), {
    contentType: 'application/pdf',
  });
  return doc;
}

async function readBlob(bucket: 'analysis' | 'documents', key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await t.services.blobs.get(bucket, key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

// Each analysis starts an engine process; on a busy 2-core machine that takes seconds.
const SLOW = { timeout: 120_000 };

describe('analysis worker', SLOW, () => {
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
    // The review list reads the audit's total and finding count from the queue entry.
    expect(entry).toMatchObject({
      overchargeCents: result.totals.overchargeCents,
      findingsCount: result.findings.length,
    });

    const pdf = await readBlob('analysis', key);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Spec 4: completed analysis awaiting the enhanced report shows as In Progress.
    const list = (await (await u.client.get('/api/analysis-requests')).json()) as {
      requests: { request_id: string; status: string }[];
    };
    expect(list.requests.find((r) => r.request_id === requestId)?.status).toBe('in_progress');
  });

  it('fails at once, without retries, when the lease is password-protected: names it and returns the credit once', async () => {
    const u = await customer('premium');
    const requestId = await uploadPacket(u);
    // Uploads refuse encrypted PDFs now; files stored before that still reach the worker.
    const lease = await replaceBlob(requestId, 'lease_agreement', await encryptedPdf());
    await submit(u, requestId);
    expect(await profileOf(u.userId)).toMatchObject({ credits: 0, subscriptionTier: null });
    const entry = await waitForQueueStatus(t, requestId);
    expect(entry.status).toBe('failed');
    expect(entry.attempts).toBe(1);
    expect(entry.lastError).toBe(
      `lease.pdf is password-protected: remove the password and upload it again ${CREDIT_RETURNED}`,
    );
    expect(entry.failedDocumentId).toBe(lease.id);
    expect(entry.creditRefundedAt).toBeInstanceOf(Date);
    // The credit is back, and buys the same (premium) analysis again.
    expect(await profileOf(u.userId)).toMatchObject({ credits: 1, subscriptionTier: 'premium' });
    // Exactly once: failing it again (a late duplicate) changes nothing.
    expect(await markAnalysisFailed(t.services, requestId, 'again')).toBe(false);
    expect((await profileOf(u.userId)).credits).toBe(1);

    for (const d of await docsOf(requestId)) {
      expect(d.analysisStatus).toBe('failed');
      expect(d.analysisError).toBe(entry.lastError);
    }
    const list = (await (await u.client.get('/api/documents')).json()) as {
      documents: { analysis_status: string; analysis_error: string }[];
    };
    expect(list.documents[0]).toMatchObject({ analysis_status: 'failed', analysis_error: entry.lastError });
    // What the Analysis Requests page shows for the failed request.
    const requests = (await (await u.client.get('/api/analysis-requests')).json()) as {
      requests: { request_id: string; status: string; documents: { analysis_error: string | null }[] }[];
    };
    const shown = requests.requests.find((r) => r.request_id === requestId)!;
    expect(shown.status).toBe('failed');
    expect(shown.documents[0]!.analysis_error).toBe(entry.lastError);
  });

  it('a lease stored before the page limit fails at once, naming it and the limit, and returns the credit', async () => {
    const u = await customer();
    const requestId = await uploadPacket(u);
    const lease = await replaceBlob(requestId, 'lease_agreement', pdfWithPages(1001));
    await submit(u, requestId);
    const entry = await waitForQueueStatus(t, requestId);
    expect(entry).toMatchObject({ status: 'failed', attempts: 1, failedDocumentId: lease.id });
    expect(entry.lastError).toBe(
      `lease.pdf has 1,001 pages; the limit is 1,000 pages per document: upload only the pages that matter, or split it into parts ${CREDIT_RETURNED}`,
    );
    expect((await profileOf(u.userId)).credits).toBe(1);
  });

  it('leaves out a 100,000-page supporting file at once (no retry) and completes the audit', async () => {
    const u = await customer();
    const packet: PacketFile[] = [
      ...SAMPLE_01_PACKET,
      { file: 'appendix.pdf', uploadType: 'supporting_docs', bytes: pdfWithPages(2) },
    ];
    const requestId = await uploadPacket(u, packet);
    await replaceBlob(requestId, 'supporting_docs', pdfWithPages(100_000));
    await submit(u, requestId);
    const entry = await waitForQueueStatus(t, requestId);
    expect(entry).toMatchObject({ status: 'completed', attempts: 1, creditRefundedAt: null });
    const result = (await docsOf(requestId))[0]!.analysisResult as {
      warnings: string[];
      documents: { file: string }[];
    };
    expect(result.warnings[0]).toBe(
      'appendix.pdf has 100,000 pages; the limit is 1,000 pages per document: upload only the pages that matter, or split it into parts (left out of the audit)',
    );
    expect(result.documents.map((d) => d.file)).not.toContain('appendix.pdf');
    expect((await profileOf(u.userId)).credits).toBe(0);
  });

  it('leaves out an unreadable optional document with a warning and completes', async () => {
    const u = await customer();
    const packet: PacketFile[] = [
      ...SAMPLE_01_PACKET,
      { file: 'estimate-letter.pdf', uploadType: 'supporting_docs', bytes: pdfWithPages(1) },
    ];
    const requestId = await uploadPacket(u, packet);
    await replaceBlob(requestId, 'supporting_docs', await encryptedPdf());
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
      // First attempt + ANALYSIS_RETRY_LIMIT (2) retries; the credit comes back (decision 0025).
      expect(entry).toMatchObject({
        status: 'failed',
        attempts: 3,
        lastError: `${GENERIC_FAILURE} ${CREDIT_RETURNED}`,
        failedDocumentId: null,
      });
      for (const d of await docsOf(requestId)) expect(d.analysisStatus).toBe('failed');
      expect((await profileOf(u.userId)).credits).toBe(1);
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
    expect(await runAnalysis(t.services, requestId, { workerId: 'test:1:dup', heartbeatSeconds: 10 })).toBe(
      'skipped',
    );
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

describe('a worker killed in the middle of a job', SLOW, () => {
  it('is detected by its lease; the request is retried exactly once, without a duplicate job', async () => {
    const first = await startTestApp(FAST_JOBS);
    const secret = first.services.env.BETTER_AUTH_SECRET!;
    try {
      // A worker that takes the job and dies (kill -9): stop this app's own worker, leave the
      // job active as the dead process left it (a minute ago, far within its 30-minute
      // timeout) and the request processing under a lease it stopped renewing.
      await first.services.jobs.worker!.stop();
      const u = await first.newUser({ credits: 1 });
      const requestId = await uploadPacket(u);
      expect((await submit(u, requestId)).status).toBe(201);
      await expect.poll(() => jobStates(first, requestId), { timeout: 10_000 }).toEqual(['created']);
      await first.services.handle.query(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 minute'
          WHERE name = $1 AND singleton_key = $2`,
        [ANALYSIS_QUEUE, requestId],
      );
      await first.services.handle.query(
        `UPDATE analysis_queue SET status = 'processing', attempts = 1, worker_id = 'dead-host:1:0',
            heartbeat_at = now() - interval '1 minute' WHERE request_id = $1`,
        [requestId],
      );
      await first.close();

      const second = await startTestApp(
        { ...FAST_JOBS, ANALYSIS_LEASE_SECONDS: '5', ANALYSIS_SWEEP_INTERVAL_SECONDS: '0.5' },
        { database: first.database, secret },
      );
      try {
        const entry = await waitForQueueStatus(second, requestId);
        expect(entry).toMatchObject({ status: 'completed', attempts: 2, creditRefundedAt: null });
        expect(entry.workerId).toBe(second.services.jobs.worker!.workerId);
        const docs = await second.services.db
          .select()
          .from(documents)
          .where(eq(documents.requestId, requestId));
        expect(docs.every((d) => d.analysisStatus === 'completed')).toBe(true);
        // The stale job itself was retried: one job for the request, not a second one.
        // (pg-boss completes the job just after the handler has written the result.)
        await expect.poll(() => jobStates(second, requestId), { timeout: 10_000 }).toEqual(['completed']);
      } finally {
        await second.close();
      }
    } finally {
      await first.database.drop();
    }
  });
});

describe('queue settings', SLOW, () => {
  it('are applied from the environment on every start, not only when the queue is created', async () => {
    const first = await startTestApp({
      ANALYSIS_JOB_TIMEOUT_SECONDS: '1800',
      ANALYSIS_RETRY_LIMIT: '3',
      ANALYSIS_RETRY_DELAY_SECONDS: '30',
    });
    const secret = first.services.env.BETTER_AUTH_SECRET!;
    try {
      await first.close();
      const second = await startTestApp(
        { ANALYSIS_JOB_TIMEOUT_SECONDS: '900', ANALYSIS_RETRY_LIMIT: '5', ANALYSIS_RETRY_DELAY_SECONDS: '7' },
        { database: first.database, secret },
      );
      try {
        const [queue] = await second.services.handle.query<Record<string, unknown>>(
          'SELECT policy, retry_limit, retry_delay, retry_backoff, expire_seconds FROM pgboss.queue WHERE name = $1',
          [ANALYSIS_QUEUE],
        );
        expect(queue).toEqual({
          policy: 'stately',
          retry_limit: 5,
          retry_delay: 7,
          retry_backoff: true,
          expire_seconds: 900,
        });
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
