import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/demo-users';
import { runMigrations } from '../../src/server/db/migrate';
import { affiliateCodes, analysisQueue, documents, orders, profiles } from '../../src/server/db/schema';
import { seedDemoUsers } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

const tables = async () =>
  (
    await t.services.handle.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    )
  ).map((r) => r.table_name);

describe('migrations', () => {
  it('create every table of the spec and what the product needs beside them', async () => {
    expect(await tables()).toEqual(
      expect.arrayContaining([
        'profiles',
        'documents',
        'analysis_queue',
        'orders',
        'affiliate_codes',
        'referrals',
        'commissions',
        'contact_messages',
        'outbound_emails',
        'audit_log',
        'users',
        'sessions',
        'accounts',
        'verifications',
      ]),
    );
  });

  it('are idempotent: running them again changes nothing', async () => {
    const before = await tables();
    await runMigrations(t.services.handle);
    expect(await tables()).toEqual(before);
  });

  it('give profiles the spec columns and defaults', async () => {
    const cols = await t.services.handle.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'profiles'",
    );
    expect(cols.map((c) => c.column_name)).toEqual(
      expect.arrayContaining([
        'id',
        'email',
        'first_name',
        'last_name',
        'full_name',
        'role',
        'credits',
        'subscription_tier',
        'total_amount_spent_cents',
        'onboarding_completed',
        'wizard_state',
        'created_at',
        'updated_at',
      ]),
    );
  });
});

describe('constraints', () => {
  it('refuse negative credits, unknown roles and tiers', async () => {
    const u = await t.newUser();
    const where = eq(profiles.id, u.userId);
    await expect(t.services.db.update(profiles).set({ credits: -1 }).where(where)).rejects.toThrow();
    await expect(t.services.db.update(profiles).set({ role: 'superuser' }).where(where)).rejects.toThrow();
    await expect(
      t.services.db.update(profiles).set({ subscriptionTier: 'gold' }).where(where),
    ).rejects.toThrow();
    await t.services.db.update(profiles).set({ credits: 2, subscriptionTier: 'premium' }).where(where);
    const [row] = await t.services.db.select().from(profiles).where(where);
    expect(row).toMatchObject({ credits: 2, subscriptionTier: 'premium' });
  });

  it('refuse unknown document statuses and orphan documents', async () => {
    const u = await t.newUser();
    await expect(
      t.services.db
        .insert(documents)
        .values({ title: 'a.pdf', filePath: 'x', createdBy: u.userId, analysisStatus: 'done' }),
    ).rejects.toThrow();
    await expect(
      t.services.db.insert(documents).values({ title: 'a.pdf', filePath: 'x', createdBy: 'no-such-user' }),
    ).rejects.toThrow();
  });

  it('keep one queue entry per request and unique affiliate codes regardless of case', async () => {
    const u = await t.newUser();
    const requestId = '11111111-1111-4111-8111-111111111111';
    await t.services.db.insert(analysisQueue).values({ requestId, userId: u.userId });
    await expect(
      t.services.db.insert(analysisQueue).values({ requestId, userId: u.userId }),
    ).rejects.toThrow();
    await t.services.db.insert(affiliateCodes).values({ userId: u.userId, code: 'BAKERY20' });
    await expect(
      t.services.db.insert(affiliateCodes).values({ userId: u.userId, code: 'bakery20' }),
    ).rejects.toThrow();
  });

  it('store money as integer cents and refuse negative amounts', async () => {
    const u = await t.newUser();
    await t.services.db
      .insert(orders)
      .values({ id: 'ord_1', userId: u.userId, plan: 'basic', amountCents: 19700 });
    const [row] = await t.services.db.select().from(orders).where(eq(orders.id, 'ord_1'));
    expect(row?.amountCents).toBe(19700);
    await expect(
      t.services.db.insert(orders).values({ id: 'ord_2', userId: u.userId, plan: 'basic', amountCents: -5 }),
    ).rejects.toThrow();
  });
});

describe('demo seed', () => {
  it('seeds the three demo accounts only into an empty database', async () => {
    const fresh = await startTestApp();
    try {
      expect(await seedDemoUsers(fresh.services)).toBe(3);
      expect(await seedDemoUsers(fresh.services)).toBe(0);
      const rows = await fresh.services.db.select().from(profiles).orderBy(profiles.email);
      expect(rows.map((r) => [r.email, r.role, r.credits])).toEqual([
        ['admin@leaseaudit.local', 'admin', 0],
        ['assistant@leaseaudit.local', 'assistant', 0],
        ['customer@leaseaudit.local', 'user', 1],
      ]);
      for (const demo of DEMO_USERS) {
        const res = await fresh
          .client()
          .post('/api/auth/sign-in/email', { email: demo.email, password: demo.password });
        expect(res.status).toBe(200);
      }
    } finally {
      await fresh.stop();
    }
  });

  it('reports which database it runs on', async () => {
    const [row] = await t.services.handle.query<{ v: string }>('select version() as v');
    expect(row?.v).toMatch(/PostgreSQL/);
    expect(t.services.handle.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    await t.services.db.execute(sql`select 1`);
  });
});
