/** Rent arithmetic in integer cents, shared by the table reader and the escalation reader. */

/** Half-up rounding of a positive or negative cents ratio, in integers. */
export function roundDiv(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

/** One escalation step: previous monthly cents x (1 + pct/100), rounded half-up to the cent. */
export function escalate(cents: number, pct: number): number {
  const scaled = Math.round(pct * 10_000); // pct in 1/10,000ths of a percent
  return roundDiv(cents * (1_000_000 + scaled), 1_000_000);
}
