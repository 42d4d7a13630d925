import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, profiles } from '../../src/server/db/schema';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';

/**
 * Fulfilment only from the signed webhook (issue 13, decision 0043): the session is re-read
 * from the provider, and any number of deliveries, in any order, grant exactly once.
 */
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await startTestApp(fake.env());
});
afterAll(async () => {
  await t?.stop();
  await fake?.stop();
});

/** What Stripe does: POST the raw body with its signature; no cookie, no origin. */
function deliver(event: { payload: string; header?: string }) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (event.header !== undefined) headers['stripe-signature'] = event.header;
  return t.app.request(`${APP_URL}/api/stripe/webhook`, { method: 'POST', body: event.payload, headers });
}

/** A customer who went through POST /api/checkout; the session id Stripe made. */
async function checkoutFor(plan: 'basic' | 'premium' = 'basic', credits?: number) {
  const user = await t.newUser(credits === undefined ? {} : { credits });
  const res = await user.client.post('/api/checkout', { plan });
  expect(res.status).toBe(200);
  const { sessionId } = (await res.json()) as { sessionId: string };
  return { ...user, sessionId };
}

async function profileOf(userId: string) {
  const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, userId));
  return row!;
}
const ordersOf = (userId: string) => t.services.db.select().from(orders).where(eq(orders.userId, userId));
const eventRow = async (id: string) =>
  (await t.services.db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

describe('signature', () => {
  it('refuses a missing, forged or tampered signature and writes nothing', async () => {
    const { userId, sessionId } = await checkoutFor();
    fake.completeSession(sessionId);
    const good = fake.signedEvent('checkout.session.completed', { id: sessionId });
    const forged = fake.signedEvent(
      'checkout.session.completed',
      { id: sessionId },
      { secret: 'whsec_someone_else' },
    );
    const tampered = { payload: good.payload.replace(sessionId, `${sessionId}x`), header: good.header };
    for (const event of [
      { payload: good.payload },
      { payload: good.payload, header: 'garbage' },
      forged,
      tampered,
    ]) {
      const res = await deliver(event);
      expect(res.status).toBe(400);
    }
    expect(await eventRow(good.id)).toBeUndefined();
    expect(await eventRow(forged.id)).toBeUndefined();
    expect(await ordersOf(userId)).toEqual([]);
    expect((await profileOf(userId)).credits).toBe(0);
  });
});

describe('checkout.session.completed', () => {
  it('grants one credit, the tier and the amount, and queues one receipt', async () => {
    const { userId, email, sessionId } = await checkoutFor('basic');
    fake.completeSession(sessionId);
    const event = fake.signedEvent('checkout.session.completed', { id: sessionId });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'fulfilled' });

    const profile = await profileOf(userId);
    expect(profile.credits).toBe(1);
    expect(profile.subscriptionTier).toBe('basic');
    expect(profile.totalAmountSpentCents).toBe(19_700);
    const [order] = await ordersOf(userId);
    expect(order).toMatchObject({
      plan: 'basic',
      status: 'completed',
      amountCents: 19_700,
      currency: 'usd',
      checkoutSessionId: sessionId,
    });
    expect(order!.fulfilledAt).toBeInstanceOf(Date);
    expect(order!.paymentIntentId).toMatch(/^pi_fake_/);
    expect((await eventRow(event.id))?.outcome).toBe('fulfilled');

    const receipts = (await t.mailsTo(email)).filter((m) => m.kind === 'purchase_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain('Basic Plan');
    expect(receipts[0]!.textBody).toContain('$197.00');
    expect(receipts[0]!.textBody).toContain(`Order ID: ${order!.id.slice(0, 8)}`);
    expect(receipts[0]!.textBody).toContain('1 credit available');
    expect(receipts[0]!.textBody).toContain(`${APP_URL}/new-project`);
  });

  it('does not trust the payload: the re-read session decides', async () => {
    const { userId, sessionId } = await checkoutFor('basic');
    // The payload claims "paid"; Stripe says the session is still open and unpaid.
    const event = fake.signedEvent('checkout.session.completed', {
      id: sessionId,
      payment_status: 'paid',
      amount_total: 1,
    });
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect((await profileOf(userId)).credits).toBe(0);
    expect(await ordersOf(userId)).toEqual([]);
  });

  it('the same event delivered 10 times grants once', async () => {
    const { userId, email, sessionId } = await checkoutFor();
    fake.completeSession(sessionId);
    const event = fake.signedEvent('checkout.session.completed', { id: sessionId });
    const bodies = [];
    for (let i = 0; i < 10; i++) {
      const res = await deliver(event);
      expect(res.status).toBe(200);
      bodies.push(await res.json());
    }
    expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(9);
    expect((await profileOf(userId)).credits).toBe(1);
    expect(await ordersOf(userId)).toHaveLength(1);
    expect((await t.mailsTo(email)).filter((m) => m.kind === 'purchase_receipt')).toHaveLength(1);
  });

  it('10 concurrent deliveries of the same event grant once', async () => {
    const { userId, sessionId } = await checkoutFor();
    fake.completeSession(sessionId);
    const event = fake.signedEvent('checkout.session.completed', { id: sessionId });
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const profile = await profileOf(userId);
    expect(profile.credits).toBe(1);
    expect(profile.totalAmountSpentCents).toBe(19_700);
    expect(await ordersOf(userId)).toHaveLength(1);
  });

  it('10 concurrent distinct events for one session (completed and async_payment_succeeded) grant once', async () => {
    const { userId, email, sessionId } = await checkoutFor('premium');
    fake.completeSession(sessionId);
    const events = Array.from({ length: 10 }, (_, i) =>
      fake.signedEvent(i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed', {
        id: sessionId,
      }),
    );
    const responses = await Promise.all(events.map(deliver));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(events.map(async (e) => (await eventRow(e.id))?.outcome));
    expect(outcomes.filter((o) => o === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_fulfilled')).toHaveLength(9);
    const profile = await profileOf(userId);
    expect(profile.credits).toBe(1);
    expect(profile.subscriptionTier).toBe('premium');
    expect(profile.totalAmountSpentCents).toBe(39_700);
    expect((await t.mailsTo(email)).filter((m) => m.kind === 'purchase_receipt')).toHaveLength(1);
  });

  it('async_payment_succeeded after completed grants once', async () => {
    const { userId, sessionId } = await checkoutFor();
    fake.completeSession(sessionId);
    await deliver(fake.signedEvent('checkout.session.completed', { id: sessionId }));
    const res = await deliver(
      fake.signedEvent('checkout.session.async_payment_succeeded', { id: sessionId }),
    );
    expect(await res.json()).toEqual({ received: true, outcome: 'already_fulfilled' });
    expect((await profileOf(userId)).credits).toBe(1);
    expect(await ordersOf(userId)).toHaveLength(1);
  });
});

describe('delayed payment methods', () => {
  it('an unpaid completed session is processing, then async_payment_succeeded grants', async () => {
    const { userId, sessionId } = await checkoutFor();
    fake.completeSession(sessionId, 'unpaid');
    await deliver(fake.signedEvent('checkout.session.completed', { id: sessionId }));
    let [order] = await ordersOf(userId);
    expect(order).toMatchObject({ status: 'processing', fulfilledAt: null });
    expect((await profileOf(userId)).credits).toBe(0);

    fake.completeSession(sessionId, 'paid');
    await deliver(fake.signedEvent('checkout.session.async_payment_succeeded', { id: sessionId }));
    const all = await ordersOf(userId);
    expect(all).toHaveLength(1);
    [order] = all;
    expect(order!.status).toBe('completed');
    expect(order!.id).toBe(all[0]!.id);
    expect((await profileOf(userId)).credits).toBe(1);
  });

  it('async_payment_failed marks the order failed and grants nothing, in either order', async () => {
    const first = await checkoutFor();
    fake.completeSession(first.sessionId, 'unpaid');
    await deliver(fake.signedEvent('checkout.session.completed', { id: first.sessionId }));
    await deliver(fake.signedEvent('checkout.session.async_payment_failed', { id: first.sessionId }));
    expect((await ordersOf(first.userId))[0]?.status).toBe('failed');

    const second = await checkoutFor();
    fake.completeSession(second.sessionId, 'unpaid');
    await deliver(fake.signedEvent('checkout.session.async_payment_failed', { id: second.sessionId }));
    await deliver(fake.signedEvent('checkout.session.completed', { id: second.sessionId }));
    expect((await ordersOf(second.userId))[0]?.status).toBe('failed');
    for (const { userId } of [first, second]) expect((await profileOf(userId)).credits).toBe(0);
  });
});

describe('the grant', () => {
  it('never downgrades unused premium credit; a used-up tier follows the plan', async () => {
    const keeps = await checkoutFor('basic', 1);
    await t.services.db
      .update(profiles)
      .set({ subscriptionTier: 'premium' })
      .where(eq(profiles.id, keeps.userId));
    fake.completeSession(keeps.sessionId);
    await deliver(fake.signedEvent('checkout.session.completed', { id: keeps.sessionId }));
    expect(await profileOf(keeps.userId)).toMatchObject({ credits: 2, subscriptionTier: 'premium' });

    const fresh = await checkoutFor('basic');
    await t.services.db.update(profiles).set({ subscriptionTier: null }).where(eq(profiles.id, fresh.userId));
    fake.completeSession(fresh.sessionId);
    await deliver(fake.signedEvent('checkout.session.completed', { id: fresh.sessionId }));
    expect(await profileOf(fresh.userId)).toMatchObject({ credits: 1, subscriptionTier: 'basic' });
  });

  it('shows the credit on /api/me right after the webhook (no stale cached session)', async () => {
    const { client, sessionId } = await checkoutFor();
    const before = (await (await client.get('/api/me')).json()) as { profile: { credits: number } };
    expect(before.profile.credits).toBe(0);
    fake.completeSession(sessionId);
    await deliver(fake.signedEvent('checkout.session.completed', { id: sessionId }));
    const after = (await (await client.get('/api/me')).json()) as {
      profile: { credits: number; subscription_tier: string };
    };
    expect(after.profile).toMatchObject({ credits: 1, subscription_tier: 'basic' });
  });

  it('a session that names no customer or no plan grants nothing', async () => {
    const nobody = fake.addSession({ client_reference_id: 'no-such-user', metadata: { plan: 'basic' } });
    fake.completeSession(nobody.id);
    const event = fake.signedEvent('checkout.session.completed', { id: nobody.id });
    const res = await deliver(event);
    expect(await res.json()).toEqual({ received: true, outcome: 'unmatched' });

    const { userId } = await t.newUser();
    const noPlan = fake.addSession({ client_reference_id: userId, metadata: { plan: 'gold' } });
    fake.completeSession(noPlan.id);
    await deliver(fake.signedEvent('checkout.session.completed', { id: noPlan.id }));
    expect((await profileOf(userId)).credits).toBe(0);
    expect(await ordersOf(userId)).toEqual([]);
    const stray = await t.services.db.select().from(orders).where(eq(orders.checkoutSessionId, nobody.id));
    expect(stray).toEqual([]);
  });

  it('records and ignores event types it does not handle', async () => {
    const event = fake.signedEvent('customer.created', { id: 'cus_123' });
    const res = await deliver(event);
    expect(await res.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventRow(event.id)).toMatchObject({ type: 'customer.created', objectId: 'cus_123' });
  });

  it('answers 500 and keeps nothing when the session cannot be read (the provider retries)', async () => {
    const event = fake.signedEvent('checkout.session.completed', { id: 'cs_test_unknown' });
    const res = await deliver(event);
    expect(res.status).toBe(500);
    expect(await eventRow(event.id)).toBeUndefined();
  });
});

describe('refunds through Stripe', () => {
  it('an admin refund reaches Stripe once (idempotency key), and the signed charge.refunded takes back the unused credit', async () => {
    const { userId, email, sessionId } = await checkoutFor('basic');
    const session = fake.completeSession(sessionId);
    await deliver(fake.signedEvent('checkout.session.completed', { id: sessionId }));
    const [order] = await ordersOf(userId);
    expect((await profileOf(userId)).credits).toBe(1);

    const admin = await t.newUser({ role: 'admin' });
    const first = await admin.client.post(`/api/admin/orders/${order!.id}/refund`, { reason: 'guarantee' });
    expect(first.status).toBe(200);
    // A second click is refused before it reaches Stripe.
    expect((await admin.client.post(`/api/admin/orders/${order!.id}/refund`, {})).status).toBe(409);
    const refundCalls = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.headers['idempotency-key']).toBe(`refund-${order!.id}`);
    expect(refundCalls[0]!.params).toMatchObject({ payment_intent: session.payment_intent, amount: '19700' });

    // Not refunded until Stripe says so; then the same event twice applies once.
    expect((await ordersOf(userId))[0]!.status).toBe('completed');
    const charge = [...fake.charges.values()].find((c) => c.payment_intent === session.payment_intent)!;
    expect(charge.refunded).toBe(true);
    const refunded = fake.signedEvent('charge.refunded', { id: charge.id, object: 'charge' });
    expect((await deliver(refunded)).status).toBe(200);
    expect((await deliver(refunded)).status).toBe(200);
    const [after] = await ordersOf(userId);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: 19_700 });
    expect(after!.refundedAt).not.toBeNull();
    const profile = await profileOf(userId);
    expect(profile).toMatchObject({ credits: 0, subscriptionTier: null, totalAmountSpentCents: 0 });
    expect((await t.mailsTo(email)).filter((m) => m.kind === 'refund_issued')).toHaveLength(1);
  });
});
