import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// A REIT's rent notice: current charges by code with their subtotal, then the items still open
// from before, then an aged-balance box whose last column is the amount due.
function notice(amountDue: string) {
  const charge = (y: number, code: string, d: string, a: string) =>
    line(1, y, [at(code, 50), at(d, 112), at('06/01/2024 - 06/30/2024', 312), ra(a, 562)]);
  return doc(
    [
      page(1, [
        line(1, 40, [at('RENT NOTICE', 465)]),
        line(1, 52, [at('Notice Date', 362), at('05/21/2024', 521)]),
        line(1, 64, [at('Due Date', 362), at('06/01/2024', 521)]),
        line(1, 120, [at('CURRENT CHARGES', 50)]),
        line(1, 132, [at('Code', 50), at('Description', 112), at('Service Period', 312), ra('Amount', 562)]),
        charge(144, 'MINRNT', 'Minimum Rent', '15,316.96'),
        charge(156, 'CAMEST', 'Common Area Estimate', '5,944.00'),
        line(1, 168, [at('Total Current Charges', 112), ra('21,260.96', 562)]),
        line(1, 190, [at('PRIOR ITEMS OUTSTANDING', 50)]),
        line(1, 202, [
          at('Date', 50),
          at('Description', 112),
          at('Original Amount', 312),
          ra('Open Amount', 562),
        ]),
        line(1, 214, [
          at('05/01/2024', 50),
          at('Charges for May 2024 - no payment received', 112),
          ra('21,260.96', 348),
          ra('21,260.96', 562),
        ]),
        line(1, 240, [
          ra('Current', 131),
          ra('1-30 Days', 217),
          ra('31-60 Days', 302),
          ra('61-90 Days', 387),
          ra('Over 90 Days', 473),
          ra('AMOUNT DUE', 558),
        ]),
        line(1, 252, [
          ra('21,260.96', 131),
          ra('21,260.96', 217),
          ra('0.00', 302),
          ra('0.00', 387),
          ra('0.00', 473),
          ra(amountDue, 558),
        ]),
      ]),
    ],
    'bill.pdf',
  );
}

describe('a rent notice with items carried from before and an aged-balance box', () => {
  it('reads the open item as past due and the amount due as the total, where they foot', () => {
    const { bill } = extractBill(notice('42,521.92'));
    expect(bill.totalCents).toBe(4252192);
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 1531696],
      ['CAM_ESTIMATE', 594400],
      ['PAST_DUE', 2126096],
    ]);
    expect(bill.periodStart).toBe('2024-06-01');
  });

  it('keeps the current charges alone when the amount due does not foot', () => {
    const { bill } = extractBill(notice('43,000.00'));
    expect(bill.totalCents).toBe(2126096);
    expect(bill.lines.map((l) => l.kind)).toEqual(['BASE_RENT', 'CAM_ESTIMATE']);
  });
});
