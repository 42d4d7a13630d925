import { describe, expect, it } from 'vitest';
import {
  adminFeeOnExcludedBaseRule,
  quoteIncludesFixedCosts,
} from '../../../../src/engine/rules/admin-fee-on-excluded-base';
import { ctx, field, lease, line, runGated, statement } from './fixtures';

const LINES = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const CAM = { pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' as const };
const camLease = () => {
  const l = lease({});
  l.adminFee = field(CAM, "10% of Tenant's Share of Common Area Costs, excluding taxes and insurance");
  return l;
};
const run = (l: ReturnType<typeof lease>, ...sts: ReturnType<typeof statement>[]) =>
  runGated(adminFeeOnExcludedBaseRule, ctx({ lease: l, statements: sts }));

describe('ADMIN_FEE_ON_EXCLUDED_BASE', () => {
  it('prices the fee charged on the share of taxes and insurance', () => {
    const [f, ...rest] = run(camLease(), statement(2021, LINES, { feePct: 10 }));
    expect(rest).toEqual([]);
    expect(f?.rule).toBe('ADMIN_FEE_ON_EXCLUDED_BASE');
    expect(Math.round(f!.amountCents)).toBe(30_000); // 10% x 5% x $60,000
    expect(f?.evidence.map((e) => e.quote)).toEqual(
      expect.arrayContaining(['Real Estate Taxes 5000000', 'Property Insurance 1000000']),
    );
  });

  it('at the billed rate when the rate is also too high', () => {
    const [f] = run(camLease(), statement(2021, LINES, { feePct: 15 }));
    expect(Math.round(f!.amountCents)).toBe(45_000);
  });

  it('reads the base from the numbers when the statement prints no rate', () => {
    const st = statement(2021, LINES, { feePct: 10 });
    st.adminFeePct = null;
    st.adminFeeBaseLabel = null;
    const [f] = run(camLease(), st);
    expect(Math.round(f!.amountCents)).toBe(30_000);
  });

  it('gives nothing when the fee is on CAM, or the lease allows it on everything', () => {
    expect(run(camLease(), statement(2021, LINES, { feePct: 10, feeBase: 'CAM' }))).toEqual([]);
    expect(
      run(
        lease({ adminFee: { pct: 10, base: 'ALL_OPERATING_EXPENSES' } }),
        statement(2021, LINES, { feePct: 10 }),
      ),
    ).toEqual([]);
    expect(run(camLease(), statement(2021, LINES))).toEqual([]);
  });

  it('gives nothing when the lease fee is unknown, unsure, or its own words include taxes', () => {
    expect(run(lease({}), statement(2021, LINES, { feePct: 10 }))).toEqual([]);
    const unsure = lease({});
    unsure.adminFee = field(CAM, 'fee', 0.4);
    expect(run(unsure, statement(2021, LINES, { feePct: 10 }))).toEqual([]);
    const l = lease({});
    l.adminFee = field(CAM, "10% of the total of Tenant's Share of Operating Costs, Taxes and Insurance");
    expect(run(l, statement(2021, LINES, { feePct: 10 }))).toEqual([]);
    expect(quoteIncludesFixedCosts('10% of Operating Costs, excluding Taxes and Insurance')).toBe(false);
  });

  it('only the year that broke the rule when other years follow the lease; none when every year does the same', () => {
    const fs = run(
      camLease(),
      statement(2021, LINES, { feePct: 10 }),
      statement(2022, LINES, { feePct: 10, feeBase: 'CAM' }),
    );
    expect(fs.map((f) => f.year)).toEqual([2021]);
    expect(
      run(camLease(), statement(2021, LINES, { feePct: 10 }), statement(2022, LINES, { feePct: 10 })),
    ).toEqual([]);
  });

  it('gives nothing on base-year statements', () => {
    expect(
      run(camLease(), statement(2021, LINES, { feePct: 10, baseYearDeductionCents: 5_000_000 })),
    ).toEqual([]);
  });

  it('prices a credit-balance statement the same way', () => {
    const st = statement(2021, LINES, { feePct: 10, estimatesPaidCents: 2_000_000 });
    expect(st.balanceDueCents).toBeLessThan(0);
    expect(Math.round(run(camLease(), st)[0]!.amountCents)).toBe(30_000);
  });
});
