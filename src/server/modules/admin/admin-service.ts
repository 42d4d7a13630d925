import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { keyset, type Page, type PageQuery, toPage } from '../../http/pagination';
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
