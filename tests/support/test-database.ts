import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface TestDatabase {
  /** postgres:// URL of a fresh, empty database, or undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  dataDir: string;
  kind: 'postgres' | 'pglite';
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: with DATABASE_URL a new PostgreSQL database
 * created beside it (dropped afterwards), otherwise a new embedded PGlite folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-test-'));
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    return {
      databaseUrl: undefined,
      dataDir,
      kind: 'pglite',
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `la_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    kind: 'postgres',
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
