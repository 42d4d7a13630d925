import { existsSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { sessionUpdateAgeSeconds } from './auth/auth';
import { SessionCache } from './auth/session-cache';
import { forgetSessionsOnAuthChange, sessionMiddleware } from './auth/session-middleware';
import { createCoreServices } from './core-services';
import { seedDemoUsers } from './db/seed';
import { DomainError } from './domain/errors';
import type { Env } from './env';
import { JSON_BODY_LIMIT_BYTES, requestBodyLimit } from './http/body-limit';
import { noStore } from './http/cache-control';
import { CLIENT_IP_HEADER, clientIp } from './http/client-ip';
import type { AppEnv } from './http/context';
import { errorBody, sendError } from './http/errors';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { startAnalysisJobs } from './jobs/analysis-jobs';
import { createLogger, type Logger } from './logger';
import { accountRoutes } from './modules/account/account-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { assistantRoutes } from './modules/assistant/assistant-routes';
import { checkoutRoutes } from './modules/billing/checkout-routes';
import { connectPayments } from './modules/billing/create-gateway';
import { orderRoutes } from './modules/billing/order-routes';
import { configRoutes } from './modules/config/config-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { documentRoutes } from './modules/documents/document-routes';
import { healthRoutes } from './modules/health/health-routes';
import { profileRoutes } from './modules/profiles/profile-routes';
import { publishRoutes } from './modules/publishing/publish-routes';
import { requestRoutes } from './modules/requests/request-routes';
import { wizardRoutes } from './modules/wizard/wizard-routes';
import type { Services } from './services';
import { publicConfig } from './web/public-config';
import { webRoutes } from './web/web-routes';

export interface CreatedApp {
  app: Hono<AppEnv>;
  services: Services;
  close(): Promise<void>;
}

/** POST routes that stream a file under their own cap: documents, enhanced report, replacement. */
const STREAMED_UPLOADS = [
  /^\/api\/documents$/,
  /^\/api\/assistant\/requests\/[^/]+\/publish\/upload$/,
  /^\/api\/analysis-requests\/[^/]+\/retry$/,
];

const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../dist/web');

/** Builds every service (database, migrations, auth, mail) and the HTTP app on top. */
export async function createApp(env: Env, opts: { logger?: Logger } = {}): Promise<CreatedApp> {
  const logger = opts.logger ?? createLogger(env.LOG_LEVEL);
  const { secret, ...base } = await createCoreServices(env, logger);
  const { handle, auth } = base;
  if (env.SEED_DEMO_USERS ?? !env.DATABASE_URL) await seedDemoUsers(base);
  // PGlite is one connection in this process: its worker can only run here.
  const runWorker = env.ANALYSIS_WORKER === 'inline' || handle.kind === 'pglite';
  const jobs = await startAnalysisJobs(base, { runWorker });
  // Resolved sessions reused for a few seconds (decision 0028); auth changes empty it.
  const sessionCache = new SessionCache({ ttlMs: env.SESSION_CACHE_SECONDS * 1000, maxEntries: 5000 });
  const services: Services = { ...base, jobs, sessionCache };
  connectPayments(services);

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(securityHeaders({ analytics: publicConfig(env).analytics }));
  // Small bodies everywhere; the PDF upload streams under its own 100 MB cap (http/body-limit.ts).
  app.use(
    requestBodyLimit({
      maxBytes: JSON_BODY_LIMIT_BYTES,
      exempt: (c) => c.req.method === 'POST' && STREAMED_UPLOADS.some((re) => re.test(c.req.path)),
    }),
  );
  app.use(clientIp({ trustProxy: env.TRUST_PROXY }));
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });

  app.route('/', healthRoutes);

  app.use('/api/*', noStore());
  app.use('/api/*', originCheck(env.APP_URL));
  app.use('/api/auth/*', forgetSessionsOnAuthChange(sessionCache));
  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    // better-auth's rate limiter keys on this header; only we set it (see http/client-ip.ts).
    c.req.raw.headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    return auth.handler(c.req.raw);
  });
  app.use(
    '/api/*',
    sessionMiddleware({
      secret,
      ttlSeconds: env.SESSION_TTL_SECONDS,
      updateAgeSeconds: sessionUpdateAgeSeconds(env.SESSION_TTL_SECONDS),
      cache: sessionCache,
    }),
  );
  for (const routes of [
    configRoutes,
    profileRoutes,
    accountRoutes,
    dashboardRoutes,
    documentRoutes,
    wizardRoutes,
    requestRoutes,
    adminRoutes,
    assistantRoutes,
    publishRoutes,
    contactRoutes,
    orderRoutes,
    checkoutRoutes,
  ]) {
    app.route('/api', routes);
  }
  app.all('/api/*', (c) => c.json(errorBody('NOT_FOUND', 'Not found'), 404));

  // The built web app: files, pre-rendered public pages, the SPA shell (src/server/web/).
  const webDist = path.resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST);
  if (existsSync(path.join(webDist, 'index.html'))) {
    app.route('/', webRoutes({ distDir: webDist, config: publicConfig(env) }));
  }

  app.onError((err, c) => {
    if (err instanceof DomainError) return sendError(c, err);
    logger.error({ err, path: c.req.path, requestId: c.var.requestId }, 'unhandled error');
    return c.json(errorBody('INTERNAL', 'Something went wrong. Please try again.'), 500);
  });

  return {
    app,
    services,
    async close() {
      await jobs.stop().catch((err) => logger.error({ err }, 'error while stopping the job queue'));
      await handle.close();
    },
  };
}
