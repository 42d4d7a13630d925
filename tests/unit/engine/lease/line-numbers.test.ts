import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { withoutLineNumbers } from '../../../../src/engine/extract/lease/line-numbers';
import type { TextLine } from '../../../../src/engine/pdf/types';
import { type Cell, letterPage, onePageDocument, positionedLine } from './positioned-text';

// A lease typed on pleading paper: line numbers 1-28 right-aligned at x 82 in the margin, the
// text beside them from x 99 (a section's first line indented to x 135), as the line builder
// reads it, baseline by baseline.
const CHAR = 5;
const TEXT = [
  ['ARTICLE 1 — PARTIES', 260],
  ['1.1 Parties and Date. This Lease is made as of May 2, 2021 by Thistle Down Investors II,', 135],
  ['L.P., a Minnesota limited partnership ("Landlord"), and Galloway Yoga Collective, LLC, a', 99],
  ['Maine limited liability company ("Tenant").', 99],
  ['ARTICLE 2 — PREMISES', 257],
  ['2.1 Premises. Landlord leases to Tenant Suite 115 of Thistle Down Plaza (the "Center"),', 135],
  ['containing 3,542 rentable square feet (the "Premises").', 99],
  ['2.2 The Center. The buildings of the Center contain 42,830 rentable square feet.', 135],
  ['ARTICLE 3 — TERM', 269],
  ['3.1 Term. The term of this Lease is 120 months, commencing on July 1, 2021 (the', 135],
  ['"Commencement Date").', 99],
  ['4.1 Late Charge. Any installment not received within 5 days after its due date shall', 135],
  ['bear a late charge of 4% of the installment.', 99],
] as const;

/** Number `n` right-aligned at x 82; `read` is what a scan made of it. */
const numberCell = (n: number, read = String(n)): Cell => [82 - read.length * CHAR, read];

function pleadingPage(misread: Record<number, string> = {}, ocr = false) {
  const lines: TextLine[] = [];
  for (let n = 1; n <= 28; n++) {
    const text = TEXT[n - 1];
    const cells: Cell[] = [numberCell(n, misread[n])];
    if (text) cells.push([text[1], text[0]]);
    lines.push(positionedLine(40 + n * 24, CHAR, ...cells));
  }
  return letterPage(lines, ocr);
}

const leaseOf = (page: ReturnType<typeof pleadingPage>) => extractLease([onePageDocument(page)]).lease;

describe('a lease on pleading paper: the margin line numbers are dropped (decision 0115)', () => {
  it('reads the text without its line numbers', () => {
    const page = withoutLineNumbers(pleadingPage());
    expect(page.lines.map((l) => l.text)).toEqual(TEXT.map(([t]) => t));
    const [flat] = flattenDocuments([onePageDocument(pleadingPage())]);
    expect(flat!.text).toContain('by Thistle Down Investors II, L.P., a Minnesota limited partnership');
    expect(flat!.text).not.toMatch(/\b3 L\.P\./);
  });

  it('finds the parties, areas, dates and late charge the numbers split', () => {
    const lease = leaseOf(pleadingPage());
    expect(lease.landlordName?.value).toBe('Thistle Down Investors II, L.P.');
    expect(lease.tenantName?.value).toBe('Galloway Yoga Collective, LLC');
    expect(lease.premisesRsf?.value).toBe(3542);
    expect(lease.buildingRsf?.value).toBe(42830);
    expect(lease.commencementDate?.value).toBe('2021-07-01');
    expect(lease.lateFee?.value).toMatchObject({ pct: 4, graceDays: 5 });
  });

  it("drops a scan's misread and missing numbers too (',9', '1' for 11, '24.', a lost one)", () => {
    const scan = pleadingPage({ 9: ',9', 11: '1', 24: '24.', 14: '' }, true);
    scan.lines = scan.lines.filter((l) => l.cells[0] !== '');
    const page = withoutLineNumbers(scan);
    expect(page.lines.map((l) => l.text)).toEqual(TEXT.map(([t]) => t));
  });

  it('keeps a rent table whose first column counts lease years', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) =>
      positionedLine(200 + n * 14, CHAR, [90, String(n)], [150, `${n + 2020}-07-01`], [400, '$6,633.00']),
    );
    const prose = Array.from({ length: 12 }, (_, i) =>
      positionedLine(400 + i * 14, CHAR, [
        72,
        'Tenant shall pay the Base Rent in monthly installments in advance.',
      ]),
    );
    const page = letterPage([...rows, ...prose]);
    expect(withoutLineNumbers(page)).toBe(page);
  });
});
