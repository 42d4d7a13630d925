import { overchargeOf, sumCents, withoutCents } from '../model';
import type { StatementLine } from '../types';
import { confidenceOf } from './confidence';
import { evidenceList, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import { linesFoot } from './lines';
import { modelOf } from './model-of';
import { removalSteps, sentenceCase, statementName, yearName } from './prose';
import type { FindingDraft, Rule } from './types';

/** The operating expenses a management-fee cap is measured on: all but taxes, insurance and the fee. */
export function mgmtFeeBase(lines: StatementLine[]): number {
  return sumCents(
    lines.filter(
      (l) => l.category !== 'TAX' && l.category !== 'INSURANCE' && l.category !== 'MANAGEMENT_FEE',
    ),
  );
}

/** A building management fee above the percentage of operating expenses the lease allows. */
export const mgmtFeeOverCapRule: Rule = {
  id: 'MGMT_FEE_OVER_CAP',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const capPct = sure(lease.managementFeeCapPct);
    if (capPct === null || !(capPct > 0) || capPct > 25) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      const feeLines = st.lines.filter((l) => l.category === 'MANAGEMENT_FEE' && l.amountCents > 0);
      if (!feeLines.length) continue;
      const m = modelOf(ctx, st).model;
      // the base comes from the lines: they must be the whole pool
      if (!m || !linesFoot(st, m)) continue;
      const base = mgmtFeeBase(st.lines);
      if (base <= 0) continue;
      const fee = sumCents(feeLines);
      const allowed = base * (capPct / 100);
      const excess = fee - allowed;
      const billedPct = (fee / base) * 100;
      // rounding of a fee computed at the cap stays within a dollar and 0.01 point
      if (excess <= 100 || billedPct - capPct <= 0.01) continue;
      const amount = overchargeOf(m, withoutCents(m, excess, 'MANAGEMENT_FEE'));
      if (amount <= 0) continue;
      const feeLabel = feeLines.map((l) => `"${l.label}"`).join(' and ');
      out.push({
        rule: 'MGMT_FEE_OVER_CAP',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease.managementFeeCapPct.confidence, 0.85),
        title: `Management fee is ${pct(Number(billedPct.toFixed(2)))} of expenses, above the ${pct(capPct)} cap in your lease`,
        explanation:
          `Your lease limits the building's management fee to ${pct(capPct)} of operating expenses (not counting taxes, insurance and the fee itself). ` +
          `${sentenceCase(statementName(st))} includes ${feeLabel} of ${usd(fee)} on ${usd(base)} of such expenses, which is ${pct(Number(billedPct.toFixed(2)))}. ` +
          `The most allowed is ${usd(allowed)}, so ${usd(excess)} too much was put in the pool; your share of it` +
          `${m.fee ? ' with the admin fee on it' : ''} is ${usd(amount)}.`,
        calculation: [
          `Operating expenses excluding taxes, insurance and the management fee: ${usd(base)}`,
          `Allowed management fee: ${pct(capPct)} x ${usd(base)} = ${usd(allowed)}`,
          `Billed management fee: ${usd(fee)} (${pct(Number(billedPct.toFixed(2)))})`,
          `Excess: ${usd(fee)} - ${usd(allowed)} = ${usd(excess)}`,
          ...removalSteps(m, excess, true, amount),
        ],
        evidence: evidenceList(
          lease.managementFeeCapPct.evidence,
          ...feeLines.map((l) => l.evidence),
          st.evidence.totalCents,
          st.evidence.billedSharePct,
        ),
        recommendation: `Ask the landlord to limit the ${yearName(st)} management fee to ${pct(capPct)} of operating expenses (${usd(allowed)}) as the lease provides, to show how the fee was computed, and to credit you ${usd(amount)}.`,
      });
    }
    return out;
  },
};
