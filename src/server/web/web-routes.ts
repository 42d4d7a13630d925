import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { normalizePath } from '../../shared/public-pages';
import { hasSessionCookie } from '../auth/session-cookie';
import type { AppEnv } from '../http/context';
import { robotsTxt, sitemapXml } from './seo-files';
import { loadWebPages, type PublicConfig } from './web-pages';

const HTML_HEADERS = {
  // HTML names the current hashed assets: always revalidate it. The answer depends on
  // whether a session cookie came with the request.
  'Cache-Control': 'no-cache',
  Vary: 'Cookie',
};

const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * The web app: robots.txt and sitemap.xml, the built files, the pre-rendered public
 * pages for visitors, and the SPA shell for everything else. A request with a session
 * cookie gets the shell even on a public path: the signed-in header (or, on /, the
 * redirect to the dashboard) then comes from the client, without first painting the
 * visitor's page.
 */
export function webRoutes(opts: { distDir: string; config: PublicConfig }) {
  const web = loadWebPages(opts.distDir, opts.config);
  const root = path.relative(process.cwd(), opts.distDir);
  const app = new Hono<AppEnv>();

  app.get('/robots.txt', (c) => c.text(robotsTxt(opts.config.appUrl)));
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(opts.config.appUrl, web.builtAt), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  );
  // Build files the browser never needs.
  app.get('/prerendered.json', (c) => c.notFound());
  app.get('/index.html', (c) => c.redirect('/', 301));

  // Hashed file names change with their content: cache them for good.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Only names with an extension are files; '/' must not become index.html here.
  const files = serveStatic({ root });
  app.use('/*', async (c, next) => {
    if (!HAS_EXTENSION.test(c.req.path)) return next();
    return (await files(c, async () => {})) ?? c.notFound();
  });

  app.get('*', (c) => {
    const page = hasSessionCookie(c.req.header('cookie'))
      ? undefined
      : web.pages.get(normalizePath(c.req.path));
    return c.html(page ?? web.shell, 200, HTML_HEADERS);
  });
  return app;
}
