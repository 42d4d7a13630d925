import { describe, expect, it } from 'vitest';
import { billLineKind, extractBill } from '../../../../src/engine/extract/bill';
import { documentFromText } from '../../../../src/engine/pdf/from-text';
import { unquoted } from '../statement/evidence-helpers';

// Our own layouts: a rent statement with numeric dates and a one-column charge list.
const RENT_STATEMENT = `GREENFIELD COMMERCIAL PROPERTIES
RENT STATEMENT
Statement Date: 07/20/2024
Payment Due: 08/01/2024
Charge                          Billing Period             Amount Due
Minimum Rent                    08/01/2024 - 08/31/2024     4,500.00
Common Area Maintenance         08/01/2024 - 08/31/2024       612.40
Property Tax Escrow             08/01/2024 - 08/31/2024       380.00
Previous Balance                                            4,500.00
Late Fee - July                                               225.00
Amount Due                                                 10,217.40
`;

const SIMPLE_INVOICE = `Invoice
Date: March 5, 2025
Monthly Rent - April 2025 ............ $3,000.00
Operating Expense Estimate ........... $400.00
Signage Fee ......................... $25.00
Please Pay This Amount ............... $3,525.00
`;

describe('extractBill', () => {
  it('reads a rent statement with billing periods, arrears and a late fee', () => {
    const doc = documentFromText('bill.pdf', RENT_STATEMENT);
    const { bill, warnings } = extractBill(doc);
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 450000],
      ['CAM_ESTIMATE', 61240],
      ['TAX_ESTIMATE', 38000],
      ['PAST_DUE', 450000],
      ['LATE_FEE', 22500],
    ]);
    expect(bill.lines[0]?.label).toBe('Minimum Rent');
    expect(bill.periodStart).toBe('2024-08-01');
    expect(bill.date).toBe('2024-08-01');
    expect(bill.dueDate).toBe('2024-08-01');
    expect(bill.totalCents).toBe(1021740);
    expect(warnings).toEqual([]);
    expect(unquoted(doc, [...bill.lines.map((l) => l.evidence), ...Object.values(bill.evidence)])).toEqual(
      [],
    );
  });

  it('reads a period written inside the label and warns when lines do not sum to the total', () => {
    const doc = documentFromText('bill.pdf', SIMPLE_INVOICE.replace('$3,525.00', '$3,600.00'));
    const { bill, warnings } = extractBill(doc);
    expect(bill.lines.map((l) => l.kind)).toEqual(['BASE_RENT', 'CAM_ESTIMATE', 'OTHER']);
    expect(bill.periodStart).toBe('2025-04-01');
    expect(bill.totalCents).toBe(360000);
    expect(warnings.some((w) => w.includes('sum'))).toBe(true);
  });

  it.each([
    ['Base Rent', 'BASE_RENT'],
    ['Fixed Minimum Rent', 'BASE_RENT'],
    ['CAM Estimate', 'CAM_ESTIMATE'],
    ['Additional Rent - Operating Costs', 'CAM_ESTIMATE'],
    ['Real Estate Tax Estimate', 'TAX_ESTIMATE'],
    ['Insurance Estimate', 'INSURANCE_ESTIMATE'],
    ['Late Charge (10%)', 'LATE_FEE'],
    ['Past Due Rent', 'PAST_DUE'],
    ['Balance Forward', 'PAST_DUE'],
    ['Utility Reimbursement - Submeter', 'OTHER'],
    ['Operating Rent (estimate) - operations', 'CAM_ESTIMATE'],
    ['Operating Rent (estimate) - Taxes', 'TAX_ESTIMATE'],
    ['Estimated Monthly Charge', 'CAM_ESTIMATE'],
    ['Returned ACH debit - June 2026 (R01 insufficient funds)', 'PAST_DUE'],
    ['Returned check fee', 'LATE_FEE'],
    // A second notice names the month still owed by what did not happen (decision 0115).
    ['March 2025 charges not received', 'PAST_DUE'],
    ['Payment not received - March 2025', 'PAST_DUE'],
  ])('%s -> %s', (label, kind) => expect(billLineKind(label)).toBe(kind));
});

describe('extractBill: a due-date cell names the month where no period cell does', () => {
  it('reads "Feb 1, 2025" beside a charge as its month and the bill as February', async () => {
    const { line, page, doc } = await import('../statement/layout-fixtures');
    const { at, ra } = await import('../statement/layout-fixtures');
    const row = (y: number, code: string, label: string, period: string, due: string, amount: string) =>
      line(1, y, [at(code, 60), at(label, 124), at(period, 332), at(due, 386), ra(amount, 552)]);
    const d = doc(
      [
        page(1, [
          line(1, 60, [at('TENANT OPEN CHARGES', 400)]),
          line(1, 100, [
            at('Chg Code', 60),
            at('Description', 124),
            at('Period', 332),
            at('Due Date', 386),
            ra('Amount', 552),
          ]),
          row(120, 'RNT', 'Base Rent', 'Feb-25', 'Feb 1, 2025', '16,851.37'),
          row(135, 'LTF', 'Late Fee - 10% of 16,851.37', 'Feb-25', 'Feb 12, 2025', '1,685.14'),
          row(150, 'RNT', 'Base Rent', 'Mar-25', 'Mar 1, 2025', '16,851.37'),
          line(1, 170, [at('Total Open Charges', 60), ra('35,387.88', 552)]),
        ]),
      ],
      'bill.pdf',
    );
    const { bill } = extractBill(d);
    expect(bill.lines.map((l) => [l.kind, l.period])).toEqual([
      ['BASE_RENT', '2025-02-01'],
      ['LATE_FEE', '2025-02-01'],
      ['BASE_RENT', '2025-03-01'],
    ]);
    expect(bill.date).toBe('2025-02-01');
  });
});
