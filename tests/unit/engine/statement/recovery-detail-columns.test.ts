import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A property-management system's CAM RECOVERY DETAIL: per category the pool, the pro-rata %, the
// tenant's share, a cap adjustment, the fee and the tenant's total. No row names the share: the
// % column gives it, and the table's pool is the Pool Total column, not the last one (which foots
// too). A tenant name wrapped into the header glues "5375)" to the recovery period.
const COLS = [300, 360, 440, 500, 560, 640];
const row = (y: number, label: string, cells: string[]) =>
  line(1, y, [at(label, 40), ...cells.map((c, i) => ra(c, COLS[i] as number))]);

function detail() {
  return doc([
    page(1, [
      line(1, 38, [at('Quail Run Owner, LLC', 36), at('CAM RECOVERY DETAIL', 560)]),
      line(1, 50, [at('Tenant:', 276), at('Falcon Point Coffee Roasters, LLC (Store', 346)]),
      line(1, 60, [
        at('Recovery Period: 5375)01/01/2022 – 12/31/2022', 276),
        at('Statement Date:', 516),
        at('03/16/2023', 586),
      ]),
      line(1, 94, [
        at('Category', 40),
        at('Pool Total', 260),
        at('Tenant Pro-Rata %', 330),
        at('Tenant Share', 400),
        at('Cap Adj.', 470),
        at('Admin Fee', 520),
        at('Tenant Total', 600),
      ]),
      row(110, 'Landscape Maintenance', ['40,000.00', '1.0000%', '400.00', '0.00', '40.00', '440.00']),
      row(122, 'Repairs & Maintenance', ['100,000.00', '1.0000%', '1,000.00', '0.00', '100.00', '1,100.00']),
      row(134, 'Property Taxes', ['300,000.00', '1.0000%', '3,000.00', '0.00', '300.00', '3,300.00']),
      row(146, 'TOTAL', ['440,000.00', '1.0000%', '4,400.00', '0.00', '440.00', '4,840.00']),
      line(1, 170, [at('Total Tenant Share', 300), ra('4,400.00', 640)]),
      line(1, 182, [at('Administrative Fee (10% of Tenant Share)', 300), ra('440.00', 640)]),
      line(1, 194, [at('Total Recoveries', 300), ra('4,840.00', 640)]),
      line(1, 206, [at('Less: Estimated Payments Billed (12 × 400.00)', 300), ra('(4,800.00)', 640)]),
      line(1, 218, [at('BALANCE DUE FROM TENANT', 300), ra('40.00', 640)]),
    ]),
  ]);
}

describe('a recovery detail with a pro-rata % column', () => {
  const { statement } = extractStatement(detail());

  it('takes the Pool Total column as the costs, judged by the share the % column prints', () => {
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Landscape Maintenance', 4_000_000],
      ['Repairs & Maintenance', 10_000_000],
      ['Property Taxes', 30_000_000],
    ]);
    expect(statement.totalCents).toBe(44_000_000);
    expect(statement.billedSharePct).toBe(1);
    expect(statement.tenantShareCents).toBe(440_000);
    expect(statement.checks.every((c) => c.ok)).toBe(true);
  });

  it('reads the recovery period past the bracket glued to its first date', () => {
    expect(statement.year).toBe(2022);
  });
});

// The same detail with a landlord's total that is not its column's sum: the table is still the
// table (every row prints pool x % = share, and another column foots), so the costs are the Pool
// Total column's lines and the wrong total is a failed check, not a reason to read another column.
function detailWithTotals(pool: string, share: string, total: string, summaryShare: string) {
  return doc([
    page(1, [
      line(1, 38, [at('Quail Run Owner, LLC', 36), at('CAM RECOVERY DETAIL', 560)]),
      line(1, 60, [at('Recovery Period: 01/01/2022 – 12/31/2022', 276)]),
      line(1, 94, [
        at('Category', 40),
        at('Pool Total', 260),
        at('Tenant Pro-Rata %', 330),
        at('Tenant Share', 400),
      ]),
      row(110, 'Landscape Maintenance', ['40,000.00', '1.0000%', '400.00', '0.00', '40.00', '440.00']),
      row(122, 'Repairs & Maintenance', ['100,000.00', '1.0000%', '1,000.00', '0.00', '100.00', '1,100.00']),
      row(134, 'Property Taxes', ['300,000.00', '1.0000%', '3,000.00', '0.00', '300.00', '3,300.00']),
      row(146, 'TOTAL', [pool, '1.0000%', share, '0.00', '440.00', total]),
      line(1, 170, [at('Total Tenant Share', 300), ra(summaryShare, 640)]),
      line(1, 182, [at('Administrative Fee (10% of Tenant Share)', 300), ra('440.00', 640)]),
    ]),
  ]);
}

describe('a recovery detail whose printed total is not its column', () => {
  const lines = [
    ['Landscape Maintenance', 4_000_000],
    ['Repairs & Maintenance', 10_000_000],
    ['Property Taxes', 30_000_000],
  ];
  const failed = (s: { checks: { name: string; ok: boolean }[] }) =>
    s.checks.filter((c) => !c.ok).map((c) => c.name);

  it('a wrong Tenant Share total: the pool lines are read, and share x pool fails', () => {
    const { statement } = extractStatement(
      detailWithTotals('440,000.00', '5,400.00', '5,840.00', '5,400.00'),
    );
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual(lines);
    expect(statement.totalCents).toBe(44_000_000);
    expect(statement.billedSharePct).toBe(1);
    expect(statement.tenantShareCents).toBe(540_000);
    expect(failed(statement)).toContain('share_x_pool');
  });

  it('a wrong Pool Total (and the share taken of it): the lines do not foot the printed pool', () => {
    const { statement } = extractStatement(
      detailWithTotals('445,000.00', '4,450.00', '4,890.00', '4,450.00'),
    );
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual(lines);
    expect(statement.totalCents).toBe(44_500_000);
    expect(failed(statement)).toContain('lines_foot_total');
    expect(failed(statement)).not.toContain('share_x_pool');
  });
});

describe('a recovery detail line about the size of the lines above it', () => {
  // Taxes' share (1,100.00) is exactly the three shares above it and its pool (110,000.10) within
  // a few cents of theirs: were the line read as their total (the share columns foot it), the
  // grid would break in two. The next row is one more line of the grid, so it is a line.
  const COLS4 = [300, 360, 440, 640];
  const r4 = (y: number, label: string, cells: string[]) =>
    line(1, y, [at(label, 40), ...cells.map((c, i) => ra(c, COLS4[i] as number))]);
  const { statement } = extractStatement(
    doc([
      page(1, [
        line(1, 38, [at('Quail Run Owner, LLC', 36), at('CAM RECOVERY DETAIL', 560)]),
        line(1, 60, [at('Recovery Period: 01/01/2022 – 12/31/2022', 276)]),
        line(1, 94, [
          at('Category', 40),
          at('Pool Total', 260),
          at('Pro-Rata %', 330),
          at('Tenant Share', 400),
        ]),
        r4(110, 'Landscaping', ['20,000.00', '1.0000%', '200.00', '200.00']),
        r4(122, 'Repairs', ['30,000.00', '1.0000%', '300.00', '300.00']),
        r4(134, 'Cleaning', ['60,000.00', '1.0000%', '600.00', '600.00']),
        r4(146, 'Real Estate Taxes', ['110,000.10', '1.0000%', '1,100.00', '1,100.00']),
        r4(158, 'Insurance', ['40,000.00', '1.0000%', '400.00', '400.00']),
        r4(170, 'TOTAL', ['260,000.10', '1.0000%', '2,600.00', '2,600.00']),
        line(1, 194, [at('Total Tenant Share', 300), ra('2,600.00', 640)]),
      ]),
    ]),
  );

  it('reads every line of the grid under its TOTAL', () => {
    expect(statement.lines.map((l) => l.amountCents)).toEqual([
      2_000_000, 3_000_000, 6_000_000, 11_000_010, 4_000_000,
    ]);
    expect(statement.totalCents).toBe(26_000_010);
  });
});
