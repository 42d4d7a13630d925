import { describe, expect, it } from 'vitest';
import type { Actor } from '../../src/server/auth/actor';
import { SessionCache } from '../../src/server/auth/session-cache';

const actor = (userId: string): Actor =>
  ({ userId, email: `${userId}@example.com`, role: 'user', sessionId: `s-${userId}`, profile: {} }) as Actor;

function cacheWithClock(opts: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const cache = new SessionCache({
    ttlMs: opts.ttlMs ?? 5_000,
    maxEntries: opts.maxEntries ?? 100,
    now: () => clock.now,
  });
  return { cache, clock };
}

const far = Number.MAX_SAFE_INTEGER;

describe('SessionCache', () => {
  it('serves an entry for the configured window and not a moment after', () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 5_000 });
    cache.set('cookie-a', actor('u1'), { epoch: cache.epoch, notAfter: far });
    clock.now += 4_999;
    expect(cache.get('cookie-a')?.userId).toBe('u1');
    clock.now += 1;
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never keeps an entry past notAfter (the session renewal time)', () => {
    const { cache, clock } = cacheWithClock({ ttlMs: 5_000 });
    cache.set('cookie-a', actor('u1'), { epoch: cache.epoch, notAfter: clock.now + 1_000 });
    clock.now += 1_000;
    expect(cache.get('cookie-a')).toBeUndefined();
    // Already due: not stored at all.
    cache.set('cookie-b', actor('u2'), { epoch: cache.epoch, notAfter: clock.now });
    expect(cache.size).toBe(0);
  });

  it('a window of 0 turns caching off', () => {
    const { cache } = cacheWithClock({ ttlMs: 0 });
    cache.set('cookie-a', actor('u1'), { epoch: cache.epoch, notAfter: far });
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('is bounded: the oldest entry goes first', () => {
    const { cache } = cacheWithClock({ maxEntries: 3 });
    for (const n of [1, 2, 3, 4])
      cache.set(`cookie-${n}`, actor(`u${n}`), { epoch: cache.epoch, notAfter: far });
    expect(cache.size).toBe(3);
    expect(cache.get('cookie-1')).toBeUndefined();
    expect(cache.get('cookie-4')?.userId).toBe('u4');
  });

  it('forgets every session of one user and only theirs', () => {
    const { cache } = cacheWithClock();
    cache.set('phone', actor('u1'), { epoch: cache.epoch, notAfter: far });
    cache.set('laptop', actor('u1'), { epoch: cache.epoch, notAfter: far });
    cache.set('other', actor('u2'), { epoch: cache.epoch, notAfter: far });
    cache.forgetUser('u1');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')?.userId).toBe('u2');
    cache.clear();
    expect(cache.get('other')).toBeUndefined();
  });

  it('drops an answer read before a change was forgotten (no stale write-back)', () => {
    const { cache } = cacheWithClock();
    const before = cache.epoch; // a request starts reading the database
    cache.forgetUser('u1'); // meanwhile the user signs out or changes something
    cache.set('cookie-a', actor('u1'), { epoch: before, notAfter: far });
    expect(cache.get('cookie-a')).toBeUndefined();
    cache.set('cookie-a', actor('u1'), { epoch: cache.epoch, notAfter: far });
    expect(cache.get('cookie-a')?.userId).toBe('u1');
  });
});
