import { headerName } from './row-kinds';
import type { Row } from './rows';

/** What an amount column of the expense table holds. */
export type ColumnRole = 'billed' | 'actual' | 'ignore' | 'neutral';

const LABEL_COLUMN =
  /^(?:expenses?|description|category|items?|account|line\s+item|gl|(?:gl\s+)?(?:code|acct\.?|account)(?:\s*(?:#|no\.?|number))?|#|ref)$/i;
// A column of percentages (change, share of total), which holds no money.
const PCT_COLUMN = /%|\bchg\b|\bpct\b|percent/i;

function roleOf(name: string, year: number | null): ColumnRole {
  const t = name.toLowerCase();
  // "Gross-Up Adj." / "Adjustments": the adjustment itself, added to the amount before it.
  if (/\badj\b\.?|\badjustments?\b/.test(t) && !/\badjusted\b/.test(t)) return 'ignore';
  if (/recoverable|billable|adjust|gross|billed|allocable|normali[sz]ed|extended|pro\s*forma/.test(t))
    return 'billed';
  // A rate column ("Per SF", "Per RSF", "$/RSF", "per sq. ft.") is each amount over an area.
  if (/budget|estimat|prior|previous|variance|change|diff|%|per\s+r?sf|\/\s*r?sf|per\s+sq|share/.test(t))
    return 'ignore';
  const y = /\b((?:19|20)\d{2})\b/.exec(t);
  if (y && year !== null && Number(y[1]) !== year) return 'ignore';
  if (/actual/.test(t)) return 'actual';
  return y && year !== null ? 'billed' : 'neutral';
}

/**
 * Roles of the k amount columns read from a header row, or null when the header does not name
 * them. With both an actual and a billed/adjusted column the actual one is the pre-gross-up
 * amount; an "Actual" column alone (beside budget/variance) is what is billed.
 */
export function columnRoles(
  header: Row | null,
  k: number,
  year: number | null,
  kinds: ('money' | 'pct')[] | null = null,
): ColumnRole[] | null {
  if (!header) return null;
  let names = header.cells.map(headerName).filter((c) => /[\p{L}\d%$#]/u.test(c));
  while (names.length && LABEL_COLUMN.test(names[0] as string)) names = names.slice(1);
  // One name per printed column, percentage columns included, in order ("2021 Cost | 2022 Cost |
  // Share % | Share 2022"; a wrapped header can leave the "%" on the next line): the names over
  // the percentage columns are dropped by position, whatever they say.
  // The label column(s) ("Expense Category") are the leftmost names.
  if (kinds && names.length >= kinds.length && kinds.includes('pct'))
    names = names.slice(names.length - kinds.length).filter((_, i) => kinds[i] === 'money');
  if (names.length > k) names = names.filter((n) => !PCT_COLUMN.test(n));
  if (names.length < k) return null;
  names = names.slice(names.length - k);
  const roles = names.map((n) => roleOf(n, year));
  if (!roles.includes('billed')) {
    const actual = roles.indexOf('actual');
    const neutral = roles.lastIndexOf('neutral');
    if (actual >= 0) roles[actual] = 'billed';
    else if (neutral >= 0) roles[neutral] = 'billed';
  }
  return roles;
}

/** Left edge of each column, from the rows that fill all k columns. */
export function columnPositions(rows: Row[], k: number): number[] {
  const xs: number[][] = Array.from({ length: k }, () => []);
  for (const row of rows) {
    const money = row.amounts.filter((a) => a.kind === 'money');
    if (money.length !== k) continue;
    money.forEach((a, i) => {
      xs[i]?.push(a.x);
    });
  }
  return xs.map((list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  });
}

/** Places a row's amounts into the k columns (by order when all are there, else by position). */
export function placeAmounts(values: { value: number; x: number }[], positions: number[]): (number | null)[] {
  const out: (number | null)[] = positions.map(() => null);
  if (values.length === positions.length) return values.map((v) => v.value);
  for (const v of values) {
    let best = 0;
    positions.forEach((p, i) => {
      if (Math.abs(p - v.x) < Math.abs((positions[best] ?? 0) - v.x)) best = i;
    });
    out[best] = v.value;
  }
  return out;
}

/**
 * Two other columns that add up to the `billed` one on every row (a + b = billed), with the one
 * more often zero second: actual + gross-up = billed, but just as well base year + increase =
 * current year, or budget + variance = actual. Arithmetic alone cannot tell those apart, so this
 * only says which column is the sum (the current, billed figure); `actualAndAdjustment` decides
 * whether the pair is a gross-up.
 */
export function addendPair(
  rows: (number | null)[][],
  billed: number,
): { actual: number; adj: number } | null {
  const k = rows[0]?.length ?? 0;
  const v = (r: (number | null)[], c: number) => r[c] ?? 0;
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++) {
      if (i === billed || j === billed) continue;
      if (!rows.every((r) => Math.abs(v(r, billed) - v(r, i) - v(r, j)) <= 1)) continue;
      const zeros = (c: number) => rows.filter((r) => v(r, c) === 0).length;
      return zeros(i) >= zeros(j) ? { actual: j, adj: i } : { actual: i, adj: j };
    }
  return null;
}

/**
 * The amount before a gross-up, by the rows' own arithmetic: an addend pair (see `addendPair`)
 * with the layout and shape of an occupancy gross-up.
 * - Layout: a figure computed from others is printed after them, so the adjusted (billed) column
 *   stands right of both addends ("Building Total | Gross-Up Adj. | Recoverable" in samples-c).
 *   A difference is computed the other way and printed after the sum: "2022 Actual | Base Year
 *   2018 | Increase", "Budget | Actual | Variance".
 * - Shape: a gross-up only touches the costs that vary with occupancy, so some lines (taxes,
 *   insurance, fixed contracts) carry an adjustment of exactly 0.00 and some a positive one, and
 *   no adjustment is larger than the cost it adjusts. (A negative one on a line is a removal, which
 *   the readers keep apart line by line.)
 * Before this test a parkway-flex escalation statement was priced as a misapplied gross-up.
 */
export function actualAndAdjustment(
  rows: (number | null)[][],
  billed: number,
): { actual: number; adj: number } | null {
  const pair = addendPair(rows, billed);
  if (!pair || billed < pair.actual || billed < pair.adj) return null;
  const v = (r: (number | null)[], c: number) => r[c] ?? 0;
  const adjs = rows.map((r) => v(r, pair.adj));
  const grossUpShape =
    adjs.some((a) => a === 0) &&
    adjs.some((a) => a > 0) &&
    rows.every((r) => Math.abs(v(r, pair.adj)) <= v(r, pair.actual));
  return grossUpShape ? pair : null;
}
