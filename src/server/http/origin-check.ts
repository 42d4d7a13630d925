import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth beside SameSite=Lax cookies: a state-changing request that
 * carries cookies must come from our own origin (Origin header, or Referer when a
 * browser omits Origin). Requests without cookies carry no session to abuse.
 */
export function originCheck(trusted: string[]): MiddlewareHandler {
  const allowed = new Set(trusted.map((u) => new URL(u).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header('cookie')) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (!origin || !allowed.has(origin)) {
      return c.json(errorBody('BAD_ORIGIN', 'This request was not sent from the LeaseAudit site.'), 403);
    }
    return next();
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
