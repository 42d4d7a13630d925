import { wordsToNumber } from './number-words';
import type { Found } from './numbers';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_SOURCE = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ORDINAL_WORDS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
};
const ORDINAL_SOURCE = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|(?:twenty|thirty)[\s-]+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|${Object.keys(ORDINAL_WORDS).join('|')})`;
const YEAR = String.raw`(\d{4}|'\d{2})`;

const DATE_RE = new RegExp(
  [
    // March 1, 2022 / Mar. 1 2022 / March 1st, 2022
    String.raw`\b(${MONTH_SOURCE})\s*(\d{1,2})(?:st|nd|rd|th)?\s*[,.;:]?\s*${YEAR}`,
    // 1st day of March, 2022 / the first day of March 2022 / 1 March 2022
    String.raw`\b(${ORDINAL_SOURCE})(?:\s*\(\d{1,2}(?:st|nd|rd|th)?\))?\s+(?:day\s+of\s+)?(${MONTH_SOURCE})\s*,?\s*${YEAR}`,
    // 2022-03-01
    String.raw`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`,
    // 03/01/2022, 3-1-22, 3.1.2022
    String.raw`(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\11(\d{4}|\d{2})(?![\d/.-]*\d)`,
    // 05-Jan-2024 / 5-JAN-24 (property-management and accounting systems print dates this way)
    String.raw`(?<![\d/.-])(\d{1,2})-(${MONTH_SOURCE})-(\d{4}|\d{2})(?![\d/-])`,
    // 2024/01/05 (ISO order with slashes, as some ledgers print it)
    String.raw`\b(\d{4})/(\d{1,2})/(\d{1,2})(?![\d/])`,
  ].join('|'),
  'gi',
);

function monthIndex(name: string): number {
  const key = name.toLowerCase().replace(/\./g, '').slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(key)) + 1;
}

function ordinalDay(text: string): number | null {
  const t = text.toLowerCase().replace(/\s+/g, ' ').replace('-', ' ');
  const digits = /^(\d{1,2})/.exec(t);
  if (digits) return Number(digits[1]);
  if (t in ORDINAL_WORDS) return ORDINAL_WORDS[t] as number;
  const [tens, unit] = t.split(' ');
  const base = wordsToNumber(tens ?? '');
  const u = ORDINAL_WORDS[unit ?? ''];
  return base !== null && u !== undefined ? base + u : null;
}

function fullYear(y: string): number {
  const t = y.replace("'", '');
  if (t.length === 4) return Number(t);
  const n = Number(t);
  return n < 70 ? 2000 + n : 1900 + n;
}

export function isoDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m) || y < 1900 || y > 2200) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Every date written in a common form, as YYYY-MM-DD, in order. US order (month first) for numeric dates. */
export function findDates(text: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    let iso: string | null = null;
    if (m[1]) iso = isoDate(fullYear(m[3] as string), monthIndex(m[1]), Number(m[2]));
    else if (m[4]) {
      const day = ordinalDay(m[4]);
      iso = day === null ? null : isoDate(fullYear(m[6] as string), monthIndex(m[5] as string), day);
    } else if (m[7]) iso = isoDate(Number(m[7]), Number(m[8]), Number(m[9]));
    else if (m[10]) iso = isoDate(fullYear(m[13] as string), Number(m[10]), Number(m[12]));
    else if (m[14]) iso = isoDate(fullYear(m[16] as string), monthIndex(m[15] as string), Number(m[14]));
    else if (m[17]) iso = isoDate(Number(m[17]), Number(m[18]), Number(m[19]));
    if (iso) out.push({ value: iso, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

/** The first date in a text as YYYY-MM-DD, or null. */
export function parseDate(text: string): string | null {
  return findDates(text)[0]?.value ?? null;
}

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y as number, m as number, d as number];
}

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch at UTC midnight, or null when the string is not a valid YYYY-MM-DD. */
export function parseIsoDate(date: string | null | undefined): number | null {
  if (!date) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t;
}

/** Adds calendar days (negative to go back). Throws on a string that is not a valid YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const t = parseIsoDate(iso);
  if (t === null) throw new RangeError(`not a date: ${iso}`);
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (positive when b is later), or null when either is not a valid date. */
export function daysBetween(a: string, b: string): number | null {
  const ta = parseIsoDate(a);
  const tb = parseIsoDate(b);
  return ta === null || tb === null ? null : Math.round((tb - ta) / DAY_MS);
}

/** Adds calendar months, clamping the day to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return isoDate(ny, nm, Math.min(d, daysInMonth(ny, nm))) as string;
}

/** Whole months from a to b (a + n months <= b). */
export function monthsBetween(a: string, b: string): number {
  const [ay, am, ad] = parts(a);
  const [by, bm, bd] = parts(b);
  return (by - ay) * 12 + (bm - am) - (bd < ad ? 1 : 0);
}

const MONTH_RANGE_RE = new RegExp(
  String.raw`\b(${MONTH_SOURCE})\s*,?\s*(\d{4})\s*(?:-|–|—|to|through|thru)\s*(${MONTH_SOURCE})\s*,?\s*(\d{4})\b`,
  'gi',
);

/** Whole-month ranges: "April 2026 - March 2027" runs from April 1, 2026 to March 31, 2027. */
export function findMonthRanges(text: string): Found<{ from: string; to: string }>[] {
  const out: Found<{ from: string; to: string }>[] = [];
  for (const m of text.matchAll(MONTH_RANGE_RE)) {
    const m1 = monthIndex(m[1] as string);
    const y1 = Number(m[2]);
    const m2 = monthIndex(m[3] as string);
    const y2 = Number(m[4]);
    const from = isoDate(y1, m1, 1);
    const to = isoDate(y2, m2, daysInMonth(y2, m2));
    if (!from || !to || to < from) continue;
    out.push({ value: { from, to }, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

/** Month names as a tenant reads them, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2025-07-14" -> "July 14, 2025"; anything that is not a date is returned as is. */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = MONTH_NAMES[Number(m[2]) - 1];
  return month ? `${month} ${Number(m[3])}, ${m[1]}` : iso;
}

/** A whole text (a table cell, a label's value) as one date, or null when it is anything more or less. */
export function parseDateCell(text: string): string | null {
  const t = text.trim().replace(/[\s,.;:]+$/, '');
  const found = findDates(t);
  const d = found[0];
  if (found.length !== 1 || !d) return null;
  const rest = (t.slice(0, d.index) + t.slice(d.index + d.length))
    .replace(/^\s*(?:dated\s+)?(?:as\s+of\s+|the\s+|this\s+)?/i, '')
    .trim();
  return rest ? null : d.value;
}

// A month without a day, or the whole of it as a range of its days ("Jul 1-31, 2025", a billing
// period). OCR may leave a speck after the month ("Apr) 2024").
const MONTH_YEAR_RE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[.),]?\s*(?:\d{1,2}\s*[-–]\s*\d{1,2}\s*)?,?\s*((?:19|20)\d{2})\b|(?<![\d/.-])\b(\d{1,2})\/((?:19|20)\d{2})\b/gi;
/** The month-year forms as a regular-expression source, for testing whether a whole cell is one. */
export const MONTH_YEAR_SOURCE = String.raw`(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[.),]?\s*(?:\d{1,2}\s*[-–]\s*\d{1,2}\s*)?,?\s*(?:19|20)\d{2}\b|(?<![\d/.-])\b\d{1,2}\/(?:19|20)\d{2}\b)`;

/**
 * Months named without a day ("June 2025", "Jun. 2025", "06/2025"), each as its first day, in order.
 * The tail of a whole date is no month: "04/01/2023" names April 1, not January 2023.
 */
export function findMonthYears(text: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of text.matchAll(MONTH_YEAR_RE)) {
    const iso = m[1] ? isoDate(Number(m[2]), monthIndex(m[1]), 1) : isoDate(Number(m[4]), Number(m[3]), 1);
    if (iso) out.push({ value: iso, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}
