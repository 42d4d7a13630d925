import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { PLANS } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { testCheckoutSessions } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import {
  type ChargeView,
  type CheckoutSessionView,
  type CreateCheckoutInput,
  type PaymentEvent,
  type PaymentGateway,
  PaymentProviderError,
  type RefundInput,
  WebhookSignatureError,
} from './payment-gateway';

/** Hands a signed event to the webhook receiver (wired by connectPayments, create-gateway.ts). */
export type DeliverEvent = (rawBody: string, signatureHeader: string) => Promise<unknown>;

type TestSessionRow = typeof testCheckoutSessions.$inferSelect;

const token = () => randomBytes(12).toString('hex');

/**
 * The built-in test-mode checkout (no STRIPE_SECRET_KEY; decision 0041). Sessions live in
 * test_checkout_sessions; paying one builds a real-shaped Stripe event, signs it with this
 * process's own secret through the SDK, and hands it to the same receiveWebhook the HTTP
 * route uses, so the test journey runs the production fulfilment code.
 */
export class BuiltInGateway implements PaymentGateway {
  readonly mode = 'test' as const;
  /** Fresh per process: nobody outside can forge an event for it. */
  private readonly secret = `whsec_${randomBytes(24).toString('hex')}`;
  private deliver: DeliverEvent | null = null;
  /** Refund deliveries under way (refund() returns before its charge.refunded is applied). */
  private readonly pending = new Set<Promise<void>>();
  /** Same Idempotency-Key, same refund (as Stripe does), for this process's life. */
  private readonly refunds = new Map<string, { id: string; status: string }>();

  constructor(
    private readonly db: Database,
    private readonly env: Env,
    private readonly logger: Logger,
  ) {}

  connect(deliver: DeliverEvent): void {
    this.deliver = deliver;
  }

  async createCheckoutSession(input: CreateCheckoutInput) {
    const id = `cs_test_${token()}`;
    await this.db.insert(testCheckoutSessions).values({
      id,
      userId: input.userId,
      customerEmail: input.email,
      plan: input.plan,
      amountCents: PLANS[input.plan].priceCents,
      currency: 'usd',
      successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
      cancelUrl: input.cancelUrl,
    });
    return { id, url: this.checkoutUrl(id) };
  }

  /** The session as its owner's checkout page shows it; null when missing or someone else's. */
  async findForUser(id: string, userId: string): Promise<TestSessionRow | null> {
    const [row] = await this.db
      .select()
      .from(testCheckoutSessions)
      .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * "Pay": marks the session paid and delivers a signed checkout.session.completed through
   * the webhook receiver, awaited, so the credit is there when the browser reaches
   * /purchase-success. Paying again re-delivers (harmless: fulfilment is once per session).
   * Null when the session is missing, someone else's, or cancelled.
   */
  async complete(id: string, userId: string): Promise<TestSessionRow | null> {
    const [row] = await this.db
      .update(testCheckoutSessions)
      .set({
        status: 'complete',
        paymentIntentId: sql`coalesce(${testCheckoutSessions.paymentIntentId}, ${`pi_test_${token()}`})`,
        chargeId: sql`coalesce(${testCheckoutSessions.chargeId}, ${`ch_test_${token()}`})`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(testCheckoutSessions.id, id),
          eq(testCheckoutSessions.userId, userId),
          inArray(testCheckoutSessions.status, ['open', 'complete']),
        ),
      )
      .returning();
    if (!row) return null;
    await this.deliverEvent('checkout.session.completed', this.sessionObject(row));
    return row;
  }

  /** "Cancel": the session expires unpaid; nothing is charged or delivered. */
  async cancel(id: string, userId: string): Promise<TestSessionRow | null> {
    const [row] = await this.db
      .update(testCheckoutSessions)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(
        and(
          eq(testCheckoutSessions.id, id),
          eq(testCheckoutSessions.userId, userId),
          eq(testCheckoutSessions.status, 'open'),
        ),
      )
      .returning();
    return row ?? (await this.findForUser(id, userId));
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSessionView> {
    const [row] = await this.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.id, id))
      .limit(1);
    if (!row) throw new PaymentProviderError('provider', `No such checkout.session: '${id}'`);
    return {
      id: row.id,
      url: this.checkoutUrl(row.id),
      status: row.status as CheckoutSessionView['status'],
      paymentStatus: row.status === 'complete' ? 'paid' : 'unpaid',
      userId: row.userId,
      plan: row.plan,
      amountTotalCents: row.amountCents,
      currency: row.currency,
      paymentIntentId: row.paymentIntentId,
    };
  }

  async retrieveCharge(id: string): Promise<ChargeView> {
    const [row] = await this.db
      .select()
      .from(testCheckoutSessions)
      .where(eq(testCheckoutSessions.chargeId, id))
      .limit(1);
    if (!row) throw new PaymentProviderError('provider', `No such charge: '${id}'`);
    return {
      id,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
      amountRefundedCents: row.refundedCents,
      refunded: row.refundedCents >= row.amountCents,
    };
  }

  /**
   * Records the refund and returns at once; the signed charge.refunded follows on the next
   * turn of the event loop (decision 0041), so a caller inside a transaction is never
   * waiting on its own webhook (on PGlite, one connection, that would deadlock). Tests
   * await `settled()`.
   */
  async refund(input: RefundInput): Promise<{ id: string; status: string }> {
    const known = this.refunds.get(input.idempotencyKey);
    if (known) return known;
    const [row] = await this.db
      .update(testCheckoutSessions)
      .set({
        refundedCents: sql`${testCheckoutSessions.refundedCents} + ${input.amountCents}`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(testCheckoutSessions.paymentIntentId, input.paymentIntentId),
          sql`${testCheckoutSessions.refundedCents} + ${input.amountCents} <= ${testCheckoutSessions.amountCents}`,
        ),
      )
      .returning();
    if (!row?.chargeId) {
      throw new PaymentProviderError('provider', `Charge for ${input.paymentIntentId} cannot be refunded`);
    }
    const refund = {
      id: `re_test_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`,
      status: 'succeeded',
    };
    this.refunds.set(input.idempotencyKey, refund);
    const chargeId = row.chargeId;
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliverEvent('charge.refunded', { id: chargeId, object: 'charge' }))
      .catch((err) => this.logger.error({ err, chargeId }, 'test-mode charge.refunded delivery failed'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return refund;
  }

  /** Resolves once every refund event handed out so far has been delivered. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent {
    if (!signatureHeader) throw new WebhookSignatureError('Missing webhook signature');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, this.secret);
    } catch (err) {
      throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid webhook signature');
    }
    const object = event.data.object as { id?: unknown };
    return { id: event.id, type: event.type, objectId: typeof object.id === 'string' ? object.id : '' };
  }

  private checkoutUrl(id: string): string {
    return `${this.env.APP_URL}/checkout/test?session_id=${encodeURIComponent(id)}`;
  }

  private sessionObject(row: TestSessionRow) {
    return {
      id: row.id,
      object: 'checkout.session',
      status: row.status,
      payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
      client_reference_id: row.userId,
      metadata: { plan: row.plan, user_id: row.userId },
      amount_total: row.amountCents,
      currency: row.currency,
      payment_intent: row.paymentIntentId,
    };
  }

  private async deliverEvent(type: string, object: Record<string, unknown>): Promise<void> {
    if (!this.deliver) throw new Error('the built-in checkout is not connected to the webhook receiver');
    const payload = JSON.stringify({
      id: `evt_test_${token()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    await this.deliver(payload, header);
  }
}
