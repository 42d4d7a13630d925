import { longDate } from '../parse/dates';

export { longDate };
/** Formatting for the report: money from integer cents, dates, percentages, areas. */

/** 123456 -> "$1,234.56": the one money formatter, re-exported for the report's modules. */
export { usd } from '../format/money';

import { usd } from '../format/money';

/** null-safe money: "Not stated" when unknown. */
export function moneyOr(cents: number | null | undefined, unknown = 'Not stated'): string {
  return cents === null || cents === undefined ? unknown : usd(cents);
}

/** 5 -> "5%", 5.6213 -> "5.6213%" (at most 4 decimals, no trailing zeros). */
export function pct(value: number): string {
  return `${Number(value.toFixed(4))}%`;
}

export function area(rsf: number): string {
  return `${Math.round(rsf).toLocaleString('en-US')} RSF`;
}

/** Day number (days since the epoch) of a YYYY-MM-DD date, or null when it is not one. */
export function dayNumber(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : Math.round(t / 86_400_000);
}

/** The calendar day of `now` (the local date, as the tenant reads a calendar) as a day number. */
export function todayNumber(now: Date): number {
  return Math.round(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000);
}

export function dateOr(iso: string | null | undefined, unknown = 'Not stated'): string {
  return iso ? longDate(iso) : unknown;
}

/** The local calendar date of `now` as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** "1 day" / "12 days". */
export function days(n: number): string {
  return `${n.toLocaleString('en-US')} ${Math.abs(n) === 1 ? 'day' : 'days'}`;
}

/** ["a"] -> "a"; ["a","b"] -> "a and b"; ["a","b","c"] -> "a, b and c". */
export function joinAnd(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** CONTROLLABLE -> "Controllable", LEASING_COMMISSIONS -> "Leasing commissions". */
export function humanize(code: string): string {
  const s = code.toLowerCase().replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
