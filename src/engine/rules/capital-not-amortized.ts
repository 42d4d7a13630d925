import { overchargeOf, withoutCents } from '../model';
import { confidenceOf } from './confidence';
import { evidenceList, sure } from './evidence';
import { severityFor, usd } from './format';
import { billedLines, isAmortizedLine, looksRoutine, recursAcrossYears } from './lines';
import { modelOf } from './model-of';
import { removalSteps, sentenceCase, statementName, yearName } from './prose';
import type { FindingDraft, Rule } from './types';

/**
 * A capital item billed at its whole cost in one year although the lease lets the landlord pass
 * capital costs through only spread over N years: the tenant should carry cost / N this year.
 */
export const capitalNotAmortizedRule: Rule = {
  id: 'CAPITAL_NOT_AMORTIZED',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const years = sure(lease.capitalAmortizationYears);
    if (years === null || !Number.isFinite(years) || years < 2 || years > 50) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      const lines = billedLines(st).filter(
        (l) =>
          l.category === 'CAPITAL' &&
          l.amountCents > 0 &&
          !isAmortizedLine(l, years) &&
          !looksRoutine(l.label) &&
          !recursAcrossYears(l, st, ctx.statements),
      );
      if (!lines.length) continue;
      const m = modelOf(ctx, st).model;
      if (!m) continue;
      for (const l of lines) {
        const allowed = l.amountCents / years;
        const removed = l.amountCents - allowed;
        const amount = overchargeOf(m, withoutCents(m, removed, 'CAPITAL'));
        if (amount <= 0) continue;
        out.push({
          rule: 'CAPITAL_NOT_AMORTIZED',
          year: st.year,
          amountCents: amount,
          severity: severityFor(amount),
          confidence: confidenceOf(lease.capitalAmortizationYears.confidence, 0.85),
          title: `Capital project "${l.label}" was billed in full instead of spread over ${years} years`,
          explanation:
            `Your lease allows the landlord to pass on a capital improvement only a piece at a time, spread over ${years} years. ` +
            `${sentenceCase(statementName(st))} bills the whole ${usd(l.amountCents)} of "${l.label}" in one year. ` +
            `Only 1/${years} of it, ${usd(allowed)}, belongs in ${yearName(st)}; the other ${usd(removed)} should not be there. ` +
            `Your share of that amount${m.fee ? ' and the admin fee on it' : ''} comes to ${usd(amount)}.`,
          calculation: [
            `Capital item billed: "${l.label}" ${usd(l.amountCents)}`,
            `Allowed this year: ${usd(l.amountCents)} / ${years} years = ${usd(allowed)}`,
            `Billed too early: ${usd(l.amountCents)} - ${usd(allowed)} = ${usd(removed)}`,
            ...removalSteps(m, removed, true, amount),
          ],
          evidence: evidenceList(
            lease.capitalAmortizationYears.evidence,
            l.evidence,
            st.evidence.billedSharePct,
          ),
          recommendation: `Ask the landlord to rebill "${l.label}" as a ${years}-year amortization (${usd(allowed)} a year, plus any interest the lease allows), to show the invoice and useful life, and to credit you ${usd(amount)} for ${yearName(st)}.`,
        });
      }
    }
    return out;
  },
};
