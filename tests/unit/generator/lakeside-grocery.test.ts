/**
 * Generator family lakeside-grocery (decision 0063): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency
 * of its truth.
 */
import { describe, expect, it } from 'vitest';
import { addDays as addDaysIso, addMonths, commas, fmtDate, money, monthYear } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { lakesideMoney, POOLS } from '../../generator/render/lakeside-grocery';
import { centerOf } from '../../generator/render/lakeside-grocery-center';
import {
  esc,
  expectAdminFeeFoots,
  expectCleanStatements,
  expectDeadlineAndPricedErrors,
  expectInManifest,
  expectSameSeedSameBytes,
  expectShareIsAreaRatio,
  expectStatementFiguresPrinted,
  familyPackets,
  heldOutPacket,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'lakeside-grocery' as const;

/** The family's seeds in tests/families.json, rendered as text (the two scanned ones included). */
const HELD_OUT = [12101, 12102, 12103, 12104, 12105, 12106, 12107, 12108, 12109, 12110, 12121, 12122];

const M = lakesideMoney;
const numeric = (iso: string) => fmtDate(iso, 'NUMERIC');
describe('generator family lakeside-grocery (decision 0063)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0066 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, [12110, 12122], true);
  });

  it('formats: no "$", negatives with a leading minus, dates 03/04/2025', () => {
    expect(M(123456)).toBe('1,234.56');
    expect(M(-123456)).toBe('-1,234.56');
    expect(M(0)).toBe('0.00');
    expect(numeric('2025-03-04')).toBe('03/04/2025');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail NNN only, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 12150);
    const seen = new Set<string>();
    for (let seed = 12100; seed < 12160; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'NUMBERED_DEFINITIONS',
        'RECOVERY_ANALYSIS',
        'AGED_NOTICE',
      ]);
      expect([s.family, s.kind, s.leaseType, s.letter, s.amendment, s.terms.grossUp]).toEqual([
        family,
        'retail',
        'NNN',
        false,
        null,
        false,
      ]);
      seen.add(s.lease.rent);
      for (const e of s.errors) seen.add(e.rule);
    }
    for (const k of ['TABLE', 'PER_RSF', 'PERCENT', 'DUPLICATE_CHARGE', 'LATE_STATEMENT_WAIVER'])
      expect(seen).toContain(k);
    // the held-out seeds plant every rule the generator knows, about two per packet
    const planted = HELD_OUT.slice(0, 10).flatMap((seed) =>
      randomPacketSpec(seed, { errors: true, family }).errors.map((e) => e.rule),
    );
    expect(new Set(planted).size).toBeGreaterThanOrEqual(8);
    expect(planted.length).toBeGreaterThanOrEqual(18);
  });

  it('lease: Article I definitions 1.01-1.27 with the figures, Center Floor Area without the grocer, Schedule of Base Rent by Months', async () => {
    for (const seed of [12101, 12102, 12106, 12121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 12120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = centerOf(model);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain('SHOP SPACE LEASE');
      expect(lease).toContain('ARTICLE I DEFINITIONS');
      // the definitions are numbered 1.01 .. 1.27, in order, and alphabetical
      let at = 0;
      for (let k = 1; k <= 27; k++) {
        const next = lease.indexOf(`1.${String(k).padStart(2, '0')} "`, at);
        expect(next).toBeGreaterThan(at - 1);
        at = next;
      }
      expect(lease).toContain(
        `"Floor Area of the Premises" means approximately ${commas(l.premisesRsf)} square feet`,
      );
      expect(lease).toContain(
        `"Center Floor Area" means the Floor Area of the Shopping Center, excluding the Grocery Store Premises`,
      );
      expect(lease).toContain(`stipulate to be ${commas(l.buildingRsf)} square feet`);
      expect(lease).toContain(`containing approximately ${commas(c.grocerySf)} square feet of Floor Area`);
      expect(lease).toContain(
        `containing approximately ${commas(l.buildingRsf + c.grocerySf + c.outparcelSf)} square feet of Floor Area in the aggregate, including the Grocery Store Premises`,
      );
      if (spec.lease.shareStated)
        expect(lease).toContain(
          `"Tenant's Share" means ${l.sharePct.toFixed(spec.lease.shareDecimals)}%, being the Floor Area of the Premises divided by the Center Floor Area`,
        );
      expect(lease).toContain(`"Commencement Date" means ${fmtDate(l.commencement, 'LONG')}.`);
      expect(lease).toContain('"Schedule of Base Rent" means the following: Months of the Term');
      const annual1 =
        l.rent.form === 'PER_RSF'
          ? l.rent.psfRatesCents![0]! * l.premisesRsf
          : l.rent.steps[0]!.monthlyRentCents * 12;
      expect(lease).toMatch(new RegExp(`Months 1 - 12 (\\$[\\d.]+ )?${esc(money(annual1))}`));
      if (l.rent.form === 'PERCENT')
        expect(lease).toMatch(
          new RegExp(
            `Beginning with Month 13 .* shall increase by [a-z -]*\\(?${esc(String(l.rent.escalationPct))}%\\)? over`,
          ),
        );
      else
        for (let k = 0; k < l.rent.steps.length; k++)
          expect(lease).toContain(`Months ${12 * k + 1} - ${Math.min(12 * k + 12, l.termMonths)} `);
      if (l.rent.form !== 'PERCENT')
        for (const s of l.rent.steps) expect(lease).toContain(money(s.monthlyRentCents));
      if (l.rent.form === 'PER_RSF')
        expect(lease).toContain(
          `${money(l.rent.psfRatesCents![0]!)} ${money(l.rent.psfRatesCents![0]! * l.premisesRsf)} ${money(l.rent.steps[0]!.monthlyRentCents)}`,
        );
      expect(lease).toMatch(
        new RegExp(
          `deliver within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each calendar year`,
        ),
      );
      expect(lease).toMatch(
        new RegExp(
          `written notice given within [a-z -]*\\(?${l.auditWindowDays}\\)? days after Landlord delivers`,
        ),
      );
      expect(lease).toMatch(
        new RegExp(`within [a-z -]*\\(?${l.lateFee.graceDays}\\)? days after its due date`),
      );
      expect(lease).toMatch(
        /4\.06 Exclusions\. CAM Costs, Taxes and Insurance Costs shall not include: \(a\) .*; \(b\) /,
      );
      if (l.adminFee)
        expect(lease).toMatch(
          new RegExp(`"Administrative Fee" means an amount equal to [a-z -]*\\(?${l.adminFee.pct}%`),
        );
      else expect(lease).toContain('"Administrative Fee" Intentionally omitted.');
      expect(lease).toContain('3.02 Co-Tenancy.');
    }
  });

  it('statement: landscape Expense Recovery Analysis, stacked pools with prior / budget / actual / variance and a share per pool', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    for (const seed of [12101, 12103, 12107, 12121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 12120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      for (const s of model.statements) {
        const st = out[s.file]!.text;
        const n = s.numbers;
        const share = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        expect(st).toContain('EXPENSE RECOVERY ANALYSIS');
        expect(st).toContain(`For the Year Ended 12/31/${s.year}`);
        expect(st).toContain(`Run Date: ${numeric(s.date)}`);
        expect(st).toContain(
          `Description ${s.year - 1} Actual ${s.year} Budget ${s.year} Actual Variance Tenant Share`,
        );
        let prev = -1;
        for (const k of s.sectionOrder) {
          const at = st.indexOf(`POOL ${POOLS[k].code} - ${POOLS[k].name}`);
          expect(at).toBeGreaterThan(prev);
          prev = at;
          expect(st).toMatch(
            new RegExp(
              `Tenant's Share of Pool ${POOLS[k].code} @ ${esc(share)}( \\([\\d,]+ SF / [\\d,]+ SF\\))? ${esc(M(n.sectionShares[k]!))}`,
            ),
          );
          expect(st).toContain(`${M(n.sectionTotals[k]!)} x ${share} ${M(n.sectionShares[k]!)}`);
        }
        // each line: its label, then the prior year, the budget, this year's actual and the variance
        for (const ln of s.lines.filter((x) => x.label.length < 40))
          expect(st).toMatch(
            new RegExp(
              `${esc(ln.label)} -?[\\d,]+\\.\\d\\d -?[\\d,]+\\.\\d\\d ${esc(M(ln.amountCents))} -?[\\d,]+\\.\\d\\d`,
            ),
          );
        expect(st).toContain(`Total Recoverable Expenses - All Pools: ${M(n.pool)}`);
        expect(st).toContain(`Total Tenant's Share ${M(n.tenantShare)}`);
        if (s.fee) expect(st).toContain(`Administrative Fee @ ${s.fee.pct.toFixed(2)}% `);
        expect(st).toContain(
          `Less: Estimated Payments Billed (${s.estimateMonths} months @ ${M(s.monthlyEstimateCents)}) -${M(n.estimates)}`,
        );
        expect(st).toMatch(new RegExp(`NET AMOUNT DUE (FROM|TO) TENANT ${esc(M(n.balance))}`));
        // no dollar signs outside the labels (an amortized capital line names its cost in dollars)
        expect(s.lines.reduce((t, ln) => t.replace(ln.label, ''), st)).not.toContain('$');
        const doc = await getDocument({ data: new Uint8Array(pdfs.get(s.file)!), verbosity: 0 }).promise;
        const [, , w, h] = (await doc.getPage(1)).view;
        expect(w!).toBeGreaterThan(h!);
        await doc.destroy();
      }
    }
  });

  it('bill: a Rent Notice with current charges by code, prior items outstanding and an aged balance', async () => {
    for (const seed of [12106, 12108, 12110, 12122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 12120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const c = centerOf(model);
      const bill = out['bill.pdf']!.text;
      const monthEnd = addDaysIso(addMonths(b.month, 1), -1);
      expect(bill).toContain('RENT NOTICE');
      expect(bill).toContain(`Due Date ${numeric(b.month)}`);
      expect(bill).toContain(`Lease ID ${c.leaseId}`);
      expect(bill).toContain(
        `MINRNT Minimum Rent ${numeric(b.month)} - ${numeric(monthEnd)} ${M(b.baseRentCents)}`,
      );
      expect(bill).toContain('Current 1-30 Days 31-60 Days 61-90 Days Over 90 Days AMOUNT DUE');
      const current = b.totalCents - b.pastDueCents;
      expect(bill).toContain(`${M(current)} ${M(b.pastDueCents)} 0.00 0.00 0.00 ${M(b.totalCents)}`);
      if (b.pastDueCents) {
        const prior = b.lines.find((x) => x.kind === 'PAST_DUE')!;
        expect(bill).toContain(
          `${numeric(prior.period)} Charges for ${monthYear(prior.period)} - no payment received ${M(b.pastDueCents)} ${M(b.pastDueCents)}`,
        );
        expect(bill).toContain(`LATECH Late Charge - ${monthYear(prior.period)}`);
        expect(bill).toContain(M(b.lateFeeCents));
      } else expect(bill).toContain('No prior items are outstanding');
      expect(bill).not.toContain('$');
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 12120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expectStatementFiguresPrinted(truth, out, M);
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents, b.totalCents].filter((x) => x))
        expect(bill).toContain(M(v));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`@ ${s!.sharePct.toFixed(s!.shareDecimals)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative Fee @ ${s!.fee!.pct.toFixed(2)}% `);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(ln.label.slice(0, 24));
            expect(st).toContain(M(ln.amountCents));
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              const k = s!.sectionOrder[0]!;
              const lines = sum(s!.lines.filter((x) => x.section === k).map((x) => x.amountCents));
              expect(n.sectionTotals[k]).not.toBe(lines);
              expect(st).toContain(`${M(n.sectionTotals[k]!)} x `);
            } else if (s!.mathWhere === 'SHARE') {
              expect(sum(s!.sectionOrder.map((k) => n.sectionShares[k]!))).not.toBe(n.tenantShare);
              expect(st).toContain(`Total Tenant's Share ${M(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(M(n.balance));
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain('LATECH Late Charge - ');
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`MINRNT Minimum Rent ${numeric(model.bill.month)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Run Date: ${numeric(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(out['lease.pdf']!.text).toContain('shall be deemed to have waived its right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('truth foots: a share per pool, fee, estimates and balance; clean packets are clean', () => {
    const packets = familyPackets(family, 12100, 40);
    for (const { truth } of packets) {
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.shareMode).toBe('SECTION');
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        const bySection = new Map<string, number>();
        for (const c of truth.meta.lineCategories[String(s.year)]!) bySection.set(c.section, 0);
        truth.meta.lineCategories[String(s.year)]!.forEach((c, i) => {
          bySection.set(c.section, bySection.get(c.section)! + s.lines[i]!.amountCents);
        });
        const shares = [...bySection.values()].map((v) => Math.round((v * s.billedSharePct) / 100));
        expect(s.tenantShareCents).toBe(sum(shares));
        expectAdminFeeFoots(s, math);
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
    }
  });
});
