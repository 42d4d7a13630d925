import type { Database } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { BuiltInGateway } from './built-in-gateway';
import type { PaymentGateway } from './payment-gateway';
import { receiveWebhook, type WebhookServices } from './receive-webhook';
import { StripeGateway } from './stripe-gateway';

/** STRIPE_SECRET_KEY set: Stripe's hosted Checkout; unset: the built-in test checkout (decision 0041). */
export function createGateway(env: Env, db: Database, logger: Logger): PaymentGateway {
  if (env.STRIPE_SECRET_KEY) return new StripeGateway(env, logger);
  logger.info('payments: no STRIPE_SECRET_KEY, using the built-in test-mode checkout');
  return new BuiltInGateway(db, env, logger);
}

/**
 * Once every service exists: the built-in checkout delivers its signed events to the same
 * receiveWebhook the HTTP route calls. Done here, not in the gateway, so the gateway does
 * not import the webhook (which needs the full services) and no import cycle forms.
 */
export function connectPayments(services: WebhookServices): void {
  if (services.payments instanceof BuiltInGateway) {
    services.payments.connect((raw, header) => receiveWebhook(services, raw, header));
  }
}
