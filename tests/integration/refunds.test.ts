import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, type outboundEmails, profiles } from '../../src/server/db/schema';
import { BuiltInGateway } from '../../src/server/modules/billing/built-in-gateway';
import {
  type ChargeView,
  type PaymentGateway,
  PaymentProviderError,
  type RefundInput,
} from '../../src/server/modules/billing/payment-gateway';
import { applyChargeRefunded } from '../../src/server/modules/billing/record-refund';
import { type AdminOrder, adminOrderSchema } from '../../src/shared/contracts/admin';
import { checkoutResponseSchema } from '../../src/shared/contracts/billing';
import { seedAdminRequest, seedPaidOrder } from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * Refunds (decision 0044): the admin's one action asks the provider with an idempotency key;
 * charge.refunded marks the order refunded, lowers the amount spent, takes back the credit
 * only when unused, and mails the customer once.
 */

let t: TestApp;
let admin: SignedInClient;
let realGateway: PaymentGateway;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.newUser({ role: 'admin' });
  realGateway = t.services.payments;
});
afterAll(async () => {
  await t.stop();
});

/** A provider stand-in: records the refund calls; `fail` makes the next call fail. */
class RecordingGateway {
  calls: RefundInput[] = [];
  fail: string | null = null;
  async refund(input: RefundInput) {
    this.calls.push(input);
    if (this.fail) {
      const message = this.fail;
      this.fail = null;
      throw new PaymentProviderError('provider', message);
    }
    return { id: `re_${input.orderId}`, status: 'succeeded' };
  }
}

function useGateway(fake: RecordingGateway) {
  t.services.payments = { ...realGateway, refund: (i: RefundInput) => fake.refund(i) } as PaymentGateway;
}
function restoreGateway() {
  t.services.payments = realGateway;
}

const refund = (orderId: string, body: unknown = { reason: 'guarantee' }) =>
  admin.client.post(`/api/admin/orders/${orderId}/refund`, body);
const orderOf = async (id: string) =>
  (await t.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const profileOf = async (id: string) =>
  (await t.services.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

/** charge.refunded as the webhook applies it (in its transaction, the charge re-read). */
async function chargeRefunded(
  order: { paymentIntentId: string | null; amountCents: number },
  refundedCents?: number,
) {
  const charge: ChargeView = {
    id: `ch_${order.paymentIntentId}`,
    paymentIntentId: order.paymentIntentId,
    amountCents: order.amountCents,
    amountRefundedCents: refundedCents ?? order.amountCents,
    refunded: (refundedCents ?? order.amountCents) >= order.amountCents,
  };
  return t.services.db.transaction((tx) => applyChargeRefunded(tx, t.services, charge));
}

const refundMails = async (email: string) =>
  (await t.mailsTo(email)).filter((m: typeof outboundEmails.$inferSelect) => m.kind === 'refund_issued');

describe('POST /api/admin/orders/:id/refund (provider stand-in)', () => {
  it('asks the provider once with the idempotency key, logs it, and a second click gets 409', async () => {
    const fake = new RecordingGateway();
    useGateway(fake);
    try {
      const customer = await t.newUser();
      const order = await seedPaidOrder(t.services.db, customer.userId, { credit: true });
      const res = await refund(order.id);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { order: AdminOrder };
      expect(adminOrderSchema.parse(body.order)).toMatchObject({ id: order.id, refundable: false });
      expect(body.order.refund_requested_at).not.toBeNull();
      expect(fake.calls).toEqual([
        {
          paymentIntentId: order.paymentIntentId,
          amountCents: 19_700,
          idempotencyKey: `refund-${order.id}`,
          orderId: order.id,
        },
      ]);
      expect((await orderOf(order.id)).refundId).toBe(`re_${order.id}`);
      const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, order.id));
      expect(entry).toMatchObject({ action: 'order.refund', actorUserId: admin.userId, targetType: 'order' });

      const again = await refund(order.id);
      expect(again.status).toBe(409);
      expect(fake.calls).toHaveLength(1);
    } finally {
      restoreGateway();
    }
  });

  it('concurrent clicks ask the provider once', async () => {
    const fake = new RecordingGateway();
    useGateway(fake);
    try {
      const customer = await t.newUser();
      const order = await seedPaidOrder(t.services.db, customer.userId);
      const answers = await Promise.all([refund(order.id), refund(order.id), refund(order.id)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      expect(fake.calls).toHaveLength(1);
    } finally {
      restoreGateway();
    }
  });

  it("a provider failure answers 502 with the provider's message and the admin can retry", async () => {
    const fake = new RecordingGateway();
    useGateway(fake);
    try {
      const customer = await t.newUser();
      const order = await seedPaidOrder(t.services.db, customer.userId);
      fake.fail = 'Charge ch_123 has already been refunded.';
      const failed = await refund(order.id);
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { error: { message: string } }).error.message).toBe(
        'Charge ch_123 has already been refunded.',
      );
      expect((await orderOf(order.id)).refundRequestedAt).toBeNull();

      const retry = await refund(order.id);
      expect(retry.status).toBe(200);
      expect(fake.calls.map((c) => c.idempotencyKey)).toEqual([`refund-${order.id}`, `refund-${order.id}`]);
    } finally {
      restoreGateway();
    }
  });

  it('refuses an order already refunded, unpaid, or unknown; validates the reason', async () => {
    const fake = new RecordingGateway();
    useGateway(fake);
    try {
      const customer = await t.newUser();
      const refunded = await seedPaidOrder(t.services.db, customer.userId, { status: 'refunded' });
      const res = await refund(refunded.id);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'This order has already been refunded.',
      );
      const delayed = await seedPaidOrder(t.services.db, customer.userId, { status: 'processing' });
      expect((await refund(delayed.id)).status).toBe(409);
      expect((await refund('ord_missing')).status).toBe(404);
      const ok = await seedPaidOrder(t.services.db, customer.userId);
      expect((await refund(ok.id, { reason: 'because' })).status).toBe(400);
      expect(fake.calls).toHaveLength(0);
    } finally {
      restoreGateway();
    }
  });
});

describe('charge.refunded', () => {
  it('marks the order refunded, lowers the amount spent, removes the unused credit, mails once', async () => {
    const customer = await t.newUser();
    const order = await seedPaidOrder(t.services.db, customer.userId, { credit: true, plan: 'premium' });
    expect(await profileOf(customer.userId)).toMatchObject({ credits: 1, subscriptionTier: 'premium' });

    expect(await chargeRefunded(order)).toBe('refunded');
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: 39_700 });
    expect(after.refundedAt).not.toBeNull();
    expect(after.creditRevokedAt).not.toBeNull();
    expect(await profileOf(customer.userId)).toMatchObject({
      credits: 0,
      subscriptionTier: null,
      totalAmountSpentCents: 0,
    });

    // The same refund reported again (another event id) changes nothing.
    expect(await chargeRefunded(order)).toBe('already_refunded');
    expect((await profileOf(customer.userId)).credits).toBe(0);
    const mails = await refundMails(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('$397.00');
    expect(mails[0]!.textBody).toContain('unused analysis credit');
  });

  it('keeps a credit already spent on a request (the customer keeps the analysis)', async () => {
    const customer = await t.newUser();
    const requestId = await seedAdminRequest(t.services.db, customer.userId, {
      submittedAt: new Date(),
      documents: [{ analysisStatus: 'completed' }],
    });
    const used = await seedPaidOrder(t.services.db, customer.userId, { requestId });
    // A second, unused purchase: its credit must survive the refund of the first.
    await seedPaidOrder(t.services.db, customer.userId, { credit: true });
    expect(await chargeRefunded(used)).toBe('refunded');
    expect((await orderOf(used.id)).creditRevokedAt).toBeNull();
    expect((await profileOf(customer.userId)).credits).toBe(1);
    const [mail] = await refundMails(customer.email);
    expect(mail!.textBody).toContain('$197.00');
    expect(mail!.textBody).not.toContain('credit');
  });

  it('a partial refund records the cents and keeps the order and its credit', async () => {
    const customer = await t.newUser();
    const order = await seedPaidOrder(t.services.db, customer.userId, { credit: true });
    expect(await chargeRefunded(order, 5_000)).toBe('partial_refund');
    expect(await orderOf(order.id)).toMatchObject({
      status: 'completed',
      refundedCents: 5_000,
      creditRevokedAt: null,
    });
    expect(await profileOf(customer.userId)).toMatchObject({ credits: 1, totalAmountSpentCents: 14_700 });
  });

  it('an unknown charge changes nothing', async () => {
    expect(await chargeRefunded({ paymentIntentId: 'pi_nobody', amountCents: 100 })).toBe('unknown_charge');
  });
});

describe('the whole refund through the built-in test-mode checkout', () => {
  it('buy, refund with one action, the order refunded and the credit gone', async () => {
    const gateway = t.services.payments;
    expect(gateway).toBeInstanceOf(BuiltInGateway);
    const customer = await t.newUser();
    const started = await customer.client.post('/api/checkout', { plan: 'basic' });
    expect(started.status).toBe(200);
    const { sessionId } = checkoutResponseSchema.parse(await started.json());
    expect((await customer.client.post(`/api/checkout/test-sessions/${sessionId}/complete`)).status).toBe(
      200,
    );
    const [order] = await t.services.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
    expect(order).toMatchObject({ status: 'completed' });
    expect((await profileOf(customer.userId)).credits).toBe(1);

    const res = await refund(order!.id);
    expect(res.status).toBe(200);
    await (gateway as BuiltInGateway).settled();
    expect(await orderOf(order!.id)).toMatchObject({ status: 'refunded', refundedCents: 19_700 });
    expect(await profileOf(customer.userId)).toMatchObject({ credits: 0, subscriptionTier: null });
    expect(await refundMails(customer.email)).toHaveLength(1);

    const orderList = await customer.client.get('/api/orders');
    const { orders: mine } = (await orderList.json()) as {
      orders: { status: string; refunded_cents: number }[];
    };
    expect(mine[0]).toMatchObject({ status: 'refunded', refunded_cents: 19_700 });
    expect((await refund(order!.id)).status).toBe(409);
  });
});
