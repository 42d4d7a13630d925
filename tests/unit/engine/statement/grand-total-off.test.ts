import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// Pools with their subtotals, each footing, under a grand total overstated by far more than a few
// percent (a math error), and the CAM pool's total restated below for the fee's base. The CAM
// pool alone foots and is printed again, but it is a part: every line is the table.
function sheet() {
  const row = (y: number, label: string, figure: string) => line(1, y, [at(label, 60), ra(figure, 460)]);
  return doc([
    page(1, [
      line(1, 40, [at('2020 Operating Expense Reconciliation', 60)]),
      line(1, 60, [at('Expense', 60), ra('2020 Actual', 460)]),
      line(1, 72, [at('CAM Expenses', 60)]),
      row(84, 'Landscape Maintenance', '30,000.00'),
      row(96, 'Janitorial Services', '70,000.00'),
      row(108, 'Total CAM Expenses', '100,000.00'),
      line(1, 120, [at('Real Estate Taxes', 60)]),
      row(132, 'Ad Valorem Real Estate Taxes', '80,000.00'),
      row(144, 'Total Real Estate Taxes', '80,000.00'),
      line(1, 156, [at('Insurance', 60)]),
      row(168, 'Property Insurance', '20,000.00'),
      row(180, 'Total Insurance', '20,000.00'),
      row(200, 'TOTAL OPERATING EXPENSES', '230,000.00'),
      row(220, 'Tenant’s Share', '5.0000%'),
      row(232, 'Tenant’s Share of operating expenses', '11,500.00'),
      row(244, 'CAM costs (excl. taxes & insurance)', '100,000.00'),
      row(256, 'Tenant’s Share of CAM costs', '5,000.00'),
      row(268, 'Administrative fee 10%', '500.00'),
      row(280, 'Total due for 2020', '12,000.00'),
    ]),
  ]);
}

describe('a grand total far off its pools, which each foot', () => {
  const { statement } = extractStatement(sheet());

  it('keeps every pool’s lines and the printed grand total (the math error stays)', () => {
    expect(statement.lines.map((l) => l.amountCents)).toEqual([3_000_000, 7_000_000, 8_000_000, 2_000_000]);
    expect(statement.totalCents).toBe(23_000_000);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
    expect(statement.tenantShareCents).toBe(1_150_000);
  });
});
