/**
 * Generator family parkway-flex (decision 0059): its spec, its documents' distinctive features
 * (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of its
 * truth.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, commas, monthYear } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { scheduledRent } from '../../generator/model';
import { baseBreakdown, flexMoney, parkOf, RENT_ITEM, TERM_ITEM } from '../../generator/render/parkway-flex';
import {
  expectAdminFeeFoots,
  expectCleanStatements,
  expectDeadlineAndPricedErrors,
  expectSameSeedSameBytes,
  expectShareIsAreaRatio,
  expectStatementFiguresPrinted,
  familyPackets,
  heldOutPacket,
  sum,
} from './family-support';
import { packetTexts } from './helpers';

const family = 'parkway-flex' as const;
const dollars = (c: number) => `$${flexMoney(c)}`;
const numeric = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The family's seeds in tests/families.json, rendered as text (the two scanned ones included). */
const HELD_OUT = [9101, 9102, 9103, 9104, 9105, 9106, 9107, 9108, 9109, 9110, 9121, 9122];

describe('generator family parkway-flex (decision 0059)', () => {
  it('formats: no "$", negatives with a leading minus', () => {
    expect(flexMoney(-123456)).toBe('-1,234.56');
    expect(flexMoney(123456)).toBe('1,234.56');
    expect(flexMoney(5)).toBe('0.05');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office or flex, sometimes amended', async () => {
    await expectSameSeedSameBytes(family, 9150);
    const types = new Set<string>();
    const amendments = new Set<string>();
    for (let seed = 9100; seed < 9140; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'FUNDAMENTAL_PROVISIONS',
        'VARIANCE_EXPORT',
        'CHARGE_GRID',
      ]);
      expect([s.family, s.letter]).toEqual([family, false]);
      expect(['office', 'industrial']).toContain(s.kind);
      types.add(s.leaseType);
      amendments.add(String(s.amendment));
    }
    expect([...types].sort()).toEqual(['BASE_YEAR', 'NNN']);
    expect([...amendments].sort()).toEqual(['EXTENSION', 'RENT_CHANGE', 'null']);
  });

  it('lease: lettered Fundamental Lease Provisions (caption, then data), quoted definitions, exclusions inside the definition', async () => {
    for (const seed of [9101, 9104, 9105, 9106, 9121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 9120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain('STANDARD MULTI-TENANT OFFICE/FLEX LEASE');
      expect(lease).toContain(parkOf(model).name.toUpperCase());
      expect(lease).toMatch(/ARTICLE 1 FUNDAMENTAL LEASE PROVISIONS Section 1\.01\./);
      expect(lease).toMatch(
        new RegExp(`[A-Z]\\. Rentable Area of the Premises: ${commas(l.premisesRsf)} rentable square feet`),
      );
      expect(lease).toMatch(
        new RegExp(`[A-Z]\\. Rentable Area of the Building: ${commas(l.buildingRsf)} rentable square feet`),
      );
      // the building's area comes after the rent and the share, as in the Prudential Basic Data
      expect(lease.indexOf('Rentable Area of the Building:')).toBeGreaterThan(
        lease.indexOf("Tenant's Proportionate Share:"),
      );
      if (spec.lease.shareStated)
        expect(lease).toContain(
          `Tenant's Proportionate Share: ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`,
        );
      if (l.rent.form === 'PERCENT') expect(lease).toContain(dollars(l.rent.steps[0]!.monthlyRentCents));
      else {
        expect(lease).toContain('Lease Year');
        expect(lease).toContain('Monthly Installment');
        // the original schedule (an amendment's steps are in amendment.pdf)
        for (const step of l.rent.steps) expect(lease).toContain(dollars(step.monthlyRentCents));
      }
      expect(lease).toContain('"Operating Expense Year" means each calendar year');
      expect(lease).toMatch(/shall not include: \(i\) .*\(ii\) .*\(iii\) /);
      if (l.leaseType === 'BASE_YEAR') {
        expect(lease).toContain(`Base Year: Calendar year ${l.baseYear}`);
        expect(lease).toContain(`${dollars(l.baseYearExpensesCents!)})`);
        expect(lease).toContain('"Base Operating Expenses" means');
      } else expect(lease).toContain('This Lease is a net lease.');
      expect(lease).toMatch(
        new RegExp(
          `No later than [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each Operating Expense Year`,
        ),
      );
      expect(lease).toMatch(new RegExp(`\\(?${l.auditWindowDays}\\)? days after`));
      // references to the items follow their letters, and the amendment amends the same items
      expect(lease).toContain(`${TERM_ITEM}. Term:`);
      expect(lease).toContain(`${RENT_ITEM}. Annual Base Rent:`);
      expect(lease).toContain(`Annual Base Rent stated in Item ${RENT_ITEM} of Section 1.01`);
    }
  });

  it("First Amendment: the fund's form amends the lettered items; an extension or new rent from a Lease Year on", async () => {
    const seen = new Set<string>();
    for (let seed = 9100; seed < 9140 && seen.size < 2; seed++) {
      const spec = randomPacketSpec(seed, { errors: true, family });
      if (!spec.amendment || seen.has(spec.amendment)) continue;
      seen.add(spec.amendment);
      const { out, model } = await packetTexts(spec);
      const a = model.lease.amendment!;
      const text = out['amendment.pdf']!.text;
      expect(text).toContain('FIRST AMENDMENT TO LEASE');
      expect(text).toContain(`Item ${RENT_ITEM} of Section 1.01 of the Lease`);
      if (a.kind === 'EXTENSION') {
        expect(text).toContain(`Item ${TERM_ITEM} of Section 1.01`);
        expect(text).toMatch(/expiring on [A-Z][a-z]+ \d+, \d{4}, which is the Expiration Date/);
      } else expect(text).toMatch(/for Lease Year \d+ and each Lease Year after it is deleted and replaced/);
      if (a.form === 'TABLE') for (const s of a.steps) expect(text).toContain(dollars(s.monthlyRentCents));
      else expect(text).toContain(`installments of ${dollars(a.steps[0]!.monthlyRentCents)}`);
    }
    expect([...seen].sort()).toEqual(['EXTENSION', 'RENT_CHANGE']);
  });

  it('statement: a GL export with Budget/Actual/Variance or Current/Base Year/Increase, no "$", leading-minus credits, Page n of N', async () => {
    for (const seed of [9102, 9104, 9106, 9107, 9121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 9120, family });
      const { out, model } = await packetTexts(spec);
      for (const s of model.statements) {
        const st = out[s.file]!;
        const n = s.numbers;
        expect(st.pages[0]).toMatch(/Page 1 of \d/);
        expect(st.text).toContain(`Period: 01/01/${s.year} - 12/31/${s.year}`);
        expect(st.text).toContain(numeric(s.date));
        expect(st.text).toMatch(/GL Account Description/);
        expect(st.text).toMatch(/6\d\d0-000 /);
        if (s.base) {
          expect(st.text).toContain('OPERATING EXPENSE ESCALATION STATEMENT');
          expect(st.text).toContain(`Base Year ${s.base.year}`);
          const col = baseBreakdown(model, s);
          expect(sum(col)).toBe(s.base.deductionCents);
          expect(st.text).toContain(flexMoney(-s.base.deductionCents));
          expect(st.text).toContain(`Expense Excess ${flexMoney(n.excess!)}`);
        } else {
          expect(st.text).toContain('ANNUAL CAM & OPERATING EXPENSE RECONCILIATION');
          expect(st.text).toMatch(/Budget .*Actual .*Variance/);
        }
        for (const ln of s.lines) expect(st.text).toContain(flexMoney(ln.amountCents));
        expect(st.text).toContain(flexMoney(n.pool));
        expect(st.text).toContain(`${s.sharePct.toFixed(4)}%`);
        expect(st.text).toContain(flexMoney(n.tenantShare));
        expect(st.text).toContain(
          `(${s.estimateMonths} x ${flexMoney(s.monthlyEstimateCents)}) ${flexMoney(-n.estimates)}`,
        );
        expect(st.text).toMatch(
          new RegExp(`(BALANCE DUE FROM TENANT|OVERPAYMENT - CREDIT TO TENANT) ${flexMoney(n.balance)}`),
        );
        if (s.fee) expect(st.text).toContain(`Administrative Fee @ ${s.fee.pct.toFixed(2)}%`);
        // no "$" glued to a figure outside the labels (an amortized capital label names its cost)
        expect(s.lines.reduce((t, ln) => t.replace(ln.label, ''), st.text)).not.toMatch(
          /\$\d|\(\d[\d,]*\.\d\d\)/,
        );
      }
    }
  });

  it('bill: a statement of charges, rows by period and columns by charge type, with row and column totals', async () => {
    for (const seed of [9102, 9103, 9104, 9107, 9121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 9120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('STATEMENT OF CHARGES');
      expect(bill).toContain(`Billing Period ${monthYear(b.month)}`);
      expect(bill).toMatch(new RegExp(`${monthYear(b.month)} - Current ${flexMoney(b.baseRentCents)} `));
      expect(bill).toMatch(new RegExp(`TOTAL AMOUNT DUE .*${flexMoney(b.totalCents)} PAYMENT INSTRUCTIONS`));
      if (b.pastDueCents) {
        const prev = addMonths(b.month, -1);
        const unpaid = new RegExp(
          `${monthYear(prev)} - Unpaid ${flexMoney(scheduledRent(model.lease.rentSchedule, prev))} .*?${flexMoney(b.pastDueCents)} `,
        );
        expect(bill).toMatch(unpaid);
        expect(bill).toContain(`${flexMoney(b.lateFeeCents)} ${flexMoney(b.lateFeeCents)}`);
      }
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      // the scanned two are read from their text rendering: the same documents before scanning
      const { spec, out, model, truth } = await heldOutPacket(family, seed, seed < 9120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      // the rent schedule: each step in the lease or the amendment (or the first step of a % form)
      const leaseAndAmendment = lease + (out['amendment.pdf']?.text ?? '');
      const pctForm = spec.lease.rent === 'PERCENT' || model.lease.amendment?.form === 'PERCENT';
      if (!pctForm)
        for (const step of truth.lease.rentSchedule)
          expect(leaseAndAmendment).toContain(dollars(step.monthlyRentCents));
      else expect(leaseAndAmendment).toContain(dollars(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expectStatementFiguresPrinted(truth, out, flexMoney);
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.totalCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(flexMoney(v));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`${s!.sharePct.toFixed(4)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`@ ${s!.fee!.pct.toFixed(2)}%`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(`${ln.label.slice(0, 40)}`);
            expect(st).toContain(flexMoney(ln.amountCents));
            break;
          }
          case 'MATH_ERROR': {
            // the printed figure that does not follow from the printed figures before it
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(st).toContain(flexMoney(n.pool));
              expect(sum(s!.lines.map((x) => x.amountCents))).not.toBe(n.pool);
            } else if (s!.mathWhere === 'SHARE') {
              expect(st).toContain(flexMoney(n.tenantShare));
              const shared = s!.base ? n.excess! : n.pool;
              expect(Math.round((shared * s!.sharePct) / 100)).not.toBe(n.tenantShare);
            } else {
              expect(st).toContain(flexMoney(n.balance));
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(flexMoney(b.lateFeeCents));
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(flexMoney(b.baseRentCents));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(numeric(s!.date));
            break;
          default:
            break;
        }
      }
    }
  }, 60_000);

  it('truth foots: share of the total (or of the excess over the base), fee, estimates and balance; clean packets are clean', () => {
    const packets = familyPackets(family, 9100, 40);
    for (const { truth, model } of packets) {
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.shareMode).toBe('TOTAL');
        const stmt = model.statements.find((x) => x.year === s.year)!;
        if (stmt.base) expect(sum(baseBreakdown(model, stmt))).toBe(stmt.base.deductionCents);
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        const shared =
          math.baseDeductionCents !== null ? s.totalCents - math.baseDeductionCents : s.totalCents;
        expect(s.tenantShareCents).toBe(Math.round((shared * s.billedSharePct) / 100));
        expectAdminFeeFoots(s, math);
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
    }
  });
});
