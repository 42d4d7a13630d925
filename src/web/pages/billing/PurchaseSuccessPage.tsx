import { CircleCheck, Clock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/ui/Alerts';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { creditsAvailable } from './CurrentPlan';
import { usePurchaseStatus } from './use-purchase-status';

const wrap = 'mx-auto max-w-xl px-4 py-16 text-center sm:px-6';

/** Confirmation after a purchase (spec 2.15), shown once the payment is confirmed. */
export function PurchaseSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { status, slow } = usePurchaseStatus(sessionId);
  const state = status.data?.state;
  usePageTitle(state === 'fulfilled' ? 'Purchase Successful!' : 'Confirming your payment');

  if (!sessionId) return <Problem message="No purchase to confirm was found." />;
  if (status.isError) return <Problem message={errorMessage(status.error)} />;
  if (state === 'failed') {
    return <Problem message="Your payment did not go through, so nothing was charged. Please try again." />;
  }
  if (state === 'fulfilled' && status.data) {
    return (
      <div className={wrap}>
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-green-700" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Purchase Successful!</h1>
        <p className="mt-4 text-lg text-slate-700">
          Your credits have been added to your account. You can now start your lease analysis.
        </p>
        <p className="mt-4 font-semibold text-slate-900">{creditsAvailable(status.data.credits)}</p>
        <Link to="/new-project" className={`${buttonStyles.primary} mt-8`}>
          Start My Analysis
        </Link>
      </div>
    );
  }
  return (
    <div className={wrap}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Confirming your payment</h1>
      <Spinner label="Waiting for payment confirmation" />
      <p className="text-slate-700">
        {state === 'processing'
          ? 'Your payment is being processed. Your credit is added as soon as it clears.'
          : 'This usually takes a few seconds.'}
      </p>
      {slow ? (
        <p role="status" className="mt-4 flex items-start justify-center gap-2 text-slate-800">
          <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          Payment confirmation is taking longer than usual. You can leave this page: we will e-mail you as
          soon as your credit is added.
        </p>
      ) : null}
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className={wrap}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Purchase</h1>
      <div className="mt-6 text-left">
        <ErrorAlert message={message} />
      </div>
      <Link to="/billing" className={`${buttonStyles.secondary} mt-8`}>
        Back to Billing
      </Link>
    </div>
  );
}
