import type { MiddlewareHandler } from 'hono';
import { ROLES, type Role } from '../../shared/constants';
import type { AppEnv } from '../http/context';
import { ensureProfile, type ProfileRow } from '../modules/profiles/profile-service';
import type { Actor } from './actor';
import type { SessionCache } from './session-cache';
import { readSessionToken, sessionCookieValue } from './session-cookie';
import { findLiveSession } from './session-lookup';

/** Methods that change nothing: every other request by a user drops their cached sessions. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves the session cookie to an Actor (user + profile) for /api routes. It never
 * rejects: routes decide through `requireActor` and the policies.
 *
 * The common case is a cache hit (decision 0028): customers'
 * resolved sessions are reused for a few seconds. Otherwise one SQL query (session +
 * user + profile). When a session is due for its sliding renewal, better-auth's own
 * getSession runs instead, so the database row and the cookie are extended exactly as
 * better-auth does (and nothing is cached until the renewed row has been read).
 *
 * A state-changing request (not GET/HEAD/OPTIONS) never uses the cache: its session and
 * profile are read fresh, so nothing stale can authorise a change. It also forgets the
 * caller's cached sessions before and after it runs, so a user always reads their own
 * writes (credits after a submit, a new name).
 */
export function sessionMiddleware(opts: {
  secret: string;
  ttlSeconds: number;
  updateAgeSeconds: number;
  cache: SessionCache;
}): MiddlewareHandler<AppEnv> {
  const { cache } = opts;
  const resolve = async (c: Parameters<MiddlewareHandler<AppEnv>>[0], cookie: string, fresh: boolean) => {
    // Keyed by the signed cookie value: a hit is a value whose signature was checked before.
    const cached = fresh ? undefined : cache.get(cookie);
    if (cached) return cached;
    const token = readSessionToken(c.req.header('cookie'), opts.secret);
    if (!token) return null;
    const { auth, db, handle } = c.var.services;
    const epoch = cache.epoch;
    const row = await findLiveSession(handle, token);
    if (!row) return null;

    let profile: ProfileRow | undefined = row.profile ?? undefined;
    const renewAt = row.expiresAt.getTime() - (opts.ttlSeconds - opts.updateAgeSeconds) * 1000;
    if (Date.now() >= renewAt) {
      const renewed = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (!renewed.response) return null;
      for (const line of renewed.headers.getSetCookie()) c.header('set-cookie', line, { append: true });
    }
    // A user without a profile (e.g. a failed write during sign-up) gets one now, role 'user' (spec 4).
    profile ??= await ensureProfile(db, { id: row.userId, email: row.email, name: row.name });
    const role: Role = (ROLES as readonly string[]).includes(profile.role) ? (profile.role as Role) : 'user';
    const actor: Actor = { userId: row.userId, email: row.email, role, profile, sessionId: row.sessionId };
    // Staff sessions are always read fresh: a revoked role never outlives the request.
    if (role === 'user' && !fresh) cache.set(cookie, actor, { epoch, notAfter: renewAt });
    return actor;
  };

  return async (c, next) => {
    c.set('actor', null);
    const cookie = sessionCookieValue(c.req.header('cookie'));
    if (!cookie) return next();
    const safe = SAFE_METHODS.has(c.req.method);
    const actor = await resolve(c, cookie, !safe);
    c.set('actor', actor);
    if (!actor || safe) return next();
    cache.forgetUser(actor.userId);
    try {
      await next();
    } finally {
      cache.forgetUser(actor.userId);
    }
  };
}

/** better-auth routes that change no session or user: everything else empties the cache. */
const AUTH_READS = new Set(['/api/auth/get-session', '/api/auth/sign-in/email', '/api/auth/sign-up/email']);

/**
 * For /api/auth/*: after better-auth handled a sign-out, password change or reset, e-mail
 * change or verification, session revocation, ..., the whole in-process cache is dropped
 * (we do not always know whose sessions changed; a reset is anonymous). Such requests are
 * rare, and the next request of each user reads the database once.
 */
export function forgetSessionsOnAuthChange(cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (AUTH_READS.has(c.req.path)) return next();
    cache.clear();
    try {
      await next();
    } finally {
      cache.clear();
    }
  };
}
