import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  conflict,
  DomainError,
  forbidden,
  insufficientCredits,
  invalid,
  notFound,
  unauthenticated,
  upstreamFailed,
} from '../../src/server/domain/errors';
import { sendError, statusOf } from '../../src/server/http/errors';
import { RateLimitedError } from '../../src/server/http/rate-limit';

describe('domain errors and their one HTTP mapping (decision 0064)', () => {
  it('maps each kind of refusal to its status', () => {
    const cases: [DomainError, number, string][] = [
      [unauthenticated(), 401, 'UNAUTHENTICATED'],
      [forbidden(), 403, 'FORBIDDEN'],
      [notFound('Order not found'), 404, 'NOT_FOUND'],
      [invalid('Choose the document to replace.', 'DOCUMENT_REQUIRED'), 400, 'DOCUMENT_REQUIRED'],
      [conflict('already'), 409, 'CONFLICT'],
      [insufficientCredits(), 402, 'INSUFFICIENT_CREDITS'],
      [new DomainError('too_large', 'FILE_TOO_LARGE', 'x'), 413, 'FILE_TOO_LARGE'],
      [new DomainError('unsupported_type', 'NOT_PDF', 'x'), 415, 'NOT_PDF'],
      [new DomainError('unreadable', 'PDF_ENCRYPTED', 'x'), 422, 'PDF_ENCRYPTED'],
      [new RateLimitedError('slow down', 30), 429, 'RATE_LIMITED'],
      [upstreamFailed('REFUND_FAILED', 'x'), 502, 'REFUND_FAILED'],
    ];
    for (const [err, status, code] of cases) {
      expect(statusOf(err)).toBe(status);
      expect(err.code).toBe(code);
    }
    expect(unauthenticated('Please sign in to upload files').message).toBe('Please sign in to upload files');
    expect(insufficientCredits().message).toBe('You need at least 1 credit to start an analysis.');
  });

  it('answers with the envelope, the status and Retry-After when rate limited', async () => {
    const app = new Hono();
    app.get('/gone', () => {
      throw notFound('Request not found');
    });
    app.get('/slow', () => {
      throw new RateLimitedError('Too many attempts', 42);
    });
    app.onError((err, c) => (err instanceof DomainError ? sendError(c, err) : c.text('boom', 500)));
    const gone = await app.request('/gone');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Request not found' } });
    const slow = await app.request('/slow');
    expect(slow.status).toBe(429);
    expect(slow.headers.get('Retry-After')).toBe('42');
  });
});
