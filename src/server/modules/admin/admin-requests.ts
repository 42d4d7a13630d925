import { asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { TURNAROUND_HOURS } from '../../../shared/constants';
import type { OverdueRequest } from '../../../shared/contracts/admin';
import { deriveRequestStatus, type RequestStatus } from '../../../shared/request-status';
import type { Database } from '../../db/client';
import { analysisQueue, documents, profiles } from '../../db/schema';

const HOUR_MS = 3_600_000;

/**
 * Each request's status, derived from its documents in order (spec 4 "Request status":
 * later documents overwrite earlier ones). `requestIds` narrows it to some requests.
 */
export async function requestStatuses(
  db: Database,
  requestIds?: string[],
): Promise<Map<string, RequestStatus>> {
  if (requestIds && !requestIds.length) return new Map();
  const rows = await db
    .select({
      requestId: documents.requestId,
      analysis_status: documents.analysisStatus,
      va_design_status: documents.vaDesignStatus,
    })
    .from(documents)
    .where(requestIds ? inArray(documents.requestId, requestIds) : isNotNull(documents.requestId))
    .orderBy(asc(documents.requestId), asc(documents.createdAt), asc(documents.id));
  const byRequest = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.requestId) continue;
    const list = byRequest.get(row.requestId) ?? [];
    list.push(row);
    byRequest.set(row.requestId, list);
  }
  return new Map([...byRequest].map(([id, docs]) => [id, deriveRequestStatus(docs)]));
}

/**
 * Requests submitted more than TURNAROUND_HOURS ago whose report is not out (status
 * other than completed), latest promise first broken: the most overdue at the top.
 */
export async function listOverdue(db: Database, now = new Date()): Promise<OverdueRequest[]> {
  const promiseCutoff = new Date(now.getTime() - TURNAROUND_HOURS * HOUR_MS);
  const submitted = await db
    .select({
      requestId: analysisQueue.requestId,
      userId: analysisQueue.userId,
      email: profiles.email,
      at: analysisQueue.createdAt,
    })
    .from(analysisQueue)
    .leftJoin(profiles, eq(profiles.id, analysisQueue.userId))
    .where(lt(analysisQueue.createdAt, sql`${promiseCutoff.toISOString()}::timestamptz`))
    .orderBy(asc(analysisQueue.createdAt));
  const statuses = await requestStatuses(
    db,
    submitted.map((r) => r.requestId),
  );
  return submitted
    .map((r) => ({ row: r, status: statuses.get(r.requestId) ?? 'pending' }))
    .filter(({ status }) => status !== 'completed')
    .map(({ row, status }) => ({
      request_id: row.requestId,
      user_id: row.userId,
      email: row.email,
      submitted_at: row.at.toISOString(),
      hours_late: Math.floor((now.getTime() - row.at.getTime()) / HOUR_MS) - TURNAROUND_HOURS,
      status,
    }));
}
