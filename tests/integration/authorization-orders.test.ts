import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema';
import type { BuiltInGateway } from '../../src/server/modules/billing/built-in-gateway';
import { checkoutResponseSchema, checkoutStatusSchema } from '../../src/shared/contracts/billing';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The orders routes' role matrix (issue 13): the customer's own-order routes against every
 * kind of caller (another user's order is 404, never 403, so ids cannot be probed), and
 * the admin's refund (admins only; others 403, anonymous 401).
 */
type Who = 'anonymous' | 'owner' | 'otherUser' | 'assistant' | 'admin';
const WHO: Who[] = ['anonymous', 'owner', 'otherUser', 'assistant', 'admin'];

interface RouteCase {
  method: 'GET' | 'POST';
  path: () => string;
  body?: unknown;
  expect: Record<Who, number>;
}

let t: TestApp;
let orderId: string;
let sessionId: string;
const callers = {} as Record<Who, TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = t.client();
  const owner = await t.newUser();
  callers.owner = owner.client;
  callers.otherUser = (await t.newUser()).client;
  callers.assistant = (await t.newUser({ role: 'assistant' })).client;
  callers.admin = (await t.newUser({ role: 'admin' })).client;
  // A real purchase through the built-in test checkout, so the admin's refund really succeeds.
  const started = await owner.client.post('/api/checkout', { plan: 'basic' });
  sessionId = checkoutResponseSchema.parse(await started.json()).sessionId;
  await owner.client.post(`/api/checkout/test-sessions/${sessionId}/complete`);
  const [order] = await t.services.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
  orderId = order!.id;
});
afterAll(async () => {
  await (t.services.payments as BuiltInGateway).settled();
  await t.stop();
});

const ROUTES: RouteCase[] = [
  {
    method: 'GET',
    path: () => '/api/orders',
    expect: { anonymous: 401, owner: 200, otherUser: 200, assistant: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: () => `/api/checkout/sessions/${sessionId}`,
    expect: { anonymous: 401, owner: 200, otherUser: 200, assistant: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: () => `/api/orders/${orderId}/conversion`,
    expect: { anonymous: 401, owner: 200, otherUser: 404, assistant: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: () => `/api/admin/orders/${orderId}/refund`,
    body: { reason: 'guarantee' },
    expect: { anonymous: 401, owner: 403, otherUser: 403, assistant: 403, admin: 200 },
  },
];

describe('orders routes x roles', () => {
  for (const route of ROUTES) {
    for (const who of WHO) {
      const status = route.expect[who];
      it(`${route.method} ${route.path().replace(/(ord|cs)_\w+/, ':id')} as ${who} -> ${status}`, async () => {
        const res = await callers[who].request(route.method, route.path(), route.body);
        expect(res.status).toBe(status);
        if (status === 401)
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
        if (status === 403)
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
      });
    }
  }

  it('nobody but the owner sees the order through the list or the checkout status', async () => {
    for (const who of ['otherUser', 'assistant', 'admin'] as const) {
      const list = (await (await callers[who].get('/api/orders')).json()) as { orders: { id: string }[] };
      expect(list.orders.map((o) => o.id)).not.toContain(orderId);
      const status = checkoutStatusSchema.parse(
        await (await callers[who].get(`/api/checkout/sessions/${sessionId}`)).json(),
      );
      expect(status).toMatchObject({ state: 'waiting', order: null });
    }
    const mine = (await (await callers.owner.get('/api/orders')).json()) as { orders: { id: string }[] };
    expect(mine.orders.map((o) => o.id)).toEqual([orderId]);
  });
});
