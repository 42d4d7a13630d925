import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { Plan } from '../../../shared/constants';
import { PlanCard } from '../../components/plans/PlanCard';
import { PlanDialog } from '../../components/plans/PlanDialog';
import { PLAN_LIST } from '../../components/plans/plan-format';
import { useCheckout } from '../billing/use-checkout';

export function PricingSection() {
  const [selected, setSelected] = useState<Plan | null>(null);
  // Signed out, the dialog sends the visitor to /register; signed in, it starts this checkout.
  const checkout = useCheckout();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl">
        <h2 id="pricing-heading" className="text-center text-3xl font-bold text-slate-900">
          Simple, One-Time Pricing
        </h2>
        <p className="mt-3 text-center text-slate-700">
          No billing errors found? Full money-back guarantee. Billing errors discovered? You recover overpaid
          dollars.
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {PLAN_LIST.map((plan) => (
            <PlanCard
              key={plan.key}
              plan={plan}
              onChoose={setSelected}
              highlighted={plan.key === 'premium'}
            />
          ))}
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          One-time payment per audit. No subscription.
        </p>
      </div>
      <PlanDialog
        plan={selected}
        onClose={() => setSelected(null)}
        onCheckout={(plan) => checkout(plan.key)}
      />
    </section>
  );
}
