import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { DbOrTx } from '../../mail/mailer';

/**
 * Which order paid for which request (decision 0042): a submission spends the credit of the
 * customer's OLDEST paid order whose credit is still unused. Called inside the submission's
 * transaction, right after the queue insert, so the attribution and the credit move
 * together. Credits an admin granted have no order: when no order is left, nothing is
 * attributed (the request was paid by a granted credit). Returns the order id, or null.
 *
 * The candidate row is locked (FOR UPDATE SKIP LOCKED) so two submissions of one customer
 * at once take two different orders, never both the same one (request_id is also UNIQUE).
 */
export async function attributeCredit(tx: DbOrTx, userId: string, requestId: string): Promise<string | null> {
  const [oldest] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'completed'),
        isNotNull(orders.fulfilledAt),
        isNull(orders.requestId),
        isNull(orders.refundRequestedAt),
        isNull(orders.creditRevokedAt),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!oldest) return null;
  await tx
    .update(orders)
    .set({ requestId, updatedAt: sql`now()` })
    .where(and(eq(orders.id, oldest.id), isNull(orders.requestId)));
  return oldest.id;
}

/**
 * The request's analysis failed and its credit was given back (run-analysis.ts): the order
 * that paid for it is unused again, so the next submission spends it (and a refund would
 * take the credit back). Inside the same transaction as the credit's return.
 */
export async function releaseCredit(tx: DbOrTx, requestId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ requestId: null, updatedAt: sql`now()` })
    .where(eq(orders.requestId, requestId));
}
