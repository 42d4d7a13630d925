import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../src/server/db/schema';
import { linkIn, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

const errorMessage = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

describe('personal information', () => {
  it('updates first, last and full name', async () => {
    const u = await t.newUser();
    const res = await u.client.patch('/api/profile', { first_name: ' Ada ', last_name: 'Lovelace' });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Record<string, string> };
    expect(profile).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', full_name: 'Ada Lovelace' });
    const [row] = await t.services.db.select().from(profiles).where(eq(profiles.id, u.userId));
    expect(row?.fullName).toBe('Ada Lovelace');
  });

  it('requires both names', async () => {
    const u = await t.newUser();
    const res = await u.client.patch('/api/profile', { first_name: '', last_name: 'X' });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe('First name is required');
  });
});

describe('e-mail change', () => {
  it('rejects an invalid address and the current address', async () => {
    const u = await t.newUser();
    const invalid = await u.client.post('/api/account/email', {
      new_email: 'nope',
      current_password: u.password,
    });
    expect(invalid.status).toBe(400);
    expect(await errorMessage(invalid)).toBe('Please enter a valid e-mail address');
    const same = await u.client.post('/api/account/email', {
      new_email: u.email.toUpperCase(),
      current_password: u.password,
    });
    expect(same.status).toBe(400);
    expect(await errorMessage(same)).toBe('The new e-mail address must be different from the current one');
  });

  it('asks for the current password and mails nothing when it is missing or wrong', async () => {
    const u = await t.newUser();
    const newEmail = `thief-${u.userId.slice(0, 6).toLowerCase()}@example.com`;
    const missing = await u.client.post('/api/account/email', { new_email: newEmail });
    expect(missing.status).toBe(400);
    expect(await errorMessage(missing)).toBe('Please enter your current password');
    const wrong = await u.client.post('/api/account/email', {
      new_email: newEmail,
      current_password: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'WRONG_PASSWORD', message: 'Your current password is incorrect.' },
    });
    expect(await t.mailsTo(newEmail)).toHaveLength(0);
  });

  it('mails a confirmation link to the new address, switches only when it is opened, and tells the old address', async () => {
    const u = await t.newUser();
    const newEmail = `moved-${u.userId.slice(0, 6).toLowerCase()}@example.com`;
    const res = await u.client.post('/api/account/email', {
      new_email: newEmail,
      current_password: u.password,
    });
    expect(res.status).toBe(200);

    // Not changed yet, and the old address has heard nothing yet.
    let [row] = await t.services.db.select().from(users).where(eq(users.id, u.userId));
    expect(row?.email).toBe(u.email);
    expect((await t.mailsTo(u.email)).filter((m) => m.kind === 'email_changed_notice')).toHaveLength(0);

    const [mail] = await t.mailsTo(newEmail);
    expect(mail?.kind).toBe('email_change');
    expect(mail?.sensitive).toBe(true);
    const link = linkIn(mail!.textBody);
    const confirm = await u.client.get(`${link.pathname}${link.search}`);
    expect([200, 302]).toContain(confirm.status);

    [row] = await t.services.db.select().from(users).where(eq(users.id, u.userId));
    expect(row?.email).toBe(newEmail);
    const [profile] = await t.services.db.select().from(profiles).where(eq(profiles.id, u.userId));
    expect(profile?.email).toBe(newEmail);

    // The old address is told, with no link that could undo the change or take the account.
    const [notice] = (await t.mailsTo(u.email)).filter((m) => m.kind === 'email_changed_notice');
    expect(notice?.subject).toBe('Your LeaseAudit e-mail address was changed');
    expect(notice?.textBody).toContain(newEmail);
    expect(notice?.textBody).toContain(t.services.env.SUPPORT_EMAIL);
    expect(notice?.textBody).not.toMatch(/https?:\/\//);

    const fresh = t.client();
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email: newEmail, password: u.password })).status,
    ).toBe(200);
  });

  it("better-auth's own change-email endpoint is closed (it would skip the password)", async () => {
    const u = await t.newUser();
    const newEmail = `direct-${u.userId.slice(0, 6).toLowerCase()}@example.com`;
    const res = await u.client.post('/api/auth/change-email', { newEmail, callbackURL: '/account' });
    expect(res.status).toBe(404);
    expect(await t.mailsTo(newEmail)).toHaveLength(0);
  });
});

describe('password change', () => {
  it('requires matching passwords of at least 6 characters', async () => {
    const u = await t.newUser();
    const mismatch = await u.client.post('/api/account/password', {
      current_password: u.password,
      new_password: 'abcdef',
      confirm_password: 'abcdeg',
    });
    expect(mismatch.status).toBe(400);
    expect(await errorMessage(mismatch)).toBe('New passwords do not match');
    const short = await u.client.post('/api/account/password', {
      current_password: u.password,
      new_password: 'abc',
      confirm_password: 'abc',
    });
    expect(short.status).toBe(400);
    expect(await errorMessage(short)).toBe('Password must be at least 6 characters');
  });

  it('refuses a missing or wrong current password and keeps the old one', async () => {
    const u = await t.newUser();
    const missing = await u.client.post('/api/account/password', {
      new_password: 'taken-over',
      confirm_password: 'taken-over',
    });
    expect(missing.status).toBe(400);
    expect(await errorMessage(missing)).toBe('Please enter your current password');
    const wrong = await u.client.post('/api/account/password', {
      current_password: 'a-guess',
      new_password: 'taken-over',
      confirm_password: 'taken-over',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: { code: 'WRONG_PASSWORD', message: 'Your current password is incorrect.' },
    });
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: 'taken-over' })).status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password })).status,
    ).toBe(200);
  });

  it('stops a session from guessing the current password after 10 wrong tries', async () => {
    const u = await t.newUser();
    const attempt = (current: string) =>
      u.client.post('/api/account/password', {
        current_password: current,
        new_password: 'taken-over',
        confirm_password: 'taken-over',
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).status).toBe(400);
    const limited = await attempt(u.password);
    expect(limited.status).toBe(429);
    expect(await errorMessage(limited)).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const u = await t.newUser();
    const otherDevice = t.client();
    expect(
      (await otherDevice.post('/api/auth/sign-in/email', { email: u.email, password: u.password })).status,
    ).toBe(200);

    const res = await u.client.post('/api/account/password', {
      current_password: u.password,
      new_password: 'new-secret',
      confirm_password: 'new-secret',
    });
    expect(res.status).toBe(200);
    expect((await u.client.get('/api/me')).status).toBe(200);
    expect((await otherDevice.get('/api/me')).status).toBe(401);

    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: u.password })).status,
    ).toBe(401);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: 'new-secret' })).status,
    ).toBe(200);
  });

  it("better-auth's own change-password endpoint is closed (one way in, through the form's route)", async () => {
    const u = await t.newUser();
    const res = await u.client.post('/api/auth/change-password', {
      currentPassword: u.password,
      newPassword: 'other-secret',
    });
    expect(res.status).toBe(404);
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link; the token sets a new password once', async () => {
    const u = await t.newUser();
    const anon = t.client();
    const req = await anon.post('/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/reset-password',
    });
    expect(req.status).toBe(200);
    const [mail] = await t.mailsTo(u.email);
    expect(mail?.kind).toBe('password_reset');
    const link = linkIn(mail!.textBody);

    // The link passes through better-auth, which redirects to our page with the token.
    const hop = await anon.get(`${link.pathname}${link.search}`);
    expect(hop.status).toBe(302);
    const target = new URL(hop.headers.get('location')!, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await anon.post('/api/auth/reset-password', { newPassword: 'reset-pass-1', token });
    expect(reset.status).toBe(200);
    expect(
      (await t.client().post('/api/auth/sign-in/email', { email: u.email, password: 'reset-pass-1' })).status,
    ).toBe(200);
    // Sessions from before the reset are revoked, and the token cannot be used twice.
    expect((await u.client.get('/api/me')).status).toBe(401);
    expect((await anon.post('/api/auth/reset-password', { newPassword: 'again-pass', token })).status).toBe(
      400,
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await t.client().post('/api/auth/request-password-reset', {
      email: 'nobody@nowhere.test',
      redirectTo: '/reset-password',
    });
    expect(res.status).toBe(200);
    expect(await t.mailsTo('nobody@nowhere.test')).toHaveLength(0);
  });
});
