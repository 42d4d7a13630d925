import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutStatus, Conversion } from '../../../shared/contracts/billing';
import { reportPurchase } from '../../lib/analytics';
import { apiGet, apiPost } from '../../lib/api';
import { DASHBOARD_QUERY_KEY, ME_QUERY_KEY } from '../../lib/query-keys';
import { useAppConfig } from '../../lib/use-app-config';

const POLL_MS = 1_000;
/** After this long without a verdict the page says the confirmation is late (the webhook may lag). */
export const SLOW_CONFIRMATION_MS = 30_000;

const settled = (status: CheckoutStatus | undefined) =>
  status?.state === 'fulfilled' || status?.state === 'failed';

/**
 * /purchase-success waits for the order: the provider's redirect may arrive before its
 * webhook, so the session's state is polled until fulfilled or failed.
 */
export function usePurchaseStatus(sessionId: string) {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['checkout-session', sessionId],
    enabled: sessionId !== '',
    retry: false,
    queryFn: ({ signal }) =>
      apiGet<CheckoutStatus>(`/api/checkout/sessions/${encodeURIComponent(sessionId)}`, signal),
    refetchInterval: (query) => (settled(query.state.data) || query.state.error ? false : POLL_MS),
  });

  const [slow, setSlow] = useState(false);
  const done = settled(status.data);
  useEffect(() => {
    if (done) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [done]);

  // The header and dashboard read the profile: show the new credit there too.
  const fulfilled = status.data?.state === 'fulfilled';
  useEffect(() => {
    if (!fulfilled) return;
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
  }, [fulfilled, queryClient]);

  useConversion(fulfilled ? (status.data?.order?.id ?? null) : null);

  return { status, slow };
}

/**
 * Reports the sale once per order: the server answers `report: true` only to the first
 * claim, so a reload (or a second tab) never counts it twice. Errors are swallowed: the
 * customer's confirmation must not depend on analytics.
 */
function useConversion(orderId: string | null) {
  const config = useAppConfig();
  const claimed = useRef<string | null>(null);
  const claim = useMutation({
    mutationFn: (id: string) => apiPost<Conversion>(`/api/orders/${encodeURIComponent(id)}/conversion`),
  });
  const analytics = config.data?.analytics;
  const { mutate } = claim;
  useEffect(() => {
    if (!orderId || !analytics || claimed.current === orderId) return;
    claimed.current = orderId;
    mutate(orderId, {
      onSuccess: (conversion) => {
        if (conversion.report) reportPurchase(conversion, analytics);
      },
    });
  }, [orderId, analytics, mutate]);
}
