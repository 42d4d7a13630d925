import pg from 'pg';
import { assertLoopback } from './http';

/** The server bench databases are created on (trust auth, loopback only). */
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  assertLoopback(adminUrl.replace(/^postgres(ql)?:/, 'http:'));
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE bench_<stamp>_<pid>; returns its URL. */
export async function createBenchDatabase(adminUrl: string): Promise<{ name: string; url: string }> {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `bench_${stamp}_${process.pid}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  return { name, url: withDatabase(adminUrl, name) };
}

/** DROP DATABASE ... WITH (FORCE): also ends connections a killed server left behind. */
export async function dropBenchDatabase(adminUrl: string, name: string) {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** PostgreSQL's own version string, for the results file. */
export function serverVersion(adminUrl: string): Promise<string> {
  return withClient(
    adminUrl,
    async (c) =>
      (await c.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? 'unknown',
  );
}

/** One statement on a bench database (e.g. giving the demo customer credits). */
export async function runSql(url: string, text: string, params: unknown[] = []) {
  return withClient(url, async (c) => (await c.query(text, params)).rowCount ?? 0);
}
