import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { signUpBody } from '../support/factories';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
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

  it('answers a sign-up with a registered address like a new one, signs nobody in, and tells the owner', async () => {
    const owner = t.client();
    const first = await owner.post('/api/auth/sign-up/email', signUpBody('twice@x.test'));
    const again = t.client();
    const second = await again.post(
      '/api/auth/sign-up/email',
      signUpBody('TWICE@x.test', { password: 'attacker-pass' }),
    );
    // Same status and same shape of answer: the response does not say the address is taken.
    expect(second.status).toBe(first.status);
    const a = (await first.json()) as { token: unknown; user: Record<string, unknown> };
    const b = (await second.json()) as { token: unknown; user: Record<string, unknown> };
    expect(Object.keys(b.user).sort()).toEqual(Object.keys(a.user).sort());
    expect(b).toMatchObject({ token: null, user: { email: 'twice@x.test', name: 'Maria Lopez' } });
    expect(a.token).toBeNull();
    expect(b.user.id).not.toBe(a.user.id);
    // Only the real new account is signed in; the existing one is untouched.
    expect(owner.hasSession()).toBe(true);
    expect(again.hasSession()).toBe(false);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: 'twice@x.test', password: 'attacker-pass' }))
        .status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: 'twice@x.test', password: 'bakery-2024' }))
        .status,
    ).toBe(200);
    // The owner hears of it, with links to sign in or reset but nothing that grants access.
    const [notice] = await t.mailsTo('twice@x.test');
    expect(notice?.kind).toBe('sign_up_attempt');
    expect(notice?.textBody).toContain('http://localhost:3000/login');
    expect(notice?.textBody).not.toMatch(/token=/);
  });

  it('gives the same error for a bad sign-up whether or not the address is registered', async () => {
    const { email } = await t.newUser();
    for (const address of [email, 'fresh-address@x.test']) {
      const res = await t
        .client()
        .post('/api/auth/sign-up/email', signUpBody(address, { acceptedTerms: false }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(
        'You must accept the Terms of Service',
      );
    }
  });

  it('mails the owner of a registered address at most 3 times an hour about sign-up attempts', async () => {
    const { email } = await t.newUser();
    for (let i = 0; i < 5; i++) {
      expect((await t.client().post('/api/auth/sign-up/email', signUpBody(email))).status).toBe(200);
    }
    expect((await t.mailsTo(email)).filter((m) => m.kind === 'sign_up_attempt')).toHaveLength(3);
  });
});

describe('e-mail verification', () => {
  it('an anonymous send-verification-email mails nobody', async () => {
    const { email } = await t.newUser();
    const before = (await t.mailsTo(email)).length;
    const res = await t.client().post('/api/auth/send-verification-email', { email, callbackURL: '/' });
    expect(res.status).toBe(404);
    expect(await t.mailsTo(email)).toHaveLength(before);
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

  it('limits failed sign-ins per account, from any number of addresses, and tells when to retry', async () => {
    const { email, password } = await t.newUser();
    // Each attempt from a new client address: better-auth's per-address limit never triggers.
    for (let i = 0; i < 10; i++) {
      const res = await t.client().post('/api/auth/sign-in/email', { email, password: `guess-${i}` });
      expect(res.status).toBe(401);
    }
    const limited = await t
      .client()
      .post('/api/auth/sign-in/email', { email: email.toUpperCase(), password });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await t.newUser();
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: other.email, password: other.password }))
        .status,
    ).toBe(200);
  });

  it("a successful sign-in clears the account's failed attempts", async () => {
    const { email, password } = await t.newUser();
    const fail = () => t.client().post('/api/auth/sign-in/email', { email, password: 'wrong-one' });
    for (let i = 0; i < 9; i++) expect((await fail()).status).toBe(401);
    expect((await t.client().post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    // Without the reset these would be attempts 11 and 12 of the window: 429.
    for (let i = 0; i < 2; i++) expect((await fail()).status).toBe(401);
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
