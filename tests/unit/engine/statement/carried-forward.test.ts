import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { withoutPageCarry } from '../../../../src/engine/extract/statement/page-carry';
import { at, doc, line, page, ra } from './layout-fixtures';

// A REIT's two-page reconciliation: Annual Budget beside Actual, the Operating Costs schedule
// carried across the page break ("Carried forward" / "Brought forward"), a sub-heading
// ("Insurance") inside it, one share line per pool, then the reconciliation of Additional Rent.
function reconciliation(opts: { fee?: 'nil' | 'ten'; shareTotal?: string } = {}) {
  const cost = (p: number, y: number, label: string, budget: string, actual: string) =>
    line(p, y, [at(label, 60), ra(budget, 470), ra(actual, 560)]);
  const rec = (y: number, label: string, fig: string) => line(2, y, [at(label, 40), ra(fig, 560)]);
  const fee = opts.fee ?? 'ten';
  return doc([
    page(1, [
      line(1, 20, [at('OPERATING COST AND REALTY TAX RECONCILIATION', 120)]),
      line(1, 32, [
        at("Landlord's Fiscal Year ended 31 December 2022 (1 January 2022 to 31 December 2022)", 80),
      ]),
      line(1, 44, [at('Proportionate Share:', 40), ra('5.0000%', 300)]),
      line(1, 60, [at('Description', 40), ra('Annual Budget 2022 US$', 470), ra('Actual 2022 US$', 560)]),
      line(1, 72, [at('OPERATING COSTS', 40)]),
      line(1, 84, [at('Common Areas and Facilities', 50)]),
      cost(1, 96, 'Landscape Maintenance', '7,556.00', '6,884.87'),
      cost(1, 108, 'Janitorial', '25,295.00', '23,259.09'),
      cost(1, 120, 'Security Services', '10,853.00', '10,143.93'),
      line(1, 132, [at('Carried forward', 40), ra('43,704.00', 470), ra('40,287.89', 560)]),
      line(1, 780, [at('Boreal Retail Real Estate Investment Trust · Page 1 of 2', 150)]),
    ]),
    page(2, [
      line(2, 20, [at('Operating Cost and Realty Tax Reconciliation (continued)', 100)]),
      line(2, 40, [at('Description', 40), ra('Annual Budget 2022 US$', 470), ra('Actual 2022 US$', 560)]),
      line(2, 52, [at('Brought forward', 40), ra('43,704.00', 470), ra('40,287.89', 560)]),
      cost(2, 64, 'Property Management', '4,347.00', '4,723.08'),
      line(2, 76, [at('Insurance', 50)]),
      cost(2, 88, 'Property Insurance', '43,151.00', '41,131.64'),
      line(2, 100, [at('Total Operating Costs', 40), ra('91,202.00', 470), ra('86,142.61', 560)]),
      line(2, 112, [
        at("Tenant's Proportionate Share of Operating Costs @ 5.0000%", 40),
        ra('4,560.10', 470),
        ra('4,307.13', 560),
      ]),
      line(2, 136, [at('REALTY TAXES', 40)]),
      cost(2, 148, 'Real Property Taxes', '149,361.00', '141,969.23'),
      line(2, 160, [at('Total Realty Taxes', 40), ra('149,361.00', 470), ra('141,969.23', 560)]),
      line(2, 172, [
        at("Tenant's Proportionate Share of Realty Taxes @ 5.0000%", 40),
        ra('7,468.05', 470),
        ra('7,098.46', 560),
      ]),
      line(2, 196, [
        at('TOTAL OPERATING COSTS AND REALTY TAXES', 40),
        ra('240,563.00', 470),
        ra('228,111.84', 560),
      ]),
      line(2, 220, [at('RECONCILIATION OF ADDITIONAL RENT - 2022', 40), ra('US$', 560)]),
      rec(232, "Tenant's Proportionate Share of Operating Costs", '4,307.13'),
      rec(244, "Tenant's Proportionate Share of Realty Taxes", '7,098.46'),
      rec(256, 'Total Proportionate Share (5.0000% × 228,111.84)', opts.shareTotal ?? '11,405.59'),
      rec(268, 'Administration Fee (Basic Term 1.18)', fee === 'nil' ? 'Nil' : '430.71'),
      rec(
        280,
        "Total Additional Rent for the Landlord's Fiscal Year 2022",
        fee === 'nil' ? '11,405.59' : '11,836.30',
      ),
      rec(292, 'Less: monthly instalments billed (12 × 900.00)', '(10,800.00)'),
      rec(304, 'AMOUNT OWING BY TENANT', fee === 'nil' ? '605.59' : '1,036.30'),
    ]),
  ]);
}

describe('a schedule carried across a page break', () => {
  it('drops the carried and brought forward rows as a pair, and only where they print the same figures', () => {
    const d = reconciliation();
    const labels = (x: typeof d) => x.pages.flatMap((p) => p.lines.map((l) => l.cells[0]));
    expect(labels(withoutPageCarry(d))).not.toContain('Carried forward');
    expect(labels(withoutPageCarry(d))).not.toContain('Brought forward');
    const mismatched = {
      ...d,
      pages: d.pages.map((p) => ({
        ...p,
        lines: p.lines.map((l) =>
          l.cells[0] === 'Brought forward'
            ? { ...l, cells: ['Brought forward', '43,704.00', '40,287.80'] }
            : l,
        ),
      })),
    };
    expect(withoutPageCarry(mismatched)).toBe(mismatched);
  });

  it('reads every line of the pool across the break and its sub-heading, in the Actual column', () => {
    const { statement } = extractStatement(reconciliation());
    expect(statement.lines.map((l) => l.label)).toEqual([
      'Landscape Maintenance',
      'Janitorial',
      'Security Services',
      'Property Management',
      'Property Insurance',
      'Real Property Taxes',
    ]);
    expect(statement.totalCents).toBe(22_811_184);
    expect(statement.tenantShareCents).toBe(1_140_559);
    expect(statement.billedSharePct).toBe(5);
  });

  it('reads a fee printed as "Nil" as no fee, and the charge and the amount owing by their arithmetic', () => {
    const { statement } = extractStatement(reconciliation({ fee: 'nil' }));
    expect(statement.totalDueCents).toBe(1_140_559);
    expect(statement.balanceDueCents).toBe(60_559);
  });

  it('ties the schedules by their grand total when the recap of shares is misstated, and keeps the printed share', () => {
    const { statement } = extractStatement(reconciliation({ shareTotal: '11,945.59', fee: 'nil' }));
    expect(statement.totalCents).toBe(22_811_184);
    expect(statement.tenantShareCents).toBe(1_194_559);
    expect(statement.checks.find((c) => c.name === 'share_x_pool')?.ok).toBe(false);
  });
});
