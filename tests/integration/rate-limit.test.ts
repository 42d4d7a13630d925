import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../../src/server/http/errors';
import { createRateLimiter, RateLimitedError } from '../../src/server/http/rate-limit';
import { startTestApp, type TestApp } from '../support/test-app';

/** The database-backed fixed-window limiter (src/server/http/rate-limit.ts, decision 0021). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.stop();
});

const limiter = (name: string, max: number, windowMs: number) =>
  createRateLimiter(t.services.handle, { name, max, windowMs, message: `slow down (${name})` });

async function refusal(hit: Promise<void>): Promise<RateLimitedError> {
  const err = await hit.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(RateLimitedError);
  return err as RateLimitedError;
}

describe('createRateLimiter', () => {
  it('allows max hits per window, then refuses with 429 and the seconds left', async () => {
    const l = limiter('t-max', 3, 60_000);
    for (let i = 0; i < 3; i++) await l.hit('k');
    const err = await refusal(l.hit('k'));
    expect(statusOf(err)).toBe(429);
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.message).toBe('slow down (t-max)');
    expect(err.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(err.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has expired', async () => {
    const l = limiter('t-window', 2, 300);
    await l.hit('k');
    await l.hit('k');
    await refusal(l.hit('k'));
    await new Promise((r) => setTimeout(r, 350));
    await l.hit('k');
    await l.hit('k');
    await refusal(l.hit('k'));
  });

  it('keeps keys apart, and limiters with different names apart', async () => {
    const a = limiter('t-iso-a', 1, 60_000);
    const b = limiter('t-iso-b', 1, 60_000);
    await a.hit('same');
    await refusal(a.hit('same'));
    await a.hit('other'); // another key of the same limiter
    await b.hit('same'); // the same key under another name
    await refusal(b.hit('same'));
  });

  it('reset forgets one key only', async () => {
    const l = limiter('t-reset', 1, 60_000);
    await l.hit('x');
    await l.hit('y');
    await l.reset('x');
    await l.hit('x');
    await refusal(l.hit('y'));
  });

  it('counts concurrent hits exactly (one atomic statement each)', async () => {
    const l = limiter('t-concurrent', 5, 60_000);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => l.hit('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(7);
  });
});
