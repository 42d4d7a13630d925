import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { usd } from '../../../engine/rules/format';
import { PLANS, type PlanKey } from '../../../shared/constants';
import { orders, profiles } from '../../db/schema';
import { queueMailJob } from '../../jobs/mail-jobs';
import { purchaseReceiptMail } from '../../mail/templates';
import type { Services } from '../../services';
import type { Tx } from '../admin/admin-audit';
import type { CheckoutSessionView } from './payment-gateway';

/** One purchase is one analysis (spec 9). */
const CREDITS_PER_PURCHASE = 1;

export type FulfilOutcome =
  | 'fulfilled'
  | 'already_fulfilled'
  | 'processing'
  | 'failed'
  | 'unmatched'
  | 'not_paid';

export interface FulfilResult {
  outcome: FulfilOutcome;
  /** Whose credits changed (their cached sessions are forgotten after the commit). */
  userId: string | null;
}

/**
 * Applies a re-read Checkout Session inside the webhook's transaction (decision 0043).
 * Exactly once per session: the order row is upserted by checkout_session_id in ONE
 * statement whose DO UPDATE only fires while fulfilled_at is null, so of any number of
 * deliveries (repeated, concurrent, completed + async_payment_succeeded) exactly one gets
 * a row back, and only that one grants the credit and queues the receipt.
 */
export async function fulfilCheckout(
  tx: Tx,
  services: Pick<Services, 'mailer' | 'jobs' | 'env' | 'logger'>,
  session: CheckoutSessionView,
  opts: { paymentFailed: boolean },
): Promise<FulfilResult> {
  const plan = session.plan;
  const userId = session.userId;
  const [owner] = userId ? await tx.select().from(profiles).where(eq(profiles.id, userId)).limit(1) : [];
  if (!plan || !Object.hasOwn(PLANS, plan) || !owner) {
    services.logger.error(
      { sessionId: session.id, userId, plan },
      'checkout session matches no customer or plan: nothing granted',
    );
    return { outcome: 'unmatched', userId: null };
  }
  const planKey = plan as PlanKey;
  const base = {
    userId: owner.id,
    plan: planKey,
    amountCents: Math.round(session.amountTotalCents),
    currency: session.currency,
    checkoutSessionId: session.id,
    paymentIntentId: session.paymentIntentId,
    // The code the customer signed up with, for the affiliate's commission on this order.
    affiliateCodeId: owner.referredByCodeId ?? null,
  };

  const paid = session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required';
  if (!paid) {
    if (opts.paymentFailed) {
      await tx
        .insert(orders)
        .values({ ...base, id: randomUUID(), status: 'failed' })
        .onConflictDoUpdate({
          target: orders.checkoutSessionId,
          set: { status: 'failed', updatedAt: new Date() },
          setWhere: sql`${orders.fulfilledAt} is null`,
        });
      return { outcome: 'failed', userId: owner.id };
    }
    if (session.status !== 'complete') return { outcome: 'not_paid', userId: null };
    // A delayed method is clearing: the order shows as processing; a later failure wins.
    await tx
      .insert(orders)
      .values({ ...base, id: randomUUID(), status: 'processing' })
      .onConflictDoNothing({ target: orders.checkoutSessionId });
    return { outcome: 'processing', userId: owner.id };
  }

  const [order] = await tx
    .insert(orders)
    .values({ ...base, id: randomUUID(), status: 'completed', fulfilledAt: sql`now()` })
    .onConflictDoUpdate({
      target: orders.checkoutSessionId,
      set: {
        status: 'completed',
        fulfilledAt: sql`now()`,
        amountCents: base.amountCents,
        currency: base.currency,
        paymentIntentId: base.paymentIntentId,
        updatedAt: new Date(),
      },
      setWhere: sql`${orders.fulfilledAt} is null`,
    })
    .returning({ id: orders.id });
  if (!order) return { outcome: 'already_fulfilled', userId: owner.id };

  // The tier rule (decision 0043): never downgrade unused premium credit.
  const [granted] = await tx
    .update(profiles)
    .set({
      credits: sql`${profiles.credits} + ${CREDITS_PER_PURCHASE}`,
      subscriptionTier: sql`case when ${planKey} = 'premium' or (${profiles.credits} > 0 and ${profiles.subscriptionTier} = 'premium') then 'premium' else 'basic' end`,
      totalAmountSpentCents: sql`${profiles.totalAmountSpentCents} + ${base.amountCents}`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, owner.id))
    .returning({ credits: profiles.credits });

  const mail = purchaseReceiptMail({
    firstName: owner.firstName,
    planTitle: PLANS[planKey].title,
    amount: usd(base.amountCents),
    orderId: order.id,
    credits: granted?.credits ?? CREDITS_PER_PURCHASE,
    url: `${services.env.APP_URL}/new-project`,
  });
  const mailId = await services.mailer.store(tx, { ...mail, to: owner.email, kind: 'purchase_receipt' });
  await queueMailJob(services.jobs.boss, tx, mailId);
  return { outcome: 'fulfilled', userId: owner.id };
}
