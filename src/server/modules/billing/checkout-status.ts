import { and, eq } from 'drizzle-orm';
import type { CheckoutStatus } from '../../../shared/contracts/billing';
import type { Database } from '../../db/client';
import { orders, profiles } from '../../db/schema';
import { orderProgress, progressJoin, toOrder } from './order-view';

/**
 * What /purchase-success polls (spec 2.15): the caller's order for that checkout session
 * and their credits now. The webhook may arrive after the redirect, so "no order yet" is
 * 'waiting', not an error; a session id of another user answers exactly the same
 * ('waiting', no order), so ids cannot be probed.
 */
export async function checkoutStatus(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<CheckoutStatus> {
  const [[row], [profile]] = await Promise.all([
    db
      .select({ order: orders, ...orderProgress })
      .from(orders)
      .leftJoin(...progressJoin)
      .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.userId, userId)))
      .limit(1),
    db
      .select({ credits: profiles.credits, tier: profiles.subscriptionTier })
      .from(profiles)
      .where(eq(profiles.id, userId)),
  ]);
  const tier: CheckoutStatus['subscription_tier'] =
    profile?.tier === 'basic' || profile?.tier === 'premium' ? profile.tier : null;
  const base = { credits: profile?.credits ?? 0, subscription_tier: tier };
  if (!row) return { state: 'waiting', order: null, ...base };
  return { state: stateOf(row.order), order: toOrder(row), ...base };
}

function stateOf(order: typeof orders.$inferSelect): CheckoutStatus['state'] {
  // fulfilled_at stays set after a later refund: the purchase itself did succeed.
  if (order.fulfilledAt) return 'fulfilled';
  if (order.status === 'failed') return 'failed';
  if (order.status === 'processing') return 'processing';
  return 'waiting';
}
