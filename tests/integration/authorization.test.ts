import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { type SignedInClient, startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The role matrix: every protected API route against every kind of caller. A cell is
 * the status the caller must get. Owned resources of someone else answer 404.
 */
type Who = 'anonymous' | 'user' | 'admin' | 'assistant';

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string | ((ids: Record<string, string>) => string);
  body?: unknown | ((ids: Record<string, string>) => unknown);
  expect: Record<Who, number>;
}

const OWN_DOC = 'ownDoc';
const OTHERS_DOC = 'othersDoc';
const OTHERS_ANALYSED_DOC = 'othersAnalysedDoc';
const OTHERS_REQUEST = 'othersRequest';
const NEVER_OPENED = '00000000-0000-4000-8000-000000000001';

const matrix: RouteCase[] = [
  { method: 'GET', path: '/api/me', expect: { anonymous: 401, user: 200, admin: 200, assistant: 200 } },
  {
    method: 'PATCH',
    path: '/api/profile',
    body: { first_name: 'A', last_name: 'B' },
    expect: { anonymous: 401, user: 200, admin: 200, assistant: 200 },
  },
  {
    method: 'POST',
    path: '/api/account/password',
    body: { new_password: 'x', confirm_password: 'x' },
    // Signed-in callers reach validation (400); nobody else gets that far.
    expect: { anonymous: 401, user: 400, admin: 400, assistant: 400 },
  },
  {
    method: 'POST',
    path: '/api/account/email',
    body: { new_email: 'bad' },
    expect: { anonymous: 401, user: 400, admin: 400, assistant: 400 },
  },
  {
    method: 'GET',
    path: '/api/dashboard',
    expect: { anonymous: 401, user: 200, admin: 200, assistant: 200 },
  },
  {
    method: 'GET',
    path: '/api/documents',
    expect: { anonymous: 401, user: 200, admin: 200, assistant: 200 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/documents/${ids[OWN_DOC]}`,
    expect: { anonymous: 401, user: 200, admin: 200, assistant: 404 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/documents/${ids[OTHERS_DOC]}`,
    expect: { anonymous: 401, user: 404, admin: 200, assistant: 404 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/documents/${ids[OTHERS_ANALYSED_DOC]}`,
    expect: { anonymous: 401, user: 404, admin: 200, assistant: 200 },
  },
  {
    method: 'GET',
    path: '/api/documents/not-a-uuid',
    expect: { anonymous: 401, user: 404, admin: 404, assistant: 404 },
  },
  {
    method: 'POST',
    path: '/api/documents',
    body: {},
    // Signed-in callers reach the body check (400: not multipart); the upload itself is
    // covered in documents-upload.test.ts.
    expect: { anonymous: 401, user: 400, admin: 400, assistant: 400 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/documents/${ids[OWN_DOC]}/download`,
    expect: { anonymous: 401, user: 200, admin: 200, assistant: 404 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/documents/${ids[OTHERS_DOC]}/download`,
    expect: { anonymous: 401, user: 404, admin: 200, assistant: 404 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/documents/${ids[OTHERS_ANALYSED_DOC]}/download`,
    expect: { anonymous: 401, user: 404, admin: 200, assistant: 200 },
  },
  {
    method: 'GET',
    path: '/api/documents/not-a-uuid/download',
    expect: { anonymous: 401, user: 404, admin: 404, assistant: 404 },
  },
  { method: 'GET', path: '/api/wizard', expect: { anonymous: 401, user: 200, admin: 200, assistant: 200 } },
  {
    method: 'PUT',
    path: '/api/wizard',
    body: { request_id: NEVER_OPENED, current_step: 1 },
    // Signed-in callers reach the session check: not their open wizard.
    expect: { anonymous: 401, user: 409, admin: 409, assistant: 409 },
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/wizard/documents/${ids[OTHERS_DOC]}`,
    expect: { anonymous: 401, user: 404, admin: 404, assistant: 404 },
  },
  {
    method: 'POST',
    path: '/api/wizard/submit',
    body: { request_id: NEVER_OPENED },
    expect: { anonymous: 401, user: 404, admin: 404, assistant: 404 },
  },
  {
    method: 'POST',
    path: '/api/wizard/submit',
    body: (ids: Record<string, string>) => ({ request_id: ids[OTHERS_REQUEST] }),
    expect: { anonymous: 401, user: 404, admin: 404, assistant: 404 },
  },
  {
    method: 'GET',
    path: '/api/analysis-requests',
    expect: { anonymous: 401, user: 200, admin: 200, assistant: 200 },
  },
  {
    method: 'GET',
    path: (ids) => `/api/analysis-requests/${ids[OTHERS_REQUEST]}/report`,
    // The customer download is for the request's owner; staff have their own screens.
    expect: { anonymous: 401, user: 404, admin: 404, assistant: 404 },
  },
  {
    method: 'GET',
    path: '/api/admin/documents',
    expect: { anonymous: 401, user: 403, admin: 200, assistant: 403 },
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    expect: { anonymous: 401, user: 403, admin: 200, assistant: 403 },
  },
  {
    method: 'GET',
    path: '/api/admin/stats',
    expect: { anonymous: 401, user: 403, admin: 200, assistant: 403 },
  },
  {
    method: 'GET',
    path: '/api/admin/outbox',
    expect: { anonymous: 401, user: 403, admin: 200, assistant: 403 },
  },
  {
    method: 'GET',
    path: '/api/assistant/reports',
    expect: { anonymous: 401, user: 403, admin: 403, assistant: 200 },
  },
  {
    method: 'POST',
    path: '/api/contact',
    body: { name: 'Matrix Caller', email: 'matrix@example.com', message: 'Hello' },
    // Public: anyone may write to support (a signed-in sender's user id is recorded).
    expect: { anonymous: 201, user: 201, admin: 201, assistant: 201 },
  },
  {
    method: 'POST',
    path: '/api/contact',
    body: { name: 'Matrix Caller', email: 'matrix@example.com' },
    expect: { anonymous: 400, user: 400, admin: 400, assistant: 400 },
  },
];

let t: TestApp;
const callers = {} as Record<Who, TestClient>;
let customer: SignedInClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  customer = await t.newUser();
  const other = await t.newUser();
  callers.anonymous = t.client();
  callers.user = customer.client;
  callers.admin = (await t.newUser({ role: 'admin' })).client;
  callers.assistant = (await t.newUser({ role: 'assistant' })).client;
  const insert = async (owner: string, analysisStatus: string | null, requestId?: string) => {
    const filePath = `${owner}/${analysisStatus ?? 'none'}.pdf`;
    await t.services.blobs.put('documents', filePath, Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
    const [row] = await t.services.db
      .insert(documents)
      .values({
        title: 'lease.pdf',
        filePath,
        createdBy: owner,
        analysisStatus,
        requestId,
        // A finished report of the other user's (analysis and review done).
        ...(requestId ? { vaDesignStatus: 'completed', analysisResult: { report: 'findings' } } : {}),
      })
      .returning({ id: documents.id });
    return row!.id;
  };
  ids[OWN_DOC] = await insert(customer.userId, 'pending');
  ids[OTHERS_DOC] = await insert(other.userId, 'pending');
  ids[OTHERS_REQUEST] = randomUUID();
  ids[OTHERS_ANALYSED_DOC] = await insert(other.userId, 'completed', ids[OTHERS_REQUEST]);
});
afterAll(async () => {
  await t.stop();
});

describe('role x route matrix', () => {
  for (const route of matrix) {
    const label =
      typeof route.path === 'string'
        ? route.path
        : route.path({
            [OWN_DOC]: ':own',
            [OTHERS_DOC]: ':others',
            [OTHERS_ANALYSED_DOC]: ':others-analysed',
            [OTHERS_REQUEST]: ':others-request',
          });
    for (const who of ['anonymous', 'user', 'admin', 'assistant'] as const) {
      it(`${route.method} ${label} as ${who} -> ${route.expect[who]}`, async () => {
        const path = typeof route.path === 'string' ? route.path : route.path(ids);
        const body = typeof route.body === 'function' ? route.body(ids) : route.body;
        const res = await callers[who].request(route.method, path, body);
        expect(res.status).toBe(route.expect[who]);
        if (res.status >= 400) {
          const body = (await res.json()) as { error: { code: string; message: string } };
          expect(body.error.code).toBeTruthy();
        }
      });
    }
  }
});

describe('what each role sees', () => {
  it("a customer's document list holds only their own documents", async () => {
    const res = await customer.client.get('/api/documents');
    const { documents: list } = (await res.json()) as { documents: { id: string }[] };
    expect(list.map((d) => d.id)).toEqual([ids[OWN_DOC]]);
  });

  it("another user's document answers exactly like a missing one", async () => {
    const others = await customer.client.get(`/api/documents/${ids[OTHERS_DOC]}`);
    const missing = await customer.client.get('/api/documents/00000000-0000-4000-8000-000000000000');
    expect(others.status).toBe(404);
    expect(await others.json()).toEqual(await missing.json());
  });

  it('the admin user list holds customers only', async () => {
    const res = await callers.admin.get('/api/admin/users');
    const { users } = (await res.json()) as { users: { role: string }[] };
    expect(users.length).toBeGreaterThanOrEqual(2);
    expect(new Set(users.map((u) => u.role))).toEqual(new Set(['user']));
  });

  it('the assistant review list holds analysed documents only', async () => {
    const res = await callers.assistant.get('/api/assistant/reports');
    const { documents: list } = (await res.json()) as {
      documents: { id: string; analysis_status: string }[];
    };
    expect(list.map((d) => d.id)).toEqual([ids[OTHERS_ANALYSED_DOC]]);
  });
});
