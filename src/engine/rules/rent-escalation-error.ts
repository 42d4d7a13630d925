import { MONTH_NAMES } from '../parse/dates';
import type { Bill, BillLine, RentStep } from '../types';
import { evidenceList, sure } from './evidence';
import { pct, severityFor, usd } from './format';
import type { FindingDraft, Rule, RuleContext } from './types';

/**
 * RENT_ESCALATION_ERROR: the base rent a bill charges for a month is more than the lease's rent
 * schedule sets for that month (an escalation applied early, at a higher rate, or on the wrong
 * area). Amount = billed monthly rent - scheduled monthly rent, for the bill in hand.
 *
 * Decisions (written down as the contract asks):
 * - The month charged is the line's own period, else the bill's period, else its due date, else
 *   its date. When only an invoice date late in a month is known, the bill may charge the next
 *   month: the higher of the two months' rents is allowed.
 * - A month the schedule splits (an escalation mid-month) allows the higher step; a month the
 *   schedule covers only in part (commencement or expiry mid-month), or not at all (holdover), is
 *   not checked: its rent is prorated or set by other clauses.
 * - Lines that say they are prorated, partial, retroactive, catch-up or for several months are
 *   not monthly rent: skipped. So is a billed amount that is a clean multiple of the scheduled
 *   rent (several months on one line) or far above it with no schedule step to explain it.
 * - A schedule the extractor only guessed (confidence below 0.7) is priced only when the billed
 *   rent is exactly a later step of it; otherwise the review rule asks the tenant to compare.
 * - Differences within rounding (a cent, or 0.02 % of the rent when the lease prints rates) are
 *   not findings.
 */

export const MIN_SCHEDULE_CONFIDENCE = 0.7;

const NOT_MONTHLY =
  /prorat|pro[-\s]?rat|partial|\bdays?\b|retro|catch[-\s]?up|true[-\s]?up|adjust|arrear|holdover|hold[-\s]over|percentage\s+rent|quarter|deferr|abate/i;
const MONTH_WORD =
  /\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?/gi;

interface Month {
  y: number;
  m: number; // 1..12
}

function monthOf(iso: string | null | undefined): Month | null {
  const mm = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!mm) return null;
  const y = Number(mm[1]);
  const m = Number(mm[2]);
  if (m < 1 || m > 12) return null;
  return { y, m };
}

function dayOf(iso: string | null | undefined): number | null {
  const mm = /^\d{4}-\d{2}-(\d{2})/.exec(iso ?? '');
  return mm ? Number(mm[1]) : null;
}

function nextMonth(mo: Month): Month {
  return mo.m === 12 ? { y: mo.y + 1, m: 1 } : { y: mo.y, m: mo.m + 1 };
}

function key(mo: Month): string {
  return `${mo.y}-${String(mo.m).padStart(2, '0')}`;
}

function firstDay(mo: Month): string {
  return `${key(mo)}-01`;
}

function lastDay(mo: Month): string {
  const d = new Date(Date.UTC(mo.y, mo.m, 0)).getUTCDate();
  return `${key(mo)}-${String(d).padStart(2, '0')}`;
}

export function monthName(mo: Month): string {
  return `${MONTH_NAMES[mo.m - 1]} ${mo.y}`;
}

/** The rent the schedule sets for a whole month, or null when the schedule does not cover it in full. */
export function scheduledFor(
  schedule: RentStep[],
  mo: Month,
): { cents: number; step: RentStep; split: boolean } | null {
  const start = firstDay(mo);
  const end = lastDay(mo);
  const touching = schedule.filter((s) => s.from <= end && s.to >= start && s.monthlyRentCents > 0);
  if (!touching.length) return null;
  // The month must be covered day by day from its first to its last day.
  const sorted = [...touching].sort((a, b) => a.from.localeCompare(b.from));
  if ((sorted[0] as RentStep).from > start) return null;
  let covered = (sorted[0] as RentStep).to;
  for (const s of sorted.slice(1)) {
    if (s.from > addDay(covered)) return null;
    if (s.to > covered) covered = s.to;
  }
  if (covered < end) return null;
  const step = touching.reduce((a, b) => (b.monthlyRentCents > a.monthlyRentCents ? b : a));
  const split = new Set(touching.map((s) => s.monthlyRentCents)).size > 1;
  return { cents: step.monthlyRentCents, step, split };
}

function addDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function validSchedule(schedule: RentStep[]): RentStep[] {
  return schedule.filter(
    (s) =>
      /^\d{4}-\d{2}-\d{2}$/.test(s.from) &&
      /^\d{4}-\d{2}-\d{2}$/.test(s.to) &&
      s.from <= s.to &&
      Number.isFinite(s.monthlyRentCents) &&
      s.monthlyRentCents > 0,
  );
}

/** How many distinct months a line's own words name (a line for "March - April" charges two). */
function monthsNamed(text: string): number {
  const names = new Set<string>();
  for (const m of text.matchAll(MONTH_WORD)) names.add((m[1] as string).slice(0, 3).toLowerCase());
  return names.size;
}

interface Charged {
  month: Month;
  /** Where the month was read: the line or bill period (sure) or a date (less sure). */
  fromPeriod: boolean;
  /** Only an invoice date past mid-month: the bill may charge the next month. */
  maybeNext: boolean;
}

function chargedMonth(bill: Bill, line: BillLine): Charged | null {
  const period = monthOf(line.period) ?? monthOf(bill.periodStart);
  if (period) return { month: period, fromPeriod: true, maybeNext: false };
  const due = monthOf(bill.dueDate);
  if (due) return { month: due, fromPeriod: false, maybeNext: (dayOf(bill.dueDate) ?? 1) > 20 };
  const date = monthOf(bill.date);
  if (date) return { month: date, fromPeriod: false, maybeNext: (dayOf(bill.date) ?? 1) >= 10 };
  return null;
}

export const rentEscalationError: Rule = {
  id: 'RENT_ESCALATION_ERROR',
  run(ctx: RuleContext): FindingDraft[] {
    const field = ctx.lease?.rentSchedule;
    // The extractor marks a schedule it guessed (columns it could not tell apart, a base rent
    // taken as flat for lack of an escalation clause, gaps between steps) at 0.6: such a schedule
    // is priced only when the billed rent is exactly one of its later steps (an early step-up,
    // which confirms the column was read right).
    const raw = sure(field);
    if (!raw || !field) return [];
    const guessed = field.confidence < MIN_SCHEDULE_CONFIDENCE;
    const schedule = validSchedule(raw);
    if (!schedule.length) return [];
    const out: FindingDraft[] = [];
    const seen = new Set<string>();

    for (const bill of ctx.bills) {
      const groups = new Map<string, { charged: Charged; lines: BillLine[] }>();
      for (const line of bill.lines) {
        if (line.kind !== 'BASE_RENT') continue;
        const charged = chargedMonth(bill, line);
        if (!charged) continue;
        const k = key(charged.month);
        const g = groups.get(k) ?? { charged, lines: [] };
        g.lines.push(line);
        groups.set(k, g);
      }

      for (const { charged, lines } of groups.values()) {
        const text = lines.map((l) => `${l.label} ${l.evidence?.quote ?? ''}`);
        if (text.some((t) => NOT_MONTHLY.test(t) || monthsNamed(t) > 1)) continue;
        const billed = lines.reduce((s, l) => s + l.amountCents, 0);
        if (billed <= 0) continue;

        const here = scheduledFor(schedule, charged.month);
        if (!here) continue;
        let scheduled = here.cents;
        let step = here.step;
        let confidence = Math.min(0.95, field.confidence);
        if (here.split) confidence *= 0.7;
        if (charged.maybeNext) {
          const next = scheduledFor(schedule, nextMonth(charged.month));
          if (!next) continue;
          if (next.cents > scheduled) {
            scheduled = next.cents;
            step = next.step;
          }
        }
        if (!charged.fromPeriod) confidence *= 0.85;
        if (lines.length > 1) confidence *= 0.85;

        const diff = billed - scheduled;
        if (diff <= Math.max(1, scheduled * 0.0002)) continue;

        const ratio = billed / scheduled;
        const otherStep = schedule.find(
          (s) => s !== step && Math.abs(s.monthlyRentCents - billed) <= 1 && s.from > step.from,
        );
        if (guessed) {
          if (!otherStep || ratio > 1.25) continue;
          confidence *= 0.8;
        }
        if (!otherStep) {
          if (ratio >= 1.5) continue; // several months, or something else on the line: unclear
          if (ratio > 1.25) confidence *= 0.7;
        }

        const dedupe = `${key(charged.month)}:${billed}`;
        if (seen.has(dedupe)) continue;
        seen.add(dedupe);

        const monthText = monthName(charged.month);
        const prev = [...schedule]
          .filter((s) => s.to < step.from)
          .sort((a, b) => b.from.localeCompare(a.from))[0];
        const calc: string[] = [
          `Lease rent for ${monthText} (step ${step.from} to ${step.to}): ${usd(scheduled)} a month`,
          `Base rent on the bill for ${monthText}: ${usd(billed)}`,
          `Overcharge: ${usd(billed)} - ${usd(scheduled)} = ${usd(diff)}`,
        ];
        let why = '';
        if (otherStep) {
          why = ` ${usd(billed)} is the rent of a later step that only starts on ${otherStep.from}: the increase was applied early.`;
        } else if (prev) {
          const leaseRate = (scheduled / prev.monthlyRentCents - 1) * 100;
          const billedRate = (billed / prev.monthlyRentCents - 1) * 100;
          if (billedRate > 0 && leaseRate >= 0) {
            why = ` Against the previous year's ${usd(prev.monthlyRentCents)}, the bill raises the rent by ${pct(Number(billedRate.toFixed(2)))} where the lease raises it by ${pct(Number(leaseRate.toFixed(2)))}.`;
            calc.splice(
              2,
              0,
              `Increase over the previous step's ${usd(prev.monthlyRentCents)}: lease ${pct(Number(leaseRate.toFixed(2)))}, bill ${pct(Number(billedRate.toFixed(2)))}`,
            );
          }
        }

        out.push({
          rule: 'RENT_ESCALATION_ERROR',
          year: charged.month.y,
          amountCents: diff,
          severity: severityFor(diff),
          confidence: Number(confidence.toFixed(2)),
          title: `Base rent for ${monthText} is ${usd(diff)} more than your lease sets`,
          explanation:
            `Your lease sets your base rent for ${monthText} at ${usd(scheduled)} a month. ` +
            `The bill charges ${usd(billed)} of base rent for that month, ${usd(diff)} more than the lease allows.${why}`,
          calculation: calc,
          evidence: evidenceList(
            field.evidence,
            ...lines.map((l) => l.evidence),
            charged.fromPeriod ? null : (bill.evidence.dueDate ?? bill.evidence.date ?? null),
          ),
          recommendation:
            `Ask the landlord to bill base rent of ${usd(scheduled)} for ${monthText} as the lease's rent schedule sets, ` +
            `to credit the ${usd(diff)} difference, and to check every other month billed at the higher rent.`,
        });
      }
    }
    return out;
  },
};

export default rentEscalationError;
