import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpBody } from '../support/factories';
import { APP_URL, linkIn, startTestApp, type TestApp } from '../support/test-app';

/** Decision 0027: loopback aliases in development, a clear answer behind a real address. */

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe(`development: APP_URL=${APP_URL} (loopback)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://[::1]:3000', '[::1]:3000'],
    ['http://localhost:3000', 'localhost:3000'],
  ])('signs up, in and out from %s', async (origin, host) => {
    const c = t.client();
    const email = `alias-${host.replace(/\W/g, '')}@x.test`;
    const headers = { origin, host };
    const res = await c.post('/api/auth/sign-up/email', signUpBody(email), headers);
    expect(res.status).toBe(200);
    expect(c.hasSession()).toBe(true);
    expect((await c.get('/api/me', headers)).status).toBe(200);
    expect((await c.patch('/api/profile', { first_name: 'Ana', last_name: 'Lopez' }, headers)).status).toBe(
      200,
    );
    expect((await c.post('/api/auth/sign-out', {}, headers)).status).toBe(200);
    expect(
      (await c.post('/api/auth/sign-in/email', { email, password: 'bakery-2024' }, headers)).status,
    ).toBe(200);
  });

  it('links in e-mails stay on the alias the user opened', async () => {
    const u = await t.newUser();
    const res = await t
      .client()
      .post(
        '/api/auth/request-password-reset',
        { email: u.email, redirectTo: '/reset-password' },
        { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
      );
    expect(res.status).toBe(200);
    const [mail] = await t.mailsTo(u.email);
    expect(linkIn(mail!.textBody).origin).toBe('http://127.0.0.1:3000');
  });

  it('another port or another host is refused with the address to use, and the reason is logged', async () => {
    const warn = vi.spyOn(t.services.logger, 'warn');
    for (const origin of ['http://127.0.0.1:3001', 'http://192.168.1.20:3000', 'null']) {
      const c = t.client();
      const res = await c.post('/api/auth/sign-up/email', signUpBody('elsewhere@x.test'), { origin });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'BAD_ORIGIN',
        message: 'Open LeaseAudit at http://localhost:3000 to sign in.',
      });
      expect(c.hasSession()).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ originSeen: origin, originExpected: expect.arrayContaining([APP_URL]) }),
        expect.any(String),
      );
    }
    warn.mockRestore();
  });
});

describe('behind a configured address: APP_URL=https://app.example.com', () => {
  const PUBLIC_URL = 'https://app.example.com';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ APP_URL: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('signs up from its own address', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody('public@x.test'), { origin: PUBLIC_URL });
    expect(res.status).toBe(200);
    expect(c.hasSession()).toBe(true);
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    'http://app.example.com',
    'https://evil.example',
  ])('refuses a sign-up from %s, naming the address to use, and logs both origins', async (origin) => {
    const warn = vi.spyOn(t.services.logger, 'warn');
    const c = t.client();
    const res = await c.post('/api/auth/sign-up/email', signUpBody('wrong-door@x.test'), { origin });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'BAD_ORIGIN',
      message: 'Open LeaseAudit at https://app.example.com to sign in.',
    });
    expect(c.hasSession()).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({
        originSeen: origin,
        originExpected: [PUBLIC_URL],
        path: '/api/auth/sign-up/email',
      }),
      'request refused: sent from another origin than the app',
    );
    warn.mockRestore();
  });

  it('a request without Origin or cookies (curl, a script) is not refused for its origin', async () => {
    const res = await t.app.request(`${APP_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: JSON.stringify({ email: 'nobody@x.test', password: 'whatever-1' }),
    });
    expect(res.status).toBe(401);
  });
});
