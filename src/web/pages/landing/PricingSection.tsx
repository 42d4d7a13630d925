import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../../shared/constants';
import { buttonStyles } from '../../components/ui/button-styles';
import { formatUsdCents } from '../../lib/format';

export function PricingSection() {
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
          {Object.values(PLANS).map((plan) => (
            <article
              key={plan.key}
              aria-labelledby={`plan-${plan.key}`}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 id={`plan-${plan.key}`} className="text-xl font-semibold text-slate-900">
                {plan.title}
              </h3>
              <p className="mt-2">
                <span className="text-4xl font-bold text-slate-900">{formatUsdCents(plan.priceCents)}</span>{' '}
                <span className="text-slate-700">one-time</span>
              </p>
              <ul className="mt-6 flex-1 space-y-2">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-slate-800">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Link to="/register" className={`${buttonStyles.primary} mt-6 py-3`}>
                Choose {plan.title}
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
