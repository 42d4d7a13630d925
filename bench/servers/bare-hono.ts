import { serve } from '@hono/node-server';
import { Hono } from 'hono';

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

const port = Number(process.env.PORT ?? 0);
const hostname = process.env.HOST ?? '127.0.0.1';
const server = serve({ fetch: app.fetch, port, hostname });

const stop = () => {
  server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
