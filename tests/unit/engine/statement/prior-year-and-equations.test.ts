import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { isColumnHeader } from '../../../../src/engine/extract/statement/row-kinds';
import { readRows } from '../../../../src/engine/extract/statement/rows';
import { at, doc, line, page, ra } from './layout-fixtures';

// A mall REIT's adjustment: the period "For the Adjustment Year ...", a schedule titled over its
// label column with this year's and last year's columns ("2024 Actual | 2023 Actual"), and the
// tenant's share as labelled equations, the share row's product wrapped after its "×".
function adjustment(opts: { year?: number } = {}) {
  const y = opts.year ?? 2024;
  const cost = (row: number, label: string, now: string, prior: string) =>
    line(1, row, [at(`${label} ....................`, 40), ra(now, 470), ra(prior, 560)]);
  return doc([
    page(1, [
      line(1, 20, [
        at('Tri-County Mall Realty Trust', 40),
        at('Date of Adjustment:', 380),
        ra('March 22, 2025', 560),
      ]),
      line(1, 40, [at('ANNUAL COMMON AREA / REAL ESTATE TAX / INSURANCE ADJUSTMENT', 120)]),
      line(1, 52, [at(`For the Adjustment Year January 1, ${y} through December 31, ${y}`, 120)]),
      line(1, 80, [
        at('SCHEDULE OF RECOVERABLE COSTS', 40),
        ra(`${y} Actual`, 470),
        ra(`${y - 1} Actual`, 560),
      ]),
      line(1, 92, [at('COMMON AREA MAINTENANCE COSTS', 40)]),
      cost(104, 'Landscaping', '9,521.20', '9,676.30'),
      cost(116, 'Security', '10,670.59', '10,631.18'),
      cost(128, 'Management Fee', '3,797.27', '3,766.83'),
      line(1, 140, [
        at('Total Common Area Maintenance Costs ........', 50),
        ra('23,989.06', 470),
        ra('24,074.31', 560),
      ]),
      line(1, 152, [at('REAL ESTATE TAXES', 40)]),
      cost(164, 'Real Estate Taxes', '124,132.59', '119,056.58'),
      line(1, 176, [
        at('Total Real Estate Taxes ........', 50),
        ra('124,132.59', 470),
        ra('119,056.58', 560),
      ]),
      line(1, 196, [
        at('TOTAL RECOVERABLE COSTS ........', 40),
        ra('148,121.65', 470),
        ra('143,130.89', 560),
      ]),
      line(1, 220, [at(`COMPUTATION OF TENANT'S SHARE - ${y}`, 60), ra('Charges', 470), ra('Credits', 560)]),
      line(1, 232, [
        at('(a)', 40),
        at("Tenant's Proportionate Share (Data Sheet Item I) = 13.7400% (Floor Area of the", 70),
      ]),
      line(1, 244, [at('Premises 6,923 sq. ft.; Mall GLA 50,390 sq. ft.)', 70)]),
      line(1, 256, [
        at('(b)', 40),
        at("Tenant's Share of Recoverable Costs = Total Recoverable Costs × (a) = 148,121.65 ×", 70),
        ra('20,351.91', 470),
      ]),
      line(1, 268, [at('13.7400% = 20,351.91', 70)]),
      line(1, 280, [at('(c)', 40), at('Administrative Fee = 5% × (b) = 1,017.60', 70), ra('1,017.60', 470)]),
      line(1, 292, [
        at('(d)', 40),
        at(`Total Charges for ${y} = (b) + (c) = 21,369.51`, 70),
        ra('21,369.51', 470),
      ]),
      line(1, 304, [
        at('(e)', 40),
        at('Estimated Payments Billed = 12 × 1,700.00 = 20,400.00', 70),
        ra('20,400.00', 560),
      ]),
      line(1, 316, [
        at('(f)', 40),
        at('BALANCE DUE FROM TENANT = (d) - (e) = 969.51', 70),
        ra('969.51', 470),
      ]),
    ]),
  ]);
}

describe("a mall REIT's adjustment with a prior-year column and labelled equations", () => {
  const { statement } = extractStatement(adjustment());

  it('reads the year from "For the Adjustment Year ..."', () => {
    expect(statement.year).toBe(2024);
    expect(statement.periodStart).toBe('2024-01-01');
    expect(statement.periodEnd).toBe('2024-12-31');
  });

  it("reads this year's column, not last year's beside it", () => {
    expect(statement.lines.map((l) => l.amountCents)).toEqual([952_120, 1_067_059, 379_727, 12_413_259]);
    expect(statement.totalCents).toBe(14_812_165);
  });

  it("reads the share from the share row's product where it wrapped after its operator", () => {
    expect(statement.billedSharePct).toBe(13.74);
    expect(statement.tenantShareCents).toBe(2_035_191);
    expect(statement.balanceDueCents).toBe(96_951);
  });
});

// An owner's spreadsheet: twelve month columns and a Total column whose total row is overstated
// (each month foots to its own total), the share named "Your %".
function monthGrid() {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const x = (i: number) => 150 + i * 32;
  const row = (y: number, label: string, each: string, total: string) =>
    line(1, y, [at(label, 20), ...months.map((_, i) => ra(each, x(i))), ra(total, 560)]);
  return doc([
    page(1, [
      line(1, 20, [at('CAM RECONCILIATION 2022', 20)]),
      line(1, 32, [at('Period: 1/1/22 - 12/31/22', 20)]),
      line(1, 50, [at('Expense', 20), ...months.map((m, i) => ra(m, x(i))), ra('Total', 560)]),
      row(62, 'Landscaping', '100.00', '1,200.00'),
      row(74, 'Janitorial', '200.00', '2,400.00'),
      row(86, 'Electricity', '300.00', '3,600.00'),
      row(98, 'TOTAL', '600.00', '7,650.00'),
      line(1, 130, [at('Total CAM', 300), ra('7,650.00', 560)]),
      line(1, 142, [at('Your % (4,663 / 149,090 sf)', 300), ra('3.1300%', 560)]),
      line(1, 154, [at('Your share', 300), ra('239.45', 560)]),
    ]),
  ]);
}

describe("an owner's month grid whose Total column does not foot", () => {
  const { statement } = extractStatement(monthGrid());

  it('keeps the Total column, since every month foots and none of them is the one billed', () => {
    expect(statement.lines.map((l) => l.amountCents)).toEqual([120_000, 240_000, 360_000]);
    expect(statement.totalCents).toBe(765_000);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
  });

  it('reads "Your %" as the share', () => {
    expect(statement.billedSharePct).toBe(3.13);
  });
});

describe('a table title over the label column', () => {
  const rowOf = (...cells: [string, number][]) =>
    readRows(
      doc([
        page(1, [
          line(
            1,
            10,
            cells.map(([t, x]) => at(t, x)),
          ),
        ]),
      ]),
    )[0]!;

  it('makes a column header only with year columns beside it, not a summary of pools', () => {
    expect(
      isColumnHeader(
        rowOf(['SCHEDULE OF RECOVERABLE COSTS', 40], ['2024 Actual', 420], ['2023 Actual', 510]),
      ),
    ).toBe(true);
    expect(
      isColumnHeader(rowOf(['Recovery Pool', 40], ['Estimated', 300], ['Actual', 400], ['Difference', 500])),
    ).toBe(false);
  });
});
