import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerOnlyPdf, pdfWithPages } from '../support/factories';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/**
 * Document Library, upload dialog, Analysis Requests and the submission confirmation,
 * driven through the real file chooser and real downloads. Marking analyses finished needs
 * SQL on the test database, which only PostgreSQL allows while the server runs.
 */
const onPostgres = !!process.env.DATABASE_URL;

let e: E2EEnv;
let context: BrowserContext;
let page: Page;
let tmp: string;
const LEASE = 'Lease Agreement 2024.pdf';
// A real one-page PDF (uploads are opened and checked); the marker makes its bytes unique.
const leaseBytes = pdfWithPages(1, { text: `lease ${randomUUID()}` });

const sql = (text: string, values: unknown[]) => e.sql(text, values);

/**
 * A submitted request's document, inserted directly: the upload route only takes the
 * current wizard's request id, and these tests need requests in several states.
 */
async function insertRequestDocument(requestId: string, title: string) {
  await sql(
    `insert into documents (title, upload_type, file_path, created_by, request_id, analysis_status)
       select $2, 'lease_agreement', 'e2e/missing.pdf', id, $1::uuid, 'pending'
       from profiles where email = 'customer@leaseaudit.local'`,
    [requestId, title],
  );
}

async function openUploadDialog() {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.waitFor();
  return dialog;
}

/** Picks a file through the real file chooser opened by clicking the drop zone. */
async function chooseFile(file: { name: string; mimeType: string; buffer: Buffer } | string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Drag and drop your PDF document' }).click();
  await (await chooser).setFiles(file);
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'library-e2e-'));
  e = await startE2E();
  context = await e.newContext();
  page = await context.newPage();
  await signIn(page, 'customer@leaseaudit.local', 'demo-customer');
});
afterAll(async () => {
  await e?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('document library', () => {
  it('starts empty on both tabs, with an accessible tablist', async () => {
    await page.goto('/documents');
    await page.getByRole('heading', { level: 1, name: 'Document Library' }).waitFor();
    await page.getByText('Access and manage your lease documents').waitFor();
    await page.getByText('No documents found').waitFor();
    await page.getByText('Upload your first document to get started').waitFor();

    const reports = page.getByRole('tab', { name: 'Analysis Reports' });
    await reports.click();
    expect(await reports.getAttribute('aria-selected')).toBe('true');
    await page.getByText('Analysis reports will appear here once your documents are processed').waitFor();
    expect(await page.getByRole('button', { name: 'Upload Document' }).count()).toBe(0);
    // Arrow keys move between tabs (WAI-ARIA tabs pattern).
    await reports.press('ArrowLeft');
    const uploads = page.getByRole('tab', { name: 'Your Uploads' });
    expect(await uploads.getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel', { name: 'Your Uploads' }).waitFor();
    await page.getByRole('button', { name: 'Upload Document' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('refuses a .txt and an oversized PDF on the client, before any request', async () => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/documents')) posts.push(r.url());
    });
    await page.goto('/documents');
    const dialog = await openUploadDialog();
    for (const text of [
      'Drag and drop your PDF document',
      'or click to browse from your computer',
      'PDF files only',
      'Max 100MB',
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    await chooseFile({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await dialog.getByRole('alert').filter({ hasText: 'Only PDF files are allowed' }).waitFor();

    // 100 MiB + 1 byte, sparse on disk; passed by path (too big for an in-memory buffer).
    const big = path.join(tmp, 'huge lease.pdf');
    writeFileSync(big, '%PDF-1.4\n');
    truncateSync(big, 100 * 1024 * 1024 + 1);
    await chooseFile(big);
    await dialog.getByRole('alert').filter({ hasText: 'File size must be less than 100MB' }).waitFor();
    expect(posts).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows the server refusal of a non-PDF renamed .pdf and keeps the dialog open', async () => {
    const dialog = await openUploadDialog();
    const response = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/documents'),
    );
    await chooseFile({
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('GIF89a not a pdf'),
    });
    expect((await response).status()).toBe(415);
    await dialog.getByRole('alert').filter({ hasText: 'Only PDF files are allowed' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows why a damaged PDF is refused (422) and keeps the dialog open', async () => {
    const dialog = await openUploadDialog();
    const response = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/documents'),
    );
    await chooseFile({ name: 'cut off.pdf', mimeType: 'application/pdf', buffer: headerOnlyPdf() });
    expect((await response).status()).toBe(422);
    await dialog.getByRole('alert').filter({ hasText: 'cut off.pdf is incomplete' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('uploads a PDF through the file chooser; the card appears and the dialog closes', async () => {
    const dialog = await openUploadDialog();
    await chooseFile({ name: LEASE, mimeType: 'application/pdf', buffer: leaseBytes });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 3, name: LEASE }).waitFor();
    expect(await page.getByText('No documents found').count()).toBe(0);
  });

  it('searches title and description case-insensitively', async () => {
    const search = page.getByPlaceholder('Search documents...');
    await search.fill('lease AGREEMENT');
    await page.getByRole('heading', { level: 3, name: LEASE }).waitFor();
    await search.fill('no such file');
    await page.getByText('No documents found').waitFor();
    await search.fill('');
    await page.getByRole('heading', { level: 3, name: LEASE }).waitFor();
  });

  it('downloads the same bytes that were uploaded', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: `Download ${LEASE}` }).click();
    const file = await (await download).path();
    expect(readFileSync(file).equals(leaseBytes)).toBe(true);
    expect((await download).suggestedFilename()).toBe(LEASE);
  });

  it('shows nothing of it to a second customer', async () => {
    const other = await e.newContext();
    const res = await other.request.post('/api/auth/sign-up/email', {
      headers: { origin: e.server.url },
      data: {
        name: 'Omar Ali',
        email: `omar.${Date.now()}@deli.test`,
        password: 'pastrami-1',
        firstName: 'Omar',
        lastName: 'Ali',
        acceptedTerms: true,
      },
    });
    expect(res.ok()).toBe(true);
    const otherPage = await other.newPage();
    await otherPage.goto('/documents');
    await otherPage.getByText('No documents found').waitFor();
    expect(await otherPage.getByText(LEASE).count()).toBe(0);
    const docs = (await (await page.request.get('/api/documents')).json()) as { documents: { id: string }[] };
    const stolen = await other.request.get(`/api/documents/${docs.documents[0]?.id}/download`);
    expect(stolen.status()).toBe(404);

    await otherPage.goto('/analysis-requests');
    await otherPage.getByText('No analysis requests yet').waitFor();
    await otherPage.getByText('Start your first analysis to begin saving').waitFor();
    expect(await otherPage.getByRole('link', { name: 'Start My Analysis' }).getAttribute('href')).toBe(
      '/new-project',
    );
    await other.close();
  });
});

// These set request states with SQL beside the running server, which only PostgreSQL
// allows (the embedded database belongs to the server process); test:all runs the
// browser tests on PostgreSQL.
describe('analysis requests and reports', () => {
  const finished = randomUUID();
  const moving = randomUUID();

  beforeAll(() => {
    if (!onPostgres)
      throw new Error('these browser tests need DATABASE_URL (PostgreSQL); npm run test:all sets it');
  });

  it('lists requests with a status that moves by polling', async () => {
    await insertRequestDocument(finished, 'Office Lease.pdf');
    await insertRequestDocument(moving, 'Warehouse Lease.pdf');
    await page.goto('/analysis-requests');
    await page.getByRole('heading', { level: 1, name: 'Analysis Requests' }).waitFor();
    await page.getByText('View all your lease analysis requests and their status').waitFor();
    await page.getByText(`${moving.slice(0, 8)}...`).waitFor();
    await page.getByText(`${finished.slice(0, 8)}...`).waitFor();
    expect(await page.getByText('Pending', { exact: true }).count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await sql(`update documents set analysis_status = 'processing' where request_id = $1`, [moving]);
    // No reload: the 5 s poll picks the change up.
    await page.getByText('Processing', { exact: true }).waitFor({ timeout: 15_000 });
  });

  it('lists a finished request as a downloadable report', async () => {
    await sql(
      `update documents set analysis_status = 'completed', va_design_status = 'completed',
         analysis_result = $2::jsonb where request_id = $1`,
      [finished, JSON.stringify({ report: 'Overcharge found: $1,234' })],
    );
    await page.goto('/documents');
    await page.getByRole('tab', { name: 'Analysis Reports' }).click();
    await page.getByRole('heading', { level: 3, name: 'Analysis Report: Office Lease.pdf' }).waitFor();
    await page.getByText('AI-generated analysis report').waitFor();
    expect(await page.getByText('Warehouse Lease.pdf').count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Analysis Report: Office Lease.pdf' }).click();
    expect(readFileSync(await (await download).path(), 'utf8')).toBe('Overcharge found: $1,234');
  });
});

describe('submission confirmation', () => {
  it('confirms and leads back to the dashboard', async () => {
    await page.goto('/success');
    await page.getByRole('heading', { level: 1, name: 'Analysis Request Submitted!' }).waitFor();
    await page
      .getByText(
        'Your documents have been uploaded successfully. Our team will begin analyzing them shortly.',
      )
      .waitFor();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });
});
