import { and, inArray, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { analysisQueue } from '../db/schema';
import {
  ANALYSIS_QUEUE,
  type AnalysisJobData,
  type JobQueueOptions,
  sendAnalysisJob,
} from '../jobs/job-queue';
import type { Services } from '../services';
import { markAnalysisFailed, runAnalysis, UnreadableInputError } from './run-analysis';

export const GENERIC_FAILURE =
  'The analysis could not be completed. Our team has been notified; please try again later.';

export interface AnalysisWorker {
  /** Re-sends lost jobs and fails requests whose attempts are used up (runs on start and on a timer). */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Consumes analysis jobs one at a time (the engine is CPU-bound; OCR has its own threads).
 * Transient errors are thrown so pg-boss retries them with backoff; unreadable input fails
 * the request at once; the last failed attempt records the reason.
 */
export async function startAnalysisWorker(
  services: Services,
  boss: PgBoss,
  opts: JobQueueOptions & { sweepIntervalSeconds: number; embedded: boolean },
): Promise<AnalysisWorker> {
  const { logger } = services;
  if (opts.embedded) await retryOrphans(services, boss);

  await boss.work<AnalysisJobData>(
    ANALYSIS_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: opts.pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const { requestId } = job.data;
      try {
        await runAnalysis(services, requestId);
      } catch (err) {
        if (err instanceof UnreadableInputError) {
          logger.info({ requestId, reason: err.message }, 'analysis failed: unreadable input');
          await markAnalysisFailed(services, requestId, err.message);
          return; // completing the job: no retry can fix the input
        }
        const last = job.retryCount >= job.retryLimit;
        logger.warn({ err, requestId, attempt: job.retryCount + 1, last }, 'analysis attempt failed');
        if (last) await markAnalysisFailed(services, requestId, GENERIC_FAILURE);
        throw err;
      }
    },
  );

  const sweep = () =>
    sweepLostRequests(services, boss, opts).catch((err) => logger.error({ err }, 'sweep failed'));
  await sweep();
  const timer = setInterval(sweep, opts.sweepIntervalSeconds * 1000);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await boss.offWork(ANALYSIS_QUEUE);
    },
  };
}

/**
 * Embedded mode has exactly one process, so any job still 'active' at start belongs to a
 * process that died: put it back to retry now instead of waiting for its timeout.
 */
async function retryOrphans(services: Services, boss: PgBoss) {
  const rows = await services.handle.query<{ id: string }>(
    `SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`,
    [ANALYSIS_QUEUE],
  );
  if (rows.length) {
    services.logger.warn({ jobs: rows.length }, 'resuming analysis jobs interrupted by a restart');
    for (const { id } of rows) await boss.fail(ANALYSIS_QUEUE, id, { message: 'interrupted by a restart' });
  }
}

/**
 * Requests still pending/processing with no live job (the send after submit failed, or the
 * job's last attempt died with its process): re-send, or fail when its attempts are used up.
 */
async function sweepLostRequests(services: Services, boss: PgBoss, opts: JobQueueOptions) {
  const cutoff = new Date(Date.now() - 30_000); // leave just-submitted requests to their own send
  const open = await services.db
    .select({ requestId: analysisQueue.requestId, attempts: analysisQueue.attempts })
    .from(analysisQueue)
    .where(
      and(inArray(analysisQueue.status, ['pending', 'processing']), lt(analysisQueue.updatedAt, cutoff)),
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
