import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import Stripe from 'stripe';

/**
 * The reference server: the same HTTP stack as the app (Hono on @hono/node-server,
 * started through tsx) with trivial routes and nothing else.
 */
const app = new Hono();
app.get('/hello', (c) => c.json({ ok: true }));
// Upload reference (pipeline section): reads the request body to the end, keeps nothing.
app.post('/sink', async (c) => {
  let bytes = 0;
  const body = c.req.raw.body;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  }
  return c.json({ bytes });
});

// Webhook reference (payments section): verifies the Stripe signature on the raw body, as
// the app's webhook does first, and answers; no database, no re-read, no fulfilment.
const webhookSecret = process.env.BENCH_WEBHOOK_SECRET ?? 'whsec_bench';
const stripe = new Stripe('sk_test_bench_reference');
app.post('/webhook', async (c) => {
  const raw = await c.req.text();
  try {
    const event = stripe.webhooks.constructEvent(raw, c.req.header('stripe-signature') ?? '', webhookSecret);
    return c.json({ received: true, id: event.id });
  } catch {
    return c.json({ error: 'bad signature' }, 400);
  }
});

const port = Number(process.env.PORT ?? 0);
const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname });

const stop = () => {
  server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
