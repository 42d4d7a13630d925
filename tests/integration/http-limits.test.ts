import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/http/body-limit';
import { APP_URL, startTestApp, type TestApp } from '../support/test-app';
import { SAMPLES } from '../support/wizard-packet';

/**
 * Body limits (issue 11 item 3) over a real HTTP server (@hono/node-server, as in
 * production), and Cache-Control: no-store on /api answers (item 13).
 */

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.stop();
});

const contactRows = async () => (await t.services.db.select({ n: count() }).from(contactMessages))[0]!.n;

interface RawAnswer {
  status: number;
  body: string;
  /** Bytes of body written before the answer arrived. */
  bytesSent: number;
  /** Whether the whole body had been sent (request ended) before the answer arrived. */
  endedBeforeAnswer: boolean;
}

/**
 * POSTs to `path`, writing `chunk` again and again (with backpressure) until the server
 * answers or `maxBytes` were written (then the request ends). With `contentLength` the
 * header is sent as given (it may lie), else the body is chunked.
 */
function postUntilAnswered(
  pathname: string,
  opts: { chunk: Buffer; maxBytes: number; contentLength?: number; first?: Buffer },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let ended = false;
    let answered = false;
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      origin: APP_URL,
    };
    if (opts.contentLength !== undefined) headers['content-length'] = opts.contentLength;
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: 'POST', headers }, (res) => {
      answered = true;
      const endedBeforeAnswer = ended;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, bytesSent, endedBeforeAnswer });
      });
    });
    req.on('error', (err) => {
      // The server may close the connection once it has answered; that is fine.
      if (!answered) reject(err);
    });
    const write = () => {
      while (!answered && !req.destroyed) {
        if (bytesSent >= opts.maxBytes) {
          ended = true;
          req.end();
          return;
        }
        const piece = bytesSent === 0 && opts.first ? opts.first : opts.chunk;
        bytesSent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
    };
    write();
  });
}

const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code;

describe('request body limits', () => {
  it('refuses an announced 300 MB body with 413 before reading it', async () => {
    const answer = await postUntilAnswered('/api/contact', {
      contentLength: 300 * 1024 * 1024,
      chunk: Buffer.alloc(16 * 1024, 0x20),
      maxBytes: 300 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(errorCode(answer.body)).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.body).toContain('64 KB');
    expect(answer.endedBeforeAnswer).toBe(false);
    expect(await contactRows()).toBe(0);
  });

  it('refuses a chunked body as soon as it passes the limit, without waiting for its end', async () => {
    const answer = await postUntilAnswered('/api/contact', {
      chunk: Buffer.alloc(16 * 1024, 0x20),
      maxBytes: 8 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(errorCode(answer.body)).toBe('PAYLOAD_TOO_LARGE');
    expect(answer.endedBeforeAnswer).toBe(false);
    expect(await contactRows()).toBe(0);
  });

  it('a Content-Length smaller than the body cannot smuggle more: the route reads only the announced bytes', async () => {
    const declared = Buffer.from(
      JSON.stringify({ name: 'Jane', email: 'lying-length@example.com', message: 'hi' }),
    );
    const answer = await postUntilAnswered('/api/contact', {
      contentLength: declared.length,
      first: declared,
      chunk: Buffer.alloc(64 * 1024, 0x7b),
      maxBytes: 4 * 1024 * 1024,
    });
    // What follows the announced bytes is not a body but a malformed next request: Node
    // answers 400 and closes the connection. The route itself got exactly the JSON above.
    expect(answer.status).toBe(400);
    await expect
      .poll(async () => (await t.services.db.select().from(contactMessages)).map((m) => [m.email, m.message]))
      .toEqual([['lying-length@example.com', 'hi']]);
  });

  it("limits better-auth's routes too", async () => {
    const res = await t.client().post('/api/auth/sign-up/email', {
      name: 'Big Body',
      email: 'big-body@example.com',
      password: 'secret-pass',
      firstName: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
      lastName: 'Body',
      acceptedTerms: true,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body just under the limit reaches the route (and its own validation)', async () => {
    const res = await t.client().post('/api/contact', {
      name: 'Jane',
      email: 'jane@example.com',
      message: 'x'.repeat(JSON_BODY_LIMIT_BYTES - 200),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });

  it('the PDF upload keeps its own, larger limit', async () => {
    const user = await t.newUser();
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const lease = readFileSync(path.join(SAMPLES, 'sample-01/lease.pdf'));
    expect(lease.length).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    const form = new FormData();
    form.append('file', new File([lease], 'lease.pdf', { type: 'application/pdf' }));
    const res = await fetch(`http://127.0.0.1:${port}/api/documents`, {
      method: 'POST',
      headers: { cookie, origin: APP_URL },
      body: form,
    });
    expect(res.status).toBe(201);
  });
});

describe('Cache-Control: no-store', () => {
  const noStore = (res: Response) => expect(res.headers.get('cache-control')).toMatch(/\bno-store\b/);

  it('on authenticated answers, errors included', async () => {
    const user = await t.newUser();
    noStore(await user.client.get('/api/me'));
    noStore(await user.client.get('/api/documents'));
    noStore(await user.client.get('/api/wizard'));
    noStore(await user.client.get('/api/documents/00000000-0000-4000-8000-000000000000'));
    const admin = await t.newUser({ role: 'admin' });
    noStore(await admin.client.get('/api/admin/users'));
  });

  it("on better-auth's answers that carry a session or the user", async () => {
    const client = t.client();
    const user = await t.newUser();
    const signIn = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().length).toBeGreaterThan(0);
    noStore(signIn);
    noStore(await client.get('/api/auth/get-session'));
    noStore(await client.post('/api/auth/sign-out', {}));
  });

  it('on anonymous and public /api answers too', async () => {
    noStore(await t.client().get('/api/me'));
    noStore(await t.client().get('/api/config'));
    noStore(await t.client().get('/api/no-such-route'));
  });
});
