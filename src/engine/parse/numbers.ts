import { NUMBER_WORDS_SOURCE, wordsToNumber } from './number-words';

/** "1,234.50" -> 1234.5; null when not a plain number with optional thousands commas. */
export function parseNumber(text: string): number | null {
  const t = text.trim().replace(/,(?=\d{3}\b)/g, '');
  if (!/^-?\d+(?:\.\d+)?$|^-?\.\d+$/.test(t)) return null;
  return Number(t);
}

export interface Found<T> {
  value: T;
  index: number;
  length: number;
}

const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** "one hundred twenty (120)", "Eighty-Four (84)", "ninety", "120" — digits in parentheses win over words. */
const COUNT_RE = new RegExp(
  String.raw`\b(${NUMBER_WORDS_SOURCE})\s*\(\s*(${DIGITS})\s*\)|\b(${NUMBER_WORDS_SOURCE})\b|(?<![\d.,$])(${DIGITS})(?![\d,]*%)`,
  'gi',
);

/** Every number written in digits, words, or both ("sixty (60)"), in order. */
export function findNumbers(text: string): Found<number>[] {
  const out: Found<number>[] = [];
  for (const m of text.matchAll(COUNT_RE)) {
    const value = m[2] ? parseNumber(m[2]) : m[3] ? wordsToNumber(m[3]) : m[4] ? parseNumber(m[4]) : null;
    if (value === null) continue;
    out.push({ value, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}
