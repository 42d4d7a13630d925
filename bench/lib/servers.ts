import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ENV_VARIABLES } from '../../src/server/env';
import { freePort, LOOPBACK, waitForOk } from './http';
import { findServerPid, type ManagedProcess } from './proc';
import type { BenchContext, ServerKind } from './types';

export const APP_SCRIPT = 'src/server/main.ts';
export const BARE_SCRIPT = 'bench/servers/bare-hono.ts';

/** Variables the app reads (src/server/env.ts): never inherited from the caller's shell. */
const APP_VARIABLES = ENV_VARIABLES;

export interface AppConfig {
  port: number;
  dataDir: string;
  /** Unset: embedded PGlite in dataDir/db. */
  databaseUrl?: string;
  logLevel?: string;
}

/** The environment of an app process: loopback only, everything written under dataDir. */
export function appEnv(ctx: BenchContext, cfg: AppConfig): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of APP_VARIABLES) delete env[key];
  mkdirSync(cfg.dataDir, { recursive: true });
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(cfg.port),
    HOST: LOOPBACK,
    APP_URL: `http://${LOOPBACK}:${cfg.port}`,
    DATA_DIR: cfg.dataDir,
    DATABASE_URL: cfg.databaseUrl ?? '',
    BETTER_AUTH_SECRET: ctx.authSecret,
    TRUST_PROXY: 'false',
    // High enough that signing in once per server never trips the auth limiter.
    AUTH_RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: cfg.logLevel ?? 'warn',
  };
}

export interface RunningServer {
  kind: ServerKind;
  label: string;
  proc: ManagedProcess;
  baseUrl: string;
  /** Milliseconds from spawn() to the first 200 on the readiness URL. */
  startMs: number;
  /** The node process that serves HTTP (leaf of npm → sh → tsx → node), for /proc memory reads. */
  serverPid: number | null;
}

async function launch(
  ctx: BenchContext,
  kind: ServerKind,
  label: string,
  script: string,
  port: number,
  readyPath: string,
  env: NodeJS.ProcessEnv,
): Promise<RunningServer> {
  const baseUrl = `http://${LOOPBACK}:${port}`;
  const spawnedAt = performance.now();
  const proc = ctx.procs.spawn(label, 'npx', ['tsx', script], { cwd: ctx.root, env });
  try {
    const readyAt = await waitForOk(`${baseUrl}${readyPath}`, { proc, timeoutMs: 90_000 });
    proc.mainPid = findServerPid(proc, script);
    return { kind, label, proc, baseUrl, startMs: readyAt - spawnedAt, serverPid: proc.mainPid };
  } catch (err) {
    await ctx.procs.stop(proc, 2_000);
    throw err;
  }
}

/**
 * `npx tsx src/server/main.ts` on the run's PostgreSQL database or its shared PGlite
 * DATA_DIR; ready when GET /readyz answers 200 (the database answers).
 */
export async function startApp(
  ctx: BenchContext,
  label: string,
  db: 'postgres' | 'pglite',
  logLevel = 'warn',
  extraEnv: Record<string, string> = {},
) {
  const port = await freePort();
  const kind: ServerKind = db === 'postgres' ? 'app-postgres' : 'app-pglite';
  const cfg: AppConfig =
    db === 'postgres'
      ? {
          port,
          logLevel,
          dataDir: path.join(ctx.tmpDir, 'postgres-app-data'),
          databaseUrl: (await ctx.postgres()).url,
        }
      : { port, logLevel, dataDir: ctx.pgliteDataDir };
  return launch(ctx, kind, label, APP_SCRIPT, port, '/readyz', { ...appEnv(ctx, cfg), ...extraEnv });
}

/** The reference: `npx tsx bench/servers/bare-hono.ts`, ready when GET /hello answers 200. */
export async function startBare(ctx: BenchContext, label: string, extraEnv: Record<string, string> = {}) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: LOOPBACK, ...extraEnv };
  return launch(ctx, 'bare', label, BARE_SCRIPT, port, '/hello', env);
}

/** Stops a server; one that shut down by itself on SIGTERM counts as primed (see BenchContext.primed). */
export async function stopServer(ctx: BenchContext, server: RunningServer) {
  const outcome = await ctx.procs.stop(server.proc);
  if (outcome === 'graceful') ctx.primed.add(server.kind);
  return outcome;
}
