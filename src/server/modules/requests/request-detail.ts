import { desc, eq } from 'drizzle-orm';
import { auditWindow } from '../../../engine/report/facts';
import type { AuditJson } from '../../../engine/types';
import { TURNAROUND_HOURS } from '../../../shared/constants';
import {
  type CustomerReport,
  type CustomerRequestDetail,
  TIMELINE_LABELS,
  type TimelineStep,
  type TimelineStepKey,
} from '../../../shared/contracts/customer-request';
import type { Database } from '../../db/client';
import { analysisQueue, reportPublications, reviewDecisions } from '../../db/schema';
import { type DocumentRow, summarizeRequest } from '../documents/document-service';
import { toFindingDto } from '../review/review-dto';
import {
  type ReviewedAudit,
  type ReviewSummary,
  reviewedAudit,
  reviewSummaryLine,
} from '../review/reviewed-audit';

type QueueRow = typeof analysisQueue.$inferSelect;
type PublicationRow = typeof reportPublications.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * One request as its customer sees it (issue 12): the status and its timeline, the 48-hour
 * promise, the documents, why it failed and what to replace, and once finished the reviewed
 * report itself. `docs` are the customer's own documents of the request (oldest first).
 */
export async function requestDetail(
  db: Database,
  requestId: string,
  docs: DocumentRow[],
  now = new Date(),
): Promise<CustomerRequestDetail> {
  const [[queue], [publication]] = await Promise.all([
    db.select().from(analysisQueue).where(eq(analysisQueue.requestId, requestId)).limit(1),
    db
      .select()
      .from(reportPublications)
      .where(eq(reportPublications.requestId, requestId))
      .orderBy(desc(reportPublications.version))
      .limit(1),
  ]);
  const summary = summarizeRequest(requestId, docs);
  const submittedAt = queue?.createdAt ?? docs[0]!.createdAt;
  const failed = summary.status === 'failed';
  const failedDoc = queue?.failedDocumentId ? docs.find((d) => d.id === queue.failedDocumentId) : undefined;
  return {
    request_id: requestId,
    title: summary.title,
    status: summary.status,
    plan: queue?.planType === 'premium' ? 'premium' : 'basic',
    created_at: submittedAt.toISOString(),
    expected_by: new Date(submittedAt.getTime() + TURNAROUND_HOURS * HOUR_MS).toISOString(),
    timeline: timeline(summary.status, submittedAt, queue, publication),
    documents: docs.map((d) => ({
      id: d.id,
      title: d.title,
      upload_type: d.uploadType,
      size_bytes: d.sizeBytes,
      created_at: d.createdAt.toISOString(),
    })),
    failure: failed
      ? {
          reason:
            docs.find((d) => d.analysisError)?.analysisError ??
            queue?.lastError ??
            'The analysis could not be completed.',
          document: failedDoc ? { id: failedDoc.id, title: failedDoc.title } : null,
          can_retry: queue?.status === 'failed',
        }
      : null,
    report: summary.report_ready ? await reviewedReport(db, requestId, docs, publication, now) : null,
  };
}

function timeline(
  status: CustomerRequestDetail['status'],
  submittedAt: Date,
  queue: QueueRow | undefined,
  publication: PublicationRow | undefined,
): TimelineStep[] {
  const analysed = status === 'in_progress' || status === 'completed';
  const analysedAt = analysed ? (queue?.completedAt?.toISOString() ?? null) : null;
  const steps: [TimelineStepKey, boolean, string | null][] = [
    ['submitted', true, submittedAt.toISOString()],
    ['analysed', analysed, analysedAt],
    // The expert review starts when the automated analysis ends.
    ['under_review', analysed, analysedAt],
    [
      'report_ready',
      status === 'completed',
      status === 'completed' ? (publication?.createdAt.toISOString() ?? null) : null,
    ],
  ];
  return steps.map(([key, done, at]) => ({ key, label: TIMELINE_LABELS[key], done, at }));
}

/** The review as published (the snapshot stored with the publication), when it has one. */
function publishedReview(publication: PublicationRow): ReviewedAudit | null {
  const audit = publication.reviewedAudit as AuditJson | null;
  if (!audit?.findings) return null;
  const {
    confirmed = 0,
    adjusted = 0,
    removed = 0,
    added = 0,
    pending = 0,
  } = publication.summary as Partial<ReviewSummary>;
  return { audit, summary: { confirmed, adjusted, removed, added, pending } };
}

/** A publication without a snapshot (a report uploaded before snapshots were kept): the review as it stands. */
async function currentReview(
  db: Database,
  requestId: string,
  docs: DocumentRow[],
): Promise<ReviewedAudit | null> {
  const audit = docs.find((d) => d.analysisResult)?.analysisResult as AuditJson | undefined;
  if (!audit?.findings) return null;
  const decisions = await db.select().from(reviewDecisions).where(eq(reviewDecisions.requestId, requestId));
  return reviewedAudit(audit, decisions);
}

async function reviewedReport(
  db: Database,
  requestId: string,
  docs: DocumentRow[],
  publication: PublicationRow | undefined,
  now: Date,
): Promise<CustomerReport | null> {
  const reviewed =
    (publication && publishedReview(publication)) ?? (await currentReview(db, requestId, docs));
  if (!reviewed) return null;
  const window = auditWindow(reviewed.audit, now);
  return {
    total_cents: reviewed.audit.totals.overchargeCents,
    deadline: window ? { date: window.date, basis: window.basis, days_left: window.daysLeft } : null,
    findings: reviewed.audit.findings.map(toFindingDto),
    review: {
      confirmed: reviewed.summary.confirmed,
      adjusted: reviewed.summary.adjusted,
      removed: reviewed.summary.removed,
      added: reviewed.summary.added,
      line: reviewSummaryLine(reviewed.summary),
    },
    published_at: publication?.createdAt.toISOString() ?? null,
    download_url: `/api/analysis-requests/${requestId}/report`,
  };
}
