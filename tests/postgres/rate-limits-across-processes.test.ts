import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * Two app instances on one PostgreSQL database, as two web processes behind a load
 * balancer would be: every limit is counted once for both (decision 0021), ours
 * (app_rate_limits) and better-auth's own (rateLimit.storage 'database').
 */

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('tests/postgres needs DATABASE_URL (npm run test:all sets it)');
  const env = { CONTACT_RATE_LIMIT_MAX: '5', AUTH_RATE_LIMIT_MAX: '4' };
  a = await startTestApp(env);
  b = await startTestApp(env, { database: a.database, secret: a.services.env.BETTER_AUTH_SECRET });
});
afterAll(async () => {
  await b?.close();
  await a?.stop();
});

/** Clients of both apps that share one client address (x-forwarded-for; TRUST_PROXY is on). */
function sameAddressClients(): [TestClient, TestClient] {
  const onA = a.client();
  const onB = b.client();
  Object.defineProperty(onB, 'ip', { value: onA.ip });
  return [onA, onB];
}

const message = () => ({
  name: 'Jane Tenant',
  email: `sender-${randomBytes(4).toString('hex')}@example.com`,
  message: 'My reconciliation looks wrong.',
});

describe('rate limits across two processes', () => {
  it('the contact form limit (5 per address) holds across both: 3 + 2 pass, the 6th is 429', async () => {
    const [onA, onB] = sameAddressClients();
    for (let i = 0; i < 3; i++) expect((await onA.post('/api/contact', message())).status).toBe(201);
    for (let i = 0; i < 2; i++) expect((await onB.post('/api/contact', message())).status).toBe(201);
    const sixth = await onB.post('/api/contact', message());
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await onA.post('/api/contact', message())).status).toBe(429);
  });

  it("better-auth's sign-in limit per address (4 here) holds across both", async () => {
    const [onA, onB] = sameAddressClients();
    const attempt = (client: TestClient) =>
      client.post('/api/auth/sign-in/email', {
        // A new address each time: only the per-address limit applies, not the per-account one.
        email: `nobody-${randomBytes(4).toString('hex')}@example.com`,
        password: 'wrong-password',
      });
    for (const client of [onA, onA, onB, onB]) expect((await attempt(client)).status).toBe(401);
    expect((await attempt(onA)).status).toBe(429);
    expect((await attempt(onB)).status).toBe(429);
  });
});
