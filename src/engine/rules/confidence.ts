/** How sure a finding is: one rule for every rule. */

/** The most a finding read from extracted documents claims to be sure. */
export const MAX_CONFIDENCE = 0.95;

/**
 * A finding's confidence: the weakest of the fields and readings it rests on, capped at
 * MAX_CONFIDENCE; 0.5 when none of them is known.
 */
export function confidenceOf(...parts: (number | null | undefined)[]): number {
  const known = parts.filter((p): p is number => typeof p === 'number' && Number.isFinite(p));
  const c = known.length ? Math.min(MAX_CONFIDENCE, ...known) : 0.5;
  return Math.max(0, Math.round(c * 100) / 100);
}
