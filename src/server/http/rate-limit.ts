import { HttpError } from './errors';

/**
 * A fixed-window counter per key (user id, IP), in process memory. Enough for one
 * process; several processes would each allow `max` (documented in decision 0012).
 */
export interface RateLimiter {
  /** Counts one hit for `key`; throws 429 once `max` hits fell in the current window. */
  hit(key: string): void;
}

export function createRateLimiter(opts: { max: number; windowMs: number; message: string }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.start >= opts.windowMs) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || now - w.start >= opts.windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > opts.max) {
        throw new RateLimitedError(opts.message, Math.ceil((w.start + opts.windowMs - now) / 1000));
      }
    },
  };
}

export class RateLimitedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}
