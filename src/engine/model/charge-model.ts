import type { ExpenseCategory, StatementLine } from '../types';

/**
 * The landlord's arithmetic for one statement, as a small model the rules can re-run with one
 * thing corrected. The contract prices a finding as "how much the tenant's total for the year
 * falls when this error alone is corrected, everything else as billed, including the
 * consequential admin fee": that is `overchargeOf(model, corrected)`. Values stay unrounded
 * until the finding rounds its amount once.
 */
export interface ChargeModel {
  /** The building pool the share applies to (the statement's total). */
  poolCents: number;
  /** The part of the pool that is not taxes or insurance (an admin fee "on CAM" is charged on its share). */
  camPoolCents: number;
  /** Base-year deduction subtracted before the share (base-year leases); 0 when none. */
  baseDeductionCents: number;
  /** The share the statement applies, as a fraction (5.62 % -> 0.0562). */
  share: number;
  /** The admin fee as charged: a rate (fraction) on the tenant's whole share or on its CAM part. */
  fee: { rate: number; base: 'ALL' | 'CAM' } | null;
}

const FIXED: ExpenseCategory[] = ['TAX', 'INSURANCE'];

/** Whether a line belongs to the CAM part of the pool (everything but taxes and insurance). */
export function isCamCategory(category: ExpenseCategory): boolean {
  return !FIXED.includes(category);
}

export function sumCents(lines: StatementLine[]): number {
  return lines.reduce((s, l) => s + l.amountCents, 0);
}

/** Tenant's share before the fee. */
export function shareOf(m: ChargeModel): number {
  return Math.max(0, m.poolCents - m.baseDeductionCents) * m.share;
}

/** The admin fee the model charges (on the share of the excess when a base year is deducted). */
export function feeOf(m: ChargeModel): number {
  if (!m.fee) return 0;
  if (m.fee.base === 'ALL' || m.baseDeductionCents > 0) return shareOf(m) * m.fee.rate;
  return m.camPoolCents * m.share * m.fee.rate;
}

/** What the statement charges the tenant for the year (share + admin fee), unrounded. */
export function chargeOf(m: ChargeModel): number {
  return shareOf(m) + feeOf(m);
}

/** How much the year's charge falls when `corrected` replaces the billed model (unrounded). */
export function overchargeOf(billed: ChargeModel, corrected: ChargeModel): number {
  return chargeOf(billed) - chargeOf(corrected);
}

/** The billed model with `cents` of a line removed from the pool (and from the CAM part when it is CAM). */
export function withoutCents(m: ChargeModel, cents: number, category: ExpenseCategory): ChargeModel {
  return {
    ...m,
    poolCents: m.poolCents - cents,
    camPoolCents: isCamCategory(category) ? m.camPoolCents - cents : m.camPoolCents,
  };
}

/** Whether two amounts agree within a statement's rounding: `minCents`, or `rel` of the larger. */
export function agrees(a: number, b: number, minCents = 5, rel = 0.002): boolean {
  return Math.abs(a - b) <= Math.max(minCents, Math.abs(b) * rel);
}
