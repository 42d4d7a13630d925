/**
 * A rent schedule written as a lettered list inside the rent clause, one dated period a item:
 * "a minimum annual rent ("Minimum Annual Rent") in the following amounts, payable in equal
 * monthly installments ...: (a) for the period from February 1, 2017 through January 31, 2018,
 * One Hundred Ninety-Six Thousand Nine Hundred Eight and 00/100 Dollars ($196,908.00) per annum,
 * payable in monthly installments of Sixteen Thousand Four Hundred Nine and 00/100 Dollars
 * ($16,409.00); (b) ...". Items wrap over several lines, so the line-based table reader cannot
 * see them whole; each item is read by its own arithmetic (annual = 12 x monthly, or rate x area
 * = annual), never by the order its amounts come in.
 *
 * Retail leases write rent this way, money in words and figures (the Oaks Shopping Center lease:
 * "the sum Four thousand six hundred sixty-six dollars and 67/00 ($4,666.67) in advance on the
 * first day of each calendar month").
 */
import { addDays, type Found, findDates, findMoney, repairOcrMoney } from '../../parse';
import type { RentStep } from '../../types';
import { type Candidate, candidate, sentencesWith } from './candidate';
import { type FlatText, sentenceAt, sentences } from './flat-text';
import { LEXICON } from './lexicon';
import { type Column, monthlyOf, relativePeriod, type TermInfo, unitAfter } from './rent-tables';

// An item marker "(a)", "(b)" ... at the start of a list item.
// A scan reads the closing parenthesis as "}" or "]" ("(h} during Lease Year 8").
const MARKER = /(?:^|[\s:;])\(([a-z])[)}\]]\s+/g;

/** The unit an amount's own words give it: after it ("per annum") or before it ("monthly installments of"). */
function unitOf(item: string, at: number, length: number): Column | null {
  const after = item.slice(at + length, at + length + 30);
  const own = unitAfter(after);
  if (own) return own;
  // "($16,409.00)": the words before the figure restate it; the unit is before the words.
  const before = item
    .slice(Math.max(0, at - 160), at)
    .replace(/[A-Za-z\s-]*(?:\d+\/100\s+)?Dollars\s*\(?\s*$/i, '');
  if (/\bmonthly\s+(?:installments?|payments?)\s+of\s*$|\bper\s+month\s*$/i.test(before)) return 'monthly';
  if (/\b(?:annual|yearly)\s+(?:rent|amount)\s+of\s*$/i.test(before)) return 'annual';
  return null;
}

/**
 * An item's period: its two dates ("from February 1, 2017 through January 31, 2018"), else its
 * lease year counted from the commencement ("during Lease Year 5 (May 2024 through April 30,
 * 2025)", whose first date a scan cut short). The contiguity checksum checks either.
 */
function periodOf(item: string, commencement: string | null): { from: string; to: string } | null {
  const dates = findDates(item);
  if (dates.length >= 2)
    return { from: (dates[0] as Found<string>).value, to: (dates[1] as Found<string>).value };
  const year = /\blease\s+year\s+(\d{1,2})\b/i.exec(item);
  return year ? relativePeriod(year[0], commencement) : null;
}

/**
 * An item's monthly rent by its own arithmetic first (monthlyOf: annual = 12 x monthly, rate x area),
 * then by the units its words give every amount; null when neither decides.
 */
function itemMonthly(item: string, info: TermInfo): number | null {
  const amounts = findMoney(item).filter((x) => x.value > 0);
  if (!amounts.length) return null;
  const units = amounts.map((a) => unitOf(item, a.index, a.length));
  const monthly = monthlyOf(
    amounts.map((a) => a.value),
    units.every((u) => u) ? (units as Column[]) : [],
    info.premisesRsf,
  );
  return monthly && !monthly.guessed ? monthly.cents : null;
}

/** The lettered list right after a rent clause's colon, one step per item; null unless every item reads. */
export function rentListCandidate(flat: FlatText, info: TermInfo): Candidate<RentStep[]> | null {
  for (const s of sentencesWith(flat, LEXICON.baseRent)) {
    // The list follows the clause's colon: "... on the first day of each calendar month of the Term:".
    // A scan's stray "." can end the sentence a few words early ("... of the . Term: (a) ...").
    const colon = flat.text.slice(s.start, s.end + 40).search(/:\s*\(a[)}\]]\s/);
    if (colon < 0) continue;
    const from = s.start + colon;
    const markers: { letter: string; at: number; body: number }[] = [];
    const region = flat.text.slice(from, Math.min(flat.text.length, from + 8000));
    for (const m of region.matchAll(MARKER)) {
      const letter = m[1] as string;
      const expected = String.fromCharCode(97 + markers.length);
      if (letter !== expected) break;
      const at = from + (m.index ?? 0) + m[0].indexOf('(');
      // The list is unbroken: each marker starts within or right after the previous item's
      // sentence, so a later "(d)" in another clause does not continue it. A page footer a scan
      // left in ("Union Square Plaza - Suite 224 - Page |") may come between, with no amount in it.
      const prev = markers[markers.length - 1];
      const gap = prev ? flat.text.slice(Math.min(at, sentenceAt(flat, prev.body).end), at) : '';
      if (gap.length > 80 || /\$/.test(gap)) break;
      markers.push({ letter, at, body: from + (m.index ?? 0) + m[0].length });
    }
    if (markers.length < 2) continue;
    const steps: RentStep[] = [];
    for (const [k, mk] of markers.entries()) {
      const end = markers[k + 1]?.at ?? sentenceAt(flat, mk.body).end;
      const item = repairOcrMoney(flat.text.slice(mk.body, end));
      const period = periodOf(item, info.commencement);
      const monthly = period ? itemMonthly(item, info) : null;
      if (!period || monthly === null) return null;
      steps.push({ ...period, monthlyRentCents: monthly });
    }
    // Checksum: the periods follow each other without gaps.
    for (let k = 1; k < steps.length; k++)
      if (addDays((steps[k - 1] as RentStep).to, 1) !== (steps[k] as RentStep).from) return null;
    const first = markers[0] as { at: number };
    return candidate(flat, steps, first.at, sentenceAt(flat, first.at).end, 0.9);
  }
  return null;
}

/** One sentence's (or clause's) rent step: one period (two dates) and its arithmetic. */
function sentenceStep(text: string, info: TermInfo): RentStep | null {
  const item = repairOcrMoney(text);
  // The period is the clause's last two dates ("Beginning April 1, 2018, ...: $27,100.00 a month
  // from April 1, 2018 through March 31, 2019").
  const dates = findDates(item).slice(-2);
  if (dates.length !== 2 || (dates[0] as Found<string>).value >= (dates[1] as Found<string>).value)
    return null;
  const monthly = itemMonthly(item, info);
  if (monthly === null) return null;
  return {
    from: (dates[0] as Found<string>).value,
    to: (dates[1] as Found<string>).value,
    monthlyRentCents: monthly,
  };
}

/**
 * A rent schedule written one sentence a period, each a definition or clause of its own ("“Year 1
 * Rent” means $23.50 a year for each square foot of Premises Area, payable $12,380.58 a month,
 * from October 1, 2019 through September 30, 2020."), wrapped so that no line holds a whole row.
 * Each sentence is read by its own arithmetic (monthlyOf: rate x area = 12 x monthly); the longest
 * run of at least two whose periods follow each other without a gap is the schedule.
 */
export function rentSentencesCandidate(flat: FlatText, info: TermInfo): Candidate<RentStep[]> | null {
  let best: { steps: RentStep[]; start: number; end: number } | null = null;
  let run: { steps: RentStep[]; start: number; end: number } | null = null;
  const keep = () => {
    if (run && run.steps.length >= 2 && (!best || run.steps.length > best.steps.length)) best = run;
    run = null;
  };
  for (const s of sentences(flat)) {
    // A sentence of several periods ("“Modified Rent” means: $27,100.00 a month from April 1, 2018
    // through March 31, 2019; $27,642.00 a month from ...") is read clause by clause.
    // The first names the rent; the ones that continue its run need not ("Lease Year 2 (Oct 1,
    // 2021 - Sep 30, 2022): $23.43 per rentable sq. ft. per year, $7,511.27 per month.").
    const rent = /\brent\b/i.test(s.text) || run !== null;
    const pieces = findDates(s.text).length > 2 ? s.text.split(/;\s+/) : [s.text];
    for (const piece of pieces) {
      const step = rent ? sentenceStep(piece, info) : null;
      const last = run?.steps.at(-1);
      if (!step || (last && addDays(last.to, 1) !== step.from)) keep();
      if (!step) continue;
      run ??= { steps: [], start: s.start, end: s.end };
      run.steps.push(step);
    }
  }
  keep();
  const found = best as { steps: RentStep[]; start: number; end: number } | null;
  return found ? candidate(flat, found.steps, found.start, sentenceAt(flat, found.start).end, 0.85) : null;
}
