import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// An investor-owner's pass-through letter: a summary naming the share after the unit ("Unit 104
// share at 5.5325%"), the fee after its owner ("Owner's fee, 10% of ..."), then the total due,
// the estimates and the balance, the same figures written out in sentences below.
function letter(feeLabel = "Owner's fee, 10% of 40,759.18 (your share of Association Costs)") {
  const row = (y: number, label: string, fig: string) => line(1, y, [at(label, 60), ra(fig, 560)]);
  return doc([
    page(1, [
      line(1, 20, [
        at('Re: 2023 Pass-Through Reconciliation - Unit 104, Millbrook Medical Office Condominium', 60),
      ]),
      line(1, 60, [at('Summary', 50)]),
      row(72, 'Association Costs (total of the table above)', '736,722.58'),
      row(84, 'Real Property Taxes', '374,704.35'),
      row(96, 'Property Insurance', '140,025.46'),
      row(108, 'Total Building Costs for 2023', '1,251,452.39'),
      row(120, 'Unit 104 share at 5.5325%', '69,236.60'),
      row(132, feeLabel, '4,075.92'),
      row(144, 'Total due for 2023', '73,312.52'),
      row(156, 'Less estimates paid (12 × 5,539.00)', '(66,468.00)'),
      row(168, 'Balance due from you', '6,844.52'),
      line(1, 200, [
        at(
          'Your total for 2023 comes to $73,312.52. You paid 12 monthly estimates of $5,539.00, or $66,468.00 in all.',
          60,
        ),
      ]),
    ]),
  ]);
}

describe("an owner's pass-through letter", () => {
  it("reads the unit's share, the owner's fee and the labelled total due, and finds no math error", () => {
    const { statement } = extractStatement(letter());
    expect(statement.tenantShareCents).toBe(6_923_660);
    expect(statement.adminFeeCents).toBe(407_592);
    expect(statement.totalDueCents).toBe(7_331_252);
    expect(statement.balanceDueCents).toBe(684_452);
    const failed = statement.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(failed).not.toContain('total_due');
    expect(failed).not.toContain('balance');
  });

  it('keeps the labelled total due where the fee is not read, instead of the row repeating the share', () => {
    const { statement } = extractStatement(letter('Service charge, 10% of 40,759.18'));
    expect(statement.totalDueCents).toBe(7_331_252);
    expect(statement.evidence.totalDueCents?.quote).toMatch(/Total due for 2023/);
    expect(statement.checks.find((c) => c.name === 'balance')?.ok).toBe(true);
  });
});
