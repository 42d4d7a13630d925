import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { splitCellAmounts } from '../../../../src/engine/extract/statement/amount-cells';
import { footedGroups } from '../../../../src/engine/extract/statement/layout/groups';
import { readLayout } from '../../../../src/engine/extract/statement/layout/reader';
import { gridLine, gridRows } from '../../../../src/engine/extract/statement/layout/tokens';
import { at, doc, line, page, ra, tableRow } from './layout-fixtures';

const ONE = [400];

describe('gridLine: a share printed as a decimal factor', () => {
  it('reads "0.0152" and ".050375" as shares, and "0.50" as money', () => {
    expect(gridLine(line(1, 100, [at('Share factor', 50), ra('0.0152', 400)])).figures).toMatchObject([
      { kind: 'pct', value: 1.52 },
    ]);
    expect(gridLine(line(1, 100, [at('Pro rata', 50), ra('.050375', 400)])).figures).toMatchObject([
      { kind: 'pct', value: 5.0375 },
    ]);
    expect(gridLine(line(1, 100, [at('Postage', 50), ra('0.50', 400)])).figures).toMatchObject([
      { kind: 'money', value: 50 },
    ]);
  });
});

describe('footedGroups: a one-line pool right above the grand total', () => {
  // Three pools, the last of one line, its subtotal followed at once by the grand total.
  const rows = () =>
    gridRows([
      page(1, [
        line(1, 40, [at('OPERATING POOL', 50)]),
        tableRow(1, 52, 'Cleaning', ['10,000.00'], ONE),
        tableRow(1, 64, 'Repairs', ['6,000.00'], ONE),
        tableRow(1, 76, 'Operating pool subtotal', ['16,000.00'], ONE),
        line(1, 100, [at('TAX POOL', 50)]),
        tableRow(1, 112, 'Property taxes', ['8,000.00'], ONE),
        tableRow(1, 124, 'Tax pool subtotal', ['8,000.00'], ONE),
        line(1, 148, [at('INSURANCE POOL', 50)]),
        tableRow(1, 160, 'Property insurance', ['2,000.00'], ONE),
        tableRow(1, 172, 'Insurance pool subtotal', ['2,000.00'], ONE),
        tableRow(1, 196, 'Total, all pools', ['26,000.00'], ONE),
      ]),
    ]);

  it('takes it as a pool when the next row foots it as a subtotal', () => {
    const groups = footedGroups(rows());
    expect(groups).toHaveLength(1);
    expect(groups[0]?.total.label).toBe('Total, all pools');
    expect(groups[0]?.children.map((c) => c.total.label)).toEqual([
      'Operating pool subtotal',
      'Tax pool subtotal',
      'Insurance pool subtotal',
    ]);
  });

  it('still reads a line repeated inside a table as two lines (a duplicate), not a pool', () => {
    const groups = footedGroups(
      gridRows([
        page(1, [
          tableRow(1, 52, 'Sweeping inv. 1001', ['2,246.74'], ONE),
          tableRow(1, 64, 'Sweeping inv. 1001', ['2,246.74'], ONE),
          tableRow(1, 76, 'Repairs', ['1,000.00'], ONE),
          tableRow(1, 88, 'Total', ['5,493.48'], ONE),
        ]),
      ]),
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.rows).toHaveLength(3);
  });
});

describe('readLayout: pools beside a panel that prints the share as a factor', () => {
  // A landscape statement: pools on the left, the tenant's calculation in a panel on the right.
  const P = 700;
  const d = doc([
    page(1, [
      line(1, 40, [at('Item', 40), ra('Amount', 424), at('YOUR SHARE', 454)]),
      line(1, 52, [at('CAM POOL', 40), at('Share factor (2,000 / 100,000 sq. ft.)', 454), ra('0.0200', P)]),
      line(1, 64, [at('Cleaning', 52), ra('10,000.00', 424), at('CAM pool x 0.0200', 454), ra('320.00', P)]),
      line(1, 76, [at('Repairs', 52), ra('6,000.00', 424), at('RE TAX pool x 0.0200', 454), ra('160.00', P)]),
      line(1, 88, [
        at('CAM pool subtotal', 52),
        ra('16,000.00', 424),
        at('INSURANCE pool x 0.0200', 454),
        ra('40.00', P),
      ]),
      line(1, 100, [at('Your share, all pools', 454), ra('520.00', P)]),
      line(1, 112, [at('RE TAX POOL', 40), at('Admin. charge 10% of your share', 454), ra('52.00', P)]),
      line(1, 124, [
        at('Real estate taxes', 52),
        ra('8,000.00', 424),
        at('Total for 2024', 454),
        ra('572.00', P),
      ]),
      line(1, 136, [
        at('RE TAX pool subtotal', 52),
        ra('8,000.00', 424),
        at('Estimates paid (12 x 40.00)', 454),
        ra('480.00', P - 14),
        at('CR', P - 10),
      ]),
      line(1, 148, [at('INSURANCE POOL', 40), at('BALANCE YOU OWE', 454), ra('92.00', P)]),
      tableRow(1, 160, 'Property insurance', ['2,000.00'], [424]),
      tableRow(1, 172, 'INSURANCE pool subtotal', ['2,000.00'], [424]),
      tableRow(1, 196, 'TOTAL, ALL POOLS', ['26,000.00'], [424]),
    ]),
  ]);

  it('reads every pool, the grand total and the factor as the share', () => {
    const r = readLayout(d.pages);
    expect(r?.lines.map((l) => l.amountCents)).toEqual([1000000, 600000, 800000, 200000]);
    expect(r?.totalCents).toBe(2600000);
    expect(r?.sharePct?.value).toBe(2);
    expect(r?.tenantShare?.value).toBe(52000);
  });

  it('gives the statement its share, total and balance', () => {
    const { statement } = extractStatement(d);
    expect(statement).toMatchObject({
      totalCents: 2600000,
      billedSharePct: 2,
      tenantShareCents: 52000,
      estimatesPaidCents: 48000,
      balanceDueCents: 9200,
    });
    expect(statement.checks.filter((c) => !c.ok)).toEqual([]);
  });
});

describe('label reader: amounts in every credit form, estimates by their arithmetic', () => {
  it('reads a trailing minus, CR, parentheses and a spaced "$" as amounts', () => {
    expect(splitCellAmounts('Base Year 2018 Costs 528,930.33-', 0).amounts.map((a) => a.value)).toEqual([
      -52893033,
    ]);
    expect(splitCellAmounts('Estimates paid 1,200.00 CR', 0).amounts.map((a) => a.value)).toEqual([-120000]);
    expect(splitCellAmounts('Payments (1,320.00)', 0).amounts.map((a) => a.value)).toEqual([-132000]);
    expect(splitCellAmounts('Janitorial $ 1,234.56', 0)).toMatchObject({
      rest: 'Janitorial',
      amounts: [{ value: 123456 }],
    });
    // Not money: a year, a suite number, a rate the label states, an unbalanced parenthesis.
    expect(splitCellAmounts('Statement for 2024', 0).amounts).toEqual([]);
    expect(splitCellAmounts('12 months at 1,128.00', 0).amounts).toEqual([]);
    expect(splitCellAmounts('(cost 27,040.38)', 0).amounts).toEqual([]);
  });

  it('takes the row of N monthly installments that multiply to its figure as the estimates paid', () => {
    const S = [478];
    const d = doc([
      page(1, [
        line(1, 40, [at('OPERATING EXPENSE ESCALATION STATEMENT - CALENDAR YEAR 2023', 48)]),
        tableRow(1, 60, 'Cleaning', ['400,000.00'], S),
        tableRow(1, 72, 'Repairs', ['262,908.99'], S),
        tableRow(1, 84, 'TOTAL OPERATING COSTS', ['662,908.99'], S),
        tableRow(1, 110, 'Total Operating Costs', ['662,908.99'], S),
        tableRow(1, 122, 'Base Year 2018 Costs', ['528,930.33-'], S),
        tableRow(1, 134, 'Operating Costs in Excess of Base Year', ['133,978.66'], S),
        tableRow(1, 146, "Tenant's Percentage (10,182 RSF / 95,860 RSF)", ['10.6217%'], S),
        tableRow(1, 158, "Tenant's Share of Excess", ['14,230.81'], S),
        tableRow(1, 170, 'Escalation Billed (12 months at 1,128.00)', ['13,536.00-'], S),
        tableRow(1, 182, 'NET AMOUNT DUE FROM TENANT', ['694.81'], S),
      ]),
    ]);
    const { statement } = extractStatement(d);
    expect(statement).toMatchObject({
      baseYearDeductionCents: 52893033,
      tenantShareCents: 1423081,
      estimatesPaidCents: 1353600,
      estimateMonths: 12,
      monthlyEstimateCents: 112800,
      balanceDueCents: 69481,
    });
    expect(statement.checks.find((c) => c.name === 'balance')?.ok).toBe(true);
  });
});
