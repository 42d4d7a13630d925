import { NUMBER_WORDS_SOURCE, wordsToNumber } from './number-words';
import type { Found } from './numbers';
import { parseNumber } from './numbers';

export type DurationUnit = 'day' | 'business day' | 'month' | 'year';
export interface Duration {
  count: number;
  unit: DurationUnit;
}

const DIGITS = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
// "Ten (10) Lease Years" is a term in years (a Lease Year is twelve months).
// "one hundred twenty (120) days", "ninety days", "120-day", "84 months", "sixty (60) calendar days", "one (1) year".
// A scan reads the parenthesis as a brace now and then ("five {5) years").
const DURATION_RE = new RegExp(
  String.raw`(?:\b(${NUMBER_WORDS_SOURCE})\s*[({]\s*(${DIGITS})\s*\)|\b(${NUMBER_WORDS_SOURCE})|(?<![\d.,$])(${DIGITS}))[\s-]*(full\s+|consecutive\s+|calendar\s+|business\s+|working\s+|lease\s+)*(days?|months?|years?)\b`,
  'gi',
);

/** Every duration in a text, in order. Digits in parentheses win over the words before them. */
export function findDurations(text: string): Found<Duration>[] {
  const out: Found<Duration>[] = [];
  for (const m of text.matchAll(DURATION_RE)) {
    const digits = m[2] ?? m[4];
    const count = digits !== undefined ? parseNumber(digits) : wordsToNumber(m[1] ?? m[3] ?? '');
    if (count === null) continue;
    const unitWord = (m[6] as string).toLowerCase();
    const business = /business|working/i.test(m[5] ?? '');
    const unit: DurationUnit = unitWord.startsWith('day')
      ? business
        ? 'business day'
        : 'day'
      : unitWord.startsWith('month')
        ? 'month'
        : 'year';
    out.push({ value: { count, unit }, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

/** Days a duration stands for: months as 30 days, years as 365 (the conventional reading). */
export function durationDays(d: Duration): number {
  if (d.unit === 'month') return d.count * 30;
  if (d.unit === 'year') return d.count * 365;
  return d.count;
}

/** Months a duration stands for (years x 12); null for days. */
export function durationMonths(d: Duration): number | null {
  if (d.unit === 'month') return d.count;
  if (d.unit === 'year') return d.count * 12;
  return null;
}

// "the ninetieth (90th) day after", "the 180th day following", "the sixtieth day after": a
// deadline named as the day it falls on, counted from an event, is a window of that many days.
const ORDINAL_WORD = `(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|[a-z]+ieth|hundredth|thousandth)`;
const ORDINAL_WORDS = String.raw`(?:(?:[a-z]+[\s-]+){0,3}${ORDINAL_WORD})`;
const ORDINAL_DAY_RE = new RegExp(
  String.raw`\b(?:(${ORDINAL_WORDS})\s*\(\s*(\d{1,3})(?:st|nd|rd|th)\s*\)|(\d{1,3})(?:st|nd|rd|th)|(${ORDINAL_WORDS}))\s+(?:calendar\s+)?day\s+(?:after|following|from)\b`,
  'gi',
);
const ORDINAL_TO_CARDINAL: [RegExp, string][] = [
  [/first$/, 'one'],
  [/second$/, 'two'],
  [/third$/, 'three'],
  [/fifth$/, 'five'],
  [/eighth$/, 'eight'],
  [/ninth$/, 'nine'],
  [/twelfth$/, 'twelve'],
  [/ieth$/, 'y'],
  [/th$/, ''],
];

/** "one hundred eightieth" as 180; null when the words are not an ordinal number. */
export function ordinalWordsToNumber(text: string): number | null {
  const t = text.trim().toLowerCase();
  for (const [re, to] of ORDINAL_TO_CARDINAL) if (re.test(t)) return wordsToNumber(t.replace(re, to));
  return null;
}

/** Every deadline written as an ordinal day counted from an event, as a duration in days. */
export function findOrdinalDays(text: string): Found<Duration>[] {
  const out: Found<Duration>[] = [];
  for (const m of text.matchAll(ORDINAL_DAY_RE)) {
    const digits = m[2] ?? m[3];
    let count = digits !== undefined ? Number(digits) : null;
    // Words alone: the longest tail of the run that reads as an ordinal ("than the ninetieth").
    if (count === null && m[4]) {
      const words = m[4].split(/\s+/);
      for (let i = 0; i < words.length && count === null; i++)
        count = ordinalWordsToNumber(words.slice(i).join(' '));
    }
    if (!count) continue;
    out.push({ value: { count, unit: 'day' }, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}
