import { describe, expect, it } from 'vitest';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { Truth } from '../../generator/types';
import { addDays, isCam, modelAndTruth, scheduledRent } from './helpers';

const SEEDS = Array.from({ length: 60 }, (_, i) => 500 + i);
const classic = SEEDS.flatMap((seed) => [
  modelAndTruth(randomPacketSpec(seed)),
  modelAndTruth(randomPacketSpec(seed, { errors: true })),
]);
// The new families (decision 0052) share the model but fix other terms (NNN retail with pooled
// shares, base-year office with gross-up): their truth must foot the same way.
const familyPackets = (['ledger-west', 'tower-office'] as const).flatMap((family) =>
  SEEDS.slice(0, 40).flatMap((seed) => [
    modelAndTruth(randomPacketSpec(seed, { family })),
    modelAndTruth(randomPacketSpec(seed, { errors: true, family })),
  ]),
);
const packets = [...classic, ...familyPackets];
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const hasError = (t: Truth, rule: string, year: number) =>
  t.errors.some((e) => e.rule === rule && e.year === year);

describe('generated truth is arithmetically self-consistent', () => {
  it('generates many packets, clean and with errors, without failing', () => {
    expect(classic.length).toBe(120);
    expect(familyPackets.length).toBe(160);
    const rules = new Set<string>(classic.flatMap((p) => p.truth.errors.map((e) => e.rule)));
    for (const r of [
      'PRO_RATA_SHARE',
      'ADMIN_FEE_OVER_CAP',
      'EXCLUDED_EXPENSE',
      'CAM_CAP_EXCEEDED',
      'MATH_ERROR',
      'RENT_ESCALATION_ERROR',
      'LATE_FEE_EXCESSIVE',
    ]) {
      expect(rules.has(r), r).toBe(true);
    }
  });

  it('statement lines, share, fee, estimates and balance foot (except where MATH_ERROR is planted)', () => {
    for (const { truth } of packets) {
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        const cats = truth.meta.lineCategories[String(s.year)]!;
        const mathErr = hasError(truth, 'MATH_ERROR', s.year);
        const linesSum = sum(s.lines.map((l) => l.amountCents));
        if (!mathErr) expect(s.totalCents, `${truth.packetId} ${s.year} total`).toBe(linesSum);
        const rate = s.billedSharePct / 100;
        const base =
          math.baseDeductionCents !== null
            ? Math.max(0, s.totalCents - math.baseDeductionCents)
            : s.totalCents;
        // per-section / per-line rounding may add half a cent per part
        const parts = math.shareMode === 'ITEMIZED' ? s.lines.length : math.shareMode === 'SECTION' ? 4 : 1;
        if (!mathErr)
          expect(
            Math.abs(s.tenantShareCents - base * rate),
            `${truth.packetId} ${s.year} share`,
          ).toBeLessThanOrEqual(0.5 * parts + 1e-6);
        if (math.adminFeePct !== null) {
          const camPool = sum(s.lines.filter((_, i) => isCam(cats[i]!.category)).map((l) => l.amountCents));
          const feeBase = math.adminFeeBase === 'ALL' ? s.tenantShareCents : math.camShareCents!;
          expect(s.adminFeeCents).toBe(Math.round((feeBase * math.adminFeePct) / 100));
          if (math.adminFeeBase === 'CAM' && !mathErr)
            expect(Math.abs(math.camShareCents! - camPool * rate)).toBeLessThanOrEqual(0.5 * parts + 1e-6);
        } else expect(s.adminFeeCents).toBe(0);
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        if (!mathErr)
          expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
        // grossed-up lines: amount = actual x level / occupancy
        for (const l of s.lines) {
          if (l.actualCents === undefined) continue;
          expect(s.occupancyPct).not.toBeNull();
          expect(l.amountCents).toBe(
            Math.round((l.actualCents * truth.lease.grossUp!.occupancyPct) / s.occupancyPct!),
          );
        }
      }
    }
  });

  it('the share, rent schedule, deadlines and totals agree with the lease', () => {
    for (const { truth, model } of packets) {
      const l = truth.lease;
      const exact = (l.premisesRsf / l.buildingRsf) * 100;
      expect(Math.abs(l.proRataSharePct - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
      const steps = l.rentSchedule;
      expect(steps[0]!.from).toBe(l.commencementDate);
      expect(steps[steps.length - 1]!.to).toBe(l.expirationDate);
      for (let i = 1; i < steps.length; i++) expect(steps[i]!.from).toBe(addDays(steps[i - 1]!.to, 1));
      const last = truth.statements[truth.statements.length - 1]!;
      expect(truth.deadlines).toEqual([
        { kind: 'AUDIT_WINDOW', date: addDays(last.statementDate, l.auditWindowDays) },
      ]);
      expect(truth.totals.overchargeCents).toBe(sum(truth.errors.map((e) => e.amountCents)));
      const bill = truth.bills[0]!;
      expect(bill.totalCents).toBe(sum(model.bill.lines.map((x) => x.amountCents)));
      if (!truth.errors.some((e) => e.rule === 'RENT_ESCALATION_ERROR'))
        expect(bill.baseRentCents).toBe(scheduledRent(truth, bill.date));
      if (bill.lateFeeCents && !truth.errors.some((e) => e.rule === 'LATE_FEE_EXCESSIVE')) {
        const allowed =
          l.lateFee.pct !== null
            ? Math.round((bill.pastDueCents * l.lateFee.pct) / 100)
            : l.lateFee.flatCents;
        expect(bill.lateFeeCents).toBe(allowed);
      }
      for (const e of truth.errors) expect(e.amountCents).toBeGreaterThan(0);
    }
  });

  it('clean packets are really clean: lease share and fee, no excluded lines, on time, within the cap', () => {
    for (const { truth } of packets.filter((p) => p.truth.errors.length === 0)) {
      const l = truth.lease;
      const controllable: Record<number, number> = {};
      for (const s of truth.statements) {
        const cats = truth.meta.lineCategories[String(s.year)]!;
        expect(s.billedSharePct).toBe(l.proRataSharePct);
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.adminFeePct).toBe(l.adminFee?.pct ?? null);
        // amortized capital is the one excluded category a lease lets back in
        for (const c of cats) {
          const allowed = c.category === 'CAPITAL' && l.capitalAmortizationYears !== null;
          expect(l.excludedCategories.includes(c.category) && !allowed, `${truth.packetId} ${c.label}`).toBe(
            false,
          );
        }
        const deadline = addDays(`${s.year}-12-31`, l.reconciliationDeadlineDays);
        expect(s.statementDate <= deadline).toBe(true);
        controllable[s.year] = sum(
          s.lines.filter((_, i) => cats[i]!.category === 'CONTROLLABLE').map((x) => x.amountCents),
        );
        // labels never repeat within a clean statement (no duplicates)
        expect(new Set(s.lines.map((x) => x.label)).size).toBe(s.lines.length);
      }
      if (l.camCap) {
        const r = l.camCap.pct / 100;
        for (const s of truth.statements) {
          if (l.camCap.type === 'NON_CUMULATIVE') {
            const prior = controllable[s.year - 1];
            if (prior !== undefined) expect(controllable[s.year]!).toBeLessThanOrEqual(prior * (1 + r));
          } else {
            const b = l.camCap.baseYear!;
            const base = controllable[b];
            if (base !== undefined && s.year > b) {
              const n = s.year - b;
              const cap =
                l.camCap.type === 'CUMULATIVE_COMPOUNDING' ? base * (1 + r) ** n : base * (1 + r * n);
              expect(controllable[s.year]!).toBeLessThanOrEqual(cap);
            }
          }
        }
      }
    }
  });
});
