import { isAPIError } from 'better-auth/api';
import type { Actor } from '../../auth/actor';
import { retryHint, SIGN_IN_ACCOUNT_LIMIT } from '../../auth/auth-hooks';
import { invalid } from '../../domain/errors';
import { createRateLimiter, RateLimitedError } from '../../http/rate-limit';
import type { Services } from '../../services';

type AccountServices = Pick<Services, 'auth' | 'handle'>;

/**
 * Password and e-mail changes ask for the current password, checked by better-auth
 * (decision 0026): a stolen session alone cannot take the account over. Wrong guesses
 * count per account like failed sign-ins, so a session cannot be used to guess either.
 */
async function withCurrentPassword<T>(services: AccountServices, actor: Actor, run: () => Promise<T>) {
  const limiter = createRateLimiter(services.handle, {
    name: 'current-password',
    ...SIGN_IN_ACCOUNT_LIMIT,
    message: 'Too many wrong passwords.',
  });
  try {
    await limiter.hit(actor.userId);
  } catch (err) {
    if (err instanceof RateLimitedError) {
      throw new RateLimitedError(
        `Too many wrong passwords. ${retryHint(err.retryAfterSeconds)}`,
        err.retryAfterSeconds,
      );
    }
    throw err;
  }
  let result: T;
  try {
    result = await run();
  } catch (err) {
    if (!isAPIError(err)) throw err;
    const code = (err.body as { code?: string } | undefined)?.code;
    if (code === 'INVALID_PASSWORD') {
      throw invalid('Your current password is incorrect.', 'WRONG_PASSWORD');
    }
    throw invalid(err.message, 'ACCOUNT_CHANGE_FAILED');
  }
  await limiter.reset(actor.userId);
  return result;
}

/**
 * better-auth's changePassword checks the current password, stores the new hash and,
 * with revokeOtherSessions, signs out every other session and replaces this one.
 * Returns the Set-Cookie lines of the replacement session.
 */
export async function changePassword(
  services: AccountServices,
  actor: Actor,
  headers: Headers,
  input: { currentPassword: string; newPassword: string },
): Promise<string[]> {
  return withCurrentPassword(services, actor, async () => {
    const res = await services.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    return res.headers.getSetCookie();
  });
}

/**
 * Checks the current password (better-auth's verifyPassword), then starts better-auth's
 * e-mail change: a confirmation link goes to the new address and the change applies
 * when it is opened; the old address is told then (auth.ts, user update hook).
 */
export async function changeEmail(
  services: AccountServices,
  actor: Actor,
  headers: Headers,
  input: { currentPassword: string; newEmail: string },
): Promise<void> {
  await withCurrentPassword(services, actor, () =>
    services.auth.api.verifyPassword({ body: { password: input.currentPassword }, headers }),
  );
  try {
    await services.auth.api.changeEmail({
      body: { newEmail: input.newEmail, callbackURL: '/account' },
      headers,
    });
  } catch (err) {
    if (isAPIError(err)) throw invalid(err.message, 'EMAIL_CHANGE_FAILED');
    throw err;
  }
}
