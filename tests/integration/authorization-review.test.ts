import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnalysedRequest, SAMPLE_01_AUDIT } from '../support/factories';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The role matrix of the assistant workspace (issue 12; decision 0032): role assistant
 * only. The request's own customer is refused like any other (403: the area is staff's,
 * its existence no secret); admins too; anonymous callers 401. Every mutation is tried
 * with a valid body, so a refusal is the policy and not validation.
 */
type Who = 'anonymous' | 'owner' | 'otherCustomer' | 'admin' | 'assistant';

interface RouteCase {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  expect: Record<Who, number>;
}

interface Ids {
  requestId: string;
  addedId: string;
}

const STAFF_ONLY = (assistant: number) => ({
  anonymous: 401,
  owner: 403,
  otherCustomer: 403,
  admin: 403,
  assistant,
});

const ADDED = {
  rule: 'EXCLUDED_EXPENSE',
  year: 2024,
  amount_cents: 1000,
  title: 'Added in the matrix',
  explanation: 'Explained',
  evidence: { file: 'bill.pdf', page: 1, quote: 'Quote' },
  reason: 'Matrix',
};
const F1 = SAMPLE_01_AUDIT.findings[0]!.id;

const matrix: RouteCase[] = [
  { method: 'GET', path: () => '/api/assistant/requests', expect: STAFF_ONLY(200) },
  { method: 'GET', path: () => '/api/assistant/requests?q=test', expect: STAFF_ONLY(200) },
  { method: 'GET', path: (ids) => `/api/assistant/requests/${ids.requestId}`, expect: STAFF_ONLY(200) },
  {
    method: 'PUT',
    path: (ids) => `/api/assistant/requests/${ids.requestId}/findings/${F1}/decision`,
    body: () => ({ action: 'confirm' }),
    expect: STAFF_ONLY(200),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/assistant/requests/${ids.requestId}/findings/${F1}/decision`,
    expect: STAFF_ONLY(200),
  },
  {
    method: 'POST',
    path: (ids) => `/api/assistant/requests/${ids.requestId}/added-findings`,
    body: () => ADDED,
    expect: STAFF_ONLY(201),
  },
  {
    method: 'PATCH',
    path: (ids) => `/api/assistant/requests/${ids.requestId}/added-findings/${ids.addedId}`,
    body: () => ({ amount_cents: 2000 }),
    expect: STAFF_ONLY(200),
  },
  {
    method: 'DELETE',
    path: (ids) => `/api/assistant/requests/${ids.requestId}/added-findings/${ids.addedId}`,
    expect: STAFF_ONLY(200),
  },
];

let t: TestApp;
const callers = {} as Record<Who, TestClient>;

beforeAll(async () => {
  t = await startTestApp();
  const owner = await t.newUser();
  callers.anonymous = t.client();
  callers.owner = owner.client;
  callers.otherCustomer = (await t.newUser()).client;
  callers.admin = (await t.newUser({ role: 'admin' })).client;
  callers.assistant = (await t.newUser({ role: 'assistant' })).client;
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

/** A fresh request per route and caller, with one added finding, so the calls do not interfere. */
async function freshIds(): Promise<Ids> {
  const owner = (await callers.owner.get('/api/me').then((r) => r.json())) as { user: { id: string } };
  const { requestId } = await insertAnalysedRequest(t.services, owner.user.id, { storeFiles: false });
  const res = await callers.assistant.post(`/api/assistant/requests/${requestId}/added-findings`, ADDED);
  expect(res.status).toBe(201);
  const { decision } = (await res.json()) as { decision: { id: string } };
  return { requestId, addedId: decision.id };
}

describe('assistant workspace role matrix', () => {
  for (const route of matrix) {
    for (const who of Object.keys(route.expect) as Who[]) {
      it(`${route.method} ${route.path({ requestId: ':requestId', addedId: ':id' })} as ${who} → ${route.expect[who]}`, async () => {
        const ids = await freshIds();
        const res = await callers[who].request(route.method, route.path(ids), route.body?.(ids));
        expect(res.status, await res.clone().text()).toBe(route.expect[who]);
      });
    }
  }

  it('a customer cannot open even their own request through the workspace, nor read its review', async () => {
    const ids = await freshIds();
    const res = await callers.owner.get(`/api/assistant/requests/${ids.requestId}`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(await res.json())).not.toContain(SAMPLE_01_AUDIT.findings[0]!.title);
  });
});
