/**
 * Generator family oakmont-perfoot (decision 0087): its spec, its documents' distinctive features
 * (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of its truth
 * with the statement's arithmetic per rentable square foot.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { PacketModel } from '../../generator/model';
import { chargeText, noticeMoney, periodText } from '../../generator/render/oakmont-perfoot';
import { formParagraphs, madeThis, rentTable } from '../../generator/render/oakmont-perfoot-form';
import { officeOf, suiteNo } from '../../generator/render/oakmont-perfoot-office';
import { PRINTED_EXCLUSIONS, TYPED_EXCLUSIONS } from '../../generator/render/oakmont-perfoot-opex';
import {
  baseParts,
  blkMoney,
  opexRate,
  productCents,
  rateText,
  rsfTable,
  shareBlock,
  shareRate,
  tblMoney,
} from '../../generator/render/oakmont-perfoot-rsf';
import { rowCells, tableHeader } from '../../generator/render/oakmont-perfoot-statement';
import { PLANTABLE_RULES } from '../../generator/types';
import {
  esc,
  expectAdminFeeFoots,
  expectCleanStatements,
  expectDeadlineAndPricedErrors,
  expectInManifest,
  expectSameSeedSameBytes,
  expectScannedPacket,
  expectShareIsAreaRatio,
  expectStatementFiguresPrinted,
  familyPackets,
  heldOutPacket,
  NET_LEASE_KEYS,
  sum,
} from './family-support';
import { addDays, modelAndTruth, packetTexts } from './helpers';

const family = 'oakmont-perfoot' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [27101, 27102, 27103, 27104, 27105, 27106, 27107, 27108, 27109, 27110, 27121, 27122];
const SCANNED = [27110, 27122];
const FORMS = ['TYPED_PRINTED_FORM', 'PER_RSF_STATEMENT', 'HALF_PAGE_NOTICE'];

/** A document's text without its page footers. */
const leaseText = (m: PacketModel, doc: { pages: string[] }) =>
  doc.pages
    .map((p) => p.replace(new RegExp(`\\s*${esc(officeOf(m).formImprint)}\\s+Page \\d+ of \\d+$`), ''))
    .join(' ');
const stmtText = (doc: { pages: string[] }) =>
  doc.pages.map((p) => p.replace(/\s*The [A-Za-z ]+ Family Office · .* · page \d+ of \d+$/, '')).join(' ');

/** The text of a statement row as pdfjs reads it back (the label's leading spaces collapsed). */
const rowText = (cells: string[]) => cells.join(' ').replace(/\s+/g, ' ').trim();

/** A day count as the lease types it: "ninety (90) days" or "90 days". */
const days = (n: number) => `(?:[a-z -]+ \\(${n}\\)|${n}) days`;

describe('generator family oakmont-perfoot (decision 0087)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0089 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: table figures and rates without "$", the share block and the notice in dollars, exact products', () => {
    const cases: [string, string][] = [
      [tblMoney(123456), '1,234.56'],
      [tblMoney(-123456), '(1,234.56)'],
      [blkMoney(-123456), '($1,234.56)'],
      [noticeMoney(123456), '$1,234.56'],
      [rateText(82345n), '8.2345'],
      [rateText(-123n), '(0.0123)'],
    ];
    for (const [got, want] of cases) expect(got).toBe(want);
    expect(productCents('1.7531', 5230)).toBe(916871);
    expect(productCents('0.902699569', 14343)).toBe(1294742);
    expect(madeThis('2024-02-14')).toEqual(['14th', 'February', '2024']);
    const ln = { code: 'REC', label: '', kind: 'RECON' as const, period: '2024-12-31', amountCents: 1 };
    expect(periodText(ln)).toBe('Jan-Dec 2024');
    expect(periodText({ ...ln, kind: 'BASE_RENT', period: '2024-02-01' })).toBe('Feb 1-29, 2024');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, base-year or net, the share never stated', async () => {
    await expectSameSeedSameBytes(family, 27150);
    const seen = new Set<string>();
    for (let seed = 27100; seed < 27220; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual(FORMS);
      expect([s.family, s.kind, s.letter, s.amendment, s.lease.shareStated]).toEqual([
        family,
        'office',
        false,
        null,
        false,
      ]);
      expect(['BOTH', 'MIXED']).toContain(s.lease.numbers);
      expect(s.lease.font).not.toBe('Courier');
      if (s.leaseType === 'BASE_YEAR') {
        expect([s.terms.adminFee, s.terms.camCap]).toEqual([null, null]);
        for (const e of s.errors) expect(['ADMIN_FEE_OVER_CAP', 'CAM_CAP_EXCEEDED']).not.toContain(e.rule);
      }
      if (s.terms.camCap) expect(s.terms.grossUp).toBe(false);
      if (seed % 3 !== 0) expect(s.errors.length).toBeGreaterThanOrEqual(2);
      for (const k of [s.leaseType, s.lease.rent]) seen.add(k);
      if (s.terms.grossUp) seen.add(`grossUp:${s.leaseType}`);
      if (s.terms.adminFee) seen.add(s.terms.adminFee);
      if (s.terms.camCap) seen.add('cap');
      if (s.terms.waiver) seen.add('waiver');
      if (s.lateChargeOnBill) seen.add('late');
      for (const e of s.errors) seen.add(e.rule);
    }
    const keys = 'BASE_YEAR NNN grossUp:BASE_YEAR grossUp:NNN late'.split(' ');
    for (const k of [
      ...keys,
      ...NET_LEASE_KEYS.filter((x) => x !== 'stated' && x !== 'ratio'),
      ...PLANTABLE_RULES,
    ])
      expect(seen).toContain(k);
    const specs = HELD_OUT.slice(0, 10).map((seed) => randomPacketSpec(seed, { errors: true, family }));
    const planted = specs.flatMap((s) => s.errors.map((e) => e.rule));
    expect(new Set(planted).size).toBeGreaterThanOrEqual(7);
    expect(planted.length).toBeGreaterThanOrEqual(24);
    for (const s of specs) expect(s.errors.length).toBeGreaterThanOrEqual(2);
    expect(specs.filter((s) => s.leaseType === 'BASE_YEAR').length).toBeGreaterThanOrEqual(4);
    expect(specs.filter((s) => s.leaseType === 'NNN').length).toBeGreaterThanOrEqual(4);
  });

  it('lease: a printed form, THIS LEASE ... WITNESSETH, ALL-CAPS run-in captions, typed blanks, the other alternative deleted', async () => {
    let struck = 0;
    for (const seed of [27101, 27102, 27104, 27106, 27121, 27122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 27120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const o = officeOf(model);
      const t = leaseText(model, out['lease.pdf']!);
      const [day, month, year] = madeThis(l.leaseDate);
      expect(t).toMatch(
        new RegExp(
          `^OFFICE LEASE \\(Multi-Tenant Office Building\\) THIS LEASE, made this ${day} day of ${month} , ${year} , by and between ${esc(l.landlord.name)} ,`,
        ),
      );
      const wit = t.indexOf('W I T N E S S E T H:');
      expect(wit).toBeGreaterThan(0);
      expect(t.indexOf('WHEREAS, Landlord is the owner')).toBeGreaterThan(wit);
      expect(t).toContain(`office building known as ${o.building} ,`);
      // no summary page: neither area before Paragraph 1
      const p1 = t.indexOf('1. PREMISES. Landlord hereby leases');
      expect(t.indexOf('NOW, THEREFORE')).toBeLessThan(p1);
      expect(t.slice(0, p1)).not.toContain(commas(l.premisesRsf));
      expect(t.slice(0, p1)).not.toContain(commas(l.buildingRsf));
      let at = 0;
      for (const par of formParagraphs(model).filter((x) => x.n !== null)) {
        const k = t.indexOf(`${par.n}. ${par.caption}. `, at);
        expect(k, par.caption!).toBeGreaterThanOrEqual(at);
        expect(par.caption).toBe(par.caption!.toUpperCase());
        at = k;
      }
      expect(t).toContain('4. ADDITIONAL RENT - OPERATING EXPENSES. (a) Definitions.');
      expect(t).not.toMatch(/ARTICLE|Section \d|Basic Lease Provisions/);
      // the areas, each once and where the form puts it
      expect(t).toContain(
        `Suite ${suiteNo(model)} , containing approximately ${commas(l.premisesRsf)} rentable square feet`,
      );
      expect(t.split(`${commas(l.premisesRsf)} rentable square feet`)).toHaveLength(2);
      const p4 = t.indexOf('4. ADDITIONAL RENT');
      const bld = t.indexOf(
        `"Rentable Area of the Building" means ${commas(l.buildingRsf)} rentable square feet`,
      );
      expect(bld).toBeGreaterThan(p4);
      expect(bld).toBeLessThan(t.indexOf('5. SECURITY DEPOSIT.'));
      expect(t.split(commas(l.buildingRsf))).toHaveLength(2);
      // the rent schedule typed into Paragraph 3
      const rent = t.slice(t.indexOf('3. RENT.'), p4);
      const tbl = rentTable(model);
      expect(rent).toContain(tbl.header.join(' '));
      for (const r of tbl.rows) expect(rent).toContain(r.join(' '));
      if (l.rent.form === 'PERCENT') {
        expect(rent).toContain(
          'for each Lease Year after the first, the Fixed Rent for the preceding Lease Year increased by',
        );
        expect(rent).toContain(`${l.rent.escalationPct}%`);
      }
      // Paragraph 4: the alternative that applies, the other deleted with N/A in its blanks
      const by = l.leaseType === 'BASE_YEAR';
      expect(t).toContain(`Alternative A (Base Year): ${by ? 'APPLIES' : 'DELETED'}`);
      expect(t).toContain(`Alternative B (Net): ${by ? 'DELETED' : 'APPLIES'}`);
      if (by) {
        expect(t).toContain(`"Base Year" means calendar year ${l.baseYear} .`);
        expect(t).toContain(money(l.baseYearExpensesCents!));
      } else {
        expect(t).toContain('"Base Year" means calendar year N/A .');
        struck++;
      }
      for (const c of l.exclusions)
        if (!PRINTED_EXCLUSIONS.includes(c)) expect(t).toContain(TYPED_EXCLUSIONS[c]!);
      expect(t).toMatch(
        new RegExp(`\\(g\\) Annual Statement\\. Within ${days(l.reconDeadlineDays)} after the end`),
      );
      expect(t).toMatch(
        new RegExp(`\\(h\\) Examination of Records\\. .{0,40}within ${days(l.auditWindowDays)} after`),
      );
      expect(t.includes('Landlord waives any Additional Rent for that year')).toBe(l.waiver);
      if (l.adminFee)
        expect(t).toMatch(new RegExp(`administrative fee of (?:[a-z -]+ \\()?${l.adminFee.pct}%`));
      else expect(t).toContain('administrative fee of N/A');
      expect(t).toContain('(i) Statements per Square Foot.');
      expect(t).toContain(`By: ________________________________ ${o.principal}, ${o.principalTitle}`);
      expect(t).toContain('EXHIBIT A PLAN OF THE PREMISES');
    }
    expect(struck).toBeGreaterThan(0);
  }, 60_000);

  it('statement: per-RSF table (base-year and increase columns on a base-year lease), the share as $/RSF × the suite’s area, no percentage', async () => {
    for (const seed of [27121, 27122]) {
      const { out, model } = await packetTexts(randomPacketSpec(seed, { family }));
      const l = model.lease;
      for (const s of model.statements) {
        const st = stmtText(out[s.file]!);
        expect(st.startsWith(`${l.landlord.name} c/o ${officeOf(model).office}`)).toBe(true);
        expect(st).toContain(
          `OPERATING EXPENSE ADJUSTMENT — YEAR ENDED DECEMBER 31, ${s.year} Computed per rentable square foot`,
        );
        expect(st).toContain(`Your rentable area: ${commas(s.shareNumRsf)} RSF`);
        expect(st).toContain(rowText(tableHeader(s)));
        const t = rsfTable(model, s);
        for (const g of t.groups) for (const r of g.rows) expect(st).toContain(rowText(rowCells(s, r)));
        expect(st).toContain(rowText(rowCells(s, t.opex)));
        expect(st).toContain(rowText(rowCells(s, t.total)));
        if (s.base) expect(tableHeader(s)).toContain(`Base Year ${s.base.year} per RSF`);
        const block = shareBlock(s)
          .map((r) => `${r.label} ${blkMoney(r.amount)}`)
          .join(' ');
        expect(st).toContain(`YOUR SHARE FOR ${s.year} ${block}`);
        expect(st).toContain(`per RSF × your rentable area (${commas(s.shareNumRsf)} RSF)`);
        // the percentage share is never printed
        for (const dec of [2, 4]) expect(st).not.toContain(`${s.sharePct.toFixed(dec)}%`);
        const table = st.slice(
          st.indexOf('Expense Category'),
          st.indexOf(`TOTAL OPERATING EXPENSES ${s.year}`),
        );
        expect(table).not.toContain('$');
      }
    }
  }, 60_000);

  it('bill: a half-page Notice of Rent Due, the charges with their lease paragraph, a remittance coupon below a cut line', async () => {
    for (const seed of [27101, 27104, 27121]) {
      const { out, model } = await packetTexts(randomPacketSpec(seed, { errors: seed < 27120, family }));
      const b = out['bill.pdf']!;
      const bill = model.bill;
      expect(b.pages).toHaveLength(1);
      expect(b.text).toMatch(
        new RegExp(
          `^${esc(model.lease.landlord.name)} .*NOTICE OF RENT DUE Notice Date Account No\\. Due Date`,
        ),
      );
      expect(b.text).toContain(`Description Period Amount`);
      for (const ln of bill.lines)
        expect(b.text).toContain(`${chargeText(model, ln)} ${periodText(ln)} ${noticeMoney(ln.amountCents)}`);
      expect(b.text).toContain(
        `TOTAL DUE ON OR BEFORE ${fmtDate(bill.month, 'LONG').toUpperCase()} ${noticeMoney(bill.totalCents)}`,
      );
      const cut = b.text.indexOf('Please return this portion with your payment');
      expect(cut).toBeGreaterThan(b.text.indexOf('TOTAL DUE'));
      const coupon = b.text.slice(cut);
      expect(coupon).toContain('REMIT TO:');
      expect(coupon).toContain(
        `Account No. Suite Due Date Amount Due ${bill.accountNo} ${suiteNo(model)} ${fmtDate(bill.month, 'NUMERIC')} ${noticeMoney(bill.totalCents)}`,
      );
      expect(coupon).toContain('AMOUNT ENCLOSED $');
    }
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 27120);
      const lease = leaseText(model, out['lease.pdf']!);
      expect(lease).toContain(
        `containing approximately ${commas(truth.lease.premisesRsf)} rentable square feet`,
      );
      expect(lease).toContain(`means ${commas(truth.lease.buildingRsf)} rentable square feet`);
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      expectStatementFiguresPrinted(truth, out, (c) => (c < 0 ? blkMoney(c) : tblMoney(c)));
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = stmtText(out[sm.file]!);
        expect(st).toContain(`TOTAL OPERATING EXPENSES ${s.year} ${tblMoney(s.totalCents)}`);
        expect(st).toContain(
          `per RSF × your rentable area (${commas(sm.shareNumRsf)} RSF) ${blkMoney(s.tenantShareCents)}`,
        );
        if (s.adminFeeCents) expect(st).toContain(`Administrative fee, ${sm.fee!.pct}% of`);
        expect(st).toContain(
          `${s.balanceDueCents < 0 ? 'CREDIT DUE TO TENANT' : 'BALANCE DUE FROM TENANT'} ${blkMoney(s.balanceDueCents)}`,
        );
        expect(st).toContain(fmtDate(s.statementDate, 'LONG'));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(noticeMoney(v));
      expect(bill).toContain(noticeMoney(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? stmtText(out[s.file]!) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            if (s!.shareNumRsf !== truth.lease.premisesRsf)
              expect(st).toContain(`Your rentable area: ${commas(s!.shareNumRsf)} RSF`);
            // the Building's area cut: the cost per RSF times the lease's Building area overshoots the cost
            else
              expect(
                (Number(rateText(rsfTable(model, s!).total.rate)) * truth.lease.buildingRsf * 100) /
                  s!.numbers.pool,
              ).toBeGreaterThan(1.05);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative fee, ${s!.fee!.pct}% of`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            const row = `${ln.label} ${tblMoney(ln.amountCents)}`;
            expect(st.split(row).length - 1).toBeGreaterThanOrEqual(e.rule === 'DUPLICATE_CHARGE' ? 2 : 1);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(`TOTAL OPERATING EXPENSES ${s!.year} ${tblMoney(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(productCents(shareRate(s!), s!.shareNumRsf)).not.toBe(n.tenantShare);
              expect(st).toContain(`$${shareRate(s!)} per RSF`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(blkMoney(n.balance));
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `Late charge on the unpaid \\w+ \\d{4} balance \\(Paragraph 3\\(c\\)\\) .* ${esc(noticeMoney(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`Fixed Rent, monthly installment (Paragraph 3)`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain(
              '(d) Controllable Expenses. Controllable Expenses (all Operating Expenses except',
            );
            expect(lease).not.toContain('shall not exceed N/A');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('Landlord waives any Additional Rent for that year');
            break;
          default:
            break;
        }
      }
    }
  }, 120_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 27122);
  }, 60_000);

  it('truth foots, and the printed per-RSF arithmetic gives the truth: rate × area = share, the subtotals and the base year add up', () => {
    const packets = familyPackets(family, 27100, 40);
    expect(packets).toHaveLength(80);
    for (const { truth, model } of packets) {
      expectShareIsAreaRatio(truth);
      const parts = baseParts(model);
      if (truth.lease.baseYearExpensesCents !== null)
        expect(sum([...parts.values()])).toBe(truth.lease.baseYearExpensesCents);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        const sm = model.statements.find((x) => x.year === s.year)!;
        expect(math.shareMode).toBe('TOTAL');
        expect(math.baseDeductionCents).toBe(truth.lease.baseYearExpensesCents);
        // the printed multiplication: the unrounded rate × the suite's area, to the cent
        const rate = shareRate(sm);
        const product = productCents(rate, sm.shareNumRsf);
        expect(product).toBe(sm.numbers.tenantShare - sm.delta.share);
        const t = rsfTable(model, sm);
        const four = rateText(sm.base ? t.total.incRate! : t.total.rate);
        expect(Math.abs(Number(rate) - Number(four))).toBeLessThanOrEqual(0.00005 + 1e-12);
        if (math.adminFeeBase === 'CAM')
          expect(productCents(opexRate(sm), sm.shareNumRsf)).toBe(math.camShareCents);
        expect(sum(t.groups.flatMap((g) => g.rows.map((r) => r.amount)))).toBe(
          sum(s.lines.map((x) => x.amountCents)),
        );
        expect(t.total.amount).toBe(s.totalCents);
        if (sm.base)
          expect(sum(t.groups.flatMap((g) => g.rows.map((r) => r.base ?? 0)))).toBe(sm.base.deductionCents);
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(product).toBe(s.tenantShareCents);
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        const base = math.baseDeductionCents;
        const shared = base === null ? s.totalCents : Math.max(0, s.totalCents - base);
        expect(s.tenantShareCents).toBe(Math.round((shared * s.billedSharePct) / 100));
        expectAdminFeeFoots(s, math);
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
    }
    const { truth } = modelAndTruth(randomPacketSpec(27121, { family }));
    expect(truth.errors).toHaveLength(0);
  });
});
