import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { columnRoles } from '../../../../src/engine/extract/statement/columns';
import { gridLine } from '../../../../src/engine/extract/statement/layout/tokens';
import { isColumnHeader } from '../../../../src/engine/extract/statement/row-kinds';
import type { Row } from '../../../../src/engine/extract/statement/rows';
import { at, doc, line, page, ra, tableRow } from './layout-fixtures';

// A manager's Budget | Actual | Variance Fav / (Unfav) | Var. % report by expense group (every
// money column foots, so only the arithmetic below the table says which one is the pool), an
// occupancy-adjustment schedule of its own, and a tenant allocation whose share row divides
// the areas ("5,000 ÷ 100,000  5.0000%") and whose share-of-excess row prints its operands.
const COLS = [300, 380, 460, 520];
const ADJ = [300, 400, 520];
const row = (y: number, label: string, figs: string[]) => tableRow(1, y, label, figs, COLS);
const panel = (y: number, label: string, basis: string | null, amount: string) =>
  line(1, y, [at(label, 80), ...(basis ? [ra(basis, 450)] : []), ra(amount, 520)]);

function report(shareOfExcess = '2,500.00', balance = '100.00') {
  return doc([
    page(1, [
      line(1, 40, [at('OPERATING EXPENSE RECONCILIATION', 150)]),
      line(1, 52, [at('Budget vs. Actual - Year Ended December 31, 2023', 150)]),
      line(1, 70, [
        at('Description', 50),
        ra('Budget', 300),
        ra('Actual', 380),
        ra('Variance Fav /', 460),
        ra('Var. %', 520),
      ]),
      line(1, 80, [ra('(Unfav)', 460)]),
      line(1, 94, [at('CLEANING', 50)]),
      row(106, 'Janitorial', ['100,000.00', '104,000.00', '(4,000.00)', '(4.0%)']),
      row(118, 'Window Washing', ['10,000.00', '9,500.00', '500.00', '5.0%']),
      row(130, 'Total Cleaning', ['110,000.00', '113,500.00', '(3,500.00)', '(3.2%)']),
      line(1, 142, [at('GENERAL & ADMINISTRATIVE', 50)]),
      row(154, 'Legal Fees - Former Tenant Dispute', ['—', '2,000.00', '(2,000.00)', 'n/m']),
      row(166, 'Management Fee', ['20,000.00', '19,000.00', '1,000.00', '5.0%']),
      row(178, 'Total General & Administrative', ['20,000.00', '21,000.00', '(1,000.00)', '(5.0%)']),
      line(1, 190, [at('REAL ESTATE TAXES', 50)]),
      row(202, 'Real Estate Taxes', ['200,000.00', '205,000.00', '(5,000.00)', '(2.5%)']),
      row(214, 'Total Real Estate Taxes', ['200,000.00', '205,000.00', '(5,000.00)', '(2.5%)']),
      row(226, 'TOTAL OPERATING EXPENSES', ['330,000.00', '339,500.00', '(9,500.00)', '(2.9%)']),
      line(1, 250, [
        at('OCCUPANCY ADJUSTMENT: average occupancy 84.0%; variable expenses adjusted to 95%', 50),
      ]),
      line(1, 262, [
        at('Description', 50),
        ra('Actual', 300),
        ra('Adjusted to 95%', 400),
        ra('Adjustment', 520),
      ]),
      tableRow(1, 274, 'Janitorial', ['104,000.00', '114,000.00', '10,000.00'], ADJ),
      tableRow(1, 286, 'Window Washing', ['9,500.00', '10,000.00', '500.00'], ADJ),
      tableRow(1, 298, 'Total Occupancy Adjustment', ['113,500.00', '124,000.00', '10,500.00'], ADJ),
      line(1, 320, [at('TENANT ALLOCATION', 80), ra('Basis', 450), ra('Amount', 520)]),
      line(1, 332, [at('Building Rentable Area', 80), ra('100,000 RSF', 520)]),
      line(1, 344, [at('Tenant Rentable Area (Suite 200)', 80), ra('5,000 RSF', 520)]),
      line(1, 356, [at('Tenant’s Share', 80), ra('5,000 ÷', 420), ra('100,000', 450), ra('5.0000%', 520)]),
      panel(368, 'Total Operating Expenses - Actual', null, '339,500.00'),
      panel(380, 'Occupancy Adjustment to 95%', null, '10,500.00'),
      panel(392, 'Total Operating Expenses - Adjusted', null, '350,000.00'),
      panel(404, 'Less Base Year (2019) Operating Expenses', null, '(300,000.00)'),
      panel(416, 'Excess over Base Year', null, '50,000.00'),
      line(1, 428, [
        at('Tenant’s Share of Excess 5.0000% ×', 80),
        ra('50,000.00', 450),
        ra(shareOfExcess, 520),
      ]),
      line(1, 440, [at('Less Estimated Payments 12 ×', 80), ra('200.00', 450), ra('(2,400.00)', 520)]),
      panel(452, 'Balance Due / (Overpayment)', null, balance),
    ]),
  ]);
}

describe('a budget-vs-actual report with an occupancy schedule and a tenant allocation', () => {
  const { statement, warnings } = extractStatement(report());

  it("reads the Actual column, not the variance, and keeps a line whose budget is '—' and % 'n/m'", () => {
    expect(statement.lines.map((l) => l.label)).toContain('Legal Fees - Former Tenant Dispute');
    expect(statement.lines.find((l) => l.label === 'Management Fee')?.amountCents).toBe(1_900_000);
    expect(warnings.join('\n')).toContain('read by its geometry');
  });

  it('bills the adjusted amounts of the schedule, keeping the actual, and takes the adjusted total', () => {
    const jan = statement.lines.find((l) => l.label === 'Janitorial');
    expect(jan).toMatchObject({ amountCents: 11_400_000, actualCents: 10_400_000 });
    expect(statement.totalCents).toBe(35_000_000);
    expect(statement.checks.find((c) => c.name === 'base_year_excess')?.ok).toBe(true);
  });

  it('reads the share row dividing the areas as the share, and the share of excess as the tenant share', () => {
    expect(statement.billedSharePct).toBe(5);
    expect(statement.shareNumeratorRsf).toBe(5000);
    expect(statement.shareDenominatorRsf).toBe(100_000);
    expect(statement.tenantShareCents).toBe(250_000);
    expect(statement.balanceDueCents).toBe(10_000);
  });

  it('still reads a product $1,000 off as printed, for the arithmetic check to report', () => {
    const slipped = extractStatement(report('3,500.00', '1,100.00')).statement;
    expect(slipped.tenantShareCents).toBe(350_000);
    expect(slipped.checks.find((c) => c.name === 'share_x_pool')?.ok).toBe(false);
  });
});

describe('gridLine on a scanned report row', () => {
  it("leaves a not-meaningful cell blank ('n/m', read 'nim' on a scan) instead of ending the figures", () => {
    for (const nm of ['n/m', 'N/A', 'nim']) {
      const g = gridLine(
        line(1, 100, [at('Legal Fees', 50), ra('2,000.00', 380), ra('(2,000.00)', 460), ra(nm, 520)]),
      );
      expect(g.figures.map((f) => f.value)).toEqual([200_000, -200_000]);
    }
  });
});

describe('the same report scanned', () => {
  // OCR lost a decimal point ("21,20000"), read "n/m" as "nim", put quote marks and a stray ":"
  // cell into the header: the geometry reader takes the label reader's repairs, and the header
  // is still read as one, so neither reads the variance column as the costs.
  const scanned = () => {
    const d = report();
    const p = d.pages[0]!;
    p.ocr = true;
    p.confidence = 0.8;
    p.lines[2] = line(1, 70, [
      at('“Description', 50),
      at(':', 200),
      ra('Budget', 300),
      ra('Actual', 380),
      ra('Variance Fav /', 460),
      ra('Var. %', 520),
    ]);
    p.lines[6] = row(118, 'Window Washing', ['10,000.00', '9,50000', '500.00', '5.0%']);
    p.lines[9] = row(154, 'Legal Fees - Former Tenant Dispute', ['—', '2,000.00', '(2,000.00)', 'nim']);
    return { ...d, ocrPages: [1] };
  };

  it('reads the actual costs and the adjusted total as on the text layer', () => {
    const { statement } = extractStatement(scanned());
    expect(statement.lines.find((l) => l.label === 'Window Washing')).toMatchObject({
      amountCents: 1_000_000,
      actualCents: 950_000,
    });
    expect(statement.lines.some((l) => l.label.startsWith('Legal Fees'))).toBe(true);
    expect(statement.totalCents).toBe(35_000_000);
    expect(statement.tenantShareCents).toBe(250_000);
  });
});

describe("a report's column header as a scan reads it", () => {
  const header: Row = {
    page: 1,
    lines: [],
    label: '',
    amounts: [],
    cells: ['“Description', ':', 'Budget', 'Actual', 'Variance Fav /', 'Var. %'],
  };

  it('is a header: quote marks and a punctuation speck name no column, "Fav / (Unfav)" is a header word', () => {
    expect(isColumnHeader(header)).toBe(true);
  });

  it('names the Actual column as billed and the budget and variance as ignored', () => {
    expect(columnRoles(header, 3, 2023, ['money', 'money', 'money', 'pct'])).toEqual([
      'ignore',
      'billed',
      'ignore',
    ]);
  });
});
