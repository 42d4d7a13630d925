import { useCallback } from 'react';
import type { PlanKey } from '../../../shared/constants';
import { type CheckoutResponse, paymentErrorMessage } from '../../../shared/contracts/billing';
import { ApiError, apiPost } from '../../lib/api';

/**
 * Spec 4 "Checkout dialog" for a signed-in customer, shared by /billing and the landing
 * page's plan dialog: ask the server for a checkout session, then leave for its page (the
 * provider's hosted checkout, or the built-in test checkout). Rejects with the message the
 * customer reads: the server's own (already mapped by spec 8), or, when the call never
 * reached the server, the same mapping applied here.
 */
export function useCheckout() {
  return useCallback(async (plan: PlanKey): Promise<void> => {
    let session: CheckoutResponse;
    try {
      session = await apiPost<CheckoutResponse>('/api/checkout', { plan });
    } catch (err) {
      if (err instanceof ApiError && err.status > 0) throw new Error(err.message);
      throw new Error(paymentErrorMessage(err instanceof Error ? err.message : null));
    }
    window.location.assign(session.url);
  }, []);
}
