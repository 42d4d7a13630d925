import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisQueue, documents, profiles } from '../../src/server/db/schema';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';
import { openWizard, SAMPLES, submit, uploadPacket, uploadToWizard } from '../support/wizard-packet';

/**
 * The wizard's server side (spec 2.14, 4 "Wizard" and "Submission flow"): state saved on
 * the profile, uploads recorded per step, and the one-transaction submission.
 * ANALYSIS_WORKER=off keeps requests pending so the assertions see the submitted state.
 */

let t: TestApp;
const lease = readFileSync(path.join(SAMPLES, 'sample-01/lease.pdf'));

beforeAll(async () => {
  t = await startTestApp({ ANALYSIS_WORKER: 'off' });
});
afterAll(async () => {
  await t.stop();
});

async function customer(credits: number, tier: 'basic' | 'premium' | null = 'basic') {
  const u = await t.newUser({ credits });
  await t.services.db.update(profiles).set({ subscriptionTier: tier }).where(eq(profiles.id, u.userId));
  return u;
}
const profileOf = async (u: SignedInClient) =>
  (await t.services.db.select().from(profiles).where(eq(profiles.id, u.userId)))[0]!;
const queueOf = (requestId: string) =>
  t.services.db.select().from(analysisQueue).where(eq(analysisQueue.requestId, requestId));

describe('wizard state', () => {
  it('opens one request id per wizard session and keeps it across reads (another device resumes it)', async () => {
    const u = await customer(1);
    const first = await openWizard(u);
    expect(first.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.current_step).toBe(0);
    // A second session of the same user (new device) sees the same wizard.
    const other = t.client();
    const signIn = await other.post('/api/auth/sign-in/email', { email: u.email, password: u.password });
    expect(signIn.status).toBe(200);
    const again = (await (await other.get('/api/wizard')).json()) as { wizard: { request_id: string } };
    expect(again.wizard.request_id).toBe(first.request_id);
  });

  it('saves the current step and rejects a step outside 0-4', async () => {
    const u = await customer(1);
    const { request_id } = await openWizard(u);
    const ok = await u.client.request('PUT', '/api/wizard', { request_id, current_step: 2 });
    expect(ok.status).toBe(200);
    expect((await openWizard(u)).current_step).toBe(2);
    const bad = await u.client.request('PUT', '/api/wizard', { request_id, current_step: 5 });
    expect(bad.status).toBe(400);
  });

  it('records each upload on its step (several per step), completes steps, and removes an upload', async () => {
    const u = await customer(1);
    const { request_id } = await openWizard(u);
    for (const name of ['lease.pdf', 'amendment-1.pdf']) {
      expect((await uploadToWizard(u, request_id, 'lease_agreement', lease, name)).status).toBe(201);
    }
    const res = await uploadToWizard(u, request_id, 'reconciliation', lease, 'recon-2024.pdf');
    const { document } = (await res.json()) as { document: { id: string } };
    let body = (await (await u.client.get('/api/wizard')).json()) as {
      wizard: {
        completed_steps: number[];
        uploaded_documents: { id: string; step: number; title: string }[];
      };
    };
    expect(body.wizard.completed_steps).toEqual([0, 1]);
    expect(body.wizard.uploaded_documents.map((d) => [d.step, d.title])).toEqual([
      [0, 'lease.pdf'],
      [0, 'amendment-1.pdf'],
      [1, 'recon-2024.pdf'],
    ]);

    const del = await u.client.request('DELETE', `/api/wizard/documents/${document.id}`);
    expect(del.status).toBe(200);
    body = (await del.json()) as typeof body;
    expect(body.wizard.completed_steps).toEqual([0]);
    expect(await t.services.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
  });

  it('an upload without upload_type is refused for a wizard request', async () => {
    const u = await customer(1);
    const { request_id } = await openWizard(u);
    const fd = new FormData();
    fd.append('request_id', request_id);
    fd.append('file', new File([lease], 'lease.pdf', { type: 'application/pdf' }));
    const res = await u.client.send('POST', '/api/documents', fd);
    expect(res.status).toBe(400);
  });
});

describe('submission', () => {
  it('creates the queue entry, deducts one credit, keeps the tier while credits remain, resets the wizard', async () => {
    const u = await customer(2, 'premium');
    const requestId = await uploadPacket(u);
    const res = await submit(u, requestId, 'Please check the 2024 admin fee');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ request_id: requestId, status: 'pending' });

    const [entry] = await queueOf(requestId);
    expect(entry).toMatchObject({ userId: u.userId, planType: 'premium', status: 'pending' });
    const p = await profileOf(u);
    expect(p.credits).toBe(1);
    expect(p.subscriptionTier).toBe('premium');
    expect(p.onboardingCompleted).toBe(true);
    expect(p.wizardState).toMatchObject({ current_step: 0, completed_steps: [], uploaded_documents: [] });
    expect(p.wizardState.request_id).not.toBe(requestId);
    const docs = await t.services.db.select().from(documents).where(eq(documents.requestId, requestId));
    expect(docs).toHaveLength(4);
    for (const d of docs) {
      expect(d).toMatchObject({
        analysisStatus: 'pending',
        comments: 'Please check the 2024 admin fee',
        requiredTier: 'premium',
        clientEmail: u.email,
        category: 'upload',
      });
    }
  });

  it('clears the tier when the last credit is used', async () => {
    const u = await customer(1, 'basic');
    const requestId = await uploadPacket(u);
    expect((await submit(u, requestId)).status).toBe(201);
    const p = await profileOf(u);
    expect(p.credits).toBe(0);
    expect(p.subscriptionTier).toBeNull();
  });

  it('uses the plan type basic when the tier is missing', async () => {
    const u = await customer(1, null);
    const requestId = await uploadPacket(u);
    expect((await submit(u, requestId)).status).toBe(201);
    expect((await queueOf(requestId))[0]!.planType).toBe('basic');
  });

  it('a double click or a retried request deducts once', async () => {
    const u = await customer(3);
    const requestId = await uploadPacket(u);
    const answers = await Promise.all([submit(u, requestId), submit(u, requestId), submit(u, requestId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const retry = await submit(u, requestId);
    expect(retry.status).toBe(200);
    expect((await profileOf(u)).credits).toBe(2);
    expect(await queueOf(requestId)).toHaveLength(1);
  });

  it('with zero credits refuses (402), creates nothing and keeps the wizard', async () => {
    const u = await customer(0, null);
    const requestId = await uploadPacket(u);
    const res = await submit(u, requestId);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await queueOf(requestId)).toEqual([]);
    const p = await profileOf(u);
    expect(p.credits).toBe(0);
    expect(p.wizardState.request_id).toBe(requestId);
  });

  it('credits never go below zero: two requests racing for the last credit, one wins', async () => {
    const u = await customer(1);
    const first = await uploadPacket(u);
    // A second device cannot open a second wizard: the open request is the same one, so the
    // race is between two submits of it and of a made-up id.
    const [a, b] = await Promise.all([submit(u, first), submit(u, crypto.randomUUID())]);
    expect([a.status, b.status].sort()).toEqual([201, 404]);
    expect((await profileOf(u)).credits).toBe(0);
  });

  it('refuses a submit while a required step is empty, naming the steps', async () => {
    const u = await customer(1);
    const { request_id } = await openWizard(u);
    await uploadToWizard(u, request_id, 'lease_agreement', lease, 'lease.pdf');
    const res = await submit(u, request_id);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Please upload: Reconciliation Reports, Current Bill',
    );
    expect((await profileOf(u)).credits).toBe(1);
  });

  it("cannot submit another user's request", async () => {
    const owner = await customer(1);
    const thief = await customer(1);
    const requestId = await uploadPacket(owner);
    const res = await submit(thief, requestId);
    expect(res.status).toBe(404);
    expect((await profileOf(thief)).credits).toBe(1);
    expect(await queueOf(requestId)).toEqual([]);
  });

  it('after submit the old request takes no more uploads', async () => {
    const u = await customer(2);
    const requestId = await uploadPacket(u);
    await submit(u, requestId);
    const res = await uploadToWizard(u, requestId, 'supporting_docs', lease, 'late.pdf');
    expect(res.status).toBe(404);
  });
});

describe('requests and dashboard from real data', () => {
  it('lists the request with its documents and derived status, and counts it as pending', async () => {
    const u = await customer(1);
    const requestId = await uploadPacket(u);
    await submit(u, requestId);
    const list = (await (await u.client.get('/api/analysis-requests')).json()) as {
      requests: {
        request_id: string;
        status: string;
        document_count: number;
        title: string;
        report_ready: boolean;
      }[];
    };
    expect(list.requests).toEqual([
      expect.objectContaining({
        request_id: requestId,
        status: 'pending',
        document_count: 4,
        title: 'lease.pdf',
        report_ready: false,
      }),
    ]);
    const dash = (await (await u.client.get('/api/dashboard')).json()) as {
      counters: Record<string, number>;
    };
    expect(dash.counters).toEqual({
      totalDocuments: 4,
      analysisComplete: 0,
      inProgress: 0,
      analysisPending: 1,
    });

    // Derivation (spec 4): completed analysis without review is In Progress; with review, Completed.
    await t.services.db
      .update(documents)
      .set({ analysisStatus: 'completed' })
      .where(eq(documents.requestId, requestId));
    const mid = (await (await u.client.get('/api/dashboard')).json()) as { counters: Record<string, number> };
    expect(mid.counters).toMatchObject({ analysisComplete: 0, inProgress: 1, analysisPending: 0 });
    await t.services.db
      .update(documents)
      .set({ vaDesignStatus: 'completed', analysisResult: { report: 'Two overcharges.' } })
      .where(eq(documents.requestId, requestId));
    const done = (await (await u.client.get('/api/dashboard')).json()) as {
      counters: Record<string, number>;
    };
    expect(done.counters).toMatchObject({ analysisComplete: 1, inProgress: 0, analysisPending: 0 });

    // The finished report: no enhanced PDF yet, so the analysis text as '<title>.txt'.
    const report = await u.client.get(`/api/analysis-requests/${requestId}/report`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-disposition')).toContain('.txt');
    expect(await report.text()).toBe('Two overcharges.');
  });
});
