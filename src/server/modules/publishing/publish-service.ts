import { Readable } from 'node:stream';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { renderReport } from '../../../engine/report/render-report';
import { usd } from '../../../engine/rules/format';
import type { AuditJson } from '../../../engine/types';
import {
  PUBLISH_SUCCESS_MESSAGE,
  type PublicationSource,
  type PublicationSummary,
  type PublishResponse,
  undecidedMessage,
} from '../../../shared/contracts/publishing';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { analysisQueue, documents, profiles, reportPublications, reviewDecisions } from '../../db/schema';
import { conflict, notFound } from '../../domain/errors';
import { queueMailJob } from '../../jobs/mail-jobs';
import { reportReadyMail } from '../../mail/templates';
import type { Services } from '../../services';
import { newKey } from '../../storage';
import { writeAudit } from '../admin/admin-audit';
import { flagGuarantee } from '../billing/guarantee';
import { type DocumentRow, UUID } from '../documents/document-service';
import { type ReviewedAudit, reviewedAudit, reviewSummaryLine } from '../review/reviewed-audit';

/**
 * Publishing a reviewed request's enhanced report (issue 12, decision 0035): the file is
 * stored first (enhanced_reports/<request_id>/<random>.pdf), then ONE transaction records
 * the publication (next version), points every document of the request at it, completes
 * va_design_status, writes the staff audit log and queues the report-ready e-mail. A
 * failure anywhere leaves the request as it was, and the stored file is deleted.
 */

export interface PublishableRequest {
  requestId: string;
  docs: DocumentRow[];
  plan: 'basic' | 'premium';
  reviewed: ReviewedAudit;
}

/** The request with its completed analysis and the review applied; 404 / 409 otherwise. */
export async function loadPublishable(db: Database, requestId: string): Promise<PublishableRequest> {
  if (!UUID.test(requestId)) throw notFound('Request not found');
  const [docs, [queue], decisions] = await Promise.all([
    db.select().from(documents).where(eq(documents.requestId, requestId)).orderBy(asc(documents.createdAt)),
    db.select().from(analysisQueue).where(eq(analysisQueue.requestId, requestId)).limit(1),
    db.select().from(reviewDecisions).where(eq(reviewDecisions.requestId, requestId)),
  ]);
  if (docs.length === 0) throw notFound('Request not found');
  const audit = docs.find((d) => d.analysisResult)?.analysisResult as AuditJson | undefined;
  if (!audit || docs.some((d) => d.analysisStatus !== 'completed')) {
    throw conflict('The automated analysis of this request has not completed.');
  }
  return {
    requestId,
    docs,
    plan: queue?.planType === 'premium' ? 'premium' : 'basic',
    reviewed: reviewedAudit(audit, decisions),
  };
}

/** Renders the reviewed audit with the engine's own report renderer, the review line on its cover. */
export async function renderReviewedReport(req: PublishableRequest, now = new Date()): Promise<Buffer> {
  const { summary, audit } = req.reviewed;
  if (summary.pending > 0) throw conflict(undecidedMessage(summary.pending));
  return renderReport(audit, { tier: req.plan, now, reviewLine: reviewSummaryLine(summary) });
}

/** A fresh key for the request's next report file. */
export const reportKey = (requestId: string) => newKey(requestId, 'report.pdf');

export interface StoredReport {
  key: string;
  bytes: number;
  sha256: string;
}

/** Stores a rendered report (generated) in the enhanced_reports bucket. */
export async function storeRenderedReport(services: Services, requestId: string, pdf: Buffer) {
  const key = reportKey(requestId);
  const put = await services.blobs.put('enhanced_reports', key, Readable.from([pdf]), {
    contentType: 'application/pdf',
  });
  return { key, bytes: put.bytes, sha256: put.sha256 };
}

/**
 * The one transaction of a publication. Publications of one request are serialized by an
 * advisory lock, so two clicks get versions n and n+1, never the same (the unique index
 * on (request_id, version) is the backstop). On failure the stored file is deleted.
 */
export async function commitPublication(
  services: Services,
  actor: Actor,
  req: PublishableRequest,
  source: PublicationSource,
  stored: StoredReport,
): Promise<PublishResponse> {
  const { db, env, mailer, jobs } = services;
  const { confirmed, adjusted, removed, added, pending } = req.reviewed.summary;
  const summary: PublicationSummary = {
    confirmed,
    adjusted,
    removed,
    added,
    pending,
    totalCents: req.reviewed.audit.totals.overchargeCents,
  };
  try {
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`publish:${req.requestId}`}))`);
      const [last] = await tx
        .select({ version: reportPublications.version })
        .from(reportPublications)
        .where(eq(reportPublications.requestId, req.requestId))
        .orderBy(desc(reportPublications.version))
        .limit(1);
      const [current] = await tx
        .select({ path: documents.enhancedReportFilePath })
        .from(documents)
        .where(eq(documents.requestId, req.requestId))
        .limit(1);
      const version = (last?.version ?? 0) + 1;
      const [owner] = await tx.select().from(profiles).where(eq(profiles.id, req.docs[0]!.createdBy));
      const mail = reportReadyMail({
        firstName: owner?.firstName ?? '',
        title: req.docs[0]!.title.replace(/\.pdf$/i, ''),
        totalUsd: usd(summary.totalCents),
        url: `${env.APP_URL}/analysis-requests/${req.requestId}`,
      });
      const emailId = await mailer.store(tx, {
        ...mail,
        to: owner?.email ?? req.docs[0]!.clientEmail ?? '',
        kind: 'report_ready',
      });
      const [publication] = await tx
        .insert(reportPublications)
        .values({
          requestId: req.requestId,
          version,
          source,
          filePath: stored.key,
          sizeBytes: stored.bytes,
          sha256: stored.sha256,
          summary,
          reviewedAudit: req.reviewed.audit,
          publishedBy: actor.userId,
          emailId,
        })
        .returning();
      await tx
        .update(documents)
        .set({ enhancedReportFilePath: stored.key, vaDesignStatus: 'completed', updatedAt: new Date() })
        .where(eq(documents.requestId, req.requestId));
      await flagGuarantee(tx, req.requestId, req.reviewed.audit);
      await writeAudit(tx, {
        actorUserId: actor.userId,
        action: 'report.publish',
        targetType: 'analysis_request',
        targetId: req.requestId,
        details: { version, source, before: current?.path ?? null, after: stored.key },
      });
      await queueMailJob(jobs.boss, tx, emailId);
      return publication!;
    });
    return {
      message: PUBLISH_SUCCESS_MESSAGE,
      publication: { id: row.id, version: row.version, source: row.source as PublicationSource },
    };
  } catch (err) {
    await services.blobs.delete('enhanced_reports', stored.key).catch(() => {});
    throw err;
  }
}
