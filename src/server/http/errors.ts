import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorKind } from '../domain/errors';

/**
 * The one mapping of a domain refusal (src/server/domain/errors.ts) to HTTP (decision 0064):
 * services throw DomainError, app.onError answers with this status and one envelope
 * `{ error: { code, message } }`.
 */
const STATUS: Record<DomainErrorKind, ContentfulStatusCode> = {
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  invalid: 400,
  conflict: 409,
  payment_required: 402,
  too_large: 413,
  unsupported_type: 415,
  unreadable: 422,
  rate_limited: 429,
  upstream_failed: 502,
};

export const statusOf = (err: DomainError): ContentfulStatusCode => STATUS[err.kind];

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

export function sendError(c: Context, err: DomainError) {
  // A rate-limited caller is told when to come back (RateLimitedError, http/rate-limit.ts).
  const retryAfter = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(errorBody(err.code, err.message), statusOf(err));
}
