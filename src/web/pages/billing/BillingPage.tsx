import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Plan } from '../../../shared/constants';
import { useAuth } from '../../auth/auth-context';
import { PlanCard } from '../../components/plans/PlanCard';
import { PLAN_LIST } from '../../components/plans/plan-format';
import { ErrorAlert, InfoMessage } from '../../components/ui/Alerts';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { CurrentPlan } from './CurrentPlan';
import { GuaranteeBox } from './GuaranteeBox';
import { TestModeNote } from './TestModeNote';
import { useCheckout } from './use-checkout';

/** Shown after the provider sends the customer back through the cancel address. */
export const CHECKOUT_CANCELED_MESSAGE = 'Your checkout was cancelled. Nothing was charged to your card.';

/** Billing (spec 2.12): the current plan when one is active, and the plans to buy an audit. */
export function BillingPage() {
  usePageTitle('Billing');
  const { profile, isLoading } = useAuth();
  const [params] = useSearchParams();
  const checkout = useCheckout();
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (isLoading) return <Spinner label="Loading billing information..." />;
  if (!profile) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <p className="text-slate-800">Please log in to access billing settings</p>
      </div>
    );
  }

  const choose = async (plan: Plan) => {
    setBusyPlan(plan.key);
    setError(null);
    try {
      // On success the browser leaves for the checkout page; the button stays 'Processing...'.
      await checkout(plan.key);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusyPlan(null);
    }
  };

  const active = profile.subscription_tier !== null && profile.credits > 0;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      {params.get('canceled') === 'true' ? (
        <div className="mb-6">
          <InfoMessage message={CHECKOUT_CANCELED_MESSAGE} />
        </div>
      ) : null}

      {active && profile.subscription_tier ? (
        <>
          <PageHeader title="Current Plan" subtitle="Your active subscription details" />
          <CurrentPlan tier={profile.subscription_tier} credits={profile.credits} />
          <h2 className="mt-12 text-2xl font-bold text-slate-900">Buy Another Audit</h2>
          <p className="mt-1 mb-4 text-slate-700">Select the plan that best fits your needs</p>
        </>
      ) : (
        <PageHeader title="Choose Your Plan" subtitle="Select the plan that best fits your needs" />
      )}

      <div className="mb-6">
        <TestModeNote />
      </div>

      {error ? (
        <div className="mb-6">
          <ErrorAlert message={error} />
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        {PLAN_LIST.map((plan) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            onChoose={(p) => void choose(p)}
            buttonLabel={busyPlan === plan.key ? 'Processing...' : 'Select Plan'}
            disabled={busyPlan !== null}
            highlighted={plan.key === 'premium'}
            badge={plan.key === 'premium' ? 'Most Popular' : undefined}
          />
        ))}
      </div>
      <p className="mt-6 text-center text-slate-700">
        No billing errors found? Full money-back guarantee. Billing errors discovered? You recover overpaid
        dollars.
      </p>
      <GuaranteeBox />
    </div>
  );
}
