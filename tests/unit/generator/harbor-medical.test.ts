import { describe, expect, it } from 'vitest';
import { moneyWords, pctWords } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { monthRange, ordinalWords, perRsf, shareWords } from '../../generator/render/harbor-medical';
import type { Truth } from '../../generator/types';
import { addDays, isCam, modelAndTruth, packetTexts, scheduledRent } from './helpers';

/** Family harbor-medical (decision 0057): its distinctive features, and truth that foots. */

const FAMILY = 'harbor-medical' as const;
const usd = (c: number) =>
  `${c < 0 ? '-' : ''}$${(Math.abs(c) / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const texts = packetTexts;

describe('harbor-medical formats', () => {
  it('ordinals, the share in words and hundredths, per-RSF figures and service periods', () => {
    expect(ordinalWords(60)).toBe('sixtieth');
    expect(ordinalWords(90)).toBe('ninetieth');
    expect(ordinalWords(120)).toBe('one hundred twentieth');
    expect(ordinalWords(180)).toBe('one hundred eightieth');
    expect(ordinalWords(365)).toBe('three hundred sixty-fifth');
    expect(shareWords(2.41, 2)).toBe('Two and 41/100 percent (2.41%)');
    expect(shareWords(3.03, 2)).toBe('Three and 03/100 percent (3.03%)');
    expect(shareWords(4, 2)).toBe('Four percent (4.00%)');
    expect(shareWords(4.5231, 4)).toBe('4.5231%');
    expect(perRsf(1_234_567, 98_000)).toBe('$0.13');
    expect(monthRange('2026-01-01')).toBe('01/01/2026 - 01/31/2026');
    expect(monthRange('2024-02-01')).toBe('02/01/2024 - 02/29/2024');
  });
});

describe('harbor-medical documents', () => {
  it('lease: Reference Pages then Standard Lease Provisions, areas in different places, fees in words and figures', async () => {
    for (const seed of [7101, 7102, 7107, 7121]) {
      const spec = randomPacketSpec(seed, { errors: seed !== 7121, family: FAMILY });
      const { out, model } = await texts(spec);
      const l = model.lease;
      const lease = out['lease.pdf']!;
      const text = lease.text;
      const page1 = lease.pages[0]!;
      expect(page1).toContain('REFERENCE PAGES');
      expect(page1).toContain('BASIC LEASE INFORMATION');
      expect(page1).toContain(
        `8. Rentable Area of the Premises: ${l.premisesRsf.toLocaleString('en-US')} rentable square feet`,
      );
      // the building's area is stipulated in the provisions, not in the Reference Pages
      expect(page1).not.toContain(l.buildingRsf.toLocaleString('en-US'));
      expect(text).toContain(
        `The Rentable Area of the Building is ${l.buildingRsf.toLocaleString('en-US')} rentable square feet`,
      );
      expect(text.indexOf('STANDARD LEASE PROVISIONS')).toBeGreaterThan(text.indexOf('REFERENCE PAGES'));
      expect(text).toContain('ARTICLE 4 - OPERATING EXPENSES AND TAXES');
      if (spec.lease.shareStated) expect(page1).toContain(shareWords(l.sharePct, spec.lease.shareDecimals));
      else expect(page1).toContain('As calculated under Section 4.1');
      if (l.adminFee) expect(text).toContain(`${pctWords(l.adminFee.pct)} (${l.adminFee.pct}%)`);
      if (l.mgmtFeeCapPct) expect(text).toContain(`${pctWords(l.mgmtFeeCapPct)} (${l.mgmtFeeCapPct}%)`);
      if (l.lateFee.pct !== null) expect(text).toContain(`${pctWords(l.lateFee.pct)} (${l.lateFee.pct}%)`);
      else expect(text).toContain(moneyWords(l.lateFee.flatCents!));
      if (l.baseYearExpensesCents !== null) expect(text).toContain(usd(l.baseYearExpensesCents));
      const n = l.auditWindowDays;
      expect(
        text.includes(`(${n}th) day after Tenant's receipt of the Expense Statement`) ||
          text.includes(`(${n}) days after Tenant receives the Expense Statement`),
      ).toBe(true);
      // the percent form states only the first year's installment; the tables state every one
      const stated = l.rent.form === 'PERCENT' ? l.rent.steps.slice(0, 1) : l.rent.steps;
      for (const s of stated) expect(text).toContain(usd(s.monthlyRentCents));
    }
  });

  it('statement: a cover letter with the result in prose, then a detail page with per-RSF figures and group totals', async () => {
    for (const seed of [7101, 7104, 7106, 7122]) {
      const spec = randomPacketSpec(seed, { errors: seed !== 7122, family: FAMILY });
      const { out, model } = await texts(spec);
      for (const s of model.statements) {
        const st = out[s.file]!;
        const cover = st.pages[0]!;
        const detail = st.pages[1]!;
        expect(st.pages.length).toBeGreaterThanOrEqual(2);
        expect(cover).toContain(`Re: ${s.year} Operating Expense Reconciliation`);
        expect(cover).toContain(usd(s.numbers.totalDue));
        expect(cover).toContain(usd(s.numbers.estimates));
        expect(cover).toContain(usd(Math.abs(s.numbers.balance)));
        expect(cover).not.toContain('Per RSF');
        expect(detail).toContain('OPERATING EXPENSE RECONCILIATION DETAIL');
        expect(detail).toMatch(/Description (Actual Adjusted \(\d+%\)|Annual Amount) Per RSF/);
        for (const ln of s.lines) {
          expect(detail).toContain(`${usd(ln.amountCents)} ${perRsf(ln.amountCents, s.shareDenRsf)}`);
        }
        const ops = s.lines.filter((x) => x.section === 'CAM' || x.section === 'UTIL');
        const opsTotal = sum(ops.map((x) => x.amountCents));
        expect(detail).toContain(
          `Total Operating Expenses ${s.lines.some((x) => x.actualCents !== null) ? `${usd(sum(ops.map((x) => x.actualCents ?? x.amountCents)))} ` : ''}${usd(opsTotal)}`,
        );
        expect(detail).toContain('Total Taxes');
        expect(detail).toContain(
          `TOTAL EXPENSES ${usd(s.numbers.pool)} ${perRsf(s.numbers.pool, s.shareDenRsf)}`,
        );
        expect(detail).toContain(
          `Less: Estimated Payments (12 x ${usd(s.monthlyEstimateCents)}) ${usd(-s.numbers.estimates)}`,
        );
        expect(detail).toContain(usd(s.numbers.balance));
        // every figure of the detail carries "$": no bare 1,234.56 outside the line labels
        const bare = s.lines
          .reduce((t, ln) => t.replace(ln.label, ''), detail)
          .match(/(?<![$\d,.])\d{1,3}(,\d{3})*\.\d{2}\b/g);
        expect(bare).toBeNull();
      }
    }
  });

  it('bill: a Rent Invoice with an account summary box and a service period per charge', async () => {
    for (const seed of [7101, 7103, 7122]) {
      const spec = randomPacketSpec(seed, { errors: seed !== 7122, family: FAMILY });
      const { out, model } = await texts(spec);
      const b = model.bill;
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('RENT INVOICE');
      expect(bill).toContain(`Balance Forward ${usd(b.pastDueCents)}`);
      expect(bill).toContain(`TOTAL AMOUNT DUE ${usd(b.totalCents)}`);
      const charges = b.lines.filter((x) => x.kind !== 'PAST_DUE');
      expect(bill).toContain(`New Charges ${usd(sum(charges.map((x) => x.amountCents)))}`);
      expect(bill).toContain(`Base Rent ${monthRange(b.month)} ${usd(b.baseRentCents)}`);
      for (const ln of charges) expect(bill).toContain(usd(ln.amountCents));
      if (b.lateFeeCents) expect(bill).toMatch(/Late Charge - \d\d\/\d{4} Rent/);
    }
  });
});

describe('harbor-medical truth', () => {
  const packets = Array.from({ length: 30 }, (_, i) => 7000 + i).flatMap((seed) => [
    modelAndTruth(randomPacketSpec(seed, { family: FAMILY })),
    modelAndTruth(randomPacketSpec(seed, { errors: true, family: FAMILY })),
  ]);
  const hasError = (t: Truth, rule: string, year: number) =>
    t.errors.some((e) => e.rule === rule && e.year === year);

  it('the family fixes its forms and draws both base-year and net leases', () => {
    const specs = packets.map((p) => p.truth.meta.spec);
    for (const s of specs) {
      expect(s.family).toBe(FAMILY);
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'REFERENCE_PAGES',
        'COVER_DETAIL',
        'RENT_INVOICE',
      ]);
      expect(s.amendment).toBeNull();
      expect(s.letter).toBe(false);
    }
    expect(new Set(specs.map((s) => s.leaseType))).toEqual(new Set(['NNN', 'BASE_YEAR']));
    expect(specs.some((s) => s.terms.grossUp)).toBe(true);
  });

  it('statements foot, clean packets are clean, errors are priced, the audit window follows the last statement', () => {
    for (const { truth, model } of packets) {
      const l = truth.lease;
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        const cats = truth.meta.lineCategories[String(s.year)]!;
        const mathErr = hasError(truth, 'MATH_ERROR', s.year);
        expect(math.shareMode).toBe('TOTAL');
        if (!mathErr) {
          expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
          const base =
            math.baseDeductionCents !== null
              ? Math.max(0, s.totalCents - math.baseDeductionCents)
              : s.totalCents;
          expect(Math.abs(s.tenantShareCents - (base * s.billedSharePct) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-6,
          );
          expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
        }
        if (math.adminFeePct !== null && math.adminFeeBase === 'CAM' && !mathErr) {
          const camPool = sum(s.lines.filter((_, i) => isCam(cats[i]!.category)).map((x) => x.amountCents));
          expect(Math.abs(math.camShareCents! - (camPool * s.billedSharePct) / 100)).toBeLessThanOrEqual(
            0.5 + 1e-6,
          );
        }
        if (truth.errors.length === 0) expect(s.billedSharePct).toBe(l.proRataSharePct);
      }
      const last = truth.statements[truth.statements.length - 1]!;
      expect(truth.deadlines).toEqual([
        { kind: 'AUDIT_WINDOW', date: addDays(last.statementDate, l.auditWindowDays) },
      ]);
      const bill = truth.bills[0]!;
      expect(bill.totalCents).toBe(sum(model.bill.lines.map((x) => x.amountCents)));
      if (!truth.errors.some((e) => e.rule === 'RENT_ESCALATION_ERROR'))
        expect(bill.baseRentCents).toBe(scheduledRent(truth, bill.date));
      for (const e of truth.errors) expect(e.amountCents).toBeGreaterThan(0);
      expect(truth.totals.overchargeCents).toBe(sum(truth.errors.map((e) => e.amountCents)));
    }
  });
});
