import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ROOT } from '../../support/spawn-server';

/** Driving the new-project wizard (spec 2.14) the way a customer does: step cards, dialogs, the file chooser. */

export const SAMPLE_01 = path.join(ROOT, '..', 'shared', 'samples', 'sample-01');

export const currentStep = (page: Page) => page.locator('[aria-current="step"]');
export const stepCard = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}`) });
export const fileList = (page: Page, title: string) =>
  page.getByRole('list', { name: `Uploaded files for ${title}` });
// The zone's name is its heading, which changes while a file is dragged over it (spec 2.8).
export const dropzone = (dialog: Locator) =>
  dialog.getByRole('button', { name: /^(Drag and drop your PDF document|Drop the PDF file here)$/ });

export async function openUploadDialog(page: Page, title: string): Promise<Locator> {
  await stepCard(page, title).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

/** Through the real system file chooser, as a user clicking the dropzone would. */
export async function uploadWithChooser(page: Page, title: string, file: string) {
  const dialog = await openUploadDialog(page, title);
  const chooser = page.waitForEvent('filechooser');
  await dropzone(dialog).click();
  await (await chooser).setFiles(file);
  await dialog.waitFor({ state: 'hidden' });
  await fileList(page, title).getByText(path.basename(file)).waitFor();
}

/**
 * From the dashboard: uploads a sample packet (lease, two reconciliations, the bill), skips
 * the optional steps and submits. Resolves with the request id the server answered.
 */
export async function submitSamplePacket(page: Page, dir = SAMPLE_01): Promise<string> {
  await page.getByRole('link', { name: 'Start New Analysis' }).click();
  await page.waitForURL('**/new-project');
  await uploadWithChooser(page, 'Lease Agreement', path.join(dir, 'lease.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadWithChooser(page, 'Reconciliation Reports', path.join(dir, 'recon-2023.pdf'));
  await uploadWithChooser(page, 'Reconciliation Reports', path.join(dir, 'recon-2024.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadWithChooser(page, 'Current Bill', path.join(dir, 'bill.pdf'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await currentStep(page).getByText('Step 5: Supporting Documents').waitFor();
  const response = page.waitForResponse((r) => r.url().endsWith('/api/wizard/submit'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const answer = await response;
  if (answer.status() !== 201) throw new Error(`submit answered ${answer.status()}`);
  await page.waitForURL('**/success');
  return ((await answer.json()) as { request_id: string }).request_id;
}
