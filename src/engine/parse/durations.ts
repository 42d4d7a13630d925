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
const DURATION_RE = new RegExp(
  String.raw`(?:\b(${NUMBER_WORDS_SOURCE})\s*\(\s*(${DIGITS})\s*\)|\b(${NUMBER_WORDS_SOURCE})|(?<![\d.,$])(${DIGITS}))[\s-]*(full\s+|consecutive\s+|calendar\s+|business\s+|working\s+|lease\s+)*(days?|months?|years?)\b`,
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
