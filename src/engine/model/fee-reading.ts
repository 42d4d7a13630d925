import type { Statement } from '../types';
import type { ChargeModel } from './charge-model';

/**
 * How the statement's admin fee was computed: its rate, the base it was charged on (the whole
 * share or the CAM share) and where the rate came from. One reading for every rule (it replaces
 * three that disagreed on the same statement).
 *
 * The order of evidence: a rate the statement prints; else a rate known from elsewhere (the
 * lease, the packet's other statements) that reproduces the printed fee on one base; else the
 * base on which the fee is a round rate (landlords pick multiples of 0.25 point); when it is
 * round on both, the base the fee's label or the lease names. A fee no such rate explains is
 * read at its implied rate but does not reproduce (the gate holds back what rests on it).
 * Base-year statements charge the fee on the share of the excess, the only base they have.
 */
export type FeeSource = 'PRINTED_RATE' | 'KNOWN_RATE' | 'ROUND_RATE' | 'IMPLIED';

export interface FeeReading {
  rate: number;
  base: 'ALL' | 'CAM';
  source: FeeSource;
  /**
   * The reading explains the printed fee: a printed or known rate reproduces it, or the rate it
   * implies is one a landlord charges (a round rate). False: the fee or its base was misread.
   */
  reproduces: boolean;
}

export interface FeeHints {
  /** The lease's admin fee: percent and base, when the lease was read with confidence. */
  lease: { pct: number; base: 'CAM_EXCLUDING_TAXES_INSURANCE' | 'ALL_OPERATING_EXPENSES' } | null;
  /** Percent rates other statements of the packet print. */
  otherRates: number[];
}

/** Within a fee's rounding: 3 cents or half a percent of it. */
function near(product: number, fee: number): boolean {
  return Math.abs(product - fee) <= Math.max(3, fee * 0.005);
}

/** Whether a percentage is a rate a landlord would pick (a multiple of 0.25 point, within rounding). */
export function isRoundRate(p: number): boolean {
  if (!(p > 0) || p > 50) return false;
  return Math.abs(p * 4 - Math.round(p * 4)) <= 0.004;
}

function labelSaysCam(st: Statement): boolean {
  return /\bcam\b|common|maintenance|controllable|operating\s+expenses?\s+excl/i.test(
    st.adminFeeBaseLabel ?? '',
  );
}

/**
 * Reads the fee of a statement whose share, pool and CAM pool are `m` (its `fee` is ignored).
 * `shareCents` is the tenant's share the fee may be charged on (the printed one when printed).
 * Null when the statement charges no fee.
 */
export function readFee(
  st: Statement,
  m: Omit<ChargeModel, 'fee'>,
  shareCents: number,
  hints: FeeHints,
): FeeReading | null {
  const fee = st.adminFeeCents;
  if (fee === null || fee <= 0) return null;
  const printed = st.adminFeePct !== null && st.adminFeePct > 0 ? st.adminFeePct / 100 : null;
  if (m.baseDeductionCents > 0) {
    if (printed !== null)
      return {
        rate: printed,
        base: 'ALL',
        source: 'PRINTED_RATE',
        reproduces: near(shareCents * printed, fee),
      };
    if (!(shareCents > 0)) return null;
    const rate = fee / shareCents;
    return { rate, base: 'ALL', source: 'IMPLIED', reproduces: isRoundRate(rate * 100) };
  }
  const bases: { base: 'ALL' | 'CAM'; cents: number }[] = [];
  if (shareCents > 0) bases.push({ base: 'ALL', cents: shareCents });
  const cam = m.camPoolCents * m.share;
  if (cam > 0) bases.push({ base: 'CAM', cents: cam });
  if (!bases.length) return null;
  const camFirst = labelSaysCam(st) || hints.lease?.base === 'CAM_EXCLUDING_TAXES_INSURANCE';

  if (printed !== null) {
    const fits = bases.filter((b) => near(b.cents * printed, fee));
    const pick =
      fits.length === 1
        ? fits[0]!
        : fits.length > 1
          ? fits.find((b) => (b.base === 'CAM') === camFirst)!
          : null;
    if (pick) return { rate: printed, base: pick.base, source: 'PRINTED_RATE', reproduces: true };
    return { rate: printed, base: camFirst ? 'CAM' : 'ALL', source: 'PRINTED_RATE', reproduces: false };
  }

  const known = new Set<number>();
  if (hints.lease && hints.lease.pct > 0) known.add(hints.lease.pct);
  for (const r of hints.otherRates) if (r > 0) known.add(r);
  let best: { rate: number; base: 'ALL' | 'CAM'; off: number } | null = null;
  for (const r of known)
    for (const b of bases) {
      const off = Math.abs((b.cents * r) / 100 - fee);
      if (near((b.cents * r) / 100, fee) && (!best || off < best.off))
        best = { rate: r / 100, base: b.base, off };
    }
  if (best) return { rate: best.rate, base: best.base, source: 'KNOWN_RATE', reproduces: true };

  const round = bases.filter((b) => isRoundRate((fee / b.cents) * 100));
  if (round.length === 1)
    return { rate: fee / round[0]!.cents, base: round[0]!.base, source: 'ROUND_RATE', reproduces: true };
  // Round on both bases: the label or the lease says which. Round on neither: no rate a landlord
  // would charge explains the fee, so the fee (or what it is charged on) was misread.
  const named = bases.find((b) => (b.base === 'CAM') === camFirst) ?? bases[0]!;
  return { rate: fee / named.cents, base: named.base, source: 'IMPLIED', reproduces: round.length > 1 };
}
