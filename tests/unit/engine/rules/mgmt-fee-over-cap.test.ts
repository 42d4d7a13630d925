import { describe, expect, it } from 'vitest';
import { mgmtFeeOverCapRule } from '../../../../src/engine/rules/mgmt-fee-over-cap';
import { ctx, field, lease, line, runGated, statement } from './fixtures';

const lines = (fee: number) => [
  line('Landscaping', 9_000_000, 'CONTROLLABLE'),
  line('Property Management Fee', fee, 'MANAGEMENT_FEE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const run = (l: ReturnType<typeof lease>, ...sts: ReturnType<typeof statement>[]) =>
  runGated(mgmtFeeOverCapRule, ctx({ lease: l, statements: sts }));

describe('MGMT_FEE_OVER_CAP', () => {
  it('prices the share of the fee above the cap', () => {
    // base $90,000; cap 4% = $3,600; billed $6,000; excess $2,400; 5% = $120
    const [f] = run(lease({ managementFeeCapPct: 4 }), statement(2024, lines(600_000)));
    expect(f?.rule).toBe('MGMT_FEE_OVER_CAP');
    expect(Math.round(f!.amountCents)).toBe(12_000);
    expect(f?.title).toContain('6.67%');
    expect(f?.calculation.join('\n')).toContain('$3,600.00');
  });

  it('adds the admin fee, on the whole share or on CAM', () => {
    const l = lease({ managementFeeCapPct: 4 });
    const [all] = run(l, statement(2024, lines(600_000), { feePct: 10 }));
    const [cam] = run(l, statement(2024, lines(600_000), { feePct: 10, feeBase: 'CAM' }));
    expect(Math.round(all!.amountCents)).toBe(13_200);
    expect(Math.round(cam!.amountCents)).toBe(13_200);
  });

  it('gives nothing at or under the cap', () => {
    expect(run(lease({ managementFeeCapPct: 4 }), statement(2024, lines(300_000)))).toEqual([]);
    expect(run(lease({ managementFeeCapPct: 4 }), statement(2024, lines(360_000)))).toEqual([]);
    expect(run(lease({ managementFeeCapPct: 4 }), statement(2024, lines(360_050)))).toEqual([]);
  });

  it('gives nothing without a sure cap', () => {
    expect(run(lease({}), statement(2024, lines(600_000)))).toEqual([]);
    const l = lease({});
    l.managementFeeCapPct = field(4, 'cap', 0.3);
    expect(run(l, statement(2024, lines(600_000)))).toEqual([]);
  });

  it('gives nothing when the lines do not make up the pool', () => {
    const st = statement(2024, lines(600_000), { totalCents: 20_000_000 });
    expect(run(lease({ managementFeeCapPct: 4 }), st)).toEqual([]);
  });

  it('prices a credit-balance, partial-year statement the same way', () => {
    const st = statement(2024, lines(600_000), { estimatesPaidCents: 1_500_000, periodStart: '2024-09-01' });
    expect(Math.round(run(lease({ managementFeeCapPct: 4 }), st)[0]!.amountCents)).toBe(12_000);
  });
});
