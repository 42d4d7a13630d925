import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// An escalation statement that prints the whole escalation on one row of its table:
// Description | Building Total | Base Year Amount | Increase | Tenant % | Tenant Share.
const COLS = [270, 354, 432, 490, 568];
const result = (y: number, label: string, fig: string) =>
  line(1, y, [at(label, 204), at('$', 488), ra(fig, 568)]);

function escalation(opts: {
  heading: string;
  columns: string[];
  total: string[];
  share: string;
  balance: string;
}) {
  return doc([
    page(1, [
      line(1, 40, [at('Statement Date', 348), at('2026-04-16', 428)]),
      line(1, 52, [at('Statement Period', 348), at('2025-01-01 to 2025-12-31', 428)]),
      line(1, 100, [at('TENANT ESCALATION STATEMENT', 200)]),
      line(1, 112, [at(opts.heading, 215)]),
      line(1, 160, [at('Description', 44), ...opts.columns.map((c, i) => ra(c, COLS[i] as number))]),
      line(1, 172, [at('Operating Expenses', 44), ra('316,037.00', 270)]),
      line(1, 184, [at('Utilities', 44), ra('154,501.06', 270)]),
      line(1, 196, [at('Real Estate Taxes', 44), ra('413,266.98', 270)]),
      line(1, 208, [at('Insurance', 44), ra('49,779.23', 270)]),
      line(1, 220, [
        at('Total Operating Expenses and Taxes', 44),
        ...opts.total.map((f, i) => ra(f, COLS[i] as number)),
      ]),
      result(240, 'Total Escalation for 2025', opts.share),
      result(252, 'Less: Estimated Payments Billed (12 x 893.00)', '(10,716.00)'),
      result(264, 'Balance Due / (Credit)', opts.balance),
    ]),
  ]);
}

const BASE_YEAR = {
  heading: 'Operating Expense Escalation - Base Year 2022',
  columns: ['Building Total', 'Base Year Amount', 'Increase', 'Tenant %', 'Tenant Share'],
};

describe('a base-year escalation printed across one row: total | base | increase | % | share', () => {
  it('reads the base, the increase, the % and the share from the row their arithmetic ties', () => {
    const { statement } = extractStatement(
      escalation({
        ...BASE_YEAR,
        total: ['933,584.27', '801,442.12', '132,142.15', '8.8061%', '11,636.57'],
        share: '11,636.57',
        balance: '920.57',
      }),
    );
    expect(statement.baseYearDeductionCents).toBe(80144212);
    expect(statement.baseYearLabel).toBe(2022);
    expect(statement.billedSharePct).toBe(8.8061);
    expect(statement.tenantShareCents).toBe(1163657);
    expect(statement.totalCents).toBe(93358427);
    expect(statement.checks.find((c) => c.name === 'share_x_pool')?.ok).toBe(true);
  });

  it('still reads the row when the share is wrong, so the check can say by how much', () => {
    // 8.34% x 99,762.55 = 8,320.20; the row prints 9,820.20.
    const { statement } = extractStatement(
      escalation({
        ...BASE_YEAR,
        total: ['933,584.27', '833,821.72', '99,762.55', '8.3400%', '9,820.20'],
        share: '9,820.20',
        balance: '-895.80',
      }),
    );
    expect(statement.baseYearDeductionCents).toBe(83382172);
    const check = statement.checks.find((c) => c.name === 'share_x_pool');
    expect(check?.ok).toBe(false);
    expect(check?.detail).toContain('$8,320.20');
  });

  it('does not take "Total | Non-recoverable | Recoverable" for a base year where none is named', () => {
    const { statement } = extractStatement(
      escalation({
        heading: 'Operating Expense Recovery',
        columns: ['Building Total', 'Non-recoverable', 'Recoverable', 'Tenant %', 'Tenant Share'],
        total: ['933,584.27', '801,442.12', '132,142.15', '8.8061%', '11,636.57'],
        share: '11,636.57',
        balance: '920.57',
      }),
    );
    expect(statement.baseYearDeductionCents).toBeNull();
  });
});
