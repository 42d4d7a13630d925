import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill';
import { doc, line, page, ra, tableRow } from '../statement/layout-fixtures';

// A period x charge-code "Statement of Charges" as property-management systems print it: one row
// per period or posting, one right-aligned column per charge code, a Total column at the right.
const RIGHTS = [240, 300, 360, 420, 480, 560];
const HEADER = ['Base Rent', 'CAM Est.', 'RE Tax Est.', 'Insurance Est.', 'Other Charges', 'Total'];

function header(y: number) {
  return line(1, y, [{ text: 'Period / Item', x: 50 }, ...HEADER.map((h, i) => ra(h, RIGHTS[i] as number))]);
}

/** A grid row: figures placed under the named columns (index into HEADER). */
function gridRow(y: number, label: string, cells: [number, string][]) {
  return line(1, y, [{ text: label, x: 50 }, ...cells.map(([c, f]) => ra(f, RIGHTS[c] as number))]);
}

function grid(rows: ReturnType<typeof gridRow>[]) {
  return doc(
    [
      page(1, [
        line(1, 40, [
          { text: 'Billing Period', x: 350 },
          { text: 'May 2026', x: 480 },
        ]),
        header(100),
        ...rows,
      ]),
    ],
    'bill.pdf',
  );
}

describe('charge grid bills', () => {
  it('reads each cell as a line of its column kind and its row month', () => {
    const { bill } = extractBill(
      grid([
        gridRow(120, 'April 2026 - Unpaid', [
          [0, '7,250.05'],
          [1, '2,009.00'],
          [5, '9,259.05'],
        ]),
        gridRow(140, 'Late Charge - Apr 2026', [
          [4, '671.52'],
          [5, '671.52'],
        ]),
        gridRow(160, 'May 2026 - Current', [
          [0, '7,503.80'],
          [1, '2,009.00'],
          [3, '343.00'],
          [5, '9,855.80'],
        ]),
        gridRow(180, '2025 CAM/OpEx Reconciliation', [
          [4, '3,810.20'],
          [5, '3,810.20'],
        ]),
        tableRow(1, 200, 'TOTAL AMOUNT DUE', ['23,596.57'], [560]),
      ]),
    );
    expect(bill.lines.map((l) => [l.kind, l.amountCents, l.period])).toEqual([
      ['PAST_DUE', 725005, '2026-04-01'],
      ['PAST_DUE', 200900, '2026-04-01'],
      ['LATE_FEE', 67152, '2026-04-01'],
      ['BASE_RENT', 750380, '2026-05-01'],
      ['CAM_ESTIMATE', 200900, '2026-05-01'],
      ['INSURANCE_ESTIMATE', 34300, '2026-05-01'],
      ['OTHER', 381020, null],
    ]);
    expect(bill.periodStart).toBe('2026-05-01');
    expect(bill.totalCents).toBe(2359657);
  });

  it('falls back to one line per row when a row does not foot to its total cell', () => {
    const { bill } = extractBill(
      grid([
        gridRow(120, 'May 2026 - Current', [
          [0, '7,503.80'],
          [1, '2,009.00'],
          [5, '9,600.00'],
        ]),
        tableRow(1, 200, 'TOTAL AMOUNT DUE', ['9,600.00'], [560]),
      ]),
    );
    expect(bill.lines).toHaveLength(1);
    expect(bill.lines[0]?.kind).not.toBe('BASE_RENT');
  });

  it('falls back when a figure sits under no column header', () => {
    const { bill } = extractBill(
      grid([
        line(1, 120, [{ text: 'May 2026 - Current', x: 50 }, ra('7,503.80', 270), ra('7,503.80', 560)]),
        tableRow(1, 200, 'TOTAL AMOUNT DUE', ['7,503.80'], [560]),
      ]),
    );
    expect(bill.lines).toHaveLength(1);
  });
});
