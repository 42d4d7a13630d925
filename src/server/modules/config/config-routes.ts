import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { publicConfig } from '../../web/public-config';

/** Public, non-secret settings the web app shows (support address, site address). */
export const configRoutes = new Hono<AppEnv>().get('/config', (c) =>
  c.json(publicConfig(c.var.services.env)),
);
