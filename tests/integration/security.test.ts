import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // These tests rewrite sessions in the database as if time had passed, which the session
  // cache (decision 0028) cannot see; its window is tested in session-cache.test.ts.
  t = await startTestApp({
    AUTH_RATE_LIMIT_MAX: '3',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
    SESSION_CACHE_SECONDS: '0',
  });
});
afterAll(async () => {
  await t.stop();
});

describe('rate limits on authentication', () => {
  it('answers 429 after too many sign-in attempts from one address, and not to another address', async () => {
    const attacker = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await attacker.post('/api/auth/sign-in/email', { email: 'victim@x.test', password: `guess-${i}` }))
          .status,
      );
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const bystander = t.client();
    expect(
      (await bystander.post('/api/auth/sign-in/email', { email: 'victim@x.test', password: 'x-guess' }))
        .status,
    ).toBe(401);
  });

  it('limits password-reset requests and sign-ups too', async () => {
    const c = t.client();
    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      resets.push(
        (
          await c.post('/api/auth/request-password-reset', {
            email: `r${i}@x.test`,
            redirectTo: '/reset-password',
          })
        ).status,
      );
    }
    expect(resets.at(-1)).toBe(429);
    const s = t.client();
    const signups: number[] = [];
    for (let i = 0; i < 4; i++) {
      signups.push(
        (
          await s.post('/api/auth/sign-up/email', {
            name: 'A B',
            email: `s${i}@x.test`,
            password: 'secret-1',
            firstName: 'A',
            lastName: 'B',
            acceptedTerms: true,
          })
        ).status,
      );
    }
    expect(signups).toEqual([200, 200, 200, 429]);
  });
});

describe('sessions', () => {
  it('an expired session is refused', async () => {
    const u = await t.newUser();
    expect((await u.client.get('/api/me')).status).toBe(200);
    await t.services.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${sessions.userId} = ${u.userId}`);
    expect((await u.client.get('/api/me')).status).toBe(401);
  });

  it('a session due for renewal is extended in the database and the cookie is re-issued', async () => {
    const u = await t.newUser();
    const inOneHour = new Date(Date.now() + 60 * 60 * 1000);
    await t.services.db
      .update(sessions)
      .set({ expiresAt: inOneHour })
      .where(sql`${sessions.userId} = ${u.userId}`);
    const res = await u.client.get('/api/me');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    const [row] = await t.services.db.select().from(sessions).where(sql`${sessions.userId} = ${u.userId}`);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('a cookie whose signature does not match its token is refused', async () => {
    const u = await t.newUser();
    const [row] = await t.services.db.select().from(sessions).where(sql`${sessions.userId} = ${u.userId}`);
    const forged = encodeURIComponent(`${row!.token}.${Buffer.alloc(32).toString('base64')}`);
    const res = await t.client().get('/api/me', { cookie: `better-auth.session_token=${forged}` });
    expect(res.status).toBe(401);
  });

  it('a forged session cookie is refused', async () => {
    const c = t.client();
    const res = await c.get('/api/me', { cookie: 'better-auth.session_token=forged.value' });
    expect(res.status).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request with cookies from a foreign origin', async () => {
    const u = await t.newUser();
    const res = await u.client.patch(
      '/api/profile',
      { first_name: 'X', last_name: 'Y' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_ORIGIN');
  });

  it('refuses one with no Origin and no Referer', async () => {
    const u = await t.newUser();
    const res = await t.app.request(`${APP_URL}/api/profile`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        cookie: 'better-auth.session_token=x',
        'x-forwarded-for': u.client.ip,
      },
      body: JSON.stringify({ first_name: 'X', last_name: 'Y' }),
    });
    expect(res.status).toBe(403);
  });

  it('accepts our own origin', async () => {
    const u = await t.newUser();
    expect((await u.client.patch('/api/profile', { first_name: 'X', last_name: 'Y' })).status).toBe(200);
  });
});

describe('headers, health and errors', () => {
  it('sends the document security headers on pages', async () => {
    const res = await t.client().get('/help');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('sends the API security headers (nothing may load, frame or sniff JSON) on API answers', async () => {
    const u = await t.newUser();
    for (const res of [await t.client().get('/healthz'), await u.client.get('/api/me')]) {
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      // Page-only headers are not repeated on every JSON answer.
      expect(res.headers.get('x-dns-prefetch-control')).toBeNull();
    }
  });

  it('/healthz and /readyz answer', async () => {
    expect(await (await t.client().get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('/readyz answers 503 when the database is gone', async () => {
    const other = await startTestApp();
    await other.close();
    const res = await other.client().get('/readyz');
    expect(res.status).toBe(503);
    await other.database.drop();
  });

  it('an unknown API path answers 404 in the error envelope; a bad JSON body answers 400', async () => {
    const res = await t.client().get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    const u = await t.newUser();
    const bad = await u.client.request('PATCH', '/api/profile', undefined, {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
  });
});
