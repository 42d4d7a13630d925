import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { readLayout } from '../../../../src/engine/extract/statement/layout/reader';
import { documentFromText } from '../../../../src/engine/pdf/from-text';
import { at, line, page, ra, tableRow } from './layout-fixtures';

// A recovery summary in "Charges | Credits" columns: each row's figure stands in one column and
// a dash (nothing) in the other. The dash is no zero the row states, and a total due, the
// billings and a credit balance with a dash beside them still make the statement's bottom line.
const STATEMENT = `Tenant Recovery Statement
Recovery Period:  1/1/22 - 12/31/22
Pool: CAM - Common Area Charges
Expense                          Recoverable Amount     Pro-Rata %     Tenant Share
Landscaping                           50,000.00         10.000000%         5,000.00
Snow Plowing                          30,000.00         10.000000%         3,000.00
Total Common Area Charges             80,000.00         10.000000%         8,000.00
Pool: RET - Real Estate Tax
Expense                          Recoverable Amount     Pro-Rata %     Tenant Share
County Real Estate Taxes              40,000.00         10.000000%         4,000.00
Total Real Estate Tax                 40,000.00         10.000000%         4,000.00
Recovery Summary                                    Charges          Credits
CAM - Common Area Charges - Tenant Share           $ 8,000.00          -
RET - Real Estate Tax - Tenant Share               $ 4,000.00          -
Total Tenant Share                                 $ 12,000.00         -
Total Recoveries Due                               $ 12,000.00
Less: Tenant Billings                                                $ 12,500.00
Credit Balance                                        -              $ 500.00`;

describe('a recovery summary in Charges | Credits columns', () => {
  const { statement } = extractStatement(documentFromText('recon-2022.pdf', STATEMENT));

  it("reads the total tenant share from the Charges column, not the Credits column's dash", () => {
    expect(statement.tenantShareCents).toBe(1_200_000);
  });

  it('reads the credit balance beside a dash, signed by the arithmetic', () => {
    expect(statement.estimatesPaidCents).toBe(1_250_000);
    expect(statement.balanceDueCents).toBe(-50_000);
    expect(statement.checks.filter((c) => !c.ok)).toEqual([]);
  });
});

describe('the geometry reader on the same summary', () => {
  it("finds due - billings = balance where a dash stands beside the balance's figure", () => {
    const p = page(1, [
      tableRow(1, 100, 'Landscaping', ['50,000.00', '10.000000%', '5,000.00'], [300, 380, 450]),
      tableRow(1, 112, 'Snow Plowing', ['30,000.00', '10.000000%', '3,000.00'], [300, 380, 450]),
      tableRow(1, 124, 'Total Common Area Charges', ['80,000.00', '10.000000%', '8,000.00'], [300, 380, 450]),
      line(1, 150, [at('Total Recoveries Due', 50), ra('$ 8,000.00', 375)]),
      line(1, 162, [at('Less: Tenant Billings', 50), ra('$ 8,500.00', 450)]),
      line(1, 174, [at('Credit Balance', 50), ra('-', 375), ra('$ 500.00', 450)]),
    ]);
    const chain = readLayout([p])?.chain;
    expect(chain).toMatchObject({ dueCents: 800_000, estimatesCents: 850_000, balanceCents: -50_000 });
  });
});
