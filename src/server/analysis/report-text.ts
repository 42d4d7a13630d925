import { usd } from '../../engine/rules/format';
import type { AuditJson } from '../../engine/types';

/**
 * The plain-text summary kept as `analysis_result.report` (spec 3: "object with a report
 * text"): what the assistant reads first and what a customer download falls back to.
 */
export function auditReportText(audit: AuditJson): string {
  const lines: string[] = [];
  const priced = audit.findings.filter((f) => f.amountCents > 0);
  lines.push(`CAM audit: ${priced.length} overcharge(s) totalling ${usd(audit.totals.overchargeCents)}.`);
  for (const f of audit.findings) {
    const amount = f.amountCents > 0 ? usd(f.amountCents) : 'review';
    lines.push(`- ${f.title}${f.year ? ` (${f.year})` : ''}: ${amount}. ${f.explanation}`);
  }
  for (const d of audit.deadlines) lines.push(`Deadline ${d.kind}: ${d.date} (${d.basis})`);
  if (audit.warnings.length) {
    lines.push('Notes:');
    for (const w of audit.warnings) lines.push(`- ${w}`);
  }
  return lines.join('\n');
}
