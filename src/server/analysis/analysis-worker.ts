import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { analysisQueue } from '../db/schema';
import {
  ANALYSIS_QUEUE,
  type AnalysisJobData,
  type JobQueueOptions,
  sendAnalysisJob,
} from '../jobs/job-queue';
import type { Services } from '../services';
import { LeaseLostError, markAnalysisFailed, runAnalysis, UnreadableInputError } from './run-analysis';

export const GENERIC_FAILURE =
  'The analysis could not be completed. Our team has been notified; please try again later.';

export interface AnalysisWorker {
  /** This process's worker id, as written to analysis_queue.worker_id. */
  readonly workerId: string;
  /**
   * Retries requests whose worker died (lease expired), re-sends lost jobs and fails
   * requests whose attempts are used up (runs on start and on a timer).
   */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export interface WorkerOptions extends JobQueueOptions {
  embedded: boolean;
  heartbeatSeconds: number;
  leaseSeconds: number;
  sweepIntervalSeconds: number;
}

/**
 * Consumes analysis jobs one at a time (the engine runs in its own process, decision 0024).
 * Transient errors are thrown so pg-boss retries them with backoff; unreadable input fails
 * the request at once; the last failed attempt records the reason. Every terminal failure
 * returns the credit (decision 0025).
 */
export async function startAnalysisWorker(
  services: Services,
  boss: PgBoss,
  opts: WorkerOptions,
): Promise<AnalysisWorker> {
  const { logger } = services;
  const workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  if (opts.embedded) await retryOrphans(services, boss);

  await boss.work<AnalysisJobData>(
    ANALYSIS_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const { requestId } = job.data;
      try {
        await runAnalysis(services, requestId, { workerId, heartbeatSeconds: opts.heartbeatSeconds });
      } catch (err) {
        if (err instanceof UnreadableInputError) {
          logger.info({ requestId, reason: err.message }, 'analysis failed: unreadable input');
          await markAnalysisFailed(services, requestId, err.message, { documentId: err.documentId });
          return; // completing the job: no retry can fix the input
        }
        if (err instanceof LeaseLostError) {
          // Presumed dead and retried elsewhere: that run owns the request (and this job) now.
          logger.warn({ requestId }, 'analysis abandoned: its lease passed to another worker');
          return;
        }
        const last = job.retryCount >= job.retryLimit;
        logger.warn({ err, requestId, attempt: job.retryCount + 1, last }, 'analysis attempt failed');
        if (last) await markAnalysisFailed(services, requestId, GENERIC_FAILURE);
        throw err;
      }
    },
  );

  const sweep = async () => {
    try {
      await retryDeadLeases(services, boss, opts);
      await sweepLostRequests(services, boss, opts);
    } catch (err) {
      logger.error({ err }, 'sweep failed');
    }
  };
  await sweep();
  const timer = setInterval(sweep, opts.sweepIntervalSeconds * 1000);
  timer.unref();
  return {
    workerId,
    sweep,
    async stop() {
      clearInterval(timer);
      await boss.offWork(ANALYSIS_QUEUE);
    },
  };
}

/**
 * Requests in processing whose lease ran out: their worker died (kill -9, power loss)
 * without failing its pg-boss job, which would otherwise stay 'active' until its timeout.
 * Each such job is failed through pg-boss, which puts it back to retry (counting the
 * attempt) or fails it when the retries are used up; the retry starts now, not after the
 * backoff meant for transient errors. Only the job with that request's key is touched: no
 * duplicate is sent. A request whose job is gone falls to sweepLostRequests.
 */
async function retryDeadLeases(services: Services, boss: PgBoss, opts: WorkerOptions) {
  const stale = await services.db
    .select({ requestId: analysisQueue.requestId, workerId: analysisQueue.workerId })
    .from(analysisQueue)
    .where(
      and(
        eq(analysisQueue.status, 'processing'),
        or(
          lt(analysisQueue.heartbeatAt, sql`now() - make_interval(secs => ${opts.leaseSeconds})`),
          and(
            isNull(analysisQueue.heartbeatAt),
            lt(analysisQueue.updatedAt, sql`now() - make_interval(secs => ${opts.leaseSeconds})`),
          ),
        ),
      ),
    );
  for (const { requestId, workerId } of stale) {
    // A job started within the lease belongs to a worker that has not claimed the row yet.
    const active = await services.handle.query<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state = 'active'
          AND started_on < now() - make_interval(secs => $3)`,
      [ANALYSIS_QUEUE, requestId, opts.leaseSeconds],
    );
    for (const { id } of active) {
      services.logger.warn({ requestId, deadWorker: workerId }, 'analysis worker lost: retrying its request');
      await failDeadJob(services, boss, requestId, id, `worker ${workerId ?? 'unknown'} stopped responding`);
    }
  }
}

/**
 * Fails a job whose worker is gone through pg-boss (retry, or failed when its retries are
 * used up, which fails the request too) and lets the retry start now: the backoff is for
 * transient errors, a dead process is not one.
 */
async function failDeadJob(services: Services, boss: PgBoss, requestId: string, jobId: string, why: string) {
  await boss.fail(ANALYSIS_QUEUE, jobId, { message: why });
  const retried = await services.handle.query<{ id: string }>(
    `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry' RETURNING id`,
    [ANALYSIS_QUEUE, jobId],
  );
  if (!retried.length) await markAnalysisFailed(services, requestId, GENERIC_FAILURE);
}

/**
 * Embedded mode has exactly one process, so any job still 'active' at start belongs to a
 * process that died: put it back to retry now instead of waiting for its timeout.
 */
async function retryOrphans(services: Services, boss: PgBoss) {
  const rows = await services.handle.query<{ id: string; key: string }>(
    `SELECT id, singleton_key AS key FROM pgboss.job WHERE name = $1 AND state = 'active'`,
    [ANALYSIS_QUEUE],
  );
  if (rows.length) {
    services.logger.warn({ jobs: rows.length }, 'resuming analysis jobs interrupted by a restart');
    for (const { id, key } of rows) await failDeadJob(services, boss, key, id, 'interrupted by a restart');
  }
}

/**
 * Requests still pending/processing with no live job (the send after submit failed, or the
 * job's last attempt died with its process): re-send, or fail when its attempts are used up.
 */
async function sweepLostRequests(services: Services, boss: PgBoss, opts: WorkerOptions) {
  const cutoff = new Date(Date.now() - 30_000); // leave just-submitted requests to their own send
  const open = await services.db
    .select({ requestId: analysisQueue.requestId, attempts: analysisQueue.attempts })
    .from(analysisQueue)
    .where(
      and(
        inArray(analysisQueue.status, ['pending', 'processing']),
        lt(analysisQueue.updatedAt, cutoff),
        // A request whose worker still renews its lease is running, whatever its job says.
        or(
          isNull(analysisQueue.heartbeatAt),
          lt(analysisQueue.heartbeatAt, sql`now() - make_interval(secs => ${opts.leaseSeconds})`),
        ),
      ),
    );
  if (!open.length) return;
  const live = await services.handle.query<{ key: string }>(
    `SELECT DISTINCT singleton_key AS key FROM pgboss.job
      WHERE name = $1 AND state IN ('created', 'retry', 'active') AND singleton_key IS NOT NULL`,
    [ANALYSIS_QUEUE],
  );
  const liveKeys = new Set(live.map((r) => r.key));
  for (const { requestId, attempts } of open) {
    if (liveKeys.has(requestId)) continue;
    if (attempts > opts.retryLimit) {
      await markAnalysisFailed(services, requestId, GENERIC_FAILURE);
    } else {
      services.logger.warn({ requestId }, 're-sending a lost analysis job');
      await sendAnalysisJob(boss, requestId);
    }
  }
}
