import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// An owner's pass-through letter: the association's categories in a table (Association Total |
// Unit Share) footed to "Total Association Costs", then a summary whose first line restates that
// total ("Association Costs (total of the table above)") beside taxes and insurance. The summary
// foots on its own, but the costs billed are the table's categories.
const cat = (y: number, label: string, total: string, share: string) =>
  line(1, y, [at(label, 72), ra(total, 420), ra(share, 540)]);
const sum = (y: number, label: string, amount: string) => line(1, y, [at(label, 84), ra(amount, 540)]);

function letter(leasing: string) {
  return doc([
    page(1, [
      line(1, 60, [at('Re: 2022 Pass-Through Reconciliation – Unit 305', 72)]),
      line(1, 100, [at('Association Category', 72), at('Association Total', 330), at('Unit 305 Share', 470)]),
      cat(112, 'Grounds Care', '10,000.00', '633.00'),
      cat(124, 'Leasing Commissions', leasing, '316.50'),
      cat(136, 'Common Area Janitorial', '100,000.00', '6,330.00'),
      cat(148, 'Total Association Costs', '115,000.00', '7,279.50'),
      line(1, 172, [at('Summary', 72)]),
      sum(184, 'Association Costs (total of the table above)', '115,000.00'),
      sum(196, 'Ad Valorem Real Estate Taxes', '60,000.00'),
      sum(208, 'Insurance Premiums', '25,000.00'),
      sum(220, 'Total Building Costs for 2022', '200,000.00'),
      sum(232, 'Unit 305 share at 6.3300%', '12,660.00'),
      sum(244, 'Total due for 2022', '12,660.00'),
      sum(256, 'Less estimates paid (12 × 1,000.00)', '(12,000.00)'),
      sum(268, 'Balance due from you', '660.00'),
    ]),
  ]);
}

describe('a summary line restating a detail table’s total', () => {
  it('bills the table’s categories at their totals, with the summary’s other lines', () => {
    const { statement } = extractStatement(letter('5,000.00'));
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Grounds Care', 1_000_000],
      ['Leasing Commissions', 500_000],
      ['Common Area Janitorial', 10_000_000],
      ['Ad Valorem Real Estate Taxes', 6_000_000],
      ['Insurance Premiums', 2_500_000],
    ]);
    expect(statement.lines.find((l) => l.label === 'Leasing Commissions')?.category).toBe(
      'LEASING_COMMISSIONS',
    );
    expect(statement.totalCents).toBe(20_000_000);
    expect(statement.tenantShareCents).toBe(1_266_000);
    expect(statement.checks.every((c) => c.ok)).toBe(true);
  });

  it('keeps the summary where no table foots to the restated figure', () => {
    // The table's lines no longer come to 115,000.00: the restated line stands for nothing.
    const { statement } = extractStatement(letter('5,100.00'));
    expect(statement.lines.map((l) => l.label)).toContain('Association Costs (total of the table above)');
    expect(statement.lines.some((l) => l.label === 'Leasing Commissions')).toBe(false);
  });
});
