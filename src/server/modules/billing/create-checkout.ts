import type { PlanKey } from '../../../shared/constants';
import type { Services } from '../../services';

/**
 * Starts a checkout for the signed-in customer (spec 7 create-checkout): a session with the
 * provider whose success page is /purchase-success and cancel page /billing?canceled=true.
 * Nothing is granted here; only the signed webhook grants (decision 0043).
 * Throws PaymentProviderError, which the route maps to spec 8's messages.
 */
export async function createCheckout(
  services: Pick<Services, 'payments' | 'env'>,
  customer: { userId: string; email: string },
  plan: PlanKey,
): Promise<{ sessionId: string; url: string }> {
  const { APP_URL } = services.env;
  const session = await services.payments.createCheckoutSession({
    plan,
    userId: customer.userId,
    email: customer.email,
    successUrl: `${APP_URL}/purchase-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${APP_URL}/billing?canceled=true`,
  });
  return { sessionId: session.id, url: session.url };
}
