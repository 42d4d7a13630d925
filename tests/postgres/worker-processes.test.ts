import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { FAST_JOBS, submit, uploadPacket, waitForQueueStatus } from '../support/wizard-packet';
import { startWorker, type WorkerProcess } from '../support/worker-process';

/**
 * `npm run worker` on PostgreSQL: several worker processes share the queue and each
 * request is analysed exactly once. (PostgreSQL only: embedded PGlite is one process.)
 */

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

let t: TestApp;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  if (!process.env.DATABASE_URL)
    throw new Error('tests/postgres needs DATABASE_URL (npm run test:all sets it)');
  t = await startTestApp({ ...FAST_JOBS, ANALYSIS_WORKER: 'off' });
});
afterAll(async () => {
  for (const w of workers) w.child.kill('SIGKILL');
  await t.stop();
});

// Worker processes start, and each analysis starts an engine process: seconds on a busy machine.
describe('npm run worker', { timeout: 120_000 }, () => {
  it('refuses to start without PostgreSQL, saying why', async () => {
    const w = startWorker({ DATABASE_URL: '', DATA_DIR: t.database.dataDir });
    expect(await exitCode(w.child)).toBe(1);
    expect(w.output()).toContain('npm run worker needs DATABASE_URL');
  });

  it('two worker processes share the queue; every request is analysed once', async () => {
    const env = {
      ...FAST_JOBS,
      DATABASE_URL: t.database.databaseUrl!,
      DATA_DIR: t.database.dataDir,
      BETTER_AUTH_SECRET: t.services.env.BETTER_AUTH_SECRET!,
    };
    workers.push(startWorker(env), startWorker(env));
    await expect
      .poll(() => workers.every((w) => w.output().includes('analysis worker started')), { timeout: 60_000 })
      .toBe(true);

    const requestIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await t.newUser({ credits: 1 });
      const requestId = await uploadPacket(u);
      expect((await submit(u, requestId)).status).toBe(201);
      requestIds.push(requestId);
    }
    for (const id of requestIds) {
      expect(await waitForQueueStatus(t, id)).toMatchObject({ status: 'completed', attempts: 1 });
    }
    // The workers' log lines reach us through pipes, possibly after the status commit.
    const completions = () =>
      workers
        .flatMap((w) => w.output().split('\n'))
        .filter((line) => line.includes('analysis completed'))
        .map((line) => (JSON.parse(line) as { requestId: string }).requestId)
        .sort();
    await expect.poll(completions, { timeout: 15_000 }).toEqual([...requestIds].sort());

    for (const w of workers) w.child.kill('SIGTERM');
    expect(await Promise.all(workers.map((w) => exitCode(w.child)))).toEqual([0, 0]);
  });
});
