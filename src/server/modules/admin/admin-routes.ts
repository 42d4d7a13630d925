import { count, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import { documents, orders, outboundEmails, profiles } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { listSubmittedDocuments, toDocumentDto } from '../documents/document-service';
import { toProfileDto } from '../profiles/profile-service';

/**
 * The admin area's reads. The full admin dashboard (credits, tiers, role edits) is its
 * own issue; these routes already stand behind the admin policy.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', async (c, next) => {
    authorizeArea(policies.useAdminArea(requireActor(c)));
    await next();
  })
  .get('/admin/users', async (c) => {
    const rows = await c.var.services.db
      .select()
      .from(profiles)
      .where(eq(profiles.role, 'user'))
      .orderBy(desc(profiles.createdAt));
    return c.json({ users: rows.map(toProfileDto) });
  })
  /** Every submitted document (analysis_status set), newest first (spec 7 "Documents"). */
  .get('/admin/documents', async (c) => {
    const rows = await listSubmittedDocuments(c.var.services.db);
    return c.json({ documents: rows.map(toDocumentDto) });
  })
  .get('/admin/stats', async (c) => {
    const { db } = c.var.services;
    const [users] = await db
      .select({
        total: count(),
        premium: sql<number>`count(*) filter (where ${profiles.subscriptionTier} = 'premium')`.mapWith(
          Number,
        ),
        spentCents: sql<number>`coalesce(sum(${profiles.totalAmountSpentCents}), 0)`.mapWith(Number),
      })
      .from(profiles)
      .where(eq(profiles.role, 'user'));
    const [docs] = await db.select({ total: count() }).from(documents);
    const [orderCount] = await db.select({ total: count() }).from(orders);
    const totalUsers = users?.total ?? 0;
    return c.json({
      totalUsers,
      premiumUsers: users?.premium ?? 0,
      // Spec 9: premium users / users with role user, one decimal.
      conversionRatePct: totalUsers ? Math.round(((users?.premium ?? 0) / totalUsers) * 1000) / 10 : 0,
      revenue: ((users?.spentCents ?? 0) / 100).toFixed(2),
      totalDocuments: docs?.total ?? 0,
      totalOrders: orderCount?.total ?? 0,
    });
  })
  .get('/admin/outbox', async (c) => {
    const rows = await c.var.services.db
      .select()
      .from(outboundEmails)
      .orderBy(desc(outboundEmails.createdAt))
      .limit(100);
    return c.json({
      emails: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        kind: m.kind,
        status: m.status,
        text: m.textBody,
        created_at: m.createdAt.toISOString(),
      })),
    });
  });
