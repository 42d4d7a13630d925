import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import type { DbOrTx, Mailer } from '../mail/mailer';

/**
 * Delivery of stored e-mails through the job queue (issue 12, decision 0036). The message is
 * written to outbound_emails and its job sent in the SAME transaction as the change it tells
 * about (a publication), so there is never a mail without the change nor a change without its
 * mail. The job only delivers the row: idempotent (a row no longer 'queued' is not re-sent),
 * retried with exponential backoff on an SMTP failure, the row 'failed' after the last try.
 */
export const MAIL_QUEUE = 'deliver-mail';

export interface MailJobData {
  mailId: string;
}

/** 6 retries, 30 s doubling: the last one about half an hour after the first try. */
export const MAIL_RETRY = {
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
} as const;

export async function ensureMailQueue(boss: PgBoss): Promise<void> {
  const settings = { name: MAIL_QUEUE, policy: 'standard', ...MAIL_RETRY } as const;
  await boss.createQueue(MAIL_QUEUE, settings);
  await boss.updateQueue(MAIL_QUEUE, settings);
}

/**
 * pg-boss's SQL run inside a drizzle transaction: its `$n` placeholders become drizzle
 * parameters, so the job row commits or rolls back with the caller's other writes.
 */
export function transactionExecutor(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts = text.split(/\$(\d+)/);
      const query: SQL = sql.empty();
      parts.forEach((part, i) => {
        if (i % 2 === 0) query.append(sql.raw(part));
        else query.append(sql`${values[Number(part) - 1] ?? null}`);
      });
      const result = (await tx.execute(query)) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** Queues the delivery of stored mail `mailId` inside transaction `tx`. */
export async function queueMailJob(boss: PgBoss, tx: DbOrTx, mailId: string): Promise<void> {
  await boss.send(MAIL_QUEUE, { mailId } satisfies MailJobData, {
    singletonKey: mailId,
    db: transactionExecutor(tx),
  });
}

/** One job: deliver the row; a failure is logged and thrown so pg-boss retries it. */
export async function runMailJob(
  mailer: Mailer,
  logger: Logger,
  job: { data: MailJobData; retryCount: number; retryLimit: number },
): Promise<void> {
  const final = job.retryCount >= job.retryLimit;
  try {
    await mailer.deliver(job.data.mailId, { final });
  } catch (err) {
    logger.warn({ mailId: job.data.mailId, attempt: job.retryCount + 1, final }, 'mail job failed');
    throw err;
  }
}

export async function startMailWorker(
  services: { mailer: Mailer; logger: Logger },
  boss: PgBoss,
  opts: { pollingIntervalSeconds: number },
): Promise<void> {
  await boss.work<MailJobData>(
    MAIL_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds },
    async ([job]) => {
      if (job) await runMailJob(services.mailer, services.logger, job);
    },
  );
}
