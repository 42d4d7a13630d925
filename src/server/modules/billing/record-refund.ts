import { and, eq, isNull, sql } from 'drizzle-orm';
import { usd } from '../../../engine/rules/format';
import { PLANS } from '../../../shared/constants';
import { orders, profiles } from '../../db/schema';
import { queueMailJob } from '../../jobs/mail-jobs';
import { refundIssuedMail } from '../../mail/templates';
import type { Services } from '../../services';
import type { Tx } from '../admin/admin-audit';
import type { ChargeView } from './payment-gateway';

/**
 * charge.refunded, inside the webhook's transaction (issue 13, decision 0044). The charge
 * was re-read from the provider, so its amounts are the truth: the order records the
 * refunded cents (a partial refund stays 'completed'); a full refund marks it 'refunded'.
 * Only the cents refunded since the last event count, so the same event, another event for
 * the same refund, or events out of order change nothing twice: the total spent goes down
 * by them (never below 0), the customer is mailed about them, and on the full refund an
 * UNUSED credit (request_id null) is taken back once (credit_revoked_at). A credit already
 * spent on a request stays spent: the customer keeps the analysis.
 *
 * Returns the outcome recorded on payment_events. The webhook job should forget the
 * customer's cached sessions after commit (their credits may have changed): the customer
 * is the order's user_id, found by `charge.paymentIntentId`.
 */
export async function applyChargeRefunded(
  tx: Tx,
  services: Pick<Services, 'mailer' | 'jobs' | 'env' | 'logger'>,
  charge: ChargeView,
): Promise<string> {
  if (!charge.paymentIntentId) return 'unknown_charge';
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentIntentId, charge.paymentIntentId))
    .limit(1)
    .for('update');
  if (!order) return 'unknown_charge';

  const refundedCents = Math.min(
    Math.max(order.refundedCents, charge.amountRefundedCents),
    order.amountCents,
  );
  const newlyRefunded = refundedCents - order.refundedCents;
  const full = charge.refunded && order.status !== 'refunded';
  if (newlyRefunded <= 0 && !full) return charge.refunded ? 'already_refunded' : 'partial_refund';

  const now = new Date();
  await tx
    .update(orders)
    .set({
      refundedCents,
      ...(full ? { status: 'refunded', refundedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));

  let creditRemoved = false;
  if (full && order.requestId === null) {
    const [revoked] = await tx
      .update(orders)
      .set({ creditRevokedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.creditRevokedAt), isNull(orders.requestId)))
      .returning({ id: orders.id });
    creditRemoved = !!revoked;
  }
  const [profile] = await tx
    .update(profiles)
    .set({
      totalAmountSpentCents: sql`greatest(${profiles.totalAmountSpentCents} - ${newlyRefunded}, 0)`,
      ...(creditRemoved
        ? {
            credits: sql`greatest(${profiles.credits} - 1, 0)`,
            // No credit left, no plan: the same rule as spending the last credit (spec 5).
            subscriptionTier: sql`case when ${profiles.credits} - 1 <= 0 then null else ${profiles.subscriptionTier} end`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(profiles.id, order.userId))
    .returning({ email: profiles.email, firstName: profiles.firstName });

  if (profile && newlyRefunded > 0) {
    const plan = order.plan === 'premium' ? PLANS.premium : PLANS.basic;
    const mail = refundIssuedMail({
      firstName: profile.firstName,
      amountUsd: usd(newlyRefunded),
      planTitle: plan.title,
      creditRemoved,
      url: `${services.env.APP_URL}/orders`,
    });
    const emailId = await services.mailer.store(tx, { ...mail, to: profile.email, kind: 'refund_issued' });
    await queueMailJob(services.jobs.boss, tx, emailId);
  }
  return full ? 'refunded' : 'partial_refund';
}
