/** Formatting for findings' prose: dollars and percentages as a tenant reads them. */

export { usd } from '../format/money';

/** 5 -> "5%", 5.6213 -> "5.6213%" (no trailing zeros, at most 4 decimals). */
export function pct(value: number): string {
  return `${Number(value.toFixed(4))}%`;
}

export function rsf(value: number): string {
  return `${value.toLocaleString('en-US')} RSF`;
}

/** Severity by what is at stake: a tenant acts first on the large amounts. */
export function severityFor(amountCents: number): 'HIGH' | 'MEDIUM' | 'LOW' {
  if (amountCents >= 100_000) return 'HIGH';
  if (amountCents >= 20_000) return 'MEDIUM';
  return 'LOW';
}
