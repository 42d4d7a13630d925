import type { MiddlewareHandler } from 'hono';
import { ROLES, type Role } from '../../shared/constants';
import type { AppEnv } from '../http/context';
import { ensureProfile, type ProfileRow } from '../modules/profiles/profile-service';
import { readSessionToken } from './session-cookie';
import { findLiveSession } from './session-lookup';

/**
 * Resolves the session cookie to an Actor (user + profile) for /api routes. It never
 * rejects: routes decide through `requireActor` and the policies.
 *
 * The common case is one signature check and one SQL query (session + user + profile).
 * When a session is due for its sliding renewal, better-auth's own getSession runs
 * instead, so the database row and the cookie are extended exactly as better-auth does.
 */
export function sessionMiddleware(opts: {
  secret: string;
  ttlSeconds: number;
  updateAgeSeconds: number;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('actor', null);
    const token = readSessionToken(c.req.header('cookie'), opts.secret);
    if (!token) return next();
    const { auth, db, handle } = c.var.services;
    const row = await findLiveSession(handle, token);
    if (!row) return next();

    let profile: ProfileRow | undefined = row.profile ?? undefined;
    const renewAt = row.expiresAt.getTime() - (opts.ttlSeconds - opts.updateAgeSeconds) * 1000;
    if (Date.now() >= renewAt) {
      const renewed = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (!renewed.response) return next();
      for (const cookie of renewed.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    }
    // A user without a profile (e.g. a failed write during sign-up) gets one now, role 'user' (spec 4).
    profile ??= await ensureProfile(db, { id: row.userId, email: row.email, name: row.name });
    const role: Role = (ROLES as readonly string[]).includes(profile.role) ? (profile.role as Role) : 'user';
    c.set('actor', { userId: row.userId, email: row.email, role, profile, sessionId: row.sessionId });
    return next();
  };
}
