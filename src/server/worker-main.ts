import { createCoreServices } from './core-services';
import { loadEnv } from './env';
import { startAnalysisJobs } from './jobs/analysis-jobs';
import { createLogger } from './logger';
import { onShutdownSignal } from './shutdown';

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
  const { secret: _secret, ...core } = await createCoreServices(env, logger, 4);
  const { handle } = core;
  const jobs = await startAnalysisJobs(core, { runWorker: true });
  logger.info({ pid: process.pid }, 'analysis worker started');
  onShutdownSignal(logger, async () => {
    await jobs.stop().catch((err) => logger.error({ err }, 'error while stopping the job queue'));
    await handle.close();
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
