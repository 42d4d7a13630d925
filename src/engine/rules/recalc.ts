import type { ExpenseCategory, Statement, StatementLine } from '../types';

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

/** The pool the statement prints, else the sum of its lines. */
export function poolOf(st: Statement): number | null {
  if (st.totalCents !== null) return st.totalCents;
  return st.lines.length ? sumCents(st.lines) : null;
}

/**
 * Reads the admin fee's rate and base from the statement: the printed rate when there is one,
 * and the base (whole share or CAM share) whose product matches the printed fee. A fee with no
 * printed rate takes the rate implied by the base its label names.
 */
export function readFee(st: Statement, share: number, camPool: number): ChargeModel['fee'] {
  const fee = st.adminFeeCents;
  if (fee === null || fee <= 0) return null;
  const all = st.tenantShareCents ?? null;
  const cam = camPool * share;
  const labelSaysCam = /\bcam\b|common|maintenance|controllable|operating\s+expenses?\s+excl/i.test(
    st.adminFeeBaseLabel ?? '',
  );
  if (st.adminFeePct !== null) {
    const rate = st.adminFeePct / 100;
    const near = (base: number | null) =>
      base !== null && Math.abs(base * rate - fee) <= Math.max(2, fee * 0.01);
    if (near(all) && !(labelSaysCam && near(cam))) return { rate, base: 'ALL' };
    if (near(cam)) return { rate, base: 'CAM' };
    return { rate, base: labelSaysCam ? 'CAM' : 'ALL' };
  }
  const base = labelSaysCam ? cam : all;
  if (!base) return null;
  return { rate: fee / base, base: labelSaysCam ? 'CAM' : 'ALL' };
}

/** The model of a statement, or null when its share or pool was not read. */
export function chargeModel(st: Statement): ChargeModel | null {
  const pool = poolOf(st);
  if (pool === null || st.billedSharePct === null) return null;
  const share = st.billedSharePct / 100;
  const camPool = sumCents(st.lines.filter((l) => isCamCategory(l.category)));
  return {
    poolCents: pool,
    camPoolCents: camPool,
    baseDeductionCents: st.baseYearDeductionCents ?? 0,
    share,
    fee: readFee(st, share, camPool),
  };
}

/**
 * Whether the model reproduces the statement's own tenant share (within rounding): a rule prices
 * a correction through the model only when the model is the landlord's arithmetic.
 */
export function modelMatches(st: Statement, m: ChargeModel): boolean {
  if (st.tenantShareCents === null) return true;
  const tol = Math.max(5, Math.abs(st.tenantShareCents) * 0.002);
  return Math.abs(shareOf(m) - st.tenantShareCents) <= tol;
}
