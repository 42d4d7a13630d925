import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The checkout routes' role matrix (issue 13), in test mode (no Stripe keys). Buying is for
 * customers (staff 403); a test checkout session is its owner's (everyone else 404); the
 * webhook needs no session at all, only a valid signature (400 for anyone without one).
 */
type Who = 'anonymous' | 'user' | 'otherUser' | 'assistant' | 'admin';
const WHO: Who[] = ['anonymous', 'user', 'otherUser', 'assistant', 'admin'];

interface RouteCase {
  method: 'GET' | 'POST';
  path: (sessionId: string) => string;
  body?: unknown;
  expected: Record<Who, number>;
}

const OWNED = { anonymous: 401, user: 200, otherUser: 404, assistant: 404, admin: 404 };

const ROUTES: RouteCase[] = [
  {
    method: 'POST',
    path: () => '/api/checkout',
    body: { plan: 'basic' },
    expected: { anonymous: 401, user: 200, otherUser: 200, assistant: 403, admin: 403 },
  },
  { method: 'GET', path: (id) => `/api/checkout/test-sessions/${id}`, expected: OWNED },
  { method: 'POST', path: (id) => `/api/checkout/test-sessions/${id}/complete`, expected: OWNED },
  { method: 'POST', path: (id) => `/api/checkout/test-sessions/${id}/cancel`, expected: OWNED },
  {
    method: 'POST',
    path: () => '/api/stripe/webhook',
    body: { id: 'evt_unsigned', type: 'checkout.session.completed', data: { object: { id: 'cs_x' } } },
    expected: { anonymous: 400, user: 400, otherUser: 400, assistant: 400, admin: 400 },
  },
];

let t: TestApp;
let sessionId: string;
const callers = {} as Record<Who, TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = t.client();
  callers.user = (await t.newUser()).client;
  callers.otherUser = (await t.newUser()).client;
  callers.assistant = (await t.newUser({ role: 'assistant' })).client;
  callers.admin = (await t.newUser({ role: 'admin' })).client;
  const res = await callers.user.post('/api/checkout', { plan: 'basic' });
  sessionId = ((await res.json()) as { sessionId: string }).sessionId;
});
afterAll(async () => {
  await t.stop();
});

describe('checkout routes x roles', () => {
  for (const route of ROUTES) {
    for (const who of WHO) {
      const status = route.expected[who];
      it(`${route.method} ${route.path(':id')} as ${who} -> ${status}`, async () => {
        const res = await callers[who].request(route.method, route.path(sessionId), route.body);
        expect(res.status).toBe(status);
        if (status === 401)
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
        if (status === 403)
          expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
      });
    }
  }

  it('the webhook is reachable without cookie or origin (as Stripe calls it) and still checks the signature', async () => {
    const res = await t.app.request(`${APP_URL}/api/stripe/webhook`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_SIGNATURE');
  });
});
