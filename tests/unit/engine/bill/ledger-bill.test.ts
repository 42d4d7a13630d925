import { describe, expect, it } from 'vitest';
import { extractBill } from '../../../../src/engine/extract/bill';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// Our own ledger: charges and credits beside a running balance; the last figure of each row is
// the balance, not the charge.
const LEDGER = `Crestline Asset Services
ACCOUNT ACTIVITY
Activity Date: 08/24/2024
Due Date: 09/01/2024

Posted        Memo                                     Debit        Credit         Running Total
09/01/2024    Monthly Base Rent - Sep 2024          $6,000.00                         $6,000.00
09/01/2024    CAM Estimate - Sep 2024                 $700.00                         $6,700.00
09/01/2024    Overpayment Refund Applied                              $150.00         $6,550.00
08/01/2024    Unpaid Balance (August 2024)          $6,700.00                        $13,250.00
08/12/2024    Late Charge - Aug 2024                  $335.00                        $13,585.00
              TOTAL DUE                                                              $13,585.00
`;

describe('extractBill: ledger with a running balance', () => {
  const { bill, warnings } = extractBill(documentFromText('bill.pdf', LEDGER));
  it('reads each charge as the change in the running balance', () => {
    expect(bill.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['BASE_RENT', 600000],
      ['CAM_ESTIMATE', 70000],
      ['OTHER', -15000],
      ['PAST_DUE', 670000],
      ['LATE_FEE', 33500],
    ]);
    expect(bill.totalCents).toBe(1358500);
    expect(bill.date).toBe('2024-09-01');
    expect(warnings.some((w) => /lines sum/.test(w))).toBe(false);
  });
});
