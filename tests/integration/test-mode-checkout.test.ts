import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents, profiles, testCheckoutSessions } from '../../src/server/db/schema';
import type { BuiltInGateway } from '../../src/server/modules/billing/built-in-gateway';
import {
  checkoutResponseSchema,
  testCheckoutResultSchema,
  testCheckoutSessionSchema,
} from '../../src/shared/contracts/billing';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';

/**
 * Without Stripe keys (the embedded default): the built-in checkout, whose "Pay" goes through
 * the same signed-webhook fulfilment as Stripe's events (decision 0041).
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

async function startCheckout(plan: 'basic' | 'premium' = 'basic') {
  const user = await t.newUser();
  const res = await user.client.post('/api/checkout', { plan });
  expect(res.status).toBe(200);
  return { ...user, ...checkoutResponseSchema.parse(await res.json()) };
}

async function profileOf(userId: string) {
  const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, userId));
  return row!;
}

describe('built-in test checkout', () => {
  it('is the gateway when no STRIPE_SECRET_KEY is set', () => {
    expect(t.services.payments.mode).toBe('test');
  });

  it('creates a session whose page is /checkout/test and that only its owner can read', async () => {
    const { client, sessionId, url, email } = await startCheckout('premium');
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${APP_URL}/checkout/test?session_id=${sessionId}`);
    const res = await client.get(`/api/checkout/test-sessions/${sessionId}`);
    expect(res.status).toBe(200);
    expect(testCheckoutSessionSchema.parse(await res.json())).toEqual({
      id: sessionId,
      plan: 'premium',
      plan_title: 'Premium Plan',
      amount_cents: 39_700,
      currency: 'usd',
      customer_email: email,
      status: 'open',
      cancel_url: `${APP_URL}/billing?canceled=true`,
      success_url: `${APP_URL}/purchase-success?session_id=${sessionId}`,
    });
    const other = await t.newUser();
    expect((await other.client.get(`/api/checkout/test-sessions/${sessionId}`)).status).toBe(404);
    expect((await other.client.post(`/api/checkout/test-sessions/${sessionId}/complete`)).status).toBe(404);
    expect((await t.client().get(`/api/checkout/test-sessions/${sessionId}`)).status).toBe(401);
  });

  it('pays through the signed webhook: event recorded, order fulfilled, credit granted', async () => {
    const { client, userId, email, sessionId } = await startCheckout('basic');
    const res = await client.post(`/api/checkout/test-sessions/${sessionId}/complete`);
    expect(res.status).toBe(200);
    expect(testCheckoutResultSchema.parse(await res.json())).toEqual({
      redirect_url: `${APP_URL}/purchase-success?session_id=${sessionId}`,
    });
    const events = await t.services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.objectId, sessionId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'checkout.session.completed', outcome: 'fulfilled' });
    expect(events[0]!.id).toMatch(/^evt_test_/);
    const [order] = await t.services.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({ userId, status: 'completed', amountCents: 19_700, plan: 'basic' });
    expect(order!.paymentIntentId).toMatch(/^pi_test_/);
    expect(await profileOf(userId)).toMatchObject({ credits: 1, subscriptionTier: 'basic' });
    const me = (await (await client.get('/api/me')).json()) as { profile: { credits: number } };
    expect(me.profile.credits).toBe(1);
    expect((await t.mailsTo(email)).filter((m) => m.kind === 'purchase_receipt')).toHaveLength(1);

    // Paying twice (a double click, a reload) is harmless.
    expect((await client.post(`/api/checkout/test-sessions/${sessionId}/complete`)).status).toBe(200);
    expect((await profileOf(userId)).credits).toBe(1);
    expect(await t.services.db.select().from(orders).where(eq(orders.userId, userId))).toHaveLength(1);
  });

  it('cancel charges nothing and the session can no longer be paid', async () => {
    const { client, userId, sessionId } = await startCheckout();
    const res = await client.post(`/api/checkout/test-sessions/${sessionId}/cancel`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect_url: `${APP_URL}/billing?canceled=true` });
    const [row] = await t.services.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'expired', paymentIntentId: null, chargeId: null });
    expect((await client.post(`/api/checkout/test-sessions/${sessionId}/complete`)).status).toBe(404);
    expect(await profileOf(userId)).toMatchObject({ credits: 0, totalAmountSpentCents: 0 });
    expect(await t.services.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    expect(
      await t.services.db.select().from(paymentEvents).where(eq(paymentEvents.objectId, sessionId)),
    ).toEqual([]);
  });

  it('refuses events it did not sign itself at the webhook', async () => {
    const { userId, sessionId } = await startCheckout();
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_guessed' });
    const res = await t.app.request(`${APP_URL}/api/stripe/webhook`, {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((await profileOf(userId)).credits).toBe(0);
  });

  it('refunds idempotently and reports the refund on the charge', async () => {
    const { client, sessionId } = await startCheckout();
    await client.post(`/api/checkout/test-sessions/${sessionId}/complete`);
    const gateway = t.services.payments as BuiltInGateway;
    const session = await gateway.retrieveCheckoutSession(sessionId);
    const input = {
      paymentIntentId: session.paymentIntentId!,
      amountCents: 19_700,
      idempotencyKey: `refund-${sessionId}`,
      orderId: 'order-1',
    };
    const first = await gateway.refund(input);
    const again = await gateway.refund(input);
    expect(again).toEqual(first);
    await gateway.settled();
    const [row] = await t.services.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, sessionId));
    const charge = await gateway.retrieveCharge(row!.chargeId!);
    expect(charge).toMatchObject({ amountCents: 19_700, amountRefundedCents: 19_700, refunded: true });
    const refundEvents = await t.services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.objectId, row!.chargeId!));
    // Delivered once through the webhook receiver (its outcome is the refund bookkeeping's).
    expect(refundEvents.map((e) => e.type)).toEqual(['charge.refunded']);
  });
});
