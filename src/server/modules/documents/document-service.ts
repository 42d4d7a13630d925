import { and, asc, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { deriveRequestStatus, type RequestStatus } from '../../../shared/request-status';
import type { Database } from '../../db/client';
import { documents } from '../../db/schema';
import { keyset, type Page, type PageQuery, toPage } from '../../http/pagination';

export type DocumentRow = typeof documents.$inferSelect;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function listOwnDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.createdBy, userId))
    .orderBy(desc(documents.createdAt));
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  // Ids are UUIDs; anything else cannot exist (and must not reach PostgreSQL as a cast error).
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

/** Documents whose analysis finished, for the assistants' review list: one page, newest first. */
export async function listAnalysedDocuments(db: Database, page: PageQuery): Promise<Page<DocumentRow>> {
  return listDocumentsPage(db, eq(documents.analysisStatus, 'completed'), page);
}

/** All submitted documents (analysis_status set), for the admin's list: one page, newest first. */
export async function listSubmittedDocuments(db: Database, page: PageQuery): Promise<Page<DocumentRow>> {
  return listDocumentsPage(db, isNotNull(documents.analysisStatus), page);
}

/** One page of the documents matching `filter`, ordered by (created_at, id) descending. */
async function listDocumentsPage(db: Database, filter: SQL, page: PageQuery): Promise<Page<DocumentRow>> {
  const { cursorAt, after } = keyset(documents.createdAt, documents.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ doc: documents, cursorAt })
      .from(documents)
      .where(and(filter, after(page.cursor)))
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(page.limit + 1),
    db.select({ total: count() }).from(documents).where(filter),
  ]);
  return toPage(
    rows,
    page,
    counted?.total ?? 0,
    (r) => r.doc.id,
    (r) => r.doc,
  );
}

export interface AnalysisRequestSummary {
  request_id: string;
  status: RequestStatus;
  title: string;
  created_at: string;
  document_count: number;
  va_design_status: 'pending' | 'completed';
  /** Spec 2.8: a finished report only when analysis and va_design are both completed. */
  report_ready: boolean;
  documents: ReturnType<typeof toDocumentDto>[];
}

/** Groups a user's wizard documents by request_id (spec 3 "Analysis request"), newest request first. */
export async function listOwnRequests(db: Database, userId: string): Promise<AnalysisRequestSummary[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.createdBy, userId), isNotNull(documents.requestId)))
    .orderBy(asc(documents.createdAt));
  const groups = new Map<string, DocumentRow[]>();
  for (const row of rows) {
    const list = groups.get(row.requestId!) ?? [];
    list.push(row);
    groups.set(row.requestId!, list);
  }
  return [...groups.entries()]
    .map(([requestId, docs]) => summarizeRequest(requestId, docs))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** One request from its documents (oldest first), with the derived status of spec 4. */
export function summarizeRequest(requestId: string, docs: DocumentRow[]): AnalysisRequestSummary {
  const status = deriveRequestStatus(
    docs.map((d) => ({ analysis_status: d.analysisStatus, va_design_status: d.vaDesignStatus })),
  );
  const vaDone = docs.length > 0 && docs.every((d) => d.vaDesignStatus === 'completed');
  return {
    request_id: requestId,
    status,
    title: docs[0]!.title,
    created_at: docs[0]!.createdAt.toISOString(),
    document_count: docs.length,
    va_design_status: vaDone ? 'completed' : 'pending',
    report_ready: status === 'completed',
    documents: docs.map(toDocumentDto),
  };
}

/** A request's documents (oldest first) when it belongs to the user; none otherwise. */
export async function findOwnRequestDocuments(
  db: Database,
  userId: string,
  requestId: string,
): Promise<DocumentRow[]> {
  if (!UUID.test(requestId)) return [];
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.createdBy, userId), eq(documents.requestId, requestId)))
    .orderBy(asc(documents.createdAt));
}

export function toDocumentDto(d: DocumentRow) {
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    category: d.category,
    upload_type: d.uploadType,
    request_id: d.requestId,
    comments: d.comments,
    analysis_status: d.analysisStatus,
    /** Why the analysis failed, in words the customer can act on. */
    analysis_error: d.analysisError,
    va_design_status: d.vaDesignStatus,
    required_tier: d.requiredTier,
    size_bytes: d.sizeBytes,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}
