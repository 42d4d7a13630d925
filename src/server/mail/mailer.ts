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
}

/**
 * Every message is written to outbound_emails first, so nothing is lost when SMTP
 * is down. With SMTP_URL it is then delivered through nodemailer; without it the
 * message stays in the dev outbox (status 'outbox') and is printed to the log.
 */
export function createMailer(opts: { db: Database; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await opts.db
        .insert(outboundEmails)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          kind: message.kind,
          sensitive: message.sensitive ?? false,
          status: transport ? 'queued' : 'outbox',
        })
        .returning({ id: outboundEmails.id });
      const id = row!.id;
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

/** The columns that blank a sensitive message's stored body once it has been handed over. */
function redaction(message: MailMessage) {
  if (!message.sensitive) return {};
  return { textBody: REDACTED_BODY, htmlBody: null, redactedAt: new Date() };
}
