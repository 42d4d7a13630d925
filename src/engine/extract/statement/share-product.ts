import { findMoney, findPercents } from '../../parse';
import type { Amount } from './amount-cells';
import { labelKind } from './row-kinds';
import { figureOf, type Row } from './rows';

/** Decimals a printed percentage carries ("7.3317%" -> 4): how far its rounding can move a product. */
export function pctDecimals(raw: string): number {
  const m = /\.(\d+)/.exec(raw);
  return m ? (m[1] as string).length : 0;
}

/** What a product of `cents` by a percentage printed with `decimals` decimals can be off by, plus two cents. */
export function productTolerance(cents: number, decimals: number): number {
  return Math.abs(cents) * 0.5 * 10 ** -decimals * 0.01 + 2;
}

/** Rows whose percentage is a rate of their own, not the tenant's share of the pool. */
const OTHER_RATES =
  /\bfee\b|gross(?:ed)?[\s-]*up|occupan|\bcap\b|increase|escalat|inflation|\bchange\b|variance/i;

/** The (pool, percentage) pairs a row prints beside the amount the percentage of the pool is. */
function products(row: Row): { pool: number; pct: number }[] {
  const kind = labelKind(row.label);
  if (kind && kind !== 'share' && kind !== 'tenantShare' && kind !== 'component') return [];
  if (OTHER_RATES.test(row.label)) return [];
  const a = [...row.amounts].sort((x, y) => x.x - y.x);
  const out: { pool: number; pct: number }[] = [];
  for (let i = 0; i + 2 < a.length; i++) {
    const [pool, pct, share] = a.slice(i, i + 3) as [Amount, Amount, Amount];
    if (pool.kind !== 'money' || pct.kind !== 'pct' || share.kind !== 'money') continue;
    if (!(pool.value > 0 && pct.value > 0 && pct.value < 100 && share.value > 0)) continue;
    const tolerance = productTolerance(pool.value, pctDecimals(pct.raw));
    if (Math.abs((pool.value * pct.value) / 100 - share.value) <= tolerance)
      out.push({ pool: pool.value, pct: pct.value });
  }
  return out;
}

/**
 * The share read from the document's arithmetic: a row printing an amount, a percentage and the
 * amount that percentage of it is ("Pool Total - Common Area Maintenance 341,492.58 7.3317%
 * 25,037.21", "TOTAL RECOVERABLE EXPENSES 906,232.95 7.3317% 66,442.28"), as statements that
 * give the share only at a pool's or the table's foot print it. The product ties the percentage
 * to the pool whatever the row is called; rows naming another rate (a fee, a gross-up, a cap) are
 * not the share. Rows that disagree on the percentage (a grid of each cost's own share) give
 * none; the row with the largest pool (the table's total) is the evidence.
 */
export function shareByProduct(rows: Row[]): { pct: number; row: Row } | null {
  const found = rows.flatMap((row) => products(row).map((p) => ({ ...p, row })));
  if (!found.length || new Set(found.map((f) => f.pct)).size > 1) return null;
  const best = found.reduce((a, f) => (f.pool > a.pool ? f : a));
  return { pct: best.pct, row: best.row };
}

/**
 * The share a tenant-share row states in its own words: "Your Share of Operating Costs (5.0100% of
 * 1,754,124.02) 87,881.61", "Tenant's share @ 4.25% of $612,000.00". The percentage is the share
 * only where that percentage of the amount beside it in the label is the figure the row prints
 * (to the percentage's printed decimals), so a "% of" naming another rate does not pass.
 */
export function shareInLabel(row: Row, next?: Row): number | null {
  if (OTHER_RATES.test(row.label)) return null;
  const figure = figureOf(row);
  if (figure === null || !(figure > 0)) return null;
  // A labelled equation that wrapped after its operator ("= 373,039.73 ×" / "13.7400% =
  // 51,255.66") goes on on the next line.
  const label = next && /[×x*]\s*$/.test(row.label) ? `${row.label} ${next.cells.join(' ')}` : row.label;
  const pcts = findPercents(label);
  const pools = findMoney(label, { bare: true }).filter((m) => m.value > figure);
  for (const p of pcts) {
    if (!(p.value > 0 && p.value < 100)) continue;
    const raw = label.slice(p.index, p.index + p.length);
    for (const pool of pools) {
      if (Math.abs((pool.value * p.value) / 100 - figure) <= productTolerance(pool.value, pctDecimals(raw)))
        return p.value;
    }
  }
  return null;
}
