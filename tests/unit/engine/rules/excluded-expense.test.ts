import { describe, expect, it } from 'vitest';
import { excludedExpenseRule } from '../../../../src/engine/rules/excluded-expense';
import { ctx, field, lease, line, runGated, statement } from './fixtures';

const BASE = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const COMMISSION = line('Brokerage Commission - New Lease', 1_000_000, 'LEASING_COMMISSIONS');
const EXCL = ['CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES', 'DEPRECIATION'] as const;
const run = (l: ReturnType<typeof lease>, ...sts: ReturnType<typeof statement>[]) =>
  runGated(excludedExpenseRule, ctx({ lease: l, statements: sts }));

describe('EXCLUDED_EXPENSE', () => {
  it('prices the share of an excluded line', () => {
    const [f, ...rest] = run(
      lease({ excludedCategories: [...EXCL] }),
      statement(2024, [...BASE, COMMISSION]),
    );
    expect(rest).toEqual([]);
    expect(f?.rule).toBe('EXCLUDED_EXPENSE');
    expect(Math.round(f!.amountCents)).toBe(50_000); // 5% x $10,000
    expect(f?.evidence.map((e) => e.quote)).toEqual(
      expect.arrayContaining(['lease says excludedCategories', 'Brokerage Commission - New Lease 1000000']),
    );
    expect(f?.title).toContain('Brokerage Commission');
  });

  it('adds the admin fee, on the whole share or on CAM', () => {
    const l = lease({ excludedCategories: [...EXCL] });
    const [all] = run(l, statement(2024, [...BASE, COMMISSION], { feePct: 15 }));
    const [cam] = run(l, statement(2024, [...BASE, COMMISSION], { feePct: 15, feeBase: 'CAM' }));
    expect(Math.round(all!.amountCents)).toBe(57_500);
    expect(Math.round(cam!.amountCents)).toBe(57_500);
  });

  it('prices no line the printed total leaves out (listed, not billed), but one a footing error does not explain', () => {
    const l = lease({ excludedCategories: [...EXCL] });
    const commission = line('Leasing Commission - Suite 5', 700_000, 'LEASING_COMMISSIONS');
    const billed = 16_000_000; // BASE only: the commission is not in the printed total
    expect(run(l, statement(2024, [...BASE, commission], { totalCents: billed }))).toEqual([]);
    // A total $1,234.00 short of the lines is the landlord's footing error: the commission stays billed.
    const [f] = run(l, statement(2024, [...BASE, commission], { totalCents: billed + 700_000 - 123_400 }));
    expect(f?.rule).toBe('EXCLUDED_EXPENSE');
  });

  it('one finding per excluded line', () => {
    const legal = line('Legal Fees - Tenant Dispute', 400_000, 'LEGAL_DISPUTES');
    const fs = run(lease({ excludedCategories: [...EXCL] }), statement(2024, [...BASE, COMMISSION, legal]));
    expect(fs.map((f) => Math.round(f.amountCents)).sort((a, b) => a - b)).toEqual([20_000, 50_000]);
  });

  it('treats capital as excluded only without an amortization clause', () => {
    const roof = line('Roof Replacement', 2_000_000, 'CAPITAL');
    const [f] = run(lease({ excludedCategories: [...EXCL] }), statement(2024, [...BASE, roof]));
    expect(Math.round(f!.amountCents)).toBe(100_000);
    expect(
      run(
        lease({ excludedCategories: [...EXCL], capitalAmortizationYears: 10 }),
        statement(2024, [...BASE, roof]),
      ),
    ).toEqual([]);
    // an amortization installment or routine upkeep is not priced as excluded capital
    const inst = line('HVAC Replacement - Amortization (Year 2 of 10)', 300_000, 'CAPITAL');
    const upkeep = line('Paving and Parking Lot Upkeep', 300_000, 'CAPITAL');
    expect(run(lease({ excludedCategories: [...EXCL] }), statement(2024, [...BASE, inst, upkeep]))).toEqual(
      [],
    );
  });

  it('uses the excess over the base year on base-year statements', () => {
    const [f] = run(
      lease({ excludedCategories: [...EXCL] }),
      statement(2024, [...BASE, COMMISSION], { baseYearDeductionCents: 10_000_000 }),
    );
    expect(Math.round(f!.amountCents)).toBe(50_000);
  });

  it('gives nothing on a clean statement, a category the lease allows, or an unsure list', () => {
    expect(run(lease({ excludedCategories: [...EXCL] }), statement(2024, BASE))).toEqual([]);
    const promo = line('Center Promotions', 500_000, 'MARKETING');
    expect(run(lease({ excludedCategories: [...EXCL] }), statement(2024, [...BASE, promo]))).toEqual([]);
    const l = lease({});
    l.excludedCategories = field([...EXCL], 'exclusions', 0.3);
    expect(run(l, statement(2024, [...BASE, COMMISSION]))).toEqual([]);
    expect(run(lease({}), statement(2024, [...BASE, COMMISSION]))).toEqual([]);
  });

  it("holds the figure back for review when the model does not reproduce the statement's tenant share", () => {
    const st = statement(2024, [...BASE, COMMISSION]);
    st.tenantShareCents = (st.tenantShareCents ?? 0) + 50_000;
    const out = run(lease({ excludedCategories: [...EXCL] }), st);
    expect(out.filter((f) => f.amountCents > 0)).toEqual([]);
    expect(out[0]?.rule).toBe('REVIEW_RECOMMENDED');
    expect(out[0]?.explanation).toMatch(/not put a dollar figure.*statement prints/);
  });

  it('prices a credit-balance, partial-year statement the same way', () => {
    const st = statement(2024, [...BASE, COMMISSION], {
      estimatesPaidCents: 3_000_000,
      periodStart: '2024-05-01',
    });
    expect(st.balanceDueCents).toBeLessThan(0);
    const [f] = run(lease({ excludedCategories: [...EXCL] }), st);
    expect(Math.round(f!.amountCents)).toBe(50_000);
  });
});
