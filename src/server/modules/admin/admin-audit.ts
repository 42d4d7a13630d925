import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditPage } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { auditLog, profiles } from '../../db/schema';
import { keyset, type PageQuery, toPage } from '../../http/pagination';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Writes one staff action to the audit log, inside the caller's transaction so the
 * change and its record commit (or roll back) together.
 */
export async function writeAudit(
  tx: Tx | Database,
  entry: {
    actorUserId: string;
    action: string;
    targetType: string;
    targetId: string;
    details: { before: unknown; after: unknown } & Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditLog).values(entry);
}

const actor = alias(profiles, 'actor');
const target = alias(profiles, 'target');

/** The staff audit log, newest first, a page at a time (keyset on created_at, id). */
export async function listAuditLog(db: Database, page: PageQuery): Promise<AuditPage> {
  const { cursorAt, after } = keyset(auditLog.createdAt, auditLog.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: actor.email, targetEmail: target.email, cursorAt })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
      .leftJoin(target, sql`${auditLog.targetType} = 'user' and ${target.id} = ${auditLog.targetId}`)
      .where(after(page.cursor))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit + 1),
    db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(auditLog),
  ]);
  const { items, ...rest } = toPage(
    rows,
    page,
    counted?.total ?? 0,
    (r) => r.entry.id,
    (r): AuditEntry => ({
      id: r.entry.id,
      created_at: r.entry.createdAt.toISOString(),
      actor_id: r.entry.actorUserId,
      actor_email: r.actorEmail,
      action: r.entry.action,
      target_type: r.entry.targetType,
      target_id: r.entry.targetId,
      target_email: r.targetEmail,
      details: (r.entry.details ?? {}) as Record<string, unknown>,
    }),
  );
  return { entries: items, ...rest };
}
