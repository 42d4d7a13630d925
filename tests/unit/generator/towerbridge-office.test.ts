/**
 * Generator family towerbridge-office (decision 0075): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  feeNote,
  gridMoney,
  gridRows,
  invDate,
  invoiceCharge,
  invoiceMoney,
  runDate,
  scanLine,
} from '../../generator/render/towerbridge-office';
import { towerOf } from '../../generator/render/towerbridge-office-building';
import { madeDate, SECTIONS, stepTerm } from '../../generator/render/towerbridge-office-lease';
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

const family = 'towerbridge-office' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [20101, 20102, 20103, 20104, 20105, 20106, 20107, 20108, 20109, 20110, 20121, 20122];
const SCANNED = [20110, 20122];

/** Until the integrator lists the family in tests/families.json, its manifest check is skipped. */

const G = gridMoney;
const I = invoiceMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

describe('generator family towerbridge-office (decision 0075)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0080 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: grid "(1,234.56)", invoice "($1,234.56)", run date, invoice dates, rent terms, scan line', () => {
    expect(G(123456)).toBe('1,234.56');
    expect(G(-24510)).toBe('(245.10)');
    expect(I(-24510)).toBe('($245.10)');
    expect(runDate('2026-03-04')).toBe('04-Mar-2026');
    expect(invDate('2025-03-04')).toBe('03/04/2025');
    expect(stepTerm('2019-02-01', '2019-02-01', '2020-01-31')).toBe('Year 1');
    expect(stepTerm('2019-02-01', '2020-02-01', '2021-01-31')).toBe('Year 2');
    expect(stepTerm('2019-02-01', '2019-02-01', '2019-09-30')).toBe('Months 1-8');
    expect(madeDate('2017-02-24')).toBe('the 24th day of February, 2017');
    expect(scanLine('333636', 'INV-121801', 5174756)).toMatch(/^333636 00121801 0005174756 \d$/);
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 20150);
    expectSpecVariety(family, {
      first: 20100,
      forms: ['SUMMARY_PAGE_SECTIONS', 'RECOVERY_GRID', 'LOCKBOX_INVOICE'],
      kind: 'office',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 8,
      minPlanted: 22,
    });
  });

  it('lease: cover, captioned SUMMARY PAGE, TABLE OF CONTENTS, capitalised run-in sections; the Building in Section 1, the complex in Exhibit E, the late charge in OVERDUE PAYMENTS', async () => {
    for (const seed of [20101, 20102, 20103, 20105, 20108, 20121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 20120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const b = towerOf(model);
      const lease = norm(out['lease.pdf']!.text);
      expect(lease).toMatch(new RegExp(`^${esc(b.building.toUpperCase())} LEASE BETWEEN `));
      const summary = between(
        lease,
        'THIS SUMMARY PAGE IS FOR REFERENCE PURPOSES. WHERE THE BODY OF THE LEASE CONFLICTS WITH THIS SUMMARY PAGE, THE LEASE SHALL CONTROL.',
        'TABLE OF CONTENTS',
      );
      let at = 0;
      for (const lead of [
        'OFFICE LEASE',
        'LANDLORD:',
        'TENANT:',
        'DEMISED PREMISES:',
        'LEASE TERM:',
        'BASE RENT:',
        'COMMENCEMENT DATE:',
        'EXPIRATION DATE:',
        'USE:',
        "TENANT'S SHARE:",
        'SECURITY DEPOSIT:',
        'BROKER:',
        'NOTICE ADDRESSES:',
      ]) {
        const k = summary.indexOf(lead, at);
        expect(k, lead).toBeGreaterThanOrEqual(at);
        at = k;
      }
      expect(summary).toContain(
        `A portion of the ${b.floor} floor of ${b.building}, known as ${l.property.suite}, containing approximately ${commas(l.premisesRsf)} rentable square feet (RSF)`,
      );
      expect(summary).toContain(`COMMENCEMENT DATE: ${fmtDate(l.commencement, 'LONG')}`);
      expect(summary).not.toContain(commas(l.buildingRsf));
      if (l.rent.form === 'PERCENT') {
        expect(summary).toContain(
          `${money(l.rent.steps[0]!.monthlyRentCents * 12)} per annum, payable ${money(l.rent.steps[0]!.monthlyRentCents)} monthly, for the first Lease Year`,
        );
        expect(summary).toMatch(new RegExp(`by ${wordsOr(`${l.rent.escalationPct}%`, '')} of the Base Rent`));
      } else {
        expect(summary).toContain(
          l.rent.form === 'PER_RSF' ? 'Term Per RSF Monthly Annual' : 'Term Monthly Annual',
        );
        l.rent.steps.forEach((st, i) => {
          const t = stepTerm(l.commencement, st.from, st.to);
          expect(summary).toContain(
            l.rent.form === 'PER_RSF'
              ? `${t} ${money(l.rent.psfRatesCents![i]!)} per RSF ${money(st.monthlyRentCents)} ${money(st.monthlyRentCents * 12)}`
              : `${t} ${money(st.monthlyRentCents)} ${money(st.monthlyRentCents * 12)}`,
          );
        });
      }
      const shareText = `${l.sharePct.toFixed(spec.lease.shareDecimals)}%`;
      expect(summary.includes(`TENANT'S SHARE: ${shareText}`)).toBe(spec.lease.shareStated);
      // table of contents, then the body's sections in order, run in with a period
      const toc = between(lease, 'TABLE OF CONTENTS SECTION PAGE', 'EXHIBITS');
      SECTIONS.forEach((h, i) => {
        expect(toc).toContain(`${i + 1}. ${h} `);
      });
      const body = between(lease, 'LEASE THIS LEASE made ', 'IN WITNESS WHEREOF');
      expect(body).toContain(madeDate(l.leaseDate));
      at = 0;
      SECTIONS.forEach((h, i) => {
        const k = body.indexOf(`${i + 1}. ${h}. `, at);
        expect(k, h).toBeGreaterThan(at);
        at = k;
      });
      const s1 = between(body, '1. PREMISES.', '2. TERM.');
      expect(s1).toContain(
        `containing approximately ${commas(l.premisesRsf)} rentable square feet at the building located at`,
      );
      expect(s1).toContain(
        `which building contains approximately ${commas(l.buildingRsf)} rentable square feet`,
      );
      const s6 = between(body, '6. ADJUSTMENT OF RENT.', '7. REPAIRS.');
      expect(s6).toContain('(a) Additional Rent.');
      expect(s6.includes(`\u201cTenant\u2019s Share\u201d means ${shareText}`)).toBe(spec.lease.shareStated);
      if (l.adminFee)
        expect(s6).toMatch(
          new RegExp(`an administrative charge equal to ${wordsOr(`${l.adminFee.pct}%`, '')} thereof`),
        );
      else expect(s6).toContain('No administrative or overhead charge shall be added');
      if (l.mgmtFeeCapPct)
        expect(s6).toMatch(
          new RegExp(`not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')} of the gross receipts`),
        );
      expect(s6).toMatch(/Operating Expenses shall not include [^;]+; /);
      expect(s6.includes('\u201cControllable Operating Expenses\u201d means')).toBe(l.camCap !== null);
      expect(s6).toMatch(
        new RegExp(`Within ${wordsOr(l.reconDeadlineDays, 'days')} after the end of each calendar year`),
      );
      expect(s6).toMatch(
        new RegExp(
          `within ${wordsOr(l.auditWindowDays, 'days')} after receipt of Landlord\u2019s annual statement`,
        ),
      );
      expect(s6.includes('shall be deemed to have waived its right to collect')).toBe(l.waiver);
      const s14 = between(body, '14. OVERDUE PAYMENTS.', '15. PARKING.');
      expect(s14).toMatch(
        new RegExp(`shall not be paid by ${wordsOr(l.lateFee.graceDays, 'days')} after the due date`),
      );
      if (l.lateFee.pct !== null)
        expect(s14).toMatch(
          new RegExp(`late charge\u201d of ${wordsOr(`${l.lateFee.pct}%`, '')} of the amount so due`),
        );
      else expect(s14).toContain(money(l.lateFee.flatCents!));
      const exE = between(lease, 'EXHIBIT \u201cE\u201d', 'EXHIBIT \u201cF\u201d');
      expect(exE).toContain(
        `contain in the aggregate approximately ${commas(b.complexRsf)} rentable square feet`,
      );
      expect(b.complexRsf).toBeGreaterThan(l.buildingRsf);
    }
  }, 30_000);

  it('statement: a landscape recovery grid (one row per pool across ten columns, TOTAL), notes, then the pools\u2019 expense listing', async () => {
    for (const seed of [20101, 20102, 20103, 20108, 20109, 20122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 20120, family });
      const { out, model } = await packetTexts(spec);
      const b = towerOf(model);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        expect(doc.pages.length).toBeGreaterThanOrEqual(2);
        const grid = norm(doc.pages[0]!);
        const st = norm(doc.text);
        const n = s.numbers;
        const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        const num = commas(s.shareNumRsf);
        const den = commas(s.shareDenRsf);
        expect(grid).toContain(
          `${b.manager} ANNUAL RECOVERY RECONCILIATION as agent for ${model.lease.landlord.name}`,
        );
        expect(grid).toContain(
          `Calendar Year ${s.year} (01/01/${s.year} - 12/31/${s.year}) Run Date: ${runDate(s.date)}`,
        );
        expect(grid).toContain(`Customer ID: ${b.customerId}`);
        expect(grid).toContain(
          'Recovery Pool Pool Expense Tenant RSF Building RSF Pro Rata % Tenant Share Admin Fee Total Recovery Billed Balance',
        );
        const rows = gridRows(s);
        for (const r of rows) {
          const fee = s.fee ? `${G(r.fee)} ` : '';
          expect(grid).toContain(
            `${r.name} ${G(r.amount)} ${num} ${den} ${pctText} ${G(r.share)} ${fee}${G(r.share + r.fee)} ${G(r.billed)} ${G(r.share + r.fee - r.billed)}`,
          );
        }
        const fee = s.fee ? `${G(n.fee)} ` : '';
        expect(grid).toContain(
          `TOTAL ${G(n.pool)} ${num} ${den} ${pctText} ${G(n.tenantShare)} ${fee}${G(n.totalDue)} ${G(n.estimates)} ${G(n.balance)}`,
        );
        expect(sum(rows.map((r) => r.billed))).toBe(n.estimates);
        expect(sum(rows.map((r) => r.fee))).toBe(s.fee ? n.fee : 0);
        if (s.mathWhere !== 'POOL' && s.mathWhere !== 'SHARE')
          expect(sum(rows.map((r) => r.share))).toBe(n.tenantShare);
        if (s.mathWhere !== 'POOL') expect(sum(rows.map((r) => r.amount))).toBe(n.pool);
        if (s.fee) {
          expect(grid).toContain(feeNote(s));
          if (s.fee.base === 'CAM') expect(grid).toContain(G(n.camShare!));
        } else expect(grid).toContain('No administrative fee is charged under the Lease.');
        expect(grid).toContain(
          `Billed = ${s.estimateMonths} monthly estimate installments of ${G(s.monthlyEstimateCents)} billed during ${s.year}.`,
        );
        if (n.balance > 0) expect(grid).toContain(`BALANCE DUE FROM TENANT: ${money(n.balance)}`);
        if (n.balance < 0) expect(grid).toContain(`CREDIT DUE TENANT: ${money(-n.balance)}`);
        // the listing
        const listing = between(st, `RECOVERY POOL EXPENSE LISTING - ${s.year}`);
        expect(listing).toContain('Account Description Amount');
        for (const ln of s.lines)
          expect(listing).toMatch(
            new RegExp(`\\d{4}\\.000 ${esc(norm(`${ln.label} ${G(ln.amountCents)}`))}`),
          );
        for (const r of rows) expect(listing).toContain(`Pool Total - ${r.name} ${G(r.amount)}`);
        expect(listing).toContain(`TOTAL ALL POOLS ${G(n.pool)}`);
        const page1 = s.lines.reduce(
          (x, ln) => x.replaceAll(norm(ln.label), ''),
          between(grid, 'Recovery Pool Pool Expense', 'NOTES'),
        );
        expect(page1).not.toContain('$');
      }
    }
  }, 30_000);

  it('bill: an INVOICE payable to a bank lockbox, one line per charge with its service period, TOTAL AMOUNT DUE, a scan line', async () => {
    for (const seed of [20101, 20103, 20104, 20105, 20108, 20121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 20120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const b = towerOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain(`c/o ${b.manager}`);
      expect(bill).toContain(
        `INVOICE Invoice No. ${bl.invoiceNo} Invoice Date ${invDate(bl.invoiceDate)} Customer ID ${b.customerId} Due Date ${invDate(bl.month)}`,
      );
      expect(bill).toContain('Code Description Service Period Amount');
      for (const ln of bl.lines) {
        const c = invoiceCharge(ln);
        expect(bill).toContain(`${c.code} ${c.desc} ${c.period} ${I(ln.amountCents)}`);
      }
      expect(bill).toContain(`TOTAL AMOUNT DUE Please pay by ${invDate(bl.month)} ${I(bl.totalCents)}`);
      expect(bill).toContain(`REMITTANCE INSTRUCTIONS`);
      expect(bill).toContain(b.lockbox);
      expect(bill).toContain(`ABA Routing No. ${b.aba}`);
      expect(bill.trim().endsWith(scanLine(b.customerId, bl.invoiceNo, bl.totalCents))).toBe(true);
      if (bl.pastDueCents) expect(bill).toContain('PBF Previous Balance Forward');
      if (bl.lateFeeCents) expect(bill).toContain('LTC Late Charge - Lease Section 14');
      expect(sum(bl.lines.map((x) => x.amountCents))).toBe(bl.totalCents);
    }
  }, 30_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 20120);
      const lease = norm(out['lease.pdf']!.text);
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        expect(st).toContain(`TOTAL ${G(s.totalCents)}`);
        expect(st).toContain(G(s.tenantShareCents));
        expect(st).toContain(G(s.estimatesPaidCents));
        expect(st).toContain(G(s.balanceDueCents));
        if (s.adminFeeCents) expect(st).toContain(G(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(`${ln.label} ${G(ln.amountCents)}`));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(I(v));
      expect(bill).toContain(I(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `Pro Rata % = Tenant RSF / Building RSF (${commas(s!.shareNumRsf)} / ${commas(s!.shareDenRsf)})`,
            );
            expect(st).toContain(`${s!.sharePct.toFixed(s!.shareDecimals)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(feeNote(s!));
            expect(st).toContain(G(s!.numbers.fee));
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} ${G(ln.amountCents)}`));
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
              expect(st).toContain(`TOTAL ALL POOLS ${G(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(sum(gridRows(s!).map((r) => r.share))).not.toBe(n.tenantShare);
              expect(st).toContain(`${s!.sharePct.toFixed(s!.shareDecimals)}% ${G(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`${G(n.totalDue)} ${G(n.estimates)} ${G(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain('LTC Late Charge - ');
            expect(bill).toContain(I(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain('BRO Base Rent - Office');
            expect(bill).toContain(I(b.baseRentCents));
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('\u201cControllable Operating Expenses\u201d means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Run Date: ${runDate(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('shall be deemed to have waived its right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 60_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 20122);
  }, 30_000);

  it('truth foots: share of the total, fee, estimates, balance; the grid rows add up', () => {
    expectTruthFoots(family, 20100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      const rows = gridRows(sm);
      expect(sum(rows.map((r) => r.share))).toBe(s.tenantShareCents);
      expect(sum(rows.map((r) => r.fee))).toBe(s.adminFeeCents);
      expect(sum(rows.map((r) => r.billed))).toBe(s.estimatesPaidCents);
    });
  });
});
