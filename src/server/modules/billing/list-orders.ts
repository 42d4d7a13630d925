import { desc, eq } from 'drizzle-orm';
import type { Order } from '../../../shared/contracts/billing';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { orderProgress, progressJoin, toOrder } from './order-view';

/**
 * The signed-in user's own orders, newest first (spec 2.10, spec 7 "orders"). Never anyone
 * else's: the user id is the caller's, not a parameter the browser chooses. A customer has
 * a few orders, so the list is whole (no pagination).
 */
export async function listOwnOrders(db: Database, userId: string): Promise<Order[]> {
  const rows = await db
    .select({ order: orders, ...orderProgress })
    .from(orders)
    .leftJoin(...progressJoin)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}
