import type { Actor } from './actor';

export interface SessionCacheOptions {
  /** How long a resolved session may be reused without reading the database; 0 turns caching off. */
  ttlMs: number;
  /** Most entries kept; the oldest goes first when full. */
  maxEntries: number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

interface Entry {
  actor: Actor;
  /** Epoch ms after which the entry is not used. */
  until: number;
}

/**
 * A short-lived, bounded, in-process cache of resolved sessions (signed session cookie
 * value → Actor),
 * so most authenticated requests skip the database (decision 0028). What may be stale,
 * and for how long, is stated there; this class only keeps entries and forgets them.
 *
 * `epoch` guards against a race: a request that started reading the database before a
 * change was forgotten must not store its (older) answer afterwards, so `set` takes the
 * epoch read before the lookup and stores nothing when anything was forgotten since.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private epochValue = 0;
  private readonly now: () => number;

  constructor(private readonly opts: SessionCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get epoch(): number {
    return this.epochValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): Actor | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() < entry.until) return entry.actor;
    this.remove(key);
    return undefined;
  }

  /**
   * Keeps `actor` for `key` until the TTL ends, or `notAfter` (epoch ms) if sooner: the
   * caller passes when the session is due for renewal, so a cached entry never hides it.
   */
  set(key: string, actor: Actor, opts: { epoch: number; notAfter: number }): void {
    if (this.opts.ttlMs <= 0 || opts.epoch !== this.epochValue) return;
    const until = Math.min(this.now() + this.opts.ttlMs, opts.notAfter);
    if (until <= this.now()) return;
    this.remove(key);
    while (this.entries.size >= this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, { actor, until });
    let keys = this.keysByUser.get(actor.userId);
    if (!keys) {
      keys = new Set();
      this.keysByUser.set(actor.userId, keys);
    }
    keys.add(key);
  }

  /** Forgets every session of one user (their own write, a sign-out, a password change). */
  forgetUser(userId: string): void {
    this.epochValue++;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  /** Forgets everything (an auth change whose user we do not know, e.g. a password reset). */
  clear(): void {
    this.epochValue++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.actor.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.actor.userId);
  }
}
