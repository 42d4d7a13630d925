import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outboundEmails } from '../db/schema';
import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the sender of a contact message); a validated address. */
  replyTo?: string;
  /** What the mail is for (password_reset, email_change, contact, ...): kept for support and tests. */
  kind: string;
  /**
   * The body holds a secret (a reset or confirmation link): once handed to SMTP it is
   * replaced by REDACTED_BODY, so nobody reading the table later can use it (decision 0026).
   */
  sensitive?: boolean;
}

/** What a sensitive message's stored body becomes once it has left for the recipient. */
export const REDACTED_BODY =
  '[Removed after delivery: this message held a one-time link meant only for its recipient.]';

export interface MailResult {
  id: string;
  status: 'outbox' | 'sent' | 'failed';
  error?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
  /**
   * Stores a message as 'queued' through `db` (a transaction, so the message exists exactly
   * when the change it tells about does) and returns its id; `deliver` sends it later (the
   * mail job, src/server/jobs/mail-jobs.ts).
   */
  store(db: DbOrTx, message: MailMessage): Promise<string>;
  /**
   * Delivers a stored message by id. Idempotent: a message no longer 'queued' (sent, in the
   * dev outbox, failed for good) is left alone. A delivery error is recorded on the row and
   * rethrown, the row staying 'queued' so a retry can send it; `final` marks it 'failed'.
   */
  deliver(id: string, opts?: { final?: boolean }): Promise<MailResult | null>;
}

/** The database or a transaction on it. */
export type DbOrTx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every message is written to outbound_emails first, so nothing is lost when SMTP
 * is down. With SMTP_URL it is then delivered through nodemailer; without it the
 * message stays in the dev outbox (status 'outbox') and is printed to the log.
 */
export function createMailer(opts: { db: Database; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    store: (db, message) => insertMessage(db, message, 'queued'),
    async deliver(id, deliverOpts = {}) {
      const [row] = await opts.db.select().from(outboundEmails).where(eq(outboundEmails.id, id)).limit(1);
      if (row?.status !== 'queued') return null;
      const message = { sensitive: row.sensitive };
      if (!transport) {
        opts.logger.info({ mailId: id, to: row.toAddress, subject: row.subject }, 'mail (dev outbox)');
        await opts.db.update(outboundEmails).set({ status: 'outbox' }).where(eq(outboundEmails.id, id));
        return { id, status: 'outbox' };
      }
      try {
        await transport.sendMail({ ...envelope(row), from: opts.from });
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        opts.logger.error({ mailId: id, to: row.toAddress, error }, 'mail delivery failed');
        await opts.db
          .update(outboundEmails)
          .set(deliverOpts.final ? { status: 'failed', error, ...redaction(message) } : { error })
          .where(eq(outboundEmails.id, id));
        throw err;
      }
      await opts.db
        .update(outboundEmails)
        .set({ status: 'sent', sentAt: new Date(), error: null, ...redaction(message) })
        .where(eq(outboundEmails.id, id));
      return { id, status: 'sent' };
    },
    async send(message) {
      const id = await insertMessage(opts.db, message, transport ? 'queued' : 'outbox');
      // Without SMTP the stored row IS the delivery (developers and tests read links from it),
      // so it keeps its body; the admin API never shows bodies (decision 0026).
      if (!transport) {
        opts.logger.info(
          { mailId: id, to: message.to, subject: message.subject, text: message.text },
          'mail (dev outbox)',
        );
        return { id, status: 'outbox' };
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
        });
        await opts.db
          .update(outboundEmails)
          .set({ status: 'sent', sentAt: new Date(), ...redaction(message) })
          .where(eq(outboundEmails.id, id));
        return { id, status: 'sent' };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        opts.logger.error({ mailId: id, to: message.to, error }, 'mail delivery failed');
        // Nothing re-sends a failed mail (the user asks for a new link), so a failed
        // sensitive body is no more use to anyone than a delivered one.
        await opts.db
          .update(outboundEmails)
          .set({ status: 'failed', error, ...redaction(message) })
          .where(eq(outboundEmails.id, id));
        return { id, status: 'failed', error };
      }
    },
  };
}

/** What nodemailer needs of a stored message. */
const envelope = (row: typeof outboundEmails.$inferSelect) => ({
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody ?? undefined,
});

/** Stores a message (nothing is sent here) and returns its id. */
async function insertMessage(db: DbOrTx, message: MailMessage, status: 'queued' | 'outbox'): Promise<string> {
  const [row] = await db
    .insert(outboundEmails)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      kind: message.kind,
      sensitive: message.sensitive ?? false,
      status,
    })
    .returning({ id: outboundEmails.id });
  return row!.id;
}

/** The columns that blank a sensitive message's stored body once it has been handed over. */
function redaction(message: Pick<MailMessage, 'sensitive'>) {
  if (!message.sensitive) return {};
  return { textBody: REDACTED_BODY, htmlBody: null, redactedAt: new Date() };
}
