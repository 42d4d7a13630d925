import { describe, expect, it } from 'vitest';
import { flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { gutterOf, readingOrder } from '../../../../src/engine/extract/lease/page-columns';
import type { PageText, TextLine } from '../../../../src/engine/pdf/types';
import { type Cell, letterPage, positionedLine } from './positioned-text';

// Positioned text as the line builder makes it: each cell with its left and right edge.
// A Letter page is 612 wide; columns 54-296 and 316-558, as printed two-column leases set them.
const CHAR = 6;
const line = (y: number, ...cells: Cell[]) => positionedLine(y, CHAR, ...cells);
const page = (lines: TextLine[]): PageText => letterPage(lines);

const LEFT = [
  'maintaining, cleaning and managing the',
  'Building, including a management fee',
  'not exceeding four percent (4%) of the',
  'Operating Expenses for the year other',
  'than Taxes and insurance premiums, and',
  'the amortization, in equal installments',
  'over ten (10) years, of capital repairs',
  'made to reduce Operating Expenses, and',
  'all Taxes on the Building for the year.',
];
const RIGHT = [
  '7.1 Late Charge. If any installment of',
  'Annual Fixed Rent is not received within',
  'ten (10) days after it is due, Tenant',
  'shall pay a late charge equal to five',
  'percent (5%) of the overdue amount, as',
  'liquidated damages for the costs Landlord',
  'incurs in collecting it, and the overdue',
  'amount bears interest from the due date',
  'at the prime rate plus four percent.',
];

function twoColumnPage(): PageText {
  return page([
    line(40, [255, 'LEASE PROVISIONS']),
    ...LEFT.map((l, i) => line(60 + i * 12, [54, l], [316, RIGHT[i]!])),
    line(770, [204, 'Union Square Office Center - Suite 102 | 2']),
  ]);
}

describe('two-column lease pages', () => {
  it('finds the gutter where the right column starts and reads each column top to bottom', () => {
    const p = twoColumnPage();
    expect(gutterOf(p)).toBe(316);
    const order = readingOrder(p).map((l) => l.text);
    expect(order).toEqual([
      'LEASE PROVISIONS',
      ...LEFT,
      ...RIGHT,
      'Union Square Office Center - Suite 102 | 2',
    ]);
    // Each half keeps its own geometry, so a quote still points at where it is printed.
    const firstRight = readingOrder(p)[1 + LEFT.length]!;
    expect(firstRight.x).toBe(316);
    expect(firstRight.cellX).toEqual([316]);
  });

  it('keeps the late charge sentence whole: it no longer takes the fee percent printed beside it', () => {
    const [flat] = flattenDocuments([
      { file: 'lease.pdf', sha256: '', pageCount: 1, pages: [twoColumnPage()], ocrPages: [], warnings: [] },
    ]);
    expect(flat!.text).toContain('shall pay a late charge equal to five percent (5%) of the overdue amount');
    expect(flat!.text).toContain('not exceeding four percent (4%) of the Operating Expenses');
    expect(flat!.text).not.toMatch(/late charge equal to five\s+than Taxes/);
  });

  it('leaves single-column pages, tables and lines without positions as they are', () => {
    const prose = page(LEFT.map((l, i) => line(60 + i * 12, [54, `${l} ${RIGHT[i]}`])));
    expect(gutterOf(prose)).toBeNull();
    expect(readingOrder(prose)).toBe(prose.lines);
    // A rent table: amounts right of the middle, but no prose on both sides.
    const table = page(
      Array.from({ length: 8 }, (_, i) =>
        line(
          60 + i * 12,
          [54, `Months ${i * 12 + 1} - ${i * 12 + 12}`],
          [320, '$4,515.00'],
          [420, '$54,180.00'],
        ),
      ),
    );
    expect(gutterOf(table)).toBeNull();
    const plain = page(
      LEFT.map((l, i) => ({ ...line(60 + i * 12, [54, l], [316, RIGHT[i]!]), cellRight: undefined })),
    );
    expect(gutterOf(plain)).toBeNull();
  });

  it('is not fooled by a page whose lines mostly cross the middle', () => {
    const lines = [
      ...LEFT.map((l, i) => line(60 + i * 12, [54, l], [316, RIGHT[i]!])),
      ...Array.from({ length: 4 }, (_, i) =>
        line(200 + i * 12, [54, 'A full-width paragraph line that runs across the whole page width here']),
      ),
    ];
    expect(gutterOf(page(lines))).toBeNull();
  });

  it('reads a summary grid of captions and their values across, not as two columns', () => {
    // "1.2 Landlord's Address for Service:   c/o ... Suite 4400," (a Summary of Basic Terms).
    const rows: [string, string][] = [
      ["1.2 Landlord's Address for Service:", 'c/o Boreal Retail Real Estate Investment Trust, Suite 4400,'],
      ["1.5 Tenant's Address for Service:", 'The Premises, Attention: Vera Galloway of the Tenant'],
      ['1.9 Rentable Area of the Premises:', '2,211 square feet (205.4 m2) of the Premises'],
      ['1.10 Rentable Area of the Centre:', '46,770 square feet (4,345.1 m2), subject to the definition'],
      ['1.14 Basic Rent for the Term:', 'US$35,916.00 per annum, payable in monthly instalments'],
      ['1.16 Permitted Use of the Premises:', 'a neighborhood service business and incidental retail sales'],
      ['1.17 Proportionate Share of Costs:', '4.7274%, as of the date of this Lease, subject to adjustment'],
      ['1.18 Administration Fee on Costs:', "10% of the Tenant's Proportionate Share of Operating Costs"],
    ];
    const grid = page(rows.map(([k, v], i) => line(60 + i * 12, [54, k], [260, v])));
    expect(gutterOf(grid)).toBeNull();
    expect(readingOrder(grid).map((l) => l.text)).toEqual(rows.map(([k, v]) => `${k} ${v}`));
  });
});

describe("a two-column form's sparse last page", () => {
  // Page 1 shows the form's gutter; page 2's text ends high in the left column beside a signature
  // block, too few paired lines to show a gutter of its own.
  const full = { ...twoColumnPage(), page: 1 };
  const last: PageText = {
    ...page([
      line(60, [54, '13.4 Late Charges. If any installment of'], [316, 'LANDLORD: Eastlake Owner LLC']),
      line(72, [54, 'Rent is not received by Landlord within 10'], [316, 'By: Keiko Quintero']),
      line(84, [54, 'days after it is due, Tenant shall pay to']),
      line(96, [54, 'Landlord a late charge equal to $250.00.']),
      line(108, [316, 'TENANT: Okonkwo Tutoring Center LP']),
    ]),
    page: 2,
  };
  const doc = {
    file: 'lease.pdf',
    sha256: '',
    pageCount: 2,
    pages: [full, last],
    ocrPages: [],
    warnings: [],
  };

  it('is read at the gutter the other pages share, the left column first', () => {
    expect(gutterOf(last)).toBeNull();
    const text = flattenDocuments([doc])[0]?.text ?? '';
    expect(text).toContain(
      'within 10 days after it is due, Tenant shall pay to Landlord a late charge equal to $250.00.',
    );
  });
});
