import { asc, eq } from 'drizzle-orm';
import type { AuditJson } from '../../../engine/types';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import { conflict, notFound } from '../../domain/errors';
import { type DocumentRow, UUID } from '../documents/document-service';

/**
 * A submitted request as the review sees it: its documents (oldest first) and the automated
 * audit they carry. Only requests whose analysis finished (completed or failed) are review
 * targets; the others are not the reviewers' yet.
 */
export interface ReviewTarget {
  requestId: string;
  docs: DocumentRow[];
  analysisStatus: 'completed' | 'failed';
  /** The engine's audit (every document of a request carries the same one); null when it failed. */
  audit: AuditJson | null;
}

export const requestNotFound = () => notFound('Request not found');
export const notAnalysed = (message: string) => conflict(message, 'NOT_ANALYSED');

export async function loadReviewTarget(db: Database, requestId: string): Promise<ReviewTarget> {
  if (!UUID.test(requestId)) throw requestNotFound();
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.requestId, requestId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  // Wizard uploads of a request never submitted have no analysis status: not a request yet.
  const submitted = docs.filter((d) => d.analysisStatus !== null);
  if (!submitted.length) throw requestNotFound();
  const status = submitted.at(-1)!.analysisStatus;
  if (status !== 'completed' && status !== 'failed') {
    throw notAnalysed('The automated analysis of this request has not finished yet.');
  }
  const audit = (submitted.find((d) => d.analysisResult)?.analysisResult as AuditJson | undefined) ?? null;
  return {
    requestId,
    docs: submitted,
    analysisStatus: status,
    audit: status === 'completed' ? audit : null,
  };
}

/** The target, when its audit can be reviewed (the analysis completed); 409 otherwise. */
export async function loadReviewableAudit(
  db: Database,
  requestId: string,
): Promise<ReviewTarget & { audit: AuditJson }> {
  const target = await loadReviewTarget(db, requestId);
  if (!target.audit) {
    throw notAnalysed(
      'This request has no completed analysis to review: the automated analysis failed. The customer must replace the document and run the analysis again.',
    );
  }
  return { ...target, audit: target.audit };
}
