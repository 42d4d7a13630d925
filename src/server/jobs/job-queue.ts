import PgBoss from 'pg-boss';
import type { DbHandle } from '../db/client';
import type { Logger } from '../logger';

export const ANALYSIS_QUEUE = 'analyze-request';

export interface AnalysisJobData {
  requestId: string;
}

export interface JobQueueOptions {
  /** Seconds an analysis may run before it counts as crashed and is retried. */
  jobTimeoutSeconds: number;
  /** Retries after the first attempt, for transient failures (storage, database). */
  retryLimit: number;
  /** First retry delay in seconds; doubles each retry (pg-boss retryBackoff). */
  retryDelaySeconds: number;
  /** How often idle workers look for jobs. */
  pollingIntervalSeconds: number;
  /** How often expired (crashed) jobs are put back to retry. */
  maintenanceIntervalSeconds: number;
}

/**
 * pg-boss in our own database. PostgreSQL: its own small pool on DATABASE_URL, so several
 * worker processes can share the queue. PGlite: through the one embedded connection
 * (PGlite takes multi-statement SQL only without parameters, which `handle.query` handles).
 */
export function createBoss(handle: DbHandle, logger: Logger, opts: JobQueueOptions): PgBoss {
  const common = {
    schema: 'pgboss',
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds,
    // Keep finished jobs a week for support questions; our own tables hold the results.
    deleteAfterDays: 7,
  };
  const boss =
    handle.kind === 'postgres'
      ? new PgBoss({ ...common, connectionString: handle.url!, max: 3, application_name: 'leaseaudit-jobs' })
      : new PgBoss({
          ...common,
          db: { executeSql: async (text, values) => ({ rows: await handle.query(text, values) }) },
        });
  boss.on('error', (err) => logger.error({ err }, 'job queue error'));
  return boss;
}

/**
 * Creates the analysis queue if missing, then applies the settings from the environment on
 * every start: createQueue leaves an existing queue as it was, so without the update a
 * changed ANALYSIS_JOB_TIMEOUT_SECONDS or retry setting would never reach the database.
 * 'stately': at most one queued and one running job per request. New jobs copy these
 * settings when sent; jobs already queued keep theirs.
 */
export async function ensureAnalysisQueue(boss: PgBoss, opts: JobQueueOptions): Promise<void> {
  const settings = {
    name: ANALYSIS_QUEUE,
    policy: 'stately',
    retryLimit: opts.retryLimit,
    retryDelay: opts.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: opts.jobTimeoutSeconds,
  } as const;
  await boss.createQueue(ANALYSIS_QUEUE, settings);
  await boss.updateQueue(ANALYSIS_QUEUE, settings);
}

/** `db`: send inside the caller's transaction (see transactionExecutor in mail-jobs.ts). */
export async function sendAnalysisJob(
  boss: PgBoss,
  requestId: string,
  opts: { db?: PgBoss.Db } = {},
): Promise<string | null> {
  return boss.send(ANALYSIS_QUEUE, { requestId } satisfies AnalysisJobData, {
    singletonKey: requestId,
    ...opts,
  });
}
