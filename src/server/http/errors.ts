import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A failure the client should see: one envelope `{ error: { code, message } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const unauthenticated = () =>
  new HttpError(401, 'UNAUTHENTICATED', 'You must be signed in to do that.');
export const forbidden = () => new HttpError(403, 'FORBIDDEN', 'You do not have permission to do that.');
/** Another user's resource answers exactly like a missing one, so ids cannot be probed. */
export const notFound = (message = 'Not found') => new HttpError(404, 'NOT_FOUND', message);
export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function sendError(c: Context, err: HttpError) {
  // A rate-limited caller is told when to come back (RateLimitedError, http/rate-limit.ts).
  const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(errorBody(err.code, err.message), err.status);
}
