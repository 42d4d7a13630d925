import { documentTitle, PUBLIC_PAGES, type PublicPage, SITE_NAME } from './public-pages';

/** Text safe inside HTML (and XML) text and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * <title>, description, canonical address and Open Graph / Twitter tags of a public page.
 * `appUrl` is the site's address (at build time the placeholder token, filled by the server).
 */
export function headTags(page: PublicPage, appUrl: string): string {
  const title = escapeHtml(documentTitle(page.title));
  const description = escapeHtml(page.description);
  const url = `${appUrl}${page.path === '/' ? '/' : page.path}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta property="og:locale" content="en_US" />',
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
}

/** Head of the single-page shell every other path gets: the site's title and description only. */
export function shellHeadTags(): string {
  const home = PUBLIC_PAGES[0]!;
  return [
    `<title>${escapeHtml(documentTitle(undefined))}</title>`,
    `<meta name="description" content="${escapeHtml(home.description)}" />`,
  ].join('\n    ');
}
