import type { DbHandle } from '../db/client';
import { DomainError } from '../domain/errors';

/**
 * A fixed-window counter per key (user id, IP, e-mail), kept in the database
 * (`app_rate_limits`) so every web process counts against the same limit (decision 0021).
 * One atomic upsert per hit: no read-then-write race between processes.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; throws RateLimitedError (429) once `max` hits fell in the current window. */
  hit(key: string): Promise<void>;
  /** Forgets `key` (e.g. a successful sign-in clears that account's failed attempts). */
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Namespaces the keys: limiters with different names never share a counter. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

const HIT_SQL = `
insert into app_rate_limits as r (key, window_started_at, hits, expires_at)
values ($1, now(), 1, now() + $2 * interval '1 millisecond')
on conflict (key) do update set
  window_started_at = case when r.expires_at <= now() then now() else r.window_started_at end,
  hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
  expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
returning hits, extract(epoch from (r.expires_at - now())) as seconds_left`;

/** Expired windows are deleted now and then, by whichever process happens to count. */
const CLEANUP_EVERY_HITS = 500;
let hitsSinceCleanup = 0;

export function createRateLimiter(handle: DbHandle, opts: RateLimitOptions): RateLimiter {
  const keyOf = (key: string) => `${opts.name}:${key}`;
  return {
    async hit(key) {
      const [row] = await handle.query<{ hits: number; seconds_left: number | string }>(HIT_SQL, [
        keyOf(key),
        opts.windowMs,
      ]);
      if (++hitsSinceCleanup >= CLEANUP_EVERY_HITS) {
        hitsSinceCleanup = 0;
        await handle.query('delete from app_rate_limits where expires_at < now()', []).catch(() => undefined);
      }
      if (row && Number(row.hits) > opts.max) {
        throw new RateLimitedError(opts.message, Math.max(1, Math.ceil(Number(row.seconds_left))));
      }
    },
    async reset(key) {
      await handle.query('delete from app_rate_limits where key = $1', [keyOf(key)]);
    },
  };
}

export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', 'RATE_LIMITED', message);
  }
}

/**
 * A limiter created once per app (per DbHandle) on first use: tests start several apps in one
 * process, so a module-level limiter would count against the wrong database.
 */
export function limiterPerApp(opts: RateLimitOptions): (handle: DbHandle) => RateLimiter {
  const limiters = new WeakMap<DbHandle, RateLimiter>();
  return (handle) => {
    let limiter = limiters.get(handle);
    if (!limiter) {
      limiter = createRateLimiter(handle, opts);
      limiters.set(handle, limiter);
    }
    return limiter;
  };
}
