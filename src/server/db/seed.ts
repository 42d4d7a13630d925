import { count, eq } from 'drizzle-orm';
import type { Services } from '../services';
import { DEMO_USERS } from './demo-users';
import { profiles, users } from './schema';

/**
 * Seeds the demo accounts when the database has no users yet. Accounts are created
 * through better-auth (real password hashes, same hooks as a sign-up), then the staff
 * roles and the customer's credit are set directly: no public path grants a role.
 */
export async function seedDemoUsers(services: Pick<Services, 'db' | 'auth' | 'logger'>): Promise<number> {
  const { db, auth, logger } = services;
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return 0;
  for (const demo of DEMO_USERS) {
    const { user } = await auth.api.signUpEmail({
      body: { name: `${demo.firstName} ${demo.lastName}`, email: demo.email, password: demo.password },
    });
    await db
      .update(profiles)
      .set({ role: demo.role, credits: demo.credits, subscriptionTier: demo.tier, updatedAt: new Date() })
      .where(eq(profiles.id, user.id));
  }
  logger.info({ accounts: DEMO_USERS.map((u) => u.email) }, 'seeded demo accounts');
  return DEMO_USERS.length;
}
