import { describe, expect, it } from 'vitest';
import { duplicateChargeRule, sameCost } from '../../../../src/engine/rules/duplicate-charge';
import { ctx, line, runGated, statement } from './fixtures';

const BASE = [
  line('Janitorial', 10_000_000, 'CONTROLLABLE'),
  line('Fire & Life Safety', 482_169, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const DUP = 'Fire & Life Safety - SafeGuard Alarm Inv. #7254';
const run = (...sts: ReturnType<typeof statement>[]) =>
  runGated(duplicateChargeRule, ctx({ statements: sts }));

describe('DUPLICATE_CHARGE', () => {
  it('prices one copy of a line billed twice', () => {
    const [f, ...rest] = run(
      statement(2024, [...BASE, line(DUP, 723_249, 'CONTROLLABLE'), line(DUP, 723_249, 'CONTROLLABLE')]),
    );
    expect(rest).toEqual([]);
    expect(f?.rule).toBe('DUPLICATE_CHARGE');
    expect(Math.round(f!.amountCents)).toBe(36_162); // 5% x $7,232.49
    expect(f?.evidence.map((e) => e.quote)).toEqual([`${DUP} 723249`, 'Share line']);
  });

  it('adds the admin fee, on the whole share or on CAM', () => {
    const lines = [...BASE, line(DUP, 1_000_000, 'CONTROLLABLE'), line(DUP, 1_000_000, 'CONTROLLABLE')];
    expect(Math.round(run(statement(2024, lines, { feePct: 10 }))[0]!.amountCents)).toBe(55_000);
    expect(Math.round(run(statement(2024, lines, { feePct: 10, feeBase: 'CAM' }))[0]!.amountCents)).toBe(
      55_000,
    );
  });

  it('matches labels that differ in wording, account codes or section but quote the same invoice', () => {
    const a = line('Roof Maintenance - Lindqvist Contractors Inv. #22282', 102_047, 'CONTROLLABLE');
    expect(sameCost(a, line('Roof maint. (Lindqvist) Invoice #22282', 102_047, 'CONTROLLABLE'))).toBe(true);
    expect(
      sameCost(
        line('6150 Sprinkler Testing', 955_565, 'CONTROLLABLE'),
        line('6170 Sprinkler Testing', 955_565, 'CONTROLLABLE'),
      ),
    ).toBe(true);
    expect(
      sameCost(line('Snow Removal', 300_000, 'CONTROLLABLE'), line('Snow removal', 300_000, 'CONTROLLABLE')),
    ).toBe(true);
  });

  it('is conservative: unrelated labels, other invoices, other amounts and small sums are not duplicates', () => {
    expect(
      sameCost(line('Landscaping', 500_000, 'CONTROLLABLE'), line('Snow Removal', 500_000, 'CONTROLLABLE')),
    ).toBe(false);
    expect(
      sameCost(
        line('HVAC - Acme Inv. #100', 500_000, 'CONTROLLABLE'),
        line('HVAC - Acme Inv. #101', 500_000, 'CONTROLLABLE'),
      ),
    ).toBe(false);
    expect(
      sameCost(
        line('Landscaping Phase 1', 500_000, 'CONTROLLABLE'),
        line('Landscaping Phase 2', 500_000, 'CONTROLLABLE'),
      ),
    ).toBe(false);
    expect(
      sameCost(line('Snow Removal', 500_000, 'CONTROLLABLE'), line('Snow Removal', 500_001, 'CONTROLLABLE')),
    ).toBe(false);
    expect(sameCost(line('Permit', 4_000, 'CONTROLLABLE'), line('Permit', 4_000, 'CONTROLLABLE'))).toBe(
      false,
    );
  });

  it('gives nothing on a clean statement', () => {
    expect(run(statement(2024, BASE))).toEqual([]);
  });

  it('one finding per extra copy', () => {
    const d = line(DUP, 1_000_000, 'CONTROLLABLE');
    expect(run(statement(2024, [...BASE, d, d, d]))).toHaveLength(2);
  });

  it("holds the figure back for review when the model does not reproduce the statement's tenant share", () => {
    const st = statement(2024, [
      ...BASE,
      line(DUP, 723_249, 'CONTROLLABLE'),
      line(DUP, 723_249, 'CONTROLLABLE'),
    ]);
    st.tenantShareCents = (st.tenantShareCents ?? 0) + 40_000;
    const out = run(st);
    expect(out.filter((f) => f.amountCents > 0)).toEqual([]);
    expect(out[0]?.rule).toBe('REVIEW_RECOMMENDED');
    expect(out[0]?.explanation).toMatch(/not put a dollar figure.*statement prints/);
  });

  it('prices a base-year, credit-balance statement through the excess', () => {
    const st = statement(
      2024,
      [...BASE, line(DUP, 1_000_000, 'CONTROLLABLE'), line(DUP, 1_000_000, 'CONTROLLABLE')],
      {
        baseYearDeductionCents: 10_000_000,
        estimatesPaidCents: 5_000_000,
      },
    );
    expect(st.balanceDueCents).toBeLessThan(0);
    expect(Math.round(run(st)[0]!.amountCents)).toBe(50_000);
  });
});
