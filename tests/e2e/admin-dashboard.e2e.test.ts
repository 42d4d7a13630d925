import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBody } from '../support/factories';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/**
 * The admin workspace in Chromium (issue 12): find a customer by e-mail, add credits with
 * a tier (preview note, success message naming the e-mail), change a role in the modal,
 * Refresh Data moves a stat; axe on the dashboard, each tab, the modal and at 375 px.
 */
let e: E2EEnv;
let context: BrowserContext;
let page: Page;
const tag = randomBytes(4).toString('hex');
const NORA = `nora-${tag}@example.com`;

/** A customer signs up through the public API (role user, 0 credits, no tier). */
async function signUp(email: string, firstName: string, lastName: string) {
  const res = await fetch(`${e.server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: e.server.url },
    body: JSON.stringify(signUpBody(email, { firstName, lastName, name: `${firstName} ${lastName}` })),
  });
  expect(res.status).toBe(200);
}

async function expectAxeClean(state: string) {
  expect(await seriousA11yViolations(page), state).toEqual([]);
}

/** The value of a stats card by its label. */
async function statValue(label: string): Promise<string> {
  const card = page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  return (await card.locator('dd').first().textContent()) ?? '';
}

beforeAll(async () => {
  e = await startE2E();
  await signUp(NORA, 'Nora', 'Quill');
  // Review decisions as the assistant review writes them, so the engine table has rows.
  await e.sql(
    `insert into review_decisions (request_id, finding_id, action, rule, original_amount_cents, amount_cents)
     values (gen_random_uuid(), 'f1', 'confirm', 'cam_cap', 12000, null),
            (gen_random_uuid(), 'f2', 'adjust', 'cam_cap', 8000, 6000),
            (gen_random_uuid(), null, 'add', 'admin_fee', null, 2500)`,
    [],
  );
  // A report-ready mail that failed after its retries, as the mail job leaves it (decision 0036).
  await e.sql(
    `insert into outbound_emails (to_address, subject, text_body, kind, status, error)
     values ($1, 'Your LeaseAudit report is ready', 'body', 'report_ready', 'failed', 'connect ECONNREFUSED')`,
    [NORA],
  );
  context = await e.newContext();
  page = await context.newPage();
  await signIn(page, 'admin@leaseaudit.local', 'demo-admin');
});
afterAll(async () => {
  await e?.stop();
});

describe('admin dashboard', () => {
  it('shows the stats cards and is axe clean', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Total Users', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Users' }).waitFor();
    await page.getByRole('region', { name: 'Customers' }).getByText(NORA).waitFor();
    await expectAxeClean('dashboard');
  });

  it('finds the customer by e-mail and adds credits with a tier', async () => {
    await page.getByLabel('Search users').fill(NORA.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Select ${NORA}` }).click();
    const update = page.getByRole('button', { name: 'Update', exact: true });
    expect(await update.isDisabled()).toBe(true);

    // Setting a tier on an empty account with nothing added: the grant note.
    await page.getByLabel('Subscription tier').selectOption('premium');
    await page.getByText('setting a subscription tier grants 1 credit').waitFor();
    expect(await update.isDisabled()).toBe(false);
    await expectAxeClean('credits form with the grant note');

    await page.getByLabel('Credits to add').fill('-2');
    await update.click();
    await page.getByRole('alert').getByText('Please enter a valid positive number for credits.').waitFor();

    await page.getByLabel('Credits to add').fill('3');
    expect(await page.getByText('setting a subscription tier grants 1 credit').count()).toBe(0);
    await update.click();
    await page.getByRole('status').getByText(`Updated ${NORA}: 3 credits, premium tier.`).waitFor();
    await page.getByText('Current credits: 3 · Subscription tier: premium').waitFor();

    // Removing the tier now would reset the credits: the warning says so before anything is sent.
    await page.getByLabel('Subscription tier').selectOption('');
    await page.getByText("Removing the subscription tier resets this user's credits to 0.").waitFor();
    await expectAxeClean('credits form with the reset warning');
  });

  it('says when no user matches', async () => {
    await page.getByLabel('Search users').fill(`nobody-${tag}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No users found matching your search.').waitFor();
  });

  it('changes a role in the edit-user modal', async () => {
    await page.getByRole('button', { name: `Edit ${NORA}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await dialog.waitFor();
    // Focus moved into the modal.
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await expectAxeClean('edit-user modal');
    await dialog.getByLabel('Role').selectOption('assistant');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(`Updated ${NORA}: role assistant.`).waitFor();
    await page.getByRole('region', { name: 'Staff' }).getByText(NORA).waitFor();
    expect(await page.getByRole('region', { name: 'Customers' }).getByText(NORA).count()).toBe(0);
  });

  it('Refresh Data shows a customer who signed up meanwhile', async () => {
    const before = Number(await statValue('Total Users'));
    await signUp(`late-${tag}@example.com`, 'Late', 'Comer');
    expect(Number(await statValue('Total Users'))).toBe(before);
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll('dl > div')].some(
          (d) =>
            d.querySelector('dt')?.textContent === 'Total Users' &&
            d.querySelector('dd')?.textContent === want,
        ),
      String(before + 1),
    );
  });

  it('each tab renders and is axe clean', async () => {
    for (const [tab, text] of [
      ['Documents', 'No documents found'],
      ['Orders', 'No orders yet'],
      ['Overdue', 'No request is past the 48-hour promise.'],
      ['Engine quality', 'cam_cap'],
      ['Audit log', 'admin.user'],
      ['E-mails', 'connect ECONNREFUSED'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByText(text, { exact: true }).first().waitFor();
      await expectAxeClean(`${tab} tab`);
    }
    const csv = page.getByRole('link', { name: 'Export CSV' });
    expect(await csv.count()).toBe(0); // on the e-mails tab now
    await page.getByRole('tab', { name: 'Engine quality' }).click();
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/engine-quality.csv?days=30',
    );
    const res = await page.request.get('/api/admin/engine-quality.csv');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('cam_cap,1,1,0,0,1,1,200.00,180.00');
  });

  it('works at 375 px without sideways page scrolling', async () => {
    const phone = await e.newContext({ width: 375, height: 800 });
    const small = await phone.newPage();
    await signIn(small, 'admin@leaseaudit.local', 'demo-admin');
    await small.goto('/dashboard');
    await small.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await small.getByRole('region', { name: 'Customers' }).waitFor();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousA11yViolations(small)).toEqual([]);
    await phone.close();
  });
});
