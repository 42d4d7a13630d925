import { isCamCategory, overchargeOf, withoutCents } from '../model';
import type { ExpenseCategory, LeaseData, Statement, StatementLine } from '../types';
import { confidenceOf } from './confidence';
import { evidenceList, sure } from './evidence';
import { severityFor, usd } from './format';
import { billedLines, isAmortizedLine, looksRoutine, recursAcrossYears } from './lines';
import { modelOf } from './model-of';
import { removalSteps, sentenceCase, statementName, yearName } from './prose';
import type { FindingDraft, Rule } from './types';

/** How a tenant would name each excluded kind of cost. */
const KIND: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'capital improvements',
  LEASING_COMMISSIONS: 'leasing commissions and the cost of leasing space to other tenants',
  LEGAL_DISPUTES: 'legal fees from disputes with tenants',
  DEPRECIATION: 'depreciation',
  DEBT_SERVICE: "the landlord's mortgage and loan costs",
  CHARITABLE: 'charitable contributions',
  MARKETING: 'marketing and promotion',
  GROUND_RENT: 'ground rent',
  RESERVES: 'reserves',
  EXECUTIVE_SALARIES: "the landlord's executive salaries and overhead",
  LANDLORD_VIOLATIONS: "fines and penalties caused by the landlord's violations",
};

/**
 * Whether a line's category is one the lease keeps out of operating expenses. Capital is
 * excluded here only when the lease excludes it flatly (no amortization clause) and the line is
 * not itself an amortization installment: capital billed in full under an amortization clause
 * is CAPITAL_NOT_AMORTIZED. OTHER is never treated as excluded (it means "not recognised").
 */
export function excludedLine(
  l: StatementLine,
  lease: LeaseData,
  excluded: ExpenseCategory[],
  st: Statement,
  all: Statement[],
): boolean {
  if (l.amountCents <= 0 || l.category === 'OTHER' || !excluded.includes(l.category)) return false;
  if (l.category === 'CAPITAL') {
    if (lease.capitalAmortizationYears.value !== null) return false;
    if (isAmortizedLine(l) || looksRoutine(l.label) || recursAcrossYears(l, st, all)) return false;
  }
  return true;
}

export const excludedExpenseRule: Rule = {
  id: 'EXCLUDED_EXPENSE',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const lease = ctx.lease;
    if (!lease) return [];
    const excluded = sure(lease.excludedCategories);
    if (!excluded?.length) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      const lines = billedLines(st).filter((l) => excludedLine(l, lease, excluded, st, ctx.statements));
      if (!lines.length) continue;
      const m = modelOf(ctx, st).model;
      if (!m) continue;
      for (const l of lines) {
        const amount = overchargeOf(m, withoutCents(m, l.amountCents, l.category));
        if (amount <= 0) continue;
        const kind = KIND[l.category] ?? l.category.toLowerCase().replace(/_/g, ' ');
        out.push({
          rule: 'EXCLUDED_EXPENSE',
          year: st.year,
          amountCents: amount,
          severity: severityFor(amount),
          confidence: confidenceOf(lease.excludedCategories.confidence, 0.9),
          title: `"${l.label}" (${usd(l.amountCents)}) is a cost your lease excludes`,
          explanation:
            `Your lease says operating expenses do not include ${kind}. ` +
            `${sentenceCase(statementName(st))} still includes "${l.label}" for ${usd(l.amountCents)}, ` +
            `and you were charged your ${(m.share * 100).toFixed(4).replace(/\.?0+$/, '')}% share of it` +
            (m.fee && (m.fee.base === 'ALL' || isCamCategory(l.category) || m.baseDeductionCents > 0)
              ? ' plus the admin fee on that share'
              : '') +
            `. Removing it lowers your ${yearName(st)} charges by ${usd(amount)}.`,
          calculation: [
            `Excluded line: "${l.label}" ${usd(l.amountCents)}`,
            ...removalSteps(m, l.amountCents, isCamCategory(l.category), amount),
          ],
          evidence: evidenceList(lease.excludedCategories.evidence, l.evidence, st.evidence.billedSharePct),
          recommendation: `Ask the landlord to remove "${l.label}" from the ${yearName(st)} operating expenses, as the lease excludes ${kind}, and to credit you ${usd(amount)}.`,
        });
      }
    }
    return out;
  },
};
