import { count, desc } from 'drizzle-orm';
import type { OutboxEntry } from '../../shared/contracts/admin';
import type { Database } from '../db/client';
import { outboundEmails } from '../db/schema';
import { keyset, type Page, type PageQuery, toPage } from '../http/pagination';

/** The outbox for support, newest first, one page at a time (metadata only). */
export async function listOutbox(db: Database, page: PageQuery): Promise<Page<OutboxEntry>> {
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
