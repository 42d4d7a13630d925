import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../../src/server/db/schema';
import { APP_URL, type SignedInClient, startTestApp, type TestApp } from '../support/test-app';
import { submit, uploadPacket } from '../support/wizard-packet';

/**
 * The session cache of decision 0028. The app runs with a 60 s window, far longer than
 * any test, so whatever is honoured at once here is honoured by invalidation or by a
 * fresh read, not by the window running out.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t.stop();
});

/** The Cookie header a client sends now, to replay it after the client let go of it. */
async function cookieOf(user: SignedInClient): Promise<string> {
  const res = await t.app.request(`${APP_URL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL, 'x-forwarded-for': user.client.ip },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const me = (cookie: string) => t.app.request(`${APP_URL}/api/me`, { headers: { cookie } });
const credits = async (res: Response) =>
  ((await res.json()) as { profile: { credits: number } }).profile.credits;

describe('session cache (decision 0028)', () => {
  it('serves a customer from the cache within the window: a change made elsewhere is not seen yet', async () => {
    const user = await t.newUser({ credits: 2 });
    const cookie = await cookieOf(user);
    expect(await credits(await me(cookie))).toBe(2);
    // Another process (an admin tool, a worker) changes the profile: not visible before the window ends.
    await t.services.db.update(profiles).set({ credits: 5 }).where(eq(profiles.id, user.userId));
    expect(await credits(await me(cookie))).toBe(2);
  });

  it('a sign-out is honoured on the very next request, even for a cached session', async () => {
    const user = await t.newUser();
    const cookie = await cookieOf(user);
    expect((await me(cookie)).status).toBe(200);
    const out = await t.app.request(`${APP_URL}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
  });

  it("revoking a user's other sessions logs them out at once", async () => {
    const user = await t.newUser();
    const phone = await cookieOf(user);
    const laptop = await cookieOf(user);
    expect((await me(phone)).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    const res = await t.app.request(`${APP_URL}/api/auth/revoke-other-sessions`, {
      method: 'POST',
      headers: { cookie: laptop, origin: APP_URL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it('a change is never authorised from the cache: a session revoked elsewhere cannot write', async () => {
    const user = await t.newUser();
    const cookie = await cookieOf(user);
    expect((await me(cookie)).status).toBe(200);
    // Another process signs every session of this user out.
    await t.services.db.delete(sessions).where(eq(sessions.userId, user.userId));
    expect((await me(cookie)).status).toBe(200); // a read within the window: accepted staleness
    const patch = await t.app.request(`${APP_URL}/api/profile`, {
      method: 'PATCH',
      headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Intruder', last_name: 'Tenant' }),
    });
    expect(patch.status).toBe(401);
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(row!.firstName).toBe('Test');
  });

  it("a user's own write is read back at once (the write forgets their cached sessions)", async () => {
    const user = await t.newUser();
    const cookie = await cookieOf(user);
    expect((await me(cookie)).status).toBe(200);
    const patch = await t.app.request(`${APP_URL}/api/profile`, {
      method: 'PATCH',
      headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Renamed', last_name: 'Tenant' }),
    });
    expect(patch.status).toBe(200);
    const body = (await (await me(cookie)).json()) as { profile: { first_name: string } };
    expect(body.profile.first_name).toBe('Renamed');
  });

  it('staff roles are read fresh: a demoted admin is refused on the next request', async () => {
    const admin = await t.newUser({ role: 'admin' });
    expect((await admin.client.get('/api/admin/users')).status).toBe(200);
    await t.services.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, admin.userId));
    expect((await admin.client.get('/api/admin/users')).status).toBe(403);
  });

  it('a stale cached credit count never lets a credit be spent twice', async () => {
    const user = await t.newUser({ credits: 1 });
    const first = await uploadPacket(user);
    const cookie = await cookieOf(user);
    expect(await credits(await me(cookie))).toBe(1);
    // The credit is spent elsewhere (another process); this process still has 1 cached.
    await t.services.db.update(profiles).set({ credits: 0 }).where(eq(profiles.id, user.userId));
    expect(await credits(await me(cookie))).toBe(1);
    // Submitted with that very session, whose cached profile still says 1 credit.
    const res = await t.app.request(`${APP_URL}/api/wizard/submit`, {
      method: 'POST',
      headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ request_id: first }),
    });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INSUFFICIENT_CREDITS');
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, user.userId));
    expect(row!.credits).toBe(0);
  });

  it('after a submit the caller sees the spent credit at once', async () => {
    const user = await t.newUser({ credits: 1 });
    const requestId = await uploadPacket(user);
    expect(await credits(await user.client.get('/api/me'))).toBe(1);
    expect((await submit(user, requestId)).status).toBe(201);
    expect(await credits(await user.client.get('/api/me'))).toBe(0);
  });
});

describe('session cache window', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ SESSION_CACHE_SECONDS: '0.3' });
  });
  afterAll(async () => {
    await short.stop();
  });

  it('a session revoked by another process is refused once the window has passed', async () => {
    const user = await short.newUser();
    expect((await user.client.get('/api/me')).status).toBe(200);
    await short.services.db.delete(sessions).where(eq(sessions.userId, user.userId));
    await new Promise((r) => setTimeout(r, 350));
    expect((await user.client.get('/api/me')).status).toBe(401);
  });

  it('a role granted by another process applies once the window has passed', async () => {
    const user = await short.newUser();
    expect((await user.client.get('/api/admin/users')).status).toBe(403);
    await short.services.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user.userId));
    await new Promise((r) => setTimeout(r, 350));
    expect((await user.client.get('/api/admin/users')).status).toBe(200);
  });
});
