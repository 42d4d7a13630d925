import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails, users } from '../../src/server/db/schema';
import { createMailer, REDACTED_BODY } from '../../src/server/mail/mailer';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { linkIn, startTestApp, type TestApp } from '../support/test-app';

/** Issue 11 item 7 (decision 0026): no admin reads a live link, no stored body keeps one after delivery. */

/** The text of a received message: quoted-printable soft breaks and escapes undone. */
function bodyOf(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const delivered = (sink: SmtpSink, to: string) =>
  sink.received.filter((m) => m.to.includes(to)).map((m) => bodyOf(m.data));

describe('with SMTP: sensitive bodies are blanked once delivered', () => {
  let smtp: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });

  it('the reset link reaches the recipient and the stored row no longer holds it', async () => {
    const u = await t.newUser();
    const res = await t
      .client()
      .post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' });
    expect(res.status).toBe(200);
    const [received] = delivered(smtp, u.email);
    const link = linkIn(received!);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);

    const [row] = await t.mailsTo(u.email);
    expect(row).toMatchObject({ kind: 'password_reset', status: 'sent', sensitive: true, htmlBody: null });
    expect(row?.textBody).toBe(REDACTED_BODY);
    expect(row?.redactedAt).toBeInstanceOf(Date);
    expect(row?.textBody).not.toContain(link.pathname);

    // The delivered link still works: it is the recipient's, not the table's.
    const hop = await t.client().get(`${link.pathname}${link.search}`);
    expect(hop.status).toBe(302);
    expect(new URL(hop.headers.get('location')!, 'http://x').searchParams.get('token')).toBeTruthy();
  });

  it('the e-mail change confirmation is delivered, blanked in the table, and still confirms the change', async () => {
    const u = await t.newUser();
    const newEmail = `smtp-moved-${u.userId.slice(0, 6).toLowerCase()}@example.com`;
    const res = await u.client.post('/api/account/email', {
      new_email: newEmail,
      current_password: u.password,
    });
    expect(res.status).toBe(200);
    const [row] = await t.mailsTo(newEmail);
    expect(row).toMatchObject({ kind: 'email_change', status: 'sent', textBody: REDACTED_BODY });
    const link = linkIn(delivered(smtp, newEmail)[0]!);
    expect([200, 302]).toContain((await u.client.get(`${link.pathname}${link.search}`)).status);
    const [user] = await t.services.db.select().from(users).where(eq(users.id, u.userId));
    expect(user?.email).toBe(newEmail);
    // The notice to the old address holds no secret and is kept as written.
    const [notice] = (await t.mailsTo(u.email)).filter((m) => m.kind === 'email_changed_notice');
    expect(notice).toMatchObject({ status: 'sent', sensitive: false, redactedAt: null });
    expect(notice?.textBody).toContain(newEmail);
  });

  it('a sensitive mail that could not be delivered is blanked too (nothing ever re-sends it)', async () => {
    const down = createMailer({
      db: t.services.db,
      logger: t.services.logger,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.test',
    });
    const result = await down.send({
      to: 'unreachable@x.test',
      subject: 'Reset',
      text: 'https://app.example/reset?token=secret',
      kind: 'password_reset',
      sensitive: true,
    });
    expect(result.status).toBe('failed');
    const [row] = await t.services.db.select().from(outboundEmails).where(eq(outboundEmails.id, result.id));
    expect(row).toMatchObject({ status: 'failed', textBody: REDACTED_BODY });
    expect(row?.error).toBeTruthy();
  });
});

describe('dev outbox (no SMTP) and the admin API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.stop();
  });

  it('keeps the body in the dev outbox (it is the delivery) but shows admins metadata only', async () => {
    const u = await t.newUser();
    await t
      .client()
      .post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' });
    const [row] = await t.mailsTo(u.email);
    const link = linkIn(row!.textBody);
    expect(row?.status).toBe('outbox');

    const admin = await t.newUser({ role: 'admin' });
    const res = await admin.client.get('/api/admin/outbox');
    expect(res.status).toBe(200);
    const raw = await res.text();
    expect(raw).not.toContain(link.pathname);
    expect(raw).not.toMatch(/token|https?:\/\//i);
    const body = JSON.parse(raw) as { emails: Record<string, unknown>[] };
    const entry = body.emails.find((m) => m.to === u.email);
    expect(Object.keys(entry!).sort()).toEqual(
      [
        'created_at',
        'error',
        'id',
        'kind',
        'redacted_at',
        'sensitive',
        'sent_at',
        'status',
        'subject',
        'to',
      ].sort(),
    );
    expect(entry).toMatchObject({ kind: 'password_reset', status: 'outbox', sensitive: true });
  });

  it('pages through the outbox, newest first, without gaps or repeats', async () => {
    for (let i = 0; i < 3; i++) {
      await t.services.mailer.send({
        to: `page-${i}@x.test`,
        subject: `Hello ${i}`,
        text: 'hi',
        kind: 'test',
      });
    }
    const admin = await t.newUser({ role: 'admin' });
    const all = (await (await admin.client.get('/api/admin/outbox?limit=200')).json()) as {
      emails: { id: string }[];
      total: number;
    };
    expect(all.total).toBe(all.emails.length);
    expect(all.total).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < all.total; i++) {
      const path: string = `/api/admin/outbox?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await (await admin.client.get(path)).json()) as {
        emails: { id: string }[];
        next_cursor: string | null;
        limit: number;
      };
      expect(page.emails.length).toBeLessThanOrEqual(2);
      seen.push(...page.emails.map((m) => m.id));
      cursor = page.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(all.emails.map((m) => m.id));
    expect((await admin.client.get('/api/admin/outbox?limit=0')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const u = await t.newUser();
    expect((await u.client.get('/api/admin/outbox')).status).toBe(403);
  });
});
