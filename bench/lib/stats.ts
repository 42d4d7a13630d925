/** Small numeric helpers shared by the bench sections. */

/** The median; for an even count, the mean of the two middle values. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Wall time of one awaited call, in milliseconds. */
export async function timeMs(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
