import { Check } from 'lucide-react';
import type { Plan } from '../../../shared/constants';

/** A plan's features with check marks: the plan cards and the current-plan card. */
export function PlanFeatures({ plan, className = '' }: { plan: Plan; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2 text-slate-800">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
