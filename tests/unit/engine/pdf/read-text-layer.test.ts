import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../../src/engine/pdf/read-document';
import type { PageText } from '../../../../src/engine/pdf/types';
import { drawStatement, makePdf } from './make-pdf';
import { hasSamples, sample } from './paths';

describe('readDocument on a text PDF (pdfkit, generated here)', () => {
  it('rebuilds header blocks, table rows, dot leaders and wrapped paragraphs', async () => {
    const bytes = await makePdf(drawStatement);
    const doc = await readDocument(bytes, { file: 'statement.pdf' });
    expect(doc).toMatchObject({ file: 'statement.pdf', pageCount: 1, ocrPages: [], warnings: [] });
    expect(doc.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const page = doc.pages[0]!;
    expect(page).toMatchObject({ page: 1, width: 612, height: 792, ocr: false, confidence: null });
    expect(page.lines.map((l) => l.cells)).toEqual([
      ['2023 CAM Reconciliation'],
      ['Tenant: Blue Fern Bakery LLC', 'Statement Date: May 3, 2024'],
      ['Premises: Suite 12', 'Period: Jan 1 - Dec 31, 2023'],
      ['Landscaping', '$12,384.34'],
      ['Snow Removal', '$9,815.05'],
      ['Property Management Fee', '$3,106.74'],
      ['Total Operating Expenses', '$25,306.13'],
      ['Landscaping', '18,400.00'],
      ['The credit shown above will be applied against your next monthly'],
      ['rent invoice unless you ask for a refund in writing.'],
    ]);
    const leader = page.lines[7]!;
    expect(leader.text).toBe('Landscaping 18,400.00');
    // Positions are PDF points from the top-left; right-aligned amounts share a right edge.
    const header = page.lines[1]!;
    expect(header.x).toBeCloseTo(72, 0);
    expect(header.cellX[1]).toBeCloseTo(340, 0);
    expect(header.y).toBeGreaterThan(110);
    expect(header.y).toBeLessThan(125);
    expect(page.lines.every((l, i, all) => i === 0 || l.y > all[i - 1]!.y)).toBe(true);
  });

  it('streams pages to onPage in order and leaves the caller bytes intact', async () => {
    const bytes = await makePdf((pdf) => {
      pdf.text('First page of the lease agreement between the parties.');
      pdf.addPage().text('Second page: operating expenses and their exclusions.');
      pdf.addPage().text('Third page: signatures of landlord and tenant follow.');
    });
    const copy = bytes.slice();
    const seen: PageText[] = [];
    const doc = await readDocument(bytes, { onPage: (p) => seen.push(p) });
    expect(seen.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(doc.pages).toEqual(seen);
    expect(doc.file).toBe('document.pdf');
    expect(seen[1]!.lines[0]!.text).toBe('Second page: operating expenses and their exclusions.');
    expect(bytes).toEqual(copy);
  });

  it('does not OCR a blank page', async () => {
    const bytes = await makePdf((pdf) => {
      pdf.text('A page with enough text to be read from the text layer.');
      pdf.addPage();
    });
    const doc = await readDocument(bytes);
    expect(doc.pages.map((p) => [p.page, p.ocr, p.lines.length])).toEqual([
      [1, false, 1],
      [2, false, 0],
    ]);
  });
});

describe.skipIf(!hasSamples)('readDocument on the shared samples', () => {
  it('reads recon-2023.pdf of sample-01 as label + amount rows', async () => {
    const file = sample('sample-01', 'recon-2023.pdf');
    const doc = await readDocument(file);
    expect(doc.file).toBe('recon-2023.pdf');
    expect(doc.pageCount).toBe(2);
    expect(doc.sha256).toBe(createHash('sha256').update(readFileSync(file)).digest('hex'));
    const lines = doc.pages.flatMap((p) => p.lines);
    expect(lines.map((l) => l.cells)).toContainEqual(['Landscaping', '$12,384.34']);
    expect(lines.map((l) => l.cells)).toContainEqual([
      'Tenant:',
      'Sunrise Print & Sign, LLC',
      'Statement',
      'May 3, 2024',
    ]);
    const total = lines.find((l) => l.text.startsWith('Total Due for 2023'));
    expect(total).toMatchObject({ page: 2, cells: ['Total Due for 2023', '$63,868.27'] });
  });

  it('reads the 9-page lease.pdf of sample-01 from its text layer', async () => {
    const doc = await readDocument(sample('sample-01', 'lease.pdf'), { ocr: 'auto' });
    expect(doc.pageCount).toBe(9);
    expect(doc.pages).toHaveLength(9);
    expect(doc.ocrPages).toEqual([]);
    const text = doc.pages.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n');
    expect(text).toContain('The Project contains a total of 107,500 rentable square feet.');
  });
});

describe('pdfjs loading', () => {
  it('loads pdfjs as a plain script (the light path under tsx), not through the module loader', async () => {
    const { loadPdfjs, pdfjsLoadedVia } = await import('../../../../src/engine/pdf/pdfjs-loader');
    const pdfjs = await loadPdfjs();
    expect(typeof pdfjs.getDocument).toBe('function');
    expect(pdfjsLoadedVia()).toBe('script');
  });
});
