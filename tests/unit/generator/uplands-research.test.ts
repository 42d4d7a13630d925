/**
 * Generator family uplands-research (decision 0077): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  costCodes,
  dueCaption,
  feeLabel,
  numDate,
  services,
  shortPeriod,
  sysCharge,
  sysMoney,
  utilMoney,
} from '../../generator/render/uplands-research';
import { ARTICLES, termCell } from '../../generator/render/uplands-research-lease';
import { parkOf } from '../../generator/render/uplands-research-park';
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

const family = 'uplands-research' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [21101, 21102, 21103, 21104, 21105, 21106, 21107, 21108, 21109, 21110, 21121, 21122];
const SCANNED = [21110, 21122];

/** The manifest check runs once the integrator lists the family in tests/families.json. */

const U = utilMoney;
const S = sysMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

/** The lease's text with each page's footer (its number) taken off, so a sentence reads across pages. */
const leaseText = (doc: { pages: string[] }) => norm(doc.pages.map((p) => p.replace(/ \d+$/, '')).join(' '));

describe('generator family uplands-research (decision 0077)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0080 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: statement "1,234.56 Credit", printout "1,234.56CR", dates, periods, rent table terms', () => {
    expect(U(123456)).toBe('1,234.56');
    expect(U(-24510)).toBe('245.10 Credit');
    expect(S(-24510)).toBe('245.10CR');
    expect(S(24510)).toBe('245.10');
    expect(numDate('2025-03-04')).toBe('03/04/2025');
    expect(shortPeriod('2025-03-01')).toBe('03/25');
    expect(termCell(0, '2019-02-01', '2020-01-31')).toBe('Commencement Date — 01/31/2020');
    expect(termCell(1, '2020-02-01', '2021-01-31')).toBe('02/01/2020 — 01/31/2021');
    expect(dueCaption(-1)).toBe('CREDIT BALANCE');
    expect(dueCaption(0)).toBe('AMOUNT DUE');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 21150);
    expectSpecVariety(family, {
      first: 21100,
      forms: ['PARK_DECIMAL_ARTICLES', 'UTILITY_STYLE_RECON', 'SYSTEM_PRINTOUT'],
      kind: 'office',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 22,
      minErrorsEach: 2,
    });
  });

  it('lease: cover block, RECITALS, capitalised articles of decimal run-in sections, rent by date ranges, the Building in 2.2, late charge in 2.3', async () => {
    for (const seed of [21101, 21102, 21103, 21105, 21108, 21121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 21120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const b = parkOf(model);
      const lease = leaseText(out['lease.pdf']!);
      const cover = out['lease.pdf']!.pages[0]!;
      expect(cover).toContain(
        `LEASE AGREEMENT LANDLORD: ${l.landlord.name.toUpperCase()} TENANT: ${l.tenant.name.toUpperCase()} PROPERTY:`,
      );
      expect(cover).toContain(`DATE: ${fmtDate(l.leaseDate, 'LONG')}`);
      expect(lease).toContain(
        `${b.park.toUpperCase()} LEASE AGREEMENT This Lease Agreement (this “Lease”) dated`,
      );
      expect(lease).toContain('(hereinafter referred to as “Landlord”)');
      expect(lease).toContain('RECITALS: A. Landlord is the owner of the building known as');
      expect(lease).toContain('IT IS HEREBY AGREED, by and between the parties hereto');
      const body = between(lease, 'IT IS HEREBY AGREED', 'EXHIBIT A LEASED PREMISES');
      let at = 0;
      ARTICLES.forEach(([head, secs], a) => {
        const k = body.indexOf(`${a + 1}. ${head} `, at);
        expect(k, head).toBeGreaterThanOrEqual(at);
        at = k;
        secs.forEach((h, i) => {
          const j = body.indexOf(`${a + 1}.${i + 1}. ${h} . `, at);
          expect(j, h).toBeGreaterThan(at);
          at = j;
        });
      });
      const s11 = between(body, '1.1. Leased Premises .', '1.2. Term of Lease');
      expect(s11).toContain(
        `consisting of ${commas(l.premisesRsf)} rentable square feet of laboratory and office space`,
      );
      expect(between(body, '1.2. Term of Lease', '1.3.')).toContain(
        `shall begin on ${fmtDate(l.commencement, 'LONG')} (the “Commencement Date”) and shall end at midnight on ${fmtDate(l.originalExpiration, 'LONG')}`,
      );
      const s21 = between(body, '2.1. Base Rent .', '2.2. Additional Rent');
      if (l.rent.form === 'PERCENT') {
        expect(s21).toContain(`Base Rent shall be ${money(l.rent.steps[0]!.monthlyRentCents)} per month`);
        expect(s21).toMatch(new RegExp(`increase by ${wordsOr(`${l.rent.escalationPct}%`, '')} over`));
      } else {
        expect(s21).toContain(
          l.rent.form === 'PER_RSF'
            ? 'Term Base Rent per Square Foot* Monthly Amount'
            : 'Term Monthly Amount Annual Amount',
        );
        l.rent.steps.forEach((st, i) => {
          const t = termCell(i, st.from, st.to);
          expect(s21).toContain(
            l.rent.form === 'PER_RSF'
              ? `${t} ${money(l.rent.psfRatesCents![i]!)} ${money(st.monthlyRentCents)}`
              : `${t} ${money(st.monthlyRentCents)} ${money(st.monthlyRentCents * 12)}`,
          );
        });
      }
      const s22 = between(body, '2.2. Additional Rent .', '2.3. Past Due Rent');
      expect(s22).toContain(
        'The term “Tenant’s Proportionate Share” for any particular Additional Rent charge shall be defined as the rentable square footage of the Leased Premises divided by the rentable square footage of all the space that shares in such charge',
      );
      expect(s22).toContain(`the Building contains ${commas(l.buildingRsf)} rentable square feet`);
      expect(
        s22.includes(
          `Proportionate Share of the Building is ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`,
        ),
      ).toBe(spec.lease.shareStated);
      expect(lease.indexOf(commas(l.buildingRsf))).toBe(
        lease.indexOf(s22) + s22.indexOf(commas(l.buildingRsf)),
      );
      const s23 = between(body, '2.3. Past Due Rent .', '2.4.');
      expect(s23).toMatch(
        new RegExp(`within ${wordsOr(l.lateFee.graceDays, 'days')} after the date when due`),
      );
      if (l.lateFee.pct !== null)
        expect(s23).toMatch(
          new RegExp(`a late charge equal to ${wordsOr(`${l.lateFee.pct}%`, '')} of such unpaid amount`),
        );
      else expect(s23).toContain(money(l.lateFee.flatCents!));
      const s5 = between(body, '5. COMMON AREAS AND CAM CHARGES', '6. INSURANCE');
      if (l.adminFee)
        expect(s5).toMatch(new RegExp(`an administrative fee of ${wordsOr(`${l.adminFee.pct}%`, '')} of`));
      else expect(s5).toContain('Landlord shall not charge Tenant any administrative or overhead fee');
      if (l.mgmtFeeCapPct)
        expect(s5).toMatch(new RegExp(`management fees not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')}`));
      expect(s5).toMatch(/CAM Charges shall not include: \(a\) .*; \(b\) /);
      expect(s5.includes('“Controllable CAM Charges” means')).toBe(l.camCap !== null);
      expect(s5).toMatch(
        new RegExp(
          `Within ${wordsOr(l.reconDeadlineDays, 'days')} after the end of each such twelve \\(12\\) month period`,
        ),
      );
      expect(s5).toMatch(new RegExp(`within ${wordsOr(l.auditWindowDays, 'days')} after Landlord furnishes`));
      expect(s5.includes('shall be deemed to have waived any right to collect')).toBe(l.waiver);
    }
  }, 30_000);

  it('statement: a utility-bill page (account box, share as a meter, account summary, tear-off stub), then the cost detail', async () => {
    for (const seed of [21101, 21102, 21104, 21105, 21107, 21122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 21120, family });
      const { out, model } = await packetTexts(spec);
      const b = parkOf(model);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        expect(doc.pages).toHaveLength(2);
        const p1 = norm(doc.pages[0]!);
        const n = s.numbers;
        const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        const cap = dueCaption(n.balance);
        expect(p1).toContain(
          `ACCOUNT NUMBER ${b.account} STATEMENT DATE ${numDate(s.date)} SERVICE PERIOD ${numDate(`${s.year}-01-01`)} - ${numDate(`${s.year}-12-31`)} ${cap} ${U(n.balance)} DUE DATE`,
        );
        expect(p1).toContain(`ANNUAL OPERATING COST RECONCILIATION - ${s.year} SERVICE LOCATION:`);
        expect(p1).toContain(
          `YOUR SHARE Your Rentable Area Building Rentable Area Your Share ${commas(s.shareNumRsf)} RSF ${commas(s.shareDenRsf)} RSF ${pctText}`,
        );
        const summary = between(p1, 'ACCOUNT SUMMARY', 'MESSAGES:');
        expect(summary).toContain('Service Charges for the Service Period Building Cost Your Charge');
        for (const sv of services(s)) expect(summary).toContain(`${sv.name} ${U(sv.amount)}`);
        expect(summary).toContain(`Total Building Operating Costs ${U(n.pool)}`);
        expect(summary).toContain(
          `Your Share of Operating Costs (${pctText} of ${U(n.pool)}) ${U(n.tenantShare)}`,
        );
        if (s.fee) {
          expect(summary).toContain(`${feeLabel(s)} ${U(n.fee)}`);
          if (s.fee.base === 'CAM') expect(summary).toContain(U(n.camShare!));
        } else expect(summary).not.toContain('Administrative Fee');
        expect(summary).toContain(`Total Charges for ${s.year} ${U(n.totalDue)}`);
        expect(summary).toContain(
          `Estimated Payments Billed (${s.estimateMonths} months at ${U(s.monthlyEstimateCents)}) ${U(-n.estimates)}`,
        );
        expect(summary).toContain(U(n.balance));
        const stub = between(p1, 'Please detach and return this portion');
        expect(stub).toContain(`ACCOUNT NUMBER ${b.account} ${cap} ${U(n.balance)} AMOUNT ENCLOSED $`);
        expect(stub).toContain(b.remitBox);
        // page 2: the detail
        const detail = norm(doc.pages[1]!);
        expect(detail).toContain('DETAIL OF BUILDING OPERATING COSTS');
        expect(detail).toContain('Cost Code Description Amount SERVICE:');
        const codes = costCodes(s);
        s.lines.forEach((ln, i) => {
          expect(detail).toContain(norm(`${codes.get(i)} ${ln.label} ${U(ln.amountCents)}`));
        });
        for (const sv of services(s)) {
          expect(sv.amount).toBe(n.sectionTotals[sv.section]);
          expect(detail).toContain(`SERVICE: ${sv.name.toUpperCase()}`);
          expect(detail).toContain(`Subtotal ${sv.name} ${U(sv.amount)}`);
        }
        expect(detail).toContain(`TOTAL BUILDING OPERATING COSTS ${U(n.pool)}`);
        expect(s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), detail)).not.toContain('$');
      }
    }
  }, 30_000);

  it('bill: a fixed-width billing-system printout, one transaction per charge, TOTAL DUE, remit-to', async () => {
    for (const seed of [21101, 21103, 21105, 21108, 21121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 21120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      const bl = model.bill;
      const b = parkOf(model);
      const bill = out['bill.pdf']!.text;
      expect(pdfs.get('bill.pdf')!.toString('latin1')).toContain('/BaseFont /Courier');
      expect(bill).toMatch(
        new RegExp(
          `^${esc(b.managerShort)} RENT BILLING NOTICE PAGE 1 RUN DATE ${esc(numDate(bl.invoiceDate))} \\d\\d:\\d\\d PROG AR\\d+`,
        ),
      );
      expect(bill).toContain(`PROPERTY ${b.propCode} ${b.building.toUpperCase()} TENANT ${b.account}`);
      expect(bill).toContain(`DUE DATE ${numDate(bl.month)}`);
      expect(bill).toContain('TRAN CODE DESCRIPTION PERIOD AMOUNT');
      bl.lines.forEach((ln, i) => {
        const c = sysCharge(ln);
        expect(bill).toContain(
          `${String(i + 1).padStart(4, '0')} ${c.code} ${c.desc} ${shortPeriod(ln.period)} ${S(ln.amountCents)}`,
        );
      });
      expect(bill).toContain(`TOTAL DUE ${S(bl.totalCents)}`);
      expect(bill).toContain(`REMIT TO: ${b.manager.toUpperCase()}`);
      if (bl.lateFeeCents) expect(bill).toContain('LTC LATE CHARGE - LEASE SEC 2.3');
      expect(sum(bl.lines.map((x) => x.amountCents))).toBe(bl.totalCents);
    }
  }, 30_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 21120);
      const lease = leaseText(out['lease.pdf']!);
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        expect(st).toContain(`TOTAL BUILDING OPERATING COSTS ${U(s.totalCents)}`);
        expect(st).toContain(U(s.tenantShareCents));
        expect(st).toContain(U(-s.estimatesPaidCents));
        expect(st).toContain(`${dueCaption(s.balanceDueCents)} ${U(s.balanceDueCents)}`);
        if (s.adminFeeCents) expect(st).toContain(U(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(`${ln.label} ${U(ln.amountCents)}`));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(S(v));
      expect(bill).toContain(`TOTAL DUE ${S(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `${commas(s!.shareNumRsf)} RSF ${commas(s!.shareDenRsf)} RSF ${s!.sharePct.toFixed(s!.shareDecimals)}%`,
            );
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`${feeLabel(s!)} ${U(s!.numbers.fee)}`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} ${U(ln.amountCents)}`));
            if (e.rule === 'DUPLICATE_CHARGE')
              expect(
                s!.lines.filter((x) => x.label === ln.label && x.amountCents === ln.amountCents),
              ).toHaveLength(2);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(`TOTAL BUILDING OPERATING COSTS ${U(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(
                `(${s!.sharePct.toFixed(s!.shareDecimals)}% of ${U(n.pool)}) ${U(n.tenantShare)}`,
              );
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`${dueCaption(n.balance)} ${U(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain('LTC LATE CHARGE - LEASE SEC 2.3');
            expect(bill).toContain(S(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(
              `BRN BASE RENT - LAB/OFFICE ${shortPeriod(model.bill.month)} ${S(b.baseRentCents)}`,
            );
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('“Controllable CAM Charges” means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`STATEMENT DATE ${numDate(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('shall be deemed to have waived any right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 60_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 21122);
  }, 30_000);

  it('truth foots: share of the total, fee, estimates, balance; the services add up to the total', () => {
    expectTruthFoots(family, 21100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      expect(sum(services(sm).map((v) => v.amount))).toBe(s.totalCents);
    });
  });
});
