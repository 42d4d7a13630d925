import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// Our own open-items ledger: each charge after its posting date and a charge code; August was not
// paid, so its rent and estimate stay open beside September's, the late charge posted after the
// grace period names the month it follows, and the year-end settlement is its own charge.
const OPEN_ITEMS = `Northgate Realty Management
OPEN ITEMS BY TENANT
Run Date: 09/12/24

Posted      Type     Memo                                             Open Amount
07/15/24    SETTLE   2023 Common Area Reconciliation                     1,210.40
08/01/24    RNT      Base Rent - August 2024                             6,000.00
08/01/24    CAM      Common Area Estimate - August 2024                    700.00
08/10/24    LTF      Late Fee on August 2024 open items                    335.00
09/01/24    RNT      Base Rent - September 2024                          6,000.00
09/01/24    CAM      Common Area Estimate - September 2024                 700.00
            TOTAL OPEN ITEMS                                   $        14,945.40
`;

describe('extractBill: an open-items ledger', () => {
  const { bill } = extractBill(documentFromText('bill.pdf', OPEN_ITEMS));

  it('reads the settlement as no monthly estimate', () => {
    expect(bill.lines[0]).toMatchObject({ kind: 'OTHER', amountCents: 121040 });
  });

  it('gives the late fee the month it names, not the month it was posted', () => {
    expect(bill.lines.find((l) => l.kind === 'LATE_FEE')).toMatchObject({
      amountCents: 33500,
      period: '2024-08-01',
    });
  });

  it('drops the posting date from the labels', () => {
    expect(bill.lines.map((l) => [l.kind, l.period])).toEqual([
      ['OTHER', '2024-07-01'],
      ['BASE_RENT', '2024-08-01'],
      ['CAM_ESTIMATE', '2024-08-01'],
      ['LATE_FEE', '2024-08-01'],
      ['BASE_RENT', '2024-09-01'],
      ['CAM_ESTIMATE', '2024-09-01'],
    ]);
    expect(bill.lines[1]?.label).toBe('RNT Base Rent');
    expect(bill.totalCents).toBe(1494540);
  });
});
