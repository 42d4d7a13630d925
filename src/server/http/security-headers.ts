import type { MiddlewareHandler } from 'hono';

/**
 * Hardening headers, in two sets (decision 0030):
 *
 * - **Documents** (the SPA shell, pre-rendered pages, assets): a Content-Security-Policy that
 *   allows only our own scripts (the SPA has no inline script; inline styles are allowed
 *   because component libraries set style attributes) and the usual browser protections.
 * - **API answers** (`/api/*`, `/healthz`, `/readyz`: JSON, never rendered as a page): the
 *   OWASP REST set — nothing may load or frame them, no MIME sniffing, no cross-origin
 *   reads, HTTPS pinned. The document-only headers (script/style sources, DNS prefetch,
 *   download options, ...) mean nothing on JSON, and setting 13 headers on every API answer
 *   was a third of the cost of an authenticated read.
 *
 * Both lists are built once; a request only copies one of them onto its answer.
 */

/**
 * The documents' policy. `thirdParty` are the origins of the conversion scripts switched on
 * by configuration (GTM_ID, META_PIXEL_ID; decision 0046): allowed to run, send their beacons
 * and show their pixel, and only when configured.
 */
function documentCsp(thirdParty: readonly string[]): string {
  const extra = thirdParty.length > 0 ? ` ${thirdParty.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Where each conversion service's script and beacons come from. */
export const ANALYTICS_ORIGINS = {
  gtm: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
  ],
  metaPixel: ['https://connect.facebook.net', 'https://www.facebook.com'],
} as const;

const BOTH: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

export const documentHeaders = (thirdParty: readonly string[] = []): readonly [string, string][] => [
  ['Content-Security-Policy', documentCsp(thirdParty)],
  ...BOTH,
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

export const API_HEADERS: readonly [string, string][] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ...BOTH,
  ['X-Frame-Options', 'DENY'],
];

const isApiPath = (path: string) => path.startsWith('/api/') || path === '/healthz' || path === '/readyz';

export function securityHeaders(
  opts: { analytics?: { gtmId: string | null; metaPixelId: string | null } } = {},
): MiddlewareHandler {
  const thirdParty = [
    ...(opts.analytics?.gtmId ? ANALYTICS_ORIGINS.gtm : []),
    ...(opts.analytics?.metaPixelId ? ANALYTICS_ORIGINS.metaPixel : []),
  ];
  const documentSet = documentHeaders(thirdParty);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of isApiPath(c.req.path) ? API_HEADERS : documentSet) {
      headers.set(name, value);
    }
  };
}
