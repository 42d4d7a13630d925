import { PLANS, type PlanKey } from '../../../shared/constants';
import { PlanFeatures } from '../../components/plans/PlanFeatures';
import { StatusBadge } from '../../components/ui/StatusBadge';

/** '1 credit remaining', '2 credits remaining': the one wording wherever credits are counted here. */
export const creditsRemaining = (credits: number) =>
  `${credits} ${credits === 1 ? 'credit' : 'credits'} remaining`;

/** Spec 2.12 "Current Plan" card (the page supplies the heading): the tier held and the credits left. */
export function CurrentPlan({ tier, credits }: { tier: PlanKey; credits: number }) {
  const plan = PLANS[tier];
  return (
    <section aria-label="Current plan" className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold text-slate-900">{plan.title}</p>
        <StatusBadge label="Active" tone="green" />
      </div>
      <p className="mt-2 font-medium text-slate-800">{creditsRemaining(credits)}</p>
      <PlanFeatures plan={plan} className="mt-4" />
    </section>
  );
}

/** After a purchase: '1 credit available'. */
export const creditsAvailable = (credits: number) =>
  `${credits} ${credits === 1 ? 'credit' : 'credits'} available`;
