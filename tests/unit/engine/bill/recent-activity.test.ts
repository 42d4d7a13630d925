import { describe, expect, it } from 'vitest';
import { billLineKind } from '../../../../src/engine/extract/bill/bill-kinds';
import { extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// A tenant payment portal's "Recent Activity", newest first: Date | Description | Charges |
// Payments | Balance, each balance the one below it plus the row's charge (less its payment), the
// oldest row shown a payment that brought the account to zero.
function portal(rentNow = '$9,296.59') {
  const row = (y: number, date: string, d: string, charge: string | null, paid: string | null, bal: string) =>
    line(1, y, [
      at(date, 60),
      at(d, 150),
      ...(charge ? [ra(charge, 400)] : []),
      ...(paid ? [ra(paid, 480)] : []),
      ra(bal, 560),
    ]);
  const cents = (s: string) => Math.round(Number(s.replace(/[$,]/g, '')) * 100);
  const rent = cents(rentNow);
  const b1 = 114_954 + rent;
  const fmt = (c: number) =>
    `$${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}`;
  return doc(
    [
      page(1, [
        line(1, 100, [at('Balance Due', 80), at('Due Date', 300)]),
        line(1, 114, [at(fmt(b1 + 79_500 + 33_300 + 6_200), 80), at('Sep 1, 2022', 300)]),
        line(1, 160, [at('Recent Activity', 60)]),
        line(1, 176, [
          at('Date', 60),
          at('Description', 150),
          ra('Charges', 400),
          ra('Payments', 480),
          ra('Balance', 560),
        ]),
        row(
          190,
          '09/01/2022',
          'Ins. Recovery Est. - Sep 2022',
          '$62.00',
          null,
          fmt(b1 + 79_500 + 33_300 + 6_200),
        ),
        row(204, '09/01/2022', 'RE Tax Escrow - Sep 2022', '$333.00', null, fmt(b1 + 79_500 + 33_300)),
        row(218, '09/01/2022', 'CAM Recovery (Estimated) - Sep 2022', '$795.00', null, fmt(b1 + 79_500)),
        row(232, '09/01/2022', 'Rent - Sep 2022', rentNow, null, fmt(b1)),
        row(246, '08/17/2022', '2021 Reconciliation Balance (CAM/Tax/Ins)', '$1,149.54', null, '$1,149.54'),
        row(260, '08/02/2022', 'Online payment - eCheck', null, '$10,216.28', '$0.00'),
      ]),
    ],
    'bill.pdf',
  );
}

describe('a portal ledger printed newest first', () => {
  it("reads each row's charge, not its running balance", () => {
    const { bill, warnings } = extractBill(portal());
    const rent = bill.lines.find((l) => l.kind === 'BASE_RENT');
    expect(rent?.amountCents).toBe(929_659);
    expect(rent?.period).toBe('2022-09-01');
    expect(bill.lines.find((l) => l.kind === 'CAM_ESTIMATE')?.amountCents).toBe(79_500);
    expect(warnings.some((w) => /read as a ledger/.test(w))).toBe(true);
  });

  it('gives the oldest shown row, a payment to zero, the sign of the payments column', () => {
    const { bill } = extractBill(portal());
    expect(bill.lines.find((l) => /Online payment/.test(l.label))?.amountCents).toBe(-1_021_628);
  });

  it('is no ledger where a balance does not follow from the row below', () => {
    const broken = portal();
    const rentRow = broken.pages[0]!.lines.find((l) => l.text.includes('Rent - Sep'))!;
    rentRow.cells[rentRow.cells.length - 1] = '$10,000.00';
    rentRow.text = rentRow.cells.join(' ');
    const { warnings } = extractBill(broken);
    expect(warnings.some((w) => /read as a ledger/.test(w))).toBe(false);
  });
});

describe('abbreviated charge names', () => {
  it('reads "Ins." as insurance, not as other words starting so', () => {
    expect(billLineKind('Ins. Recovery Est. - Sep 2022')).toBe('INSURANCE_ESTIMATE');
    expect(billLineKind('Ins Rec')).toBe('INSURANCE_ESTIMATE');
    expect(billLineKind('Installation of signage')).toBe('OTHER');
  });
});
