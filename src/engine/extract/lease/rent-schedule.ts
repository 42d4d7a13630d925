/**
 * The lease's rent schedule: a rent table when there is one (rent-tables.ts), checked against a
 * stated escalation; else a base rent and its yearly escalation.
 */
import { addDays, addMonths, findDates, findMoney, findPercents } from '../../parse';
import type { RentStep } from '../../types';
import {
  type Candidate,
  candidate,
  nextSentenceText,
  previousSentenceText,
  type Sentence,
  sentencesWith,
} from './candidate';
import { type FlatText, sentences } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';
import { rentListCandidate, rentSentencesCandidate } from './rent-list';
import { escalate, roundDiv } from './rent-math';
import { rentTables, type TermInfo, unitAfter } from './rent-tables';

/** A base monthly (or annual) rent and "increased by N% on each anniversary / Lease Year". */
function escalationCandidate(flat: FlatText, info: TermInfo): Candidate<RentStep[]> | null {
  const pct = findEscalationPct(flat);
  const base = findBaseRent(flat);
  if (!base) return null;
  // "Effective Dec 1, 2024, monthly Base Rent shall be ..." (an amendment's new rent) starts there.
  const commencement = base.effective ?? info.commencement;
  // A flat rent stated for a period ends with it: what follows is not known (a later adjustment
  // this reader did not find), and a guessed rent could price a false overcharge.
  const expiration =
    !pct && base.until && info.expiration && base.until < info.expiration ? base.until : info.expiration;
  if (!commencement || !expiration || commencement > expiration) return null;
  const steps: RentStep[] = [];
  let cents = base.monthly;
  for (let k = 0; ; k++) {
    const from = addMonths(commencement, 12 * k);
    if (from > expiration) break;
    const end = addDays(addMonths(commencement, 12 * (k + 1)), -1);
    if (k > 0 && pct) cents = escalate(cents, pct.value);
    // ISO dates compare as strings: the step ends at its anniversary or the expiration, whichever is first.
    const to = end.localeCompare(expiration) < 0 ? end : expiration;
    steps.push({ from, to, monthlyRentCents: cents });
    if (!pct) {
      (steps[0] as RentStep).to = expiration;
      break;
    }
  }
  const c = candidate(flat, steps, base.start, base.end, pct ? 0.85 : 0.6);
  if (!pct)
    c.note =
      expiration === info.expiration
        ? 'no escalation clause found; base rent taken as flat over the term'
        : `the base rent is stated only up to ${expiration}; no rent is read after it`;
  return c;
}

// "on each Rent Adjustment Date the monthly installment then in effect increases by 3%".
const ADJUSTMENT_DATE = /\beach\s+(?:rent\s+)?adjustment\s+date\b/i;
const ADJUSTMENT_DATES = /\b(?:rent\s+)?adjustment\s+dates?\s*(?::|are|shall\s+be|means)/gi;

/**
 * Whether the lease lists its rent adjustment dates ("Rent Adjustment Dates: May 1, 2017; May 1,
 * 2018; ...") a year apart each: only then is "each Rent Adjustment Date" a yearly step, the
 * schedule this reader builds; dates two years apart would make it price rent that is right.
 */
function annualAdjustmentDates(flat: FlatText): boolean {
  for (const m of flat.text.matchAll(ADJUSTMENT_DATES)) {
    const rest = flat.text.slice(m.index + m[0].length, m.index + m[0].length + 400);
    // The list ends where the next item or sentence starts ("14. Base Year: ...").
    const list = rest.slice(
      0,
      /\.\s+(?=[A-Z(]|\d{1,2}\.\s)|\s\d{1,2}\.\s+[A-Z]/.exec(rest)?.index ?? rest.length,
    );
    const dates = findDates(list).map((d) => d.value);
    if (dates.length < 2) continue;
    return dates.every((d, i) => i === 0 || addMonths(dates[i - 1] as string, 12) === d);
  }
  return false;
}

export function findEscalationPct(flat: FlatText): { value: number; start: number } | null {
  const escalationCue = cueRegex(LEXICON.escalation);
  const rentCue = cueRegex(LEXICON.baseRent);
  // The rent may be named in the sentence before: "Your rent is $8,024.00 a month for the first
  // twelve months. It goes up by 3% on each anniversary of the start date".
  const about = (s: Sentence) =>
    rentCue.test(s.text) ||
    (/^\s*(?:it|the\s+rent|rent)\b/i.test(s.text) && rentCue.test(previousSentenceText(flat, s)));
  const annual = annualAdjustmentDates(flat);
  const sentencesOfIncrease = sentences(flat).filter(
    (s) => cueRegex(LEXICON.anniversary).test(s.text) || (annual && ADJUSTMENT_DATE.test(s.text)),
  );
  for (const s of sentencesOfIncrease) {
    if (/\bholding over|holdover\b/i.test(s.text) || !about(s)) continue;
    // "adjusted on the first day of each subsequent Lease Year to 102% of the monthly Base Rent for
    // the preceding Lease Year" names its rise only as "N% of" the rent before: read only that form
    // when the sentence has no word of increase.
    const increase = escalationCue.test(s.text);
    const p = increase ? findPercents(s.text).find((x) => x.value > 0 && x.value < 25) : undefined;
    if (p) return { value: p.value, start: s.start + p.index };
    // "escalate ... to 104% of the monthly Base Rent for the preceding Lease Year".
    const of = findPercents(s.text).find(
      (x) =>
        x.value > 100 &&
        x.value < 125 &&
        /^\s*of\s+(?:the\s+)?(?:\w+\s+){0,3}(?:rent|rate)/i.test(s.text.slice(x.index + x.length)) &&
        (increase ||
          /\badjusted\b[^.]{0,120}\bto\s+(?:an\s+amount\s+equal\s+to\s+)?$/i.test(s.text.slice(0, x.index))),
    );
    if (of) return { value: Math.round((of.value - 100) * 10_000) / 10_000, start: s.start + of.index };
  }
  return null;
}

interface BaseRent {
  monthly: number;
  start: number;
  end: number;
  effective: string | null;
  /** The last day the rent is stated for ("commencing April 1, 2015 and ending March 31, 2017"). */
  until: string | null;
}

function findBaseRent(flat: FlatText): BaseRent | null {
  const effectiveCue = new RegExp(
    `\\b(?:${LEXICON.rentEffective.join('|')})\\s+(?:on\\s+)?(?:the\\s+)?$`,
    'i',
  );
  for (const cued of sentencesWith(flat, LEXICON.baseRent)) {
    // "Tenant shall pay ... minimum monthly rent ("Minimum Rent") as follows: (a) From November 1,
    // 2019 through October 31, 2020: $11,453.00 per month.": the list's first item states it.
    const introduces = /:\s*$/.test(cued.text) && findMoney(cued.text).length === 0;
    const s = introduces ? { ...cued, text: cued.text + nextSentenceText(flat, cued) } : cued;
    if (/\b(?:security deposit|holding over|holdover|late charge)\b/i.test(s.text)) continue;
    // A rate per square foot is not the rent: "Year 1 $24.50 per RSF $10,616.67" (neuromed's
    // summary) states the monthly rent after it.
    const money = findMoney(s.text).filter(
      (m) => m.value > 0 && unitAfter(s.text.slice(m.index + m.length, m.index + m.length + 30)) !== 'rate',
    );
    const m = money[0];
    if (!m) continue;
    const start = s.start + m.index;
    const around = s.text.slice(0, m.index + m.length + 60);
    const effective =
      findDates(s.text.slice(0, m.index)).find((d) => effectiveCue.test(s.text.slice(0, d.index)))?.value ??
      null;
    // "commencing April 1, 2015 and ending March 31, 2017 shall be $296,978.50 per year" (corium):
    // the rent is stated up to that day only, and is not carried past it.
    const ending = /\b(?:ending|through|until|to)\s+(?:and\s+including\s+)?$/i;
    const until =
      findDates(s.text.slice(0, m.index)).find((d) => ending.test(s.text.slice(0, d.index)))?.value ?? null;
    const at = (monthly: number): BaseRent => ({ monthly, start, end: start + m.length, effective, until });
    // A yearly rent and its monthly installment in one sentence ("... for the first Lease Year of
    // Eighty-Four Thousand Three Hundred Twelve and 00/100 Dollars ($84,312.00), payable in equal
    // monthly installments of ... ($7,026.00)"): the arithmetic (12 x monthly = annual) names the
    // monthly one, whatever words surround them. Real leases pair them so: "shall be $296,978.50
    // per year, payable in substantially equal monthly installments of $24,748.21" (corium); the
    // Oaks Shopping Center lease writes its rent in words and figures ("Four thousand six hundred
    // sixty-six dollars and 67/00 ($4,666.67)"), whose words findMoney leaves to the figure.
    const installment = money.find((x) =>
      money.some((a) => a !== x && Math.abs(a.value - 12 * x.value) <= 12),
    );
    if (installment) {
      const from = s.start + installment.index;
      return { monthly: installment.value, start: from, end: from + installment.length, effective, until };
    }
    // The unit written right after the amount decides ("$8,662 per month for the first Lease Year,
    // with a 3.5% annual increase" is a monthly rent); then its label right before it ("Base Rent:
    // Annualized: $25,350.00", bioprotection's summary page, whose next line is "Monthly
    // Installments: $2,112.50"); the words around it otherwise.
    const unit = s.text.slice(m.index + m.length, m.index + m.length + 30);
    const label = s.text.slice(Math.max(0, m.index - 30), m.index);
    // A label with a colon right before the amount is its own ("Annualized: $25,350.00 Monthly
    // Installments: $2,112.50": the words after belong to the next amount).
    if (/\b(?:annual(?:ized)?|yearly|per\s+annum)\b[^$\d.;]{0,20}:\s*$/i.test(label))
      return at(roundDiv(m.value, 12));
    if (/^\s*(?:per\s+month|a\s+month|each\s+month|monthly|\/\s*mo(?:nth)?\b)/i.test(unit))
      return at(m.value);
    if (/^\s*(?:per\s+(?:annum|year)|a\s+year|annually|\/\s*y(?:ea)?r\b)/i.test(unit))
      return at(roundDiv(m.value, 12));
    // "... ($265,164.00), payable in equal monthly installments of ...": an amount paid in monthly
    // installments is the yearly total ("an amount equal to $99,540.00 per year, payable in equal
    // monthly installments", corium), even when its unit words were lost (a scan's sentence break).
    if (
      /^\)?,?\s*payable\s+in\s+(?:equal\s+|substantially\s+equal\s+)?monthly\s+installments\b/i.test(
        s.text.slice(m.index + m.length, m.index + m.length + 70),
      )
    )
      return at(roundDiv(m.value, 12));
    if (/\b(?:annual(?:ized)?|yearly|per\s+annum)\b[^$\d.;]{0,20}$/i.test(label))
      return at(roundDiv(m.value, 12));
    if (/\bmonthly\b[^$\d.;]{0,20}$/i.test(label)) return at(m.value);
    if (/\b(?:annual|per annum|per year|yearly)\b/i.test(around) && !/\bmonthly\b/i.test(around))
      return at(roundDiv(m.value, 12));
    if (/\bmonth(?:ly)?\b|\bper month\b/i.test(around)) return at(m.value);
  }
  return null;
}

/**
 * A table or list of the first Lease Year only, then "the Monthly Installment increases by 2% over
 * the preceding Lease Year's" / "(b) On each anniversary ... increased by 3%": the stated
 * escalation runs on from its one row (the escalation reader's schedule, when it starts with the
 * same first year and rent).
 */
function continuedByEscalation(
  flat: FlatText,
  info: TermInfo,
  one: Candidate<RentStep[]>,
): Candidate<RentStep[]> | null {
  const steps = one.value;
  if (steps?.length !== 1 || !findEscalationPct(flat)) return null;
  const run = escalationCandidate(flat, info);
  const first = run?.value?.[0];
  if (!run?.value || !first || first.from !== steps[0]?.from) return null;
  if (first.monthlyRentCents !== steps[0]?.monthlyRentCents) return null;
  return { ...run, start: one.start, end: one.end };
}

export function findRentSchedule(flat: FlatText, info: TermInfo): Candidate<RentStep[]> | null {
  // A lettered list of dated rents in the rent clause, each item checked by its own arithmetic
  // (rent-list.ts): its wrapped lines would read as a broken table.
  const list = rentListCandidate(flat, info);
  if (list) return continuedByEscalation(flat, info, list) ?? list;
  const tables = rentTables(flat, info);
  const rentCue = cueRegex(LEXICON.baseRent);
  // Prefer a table in or right after a rent clause; the largest one otherwise.
  const table = tables
    .map((t) => ({ t, near: rentCue.test(flat.text.slice(Math.max(0, t.start - 600), t.start)) }))
    .sort(
      (a, b) => Number(b.near) - Number(a.near) || (b.t.value?.length ?? 0) - (a.t.value?.length ?? 0),
    )[0];
  if (table) {
    const t = table.t;
    const pct = findEscalationPct(flat);
    const steps = t.value as RentStep[];
    // A table of the first Lease Year only, then "the Monthly Installment increases by 2% over the
    // preceding Lease Year's": the stated escalation runs on from the table's row (the same first
    // year and rent, so the escalation reader's schedule is the table's continued).
    const continued = continuedByEscalation(flat, info, t);
    if (continued) return continued;
    if (pct && steps.length > 1) {
      // Checksum: a stated escalation must reproduce the table.
      const ok = steps.every(
        (s, k) =>
          k === 0 || s.monthlyRentCents === escalate((steps[k - 1] as RentStep).monthlyRentCents, pct.value),
      );
      if (!ok) {
        t.confidence = Math.min(t.confidence, 0.7);
        t.note = `the rent table does not follow the stated ${pct.value}% escalation`;
      }
    }
    return t;
  }
  // A schedule of one sentence a period, too wrapped for the table reader.
  return rentSentencesCandidate(flat, info) ?? escalationCandidate(flat, info);
}
