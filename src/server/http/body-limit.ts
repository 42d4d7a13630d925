import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

/**
 * Every JSON body we accept (ours and better-auth's /api/auth/*) is far below this: the
 * largest is a contact message (5,000 characters, at most ~30 KB as escaped JSON).
 */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export interface BodyLimitOptions {
  maxBytes: number;
  /** Requests that enforce their own, larger limit while streaming (the PDF upload). */
  exempt?: (c: Context) => boolean;
}

/**
 * Refuses a request body over `maxBytes` with 413 before any route reads it (decision 0029):
 * at once when Content-Length says so, else (chunked) as soon as the running count passes
 * the limit, so at most `maxBytes` is ever held. A body that is not refused is handed on
 * already read (hono's bodyLimit). What the client still sends after a 413 is discarded by
 * @hono/node-server (at most 64 MB or 500 ms, then the socket is closed), never buffered.
 * A Content-Length smaller than the body cannot smuggle more: Node's HTTP parser stops the
 * body at the declared length.
 */
export function requestBodyLimit(opts: BodyLimitOptions): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: opts.maxBytes,
    onError: (c) =>
      c.json(
        errorBody(
          'PAYLOAD_TOO_LARGE',
          `The request body is too large (the limit is ${Math.round(opts.maxBytes / 1024)} KB).`,
        ),
        413,
      ),
  });
  return async (c, next) => {
    // GET and HEAD carry no body in @hono/node-server; not touching c.req.raw.body keeps it
    // from building a full Request on every GET (the hot path).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (opts.exempt?.(c)) return next();
    return limit(c, next);
  };
}
