import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ManagedProcess } from './proc';

export const LOOPBACK = '127.0.0.1';

/** A port that was free a moment ago on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no port assigned'))));
    });
  });
}

/** Every URL the bench touches must be on the loopback interface. */
export function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (host !== LOOPBACK && host !== 'localhost') throw new Error(`refusing non-loopback target ${url}`);
}

/**
 * Polls `url` until it answers 200; resolves with the time (performance.now()) of
 * that answer. Fails fast when `proc` exits, and after `timeoutMs`.
 */
export async function waitForOk(
  url: string,
  opts: { proc?: ManagedProcess; timeoutMs: number; intervalMs?: number },
): Promise<number> {
  assertLoopback(url);
  const deadline = performance.now() + opts.timeoutMs;
  let last = 'no answer';
  while (performance.now() < deadline) {
    if (opts.proc?.exited && !opts.proc.groupAlive()) {
      throw new Error(
        `${opts.proc.label} exited (${opts.proc.exitDescription}) before ${url} answered\n${opts.proc.outputTail()}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now();
      last = `HTTP ${res.status}`;
    } catch (err) {
      last =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    await sleep(opts.intervalMs ?? 20);
  }
  throw new Error(
    `${url} did not answer 200 within ${opts.timeoutMs} ms (last: ${last})${opts.proc ? `\n${opts.proc.outputTail()}` : ''}`,
  );
}

/**
 * Signs in through better-auth like the web client does and returns the Cookie header
 * value to send back (every `name=value` of the set-cookie headers).
 */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  assertLoopback(baseUrl);
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { Origin: baseUrl, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.text();
  if (res.status !== 200)
    throw new Error(`sign-in as ${email} failed: HTTP ${res.status} ${body.slice(0, 300)}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]?.trim() ?? '')
    .filter(Boolean)
    .join('; ');
  if (!cookie) throw new Error(`sign-in as ${email} returned no session cookie`);
  return cookie;
}

/** GET with a cookie; returns status and parsed JSON (or null). */
export async function getJson(url: string, cookie?: string): Promise<{ status: number; body: unknown }> {
  assertLoopback(url);
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: null };
  }
}
