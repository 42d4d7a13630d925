import type { MiddlewareHandler } from 'hono';

/**
 * `Cache-Control: no-store` on every answer it wraps (the whole /api, better-auth's
 * /api/auth/* included): they carry sessions, profiles, credits and documents, which no
 * browser or proxy cache may keep (decision 0029). An answer that already says no-store
 * (downloads: `private, no-store`) keeps its value; any other value is replaced.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (/\bno-store\b/i.test(c.res.headers.get('cache-control') ?? '')) return;
    try {
      c.res.headers.set('Cache-Control', 'no-store');
    } catch {
      // A Response with immutable headers (e.g. one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('Cache-Control', 'no-store');
    }
  };
}
