import { parseIsoDate } from '../parse/dates';
import type { Bill, Evidence, Statement } from '../types';
import { confidenceOf } from './confidence';
import { evidenceList, statementEvidence, sure } from './evidence';
import { severityFor, usd } from './format';
import { monthsOfOccupancy } from './periods';
import type { FindingDraft, Rule } from './types';

const ESTIMATE_KINDS = new Set(['CAM_ESTIMATE', 'TAX_ESTIMATE', 'INSURANCE_ESTIMATE']);

/** The monthly estimate a bill for a month of `year` charges (CAM + tax + insurance estimates). */
function billMonthlyEstimate(bills: Bill[], year: number): { cents: number; evidence: Evidence[] } | null {
  for (const b of bills) {
    const when = b.periodStart ?? b.date;
    const t = parseIsoDate(when);
    if (t === null || new Date(t).getUTCFullYear() !== year) continue;
    const lines = b.lines.filter((l) => ESTIMATE_KINDS.has(l.kind) && l.amountCents > 0);
    if (!lines.length) continue;
    return { cents: lines.reduce((s, l) => s + l.amountCents, 0), evidence: lines.map((l) => l.evidence) };
  }
  return null;
}

/** The monthly estimate the statement itself shows: printed, or estimates paid / months credited. */
function statementMonthly(st: Statement): number | null {
  if (st.monthlyEstimateCents !== null && st.monthlyEstimateCents > 0) {
    // Trust the printed monthly figure only when it agrees with the total credited.
    if (
      st.estimatesPaidCents !== null &&
      st.estimateMonths !== null &&
      Math.abs(st.monthlyEstimateCents * st.estimateMonths - st.estimatesPaidCents) >
        Math.max(2, st.estimateMonths)
    )
      return null;
    return st.monthlyEstimateCents;
  }
  if (st.estimatesPaidCents !== null && st.estimateMonths) return st.estimatesPaidCents / st.estimateMonths;
  return null;
}

/**
 * ESTIMATES_NOT_CREDITED: the statement credits fewer monthly estimated payments than the
 * tenant made for the year. Months owed = the months of the year the tenant occupied (12, fewer
 * in the commencement or expiration year); months credited = what the statement says. The
 * monthly estimate is the statement's own (printed, or credited total / months), else the one a
 * bill for a month of that year charges. Amount = missing months x monthly estimate.
 */
export const estimatesNotCredited: Rule = {
  id: 'ESTIMATES_NOT_CREDITED',
  run(ctx) {
    const out: FindingDraft[] = [];
    const lease = ctx.lease;
    for (const st of ctx.statements) {
      if (st.year === null || st.estimateMonths === null) continue;
      const credited = st.estimateMonths;
      if (!Number.isInteger(credited) || credited < 0 || credited >= 12) continue;
      if (!statementEvidence(st, 'estimatesPaidCents')) continue;
      // A statement for part of a year credits the months of that part.
      if (st.periodStart && st.periodEnd) {
        const a = parseIsoDate(st.periodStart);
        const b = parseIsoDate(st.periodEnd);
        if (a !== null && b !== null) {
          const da = new Date(a);
          const db = new Date(b);
          const span =
            (db.getUTCFullYear() - da.getUTCFullYear()) * 12 + db.getUTCMonth() - da.getUTCMonth() + 1;
          if (span < 12) continue;
        }
      }
      const commencement = sure(lease?.commencementDate);
      const occupied = monthsOfOccupancy(lease, st.year);
      if (occupied === null) continue;
      // Without a sure commencement date a short year cannot be told from a missing credit.
      if (!commencement) continue;
      const missing = occupied - credited;
      if (missing <= 0) continue;
      let monthly = statementMonthly(st);
      const billEv: Evidence[] = [];
      let from = 'the statement';
      if (monthly === null) {
        const b = billMonthlyEstimate(ctx.bills, st.year);
        if (!b) continue;
        monthly = b.cents;
        billEv.push(...b.evidence);
        from = 'your bill';
      }
      if (!(monthly > 0)) continue;
      const amount = missing * monthly;
      const startWords =
        occupied < 12 ? ` (your lease began ${commencement}, so ${occupied} months of ${st.year})` : '';
      out.push({
        rule: 'ESTIMATES_NOT_CREDITED',
        year: st.year,
        amountCents: amount,
        severity: severityFor(amount),
        confidence: confidenceOf(lease?.commencementDate.confidence, from === 'the statement' ? 0.85 : 0.7),
        title: `Only ${credited} of your ${occupied} monthly estimate payments for ${st.year} were credited`,
        explanation:
          `You paid estimated charges every month you occupied the space in ${st.year}${startWords}, but the reconciliation credits only ${credited} payments. ` +
          `The ${missing} missing payment${missing === 1 ? '' : 's'} of ${usd(monthly)} each (from ${from}) add ${usd(amount)} to the balance it says you owe.`,
        calculation: [
          `Months of occupancy in ${st.year}: ${occupied}`,
          `Estimated payments credited: ${credited}`,
          `Monthly estimate: ${usd(monthly)} (from ${from})`,
          `Not credited: ${missing} x ${usd(monthly)} = ${usd(amount)}`,
        ],
        evidence: evidenceList(
          lease?.commencementDate.evidence,
          statementEvidence(st, 'estimatesPaidCents'),
          ...billEv,
          statementEvidence(st, 'balanceDueCents'),
        ),
        recommendation:
          `Send the landlord proof of your ${st.year} estimate payments (bank statements or cancelled checks) and ask them to credit the ` +
          `${missing} missing payment${missing === 1 ? '' : 's'}, ${usd(amount)}.`,
      });
    }
    return out;
  },
};
