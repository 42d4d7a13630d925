import type { Context } from 'hono';
import { Hono } from 'hono';
import { PLANS, type PlanKey } from '../../../shared/constants';
import {
  BILLING_MESSAGES,
  type CheckoutResponse,
  checkoutRequestSchema,
  type TestCheckoutResult,
  type TestCheckoutSession,
} from '../../../shared/contracts/billing';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import { invalid, notFound, upstreamFailed } from '../../domain/errors';
import type { AppEnv } from '../../http/context';
import { limiterPerApp } from '../../http/rate-limit';
import { parseJson } from '../../http/validate';
import { BuiltInGateway } from './built-in-gateway';
import { createCheckout } from './create-checkout';
import { PaymentProviderError, WebhookSignatureError } from './payment-gateway';
import { receiveWebhook } from './receive-webhook';

/** Checkouts per customer per 10 minutes: plenty for changing one's mind, not for a loop. */
export const CHECKOUTS_PER_WINDOW = 10;

const checkoutLimiter = limiterPerApp({
  name: 'checkout',
  max: CHECKOUTS_PER_WINDOW,
  windowMs: 10 * 60_000,
  message: 'Too many checkout attempts. Please wait a few minutes and try again.',
});

/** The one mapping of a provider failure to what the customer reads (spec 8), as a 502. */
export function paymentError(err: unknown): unknown {
  if (!(err instanceof PaymentProviderError)) return err;
  const message =
    err.kind === 'price'
      ? BILLING_MESSAGES.planUnavailable
      : err.kind === 'network'
        ? BILLING_MESSAGES.network
        : BILLING_MESSAGES.checkoutFailed(err.message || BILLING_MESSAGES.checkoutFailedDefault);
  return upstreamFailed('PAYMENT_PROVIDER', message);
}

/** The built-in checkout, or 404 when real Stripe is configured (the page does not exist then). */
function builtIn(c: Context<AppEnv>): BuiltInGateway {
  const { payments } = c.var.services;
  if (!(payments instanceof BuiltInGateway)) throw notFound();
  return payments;
}

function toTestSession(row: {
  id: string;
  plan: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  status: string;
  cancelUrl: string;
  successUrl: string;
}): TestCheckoutSession {
  const plan = row.plan as PlanKey;
  return {
    id: row.id,
    plan,
    plan_title: PLANS[plan].title,
    amount_cents: row.amountCents,
    currency: row.currency,
    customer_email: row.customerEmail,
    status: row.status as TestCheckoutSession['status'],
    cancel_url: row.cancelUrl,
    success_url: row.successUrl,
  };
}

/**
 * Checkout (issue 13, spec 7 create-checkout), the provider's webhook, and the built-in
 * test checkout's endpoints (decision 0041).
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .post('/checkout', async (c) => {
    const actor = requireActor(c, BILLING_MESSAGES.loginRequired);
    authorizeArea(policies.useBilling(actor));
    const { plan } = await parseJson(c, checkoutRequestSchema);
    const { services } = c.var;
    await checkoutLimiter(services.handle).hit(actor.userId);
    try {
      const body: CheckoutResponse = await createCheckout(services, actor, plan as PlanKey);
      return c.json(body);
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        services.logger.warn(
          { kind: err.kind, providerMessage: err.message },
          'checkout session not created',
        );
      }
      throw paymentError(err);
    }
  })
  // No session, no origin: the provider signs the raw body, which is read as text untouched.
  .post('/stripe/webhook', async (c) => {
    const raw = await c.req.text();
    try {
      return c.json(await receiveWebhook(c.var.services, raw, c.req.header('stripe-signature')));
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw invalid('Invalid webhook signature', 'BAD_SIGNATURE');
      throw err;
    }
  })
  .get('/checkout/test-sessions/:id', async (c) => {
    const gateway = builtIn(c);
    const actor = requireActor(c);
    const row = await gateway.findForUser(c.req.param('id'), actor.userId);
    if (!row) throw notFound();
    return c.json(toTestSession(row));
  })
  .post('/checkout/test-sessions/:id/complete', async (c) => {
    const gateway = builtIn(c);
    const actor = requireActor(c);
    const row = await gateway.complete(c.req.param('id'), actor.userId);
    if (!row) throw notFound();
    const body: TestCheckoutResult = { redirect_url: row.successUrl };
    return c.json(body);
  })
  .post('/checkout/test-sessions/:id/cancel', async (c) => {
    const gateway = builtIn(c);
    const actor = requireActor(c);
    const row = await gateway.cancel(c.req.param('id'), actor.userId);
    if (!row) throw notFound();
    const body: TestCheckoutResult = { redirect_url: row.cancelUrl };
    return c.json(body);
  });
