import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviewDecisions } from '../../src/server/db/schema';
import type { AdminOrder } from '../../src/shared/contracts/admin';
import { insertAnalysedRequest, insertFindingDecisions, seedPaidOrder } from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * The money-back guarantee flag (decision 0044): a published report with no priced finding
 * flags the order that paid for the request; a later publication with one clears it.
 */

let t: TestApp;
let customer: SignedInClient;
let assistant: SignedInClient;
let admin: SignedInClient;

beforeAll(async () => {
  t = await startTestApp();
  customer = await t.newUser();
  assistant = await t.newUser({ role: 'assistant' });
  admin = await t.newUser({ role: 'admin' });
});
afterAll(async () => {
  await t.stop();
});

const SAMPLE_PDF = readFileSync(
  path.resolve(import.meta.dirname, '../../../shared/samples/sample-01/bill.pdf'),
);

/** A finished sample-01 analysis paid by a fresh order, with both findings decided. */
async function paidRequest(f1: 'confirm' | 'reject' | 'zero', f2: 'confirm' | 'reject' | 'zero' = 'reject') {
  const made = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
  const order = await seedPaidOrder(t.services.db, customer.userId, { requestId: made.requestId });
  const decision = (d: typeof f1) =>
    d === 'zero' ? { action: 'adjust' as const, amountCents: 0 } : { action: d };
  await insertFindingDecisions(t.services.db, made.requestId, { f1: decision(f1), f2: decision(f2) });
  return { requestId: made.requestId, orderId: order.id };
}

const publish = async (requestId: string) => {
  const res = await assistant.client.post(`/api/assistant/requests/${requestId}/publish`, {
    source: 'generated',
  });
  expect(res.status).toBe(201);
};
const flagOf = async (orderId: string) =>
  (await t.services.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.guaranteeEligibleAt;

async function adminOrder(orderId: string): Promise<AdminOrder> {
  const res = await admin.client.get('/api/admin/orders?limit=200');
  const { orders: list } = (await res.json()) as { orders: AdminOrder[] };
  return list.find((o) => o.id === orderId)!;
}

describe('guarantee flag on publish', () => {
  it('flags the order when every finding was rejected or set to $0, and the admin sees it', async () => {
    const { requestId, orderId } = await paidRequest('reject', 'zero');
    await publish(requestId);
    expect(await flagOf(orderId)).not.toBeNull();
    expect(await adminOrder(orderId)).toMatchObject({ guarantee_eligible: true, refundable: true });
  });

  it('does not flag an order whose report priced a finding', async () => {
    const { requestId, orderId } = await paidRequest('confirm');
    await publish(requestId);
    expect(await flagOf(orderId)).toBeNull();
    expect((await adminOrder(orderId)).guarantee_eligible).toBe(false);
  });

  it('a republication with a priced finding clears the flag', async () => {
    const { requestId, orderId } = await paidRequest('reject');
    await publish(requestId);
    expect(await flagOf(orderId)).not.toBeNull();
    await t.services.db
      .update(reviewDecisions)
      .set({ action: 'confirm', reason: null })
      .where(and(eq(reviewDecisions.requestId, requestId), eq(reviewDecisions.findingId, 'f1')));
    await publish(requestId);
    expect(await flagOf(orderId)).toBeNull();
  });

  it('an uploaded report is judged on the reviewed audit published with it', async () => {
    const { requestId, orderId } = await paidRequest('reject');
    const fd = new FormData();
    fd.append('file', new File([new Uint8Array(SAMPLE_PDF)], 'enhanced.pdf', { type: 'application/pdf' }));
    const res = await assistant.client.send(
      'POST',
      `/api/assistant/requests/${requestId}/publish/upload`,
      fd,
    );
    expect(res.status).toBe(201);
    expect(await flagOf(orderId)).not.toBeNull();
  });

  it('a request paid by a granted credit (no order) publishes without a flag to set', async () => {
    const made = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    await insertFindingDecisions(t.services.db, made.requestId, {
      f1: { action: 'reject' },
      f2: { action: 'reject' },
    });
    await publish(made.requestId);
    const flagged = await t.services.db.select().from(orders).where(eq(orders.requestId, made.requestId));
    expect(flagged).toEqual([]);
  });
});
