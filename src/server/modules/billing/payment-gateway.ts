import type { PlanKey } from '../../../shared/constants';

/**
 * The card payment provider as the rest of the server sees it (issue 13, decision 0041).
 * Two implementations: Stripe through its SDK (stripe-gateway.ts), and the built-in
 * test-mode checkout used when no STRIPE_SECRET_KEY is set (built-in-gateway.ts). Both
 * hand events to the same signed-webhook fulfilment (receive-webhook.ts): the built-in one
 * signs its events with its own secret and posts them through the same function.
 *
 * Nothing the browser sends is trusted: the webhook re-reads the session or the charge
 * through `retrieveCheckoutSession` / `retrieveCharge` before it grants or takes anything.
 */

export interface CreateCheckoutInput {
  plan: PlanKey;
  userId: string;
  email: string;
  /** Absolute URLs: `${APP_URL}/purchase-success?session_id={CHECKOUT_SESSION_ID}` and the cancel page. */
  successUrl: string;
  cancelUrl: string;
}

/** The part of a Checkout Session the fulfilment reads, whichever provider made it. */
export interface CheckoutSessionView {
  id: string;
  /** Where the browser pays (Stripe's hosted page or /checkout/test?session_id=...). */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  /** paid (or no_payment_required): grant; unpaid: a delayed method is still clearing. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** client_reference_id: our user id. */
  userId: string | null;
  /** metadata.plan. */
  plan: string | null;
  amountTotalCents: number;
  currency: string;
  paymentIntentId: string | null;
}

/** The part of a Charge the refund bookkeeping reads. */
export interface ChargeView {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
  amountRefundedCents: number;
  /** Fully refunded. */
  refunded: boolean;
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** Sent as the provider's Idempotency-Key: a repeated click or retry refunds once. */
  idempotencyKey: string;
  /** Our order id, kept in the refund's metadata. */
  orderId: string;
}

/** A verified event, reduced to what the dispatcher needs; `object` is the payload's object. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The id of the event's object (a checkout session `cs_...` or a charge `ch_...`). */
  objectId: string;
}

export interface PaymentGateway {
  readonly mode: 'stripe' | 'test';
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionView>;
  retrieveCharge(id: string): Promise<ChargeView>;
  /** The charge of a payment intent (refunds are found by the intent on our order). */
  refund(input: RefundInput): Promise<{ id: string; status: string }>;
  /**
   * Checks the signature header against the raw body (the webhook secret) and parses the
   * event; throws WebhookSignatureError when it does not match.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}

/** The signature did not verify (or was missing): answered 400, nothing written. */
export class WebhookSignatureError extends Error {}

/**
 * The provider refused or failed a call. `kind` drives the customer's message (spec 8):
 * price (the plan's price is gone), network (unreachable), provider (its own message).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'price' | 'network' | 'provider',
    message: string,
  ) {
    super(message);
  }
}
