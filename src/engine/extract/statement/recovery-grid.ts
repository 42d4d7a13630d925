import type { Amount } from './amount-cells';
import { isTotalRow } from './row-kinds';
import type { Row } from './rows';
import { pctDecimals, productTolerance } from './share-product';
import type { Read, Summary } from './summary';

/**
 * A recovery grid: the tenant's arithmetic laid out as one row per pool and a TOTAL row, each
 * printing the pool, the share (sometimes with the two areas), the tenant's share, the fee, the
 * year's charge, what was billed and the balance as columns ("Recovery Pool | Pool Expense |
 * Tenant RSF | Building RSF | Pro Rata % | Tenant Share | Admin Fee | Total Recovery | Billed |
 * Balance"), as property-management systems print a tenant recovery summary. No row is labelled
 * with the figure it holds, so the columns are told apart by the row's own arithmetic alone:
 *
 *   pool x % = share;  share + fee = charge;  charge - billed = balance;  areas' ratio = %.
 *
 * A row is read only when the whole chain holds (the product to the percentage's printed
 * decimals, the sums to a cent): three relations on one row cannot hold by coincidence. The pool
 * rows above the TOTAL row give each pool's share only where they foot to it column by column.
 */

/** Column indexes (into the row's amounts, left to right) of the chain. */
interface Chain {
  pool: number;
  pct: number;
  share: number;
  fee: number | null;
  charge: number;
  billed: number;
  balance: number;
  areas: [number, number] | null;
}

const near = (a: number, b: number) => Math.abs(a - b) <= 1;

function chargeSteps(a: Amount[], share: number): { fee: number | null; charge: number }[] {
  const out: { fee: number | null; charge: number }[] = [];
  const s = a[share] as Amount;
  for (let f = share + 1; f < a.length; f++)
    for (let t = f + 1; t < a.length; t++) {
      const fee = a[f] as Amount;
      const charge = a[t] as Amount;
      if (
        fee.kind === 'money' &&
        charge.kind === 'money' &&
        fee.value >= 0 &&
        near(s.value + fee.value, charge.value)
      )
        out.push({ fee: f, charge: t });
    }
  // No fee column: the share is the charge.
  out.push({ fee: null, charge: share });
  return out;
}

function balanceStep(a: Amount[], charge: number): { billed: number; balance: number } | null {
  const t = (a[charge] as Amount).value;
  for (let b = charge + 1; b < a.length; b++)
    for (let d = b + 1; d < a.length; d++) {
      const billed = a[b] as Amount;
      const balance = a[d] as Amount;
      if (billed.kind !== 'money' || balance.kind !== 'money' || !(billed.value > 0)) continue;
      if (near(t - billed.value, balance.value)) return { billed: b, balance: d };
    }
  return null;
}

/** Two whole numbers between the pool and the % whose ratio is the % to its printed decimals. */
function areasOf(a: Amount[], pool: number, pct: number): [number, number] | null {
  const p = a[pct] as Amount;
  const tol = 0.5 * 10 ** -pctDecimals(p.raw) + 1e-9;
  for (let i = pool + 1; i < pct; i++)
    for (let j = i + 1; j < pct; j++) {
      const n = a[i] as Amount;
      const d = a[j] as Amount;
      if (n.kind !== 'money' || d.kind !== 'money' || n.raw.includes('.') || d.raw.includes('.')) continue;
      if (n.value > 0 && d.value > n.value && Math.abs((n.value / d.value) * 100 - p.value) <= tol)
        return [i, j];
    }
  return null;
}

/** The chain of a row's amounts, or null when its arithmetic does not make one. */
export function chainOf(amounts: Amount[]): Chain | null {
  const a = [...amounts].sort((x, y) => x.x - y.x);
  for (let pct = 1; pct < a.length; pct++) {
    const p = a[pct] as Amount;
    if (p.kind !== 'pct' || !(p.value > 0 && p.value < 100)) continue;
    for (let pool = 0; pool < pct; pool++) {
      const pl = a[pool] as Amount;
      if (pl.kind !== 'money' || !(pl.value > 0)) continue;
      for (let share = pct + 1; share < a.length; share++) {
        const s = a[share] as Amount;
        if (s.kind !== 'money') continue;
        const tolerance = productTolerance(pl.value, pctDecimals(p.raw));
        if (Math.abs((pl.value * p.value) / 100 - s.value) > tolerance) continue;
        for (const step of chargeSteps(a, share)) {
          const bal = balanceStep(a, step.charge);
          if (bal) return { pool, pct, share, ...step, ...bal, areas: areasOf(a, pool, pct) };
        }
      }
    }
  }
  return null;
}

const sameChain = (x: Chain, y: Chain) =>
  x.pool === y.pool &&
  x.pct === y.pct &&
  x.share === y.share &&
  x.fee === y.fee &&
  x.charge === y.charge &&
  x.billed === y.billed &&
  x.balance === y.balance;

export interface RecoveryGrid {
  sharePct: Read<number>;
  shareRsf: Read<{ numerator: number; denominator: number }> | null;
  tenantShare: Read<number>;
  adminFee: Read<{ cents: number; pct: number | null; baseLabel: string | null }> | null;
  estimates: Read<{ cents: number; months: number | null; monthlyCents: number | null }>;
  totalDue: Read<number>;
  balance: Read<number>;
  /** Each pool row's own share (the fee's base can be a part of them). */
  components: Read<number>[];
}

/** The grid's TOTAL row read by its arithmetic, with the pool rows above it (their shares where they foot to it). */
export function readRecoveryGrid(rows: Row[]): RecoveryGrid | null {
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as Row;
    if (!isTotalRow(row) || row.amounts.length < 5) continue;
    const chain = chainOf(row.amounts);
    if (!chain) continue;
    const pools: Row[] = [];
    for (let j = i - 1; j >= 0; j--) {
      const r = rows[j] as Row;
      if (r.page !== row.page || r.amounts.length !== row.amounts.length) break;
      const c = chainOf(r.amounts);
      if (!c || !sameChain(c, chain)) break;
      pools.unshift(r);
    }
    const at = (r: Row, k: number) => ([...r.amounts].sort((x, y) => x.x - y.x)[k] as Amount).value;
    const money = [chain.pool, chain.share, chain.fee, chain.charge, chain.billed, chain.balance];
    const foots = money.every(
      (k) =>
        k === null ||
        pools.length === 0 ||
        Math.abs(pools.reduce((s, r) => s + at(r, k), 0) - at(row, k)) <= pools.length,
    );
    const read = <T>(value: T): Read<T> => ({ value, row });
    return {
      sharePct: read(at(row, chain.pct)),
      shareRsf: chain.areas
        ? read({ numerator: at(row, chain.areas[0]) / 100, denominator: at(row, chain.areas[1]) / 100 })
        : null,
      tenantShare: read(at(row, chain.share)),
      adminFee: chain.fee === null ? null : read({ cents: at(row, chain.fee), pct: null, baseLabel: null }),
      estimates: read({ cents: at(row, chain.billed), months: null, monthlyCents: null }),
      totalDue: read(at(row, chain.charge)),
      balance: read(at(row, chain.balance)),
      // Pool rows that do not foot to the TOTAL row are no parts of it (a misfooted pool column is
      // the landlord's arithmetic error, reported from the expense lines, not a reason to drop
      // the TOTAL row, whose own chain holds).
      components: foots ? pools.map((r) => ({ value: at(r, chain.share), row: r })) : [],
    };
  }
  return null;
}

/** Fills what the labelled rows left unread from a recovery grid; true when the grid was used. */
export function fillFromRecoveryGrid(rows: Row[], summary: Summary): boolean {
  if (summary.tenantShare && summary.totalDue && summary.balance && summary.estimates) return false;
  const grid = readRecoveryGrid(rows);
  if (!grid) return false;
  // The grid must agree with what the labels already read: the same share and tenant share.
  if (summary.sharePct && Math.abs(summary.sharePct.value - grid.sharePct.value) > 1e-9) return false;
  if (summary.tenantShare && !near(summary.tenantShare.value, grid.tenantShare.value)) return false;
  summary.sharePct ??= grid.sharePct;
  summary.shareRsf ??= grid.shareRsf;
  summary.tenantShare ??= grid.tenantShare;
  summary.adminFee ??= grid.adminFee;
  summary.estimates ??= grid.estimates;
  summary.totalDue ??= grid.totalDue;
  summary.balance ??= grid.balance;
  if (!summary.components.length) summary.components = grid.components;
  return true;
}
