import { findDates, findMonthRanges, findMonthYears, MONTH_NAMES } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';
import type { Evidence } from '../../types';
import { captionedDate } from '../caption-box';

export interface Found<T> {
  value: T;
  evidence: Evidence;
}

export function lineEvidence(file: string, line: TextLine): Evidence {
  return { file, page: line.page, quote: line.text };
}

function allLines(doc: DocumentText): TextLine[] {
  return doc.pages.flatMap((p) => p.lines);
}

// A month written out or abbreviated ("Dec", "Dec.", "December,"), from parse/'s month names.
const MONTH_WORD = new RegExp(`^(?:${MONTH_NAMES.map((m) => m.slice(0, 3)).join('|')})[a-z]*\\.?,?$`, 'i');

/** Keeps only what a date is written with, dropping words a neighbouring column put in between. */
function dateTokens(text: string): string {
  // A bracket glued to a date by a cell that wrapped into this one ("5375)01/01/2022") parts them.
  return text
    .replace(/[()]/g, ' ')
    .split(/\s+/)
    .filter((t) => MONTH_WORD.test(t) || /^[\d,/.-]+$/.test(t) || /^(?:[-–—]|to|through|thru)$/i.test(t))
    .join(' ');
}

/**
 * The period a statement covers: "Period: January 1, 2023 – December 31, 2023", "for the year
 * ended December 31, 2023", a range that wrapped onto the next line, or a calendar year title.
 */
export function findPeriod(doc: DocumentText): {
  start: string | null;
  end: string | null;
  evidence: Evidence | null;
} {
  const lines = allLines(doc);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as TextLine;
    // "Year: January 1 - December 31, 2021" labels the period as the year it reconciles; a
    // qualified year ("for the Adjustment Year ...", "for the Calendar Year ...") is one too.
    const m =
      /\b(?:period|for the (?:[a-z]+ ){0,2}?(?:period|year)(?: end(?:ed|ing))?|year ended|year ending|fiscal year|covering)\b:?|\byear:/i.exec(
        line.text,
      );
    if (!m) continue;
    // The label's value column: what follows the keyword on this line, then the same column on the next line.
    const after = line.text.slice(m.index + m[0].length);
    const next = lines[i + 1];
    let tail = '';
    if (next && next.page === line.page) {
      const valueX = line.cellX[line.cells.findIndex((c) => after.includes(c))] ?? 0;
      tail = next.cells.filter((_, k) => (next.cellX[k] ?? 0) >= valueX - 4).join(' ');
    }
    for (const candidate of [after, `${after} ${tail}`]) {
      const text = dateTokens(candidate);
      // Whole months: "Period = Jan 2022 - Dec 2022" (an accounting system's report header)
      // runs from January 1 to December 31.
      const months = findMonthRanges(text)[0];
      if (months && /^\W*$/.test(text.slice(0, months.index)))
        return {
          start: months.value.from,
          end: months.value.to,
          evidence: { file: doc.file, page: line.page, quote: line.text },
        };
      const dates = findDates(text);
      const ended = /year end(?:ed|ing)/i.test(m[0]);
      if (dates.length >= 2 && accountingPeriod(dates[0]!.value, dates[1]!.value)) {
        return {
          start: dates[0]!.value,
          end: dates[1]!.value,
          evidence: { file: doc.file, page: line.page, quote: line.text },
        };
      }
      // "For the year ended December 31, 2022 · ... Lease dated August 20, 2021": the date right
      // after the keyword is the year's end, whatever other dates the line goes on to name.
      if (
        ended &&
        (dates.length === 1 || (dates.length > 1 && /^\W*$/.test(text.slice(0, dates[0]!.index))))
      ) {
        const end = dates[0]!.value;
        const start = `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
        return {
          start: nextDay(start),
          end,
          evidence: { file: doc.file, page: line.page, quote: line.text },
        };
      }
    }
  }
  return { start: null, end: null, evidence: null };
}

/**
 * Whether two dates can bound a statement's period: in order, and starting on a month's first day
 * or ending on a month's last (accounting periods do; a lease that begins mid-month still closes
 * at a month's end). A scan that drops a date's digits ("January 1; 2023") can otherwise pair the
 * period's end with the statement date printed beside it ("December 31, 2023 ... 06/15/24").
 */
function accountingPeriod(start: string, end: string): boolean {
  if (!(start < end)) return false;
  const monthEnd = nextDay(end).slice(8) === '01';
  return start.slice(8) === '01' || monthEnd;
}

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

// Qualified only: a bare "Date" caption heads a ledger's column of transaction dates.
const STATEMENT_DATE_CAPTION =
  /^(?:(?:statement|reconciliation|worksheet)\s+date|date\s+(?:prepared|issued|of\s+(?:statement|reconciliation))|(?:prepared|issued)(?:\s+on)?)\s*:?$/i;

// "Lease dated: February 19, 2019" in a statement's key block is the lease's date, not the statement's.
const OTHER_DOCUMENT_DATED =
  /\b(?:lease|agreement|amendment|addendum|rider|contract)\s+(?:is\s+|was\s+)?dated\s*:?\s*$/i;

/**
 * The statement's own date: "Statement Date: ...", "Date: ...", "Dated ...", else the first date
 * of the heading block, else a line that is nothing but a date after the period's end (how a
 * report or letter is dated where it is signed: an accountant's report closes with the firm, its
 * city and the report's date).
 */
export function findStatementDate(
  doc: DocumentText,
  skip: RegExp,
  periodEnd: string | null = null,
): Found<string> | null {
  const lines = allLines(doc);
  const keyed = [
    /\bstatement(?:\s+date)?\s*:?\s*$/i,
    /\b(?:date\s+of\s+(?:statement|reconciliation)|reconciliation\s+date|issue\s+date|date\s+issued|dated)\s*:?\s*$/i,
    /(?:^|\s)date\s*:?\s*$/i,
  ];
  for (const key of keyed) {
    for (const line of lines) {
      for (const d of findDates(line.text)) {
        const before = line.text.slice(Math.max(0, d.index - 40), d.index);
        if (key.test(before) && !skip.test(before) && !OTHER_DOCUMENT_DATED.test(before))
          return { value: d.value, evidence: lineEvidence(doc.file, line) };
      }
    }
  }
  // A box of captions over values ("Period covered | Date prepared | Prepared by"): the date
  // under the caption that names the statement's own date.
  const boxed = captionedDate(doc, STATEMENT_DATE_CAPTION);
  if (boxed) return { value: boxed.value, evidence: lineEvidence(doc.file, boxed.line) };
  // No label: the first date in the heading block that is not part of the period.
  for (const line of lines.slice(0, 15)) {
    if (/period|through|ended|ending|–|-\s*$/i.test(line.text)) continue;
    const d = findDates(line.text)[0];
    if (d) return { value: d.value, evidence: lineEvidence(doc.file, line) };
  }
  if (!periodEnd) return null;
  for (const line of lines) {
    // A scan's speck beside the date (", June 29, 2022 :") is no other text.
    const bare = line.text.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '');
    const d = findDates(bare);
    if (d.length !== 1 || bare.length !== d[0]!.length || d[0]!.value <= periodEnd) continue;
    return { value: d[0]!.value, evidence: lineEvidence(doc.file, line) };
  }
  return null;
}

/** The year a statement reconciles: its period's end year, else a year in its title. */
export function findYear(
  doc: DocumentText,
  periodEnd: string | null,
  periodEvidence: Evidence | null,
): Found<number> | null {
  if (periodEnd && periodEvidence) return { value: Number(periodEnd.slice(0, 4)), evidence: periodEvidence };
  const lines = allLines(doc).slice(0, 20);
  for (const line of lines) {
    // Dates on the line (the statement's own date) are not the year it reconciles.
    let text = line.text;
    for (const d of findDates(text))
      text = text.slice(0, d.index) + ' '.repeat(d.length) + text.slice(d.index + d.length);
    const m =
      /\b((?:19|20)\d{2})\b[^$]*\b(?:reconciliation|statement|operating|cam|common area|expenses?|escalation)\b/i.exec(
        text,
      ) ?? /\b(?:reconciliation|statement|expenses?|year)\b[^$\d]*\b((?:19|20)\d{2})\b/i.exec(text);
    if (m) return { value: Number(m[1]), evidence: lineEvidence(doc.file, line) };
  }
  // A month-by-month grid's column heading ("Jan 2025 Feb 2025 Mar 2025 ..."): three or more
  // months of one year, where the period above it was lost (a scan reading "Jgn 2025").
  for (const line of lines) {
    const years = new Set(findMonthYears(line.text).map((m) => m.value.slice(0, 4)));
    if (findMonthYears(line.text).length >= 3 && years.size === 1)
      return { value: Number([...years][0]), evidence: lineEvidence(doc.file, line) };
  }
  // A "Year:" label whose range lost its first date (a scan dropping a digit): the year of the
  // date that ends it.
  for (const line of lines) {
    const key = /\byear\s*:/i.exec(line.text);
    const end = key ? findDates(line.text.slice(key.index)).at(-1) : undefined;
    if (end) return { value: Number(end.value.slice(0, 4)), evidence: lineEvidence(doc.file, line) };
  }
  return null;
}
