import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outboundEmails } from '../db/schema';
import { keyset, type Page, type PageQuery, toPage } from '../http/pagination';

/**
 * What an admin sees of a stored e-mail: who, what, which kind, how it went, when.
 * Never the body: a password-reset or confirmation link in it would let whoever reads
 * it take the account over (decision 0026).
 */
export interface OutboxEntryDto {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  error: string | null;
  sensitive: boolean;
  created_at: string;
  sent_at: string | null;
  redacted_at: string | null;
}

/** The outbox for support, newest first, one page at a time (metadata only). */
export async function listOutbox(db: Database, page: PageQuery): Promise<Page<OutboxEntryDto>> {
  const { cursorAt, after } = keyset(outboundEmails.createdAt, outboundEmails.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: outboundEmails.id,
        to: outboundEmails.toAddress,
        subject: outboundEmails.subject,
        kind: outboundEmails.kind,
        status: outboundEmails.status,
        error: outboundEmails.error,
        sensitive: outboundEmails.sensitive,
        createdAt: outboundEmails.createdAt,
        sentAt: outboundEmails.sentAt,
        redactedAt: outboundEmails.redactedAt,
        cursorAt,
      })
      .from(outboundEmails)
      .where(after(page.cursor))
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(page.limit + 1),
    db.select({ total: count() }).from(outboundEmails),
  ]);
  return toPage(
    rows,
    page,
    counted?.total ?? 0,
    (r) => r.id,
    (r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      kind: r.kind,
      status: r.status,
      error: r.error,
      sensitive: r.sensitive,
      created_at: r.createdAt.toISOString(),
      sent_at: r.sentAt?.toISOString() ?? null,
      redacted_at: r.redactedAt?.toISOString() ?? null,
    }),
  );
}
