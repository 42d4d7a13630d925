import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the few Stripe API endpoints the server calls (issue 13), on loopback.
 * The real SDK is pointed at it through STRIPE_API_BASE (host/port/protocol), so the tests
 * exercise the SDK's own request encoding, error classes and retries.
 */

export const FAKE_WEBHOOK_SECRET = 'whsec_fake_test_secret_for_integration';
export const FAKE_SECRET_KEY = 'sk_test_fake_integration_key';
export const FAKE_PRICES: Record<string, number> = { price_basic_fake: 19_700, price_premium_fake: 39_700 };

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  success_url?: string;
  cancel_url?: string;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  payment_intent: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat keys (`line_items[0][price]`, `metadata[plan]`, ...). */
  params: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly charges = new Map<string, FakeCharge>();
  readonly requests: RecordedRequest[] = [];
  private readonly refundsByKey = new Map<string, unknown>();
  private nextError: { status: number; error: Record<string, unknown> } | null = null;
  private socketsToDrop = 0;
  private counter = 0;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** The env a test app needs to talk to this fake. */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC: 'price_basic_fake',
      STRIPE_PRICE_PREMIUM: 'price_premium_fake',
      STRIPE_API_BASE: this.url,
      ...extra,
    };
  }

  /** The next POST /v1/checkout/sessions answers this Stripe error. */
  failNextCreate(status: number, error: { type: string; message: string; param?: string; code?: string }) {
    this.nextError = { status, error };
  }

  /** The next `count` requests lose their connection (the SDK retries once, so 2 = a network failure). */
  dropConnections(count: number) {
    this.socketsToDrop = count;
  }

  createdSessions(): RecordedRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  }

  /** A session made directly (as if another integration created it). */
  addSession(partial: Partial<FakeSession> & { client_reference_id: string | null }): FakeSession {
    const id = `cs_test_fake_${++this.counter}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      customer_email: null,
      metadata: { plan: 'basic' },
      amount_total: 19_700,
      currency: 'usd',
      payment_intent: null,
      ...partial,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** The customer finished the hosted page: paid (card) or unpaid (a delayed method clearing). */
  completeSession(id: string, paymentStatus: 'paid' | 'unpaid' = 'paid'): FakeSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    session.status = 'complete';
    session.payment_status = paymentStatus;
    if (!session.payment_intent) {
      session.payment_intent = `pi_fake_${++this.counter}`;
      const charge: FakeCharge = {
        id: `ch_fake_${this.counter}`,
        object: 'charge',
        payment_intent: session.payment_intent,
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
      };
      this.charges.set(charge.id, charge);
    }
    return session;
  }

  /** A real-shaped event, signed as Stripe signs it. */
  signedEvent(
    type: string,
    object: { id: string } & Record<string, unknown>,
    opts: { id?: string; secret?: string } = {},
  ): { payload: string; header: string; id: string } {
    const id = opts.id ?? `evt_fake_${++this.counter}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? FAKE_WEBHOOK_SECRET,
    });
    return { payload, header, id };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (this.socketsToDrop > 0) {
      this.socketsToDrop--;
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const method = req.method ?? 'GET';
    this.requests.push({ method, path: url.pathname, params, headers: req.headers });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${this.counter}` });
      res.end(JSON.stringify(body));
    };
    const missing = (what: string, id: string) =>
      send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}: '${id}'`,
        },
      });

    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (this.nextError) {
        const { status, error } = this.nextError;
        this.nextError = null;
        return send(status, { error });
      }
      const priceId = params['line_items[0][price]'];
      const inline = params['line_items[0][price_data][unit_amount]'];
      const amount = priceId ? FAKE_PRICES[priceId] : Number(inline);
      if (amount === undefined || Number.isNaN(amount)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: `No such price: '${priceId}'`,
            param: 'line_items[0][price]',
          },
        });
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const session = this.addSession({
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        metadata,
        amount_total: amount,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
      });
      return send(200, session);
    }
    let m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && m) {
      const session = this.sessions.get(m[1]!);
      return session ? send(200, session) : missing('checkout.session', m[1]!);
    }
    m = /^\/v1\/charges\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && m) {
      const charge = this.charges.get(m[1]!);
      return charge ? send(200, charge) : missing('charge', m[1]!);
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(req.headers['idempotency-key'] ?? '');
      if (key && this.refundsByKey.has(key)) return send(200, this.refundsByKey.get(key));
      const charge = [...this.charges.values()].find((c) => c.payment_intent === params.payment_intent);
      if (!charge) return missing('payment_intent', params.payment_intent ?? '');
      const amount = Number(params.amount ?? charge.amount - charge.amount_refunded);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      const refund = {
        id: `re_fake_${++this.counter}`,
        object: 'refund',
        status: 'succeeded',
        amount,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        metadata: { order_id: params['metadata[order_id]'] },
      };
      if (key) this.refundsByKey.set(key, refund);
      return send(200, refund);
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname})`,
      },
    });
  }
}

export async function startFakeStripe(): Promise<FakeStripe> {
  return new FakeStripe().start();
}
