import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PdfError, type PdfErrorCode } from '../../../../src/engine/pdf/errors';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import { drawStatement, makePdf } from './make-pdf';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'leaseaudit-pdf-bad-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function expectPdfError(input: string | Uint8Array, file: string, code: PdfErrorCode, message: RegExp) {
  const err = await readDocument(input, { file }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PdfError);
  expect(err).toMatchObject({ code, file });
  const msg = (err as PdfError).message;
  expect(msg).toMatch(message);
  expect(msg).not.toContain('\n');
}

const threePages = () =>
  makePdf(
    (pdf) => {
      drawStatement(pdf);
      pdf.addPage().text('Second page of the statement with enough words to read.');
      pdf.addPage().text('Third page of the statement with enough words to read.');
    },
    // Uncompressed so the test can find and break one page object in place.
    { compress: false },
  );

describe('readDocument on bad input', () => {
  it('rejects a PNG renamed .pdf as NOT_PDF', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const file = path.join(tmp, 'photo.pdf');
    writeFileSync(file, png);
    await expectPdfError(file, 'photo.pdf', 'NOT_PDF', /^photo\.pdf is not a PDF/);
  });

  it('rejects a text file renamed .pdf as NOT_PDF', async () => {
    await expectPdfError(
      new TextEncoder().encode('Dear tenant,\nplease find attached'),
      'letter.pdf',
      'NOT_PDF',
      /not a PDF/,
    );
  });

  it('rejects an empty file and a PDF with zero pages as EMPTY', async () => {
    await expectPdfError(new Uint8Array(0), 'empty.pdf', 'EMPTY', /has no pages/);
    const zeroPages =
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
    await expectPdfError(new TextEncoder().encode(zeroPages), 'zero.pdf', 'EMPTY', /has no pages/);
  });

  it('rejects a PDF cut in half as TRUNCATED', async () => {
    const bytes = await makePdf(drawStatement);
    await expectPdfError(bytes.subarray(0, bytes.length >> 1), 'half.pdf', 'TRUNCATED', /incomplete/);
  });

  it('rejects a password-protected PDF as ENCRYPTED with a clear message', async () => {
    const bytes = await makePdf(drawStatement, { userPassword: 'tenant-secret' });
    await expectPdfError(
      bytes,
      'lease.pdf',
      'ENCRYPTED',
      /^lease\.pdf is password-protected: remove the password and upload it again$/,
    );
  });

  it('reads a PDF with only an owner password (no password needed to open)', async () => {
    const bytes = await makePdf(drawStatement, {
      ownerPassword: 'landlord',
      permissions: { printing: 'highResolution' },
    });
    const doc = await readDocument(bytes);
    expect(doc.pages[0]!.lines[0]!.text).toBe('2023 CAM Reconciliation');
  });

  it('rejects a damaged file that only has a PDF header as TRUNCATED or UNREADABLE', async () => {
    const junk = new TextEncoder().encode(`%PDF-1.7\n${'x'.repeat(4000)}\n%%EOF\n`);
    await expectPdfError(junk, 'junk.pdf', 'UNREADABLE', /could not be read/);
  });

  it('skips a corrupt page with a warning and reads the others', async () => {
    const bytes = await threePages();
    const text = Buffer.from(bytes).toString('latin1');
    // Replaces the second page object's dictionary with `null` (same length: offsets stay valid).
    const pageDicts = [...text.matchAll(/\/Type \/Page\n/g)].map((m) => m.index);
    const second = pageDicts[1]!;
    const start = text.lastIndexOf(' obj', second) + 4;
    const end = text.indexOf('endobj', second);
    const broken = Buffer.from(bytes);
    broken.write(' null'.padEnd(end - start, ' '), start, 'latin1');

    const doc = await readDocument(new Uint8Array(broken), { file: 'broken.pdf' });
    expect(doc.pages.length).toBeGreaterThanOrEqual(1);
    expect(doc.pages[0]!.lines[0]!.text).toBe('2023 CAM Reconciliation');
    expect(doc.warnings).toEqual([
      expect.stringMatching(/^broken\.pdf page \d could not be read and was skipped: /),
    ]);
  });

  it('reports a missing input file as UNREADABLE', async () => {
    await expectPdfError(path.join(tmp, 'nope.pdf'), 'nope.pdf', 'UNREADABLE', /could not be read/);
  });
});
