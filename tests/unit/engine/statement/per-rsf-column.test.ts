import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A reconciliation detail: Description | Annual Amount | Per RSF, each pool with its subtotal, the
// grand total, then the tenant's own base-year arithmetic. `overstate` adds to the printed grand
// total what the lines do not (a math error the statement carries).
function detail(overstate = 0) {
  const COLS = [420, 520];
  const row = (y: number, label: string, figs: string[]) =>
    line(1, y, [at(label, 50), ...figs.map((f, i) => ra(f, COLS[i] as number))]);
  const money = (c: number) =>
    `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const total = 98598974 + 49913789 + 19437749 + overstate;
  const excess = total - 136190649;
  const share = Math.round(excess * 0.0303);
  return doc([
    page(1, [
      line(1, 60, [at('OPERATING EXPENSE RECONCILIATION DETAIL', 150)]),
      line(1, 74, [at('For the Period 01/01/2020 - 12/31/2020', 150)]),
      line(1, 90, [at('Proportionate Share: 3.0300%', 50), at('Base Year: 2015', 300)]),
      line(1, 110, [at('Description', 50), ra('Annual Amount', 420), ra('Per RSF', 520)]),
      line(1, 124, [at('OPERATING EXPENSES', 50)]),
      row(136, 'Grounds Keeping', ['$71,981.28', '$0.30']),
      row(148, 'Cleaning Services', ['$239,906.61', '$1.01']),
      row(160, 'Building Repairs and Maintenance', ['$674,101.85', '$2.83']),
      row(172, 'Total Operating Expenses', ['$985,989.74', '$4.14']),
      line(1, 186, [at('TAXES', 50)]),
      row(198, 'Real Estate Taxes', ['$499,137.89', '$2.10']),
      row(210, 'Total Taxes', ['$499,137.89', '$2.10']),
      line(1, 224, [at('INSURANCE', 50)]),
      row(236, 'Property Insurance', ['$194,377.49', '$0.82']),
      row(248, 'Total Insurance', ['$194,377.49', '$0.82']),
      row(262, 'TOTAL EXPENSES', [money(total), '$7.13']),
      line(1, 280, [at("TENANT'S SHARE", 50)]),
      row(292, 'Total Expenses', [money(total)]),
      row(304, 'Less: Base Year 2015 Amount', ['-$1,361,906.49']),
      row(316, 'Expenses in Excess of Base Year', [money(excess)]),
      row(328, "Tenant's Proportionate Share", ['3.0300%']),
      row(340, "Tenant's Share of Excess", [money(share)]),
      row(352, 'Less: Estimated Payments (12 x $759.00)', ['-$9,108.00']),
      row(364, 'BALANCE DUE FROM TENANT', [money(share - 910800)]),
    ]),
  ]);
}

describe('a per-RSF column beside the annual amounts', () => {
  it('reads the annual amounts as the lines and the per-RSF figures as a rate', () => {
    const { statement } = extractStatement(detail());
    expect(statement.lines.map((l) => l.amountCents)).toEqual([
      7198128, 23990661, 67410185, 49913789, 19437749,
    ]);
    expect(statement.totalCents).toBe(167950512);
  });

  it('keeps the expense lines when they do not foot the printed total, instead of the base-year arithmetic', () => {
    const { statement } = extractStatement(detail(1800000));
    // The lines are the expenses; the $18,000.00 the total overstates them by is left for the math-error rule.
    expect(statement.lines.map((l) => l.label)).toEqual([
      'Grounds Keeping',
      'Cleaning Services',
      'Building Repairs and Maintenance',
      'Real Estate Taxes',
      'Property Insurance',
    ]);
    expect(statement.totalCents).toBe(169750512);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
  });
});
