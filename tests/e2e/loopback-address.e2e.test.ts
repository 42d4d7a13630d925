import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/spawn-server';
import { type E2EEnv, startE2E } from './support/browser';

/**
 * Issue 11 item 14 (decision 0027): the server is configured as http://localhost:<port>
 * (the default), and a new user types http://127.0.0.1:<port> instead. Registering must
 * just work, as it does on localhost.
 */
let e: E2EEnv;
let page: Page;
let port: number;

beforeAll(async () => {
  port = await freePort();
  e = await startE2E({ env: { PORT: String(port), APP_URL: `http://localhost:${port}` } });
  page = await (await e.newContext()).newPage();
});
afterAll(async () => {
  await e?.stop();
});

describe('opening the app at a loopback alias of APP_URL', () => {
  it('registers a new user at http://127.0.0.1:<port> and lands on the dashboard', async () => {
    expect(e.server.url).toBe(`http://127.0.0.1:${port}`);
    await page.goto(`http://127.0.0.1:${port}/register`);
    await page.getByLabel('First Name').fill('Lena');
    await page.getByLabel('Last Name').fill('Park');
    await page.getByLabel('Email').fill(`lena.${Date.now()}@florist.test`);
    await page.getByLabel('Password').fill('tulips-2024');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).toBe(`127.0.0.1:${port}`);
    await page.getByRole('heading', { name: /Good (morning|afternoon|evening), Lena/ }).waitFor();
    const me = await page.request.get(`http://127.0.0.1:${port}/api/me`);
    expect(me.status()).toBe(200);
  });
});
