import type { ReactNode } from 'react';
import type { Plan } from '../../../shared/constants';
import { buttonStyles } from '../ui/button-styles';
import { PlanFeatures } from './PlanFeatures';
import { formatPlanPrice } from './plan-format';

export interface PlanCardProps {
  plan: Plan;
  /** Called by the card's button; the landing page opens the plan dialog, billing may start checkout. */
  onChoose(plan: Plan): void;
  /** Button label; default 'Choose <plan title>'. */
  buttonLabel?: string;
  /** Disables the button (e.g. while billing starts a checkout). */
  disabled?: boolean;
  /** Emphasised border, e.g. the customer's current or the recommended plan. */
  highlighted?: boolean;
  /** Optional line above the title, e.g. 'Current plan'. */
  badge?: ReactNode;
}

/**
 * One plan with its price and feature list (spec 3 "Plans"), fed by PLANS. Its heading is an
 * h3, so it sits under the h2 of a pricing section on any page.
 */
export function PlanCard({ plan, onChoose, buttonLabel, disabled, highlighted, badge }: PlanCardProps) {
  const headingId = `plan-${plan.key}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-lg border bg-white p-6 shadow-sm ${
        highlighted ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200'
      }`}
    >
      {badge ? <p className="mb-2 text-sm font-semibold text-blue-800">{badge}</p> : null}
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {plan.title}
      </h3>
      <p className="mt-2">
        <span className="text-4xl font-bold text-slate-900">{formatPlanPrice(plan)}</span>{' '}
        <span className="text-slate-700">one-time</span>
      </p>
      <PlanFeatures plan={plan} className="mt-6 flex-1" />
      <button
        type="button"
        disabled={disabled}
        onClick={() => onChoose(plan)}
        className={`${buttonStyles.primary} mt-6 py-3`}
      >
        {buttonLabel ?? `Choose ${plan.title}`}
      </button>
    </article>
  );
}
