import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conversion } from '../../../shared/contracts/billing';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../domain/errors';

/**
 * The purchase conversion is reported once per order (decision 0045). The first caller
 * claims it with one conditional UPDATE (no read-then-write: two tabs reloading at once get
 * exactly one `report: true`); later calls get `report: false` with the same figures. Only
 * the buyer's own fulfilled order is found; anything else is 404.
 */
export async function claimConversion(db: Database, userId: string, orderId: string): Promise<Conversion> {
  const own = and(eq(orders.id, orderId), eq(orders.userId, userId), isNotNull(orders.fulfilledAt));
  const [claimed] = await db
    .update(orders)
    .set({ conversionReportedAt: sql`now()` })
    .where(and(own, isNull(orders.conversionReportedAt)))
    .returning();
  if (claimed) return conversion(claimed, true);
  const [order] = await db.select().from(orders).where(own).limit(1);
  if (!order) throw notFound('Order not found');
  return conversion(order, false);
}

function conversion(order: typeof orders.$inferSelect, report: boolean): Conversion {
  return {
    report,
    transaction_id: order.id,
    // Dollars for the pixel; cents are whole, so /100 is exact to the cent.
    value: order.amountCents / 100,
    currency: 'USD',
    plan: order.plan === 'premium' ? 'premium' : 'basic',
  };
}
