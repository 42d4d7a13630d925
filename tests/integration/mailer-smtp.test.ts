import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { startTestApp, type TestApp } from '../support/test-app';

/** A real SMTP server on loopback receives what the mailer sends. */
let smtp: SmtpSink;
let received: SmtpSink['received'];
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpSink();
  received = smtp.received;
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

describe('mail over SMTP', () => {
  it('delivers the password-reset mail through SMTP and records it as sent', async () => {
    const u = await t.newUser();
    await t
      .client()
      .post('/api/auth/request-password-reset', { email: u.email, redirectTo: '/reset-password' });
    const [row] = await t.mailsTo(u.email);
    expect(row?.status).toBe('sent');
    const delivered = received.find((m) => m.to.includes(u.email));
    expect(delivered?.data).toContain('Reset your LeaseAudit password');
  });

  it('keeps the message with status failed when the SMTP server is unreachable', async () => {
    const mailer = createMailer({
      db: t.services.db,
      logger: createLogger('silent'),
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'x@y.test',
    });
    const result = await mailer.send({ to: 'down@x.test', subject: 'Hello', text: 'body', kind: 'test' });
    expect(result.status).toBe('failed');
    const [row] = await t.services.db.select().from(outboundEmails).where(eq(outboundEmails.id, result.id));
    expect(row).toMatchObject({ status: 'failed', textBody: 'body' });
    expect(row?.error).toBeTruthy();
  });
});
