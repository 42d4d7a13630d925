import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../../src/server/http/pagination';
import { insertCustomers, insertDocuments } from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * Pagination of the staff lists (decision 0029): ?limit= and ?cursor=, newest first with
 * ties broken by id, the list's own key kept, next_cursor / total / limit beside it.
 */

let t: TestApp;
let admin: SignedInClient;
let assistant: SignedInClient;

// Rows apart by one microsecond, and rows at the very same instant: a cursor that lost
// the microseconds, or an order without the id tie-break, would skip or repeat rows.
const INSTANTS = [
  '2024-03-01T10:00:00.000003Z',
  '2024-03-01T10:00:00.000002Z',
  '2024-03-01T10:00:00.000002Z',
  '2024-03-01T10:00:00.000002Z',
  '2024-03-01T10:00:00.000001Z',
  '2024-02-01T08:00:00.000000Z',
];

let customerIds: string[] = [];
const analysed: string[] = [];
const submitted: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.newUser({ role: 'admin' });
  assistant = await t.newUser({ role: 'assistant' });
  customerIds = await insertCustomers(t.services.db, INSTANTS);
  const owner = customerIds[0]!;
  const docs = await insertDocuments(t.services.db, owner, [
    ...INSTANTS.map((createdAt) => ({ createdAt, analysisStatus: 'completed' })),
    { createdAt: '2024-03-01T10:00:00.000002Z', analysisStatus: 'pending' },
    { createdAt: '2024-03-01T10:00:00.000002Z', analysisStatus: null },
  ]);
  analysed.push(...docs.slice(0, INSTANTS.length));
  submitted.push(...docs.slice(0, INSTANTS.length + 1));
});
afterAll(async () => {
  await t.stop();
});

interface PageBody {
  next_cursor: string | null;
  total: number;
  limit: number;
  [list: string]: unknown;
}

async function getPage(client: SignedInClient, url: string): Promise<PageBody> {
  const res = await client.client.get(url);
  expect(res.status).toBe(200);
  return (await res.json()) as PageBody;
}

/** Follows next_cursor from the first page to the last; returns each page's ids. */
async function walk(client: SignedInClient, path: string, key: string, limit: number) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  do {
    const qs = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const body = await getPage(client, `${path}?${qs}`);
    pages.push((body[key] as { id: string }[]).map((row) => row.id));
    cursor = body.next_cursor;
    expect(pages.length).toBeLessThan(20);
  } while (cursor);
  return pages;
}

describe.each([
  { path: '/api/admin/users', key: 'users', who: () => admin, ids: () => customerIds },
  { path: '/api/admin/documents', key: 'documents', who: () => admin, ids: () => submitted },
  { path: '/api/assistant/reports', key: 'documents', who: () => assistant, ids: () => analysed },
])('$path', ({ path, key, who, ids }) => {
  it('answers its list under the same key, with next_cursor, total and limit', async () => {
    const body = await getPage(who(), path);
    const list = body[key] as { id: string; created_at: string }[];
    expect(new Set(list.map((r) => r.id))).toEqual(new Set(ids()));
    expect(body).toMatchObject({ next_cursor: null, total: ids().length, limit: PAGE_LIMIT_DEFAULT });
    // Newest first.
    const times = list.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('walks every row exactly once, in the one-page order, one and two rows at a time', async () => {
    const all = (await getPage(who(), `${path}?limit=${PAGE_LIMIT_MAX}`))[key] as { id: string }[];
    const order = all.map((r) => r.id);
    for (const limit of [1, 2]) {
      const pages = await walk(who(), path, key, limit);
      expect(pages.flat()).toEqual(order);
      expect(pages.length).toBe(Math.ceil(order.length / limit));
      expect(pages.every((p) => p.length === limit || p === pages.at(-1))).toBe(true);
    }
  });

  it('refuses a bad limit or cursor with 400, naming the problem', async () => {
    for (const bad of ['0', String(PAGE_LIMIT_MAX + 1), '-1', '1.5', 'ten', '']) {
      const res = await who().client.get(`${path}?limit=${encodeURIComponent(bad)}`);
      expect(res.status, `limit=${bad}`).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toContain(`from 1 to ${PAGE_LIMIT_MAX}`);
    }
    const forged = [
      'not-a-cursor',
      Buffer.from('yesterday|abc').toString('base64url'),
      Buffer.from("2024-03-01T10:00:00.000002Z|x' or 1=1").toString('base64url'),
      'x'.repeat(500),
    ];
    for (const cursor of forged) {
      const res = await who().client.get(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, `cursor=${cursor}`).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('cursor');
    }
  });
});

describe('limits', () => {
  it(`pages by ${PAGE_LIMIT_DEFAULT} by default and accepts up to ${PAGE_LIMIT_MAX}`, async () => {
    const more = await insertCustomers(
      t.services.db,
      Array.from(
        { length: PAGE_LIMIT_DEFAULT },
        (_, i) => `2023-01-01T00:00:${String(i).padStart(2, '0')}.5Z`,
      ),
    );
    const total = customerIds.length + more.length;
    const first = await getPage(admin, '/api/admin/users');
    expect((first.users as unknown[]).length).toBe(PAGE_LIMIT_DEFAULT);
    expect(first.total).toBe(total);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await getPage(admin, `/api/admin/users?cursor=${first.next_cursor}`);
    expect((second.users as unknown[]).length).toBe(total - PAGE_LIMIT_DEFAULT);
    expect(second.next_cursor).toBeNull();
    const whole = await getPage(admin, `/api/admin/users?limit=${PAGE_LIMIT_MAX}`);
    expect((whole.users as unknown[]).length).toBe(total);
  });
});
