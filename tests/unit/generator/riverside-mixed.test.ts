/**
 * Generator family riverside-mixed (decision 0061): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency
 * of its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { riversideMoney } from '../../generator/render/riverside-mixed';
import { buildingOf } from '../../generator/render/riverside-mixed-building';
import {
  expectDeadlineAndPricedErrors,
  expectSameSeedSameBytes,
  expectShareIsAreaRatio,
  expectStatementFiguresPrinted,
  familyPackets,
  heldOutPacket,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'riverside-mixed' as const;

/** The family's seeds in tests/families.json, rendered as text (the two scanned ones included). */
const HELD_OUT = [11101, 11102, 11103, 11104, 11105, 11106, 11107, 11108, 11109, 11110, 11121, 11122];

describe('generator family riverside-mixed (decision 0061)', () => {
  it('formats: "$" and cents, credits with a "CR" suffix', () => {
    expect(riversideMoney(123456)).toBe('$1,234.56');
    expect(riversideMoney(-123456)).toBe('$1,234.56 CR');
    expect(riversideMoney(0)).toBe('$0.00');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail NNN, office sometimes base-year', async () => {
    await expectSameSeedSameBytes(family, 11150);
    const seen = new Set<string>();
    for (let seed = 11100; seed < 11160; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'RESTATED_SUMMARY',
        'LETTER_SCHEDULE',
        'BALANCE_INVOICE',
      ]);
      expect([s.family, s.letter, s.amendment, s.terms.grossUp]).toEqual([family, false, null, false]);
      expect(['retail', 'office']).toContain(s.kind);
      seen.add(`${s.kind}/${s.leaseType}`).add(s.lease.rent);
    }
    for (const k of ['retail/NNN', 'office/NNN', 'office/BASE_YEAR', 'PERCENT', 'TABLE', 'PER_RSF'])
      expect(seen).toContain(k);
  });

  it('lease: Amended and Restated, the Summary of Basic Terms grid, numbered capital sections, Exhibit C', async () => {
    for (const seed of [11101, 11104, 11107, 11121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 11120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain('AMENDED AND RESTATED LEASE AGREEMENT');
      expect(lease).toContain('SUMMARY OF BASIC TERMS');
      expect(lease).toContain(
        `Rentable Area of the Premises: approximately ${commas(l.premisesRsf)} rentable square feet`,
      );
      expect(lease).toContain(`approximately ${commas(l.buildingRsf)} rentable square feet`);
      expect(lease).toContain(
        `Monthly Base Rent: ${riversideMoney(l.rent.steps[0]!.monthlyRentCents)} per month`,
      );
      if (spec.lease.shareStated)
        expect(lease).toContain(`Tenant's Percentage: ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`);
      for (const s of l.rent.steps.slice(1)) expect(lease).toContain(fmtDate(s.from, 'LONG'));
      if (l.rent.form === 'PERCENT')
        expect(lease).toContain(`by ${l.rent.escalationPct}% of the Monthly Base Rent`);
      else for (const s of l.rent.steps) expect(lease).toContain(riversideMoney(s.monthlyRentCents));
      for (const h of [
        '3. MONTHLY BASE RENT',
        '4. OPERATING COSTS AND TAX COSTS',
        '5. EXAMINATION OF RECORDS',
        '6. LATE CHARGE',
      ])
        expect(lease).toContain(h);
      expect(lease).toContain('EXHIBIT C OPERATING COSTS AND TAX COSTS');
      expect(lease).toMatch(/3\. Operating Costs and Tax Costs shall not include: \(i\) .*; \(ii\) /);
      expect(lease).toMatch(
        new RegExp(`Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each calendar year`),
      );
      expect(lease).toMatch(
        new RegExp(
          `at any time within [a-z -]*\\(?${l.auditWindowDays}\\)? days following the furnishing by Landlord`,
        ),
      );
      expect(lease).toMatch(
        new RegExp(`unpaid for [a-z -]*\\(?${l.lateFee.graceDays}\\)? calendar days after it becomes due`),
      );
      if (l.baseYear !== null) {
        expect(lease).toContain(`Base Year: calendar year ${l.baseYear}`);
        expect(lease).toContain(`Base Operating Costs: ${riversideMoney(l.baseYearExpensesCents!)}`);
      }
    }
  });

  it('statement: a letter with the figures in a two-column block, then the schedule in two side-by-side columns', async () => {
    for (const seed of [11101, 11103, 11107, 11121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 11120, family });
      const { out, model } = await packetTexts(spec);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        const [letter, schedule] = [doc.pages[0]!, doc.pages[1]!];
        expect(doc.pages.length).toBe(2);
        const n = s.numbers;
        expect(letter).toContain(fmtDate(s.date, 'LONG'));
        expect(letter).toMatch(/Dear [^:]+: Enclosed is the reconciliation of Operating Costs and Tax Costs/);
        expect(letter).toContain(`Total Operating Costs for ${s.year} ${riversideMoney(n.pool)}`);
        expect(letter).toContain(`Your Percentage ${s.sharePct.toFixed(s.shareDecimals)}%`);
        expect(letter).toContain(`Your Share ${riversideMoney(n.tenantShare)}`);
        if (s.base)
          expect(letter).toContain(
            `Less Base Year (${s.base.year}) Operating Costs ${riversideMoney(-s.base.deductionCents)}`,
          );
        expect(letter).toContain(
          `Less Payments Made (${s.estimateMonths} months at ${riversideMoney(s.monthlyEstimateCents)}) ${riversideMoney(-n.estimates)}`,
        );
        expect(letter).toMatch(new RegExp(`Amount Due( \\(Credit\\))? \\${riversideMoney(n.balance)}`));
        expect(schedule).toContain(`Schedule of Operating Costs - ${s.year}`);
        // two columns: line i of the left half is followed on its row by line i of the right half
        const half = Math.ceil(s.lines.length / 2);
        const a = s.lines[0]!;
        const b = s.lines[half]!;
        expect(schedule).toContain(`${riversideMoney(a.amountCents)} ${b.label}`);
        expect(schedule).toContain(`Total Operating Costs ${s.year} ${riversideMoney(n.pool)}`);
      }
    }
  });

  it('bill: a numbered invoice with lines and Previous Balance / Payments Received / New Charges / Total Amount Due', async () => {
    for (const seed of [11101, 11102, 11110, 11122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 11120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const bill = out['bill.pdf']!.text;
      const { invoiceSeq } = buildingOf(model);
      expect(bill).toContain(
        `INVOICE No. ${b.month.slice(0, 4)}-${b.month.slice(5, 7)}${String(invoiceSeq).padStart(2, '0')}`,
      );
      expect(bill).toContain('Description Period Amount');
      expect(bill).toContain(`Monthly Base Rent `);
      expect(bill).toContain(riversideMoney(b.baseRentCents));
      expect(bill).toContain(`Total Amount Due ${riversideMoney(b.totalCents)}`);
      if (b.pastDueCents) {
        expect(bill).toContain(`Previous Balance ${riversideMoney(b.pastDueCents)} Payments Received $0.00`);
        expect(bill).toContain('Late Fee - ');
        expect(bill).toContain(riversideMoney(b.lateFeeCents));
      } else expect(bill).toMatch(/Previous Balance (\$[\d,.]+) Payments Received \1 CR/);
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 11120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(riversideMoney(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expectStatementFiguresPrinted(truth, out, riversideMoney);
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents, b.totalCents].filter((x) => x))
        expect(bill).toContain(riversideMoney(v));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`Your Percentage ${s!.sharePct.toFixed(s!.shareDecimals)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative Fee (${s!.fee!.pct}% `);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(ln.label.slice(0, 24));
            expect(st).toContain(riversideMoney(ln.amountCents));
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') expect(sum(s!.lines.map((x) => x.amountCents))).not.toBe(n.pool);
            else if (s!.mathWhere === 'SHARE')
              expect(Math.round(((n.excess ?? n.pool) * s!.sharePct) / 100)).not.toBe(n.tenantShare);
            else expect(n.totalDue - n.estimates).not.toBe(n.balance);
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain('Late Fee - ');
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(
              `Monthly Base Rent ${fmtMonth(model.bill.month)} ${riversideMoney(b.baseRentCents)}`,
            );
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(fmtDate(s!.date, 'LONG'));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('truth foots: share of the total (or of the excess), fee, estimates and balance; clean packets are clean', () => {
    const packets = familyPackets(family, 11100, 40);
    for (const { truth } of packets) {
      const l = truth.lease;
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.shareMode).toBe('TOTAL');
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        const shared = s.totalCents - (math.baseDeductionCents ?? 0);
        expect(s.tenantShareCents).toBe(Math.round((shared * s.billedSharePct) / 100));
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      if (truth.errors.length === 0)
        for (const s of truth.statements) expect(s.billedSharePct).toBe(l.proRataSharePct);
      expectDeadlineAndPricedErrors(truth);
    }
  });
});

/** "April 2025": the invoice's period column. */
function fmtMonth(iso: string): string {
  return fmtDate(iso, 'LONG').replace(/ \d+,/, '');
}
