import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/**
 * A failed analysis on the Analysis Requests page: the customer reads which document to
 * replace and that the credit came back (decision 0025). The failure is written with SQL
 * as the worker writes it (PostgreSQL: the server runs while the test writes).
 */
let e: E2EEnv;
let context: BrowserContext;
let page: Page;
const REASON =
  'Lease 2019.pdf is password-protected: remove the password and upload it again Your credit has been returned.';

const sql = (text: string, values: unknown[]) => e.sql(text, values);

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('browser tests need DATABASE_URL (PostgreSQL)');
  e = await startE2E();
  context = await e.newContext();
  page = await context.newPage();
  await signIn(page, 'customer@leaseaudit.local', 'demo-customer');
});
afterAll(async () => {
  await e?.stop();
});

describe('a failed analysis request', () => {
  it('names the document to replace, says the credit was returned and offers a new analysis', async () => {
    const requestId = randomUUID();
    await sql(
      `insert into documents (title, upload_type, file_path, created_by, request_id, analysis_status, analysis_error)
         select 'Lease 2019.pdf', 'lease_agreement', 'e2e/missing.pdf', id, $1::uuid, 'failed', $2
         from profiles where email = 'customer@leaseaudit.local'`,
      [requestId, REASON],
    );
    await page.goto('/analysis-requests');
    await page.getByText(`${requestId.slice(0, 8)}...`).waitFor();
    await page.getByText('Failed', { exact: true }).waitFor();
    await page.getByText(REASON).waitFor();
    expect(await page.getByRole('link', { name: 'Start a new analysis' }).getAttribute('href')).toBe(
      '/new-project',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
