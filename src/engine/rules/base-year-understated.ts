import { overchargeOf } from '../model';
import { confidenceOf } from './confidence';
import { evidenceList, statementEvidence, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import { modelOf } from './model-of';
import type { FindingDraft, Rule } from './types';

/**
 * BASE_YEAR_UNDERSTATED: a base-year lease, and the statement subtracts less than the lease's
 * base-year expenses. Amount: the year's charge recomputed with the lease's base subtracted
 * (the share of the excess, and any fee on it, fall), everything else as billed.
 */
export const baseYearUnderstated: Rule = {
  id: 'BASE_YEAR_UNDERSTATED',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    const leaseBase = sure(lease?.baseYearExpensesCents);
    if (!lease || leaseBase === null || !(leaseBase > 0)) return [];
    if (lease.leaseType.value === 'NNN') return [];
    const leaseBaseYear = lease.baseYear.value;
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.year === null || st.baseYearDeductionCents === null || st.baseYearDeductionCents <= 0) continue;
      if (!statementEvidence(st, 'baseYearDeductionCents')) continue;
      // A statement naming another base year than the lease's is still short of the lease's base.
      const labelDiffers =
        st.baseYearLabel !== null && leaseBaseYear !== null && st.baseYearLabel !== leaseBaseYear;
      const billedBase = st.baseYearDeductionCents;
      const gap = leaseBase - billedBase;
      if (gap <= 100) continue;
      const model = modelOf(ctx, st).model;
      if (!model) continue;
      const amount = overchargeOf(model, { ...model, baseDeductionCents: leaseBase });
      if (amount < 100) continue;
      const feeNote = model.fee ? ' plus the admin fee on it' : '';
      const yearWords = leaseBaseYear !== null ? `${leaseBaseYear} base-year` : 'base-year';
      out.push({
        rule: 'BASE_YEAR_UNDERSTATED',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease.baseYearExpensesCents.confidence, !labelDiffers ? 0.9 : 0.7),
        title: `The ${st.year} statement subtracts a ${yearWords} amount ${usd(gap)} smaller than your lease sets`,
        explanation:
          `Under your lease you pay only your share of the building's costs above the ${yearWords} expenses of ${usd(leaseBase)}. ` +
          `The ${st.year} statement subtracted only ${usd(billedBase)}, so ${usd(gap)} too much was left in the amount shared. ` +
          `Your ${pct(model.share * 100)} share of that${feeNote} is ${usd(amount)}.`,
        calculation: [
          `Lease ${yearWords} expenses: ${usd(leaseBase)}`,
          `Base subtracted on the statement: ${usd(billedBase)}`,
          `Difference: ${usd(leaseBase)} - ${usd(billedBase)} = ${usd(gap)}`,
          `Your charge with the lease's base subtracted falls by ${usd(amount)} (${pct(model.share * 100)} share${feeNote})`,
        ],
        evidence: evidenceList(
          lease.baseYearExpensesCents.evidence,
          lease.baseYear.evidence,
          statementEvidence(st, 'baseYearDeductionCents'),
          statementEvidence(st, 'tenantShareCents'),
        ),
        recommendation: `Ask the landlord to restate the ${st.year} reconciliation with the lease's base of ${usd(leaseBase)} and credit ${usd(amount)}.`,
      });
    }
    return out;
  },
};
