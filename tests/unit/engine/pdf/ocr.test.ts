import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr } from '../../../../src/engine/pdf/ocr';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import type { DocumentText } from '../../../../src/engine/pdf/types';
import { drawStatement, makePdf } from './make-pdf';
import { makeScannedPdf } from './make-scan';
import { hasSamples, sample } from './paths';

afterAll(() => closeOcr());

const cellsOf = (doc: DocumentText) => doc.pages.flatMap((p) => p.lines.map((l) => l.cells));
const textOf = (doc: DocumentText) => doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

describe('OCR of pages without a text layer', () => {
  it('reads a skewed, noisy scan (made here) into lines and cells', async () => {
    const scan = await makeScannedPdf(await makePdf(drawStatement), { degrees: 2 });
    const doc = await readDocument(scan, { file: 'scan.pdf' });
    expect(doc.ocrPages).toEqual([1]);
    const page = doc.pages[0]!;
    expect(page.ocr).toBe(true);
    expect(page.confidence).toBeGreaterThan(0.7);
    expect(page.confidence).toBeLessThanOrEqual(1);
    const cells = cellsOf(doc);
    // Key amounts exactly, each beside its label in its own cell.
    expect(cells).toContainEqual(['Landscaping', '$12,384.34']);
    expect(cells).toContainEqual(['Snow Removal', '$9,815.05']);
    expect(cells).toContainEqual(['Property Management Fee', '$3,106.74']);
    expect(cells).toContainEqual(['Total Operating Expenses', '$25,306.13']);
    expect(cells).toContainEqual(['Landscaping', '18,400.00']);
    // Two-column header stays two cells; small slips in prose are tolerated.
    expect(cells.some((c) => c.length === 2 && /^Tenant/.test(c[0]!) && /May 3, 2024$/.test(c[1]!))).toBe(
      true,
    );
    expect(textOf(doc)).toMatch(/applied against your next monthly/);
    // Word boxes come back in page points (deskewed): the title sits near where it was drawn.
    const title = page.lines.find((l) => l.text.includes('Reconciliation'))!;
    expect(title.x).toBeGreaterThan(60);
    expect(title.x).toBeLessThan(90);
    expect(title.y).toBeGreaterThan(70);
    expect(title.y).toBeLessThan(95);
    // OCR of a full page (tesseract, several passes) outlasts 30 s on a loaded 2-core machine.
  }, 120_000);

  it("skips OCR with ocr: 'never' and forces it with ocr: 'always'", async () => {
    const text = await makePdf((pdf) => pdf.fontSize(16).text('Tenant Share of Operating Expenses 4,250.00'));
    const forced = await readDocument(text, { ocr: 'always' });
    expect(forced.ocrPages).toEqual([1]);
    expect(forced.pages[0]!.lines[0]!.text).toContain('4,250.00');

    const scan = await makeScannedPdf(text, { degrees: 0 });
    const never = await readDocument(scan, { ocr: 'never' });
    expect(never.ocrPages).toEqual([]);
    expect(never.pages[0]!.lines).toEqual([]);
  });
});

describe.skipIf(!hasSamples)('OCR of a real scan in the samples', () => {
  it('reads sample-06 recon-2023.pdf (image only) with its key amounts', async () => {
    // truth.json (2023): Landscaping 1359172, Real Estate Taxes 18142400, Insurance 3456891 cents,
    // total 33267846, balance due 240990.
    const doc = await readDocument(sample('sample-06', 'recon-2023.pdf'));
    expect(doc.ocrPages).toEqual([1, 2]);
    expect(doc.pages[0]!.confidence).toBeGreaterThan(0.8);
    const cells = cellsOf(doc);
    const amountOf = (label: RegExp) => cells.find((c) => label.test(c[0]!))?.at(-1);
    expect(amountOf(/^Landscaping/)).toBe('$13,591.72');
    expect(amountOf(/^Real Estate Taxes/)).toBe('$181,424.00');
    expect(amountOf(/^Insurance/)).toBe('$34,568.91');
    expect(amountOf(/^TOTAL RECOVERABLE EXPENSES/)).toBe('$332,678.46');
    expect(amountOf(/^BALANCE DUE FROM TENANT/)).toBe('$2,409.90');
  });
});
