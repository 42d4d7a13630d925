import { severityFor, usd } from '../../../engine/rules/format';
import { totalsOf } from '../../../engine/rules/totals';
import type { AuditJson, Evidence, Finding } from '../../../engine/types';
import type { reviewDecisions } from '../../db/schema';

/**
 * The audit as the expert review left it (issue 12): the engine's findings with each
 * reviewer decision applied, plus the findings the reviewer added. Pure: the same audit
 * and decisions give the same result, which feeds the generated enhanced report, the
 * customer's report page and the review summary.
 *
 * - confirm: kept as the engine wrote it;
 * - adjust: kept with the reviewed amount, and a calculation step saying from what, to
 *   what and why;
 * - reject: removed;
 * - add: appended as a finding of its own (id `x1`, `x2`, ... in the order added);
 * - no decision yet: kept as the engine wrote it, counted as pending.
 * Totals are recomputed the engine's way (totalsOf), so only reviewed dollars count.
 */

export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;

/** What an added finding carries besides rule, year, amount and reason (review_decisions.added). */
export interface AddedFindingDetails {
  title: string;
  explanation: string;
  evidence: Evidence;
}

export interface ReviewSummary {
  confirmed: number;
  adjusted: number;
  removed: number;
  added: number;
  /** Engine findings without a decision yet. */
  pending: number;
}

export interface ReviewedAudit {
  audit: AuditJson;
  summary: ReviewSummary;
}

/** The line the report and the page show: "reviewed by an expert: N confirmed, N adjusted, N removed, N added". */
export function reviewSummaryLine(s: ReviewSummary): string {
  return `Reviewed by an expert: ${s.confirmed} confirmed, ${s.adjusted} adjusted, ${s.removed} removed, ${s.added} added`;
}

export function reviewedAudit(audit: AuditJson, decisions: readonly ReviewDecisionRow[]): ReviewedAudit {
  const byFinding = new Map<string, ReviewDecisionRow>();
  for (const d of decisions) if (d.findingId) byFinding.set(d.findingId, d);
  const summary: ReviewSummary = { confirmed: 0, adjusted: 0, removed: 0, added: 0, pending: 0 };
  const findings: Finding[] = [];
  for (const finding of audit.findings) {
    const decision = byFinding.get(finding.id);
    if (!decision) {
      summary.pending++;
      findings.push(finding);
    } else if (decision.action === 'reject') {
      summary.removed++;
    } else if (decision.action === 'adjust' && decision.amountCents !== null) {
      summary.adjusted++;
      findings.push(adjusted(finding, decision.amountCents, decision.reason));
    } else {
      summary.confirmed++;
      findings.push(finding);
    }
  }
  const added = decisions
    .filter((d) => d.action === 'add')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  added.forEach((d, i) => {
    summary.added++;
    findings.push(addedFinding(d, i + 1));
  });
  return { audit: { ...audit, findings, totals: totalsOf(findings) }, summary };
}

/**
 * The engine's explanation and advice name the engine's amount ("credit you $2,703.51"):
 * left alone, a tenant would ask for a sum the expert ruled out. The explanation keeps the
 * engine's reasoning and says what the expert set; the advice names the reviewed amount.
 */
function adjusted(finding: Finding, amountCents: number, reason: string | null): Finding {
  const why = reason ? `: ${reason}` : '';
  const step = `Expert review: adjusted from ${usd(finding.amountCents)} to ${usd(amountCents)}${why}`;
  return {
    ...finding,
    amountCents,
    severity: finding.amountCents > 0 || amountCents > 0 ? severityFor(amountCents) : finding.severity,
    explanation: `${finding.explanation} An expert reviewed this finding and set the amount to ${usd(amountCents)}${why}.`,
    calculation: [...finding.calculation, step],
    recommendation:
      amountCents > 0
        ? `Ask the landlord to correct this charge and credit you ${usd(amountCents)}, the amount set by expert review, citing the lease clause and the statement lines above.`
        : 'Nothing to recover on this point after expert review; check it again on next year’s statement.',
  };
}

function addedFinding(d: ReviewDecisionRow, n: number): Finding {
  const details = d.added as AddedFindingDetails | null;
  const amountCents = d.amountCents ?? 0;
  return {
    id: `x${n}`,
    rule: d.rule,
    year: d.year,
    amountCents,
    severity: amountCents > 0 ? severityFor(amountCents) : 'INFO',
    confidence: 1,
    title: details?.title ?? d.rule,
    explanation: details?.explanation ?? d.reason ?? '',
    calculation: [`Added by expert review${d.reason ? `: ${d.reason}` : ''}`],
    evidence: details?.evidence ? [details.evidence] : [],
    recommendation:
      'Ask the landlord to correct this charge, citing the lease clause and the statement line above.',
  };
}
