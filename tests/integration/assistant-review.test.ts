import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, reviewDecisions } from '../../src/server/db/schema';
import type {
  AssistantRequestDetail,
  AssistantRequestList,
  DecisionResult,
} from '../../src/shared/contracts/review';
import { insertAnalysedRequest, SAMPLE_01_AUDIT } from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * The assistant workspace through the real HTTP app (issue 12): the review list, a
 * request's detail, and the finding-by-finding review with its audit-log rows.
 */

let t: TestApp;
let ann: SignedInClient; // assistant
let bob: SignedInClient; // a second assistant
let olga: SignedInClient; // customer
let pete: SignedInClient; // another customer
let oldRequest: string; // olga's, completed
let failedRequest: string; // olga's, failed
let newRequest: string; // pete's, completed, newest
let busyRequest: string; // pete's, still processing

const [F1, F2] = SAMPLE_01_AUDIT.findings as [
  (typeof SAMPLE_01_AUDIT.findings)[0],
  (typeof SAMPLE_01_AUDIT.findings)[0],
];

async function rename(user: SignedInClient, first: string, last: string) {
  const res = await user.client.patch('/api/profile', { first_name: first, last_name: last });
  expect(res.status).toBe(200);
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const detailOf = async (user: SignedInClient, requestId: string) =>
  json<AssistantRequestDetail>(await user.client.get(`/api/assistant/requests/${requestId}`));
const decide = (user: SignedInClient, requestId: string, findingId: string, body: unknown) =>
  user.client.request('PUT', `/api/assistant/requests/${requestId}/findings/${findingId}/decision`, body);
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await startTestApp();
  ann = await t.newUser({ role: 'assistant' });
  bob = await t.newUser({ role: 'assistant' });
  olga = await t.newUser();
  pete = await t.newUser();
  await rename(ann, 'Ann', 'Reviewer');
  await rename(bob, 'Bob', 'Checker');
  await rename(olga, 'Olga', 'Tenant');
  await rename(pete, 'Pete', 'Baker');
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString();
  oldRequest = (
    await insertAnalysedRequest(t.services, olga.userId, { createdAt: at(0), planType: 'premium' })
  ).requestId;
  failedRequest = (
    await insertAnalysedRequest(t.services, olga.userId, {
      createdAt: at(10),
      status: 'failed',
      error:
        'recon-2024.pdf is password-protected: upload it without the password. Your credit has been returned.',
    })
  ).requestId;
  newRequest = (await insertAnalysedRequest(t.services, pete.userId, { createdAt: at(20), comments: null }))
    .requestId;
  busyRequest = (
    await insertAnalysedRequest(t.services, pete.userId, { createdAt: at(30), status: 'processing' })
  ).requestId;
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

describe('the review list', () => {
  it('lists finished requests newest first, with customer, tier, totals and progress', async () => {
    const list = await json<AssistantRequestList>(await ann.client.get('/api/assistant/requests'));
    expect(list.requests.map((r) => r.request_id)).toEqual([newRequest, failedRequest, oldRequest]);
    expect(list.total).toBe(3);
    const old = list.requests[2]!;
    expect(old).toMatchObject({
      customer: { id: olga.userId, name: 'Olga Tenant', email: olga.email },
      plan_tier: 'premium',
      status: 'in_progress',
      analysis_status: 'completed',
      va_design_status: 'pending',
      document_count: 4,
      overcharge_cents: SAMPLE_01_AUDIT.totals.overchargeCents,
      findings_count: SAMPLE_01_AUDIT.findings.length,
      review_progress: { decided: 0, total: SAMPLE_01_AUDIT.findings.length, added: 0 },
    });
    const failed = list.requests[1]!;
    expect(failed).toMatchObject({ status: 'failed', analysis_status: 'failed', overcharge_cents: null });
  });

  it('searches by e-mail, name or request id, partially and in any case', async () => {
    const search = async (q: string) =>
      (
        await json<AssistantRequestList>(
          await ann.client.get(`/api/assistant/requests?q=${encodeURIComponent(q)}`),
        )
      ).requests.map((r) => r.request_id);
    expect(await search(olga.email.slice(0, 12).toUpperCase())).toEqual([failedRequest, oldRequest]);
    expect(await search('olga tEN')).toEqual([failedRequest, oldRequest]);
    expect(await search('baker')).toEqual([newRequest]);
    expect(await search(newRequest.slice(0, 8).toUpperCase())).toEqual([newRequest]);
    expect(await search('nobody-like-this')).toEqual([]);
    // LIKE wildcards are matched literally.
    expect(await search('%')).toEqual([]);
  });

  it('pages with a cursor and refuses a bad limit', async () => {
    const first = await json<AssistantRequestList>(await ann.client.get('/api/assistant/requests?limit=2'));
    expect(first.requests.map((r) => r.request_id)).toEqual([newRequest, failedRequest]);
    expect(first.next_cursor).toBeTruthy();
    const second = await json<AssistantRequestList>(
      await ann.client.get(`/api/assistant/requests?limit=2&cursor=${first.next_cursor}`),
    );
    expect(second.requests.map((r) => r.request_id)).toEqual([oldRequest]);
    expect(second.next_cursor).toBeNull();
    const bad = await ann.client.get('/api/assistant/requests?limit=0');
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe('limit must be a whole number from 1 to 200');
  });
});

describe('the detail', () => {
  it('shows the customer, documents, every finding with its evidence, the deadlines and the review so far', async () => {
    const d = await detailOf(ann, oldRequest);
    expect(d.customer.name).toBe('Olga Tenant');
    expect(d.plan_tier).toBe('premium');
    expect(d.comments).toBe('Please check the 2023 share.');
    expect(d.documents.map((doc) => [doc.title, doc.page_count])).toEqual([
      ['lease.pdf', 9],
      ['recon-2023.pdf', 2],
      ['recon-2024.pdf', 1],
      ['bill.pdf', 1],
    ]);
    expect(d.audit!.findings.map((f) => [f.id, f.amount_cents, f.decision])).toEqual([
      [F1.id, F1.amountCents, null],
      [F2.id, F2.amountCents, null],
    ]);
    expect(d.audit!.findings[0]!.evidence[0]).toEqual(F1.evidence[0]);
    expect(d.audit!.findings[0]!.calculation).toEqual(F1.calculation);
    expect(d.audit!.deadlines).toEqual(SAMPLE_01_AUDIT.deadlines);
    expect(d.audit!.totals.overcharge_cents).toBe(SAMPLE_01_AUDIT.totals.overchargeCents);
    expect(d.report_text).toMatch(/^CAM audit: 2 overcharge\(s\)/);
    expect(d.reviewed!.summary).toEqual({ confirmed: 0, adjusted: 0, removed: 0, added: 0, pending: 2 });
    expect(d.analysis_error).toBeNull();
    expect(d.publications).toEqual([]);
    expect(d.rule_ids).toContain('PRO_RATA_SHARE');
  });

  it('opens a document inline in the browser (for #page=N), keeping the security headers', async () => {
    const d = await detailOf(ann, oldRequest);
    const res = await ann.client.get(d.documents[1]!.view_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="recon-2023.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const download = await ann.client.get(d.documents[1]!.download_url);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('a failed request has no audit and says why; its documents can still be read', async () => {
    const d = await detailOf(ann, failedRequest);
    expect(d.analysis_status).toBe('failed');
    expect(d.audit).toBeNull();
    expect(d.reviewed).toBeNull();
    expect(d.analysis_error).toContain('password-protected');
    expect((await ann.client.get(d.documents[0]!.view_url)).status).toBe(200);
  });

  it('a published request shows as completed, with its publications and who published them', async () => {
    const { requestId } = await insertAnalysedRequest(t.services, pete.userId, {
      createdAt: new Date(Date.UTC(2026, 9, 1)).toISOString(),
      publishedBy: ann.userId,
      storeFiles: false,
    });
    const d = await detailOf(bob, requestId);
    expect(d).toMatchObject({ status: 'completed', va_design_status: 'completed' });
    expect(d.publications).toMatchObject([
      { version: 1, source: 'generated', published_by: { name: 'Ann Reviewer' } },
    ]);
    const list = await json<AssistantRequestList>(
      await bob.client.get(`/api/assistant/requests?q=${requestId}`),
    );
    expect(list.requests[0]).toMatchObject({ status: 'completed', va_design_status: 'completed' });
  });

  it('answers 404 for an unknown request and 409 for one still being analysed', async () => {
    const unknown = await ann.client.get('/api/assistant/requests/00000000-0000-4000-8000-000000000009');
    expect(unknown.status).toBe(404);
    expect((await ann.client.get('/api/assistant/requests/not-a-uuid')).status).toBe(404);
    const busy = await ann.client.get(`/api/assistant/requests/${busyRequest}`);
    expect(busy.status).toBe(409);
    expect(await errorOf(busy)).toBe('The automated analysis of this request has not finished yet.');
  });
});

describe('deciding, finding by finding', () => {
  it('refuses invalid decisions with messages a reviewer can act on', async () => {
    const cases: [unknown, string][] = [
      [{ action: 'adjust', amount_cents: 100 }, 'A reason is required to adjust a finding.'],
      [{ action: 'adjust', reason: 'x' }, 'Enter the adjusted amount.'],
      [{ action: 'adjust', amount_cents: -5, reason: 'x' }, 'amount_cents cannot be negative.'],
      [
        { action: 'adjust', amount_cents: 10.5, reason: 'x' },
        'amount_cents must be a whole number of cents.',
      ],
      [{ action: 'reject' }, 'A reason is required to reject a finding.'],
      [{ action: 'reject', reason: '   ' }, 'A reason is required to reject a finding.'],
      [{ action: 'confirm', amount_cents: 5 }, 'Only an adjustment has an amount.'],
      [{ action: 'approve' }, 'action must be confirm, adjust or reject.'],
      [
        { action: 'adjust', amount_cents: F1.amountCents, reason: 'same' },
        "The adjusted amount is the engine's own amount: confirm the finding instead, or enter a different amount.",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await decide(ann, oldRequest, F1.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
    const none = await t.services.db
      .select()
      .from(reviewDecisions)
      .where(eq(reviewDecisions.requestId, oldRequest));
    expect(none).toEqual([]);
  });

  it('404 for a finding not in the audit; 409 for a request without a completed analysis', async () => {
    const missing = await decide(ann, oldRequest, 'f99', { action: 'confirm' });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe("Finding not found in this request's audit");
    const failed = await decide(ann, failedRequest, 'f1', { action: 'confirm' });
    expect(failed.status).toBe(409);
    expect(await errorOf(failed)).toMatch(/^This request has no completed analysis to review/);
    expect((await decide(ann, busyRequest, 'f1', { action: 'confirm' })).status).toBe(409);
  });

  it('confirms and adjusts, storing the row the engine metric reads, and logs each change', async () => {
    const confirmed = await json<DecisionResult>(await decide(ann, oldRequest, F1.id, { action: 'confirm' }));
    expect(confirmed.decision).toMatchObject({
      finding_id: F1.id,
      action: 'confirm',
      rule: F1.rule,
      original_amount_cents: F1.amountCents,
      amount_cents: null,
      reviewer: { id: ann.userId },
    });
    const adjusted = await json<DecisionResult>(
      await decide(ann, oldRequest, F2.id, {
        action: 'adjust',
        amount_cents: 100_000,
        reason: 'Cap is 5% of CAM',
      }),
    );
    expect(adjusted.decision).toMatchObject({
      action: 'adjust',
      amount_cents: 100_000,
      reason: 'Cap is 5% of CAM',
    });
    expect(adjusted.reviewed.summary).toEqual({
      confirmed: 1,
      adjusted: 1,
      removed: 0,
      added: 0,
      pending: 0,
    });
    expect(adjusted.reviewed.totals.overcharge_cents).toBe(F1.amountCents + 100_000);
    expect(adjusted.reviewed.findings[1]!.calculation.at(-1)).toBe(
      `Expert review: adjusted from $${(F2.amountCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} to $1,000.00: Cap is 5% of CAM`,
    );

    const rows = await t.services.db
      .select()
      .from(reviewDecisions)
      .where(eq(reviewDecisions.requestId, oldRequest))
      .orderBy(asc(reviewDecisions.findingId));
    expect(
      rows.map((r) => [r.findingId, r.action, r.rule, r.originalAmountCents, r.amountCents, r.reviewerId]),
    ).toEqual([
      [F1.id, 'confirm', F1.rule, F1.amountCents, null, ann.userId],
      [F2.id, 'adjust', F2.rule, F2.amountCents, 100_000, ann.userId],
    ]);
    const logs = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, oldRequest), eq(auditLog.action, 'review.decide')))
      .orderBy(asc(auditLog.createdAt));
    expect(logs).toHaveLength(2);
    expect(logs[1]).toMatchObject({ actorUserId: ann.userId, targetType: 'analysis_request' });
    expect(logs[1]!.details).toMatchObject({
      finding_id: F2.id,
      before: null,
      after: { action: 'adjust', amount_cents: 100_000, reviewer_id: ann.userId },
    });
  });

  it('a second assistant sees the same state; the last write wins and says who', async () => {
    const seen = await detailOf(bob, oldRequest);
    expect(seen.audit!.findings.map((f) => [f.decision?.action, f.decision?.reviewer?.name])).toEqual([
      ['confirm', 'Ann Reviewer'],
      ['adjust', 'Ann Reviewer'],
    ]);
    const list = await json<AssistantRequestList>(
      await bob.client.get(`/api/assistant/requests?q=${oldRequest}`),
    );
    expect(list.requests[0]!.review_progress).toEqual({ decided: 2, total: 2, added: 0 });

    const rejected = await json<DecisionResult>(
      await decide(bob, oldRequest, F1.id, {
        action: 'reject',
        reason: 'The share is right per the 2023 re-measure',
      }),
    );
    expect(rejected.decision!.reviewer!.id).toBe(bob.userId);
    const after = await detailOf(ann, oldRequest);
    expect(after.audit!.findings[0]!.decision).toMatchObject({
      action: 'reject',
      reviewer: { name: 'Bob Checker' },
    });
    expect(after.reviewed!.summary).toMatchObject({ confirmed: 0, adjusted: 1, removed: 1 });
    const [log] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, oldRequest), eq(auditLog.actorUserId, bob.userId)));
    expect(log!.details).toMatchObject({
      finding_id: F1.id,
      before: { action: 'confirm', reviewer_id: ann.userId },
      after: { action: 'reject', reviewer_id: bob.userId },
    });
  });

  it('undoes a decision: the finding is pending again, and the undo is logged', async () => {
    const res = await ann.client.request(
      'DELETE',
      `/api/assistant/requests/${oldRequest}/findings/${F1.id}/decision`,
    );
    const undone = await json<DecisionResult>(res);
    expect(undone.decision).toBeNull();
    expect(undone.reviewed.summary).toMatchObject({ pending: 1, removed: 0 });
    expect((await detailOf(bob, oldRequest)).audit!.findings[0]!.decision).toBeNull();
    const logs = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, oldRequest), eq(auditLog.action, 'review.undo')));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.details).toMatchObject({ finding_id: F1.id, before: { action: 'reject' }, after: null });
    // Undoing again changes nothing and logs nothing.
    await json<DecisionResult>(
      await ann.client.request('DELETE', `/api/assistant/requests/${oldRequest}/findings/${F1.id}/decision`),
    );
    const again = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, oldRequest), eq(auditLog.action, 'review.undo')));
    expect(again).toHaveLength(1);
  });
});

describe('adding a finding the engine missed', () => {
  const added = {
    rule: 'EXCLUDED_EXPENSE',
    year: 2024,
    amount_cents: 25_000,
    title: 'Holiday decorations billed as CAM',
    explanation: 'The lease excludes decorations from operating expenses.',
    evidence: { file: 'recon-2024.pdf', page: 1, quote: 'Holiday decorations 2,500.00' },
    reason: 'Missed by the engine',
  };
  const post = (body: unknown) =>
    ann.client.post(`/api/assistant/requests/${newRequest}/added-findings`, body);

  it('refuses evidence off the documents, a page past the end, an unknown rule and missing fields', async () => {
    const cases: [unknown, string][] = [
      [
        { ...added, evidence: { ...added.evidence, file: 'other.pdf' } },
        "The evidence must be on one of this request's documents: lease.pdf, recon-2023.pdf, recon-2024.pdf, bill.pdf.",
      ],
      [
        { ...added, evidence: { ...added.evidence, page: 2 } },
        'recon-2024.pdf has 1 page: the page must be from 1 to 1.',
      ],
      [{ ...added, evidence: { ...added.evidence, page: 0 } }, 'The page must be a whole number from 1.'],
      [{ ...added, evidence: { ...added.evidence, quote: ' ' } }, 'Enter the evidence quote.'],
      [{ ...added, rule: 'MADE_UP' }, "Unknown rule MADE_UP: choose one of the engine's rules."],
      [{ ...added, reason: '' }, 'A reason is required to add a finding.'],
      [{ ...added, title: '' }, 'Enter a title.'],
      [{ ...added, amount_cents: -1 }, 'amount_cents cannot be negative.'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toBe(message);
    }
  });

  it('adds, edits and removes an added finding, each logged; the totals follow', async () => {
    const created = await json<DecisionResult>(await post(added), 201);
    const id = created.decision!.id;
    expect(created.decision).toMatchObject({
      finding_id: null,
      action: 'add',
      rule: 'EXCLUDED_EXPENSE',
      amount_cents: 25_000,
      evidence: added.evidence,
      reviewer: { id: ann.userId },
    });
    expect(created.reviewed.summary.added).toBe(1);
    expect(created.reviewed.totals.overcharge_cents).toBe(SAMPLE_01_AUDIT.totals.overchargeCents + 25_000);
    expect(created.reviewed.findings.at(-1)).toMatchObject({
      id: 'x1',
      title: added.title,
      amount_cents: 25_000,
    });

    const seen = await detailOf(bob, newRequest);
    expect(seen.added_findings.map((a) => [a.id, a.reviewer?.name])).toEqual([[id, 'Ann Reviewer']]);

    const badPatch = await ann.client.patch(`/api/assistant/requests/${newRequest}/added-findings/${id}`, {
      evidence: { file: 'lease.pdf', page: 10, quote: 'x' },
    });
    expect(badPatch.status).toBe(400);
    expect(await errorOf(badPatch)).toBe('lease.pdf has 9 pages: the page must be from 1 to 9.');
    const patched = await json<DecisionResult>(
      await bob.client.patch(`/api/assistant/requests/${newRequest}/added-findings/${id}`, {
        amount_cents: 30_000,
      }),
    );
    expect(patched.decision).toMatchObject({
      amount_cents: 30_000,
      title: added.title,
      reviewer: { id: bob.userId },
    });

    const removed = await json<DecisionResult>(
      await ann.client.request('DELETE', `/api/assistant/requests/${newRequest}/added-findings/${id}`),
    );
    expect(removed.reviewed.summary.added).toBe(0);
    expect(
      (await ann.client.request('DELETE', `/api/assistant/requests/${newRequest}/added-findings/${id}`))
        .status,
    ).toBe(404);
    const logs = await t.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, newRequest))
      .orderBy(asc(auditLog.createdAt));
    expect(logs.map((l) => l.action)).toEqual(['review.add', 'review.edit_added', 'review.remove_added']);
  });

  it("an added finding's id is only found under its own request", async () => {
    const created = await json<DecisionResult>(await post(added), 201);
    const elsewhere = await ann.client.patch(
      `/api/assistant/requests/${oldRequest}/added-findings/${created.decision!.id}`,
      { amount_cents: 1 },
    );
    expect(elsewhere.status).toBe(404);
    expect(await errorOf(elsewhere)).toBe('Added finding not found');
  });
});
