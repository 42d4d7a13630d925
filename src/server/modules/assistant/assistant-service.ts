import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AuditJson } from '../../../engine/types';
import type {
  AssistantRequestDetail,
  AssistantRequestList,
  AssistantRequestListItem,
  PublicationDto,
} from '../../../shared/contracts/review';
import { deriveRequestStatus } from '../../../shared/request-status';
import type { Database } from '../../db/client';
import { analysisQueue, documents, profiles, reportPublications, reviewDecisions } from '../../db/schema';
import { keyset, type PageQuery, toPage } from '../../http/pagination';
import type { DocumentRow } from '../documents/document-service';
import {
  type DecisionWithReviewer,
  listDecisions,
  personName,
  reviewedStateDto,
  toDecisionDto,
  toFindingDto,
  toTotalsDto,
} from '../review/review-dto';
import { RULE_IDS } from '../review/review-service';
import { loadReviewTarget } from '../review/review-target';

/**
 * The assistants' review list and a request's detail (issue 12, spec 2.7). A request is
 * listed once its automated analysis finished, completed or failed: its analysis_queue
 * entry (one per submitted request, written with the documents' status in one
 * transaction) is the list's index, so a page is one indexed read whatever the documents.
 */

type ProfileRow = typeof profiles.$inferSelect;
type QueueHead = Pick<typeof analysisQueue.$inferSelect, 'requestId' | 'planType' | 'status' | 'createdAt'>;

const FINISHED = ['completed', 'failed'];

/** `q` matches the customer's name or e-mail, or the request id: partial, any case. */
function searchFilter(q: string | undefined): SQL | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const like = (expr: SQL) => sql`${expr} like ${pattern} escape '\\'`;
  return or(
    like(sql`lower(${profiles.email})`),
    like(sql`lower(${profiles.fullName})`),
    like(sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName})`),
    like(sql`${analysisQueue.requestId}::text`),
  );
}

export async function listReviewRequests(
  db: Database,
  query: PageQuery & { q?: string },
): Promise<AssistantRequestList> {
  const { cursorAt, after } = keyset(analysisQueue.createdAt, analysisQueue.requestId);
  const filter = and(inArray(analysisQueue.status, FINISHED), searchFilter(query.q));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: analysisQueue, customer: profiles, cursorAt })
      .from(analysisQueue)
      .innerJoin(profiles, eq(profiles.id, analysisQueue.userId))
      .where(and(filter, after(query.cursor)))
      .orderBy(desc(analysisQueue.createdAt), desc(analysisQueue.requestId))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(analysisQueue)
      .innerJoin(profiles, eq(profiles.id, analysisQueue.userId))
      .where(filter),
  ]);
  const stats = await requestStats(
    db,
    rows.slice(0, query.limit).map((r) => r.entry),
  );
  const { items, ...page } = toPage(
    rows,
    query,
    counted?.total ?? 0,
    (r) => r.entry.requestId,
    (r) => listItem(r.entry, r.customer, stats.get(r.entry.requestId)),
  );
  return { requests: items, ...page };
}

interface RequestStats {
  docs: Pick<DocumentRow, 'analysisStatus' | 'vaDesignStatus'>[];
  overchargeCents: number | null;
  findings: number;
  decided: number;
  added: number;
}

/**
 * Documents, the engine's totals and the review's progress of the listed requests. The
 * totals come from the queue entry (copied there when the analysis completed), not from
 * the audits: a page of 50 large audits cost most of the list's time.
 */
async function requestStats(
  db: Database,
  entries: Pick<typeof analysisQueue.$inferSelect, 'requestId' | 'overchargeCents' | 'findingsCount'>[],
): Promise<Map<string, RequestStats>> {
  const stats = new Map<string, RequestStats>();
  if (!entries.length) return stats;
  const requestIds = entries.map((e) => e.requestId);
  for (const e of entries) {
    stats.set(e.requestId, {
      docs: [],
      overchargeCents: e.overchargeCents,
      findings: e.findingsCount ?? 0,
      decided: 0,
      added: 0,
    });
  }
  // Both read by request id only: one round trip for the two.
  const [docs, decisions] = await Promise.all([
    db
      .select({
        id: documents.id,
        requestId: documents.requestId,
        analysisStatus: documents.analysisStatus,
        vaDesignStatus: documents.vaDesignStatus,
      })
      .from(documents)
      .where(inArray(documents.requestId, requestIds))
      .orderBy(asc(documents.createdAt), asc(documents.id)),
    db
      .select({
        requestId: reviewDecisions.requestId,
        decided: sql<number>`count(*) filter (where ${reviewDecisions.findingId} is not null)`.mapWith(
          Number,
        ),
        added: sql<number>`count(*) filter (where ${reviewDecisions.findingId} is null)`.mapWith(Number),
      })
      .from(reviewDecisions)
      .where(inArray(reviewDecisions.requestId, requestIds))
      .groupBy(reviewDecisions.requestId),
  ]);
  for (const d of docs) {
    if (d.analysisStatus !== null) stats.get(d.requestId!)?.docs.push(d);
  }
  for (const d of decisions) {
    const s = stats.get(d.requestId);
    if (s) Object.assign(s, { decided: d.decided, added: d.added });
  }
  return stats;
}

function listItem(
  entry: QueueHead,
  customer: ProfileRow,
  s: RequestStats | undefined,
): AssistantRequestListItem {
  const docs = s?.docs ?? [];
  const status = deriveRequestStatus(
    docs.map((d) => ({ analysis_status: d.analysisStatus, va_design_status: d.vaDesignStatus })),
  );
  const analysis = (docs.at(-1)?.analysisStatus ??
    entry.status) as AssistantRequestListItem['analysis_status'];
  return {
    request_id: entry.requestId,
    customer: { id: customer.id, name: personName(customer), email: customer.email },
    plan_tier: entry.planType === 'premium' ? 'premium' : 'basic',
    status,
    analysis_status: analysis,
    va_design_status:
      docs.length > 0 && docs.every((d) => d.vaDesignStatus === 'completed') ? 'completed' : 'pending',
    created_at: entry.createdAt.toISOString(),
    document_count: docs.length,
    overcharge_cents: analysis === 'completed' ? (s?.overchargeCents ?? null) : null,
    findings_count: analysis === 'completed' ? (s?.findings ?? 0) : 0,
    review_progress: {
      decided: s?.decided ?? 0,
      total: analysis === 'completed' ? (s?.findings ?? 0) : 0,
      added: s?.added ?? 0,
    },
  };
}

/** Everything the reviewer needs about one request whose analysis finished. */
export async function reviewRequestDetail(db: Database, requestId: string): Promise<AssistantRequestDetail> {
  const target = await loadReviewTarget(db, requestId);
  const { docs, audit } = target;
  const [[customer], [entry], decisions, publications] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, docs[0]!.createdBy)),
    db.select().from(analysisQueue).where(eq(analysisQueue.requestId, requestId)),
    listDecisions(db, requestId),
    listPublications(db, requestId),
  ]);
  // Requests submitted before the queue existed have no entry: their documents tell the rest.
  const head: QueueHead = entry ?? {
    requestId,
    status: target.analysisStatus,
    planType: docs[0]!.requiredTier ?? 'basic',
    createdAt: docs[0]!.createdAt,
  };
  const stats: RequestStats = {
    docs,
    overchargeCents: audit?.totals.overchargeCents ?? null,
    findings: audit?.findings.length ?? 0,
    decided: decisions.filter((d) => d.row.findingId !== null).length,
    added: decisions.filter((d) => d.row.findingId === null).length,
  };
  return {
    ...listItem(head, customer!, stats),
    comments: docs.find((d) => d.comments)?.comments ?? null,
    documents: docs.map((d) => ({
      id: d.id,
      title: d.title,
      upload_type: d.uploadType,
      page_count: d.pageCount ?? audit?.documents.find((a) => a.file === d.title)?.pages ?? null,
      analysis_status: d.analysisStatus,
      analysed: !!audit?.documents.some((a) => a.file === d.title),
      view_url: `/api/documents/${d.id}/download?inline=1`,
      download_url: `/api/documents/${d.id}/download`,
    })),
    analysis_error:
      target.analysisStatus === 'failed' ? (docs.find((d) => d.analysisError)?.analysisError ?? null) : null,
    audit: audit ? auditDto(audit, decisions) : null,
    report_text: reportText(docs),
    added_findings: decisions.filter((d) => d.row.findingId === null).map(toDecisionDto),
    reviewed: audit ? reviewedStateDto(audit, decisions) : null,
    publications,
    rule_ids: [...RULE_IDS],
  };
}

function auditDto(
  audit: AuditJson,
  decisions: DecisionWithReviewer[],
): NonNullable<AssistantRequestDetail['audit']> {
  const byFinding = new Map(decisions.filter((d) => d.row.findingId).map((d) => [d.row.findingId!, d]));
  return {
    engine_version: audit.engineVersion,
    findings: audit.findings.map((f) => {
      const decision = byFinding.get(f.id);
      return { ...toFindingDto(f), decision: decision ? toDecisionDto(decision) : null };
    }),
    warnings: audit.warnings,
    deadlines: audit.deadlines.map(({ kind, date, basis }) => ({ kind, date, basis })),
    totals: toTotalsDto(audit.totals),
  };
}

function reportText(docs: DocumentRow[]): string | null {
  for (const d of docs) {
    const report = (d.analysisResult as { report?: unknown } | null)?.report;
    if (typeof report === 'string' && report) return report;
  }
  return null;
}

/** The request's publications (written by publishing), newest first. */
async function listPublications(db: Database, requestId: string): Promise<PublicationDto[]> {
  const rows = await db
    .select({ pub: reportPublications, by: profiles })
    .from(reportPublications)
    .leftJoin(profiles, eq(profiles.id, reportPublications.publishedBy))
    .where(eq(reportPublications.requestId, requestId))
    .orderBy(desc(reportPublications.version));
  return rows.map(({ pub, by }) => ({
    id: pub.id,
    version: pub.version,
    source: pub.source as PublicationDto['source'],
    size_bytes: pub.sizeBytes,
    summary: (pub.summary ?? {}) as Record<string, unknown>,
    published_by: by ? { id: by.id, name: personName(by) } : null,
    created_at: pub.createdAt.toISOString(),
  }));
}
