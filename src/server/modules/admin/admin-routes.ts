import { count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import { documents, orders, profiles } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { pageQuerySchema } from '../../http/pagination';
import { parseQuery } from '../../http/validate';
import { listOutbox } from '../../mail/outbox';
import { listSubmittedDocuments, toDocumentDto, UUID } from '../documents/document-service';
import { toProfileDto } from '../profiles/profile-service';
import { listCustomers } from './admin-service';

/**
 * The admin area's reads. The full admin dashboard (credits, tiers, role edits) is its
 * own issue; these routes already stand behind the admin policy.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', async (c, next) => {
    authorizeArea(policies.useAdminArea(requireActor(c)));
    await next();
  })
  /** Customers, newest first, a page at a time: ?limit= (50, at most 200) and ?cursor= (decision 0029). */
  .get('/admin/users', async (c) => {
    const { items, ...page } = await listCustomers(c.var.services.db, parseQuery(c, pageQuerySchema()));
    return c.json({ users: items.map(toProfileDto), ...page });
  })
  /** Every submitted document (analysis_status set), newest first (spec 7 "Documents"), paginated as above. */
  .get('/admin/documents', async (c) => {
    const query = parseQuery(c, pageQuerySchema(UUID));
    const { items, ...page } = await listSubmittedDocuments(c.var.services.db, query);
    return c.json({ documents: items.map(toDocumentDto), ...page });
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
  /** Stored e-mails, metadata only (never a body: decision 0026), paginated as above. */
  .get('/admin/outbox', async (c) => {
    const query = parseQuery(c, pageQuerySchema(UUID));
    const { items, ...page } = await listOutbox(c.var.services.db, query);
    return c.json({ emails: items, ...page });
  });
