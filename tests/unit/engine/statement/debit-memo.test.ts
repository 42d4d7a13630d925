import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A bookkeeper's credit memo: lettered lines citing each other, the share in a Basis column,
// the expenses on an attachment whose printed total is $36,000.00 more than its lines.
const MEMO = (total: string) => `CREDIT MEMO
Memo Date: June 25, 2025
Reason: Annual reconciliation of Operating Expenses for January 1 – December 31, 2024
Line   Description                                        Basis          Amount
A      Total recoverable expenses, 2024 (Attachment A)                 ${total}
B      Your share of line A (Lease, Answer 10)            3.7039%         76,791.02
C      Administrative fee on line B                       10%              7,679.10
D      Your total for 2024 (line B plus line C)                        $84,470.12
E      Less: estimated payments billed                    12 × $7,118.00  85,416.00
F      Net credit to your account (line D less line E)                   $945.88
\f
ATTACHMENT A – RECOVERABLE EXPENSES, CALENDAR YEAR 2024
GL Acct   Expense                                        Amount
COMMON AREA OPERATING COSTS
5020      Landscaping                                 105,787.66
5030      Maintenance & Repairs                       583,108.16
Pool subtotal – Common Area Operating Costs           688,895.82
TAXES
5210      RE Taxes                                  1,207,359.23
Pool subtotal – Taxes                               1,207,359.23
INSURANCE
5310      Property Insurance                          140,992.69
Pool subtotal – Insurance                             140,992.69
Total recoverable expenses                         ${total}
`;

describe("a credit memo's share in its Basis column", () => {
  it("reads the share row's percentage when it is that share of the printed total, though the lines fall short", () => {
    const { statement } = extractStatement(documentFromText('recon-2024.pdf', MEMO('$2,073,247.74')));
    expect(statement.billedSharePct).toBe(3.7039);
    expect(statement.totalCents).toBe(207_324_774);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
    expect(statement.checks.find((c) => c.name === 'share_x_pool')?.ok).toBe(true);
  });
});
