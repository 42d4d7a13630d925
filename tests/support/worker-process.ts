import { type ChildProcess, spawn } from 'node:child_process';
import { ROOT } from './spawn-server';

export interface WorkerProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
}

/**
 * `npm run worker` as a child process. Started with node directly (not npm or tsx's
 * wrapper process), so a signal sent to it (SIGKILL in the crash tests) reaches the
 * worker itself.
 */
export function startWorker(env: Record<string, string>): WorkerProcess {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker-main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return { child, output: () => out };
}
