import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGE_LIMITS } from '../../../shared/constants';
import { contactMessages } from '../../db/schema';
import type { MailResult } from '../../mail/mailer';
import { contactMessageMail } from '../../mail/templates';
import type { Services } from '../../services';

/** Bounds of a contact message (decision 0017); the e-mail bound is RFC 5321's path limit. */
export const CONTACT_LIMITS = { ...CONTACT_MESSAGE_LIMITS, userAgent: 512 } as const;

export type ContactMailStatus = 'sent' | 'outbox' | 'failed';

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export interface ContactMeta {
  userId: string | null;
  clientIp: string;
  userAgent: string | undefined;
}

export interface ContactResult {
  id: string;
  mailStatus: ContactMailStatus;
}

/**
 * Stores the message first (mail_status 'pending'), so it survives a mail outage or a
 * crash, then mails support with the sender as Reply-To and records how that went.
 */
export async function submitContactMessage(
  services: Pick<Services, 'db' | 'env' | 'mailer' | 'logger'>,
  input: ContactInput,
  meta: ContactMeta,
): Promise<ContactResult> {
  const { db, env, mailer, logger } = services;
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      userId: meta.userId,
      clientIp: meta.clientIp,
      userAgent: meta.userAgent?.slice(0, CONTACT_LIMITS.userAgent) || null,
      mailStatus: 'pending',
    })
    .returning({ id: contactMessages.id });
  const id = row!.id;

  let result: Pick<MailResult, 'status' | 'error'>;
  try {
    const mail = contactMessageMail({ id, ...input, userId: meta.userId });
    result = await mailer.send({ to: env.SUPPORT_EMAIL, replyTo: input.email, ...mail, kind: 'contact' });
  } catch (err) {
    // The mailer only throws when it cannot even record the mail; the message itself is kept.
    result = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    logger.error({ err, contactMessageId: id }, 'contact message could not be mailed');
  }
  await db
    .update(contactMessages)
    .set({ mailStatus: result.status, mailError: result.error ?? null })
    .where(eq(contactMessages.id, id));
  return { id, mailStatus: result.status };
}
