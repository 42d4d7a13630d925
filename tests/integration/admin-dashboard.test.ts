import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminStats,
  AuditPage,
  EngineQuality,
  OrderPage,
  OverdueList,
} from '../../src/shared/contracts/admin';
import {
  seedAdminCustomer,
  seedAdminRequest,
  seedOrder,
  seedReportPublication,
  seedReviewDecisions,
} from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * The admin dashboard's figures and lists on a database holding exactly what each test
 * puts there: every number is checked against the rows that make it.
 */
let t: TestApp;
let admin: SignedInClient;
const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.newUser({ role: 'admin' });
});
afterAll(async () => {
  await t.stop();
});

const getJson = async <T>(path: string) => {
  const res = await admin.client.get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

describe('stats', () => {
  const ids: Record<string, string> = {};
  it('starts at zero', async () => {
    const stats = await getJson<AdminStats>('/api/admin/stats');
    expect(stats).toMatchObject({
      totalUsers: 0,
      premiumUsers: 0,
      conversionRatePct: 0,
      revenue: '0.00',
      totalRequests: 0,
      overdueRequests: 0,
      medianHoursToReport: null,
    });
  });

  it('counts customers, premium, conversion and revenue as spec 9', async () => {
    const db = t.services.db;
    ids.p1 = await seedAdminCustomer(db, { tier: 'premium', credits: 1, spentCents: 39_700 });
    ids.p2 = await seedAdminCustomer(db, { tier: 'premium', credits: 1, spentCents: 39_701 });
    ids.b1 = await seedAdminCustomer(db, { tier: 'basic', credits: 1, spentCents: 19_700 });
    // Staff with money spent and a tier count for nothing.
    await seedAdminCustomer(db, { role: 'assistant', tier: 'premium', spentCents: 5_000 });
    const stats = await getJson<AdminStats>('/api/admin/stats');
    expect(stats.totalUsers).toBe(3);
    expect(stats.premiumUsers).toBe(2);
    // 2 / 3 = 66.666...% -> 66.7
    expect(stats.conversionRatePct).toBe(66.7);
    expect(stats.revenueCents).toBe(99_101);
    expect(stats.revenue).toBe('991.01');
  });

  it('counts requests by derived status, the overdue ones and the median time to report', async () => {
    const db = t.services.db;
    const u = ids.p1!;
    // Completed in 10 h (first publication; the second does not count).
    const r1 = await seedAdminRequest(db, u, {
      submittedAt: hoursAgo(100),
      documents: [{ analysisStatus: 'completed', vaDesignStatus: 'completed' }],
    });
    await seedReportPublication(db, r1, hoursAgo(90), 1);
    await seedReportPublication(db, r1, hoursAgo(1), 2);
    // Completed in 30 h.
    const r2 = await seedAdminRequest(db, u, {
      submittedAt: hoursAgo(60),
      documents: [{ analysisStatus: 'completed', vaDesignStatus: 'completed' }],
    });
    await seedReportPublication(db, r2, hoursAgo(30));
    // Completed in 50 h.
    const r3 = await seedAdminRequest(db, u, {
      submittedAt: hoursAgo(51),
      documents: [{ analysisStatus: 'completed', vaDesignStatus: 'completed' }],
    });
    await seedReportPublication(db, r3, hoursAgo(1));
    // Overdue: in review for 72 h (the later document decides: in_progress).
    ids.late1 = await seedAdminRequest(db, ids.p2!, {
      submittedAt: hoursAgo(72.5),
      documents: [{ analysisStatus: 'failed' }, { analysisStatus: 'completed' }],
    });
    // Overdue: failed 49 h ago.
    ids.late2 = await seedAdminRequest(db, ids.b1!, {
      submittedAt: hoursAgo(49.5),
      documents: [{ analysisStatus: 'failed' }],
    });
    // Not overdue yet: processing, 47 h.
    await seedAdminRequest(db, u, {
      submittedAt: hoursAgo(47),
      documents: [{ analysisStatus: 'processing' }],
    });
    // Pending, fresh.
    await seedAdminRequest(db, u, { submittedAt: hoursAgo(1), documents: [{ analysisStatus: 'pending' }] });

    const stats = await getJson<AdminStats>('/api/admin/stats');
    expect(stats.totalRequests).toBe(7);
    expect(stats.requestsByStatus).toEqual({
      pending: 1,
      processing: 1,
      in_progress: 1,
      completed: 3,
      failed: 1,
    });
    expect(stats.overdueRequests).toBe(2);
    expect(stats.medianHoursToReport).toBe(30);
  });

  it('lists the overdue requests, most overdue first, with customer and hours late', async () => {
    const { requests } = await getJson<OverdueList>('/api/admin/overdue');
    expect(requests.map((r) => r.request_id)).toEqual([ids.late1, ids.late2]);
    expect(requests[0]).toMatchObject({ user_id: ids.p2, status: 'in_progress', hours_late: 24 });
    expect(requests[1]).toMatchObject({ user_id: ids.b1, status: 'failed', hours_late: 1 });
    expect(requests[0]!.email).toMatch(/@example\.com$/);
  });
});

describe('orders and documents', () => {
  it('lists every order newest first, paginated, with the buyer', async () => {
    const db = t.services.db;
    const buyer = await seedAdminCustomer(db, { email: 'buyer@orders.test' });
    const other = await seedAdminCustomer(db);
    const oldest = await seedOrder(db, buyer, { status: 'completed', createdAt: hoursAgo(3) });
    const middle = await seedOrder(db, other, {
      status: 'failed',
      plan: 'premium',
      amountCents: 39_700,
      createdAt: hoursAgo(2),
    });
    const newest = await seedOrder(db, buyer, { status: 'processing', createdAt: hoursAgo(1) });
    const first = await getJson<OrderPage>('/api/admin/orders?limit=2');
    expect(first.total).toBe(3);
    expect(first.orders.map((o) => o.id)).toEqual([newest, middle]);
    expect(first.orders[0]).toMatchObject({
      email: 'buyer@orders.test',
      status: 'processing',
      amount_cents: 19_700,
    });
    const second = await getJson<OrderPage>(`/api/admin/orders?limit=2&cursor=${first.next_cursor}`);
    expect(second.orders.map((o) => o.id)).toEqual([oldest]);
    expect(second.next_cursor).toBeNull();
    expect(
      (
        await getJson<{ documents: { analysis_status: string | null }[] }>('/api/admin/documents')
      ).documents.every((d) => d.analysis_status !== null),
    ).toBe(true);
  });
});

describe('audit log', () => {
  it('shows staff actions newest first with actor, target and before/after, paginated', async () => {
    const target = await seedAdminCustomer(t.services.db, { email: 'audited@tenants.test' });
    expect(
      (
        await admin.client.post(`/api/admin/users/${target}/credits`, {
          credits_to_add: 2,
          subscription_tier: 'basic',
        })
      ).status,
    ).toBe(200);
    expect((await admin.client.patch(`/api/admin/users/${target}`, { role: 'assistant' })).status).toBe(200);
    const first = await getJson<AuditPage>('/api/admin/audit-log?limit=1');
    expect(first.entries).toHaveLength(1);
    expect(first.entries[0]).toMatchObject({
      action: 'admin.user',
      actor_id: admin.userId,
      actor_email: admin.email,
      target_type: 'user',
      target_id: target,
      target_email: 'audited@tenants.test',
      details: { before: { role: 'user' }, after: { role: 'assistant' } },
    });
    const second = await getJson<AuditPage>(`/api/admin/audit-log?limit=1&cursor=${first.next_cursor}`);
    expect(second.entries[0]).toMatchObject({
      action: 'admin.credits',
      details: { before: { credits: 0, tier: null }, after: { credits: 2, tier: 'basic' } },
    });
    expect((await admin.client.get('/api/admin/audit-log?cursor=garbage')).status).toBe(400);
  });
});

describe('engine quality', () => {
  beforeAll(async () => {
    const recent = hoursAgo(24);
    await seedReviewDecisions(t.services.db, [
      { action: 'confirm', rule: 'cam_cap', originalAmountCents: 10_000, updatedAt: recent },
      { action: 'confirm', rule: 'cam_cap', originalAmountCents: 5_000, updatedAt: recent },
      {
        action: 'adjust',
        rule: 'cam_cap',
        originalAmountCents: 8_000,
        amountCents: 6_000,
        updatedAt: recent,
      },
      { action: 'reject', rule: 'cam_cap', originalAmountCents: 2_000, updatedAt: recent },
      { action: 'add', rule: 'cam_cap', amountCents: 1_500, updatedAt: recent },
      { action: 'reject', rule: 'admin_fee, "gross-up"', originalAmountCents: 700, updatedAt: recent },
      // Outside 30 days: counted only with ?days=60.
      { action: 'reject', rule: 'cam_cap', originalAmountCents: 9_999, updatedAt: hoursAgo(24 * 40) },
    ]);
  });

  it('counts decisions per rule with precision, recall and dollars', async () => {
    const q = await getJson<EngineQuality>('/api/admin/engine-quality');
    expect(q.days).toBe(30);
    const cam = q.rules.find((r) => r.rule === 'cam_cap');
    expect(cam).toEqual({
      rule: 'cam_cap',
      confirmed: 2,
      adjusted: 1,
      rejected: 1,
      added: 1,
      precision: 0.75,
      recall: 0.75,
      found_cents: 25_000,
      reviewed_cents: 22_500,
    });
    const fee = q.rules.find((r) => r.rule === 'admin_fee, "gross-up"');
    expect(fee).toMatchObject({
      rejected: 1,
      precision: 0,
      recall: null,
      found_cents: 700,
      reviewed_cents: 0,
    });
    expect(q.total).toMatchObject({ confirmed: 2, adjusted: 1, rejected: 2, added: 1, found_cents: 25_700 });
    const wider = await getJson<EngineQuality>('/api/admin/engine-quality?days=60');
    expect(wider.rules.find((r) => r.rule === 'cam_cap')?.rejected).toBe(2);
    expect((await admin.client.get('/api/admin/engine-quality?days=0')).status).toBe(400);
    expect((await admin.client.get('/api/admin/engine-quality?days=abc')).status).toBe(400);
  });

  it('exports the same numbers as CSV, as an attachment not stored by caches', async () => {
    const res = await admin.client.get('/api/admin/engine-quality.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="engine-quality-30d\.csv"/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('rule,confirmed,adjusted,rejected,added,precision,recall,found_usd,reviewed_usd');
    expect(lines).toContain('cam_cap,2,1,1,1,0.75,0.75,250.00,225.00');
    expect(lines).toContain('"admin_fee, ""gross-up""",0,0,1,0,0,,7.00,0.00');
    expect(lines.at(-1)).toBe('All rules,2,1,2,1,0.6,0.75,257.00,225.00');
  });
});
