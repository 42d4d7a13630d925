/**
 * The recovery-pool split shared by the families that print a statement pool by pool
 * (meridian-suburban, stellalink-clinic, towerbridge-office): the model's share of the lines' sum
 * and the model's estimates spread over the pools by largest remainder, so every column adds up
 * exactly to the figure the model bills.
 */
import type { SectionKey } from '../data';
import type { StatementModel } from '../model';

/** Spreads `target` over `weights` by largest remainder (the parts add up to target exactly). */
export function spread(target: number, weights: number[]): number[] {
  const total = weights.reduce((a, v) => a + v, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? target : 0));
  const exact = weights.map((v) => (target * v) / total);
  const parts = exact.map((x) => Math.floor(x));
  let rest = target - parts.reduce((a, v) => a + v, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let j = 0; rest > 0 && j < order.length; j++, rest--) parts[order[j]!.i]! += 1;
  return parts;
}

export interface PoolRow {
  section: SectionKey;
  name: string;
  /** The pool's lines' sum (the model's section total). */
  amount: number;
  /** The Tenant's share of the pool: the model's share of the lines' sum spread by pool. */
  share: number;
  /** The estimates billed, spread over the pools and the fee in proportion to the actual. */
  estimated: number;
}

/** The pools in print order with their shares and estimates; the fee's estimate last. */
export function poolRows(s: StatementModel): { pools: PoolRow[]; feeEstimated: number } {
  const n = s.numbers;
  const secs = s.sectionOrder.filter((k) => s.lines.some((ln) => ln.section === k));
  const amounts = secs.map((k) =>
    s.lines.filter((ln) => ln.section === k).reduce((a, ln) => a + ln.amountCents, 0),
  );
  const lineSum = amounts.reduce((a, v) => a + v, 0);
  const shares = spread(Math.round((lineSum * s.sharePct) / 100), amounts);
  const est = spread(n.estimates, [...shares.map((v) => Math.max(0, v)), Math.max(0, n.fee)]);
  return {
    pools: secs.map((k, i) => ({
      section: k,
      name: s.sectionNames[k],
      amount: amounts[i]!,
      share: shares[i]!,
      estimated: est[i]!,
    })),
    feeEstimated: est[secs.length]!,
  };
}
