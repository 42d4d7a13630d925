import { and, count, desc, eq } from 'drizzle-orm';
import type { OrderPage } from '../../../shared/contracts/admin';
import type { Database } from '../../db/client';
import { orders, profiles } from '../../db/schema';
import { keyset, type Page, type PageQuery, toPage } from '../../http/pagination';
import { orderProgress, progressJoin, toAdminOrder } from '../billing/order-view';
import type { ProfileRow } from '../profiles/profile-service';

/** The customers (role user) for the admin's list: one page, newest first (spec 7 "Users"). */
export async function listCustomers(db: Database, page: PageQuery): Promise<Page<ProfileRow>> {
  const { cursorAt, after } = keyset(profiles.createdAt, profiles.id);
  const customers = eq(profiles.role, 'user');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ profile: profiles, cursorAt })
      .from(profiles)
      .where(and(customers, after(page.cursor)))
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(page.limit + 1),
    db.select({ total: count() }).from(profiles).where(customers),
  ]);
  return toPage(
    rows,
    page,
    counted?.total ?? 0,
    (r) => r.profile.id,
    (r) => r.profile,
  );
}

/** Every order, newest first, with the buyer's e-mail (issue 12 "Orders tab"), a page at a time. */
export async function listAllOrders(db: Database, page: PageQuery): Promise<OrderPage> {
  const { cursorAt, after } = keyset(orders.createdAt, orders.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, email: profiles.email, ...orderProgress, cursorAt })
      .from(orders)
      .leftJoin(...progressJoin)
      .leftJoin(profiles, eq(profiles.id, orders.userId))
      .where(after(page.cursor))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit + 1),
    db.select({ total: count() }).from(orders),
  ]);
  const { items, ...rest } = toPage(rows, page, counted?.total ?? 0, (r) => r.order.id, toAdminOrder);
  return { orders: items, ...rest };
}
