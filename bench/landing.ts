/**
 * Section `landing`: what a visitor's browser pays for the landing page.
 *
 * 1. Bytes: the JavaScript and CSS files Chromium actually fetches to show / (gzip sizes of
 *    the built files), against the whole app's JavaScript. Goal: landing JS < 150 KB gzip.
 * 2. Paint: first contentful paint and largest contentful paint of / in headless Chromium
 *    on localhost (fresh context, so a cold cache; median of 5 loads), pre-rendered HTML
 *    against the same page rendered in the browser from the empty SPA shell (what every
 *    visitor got before pre-rendering; the server sends the shell when a session cookie
 *    comes along, so a stale cookie gives the reference in the same run).
 *
 * The app is built fresh into the run's temp folder and served by the real server on PGlite.
 * bench/README.md ("Landing page") explains the method.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/support/browser';
import { runToCompletion } from './lib/proc';
import { type RunningServer, startApp, stopServer } from './lib/servers';
import { median } from './lib/stats';
import type { BenchContext, BenchSection, ResultRow } from './lib/types';

const SECTION = 'landing';
const LOADS = 5;
const JS_GOAL_KB = 150;
const KB = 1024;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

interface LoadResult {
  fcp: number;
  lcp: number;
  files: string[];
}

const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

/** One cold load of `/`; with `cookie` the server answers the SPA shell instead of the pre-rendered page. */
async function loadLanding(browser: Browser, baseUrl: string, cookie: boolean): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (cookie)
    await context.addCookies([{ name: 'better-auth.session_token', value: 'stale.x', url: baseUrl }]);
  const page = await context.newPage();
  const files: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/')) files.push(url.pathname);
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(300); // the LCP candidate settles after the last paint
  const paint = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          resolve({ fcp, lcp });
        }, 50);
      }),
  );
  await context.close();
  return { ...paint, files };
}

async function measure(browser: Browser, baseUrl: string, cookie: boolean) {
  await loadLanding(browser, baseUrl, cookie); // warm-up: server caches, Chromium's own start
  const loads: LoadResult[] = [];
  for (let i = 0; i < LOADS; i++) loads.push(await loadLanding(browser, baseUrl, cookie));
  return {
    fcp: round(median(loads.map((l) => l.fcp))),
    lcp: round(median(loads.map((l) => l.lcp))),
    files: [...new Set(loads[0]!.files)],
    raw: loads.map(({ fcp, lcp }) => ({ fcp: round(fcp), lcp: round(lcp) })),
  };
}

async function run(ctx: BenchContext): Promise<ResultRow[]> {
  const webDir = path.join(ctx.tmpDir, 'landing-web');
  ctx.log('landing: building the web app');
  await runToCompletion(ctx.procs, 'build web', 'npx', ['tsx', 'scripts/build-web.ts', '--outDir', webDir], {
    cwd: ctx.root,
    env: { ...process.env },
    timeoutMs: 180_000,
  });

  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startApp(ctx, 'app landing', 'pglite', 'warn', { WEB_DIST_DIR: webDir });
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    ctx.log('landing: pre-rendered loads');
    const pre = await measure(browser, server.baseUrl, false);
    ctx.log('landing: client-rendered loads (reference)');
    const spa = await measure(browser, server.baseUrl, true);

    const onDisk = (file: string) => path.join(webDir, file);
    const landingJs = pre.files.filter((f) => f.endsWith('.js'));
    const landingCss = pre.files.filter((f) => f.endsWith('.css'));
    const jsBytes = landingJs.reduce((sum, f) => sum + gzipBytes(onDisk(f)), 0);
    const cssBytes = landingCss.reduce((sum, f) => sum + gzipBytes(onDisk(f)), 0);
    const allJs = readdirSync(path.join(webDir, 'assets')).filter((f) => f.endsWith('.js'));
    const allJsBytes = allJs.reduce((sum, f) => sum + gzipBytes(path.join(webDir, 'assets', f)), 0);

    const ratio = (a: number, b: number) => (b > 0 ? round(a / b, 2) : null);
    return [
      {
        section: SECTION,
        name: 'landing page JS (gzip)',
        value: round(jsBytes / KB),
        unit: 'KB',
        reference: { name: 'whole app JS (gzip)', value: round(allJsBytes / KB) },
        ratio: ratio(jsBytes, allJsBytes),
        ratioLabel: 'landing / whole app',
        goal: `< ${JS_GOAL_KB} KB`,
        status: jsBytes < JS_GOAL_KB * KB ? 'PASS' : 'MISS',
        detail: { files: landingJs, chunksInApp: allJs.length },
      },
      {
        section: SECTION,
        name: 'landing page CSS (gzip)',
        value: round(cssBytes / KB),
        unit: 'KB',
        status: 'INFO',
        detail: { files: landingCss },
      },
      {
        section: SECTION,
        name: 'landing first contentful paint',
        value: pre.fcp,
        unit: 'ms',
        reference: { name: 'client-rendered shell FCP', value: spa.fcp },
        ratio: ratio(pre.fcp, spa.fcp),
        ratioLabel: 'pre-rendered / client-rendered',
        goal: '<= 1x',
        status: pre.fcp <= spa.fcp ? 'PASS' : 'MISS',
        detail: { prerendered: pre.raw, clientRendered: spa.raw },
      },
      {
        section: SECTION,
        name: 'landing largest contentful paint',
        value: pre.lcp,
        unit: 'ms',
        reference: { name: 'client-rendered shell LCP', value: spa.lcp },
        ratio: ratio(pre.lcp, spa.lcp),
        ratioLabel: 'pre-rendered / client-rendered',
        goal: '<= 1x',
        status: pre.lcp <= spa.lcp ? 'PASS' : 'MISS',
      },
    ];
  } catch (err) {
    return [
      {
        section: SECTION,
        name: 'landing page',
        value: null,
        unit: '',
        status: 'ERROR',
        note: err instanceof Error ? err.message : String(err),
      },
    ];
  } finally {
    await browser?.close().catch(() => undefined);
    if (server) await stopServer(ctx, server);
  }
}

const landing: BenchSection = { name: SECTION, run };
export default landing;
