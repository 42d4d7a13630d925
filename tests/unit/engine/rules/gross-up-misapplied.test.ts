import { describe, expect, it } from 'vitest';
import { grossUpMisapplied } from '../../../../src/engine/rules/gross-up-misapplied';
import type { StatementLine } from '../../../../src/engine/types';
import { ctx, lease, line, runGated, statement } from './fixtures';

function grossed(
  label: string,
  actual: number,
  billed: number,
  category: StatementLine['category'],
): StatementLine {
  return { ...line(label, billed, category), actualCents: actual, grossedUp: true };
}

describe('GROSS_UP_MISAPPLIED', () => {
  const guLease = lease({ grossUp: { occupancyPct: 95, appliesTo: 'VARIABLE' } });

  it('grossed to 100% instead of 95%: s x (billed - actual x 95 / occ)', () => {
    // actual 800,000 at 80% occupancy: billed 1,000,000 (to 100%), allowed 950,000 -> 50,000 x 5% = 2,500
    const st = statement(
      2024,
      [grossed('Janitorial', 800_000, 1_000_000, 'CONTROLLABLE'), line('Taxes', 5_000_000, 'TAX')],
      {
        occupancyPct: 80,
        grossUpPct: 100,
      },
    );
    const f = runGated(grossUpMisapplied, ctx({ lease: guLease, statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(2_500, 6);
    expect(f[0]!.evidence.some((e) => e.file === 'lease.pdf')).toBe(true);
  });

  it('a fixed cost grossed up under a variable-only clause: the whole gross-up, plus the fee', () => {
    // taxes actual 4,000,000 billed 4,750,000 -> 750,000 x 5% = 37,500, fee 10% on all -> 41,250
    const st = statement(
      2024,
      [
        line('Janitorial', 1_000_000, 'CONTROLLABLE'),
        grossed('Real Estate Taxes', 4_000_000, 4_750_000, 'TAX'),
      ],
      {
        occupancyPct: 80,
        feePct: 10,
      },
    );
    const f = runGated(grossUpMisapplied, ctx({ lease: guLease, statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(41_250, 4);
  });

  it('no occupancy printed: billed x lease level / level used', () => {
    // billed 1,000,000 grossed to 100%: allowed 950,000 -> 2,500
    const st = statement(2024, [grossed('Janitorial', 800_000, 1_000_000, 'CONTROLLABLE')], {
      grossUpPct: 100,
    });
    expect(
      runGated(grossUpMisapplied, ctx({ lease: guLease, statements: [st] }))[0]!.amountCents,
    ).toBeCloseTo(2_500, 6);
  });

  it('no finding for a correct gross-up, or without a sure gross-up clause', () => {
    const st = statement(2024, [grossed('Janitorial', 800_000, 950_000, 'CONTROLLABLE')], {
      occupancyPct: 80,
      grossUpPct: 95,
    });
    expect(runGated(grossUpMisapplied, ctx({ lease: guLease, statements: [st] }))).toEqual([]);
    const bad = statement(2024, [grossed('Janitorial', 800_000, 1_000_000, 'CONTROLLABLE')], {
      occupancyPct: 80,
    });
    expect(runGated(grossUpMisapplied, ctx({ lease: lease({}), statements: [bad] }))).toEqual([]);
  });
});
