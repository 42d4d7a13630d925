/**
 * Family "wexford-certified" (decision 0109): what the renderers add that the model does not
 * hold, drawn from the family's own stream (`wexford-certified:facts:<seed>`): the landlord's
 * outside accounting firm (the certified public accountants who examine the year's Statement of
 * Recoverable Operating Costs), the lease's law firm, the statement's wording of the balance,
 * whether the lease's Operating Cost Statement section states a non-waiver when it has no waiver,
 * and the previous monthly estimates the Notice of Adjusted Monthly Estimates compares the
 * model's estimates with (the family's own figures, never a truth figure).
 */
import { money } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

const CPA_FIRMS = [
  ['Halverson, Pritchard & Co., LLP', 'Certified Public Accountants'],
  ['Odom Baskin Reyes CPAs, P.C.', 'Certified Public Accountants and Advisors'],
  ['Whitcomb & Lund, Ltd.', 'Certified Public Accountants'],
  ['Garrity Nakamura LLP', 'Accountants and Consultants'],
] as const;
const LAW_FIRMS = ['Fenwick Dorsey PLLC', 'Abernathy, Cole & Strand LLP', 'Pruitt Valdez Law Group'] as const;

export interface CertifiedFacts {
  cpa: string;
  cpaLine: string;
  cpaStreet: string;
  lawFirm: string;
  /** The Computation's wording of the balance. */
  balanceWords: 'DUE_REFUNDABLE' | 'NEUTRAL';
  /** Without a waiver, the lease states a non-waiver (else it is silent). */
  nonWaiver: boolean;
  /** The Notice's "Previous Monthly Estimate" per estimate line kind (cents, family's own). */
  previous: Record<string, number>;
  /** The Notice's reference number. */
  noticeNo: string;
}

export function certifiedFacts(m: PacketModel): CertifiedFacts {
  const r = new Rng(`wexford-certified:facts:${m.spec.seed}`);
  const [cpa, cpaLine] = r.pick(CPA_FIRMS);
  const cpaStreet = `${r.int(100, 2900)} ${r.pick(['Commerce Drive', 'North Main Street', 'Corporate Parkway', 'West Fifth Avenue'])}, Suite ${r.int(2, 9)}00`;
  const lawFirm = r.pick(LAW_FIRMS);
  const balanceWords = r.chance(0.6) ? 'DUE_REFUNDABLE' : 'NEUTRAL';
  const nonWaiver = r.chance(0.5);
  const previous: Record<string, number> = {};
  for (const x of m.bill.lines) {
    if (!x.kind.endsWith('_ESTIMATE')) continue;
    let p = Math.round((x.amountCents * r.float(0.86, 0.97)) / 100) * 100;
    if (p === x.amountCents) p -= 100;
    previous[x.kind] = Math.max(100, p);
  }
  const noticeNo = `N-${m.spec.lastYear + 1}-${String(r.int(10, 999)).padStart(3, '0')}`;
  return { cpa, cpaLine, cpaStreet, lawFirm, balanceWords, nonWaiver, previous, noticeNo };
}

/** Amounts as the accountants print them: "1,234.56", a credit "(1,234.56)". */
export const amt = (cents: number) =>
  cents < 0 ? `(${money(-cents, { dollar: false })})` : money(cents, { dollar: false });
/** The same with a dollar sign (first line of a column, totals). */
export const damt = (cents: number) => (cents < 0 ? `$(${money(-cents, { dollar: false })})` : money(cents));

/** What the premises are part of, by kind. */
export const placeWord = (m: PacketModel) =>
  m.lease.kind === 'retail' ? 'Shopping Center' : m.lease.kind === 'office' ? 'Building' : 'Park';
