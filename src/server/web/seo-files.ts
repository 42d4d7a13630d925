import { escapeHtml } from '../../shared/head-tags';
import { PUBLIC_PAGES } from '../../shared/public-pages';

/** Paths crawlers have no business in: the API and every signed-in screen. */
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/documents',
  '/analysis-requests',
  '/orders',
  '/new-project',
  '/success',
  '/purchase-success',
  '/affiliates',
  '/billing',
  '/account',
  '/reset-password',
];

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Every public page, last modified when the build rendered it. */
export function sitemapXml(appUrl: string, lastModified: Date | null): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url><loc>${escapeHtml(`${appUrl}${page.path}`)}</loc>${lastmod}<changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
