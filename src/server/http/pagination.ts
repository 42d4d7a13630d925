import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/** `?limit=` of the staff lists (decision 0029). */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;

/** Where a page starts: after the row with this created_at (microseconds, UTC) and id. */
export interface PageCursor {
  createdAt: string;
  id: string;
}

/** One page of a list, newest first, and what the answer adds beside the list's own key. */
export interface Page<T> {
  items: T[];
  /** Pass as `?cursor=` for the next page; null on the last page. */
  next_cursor: string | null;
  /** Rows in the whole list (all pages). */
  total: number;
  limit: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ROW_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

function decodeCursor(value: string): PageCursor | null {
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length || !createdAt || !id || !TIMESTAMP.test(createdAt) || !ROW_ID.test(id)) return null;
  return { createdAt, id };
}

/** The query of a paginated list; `idPattern` narrows the row ids a cursor may carry (e.g. UUIDs). */
export function pageQuerySchema(idPattern: RegExp = ROW_ID) {
  return z.object({
    limit: z
      .string()
      .regex(/^\d+$/, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
          .max(PAGE_LIMIT_MAX, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`),
      )
      .optional()
      .transform((v) => v ?? PAGE_LIMIT_DEFAULT),
    cursor: z
      .string()
      .max(200, 'cursor is not valid')
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return null;
        const cursor = decodeCursor(v);
        if (!cursor || !idPattern.test(cursor.id)) {
          ctx.addIssue({ code: 'custom', message: 'cursor is not valid: start again without it' });
          return z.NEVER;
        }
        return cursor;
      }),
  });
}

export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/**
 * The keyset pieces for `order by created_at desc, id desc`: the row's created_at as text
 * with all its microseconds (a JS Date would drop them and skip or repeat rows), and the
 * condition "after the cursor" for the next page.
 */
export function keyset(createdAt: AnyColumn, id: AnyColumn) {
  return {
    cursorAt: sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    after: (cursor: PageCursor | null): SQL | undefined =>
      cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined,
  };
}

/** Builds the page from `limit + 1` fetched rows (the extra one only says whether more follow). */
export function toPage<R extends { cursorAt: string }, T>(
  rows: R[],
  query: PageQuery,
  total: number,
  idOf: (row: R) => string,
  map: (row: R) => T,
): Page<T> {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(map),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.cursorAt, id: idOf(last) }) : null,
    total,
    limit: query.limit,
  };
}
