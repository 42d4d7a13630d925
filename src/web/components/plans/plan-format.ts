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

/**
 * Where choosing a plan goes without a checkout handler (spec 4 "Checkout dialog"): a visitor
 * registers first; a signed-in user goes to billing with the plan, which `planFromKey` reads back.
 */
export function planChoiceTarget(plan: Pick<Plan, 'key'>, signedIn: boolean): string {
  return signedIn ? `/billing?plan=${plan.key}` : '/register';
}
