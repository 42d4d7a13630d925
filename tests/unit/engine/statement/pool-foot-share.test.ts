import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A general-ledger detail that gives the share only at each pool's foot and the table's total
// ("Pool Total - {pool} {building amount} {share %} {tenant amount}"), its areas in the header
// ("Share basis: 11,348 / 154,780 RSF"), and no line printing a share of its own: an owner's
// accounting-system export behind a memo.
function detail(opts: { camPct?: string; totalLine?: string } = {}) {
  const row = (y: number, label: string, figs: [string, number][]) =>
    line(1, y, [at(label, 40), ...figs.map(([f, x]) => ra(f, x))]);
  const camPct = opts.camPct ?? '7.3317%';
  return doc([
    page(1, [
      line(1, 40, [at('RECOVERABLE EXPENSE DETAIL', 40)]),
      line(1, 54, [
        at('Briarwood Corporate Center - North Building', 40),
        at('Period: 1/1/2025 - 12/31/2025', 380),
      ]),
      line(1, 68, [at('Suite 434 (BRIA-226)', 40), at('Share basis: 11,348 / 154,780 RSF', 380)]),
      line(1, 90, [
        at('GL Account', 40),
        at('Description', 100),
        ra('Building Amount', 400),
        ra('Share %', 470),
        ra('Tenant Amount', 550),
      ]),
      line(1, 104, [at('Pool: Common Area Maintenance', 40)]),
      row(116, '6100-00 Landscape Contract Services', [['100,000.00', 400]]),
      row(128, '6110-00 Repairs & Maintenance', [['241,492.58', 400]]),
      row(140, 'Pool Total - Common Area Maintenance', [
        ['341,492.58', 400],
        [camPct, 470],
        ['25,037.21', 550],
      ]),
      line(1, 154, [at('Pool: Real Estate Taxes', 40)]),
      row(166, '6700-00 Real Property Taxes', [['392,481.64', 400]]),
      row(178, 'Pool Total - Real Estate Taxes', [
        ['392,481.64', 400],
        ['7.3317%', 470],
        ['28,775.58', 550],
      ]),
      row(196, 'TOTAL RECOVERABLE EXPENSES', [
        [opts.totalLine ?? '733,974.22', 400],
        ['7.3317%', 470],
        ['53,812.79', 550],
      ]),
      row(214, "Tenant's Share of Recoverable Expenses", [['53,812.79', 550]]),
      row(228, 'Total 2025 Operating Expenses Due', [['53,812.79', 550]]),
      row(242, 'Less: Estimated Payments Billed (12 x 4,000.00)', [['(48,000.00)', 550]]),
      row(256, 'Balance Due / (Credit)', [['5,812.79', 550]]),
    ]),
  ]);
}

describe("a detail that prints the share only at the pools' and the table's foot", () => {
  const { statement, warnings } = extractStatement(detail());

  it('reads the share from the row whose percentage of its pool is the amount beside it', () => {
    expect(statement.billedSharePct).toBe(7.3317);
    expect(statement.evidence.billedSharePct?.quote).toMatch(/TOTAL RECOVERABLE EXPENSES/);
    expect(warnings.some((w) => /pool, a percentage and their product/.test(w))).toBe(true);
  });

  it('takes the areas from the header line whose ratio is that share, and checks them', () => {
    expect([statement.shareNumeratorRsf, statement.shareDenominatorRsf]).toEqual([11_348, 154_780]);
    expect(statement.checks.find((c) => c.name === 'share_ratio')?.ok).toBe(true);
    expect(statement.checks.find((c) => c.name === 'share_x_pool')?.ok).toBe(true);
  });

  it("foots each pool against its building amount, not the tenant's amount printed after it", () => {
    const subs = statement.checks.filter((c) => c.name.startsWith('subtotal:'));
    expect(subs.map((c) => c.ok)).toEqual([true, true]);
    expect(subs[1]?.detail).toMatch(/\$392,481\.64; printed \$392,481\.64/);
    expect(statement.totalCents).toBe(73_397_422);
  });
});

describe('percentages that are not one share', () => {
  it('skip a foot whose percentage of its pool is not the amount beside it', () => {
    // 5% of 341,492.58 is not 25,037.21, so that row is no product; the other two agree.
    const { statement } = extractStatement(detail({ camPct: '5.0000%' }));
    expect(statement.billedSharePct).toBe(7.3317);
  });

  it("read no share where the feet disagree (each pool's own share)", () => {
    const { statement: grid } = extractStatement(
      doc([
        page(1, [
          line(1, 90, [at('Description', 40), ra('Amount', 400), ra('Share', 470), ra('Tenant', 550)]),
          line(1, 104, [
            at('Pool Total - CAM', 40),
            ra('100,000.00', 400),
            ra('5.0000%', 470),
            ra('5,000.00', 550),
          ]),
          line(1, 118, [
            at('Pool Total - Taxes', 40),
            ra('200,000.00', 400),
            ra('4.0000%', 470),
            ra('8,000.00', 550),
          ]),
        ]),
      ]),
    );
    expect(grid.billedSharePct).toBeNull();
  });
});

describe('a math error in the total row', () => {
  it('keeps the share read from the pools and reports the total as not footing', () => {
    const { statement } = extractStatement(detail({ totalLine: '737,574.22' }));
    expect(statement.billedSharePct).toBe(7.3317);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
  });
});
