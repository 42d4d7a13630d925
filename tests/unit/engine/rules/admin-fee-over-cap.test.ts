import { describe, expect, it } from 'vitest';
import { adminFeeOverCapRule } from '../../../../src/engine/rules/admin-fee-over-cap';
import { ctx, field, lease, line, runGated, statement } from './fixtures';

// pool $160,000 at 5%: share $8,000, of which CAM $5,000
const LINES = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const ALL = { pct: 10, base: 'ALL_OPERATING_EXPENSES' as const };
const CAM = { pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' as const };
const run = (l: ReturnType<typeof lease>, ...sts: ReturnType<typeof statement>[]) =>
  runGated(adminFeeOverCapRule, ctx({ lease: l, statements: sts }));

describe('ADMIN_FEE_OVER_CAP', () => {
  it('prices the rate difference on the whole share', () => {
    const [f] = run(lease({ adminFee: ALL }), statement(2024, LINES, { feePct: 15 }));
    expect(f?.rule).toBe('ADMIN_FEE_OVER_CAP');
    expect(Math.round(f!.amountCents)).toBe(40_000); // $1,200 - $800
    expect(f?.title).toContain('15%');
    expect(new Set(f?.evidence.map((e) => e.file))).toEqual(new Set(['lease.pdf', 'recon-2024.pdf']));
  });

  it('prices the rate difference on the CAM share', () => {
    const [f] = run(lease({ adminFee: CAM }), statement(2024, LINES, { feePct: 15, feeBase: 'CAM' }));
    expect(Math.round(f!.amountCents)).toBe(25_000); // 5% x $5,000
  });

  it('reads the rate from the fee when the statement prints none', () => {
    const st = statement(2024, LINES, { feePct: 15 });
    st.adminFeePct = null;
    st.adminFeeBaseLabel = null;
    const [f] = run(lease({ adminFee: ALL }), st);
    expect(Math.round(f!.amountCents)).toBe(40_000);
    const cam = statement(2024, LINES, { feePct: 12.5, feeBase: 'CAM' });
    cam.adminFeePct = null;
    cam.adminFeeBaseLabel = null;
    const [g] = run(lease({ adminFee: CAM }), cam);
    expect(Math.round(g!.amountCents)).toBe(12_500); // 2.5% x $5,000
  });

  it('gives nothing at or under the lease rate', () => {
    expect(run(lease({ adminFee: ALL }), statement(2024, LINES, { feePct: 10 }))).toEqual([]);
    expect(run(lease({ adminFee: CAM }), statement(2024, LINES, { feePct: 8, feeBase: 'CAM' }))).toEqual([]);
    expect(run(lease({ adminFee: ALL }), statement(2024, LINES))).toEqual([]);
  });

  it('leaves a fee on the wrong base at the right rate to ADMIN_FEE_ON_EXCLUDED_BASE', () => {
    const st = statement(2024, LINES, { feePct: 10 });
    st.adminFeePct = null;
    st.adminFeeBaseLabel = null;
    expect(run(lease({ adminFee: CAM }), st)).toEqual([]);
  });

  it('gives nothing when the lease rate is unknown or not sure', () => {
    expect(run(lease({}), statement(2024, LINES, { feePct: 15 }))).toEqual([]);
    const l = lease({});
    l.adminFee = field(ALL, 'fee', 0.4);
    expect(run(l, statement(2024, LINES, { feePct: 15 }))).toEqual([]);
  });

  it('prices a credit-balance, partial-year statement the same way', () => {
    const st = statement(2024, LINES, {
      feePct: 15,
      estimatesPaidCents: 2_000_000,
      periodStart: '2024-06-01',
    });
    expect(st.balanceDueCents).toBeLessThan(0);
    const [f] = run(lease({ adminFee: ALL }), st);
    expect(Math.round(f!.amountCents)).toBe(40_000);
  });
});
