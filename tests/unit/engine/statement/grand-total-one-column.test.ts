import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra, tableRow } from './layout-fixtures';

// A month-by-month operating statement split over two pages (the first months on one, the rest
// and the Total column on the next, every row repeated): each pool's lines foot to its total in
// every column, a pool of one line closes with its own total, and the grand total row is the
// pools' sum in every month but not in the Total column, which the landlord overstated by
// $1,000.00 and billed.
const FIRST = [300, 400];
const SECOND = [300, 400, 520];

function twelveMonth(grandTotal: string, share: string) {
  const first = (y: number, label: string, figures: string[]) => tableRow(1, y, label, figures, FIRST);
  const second = (y: number, label: string, figures: string[]) => tableRow(2, y, label, figures, SECOND);
  return doc([
    page(1, [
      line(1, 30, [at('12 Month Operating Statement', 50)]),
      line(1, 42, [at('Period = Jan 2023 - Apr 2023', 50)]),
      line(1, 60, [at('Account Name', 50), ra('Jan 2023', 300), ra('Feb 2023', 400)]),
      line(1, 72, [at('PROPERTY OPERATIONS', 50)]),
      first(84, 'Landscaping', ['100.00', '100.00']),
      first(96, 'Custodial Services', ['1,000.00', '1,000.00']),
      first(108, 'Total Property Operations', ['1,100.00', '1,100.00']),
      line(1, 120, [at('INSURANCE', 50)]),
      first(132, 'Insurance', ['500.00', '500.00']),
      first(144, 'Total Insurance', ['500.00', '500.00']),
      first(156, 'TOTAL OPERATING EXPENSES', ['1,600.00', '1,600.00']),
    ]),
    page(2, [
      line(2, 30, [at('12 Month Operating Statement', 50)]),
      line(2, 60, [at('Account Name', 50), ra('Mar 2023', 300), ra('Apr 2023', 400), ra('Total', 520)]),
      line(2, 72, [at('PROPERTY OPERATIONS', 50)]),
      second(84, 'Landscaping', ['200.00', '200.00', '600.00']),
      second(96, 'Custodial Services', ['1,000.00', '1,000.00', '4,000.00']),
      second(108, 'Total Property Operations', ['1,200.00', '1,200.00', '4,600.00']),
      line(2, 120, [at('INSURANCE', 50)]),
      second(132, 'Insurance', ['500.00', '500.00', '2,000.00']),
      second(144, 'Total Insurance', ['500.00', '500.00', '2,000.00']),
      second(156, 'TOTAL OPERATING EXPENSES', ['1,700.00', '1,700.00', grandTotal]),
      line(2, 180, [at('Tenant Recovery Summary', 50)]),
      line(2, 192, [at('Total Recoverable Operating Expenses', 50), ra(`$${grandTotal}`, 520)]),
      line(2, 204, [at("Tenant's Pro Rata Share", 50), ra('10.0000%', 520)]),
      line(2, 216, [at("Tenant's Share of Operating Expenses", 50), ra(share, 520)]),
      line(2, 228, [at('Less: Estimates Billed (12 x $60.00)', 50), ra('($720.00)', 520)]),
      line(2, 240, [at('Balance Due', 50), ra('$40.00', 520)]),
    ]),
  ]);
}

describe('a grand total off in one column of a month-by-month grid', () => {
  it('reads the lines and the total the statement printed and billed, which they do not foot to', () => {
    const { statement, warnings } = extractStatement(twelveMonth('7,600.00', '$760.00'));
    expect(statement.lines.map((l) => l.amountCents)).toEqual([60_000, 400_000, 200_000]);
    expect(statement.totalCents).toBe(760_000);
    expect(statement.tenantShareCents).toBe(76_000);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
    expect(warnings.join(' ')).toContain('grand total off in this column');
  });

  it('reads the same grid with a right grand total as footing', () => {
    const { statement } = extractStatement(twelveMonth('6,600.00', '$660.00'));
    expect(statement.totalCents).toBe(660_000);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(true);
  });
});

// Budget beside actual: the budget column foots to its printed grand total, the actual column's
// printed grand total is overstated, and the tenant's share is taken of that actual figure.
function budgetActual() {
  const cols = [380, 480];
  const r = (y: number, label: string, figures: string[]) => tableRow(1, y, label, figures, cols);
  return doc([
    page(1, [
      line(1, 30, [at('Operating Expense Reconciliation 2023', 50)]),
      line(1, 60, [at('Description', 50), ra('Budget', 380), ra('Actual', 480)]),
      line(1, 72, [at('COMMON AREA', 50)]),
      r(84, 'Landscaping', ['500.00', '600.00']),
      r(96, 'Custodial Services', ['3,000.00', '4,000.00']),
      r(108, 'Total Common Area', ['3,500.00', '4,600.00']),
      line(1, 120, [at('INSURANCE', 50)]),
      r(132, 'Insurance', ['1,500.00', '2,000.00']),
      r(144, 'Total Insurance', ['1,500.00', '2,000.00']),
      r(156, 'TOTAL OPERATING EXPENSES', ['5,000.00', '7,600.00']),
      line(1, 180, [at("Tenant's Pro Rata Share", 50), ra('10.0000%', 480)]),
      line(1, 192, [at("Tenant's Share of Operating Expenses", 50), ra('$760.00', 480)]),
      line(1, 204, [at('Less: Estimates Billed (12 x $60.00)', 50), ra('($720.00)', 480)]),
      line(1, 216, [at('Balance Due', 50), ra('$40.00', 480)]),
    ]),
  ]);
}

describe('a budget column that foots beside an actual column whose total is off', () => {
  it('bills the actual column, whose printed total the share is taken of, not the budget', () => {
    const { statement } = extractStatement(budgetActual());
    expect(statement.totalCents).toBe(760_000);
    expect(statement.lines.map((l) => l.amountCents)).toEqual([60_000, 400_000, 200_000]);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
  });
});
