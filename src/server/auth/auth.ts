import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import type { Database, DbHandle } from '../db/client';
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../db/schema';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import { appHosts, appOrigins, isLoopbackUrl } from '../http/origin-check';
import { createRateLimiter, RateLimitedError } from '../http/rate-limit';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import {
  emailChangedNoticeMail,
  emailChangeMail,
  passwordResetMail,
  signUpAttemptMail,
} from '../mail/templates';
import { createProfileForUser, findProfile } from '../modules/profiles/profile-service';
import { afterAuthHook, beforeAuthHook, nameField, SIGN_IN_ACCOUNT_LIMIT } from './auth-hooks';

export interface AuthDeps {
  db: Database;
  /** For the database-backed limiters (per-account sign-in, sign-up notices). */
  handle: DbHandle;
  /** Named in the notice the old address gets after an e-mail change. */
  supportEmail: string;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  secret: string;
  sessionTtlSeconds: number;
  rateLimit: { max: number; windowSeconds: number };
}

/** Sessions slide: used at least this long after their last renewal, they are extended again. */
export function sessionUpdateAgeSeconds(ttlSeconds: number): number {
  return Math.min(60 * 60 * 24, Math.floor(ttlSeconds / 2));
}

/**
 * better-auth's base URL. Behind a real address it is APP_URL. On a loopback APP_URL
 * (development) it follows the alias the browser used (localhost, 127.0.0.1, [::1] on
 * APP_URL's port), so links and redirects stay on the address the user opened
 * (decision 0027); any other host falls back to APP_URL.
 */
function baseUrlFor(appUrl: string) {
  if (!isLoopbackUrl(appUrl)) return appUrl;
  const protocol = new URL(appUrl).protocol === 'https:' ? 'https' : 'http';
  return { allowedHosts: appHosts(appUrl), protocol, fallback: appUrl } as const;
}

/**
 * better-auth with e-mail + password and database sessions. The product's own user
 * record (profiles: role, credits, tier, wizard state) is created beside better-auth's
 * user in the same sign-up, always with role 'user'.
 */
export function createAuth(deps: AuthDeps) {
  const { db, mailer, logger } = deps;
  const secure = deps.appUrl.startsWith('https://');
  const strictRule = { window: deps.rateLimit.windowSeconds, max: deps.rateLimit.max };
  const signInLimiter = createRateLimiter(deps.handle, {
    name: 'signin-account',
    ...SIGN_IN_ACCOUNT_LIMIT,
    message: 'Too many failed sign-in attempts for this account.',
  });
  // A flood of sign-ups with someone's address must not flood their inbox.
  const signUpNoticeLimiter = createRateLimiter(deps.handle, {
    name: 'signup-notice',
    max: 3,
    windowMs: 60 * 60 * 1000,
    message: 'Too many sign-up notices for this address.',
  });
  return betterAuth({
    appName: 'LeaseAudit',
    baseURL: baseUrlFor(deps.appUrl),
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: appOrigins(deps.appUrl),
    // Reachable only through our own routes, which ask for the current password first
    // (/api/account/*), or not at all: we never verify e-mail addresses at sign-up, and
    // the e-mail change sends its own confirmation (issue 11, items 8 and 10).
    disabledPaths: ['/change-email', '/change-password', '/send-verification-email'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // Off so that a sign-up with a registered address answers like any other sign-up
      // (better-auth's synthetic user); afterAuthHook signs in the users it really
      // created (decision 0026).
      autoSignIn: false,
      customSyntheticUser: ({ coreFields, id }) => ({
        ...coreFields,
        name: coreFields.name.trim().slice(0, 200),
        id,
      }),
      async onExistingUserSignUp({ user }) {
        try {
          await signUpNoticeLimiter.hit(user.email.toLowerCase());
        } catch (err) {
          if (err instanceof RateLimitedError) return;
          throw err;
        }
        const profile = await findProfile(db, user.id);
        await mailer.send({
          to: user.email,
          kind: 'sign_up_attempt',
          ...signUpAttemptMail(profile?.firstName ?? '', deps.appUrl),
        });
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        const profile = await findProfile(db, user.id);
        await mailer.send({
          to: user.email,
          kind: 'password_reset',
          sensitive: true,
          ...passwordResetMail(profile?.firstName ?? '', url),
        });
      },
    },
    emailVerification: {
      // Used by the e-mail change flow only: the link goes to the NEW address and the
      // change takes effect only when it is opened.
      async sendVerificationEmail({ user, url }) {
        const profile = await findProfile(db, user.id);
        await mailer.send({
          to: user.email,
          kind: 'email_change',
          sensitive: true,
          ...emailChangeMail(profile?.firstName ?? '', user.email, url),
        });
      },
    },
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: deps.sessionTtlSeconds,
      updateAge: sessionUpdateAgeSeconds(deps.sessionTtlSeconds),
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // The HTTP layer writes the client address into this header itself (overwriting
      // anything a client sent), so rate limits key on the real peer.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': strictRule,
        '/sign-up/email': strictRule,
        '/request-password-reset': strictRule,
        '/reset-password': strictRule,
        '/change-email': strictRule,
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            // The terms and names of a public sign-up are checked in beforeAuthHook.
            return { data: { ...user, name: user.name.trim().slice(0, 200) } };
          },
          async after(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const firstName = nameField(body.firstName) || user.name.split(' ')[0] || '';
            const lastName = nameField(body.lastName) || user.name.split(' ').slice(1).join(' ');
            await createProfileForUser(db, {
              id: user.id,
              email: user.email,
              firstName,
              lastName,
              termsAcceptedAt: body.acceptedTerms === true ? new Date() : null,
            });
            logger.info({ userId: user.id }, 'user registered');
          },
        },
        update: {
          async after(user) {
            // A confirmed e-mail change moves the profile's copy of the address too,
            // and the old address is told (without any link: decision 0026).
            const before = await findProfile(db, user.id);
            await db
              .update(profiles)
              .set({ email: user.email, updatedAt: new Date() })
              .where(eq(profiles.id, user.id));
            if (before && before.email.toLowerCase() !== user.email.toLowerCase()) {
              await mailer.send({
                to: before.email,
                kind: 'email_changed_notice',
                ...emailChangedNoticeMail({
                  firstName: before.firstName ?? '',
                  oldEmail: before.email,
                  newEmail: user.email,
                  supportEmail: deps.supportEmail,
                }),
                replyTo: deps.supportEmail,
              });
            }
          },
        },
      },
    },
    hooks: { before: beforeAuthHook(signInLimiter), after: afterAuthHook(signInLimiter) },
    // better-auth's own messages go to our JSON log at our level.
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        logger[level === 'debug' ? 'debug' : level]({ args }, `better-auth: ${message}`),
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
