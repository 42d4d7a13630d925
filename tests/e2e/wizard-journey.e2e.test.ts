import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2EEnv, signIn, startE2E } from './support/browser';
import {
  uploadWithChooser as chooseFile,
  dropzone,
  openUploadDialog,
  SAMPLE_01,
  fileList as wizardFileList,
  currentStep as wizardStep,
  stepCard as wizardStepCard,
} from './support/wizard';

/**
 * The demo customer (1 credit) uploads a sample lease packet through the wizard, resumes
 * after a reload, submits once, and follows the request until the automated analysis is done.
 */
const sample = (name: string) => path.join(SAMPLE_01, name);

let e: E2EEnv;
let page: Page;
let requestId = '';

beforeAll(async () => {
  e = await startE2E();
  page = await (await e.newContext()).newPage();
});
afterAll(async () => {
  await e?.stop();
});

const currentStep = () => wizardStep(page);
const stepCard = (title: string) => wizardStepCard(page, title);
const fileList = (title: string) => wizardFileList(page, title);
const openDialog = (title: string) => openUploadDialog(page, title);
const uploadWithChooser = (title: string, file: string) => chooseFile(page, title, sample(file));

/** Drag-and-drop: a DataTransfer holding the PDF's bytes, built inside the page. */
async function uploadByDrop(title: string, file: string) {
  const dialog = await openDialog(title);
  const base64 = readFileSync(sample(file)).toString('base64');
  const dataTransfer = await page.evaluateHandle(
    ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: 'application/pdf' }));
      return transfer;
    },
    { base64, name: file },
  );
  const zone = dropzone(dialog);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await dialog.waitFor({ state: 'hidden' });
  await fileList(title).getByText(file).waitFor();
}

describe('wizard journey', () => {
  it('opens the wizard on step 1 with Back and Next disabled', async () => {
    await signIn(page, 'customer@leaseaudit.local', 'demo-customer');
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await page.waitForURL('**/new-project');
    await page.getByRole('heading', { name: 'Start New Analysis' }).waitFor();
    await currentStep().getByText('Step 1: Lease Agreement').waitFor();
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('uploads the lease with the file chooser, then two reconciliation years (one dropped)', async () => {
    await uploadWithChooser('Lease Agreement', 'lease.pdf');
    await stepCard('Lease Agreement').getByText('Uploaded').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await currentStep().getByText('Step 2: Reconciliation Reports').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    await uploadWithChooser('Reconciliation Reports', 'recon-2023.pdf');
    await uploadByDrop('Reconciliation Reports', 'recon-2024.pdf');
    expect(await fileList('Reconciliation Reports').getByRole('listitem').count()).toBe(2);
  });

  it('resumes at the same step with the same files after a reload', async () => {
    await page.reload();
    await currentStep().getByText('Step 2: Reconciliation Reports').waitFor();
    await fileList('Reconciliation Reports').getByText('recon-2023.pdf').waitFor();
    await fileList('Reconciliation Reports').getByText('recon-2024.pdf').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await fileList('Lease Agreement').getByText('lease.pdf').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await currentStep().getByText('Step 2: Reconciliation Reports').waitFor();
  });

  it('uploads the bill, removes a stray letter and skips the optional steps', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await uploadWithChooser('Current Bill', 'bill.pdf');
    await page.getByRole('button', { name: 'Next' }).click();

    await currentStep().getByText('Step 4: Reconciliation Letter').waitFor();
    await uploadWithChooser('Reconciliation Letter', 'bill.pdf');
    await page.getByRole('button', { name: 'Remove bill.pdf' }).click();
    await fileList('Reconciliation Letter').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Next' }).click();
    await currentStep().getByText('Step 5: Supporting Documents').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
  });

  it('submits once with a comment and replaces the wizard in history', async () => {
    await page.getByLabel('Additional Comments (Optional)').fill('CAM charges rose 30% in 2024.');
    let submits = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/wizard/submit')) submits += 1;
    });
    const response = page.waitForResponse((r) => r.url().endsWith('/api/wizard/submit'));
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    const answer = await response;
    expect(answer.status()).toBe(201);
    requestId = ((await answer.json()) as { request_id: string }).request_id;

    await page.waitForURL('**/success');
    await page.getByRole('heading', { name: 'Analysis Request Submitted!' }).waitFor();
    expect(submits).toBe(1);
    await page.goBack();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).not.toBe('/new-project');
  });

  it('shows the request on /analysis-requests until the automated analysis moves it to In Progress', async () => {
    const api = await page.request.get('/api/analysis-requests');
    const { requests } = (await api.json()) as {
      requests: { request_id: string; document_count: number; documents: { comments: string | null }[] }[];
    };
    const mine = requests.find((r) => r.request_id === requestId);
    expect(mine?.document_count).toBe(4);
    expect(mine?.documents.some((d) => d.comments === 'CAM charges rose 30% in 2024.')).toBe(true);

    await page.goto('/analysis-requests');
    const row = page.getByRole('listitem').filter({ hasText: requestId.slice(0, 8) });
    await row.waitFor();
    // The worker may already have finished by the time the page loads.
    expect(await row.textContent()).toMatch(/Pending|Processing|In Progress/);
    // No reload: the page polls while a request is pending or processing.
    await row.getByText('In Progress').waitFor({ timeout: 90_000 });
  }, 120_000);

  it('leaves the customer with no credit: Start New Analysis and /new-project go to billing', async () => {
    const me = (await (await page.request.get('/api/me')).json()) as { profile: { credits: number } };
    expect(me.profile.credits).toBe(0);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Start New Analysis' }).click();
    await page.waitForURL('**/billing');
    await page.goto('/new-project');
    await page.waitForURL('**/billing');
  });
});
