import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdminCustomer } from '../support/factories';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The admin workspace's role matrix (issue 12): every admin route against every kind of
 * caller. Only admins get in; the area's existence is no secret, so signed-in others get 403.
 */
type Who = 'anonymous' | 'user' | 'otherUser' | 'assistant' | 'admin';

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH';
  path: (target: string) => string;
  body?: unknown;
  /** What the admin gets (everyone else: anonymous 401, signed-in non-admins 403). */
  admin: number;
}

const ADMIN_ROUTES: RouteCase[] = [
  { method: 'GET', path: () => '/api/admin/stats', admin: 200 },
  { method: 'GET', path: () => '/api/admin/users', admin: 200 },
  { method: 'GET', path: () => '/api/admin/users/search?q=matrix', admin: 200 },
  { method: 'GET', path: () => '/api/admin/staff', admin: 200 },
  {
    method: 'POST',
    path: (id) => `/api/admin/users/${id}/credits`,
    body: { credits_to_add: 1, subscription_tier: 'basic' },
    admin: 200,
  },
  { method: 'PATCH', path: (id) => `/api/admin/users/${id}`, body: { role: 'user' }, admin: 200 },
  { method: 'GET', path: () => '/api/admin/documents', admin: 200 },
  { method: 'GET', path: () => '/api/admin/orders', admin: 200 },
  { method: 'GET', path: () => '/api/admin/overdue', admin: 200 },
  { method: 'GET', path: () => '/api/admin/audit-log', admin: 200 },
  { method: 'GET', path: () => '/api/admin/engine-quality', admin: 200 },
  { method: 'GET', path: () => '/api/admin/engine-quality.csv', admin: 200 },
  { method: 'GET', path: () => '/api/admin/outbox', admin: 200 },
];

const EXPECTED: Record<Exclude<Who, 'admin'>, number> = {
  anonymous: 401,
  user: 403,
  otherUser: 403,
  assistant: 403,
};

let t: TestApp;
let target: string;
const callers = {} as Record<Who, TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = t.client();
  callers.user = (await t.newUser()).client;
  callers.otherUser = (await t.newUser()).client;
  callers.assistant = (await t.newUser({ role: 'assistant' })).client;
  callers.admin = (await t.newUser({ role: 'admin' })).client;
  // The customer the write routes act on (an admin's write must really succeed).
  target = await seedAdminCustomer(t.services.db, { firstName: 'Matrix' });
});
afterAll(async () => {
  await t.stop();
});

describe('admin routes x roles', () => {
  for (const route of ADMIN_ROUTES) {
    const label = `${route.method} ${route.path(':id')}`;
    for (const who of ['anonymous', 'user', 'otherUser', 'assistant', 'admin'] as const) {
      const status = who === 'admin' ? route.admin : EXPECTED[who];
      it(`${label} as ${who} -> ${status}`, async () => {
        const res = await callers[who].request(route.method, route.path(target), route.body);
        expect(res.status).toBe(status);
        if (status >= 400) {
          const body = (await res.json()) as { error: { code: string } };
          expect(body.error.code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        }
      });
    }
  }

  it('a refused write changes nothing', async () => {
    const res = await callers.assistant.post(`/api/admin/users/${target}/credits`, {
      credits_to_add: 50,
      subscription_tier: 'premium',
    });
    expect(res.status).toBe(403);
    const search = await callers.admin.get('/api/admin/users/search?q=matrix');
    const { users } = (await search.json()) as { users: { id: string; credits: number }[] };
    expect(users.find((u) => u.id === target)?.credits).toBeLessThan(50);
  });
});
