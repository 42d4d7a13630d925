import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

/**
 * A management-report reconciliation: a key-value heading block (one figure in it, the tenant's
 * RSF), a GL table under its column header whose lines do NOT foot to the printed total (the
 * planted error a tenant must be told of), then the recovery calculation adding the admin fee
 * beneath the share as "Total Tenant Recoveries".
 */
function readReport() {
  let y = 40;
  const next = () => {
    y += 12;
    return y;
  };
  const lines = [
    line(1, next(), [at('Period:', 400), at('01/01/2024 - 12/31/2024', 460)]),
    line(1, next(), [
      at('Recovery Type:', 40),
      at('Net - CAM / RE Tax', 120),
      at('Pro Rata Share:', 300),
      at('12.4800%', 380),
      at('Tenant RSF:', 440),
      at('48,448', 520),
    ]),
    line(1, next(), [at('GL Account', 40), at('Description', 100), ra('2024 Actual', 560)]),
    line(1, next(), [at('6110-000', 40), at('Landscape Maintenance', 100), ra('129,201.66', 560)]),
    line(1, next(), [at('6120-000', 40), at('General Repairs', 100), ra('271,059.17', 560)]),
    line(1, next(), [at('6310-000', 40), at('Electricity - Common Areas', 100), ra('327,357.94', 560)]),
    line(1, next(), [at('TOTAL RECOVERABLE EXPENSES', 100), ra('754,618.77', 560)]),
    line(1, next(), [at('Pro Rata Share (48,448 / 388,220 RSF)', 240), ra('12.4800%', 560)]),
    line(1, next(), [at('Tenant Share of Recoverable Expenses', 240), ra('94,176.42', 560)]),
    line(1, next(), [at('Administrative Fee @ 15.00% of Tenant Share', 240), ra('14,126.46', 560)]),
    line(1, next(), [at('Total Tenant Recoveries', 240), ra('108,302.88', 560)]),
    line(1, next(), [at('Less: Estimated Billings 2024', 240), ra('-100,000.00', 560)]),
    line(1, next(), [at('BALANCE DUE FROM TENANT', 240), ra('8,302.88', 560)]),
  ];
  return extractStatement(doc([page(1, lines)], 'recon-2024.pdf'));
}

describe('a GL report with a key-value heading and a fee added beneath the share', () => {
  it('takes no expense line from above the column header, so the lines-foot check sees the gap', () => {
    const { statement } = readReport();
    expect(statement.lines.map((l) => l.amountCents)).toEqual([12920166, 27105917, 32735794]);
    const foot = statement.checks.find((c) => c.name === 'lines_foot_total');
    expect(foot?.ok).toBe(false);
  });

  it('reads the share as the row the fee is added to, and the "total" row as the charge', () => {
    const { statement } = readReport();
    expect(statement.tenantShareCents).toBe(9417642);
    expect(statement.adminFeeCents).toBe(1412646);
    expect(statement.totalDueCents).toBe(10830288);
  });
});
