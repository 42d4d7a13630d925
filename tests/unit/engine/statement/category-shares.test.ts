import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A REIT's reconciliation grid: each cost with last year's and this year's center cost, the share
// % and the tenant's share of it (the header's "%" wrapped to the next line), then a summary whose
// admin fee is charged on a part of the share (the "fee basis").
function grid(total = '120,000.00') {
  const COLS = [300, 380, 450, 540];
  const row = (y: number, label: string, figs: string[]) =>
    line(1, y, [at(label, 40), ...figs.map((f, i) => ra(f, COLS[i] as number))]);
  return doc([
    page(1, [
      line(1, 50, [at('ANNUAL CAM, TAX & INSURANCE RECONCILIATION - CALENDAR YEAR 2022', 40)]),
      line(1, 64, [at('Period Jan 1, 2022 - Dec 31, 2022', 40)]),
      line(1, 90, [
        at('Expense Category', 40),
        ra('2021 Center Cost', 300),
        ra('2022 Center Cost', 380),
        ra("Tenant's Share", 450),
        ra("Tenant's Share 2022", 540),
      ]),
      line(1, 100, [ra('%', 450)]),
      row(114, 'Landscape Maintenance', ['18,000.00', '20,000.00', '10.0000%', '2,000.00']),
      row(126, 'General Repairs', ['30,000.00', '40,000.00', '10.0000%', '4,000.00']),
      row(138, 'Property Taxes', ['50,000.00', '60,000.00', '10.0000%', '6,000.00']),
      row(150, 'TOTAL RECOVERABLE COSTS', ['98,000.00', total, '10.0000%', '12,000.00']),
      line(1, 170, [at('SUMMARY', 40)]),
      line(1, 184, [at("Tenant's Share of 2022 Common Area Costs and Taxes", 40), ra('$12,000.00', 540)]),
      line(1, 198, [
        at("Tenant's Share of Common Area Costs excluding Taxes (fee basis)", 40),
        ra('$6,000.00', 540),
      ]),
      line(1, 212, [at('Administrative Fee at 10% of the fee basis', 40), ra('$600.00', 540)]),
      line(1, 226, [at('Total 2022 Charges', 40), ra('$12,600.00', 540)]),
      line(1, 240, [at('Less: Estimated Payments Billed 2022', 40), ra('$(12,000.00)', 540)]),
      line(1, 254, [at('BALANCE DUE / (CREDIT)', 40), ra('$600.00', 540)]),
    ]),
  ]);
}

describe("a grid of this year's and last year's costs with each cost's share", () => {
  const { statement } = extractStatement(grid());

  it("reads this year's cost column, not last year's, past a percentage column", () => {
    expect(statement.lines.map((l) => l.amountCents)).toEqual([2_000_000, 4_000_000, 6_000_000]);
    expect(statement.totalCents).toBe(12_000_000);
  });

  it('reads the share as the whole share, the fee basis as a part of it', () => {
    expect(statement.tenantShareCents).toBe(1_200_000);
    expect(statement.adminFeeCents).toBe(60_000);
    expect(statement.totalDueCents).toBe(1_260_000);
  });
});

describe('the same grid whose printed total overstates its lines', () => {
  const { statement, warnings } = extractStatement(grid('120,500.00'));

  it('keeps every line (a math error to report), not the part whose share is the fee basis', () => {
    expect(statement.lines.map((l) => l.label)).toEqual([
      'Landscape Maintenance',
      'General Repairs',
      'Property Taxes',
    ]);
    expect(statement.totalCents).toBe(12_050_000);
  });

  it('reads the share from the percentage every line prints', () => {
    expect(statement.billedSharePct).toBe(10);
    expect(warnings.some((w) => /percentage every expense line prints/.test(w))).toBe(true);
  });
});

describe('a fee charged on the total share', () => {
  it('keeps "Total Tenant\'s Share" as the share though the fee is its rate of it', () => {
    const row = (y: number, label: string, fig: string) => line(1, y, [at(label, 40), ra(fig, 540)]);
    const { statement } = extractStatement(
      doc([
        page(1, [
          line(1, 50, [at('Reconciliation of 2024 Recoverable Expenses', 40)]),
          line(1, 70, [at('Expense', 40), ra('Amount', 540)]),
          row(84, 'Landscape Maintenance', '400,000.00'),
          row(98, 'Real Property Taxes', '500,000.00'),
          row(112, 'Total Operating Expenses', '900,000.00'),
          row(130, 'Your Share (9,000 / 90,000 RSF)', '10.0000%'),
          row(144, 'Share of Operating Expenses', '$40,000.00'),
          row(158, 'Share of Taxes', '$50,000.00'),
          row(172, "Total Tenant's Share", '$90,000.00'),
          row(186, 'Administrative Overhead (12% of total share)', '$10,800.00'),
          row(200, 'Total 2024 Charges', '$100,800.00'),
          row(214, 'Less: Estimated Payments (12 x $8,000.00)', '-$96,000.00'),
          row(228, 'BALANCE DUE FROM TENANT', '$4,800.00'),
        ]),
      ]),
    );
    expect(statement.tenantShareCents).toBe(9_000_000);
    expect(statement.adminFeeCents).toBe(1_080_000);
  });
});
