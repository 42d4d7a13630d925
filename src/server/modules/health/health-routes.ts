import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** /healthz: the process answers. /readyz: and the database answers too. */
export const healthRoutes = new Hono<AppEnv>()
  .get('/healthz', (c) => c.json({ status: 'ok' }))
  .get('/readyz', async (c) => {
    try {
      await c.var.services.handle.query('select 1');
      return c.json({ status: 'ready', database: c.var.services.handle.kind });
    } catch (err) {
      c.var.services.logger.error({ err }, 'readiness check failed');
      return c.json({ status: 'unavailable', database: c.var.services.handle.kind }, 503);
    }
  });
