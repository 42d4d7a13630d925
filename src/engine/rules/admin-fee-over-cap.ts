import { type ChargeModel, isRoundRate, overchargeOf, shareOf } from '../model';
import { confidenceOf } from './confidence';
import { evidenceList, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import { linesFoot } from './lines';
import { modelOf } from './model-of';
import { sentenceCase, statementName, yearName } from './prose';
import type { FindingDraft, Rule } from './types';

/** How far a printed / implied rate may sit above the lease rate from rounding (percentage points). */
const PRINTED_SLACK = 0.001;
const IMPLIED_SLACK = 0.05;

/** The amount a fee is charged on: the whole tenant share, or its CAM part. */
export function feeBaseCents(m: ChargeModel, base: 'ALL' | 'CAM'): number {
  return base === 'ALL' || m.baseDeductionCents > 0 ? shareOf(m) : m.camPoolCents * m.share;
}

/** An admin fee charged at a higher percentage than the lease allows. */
export const adminFeeOverCapRule: Rule = {
  id: 'ADMIN_FEE_OVER_CAP',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const terms = sure(lease.adminFee);
    if (!terms || !(terms.pct >= 0)) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (!st.adminFeeCents || st.adminFeeCents <= 0) continue;
      const { model: m, fee } = modelOf(ctx, st);
      if (!m || !fee?.reproduces) continue;
      const billed = { rate: fee.rate, base: fee.base, printedRate: fee.source === 'PRINTED_RATE' };
      const billedPct = billed.rate * 100;
      // a rate the statement does not print is only as good as the base it is implied from
      if (!billed.printedRate && (!isRoundRate(billedPct) || (billed.base === 'CAM' && !linesFoot(st, m))))
        continue;
      if (billedPct - terms.pct <= (billed.printedRate ? PRINTED_SLACK : IMPLIED_SLACK)) continue;
      const asBilled = { ...m, fee: { rate: billed.rate, base: billed.base } };
      const corrected = { ...m, fee: { rate: terms.pct / 100, base: billed.base } };
      const amount = overchargeOf(asBilled, corrected);
      if (amount <= 0) continue;
      const base = feeBaseCents(m, billed.base);
      const baseName =
        billed.base === 'CAM' ? 'your share of the common-area costs' : 'your share of the costs';
      const allowed = base * (terms.pct / 100);
      out.push({
        rule: 'ADMIN_FEE_OVER_CAP',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease.adminFee.confidence, billed.printedRate ? 0.92 : 0.8),
        title: `Admin fee charged at ${pct(billedPct)} instead of the ${pct(terms.pct)} your lease allows`,
        explanation:
          `Your lease caps the landlord's administrative fee at ${pct(terms.pct)}. ` +
          `${sentenceCase(statementName(st))} charges ${usd(st.adminFeeCents)}, which is ${pct(billedPct)} of ${baseName} (${usd(base)})` +
          `${billed.printedRate ? '' : ' (the statement does not print the rate; it follows from the fee and its base)'}. ` +
          `At the lease rate the fee would be ${usd(allowed)}, so you were overcharged ${usd(amount)}.`,
        calculation: [
          `Fee base: ${baseName} = ${usd(base)}`,
          `Billed fee: ${pct(billedPct)} x ${usd(base)} = ${usd(st.adminFeeCents)}`,
          `Allowed fee: ${pct(terms.pct)} x ${usd(base)} = ${usd(allowed)}`,
          `Overcharge for ${yearName(st)}: ${usd(st.adminFeeCents)} - ${usd(allowed)} = ${usd(amount)}`,
        ],
        evidence: evidenceList(
          lease.adminFee.evidence,
          st.evidence.adminFeeCents,
          st.evidence.adminFeePct,
          st.evidence.tenantShareCents,
        ),
        recommendation: `Ask the landlord to recompute the ${yearName(st)} admin fee at ${pct(terms.pct)} as the lease provides and to credit you ${usd(amount)}.`,
      });
    }
    return out;
  },
};
