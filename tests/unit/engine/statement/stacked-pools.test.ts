import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A REIT's expense recovery analysis: pools stacked on one page, each line with prior-year
// actual, budget, actual and variance, each pool's share printed in a Tenant Share column; then
// a recovery summary on the next page, a total of another column between the pools' shares and
// their sum.
const COLS = [384, 476, 568, 660];
const SHARE = 752;
const row = (y: number, label: string, figs: string[]) =>
  line(1, y, [at(label, 48), ...figs.map((f, i) => ra(f, COLS[i] as number))]);
const wide = (n: number, lines: ReturnType<typeof line>[]) => ({
  ...page(n, lines),
  width: 792,
  height: 612,
});

function analysis(share100: string) {
  return doc([
    wide(1, [
      line(1, 30, [at('EXPENSE RECOVERY ANALYSIS', 38), at('Run Date:', 524), at('03/06/2025', 584)]),
      line(1, 42, [at('For the Year Ended 12/31/2024', 38), at('Lease ID:', 524), at('L417636', 584)]),
      line(1, 70, [
        at('Description', 38),
        ra('2023 Actual', 384),
        ra('2024 Budget', 476),
        ra('2024 Actual', 568),
        ra('Variance', 660),
        ra('Tenant Share', SHARE),
      ]),
      line(1, 82, [at('POOL 100 - COMMON AREA MAINTENANCE', 38)]),
      row(94, 'Grounds Keeping', ['30,153.88', '31,100.00', '29,747.23', '-1,352.77']),
      row(106, 'Heating, Ventilation and Air Conditioning Preventive Maintenance', [
        '36,533.46',
        '36,700.00',
        '38,402.83',
        '1,702.83',
      ]),
      line(1, 118, [at('Contract', 48)]),
      row(130, 'Management Fee', ['13,334.16', '13,300.00', '13,286.67', '-13.33']),
      row(142, 'Total Common Area Maintenance', ['80,021.50', '81,100.00', '81,436.73', '336.73']),
      line(1, 154, [at("Tenant's Share of Pool 100 @ 4.9281%", 48), ra(share100, SHARE)]),
      line(1, 166, [at('POOL 200 - REAL ESTATE TAXES', 38)]),
      row(178, 'RE Taxes', ['343,832.36', '345,900.00', '345,856.13', '-43.87']),
      row(190, 'Total Real Estate Taxes', ['343,832.36', '345,900.00', '345,856.13', '-43.87']),
      line(1, 202, [
        at("Tenant's Share of Pool 200 @ 4.9281% (5,242 SF / 106,370 SF)", 48),
        ra('17,044.14', SHARE),
      ]),
    ]),
    wide(2, [
      line(2, 30, [at('RECOVERY SUMMARY', 38)]),
      line(2, 42, [at('Pool 100 Common Area Maintenance: 81,436.73 x 4.9281%', 48), ra(share100, SHARE)]),
      line(2, 54, [at('Pool 200 Real Estate Taxes: 345,856.13 x 4.9281%', 48), ra('17,044.14', SHARE)]),
      line(2, 66, [at('Total Recoverable Expenses - All Pools: 427,292.86', 48)]),
      line(2, 78, [at("Total Tenant's Share", 48), ra('21,057.42', SHARE)]),
    ]),
  ]);
}

describe('pools stacked with prior year, budget, actual and variance columns', () => {
  it("reads each pool in the column its own share is taken of (the year's actual)", () => {
    const { statement, warnings } = extractStatement(analysis('4,013.28'));
    expect(warnings.join('\n')).toContain('read as 2 pool schedules tied to a recap of their shares');
    expect(statement.year).toBe(2024);
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Grounds Keeping', 2974723],
      ['Heating, Ventilation and Air Conditioning Preventive Maintenance Contract', 3840283],
      ['Management Fee', 1328667],
      ['RE Taxes', 34585613],
    ]);
    expect(statement.totalCents).toBe(8143673 + 34585613);
    expect(statement.billedSharePct).toBe(4.9281);
    expect(statement.tenantShareCents).toBe(2105742);
  });

  it('does not read the pools when no column turns into the printed share', () => {
    const { warnings } = extractStatement(analysis('5,013.28'));
    expect(warnings.join('\n')).not.toContain('pool schedules');
  });
});
