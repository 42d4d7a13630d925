import type { AuditJson, Finding } from '../types';

/**
 * The audit's totals from its findings: every positive amount counts once, by year
 * ('unknown' when a finding has none). The engine and the expert review (a reviewed
 * audit's adjusted, removed and added findings) both total with this.
 */
export function totalsOf(findings: readonly Finding[]): AuditJson['totals'] {
  const byYear: Record<string, number> = {};
  let overchargeCents = 0;
  for (const f of findings) {
    if (f.amountCents <= 0) continue;
    overchargeCents += f.amountCents;
    const key = String(f.year ?? 'unknown');
    byYear[key] = (byYear[key] ?? 0) + f.amountCents;
  }
  return { overchargeCents, byYear };
}
