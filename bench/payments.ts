/**
 * Section `payments`: the signed-webhook fulfilment (issue 13) through the real HTTP API on
 * PostgreSQL, the Stripe SDK pointed at the tests' local fake Stripe API.
 *
 * 1. Throughput and p99 of `checkout.session.completed` deliveries, each a distinct paid
 *    session of the demo customer, WEBHOOK_CONCURRENCY at a time (closed loop): signature
 *    check, the session re-read from the fake, and one transaction (event row, order, credit,
 *    receipt e-mail + its job). Reference: the bare Hono server's /webhook, which only
 *    verifies the same signatures, driven the same way in the same run. Every delivery must
 *    grant exactly one credit: the run checks the customer's credits afterwards.
 * 2. Webhook to credit visible: one delivery at a time, then GET /api/me until the credit
 *    shows; the time from sending the webhook to the first /api/me that shows it. Reference:
 *    the webhook's own round trip in the same loop, so the ratio is what the customer waits
 *    beyond the fulfilment itself (the session cache must not hide the credit). The bare
 *    /webhook round trip is in the note.
 *
 * bench/README.md ("Payments") explains the method.
 */
import { DEMO_USERS } from '../src/server/db/demo-users';
import { FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from '../tests/support/fake-stripe';
import { getJson, signIn } from './lib/http';
import { type RunningServer, startApp, startBare, stopServer } from './lib/servers';
import { median } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const SECTION = 'payments';
const WEBHOOK_EVENTS = 600;
const WEBHOOK_CONCURRENCY = 10;
const VISIBLE_RUNS = 20;
/** Fulfilment does a provider round trip and a 5-write transaction; the bare route verifies only. */
const THROUGHPUT_GOAL = 20;
/** Visible on the first /api/me after the webhook answers: about one extra cached read. */
const VISIBLE_GOAL = 1.5;
const THROUGHPUT_ROW = `webhook fulfilment (${WEBHOOK_CONCURRENCY} concurrent, PostgreSQL) req/s`;
const P99_ROW = 'webhook fulfilment p99';
const VISIBLE_ROW = 'webhook → credit visible on /api/me';

const CUSTOMER = DEMO_USERS.find((u) => u.role === 'user')!;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;
const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

interface Signed {
  payload: string;
  header: string;
}

/** `count` paid sessions of `userId` on the fake, each with its signed completed event. */
function paidSessionEvents(fake: FakeStripe, userId: string, count: number): Signed[] {
  return Array.from({ length: count }, () => {
    const session = fake.addSession({
      client_reference_id: userId,
      metadata: { plan: 'basic', user_id: userId },
    });
    fake.completeSession(session.id);
    return fake.signedEvent('checkout.session.completed', { id: session.id, object: 'checkout.session' });
  });
}

async function post(url: string, event: Signed): Promise<number> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    body: event.payload,
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.status;
}

interface Drive {
  rps: number;
  p50: number;
  p99: number;
  latencies: number[];
}

/** Sends every event, `concurrency` in flight at a time; rate over the whole wall time. */
async function drive(url: string, events: Signed[], concurrency: number): Promise<Drive> {
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < events.length; i = next++) {
        const s = performance.now();
        await post(url, events[i]!);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { rps: events.length / wall, p50: pick(0.5), p99: pick(0.99), latencies };
}

async function credits(app: RunningServer, cookie: string): Promise<number> {
  const me = await getJson(`${app.baseUrl}/api/me`, cookie);
  const profile = (me.body as { profile?: { credits?: number } } | null)?.profile;
  if (me.status !== 200 || typeof profile?.credits !== 'number')
    throw new Error(`GET /api/me answered ${me.status}`);
  return profile.credits;
}

const errorRow = (name: string, unit: string, err: unknown): ResultRow => ({
  section: SECTION,
  name,
  value: null,
  unit,
  status: 'ERROR',
  note: errorMessage(err),
});

async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const fake = await startFakeStripe();
  let app: RunningServer | null = null;
  let bare: RunningServer | null = null;
  try {
    ctx.log('payments: starting the app (PostgreSQL, Stripe SDK → local fake) and bare Hono');
    app = await startApp(ctx, 'app-postgres (payments)', 'postgres', 'warn', fake.env());
    bare = await startBare(ctx, 'bare (payments)', { BENCH_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET });
    const cookie = await signIn(app.baseUrl, CUSTOMER.email, CUSTOMER.password);
    const me = await getJson(`${app.baseUrl}/api/me`, cookie);
    const userId = (me.body as { profile: { id: string } }).profile.id;
    const appUrl = `${app.baseUrl}/api/stripe/webhook`;
    const bareUrl = `${bare.baseUrl}/webhook`;

    // Warm both (JIT, pools, the SDK's agent); these grants are counted out below.
    const warm = 20;
    await drive(appUrl, paidSessionEvents(fake, userId, warm), WEBHOOK_CONCURRENCY);
    await drive(bareUrl, paidSessionEvents(fake, userId, warm), WEBHOOK_CONCURRENCY);

    const rows: ResultRow[] = [];
    try {
      const before = await credits(app, cookie);
      ctx.log(`payments: ${WEBHOOK_EVENTS} signed deliveries, ${WEBHOOK_CONCURRENCY} at a time`);
      // Interleaved halves (bare, app, app, bare): this VM's speed drifts within a minute.
      const half = WEBHOOK_EVENTS / 2;
      const b1 = await drive(bareUrl, paidSessionEvents(fake, userId, half), WEBHOOK_CONCURRENCY);
      const a1 = await drive(appUrl, paidSessionEvents(fake, userId, half), WEBHOOK_CONCURRENCY);
      const a2 = await drive(appUrl, paidSessionEvents(fake, userId, half), WEBHOOK_CONCURRENCY);
      const b2 = await drive(bareUrl, paidSessionEvents(fake, userId, half), WEBHOOK_CONCURRENCY);
      const granted = (await credits(app, cookie)) - before;
      if (granted !== WEBHOOK_EVENTS) {
        throw new Error(`${WEBHOOK_EVENTS} paid sessions delivered, ${granted} credits granted`);
      }
      const appRps = (a1.rps + a2.rps) / 2;
      const bareRps = (b1.rps + b2.rps) / 2;
      const p99 = (xs: Drive[]) => {
        const all = xs.flatMap((d) => d.latencies).sort((a, b) => a - b);
        return all[Math.floor(0.99 * (all.length - 1))]!;
      };
      const appP99 = p99([a1, a2]);
      const bareP99 = p99([b1, b2]);
      const ratio = bareRps / appRps;
      rows.push({
        section: SECTION,
        name: THROUGHPUT_ROW,
        value: round(appRps),
        unit: 'req/s',
        reference: { name: 'bare Hono /webhook (signature check only)', value: round(bareRps) },
        ratio,
        ratioLabel: 'bare/app',
        goal: `<= ${THROUGHPUT_GOAL}x`,
        status: ratio <= THROUGHPUT_GOAL ? 'PASS' : 'MISS',
        note: `${WEBHOOK_EVENTS} distinct paid sessions, each granted exactly once (credits +${granted}); halves ${round(a1.rps)} / ${round(a2.rps)} req/s vs bare ${round(b1.rps)} / ${round(b2.rps)}`,
        detail: { a1: a1.rps, a2: a2.rps, b1: b1.rps, b2: b2.rps },
      });
      rows.push({
        section: SECTION,
        name: P99_ROW,
        value: round(appP99),
        unit: 'ms',
        reference: { name: 'bare Hono /webhook p99', value: round(bareP99) },
        ratio: appP99 / bareP99,
        ratioLabel: 'app/bare',
        status: 'INFO',
        note: `p50 ${round(median([a1.p50, a2.p50]))} ms vs bare ${round(median([b1.p50, b2.p50]))} ms`,
      });
    } catch (err) {
      rows.push(errorRow(THROUGHPUT_ROW, 'req/s', err));
    }

    try {
      ctx.log(`payments: webhook → credit visible, ${VISIBLE_RUNS} purchases one at a time`);
      const visibleMs: number[] = [];
      const webhookMs: number[] = [];
      const bareMs: number[] = [];
      let extraPolls = 0;
      for (let i = 0; i < VISIBLE_RUNS; i++) {
        const before = await credits(app, cookie);
        const [event] = paidSessionEvents(fake, userId, 1);
        const t0 = performance.now();
        await post(appUrl, event!);
        webhookMs.push(performance.now() - t0);
        while ((await credits(app, cookie)) <= before) {
          extraPolls++;
          if (performance.now() - t0 > 10_000) throw new Error('credit not visible after 10 s');
        }
        visibleMs.push(performance.now() - t0);
        const [ref] = paidSessionEvents(fake, userId, 1);
        const r0 = performance.now();
        await post(bareUrl, ref!);
        bareMs.push(performance.now() - r0);
      }
      const value = median(visibleMs);
      const ref = median(webhookMs);
      const ratio = value / ref;
      rows.push({
        section: SECTION,
        name: VISIBLE_ROW,
        value: round(value),
        unit: 'ms',
        reference: { name: 'the webhook alone (its own round trip)', value: round(ref) },
        ratio,
        ratioLabel: 'visible/webhook',
        goal: `<= ${VISIBLE_GOAL}x`,
        status: ratio <= VISIBLE_GOAL ? 'PASS' : 'MISS',
        note: `median of ${VISIBLE_RUNS}; /api/me reads that did not show the credit yet: ${extraPolls}; bare Hono /webhook round trip ${round(median(bareMs))} ms (${round(value / median(bareMs))}x); visible ${visibleMs.map((x) => Math.round(x)).join(', ')} ms`,
        detail: { visibleMs, webhookMs, bareMs, extraPolls },
      });
    } catch (err) {
      rows.push(errorRow(VISIBLE_ROW, 'ms', err));
    }
    return rows;
  } catch (err) {
    return [errorRow(THROUGHPUT_ROW, 'req/s', err)];
  } finally {
    if (app) await stopServer(ctx, app);
    if (bare) await stopServer(ctx, bare);
    await fake.stop();
  }
}

const section: BenchSection = { name: SECTION, run };
export default section;
