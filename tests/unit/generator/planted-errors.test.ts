import { describe, expect, it } from 'vitest';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { PlantableRule, Truth, TruthStatement } from '../../generator/types';
import { isCam, modelAndTruth, scheduledRent } from './helpers';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function packetsWith(rule: PlantableRule, n = 12): Truth[] {
  const classic = Array.from(
    { length: n },
    (_, i) => modelAndTruth(randomPacketSpec(9000 + i * 7, { errors: [rule] })).truth,
  );
  // the new families (decision 0052) plant through the same model: their amounts must agree too
  const families = (['ledger-west', 'tower-office'] as const).flatMap((family) =>
    Array.from(
      { length: 4 },
      (_, i) => modelAndTruth(randomPacketSpec(9500 + i * 11, { errors: [rule], family })).truth,
    ),
  );
  return [...classic, ...families];
}

function only(truth: Truth, rule: string) {
  const errs = truth.errors.filter((e) => e.rule === rule);
  expect(errs.length).toBe(1);
  const e = errs[0]!;
  const s = truth.statements.find((x) => x.year === e.year);
  return { e, s };
}

/** Fee effect of raising the tenant's share of a pool part by `delta` cents (exact, no rounding). */
function withFee(truth: Truth, s: TruthStatement, deltaAll: number, deltaCam: number): number {
  const math = truth.meta.statementMath[String(s.year)]!;
  if (math.adminFeePct === null) return deltaAll;
  const f = math.adminFeePct / 100;
  return deltaAll + f * (math.adminFeeBase === 'ALL' ? deltaAll : deltaCam);
}

describe('planted errors: truth amount = independent re-computation (contract section 3)', () => {
  it('PRO_RATA_SHARE: (s_billed - s_lease) x billed pool, plus fee effect', () => {
    for (const truth of packetsWith('PRO_RATA_SHARE')) {
      const { e, s } = only(truth, 'PRO_RATA_SHARE');
      const math = truth.meta.statementMath[String(s!.year)]!;
      const cats = truth.meta.lineCategories[String(s!.year)]!;
      const ds = (s!.billedSharePct - truth.lease.proRataSharePct) / 100;
      expect(ds).toBeGreaterThan(0);
      const pool = math.baseDeductionCents !== null ? s!.totalCents - math.baseDeductionCents : s!.totalCents;
      const camPool = sum(s!.lines.filter((_, i) => isCam(cats[i]!.category)).map((l) => l.amountCents));
      const expected = withFee(truth, s!, ds * pool, ds * camPool);
      expect(Math.abs(e.amountCents - expected), truth.packetId).toBeLessThanOrEqual(1);
    }
  });

  it('EXCLUDED_EXPENSE: s x line, plus fee effect', () => {
    for (const truth of packetsWith('EXCLUDED_EXPENSE')) {
      const { e, s } = only(truth, 'EXCLUDED_EXPENSE');
      const cats = truth.meta.lineCategories[String(s!.year)]!;
      const idx = cats.findIndex(
        (c) => c.category === 'LEASING_COMMISSIONS' || c.category === 'LEGAL_DISPUTES',
      );
      expect(idx).toBeGreaterThanOrEqual(0);
      const line = s!.lines[idx]!.amountCents;
      const x = (s!.billedSharePct / 100) * line;
      expect(Math.abs(e.amountCents - withFee(truth, s!, x, x)), truth.packetId).toBeLessThanOrEqual(1);
    }
  });

  it('ADMIN_FEE_OVER_CAP: billed fee - lease rate x the same base', () => {
    for (const truth of packetsWith('ADMIN_FEE_OVER_CAP')) {
      const { e, s } = only(truth, 'ADMIN_FEE_OVER_CAP');
      const math = truth.meta.statementMath[String(s!.year)]!;
      expect(math.adminFeePct).toBeGreaterThan(truth.lease.adminFee!.pct);
      const base = math.adminFeeBase === 'ALL' ? s!.tenantShareCents : math.camShareCents!;
      const expected = s!.adminFeeCents - (base * truth.lease.adminFee!.pct) / 100;
      expect(Math.abs(e.amountCents - expected), truth.packetId).toBeLessThanOrEqual(1);
    }
  });

  it('CAM_CAP_EXCEEDED: s x (controllable - cap), plus fee effect, for each cap type', () => {
    const types = new Set<string>();
    for (const truth of packetsWith('CAM_CAP_EXCEEDED', 18)) {
      const { e, s } = only(truth, 'CAM_CAP_EXCEEDED');
      const cap = truth.lease.camCap!;
      types.add(cap.type);
      const ctl = (st: TruthStatement) => {
        const cats = truth.meta.lineCategories[String(st.year)]!;
        return sum(st.lines.filter((_, i) => cats[i]!.category === 'CONTROLLABLE').map((l) => l.amountCents));
      };
      const r = cap.pct / 100;
      let capAmount: number;
      if (cap.type === 'NON_CUMULATIVE')
        capAmount = ctl(truth.statements.find((x) => x.year === s!.year - 1)!) * (1 + r);
      else {
        const base = ctl(truth.statements.find((x) => x.year === cap.baseYear)!);
        const n = s!.year - cap.baseYear!;
        capAmount = cap.type === 'CUMULATIVE_COMPOUNDING' ? base * (1 + r) ** n : base * (1 + r * n);
      }
      const x = (s!.billedSharePct / 100) * (ctl(s!) - capAmount);
      expect(Math.abs(e.amountCents - withFee(truth, s!, x, x)), truth.packetId).toBeLessThanOrEqual(1);
    }
    expect(types.size).toBeGreaterThanOrEqual(2);
  });

  it('MATH_ERROR: the overstatement that reaches the balance', () => {
    for (const truth of packetsWith('MATH_ERROR')) {
      const { e, s } = only(truth, 'MATH_ERROR');
      const math = truth.meta.statementMath[String(s!.year)]!;
      const linesSum = sum(s!.lines.map((l) => l.amountCents));
      const rate = s!.billedSharePct / 100;
      const poolDelta = s!.totalCents - linesSum;
      const balanceDelta =
        s!.balanceDueCents - (s!.tenantShareCents + s!.adminFeeCents - s!.estimatesPaidCents);
      let expected: number;
      if (balanceDelta !== 0) expected = balanceDelta;
      else if (poolDelta !== 0) {
        // a total that does not foot: the first section (CAM) subtotal in SECTION mode, else the grand total
        const camPart = math.shareMode === 'SECTION' ? rate * poolDelta : 0;
        expected = withFee(truth, s!, rate * poolDelta, camPart);
      } else {
        const base =
          math.baseDeductionCents !== null ? s!.totalCents - math.baseDeductionCents : s!.totalCents;
        const shareDelta = s!.tenantShareCents - Math.round(base * rate);
        expect(math.shareMode).not.toBe('SECTION');
        expected = withFee(truth, s!, shareDelta, 0);
        expect(Math.abs(e.amountCents - expected), truth.packetId).toBeLessThanOrEqual(2);
        continue;
      }
      expect(Math.abs(e.amountCents - expected), truth.packetId).toBeLessThanOrEqual(1);
    }
  });

  it('RENT_ESCALATION_ERROR and LATE_FEE_EXCESSIVE on the bill', () => {
    for (const truth of packetsWith('RENT_ESCALATION_ERROR')) {
      const { e } = only(truth, 'RENT_ESCALATION_ERROR');
      const bill = truth.bills[0]!;
      expect(e.year).toBe(Number(bill.date.slice(0, 4)));
      expect(e.amountCents).toBe(bill.baseRentCents - scheduledRent(truth, bill.date));
    }
    for (const truth of packetsWith('LATE_FEE_EXCESSIVE')) {
      const { e } = only(truth, 'LATE_FEE_EXCESSIVE');
      const bill = truth.bills[0]!;
      const lf = truth.lease.lateFee;
      const allowed = lf.pct !== null ? (bill.pastDueCents * lf.pct) / 100 : lf.flatCents!;
      expect(Math.abs(e.amountCents - (bill.lateFeeCents - allowed))).toBeLessThanOrEqual(0.5);
    }
  });
});
