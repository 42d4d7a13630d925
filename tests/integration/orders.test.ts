import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAnalysisFailed } from '../../src/server/analysis/run-analysis';
import { analysisQueue, orders, profiles } from '../../src/server/db/schema';
import {
  type CheckoutStatus,
  type Conversion,
  checkoutStatusSchema,
  conversionSchema,
  orderListSchema,
} from '../../src/shared/contracts/billing';
import {
  insertAnalysedRequest,
  seedAdminRequest,
  seedPaidOrder,
  seedReportPublication,
} from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';
import { submit, uploadPacket } from '../support/wizard-packet';

/**
 * The customer's orders (issue 13, spec 2.10 and 2.15): own orders only, newest first, with
 * progress derived from the request the credit paid for; the checkout status page's poll;
 * the conversion claimed once; credits spent oldest order first (decision 0042).
 * ANALYSIS_WORKER=off keeps submitted requests pending.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ANALYSIS_WORKER: 'off' });
});
afterAll(async () => {
  await t.stop();
});

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
const orderOf = async (id: string) =>
  (await t.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function listOrders(u: SignedInClient) {
  const res = await u.client.get('/api/orders');
  expect(res.status).toBe(200);
  return orderListSchema.parse(await res.json()).orders;
}

describe('GET /api/orders', () => {
  it("lists only the caller's own orders, newest first", async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const older = await seedPaidOrder(t.services.db, a.userId, { createdAt: day(1) });
    const newer = await seedPaidOrder(t.services.db, a.userId, { createdAt: day(3), plan: 'premium' });
    const others = await seedPaidOrder(t.services.db, b.userId, { createdAt: day(2) });

    const mine = await listOrders(a);
    expect(mine.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(mine[0]).toMatchObject({
      plan: 'premium',
      status: 'completed',
      amount_cents: 39_700,
      refunded_cents: 0,
    });
    expect((await listOrders(b)).map((o) => o.id)).toEqual([others.id]);
    expect(await listOrders(await t.newUser())).toEqual([]);
  });

  it('derives automation and expert-review status from the request the credit paid for', async () => {
    const u = await t.newUser();
    const unused = await seedPaidOrder(t.services.db, u.userId, { createdAt: day(1) });
    const running = await seedAdminRequest(t.services.db, u.userId, {
      submittedAt: day(2),
      documents: [{ analysisStatus: 'processing' }],
    });
    await t.services.db
      .update(analysisQueue)
      .set({ status: 'processing' })
      .where(eq(analysisQueue.requestId, running));
    const inProgress = await seedPaidOrder(t.services.db, u.userId, {
      createdAt: day(2),
      requestId: running,
    });
    const done = await seedAdminRequest(t.services.db, u.userId, {
      submittedAt: day(3),
      documents: [{ analysisStatus: 'completed' }],
    });
    await t.services.db
      .update(analysisQueue)
      .set({ status: 'completed' })
      .where(eq(analysisQueue.requestId, done));
    const analysed = await seedPaidOrder(t.services.db, u.userId, { createdAt: day(3), requestId: done });

    const before = new Map((await listOrders(u)).map((o) => [o.id, o]));
    expect(before.get(unused.id)).toMatchObject({
      automation_status: 'pending',
      va_design_status: 'pending',
    });
    expect(before.get(inProgress.id)).toMatchObject({
      automation_status: 'processing',
      va_design_status: 'pending',
    });
    expect(before.get(analysed.id)).toMatchObject({
      automation_status: 'completed',
      va_design_status: 'pending',
    });

    await seedReportPublication(t.services.db, done, day(4));
    const after = new Map((await listOrders(u)).map((o) => [o.id, o]));
    expect(after.get(analysed.id)).toMatchObject({
      automation_status: 'completed',
      va_design_status: 'completed',
    });

    const admin = await t.newUser({ role: 'admin' });
    const res = await admin.client.get('/api/admin/orders?limit=200');
    const listed = (
      (await res.json()) as { orders: { id: string; va_design_status: string; request_id: string }[] }
    ).orders;
    expect(listed.find((o) => o.id === analysed.id)).toMatchObject({
      va_design_status: 'completed',
      request_id: done,
    });
  });
});

describe('GET /api/checkout/sessions/:sessionId', () => {
  async function statusOf(u: SignedInClient, sessionId: string): Promise<CheckoutStatus> {
    const res = await u.client.get(`/api/checkout/sessions/${sessionId}`);
    expect(res.status).toBe(200);
    return checkoutStatusSchema.parse(await res.json());
  }

  it("shows the caller's fulfilled order with the credits now on the account", async () => {
    const u = await t.newUser();
    const order = await seedPaidOrder(t.services.db, u.userId, { plan: 'premium', credit: true });
    const status = await statusOf(u, order.checkoutSessionId!);
    expect(status).toMatchObject({ state: 'fulfilled', credits: 1, subscription_tier: 'premium' });
    expect(status.order?.id).toBe(order.id);
  });

  it('is waiting before the webhook, processing for a delayed payment, failed for a failed one', async () => {
    const u = await t.newUser();
    expect(await statusOf(u, 'cs_test_not_yet')).toEqual({
      state: 'waiting',
      order: null,
      credits: 0,
      subscription_tier: null,
    });
    const delayed = await seedPaidOrder(t.services.db, u.userId, { status: 'processing' });
    expect((await statusOf(u, delayed.checkoutSessionId!)).state).toBe('processing');
    const failed = await seedPaidOrder(t.services.db, u.userId, { status: 'failed' });
    expect((await statusOf(u, failed.checkoutSessionId!)).state).toBe('failed');
  });

  it("never shows another user's order: their session id looks like one not paid yet", async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    const order = await seedPaidOrder(t.services.db, owner.userId, { credit: true });
    expect(await statusOf(other, order.checkoutSessionId!)).toEqual({
      state: 'waiting',
      order: null,
      credits: 0,
      subscription_tier: null,
    });
    expect((await t.client().get(`/api/checkout/sessions/${order.checkoutSessionId}`)).status).toBe(401);
  });
});

describe('POST /api/orders/:id/conversion', () => {
  const claim = (u: SignedInClient, id: string) => u.client.post(`/api/orders/${id}/conversion`);

  it('reports the purchase once, in dollars, then never again', async () => {
    const u = await t.newUser();
    const order = await seedPaidOrder(t.services.db, u.userId, { plan: 'basic' });
    const first = await claim(u, order.id);
    expect(first.status).toBe(200);
    expect(conversionSchema.parse(await first.json())).toEqual({
      report: true,
      transaction_id: order.id,
      value: 197,
      currency: 'USD',
      plan: 'basic',
    });
    const again = conversionSchema.parse(await (await claim(u, order.id)).json());
    expect(again).toMatchObject({ report: false, transaction_id: order.id, value: 197 });
    expect((await orderOf(order.id)).conversionReportedAt).not.toBeNull();
  });

  it('concurrent claims (two tabs reloading) report exactly once', async () => {
    const u = await t.newUser();
    const order = await seedPaidOrder(t.services.db, u.userId, { plan: 'premium' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(u, order.id)));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Conversion[];
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(bodies.filter((b) => b.report)).toHaveLength(1);
    expect(bodies.every((b) => b.value === 397)).toBe(true);
  });

  it("answers 404 for another user's, an unknown or an unpaid order", async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    const order = await seedPaidOrder(t.services.db, owner.userId);
    const unpaid = await seedPaidOrder(t.services.db, owner.userId, { status: 'processing' });
    expect((await claim(other, order.id)).status).toBe(404);
    expect((await claim(owner, 'ord_does_not_exist')).status).toBe(404);
    expect((await claim(owner, 'not an id!')).status).toBe(404);
    expect((await claim(owner, unpaid.id)).status).toBe(404);
    // The other user's probe did not use up the owner's report.
    expect((await orderOf(order.id)).conversionReportedAt).toBeNull();
    expect(((await (await claim(owner, order.id)).json()) as Conversion).report).toBe(true);
  });
});

describe('credit attribution (decision 0042)', () => {
  it("a submission spends the oldest paid order's credit; the next one the next order", async () => {
    const u = await t.newUser();
    const oldest = await seedPaidOrder(t.services.db, u.userId, { createdAt: day(1), credit: true });
    const newest = await seedPaidOrder(t.services.db, u.userId, { createdAt: day(5), credit: true });
    const middle = await seedPaidOrder(t.services.db, u.userId, { createdAt: day(3), credit: true });
    const refunded = await seedPaidOrder(t.services.db, u.userId, { createdAt: day(0), status: 'refunded' });

    const first = await uploadPacket(u);
    expect((await submit(u, first)).status).toBe(201);
    expect((await orderOf(oldest.id)).requestId).toBe(first);
    expect((await orderOf(middle.id)).requestId).toBeNull();
    expect((await orderOf(refunded.id)).requestId).toBeNull();

    const second = await uploadPacket(u);
    expect((await submit(u, second)).status).toBe(201);
    expect((await orderOf(middle.id)).requestId).toBe(second);
    expect((await orderOf(newest.id)).requestId).toBeNull();
  });

  it('a credit granted by an admin (no order) is spent with nothing attributed', async () => {
    const u = await t.newUser({ credits: 1 });
    const requestId = await uploadPacket(u);
    expect((await submit(u, requestId)).status).toBe(201);
    const attributed = await t.services.db.select().from(orders).where(eq(orders.requestId, requestId));
    expect(attributed).toEqual([]);
  });

  it('a failed analysis gives the credit back and frees its order for the next request', async () => {
    const u = await t.newUser();
    const made = await insertAnalysedRequest(t.services, u.userId, {
      status: 'processing',
      storeFiles: false,
    });
    const order = await seedPaidOrder(t.services.db, u.userId, { requestId: made.requestId });
    expect(await markAnalysisFailed(t.services, made.requestId, 'The statement could not be read.')).toBe(
      true,
    );
    expect((await orderOf(order.id)).requestId).toBeNull();
    const [p] = await t.services.db.select().from(profiles).where(eq(profiles.id, u.userId));
    expect(p!.credits).toBe(1);
  });
});
