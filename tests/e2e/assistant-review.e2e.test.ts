import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { createBlobStore } from '../../src/server/storage';
import { insertAnalysedRequest, insertCustomers, SAMPLE_01_AUDIT } from '../support/factories';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/**
 * The assistant workspace in Chromium (issue 12): an assistant finds a customer's analysed
 * request by e-mail, confirms one finding, adjusts another with a reason, reloads and sees
 * both decisions kept; a failed request opens the 'Analysis Failed' modal. The requests are
 * the real sample-01 audit and PDFs, written with the test factory into the server's
 * database and file store.
 */
let e: E2EEnv;
let handle: DbHandle;
let context: BrowserContext;
let page: Page;
let requestId: string;
let failedEmail: string;
const FAILED_REASON =
  'recon-2024.pdf is password-protected: upload it without the password. Your credit has been returned.';
const [F1, F2] = SAMPLE_01_AUDIT.findings as [
  (typeof SAMPLE_01_AUDIT.findings)[0],
  (typeof SAMPLE_01_AUDIT.findings)[0],
];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('browser tests need DATABASE_URL (PostgreSQL)');
  e = await startE2E();
  handle = await openDatabase({ databaseUrl: e.database.databaseUrl, dataDir: e.database.dataDir });
  const services = { db: handle.db, blobs: createBlobStore({ DATA_DIR: e.database.dataDir }) };
  const [customer] = await handle.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, 'customer@leaseaudit.local'));
  requestId = (await insertAnalysedRequest(services, customer!.id)).requestId;
  const [other] = await insertCustomers(handle.db, [new Date().toISOString()]);
  failedEmail = `listed-${other}@example.com`;
  await insertAnalysedRequest(services, other!, { status: 'failed', error: FAILED_REASON });
  context = await e.newContext();
  page = await context.newPage();
  await signIn(page, 'assistant@leaseaudit.local', 'demo-assistant');
}, 180_000);

afterAll(async () => {
  await handle?.close();
  await e?.stop();
});

const finding = (id: string) => page.locator(`article[data-finding-id="${id}"]`);

async function search(text: string) {
  await page.getByLabel('Search reports').fill(text);
}

describe('the assistant review', () => {
  it('lists the analysed reports and asks to choose one', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Assistant Dashboard' }).waitFor();
    await page.getByText('Select a report to view analysis').waitFor();
    await page.getByText('2 reports').waitFor();
    expect(await page.getByPlaceholder('Search by name, email or request ID').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await search('nobody-has-this-email');
    await page.getByText('No analysis reports found').waitFor();
  });

  it('finds the request by e-mail, opens it, confirms one finding and adjusts another', async () => {
    await search('CUSTOMER@leaseaudit');
    await page.getByText('1 report', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Dana Baker/ }).click();
    await page.getByRole('heading', { level: 2, name: /Dana Baker/ }).waitFor();
    expect(page.url()).toContain(`request=${requestId}`);
    await finding(F1.id).getByRole('heading', { name: F1.title }).waitFor();
    await page.getByText('Please check the 2023 share.').waitFor();
    // Evidence opens the PDF at its page, in a new tab.
    const evidence = finding(F1.id)
      .getByRole('link', { name: new RegExp(`page ${F1.evidence[0]!.page}`) })
      .first();
    expect(await evidence.getAttribute('href')).toMatch(
      new RegExp(`/download\\?inline=1#page=${F1.evidence[0]!.page}$`),
    );
    expect(await evidence.getAttribute('target')).toBe('_blank');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await finding(F1.id)
      .getByRole('button', { name: /^Confirm/ })
      .click();
    await finding(F1.id)
      .getByText(/Confirmed by Sam Reviewer/)
      .waitFor();

    await finding(F2.id)
      .getByRole('button', { name: /^Adjust/ })
      .click();
    await finding(F2.id).getByLabel('Adjusted amount (USD)').fill('1,000');
    await finding(F2.id)
      .getByLabel('Reason for the adjustment')
      .fill('The lease caps the fee at 15% of CAM only');
    await finding(F2.id).getByRole('button', { name: 'Save adjustment' }).click();
    await finding(F2.id)
      .getByText(/Adjusted to \$1,000 by Sam Reviewer/)
      .waitFor();
    await page.getByTestId('reviewed-total').getByText('$5,705.94').waitFor();
  });

  it('keeps both decisions after a reload', async () => {
    await page.reload();
    await finding(F1.id)
      .getByText(/Confirmed by Sam Reviewer/)
      .waitFor();
    await finding(F2.id)
      .getByText(/Adjusted to \$1,000 by Sam Reviewer/)
      .waitFor();
    await finding(F2.id).getByText('Reason: The lease caps the fee at 15% of CAM only').waitFor();
    await page.getByText('Reviewed by an expert: 1 confirmed, 1 adjusted, 0 removed, 0 added').waitFor();
  });

  it('a failed analysis opens the Analysis Failed modal with the reason', async () => {
    await search(failedEmail);
    await page.getByText('1 report', { exact: true }).waitFor();
    await page.getByRole('button', { name: new RegExp(failedEmail) }).click();
    const dialog = page.getByRole('dialog', { name: 'Analysis Failed' });
    await dialog.waitFor();
    await dialog.getByText(/the analysis process failed/).waitFor();
    await dialog.getByText(FAILED_REASON).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No analysis available for this report').waitFor();
    expect(await page.getByText('No analysis available for this document').count()).toBe(4);
  });

  it('fits a 375 px phone screen', async () => {
    const phone = await e.newContext({ width: 375, height: 740 });
    const small = await phone.newPage();
    await signIn(small, 'assistant@leaseaudit.local', 'demo-assistant');
    await small.goto(`/dashboard?request=${requestId}`);
    await small
      .locator(`article[data-finding-id="${F1.id}"]`)
      .getByText(/Confirmed by/)
      .waitFor();
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
    await phone.close();
  });
});
