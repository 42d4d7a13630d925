import { eq } from 'drizzle-orm';
import type { AdminOrder } from '../../../shared/contracts/admin';
import type { RefundRequest } from '../../../shared/contracts/billing';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { conflict, notFound, upstreamFailed } from '../../domain/errors';
import { writeAudit } from '../admin/admin-audit';
import { readAdminOrder } from './order-view';
import type { PaymentGateway } from './payment-gateway';

export const ALREADY_REFUNDED = 'This order has already been refunded.';
export const REFUND_ALREADY_REQUESTED = 'A refund of this order has already been requested.';
export const NOT_REFUNDABLE = 'Only a paid order can be refunded.';

/**
 * An admin refunds an order with one action (decision 0044). Step 1, one transaction: the
 * order row is locked, checked (paid, not refunded, no refund asked yet) and marked
 * refund_requested, with the audit log entry; a second click waits on the lock and then
 * gets 409. Step 2, outside it: the provider refund, with the idempotency key
 * `refund-<order id>` so even a retry after a lost answer refunds once. The order becomes
 * 'refunded' (and loses its unused credit) when charge.refunded arrives (record-refund.ts);
 * the built-in test gateway delivers that event at once. A provider failure clears the
 * request so the admin can try again, and answers 502 with the provider's message.
 */
export async function refundOrder(
  deps: { db: Database; payments: PaymentGateway },
  actor: Actor,
  orderId: string,
  input: RefundRequest,
): Promise<{ order: AdminOrder }> {
  const { db, payments } = deps;
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound('Order not found');
    if (row.status === 'refunded' || row.refundedAt) throw conflict(ALREADY_REFUNDED);
    if (row.refundRequestedAt) throw conflict(REFUND_ALREADY_REQUESTED);
    if (row.status !== 'completed' || !row.paymentIntentId) throw conflict(NOT_REFUNDABLE);
    const now = new Date();
    await tx
      .update(orders)
      .set({ refundRequestedAt: now, refundRequestedBy: actor.userId, updatedAt: now })
      .where(eq(orders.id, row.id));
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'order.refund',
      targetType: 'order',
      targetId: row.id,
      details: {
        reason: input.reason,
        amount_cents: row.amountCents,
        guarantee_eligible: row.guaranteeEligibleAt !== null,
        before: { status: row.status },
        after: { refund_requested: true },
      },
    });
    return { ...row, paymentIntentId: row.paymentIntentId };
  });

  let refundId: string;
  try {
    const refund = await payments.refund({
      paymentIntentId: order.paymentIntentId,
      // What is left of the charge (a partial refund may have been made in the provider's dashboard).
      amountCents: order.amountCents - order.refundedCents,
      idempotencyKey: `refund-${order.id}`,
      orderId: order.id,
    });
    refundId = refund.id;
  } catch (err) {
    await db
      .update(orders)
      .set({ refundRequestedAt: null, refundRequestedBy: null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    const message = err instanceof Error && err.message ? err.message : 'The refund failed.';
    throw upstreamFailed('REFUND_FAILED', message);
  }
  await db.update(orders).set({ refundId, updatedAt: new Date() }).where(eq(orders.id, order.id));
  const view = await readAdminOrder(db, order.id);
  if (!view) throw notFound('Order not found');
  return { order: view };
}
