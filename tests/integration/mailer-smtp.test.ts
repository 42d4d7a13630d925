import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { startTestApp, type TestApp } from '../support/test-app';

/** A real SMTP server on loopback receives what the mailer sends. */
let smtp: SMTPServer;
let port = 0;
const received: { to: string[]; data: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
