import Stripe from 'stripe';
import { PLANS, type PlanKey } from '../../../shared/constants';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import {
  type ChargeView,
  type CheckoutSessionView,
  type PaymentEvent,
  type PaymentGateway,
  PaymentProviderError,
  WebhookSignatureError,
} from './payment-gateway';

/** Long enough for a slow Checkout create, short enough that the customer is not left waiting. */
const STRIPE_TIMEOUT_MS = 20_000;

/** Stripe's hosted Checkout through the official SDK (decision 0041). */
export class StripeGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly env: Env,
    logger: Logger,
  ) {
    const key = env.STRIPE_SECRET_KEY;
    if (!key) throw new Error('StripeGateway needs STRIPE_SECRET_KEY');
    this.stripe = new Stripe(key, {
      maxNetworkRetries: 1,
      timeout: STRIPE_TIMEOUT_MS,
      ...apiAddress(env.STRIPE_API_BASE),
    });
    if (!env.STRIPE_WEBHOOK_SECRET) {
      // Only a test key can get here (the env check refuses a live key without it).
      logger.error(
        'STRIPE_WEBHOOK_SECRET is not set: Stripe Checkout works, but no payment can ever be fulfilled (every webhook is refused)',
      );
    }
  }

  async createCheckoutSession(input: {
    plan: PlanKey;
    userId: string;
    email: string;
    successUrl: string;
    cancelUrl: string;
  }) {
    const plan = PLANS[input.plan];
    const priceId = input.plan === 'basic' ? this.env.STRIPE_PRICE_BASIC : this.env.STRIPE_PRICE_PREMIUM;
    const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
      ? { price: priceId, quantity: 1 }
      : {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: plan.priceCents, product_data: { name: plan.title } },
        };
    const metadata = { plan: input.plan, user_id: input.userId };
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [lineItem],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        client_reference_id: input.userId,
        customer_email: input.email,
        metadata,
        payment_intent_data: { metadata },
      }),
    );
    if (!session.url) throw new PaymentProviderError('provider', 'Failed to create checkout session');
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView> {
    const s = await this.call(() => this.stripe.checkout.sessions.retrieve(id));
    return {
      id: s.id,
      url: s.url,
      status: oneOf(s.status, ['complete', 'expired'] as const, 'open'),
      paymentStatus: oneOf(s.payment_status, ['paid', 'no_payment_required'] as const, 'unpaid'),
      userId: s.client_reference_id,
      plan: s.metadata?.plan ?? null,
      amountTotalCents: s.amount_total ?? 0,
      currency: s.currency ?? 'usd',
      paymentIntentId: idOf(s.payment_intent),
    };
  }

  async retrieveCharge(id: string): Promise<ChargeView> {
    const ch = await this.call(() => this.stripe.charges.retrieve(id));
    return {
      id: ch.id,
      paymentIntentId: idOf(ch.payment_intent),
      amountCents: ch.amount,
      amountRefundedCents: ch.amount_refunded,
      refunded: ch.refunded,
    };
  }

  async refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    orderId: string;
  }) {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountCents,
          metadata: { order_id: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return { id: refund.id, status: refund.status ?? 'pending' };
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!secret || !signatureHeader) throw new WebhookSignatureError('Missing webhook signature or secret');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid webhook signature');
    }
    const object = event.data.object as { id?: unknown };
    return { id: event.id, type: event.type, objectId: typeof object.id === 'string' ? object.id : '' };
  }

  /** Runs one SDK call, turning its errors into PaymentProviderError (spec 8's kinds). */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw toProviderError(err);
    }
  }
}

/** STRIPE_API_BASE (tests, local fakes) as the SDK's host/port/protocol. */
export function apiAddress(base: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

export function toProviderError(err: unknown): PaymentProviderError {
  if (err instanceof PaymentProviderError) return err;
  if (err instanceof Stripe.errors.StripeConnectionError)
    return new PaymentProviderError('network', err.message);
  if (err instanceof Stripe.errors.StripeError) {
    const aboutPrice = (err.param ?? '').includes('price') || /price/i.test(err.message);
    if (err.type === 'StripeInvalidRequestError' && aboutPrice)
      return new PaymentProviderError('price', err.message);
    return new PaymentProviderError('provider', err.message || 'Failed to create checkout session');
  }
  return new PaymentProviderError('provider', err instanceof Error ? err.message : String(err));
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's string unions are open-ended; anything we do not know counts as `fallback`. */
function oneOf<T extends string, F extends string>(
  value: string | null,
  known: readonly T[],
  fallback: F,
): T | F {
  return (known as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}
