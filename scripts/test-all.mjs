#!/usr/bin/env node
// `npm run test:all`: installs what the tests need that npm cannot (Debian's chromium,
// a running PostgreSQL), then runs every suite: lint, types, build, unit + integration
// on PostgreSQL, the engine's per-family ratchet, the integration suite again on embedded
// PGlite, and the browser tests.
// Ends with one line "N passed, N failed" and a non-zero exit on any failure.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const REPORTS = path.join(ROOT, 'test-results');
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const isRoot = process.getuid?.() === 0;

function log(msg) {
  console.log(`\n== ${msg}`);
}

function sh(cmd, opts = {}) {
  return spawnSync(cmd, { shell: true, stdio: 'inherit', cwd: ROOT, ...opts }).status ?? 1;
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  if (candidates.some((p) => existsSync(p))) return;
  if (!isRoot)
    throw new Error(
      'Chromium is missing: install Debian\'s "chromium" package (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  log('installing Debian chromium for the browser tests');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    { stdio: 'inherit' },
  );
}

async function canConnect(url) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

async function ensurePostgres(url) {
  if (await canConnect(url)) return;
  if (existsSync('/etc/postgresql')) {
    log('PostgreSQL is down: starting the local cluster');
    const version = readdirSync('/etc/postgresql')[0];
    sh(`pg_ctlcluster --skip-systemctl-redirect ${version} main start`);
    for (let i = 0; i < 30 && !(await canConnect(url)); i++) await new Promise((r) => setTimeout(r, 1000));
  }
  if (!(await canConnect(url)))
    throw new Error(`PostgreSQL is not reachable at ${url}: set DATABASE_URL or start PostgreSQL.`);
}

/** Without DATABASE_URL, the run gets its own fresh database on the local server. */
async function freshDatabase() {
  const name = `leaseaudit_run_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: DEFAULT_PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DEFAULT_PG);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: DEFAULT_PG });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function vitest(name, args, env) {
  const out = path.join(REPORTS, `${name}.json`);
  const status = sh(`npx vitest run ${args} --reporter=default --reporter=json --outputFile.json=${out}`, {
    env: { ...process.env, ...env },
  });
  let passed = 0;
  let failed = 0;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    // A suite that failed to load has no failed test but must still count as a failure.
    if (status !== 0 && failed === 0) failed = Math.max(1, report.numFailedTestSuites ?? 0);
  } else if (status !== 0) failed = 1;
  return { name, status, passed, failed };
}

async function main() {
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  ensureChromium();
  const baseUrl = process.env.DATABASE_URL || DEFAULT_PG;
  await ensurePostgres(baseUrl);
  const own = process.env.DATABASE_URL ? null : await freshDatabase();
  const databaseUrl = process.env.DATABASE_URL || own.url;
  const results = [];
  const checks = [];
  try {
    log('lint (biome)');
    checks.push(['lint', sh('npx biome ci .')]);
    log('typecheck');
    checks.push(['typecheck', sh('npx tsc --noEmit -p .')]);
    log('build');
    checks.push(['build', sh('npm run build --silent')]);
    log(`unit + integration tests on PostgreSQL`);
    results.push(vitest('postgres', '', { DATABASE_URL: databaseUrl }));
    log('engine quality per document family (held-out ratchet, decision 0047)');
    results.push(vitest('families', '--config vitest.families.config.ts', {}));
    log('integration tests on embedded PGlite');
    results.push(vitest('pglite', 'tests/integration', { DATABASE_URL: '' }));
    log('browser tests (Chromium)');
    results.push(vitest('e2e', '--config vitest.e2e.config.ts', { DATABASE_URL: databaseUrl }));
  } finally {
    await own?.drop().catch(() => undefined);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0) + checks.filter(([, s]) => s !== 0).length;
  console.log('\nSummary:');
  for (const [name, s] of checks) console.log(`  ${name}: ${s === 0 ? 'ok' : 'FAILED'}`);
  for (const r of results) console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && results.every((r) => r.status === 0) ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
