import type { Auth } from './auth/auth';
import type { SessionCache } from './auth/session-cache';
import type { Database, DbHandle } from './db/client';
import type { Env } from './env';
import type { AnalysisJobs } from './jobs/analysis-jobs';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './modules/billing/payment-gateway';
import type { BlobStore } from './storage';

/** Everything a route needs, built once at start (src/server/app.ts) and passed down. */
export interface Services {
  env: Env;
  handle: DbHandle;
  db: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  /** Uploaded and generated files (src/server/storage). */
  blobs: BlobStore;
  /** The analysis job queue (pg-boss); the worker runs here or in `npm run worker`. */
  jobs: AnalysisJobs;
  /** Stripe, or the built-in test checkout without keys (decision 0041). */
  payments: PaymentGateway;
  /**
   * The web process's resolved-session cache (decision 0028); absent in the worker. A
   * change to someone else's role or credits forgets their sessions here at once.
   */
  sessionCache?: SessionCache;
}
