import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { loadEnv } from './env';
import { startAnalysisJobs } from './jobs/analysis-jobs';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { createBlobStore } from './storage';

/**
 * `npm run worker`: an analysis worker without the web server, for PostgreSQL deployments
 * (run one or several; pg-boss hands each job to one of them). Stops on SIGTERM/SIGINT
 * after the running job finishes (or its timeout puts it back for another worker).
 */
async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (!env.DATABASE_URL) {
    throw new Error(
      'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the web process runs the worker itself.',
    );
  }
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 4 });
  await runMigrations(handle);
  const mailer = createMailer({ db: handle.db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const secret = resolveAuthSecret(env, logger);
  const auth = createAuth({
    db: handle.db,
    mailer,
    logger,
    appUrl: env.APP_URL,
    secret,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  });
  const blobs = createBlobStore(env);
  const jobs = await startAnalysisJobs(
    { env, handle, db: handle.db, auth, mailer, logger, blobs },
    { runWorker: true },
  );
  logger.info({ pid: process.pid }, 'analysis worker started');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down');
    await jobs.stop().catch((err) => logger.error({ err }, 'error while stopping the job queue'));
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
