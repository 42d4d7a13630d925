import type { Found } from './numbers';

/**
 * The one reading of a money amount, whatever way a document writes it. Every form below occurs
 * in real statements and bills: accounting software prints credits as "(1,234.56)", "1,234.56 CR"
 * or "1,234.56-" (trailing minus, common in property-management systems); banks and
 * cross-border landlords write "USD 1,234.56" / "1,234.56 USD"; typed letters put a space after
 * the dollar sign ("$ 1,234.56"); rent schedules and summaries drop the cents ("$1,234").
 */

// Digits with thousands commas, or a plain run; cents of one or two digits (more are dropped).
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2})\d*)?`;
const CREDIT = '(?:CR|Cr|cr|CREDIT|Credit)';
const CURRENCY = String.raw`(?:US\s?\$|\$|USD)`;

function cents(whole: string | undefined, frac: string | undefined): number {
  return Number((whole ?? '0').replace(/,/g, '')) * 100 + Number((frac ?? '0').padEnd(2, '0'));
}

// A whole cell: optional sign, parentheses, currency before or after, credit or trailing minus.
const CELL_RE = new RegExp(
  String.raw`^([-−–]?)(\(?)([-−–]?)(?:${CURRENCY})?([-−–]?)(\(?)(?:${AMOUNT}|\.(\d{1,2})\d*)(\)?)(?:USD)?(\)?)(${CREDIT}|[-−–])?$`,
);

/**
 * Money to integer cents, computed on the digit string (no float arithmetic):
 * "$1,234.56" -> 123456, "(1,234.56)" -> -123456, "-$5" -> -500, "1,234" -> 123400,
 * "1,234.56 CR" -> -123456, "1,234.56-" -> -123456, "USD 1,234.56" -> 123456, "$ 1,234" -> 123400,
 * "<1,234.56>" -> -123456.
 * Null when the whole text is not one amount. Words before digits ("Ten Thousand ... Dollars
 * ($10,182.00)") are left to findMoney, which reads the digits.
 */
export function parseMoneyCents(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  // Angle brackets mark a credit on some accounting systems' forms ("<6,442.64>").
  const angled = /^<([^<>]+)>$/.exec(t);
  if (angled) {
    const inner = parseMoneyCents(angled[1] as string);
    return inner === null || inner <= 0 ? null : -inner;
  }
  const m = CELL_RE.exec(t);
  if (!m) return null;
  const [, sign1, open1, sign2, sign3, open2, whole, frac, onlyFrac, close1, close2, tail] = m;
  const opened = (open1 ? 1 : 0) + (open2 ? 1 : 0);
  const closed = (close1 ? 1 : 0) + (close2 ? 1 : 0);
  if (opened !== closed || opened > 1) return null;
  const signs = [sign1, sign2, sign3, tail && !/^c/i.test(tail) ? tail : ''].filter(Boolean).length;
  if (signs > 1) return null;
  const negative = opened === 1 || signs === 1 || (!!tail && /^c/i.test(tail));
  const value = whole !== undefined ? cents(whole, frac) : cents('0', onlyFrac);
  return negative && value !== 0 ? -value : value;
}

// In running text a $ or USD marks an amount. A credit marker or a trailing minus (one not
// followed by another amount, as in a range "$5-$10") makes it negative.
const MONEY_RE = new RegExp(
  [
    String.raw`\(\s*(?:${CURRENCY})\s*${AMOUNT}\s*\)`,
    String.raw`((?<![\w.,)])-)?(?:${CURRENCY})\s*(-?)${AMOUNT}(?![\d,]*\d)(?:(\s?${CREDIT}\b)|(-)(?!\s*(?:\$|USD|\d)))?`,
    String.raw`(?<![\w.,$])${AMOUNT}\s?USD\b(?:(\s?${CREDIT}\b)|(-)(?!\s*(?:\$|USD|\d)))?`,
  ].join('|'),
  'g',
);

// Without a currency mark: an amount with cents ("1,234.56"), optionally a credit.
const BARE_RE = new RegExp(
  String.raw`(?<![\w.,$/-])(\(?)(-?)(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?![\d%])(\)?)(?:(\s?${CREDIT}\b)|(-)(?!\s*\d))?`,
  'g',
);

export interface FindMoneyOptions {
  /** Also read amounts written without $ or USD when they have cents ("1,234.56", "1,234.56 CR"). */
  bare?: boolean;
}

/**
 * Every money amount in a text, in order, as integer cents with its position. A parenthesised
 * "($10,182.00)" after words is read as a positive amount (the digits restating the words);
 * call parseMoneyCents on a statement cell when parentheses mean negative. "CR", "Credit" and a
 * trailing minus make an amount negative.
 */
export function findMoney(text: string, options: FindMoneyOptions = {}): Found<number>[] {
  const out: Found<number>[] = [];
  for (const m of text.matchAll(MONEY_RE)) {
    let value: number;
    let negative = false;
    if (m[1] !== undefined) value = cents(m[1], m[2]);
    else if (m[5] !== undefined) {
      value = cents(m[5], m[6]);
      negative = m[3] === '-' || m[4] === '-' || !!m[7] || !!m[8];
    } else {
      value = cents(m[9], m[10]);
      negative = !!m[11] || !!m[12];
    }
    out.push({ value: negative ? -value : value, index: m.index ?? 0, length: m[0].length });
  }
  if (options.bare) {
    const taken = (i: number) => out.some((f) => i >= f.index && i < f.index + f.length);
    for (const m of text.matchAll(BARE_RE)) {
      const at = m.index ?? 0;
      const paren = !!m[1] && !!m[5];
      // An unmatched parenthesis is punctuation, not a sign.
      const start = m[1] && !paren ? at + 1 : at;
      const raw = m[1] && !paren ? m[0].slice(1) : m[5] && !paren ? m[0].replace(/\)(?=[^)]*$)/, '') : m[0];
      if (taken(start)) continue;
      const value = cents(m[3], m[4]);
      const negative = paren || m[2] === '-' || !!m[6] || !!m[7];
      out.push({ value: negative ? -value : value, index: start, length: raw.length });
    }
    out.sort((a, b) => a.index - b.index);
  }
  return out;
}

/** OCR often reads a decimal point as a space: "$14,131 17" -> "$14,131.17" (only a 2-digit tail after a $ amount). */
export function repairOcrMoney(text: string): string {
  return text.replace(/(\$\s?\d{1,3}(?:,\d{3})*|\$\s?\d+)\s(\d{2})(?!\S)/g, '$1.$2');
}

/**
 * A $ amount whose thousands marks OCR read as points ("$36.588.00" for "$36,588.00"): an amount
 * has one decimal point, so groups of three then two digits are thousands and cents. For prose
 * read by OCR (a scanned lease), where the wider repairs of repairOcrNumerals would touch areas
 * and dates.
 */
export function repairOcrThousandsPoints(text: string): string {
  return text.replace(
    /(\$\s?\d{1,3}(?:\.\d{3})+)\.(\d{2})(?![\d.,])/g,
    (_, whole: string, c: string) => `${whole.replace(/\./g, ',')}.${c}`,
  );
}

/**
 * OCR reads a decimal point as a comma: "11,702,78" (a grouped amount whose last group has two
 * digits) -> "11,702.78", "34,0782%" -> "34.0782%". Only for scanned pages: a text layer's
 * commas are what the landlord printed. The documents' arithmetic checks the repaired reading.
 */
export function repairOcrNumerals(text: string): string {
  // Every separator of a $ amount read as a space ("$28 529 65") or as a point ("$7.107.00"):
  // groups of three then two digits are thousands and cents.
  const separators = repairOcrThousandsPoints(
    text.replace(
      /(\$\s?\d{1,3}(?: \d{3})+) (\d{2})(?!\S)/g,
      (_, whole: string, c: string) => `${whole.replace(/ /g, ',')}.${c}`,
    ),
  )
    // Some group marks read as spaces, the rest kept ("$49 027.17", "$224 924,42"), when that
    // figure is the whole cell: no typeset amount starts a group of three after a lone "$49".
    .replace(
      /^(\s*\$\s?\d{1,3}(?=[ ,]\d{3})(?:[ ,]\d{3})+)[.,](\d{2})(\s*)$/,
      (m, whole: string, c: string, tail: string) =>
        / \d/.test(whole.replace(/^\s*\$\s?/, ''))
          ? `${whole.replace(/(\d)[ ,](?=\d{3})/g, '$1,')}.${c}${tail}`
          : m,
    );
  return repairOcrMoney(separators)
    .replace(/(\d{1,3}(?:,\d{3})+),(\d{2})(?![\d,])/g, '$1.$2')
    .replace(/(?<![\d,])(\d{1,3}),(\d{1,2}|\d{4,6})(\s?%)/g, '$1.$2$3');
}
