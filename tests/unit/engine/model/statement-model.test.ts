import { describe, expect, it } from 'vitest';
import {
  buildStatementModel,
  type ChargeModel,
  chargeOf,
  feeOf,
  type ModelHints,
  overchargeOf,
  shareOf,
  withoutCents,
} from '../../../../src/engine/model';
import { gateDrafts } from '../../../../src/engine/rules/gate';
import type { FindingDraft } from '../../../../src/engine/rules/types';
import { ctx, line, statement } from '../rules/fixtures';

// pool $160,000: $100,000 CAM, $50,000 taxes, $10,000 insurance
const LINES = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const NO_HINTS: ModelHints = { lease: null, otherRates: [] };

describe('the charge model arithmetic', () => {
  const m: ChargeModel = {
    poolCents: 16_000_000,
    camPoolCents: 10_000_000,
    baseDeductionCents: 0,
    share: 0.05,
    fee: { rate: 0.1, base: 'CAM' },
  };

  it('charges the share of the pool plus a fee on the CAM share', () => {
    expect(shareOf(m)).toBe(800_000);
    expect(feeOf(m)).toBe(50_000);
    expect(chargeOf(m)).toBe(850_000);
  });

  it('lets the fee follow a removed CAM line but not a removed tax line', () => {
    expect(overchargeOf(m, withoutCents(m, 1_000_000, 'CONTROLLABLE'))).toBeCloseTo(55_000, 6);
    expect(overchargeOf(m, withoutCents(m, 1_000_000, 'TAX'))).toBeCloseTo(50_000, 6);
  });

  it('charges a fee on the whole share when its base is ALL', () => {
    const all = { ...m, fee: { rate: 0.1, base: 'ALL' as const } };
    expect(feeOf(all)).toBe(80_000);
    expect(overchargeOf(all, withoutCents(all, 1_000_000, 'TAX'))).toBeCloseTo(55_000, 6);
  });

  it('shares only the excess over a base-year deduction, and the fee follows the excess', () => {
    const by = { ...m, baseDeductionCents: 12_000_000, fee: { rate: 0.1, base: 'CAM' as const } };
    expect(shareOf(by)).toBe(200_000);
    expect(feeOf(by)).toBe(20_000);
    // the lease's larger base: $2,000 more deducted -> 5 % of it, plus the fee on it
    expect(overchargeOf(by, { ...by, baseDeductionCents: 12_200_000 })).toBeCloseTo(11_000, 6);
    // a pool below the base charges nothing
    expect(chargeOf({ ...by, baseDeductionCents: 20_000_000 })).toBe(0);
  });

  it('prices a cap excess and a gross-up as amounts removed from the pool', () => {
    // controllable billed $100,000 against a cap of $93,000: $7,000 out of the pool
    expect(overchargeOf(m, withoutCents(m, 700_000, 'CONTROLLABLE'))).toBeCloseTo(38_500, 6);
    // a variable line grossed up by $4,000 more than occupancy allows
    expect(overchargeOf(m, withoutCents(m, 400_000, 'UTILITIES'))).toBeCloseTo(22_000, 6);
  });
});

describe('buildStatementModel', () => {
  it('reproduces a statement whose printed share, total due and balance follow from share x pool', () => {
    const sm = buildStatementModel(statement(2024, LINES), NO_HINTS);
    expect(sm.model).toMatchObject({
      poolCents: 16_000_000,
      camPoolCents: 10_000_000,
      share: 0.05,
      fee: null,
    });
    expect(sm.checks).toEqual({ tenantShare: 'OK', fee: 'NOT_PRINTED', balance: 'OK' });
    expect(sm.poolFrom).toBe('PRINTED_TOTAL');
    expect(sm.unpriced).toBeNull();
  });

  it('says why when the printed tenant share is not share x pool', () => {
    const st = statement(2024, LINES);
    st.tenantShareCents = 900_000;
    const sm = buildStatementModel(st, NO_HINTS);
    expect(sm.checks.tenantShare).toBe('OFF');
    expect(sm.unpriced).toBe(
      'the share and pool as read (5% of $160,000.00) give $8,000.00, not the $9,000.00 the statement prints',
    );
  });

  it('holds back a statement with no fee read whose total due and balance were not read either', () => {
    const st = statement(2024, LINES);
    st.totalDueCents = null;
    st.balanceDueCents = null;
    const sm = buildStatementModel(st, NO_HINTS);
    expect(sm.checks).toEqual({ tenantShare: 'OK', fee: 'NOT_PRINTED', balance: 'NOT_PRINTED' });
    expect(sm.unpriced).toMatch(/could not be read to confirm that no admin fee is charged/);
  });

  it('holds back a statement that prints no tenant share, or whose share was not read', () => {
    expect(
      buildStatementModel(statement(2024, LINES, { tenantShareCents: null }), NO_HINTS).unpriced,
    ).toMatch(/prints no tenant share/);
    const noShare = buildStatementModel(statement(2024, LINES, { billedSharePct: null }), NO_HINTS);
    expect(noShare.model).toBeNull();
    expect(noShare.unpriced).toMatch(/share the statement applies could not be read/);
  });

  it('takes the pool from the lines when no total is printed', () => {
    const sm = buildStatementModel(statement(2024, LINES, { totalCents: null }), NO_HINTS);
    expect(sm.poolFrom).toBe('LINES');
    expect(sm.model?.poolCents).toBe(16_000_000);
  });

  it('reads a printed rate on the base it reproduces: the whole share, or the CAM share', () => {
    const all = buildStatementModel(statement(2024, LINES, { feePct: 10, feeBase: 'ALL' }), NO_HINTS);
    expect(all.fee).toMatchObject({ rate: 0.1, base: 'ALL', source: 'PRINTED_RATE', reproduces: true });
    const cam = buildStatementModel(statement(2024, LINES, { feePct: 10, feeBase: 'CAM' }), NO_HINTS);
    expect(cam.fee).toMatchObject({ rate: 0.1, base: 'CAM', source: 'PRINTED_RATE' });
    expect(cam.unpriced).toBeNull();
  });

  it('holds back a printed rate that reproduces the fee on neither base', () => {
    const st = statement(2024, LINES, { feePct: 10, feeBase: 'ALL' });
    st.adminFeeCents = 70_000;
    st.totalDueCents = st.tenantShareCents! + 70_000;
    st.balanceDueCents = st.totalDueCents - st.estimatesPaidCents!;
    const sm = buildStatementModel(st, NO_HINTS);
    expect(sm.checks.fee).toBe('OFF');
    expect(sm.unpriced).toMatch(/admin fee the statement prints \(\$700\.00\) is not its 10% rate/);
  });

  it('reads a fee printed without its rate from a known rate, else a round rate, else the named base', () => {
    const st = statement(2024, LINES, { feePct: 12, feeBase: 'CAM' });
    st.adminFeePct = null;
    st.adminFeeBaseLabel = null;
    const known = buildStatementModel(st, {
      lease: { pct: 12, base: 'ALL_OPERATING_EXPENSES' },
      otherRates: [],
    });
    expect(known.fee).toMatchObject({ rate: 0.12, base: 'CAM', source: 'KNOWN_RATE' });
    const fromOther = buildStatementModel(st, { lease: null, otherRates: [12] });
    expect(fromOther.fee?.source).toBe('KNOWN_RATE');
    // $600 is 12 % of the $5,000 CAM share and 7.5 % of the $8,000 share: both round, the lease names CAM
    const round = buildStatementModel(st, {
      lease: { pct: 5, base: 'CAM_EXCLUDING_TAXES_INSURANCE' },
      otherRates: [],
    });
    expect(round.fee).toMatchObject({ base: 'CAM', source: 'IMPLIED', reproduces: true });
    st.adminFeeCents = 61_300; // 12.26 % of CAM, 7.6625 % of all: neither round
    st.totalDueCents = st.tenantShareCents! + 61_300;
    st.balanceDueCents = st.totalDueCents - st.estimatesPaidCents!;
    const implied = buildStatementModel(st, NO_HINTS);
    expect(implied.fee).toMatchObject({ base: 'ALL', source: 'IMPLIED', reproduces: false });
    expect(implied.fee?.rate).toBeCloseTo(61_300 / 800_000, 9);
    // no rate a landlord charges explains $613.00: the fee (or its base) was misread
    expect(implied.unpriced).toBe(
      'the admin fee the statement prints ($613.00) is no round rate of the share or the CAM share as read',
    );
  });

  it('picks the one base on which a rate printed nowhere is round', () => {
    const st = statement(2024, LINES, { feePct: 15, feeBase: 'CAM' }); // $750: 15 % of CAM, 9.375 % of all
    st.adminFeePct = null;
    const sm = buildStatementModel(st, NO_HINTS);
    expect(sm.fee).toMatchObject({ base: 'CAM', source: 'ROUND_RATE' });
    expect(sm.fee?.rate).toBeCloseTo(0.15, 9);
  });

  it('charges a base-year statement’s fee on the share of the excess', () => {
    const st = statement(2024, LINES, { baseYearDeductionCents: 12_000_000, feePct: 10, feeBase: 'ALL' });
    const sm = buildStatementModel(st, NO_HINTS);
    expect(sm.model).toMatchObject({ baseDeductionCents: 12_000_000, fee: { rate: 0.1, base: 'ALL' } });
    expect(shareOf(sm.model!)).toBe(200_000);
    expect(sm.unpriced).toBeNull();
  });

  it('accepts a balance with the estimates not credited (its own finding), not one that follows from nothing', () => {
    const st = statement(2024, LINES);
    st.balanceDueCents = st.totalDueCents;
    expect(buildStatementModel(st, NO_HINTS).checks.balance).toBe('OK');
    st.balanceDueCents = 123_456;
    const off = buildStatementModel(st, NO_HINTS);
    expect(off.checks.balance).toBe('OFF');
    expect(off.unpriced).toMatch(/total due and balance do not follow/);
    st.balanceDueCents = null;
    st.totalDueCents = 850_000;
    expect(buildStatementModel(st, NO_HINTS).checks.balance).toBe('OFF');
  });
});

describe('the one pricing gate', () => {
  const draft = (year: number | null, amountCents: number, rule = 'EXCLUDED_EXPENSE'): FindingDraft => ({
    rule,
    year,
    amountCents,
    severity: 'MEDIUM',
    confidence: 0.9,
    title: 'A leasing commission was billed',
    explanation: 'Your lease excludes leasing commissions. Your share of it is $500.00.',
    calculation: ['Removed: $10,000.00', 'Overcharge for the year: $500.00'],
    evidence: [],
    recommendation: 'Ask for a credit of $500.00.',
  });

  it('keeps the figure when the statement’s model reproduces it', () => {
    const c = ctx({ statements: [statement(2024, LINES)] });
    expect(gateDrafts(c, [draft(2024, 50_000)])).toEqual([draft(2024, 50_000)]);
  });

  it('turns a finding on an unreproduced statement into a review item without the price', () => {
    const st = statement(2024, LINES);
    st.tenantShareCents = 900_000;
    const [item, ...rest] = gateDrafts(ctx({ statements: [st] }), [draft(2024, 50_000), draft(2024, 20_000)]);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ rule: 'REVIEW_RECOMMENDED', year: 2024, amountCents: 0, severity: 'LOW' });
    expect(item!.confidence).toBeLessThanOrEqual(0.6);
    expect(item!.title).toBe('To check: A leasing commission was billed');
    expect(item!.explanation).toMatch(
      /^Your lease excludes leasing commissions\. We have not put a dollar figure/,
    );
    expect(item!.calculation).toEqual(['Removed: $10,000.00']);
    expect(item!.recommendation).not.toMatch(/\$/);
  });

  it('holds back a finding whose year names no single statement, and keeps at most four', () => {
    const c = ctx({ statements: [statement(2023, LINES), statement(2024, LINES)] });
    expect(gateDrafts(c, [draft(null, 50_000)])[0]?.rule).toBe('REVIEW_RECOMMENDED');
    expect(gateDrafts(c, [draft(2022, 50_000)])[0]?.explanation).toMatch(/no statement for the year/);
    const many = ['A', 'B', 'C', 'D', 'E'].map((r, i) => draft(2022, 10_000 * (i + 1), r));
    const out = gateDrafts(c, many);
    expect(out).toHaveLength(4);
    expect(out.map((f) => f.title)).toEqual(Array(4).fill('To check: A leasing commission was billed'));
  });

  it('keeps the figure when only the balance is off and the statement proves that step wrong', () => {
    const st = statement(2024, LINES);
    st.balanceDueCents = (st.balanceDueCents ?? 0) + 25_000; // a planted balance error
    const c = ctx({ statements: [st] });
    expect(gateDrafts(c, [draft(2024, 50_000)])[0]?.rule).toBe('REVIEW_RECOMMENDED');
    const math = { ...draft(2024, 25_000, 'MATH_ERROR'), title: 'The 2024 balance is $250.00 more' };
    expect(gateDrafts(c, [draft(2024, 50_000)], [math])).toEqual([draft(2024, 50_000)]);
    // a math finding of another year proves nothing about this one
    expect(gateDrafts(c, [draft(2024, 50_000)], [{ ...math, year: 2023 }])[0]?.rule).toBe(
      'REVIEW_RECOMMENDED',
    );
  });

  it('lets advice without a price through untouched', () => {
    const st = statement(2024, LINES);
    st.tenantShareCents = null;
    expect(gateDrafts(ctx({ statements: [st] }), [draft(2024, 0)])).toEqual([draft(2024, 0)]);
  });
});
