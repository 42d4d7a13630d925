import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src/server/db/demo-users';
import { documentTitle, PUBLIC_PAGES } from '../../src/shared/public-pages';
import { type E2EEnv, signIn, startE2E } from './support/browser';

/*
 * The real build (`npm run build`): every public page arrives as HTML with its own head,
 * shows without JavaScript, and hydrates without React discarding it.
 */
let e: E2EEnv;
beforeAll(async () => {
  e = await startE2E();
});
afterAll(async () => {
  await e?.stop();
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

/** React's messages when hydration fails and it throws the server HTML away (minified: #418, #423, #425). */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

describe('pre-rendered public pages', () => {
  it('each page answers its own HTML: title, description, canonical, Open Graph and the page body', async () => {
    for (const page of PUBLIC_PAGES) {
      const html = await (await fetch(`${e.server.url}${page.path}`)).text();
      const url = `${e.server.url}${page.path}`;
      expect(attr(html, /<title>(.*?)<\/title>/), page.path).toBe(documentTitle(page.title));
      expect(attr(html, /<meta name="description" content="(.*?)"/), page.path).toBe(
        escapeHtml(page.description),
      );
      expect(attr(html, /<link rel="canonical" href="(.*?)"/)).toBe(url);
      expect(attr(html, /<meta property="og:url" content="(.*?)"/)).toBe(url);
      expect(attr(html, /<meta property="og:title" content="(.*?)"/)).toBe(documentTitle(page.title));
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/);
      expect(html, page.path).toMatch(/<div id="root"><div[^>]*>.*<h1[^>]*>.+?<\/h1>/s);
      expect(html).not.toContain('__LEASEAUDIT_');
    }
  });

  it('shows each page with JavaScript turned off', async () => {
    const context = await e.browser.newContext({ baseURL: e.server.url, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      expect(await page.locator('h1').count(), path).toBe(1);
      expect((await page.locator('h1').textContent())?.trim().length, path).toBeGreaterThan(3);
      await page.locator('footer').waitFor();
    }
    await context.close();
  });

  it('hydrates every page without a mismatch, keeps its title, and the page answers clicks', async () => {
    const page = await (await e.newContext({ width: 375, height: 740 })).newPage();
    const errors = collectErrors(page);
    for (const { path, title } of PUBLIC_PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.title(), path).toBe(documentTitle(title));
      // A click handler only exists once React has hydrated the server HTML.
      const toggle = page.getByRole('button', { name: 'Toggle menu' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded'), { timeout: 5_000 }).toBe('true');
      await toggle.click();
    }
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('gives a signed-in user the app, not the visitor page: / goes to the dashboard and the header is theirs', async () => {
    const u = DEMO_USERS.find((d) => d.role === 'user')!;
    const page = await (await e.newContext()).newPage();
    const errors = collectErrors(page);
    await signIn(page, u.email, u.password);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.goto('/ticam-guide');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    expect(errors.filter((text) => HYDRATION_ERROR.test(text))).toEqual([]);
  });

  it('serves robots.txt and a sitemap of every public page', async () => {
    const robots = await (await fetch(`${e.server.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${e.server.url}/sitemap.xml`);
    const xml = await (await fetch(`${e.server.url}/sitemap.xml`)).text();
    for (const { path } of PUBLIC_PAGES) expect(xml).toContain(`<loc>${e.server.url}${path}</loc>`);
  });
});
