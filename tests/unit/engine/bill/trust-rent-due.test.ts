import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// A land trust department's statement of rent due: each item's period a range of dates wrapped in
// its narrow column ("04/01/2023 –" over "04/30/2023"), the late charge called a service charge on
// the unpaid installment, the taxes called Impositions and the common-area costs Park Charges.
function rentDue() {
  const item = (y: number, label: string, ref: string, from: string, amt: string, to?: string) => [
    line(1, y, [at(label, 20), at(ref, 300), at(from, 400), ra(amt, 580)]),
    ...(to ? [line(1, y + 10, [at(to, 400)])] : []),
  ];
  return doc([
    page(1, [
      line(1, 20, [at('Old Harbor Trust Company', 20), at('STATEMENT OF RENT DUE', 420)]),
      line(1, 40, [at('Statement Date', 420), at('03/27/2023', 500)]),
      line(1, 52, [at('Due Date', 420), at('04/01/2023', 500)]),
      line(1, 90, [at('Item', 20), at('Lease reference', 300), at('Period', 400), ra('Amount', 580)]),
      ...item(
        102,
        'Installment unpaid – March 2023',
        'Article the Third',
        '03/01/2023 –',
        '$26,820.71',
        '03/31/2023',
      ),
      ...item(126, 'Service charge on the March 2023 installment', 'Section 10.01', '', '$250.00'),
      ...item(138, 'Fixed Minimum Rent – Building C', 'Item 7', '04/01/2023 –', '$16,079.78', '04/30/2023'),
      ...item(
        162,
        'Park Charges – monthly deposit',
        'Section 5.03',
        '04/01/2023 –',
        '$4,909.00',
        '04/30/2023',
      ),
      ...item(
        186,
        'Impositions – monthly deposit',
        'Section 5.03',
        '04/01/2023 –',
        '$5,600.00',
        '04/30/2023',
      ),
      line(1, 210, [at('TOTAL DUE April 1, 2023', 20), ra('$53,659.49', 580)]),
    ]),
  ]);
}

describe("a land trust's statement of rent due", () => {
  const { bill } = extractBill(rentDue());
  const byLabel = (re: RegExp) => bill.lines.find((l) => re.test(l.label));

  it('bills the month its wrapped period starts, not a month read from the tail of a date', () => {
    expect(byLabel(/Fixed Minimum Rent/)?.period).toBe('2023-04-01');
    expect(byLabel(/Fixed Minimum Rent/)?.kind).toBe('BASE_RENT');
  });

  it('reads the service charge on an installment as a late fee, Impositions as taxes, Park Charges as CAM', () => {
    expect(byLabel(/Service charge/)?.kind).toBe('LATE_FEE');
    expect(byLabel(/Impositions/)?.kind).toBe('TAX_ESTIMATE');
    expect(byLabel(/Park Charges/)?.kind).toBe('CAM_ESTIMATE');
  });
});
