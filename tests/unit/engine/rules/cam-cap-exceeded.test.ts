import { describe, expect, it } from 'vitest';
import { camCapExceeded } from '../../../../src/engine/rules/cam-cap-exceeded';
import { ctx, lease, line, runGated, statement } from './fixtures';

function year(y: number, controllable: number, opts: Parameters<typeof statement>[2] = {}) {
  return statement(
    y,
    [
      line('Landscaping', controllable * 0.4, 'CONTROLLABLE', y),
      line('Repairs', controllable * 0.6, 'CONTROLLABLE', y),
      line('Electricity', 5_000_000, 'UTILITIES', y),
      line('Management Fee', 1_000_000, 'MANAGEMENT_FEE', y),
      line('Real Estate Taxes', 20_000_000, 'TAX', y),
    ],
    opts,
  );
}

describe('CAM_CAP_EXCEEDED', () => {
  it('non-cumulative: prior year x (1 + r), share of the excess', () => {
    // 2023: 10,000,000; cap 2024 = 10,500,000; billed 11,000,000 -> excess 500,000 x 5% = 25,000
    const c = ctx({
      lease: lease({ camCap: { pct: 5, type: 'NON_CUMULATIVE', baseYear: null } }),
      statements: [year(2023, 10_000_000), year(2024, 11_000_000)],
    });
    const f = camCapExceeded.run(c);
    expect(f).toHaveLength(1);
    expect(f[0]!.year).toBe(2024);
    expect(f[0]!.amountCents).toBeCloseTo(25_000, 6);
    expect(f[0]!.evidence.some((e) => e.file === 'lease.pdf')).toBe(true);
    expect(f[0]!.evidence.some((e) => e.file === 'recon-2024.pdf')).toBe(true);
    expect(f[0]!.evidence.some((e) => e.file === 'recon-2023.pdf')).toBe(true);
  });

  it('prices nothing when the two years were read as different cost lists (a subtotal row read as a line)', () => {
    const misread = statement(2024, [
      line('Total 5000 Building Operations', 11_000_000, 'CONTROLLABLE', 2024),
      line('Electricity', 5_000_000, 'UTILITIES', 2024),
      line('Real Estate Taxes', 20_000_000, 'TAX', 2024),
    ]);
    const c = ctx({
      lease: lease({ camCap: { pct: 5, type: 'NON_CUMULATIVE', baseYear: null } }),
      statements: [year(2023, 10_000_000), misread],
    });
    expect(camCapExceeded.run(c)).toEqual([]);
  });

  it("prices nothing when both years were read as their pools' totals (lines a scan lost)", () => {
    // The same list in both years, but each CAM line is the pool's total, which holds the
    // utilities and the fee the cap leaves out: a cap computed on it is not the lease's cap.
    const pooled = (y: number, cam: number) =>
      statement(y, [
        line('Total Common Area Maintenance', cam, 'CONTROLLABLE', y),
        line('Property Taxes', 20_000_000, 'TAX', y),
        line('Total Insurance', 3_000_000, 'INSURANCE', y),
      ]);
    const c = ctx({
      lease: lease({ camCap: { pct: 5, type: 'NON_CUMULATIVE', baseYear: null } }),
      statements: [pooled(2023, 16_000_000), pooled(2024, 18_000_000)],
    });
    expect(camCapExceeded.run(c)).toEqual([]);
  });

  it('takes a base year whose printed total does not foot where extraction proved its rows whole', () => {
    // 2022's printed total is $4,500 over its lines (the landlord's footing error): its share is
    // computed on the printed total, so its lines do not foot the model's pool.
    const misprinted = (checks: ReturnType<typeof year>['checks']) => {
      const st = year(2022, 10_000_000, { totalCents: 0 });
      const total = st.lines.reduce((s, l) => s + l.amountCents, 0) + 450_000;
      const share = Math.round(total * 0.05);
      return {
        ...st,
        totalCents: total,
        tenantShareCents: share,
        totalDueCents: share,
        balanceDueCents: share - (st.estimatesPaidCents ?? 0),
        checks,
      };
    };
    const run = (checks: ReturnType<typeof year>['checks']) =>
      camCapExceeded.run(
        ctx({
          lease: lease({ camCap: { pct: 5, type: 'CUMULATIVE_COMPOUNDING', baseYear: 2022 } }),
          statements: [misprinted(checks), year(2024, 11_525_000)],
        }),
      );
    const failedFoot = { name: 'lines_foot_total', ok: false, detail: 'off by $4,500.00' };
    expect(run([failedFoot])).toEqual([]);
    const f = run([failedFoot, { name: 'rows_whole', ok: true, detail: 'column 1 foots' }]);
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(25_000, 4);
  });

  it('cumulative compounding: base x (1 + r)^n, admin fee on the whole share', () => {
    // base 2022 10,000,000; 2024 cap = 10,000,000 x 1.05^2 = 11,025,000; billed 11,525,000
    // excess 500,000 x 5% = 25,000, fee 10% -> 27,500
    const c = ctx({
      lease: lease({ camCap: { pct: 5, type: 'CUMULATIVE_COMPOUNDING', baseYear: 2022 } }),
      statements: [year(2022, 10_000_000, { feePct: 10 }), year(2024, 11_525_000, { feePct: 10 })],
    });
    const f = camCapExceeded.run(c);
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(27_500, 4);
  });

  it('cumulative simple: base x (1 + r n), admin fee on CAM only', () => {
    // base 2022 10,000,000; 2024 cap = 10,000,000 x 1.10 = 11,000,000; billed 11,525,000
    // excess 525,000 x 5% = 26,250, fee 10% on CAM -> 28,875
    const c = ctx({
      lease: lease({ camCap: { pct: 5, type: 'CUMULATIVE_SIMPLE', baseYear: 2022 } }),
      statements: [
        year(2022, 10_000_000, { feePct: 10, feeBase: 'CAM' }),
        year(2024, 11_525_000, { feePct: 10, feeBase: 'CAM' }),
      ],
    });
    const f = camCapExceeded.run(c);
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBeCloseTo(28_875, 4);
  });

  it('no finding within the cap, without the reference year, or without a sure cap', () => {
    const within = [year(2023, 10_000_000), year(2024, 10_400_000)];
    expect(
      camCapExceeded.run(
        ctx({
          lease: lease({ camCap: { pct: 5, type: 'NON_CUMULATIVE', baseYear: null } }),
          statements: within,
        }),
      ),
    ).toEqual([]);
    const over = [year(2023, 10_000_000), year(2024, 11_000_000)];
    expect(runGated(camCapExceeded, ctx({ lease: lease({}), statements: over }))).toEqual([]);
    expect(
      camCapExceeded.run(
        ctx({
          lease: lease({ camCap: { pct: 5, type: 'NON_CUMULATIVE', baseYear: null } }),
          statements: [over[1]!],
        }),
      ),
    ).toEqual([]);
    // cumulative cap with no base year named: nothing priced
    expect(
      camCapExceeded.run(
        ctx({
          lease: lease({ camCap: { pct: 5, type: 'CUMULATIVE_SIMPLE', baseYear: null } }),
          statements: over,
        }),
      ),
    ).toEqual([]);
  });

  it('reads the two years consistently (a cost classified as insurance in the other year stays out)', () => {
    const a = year(2023, 10_000_000);
    const b = year(2024, 10_400_000);
    a.lines.push(line('Property & Liability', 3_000_000, 'CONTROLLABLE', 2023));
    b.lines.push(line('Property & Liability Insurance', 3_100_000, 'INSURANCE', 2024));
    const c = ctx({
      lease: lease({ camCap: { pct: 5, type: 'NON_CUMULATIVE', baseYear: null } }),
      statements: [a, b],
    });
    expect(camCapExceeded.run(c)).toEqual([]);
  });
});
