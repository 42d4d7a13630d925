import { and, eq, ne } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/**
 * Sets a new password for a signed-in user. The spec's form asks only for the new
 * password and its confirmation (no current password), as the hosted backend did for
 * a live session; every other session of the user is signed out.
 */
export async function setPasswordForSession(
  auth: Auth,
  db: Database,
  userId: string,
  sessionId: string,
  newPassword: string,
) {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(newPassword);
  await ctx.internalAdapter.updatePassword(userId, hash);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId)));
}
