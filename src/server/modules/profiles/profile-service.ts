import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row;
}

/** New accounts always get role 'user', no tier, no credits and the initial wizard state. */
export async function createProfileForUser(
  db: Database,
  input: { id: string; email: string; firstName: string; lastName: string; termsAcceptedAt?: Date | null },
): Promise<ProfileRow> {
  const [row] = await db
    .insert(profiles)
    .values({
      id: input.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      fullName: `${input.firstName} ${input.lastName}`.trim(),
      termsAcceptedAt: input.termsAcceptedAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findProfile(db, input.id))!;
}

export async function ensureProfile(
  db: Database,
  user: { id: string; email: string; name: string },
): Promise<ProfileRow> {
  const existing = await findProfile(db, user.id);
  if (existing) return existing;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return createProfileForUser(db, { id: user.id, email: user.email, firstName, lastName: rest.join(' ') });
}

export async function updateProfileName(
  db: Database,
  id: string,
  firstName: string,
  lastName: string,
): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ firstName, lastName, fullName: `${firstName} ${lastName}`.trim(), updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row!;
}

/** The profile as the API shows it: the spec's snake_case names, money in dollars. */
export function toProfileDto(p: ProfileRow) {
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    full_name: p.fullName,
    role: p.role,
    credits: p.credits,
    subscription_tier: p.subscriptionTier,
    total_amount_spent: p.totalAmountSpentCents / 100,
    onboarding_completed: p.onboardingCompleted,
    wizard_state: p.wizardState,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}
