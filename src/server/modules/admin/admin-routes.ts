import { Hono } from 'hono';
import {
  creditUpdateSchema,
  engineQualityQuerySchema,
  userEditSchema,
  userSearchQuerySchema,
} from '../../../shared/contracts/admin';
import { refundRequestSchema } from '../../../shared/contracts/billing';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import { invalid, notFound } from '../../domain/errors';
import type { AppEnv } from '../../http/context';
import { pageQuerySchema } from '../../http/pagination';
import { parseJson, parseQuery } from '../../http/validate';
import { listOutbox } from '../../mail/outbox';
import { refundOrder } from '../billing/refund-order';
import { listSubmittedDocuments, toDocumentDto, UUID } from '../documents/document-service';
import { listAuditLog } from './admin-audit';
import { listOverdue } from './admin-requests';
import { listAllOrders, listCustomers } from './admin-service';
import { adminStats } from './admin-stats';
import { editUser, listStaff, searchCustomers, toAdminUser, updateCredits } from './admin-users';
import { engineQuality, engineQualityCsv } from './engine-quality';

/** Profile ids are better-auth ids (letters, digits, - and _). */
const PROFILE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const profileId = (id: string, missing = 'User not found') => {
  if (!PROFILE_ID.test(id)) throw notFound(missing);
  return id;
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('The request body must be JSON.', 'INVALID_JSON');
  }
};

/**
 * The admin workspace (spec 2.6, issue 12): thin routes over the admin services, all
 * behind `policies.useAdminArea`. Shapes are those of src/shared/contracts/admin.ts.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('/admin/*', async (c, next) => {
    authorizeArea(policies.useAdminArea(requireActor(c)));
    await next();
  })
  /** Customers, newest first, a page at a time: ?limit= (50, at most 200) and ?cursor= (decision 0029). */
  .get('/admin/users', async (c) => {
    const { items, ...page } = await listCustomers(c.var.services.db, parseQuery(c, pageQuerySchema()));
    return c.json({ users: items.map(toAdminUser), ...page });
  })
  /** Customers by e-mail or name (spec 7 "Profiles"): ?q= (required), at most 10, by first name. */
  .get('/admin/users/search', async (c) => {
    const { q } = parseQuery(c, userSearchQuerySchema);
    const found = await searchCustomers(c.var.services.db, q);
    return c.json({ users: found.map(toAdminUser) });
  })
  /** Admins and assistants. */
  .get('/admin/staff', async (c) => {
    const staff = await listStaff(c.var.services.db);
    return c.json({ users: staff.map(toAdminUser) });
  })
  /** Credits and tier under the rules of spec 5 (decision 0039). */
  .post('/admin/users/:id/credits', async (c) => {
    const { db, sessionCache } = c.var.services;
    const id = profileId(c.req.param('id'));
    const result = await updateCredits(db, requireActor(c), id, await parseJson(c, creditUpdateSchema));
    // The customer's cached sessions would show the old credits for a few seconds.
    sessionCache?.forgetUser(id);
    return c.json(result);
  })
  /** Role (user, admin, assistant: decision 0038) and names. */
  .patch('/admin/users/:id', async (c) => {
    const { db, sessionCache } = c.var.services;
    const id = profileId(c.req.param('id'));
    const updated = await editUser(db, requireActor(c), id, await parseJson(c, userEditSchema));
    // A role change applies on the user's very next request, cached session or not.
    sessionCache?.forgetUser(id);
    return c.json({ user: toAdminUser(updated) });
  })
  /** Every submitted document (analysis_status set), newest first (spec 7 "Documents"), paginated as above. */
  .get('/admin/documents', async (c) => {
    const query = parseQuery(c, pageQuerySchema(UUID));
    const { items, ...page } = await listSubmittedDocuments(c.var.services.db, query);
    return c.json({ documents: items.map(toDocumentDto), ...page });
  })
  .get('/admin/orders', async (c) => {
    return c.json(await listAllOrders(c.var.services.db, parseQuery(c, pageQuerySchema())));
  })
  /**
   * Refunds a paid order through the payment provider (decision 0044): body
   * `refundRequestSchema`, answers `{ order: AdminOrder }`; 409 when refunded or asked
   * already, 502 with the provider's message when it failed (the admin may retry).
   */
  .post('/admin/orders/:id/refund', async (c) => {
    const { db, payments } = c.var.services;
    const id = profileId(c.req.param('id'), 'Order not found');
    // The body is optional (the reason defaults to the guarantee): an empty POST is a refund.
    const raw = await c.req.text();
    const parsed = refundRequestSchema.safeParse(raw.trim() ? safeJson(raw) : {});
    if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid request');
    const input = parsed.data;
    return c.json(await refundOrder({ db, payments }, requireActor(c), id, input));
  })
  /** Requests past the 48-hour promise and not completed, most overdue first. */
  .get('/admin/overdue', async (c) => {
    return c.json({ requests: await listOverdue(c.var.services.db) });
  })
  .get('/admin/stats', async (c) => c.json(await adminStats(c.var.services.db)))
  .get('/admin/audit-log', async (c) => {
    return c.json(await listAuditLog(c.var.services.db, parseQuery(c, pageQuerySchema(UUID))));
  })
  /** Review decisions per rule over ?days= (30): the engine's measured precision and recall. */
  .get('/admin/engine-quality', async (c) => {
    const { days } = parseQuery(c, engineQualityQuerySchema);
    return c.json(await engineQuality(c.var.services.db, days));
  })
  .get('/admin/engine-quality.csv', async (c) => {
    const { days } = parseQuery(c, engineQualityQuerySchema);
    const csv = engineQualityCsv(await engineQuality(c.var.services.db, days));
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="engine-quality-${days}d.csv"`,
      'Cache-Control': 'no-store',
    });
  })
  /** Stored e-mails, metadata only (never a body: decision 0026), paginated as above. */
  .get('/admin/outbox', async (c) => {
    const query = parseQuery(c, pageQuerySchema(UUID));
    const { items, ...page } = await listOutbox(c.var.services.db, query);
    return c.json({ emails: items, ...page });
  });
