import type { ChargeModel } from '../model';
import type { Statement } from '../types';
import { pct, usd } from './format';

/** The sentences findings repeat: names of statements and years, and the calculation steps of a removal. */

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
