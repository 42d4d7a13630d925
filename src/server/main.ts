import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadEnv } from './env';
import { createLogger } from './logger';
import { onShutdownSignal } from './shutdown';

/** `npm start` / `npm run serve`: migrate, seed when empty, serve HTTP until SIGTERM/SIGINT. */
async function main() {
  const startedAt = performance.now();
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const { app, services, close } = await createApp(env, { logger });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      {
        port: info.port,
        url: env.APP_URL,
        database: services.handle.kind,
        startupMs: Math.round(performance.now() - startedAt),
      },
      `LeaseAudit listening on ${env.APP_URL}`,
    );
  });
  onShutdownSignal(logger, async () => {
    server.close();
    await close().catch((err) => logger.error({ err }, 'error while closing the database'));
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
