import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TestCheckoutResult, TestCheckoutSession } from '../../../shared/contracts/billing';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError, apiGet, apiPost, errorMessage } from '../../lib/api';
import { formatUsdCents } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { TestModeBadge } from './TestModeNote';

const NOT_FOUND = 'This checkout session was not found.';

/**
 * The built-in checkout used when no card provider is configured (decision 0041): it stands
 * where Stripe's hosted page would, and paying goes through the same signed-webhook
 * fulfilment on the server. Only the customer who started the session can see it.
 */
export function TestCheckoutPage() {
  usePageTitle('Test Checkout');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const session = useQuery({
    queryKey: ['test-checkout', sessionId],
    enabled: sessionId !== '',
    retry: false,
    queryFn: ({ signal }) =>
      apiGet<TestCheckoutSession>(`/api/checkout/test-sessions/${encodeURIComponent(sessionId)}`, signal),
  });
  const finish = useMutation({
    mutationFn: (action: 'complete' | 'cancel') =>
      apiPost<TestCheckoutResult>(`/api/checkout/test-sessions/${encodeURIComponent(sessionId)}/${action}`),
    onSuccess: (result) => window.location.assign(result.redirect_url),
  });

  const missing =
    sessionId === '' || (session.error instanceof ApiError && [400, 403, 404].includes(session.error.status));

  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
      <TestModeBadge text="Test mode — no card is charged" />
      <div className="mt-4">
        <PageHeader title="Checkout" />
      </div>
      {missing ? <ErrorAlert message={NOT_FOUND} /> : null}
      {!missing && session.isError ? <ErrorAlert message={errorMessage(session.error)} /> : null}
      {sessionId && session.isPending ? <Spinner label="Loading checkout" /> : null}
      {session.data ? (
        <section
          aria-label="Order summary"
          className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <dl className="space-y-3">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">Plan</dt>
              <dd className="font-semibold text-slate-900">{session.data.plan_title}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">Amount</dt>
              <dd className="font-semibold text-slate-900">{formatUsdCents(session.data.amount_cents)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">E-mail</dt>
              <dd className="break-all text-slate-900">{session.data.customer_email}</dd>
            </div>
          </dl>
          {session.data.status !== 'open' ? (
            <p className="mt-6 text-slate-800">This checkout session is no longer open.</p>
          ) : (
            <>
              {finish.isError ? (
                <div className="mt-4">
                  <ErrorAlert message={errorMessage(finish.error)} />
                </div>
              ) : null}
              <div className="mt-6 flex flex-wrap gap-3">
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={finish.isPending || finish.isSuccess}
                  onClick={() => finish.mutate('complete')}
                >
                  {finish.isPending && finish.variables === 'complete'
                    ? 'Processing...'
                    : `Pay ${formatUsdCents(session.data.amount_cents)}`}
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={finish.isPending || finish.isSuccess}
                  onClick={() => finish.mutate('cancel')}
                >
                  Cancel
                </button>
              </div>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
