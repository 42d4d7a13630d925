import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/** Internal header carrying the client address, set by us only (never trusted from the client). */
export const CLIENT_IP_HEADER = 'x-leaseaudit-client-ip';

/**
 * Resolves the client address once per request (c.var.clientIp); the better-auth route
 * copies it into CLIENT_IP_HEADER for its rate limiter. Behind a reverse proxy (TRUST_PROXY=true) the
 * left-most X-Forwarded-For entry is the client; otherwise the socket peer is.
 */
export function clientIp(opts: { trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    let ip: string | undefined;
    if (opts.trustProxy) ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        // In-process requests (tests, app.request) have no socket.
      }
    }
    ip ||= '127.0.0.1';
    c.set('clientIp', ip);
    await next();
  };
}
