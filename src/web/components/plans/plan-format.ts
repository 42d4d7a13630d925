import { PLANS, type Plan } from '../../../shared/constants';
import { formatUsdCents } from '../../lib/format';

/** Plans in display order (Basic, then Premium); both the landing page and billing list them so. */
export const PLAN_LIST: readonly Plan[] = [PLANS.basic, PLANS.premium];

/** '$197': plan prices are whole dollars, shown without cents. */
export function formatPlanPrice(plan: Pick<Plan, 'priceCents'>): string {
  return formatUsdCents(plan.priceCents);
}

/** The plan named by a query value such as `?plan=premium`, or undefined for anything else. */
export function planFromKey(key: string | null | undefined): Plan | undefined {
  return key === 'basic' || key === 'premium' ? PLANS[key] : undefined;
}
