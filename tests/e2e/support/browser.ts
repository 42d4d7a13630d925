import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ROOT, type RunningServer, spawnServer } from '../../support/spawn-server';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

export interface E2EEnv {
  server: RunningServer;
  browser: Browser;
  database: TestDatabase;
  newContext(opts?: { width?: number; height?: number }): Promise<BrowserContext>;
  /** Runs one statement on the server's PostgreSQL database (states no screen can reach yet). */
  sql(text: string, values: unknown[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real app (built SPA + API) on a fresh database with the demo users, and Chromium.
 * `opts.env` adds or overrides server variables (e.g. SMTP_URL).
 */
export async function startE2E(opts: { env?: Record<string, string> } = {}): Promise<E2EEnv> {
  // WEB_DIST_DIR: run against another build (e.g. one made with `vite build --outDir`).
  if (!process.env.WEB_DIST_DIR && !existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    // The real build: the SPA plus the pre-rendered public pages (scripts/build-web.ts).
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-web.ts'],
      {
        cwd: ROOT,
      },
    );
  }
  const database = await createTestDatabase();
  const server = await spawnServer({
    DATABASE_URL: database.databaseUrl ?? '',
    DATA_DIR: database.dataDir,
    SEED_DEMO_USERS: 'true',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...opts.env,
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  return {
    server,
    browser,
    database,
    newContext: (opts = {}) =>
      browser.newContext({
        baseURL: server.url,
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
      }),
    async sql(text, values) {
      if (!database.databaseUrl) throw new Error('this browser test needs PostgreSQL (DATABASE_URL)');
      const client = new pg.Client({ connectionString: database.databaseUrl });
      await client.connect();
      try {
        await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await browser.close().catch(() => undefined);
      await server.stop();
      await database.drop();
    },
  };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** axe violations of impact serious or critical, as short readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // A colour transition caught half-way (a button just enabled fades from grey to blue) is not
  // the page's contrast: let running CSS transitions finish first (they last ~150 ms).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.constructor.name !== 'CSSTransition' || a.playState !== 'running'),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
