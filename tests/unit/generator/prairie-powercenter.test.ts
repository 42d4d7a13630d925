/**
 * Generator family prairie-powercenter (decision 0072): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, MONTHS, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { StatementModel } from '../../generator/model';
import {
  billingPeriod,
  chargeText,
  gridMoney,
  gridRows,
  scanLine,
  shortDate,
  sumMoney,
  summaryLines,
} from '../../generator/render/prairie-powercenter';
import { centerOf } from '../../generator/render/prairie-powercenter-center';
import { leaseYears, SECTION_HEADS } from '../../generator/render/prairie-powercenter-lease';
import { PLANTABLE_RULES } from '../../generator/types';
import {
  between,
  esc,
  expectInManifest,
  expectSameSeedSameBytes,
  expectScannedPacket,
  expectSpecVariety,
  expectTruthFoots,
  heldOutPacket,
  NET_LEASE_KEYS,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'prairie-powercenter' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [17101, 17102, 17103, 17104, 17105, 17106, 17107, 17108, 17109, 17110, 17121, 17122];
const SCANNED = [17110, 17122];

const G = gridMoney;
const S = sumMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

/** The grid's section subtotals: prior-year and share sums of the rows printed. */
function subtotals(s: StatementModel) {
  const rows = gridRows(s);
  return s.sectionOrder.map((sec) => {
    const rs = rows.filter((r) => r.section === sec);
    return {
      sec,
      prior: sum(rs.map((r) => r.prior ?? 0)),
      share: sum(rs.map((r) => r.share)),
    };
  });
}

describe('generator family prairie-powercenter (decision 0072)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0071 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: grid "(1,234.56)" without "$", summary "$(1,234.56)", dates "Mar 4, 2025", lease years', () => {
    expect(G(123456)).toBe('1,234.56');
    expect(G(-24510)).toBe('(245.10)');
    expect(S(123456)).toBe('$1,234.56');
    expect(S(-24510)).toBe('$(245.10)');
    expect(shortDate('2025-03-04')).toBe('Mar 4, 2025');
    expect(billingPeriod('2024-02-01')).toBe('Feb 1 - Feb 29, 2024');
    expect(leaseYears('2019-02-01', '2019-02-01', '2024-01-31')).toBe('Years 1-5');
    expect(leaseYears('2019-02-01', '2024-02-01', '2025-01-31')).toBe('Year 6');
    expect(scanLine('CPC394', '94-55290', 2483493)).toMatch(/^\d{10} 0002483493 \d$/);
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 17150);
    expectSpecVariety(family, {
      first: 17100,
      forms: ['BIG_BOX_NET', 'CATEGORY_SHARES', 'COUPON_STATEMENT'],
      kind: 'retail',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 20,
      minErrorsEach: 2,
    });
  });

  it('lease: "Store # LEASE", run-in sections, the Store Building in Section 1 and Exhibit B, the center only in Exhibit C', async () => {
    for (const seed of [17101, 17102, 17103, 17105, 17109, 17121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 17120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = centerOf(model);
      const footer = new RegExp(` ?${esc(`Store #${c.storeNo} - ${c.name}`)} \\d+`, 'g');
      const lease = norm(out['lease.pdf']!.text.replace(footer, ''));
      // the cover
      const cover = between(lease, `Store #${c.storeNo} LEASE by and between`, 'EXHIBITS');
      expect(cover).toContain(`${l.landlord.name.toUpperCase()}, ${l.landlord.entityDesc} ("Landlord") and`);
      expect(lease).toContain(
        'EXHIBITS A. LEGAL DESCRIPTION OF THE LAND B. MEMORANDUM OF LEASE COMMENCEMENT C. SITE PLAN AND PARCEL TABLE',
      );
      // the body: sections in order, run in with a period
      const body = between(lease, 'THIS LEASE, is entered into and effective as of', 'EXHIBIT "A"');
      expect(body).toContain(`effective as of ${fmtDate(l.leaseDate, 'LONG')}`);
      let at = 0;
      SECTION_HEADS.forEach((h, i) => {
        const k = body.indexOf(`${i + 1}. ${h}. `, at);
        expect(k, h).toBeGreaterThan(at);
        at = k;
      });
      const sec = (n: number) => between(body, `${n}. ${SECTION_HEADS[n - 1]}.`, `${n + 1}. `);
      const s1 = sec(1);
      expect(s1).toContain(
        `a building containing approximately ${commas(l.premisesRsf)} square feet of Floor Area`,
      );
      expect(s1).toMatch(/a parcel of land containing approximately \d+\.\d\d acres/);
      expect(body).not.toContain(commas(l.buildingRsf));
      // the rent
      const s3 = between(body, '3. RENT.', '4. ACCEPTANCE');
      if (l.rent.form === 'PERCENT') {
        expect(s3).toContain(`annual sum of ${money(l.rent.steps[0]!.monthlyRentCents * 12)}`);
        expect(s3).toContain(`monthly installments of ${money(l.rent.steps[0]!.monthlyRentCents)}`);
        expect(s3).toMatch(new RegExp(`shall increase by ${wordsOr(`${l.rent.escalationPct}%`, '')}`));
      } else {
        expect(s3).toContain(
          l.rent.form === 'PER_RSF'
            ? 'Years Period Per Sq. Ft. Annual Rent Monthly Rent'
            : 'Years Period Annual Rent Monthly Rent',
        );
        l.rent.steps.forEach((st, i) => {
          const yrs = leaseYears(l.commencement, st.from, st.to).replace(/^Years? /, '');
          const period = `${fmtDate(st.from, 'NUMERIC')} - ${fmtDate(st.to, 'NUMERIC')}`;
          const row =
            l.rent.form === 'PER_RSF'
              ? `${yrs} ${period} ${money(l.rent.psfRatesCents![i]!)} ${money(l.rent.psfRatesCents![i]! * l.premisesRsf)} ${money(st.monthlyRentCents)}`
              : `${yrs} ${period} ${money(st.monthlyRentCents * 12)} ${money(st.monthlyRentCents)}`;
          expect(s3).toContain(row);
        });
      }
      expect(s3).toContain(`${c.lockbox}, ${c.lockboxCity}`);
      // Section 10: the share, fee, exclusions, cap, statement, audit
      const s10 = between(body, '10. COMMON AREA MAINTENANCE.', '11. USE.');
      expect(s10).toContain(
        `"Tenant's Share" means a fraction, the numerator of which is the Floor Area of the Store Building and the denominator of which is the total Floor Area of all buildings in the Shopping Center as shown on the parcel table of Exhibit "C"`,
      );
      expect(s10.includes(`Tenant's Share is ${l.sharePct.toFixed(spec.lease.shareDecimals)} percent`)).toBe(
        spec.lease.shareStated,
      );
      if (l.adminFee)
        expect(s10).toMatch(
          new RegExp(`administrative fee equal to ${wordsOr(`${l.adminFee.pct}%`, '')} of`),
        );
      else expect(s10).toContain('No Administrative Fee.');
      if (l.mgmtFeeCapPct)
        expect(s10).toMatch(
          new RegExp(`management fees, not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')}`),
        );
      expect(s10).toMatch(/Common Area Costs shall not include: \(i\) .*; \(ii\) /);
      expect(s10.includes('"Controllable Common Area Costs" means')).toBe(l.camCap !== null);
      expect(s10).toMatch(
        new RegExp(`Within ${wordsOr(l.reconDeadlineDays, 'days')} after the end of each calendar year`),
      );
      expect(s10).toMatch(
        new RegExp(`within ${wordsOr(l.auditWindowDays, 'days')} after receipt of any annual statement`),
      );
      expect(s10.includes('shall be deemed to have waived its right to collect')).toBe(l.waiver);
      // the late charge is in the default section
      const s13 = sec(13);
      expect(s13).toMatch(
        new RegExp(`within ${wordsOr(l.lateFee.graceDays, 'days')} after the date on which it is due`),
      );
      if (l.lateFee.pct !== null)
        expect(s13).toMatch(
          new RegExp(`late charge equal to ${wordsOr(`${l.lateFee.pct}%`, '')} of the amount`),
        );
      else expect(s13).toContain(money(l.lateFee.flatCents!));
      // Exhibit B: the commencement and the Store Building; Exhibit C: the parcels and the total
      const exB = between(lease, 'MEMORANDUM OF LEASE COMMENCEMENT Store #', 'EXHIBIT "C"');
      expect(exB).toContain(`1. Commencement Date: ${fmtDate(l.commencement, 'LONG')}`);
      expect(exB).toContain(`3. Floor Area of the Store Building: ${commas(l.premisesRsf)} square feet`);
      expect(exB).not.toContain(commas(l.buildingRsf));
      const exC = between(lease, 'SITE PLAN AND PARCEL TABLE [Site plan');
      expect(exC).toContain('Parcel Building / Occupant Floor Area (sq. ft.) Land (acres)');
      for (const p of c.parcels)
        expect(exC).toContain(`${p.parcel} ${p.occupant} ${commas(p.floorArea)} ${p.acres.toFixed(2)}`);
      expect(sum(c.parcels.map((p) => p.floorArea))).toBe(l.buildingRsf);
      expect(c.parcels.filter((p) => p.tenant).map((p) => p.floorArea)).toEqual([l.premisesRsf]);
      expect(exC).toContain(`Total Floor Area of the Shopping Center ${commas(l.buildingRsf)}`);
      expect(lease).not.toMatch(/rentable/i);
    }
  }, 30_000);

  it('statement: a cost grid with prior year, current year, share % and the share of each cost; summary; Schedule 1 month by month', async () => {
    for (const seed of [17101, 17102, 17104, 17107, 17122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 17120, family });
      const { out, model } = await packetTexts(spec);
      const c = centerOf(model);
      for (const s of model.statements) {
        const st = norm(out[s.file]!.text);
        const n = s.numbers;
        const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        expect(st).toContain(`ANNUAL CAM, TAX & INSURANCE RECONCILIATION - CALENDAR YEAR ${s.year}`);
        expect(st).toContain(`Statement Date ${shortDate(s.date)} Property ${c.propertyCode} - ${c.name}`);
        expect(st).toContain(`Period Jan 1, ${s.year} - Dec 31, ${s.year}`);
        expect(st).toContain(
          `Store Floor Area Shopping Center Floor Area Tenant's Share ${commas(s.shareNumRsf)} sq. ft. ${commas(s.shareDenRsf)} sq. ft. ${pctText}`,
        );
        const py = s.prior?.year ?? s.year - 1;
        expect(st).toContain(
          `Expense Category ${py} Center Cost ${s.year} Center Cost Tenant's Share % Tenant's Share ${s.year}`,
        );
        const rows = gridRows(s);
        expect(rows.map((r) => r.label).sort()).toEqual(s.lines.map((ln) => ln.label).sort());
        for (const r of rows)
          expect(st).toContain(
            norm(
              `${r.label} ${r.prior === null ? '-' : G(r.prior)} ${G(r.current)} ${pctText} ${G(r.share)}`,
            ),
          );
        for (const t of subtotals(s))
          expect(st).toContain(
            `Total ${s.sectionNames[t.sec]} ${G(t.prior)} ${G(n.sectionTotals[t.sec]!)} ${G(t.share)}`,
          );
        const priorAll = sum(subtotals(s).map((t) => t.prior));
        expect(st).toContain(
          `TOTAL RECOVERABLE COSTS ${G(priorAll)} ${G(n.pool)} ${pctText} ${G(n.tenantShare)}`,
        );
        // the share column adds up to the billed share when the statement foots
        if (s.mathWhere !== 'POOL' && s.mathWhere !== 'SHARE')
          expect(sum(rows.map((r) => r.share))).toBe(n.tenantShare);
        for (const r of rows) expect(Math.abs(r.share - (r.current * s.sharePct) / 100)).toBeLessThan(1);
        // no "$" in the grid (an amortized capital line names its cost in dollars)
        const grid = between(st, 'Expense Category', 'TOTAL RECOVERABLE COSTS');
        expect(s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), grid)).not.toContain('$');
        // the summary and Schedule 1
        const summary = between(st, 'SUMMARY', 'SCHEDULE 1');
        for (const x of summaryLines(s)) expect(summary).toContain(`${x.label} ${x.value}`);
        if (s.fee) expect(summary).toContain(`Administrative Fee at ${s.fee.pct}%`);
        else expect(summary).not.toContain('Administrative Fee');
        const sched = between(st, `SCHEDULE 1 - ESTIMATED PAYMENTS BILLED, ${s.year}`);
        expect(sched).toContain('Billing Month CAM/Tax/Ins Estimate');
        for (let i = 0; i < s.estimateMonths; i++)
          expect(sched).toContain(`${MONTHS[i]} ${s.year} ${G(s.monthlyEstimateCents)}`);
        expect(sched).toContain(`Total Estimated Payments Billed ${G(n.estimates)}`);
      }
    }
  }, 30_000);

  it('bill: a Rent Statement, current and past due charges, the total due and a tear-off coupon with a scan line', async () => {
    for (const seed of [17101, 17103, 17104, 17106, 17121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 17120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const c = centerOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain(
        `RENT STATEMENT Statement Date ${shortDate(b.invoiceDate)} Due Date ${shortDate(b.month)}`,
      );
      expect(bill).toContain(`Lease ID ${c.leaseId} Store No. #${c.storeNo}`);
      const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
      const past = b.lines.filter((x) => x.kind === 'PAST_DUE' || x.kind === 'LATE_FEE');
      const current = b.lines.filter((x) => !past.includes(x));
      const cur = between(bill, 'CURRENT CHARGES', 'PAST DUE CHARGES');
      for (const ln of current) {
        const per =
          ln.kind === 'RECON' ? `Jan 1 - Dec 31, ${ln.period.slice(0, 4)}` : billingPeriod(ln.period);
        expect(cur).toContain(`${chargeText(ln, combined, 13)} ${per} ${G(ln.amountCents)}`);
      }
      expect(cur).toContain(`Minimum Rent ${billingPeriod(b.month)} ${G(b.baseRentCents)}`);
      expect(cur).toContain(`Total Current Charges ${G(sum(current.map((x) => x.amountCents)))}`);
      const pd = between(bill, 'PAST DUE CHARGES', 'TOTAL AMOUNT DUE');
      for (const ln of past)
        expect(pd).toContain(
          `${chargeText(ln, combined, 13)} ${billingPeriod(ln.period)} ${G(ln.amountCents)}`,
        );
      if (b.pastDueCents) {
        expect(pd).toContain('Unpaid Balance - ');
        expect(pd).toContain(`Late Charge - `);
        expect(pd).toContain('(Lease Section 13)');
      } else expect(pd).toContain('No past due charges');
      expect(bill).toContain(`TOTAL AMOUNT DUE BY ${shortDate(b.month).toUpperCase()} ${S(b.totalCents)}`);
      const coupon = between(bill, 'Please detach and return this portion with your payment');
      expect(coupon).toContain('REMITTANCE COUPON');
      expect(coupon).toContain(`Amount Due ${S(b.totalCents)}`);
      expect(coupon).toContain(`${c.lockbox} ${c.lockboxCity}`);
      expect(coupon).toContain(scanLine(c.propertyCode, c.leaseId, b.totalCents));
      expect(sum(b.lines.map((x) => x.amountCents))).toBe(b.totalCents);
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 17120);
      const lease = norm(out['lease.pdf']!.text);
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        expect(st).toContain(G(s.totalCents));
        expect(st).toContain(G(s.tenantShareCents));
        expect(st).toContain(S(s.tenantShareCents));
        expect(st).toContain(G(s.estimatesPaidCents));
        expect(st).toContain(S(-s.estimatesPaidCents));
        expect(st).toContain(`BALANCE DUE / (CREDIT) ${S(s.balanceDueCents)}`);
        if (s.adminFeeCents) expect(st).toContain(S(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(ln.label));
        for (const ln of s.lines) expect(st).toContain(G(ln.amountCents));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(G(v));
      expect(bill).toContain(S(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `${commas(s!.shareNumRsf)} sq. ft. ${commas(s!.shareDenRsf)} sq. ft. ${s!.sharePct.toFixed(s!.shareDecimals)}%`,
            );
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toMatch(
              new RegExp(`Administrative Fee at ${s!.fee!.pct}% of [A-Za-z' ]+ ${esc(S(s!.numbers.fee))}`),
            );
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} - ${G(ln.amountCents)}`));
            if (e.rule === 'DUPLICATE_CHARGE')
              expect(
                s!.lines.filter((x) => x.label === ln.label && x.amountCents === ln.amountCents),
              ).toHaveLength(2);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            const rows = gridRows(s!);
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(
                `TOTAL RECOVERABLE COSTS ${G(sum(subtotals(s!).map((t) => t.prior)))} ${G(n.pool)}`,
              );
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(sum(rows.map((r) => r.share))).not.toBe(n.tenantShare);
              expect(st).toContain(`${s!.sharePct.toFixed(s!.shareDecimals)}% ${G(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`BALANCE DUE / (CREDIT) ${S(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(`Late Charge - `);
            expect(bill).toContain(G(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`Minimum Rent ${billingPeriod(model.bill.month)} ${G(b.baseRentCents)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('"Controllable Common Area Costs" means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Statement Date ${shortDate(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('shall be deemed to have waived its right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 17122);
  }, 30_000);

  it('truth foots: share of the total, fee, estimates, balance; the share column adds up', () => {
    expectTruthFoots(family, 17100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      expect(sum(gridRows(sm).map((r) => r.share))).toBe(s.tenantShareCents);
    });
  });
});
