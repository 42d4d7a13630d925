import type { Bill, BillLine } from '../types';
import { evidenceList, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import type { FindingDraft, Rule, RuleContext } from './types';

/**
 * LATE_FEE_EXCESSIVE: a late charge on a bill above what the lease's late-charge clause allows.
 * Amount = billed late fee - allowed late fee.
 *
 * Decisions (written down as the contract asks):
 * - A percentage applies to the overdue amount: the bill's past-due line(s). Without one, the
 *   overdue amount is taken to be one month's recurring charges on the bill (base rent and
 *   estimates), at a lower confidence; but not where a charge of the fee's month is of a kind
 *   the bill does not name (it may be what was overdue): then nothing is priced.
 * - When the lease states both a percentage and a flat amount, the type does not say whether it
 *   is "the greater of" or "the lesser of": the larger is allowed (conservative); when the clause
 *   says one is charged "plus" / "in addition to" the other, their sum is allowed.
 * - A flat fee is per late installment: late-fee lines for several months, or a past-due balance
 *   of several months' charges, allow one flat fee per month.
 * - A late-fee line above a quarter of the overdue amount (or half the bill) is taken as a misread
 *   line, not priced.
 * - Interest lines are not late charges (a separate clause): not checked.
 */

const INTEREST = /\binterest\b/i;
/** Late charges run a few percent of the overdue amount; leases cap them well below a quarter. */
const MAX_PLAUSIBLE_SHARE = 0.25;

function billMonthYear(bill: Bill): number | null {
  for (const d of [bill.periodStart, bill.dueDate, bill.date]) {
    const m = /^(\d{4})-\d{2}/.exec(d ?? '');
    if (m) return Number(m[1]);
  }
  return null;
}

function monthKey(d: string | null): string | null {
  const m = /^(\d{4}-\d{2})/.exec(d ?? '');
  return m ? (m[1] as string) : null;
}

const RECURRING: BillLine['kind'][] = ['BASE_RENT', 'CAM_ESTIMATE', 'TAX_ESTIMATE', 'INSURANCE_ESTIMATE'];

/**
 * The recurring charges (base rent and estimates) that can be overdue when the late fee was
 * charged. A bill listing open charges of several months (an open-items statement) also lists
 * the months not yet due: only the months up to the one the late fee names can have been paid
 * late. Without a month on the fee, or on every charge, all are taken (the larger base allows
 * more, so nothing is priced on a guess).
 */
function oneMonthRecurring(bill: Bill, feeLines: BillLine[]): number {
  const lines = bill.lines.filter((l) => RECURRING.includes(l.kind) && l.amountCents > 0);
  const months = new Set(lines.map((l) => monthKey(l.period)));
  const feeMonth = feeLines.map((l) => monthKey(l.period)).find((m) => m !== null && months.has(m));
  const keep =
    months.size > 1 && !months.has(null) && feeMonth
      ? lines.filter((l) => (monthKey(l.period) as string) <= feeMonth)
      : lines;
  return keep.reduce((s, l) => s + l.amountCents, 0);
}

export const lateFeeExcessive: Rule = {
  id: 'LATE_FEE_EXCESSIVE',
  run(ctx: RuleContext): FindingDraft[] {
    const field = ctx.lease?.lateFee;
    const terms = sure(field);
    if (!terms || !field) return [];
    const rate = terms.pct !== null && terms.pct > 0 && terms.pct <= 25 ? terms.pct : null;
    const flat = terms.flatCents !== null && terms.flatCents > 0 ? terms.flatCents : null;
    if (rate === null && flat === null) return [];
    const clause = field.evidence?.quote ?? '';
    const additive = rate !== null && flat !== null && /\bplus\b|\bin\s+addition\b/i.test(clause);

    const out: FindingDraft[] = [];
    for (const bill of ctx.bills) {
      const feeLines = bill.lines.filter(
        (l) => l.kind === 'LATE_FEE' && l.amountCents > 0 && !INTEREST.test(l.label),
      );
      if (!feeLines.length) continue;
      const billed = feeLines.reduce((s, l) => s + l.amountCents, 0);
      // A balance restated ("PREVIOUS BALANCE 12,776.95", "PAYMENTS RECEIVED 0.00", "BALANCE
      // FORWARD - PAST DUE 12,776.95") is one past-due amount, not two: a line of no month that
      // repeats an earlier past-due line's amount is that line again.
      const pastDueLines = bill.lines
        .filter((l) => l.kind === 'PAST_DUE' && l.amountCents > 0)
        .filter(
          (l, i, all) =>
            monthKey(l.period) !== null ||
            !all.slice(0, i).some((e) => e.amountCents === l.amountCents && monthKey(e.period) === null),
        );
      const pastDue = pastDueLines.reduce((s, l) => s + l.amountCents, 0);
      const recurring = oneMonthRecurring(bill, feeLines);

      let confidence = Math.min(0.95, field.confidence);
      let base: number | null = null;
      let baseWhat = '';
      if (pastDue > 0) {
        base = pastDue;
        baseWhat = `the ${usd(pastDue)} past due`;
      } else if (recurring > 0) {
        // A charge of the month the fee names that the bill does not say what it is (a returned
        // debit, an adjustment) may be what was paid late: the overdue amount is then unknown.
        const feeMonths = new Set(feeLines.map((l) => monthKey(l.period)).filter((k) => k !== null));
        const unnamed = bill.lines.some((l) => {
          const month = monthKey(l.period);
          return l.kind === 'OTHER' && l.amountCents > 0 && month !== null && feeMonths.has(month);
        });
        if (unnamed) continue;
        base = recurring;
        baseWhat = `one month's charges of ${usd(recurring)} (the bill shows no past-due amount)`;
        confidence *= 0.7;
      }
      if (rate !== null && flat === null && base === null) continue;
      // A "late fee" of more than a quarter of what is overdue, or most of the bill, is a misread
      // line (a balance or a total), not a late charge: not priced.
      const overdue = Math.max(pastDue, recurring);
      if (overdue > 0 && billed > overdue * MAX_PLAUSIBLE_SHARE) continue;
      if (bill.totalCents !== null && bill.totalCents > 0 && billed >= bill.totalCents * 0.5) continue;

      // Flat fees: one per late month.
      const periods = new Set(feeLines.map((l) => monthKey(l.period)).filter((k) => k !== null));
      let months = Math.max(1, periods.size);
      if (flat !== null && pastDue > 0 && recurring > 0) {
        const k = pastDue / recurring;
        if (k >= 1.9) {
          months = Math.max(months, Math.ceil(k - 0.05));
          confidence *= 0.85;
        }
      }

      const byPct = rate !== null && base !== null ? (base * rate) / 100 : null;
      const byFlat = flat !== null ? flat * months : null;
      const allowed = additive
        ? (byPct ?? 0) + (byFlat ?? 0)
        : Math.max(byPct ?? Number.NEGATIVE_INFINITY, byFlat ?? Number.NEGATIVE_INFINITY);
      if (!Number.isFinite(allowed)) continue;
      const diff = billed - allowed;
      if (diff <= 1) continue;

      const year = billMonthYear(bill);
      const calc: string[] = [];
      let allowedText: string;
      if (byPct !== null && base !== null)
        calc.push(`Allowed by the percentage: ${pct(rate as number)} x ${usd(base)} = ${usd(byPct)}`);
      if (byFlat !== null)
        calc.push(
          months > 1
            ? `Allowed flat charge: ${months} x ${usd(flat as number)} = ${usd(byFlat)}`
            : `Allowed flat charge: ${usd(byFlat)}`,
        );
      if (byPct !== null && byFlat !== null)
        calc.push(
          additive
            ? `Allowed in all: ${usd(byPct)} + ${usd(byFlat)} = ${usd(allowed)}`
            : `Allowed (the larger of the two): ${usd(allowed)}`,
        );
      calc.push(`Late charge billed: ${usd(billed)}`);
      calc.push(`Overcharge: ${usd(billed)} - ${usd(allowed)} = ${usd(diff)}`);

      if (rate !== null && flat !== null) {
        allowedText = additive
          ? `a late charge of ${pct(rate)} of the overdue amount plus ${usd(flat)}`
          : `a late charge of ${pct(rate)} of the overdue amount or ${usd(flat)}`;
      } else if (rate !== null) {
        allowedText = `a late charge of ${pct(rate)} of the overdue amount`;
      } else {
        allowedText = `a flat late charge of ${usd(flat as number)}`;
      }
      const onBase = byPct !== null && base !== null ? ` On ${baseWhat}, that comes to ${usd(allowed)}.` : '';
      const impliedRate =
        base !== null && base > 0 && rate !== null
          ? ` (${pct(Number(((billed / base) * 100).toFixed(2)))} of it)`
          : '';

      out.push({
        rule: 'LATE_FEE_EXCESSIVE',
        year,
        amountCents: diff,
        severity: severityFor(diff),
        confidence: Number(confidence.toFixed(2)),
        title: `Late charge of ${usd(billed)} is ${usd(diff)} more than your lease allows`,
        explanation:
          `Your lease allows ${allowedText}.${onBase || ` That allows ${usd(allowed)}.`} ` +
          `The bill charges a late fee of ${usd(billed)}${impliedRate}, ${usd(diff)} more than the lease allows.`,
        calculation: calc,
        evidence: evidenceList(
          field.evidence,
          ...feeLines.map((l) => l.evidence),
          ...pastDueLines.map((l) => l.evidence),
        ),
        recommendation:
          `Ask the landlord to reduce the late charge to ${usd(allowed)} as the lease's late-charge clause sets ` +
          `and to credit the ${usd(diff)} difference.`,
      });
    }
    return out;
  },
};

export default lateFeeExcessive;
