import { count, eq, min, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { analysisQueue, documents, orders, profiles, reportPublications } from '../../db/schema';
import { listOverdue, requestStatuses } from './admin-requests';

/** The middle value (mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Premium / customers in percent with one decimal (spec 9); 0 with no customers. */
export function conversionRatePct(premium: number, customers: number): number {
  return customers ? Math.round((premium / customers) * 1000) / 10 : 0;
}

/** Hours from each request's submission (its queue entry) to its first published report. */
async function hoursToFirstReport(db: Database): Promise<number[]> {
  const rows = await db
    .select({ submittedAt: analysisQueue.createdAt, firstReportAt: min(reportPublications.createdAt) })
    .from(analysisQueue)
    .innerJoin(reportPublications, eq(reportPublications.requestId, analysisQueue.requestId))
    .groupBy(analysisQueue.requestId, analysisQueue.createdAt);
  return rows
    .filter((r) => r.firstReportAt)
    .map((r) => (new Date(r.firstReportAt!).getTime() - r.submittedAt.getTime()) / 3_600_000);
}

/** The admin dashboard's figures (spec 2.6, spec 9, issue 12). */
export async function adminStats(db: Database, now = new Date()): Promise<AdminStats> {
  const [[users], [docs], [orderCount], statuses, overdue, hours] = await Promise.all([
    db
      .select({
        total: count(),
        premium: sql<number>`count(*) filter (where ${profiles.subscriptionTier} = 'premium')`.mapWith(
          Number,
        ),
        spentCents: sql<number>`coalesce(sum(${profiles.totalAmountSpentCents}), 0)`.mapWith(Number),
      })
      .from(profiles)
      .where(eq(profiles.role, 'user')),
    db.select({ total: count() }).from(documents),
    db.select({ total: count() }).from(orders),
    requestStatuses(db),
    listOverdue(db, now),
    hoursToFirstReport(db),
  ]);
  const byStatus = { pending: 0, processing: 0, in_progress: 0, completed: 0, failed: 0 };
  for (const status of statuses.values()) byStatus[status]++;
  const totalUsers = users?.total ?? 0;
  const premiumUsers = users?.premium ?? 0;
  const revenueCents = users?.spentCents ?? 0;
  const med = median(hours);
  return {
    totalUsers,
    premiumUsers,
    conversionRatePct: conversionRatePct(premiumUsers, totalUsers),
    revenue: (revenueCents / 100).toFixed(2),
    revenueCents,
    totalDocuments: docs?.total ?? 0,
    totalOrders: orderCount?.total ?? 0,
    totalRequests: statuses.size,
    requestsByStatus: byStatus,
    overdueRequests: overdue.length,
    medianHoursToReport: med === null ? null : Math.round(med * 10) / 10,
    generatedAt: now.toISOString(),
  };
}
