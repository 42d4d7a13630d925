import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { type CreatedApp, createApp } from '../../src/server/app';
import { outboundEmails, profiles } from '../../src/server/db/schema';
import { loadEnv } from '../../src/server/env';
import { createTestDatabase, type TestDatabase } from './test-database';

export const APP_URL = 'http://localhost:3000';

export interface TestApp extends CreatedApp {
  database: TestDatabase;
  /** A fresh HTTP client with its own cookie jar and client address. */
  client(): TestClient;
  /** Signs up a new user (role user) and returns a signed-in client. */
  newUser(opts?: {
    role?: 'user' | 'admin' | 'assistant';
    credits?: number;
    password?: string;
  }): Promise<SignedInClient>;
  /** The newest e-mails sent to an address (the dev outbox). */
  mailsTo(address: string): Promise<(typeof outboundEmails.$inferSelect)[]>;
  stop(): Promise<void>;
}

export interface SignedInClient {
  client: TestClient;
  userId: string;
  email: string;
  password: string;
}

let ipCounter = 1;

/** Sends requests into the app in-process, keeping cookies like a browser would. */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly ip = `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  constructor(private readonly app: CreatedApp['app']) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] = 'application/json';
    return this.send(method, path, body === undefined ? undefined : JSON.stringify(body), h);
  }

  /** Sends a raw body (FormData, a stream) with this client's cookies and address. */
  async send(
    method: string,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { origin: APP_URL, 'x-forwarded-for': this.ip, ...headers };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) h.cookie = cookie;
    const init: RequestInit & { duplex?: 'half' } = { method, headers: h, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const res = await this.app.request(`${APP_URL}${path}`, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eqAt = pair!.indexOf('=');
      const name = pair!.slice(0, eqAt).trim();
      const value = pair!.slice(eqAt + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }
  patch(path: string, body: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', path, body, headers);
  }
  hasSession(): boolean {
    return [...this.cookies.keys()].some((k) => k.includes('session_token'));
  }
  clearCookies() {
    this.cookies.clear();
  }
}

/**
 * The app in-process on a fresh database. `opts.database` reuses one (a restart: stop the
 * first app with `close()`, not `stop()`, which drops the database).
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  opts: { database?: TestDatabase; secret?: string } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase());
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL,
    DATABASE_URL: database.databaseUrl ?? '',
    DATA_DIR: database.dataDir,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    SEED_DEMO_USERS: 'false',
    BETTER_AUTH_SECRET: opts.secret ?? randomBytes(32).toString('hex'),
    ...overrides,
  });
  const created = await createApp(env);
  const testApp: TestApp = {
    ...created,
    database,
    client: () => new TestClient(created.app),
    async newUser(opts = {}) {
      const client = new TestClient(created.app);
      const email = `user-${randomBytes(5).toString('hex')}@example.com`;
      const password = opts.password ?? 'secret-pass';
      const res = await client.post('/api/auth/sign-up/email', {
        name: 'Test User',
        email,
        password,
        firstName: 'Test',
        lastName: 'User',
        acceptedTerms: true,
      });
      if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const { user } = (await res.json()) as { user: { id: string } };
      if (opts.role || opts.credits !== undefined) {
        await created.services.db
          .update(profiles)
          .set({ role: opts.role ?? 'user', credits: opts.credits ?? 0 })
          .where(eq(profiles.id, user.id));
      }
      return { client, userId: user.id, email, password };
    },
    async mailsTo(address) {
      return created.services.db
        .select()
        .from(outboundEmails)
        .where(eq(outboundEmails.toAddress, address))
        .orderBy(desc(outboundEmails.createdAt));
    },
    async stop() {
      await created.close();
      await database.drop();
    },
  };
  return testApp;
}

/** Pulls the first absolute link out of a mail body. */
export function linkIn(text: string): URL {
  const m = text.match(/https?:\/\/\S+/);
  if (!m) throw new Error(`no link in: ${text}`);
  return new URL(m[0]);
}
