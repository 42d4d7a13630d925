import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import type { Database } from '../db/client';
import { accounts, profiles, rateLimits, sessions, users, verifications } from '../db/schema';
import { CLIENT_IP_HEADER } from '../http/client-ip';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import { emailChangeMail, passwordResetMail } from '../mail/templates';
import { createProfileForUser, findProfile } from '../modules/profiles/profile-service';

export interface AuthDeps {
  db: Database;
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

const nameField = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 100) : '');

/**
 * better-auth with e-mail + password and database sessions. The product's own user
 * record (profiles: role, credits, tier, wizard state) is created beside better-auth's
 * user in the same sign-up, always with role 'user'.
 */
export function createAuth(deps: AuthDeps) {
  const { db, mailer, logger } = deps;
  const secure = deps.appUrl.startsWith('https://');
  const strictRule = { window: deps.rateLimit.windowSeconds, max: deps.rateLimit.max };
  return betterAuth({
    appName: 'LeaseAudit',
    baseURL: deps.appUrl,
    basePath: '/api/auth',
    secret: deps.secret,
    trustedOrigins: [deps.appUrl],
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
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        const profile = await findProfile(db, user.id);
        await mailer.send({
          to: user.email,
          kind: 'password_reset',
          ...passwordResetMail(profile?.firstName ?? '', url),
        });
      },
    },
    emailVerification: {
      // Used by the e-mail change flow: the link goes to the NEW address and the
      // change takes effect only when it is opened.
      async sendVerificationEmail({ user, url }) {
        const profile = await findProfile(db, user.id);
        await mailer.send({
          to: user.email,
          kind: 'email_change',
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
          async before(user, ctx) {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            // Sign-ups from the public API must carry the terms acceptance and both names
            // (spec 2.4/5); server-side creations (seed, tests) pass no request context.
            if (ctx?.request) {
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
            // A confirmed e-mail change moves the profile's copy of the address too.
            await db
              .update(profiles)
              .set({ email: user.email, updatedAt: new Date() })
              .where(eq(profiles.id, user.id));
          },
        },
      },
    },
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
