import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// A landlord's half-page rent notice: a box of captions over values at the top right ("Notice
// Date | Account No. | Due Date" over the dates), charges with a period cell written as the
// month's range of days ("Jul 1-31, 2025"), an adjustment for last year, and a remittance coupon.
function notice() {
  const charge = (y: number, d: string, period: string, amt: string) =>
    line(1, y, [at(d, 20), at(period, 330), ra(amt, 560)]);
  return doc(
    [
      page(1, [
        line(1, 20, [at('Silver Lake Holdings LLC', 20), at('NOTICE OF RENT DUE', 420)]),
        line(1, 40, [at('Notice Date', 330), at('Account No.', 420), at('Due Date', 500)]),
        line(1, 52, [at('06/25/2025', 330), at('AC-12597', 420), at('07/01/2025', 500)]),
        line(1, 90, [at('Description', 20), at('Period', 330), ra('Amount', 560)]),
        charge(102, 'Fixed Rent, monthly installment (Paragraph 3)', 'Jul 1-31, 2025', '$31,279.69'),
        charge(114, 'Operating Expenses, monthly estimate (Paragraph 4(f))', 'Jul 1-31, 2025', '$1,625.00'),
        charge(
          126,
          '2024 Operating Expense Adjustment, per statement of Jun 12, 2025',
          'Jan-Dec 2024',
          '$515.78',
        ),
        line(1, 150, [at('TOTAL DUE ON OR BEFORE JULY 1, 2025', 20), ra('$33,420.47', 560)]),
        line(1, 200, [at('Please return this portion with your payment', 200)]),
        line(1, 212, [at('Account No.', 330), at('Due Date', 420), at('Amount Due', 500)]),
        line(1, 224, [at('AC-12597', 330), at('07/01/2025', 420), ra('$33,420.47', 560)]),
      ]),
    ],
    'bill.pdf',
  );
}

describe('a rent notice with a caption box and periods written as ranges of days', () => {
  const { bill } = extractBill(notice());

  it('reads the dates standing under their captions', () => {
    expect(bill.dueDate).toBe('2025-07-01');
  });

  it("bills the month of the rent's period cell, not last year's adjustment", () => {
    expect(bill.periodStart).toBe('2025-07-01');
    expect(bill.date).toBe('2025-07-01');
    const rent = bill.lines.find((l) => l.kind === 'BASE_RENT');
    expect(rent).toMatchObject({
      label: 'Fixed Rent, monthly installment (Paragraph 3)',
      period: '2025-07-01',
    });
    expect(bill.totalCents).toBe(3_342_047);
  });
});
