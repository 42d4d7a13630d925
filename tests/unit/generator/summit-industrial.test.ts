/**
 * Generator family summit-industrial (decision 0060): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency
 * of its truth.
 */
import { describe, expect, it } from 'vitest';
import { addMonths, commas } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { scheduledRent } from '../../generator/model';
import { amount, dmy, pctChange, summitMoney } from '../../generator/render/summit-industrial';
import { monthsOfTerm } from '../../generator/render/summit-industrial-lease';
import { parkOf } from '../../generator/render/summit-industrial-park';
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

const family = 'summit-industrial' as const;

/** The family's seeds in tests/families.json, rendered as text (the two scanned ones included). */
const HELD_OUT = [10101, 10102, 10103, 10104, 10105, 10106, 10107, 10108, 10109, 10110, 10121, 10122];

describe('generator family summit-industrial (decision 0060)', () => {
  it('formats: "$" on every figure, credits "($1,234.56)", dates "15-Mar-2025", % change, history minus', () => {
    expect(summitMoney(-123456)).toBe('($1,234.56)');
    expect(summitMoney(123456)).toBe('$1,234.56');
    expect(amount(-123456)).toBe('-1,234.56');
    expect(dmy('2025-03-05')).toBe('05-Mar-2025');
    expect(pctChange(10000, 10350)).toBe('3.5%');
    expect(pctChange(10000, 9690)).toBe('(3.1%)');
    expect(pctChange(undefined, 5)).toBe('n/a');
    expect(monthsOfTerm('2021-06-01', '2022-06-01', '2023-05-31')).toEqual([13, 24]);
  });

  it('same seed, same spec and bytes; the family fixes its forms; industrial NNN only', async () => {
    await expectSameSeedSameBytes(family, 10150);
    const rents = new Set<string>();
    for (let seed = 10100; seed < 10140; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'AIR_NET_FORM',
        'YEAR_OVER_YEAR',
        'ACCOUNT_HISTORY',
      ]);
      expect([s.family, s.kind, s.leaseType, s.letter, s.amendment, s.terms.grossUp]).toEqual([
        family,
        'industrial',
        'NNN',
        false,
        null,
        false,
      ]);
      rents.add(s.lease.rent);
    }
    expect([...rents].sort()).toEqual(['PERCENT', 'PER_RSF', 'TABLE']);
  });

  it('lease: Basic Provisions 1.1-1.12 filled in, printed 4.2 and 13.4, the Addendum with rent, exclusions, deadline and audit', async () => {
    for (const seed of [10101, 10104, 10105, 10108, 10121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 10120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const park = parkOf(model);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain('STANDARD INDUSTRIAL/COMMERCIAL MULTI-TENANT LEASE - NET');
      for (const n of [
        '1.1 Parties:',
        '1.2(a) Premises:',
        '1.3 Term:',
        '1.5 Base Rent:',
        '1.12 Attachments.',
      ])
        expect(lease).toContain(n);
      expect(lease).toContain(
        `Building ${park.building}, consisting of approximately ${commas(l.premisesRsf)} square feet`,
      );
      expect(lease).toContain(
        `containing approximately ${commas(l.buildingRsf)} square feet in the aggregate`,
      );
      expect(lease).toContain(
        `1.5 Base Rent: ${summitMoney(l.rent.steps[0]!.monthlyRentCents)} per month ("Base Rent"), payable on the first day of each month`,
      );
      if (spec.lease.shareStated)
        expect(lease).toContain(
          `Lessee's Share of Common Area Operating Expenses: ${l.sharePct.toFixed(spec.lease.shareDecimals)}% (percent)`,
        );
      if (l.rent.form !== 'PERCENT')
        l.rent.steps.forEach((s) => {
          const [a, b] = monthsOfTerm(l.commencement, s.from, s.to);
          expect(lease).toMatch(new RegExp(`Months ${a}-${b} .*?\\${summitMoney(s.monthlyRentCents)}`));
        });
      expect(lease).toContain('(v) Real Property Taxes (as defined in Paragraph 10).');
      expect(lease).toMatch(/51\. Exclusions from Common Area Operating Expenses\. .* \(a\) .*; \(b\) /);
      expect(lease).toContain('13.4 Late Charges.');
      expect(lease).toMatch(new RegExp(`within ${l.lateFee.graceDays} days after such amount shall be due`));
      expect(lease).toMatch(
        new RegExp(
          `53\\. Annual Reconciliation\\. Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each calendar year`,
        ),
      );
      expect(lease).toMatch(
        new RegExp(
          `within [a-z -]*\\(?${l.auditWindowDays}\\)? days after Lessee's receipt of such statement`,
        ),
      );
      if (l.capitalAmortYears) expect(lease).toContain(`1/${l.capitalAmortYears * 12}th of the cost`);
    }
  });

  it('statement: prior and current actuals side by side with % change, groups, the tenant block on the current year', async () => {
    for (const seed of [10101, 10103, 10105, 10109, 10121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 10120, family });
      const { out, model } = await packetTexts(spec);
      for (const s of model.statements) {
        const st = out[s.file]!.text;
        const n = s.numbers;
        expect(st).toContain(`${s.year} OPERATING EXPENSE RECONCILIATION`);
        expect(st).toContain(`Description ${s.year - 1} Actual ${s.year} Actual % Change`);
        expect(st).toContain(`Statement Date: ${dmy(s.date)}`);
        for (const g of ['COMMON AREA MAINTENANCE', 'REAL ESTATE TAXES', 'INSURANCE'])
          expect(st).toContain(g);
        for (const ln of s.lines) {
          const pv = s.prior?.amounts[ln.key];
          const cells =
            pv === undefined ? [summitMoney(ln.amountCents)] : [summitMoney(pv), summitMoney(ln.amountCents)];
          expect(st).toContain(`${ln.label} ${[...cells, pctChange(pv, ln.amountCents)].join(' ')}`);
        }
        expect(st).toMatch(new RegExp(`TOTAL OPERATING EXPENSES .*?\\${summitMoney(n.pool)}`));
        expect(st).toContain(`Share % ${s.sharePct.toFixed(s.shareDecimals)}%`);
        expect(st).toContain(
          `Tenant's Share (${s.sharePct.toFixed(s.shareDecimals)}% x ${summitMoney(n.pool)}) ${summitMoney(n.tenantShare)}`,
        );
        expect(st).toContain(
          `Less: Estimated Payments Billed (${s.estimateMonths} x ${summitMoney(s.monthlyEstimateCents)}) ${summitMoney(-n.estimates)}`,
        );
        expect(st).toContain(`Amount Due / (Refund) ${summitMoney(n.balance)}`);
        if (s.fee) expect(st).toContain(`Administrative Fee (${s.fee.pct}% `);
      }
    }
  });

  it('bill: an account history, a paid month cleared by a payment, the unpaid month and late charge, running balance', async () => {
    for (const seed of [10103, 10104, 10109, 10121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 10120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('ACCOUNT HISTORY');
      expect(bill).toMatch(/Payment - Thank You \([^)]+\) -[\d,]+\.\d\d 0\.00/);
      expect(bill).toContain(
        `Base Rent - ${dmy(b.month).slice(3).replace('-', ' ')} ${amount(b.baseRentCents)}`,
      );
      expect(bill).toMatch(new RegExp(`Balance Due \\${summitMoney(b.totalCents)}`));
      if (b.pastDueCents) {
        const prev = addMonths(b.month, -1);
        // the unpaid month's charges run the balance up to the past-due amount, with no payment after them
        expect(bill).toContain(amount(scheduledRent(model.lease.rentSchedule, prev)));
        expect(bill).toContain(` ${amount(b.pastDueCents)} `);
        expect(bill).toContain(`${amount(b.lateFeeCents)} ${amount(b.pastDueCents + b.lateFeeCents)}`);
      }
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { spec, out, model, truth } = await heldOutPacket(family, seed, seed < 10120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      if (spec.lease.rent !== 'PERCENT')
        for (const step of truth.lease.rentSchedule)
          expect(lease).toContain(summitMoney(step.monthlyRentCents));
      else expect(lease).toContain(summitMoney(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expectStatementFiguresPrinted(truth, out, summitMoney);
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(amount(v));
      expect(bill).toContain(summitMoney(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`${s!.sharePct.toFixed(s!.shareDecimals)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative Fee (${s!.fee!.pct}% `);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            // a line with no prior-year figure (long labels wrap inside their cell)
            expect(st).toContain(ln.label.slice(0, 30));
            expect(st).toContain(`${summitMoney(ln.amountCents)} n/a`);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') expect(sum(s!.lines.map((x) => x.amountCents))).not.toBe(n.pool);
            else if (s!.mathWhere === 'SHARE')
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
            else expect(n.totalDue - n.estimates).not.toBe(n.balance);
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(`Late Charge - `);
            expect(bill).toContain(amount(b.lateFeeCents));
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(amount(b.baseRentCents));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            // the cap's base or prior year is in the packet, its figures in a statement
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('truth foots: share of the total, fee, estimates and balance; clean packets are clean', () => {
    const packets = familyPackets(family, 10100, 40);
    for (const { truth } of packets) {
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.shareMode).toBe('TOTAL');
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        expect(s.tenantShareCents).toBe(Math.round((s.totalCents * s.billedSharePct) / 100));
        expectAdminFeeFoots(s, math);
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
    }
  });
});
