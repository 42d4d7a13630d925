import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A numbered-line reconciliation form: each line repeats its number in a box before the amount,
// lines refer to other lines, credits are printed in angle brackets; the costs are on a schedule.
function form() {
  const n = (y: number, no: string, label: string, amount: string) =>
    line(1, y, [at(no, 40), at(label, 60), at(no, 470), ra(amount, 560)]);
  return doc([
    page(1, [
      line(1, 60, [at('OPERATING RENT RECONCILIATION', 150)]),
      line(1, 74, [at('Calendar Year 2025 (January 1, 2025 through December 31, 2025)', 150)]),
      n(100, '1', 'Total Operating Costs of the Building for the year (from Schedule A)', '100,000.00'),
      n(114, '4', "Tenant's pro rata share (line 2 divided by line 3, as a percent)", '10.0000%'),
      n(128, '5', "Tenant's pro rata share of Operating Costs (line 1 multiplied by line 4)", '10,000.00'),
      n(142, '7', 'Administrative fee (5 percent of line 5)', '500.00'),
      n(156, '8', 'Total Operating Rent for the year (add lines 5 and 7)', '10,500.00'),
      n(170, '9', 'Operating Rent billed for the year (12 monthly installments of 1,000.00)', '12,000.00'),
      n(184, '10', 'Balance (line 8 minus line 9); an amount in < > is a credit to Tenant', '<1,500.00>'),
    ]),
    page(2, [
      line(2, 60, [at('SCHEDULE A - OPERATING COSTS OF THE BUILDING', 150)]),
      line(2, 80, [at('Line', 40), at('Description', 90), ra('Amount', 560)]),
      line(2, 94, [at('A-1', 40), at('Janitorial', 90), ra('60,000.00', 560)]),
      line(2, 108, [at('A-2', 40), at('Real Estate Taxes', 90), ra('40,000.00', 560)]),
      line(2, 122, [at('A-3', 40), at('Total Operating Costs (to line 1)', 90), ra('100,000.00', 560)]),
    ]),
  ]);
}

describe('a numbered-line reconciliation form', () => {
  it('reads the estimates billed in monthly installments and a credit in angle brackets', () => {
    const { statement } = extractStatement(form());
    expect(statement.estimatesPaidCents).toBe(1_200_000);
    expect(statement.balanceDueCents).toBe(-150_000);
    expect(statement.adminFeeCents).toBe(50_000);
    expect(statement.tenantShareCents).toBe(1_000_000);
  });
});
