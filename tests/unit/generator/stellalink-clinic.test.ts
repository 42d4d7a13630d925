/**
 * Generator family stellalink-clinic (decision 0074): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { monthRange } from '../../generator/render/blocks';
import {
  chargeColumns,
  feeLabel,
  invoiceMoney,
  invoiceNo,
  letterCharge,
  letterMoney,
  periodName,
  sheetDate,
  sheetMoney,
} from '../../generator/render/stellalink-clinic';
import { centerOf } from '../../generator/render/stellalink-clinic-center';
import { ARTICLES, nth, PROVISIONS, rentRow } from '../../generator/render/stellalink-clinic-lease';
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
  type SpecVariety,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'stellalink-clinic' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [19101, 19102, 19103, 19104, 19105, 19106, 19107, 19108, 19109, 19110, 19121, 19122];
const SCANNED = [19110, 19122];

/** The manifest check runs once the integrator lists the family in tests/families.json. */

const S = sheetMoney;
const I = invoiceMoney;
const L = letterMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

describe('generator family stellalink-clinic (decision 0074)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0076 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: sheet "-1,234.56", letter "($1,234.56)", dates, months, rent rows, ordinals', () => {
    expect(S(123456)).toBe('1,234.56');
    expect(S(-24510)).toBe('-245.10');
    expect(L(-24510)).toBe('($245.10)');
    expect(L(3363125)).toBe('$33,631.25');
    expect(sheetDate('2025-03-04')).toBe('03/04/2025');
    expect(periodName('2026-05-01')).toBe('May 2026');
    expect(nth(120)).toBe('120th');
    expect(nth(61)).toBe('61st');
    expect(rentRow('Months 1-60', 1500, 3363125)).toBe('Months 1-60 $ 15.00 psf/yr $ 33,631.25/mo');
    expect(rentRow('Months 1-60', null, 3363125)).toBe('Months 1-60 $ 33,631.25/mo');
  });

  it('same seed, same spec and bytes; the family fixes its forms; industrial, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 19150);
    expectSpecVariety(family, {
      first: 19100,
      forms: ['INDEXED_BASIC_PROVISIONS', 'RECON_INVOICE', 'BILLING_LETTER'],
      // SpecVariety types kind as retail or office; the check itself compares any kind.
      kind: 'industrial' as unknown as SpecVariety['kind'],
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 9,
      minPlanted: 24,
      minErrorsEach: 2,
    });
  });

  it('lease: cover, INDEX with pages, Basic Lease Provisions (a)-(s), the Net Leasable Area only in 12.10, late charge in 3.3', async () => {
    for (const seed of [19101, 19102, 19103, 19105, 19108, 19121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 19120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = centerOf(model);
      const doc = out['lease.pdf']!;
      const lease = norm(doc.text);
      expect(doc.pages[0]).toContain(
        `LEASE AGREEMENT ${l.landlord.name.toUpperCase()} Landlord TO ${l.tenant.name.toUpperCase()} Tenant`,
      );
      // the INDEX gives each article's page, and the article is on that page
      const index = doc.pages[1]!;
      ARTICLES.forEach((t) => {
        const m = index.match(new RegExp(`ARTICLE [IVX]+\\. ${esc(t)} (\\d+)`));
        expect(m, t).not.toBeNull();
        expect(norm(doc.pages[Number(m![1]) - 1]!)).toContain(`. ${t}.`);
      });
      const bp = between(lease, '1.1 Basic Lease Provisions.', '1.2 Significance of Basic Lease Provisions.');
      let at = 0;
      PROVISIONS.forEach((cap, i) => {
        const k = bp.indexOf(`(${String.fromCharCode(97 + i)}) ${cap}:`, at);
        expect(k, cap).toBeGreaterThanOrEqual(at);
        at = k;
      });
      expect(bp).toContain(`(a) DATE OF THIS LEASE: ${fmtDate(l.leaseDate, 'NUMERIC')}`);
      expect(bp).toContain(
        `(g) LEASED PREMISES: An area of approximately ${commas(l.premisesRsf)} square feet of leasable Floor Area within the Center`,
      );
      expect(bp).toContain(`approximately ${c.acres} acres (${commas(c.landSf)} square feet of land)`);
      expect(bp).toContain(`commence on the Commencement Date, ${fmtDate(l.commencement, 'LONG')}`);
      if (spec.lease.expirationStated)
        expect(bp).toContain(`terminate on ${fmtDate(l.originalExpiration, 'LONG')}`);
      else expect(bp).toContain(`on the last day of the ${nth(l.termMonths)} calendar month of the Term`);
      expect(bp).not.toContain(commas(l.buildingRsf));
      if (l.rent.form === 'PERCENT') {
        expect(bp).toContain(`${money(l.rent.steps[0]!.monthlyRentCents)} per month for Months 1-12`);
        expect(bp).toMatch(
          new RegExp(`Lease Year thereafter by ${wordsOr(`${l.rent.escalationPct}%`, '')} over`),
        );
      } else
        l.rent.steps.forEach((st, i) => {
          const psf = l.rent.form === 'PER_RSF' ? l.rent.psfRatesCents![i]! : null;
          expect(bp).toContain(rentRow(monthRange(l.commencement, st.from, st.to), psf, st.monthlyRentCents));
        });
      const share = `(l) TENANT'S PROPORTIONATE SHARE INITIALLY: ${l.sharePct.toFixed(spec.lease.shareDecimals)}% Can be modified`;
      expect(bp.includes(share)).toBe(spec.lease.shareStated);
      // the body
      const s33 = between(lease, '3.3 Except as otherwise provided', '3.4 ');
      expect(s33).toMatch(
        new RegExp(
          `not received within ${wordsOr(l.lateFee.graceDays, 'days')} after the date such amount is due`,
        ),
      );
      if (l.lateFee.pct !== null)
        expect(s33).toMatch(
          new RegExp(
            `administrative late charge equal to ${wordsOr(`${l.lateFee.pct}%`, '')} of such installment`,
          ),
        );
      else expect(s33).toContain(`${money(l.lateFee.flatCents!)})`);
      const a4 = between(lease, 'ARTICLE IV. COMMON AREA.', 'ARTICLE V. ');
      expect(a4).toMatch(
        new RegExp(`Within ${wordsOr(l.reconDeadlineDays, 'days')} following the end of each calendar year`),
      );
      expect(a4).toMatch(new RegExp(`within ${wordsOr(l.auditWindowDays, 'days')} of Tenant's receipt`));
      expect(a4.includes('shall be deemed to have waived its right to collect')).toBe(l.waiver);
      expect(a4.includes('excluding non-controllable items')).toBe(l.camCap !== null);
      if (l.adminFee)
        expect(a4).toMatch(
          new RegExp(`an administrative fee equal to ${wordsOr(`${l.adminFee.pct}%`, '')} of the`),
        );
      else expect(a4).toContain('Landlord shall not charge Tenant any administrative or overhead fee');
      const defs = between(lease, 'ARTICLE XII. DEFINITIONS.', 'EXECUTED as of');
      expect(defs).toContain(
        `12.10 Net Leasable Area: The aggregate area of Floor Area (measured in square feet) in the Center, including the Premises, but excluding the Common Area, being ${commas(l.buildingRsf)} square feet`,
      );
      expect(defs).toMatch(/Common Area Expenses shall not include: \(i\) .*; \(ii\) /);
      if (l.mgmtFeeCapPct)
        expect(defs).toMatch(
          new RegExp(`not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')} of the gross receipts`),
        );
      expect(c.landSf).not.toBe(l.buildingRsf);
    }
  }, 60_000);

  it('statement: an INVOICE with one item per charge, then Schedule A, a cross-tab of expenses by charge with the shares, fee, payments and balance', async () => {
    for (const seed of [19101, 19102, 19104, 19105, 19107, 19122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 19120, family });
      const { out, model } = await packetTexts(spec);
      const c = centerOf(model);
      for (const s of model.statements) {
        const doc = out[s.file]!;
        expect(doc.pages.length).toBeGreaterThanOrEqual(2);
        const inv = norm(doc.pages[0]!);
        const sched = norm(between(doc.text, 'SCHEDULE A'));
        const n = s.numbers;
        const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        const cols = chargeColumns(s);
        const no = invoiceNo(model, s);
        // part 1: the invoice
        expect(inv).toMatch(
          new RegExp(`^${esc(model.lease.landlord.name.toUpperCase())} c/o ${esc(c.agent)}`),
        );
        expect(inv).toContain(
          `INVOICE Invoice No. ${no} Invoice Date ${sheetDate(s.date)} Due Date ${sheetDate(addDays(s.date, 30))} Lease # ${c.leaseNo} Terms Net 30`,
        );
        expect(inv).toContain('BILL TO PROPERTY');
        expect(inv).toContain('Item Description Amount');
        for (const k of cols)
          expect(inv).toMatch(
            new RegExp(
              `[A-Z-]+ ${esc(`${s.year} ${k.name} - ${pctText} of ${S(k.amount)} (Schedule A) ${I(k.share)}`)}`,
            ),
          );
        if (s.fee) expect(inv).toContain(`ADMIN ${feeLabel(s)} ${I(n.fee)}`);
        else expect(doc.text).not.toContain('Administrative fee');
        expect(inv).toContain(`Total ${s.year} charges ${I(n.totalDue)}`);
        expect(inv).toContain(
          `EST Less: ${s.year} estimated payments billed (12 x ${I(s.monthlyEstimateCents)}) ${I(-n.estimates)}`,
        );
        expect(inv).toContain(`${n.balance >= 0 ? 'AMOUNT DUE' : 'CREDIT DUE TENANT'} ${I(n.balance)}`);
        expect(doc.text).toContain(`Invoice ${no} - Page 1 of`);
        // part 2: Schedule A
        expect(sched).toContain(`Center Expenses by Charge Year ended December 31, ${s.year}`);
        expect(sched).toContain(`Expense ${cols.map((k) => k.name).join(' ')} Total`);
        for (const ln of s.lines)
          expect(sched).toContain(`${norm(ln.label)} ${S(ln.amountCents)} ${S(ln.amountCents)}`);
        for (const k of cols) expect(k.amount).toBe(n.sectionTotals[k.section]);
        expect(sched).toContain(
          ['Total Center Expenses', ...cols.map((k) => S(k.amount)), S(n.pool)].join(' '),
        );
        expect(sched).toContain(
          `Proportionate Share (${commas(s.shareNumRsf)} sf / ${commas(s.shareDenRsf)} sf) ${cols.map(() => pctText).join(' ')} ${pctText}`,
        );
        expect(sched).toContain(
          ["Tenant's Share", ...cols.map((k) => S(k.share)), S(n.tenantShare)].join(' '),
        );
        if (s.mathWhere !== 'POOL' && s.mathWhere !== 'SHARE')
          expect(sum(cols.map((k) => k.share))).toBe(n.tenantShare);
        if (s.fee) {
          expect(sched).toContain(`${feeLabel(s)} ${S(n.fee)}`);
          if (s.fee.base === 'CAM') expect(sched).toContain(S(n.camShare!));
        }
        expect(sched).toContain(`Total ${s.year} charges ${S(n.totalDue)}`);
        expect(sched).toContain(
          `Less: estimated payments billed (12 x ${S(s.monthlyEstimateCents)}) ${S(-n.estimates)}`,
        );
        expect(sched).toContain(`Balance due (credit) ${S(n.balance)}`);
        expect(s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), sched)).not.toContain('$');
      }
    }
  }, 60_000);

  it("bill: the managing agent's rent billing letter, one row per charge with its lease reference, TOTAL AMOUNT DUE", async () => {
    for (const seed of [19101, 19103, 19105, 19108, 19121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 19120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const c = centerOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toMatch(new RegExp(`^${esc(c.agent.toUpperCase())} `));
      expect(bill).toContain(fmtDate(bl.invoiceDate, 'LONG'));
      expect(bill).toContain(`Re: Rent Billing for ${periodName(bl.month)} - ${c.center}`);
      expect(bill).toContain(`Section 3.2 of your Lease Agreement on ${fmtDate(bl.month, 'LONG')}:`);
      expect(bill).toContain('Charge Lease Reference Period Amount');
      for (const ln of bl.lines) {
        const k = letterCharge(ln);
        expect(bill).toContain(`${k.charge} ${k.ref} ${k.period} ${L(ln.amountCents)}`);
      }
      expect(bill).toContain(`TOTAL AMOUNT DUE ${L(bl.totalCents)}`);
      expect(bill).toContain(`referencing Lease # ${c.leaseNo}`);
      if (bl.lateFeeCents) expect(bill).toContain('Administrative late charge Sec. 3.3');
      expect(sum(bl.lines.map((x) => x.amountCents))).toBe(bl.totalCents);
    }
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 19120);
      const lease = norm(out['lease.pdf']!.text);
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents, { dollar: false }));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        expect(st).toContain(S(s.totalCents));
        expect(st).toContain(S(s.tenantShareCents));
        expect(st).toContain(S(-s.estimatesPaidCents));
        expect(st).toContain(`Balance due (credit) ${S(s.balanceDueCents)}`);
        expect(st).toContain(I(s.balanceDueCents));
        if (s.adminFeeCents) expect(st).toContain(S(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(`${ln.label} ${S(ln.amountCents)}`));
        expect(st).toContain(`Invoice Date ${sheetDate(s.statementDate)}`);
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(L(v));
      expect(bill).toContain(`TOTAL AMOUNT DUE ${L(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `Proportionate Share (${commas(s!.shareNumRsf)} sf / ${commas(s!.shareDenRsf)} sf) ${s!.sharePct.toFixed(s!.shareDecimals)}%`,
            );
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`${feeLabel(s!)} ${S(s!.numbers.fee)}`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} ${S(ln.amountCents)} ${S(ln.amountCents)}`));
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
              expect(st).toContain(`Total Center Expenses`);
              expect(st).toContain(S(n.pool));
            } else if (s!.mathWhere === 'SHARE') {
              expect(sum(chargeColumns(s!).map((k) => k.share))).not.toBe(n.tenantShare);
              expect(st).toContain(S(n.tenantShare));
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`Balance due (credit) ${S(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(`Administrative late charge Sec. 3.3`);
            expect(bill).toContain(L(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(
              `Minimum Rent Sec. 1.1(j) ${periodName(model.bill.month)} ${L(b.baseRentCents)}`,
            );
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('excluding non-controllable items');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Invoice Date ${sheetDate(s!.date)}`);
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
    await expectScannedPacket(family, 19122);
  }, 60_000);

  it("truth foots: share of the total, fee, estimates, balance; the charge columns' shares add up", () => {
    expectTruthFoots(family, 19100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      expect(sum(chargeColumns(sm).map((k) => k.share))).toBe(s.tenantShareCents);
    });
  });
});
