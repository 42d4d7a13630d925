import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DomainError } from '../../../src/server/domain/errors';
import { statusOf } from '../../../src/server/http/errors';
import {
  closePdfInspections,
  configurePdfInspection,
  DEFAULT_INSPECTION_LIMITS,
  inspectPdfBytes,
} from '../../../src/server/modules/documents/pdf-inspection';
import { MAX_PDF_PAGES } from '../../../src/shared/constants';
import { encryptedPdf, headerOnlyPdf, pdfWithoutPages, pdfWithPages } from '../../support/factories';

/** The upload check (decision 0022) on its own: worker thread, reasons, page limit, time and memory limits. */

const SHARED = path.resolve(import.meta.dirname, '../../../../shared');
const bytes = (b: Buffer) => new Uint8Array(b);
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: DomainError) => ({
      status: statusOf(err),
      code: err.code,
      message: err.message,
    }),
  );

afterEach(async () => {
  await configurePdfInspection(DEFAULT_INSPECTION_LIMITS);
});
afterAll(async () => {
  await closePdfInspections();
});

describe('inspectPdfBytes', () => {
  it('passes a real 139-page lease and a scanned sample, with their page counts', async () => {
    const lease = readFileSync(path.join(SHARED, 'real-leases/generation-best-buy-ames.pdf'));
    expect(await inspectPdfBytes(bytes(lease), 'lease.pdf')).toEqual({ pageCount: 139, missingEof: false });
    // Image-only pages have no text layer: still readable (the analysis OCRs them).
    const scan = readFileSync(path.join(SHARED, 'samples-c/c-06/lease.pdf'));
    expect((await inspectPdfBytes(bytes(scan), 'scan.pdf')).pageCount).toBeGreaterThan(0);
  });

  it('refuses encrypted, header-only, cut-off and page-less PDFs with the reason (422)', async () => {
    const lease = readFileSync(path.join(SHARED, 'samples/sample-01/lease.pdf'));
    expect(await refusal(inspectPdfBytes(bytes(await encryptedPdf()), 'locked.pdf'))).toEqual({
      status: 422,
      code: 'PDF_ENCRYPTED',
      message: 'locked.pdf is password-protected: remove the password and upload it again',
    });
    expect(await refusal(inspectPdfBytes(bytes(headerOnlyPdf()), 'head.pdf'))).toMatchObject({
      status: 422,
      code: 'PDF_DAMAGED',
      message: expect.stringContaining('head.pdf is incomplete'),
    });
    expect(
      await refusal(inspectPdfBytes(bytes(lease.subarray(0, lease.length / 2)), 'half.pdf')),
    ).toMatchObject({
      status: 422,
      code: 'PDF_DAMAGED',
    });
    expect(await refusal(inspectPdfBytes(bytes(pdfWithoutPages()), 'none.pdf'))).toEqual({
      status: 422,
      code: 'PDF_EMPTY',
      message: 'none.pdf has no pages: upload the complete document',
    });
  });

  it(`refuses more than ${MAX_PDF_PAGES} pages naming the count and the limit, and allows exactly the limit`, async () => {
    // (The campaign sends issue 11's 100,000-page file; 5,000 keeps this test quick.)
    expect(await refusal(inspectPdfBytes(bytes(pdfWithPages(5000)), 'huge.pdf'))).toMatchObject({
      status: 422,
      code: 'PDF_TOO_MANY_PAGES',
      message: expect.stringContaining('huge.pdf has 5,000 pages; the limit is 1,000 pages'),
    });
    expect((await inspectPdfBytes(bytes(pdfWithPages(MAX_PDF_PAGES)), 'max.pdf')).pageCount).toBe(
      MAX_PDF_PAGES,
    );
  }, 60_000);

  it('ends a check that runs past its time, or past its memory, and keeps working afterwards', async () => {
    await configurePdfInspection({ timeoutMs: 300 });
    expect(await refusal(inspectPdfBytes(bytes(pdfWithPages(100_000)), 'slow.pdf'))).toMatchObject({
      status: 422,
      code: 'PDF_TOO_COMPLEX',
    });
    await configurePdfInspection({ timeoutMs: DEFAULT_INSPECTION_LIMITS.timeoutMs, heapMb: 16 });
    expect(await refusal(inspectPdfBytes(bytes(pdfWithPages(100_000)), 'big.pdf'))).toMatchObject({
      status: 422,
      code: 'PDF_TOO_COMPLEX',
    });
    await configurePdfInspection(DEFAULT_INSPECTION_LIMITS);
    expect((await inspectPdfBytes(bytes(pdfWithPages(2)), 'after.pdf')).pageCount).toBe(2);
  }, 60_000);
});
