import type { ProcessRegistry } from './proc';

/**
 * PASS / MISS: measured against a stated goal (a miss never fails the run).
 * INFO: a measurement without a goal. ERROR: the measurement is invalid or could not
 * be taken (server did not start, non-2xx responses under load, ...): the run exits 1.
 */
export type RowStatus = 'PASS' | 'MISS' | 'INFO' | 'ERROR';

/** One line of the results table and of bench/results/latest.json. */
export interface ResultRow {
  /** The section module that produced the row ('http', 'cold-start', 'memory', ...). */
  section: string;
  /** What was measured, e.g. 'GET /api/me (postgres) req/s'. */
  name: string;
  /** The measured value in `unit`; null when it could not be measured. */
  value: number | null;
  unit: string;
  /** The same quantity measured on the reference (bare Hono) in the same run. */
  reference?: { name: string; value: number | null };
  /** Ratio to the reference; `ratioLabel` says which way round (always "bigger = worse"). */
  ratio?: number | null;
  ratioLabel?: string;
  /** Human-readable goal, e.g. '<= 3x'. */
  goal?: string;
  status: RowStatus;
  note?: string;
  /** Raw numbers behind the row (kept in the JSON only). */
  detail?: Record<string, unknown>;
}

/** Options shared by every section; the defaults are the documented ones (bench/README.md). */
export interface BenchOptions {
  connections: number;
  durationSec: number;
  warmupSec: number;
  coldStartRuns: number;
}

export type ServerKind = 'bare' | 'app-pglite' | 'app-postgres';

/** Database handed to sections: a fresh, migrated, demo-seeded PostgreSQL database. */
export interface BenchPostgres {
  url: string;
  name: string;
}

export interface BenchContext {
  /** Repository root (cwd of every child process). */
  root: string;
  /** A temp folder owned by this run (PGlite data dirs, server DATA_DIRs); removed at the end. */
  tmpDir: string;
  /** Secret handed to every app server so nothing is generated or written outside tmpDir. */
  authSecret: string;
  options: BenchOptions;
  procs: ProcessRegistry;
  /** The bench PostgreSQL database, created and seeded on first call (memoised); throws when unavailable. */
  postgres(): Promise<BenchPostgres>;
  /** DATA_DIR of every embedded-PGlite app server in the run (the first start creates, migrates and seeds it). */
  pgliteDataDir: string;
  /**
   * Servers already started and stopped cleanly in this run ('bare', 'app-pglite',
   * 'app-postgres'): their database exists and is migrated, and tsx's cache is warm.
   */
  primed: Set<ServerKind>;
  log(message: string): void;
}

/** A section module: `bench/<name>.ts` default-exports one of these. */
export interface BenchSection {
  name: string;
  run(ctx: BenchContext): Promise<ResultRow[]>;
}
