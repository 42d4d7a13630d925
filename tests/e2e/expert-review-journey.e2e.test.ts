import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../src/engine/pdf/read-document';
import { PUBLISH_SUCCESS_MESSAGE } from '../../src/shared/contracts/publishing';
import { signUpBody } from '../support/factories';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';
import { submitSamplePacket } from './support/wizard';

/**
 * Issue 12's whole story, nothing written behind the UI's back: the customer submits
 * sample-01 through the wizard and the real analysis runs; an assistant finds the request,
 * confirms one finding, adjusts the other and publishes; the report-ready e-mail reaches
 * the SMTP server; the customer opens its link, reads the report page and downloads the
 * PDF, whose text shows the adjusted amount; an admin finds the customer, adds credits
 * with a tier, makes another user an assistant and sees the stats move.
 */
const CUSTOMER = 'customer@leaseaudit.local';
const ADJUSTED_DOLLARS = '1,234.56';

let e: E2EEnv;
let smtp: SmtpSink;
let customer: Page;
let assistant: Page;
let admin: Page;
const contexts: BrowserContext[] = [];
let requestId = '';

async function pageFor(email: string, password: string): Promise<Page> {
  const context = await e.newContext();
  contexts.push(context);
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('browser tests need DATABASE_URL (PostgreSQL)');
  smtp = await startSmtpSink();
  e = await startE2E({ env: { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_SECONDS: '0.5' } });
  customer = await pageFor(CUSTOMER, 'demo-customer');
}, 120_000);
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await e?.stop();
  await smtp?.close();
});

const finding = (id: string) => assistant.locator(`article[data-finding-id="${id}"]`);

describe('expert review journey', () => {
  it('the customer submits sample-01 and the automated analysis completes', async () => {
    requestId = await submitSamplePacket(customer);
    await customer.goto('/analysis-requests');
    const row = customer.getByRole('listitem').filter({ hasText: requestId.slice(0, 8) });
    await row.getByText('In Progress').waitFor({ timeout: 90_000 });
  }, 150_000);

  it('an assistant confirms one finding, adjusts the other and publishes', async () => {
    assistant = await pageFor('assistant@leaseaudit.local', 'demo-assistant');
    await assistant.getByLabel('Search reports').fill(CUSTOMER);
    await assistant
      .getByRole('button', { name: /Dana Baker/ })
      .first()
      .click();
    await assistant.getByRole('heading', { level: 2, name: /Dana Baker/ }).waitFor();
    expect(assistant.url()).toContain(`request=${requestId}`);

    const ids = await assistant
      .locator('article[data-finding-id]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-finding-id')!));
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const [first, second, ...rest] = ids as [string, string, ...string[]];
    await finding(first)
      .getByRole('button', { name: /^Confirm/ })
      .click();
    await finding(first)
      .getByText(/Confirmed by/)
      .waitFor();
    await finding(second)
      .getByRole('button', { name: /^Adjust/ })
      .click();
    await finding(second).getByLabel('Adjusted amount (USD)').fill(ADJUSTED_DOLLARS);
    await finding(second)
      .getByLabel('Reason for the adjustment')
      .fill('The lease caps the fee at 15% of CAM');
    await finding(second).getByRole('button', { name: 'Save adjustment' }).click();
    await finding(second).getByText(`Adjusted to $${ADJUSTED_DOLLARS}`, { exact: false }).waitFor();
    // Any further engine finding is confirmed too: a generated report needs every finding decided.
    for (const id of rest) {
      await finding(id)
        .getByRole('button', { name: /^Confirm/ })
        .click();
      await finding(id)
        .getByText(/Confirmed by/)
        .waitFor();
    }
    const generate = assistant.getByRole('button', { name: 'Generate report from review' });
    await generate.click();
    await assistant.getByText(PUBLISH_SUCCESS_MESSAGE).waitFor();
    expect(await seriousA11yViolations(assistant)).toEqual([]);
  });

  it('the customer gets the e-mail, reads the report page and downloads the PDF with the adjusted amount', async () => {
    // Quoted-printable bodies break long lines with a soft "=" line end.
    const mailFor = () => smtp.received.find((m) => m.data.replace(/=\r?\n/g, '').includes(requestId));
    await expect.poll(mailFor, { timeout: 30_000 }).toBeTruthy();
    const mail = mailFor()!;
    expect(mail.to).toEqual([CUSTOMER]);
    const link = mail.data
      .replace(/=\r?\n/g, '')
      .match(/https?:\/\/[^\s"<=]+\/analysis-requests\/[0-9a-f-]{36}/)![0];
    expect(link).toContain(requestId);

    await customer.goto(link);
    await customer.getByRole('heading', { name: 'Your report' }).waitFor();
    await customer
      .getByText(/Reviewed by an expert: \d+ confirmed, 1 adjusted, 0 removed, 0 added/)
      .waitFor();
    await customer.getByText(`$${ADJUSTED_DOLLARS}`).first().waitFor();
    expect(await seriousA11yViolations(customer)).toEqual([]);

    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: 'Download Report' }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    const doc = await readDocument(new Uint8Array(pdf), { file: 'report.pdf', ocr: 'never' });
    const text = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    expect(text).toMatch(/Reviewed by an expert: \d+ confirmed, 1 adjusted, 0 removed, 0 added/);
    expect(text).toContain(`$${ADJUSTED_DOLLARS}`);

    // The finished request is on the library's reports tab too.
    await customer.goto('/documents');
    await customer.getByRole('tab', { name: 'Analysis Reports' }).click();
    await customer.getByText('AI-generated analysis report').first().waitFor();
  });

  it('an admin finds the customer, adds credits with a tier, makes a user an assistant and sees the stats move', async () => {
    admin = await pageFor('admin@leaseaudit.local', 'demo-admin');
    await admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const stat = async (label: string) =>
      (await admin
        .locator('dl > div')
        .filter({ has: admin.getByText(label, { exact: true }) })
        .locator('dd')
        .first()
        .textContent()) ?? '';
    const premiumBefore = Number(await stat('Premium Users'));

    await admin.getByLabel('Search users').fill('customer@LEASEAUDIT');
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.getByRole('button', { name: `Select ${CUSTOMER}` }).click();
    await admin.getByLabel('Credits to add').fill('2');
    await admin.getByLabel('Subscription tier').selectOption('premium');
    await admin.getByRole('button', { name: 'Update', exact: true }).click();
    await admin.getByRole('status').getByText(`Updated ${CUSTOMER}: 2 credits, premium tier.`).waitFor();

    // A second customer signs up; the admin makes them an assistant.
    const signUp = await e.newContext();
    contexts.push(signUp);
    const newcomer = `reviewer-${Date.now()}@example.com`;
    const res = await signUp.request.post('/api/auth/sign-up/email', {
      headers: { origin: e.server.url },
      data: signUpBody(newcomer, {
        password: 'reviewer-pass',
        name: 'Rae Viewer',
        firstName: 'Rae',
        lastName: 'Viewer',
      }),
    });
    expect(res.status()).toBe(200);
    await admin.getByRole('button', { name: 'Refresh Data' }).click();
    await admin.getByRole('region', { name: 'Customers' }).getByText(newcomer).waitFor();
    await admin.getByRole('button', { name: `Edit ${newcomer}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit User' });
    await dialog.getByLabel('Role').selectOption('assistant');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByText(`Updated ${newcomer}: role assistant.`).waitFor();
    await admin.getByRole('region', { name: 'Staff' }).getByText(newcomer).waitFor();

    await admin.getByRole('button', { name: 'Refresh Data' }).click();
    await expect.poll(async () => Number(await stat('Premium Users'))).toBe(premiumBefore + 1);
    expect(await stat('Median time to report')).not.toBe('No reports yet');

    // The new assistant's next request already sees the assistant workspace.
    const reviewer = await pageFor(newcomer, 'reviewer-pass');
    await reviewer.getByRole('heading', { name: 'Assistant Dashboard' }).waitFor();
  });
});
