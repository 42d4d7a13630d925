/**
 * What a service, a policy or a route can refuse, said in the domain's words. Services throw
 * these and know nothing of HTTP; the one place that turns a kind into a status code is
 * `src/server/http/errors.ts` (decision 0064). `code` is the stable machine-readable reason the
 * client may branch on, `message` the product's copy shown to the user.
 */
export type DomainErrorKind =
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'invalid'
  | 'conflict'
  | 'payment_required'
  | 'too_large'
  | 'unsupported_type'
  | 'unreadable'
  | 'rate_limited'
  | 'upstream_failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const unauthenticated = (message = 'You must be signed in to do that.') =>
  new DomainError('unauthenticated', 'UNAUTHENTICATED', message);
export const forbidden = () =>
  new DomainError('forbidden', 'FORBIDDEN', 'You do not have permission to do that.');
/** Another user's resource answers exactly like a missing one, so ids cannot be probed. */
export const notFound = (message = 'Not found') => new DomainError('not_found', 'NOT_FOUND', message);
export const invalid = (message: string, code = 'BAD_REQUEST') => new DomainError('invalid', code, message);
/** The resource is not in a state that allows this (already refunded, already running, ...). */
export const conflict = (message: string, code = 'CONFLICT') => new DomainError('conflict', code, message);
/** A provider the action depends on (payments, mail) failed; nothing was lost on our side. */
export const upstreamFailed = (code: string, message: string) =>
  new DomainError('upstream_failed', code, message);
/** An analysis needs a credit (spec 2.9): the wizard's submit and a retry of a failed run. */
export const insufficientCredits = () =>
  new DomainError(
    'payment_required',
    'INSUFFICIENT_CREDITS',
    'You need at least 1 credit to start an analysis.',
  );
