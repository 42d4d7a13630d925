import { describe, expect, it } from 'vitest';
import { baseYearUnderstated } from '../../../../src/engine/rules/base-year-understated';
import { ctx, lease, line, runGated, statement } from './fixtures';

const lines = [line('Janitorial', 40_000_000, 'CONTROLLABLE'), line('Taxes', 20_000_000, 'TAX')];

describe('BASE_YEAR_UNDERSTATED', () => {
  const byLease = lease({ leaseType: 'BASE_YEAR', baseYear: 2021, baseYearExpensesCents: 50_000_000 });

  it('prices the share of the understatement, fee included', () => {
    // pool 60,000,000; billed base 48,000,000 -> excess 12,000,000 x 5% = 600,000;
    // lease base 50,000,000 -> 10,000,000 x 5% = 500,000; falls 100,000, fee 10% -> 110,000
    const st = statement(2024, lines, {
      baseYearDeductionCents: 48_000_000,
      baseYearLabel: 2021,
      feePct: 10,
    });
    const f = runGated(baseYearUnderstated, ctx({ lease: byLease, statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(110_000, 4);
    expect(f[0]!.evidence.map((e) => e.file)).toEqual(
      expect.arrayContaining(['lease.pdf', 'recon-2024.pdf']),
    );
  });

  it('stops at zero when the lease base exceeds the pool', () => {
    // billed base 55,000,000 -> excess 5,000,000 x 5% = 250,000; lease base 62,000,000 > pool -> 0
    const st = statement(2024, lines, { baseYearDeductionCents: 55_000_000 });
    const l = lease({ leaseType: 'BASE_YEAR', baseYear: 2021, baseYearExpensesCents: 62_000_000 });
    expect(runGated(baseYearUnderstated, ctx({ lease: l, statements: [st] }))[0]!.amountCents).toBeCloseTo(
      250_000,
      4,
    );
  });

  it('no finding when the base matches, or without a sure lease base', () => {
    const ok = statement(2024, lines, { baseYearDeductionCents: 50_000_000 });
    expect(runGated(baseYearUnderstated, ctx({ lease: byLease, statements: [ok] }))).toEqual([]);
    const low = statement(2024, lines, { baseYearDeductionCents: 48_000_000 });
    expect(
      runGated(baseYearUnderstated, ctx({ lease: lease({ leaseType: 'BASE_YEAR' }), statements: [low] })),
    ).toEqual([]);
  });
});
