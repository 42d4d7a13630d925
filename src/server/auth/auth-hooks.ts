import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { RateLimitedError, type RateLimiter } from '../http/rate-limit';

/** Per-account sign-in limit beside better-auth's per-address one (decision 0026). */
export const SIGN_IN_ACCOUNT_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

export const nameField = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');
const emailKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** "Try again in 15 minutes." for a limiter's Retry-After. */
export function retryHint(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function tooManyAttempts(err: RateLimitedError): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'RATE_LIMITED',
      message: `Too many failed sign-in attempts for this account. ${retryHint(err.retryAfterSeconds)}`,
    },
    { 'Retry-After': String(err.retryAfterSeconds) },
  );
}

/**
 * Runs before better-auth's endpoint (after its per-address limiter):
 * - sign-up: the terms and both names are checked BEFORE better-auth looks the address
 *   up, so a bad body gets the same error whether or not the address is registered;
 * - sign-in: every attempt counts against the account (the e-mail as typed, registered
 *   or not, so the limit itself reveals nothing); a success clears it (after hook).
 */
export function beforeAuthHook(signInLimiter: RateLimiter) {
  return createAuthMiddleware(async (ctx) => {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === '/sign-up/email' && ctx.request) {
      if (body.acceptedTerms !== true) {
        throw new APIError('BAD_REQUEST', {
          message: 'You must accept the Terms of Service',
          code: 'TERMS_NOT_ACCEPTED',
        });
      }
      if (!nameField(body.firstName) || !nameField(body.lastName)) {
        throw new APIError('BAD_REQUEST', {
          message: 'First name and last name are required',
          code: 'NAME_REQUIRED',
        });
      }
    }
    if (ctx.path === '/sign-in/email' && ctx.request && emailKey(body.email)) {
      try {
        await signInLimiter.hit(emailKey(body.email));
      } catch (err) {
        if (err instanceof RateLimitedError) throw tooManyAttempts(err);
        throw err;
      }
    }
  });
}

/**
 * Runs after better-auth's endpoint:
 * - sign-up: better-auth runs with autoSignIn off, which makes it answer a sign-up for a
 *   registered address exactly like a new one (a synthetic user, no session). A user that
 *   really was created is then signed in here, as autoSignIn would have done.
 * - sign-in: a success clears the account's failed attempts.
 */
export function afterAuthHook(signInLimiter: RateLimiter) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    if (!ctx.request || !returned || isAPIError(returned)) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    if (ctx.path === '/sign-in/email') {
      await signInLimiter.reset(emailKey(body.email));
      return;
    }
    if (ctx.path !== '/sign-up/email') return;
    const answered = (returned as { user?: { id?: string } }).user;
    // The synthetic user of a duplicate sign-up has a fresh id that exists nowhere.
    const user = answered?.id ? await ctx.context.internalAdapter.findUserById(answered.id) : null;
    if (!user) return;
    const session = await ctx.context.internalAdapter.createSession(user.id, body.rememberMe === false);
    await setSessionCookie(ctx, { session, user }, body.rememberMe === false);
  });
}
