import { describe, expect, it } from 'vitest';
import {
  accountBoxAbove,
  accountSummary,
  extractBill,
} from '../../../../src/engine/extract/bill/extract-bill';
import { readRows } from '../../../../src/engine/extract/statement/rows';
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

// A rent invoice that prints the account summary ABOVE the itemized new charges, which carry
// their own "Total New Charges" (a common property-management invoice layout).
function invoiceSummaryAbove(rows: [string, string][], charges: [string, string][], chargesTotal: string) {
  let y = 150;
  const next = () => {
    y += 14;
    return y;
  };
  return doc(
    [
      page(1, [
        line(1, 100, [at('Invoice Date', 380), at('06/15/2024', 470)]),
        line(1, 114, [at('Due Date', 380), at('07/01/2024', 470)]),
        line(1, 150, [at('ACCOUNT SUMMARY', 56)]),
        ...rows.map(([label, amount]) => line(1, next(), [at(label, 56), ra(amount, 300)])),
        line(1, next() + 20, [at('Description', 56), at('Service Period', 330), ra('Amount', 556)]),
        ...charges.map(([label, amount]) =>
          line(1, next(), [at(label, 56), at('07/01/2024 - 07/31/2024', 330), ra(amount, 556)]),
        ),
        line(1, next(), [at('Total New Charges', 56), ra(chargesTotal, 556)]),
      ]),
    ],
    'bill.pdf',
  );
}

describe('extractBill: an account summary above the charges', () => {
  const charges: [string, string][] = [
    ['Base Rent', '$28,839.30'],
    ['Operating Expenses (Estimated)', '$3,083.00'],
    ['Late Charge - 06/2024 Rent', '$2,671.52'],
  ];

  it('reads the charges under their own total and the balance forward as past due', () => {
    const { bill } = extractBill(
      invoiceSummaryAbove(
        [
          ['Previous Balance', '$33,394.00'],
          ['Payments Received', '$0.00'],
          ['Balance Forward', '$33,394.00'],
          ['New Charges', '$34,593.82'],
          ['TOTAL AMOUNT DUE', '$67,987.82'],
        ],
        charges,
        '$34,593.82',
      ),
    );
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 2883930],
      ['CAM_ESTIMATE', 308300],
      ['LATE_FEE', 267152],
      ['PAST_DUE', 3339400],
    ]);
    expect(bill.totalCents).toBe(6798782);
    expect(bill.periodStart).toBe('2024-07-01');
  });

  it('carries nothing when the previous balance was paid', () => {
    const { bill } = extractBill(
      invoiceSummaryAbove(
        [
          ['Previous Balance', '$25,165.54'],
          ['Payments Received', '-$25,165.54'],
          ['Balance Forward', '$0.00'],
          ['New Charges', '$34,593.82'],
          ['TOTAL AMOUNT DUE', '$34,593.82'],
        ],
        charges,
        '$34,593.82',
      ),
    );
    expect(bill.lines.some((l) => l.kind === 'PAST_DUE')).toBe(false);
    expect(bill.lines.find((l) => l.kind === 'BASE_RENT')?.amountCents).toBe(2883930);
    expect(bill.totalCents).toBe(3459382);
  });

  it('does not take a box whose rows do not foot to the amount due', () => {
    const box = accountBoxAbove(
      invoiceSummaryAboveRows([
        ['Previous Balance', '$100.00'],
        ['New Charges', '$500.00'],
        ['TOTAL AMOUNT DUE', '$700.00'],
      ]),
      50000,
    );
    expect(box).toBeNull();
  });
});

function invoiceSummaryAboveRows(rows: [string, string][]) {
  return readRows(invoiceSummaryAbove(rows, [], '$0.00'));
}

describe('extractBill: a tenant-portal ledger that opens with the balance carried in', () => {
  it('reads each row as the change in its running balance, the opening balance as past due', () => {
    const r = (y: number, date: string, label: string, charge: string | null, balance: string) =>
      line(1, y, [at(date, 40), at(label, 110), ...(charge ? [ra(charge, 430)] : []), ra(balance, 556)]);
    const { bill } = extractBill(
      doc(
        [
          page(1, [
            line(1, 90, [at('Statement date: 05/17/2026', 40)]),
            line(1, 110, [at('Date', 40), at('Description', 110), ra('Charges', 430), ra('Balance', 556)]),
            r(124, '05/01/2026', 'Opening balance (unpaid May 2026)', null, '$10,872.99'),
            r(138, '05/05/2026', 'Late payment fee - May 2026 rent', '$250.00', '$11,122.99'),
            r(152, '06/01/2026', 'Base rent - June 2026', '$8,085.99', '$19,208.98'),
            r(166, '06/01/2026', 'CAM estimate - June 2026', '$1,379.00', '$20,587.98'),
            line(1, 190, [at('Amount due', 110), ra('$20,587.98', 556)]),
          ]),
        ],
        'bill.pdf',
      ),
    );
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['PAST_DUE', 1087299],
      ['LATE_FEE', 25000],
      ['BASE_RENT', 808599],
      ['CAM_ESTIMATE', 137900],
    ]);
  });
});

describe('extractBill: current charges and a box of past-due charges, each with its total', () => {
  it('reads the past-due items under the current total and foots the amount due', () => {
    const r = (y: number, label: string, amount: string) =>
      line(1, y, [at(label, 40), at('Jul 1 - Jul 31, 2025', 300), ra(amount, 556)]);
    const { bill, warnings } = extractBill(
      doc(
        [
          page(1, [
            line(1, 60, [at('Due Date', 380), at('Aug 1, 2025', 470)]),
            line(1, 90, [at('CURRENT CHARGES', 40)]),
            line(1, 104, [at('Description', 40), at('Billing Period', 300), ra('Amount', 556)]),
            r(118, 'Minimum Rent', '24,258.96'),
            r(132, 'CAM Estimate', '4,021.00'),
            line(1, 146, [at('Total Current Charges', 40), ra('28,279.96', 556)]),
            line(1, 166, [at('PAST DUE CHARGES', 40)]),
            r(180, 'Unpaid Balance - Jul 2025 Rent Statement', '28,279.96'),
            r(194, 'Late Charge - Jul 2025', '1,516.40'),
            line(1, 208, [at('Total Past Due Charges', 40), ra('29,796.36', 556)]),
            line(1, 226, [at('TOTAL AMOUNT DUE BY AUG 1, 2025', 40), ra('$58,076.32', 556)]),
          ]),
        ],
        'bill.pdf',
      ),
    );
    expect(bill.totalCents).toBe(5_807_632);
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 2_425_896],
      ['CAM_ESTIMATE', 402_100],
      ['PAST_DUE', 2_827_996],
      ['LATE_FEE', 151_640],
    ]);
    expect(warnings.some((w) => /sum to/.test(w))).toBe(false);
  });
});
