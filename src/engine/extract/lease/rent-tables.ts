/**
 * Rent tables in a lease: rows with a period and money columns, what each column means (from
 * the header or the columns' own arithmetic), tables broken by a page break joined back.
 */
import {
  addDays,
  addMonths,
  findDates,
  findMoney,
  findMonthRanges,
  parseMoneyCents,
  repairOcrMoney,
} from '../../parse';
import type { RentStep } from '../../types';
import { type Candidate, candidate } from './candidate';
import { isCaptionLine } from './defined-terms';
import type { FlatLine, FlatText } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';
import { roundDiv } from './rent-math';

export interface TermInfo {
  commencement: string | null;
  expiration: string | null;
  premisesRsf: number | null;
}

const HEADING = /^(?:ARTICLE|Article|SECTION|Section|§)\s*[\dIVX]|^\d+\.\d+\s/;
export type Column = 'monthly' | 'annual' | 'rate';

/**
 * What the words right after a row's only amount say it is: "$3,445.00 a month", "$25,350.00 per
 * year", "$35.75 per square foot per year". A rent list written as prose carries its unit on each
 * line instead of in a column header.
 */
export function unitAfter(text: string): Column | null {
  if (/^\s*(?:per|\/)\s*(?:rentable\s+)?(?:square\s+foot|sq\.?\s*ft\.?|r?sf)\b|^\s*psf\b/i.test(text))
    return 'rate';
  if (/^\s*(?:(?:a|per|each)\s+month|monthly)\b/i.test(text)) return 'monthly';
  if (/^\s*(?:(?:a|per)\s+(?:year|annum)|annually|yearly)\b/i.test(text)) return 'annual';
  return null;
}

/** The money amounts of a table line, the period text before the first one and the unit after a lone amount. */
function moneyCells(line: FlatLine): { amounts: number[]; period: string; unit: Column | null } {
  const amounts: number[] = [];
  let period: string | null = null;
  let unit: Column | null = null;
  const cells = line.line.cells;
  cells.forEach((cell, i) => {
    const t = repairOcrMoney(cell.trim());
    // A whole cell of money; a bare number counts only with cents or thousands commas (not "2024").
    const c = parseMoneyCents(t);
    if (c !== null && (/\$|USD/.test(t) || /\d\.\d{2}\)?$/.test(t) || /,\d{3}/.test(t))) {
      amounts.push(c);
      period ??= cells.slice(0, i).join(' ');
      return;
    }
    const found = findMoney(t);
    if (found.length) period ??= [...cells.slice(0, i), t.slice(0, found[0]?.index)].join(' ').trim();
    for (const m of found) amounts.push(m.value);
    const only = found.length === 1 ? found[0] : undefined;
    if (only) unit = unitAfter(t.slice(only.index + only.length));
  });
  return { amounts, period: period ?? '', unit: amounts.length === 1 ? unit : null };
}

/** What each money column means, from the header words above the first row, in reading order. */
function headerColumns(header: string): Column[] {
  const found: { col: Column; at: number }[] = [];
  // A per-area rate ("Annual Rate per RSF") is one column: blank it out before looking for the
  // period words, so its "Annual" is not read as an annual-rent column.
  const RATE =
    /\b(?:(?:annual|yearly|monthly)\s+)?(?:base\s+)?(?:rent(?:al)?\s+)?rate(?:\s+per\s+(?:r\.?s\.?f\.?|s\.?f\.?|square\s+foot|sq\.?\s*ft\.?))?|\b(?:(?:annual|yearly)\s+)?(?:base\s+rent\s+)?(?:per\s+(?:r\.?s\.?f|s\.?f|square|sq)\w*|psf)\b|\$\s*\/\s*(?:r?sf|sq)\w*/gi;
  const rate = RATE.exec(header);
  if (rate) found.push({ col: 'rate', at: rate.index });
  const rest = header.replace(RATE, (m) => ' '.repeat(m.length));
  const add = (col: Column, re: RegExp) => {
    const m = re.exec(rest);
    if (m) found.push({ col, at: m.index });
  };
  add('monthly', /\bmonth(?:ly)?\b|\bper\s+month\b|\/\s*mo\b/i);
  add('annual', /\bannual(?:ly)?\b|\byearly\b|\bper\s+annum\b|\bannum\b/i);
  return found.sort((a, b) => a.at - b.at).map((f) => f.col);
}

interface Row {
  period: string;
  amounts: number[];
  unit: Column | null;
  line: FlatLine;
}

/** Relative periods: "Months 1-12", "Lease Year 2", "Years 3 - 5". */
export function relativePeriod(
  period: string,
  commencement: string | null,
  unit: 'month' | 'year' | null = null,
): { from: string; to: string } | null {
  if (!commencement) return null;
  // A bare "13 - 24" / "2" under a "Months of Term" / "Lease Year" column header.
  if (unit && /^\s*\d{1,3}(?:\s*(?:-|–|—|to|through)\s*\d{1,3})?\s*$/.test(period))
    period = `${unit === 'month' ? 'months' : 'years'} ${period.trim()}`;
  const months = /\bmonths?\s*(\d{1,3})\s*(?:-|–|—|to|through)\s*(\d{1,3})/i.exec(period);
  if (months) {
    const a = Math.max(1, Number(months[1]));
    const b = Number(months[2]);
    return { from: addMonths(commencement, a - 1), to: addDays(addMonths(commencement, b), -1) };
  }
  const years = /\b(?:lease\s+)?years?\s*(\d{1,2})(?:\s*(?:-|–|—|to|through)\s*(\d{1,2}))?\b/i.exec(period);
  if (years) {
    const a = Number(years[1]);
    const b = Number(years[2] ?? years[1]);
    return { from: addMonths(commencement, 12 * (a - 1)), to: addDays(addMonths(commencement, 12 * b), -1) };
  }
  return null;
}

/** The area stated in the clause that introduces a table ("... the Rentable Area of the Premises (32,554 RSF)"). */
function areaBefore(flat: FlatText, at: number): number | null {
  const before = flat.text.slice(Math.max(0, at - 500), at);
  const area = cueRegex(LEXICON.area).source;
  const re = new RegExp(`(\\d{1,3}(?:,\\d{3})+|\\d{3,7})\\s*(?:${area})`, 'gi');
  let last: number | null = null;
  for (const m of before.matchAll(re)) last = Number((m[1] as string).replace(/,/g, ''));
  return last;
}

/**
 * The day a table's relative periods count from, when the clause introducing it says so: "Commencing
 * on September 1, 2006, the Base Rent shall become: ... Months 2 - 12 ..." (neuromed's First
 * Amendment, whose months count from the extended term, not from the 2005 commencement).
 */
function startBefore(flat: FlatText, at: number): string | null {
  const before = flat.text.slice(Math.max(0, at - 300), at);
  const sentenceStart = Math.max(before.lastIndexOf('. '), 0);
  const clause = before.slice(sentenceStart);
  const cue = new RegExp(`\\b(?:${LEXICON.rentEffective.join('|')})\\s+(?:on\\s+)?(?:the\\s+)?$`, 'i');
  const d = findDates(clause).find((x) => cue.test(clause.slice(0, x.index)));
  return d && cueRegex(LEXICON.baseRent).test(clause) ? d.value : null;
}

/** A summary page's caption and its value: "COMMENCEMENT DATE: June 1, 2023", "Expiration Date: ...". */
const CAPTION_LINE = /^\s*[A-Z][A-Za-z'’&/ -]{2,40}:\s+\S/;

/** Rent tables: rows with a period and money columns, periods wrapped onto the next line joined back. */
function tableCandidates(flat: FlatText, info: TermInfo): Candidate<RentStep[]>[] {
  const out: Candidate<RentStep[]>[] = [];
  const lines = flat.lines;
  let i = 0;
  while (i < lines.length) {
    const first = lines[i] as FlatLine;
    const { amounts: firstMoney, period: firstPeriod } = moneyCells(first);
    if (!firstMoney.length || !/\d|month|year/i.test(firstPeriod) || /\btotal\b/i.test(firstPeriod)) {
      i++;
      continue;
    }
    const rows: Row[] = [];
    let j = i;
    while (j < lines.length) {
      const l = lines[j] as FlatLine;
      // A data sheet's next row of caption boxes ("16. SECURITY DEPOSIT   17. PERMITTED USE").
      if (isCaptionLine(l)) break;
      const { amounts: money, period, unit: rowUnit } = moneyCells(l);
      // A prose line with an amount in it (the next clause's "deposit $9,140.00") ends the table;
      // a list item dated from-to ("- Rent year 1 (Aug 1, 2021 to Jul 31, 2022): $35.75 ...") does not.
      const prose =
        HEADING.test(l.line.text) || (period.split(/\s+/).length > 10 && findDates(period).length < 2);
      if (
        money.length &&
        !prose &&
        (/\d|month|year/i.test(period) || period === '') &&
        !/\btotal\b/i.test(period)
      ) {
        rows.push({ period, amounts: money, unit: rowUnit, line: l });
      } else if (
        !money.length &&
        rows.length &&
        l.line.text.length < 45 &&
        !HEADING.test(l.line.text) &&
        // The next captioned item of a summary page ("COMMENCEMENT DATE: June 1, 2023" under the
        // rent table's last year) starts a new fact, not the wrapped end of the row's period.
        !CAPTION_LINE.test(l.line.text) &&
        /\d/.test(l.line.text)
      ) {
        (rows[rows.length - 1] as Row).period += ` ${l.line.text}`;
      } else break;
      j++;
    }
    // A row for an option or renewal period ("Option 3 (4/1/2030 to 3/31/2035) $467,501.55 ...",
    // generation's Third Amendment) prices a term that does not exist until the tenant exercises
    // the option: it is not part of the schedule. An exercised option comes back as a dated term
    // (the same amendment's "4/1/25 to 3/31/2030" row).
    for (let k = rows.length - 1; k >= 0; k--)
      if (/\boption(?:al)?\b|\brenewal\b/i.test((rows[k] as Row).period)) rows.splice(k, 1);
    // A dated table ends at its last dated row: an amount after it with no period of its own (a
    // data sheet's next box, "$6,032.00" under "16. SECURITY DEPOSIT") is no rent.
    while (rows.length > 1 && rows.at(-1)?.period === '' && findDates(rows[0]?.period ?? '').length >= 2)
      rows.pop();
    if (
      rows.length >= 2 ||
      (rows.length === 1 &&
        (findDates(rows[0]?.period ?? '').length >= 2 || findMonthRanges(rows[0]?.period ?? '').length > 0))
    ) {
      const header = lines
        .slice(Math.max(0, i - 3), i)
        .map((l) => l.line.text)
        .join(' ');
      const unit = /\bmonths\b|\bmonth\s+(?:no\.?|number|of)\b/i.test(header)
        ? 'month'
        : /\b(?:lease\s+)?years?\b/i.test(header)
          ? 'year'
          : null;
      const steps = rowsToSteps(rows, headerColumns(header), unit, {
        ...info,
        commencement: startBefore(flat, first.start) ?? info.commencement,
        premisesRsf: info.premisesRsf ?? areaBefore(flat, first.start),
      });
      if (steps) {
        const head = rows[0] as Row;
        out.push(candidate(flat, steps.steps, head.line.start, head.line.end, steps.confidence, steps.note));
      }
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

const COMMENCEMENT_TO = /^\s*(?:the\s+)?(?:rent\s+)?commencement(?:\s+date)?\s*(?:-|–|—|to|through)\s/i;

function rowsToSteps(
  rows: Row[],
  header: Column[],
  unit: 'month' | 'year' | null,
  info: TermInfo,
): { steps: RentStep[]; confidence: number; note?: string } | null {
  const steps: RentStep[] = [];
  let confidence = 0.9;
  let note: string | undefined;
  const periods = rows.map((r) => {
    const dates = findDates(r.period).map((d) => d.value);
    if (dates.length >= 2) return { from: dates[0] as string, to: dates[1] as string };
    const range = findMonthRanges(r.period)[0];
    if (range) return range.value;
    // "Commencement Date - February 28, 2023": the first period starts on the defined date.
    if (dates.length === 1 && info.commencement && COMMENCEMENT_TO.test(r.period))
      return { from: info.commencement, to: dates[0] as string };
    return (
      relativePeriod(r.period, info.commencement, unit) ?? (dates[0] ? { from: dates[0], to: '' } : null)
    );
  });
  for (let k = 0; k < rows.length; k++) {
    const p = periods[k];
    if (!p) return null;
    const to = p.to || (periods[k + 1]?.from ? addDays(periods[k + 1]?.from as string, -1) : info.expiration);
    if (!to) return null;
    const row = rows[k] as Row;
    // A rate with no area to multiply is not a rent: no schedule rather than a guess.
    if (row.unit === 'rate' && !info.premisesRsf) return null;
    // A lone amount whose own words give its unit ("$3,445.00 a month") needs no header.
    const monthly = row.unit
      ? monthlyOf(row.amounts, [row.unit], info.premisesRsf)
      : monthlyOf(row.amounts, header, info.premisesRsf);
    if (monthly === null) return null;
    if (monthly.guessed) {
      confidence = 0.6;
      note = 'rent table columns could not be told apart by their headers or arithmetic';
    }
    steps.push({ from: p.from, to, monthlyRentCents: monthly.cents });
  }
  // Checksum: periods must follow each other without gaps.
  for (let k = 1; k < steps.length; k++) {
    if (addDays((steps[k - 1] as RentStep).to, 1) !== (steps[k] as RentStep).from) {
      confidence = Math.min(confidence, 0.6);
      note = 'rent table periods are not contiguous';
    }
  }
  return { steps, confidence, note };
}

/** The monthly rent of a row: by the columns' own arithmetic (annual = 12 x monthly) first, then the header. */
export function monthlyOf(
  amounts: number[],
  header: Column[],
  rsf: number | null,
): { cents: number; guessed: boolean } | null {
  for (const a of amounts)
    for (const m of amounts)
      if (m > 0 && a !== m && Math.abs(a - 12 * m) <= 12) return { cents: m, guessed: false };
  // Checksum with the area: rate x RSF = annual rent (or 12 x monthly rent).
  if (rsf)
    for (const r of amounts)
      for (const a of amounts) {
        if (r <= 0 || a === r) continue;
        if (Math.abs(r * rsf - a) <= rsf) return { cents: roundDiv(a, 12), guessed: false };
        if (Math.abs(r * rsf - 12 * a) <= rsf) return { cents: a, guessed: false };
      }
  if (amounts.every((a) => a === 0)) return { cents: 0, guessed: false };
  const cols = header.length === amounts.length ? header : null;
  const at = (c: Column) => (cols ? cols.indexOf(c) : -1);
  if (at('monthly') >= 0) return { cents: amounts[at('monthly')] as number, guessed: false };
  if (at('annual') >= 0) return { cents: roundDiv(amounts[at('annual')] as number, 12), guessed: false };
  if (at('rate') >= 0 && rsf)
    return { cents: roundDiv((amounts[at('rate')] as number) * rsf, 12), guessed: false };
  if (amounts.length === 1) {
    const only = amounts[0] as number;
    if (header.includes('annual') && !header.includes('monthly'))
      return { cents: roundDiv(only, 12), guessed: false };
    if (header.includes('rate') && rsf) return { cents: roundDiv(only * rsf, 12), guessed: false };
    return { cents: only, guessed: !header.includes('monthly') };
  }
  return null;
}
/** A table broken by a page break (footer, initials line) continues where the previous piece ended. */
function joinContinued(tables: Candidate<RentStep[]>[]): Candidate<RentStep[]>[] {
  const out: Candidate<RentStep[]>[] = [];
  for (const t of tables) {
    const prev = out[out.length - 1];
    const last = prev?.value?.[prev.value.length - 1];
    const first = t.value?.[0];
    if (prev?.value && last && first && addDays(last.to, 1) === first.from) {
      prev.value = [...prev.value, ...(t.value as RentStep[])];
      prev.confidence = Math.min(prev.confidence, t.confidence);
      prev.note ??= t.note;
      continue;
    }
    out.push(t);
  }
  return out;
}
/** Every rent table of the lease with at least one step, pieces split by a page break joined. */
export function rentTables(flat: FlatText, info: TermInfo): Candidate<RentStep[]>[] {
  return joinContinued(tableCandidates(flat, info).filter((t) => (t.value?.length ?? 0) > 0));
}
