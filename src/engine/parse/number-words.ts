/**
 * Numbers written in words ("one hundred twenty", "Eighty-Four", "three and one-half",
 * "Two and 41/100"), as leases spell them before the digits in parentheses.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1_000, million: 1_000_000 };
const FRACTIONS: Record<string, number> = { half: 0.5, quarter: 0.25, 'one-half': 0.5, 'one-quarter': 0.25 };

const WORD = Object.keys(UNITS).concat(Object.keys(SCALES)).join('|');
/** A run of number words, with hyphens, "and" and an optional fractional tail ("and one-half", "and 41/100"). */
export const NUMBER_WORDS_SOURCE = `(?:(?:${WORD})(?:[\\s-]+(?:and\\s+)?(?:${WORD}))*(?:\\s+and\\s+(?:one[\\s-]+half|one[\\s-]+quarter|a\\s+half|\\d{1,2}\\s*/\\s*100))?)`;

/** Parses a whole string of number words; null when it is not one. */
export function wordsToNumber(text: string): number | null {
  const tokens = text
    .toLowerCase()
    .replace(/[,]/g, ' ')
    .replace(/-\s+/g, '-')
    .split(/[\s-]+/)
    .filter(Boolean);
  if (!tokens.length) return null;
  let total = 0;
  let current = 0;
  let fraction = 0;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    if (t === 'and') {
      // "and one-half" / "and 41/100" / "and a half" closes the integer part.
      const rest = tokens.slice(i + 1).join(' ');
      const hundredths = /^(\d{1,2})\s*\/\s*100$/.exec(rest);
      if (hundredths) {
        fraction = Number(hundredths[1]) / 100;
        break;
      }
      const frac = FRACTIONS[rest.replace(/^(one|a) /, 'one-')] ?? FRACTIONS[rest];
      if (frac !== undefined) {
        fraction = frac;
        break;
      }
      continue;
    }
    if (t in UNITS) {
      current += UNITS[t] as number;
      seen = true;
    } else if (t === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (t in SCALES) {
      total += (current || 1) * (SCALES[t] as number);
      current = 0;
      seen = true;
    } else if (t in FRACTIONS && seen) {
      fraction = FRACTIONS[t] as number;
    } else {
      return null;
    }
  }
  return seen ? total + current + fraction : null;
}
