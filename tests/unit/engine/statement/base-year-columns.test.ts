import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A management report's base-year table: GL | Description | Current Year | Base Year | Increase,
// with a key/value heading above it that names the recovery type and prints the tenant's RSF.
const COLS = [482, 572, 662];
const row = (y: number, gl: string, label: string, figs: string[]) =>
  line(1, y, [at(gl, 40), at(label, 102), ...figs.map((f, i) => ra(f, COLS[i] as number))]);
const kv = (y: number, label: string, fig: string) => line(1, y, [at(label, 240), ra(fig, 482)]);

function baseYearStatement() {
  return doc([
    page(1, [
      line(1, 58, [at('Period:', 532), at('01/01/2020 - 12/31/2020', 659)]),
      line(1, 90, [at('OPERATING EXPENSE ESCALATION STATEMENT', 259)]),
      line(1, 132, [
        at('Recovery Type:', 40),
        at('Base Year 2018 (Op. Exp. + RE Taxes)', 120),
        at('Tenant RSF:', 580),
        ra('39,654', 686),
      ]),
      line(1, 174, [
        at('GL Account', 40),
        at('Description', 102),
        ra('2020 Actual', 482),
        ra('Base Year 2018', 572),
        ra('Increase', 662),
      ]),
      row(189, '6110-000', 'Landscape Contract Services', ['19,937.75', '18,859.78', '1,077.97']),
      row(201, '6120-000', 'Repairs & Maintenance', ['132,386.68', '132,852.17', '-465.49']),
      row(212, '6710-000', 'Property Taxes', ['296,439.19', '255,547.90', '40,891.29']),
      row(224, '6810-000', 'Property Insurance', ['62,877.45', '53,281.37', '9,596.08']),
      line(1, 240, [
        at('TOTAL OPERATING EXPENSES & RE TAXES', 102),
        ...['511,641.07', '460,541.22', '51,099.85'].map((f, i) => ra(f, COLS[i] as number)),
      ]),
      kv(266, 'Total Operating Expenses & RE Taxes', '511,641.07'),
      kv(277, 'Less: Base Operating Expenses (Base Year 2018)', '-460,541.22'),
      kv(289, 'Expense Excess', '51,099.85'),
      kv(300, 'Pro Rata Share (39,654 / 176,240 RSF)', '22.5000%'),
      kv(312, 'Tenant Share of Expense Excess', '11,497.47'),
      kv(324, 'Less: Estimated Billings 2020 (12 x 900.00)', '-10,800.00'),
      kv(339, 'BALANCE DUE FROM TENANT', '697.47'),
    ]),
  ]);
}

describe('a base-year table: current year | base year | increase', () => {
  it('reads the deduction the arithmetic names, not a figure on a heading row that says "Base Year"', () => {
    const { statement } = extractStatement(baseYearStatement());
    expect(statement.baseYearDeductionCents).toBe(46054122);
    expect(statement.baseYearLabel).toBe(2018);
  });

  it('reads the current-year column as the lines: the pool the base year is taken from', () => {
    const { statement } = extractStatement(baseYearStatement());
    expect(statement.totalCents).toBe(51164107);
    expect(statement.lines.map((l) => l.amountCents)).toEqual([1993775, 13238668, 29643919, 6287745]);
    expect(statement.checks.filter((c) => !c.ok)).toEqual([]);
  });
});

describe('rows_whole: a total that does not foot, with every row read', () => {
  const NET = [572, 662, 752];
  const r = (y: number, label: string, figs: string[]) =>
    line(1, y, [at('6110-000', 40), at(label, 102), ...figs.map((f, i) => ra(f, NET[i] as number))]);
  const statement = (budgetTotal: string) =>
    extractStatement(
      doc([
        page(1, [
          line(1, 58, [at('Period:', 532), at('01/01/2019 - 12/31/2019', 659)]),
          line(1, 164, [
            at('GL Account', 40),
            at('Description', 102),
            ra('Budget', 572),
            ra('2019 Actual', 662),
            ra('Variance', 752),
          ]),
          r(179, 'Grounds Care', ['24,044.00', '24,760.21', '-716.21']),
          r(191, 'Building Repairs', ['59,091.00', '58,089.28', '1,001.72']),
          r(202, 'Real Property Taxes', ['207,773.00', '215,080.34', '-7,307.34']),
          line(1, 331, [
            at('TOTAL RECOVERABLE EXPENSES', 102),
            ...[budgetTotal, '302,429.83', '-11,521.83'].map((f, i) => ra(f, NET[i] as number)),
          ]),
          line(1, 367, [at('Total Recoverable Expenses', 240), ra('302,429.83', 662)]),
          line(1, 379, [at('Pro Rata Share', 240), ra('10.0000%', 662)]),
          line(1, 390, [at('Tenant Share of Recoverable Expenses', 240), ra('30,242.98', 662)]),
        ]),
      ]),
    ).statement;

  it('is passed where the budget column of the same rows foots its printed total', () => {
    const st = statement('290,908.00');
    expect(st.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
    expect(st.checks.find((c) => c.name === 'rows_whole')?.ok).toBe(true);
  });

  it('is not claimed where no other column foots either', () => {
    const st = statement('290,000.00');
    expect(st.checks.find((c) => c.name === 'rows_whole')).toBeUndefined();
  });
});
