import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Maria Lopez',
  email,
  password: 'bakery-2024',
  firstName: 'Maria',
  lastName: 'Lopez',
  acceptedTerms: true,
  ...extra,
});

describe('sign-up', () => {
  it('creates the user, a profile with role user and the initial wizard state, and signs in', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody('maria@bakery.test'));
    expect(res.status).toBe(200);
    expect(c.hasSession()).toBe(true);
    const me = await c.get('/api/me');
    expect(me.status).toBe(200);
    const { profile } = (await me.json()) as { profile: Record<string, unknown> };
    expect(profile).toMatchObject({
      email: 'maria@bakery.test',
      first_name: 'Maria',
      last_name: 'Lopez',
      full_name: 'Maria Lopez',
      role: 'user',
      credits: 0,
      subscription_tier: null,
      onboarding_completed: false,
      wizard_state: { current_step: 0, completed_steps: [], uploaded_documents: [] },
    });
  });

  it('never gives a new account another role, whatever the body says', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody('sneaky@x.test', { role: 'admin' }));
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(row?.role).toBe('user');
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody('cookie@x.test'));
    const cookie = res.headers.getSetCookie().find((l) => l.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it.each([
    ['the terms are not accepted', { acceptedTerms: false }, 'You must accept the Terms of Service'],
    ['the password is shorter than 6', { password: '12345' }, 'Password too short'],
    ['the first name is missing', { firstName: '' }, 'First name and last name are required'],
    ['the e-mail is invalid', { email: 'not-an-email' }, null],
  ])('rejects the sign-up when %s', async (_why, extra, message) => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', { ...signUpBody('reject@x.test'), ...extra });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    if (message) expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(c.hasSession()).toBe(false);
  });

  it('refuses a second account with the same e-mail', async () => {
    await t.client().post('/api/auth/sign-up/email', signUpBody('twice@x.test'));
    const again = await t.client().post('/api/auth/sign-up/email', signUpBody('TWICE@x.test'));
    expect(again.status).toBe(422);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, rejects a wrong one, and signs out', async () => {
    const { email, password } = await t.newUser();
    const c = t.client();
    const bad = await c.post('/api/auth/sign-in/email', { email, password: 'wrong-password' });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { message: string }).message).toBe('Invalid email or password');
    expect((await c.get('/api/me')).status).toBe(401);

    const ok = await c.post('/api/auth/sign-in/email', { email, password });
    expect(ok.status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(200);

    const out = await c.post('/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await c.get('/api/me')).status).toBe(401);
  });

  it('requires both e-mail and password', async () => {
    const res = await t.client().post('/api/auth/sign-in/email', { email: 'a@b.test' });
    expect(res.status).toBe(400);
  });

  it('answers 401 with the error envelope when signed out', async () => {
    const res = await t.client().get('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'You must be signed in to do that.' },
    });
  });
});
