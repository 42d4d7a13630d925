import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A base-year statement kept as a spreadsheet: the base year, the budget, the actual and the
// variance side by side (every column foots its total), then the tenant's arithmetic below:
// the actual total less the base year's costs is the excess, the share of the excess is billed.
const COLS = [260, 330, 400, 470];
const row = (y: number, label: string, figures: string[]) =>
  line(1, y, [at(label, 60), ...figures.map((f, i) => ra(f, COLS[i] as number))]);
const cell = (y: number, label: string, figure: string) => line(1, y, [at(label, 60), ra(figure, 400)]);

function sheet() {
  return doc([
    page(1, [
      line(1, 40, [at('2025 Operating Expense Reconciliation – Suite 118', 60)]),
      line(1, 60, [
        at('Expense', 60),
        at('2020 Base Year', 200),
        at('2025 Budget', 280),
        at('2025 Actual', 350),
      ]),
      row(72, 'Landscaping', ['8,000.00', '9,000.00', '9,500.00', '500.00']),
      row(84, 'Maintenance & Repairs', ['42,000.00', '45,000.00', '48,000.00', '3,000.00']),
      row(96, 'Real Estate Taxes', ['120,000.00', '128,000.00', '126,000.00', '-2,000.00']),
      row(108, 'TOTAL OPERATING EXPENSES', ['170,000.00', '182,000.00', '183,500.00', '1,500.00']),
      cell(130, 'Tenant’s Share', '10.0000%'),
      cell(142, 'Less: 2020 Base Year expenses (Lease Section 6.1)', '-170,000.00'),
      cell(154, 'Operating expenses over Base Year', '13,500.00'),
      cell(166, 'Tenant’s Share of the excess', '1,350.00'),
      cell(178, 'Total due for 2025', '1,350.00'),
      cell(190, 'Less: estimates paid (12 × 100.00)', '-1,200.00'),
      cell(202, 'BALANCE DUE FROM TENANT', '150.00'),
    ]),
  ]);
}

describe('a base-year spreadsheet with budget and variance columns', () => {
  const { statement, warnings } = extractStatement(sheet());

  it('reads the actual column: its total less the base year is the printed excess', () => {
    expect(statement.lines.map((l) => l.amountCents)).toEqual([950_000, 4_800_000, 12_600_000]);
    expect(statement.totalCents).toBe(18_350_000);
    expect(statement.baseYearDeductionCents).toBe(17_000_000);
    expect(statement.tenantShareCents).toBe(135_000);
    expect(warnings.some((w) => /total - deduction/.test(w))).toBe(true);
  });
});

describe('a line the budget did not have, its % variance a spreadsheet error', () => {
  // Prior year and budget blank, the variance the whole actual, "#DIV/0!" in the % column.
  const pctRow = (y: number, label: string, figures: string[], pct: string) =>
    line(1, y, [
      at(label, 60),
      ...figures.map((f, i) => (f ? ra(f, COLS[i] as number) : null)).filter((c) => c !== null),
      ra(pct, 530),
    ]);
  const { statement } = extractStatement(
    doc([
      page(1, [
        line(1, 60, [
          at('Expense', 60),
          at('2019 Actual', 200),
          at('2020 Budget', 280),
          at('2020 Actual', 350),
        ]),
        pctRow(72, 'Grounds Care', ['6,000.00', '6,500.00', '7,000.00', '500.00'], '7.7%'),
        pctRow(84, 'Commission paid to Pioneer Leasing Group', ['', '', '19,000.00', '19,000.00'], '#DIV/0!'),
        pctRow(96, 'Trash Removal', ['7,000.00', '7,500.00', '7,000.00', '-500.00'], '-6.7%'),
        pctRow(108, 'Total CAM Expenses', ['13,000.00', '14,000.00', '33,000.00', '19,000.00'], '135.7%'),
        line(1, 130, [at('Tenant’s Share', 60), ra('10.0000%', 400)]),
        line(1, 142, [at('Tenant’s Share of operating expenses', 60), ra('3,300.00', 400)]),
      ]),
    ]),
  );

  it('reads the line as a cost of the actual column', () => {
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Grounds Care', 700_000],
      ['Commission paid to Pioneer Leasing Group', 1_900_000],
      ['Trash Removal', 700_000],
    ]);
    expect(statement.totalCents).toBe(3_300_000);
  });
});
