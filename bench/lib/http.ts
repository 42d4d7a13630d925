import { once } from 'node:events';
import http from 'node:http';
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

/** The file part of a streamed multipart upload: its exact size and its bytes, chunk by chunk. */
export interface MultipartFile {
  field: string;
  filename: string;
  contentType: string;
  size: number;
  chunks(): Iterable<Buffer>;
}

export interface UploadResult {
  status: number;
  body: string;
  /** Bytes of the whole request body (multipart framing included). */
  bytes: number;
  /** First byte of the request written → last byte of the response read. */
  ms: number;
}

/**
 * POSTs multipart/form-data with node:http and a known Content-Length: the text fields
 * first, then one file written chunk by chunk with backpressure, so a 100 MB upload never
 * sits whole in the bench process.
 */
export function postMultipart(
  url: string,
  opts: { headers?: Record<string, string>; fields?: Record<string, string>; file: MultipartFile },
): Promise<UploadResult> {
  assertLoopback(url);
  const boundary = `----leaseaudit-bench-${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(opts.fields ?? {}).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.file.field}"; ` +
      `filename="${opts.file.filename}"\r\nContent-Type: ${opts.file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length =
    fieldParts.reduce((n, b) => n + b.length, 0) + fileHead.length + opts.file.size + tail.length;

  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: {
        ...opts.headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    const timer = setTimeout(() => req.destroy(new Error(`upload to ${url} timed out`)), 300_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    req.on('error', fail);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          bytes: length,
          ms: performance.now() - started,
        });
      });
    });
    const write = async () => {
      const send = async (chunk: Buffer) => {
        if (!req.write(chunk)) await once(req, 'drain');
      };
      for (const part of fieldParts) await send(part);
      await send(fileHead);
      let sent = 0;
      for (const chunk of opts.file.chunks()) {
        // The server may answer (413, 415, 4xx) and stop reading early: stop writing too.
        if (req.destroyed || req.writableEnded) return;
        sent += chunk.length;
        await send(chunk);
      }
      if (sent !== opts.file.size)
        throw new Error(`file chunks gave ${sent} bytes, declared ${opts.file.size}`);
      req.end(tail);
    };
    write().catch((err: Error) => req.destroy(err));
  });
}

/** POST JSON with a cookie and the Origin header the app requires on state-changing requests. */
export async function postJson(
  url: string,
  body: unknown,
  cookie: string,
): Promise<{ status: number; body: unknown }> {
  assertLoopback(url);
  const res = await fetch(url, {
    method: 'POST',
    headers: { cookie, origin: new URL(url).origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text.slice(0, 300) };
  }
}
