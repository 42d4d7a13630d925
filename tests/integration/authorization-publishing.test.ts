import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnalysedRequest, insertFailedRequest, insertFindingDecisions } from '../support/factories';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app';

/**
 * The role matrix of publishing and the customer's request page (issue 12). Publishing is
 * the assistants' (403 for other signed-in callers: the area is no secret); a request
 * belongs to its customer (404 for everyone else, staff included: decision 0037).
 */
type Who = 'anonymous' | 'customer' | 'otherCustomer' | 'assistant' | 'admin';
const WHO: Who[] = ['anonymous', 'customer', 'otherCustomer', 'assistant', 'admin'];

let t: TestApp;
let customerId: string;
let assistantClient: TestClient;
const callers = {} as Record<Who, TestClient>;
const PDF = readFileSync(path.resolve(import.meta.dirname, '../../../shared/samples/sample-01/bill.pdf'));

beforeAll(async () => {
  t = await startTestApp();
  callers.anonymous = t.client();
  const customer = await t.newUser({ credits: 1 });
  customerId = customer.userId;
  callers.customer = customer.client;
  callers.otherCustomer = (await t.newUser()).client;
  callers.assistant = (await t.newUser({ role: 'assistant' })).client;
  assistantClient = callers.assistant;
  callers.admin = (await t.newUser({ role: 'admin' })).client;
});
afterAll(async () => {
  await t.stop();
});

async function reviewed() {
  const { requestId } = await insertAnalysedRequest(t.services, customerId, { storeFiles: false });
  await insertFindingDecisions(t.services.db, requestId, {
    f1: { action: 'confirm' },
    f2: { action: 'confirm' },
  });
  return requestId;
}
async function published() {
  const requestId = await reviewed();
  await assistantClient.post(`/api/assistant/requests/${requestId}/publish`, { source: 'generated' });
  return requestId;
}
const failed = async () => (await insertFailedRequest(t.services, customerId)).requestId;
const pdfForm = (name = 'file') => {
  const fd = new FormData();
  fd.append(name, new File([PDF], 'report.pdf', { type: 'application/pdf' }));
  return fd;
};

interface RouteCase {
  label: string;
  setup: () => Promise<string>;
  send: (c: TestClient, id: string) => Promise<Response>;
  expect: Record<Who, number>;
}

const STAFF_ONLY = { anonymous: 401, customer: 403, otherCustomer: 403, admin: 403 };
const OWNER_ONLY = { anonymous: 401, otherCustomer: 404, assistant: 404, admin: 404 };

const ROUTES: RouteCase[] = [
  {
    label: 'POST /api/assistant/requests/:id/publish',
    setup: reviewed,
    send: (c, id) => c.post(`/api/assistant/requests/${id}/publish`, { source: 'generated' }),
    expect: { ...STAFF_ONLY, assistant: 201 },
  },
  {
    label: 'POST /api/assistant/requests/:id/publish/upload',
    setup: reviewed,
    send: (c, id) => c.send('POST', `/api/assistant/requests/${id}/publish/upload`, pdfForm()),
    expect: { ...STAFF_ONLY, assistant: 201 },
  },
  {
    label: 'GET /api/analysis-requests/:id',
    setup: reviewed,
    send: (c, id) => c.get(`/api/analysis-requests/${id}`),
    expect: { ...OWNER_ONLY, customer: 200 },
  },
  {
    label: 'GET /api/analysis-requests/:id/report',
    setup: published,
    send: (c, id) => c.get(`/api/analysis-requests/${id}/report`),
    expect: { ...OWNER_ONLY, customer: 200 },
  },
  {
    label: 'POST /api/analysis-requests/:id/retry',
    setup: failed,
    send: (c, id) => c.send('POST', `/api/analysis-requests/${id}/retry`, pdfForm()),
    expect: { ...OWNER_ONLY, customer: 202 },
  },
];

describe('publishing and request routes x roles', () => {
  for (const route of ROUTES) {
    for (const who of WHO) {
      const status = route.expect[who];
      it(`${route.label} as ${who} -> ${status}`, async () => {
        const id = await route.setup();
        const res = await route.send(callers[who], id);
        expect(res.status).toBe(status);
        if (status >= 400) {
          const body = (await res.json()) as { error: { code: string } };
          expect(body.error.code).toBe(
            status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'NOT_FOUND',
          );
        }
      });
    }
  }
});
