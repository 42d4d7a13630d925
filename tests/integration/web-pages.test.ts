import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_TOKENS } from '../../src/shared/prerender-tokens';
import { PUBLIC_PAGES } from '../../src/shared/public-pages';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';

/*
 * The server's side of pre-rendering (src/server/web/), on a hand-made build folder so
 * it runs without `npm run build`: settings filled into the pages, the shell for
 * signed-in requests and unknown paths, robots.txt, sitemap.xml, file serving rules.
 * The real build and hydration are covered by tests/e2e/prerendered-pages.e2e.test.ts.
 */

const SUPPORT = 'help-desk@tenant-example.com';
const TEMPLATE = `<!doctype html><html><head><!--app-head--><!--app-config--></head><body><div id="root"><!--app-root--></div></body></html>`;

let app: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  const page = (p: string) =>
    TEMPLATE.replace(
      '<!--app-head-->',
      `<title>${p}</title><link rel="canonical" href="${CONFIG_TOKENS.appUrl}${p}">`,
    ).replace(
      '<!--app-root-->',
      `<main><h1>Page ${p}</h1><a href="mailto:${CONFIG_TOKENS.supportEmail}">mail</a></main>`,
    );
  writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({
      builtAt: '2026-11-20T10:00:00.000Z',
      pages: { '/': page('/'), '/help': page('/help') },
    }),
  );
  app = await startTestApp({ WEB_DIST_DIR: dist, SUPPORT_EMAIL: SUPPORT });
});

afterAll(async () => {
  await app?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}) =>
  app.client().request('GET', p, undefined, headers);

describe('pre-rendered pages', () => {
  it('answers a visitor with the page, the deployment settings filled in', async () => {
    const res = await get('/help');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
    const html = await res.text();
    expect(html).toContain('<h1>Page /help</h1>');
    expect(html).toContain(`href="mailto:${SUPPORT}"`);
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/help">`);
    expect(html).not.toContain('__LEASEAUDIT_');
    const block = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block![1]!)).toEqual({
      supportEmail: SUPPORT,
      appUrl: APP_URL,
      payments: 'test',
      analytics: { metaPixelId: null, gtmId: null },
    });
  });

  it('treats a trailing slash as the same page', async () => {
    expect(await (await get('/help/')).text()).toContain('<h1>Page /help</h1>');
  });

  it('answers the empty shell to a request with a session cookie, and to every other path', async () => {
    const signedIn = await (await get('/', { cookie: 'better-auth.session_token=whatever.sig' })).text();
    expect(signedIn).not.toContain('<h1>');
    expect(signedIn).toContain('<div id="root"></div>');
    expect(signedIn).toContain('<title>LeaseAudit – Commercial Lease Audits</title>');
    const other = await get('/dashboard');
    expect(other.status).toBe(200);
    const html = await other.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`"supportEmail":"${SUPPORT}"`);
  });

  it('serves hashed assets for a year, 404s missing files and hides the build manifest', async () => {
    const asset = await get('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    expect((await get('/logo-that-is-not-there.svg')).status).toBe(404);
    expect((await get('/prerendered.json')).status).toBe(404);
    const index = await get('/index.html');
    expect(index.status).toBe(301);
    expect(index.headers.get('location')).toBe('/');
  });

  it('keeps /api answers JSON, never the shell', async () => {
    const res = await get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, keeps them out of the API and signed-in screens, and names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/(help|terms|ticam-guide)\b/);
  });

  it('lists every public page at the site address, dated by the build', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => `${APP_URL}${p.path}`));
    expect(xml.match(/<lastmod>2026-11-20<\/lastmod>/g)).toHaveLength(PUBLIC_PAGES.length);
  });
});
