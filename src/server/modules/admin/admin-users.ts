import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { ADMIN_SEARCH_LIMIT } from '../../../shared/constants';
import {
  type AdminUser,
  applyCreditRules,
  type CreditUpdate,
  type CreditUpdateResult,
  creditSuccessMessage,
  OWN_ADMIN_ROLE_MESSAGE,
  type Tier,
  type UserEdit,
} from '../../../shared/contracts/admin';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import { invalid, notFound } from '../../domain/errors';
import type { ProfileRow } from '../profiles/profile-service';
import { type Tx, writeAudit } from './admin-audit';

/** The admin's view of a profile (contract AdminUser). */
export function toAdminUser(p: ProfileRow): AdminUser {
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    role: p.role as AdminUser['role'],
    credits: p.credits,
    subscription_tier: p.subscriptionTier as Tier,
    created_at: p.createdAt.toISOString(),
  };
}

/** `%text%` for ILIKE with the pattern characters of the text itself taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Customers matching the text (spec 7 "Profiles"): e-mail, first name or last name, or
 * "first last" when the text holds a space; case-insensitive; at most 10, by first name.
 */
export async function searchCustomers(db: Database, text: string): Promise<ProfileRow[]> {
  const pattern = contains(text);
  const matches = [
    ilike(profiles.email, pattern),
    ilike(profiles.firstName, pattern),
    ilike(profiles.lastName, pattern),
  ];
  if (text.includes(' '))
    matches.push(ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern));
  return db
    .select()
    .from(profiles)
    .where(and(eq(profiles.role, 'user'), or(...matches)))
    .orderBy(asc(profiles.firstName), asc(profiles.email))
    .limit(ADMIN_SEARCH_LIMIT);
}

/** Admins and assistants (a short list), so an admin can see and demote staff. */
export async function listStaff(db: Database): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.role, ['admin', 'assistant']))
    .orderBy(asc(profiles.role), asc(profiles.email));
}

async function lockProfile(tx: Tx, userId: string): Promise<ProfileRow> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!row) throw notFound('User not found');
  return row;
}

/**
 * Adds credits and/or sets the tier under the rules of spec 5 (`applyCreditRules`), in one
 * transaction holding the profile's row lock, with its audit_log row.
 */
export async function updateCredits(
  db: Database,
  actor: Actor,
  userId: string,
  input: CreditUpdate,
): Promise<CreditUpdateResult> {
  return db.transaction(async (tx) => {
    const before = await lockProfile(tx, userId);
    const current = { credits: before.credits, tier: before.subscriptionTier as Tier };
    const outcome = applyCreditRules(current, input.credits_to_add, input.subscription_tier);
    if (!outcome.ok) throw invalid(outcome.message, 'CREDIT_RULE');
    const [after] = await tx
      .update(profiles)
      .set({ credits: outcome.credits, subscriptionTier: outcome.tier, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.credits',
      targetType: 'user',
      targetId: userId,
      details: {
        before: current,
        after: { credits: outcome.credits, tier: outcome.tier },
        credits_to_add: input.credits_to_add ?? null,
        note: outcome.note,
      },
    });
    return {
      user: toAdminUser(after!),
      note: outcome.note,
      message: creditSuccessMessage(before.email, outcome.credits, outcome.tier),
    };
  });
}

/**
 * Changes a user's role (user, admin or assistant: decision 0038) and, if given, their
 * names; one transaction with its audit_log row. An admin cannot remove their own admin
 * role, so at least one admin always remains.
 */
export async function editUser(
  db: Database,
  actor: Actor,
  userId: string,
  input: UserEdit,
): Promise<ProfileRow> {
  if (userId === actor.userId && input.role !== 'admin') throw invalid(OWN_ADMIN_ROLE_MESSAGE, 'OWN_ROLE');
  return db.transaction(async (tx) => {
    const before = await lockProfile(tx, userId);
    const firstName = input.first_name ?? before.firstName;
    const lastName = input.last_name ?? before.lastName;
    const [after] = await tx
      .update(profiles)
      .set({
        role: input.role,
        firstName,
        lastName,
        fullName: `${firstName} ${lastName}`.trim(),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
      .returning();
    const view = (p: ProfileRow) => ({ role: p.role, first_name: p.firstName, last_name: p.lastName });
    await writeAudit(tx, {
      actorUserId: actor.userId,
      action: 'admin.user',
      targetType: 'user',
      targetId: userId,
      details: { before: view(before), after: view(after!) },
    });
    return after!;
  });
}
