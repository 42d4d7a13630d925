import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database handle plus what start-up, shutdown and the job queue need to know about it. */
export interface DbHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** The PostgreSQL connection string (postgres only). */
  url?: string;
  /** Runs one SQL statement with positional parameters; used by health checks and the job queue. */
  /** `name` makes it a prepared statement on PostgreSQL (parsed and planned once per connection). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * DATABASE_URL set: PostgreSQL through a `pg` pool. Unset: embedded PGlite under
 * DATA_DIR/db (one connection, so web and worker share this process).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Without this handler node would crash.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      async query(text, params, name) {
        const res = await pool.query({ text, values: params as unknown[], name });
        return res.rows;
      },
      close: () => pool.end(),
    };
  }
  const dir = path.resolve(opts.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async query(text, params) {
      const res =
        params && params.length > 0
          ? await client.query(text, params)
          : await client.exec(text).then((r) => r.at(-1) ?? { rows: [] });
      return res.rows as never[];
    },
    close: () => client.close(),
  };
}
