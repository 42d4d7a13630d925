import { NUMBER_WORDS_SOURCE, wordsToNumber } from './number-words';
import type { Found } from './numbers';

const NUM = String.raw`\d+(?:\.\d+)?|\.\d+`;
// A digit run is not read from inside a number ("1.5%" is not "5%"); a stray "." before it, as a
// scan leaves ("is .15.8469%"), does not hide it.
// "five percent (5%)", "three and one-half percent (3.5%)", "4.5%", "0.5 percent", "fifteen percent", "(5%)",
// "four (4) percent" (the digits in parentheses before the word, as the research-park lease writes).
const PERCENT_RE = new RegExp(
  String.raw`(?:\b(${NUMBER_WORDS_SOURCE})\s+(?:percent|per\s+cent)\s*\(\s*(${NUM})\s*%\s*\))|(?:\b(${NUMBER_WORDS_SOURCE})\s*\(\s*(${NUM})\s*\)\s*(?:percent|per\s+cent)\b)|(?:\b(${NUMBER_WORDS_SOURCE})\s*\(\s*(${NUM})\s*%\s*\))|(?<!\w|\w\.)(${NUM})\s*(?:%|percent\b|per\s+cent\b)|\b(${NUMBER_WORDS_SOURCE})\s+(?:percent|per\s+cent)\b`,
  'gi',
);

/** Every percentage in a text, as a plain number (5.25 = 5.25 %); digits win over words. */
export function findPercents(text: string): Found<number>[] {
  const out: Found<number>[] = [];
  for (const m of text.matchAll(PERCENT_RE)) {
    const digits = m[2] ?? m[4] ?? m[6] ?? m[7];
    const value = digits !== undefined ? Number(digits) : wordsToNumber(m[1] ?? m[3] ?? m[5] ?? m[8] ?? '');
    if (value === null || Number.isNaN(value)) continue;
    out.push({ value, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

/** The first percentage of a text, or null. */
export function parsePercent(text: string): number | null {
  return findPercents(text)[0]?.value ?? null;
}

// A table cell holding one percentage: "5.6%", "-1.2%", or an accounting negative "(4.0%)", as
// year-over-year reconciliations print a decrease in their "% Change" column.
const PERCENT_CELL = /^(\()?([-–]?)(\d{1,3}(?:\.\d+)?)%(\))?$/;

/** The percentage a table cell holds (negative when parenthesized or signed), or null. */
export function parsePercentCell(text: string): number | null {
  const m = PERCENT_CELL.exec(text.trim());
  if (!m || Boolean(m[1]) !== Boolean(m[4])) return null;
  const value = Number(m[3]);
  return m[1] || m[2] ? -value : value;
}
