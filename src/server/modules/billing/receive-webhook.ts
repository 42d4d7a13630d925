import { eq, sql } from 'drizzle-orm';
import { orders, paymentEvents } from '../../db/schema';
import type { Services } from '../../services';
import { fulfilCheckout } from './fulfil-checkout';
import type { ChargeView, CheckoutSessionView } from './payment-gateway';
import { applyChargeRefunded } from './record-refund';

/** The Checkout events that can grant (or fail) an order; the session is re-read for each. */
const CHECKOUT_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
]);

export interface WebhookResult {
  received: true;
  duplicate?: true;
  outcome?: string;
}

export type WebhookServices = Pick<
  Services,
  'db' | 'payments' | 'mailer' | 'jobs' | 'env' | 'logger' | 'sessionCache'
>;

/**
 * One signed provider event (decision 0043), from POST /api/stripe/webhook or from the
 * built-in test checkout (the same function either way). Throws WebhookSignatureError on a
 * bad signature (400, nothing written); any other error rolls everything back (500, the
 * provider retries). The event row and its effect commit together: a repeated or
 * concurrent delivery finds the row and does nothing.
 */
export async function receiveWebhook(
  services: WebhookServices,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<WebhookResult> {
  const event = services.payments.verifyWebhook(rawBody, signatureHeader);

  // A cheap early answer for a redelivery (saves the provider round trip); the insert
  // below is what actually guarantees once.
  const [seen] = await services.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id))
    .limit(1);
  if (seen) return { received: true, duplicate: true };

  // Never trust the payload: the object is read back from the provider (outside the transaction).
  let session: CheckoutSessionView | null = null;
  let charge: ChargeView | null = null;
  if (CHECKOUT_EVENTS.has(event.type))
    session = await services.payments.retrieveCheckoutSession(event.objectId);
  else if (event.type === 'charge.refunded') charge = await services.payments.retrieveCharge(event.objectId);

  const result = await services.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, objectId: event.objectId || null, outcome: 'processing' })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (!claimed) return { duplicate: true as const, outcome: undefined, userId: null };

    let outcome = 'ignored';
    let userId: string | null = null;
    if (session) {
      const fulfilled = await fulfilCheckout(tx, services, session, {
        paymentFailed: event.type === 'checkout.session.async_payment_failed',
      });
      outcome = fulfilled.outcome;
      userId = fulfilled.userId;
    } else if (charge) {
      outcome = await applyChargeRefunded(tx, services, charge);
      // A refund may take the credit back: that customer's cached session must not show it.
      if (charge.paymentIntentId) {
        const [order] = await tx
          .select({ userId: orders.userId })
          .from(orders)
          .where(eq(orders.paymentIntentId, charge.paymentIntentId))
          .limit(1);
        userId = order?.userId ?? null;
      }
    }
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(eq(paymentEvents.id, sql`${event.id}`));
    return { duplicate: undefined, outcome, userId };
  });

  if (result.duplicate) return { received: true, duplicate: true };
  // /api/me shows the new credit at once (decision 0028's cache is per process).
  if (result.userId) services.sessionCache?.forgetUser(result.userId);
  services.logger.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'payment event');
  return { received: true, outcome: result.outcome };
}
