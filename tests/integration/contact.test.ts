import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outboundEmails, users } from '../../src/server/db/schema';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { freePort } from '../support/spawn-server';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

const SUPPORT = 'help-desk@leaseaudit.test';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await t?.stop();
});

const unique = () => randomBytes(5).toString('hex');
const senderEmail = () => `sender-${unique()}@example.com`;
const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jane Tenant',
  email: senderEmail(),
  message: `My CAM reconciliation looks wrong (${unique()}).`,
  ...overrides,
});

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

const rowsFor = (app: TestApp, email: string) =>
  app.services.db.select().from(contactMessages).where(eq(contactMessages.email, email));

const countRows = async (app: TestApp) =>
  (await app.services.db.select({ n: count() }).from(contactMessages))[0]!.n;
const countMails = async (app: TestApp) =>
  (await app.services.db.select({ n: count() }).from(outboundEmails))[0]!.n;

const send = (client: TestClient, body: unknown, headers?: Record<string, string>) =>
  client.post('/api/contact', body, headers);

describe('POST /api/contact', () => {
  it('stores a valid message, mails support once (dev outbox) and answers 201', async () => {
    const body = validBody({ name: '  Jane Tenant  ' });
    const client = t.client();
    const res = await send(client, body, { 'user-agent': `Mozilla/5.0 ${'x'.repeat(2000)}` });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });

    const [row, ...more] = await rowsFor(t, body.email);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Jane Tenant',
      email: body.email,
      message: body.message,
      userId: null,
      clientIp: client.ip,
      mailStatus: 'outbox',
      mailError: null,
    });
    expect(row!.userAgent?.startsWith('Mozilla/5.0 x')).toBe(true);
    expect(row!.userAgent!.length).toBe(512);

    const mails = (await t.mailsTo(SUPPORT)).filter((m) => m.textBody.includes(body.message));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ kind: 'contact', status: 'outbox' });
    expect(mail!.subject).toContain('Jane Tenant');
    for (const part of ['Jane Tenant', body.email, body.message, row!.id]) {
      expect(mail!.textBody).toContain(part);
    }
  });

  it('accepts the longest name and message, stored trimmed', async () => {
    const body = validBody({ name: ` ${'N'.repeat(200)} `, message: `\n${'m'.repeat(5000)}\n` });
    const res = await send(t.client(), body);
    expect(res.status).toBe(201);
    const [row] = await rowsFor(t, body.email);
    expect(row?.name).toBe('N'.repeat(200));
    expect(row?.message).toBe('m'.repeat(5000));
  });

  const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
  // 255 characters, otherwise a well-formed address.
  const invalid: [string, Record<string, unknown>, string][] = [
    ['missing name', { name: undefined }, 'Name is required'],
    ['blank name', { name: '   ' }, 'Name is required'],
    ['non-text name', { name: 42 }, 'Name must be text'],
    ['too long name', { name: 'N'.repeat(201) }, 'Name must be at most 200 characters'],
    ['missing e-mail', { email: undefined }, 'Email is required'],
    ['blank e-mail', { email: '  ' }, 'Email is required'],
    ['bad e-mail', { email: 'not-an-email' }, 'Please enter a valid e-mail address'],
    ['e-mail without domain', { email: 'jane@' }, 'Please enter a valid e-mail address'],
    ['too long e-mail', { email: longEmail }, 'Email must be at most 254 characters'],
    ['missing message', { message: undefined }, 'Message is required'],
    ['blank message', { message: ' \n\t ' }, 'Message is required'],
    ['too long message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ];

  it.each(invalid)('refuses a %s with 400 and stores nothing', async (_label, overrides, message) => {
    const rowsBefore = await countRows(t);
    const mailsBefore = await countMails(t);
    const res = await send(t.client(), validBody(overrides));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(await countRows(t)).toBe(rowsBefore);
    expect(await countMails(t)).toBe(mailsBefore);
  });

  it('refuses a body that is not JSON or not an object', async () => {
    const rowsBefore = await countRows(t);
    const notJson = await t
      .client()
      .send('POST', '/api/contact', 'name=Jane', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(notJson.status).toBe(400);
    const array = await send(t.client(), [validBody()]);
    expect(array.status).toBe(400);
    expect((await errorOf(array)).message).toContain('name, email and message');
    expect(await countRows(t)).toBe(rowsBefore);
  });

  it('records the user id of a signed-in sender, cleared when the account is deleted', async () => {
    const u = await t.newUser();
    const body = validBody({ email: u.email });
    const res = await send(u.client, body);
    expect(res.status).toBe(201);
    const [row] = await rowsFor(t, u.email);
    expect(row?.userId).toBe(u.userId);

    await t.services.db.delete(users).where(eq(users.id, u.userId));
    const [kept] = await rowsFor(t, u.email);
    expect(kept).toMatchObject({ id: row!.id, userId: null, message: body.message });
  });

  it('refuses a cross-origin POST carrying a session (origin check) and stores nothing', async () => {
    const u = await t.newUser();
    const body = validBody();
    const res = await send(u.client, body, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('BAD_ORIGIN');
    expect(await rowsFor(t, body.email)).toHaveLength(0);
  });
});

describe('rate limits (5 per hour by default)', () => {
  it('refuses the 6th message from one client address', async () => {
    const ip = `10.201.${Math.floor(Math.random() * 250)}.7`;
    const client = t.client();
    for (let i = 0; i < 5; i++) {
      expect((await send(client, validBody(), { 'x-forwarded-for': ip })).status).toBe(201);
    }
    const body = validBody();
    const res = await send(client, body, { 'x-forwarded-for': ip });
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await errorOf(await send(client, validBody(), { 'x-forwarded-for': ip }))).message).toContain(
      'Too many messages',
    );
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await rowsFor(t, body.email)).toHaveLength(0);
    // Another address is not affected.
    expect((await send(client, validBody(), { 'x-forwarded-for': '10.202.0.1' })).status).toBe(201);
  });

  it('refuses the 6th message for one e-mail address, whatever the client address', async () => {
    const email = senderEmail();
    for (let i = 0; i < 5; i++) {
      expect((await send(t.client(), validBody({ email }))).status).toBe(201);
    }
    // Case does not make another address.
    const res = await send(t.client(), validBody({ email: email.toUpperCase() }));
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toContain('Too many messages');
    expect(await rowsFor(t, email)).toHaveLength(5);
  });

  it('does not count refused (invalid) messages', async () => {
    const client = t.client();
    for (let i = 0; i < 6; i++) expect((await send(client, validBody({ name: '' }))).status).toBe(400);
    expect((await send(client, validBody())).status).toBe(201);
  });
});

describe('over SMTP', () => {
  let smtp: SmtpSink;
  let live: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    live = await startTestApp({ SUPPORT_EMAIL: SUPPORT, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await live?.stop();
    await smtp.close();
  });

  it('delivers to support with the sender as Reply-To and records mail_status sent', async () => {
    const body = validBody();
    const res = await send(live.client(), body);
    expect(res.status).toBe(201);
    const [row] = await rowsFor(live, body.email);
    expect(row).toMatchObject({ mailStatus: 'sent', mailError: null });
    const delivered = smtp.received.find((m) => m.data.includes(body.message));
    expect(delivered?.to).toEqual([SUPPORT]);
    expect(delivered?.data).toMatch(new RegExp(`^Reply-To: ${body.email.replace(/\./g, '\\.')}\\r?$`, 'im'));
  });
});

describe('mail transport down', () => {
  let down: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    down = await startTestApp({ SUPPORT_EMAIL: SUPPORT, SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
  });
  afterAll(async () => {
    await down?.stop();
  });

  it('answers 502 "Failed to send message..." and keeps the message with mail_status failed', async () => {
    const body = validBody();
    const res = await send(down.client(), body);
    expect(res.status).toBe(502);
    const error = await errorOf(res);
    expect(error.code).toBe('CONTACT_MAIL_FAILED');
    expect(error.message).toMatch(/^Failed to send message/);
    expect(error.message).toContain(SUPPORT);

    const [row] = await rowsFor(down, body.email);
    expect(row).toMatchObject({ message: body.message, mailStatus: 'failed' });
    expect(row?.mailError).toBeTruthy();
    const mails = (await down.mailsTo(SUPPORT)).filter((m) => m.textBody.includes(body.message));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'contact', status: 'failed' });
  });
});
