import { describe, expect, it } from 'vitest';
import { capitalNotAmortizedRule } from '../../../../src/engine/rules/capital-not-amortized';
import { ctx, field, lease, line, runGated, statement } from './fixtures';

const BASE = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const PAVING = line('Parking Lot Resurfacing - Capital', 7_000_000, 'CAPITAL');
const run = (l: ReturnType<typeof lease>, ...sts: ReturnType<typeof statement>[]) =>
  runGated(capitalNotAmortizedRule, ctx({ lease: l, statements: sts }));

describe('CAPITAL_NOT_AMORTIZED', () => {
  it('prices the part of the cost billed too early', () => {
    const [f] = run(lease({ capitalAmortizationYears: 7 }), statement(2023, [...BASE, PAVING]));
    expect(f?.rule).toBe('CAPITAL_NOT_AMORTIZED');
    expect(f?.year).toBe(2023);
    expect(Math.round(f!.amountCents)).toBe(300_000); // 5% x ($70,000 - $10,000)
    expect(f?.calculation.join('\n')).toContain('$10,000.00');
    expect(f?.evidence.length).toBeGreaterThanOrEqual(2);
  });

  it('adds the admin fee, on the whole share or on CAM', () => {
    const l = lease({ capitalAmortizationYears: 7 });
    const [all] = run(l, statement(2023, [...BASE, PAVING], { feePct: 10 }));
    const [cam] = run(l, statement(2023, [...BASE, PAVING], { feePct: 10, feeBase: 'CAM' }));
    expect(Math.round(all!.amountCents)).toBe(330_000);
    expect(Math.round(cam!.amountCents)).toBe(330_000);
  });

  it('leaves amortization installments and routine upkeep alone', () => {
    const l = lease({ capitalAmortizationYears: 7 });
    const lines = [
      ...BASE,
      line(
        'HVAC Rooftop Unit Replacement - Amortization (Year 1 of 7; cost $114,160.00)',
        1_630_857,
        'CAPITAL',
      ),
      line('Roof Replacement (amortized 2/7)', 500_000, 'CAPITAL'),
      line('Amortized Capital: Lobby, yr 3 of 7', 400_000, 'CAPITAL'),
      line('Paving and Parking Lot Upkeep', 900_000, 'CAPITAL'),
    ];
    expect(run(l, statement(2023, lines))).toEqual([]);
  });

  it('gives nothing without a sure amortization term', () => {
    expect(run(lease({}), statement(2023, [...BASE, PAVING]))).toEqual([]);
    const l = lease({});
    l.capitalAmortizationYears = field(7, 'amortized', 0.3);
    expect(run(l, statement(2023, [...BASE, PAVING]))).toEqual([]);
  });

  it('gives nothing on a clean statement, and only a review item when the model does not match', () => {
    expect(run(lease({ capitalAmortizationYears: 7 }), statement(2023, BASE))).toEqual([]);
    const st = statement(2023, [...BASE, PAVING]);
    st.tenantShareCents = (st.tenantShareCents ?? 0) - 90_000;
    const out = run(lease({ capitalAmortizationYears: 7 }), st);
    expect(out.filter((f) => f.amountCents > 0)).toEqual([]);
    expect(out[0]?.rule).toBe('REVIEW_RECOMMENDED');
    expect(out[0]?.explanation).toMatch(/not put a dollar figure.*statement prints/);
  });

  it('prices a partial-year, credit-balance statement the same way', () => {
    const st = statement(2023, [...BASE, PAVING], {
      estimatesPaidCents: 5_000_000,
      periodStart: '2023-04-01',
    });
    const [f] = run(lease({ capitalAmortizationYears: 7 }), st);
    expect(Math.round(f!.amountCents)).toBe(300_000);
  });

  it('leaves a line that recurs every year (routine upkeep read in part) alone', () => {
    const l = lease({ capitalAmortizationYears: 7 });
    const a = statement(2022, [
      ...BASE,
      line('6120 Paving and Parking Lot Upkeep', 2_000_000, 'CAPITAL', 2022),
    ]);
    const b = statement(2023, [...BASE, line('6120 Paving and Parking Lot', 2_100_000, 'CAPITAL', 2023)]);
    expect(run(l, a, b)).toEqual([]);
    // a project that appears once is priced
    const c = statement(2023, [...BASE, line('Roof Replacement', 700_000, 'CAPITAL', 2023)]);
    expect(run(l, a, c).map((f) => Math.round(f.amountCents))).toEqual([30_000]);
  });
});
