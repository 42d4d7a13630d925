import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The reference server: the same HTTP stack as the app (Hono on @hono/node-server,
 * started through tsx) with one trivial route and nothing else.
 */
const app = new Hono();
app.get('/hello', (c) => c.json({ ok: true }));

const port = Number(process.env.PORT ?? 0);
const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname });

const stop = () => {
  server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
