import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles } from '../../src/server/db/schema';
import {
  type AdminUser,
  CREDIT_MESSAGES,
  type CreditUpdateResult,
  OWN_ADMIN_ROLE_MESSAGE,
} from '../../src/shared/contracts/admin';
import { seedAdminCustomer } from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/** The admin's user tools: search (spec 7), credits and tier (spec 5), role edits (decision 0038). */
let t: TestApp;
let admin: SignedInClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.newUser({ role: 'admin' });
});
afterAll(async () => {
  await t.stop();
});

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const profileOf = async (id: string) =>
  (await t.services.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe('user search', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      ana: await seedAdminCustomer(t.services.db, {
        email: 'ana.search@tenants.test',
        firstName: 'Ana',
        lastName: 'Quokkason',
      }),
      bob: await seedAdminCustomer(t.services.db, {
        email: 'bob@quokka-bakery.test',
        firstName: 'Bob',
        lastName: 'Stone',
      }),
      cara: await seedAdminCustomer(t.services.db, {
        email: 'cara@tenants.test',
        firstName: 'Cara',
        lastName: 'Quokkason',
      }),
      staff: await seedAdminCustomer(t.services.db, {
        email: 'quokka-staff@tenants.test',
        firstName: 'Quokka',
        role: 'assistant',
      }),
    };
  });
  const search = async (q: string) => {
    const res = await admin.client.get(`/api/admin/users/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { users: AdminUser[] }).users;
  };

  it('matches the e-mail, case-insensitive', async () => {
    expect((await search('QUOKKA-BAKERY')).map((u) => u.id)).toEqual([ids.bob]);
  });
  it('matches the first name and the last name, ordered by first name, customers only', async () => {
    expect((await search('bob')).map((u) => u.id)).toEqual([ids.bob]);
    expect((await search('quokkason')).map((u) => u.id)).toEqual([ids.ana, ids.cara]);
    // The e-mail of Bob and the last names match "quokka"; the assistant named Quokka is staff.
    expect((await search('quokka')).map((u) => u.first_name)).toEqual(['Ana', 'Bob', 'Cara']);
  });
  it('matches "first last" when the text holds a space', async () => {
    expect((await search('cara quokkason')).map((u) => u.id)).toEqual([ids.cara]);
    expect(await search('cara stone')).toEqual([]);
  });
  it('takes % and _ literally', async () => {
    expect(await search('%')).toEqual([]);
  });
  it('answers at most 10', async () => {
    for (let i = 0; i < 12; i++)
      await seedAdminCustomer(t.services.db, { firstName: `Many${i}`, email: `many-${i}@bulk.test` });
    expect(await search('@bulk.test')).toHaveLength(10);
  });
  it('needs non-empty text', async () => {
    for (const q of ['', '%20%20']) {
      const res = await admin.client.get(`/api/admin/users/search?q=${q}`);
      expect(res.status).toBe(400);
    }
    expect((await admin.client.get('/api/admin/users/search')).status).toBe(400);
  });
});

describe('credits and tier (spec 5)', () => {
  const update = (id: string, body: unknown) => admin.client.post(`/api/admin/users/${id}/credits`, body);

  it('refuses credits that are not a number not below 0, with the spec message', async () => {
    const id = await seedAdminCustomer(t.services.db, { tier: 'basic', credits: 2 });
    for (const credits_to_add of [-1, 'abc', 1.5]) {
      const res = await update(id, { credits_to_add, subscription_tier: 'basic' });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe('Please enter a valid positive number for credits.');
    }
    expect((await profileOf(id)).credits).toBe(2);
  });

  it('refuses credits without a tier', async () => {
    const id = await seedAdminCustomer(t.services.db);
    const res = await update(id, { credits_to_add: 3, subscription_tier: null });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(
      'Users with credits must have a subscription tier. Please select a subscription tier.',
    );
    expect((await profileOf(id)).credits).toBe(0);
  });

  it('refuses a tier on zero credits when the tier is not being set', async () => {
    // An inconsistent old row: a tier but no credits; adding nothing keeps it inconsistent.
    const id = await seedAdminCustomer(t.services.db, { tier: 'premium', credits: 0 });
    const res = await update(id, { credits_to_add: 0, subscription_tier: 'premium' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(
      'Users with zero credits cannot have a subscription tier. Remove the subscription tier first.',
    );
  });

  it('refuses an update that changes nothing', async () => {
    const id = await seedAdminCustomer(t.services.db, { tier: 'basic', credits: 1 });
    const res = await update(id, { subscription_tier: 'basic' });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(CREDIT_MESSAGES.nothingToUpdate);
  });

  it('adds credits with a tier, names the e-mail and writes the audit row', async () => {
    const id = await seedAdminCustomer(t.services.db, { email: 'grant-me@tenants.test' });
    const res = await update(id, { credits_to_add: 3, subscription_tier: 'premium' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CreditUpdateResult;
    expect(body.user).toMatchObject({ credits: 3, subscription_tier: 'premium' });
    expect(body.note).toBeNull();
    expect(body.message).toContain('grant-me@tenants.test');
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'admin.credits')));
    expect(row).toMatchObject({ actorUserId: admin.userId, targetType: 'user' });
    expect(row!.details).toMatchObject({
      before: { credits: 0, tier: null },
      after: { credits: 3, tier: 'premium' },
    });
  });

  it('grants 1 credit when a tier is set on an empty account with nothing added', async () => {
    const id = await seedAdminCustomer(t.services.db);
    const res = await update(id, { credits_to_add: null, subscription_tier: 'basic' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CreditUpdateResult).note).toBe('grant');
    expect(await profileOf(id)).toMatchObject({ credits: 1, subscriptionTier: 'basic' });
  });

  it('resets credits to 0 when the tier is removed', async () => {
    const id = await seedAdminCustomer(t.services.db, { tier: 'premium', credits: 4 });
    const res = await update(id, { subscription_tier: null });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CreditUpdateResult).note).toBe('reset');
    expect(await profileOf(id)).toMatchObject({ credits: 0, subscriptionTier: null });
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(desc(auditLog.createdAt));
    expect(row!.details).toMatchObject({
      before: { credits: 4, tier: 'premium' },
      after: { credits: 0, tier: null },
    });
  });

  it('adds to existing credits and answers 404 for an unknown user', async () => {
    const id = await seedAdminCustomer(t.services.db, { tier: 'basic', credits: 2 });
    expect((await update(id, { credits_to_add: 5, subscription_tier: 'basic' })).status).toBe(200);
    expect((await profileOf(id)).credits).toBe(7);
    expect((await update('no-such-user', { credits_to_add: 1, subscription_tier: 'basic' })).status).toBe(
      404,
    );
  });

  it('a customer sees added credits at once, cached session or not', async () => {
    const customer = await t.newUser();
    const credits = async () =>
      ((await (await customer.client.get('/api/me')).json()) as { profile: { credits: number } }).profile
        .credits;
    expect(await credits()).toBe(0);
    expect((await update(customer.userId, { credits_to_add: 2, subscription_tier: 'basic' })).status).toBe(
      200,
    );
    expect(await credits()).toBe(2);
  });
});

describe('role changes (decision 0038)', () => {
  const edit = (id: string, body: unknown) => admin.client.patch(`/api/admin/users/${id}`, body);

  it('an admin cannot remove their own admin role', async () => {
    for (const role of ['user', 'assistant']) {
      const res = await edit(admin.userId, { role });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe(OWN_ADMIN_ROLE_MESSAGE);
    }
    expect((await profileOf(admin.userId)).role).toBe('admin');
  });

  it('refuses an unknown role', async () => {
    const id = await seedAdminCustomer(t.services.db);
    expect((await edit(id, { role: 'owner' })).status).toBe(400);
  });

  it('role assistant opens /api/assistant/* at once (the cached session is dropped), with an audit row', async () => {
    const customer = await t.newUser();
    // The GET caches the customer's session (decision 0028) with role user.
    expect((await customer.client.get('/api/assistant/reports')).status).toBe(403);
    expect((await customer.client.get('/api/assistant/reports')).status).toBe(403);
    const res = await edit(customer.userId, { role: 'assistant', first_name: 'Asha', last_name: 'Reviewer' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: AdminUser }).user).toMatchObject({
      role: 'assistant',
      first_name: 'Asha',
    });
    expect((await customer.client.get('/api/assistant/reports')).status).toBe(200);
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.userId), eq(auditLog.action, 'admin.user')));
    expect(row!.actorUserId).toBe(admin.userId);
    expect(row!.details).toMatchObject({
      before: { role: 'user' },
      after: { role: 'assistant', first_name: 'Asha' },
    });

    // Back to customer: the assistant area closes on the next request.
    expect((await edit(customer.userId, { role: 'user' })).status).toBe(200);
    expect((await customer.client.get('/api/assistant/reports')).status).toBe(403);
  });

  it('another admin can be demoted, and the staff list shows staff only', async () => {
    const other = await t.newUser({ role: 'admin' });
    const staff = async () =>
      ((await (await admin.client.get('/api/admin/staff')).json()) as { users: AdminUser[] }).users;
    expect((await staff()).map((u) => u.id)).toContain(other.userId);
    expect((await edit(other.userId, { role: 'user' })).status).toBe(200);
    expect((await other.client.get('/api/admin/stats')).status).toBe(403);
    const list = await staff();
    expect(list.map((u) => u.id)).not.toContain(other.userId);
    expect(new Set(list.map((u) => u.role)).has('user')).toBe(false);
  });
});
