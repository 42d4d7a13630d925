import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill/extract-bill';
import { at, doc, line, page, ra } from '../statement/layout-fixtures';

// A tenant portal's account statement: the aging line (Current | 1-30 | ... | Total Due, its
// figures below it) above the charges, whose own total ends them.
function statement(lateFee: string, total: string) {
  const charge = (y: number, code: string, d: string, period: string, a: string) =>
    line(1, y, [at(code, 50), at(d, 112), at(period, 330), ra(a, 562)]);
  return doc([
    page(1, [
      line(1, 40, [at('ACCOUNT STATEMENT', 50)]),
      line(1, 52, [
        at('Statement Date:', 50),
        at('Jun 16, 2023', 130),
        at('Payment Due:', 330),
        at('Jul 1, 2023', 420),
      ]),
      line(1, 80, [
        at('Current', 60),
        at('1-30', 150),
        at('31-60', 240),
        at('61-90', 330),
        at('Over 90', 420),
        at('Total Due', 510),
      ]),
      line(1, 92, [
        ra('$5,983.49', 100),
        ra('$6,022.70', 190),
        ra('$0.00', 280),
        ra('$0.00', 370),
        ra('$0.00', 460),
        ra(total, 562),
      ]),
      line(1, 120, [at('Charges', 50)]),
      line(1, 132, [at('Charge Code', 50), at('Description', 112), at('Period', 330), ra('Amount', 562)]),
      charge(144, 'RNT', 'Minimum Rent – July 2023', '07/01/2023 – 07/31/2023', '$4,463.70'),
      charge(156, 'CAM', 'CAM Estimate', '07/01/2023 – 07/31/2023', '$652.00'),
      charge(168, 'TAX', 'Real Estate Tax Estimate', '07/01/2023 – 07/31/2023', '$190.00'),
      charge(180, 'INS', 'Insurance Estimate', '07/01/2023 – 07/31/2023', '$117.00'),
      charge(192, 'ARR', 'Unpaid Charges – June 2023', '06/01/2023 – 06/30/2023', '$5,422.70'),
      charge(204, 'LTF', 'Late Fee – June 2023 (Lease Section 4.3)', '06/01/2023 – 06/30/2023', lateFee),
      line(1, 220, [at('TOTAL DUE', 112), at('by Jul 1, 2023', 330), ra(total, 562)]),
    ]),
  ]);
}

describe('an account statement with an aging line above its charges', () => {
  it('reads the charges down to their own total, the late fee among them', () => {
    const { bill } = extractBill(statement('$600.00', '$11,445.40'));
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 446_370],
      ['CAM_ESTIMATE', 65_200],
      ['TAX_ESTIMATE', 19_000],
      ['INSURANCE_ESTIMATE', 11_700],
      ['PAST_DUE', 542_270],
      ['LATE_FEE', 60_000],
    ]);
    expect(bill.totalCents).toBe(1_144_540);
    expect(bill.periodStart).toBe('2023-07-01');
  });
});
