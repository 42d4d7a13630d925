import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Public, non-secret settings the web app shows (support address, site address). */
export const configRoutes = new Hono<AppEnv>().get('/config', (c) => {
  const { env } = c.var.services;
  return c.json({ supportEmail: env.SUPPORT_EMAIL, appUrl: env.APP_URL });
});
