import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/demo-users';
import { ROOT, type RunningServer, signInOverHttp, spawnServer } from '../support/spawn-server';

/**
 * The quick start's promise: on an empty data folder, with no database server and no
 * settings, the app boots on embedded PGlite, migrates, seeds the demo users and serves
 * a signed-in page.
 */
let dataDir: string;
let server: RunningServer | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-embedded-'));
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      { cwd: ROOT },
    );
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each test boots a server process (PGlite, migrations, seeding): a loaded CI machine needs more
// than the 30 s default for that, so they get 2 minutes (a limit, not a timing assertion).
describe('embedded start', () => {
  it('boots on an empty data folder, seeds demo users and serves a signed-in page', async () => {
    // DATABASE_URL is removed so the embedded path is taken even when the suite runs on PostgreSQL.
    server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_USERS: '' });
    expect(existsSync(path.join(dataDir, 'db'))).toBe(true);
    expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({
      status: 'ready',
      database: 'pglite',
    });

    const customer = DEMO_USERS.find((u) => u.role === 'user')!;
    const cookie = await signInOverHttp(server.url, customer.email, customer.password);
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const { profile } = (await me.json()) as { profile: { email: string; credits: number } };
    expect(profile).toMatchObject({ email: customer.email, credits: 1 });

    const page = await fetch(`${server.url}/dashboard`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  }, 120_000);

  it('restarts on the existing database without seeding again, and sessions survive', async () => {
    const customer = DEMO_USERS.find((u) => u.role === 'user')!;
    const cookie = await signInOverHttp(server!.url, customer.email, customer.password);
    await server!.stop();
    server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_USERS: '' });
    expect(server.output()).not.toContain('seeded demo accounts');
    const me = await fetch(`${server.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
  }, 120_000);
});
