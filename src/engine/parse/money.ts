import type { Found } from './numbers';

/**
 * Money to integer cents, computed on the digit string (no float arithmetic):
 * "$1,234.56" -> 123456, "(1,234.56)" -> -123456, "-$5" -> -500, "1,234" -> 123400.
 * Words before digits ("Ten Thousand ... Dollars ($10,182.00)") are left to findMoney, which reads the digits.
 */
export function parseMoneyCents(text: string): number | null {
  let t = text.trim().replace(/\s+/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (t.startsWith('-') || t.startsWith('−')) {
    negative = true;
    t = t.slice(1);
  }
  t = t.replace(/^(?:US)?\$/, '').replace(/^-/, () => {
    negative = true;
    return '';
  });
  if (t.endsWith('-')) {
    negative = true;
    t = t.slice(0, -1);
  }
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2})\d*)?$/.exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  const whole = Number((m[1] ?? '0').replace(/,/g, ''));
  const frac = Number((m[2] ?? '0').padEnd(2, '0'));
  const cents = whole * 100 + frac;
  return negative ? -cents : cents;
}

const MONEY_RE =
  /\(\s*\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*\)|-?\$\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d,]*\d)/g;

/**
 * Every dollar amount in a text, in order. A parenthesised "($10,182.00)" after words is read
 * as a positive amount (the digits restating the words), a bare "($1,234.56)" in a table the same way;
 * call parseMoneyCents on a statement cell when parentheses mean negative.
 */
export function findMoney(text: string): Found<number>[] {
  const out: Found<number>[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    const whole = m[1] ?? m[3] ?? '0';
    const frac = m[2] ?? m[4] ?? '0';
    const cents = Number(whole.replace(/,/g, '')) * 100 + Number(frac.padEnd(2, '0'));
    out.push({ value: m[0].startsWith('-') ? -cents : cents, index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

/** OCR often reads a decimal point as a space: "$14,131 17" -> "$14,131.17" (only a 2-digit tail after a $ amount). */
export function repairOcrMoney(text: string): string {
  return text.replace(/(\$\s?\d{1,3}(?:,\d{3})*|\$\s?\d+)\s(\d{2})(?!\S)/g, '$1.$2');
}

/**
 * OCR reads a decimal point as a comma: "11,702,78" (a grouped amount whose last group has two
 * digits) -> "11,702.78", "34,0782%" -> "34.0782%". Only for scanned pages: a text layer's
 * commas are what the landlord printed. The documents' arithmetic checks the repaired reading.
 */
export function repairOcrNumerals(text: string): string {
  return repairOcrMoney(text)
    .replace(/(\d{1,3}(?:,\d{3})+),(\d{2})(?![\d,])/g, '$1.$2')
    .replace(/(?<![\d,])(\d{1,3}),(\d{1,2}|\d{4,6})(\s?%)/g, '$1.$2$3');
}
