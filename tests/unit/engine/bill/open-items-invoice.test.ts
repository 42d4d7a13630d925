import { describe, expect, it } from 'vitest';
import { billLineKind } from '../../../../src/engine/extract/bill/bill-kinds';
import { extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// A mall REIT's Tenant Invoice: current charges with Period From / Period To, their total, an
// OPEN ITEMS section of unpaid prior invoices (number, dates, days past due, original and open
// amounts) with its own total, then a box repeating both totals above the amount due.
function invoice() {
  const charge = (y: number, code: string, d: string, from: string, to: string, amt: string) =>
    line(1, y, [at(code, 20), at(d, 90), at(from, 330), at(to, 400), ra(amt, 560)]);
  return doc(
    [
      page(1, [
        line(1, 20, [at('Tri-County Mall Realty Trust', 20), at('TENANT INVOICE', 400)]),
        line(1, 34, [at('Invoice Date', 330), ra('05/24/2024', 560)]),
        line(1, 46, [at('Due Date', 330), ra('06/01/2024', 560)]),
        line(1, 80, [at('CURRENT CHARGES', 20)]),
        line(1, 92, [
          at('Charge Code', 20),
          at('Description', 90),
          at('Period From', 330),
          at('Period To', 400),
          ra('Amount', 560),
        ]),
        charge(104, 'MINRNT', 'Minimum Annual Rent', '06/01/2024', '06/30/2024', '15,871.00'),
        charge(116, 'CAMEST', 'Common Area Maintenance - Estimate', '06/01/2024', '06/30/2024', '1,873.00'),
        charge(
          128,
          'ANNADJ',
          '2023 Annual CAM / Tax / Insurance Adjustment',
          '01/01/2023',
          '12/31/2023',
          '91.41',
        ),
        charge(
          140,
          'LATECH',
          'Late Charge - Invoice 0345-2405-000404 (Item K)',
          '05/01/2024',
          '05/31/2024',
          '976.55',
        ),
        line(1, 152, [at('Total Current Charges', 90), ra('18,811.96', 560)]),
        line(1, 176, [at('OPEN ITEMS (unpaid invoices as of 05/24/2024)', 20)]),
        line(1, 188, [
          at('0345-2405-000404', 20),
          at('04/23/2024', 150),
          at('05/01/2024', 230),
          ra('23', 330),
          ra('19,531.00', 450),
          ra('19,531.00', 560),
        ]),
        line(1, 200, [at('Total Open Items', 380), ra('19,531.00', 560)]),
        line(1, 224, [at('Total Current Charges', 300), ra('18,811.96', 560)]),
        line(1, 236, [at('Total Open Items', 300), ra('19,531.00', 560)]),
        line(1, 248, [at('TOTAL AMOUNT DUE BY 06/01/2024', 300), ra('38,342.96', 560)]),
      ]),
    ],
    'bill.pdf',
  );
}

describe('an open-items tenant invoice', () => {
  const { bill } = extractBill(invoice());

  it('adds the open items, not the totals repeated above the amount due', () => {
    expect(bill.totalCents).toBe(3_834_296);
    const pastDue = bill.lines.filter((l) => l.kind === 'PAST_DUE');
    expect(pastDue.map((l) => l.amountCents)).toEqual([1_953_100]);
    expect(bill.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(3_834_296);
  });

  it('reads the annual adjustment as a one-off, not the insurance estimate it names', () => {
    expect(billLineKind('2023 Annual CAM / Tax / Insurance Adjustment')).toBe('OTHER');
    expect(bill.lines.find((l) => /ANNADJ/.test(l.label))?.kind).toBe('OTHER');
    expect(bill.lines.find((l) => l.kind === 'LATE_FEE')?.amountCents).toBe(97_655);
  });
});

// A small-business accounting invoice: Item | Description | Qty | Rate | Amount, then Subtotal,
// Total, Payments/Credits and Balance Due; the month only in each description.
function smallInvoice() {
  const item = (y: number, i: string, d: string, amt: string) =>
    line(1, y, [at(i, 20), at(d, 110), ra('1', 360), ra(amt, 450), ra(amt, 560)]);
  return doc(
    [
      page(1, [
        line(1, 20, [at('INVOICE', 20), at('Date', 400), ra('02/26/2023', 560)]),
        line(1, 60, [
          at('Item', 20),
          at('Description', 110),
          ra('Qty', 360),
          ra('Rate', 450),
          ra('Amount', 560),
        ]),
        item(72, 'Rent', 'March 2023 rent', '9,639.06'),
        item(84, 'CAM', 'CAM estimate - March 2023', '1,563.00'),
        item(96, 'Past Due', 'Unpaid balance - February 2023 invoice', '13,028.10'),
        line(1, 120, [at('Subtotal', 400), ra('24,230.16', 560)]),
        line(1, 132, [at('Total', 400), ra('$24,230.16', 560)]),
        line(1, 144, [at('Payments/Credits', 400), ra('$0.00', 560)]),
        line(1, 156, [at('Balance Due', 400), ra('$24,230.16', 560)]),
      ]),
    ],
    'bill.pdf',
  );
}

describe('an invoice with a Subtotal above its Total', () => {
  const { bill, warnings } = extractBill(smallInvoice());

  it('does not read the Subtotal as a charge', () => {
    expect(bill.lines.some((l) => /subtotal/i.test(l.label))).toBe(false);
    expect(bill.totalCents).toBe(2_423_016);
    expect(warnings.some((w) => /bill lines sum to/.test(w))).toBe(false);
  });

  it('takes the month a description names as the month billed', () => {
    expect(bill.periodStart).toBe('2023-03-01');
    expect(bill.lines.find((l) => l.kind === 'BASE_RENT')?.period).toBe('2023-03-01');
  });
});
