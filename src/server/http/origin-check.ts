import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTNAMES = ['localhost', '127.0.0.1', '[::1]'];

/** True when APP_URL names this machine (development): localhost, 127.0.0.1 or [::1]. */
export function isLoopbackUrl(appUrl: string): boolean {
  return LOOPBACK_HOSTNAMES.includes(new URL(appUrl).hostname);
}

/**
 * The `host[:port]` values the site answers on (decision 0027). Behind a real address
 * only APP_URL's; in development every loopback alias on APP_URL's port, so a new user
 * who opens http://127.0.0.1:3000 instead of http://localhost:3000 can still sign up.
 */
export function appHosts(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!isLoopbackUrl(appUrl)) return [url.host];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTNAMES.map((hostname) => `${hostname}${port}`);
}

/** The origins (scheme://host[:port]) allowed to send state-changing requests. */
export function appOrigins(appUrl: string): string[] {
  const { protocol } = new URL(appUrl);
  return appHosts(appUrl).map((host) => new URL(`${protocol}//${host}`).origin);
}

/** What a browser on another address is told: where the site really is. */
export function wrongOriginMessage(appUrl: string): string {
  return `Open LeaseAudit at ${appUrl} to sign in.`;
}

/**
 * CSRF defence in depth beside SameSite=Lax cookies, and a clear answer for a browser
 * on the wrong address. A state-changing `/api` request that names an origin (Origin,
 * or Referer when a browser omits Origin) must name one of ours; one that carries
 * cookies must name one. Requests with neither (curl, server-to-server) carry no session
 * to abuse and pass. Refusals say which address to use and are logged with both origins.
 */
export function originCheck(appUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new Set(appOrigins(appUrl));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (origin ? allowed.has(origin) : !c.req.header('cookie')) return next();
    c.var.services.logger.warn(
      {
        originSeen: origin ?? null,
        originExpected: [...allowed],
        path: c.req.path,
        requestId: c.var.requestId,
      },
      'request refused: sent from another origin than the app',
    );
    return c.json(errorBody('BAD_ORIGIN', wrongOriginMessage(appUrl)), 403);
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
