import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../src/engine/pdf/read-document';
import { auditReportText } from '../../src/server/analysis/report-text';
import { PUBLISH_SUCCESS_MESSAGE } from '../../src/shared/contracts/publishing';
import { SAMPLE_01_AUDIT } from '../support/factories';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { type E2EEnv, seriousA11yViolations, signIn, startE2E } from './support/browser';

/**
 * The report's way to the customer (issue 12): an assistant publishes the reviewed report
 * from the publish panel, the report-ready e-mail reaches the SMTP server, the customer
 * opens its link, reads the report on the request page and downloads the PDF with the
 * adjusted amount. axe on the request page (in progress, failed, ready) and the publish modal.
 * Requests are written with SQL as the worker leaves them (the engine's real sample-01 audit).
 */
let e: E2EEnv;
let smtp: SmtpSink;
let customer: BrowserContext;
let assistant: BrowserContext;
let customerPage: Page;
let assistantPage: Page;

const CUSTOMER = 'customer@leaseaudit.local';
const FILES = [
  ['lease.pdf', 'lease_agreement'],
  ['recon-2023.pdf', 'reconciliation'],
  ['recon-2024.pdf', 'reconciliation'],
  ['bill.pdf', 'current_bill'],
] as const;

async function seedRequest(status: 'completed' | 'failed'): Promise<string> {
  const requestId = randomUUID();
  const result =
    status === 'completed'
      ? JSON.stringify({ ...SAMPLE_01_AUDIT, report: auditReportText(SAMPLE_01_AUDIT) })
      : null;
  const error =
    status === 'failed'
      ? 'recon-2024.pdf is password-protected: remove the password and upload it again Your credit has been returned.'
      : null;
  for (const [i, [title, type]] of FILES.entries()) {
    await e.sql(
      `insert into documents (title, upload_type, file_path, created_by, request_id, analysis_status, analysis_result, analysis_error, created_at)
         select $1, $2, 'e2e/missing.pdf', id, $3::uuid, $4, $5::jsonb, $6, now() + $7 * interval '1 millisecond'
         from profiles where email = $8`,
      [title, type, requestId, status, result, error, i, CUSTOMER],
    );
  }
  await e.sql(
    `insert into analysis_queue (request_id, user_id, plan_type, status, last_error, failed_document_id, completed_at)
       select $1::uuid, id, 'basic', $2, $3,
              (select d.id from documents d where d.request_id = $1::uuid and d.title = 'recon-2024.pdf' and $2 = 'failed'),
              now()
       from profiles where email = $4`,
    [requestId, status, error, CUSTOMER],
  );
  return requestId;
}

async function decide(
  requestId: string,
  findingId: string,
  action: 'confirm' | 'adjust',
  amountCents: number | null,
) {
  const f = SAMPLE_01_AUDIT.findings.find((x) => x.id === findingId)!;
  await e.sql(
    `insert into review_decisions (request_id, finding_id, action, rule, year, original_amount_cents, amount_cents, reason)
       values ($1::uuid, $2, $3, $4, $5, $6, $7, $8)`,
    [
      requestId,
      findingId,
      action,
      f.rule,
      f.year,
      f.amountCents,
      amountCents,
      action === 'adjust' ? 'the lease caps the fee at 15%' : null,
    ],
  );
}

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('browser tests need DATABASE_URL (PostgreSQL)');
  smtp = await startSmtpSink();
  e = await startE2E({ env: { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_SECONDS: '0.5' } });
  customer = await e.newContext();
  assistant = await e.newContext();
  customerPage = await customer.newPage();
  assistantPage = await assistant.newPage();
  await signIn(customerPage, CUSTOMER, 'demo-customer');
  await signIn(assistantPage, 'assistant@leaseaudit.local', 'demo-assistant');
});
afterAll(async () => {
  await e?.stop();
  await smtp?.close();
});

describe('the customer receives and reads the reviewed report', () => {
  it('in progress: the timeline and the 48-hour promise', async () => {
    const requestId = await seedRequest('completed');
    await customerPage.goto('/analysis-requests');
    await customerPage.getByRole('link', { name: `View request ${requestId.slice(0, 8)}...` }).click();
    await customerPage.waitForURL(`**/analysis-requests/${requestId}`);
    await customerPage.getByText('Under expert review').waitFor();
    await customerPage.getByText('Expected by').waitFor();
    await customerPage.getByRole('region', { name: 'Documents' }).getByText('lease.pdf').waitFor();
    expect(await seriousA11yViolations(customerPage)).toEqual([]);
  });

  it('failed: why, which document, and the replacement dialog', async () => {
    const requestId = await seedRequest('failed');
    await customerPage.goto(`/analysis-requests/${requestId}`);
    await customerPage.getByText('The analysis could not be completed').waitFor();
    await customerPage.getByText('recon-2024.pdf is password-protected', { exact: false }).waitFor();
    expect(await seriousA11yViolations(customerPage)).toEqual([]);
    await customerPage.getByRole('button', { name: 'Replace document and run again' }).click();
    await customerPage.getByRole('dialog', { name: 'Replace document' }).waitFor();
    expect(await seriousA11yViolations(customerPage)).toEqual([]);
    await customerPage.keyboard.press('Escape');
  });

  it('assistant publishes; the e-mail link opens the report; the PDF shows the adjusted amount', async () => {
    const requestId = await seedRequest('completed');
    await decide(requestId, 'f1', 'confirm', null);
    await decide(requestId, 'f2', 'adjust', 200_000);

    await assistantPage.goto(`/dashboard?request=${requestId}`);
    const generate = assistantPage.getByRole('button', { name: 'Generate report from review' });
    await generate.waitFor();
    // The upload modal: the spec's rules are checked before any byte is sent.
    await assistantPage.getByRole('button', { name: 'Upload Enhanced Report' }).click();
    const dialog = assistantPage.getByRole('dialog', { name: 'Upload Enhanced Report' });
    await dialog.waitFor();
    expect(await seriousA11yViolations(assistantPage)).toEqual([]);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a pdf'),
    });
    await dialog.getByText('Only PDF files are allowed').waitFor();
    await assistantPage.keyboard.press('Escape');

    await generate.click();
    await assistantPage.getByText(PUBLISH_SUCCESS_MESSAGE).waitFor();
    await assistantPage.getByText('Version 1: generated from the review', { exact: false }).waitFor();

    // Quoted-printable bodies break long lines with a soft "=" line end.
    const mailFor = () => smtp.received.find((m) => m.data.replace(/=\r?\n/g, '').includes(requestId));
    await expect.poll(mailFor, { timeout: 20_000 }).toBeTruthy();
    const mail = mailFor()!;
    expect(mail.to).toEqual([CUSTOMER]);
    const link = mail.data
      .replace(/=\r?\n/g, '')
      .match(/https?:\/\/[^\s"<=]+\/analysis-requests\/[0-9a-f-]{36}/)![0];

    await customerPage.goto(link);
    await customerPage.getByRole('heading', { name: 'Your report' }).waitFor();
    await customerPage
      .getByText('Reviewed by an expert: 1 confirmed, 1 adjusted, 0 removed, 0 added')
      .waitFor();
    await customerPage.getByText('$6,705.94').waitFor();
    await customerPage.getByText('$2,000').first().waitFor();
    expect(await customerPage.getByText('What to ask for:').count()).toBe(2);
    expect(await seriousA11yViolations(customerPage)).toEqual([]);

    const [download] = await Promise.all([
      customerPage.waitForEvent('download'),
      customerPage.getByRole('link', { name: 'Download Report' }).click(),
    ]);
    const pdf = readFileSync((await download.path())!);
    const doc = await readDocument(new Uint8Array(pdf), { file: 'report.pdf', ocr: 'never' });
    const text = doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    expect(text).toContain('Reviewed by an expert: 1 confirmed, 1 adjusted, 0 removed, 0 added');
    expect(text).toContain('$2,000.00');
  });
});
