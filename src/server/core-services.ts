import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import type { Env } from './env';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';
import { createGateway } from './modules/billing/create-gateway';
import type { Services } from './services';
import { createBlobStore } from './storage';

export type CoreServices = Omit<Services, 'jobs'> & { secret: string };

/** Database (migrated), mailer, auth and storage: what the web process and `npm run worker` share. */
export async function createCoreServices(env: Env, logger: Logger, poolSize = env.DATABASE_POOL_SIZE) {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize });
  await runMigrations(handle);
  const mailer = createMailer({ db: handle.db, logger, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM });
  const secret = resolveAuthSecret(env, logger);
  const auth = createAuth({
    db: handle.db,
    handle,
    supportEmail: env.SUPPORT_EMAIL,
    mailer,
    logger,
    appUrl: env.APP_URL,
    secret,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
  });
  const core: CoreServices = {
    env,
    handle,
    db: handle.db,
    auth,
    mailer,
    logger,
    blobs: createBlobStore(env),
    payments: createGateway(env, handle.db, logger),
    secret,
  };
  return core;
}
