import type { Evidence, LeaseData, Statement, StatementLine } from '../types';
import { sure } from './evidence';
import { pct, usd } from './format';
import { type ChargeModel, chargeModel, feeOf, modelMatches, shareOf, sumCents } from './recalc';

/**
 * Shared pieces of the statement rules (pro-rata share, exclusions, capital, fees, duplicates):
 * when a statement can be priced, how sure a finding is, and the sentences every finding repeats.
 */

/** The most a finding priced from extracted documents claims to be sure. */
export const MAX_CONFIDENCE = 0.95;

/**
 * The landlord's arithmetic of a statement when a rule may put a dollar figure on it: the share
 * and pool were read and re-running them gives the tenant share the statement prints.
 */
export function pricedModel(st: Statement): ChargeModel | null {
  const m = chargeModel(st);
  if (!m || !modelMatches(st, m)) return null;
  return m;
}

/** Whether the model's admin fee reproduces the fee the statement prints (within rounding). */
export function feeMatches(st: Statement, m: ChargeModel): boolean {
  const printed = st.adminFeeCents ?? 0;
  const modelled = feeOf(m);
  return Math.abs(printed - modelled) <= Math.max(3, Math.abs(printed) * 0.005);
}

/** Whether the statement's lines add up to the pool it shares (so a base computed from lines is whole). */
export function linesFoot(st: Statement, m: ChargeModel): boolean {
  if (!st.lines.length) return false;
  const sum = sumCents(st.lines);
  return Math.abs(sum - m.poolCents) <= Math.max(100, Math.abs(m.poolCents) * 0.0005);
}

/** A finding's confidence: the weakest input, capped. */
export function confidenceOf(...values: (number | null | undefined)[]): number {
  let c = MAX_CONFIDENCE;
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v)) c = Math.min(c, v);
  return Math.round(c * 100) / 100;
}

/** The evidence of the statement's share arithmetic (share %, pool, tenant share). */
export function shareEvidence(st: Statement): (Evidence | null)[] {
  return [
    st.evidence.billedSharePct ?? null,
    st.evidence.totalCents ?? null,
    st.evidence.tenantShareCents ?? null,
  ];
}

/** "5.62%" of the share as a fraction. */
export function sharePct(m: ChargeModel): string {
  return pct(m.share * 100);
}

/**
 * The sentence of the calculation that carries the admin fee: how much more the fee charged on a
 * removed amount adds to the over-charge.
 */
export function feeStep(m: ChargeModel, shareCents: number): string | null {
  if (!m.fee || shareCents === 0) return null;
  return `Admin fee charged on it: ${pct(m.fee.rate * 100)} x ${usd(shareCents)} = ${usd(shareCents * m.fee.rate)}`;
}

/**
 * Calculation steps for removing `cents` of the pool: the share of it, the fee on it when the fee
 * follows it, and the total (the over-charge) as computed by the model.
 */
export function removalSteps(
  m: ChargeModel,
  removedCents: number,
  camPart: boolean,
  overchargeCents: number,
): string[] {
  const steps: string[] = [];
  const share = removedCents * m.share;
  if (m.baseDeductionCents > 0) {
    steps.push(
      `Your share applies to the costs above the base-year amount of ${usd(m.baseDeductionCents)}; removing ${usd(removedCents)} lowers that excess by up to ${usd(removedCents)}`,
    );
  }
  steps.push(`Your share of it: ${usd(removedCents)} x ${sharePct(m)} = ${usd(share)}`);
  if (m.fee && (m.fee.base === 'ALL' || camPart || m.baseDeductionCents > 0)) {
    const f = feeStep(m, share);
    if (f) steps.push(f);
  }
  steps.push(`Overcharge for the year: ${usd(overchargeCents)}`);
  return steps;
}

/** Whether a capital line is already billed as an amortization installment (not the whole cost). */
export function isAmortizedLine(l: StatementLine, years?: number | null): boolean {
  const label = l.label;
  if (
    /amorti[sz]|\b(?:year|yr)\.?\s*\d+\s*(?:of|\/)\s*\d+|\binstall?ments?\b|annual (?:portion|charge|share)|\bper year\b|\bdepreciat/i.test(
      label,
    )
  )
    return true;
  if (/\(\s*\d+\s*\/\s*\d+\s*\)/.test(label)) return true;
  // "cost $114,160.00" printed in the label and the line is a fraction of it
  const cost = printedCost(label);
  if (cost !== null && l.amountCents < cost * 0.9) return true;
  if (years && cost !== null && Math.abs(l.amountCents - cost / years) <= 100) return true;
  return false;
}

/** A cost printed inside a label ("...; cost $114,160.00"), in cents. */
export function printedCost(label: string): number | null {
  const m = /cost\s*(?:of\s*)?:?\s*\$?\s*([\d,]+(?:\.\d{2})?)/i.exec(label);
  if (!m) return null;
  const v = Number(m[1]!.replace(/,/g, ''));
  return Number.isFinite(v) && v > 0 ? Math.round(v * 100) : null;
}

/** "the 2024 statement" (or "the statement" when its year was not read). */
export function statementName(st: Statement): string {
  return st.year !== null ? `the ${st.year} statement` : 'the statement';
}

/** "2024" or "the year". */
export function yearName(st: Statement): string {
  return st.year !== null ? String(st.year) : 'the year';
}

/** The same text starting with a capital letter (to open a sentence). */
export function sentenceCase(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** The admin fee as the statement charged it: a rate on the whole share (ALL) or on its CAM part. */
export interface BilledFee {
  rate: number;
  base: 'ALL' | 'CAM';
  /** The statement prints the rate (else it is implied by the fee and its base). */
  printedRate: boolean;
}

/**
 * Reads how the statement's admin fee was computed, with the lease's rate as a hint when the
 * statement prints no rate: a fee equal to the lease rate on the whole share was charged on the
 * whole share, one equal to it on the CAM share on the CAM share; otherwise the rate is implied on
 * the base the lease names. Null when no fee was charged or the reading does not reproduce it.
 */
export function billedFeeOf(
  st: Statement,
  m: ChargeModel,
  lease: { pct: number; base: 'CAM_EXCLUDING_TAXES_INSURANCE' | 'ALL_OPERATING_EXPENSES' } | null,
): BilledFee | null {
  const fee = st.adminFeeCents;
  if (fee === null || fee <= 0) return null;
  const all = shareOf(m);
  const cam = m.camPoolCents * m.share;
  const near = (base: number, rate: number) => Math.abs(base * rate - fee) <= Math.max(3, fee * 0.005);
  let out: BilledFee | null = null;
  if (m.baseDeductionCents > 0) {
    // base-year statements: the fee follows the share of the excess (the model's reading)
    const rate = st.adminFeePct !== null ? st.adminFeePct / 100 : all > 0 ? fee / all : null;
    if (rate === null) return null;
    out = { rate, base: 'ALL', printedRate: st.adminFeePct !== null };
  } else if (st.adminFeePct !== null) {
    const rate = st.adminFeePct / 100;
    const onAll = near(all, rate);
    const onCam = near(cam, rate);
    if (onAll && !onCam) out = { rate, base: 'ALL', printedRate: true };
    else if (onCam && !onAll) out = { rate, base: 'CAM', printedRate: true };
    else if (onAll && onCam && m.fee) out = { rate, base: m.fee.base, printedRate: true };
    else return null;
  } else {
    const rate = lease ? lease.pct / 100 : null;
    const onAll = rate !== null && near(all, rate);
    const onCam = rate !== null && near(cam, rate);
    // a landlord's rate is a round number: 10%, 12.5%, 15%
    const round = (base: number) => base > 0 && isRoundRate((fee / base) * 100);
    if (rate !== null && onAll && !onCam) out = { rate, base: 'ALL', printedRate: false };
    else if (rate !== null && onCam) out = { rate, base: 'CAM', printedRate: false };
    else if (round(cam) && !round(all)) out = { rate: fee / cam, base: 'CAM', printedRate: false };
    else if (round(all) && !round(cam)) out = { rate: fee / all, base: 'ALL', printedRate: false };
    else if (lease?.base === 'CAM_EXCLUDING_TAXES_INSURANCE' && cam > 0)
      out = { rate: fee / cam, base: 'CAM', printedRate: false };
    else if (lease && all > 0) out = { rate: fee / all, base: 'ALL', printedRate: false };
    else if (m.fee) out = { ...m.fee, printedRate: false };
  }
  if (!out) return null;
  return feeMatches(st, { ...m, fee: { rate: out.rate, base: out.base } }) ? out : null;
}

/** Whether a percentage is a rate a landlord would pick (a multiple of 0.25 point, within rounding). */
export function isRoundRate(p: number): boolean {
  if (!(p > 0) || p > 50) return false;
  return Math.abs(p * 4 - Math.round(p * 4)) <= 0.004;
}

/**
 * The priced model of a statement with its admin fee read as the statement charged it (the
 * lease's rate helps when the statement prints none): the model every rule re-runs.
 */
export function statementModel(st: Statement, lease: LeaseData | null): ChargeModel | null {
  const m = pricedModel(st);
  if (!m) return null;
  if (!st.adminFeeCents || st.adminFeeCents <= 0) return { ...m, fee: null };
  const fee = billedFeeOf(st, m, lease ? sure(lease.adminFee) : null);
  return fee ? { ...m, fee: { rate: fee.rate, base: fee.base } } : m;
}

/**
 * Whether a line read as capital is, by its own words, routine upkeep ("Paving and Parking Lot
 * Upkeep", "Roof Repairs and Replacement Parts"): not priced as capital unless it says capital.
 */
export function looksRoutine(label: string): boolean {
  if (/\bcapital\b|\bcapex\b|amorti[sz]/i.test(label)) return false;
  return /\b(?:upkeep|maint(?:enance|\.)?|repairs?|services?|cleaning|sweeping|striping|patching|inspections?|contracts?|monitoring|supplies)\b/i.test(
    label,
  );
}

/** A label without a leading account / GL code ("6120 Paving" -> "Paving"). */
export function withoutGlCode(label: string): string {
  return label.replace(/^\s*(?:gl\s*)?\d{3,6}(?:[.-]\d{1,4})?\s+(?=\D)/i, '');
}

/** A label reduced to its words for comparing lines across statements. */
export function labelKey(label: string): string {
  return withoutGlCode(label)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/**
 * Whether a line read as capital recurs in another year's statement under the same words: a
 * project billed once in full does not come back every year, routine upkeep does. A label that
 * says "capital" is taken at its word.
 */
export function recursAcrossYears(l: StatementLine, st: Statement, all: Statement[]): boolean {
  if (/\bcapital\b|\bcapex\b/i.test(l.label)) return false;
  const key = labelKey(l.label);
  if (!key) return false;
  // labels that wrap are sometimes read in part: "Paving and Parking Lot" is "... Lot Upkeep"
  const same = (other: string) => {
    const k = labelKey(other);
    if (!k) return false;
    const [short, long] = k.length <= key.length ? [k, key] : [key, k];
    return short === long || (short.split(' ').length >= 2 && long.startsWith(`${short} `));
  };
  return all.some((o) => o !== st && o.year !== st.year && o.lines.some((x) => same(x.label)));
}
