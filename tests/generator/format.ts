/** Number, money, percentage and date formatting used by the renderers (no locale APIs: stable output). */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function under1000(n: number): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (h) parts.push(`${ONES[h]} hundred`);
  if (r) {
    if (r < 20) parts.push(ONES[r]!);
    else parts.push(TENS[Math.floor(r / 10)]! + (r % 10 ? `-${ONES[r % 10]}` : ''));
  }
  return parts.join(' ');
}

/** 1234 -> "one thousand two hundred thirty-four" (lower case). */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`numberWords: ${n}`);
  if (n === 0) return 'zero';
  const scales: [number, string][] = [
    [1_000_000_000, 'billion'],
    [1_000_000, 'million'],
    [1000, 'thousand'],
  ];
  const parts: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    if (rest >= size) {
      parts.push(`${under1000(Math.floor(rest / size))} ${name}`);
      rest %= size;
    }
  }
  if (rest) parts.push(under1000(rest));
  return parts.join(' ');
}

export function titleCase(s: string): string {
  return s.replace(/(^|[\s-])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function commas(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  return (n < 0 ? '-' : '') + s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface MoneyStyle {
  /** Print "$". */
  dollar?: boolean;
  /** Negative as (1,234.56) instead of -1,234.56. */
  parens?: boolean;
}

/** 123456 -> "$1,234.56". */
export function money(cents: number, style: MoneyStyle = {}): string {
  const { dollar = true, parens = false } = style;
  const neg = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const body = `${dollar ? '$' : ''}${commas(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  if (!neg) return body;
  return parens ? `(${body})` : `-${body}`;
}

/** 1234567 -> "Twelve Thousand Three Hundred Forty-Five and 67/100 Dollars". */
export function moneyWords(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const c = cents % 100;
  return `${titleCase(numberWords(dollars))} and ${String(c).padStart(2, '0')}/100 Dollars`;
}

/** Percent in digits: 5 -> "5%", 2.5 -> "2.5%", share 5.6234 kept as given. */
export function pct(p: number, decimals?: number): string {
  return `${decimals === undefined ? String(p) : p.toFixed(decimals)}%`;
}

const FRACTION_WORDS: Record<string, string> = {
  '0.25': 'one-quarter',
  '0.5': 'one-half',
  '0.75': 'three-quarters',
};

/** 5 -> "five percent"; 2.5 -> "two and one-half percent". */
export function pctWords(p: number): string {
  const whole = Math.floor(p);
  const frac = Math.round((p - whole) * 100) / 100;
  if (frac === 0) return `${numberWords(whole)} percent`;
  const fw = FRACTION_WORDS[String(frac)];
  if (!fw) throw new Error(`pctWords: ${p}`);
  return whole ? `${numberWords(whole)} and ${fw} percent` : `${fw} of one percent`;
}

export type NumberForm = 'BOTH' | 'WORDS' | 'DIGITS';

/** "ninety (90) days" / "ninety days" / "90 days". */
export function countWith(n: number, unit: string, form: NumberForm): string {
  if (form === 'DIGITS') return `${n} ${unit}`;
  if (form === 'WORDS') return `${numberWords(n)} ${unit}`;
  return `${numberWords(n)} (${n}) ${unit}`;
}

/** "five percent (5%)" / "five percent" / "5%". */
export function pctWith(p: number, form: NumberForm): string {
  if (form === 'DIGITS') return pct(p);
  if (form === 'WORDS') return pctWords(p);
  return `${pctWords(p)} (${pct(p)})`;
}

/** "Two Hundred Fifty and 00/100 Dollars ($250.00)" / "$250.00" (money is never words alone). */
export function moneyWith(cents: number, form: NumberForm): string {
  if (form === 'DIGITS') return money(cents);
  return `${moneyWords(cents)} (${money(cents)})`;
}

// ---------- dates (ISO YYYY-MM-DD, UTC arithmetic) ----------

export const MONTHS = [
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
];

export function iso(y: number, m: number, d: number): string {
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function parseIso(s: string): { y: number; m: number; d: number } {
  const [y, m, d] = s.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
}

function toDate(s: string): Date {
  const { y, m, d } = parseIso(s);
  return new Date(Date.UTC(y, m - 1, d));
}

function fromDate(dt: Date): string {
  return iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

export function addDays(s: string, days: number): string {
  const dt = toDate(s);
  dt.setUTCDate(dt.getUTCDate() + days);
  return fromDate(dt);
}

/** Adds months to a first-of-month date (day kept at 1). */
export function addMonths(s: string, months: number): string {
  const { y, m } = parseIso(s);
  const idx = y * 12 + (m - 1) + months;
  return iso(Math.floor(idx / 12), (idx % 12) + 1, 1);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((toDate(b).getTime() - toDate(a).getTime()) / 86_400_000);
}

export function yearOf(s: string): number {
  return parseIso(s).y;
}

export type DateStyle = 'LONG' | 'NUMERIC' | 'SHORT' | 'ORDINAL';

function ordinal(n: number): string {
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suf}`;
}

/** LONG "March 1, 2022"; NUMERIC "03/01/2022"; SHORT "Mar 1, 2022"; ORDINAL "the 1st day of March, 2022". */
export function fmtDate(s: string, style: DateStyle = 'LONG'): string {
  const { y, m, d } = parseIso(s);
  switch (style) {
    case 'NUMERIC':
      return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
    case 'SHORT':
      return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
    case 'ORDINAL':
      return `the ${ordinal(d)} day of ${MONTHS[m - 1]}, ${y}`;
    default:
      return `${MONTHS[m - 1]} ${d}, ${y}`;
  }
}

export function monthYear(s: string, short = false): string {
  const { y, m } = parseIso(s);
  return `${short ? MONTHS[m - 1]!.slice(0, 3) : MONTHS[m - 1]} ${y}`;
}
