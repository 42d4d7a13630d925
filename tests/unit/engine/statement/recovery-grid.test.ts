import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { chainOf } from '../../../../src/engine/extract/statement/recovery-grid';
import { readRows } from '../../../../src/engine/extract/statement/rows';
import { at, doc, line, page, ra } from './layout-fixtures';

// A property manager's tenant recovery summary: one row per pool and a TOTAL row, the tenant's
// arithmetic as columns with no row labelled by what it holds, then the pools' expense listing.
const COLS = [190, 266, 314, 376, 440, 500, 570, 640, 716];
const HEAD = [
  'Pool Expense',
  'Tenant RSF',
  'Building RSF',
  'Pro Rata %',
  'Tenant Share',
  'Admin Fee',
  'Total Recovery',
  'Billed',
  'Balance',
];

/** A grid row's nine figures, written as one string (space-separated). */
const figs = (row: string) => row.split(' ');
const CAM = figs('775,952.67 6,096 213,940 2.85% 22,114.65 1,105.73 23,220.38 19,871.51 3,348.87');
const TAX = figs('293,734.35 6,096 213,940 2.85% 8,371.43 0.00 8,371.43 7,164.09 1,207.34');
const INS = figs('112,686.60 6,096 213,940 2.85% 3,211.57 0.00 3,211.57 2,748.40 463.17');
const TOTAL = figs('1,182,373.62 6,096 213,940 2.85% 33,697.65 1,105.73 34,803.38 29,784.00 5,019.38');

function grid(opts: { total?: string[]; pools?: string[][] } = {}) {
  const row = (y: number, label: string, values: string[]) =>
    line(1, y, [at(label, 20), ...values.map((f, i) => ra(f, COLS[i] as number))]);
  const pools = opts.pools ?? [CAM, TAX, INS];
  const total = opts.total ?? TOTAL;
  return doc([
    page(1, [
      line(1, 30, [
        at('ANNUAL RECOVERY RECONCILIATION', 20),
        at('Calendar Year 2022 (01/01/2022 - 12/31/2022)', 420),
      ]),
      line(1, 60, [at('Recovery Pool', 20), ...HEAD.map((h, i) => ra(h, COLS[i] as number))]),
      row(74, 'Common Area Maintenance', pools[0] as string[]),
      row(86, 'Property Taxes', pools[1] as string[]),
      row(98, 'Insurance Costs', pools[2] as string[]),
      row(110, 'TOTAL', total),
      line(1, 140, [at('NOTES', 20)]),
      line(1, 152, [at('1. Pro Rata % = Tenant RSF / Building RSF, Lease Section 6(b)(i).', 20)]),
    ]),
    page(2, [
      line(2, 30, [at('RECOVERY POOL EXPENSE LISTING - 2022', 20)]),
      line(2, 50, [at('Account', 20), at('Description', 100), ra('Amount', 500)]),
      line(2, 62, [at('Common Area Maintenance', 100)]),
      line(2, 74, [at('5100.000', 20), at('Landscape Maintenance', 100), ra('375,952.67', 500)]),
      line(2, 86, [at('5120.000', 20), at('General Repairs', 100), ra('400,000.00', 500)]),
      line(2, 98, [at('Pool Total - Common Area Maintenance', 100), ra('775,952.67', 500)]),
      line(2, 110, [at('Property Taxes', 100)]),
      line(2, 122, [at('5800.000', 20), at('Real Property Taxes', 100), ra('293,734.35', 500)]),
      line(2, 134, [at('Pool Total - Property Taxes', 100), ra('293,734.35', 500)]),
      line(2, 146, [at('Insurance Costs', 100)]),
      line(2, 158, [at('5700.000', 20), at('Insurance Premiums', 100), ra('112,686.60', 500)]),
      line(2, 170, [at('Pool Total - Insurance Costs', 100), ra('112,686.60', 500)]),
      line(2, 190, [at('TOTAL ALL POOLS', 100), ra(opts.total?.[0] ?? '1,182,373.62', 500)]),
    ]),
  ]);
}

describe('a recovery grid read by its arithmetic', () => {
  it("takes share, fee, charge, billed and balance from the TOTAL row's columns", () => {
    const { statement, warnings } = extractStatement(grid());
    expect(statement.billedSharePct).toBe(2.85);
    expect([statement.shareNumeratorRsf, statement.shareDenominatorRsf]).toEqual([6_096, 213_940]);
    expect(statement.tenantShareCents).toBe(3_369_765);
    expect(statement.adminFeeCents).toBe(110_573);
    expect(statement.totalDueCents).toBe(3_480_338);
    expect(statement.estimatesPaidCents).toBe(2_978_400);
    expect(statement.balanceDueCents).toBe(501_938);
    expect(statement.evidence.balanceDueCents?.quote).toMatch(/^TOTAL/);
    expect(warnings.some((w) => /recovery grid/.test(w))).toBe(true);
    for (const name of ['share_x_pool', 'total_due', 'balance'])
      expect(statement.checks.find((c) => c.name === name)?.ok).toBe(true);
  });

  it('keeps a TOTAL row whose chain holds although its pool column does not foot (the math error stays)', () => {
    const { statement } = extractStatement(
      grid({
        total: figs('1,218,373.62 6,096 213,940 2.85% 34,723.65 1,105.73 35,829.38 29,784.00 6,045.38'),
      }),
    );
    expect(statement.tenantShareCents).toBe(3_472_365);
    expect(statement.balanceDueCents).toBe(604_538);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
    // Each pool's lines foot to its subtotal and the subtotals add up to the lines: read whole.
    expect(statement.checks.find((c) => c.name === 'rows_whole')?.ok).toBe(true);
  });

  it('reads nothing from a TOTAL row whose balance is not its charge less what was billed', () => {
    const { statement } = extractStatement(
      grid({
        total: [...TOTAL.slice(0, 8), '5,119.38'],
        pools: [[...CAM.slice(0, 8), '3,448.87'], TAX, INS],
      }),
    );
    expect(statement.totalDueCents).toBeNull();
    expect(statement.balanceDueCents).toBeNull();
  });
});

describe('chainOf', () => {
  const amounts = (...figs: [string, 'money' | 'pct', number][]) =>
    figs.map(([raw, kind, value], i) => ({ raw, kind, value, negative: value < 0, x: i * 50 }));

  it('finds the chain without a fee column, with a credit balance', () => {
    const c = chainOf(
      amounts(
        ['100,000.00', 'money', 10_000_000],
        ['5.00%', 'pct', 5],
        ['5,000.00', 'money', 500_000],
        ['6,000.00', 'money', 600_000],
        ['(1,000.00)', 'money', -100_000],
      ),
    );
    expect(c).toMatchObject({ pool: 0, pct: 1, share: 2, fee: null, charge: 2, billed: 3, balance: 4 });
  });

  it('finds none where the percentage of the pool is not the share beside it', () => {
    const c = chainOf(
      amounts(
        ['100,000.00', 'money', 10_000_000],
        ['5.00%', 'pct', 5],
        ['5,100.00', 'money', 510_000],
        ['6,000.00', 'money', 600_000],
        ['(900.00)', 'money', -90_000],
      ),
    );
    expect(c).toBeNull();
  });

  it('reads the rows of a grid as rows with nine figures each', () => {
    const rows = readRows(grid()).filter((r) => r.amounts.length === 9);
    expect(rows.map((r) => r.label)).toEqual([
      'Common Area Maintenance',
      'Property Taxes',
      'Insurance Costs',
      'TOTAL',
    ]);
  });
});
