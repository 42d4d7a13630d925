import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { marginColumnOf } from '../../../../src/engine/extract/lease/margin-captions';
import { readingOrder } from '../../../../src/engine/extract/lease/page-columns';
import type { PageText, TextLine } from '../../../../src/engine/pdf/types';
import { type Cell, letterPage, onePageDocument, positionedLine } from './positioned-text';

// A law firm's lease: each section's caption in a margin column (x 60), its text beside it
// (x 190), as the line builder reads it, baseline by baseline.
const CHAR = 5.5;
const line = (y: number, ...cells: Cell[]) => positionedLine(y, CHAR, ...cells);
const page = letterPage;
const doc = (p: PageText) => onePageDocument(p);

const SECTIONS: [string[], string[]][] = [
  [
    ['4. Term.'],
    [
      'The term of this Lease is 60 months, beginning on November 1, 2019 (the',
      '"Commencement Date") and ending on October 31, 2024, unless sooner terminated.',
    ],
  ],
  [
    ['5. Minimum Rent.'],
    [
      'Tenant shall pay Landlord minimum monthly rent ("Minimum Rent") as follows:',
      '(a) From November 1, 2019 through October 31, 2020: $11,453.00 per month.',
      '(b) On each anniversary of the Commencement Date, the monthly Minimum Rent',
      'shall be increased by 3% of the monthly Minimum Rent payable immediately before',
      'that anniversary.',
    ],
  ],
  [
    ['13. Management and', 'Overhead.'],
    [
      'Fees for the management of the Park included in Operating Costs shall not exceed 5% of',
      "the gross receipts of the Park. To Tenant's Proportionate Share of Operating Costs",
      'other than real estate taxes and insurance premiums Landlord may add an amount for',
      'its reasonable overhead not to exceed 10% of that share.',
    ],
  ],
  [
    ['14. Limitation on', 'Controllable Operating', 'Costs.'],
    [
      'Controllable Operating Costs (Operating Costs other than real estate taxes, insurance',
      'premiums, utilities, management fees and amortized capital items) included in Operating',
      'Costs for any calendar year shall not exceed Controllable Operating Costs for calendar',
      'year 2020 increased by 4% per year, compounded annually, on a cumulative basis.',
    ],
  ],
];

function marginPage(ocr = false, rentFigure = '$11,453.00'): PageText {
  const lines: TextLine[] = [line(40, [250, 'OFFICE LEASE'])];
  let y = 60;
  for (const [caption, body] of SECTIONS) {
    body.forEach((text, i) => {
      const t = text.replace('$11,453.00', rentFigure);
      lines.push(caption[i] ? line(y, [60, caption[i]!], [190, t]) : line(y, [190, t]));
      y += 11;
    });
    y += 10;
  }
  lines.push(line(760, [183, 'Fenwick Dorsey PLLC Form L-7 Page 1 of 3']));
  return page(lines, ocr);
}

describe('a lease whose captions stand in a margin column', () => {
  it('finds the text column beside the captions, and reads each caption whole before its text', () => {
    const p = marginPage();
    expect(marginColumnOf(p)).toBe(190);
    const text = readingOrder(p)
      .map((l) => l.text)
      .join(' ');
    expect(text).toContain(
      '13. Management and Overhead. Fees for the management of the Park included in Operating Costs shall not exceed 5% of the gross receipts',
    );
    expect(text).toContain(
      '14. Limitation on Controllable Operating Costs. Controllable Operating Costs (Operating',
    );
  });

  it('reads the fees, the rent list continued by its escalation, and not the cap as a fee limit', () => {
    const { lease } = extractLease([doc(marginPage())]);
    expect(lease.managementFeeCapPct.value).toBe(5);
    expect(lease.adminFee.value).toEqual({ pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
    expect(lease.camCap.value?.pct).toBe(4);
    const rent = lease.rentSchedule.value!;
    expect(rent.map((r) => r.monthlyRentCents)).toEqual([
      1_145_300, 1_179_659, 1_215_049, 1_251_500, 1_289_045,
    ]);
    expect(rent[1]!.from).toBe('2020-11-01');
  });

  it('a scan reads "$11.453.00" as $11,453.00 in the lease text, and its quotes keep their places', () => {
    const [flat] = flattenDocuments([doc(marginPage(true, '$11.453.00'))]);
    expect(flat!.text).toContain('$11,453.00 per month');
    const l = flat!.lines.find((x) => x.line.text.includes('$11,453.00'))!;
    expect(flat!.text.slice(l.start, l.end)).toBe(l.line.text);
  });

  it('leaves a page without a margin column, and a table beside labels, as it is', () => {
    const plain = page(
      SECTIONS.flatMap(([, body], k) => body.map((t, i) => line(60 + k * 80 + i * 11, [60, t]))),
    );
    expect(marginColumnOf(plain)).toBeNull();
    expect(readingOrder(plain)).toBe(plain.lines);
    // A rent table: years in a label column, amounts beside them, no prose.
    const table = page(
      Array.from({ length: 8 }, (_, i) =>
        line(60 + i * 12, [60, `Lease Year ${i + 1}`], [190, `$${11 + i},000.00 per month`]),
      ),
    );
    expect(marginColumnOf(table)).toBeNull();
  });

  it("reads a data sheet's one-line captions across, each with its value", () => {
    const sheet = page([
      line(60, [66, 'LANDLORD:'], [222, 'Orchard Hill Owner, LLC, a Nebraska limited liability company']),
      line(72, [66, 'TENANT:'], [222, 'Willow Bend Tax & Accounting Inc., a Colorado corporation']),
      line(
        84,
        [66, 'DEMISED PREMISES:'],
        [222, 'A portion of the third floor of Four Ferry Point, known as Suite 331'],
      ),
      line(95, [222, 'containing approximately 4,820 rentable square feet (RSF)']),
      line(
        108,
        [66, 'Item 9. Permitted Use'],
        [222, 'storage and distribution of goods and related office use, and for no other'],
      ),
      line(
        120,
        [66, 'Item 10. Base Year; Expense'],
        [222, 'None. This is a net lease: Lessee pays its Proportionate Share of all'],
      ),
      line(131, [66, 'Stop'], [222, 'Park Charges and Impositions, as Section 5.02 provides for each year.']),
      line(143, [222, 'Lessee shall pay each installment when due without any notice or demand.']),
      line(154, [222, 'Lessor shall keep books of the Park Charges and Impositions for each year.']),
      line(165, [222, 'Lessee may examine those books at the office where they are kept by Lessor.']),
      line(176, [222, 'Any dispute about them shall be settled as the printed provisions set out.']),
      line(187, [222, 'No waiver of any of these terms shall be binding unless made in writing.']),
    ]);
    expect(marginColumnOf(sheet)).toBe(222);
    const text = readingOrder(sheet).map((l) => l.text);
    // one-line captions stay on their lines, beside their values
    expect(text.slice(0, 3)).toEqual(sheet.lines.slice(0, 3).map((l) => l.text));
    expect(text).toContain(
      'Item 9. Permitted Use storage and distribution of goods and related office use, and for no other',
    );
    // a caption that runs over two lines is read whole, before its text
    expect(text.join(' ')).toContain('Item 10. Base Year; Expense Stop None. This is a net lease');
  });
});
