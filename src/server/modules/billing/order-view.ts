import { eq, sql } from 'drizzle-orm';
import type { AdminOrder } from '../../../shared/contracts/admin';
import type { Order } from '../../../shared/contracts/billing';
import { analysisQueue, orders, profiles } from '../../db/schema';
import type { DbOrTx } from '../../mail/mailer';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The one read of an order with its progress (issue 13). automation_status and
 * va_design_status are not kept in step on the order row: they are DERIVED from the request
 * the order's credit paid for (decision 0042), so they can never disagree with the request:
 * automation = that request's analysis_queue status; va_design = 'completed' once a report
 * of the request is published. With no request (credit unused) the row's own columns
 * ('pending') stand.
 */
export const orderProgress = {
  automationStatus: sql<string>`coalesce(${analysisQueue.status}, ${orders.automationStatus})`,
  vaDesignStatus: sql<string>`case
    when ${orders.requestId} is null then ${orders.vaDesignStatus}
    when exists (select 1 from report_publications rp where rp.request_id = ${orders.requestId}) then 'completed'
    else 'pending' end`,
};

/** Joins the request's queue entry: use with `.from(orders)` and `orderProgress` in the select. */
export const progressJoin = [analysisQueue, eq(analysisQueue.requestId, orders.requestId)] as const;

export interface OrderWithProgress {
  order: OrderRow;
  automationStatus: string;
  vaDesignStatus: string;
}

/** Paid, not refunded and no refund asked yet: the admin's Refund action is offered. */
export function isRefundable(order: OrderRow): boolean {
  return order.status === 'completed' && !!order.paymentIntentId && !order.refundRequestedAt;
}

const plan = (p: string): Order['plan'] => (p === 'premium' ? 'premium' : 'basic');

export function toOrder(r: OrderWithProgress): Order {
  return {
    id: r.order.id,
    plan: plan(r.order.plan),
    status: r.order.status,
    automation_status: r.automationStatus,
    va_design_status: r.vaDesignStatus,
    amount_cents: r.order.amountCents,
    currency: r.order.currency,
    refunded_cents: r.order.refundedCents,
    created_at: r.order.createdAt.toISOString(),
  };
}

export function toAdminOrder(r: OrderWithProgress & { email: string | null }): AdminOrder {
  return {
    id: r.order.id,
    user_id: r.order.userId,
    email: r.email,
    plan: r.order.plan,
    status: r.order.status,
    automation_status: r.automationStatus,
    va_design_status: r.vaDesignStatus,
    amount_cents: r.order.amountCents,
    currency: r.order.currency,
    created_at: r.order.createdAt.toISOString(),
    request_id: r.order.requestId,
    guarantee_eligible: r.order.guaranteeEligibleAt !== null,
    refund_requested_at: r.order.refundRequestedAt?.toISOString() ?? null,
    refunded_at: r.order.refundedAt?.toISOString() ?? null,
    refunded_cents: r.order.refundedCents,
    refundable: isRefundable(r.order),
  };
}

/** One order with its progress and the buyer's e-mail (for admin answers), or undefined. */
export async function readAdminOrder(db: DbOrTx, orderId: string): Promise<AdminOrder | undefined> {
  const [row] = await db
    .select({ order: orders, email: profiles.email, ...orderProgress })
    .from(orders)
    .leftJoin(...progressJoin)
    .leftJoin(profiles, eq(profiles.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? toAdminOrder(row) : undefined;
}
