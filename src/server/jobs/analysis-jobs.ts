import type PgBoss from 'pg-boss';
import { type AnalysisWorker, startAnalysisWorker, type WorkerOptions } from '../analysis/analysis-worker';
import type { Env } from '../env';
import type { Services } from '../services';
import { createBoss, ensureAnalysisQueue, sendAnalysisJob } from './job-queue';
import { ensureMailQueue, startMailWorker } from './mail-jobs';

/** What the rest of the server sees of the job queue. */
export interface AnalysisJobs {
  /** Enqueues the analysis of a submitted request (deduplicated per request). */
  enqueue(requestId: string): Promise<void>;
  /** The queue itself: other queues (the mail jobs) send into it, in the caller's transaction. */
  readonly boss: PgBoss;
  /** The running worker in this process, if any (tests drive its sweep). */
  readonly worker: AnalysisWorker | null;
  stop(): Promise<void>;
}

export function jobOptions(env: Env): Omit<WorkerOptions, 'embedded'> {
  return {
    jobTimeoutSeconds: env.ANALYSIS_JOB_TIMEOUT_SECONDS,
    retryLimit: env.ANALYSIS_RETRY_LIMIT,
    retryDelaySeconds: env.ANALYSIS_RETRY_DELAY_SECONDS,
    pollingIntervalSeconds: env.JOB_POLL_INTERVAL_SECONDS,
    maintenanceIntervalSeconds: env.JOB_MAINTENANCE_INTERVAL_SECONDS,
    heartbeatSeconds: env.ANALYSIS_HEARTBEAT_SECONDS,
    leaseSeconds: env.ANALYSIS_LEASE_SECONDS,
    sweepIntervalSeconds: env.ANALYSIS_SWEEP_INTERVAL_SECONDS,
  };
}

/** Starts pg-boss (creating its schema on first run) and, when asked, the worker. */
export async function startAnalysisJobs(
  services: Omit<Services, 'jobs'>,
  opts: { runWorker: boolean },
): Promise<AnalysisJobs> {
  const options = jobOptions(services.env);
  if (options.jobTimeoutSeconds <= services.env.ANALYSIS_PACKET_SECONDS) {
    // pg-boss would expire (and retry) analyses still within their budget (decision 0024).
    services.logger.warn(
      { jobTimeout: options.jobTimeoutSeconds, packetBudget: services.env.ANALYSIS_PACKET_SECONDS },
      'ANALYSIS_JOB_TIMEOUT_SECONDS should be above ANALYSIS_PACKET_SECONDS',
    );
  }
  const boss: PgBoss = createBoss(services.handle, services.logger, options);
  await boss.start();
  await ensureAnalysisQueue(boss, options);
  await ensureMailQueue(boss);
  const jobs: { -readonly [K in keyof AnalysisJobs]: AnalysisJobs[K] } = {
    async enqueue(requestId) {
      await sendAnalysisJob(boss, requestId);
    },
    boss,
    worker: null,
    async stop() {
      await jobs.worker?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  if (opts.runWorker) {
    // The report-ready e-mails are delivered wherever analyses run (decision 0036).
    await startMailWorker(services, boss, { pollingIntervalSeconds: options.pollingIntervalSeconds });
    jobs.worker = await startAnalysisWorker({ ...services, jobs } as Services, boss, {
      ...options,
      embedded: services.handle.kind === 'pglite',
    });
  }
  return jobs;
}
