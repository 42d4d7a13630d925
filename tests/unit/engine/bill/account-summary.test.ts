import { describe, expect, it } from 'vitest';
import { accountSummary, extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// An invoice: Description | Period | Amount for the month's charges, then the account summary box
// most invoicing packages print (Previous Balance / Payments Received / New Charges / Total).
function invoice(previous: string, payments: string, newCharges: string, total: string) {
  const charge = (y: number, d: string, a: string) =>
    line(1, y, [at(d, 56), at('May 2025', 316), ra(a, 556)]);
  const sum = (y: number, label: string, a: string) => line(1, y, [at(label, 281), ra(a, 556)]);
  return doc(
    [
      page(1, [
        line(1, 122, [at('Invoice Date:', 56), at('April 23, 2025', 140)]),
        line(1, 135, [at('Due Date:', 56), at('May 1, 2025', 140)]),
        line(1, 192, [at('Description', 56), at('Period', 316), ra('Amount', 556)]),
        charge(211, 'Monthly Base Rent', '$27,759.28'),
        charge(225, 'Operating Costs - Estimated Payment', '$2,775.00'),
        charge(239, 'Insurance - Estimated Payment', '$1,846.00'),
        sum(277, 'Previous Balance', previous),
        sum(291, 'Payments Received', payments),
        sum(305, 'New Charges', newCharges),
        sum(319, 'Total Amount Due', total),
      ]),
    ],
    'bill.pdf',
  );
}

describe('accountSummary: the box under the charges, found by its arithmetic', () => {
  it('splits the itemized charges from a block the total foots', () => {
    expect(accountSummary([100, 200, 50, -50, 300], 300)).toEqual({
      items: 2,
      newCharges: 4,
      carried: [2, 3],
    });
  });

  it('finds none where no row of the block is the sum of the charges', () => {
    expect(accountSummary([100, 200, 50, 350], 650)).toBeNull();
  });
});

describe('extractBill: an account summary box', () => {
  it('reads a prior balance paid in full as nothing past due, and the lines foot the total', () => {
    const { bill, warnings } = extractBill(
      invoice('$31,149.00', '$31,149.00 CR', '$32,380.28', '$32,380.28'),
    );
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 2775928],
      ['CAM_ESTIMATE', 277500],
      ['INSURANCE_ESTIMATE', 184600],
    ]);
    expect(bill.totalCents).toBe(3238028);
    expect(warnings.some((w) => /sum to/.test(w))).toBe(false);
  });

  it('reads an unpaid prior balance as past due', () => {
    const { bill } = extractBill(invoice('$31,149.00', '$0.00', '$32,380.28', '$63,529.28'));
    expect(bill.lines.filter((l) => l.kind === 'PAST_DUE').map((l) => l.amountCents)).toEqual([3114900]);
    expect(bill.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(6352928);
  });
});
