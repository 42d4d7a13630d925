import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, checkoutResponseSchema } from '../../src/shared/contracts/billing';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';

/** POST /api/checkout against the Stripe SDK pointed at a local fake (issue 13, spec 5, 7, 8). */
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

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe('POST /api/checkout', () => {
  it('asks an anonymous visitor to log in', async () => {
    const res = await t.client().post('/api/checkout', { plan: 'basic' });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe('Please log in to subscribe');
  });

  it('refuses staff accounts', async () => {
    for (const role of ['admin', 'assistant'] as const) {
      const { client } = await t.newUser({ role });
      const res = await client.post('/api/checkout', { plan: 'basic' });
      expect(res.status).toBe(403);
    }
  });

  it.each([
    [{}, 'Please select a valid plan'],
    [{ plan: '' }, 'Please select a valid plan'],
    [{ plan: 5 }, 'Please select a valid plan'],
    [{ plan: 'gold' }, 'Invalid plan selected: gold'],
  ])('plan %j -> %s', async (body, message) => {
    const { client } = await t.newUser();
    const before = fake.createdSessions().length;
    const res = await client.post('/api/checkout', body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    expect(fake.createdSessions().length).toBe(before);
  });

  it('creates a Checkout Session with the price, pages, customer and plan', async () => {
    const { client, userId, email } = await t.newUser();
    const res = await client.post('/api/checkout', { plan: 'premium' });
    expect(res.status).toBe(200);
    const body = checkoutResponseSchema.parse(await res.json());
    expect(body.url).toBe(`https://checkout.stripe.test/c/pay/${body.sessionId}`);
    const sent = fake.createdSessions().at(-1)!.params;
    expect(sent.mode).toBe('payment');
    expect(sent['line_items[0][price]']).toBe('price_premium_fake');
    expect(sent['line_items[0][quantity]']).toBe('1');
    expect(sent.success_url).toBe(`${APP_URL}/purchase-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(sent.cancel_url).toBe(`${APP_URL}/billing?canceled=true`);
    expect(sent.client_reference_id).toBe(userId);
    expect(sent.customer_email).toBe(email);
    expect(sent['metadata[plan]']).toBe('premium');
    expect(sent['metadata[user_id]']).toBe(userId);
    expect(sent['payment_intent_data[metadata][plan]']).toBe('premium');
    expect(fake.createdSessions().at(-1)!.headers.authorization).toBe(
      `Bearer ${fake.env().STRIPE_SECRET_KEY}`,
    );
  });

  it('maps a missing price to the plan-unavailable message', async () => {
    const { client } = await t.newUser();
    fake.failNextCreate(400, {
      type: 'invalid_request_error',
      message: "No such price: 'price_basic_fake'",
      param: 'line_items[0][price]',
    });
    const res = await client.post('/api/checkout', { plan: 'basic' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(BILLING_MESSAGES.planUnavailable);
  });

  it('maps an unreachable provider to the network message', async () => {
    const { client } = await t.newUser();
    fake.dropConnections(2); // the first try and the SDK's one retry
    const res = await client.post('/api/checkout', { plan: 'basic' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(BILLING_MESSAGES.network);
  });

  it("maps any other provider error to 'Stripe checkout failed: {message}'", async () => {
    const { client } = await t.newUser();
    fake.failNextCreate(400, {
      type: 'invalid_request_error',
      message: 'Invalid email address: nobody',
      param: 'customer_email',
    });
    const res = await client.post('/api/checkout', { plan: 'basic' });
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe('Stripe checkout failed: Invalid email address: nobody');
  });

  it('limits checkouts per customer', async () => {
    const { client } = await t.newUser();
    for (let i = 0; i < 10; i++)
      expect((await client.post('/api/checkout', { plan: 'basic' })).status).toBe(200);
    const res = await client.post('/api/checkout', { plan: 'basic' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('has no built-in test checkout when Stripe is configured', async () => {
    const { client } = await t.newUser();
    const res = await client.get('/api/checkout/test-sessions/cs_test_anything');
    expect(res.status).toBe(404);
  });
});

describe('without price ids', () => {
  let t2: TestApp;
  beforeAll(async () => {
    t2 = await startTestApp(fake.env({ STRIPE_PRICE_BASIC: '', STRIPE_PRICE_PREMIUM: '' }));
  });
  afterAll(async () => {
    await t2?.stop();
  });

  it('sends the plan price inline, in cents', async () => {
    const { client } = await t2.newUser();
    const res = await client.post('/api/checkout', { plan: 'basic' });
    expect(res.status).toBe(200);
    const sent = fake.createdSessions().at(-1)!.params;
    expect(sent['line_items[0][price]']).toBeUndefined();
    expect(sent['line_items[0][price_data][unit_amount]']).toBe('19700');
    expect(sent['line_items[0][price_data][currency]']).toBe('usd');
    expect(sent['line_items[0][price_data][product_data][name]']).toBe('Basic Plan');
  });
});
