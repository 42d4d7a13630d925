import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';

/** Publishing a reviewed request's enhanced report (issue 12): built in publish-service.ts. */
export const publishRoutes = new Hono<AppEnv>();
