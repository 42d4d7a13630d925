import type { Context } from 'hono';
import type { z } from 'zod';
import { invalid } from '../domain/errors';

/** Parses a JSON body with a zod schema; the first issue's message becomes a 400. */
export async function parseJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid('The request body must be JSON.', 'INVALID_JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw invalid(parsed.error.issues[0]?.message ?? 'Invalid request', 'VALIDATION_FAILED');
  return parsed.data;
}

/** Parses the query string with a zod schema; the first issue's message becomes a 400. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid query', 'VALIDATION_FAILED');
  return parsed.data;
}
