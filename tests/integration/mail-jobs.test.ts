import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundEmails, reportPublications } from '../../src/server/db/schema';
import { MAIL_QUEUE, MAIL_RETRY, runMailJob } from '../../src/server/jobs/mail-jobs';
import { createLogger } from '../../src/server/logger';
import { createMailer } from '../../src/server/mail/mailer';
import { insertAnalysedRequest, insertFindingDecisions } from '../support/factories';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';

/**
 * The report-ready e-mail through the job queue (decision 0036), against a real SMTP server:
 * stored in the publish transaction, delivered by the job, retried after a failure, never
 * sent twice.
 */
let smtp: SmtpSink;
let t: TestApp;
const logger = createLogger('silent');

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestApp({ SMTP_URL: smtp.url, JOB_POLL_INTERVAL_SECONDS: '0.5' });
});
afterAll(async () => {
  await t.stop();
  await smtp.close();
});

const mailerAt = (smtpUrl: string) => createMailer({ db: t.services.db, logger, smtpUrl, from: 'x@y.test' });
const DOWN = 'smtp://127.0.0.1:1';
const job = (mailId: string, retryCount: number) => ({
  data: { mailId },
  retryCount,
  retryLimit: MAIL_RETRY.retryLimit,
});

const rowOf = async (id: string) =>
  (await t.services.db.select().from(outboundEmails).where(eq(outboundEmails.id, id)))[0]!;

describe('report-ready e-mail job', () => {
  it('a publication queues the mail and the job delivers it over SMTP (HTML and text, the request link)', async () => {
    const customer = await t.newUser();
    const assistant = await t.newUser({ role: 'assistant' });
    const { requestId } = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    await insertFindingDecisions(t.services.db, requestId, {
      f1: { action: 'confirm' },
      f2: { action: 'reject' },
    });
    const res = await assistant.client.post(`/api/assistant/requests/${requestId}/publish`, {
      source: 'generated',
    });
    expect(res.status).toBe(201);
    const [pub] = await t.services.db
      .select()
      .from(reportPublications)
      .where(eq(reportPublications.requestId, requestId));

    await expect.poll(async () => (await rowOf(pub!.emailId!)).status, { timeout: 20_000 }).toBe('sent');
    const delivered = smtp.received.filter((m) => m.to.includes(customer.email));
    expect(delivered).toHaveLength(1);
    const raw = delivered[0]!.data.replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Your LeaseAudit report is ready');
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain(`${APP_URL}/analysis-requests/${requestId}`);
    expect(raw).toContain('$4,705.94');
  });

  it('a failed delivery is recorded and retried; the retry sends it once; a later run sends nothing', async () => {
    const down = mailerAt(DOWN);
    const up = mailerAt(smtp.url);
    const to = `retry-${Date.now()}@example.com`;
    const id = await down.store(t.services.db, {
      to,
      subject: 'Retry me',
      text: 'body',
      html: '<p>body</p>',
      kind: 'test',
    });

    await expect(runMailJob(down, logger, job(id, 0))).rejects.toThrow();
    const failed = await rowOf(id);
    expect(failed.status).toBe('queued');
    expect(failed.error).toBeTruthy();
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(0);

    await runMailJob(up, logger, job(id, 1));
    expect(await rowOf(id)).toMatchObject({ status: 'sent', error: null });
    await runMailJob(up, logger, job(id, 2));
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it('the last failed try marks the message failed', async () => {
    const down = mailerAt(DOWN);
    const id = await down.store(t.services.db, {
      to: 'last@example.com',
      subject: 'Last',
      text: 'body',
      kind: 'test',
    });
    await expect(runMailJob(down, logger, job(id, MAIL_RETRY.retryLimit))).rejects.toThrow();
    expect((await rowOf(id)).status).toBe('failed');
  });

  it('the queue retries with exponential backoff', async () => {
    const queue = await t.services.jobs.boss.getQueue(MAIL_QUEUE);
    expect(queue).toMatchObject({
      retryLimit: MAIL_RETRY.retryLimit,
      retryDelay: MAIL_RETRY.retryDelay,
      retryBackoff: true,
    });
  });
});
