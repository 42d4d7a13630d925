import { asc, eq } from 'drizzle-orm';
import type { AuditJson, Finding } from '../../../engine/types';
import type {
  FindingDto,
  ReviewDecisionDto,
  ReviewedStateDto,
  TotalsDto,
} from '../../../shared/contracts/review';
import type { Database } from '../../db/client';
import { profiles, reviewDecisions } from '../../db/schema';
import {
  type AddedFindingDetails,
  type ReviewDecisionRow,
  reviewedAudit,
  reviewSummaryLine,
} from './reviewed-audit';

/** A decision row and the name of the reviewer who made it (null once they are deleted). */
export interface DecisionWithReviewer {
  row: ReviewDecisionRow;
  reviewerName: string | null;
}

/** How staff and customers are named on screens: full name, else the e-mail. */
export function personName(p: { fullName: string; firstName: string; lastName: string; email: string }) {
  return p.fullName.trim() || `${p.firstName} ${p.lastName}`.trim() || p.email;
}

/** The request's decisions, oldest first, with reviewer names. */
export async function listDecisions(db: Database, requestId: string): Promise<DecisionWithReviewer[]> {
  const rows = await db
    .select({ row: reviewDecisions, reviewer: profiles })
    .from(reviewDecisions)
    .leftJoin(profiles, eq(profiles.id, reviewDecisions.reviewerId))
    .where(eq(reviewDecisions.requestId, requestId))
    .orderBy(asc(reviewDecisions.createdAt), asc(reviewDecisions.id));
  return rows.map((r) => ({ row: r.row, reviewerName: r.reviewer ? personName(r.reviewer) : null }));
}

export function toDecisionDto({ row, reviewerName }: DecisionWithReviewer): ReviewDecisionDto {
  const added = row.added as AddedFindingDetails | null;
  return {
    id: row.id,
    finding_id: row.findingId,
    action: row.action as ReviewDecisionDto['action'],
    rule: row.rule,
    year: row.year,
    original_amount_cents: row.originalAmountCents,
    amount_cents: row.amountCents,
    reason: row.reason,
    title: added?.title ?? null,
    explanation: added?.explanation ?? null,
    evidence: added?.evidence ?? null,
    reviewer: row.reviewerId ? { id: row.reviewerId, name: reviewerName ?? 'Former reviewer' } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toFindingDto(f: Finding): FindingDto {
  return {
    id: f.id,
    rule: f.rule,
    year: f.year,
    amount_cents: f.amountCents,
    severity: f.severity,
    confidence: f.confidence,
    title: f.title,
    explanation: f.explanation,
    calculation: f.calculation,
    evidence: f.evidence.map(({ file, page, quote }) => ({ file, page, quote })),
    recommendation: f.recommendation,
  };
}

export function toTotalsDto(totals: AuditJson['totals']): TotalsDto {
  return { overcharge_cents: totals.overchargeCents, by_year: totals.byYear };
}

/** The audit as the review has left it so far (what a publication would show). */
export function reviewedStateDto(
  audit: AuditJson,
  decisions: readonly DecisionWithReviewer[],
): ReviewedStateDto {
  const reviewed = reviewedAudit(
    audit,
    decisions.map((d) => d.row),
  );
  return {
    summary: reviewed.summary,
    summary_line: reviewSummaryLine(reviewed.summary),
    totals: toTotalsDto(reviewed.audit.totals),
    findings: reviewed.audit.findings.map(toFindingDto),
  };
}
