import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisQueue, documents, profiles, reportPublications } from '../../src/server/db/schema';
import { TURNAROUND_HOURS } from '../../src/shared/constants';
import type { CustomerRequestDetail, RetryResponse } from '../../src/shared/contracts/customer-request';
import type { PublishResponse } from '../../src/shared/contracts/publishing';
import { insertAnalysedRequest, insertFailedRequest, insertFindingDecisions } from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * The customer's request page (issue 12): GET /api/analysis-requests/:id, the report download
 * order of spec 7, and the re-run of a failed request without paying twice (decision 0037).
 */

let t: TestApp;
let customer: SignedInClient;
let other: SignedInClient;
let assistant: SignedInClient;

beforeAll(async () => {
  t = await startTestApp();
  customer = await t.newUser({ credits: 0 });
  other = await t.newUser();
  assistant = await t.newUser({ role: 'assistant' });
});
afterAll(async () => {
  await t.stop();
});

const SAMPLES = path.resolve(import.meta.dirname, '../../../shared/samples/sample-01');
const detail = async (requestId: string, who = customer) =>
  (await (await who.client.get(`/api/analysis-requests/${requestId}`)).json()) as CustomerRequestDetail;

async function publishedRequest() {
  const made = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
  await insertFindingDecisions(t.services.db, made.requestId, {
    f1: { action: 'confirm' },
    f2: { action: 'adjust', amountCents: 200_000, reason: 'cap applies to 2024 only' },
  });
  const res = await assistant.client.post(`/api/assistant/requests/${made.requestId}/publish`, {
    source: 'generated',
  });
  expect(res.status).toBe(201);
  const { id } = ((await res.json()) as PublishResponse).publication;
  const [row] = await t.services.db.select().from(reportPublications).where(eq(reportPublications.id, id));
  return { ...made, publication: { created_at: row!.createdAt.toISOString(), size_bytes: row!.sizeBytes } };
}

async function creditsOf(userId: string) {
  const [p] = await t.services.db.select().from(profiles).where(eq(profiles.id, userId));
  return p!.credits;
}

describe('GET /api/analysis-requests/:requestId', () => {
  it('an analysed request under review: timeline, expected-by (48 h), documents, no report yet', async () => {
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    const d = await detail(requestId);
    expect(d.status).toBe('in_progress');
    expect(d.timeline.map((s) => [s.key, s.label, s.done])).toEqual([
      ['submitted', 'Submitted', true],
      ['analysed', 'Analysed', true],
      ['under_review', 'Under expert review', true],
      ['report_ready', 'Report ready', false],
    ]);
    expect(new Date(d.expected_by).getTime() - new Date(d.created_at).getTime()).toBe(
      TURNAROUND_HOURS * 3_600_000,
    );
    expect(d.documents.map((x) => x.title)).toEqual([
      'lease.pdf',
      'recon-2023.pdf',
      'recon-2024.pdf',
      'bill.pdf',
    ]);
    expect(d.report).toBeNull();
    expect(d.failure).toBeNull();
  });

  it('once published: the reviewed report with total, deadline, findings, evidence, what to ask for', async () => {
    const { requestId, publication } = await publishedRequest();
    const d = await detail(requestId);
    expect(d.status).toBe('completed');
    expect(d.timeline.at(-1)).toMatchObject({ key: 'report_ready', done: true, at: publication.created_at });
    expect(d.report).toMatchObject({
      total_cents: 470_594 + 200_000,
      deadline: { date: '2025-06-03' },
      review: { confirmed: 1, adjusted: 1, removed: 0, added: 0 },
      published_at: publication.created_at,
      download_url: `/api/analysis-requests/${requestId}/report`,
    });
    expect(d.report!.review.line).toBe('Reviewed by an expert: 1 confirmed, 1 adjusted, 0 removed, 0 added');
    expect(typeof d.report!.deadline!.days_left).toBe('number');
    const adjusted = d.report!.findings.find((f) => f.id === 'f2')!;
    expect(adjusted.amount_cents).toBe(200_000);
    expect(adjusted.calculation.at(-1)).toContain('cap applies to 2024 only');
    expect(adjusted.evidence.length).toBeGreaterThan(0);
    expect(adjusted.recommendation.length).toBeGreaterThan(0);
  });

  it('shows the review as published: a decision changed afterwards waits for the next publication', async () => {
    const { requestId } = await publishedRequest();
    const change = await assistant.client.request(
      'PUT',
      `/api/assistant/requests/${requestId}/findings/f1/decision`,
      { action: 'reject', reason: 'the share matches the lease after all' },
    );
    expect(change.status).toBe(200);
    const before = await detail(requestId);
    expect(before.report).toMatchObject({
      total_cents: 470_594 + 200_000,
      review: { confirmed: 1, adjusted: 1, removed: 0, added: 0 },
    });
    expect(before.report!.findings.map((f) => f.id)).toContain('f1');

    const again = await assistant.client.post(`/api/assistant/requests/${requestId}/publish`, {
      source: 'generated',
    });
    expect(again.status).toBe(201);
    const after = await detail(requestId);
    expect(after.report).toMatchObject({
      total_cents: 200_000,
      review: { confirmed: 0, adjusted: 1, removed: 1, added: 0 },
    });
    expect(after.report!.findings.map((f) => f.id)).not.toContain('f1');
  });

  it('a failed request says why and which document to replace', async () => {
    const { requestId } = await insertFailedRequest(t.services, customer.userId);
    const d = await detail(requestId);
    expect(d.status).toBe('failed');
    expect(d.failure).toMatchObject({ document: { title: 'recon-2024.pdf' }, can_retry: true });
    expect(d.failure!.reason).toContain('password-protected');
    expect(d.failure!.reason).toContain('Your credit has been returned.');
    expect(d.report).toBeNull();
  });

  it('is the owner’s only: another customer, an assistant and an admin get 404, anonymous 401', async () => {
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    const admin = await t.newUser({ role: 'admin' });
    for (const who of [other, assistant, admin]) {
      expect((await who.client.get(`/api/analysis-requests/${requestId}`)).status).toBe(404);
    }
    expect((await t.client().get(`/api/analysis-requests/${requestId}`)).status).toBe(401);
    expect((await customer.client.get('/api/analysis-requests/not-a-uuid')).status).toBe(404);
  });
});

describe('GET /api/analysis-requests/:requestId/report (spec 7 order)', () => {
  const download = (requestId: string) => customer.client.get(`/api/analysis-requests/${requestId}/report`);
  const finish = (requestId: string, set: Partial<typeof documents.$inferInsert>) =>
    t.services.db
      .update(documents)
      .set({ vaDesignStatus: 'completed', ...set })
      .where(eq(documents.requestId, requestId));

  it('not finished: No report content available', async () => {
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    const res = await download(requestId);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'No report content available',
    );
  });

  it('the enhanced PDF first', async () => {
    const { requestId, publication } = await publishedRequest();
    const res = await download(requestId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Analysis Report - lease.pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(publication.size_bytes);
  });

  it('else the generated report PDF (analysis bucket)', async () => {
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    const generated = Buffer.from('%PDF-1.7 generated report');
    const key = `${customer.userId}/${requestId}.pdf`;
    await t.services.blobs.put('analysis', key, Readable.from([generated]));
    await finish(requestId, { analysisFilePath: key });
    const res = await download(requestId);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(generated);
  });

  it('else the text, else No report content available', async () => {
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    await finish(requestId, { analysisFilePath: `${customer.userId}/missing.pdf` });
    const res = await download(requestId);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('CAM audit:');

    await finish(requestId, { analysisResult: { findings: [] } });
    const none = await download(requestId);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe(
      'No report content available',
    );
  });
});

describe('POST /api/analysis-requests/:requestId/retry', () => {
  const replacement = () => {
    const fd = new FormData();
    fd.append(
      'file',
      new File([readFileSync(path.join(SAMPLES, 'recon-2024.pdf'))], 'recon-2024 unlocked.pdf', {
        type: 'application/pdf',
      }),
    );
    return fd;
  };
  const retry = (requestId: string, who = customer) =>
    who.client.send('POST', `/api/analysis-requests/${requestId}/retry`, replacement());

  it('replaces the document, re-queues the request and takes the returned credit back once', async () => {
    const { requestId, documentIds } = await insertFailedRequest(t.services, customer.userId);
    const before = await creditsOf(customer.userId);
    const [old] = await t.services.db.select().from(documents).where(eq(documents.id, documentIds[2]!));

    const res = await retry(requestId);
    expect(res.status).toBe(202);
    expect((await res.json()) as RetryResponse).toMatchObject({ status: 'pending', credit_used: true });
    expect(await creditsOf(customer.userId)).toBe(before - 1);
    const [doc] = await t.services.db.select().from(documents).where(eq(documents.id, documentIds[2]!));
    expect(doc!.title).toBe('recon-2024 unlocked.pdf');
    expect(doc!.filePath).not.toBe(old!.filePath);
    expect(await t.services.blobs.exists('documents', old!.filePath)).toBe(false);
    const [entry] = await t.services.db
      .select()
      .from(analysisQueue)
      .where(eq(analysisQueue.requestId, requestId));
    expect(entry!.status).not.toBe('failed');
    expect(entry!.creditRefundedAt).toBeNull();

    // The double submit: the request is no longer failed, nothing is charged or replaced.
    const again = await retry(requestId);
    expect(again.status).toBe(409);
    expect(await creditsOf(customer.userId)).toBe(before - 1);
  });

  it('answers 402 when the returned credit was spent elsewhere, and changes nothing', async () => {
    const { requestId } = await insertFailedRequest(t.services, other.userId);
    await t.services.db.update(profiles).set({ credits: 0 }).where(eq(profiles.id, other.userId));
    const res = await retry(requestId, other);
    expect(res.status).toBe(402);
    const [entry] = await t.services.db
      .select()
      .from(analysisQueue)
      .where(eq(analysisQueue.requestId, requestId));
    expect(entry!.status).toBe('failed');
  });

  it('is the owner’s only (404) and only for a failed request (409)', async () => {
    const failed = await insertFailedRequest(t.services, customer.userId);
    expect((await retry(failed.requestId, other)).status).toBe(404);
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    expect((await retry(requestId)).status).toBe(409);
  });
});
