/**
 * Generator family kingsgate-mall (decision 0079): its spec, its documents' distinctive features
 * (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of its
 * truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  adjMoney,
  arCharge,
  areasGiveShare,
  camCosts,
  chargePeriod,
  costRows,
  equations,
  invMoney,
  POOL_TITLES,
  sharePctText,
  slashDate,
} from '../../generator/render/kingsgate-mall';
import { invoiceNoFor, mallOf, tradeNameOf } from '../../generator/render/kingsgate-mall-center';
import { dataSheetItems, MALL_ARTICLES, smallCapRuns } from '../../generator/render/kingsgate-mall-lease';
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
import { addDays, modelAndTruth, packetTexts } from './helpers';

const family = 'kingsgate-mall' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [23101, 23102, 23103, 23104, 23105, 23106, 23107, 23108, 23109, 23110, 23121, 23122];
const SCANNED = [23110, 23122];

const A = adjMoney;
const I = invMoney;

/** Whitespace taken out: small capitals read back as "D ATA S HEET." compare as "DATASHEET.". */
const compact = (t: string) => t.replace(/\s+/g, '');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

/** The lease's text with each page's footer ("{mall} / Space {no} / {trade name}  n") taken off. */
const leaseText = (doc: { pages: string[] }, c: ReturnType<typeof mallOf>) =>
  doc.pages
    .map((p, i) =>
      p.replace(new RegExp(` ${esc(`${c.mall} / Space ${c.space} / ${c.tradeName}`)} ${i + 1}$`), ''),
    )
    .join(' ');

/** "label ....... figure figure": a schedule row, the dots joining the label to its figures. */
const leaderRe = (label: string, ...figs: string[]) =>
  new RegExp(`${esc(label)} \\.{3,} ${figs.map(esc).join(' ')}`);

describe('generator family kingsgate-mall (decision 0079)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0084 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: unsigned adjustment figures, "1,234.56 cr" on the invoice, dates, small capitals, trade names', () => {
    expect(A(123456)).toBe('1,234.56');
    expect(A(-24510)).toBe('245.10');
    expect(I(-24510)).toBe('245.10 cr');
    expect(I(24510)).toBe('245.10');
    expect(slashDate('2025-03-04')).toBe('03/04/2025');
    expect(smallCapRuns('Tenant’s Proportionate Share.')).toEqual([
      { text: 'T', small: false },
      { text: 'ENANT’S ', small: true },
      { text: 'P', small: false },
      { text: 'ROPORTIONATE ', small: true },
      { text: 'S', small: false },
      { text: 'HARE.', small: true },
    ]);
    expect(tradeNameOf('Hartley Optical LLC')).toBe('Hartley Optical');
    expect(tradeNameOf('Hartley Optical, L.L.C.')).toBe('Hartley Optical');
    expect(tradeNameOf('Kestrel Bay Hardware & Supply Inc.')).toBe('Kestrel Bay Hardware & Supply');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 23150);
    expectSpecVariety(family, {
      first: 23100,
      forms: ['MALL_DATA_SHEET', 'LEADER_EQUATION_ADJUSTMENT', 'OPEN_ITEMS_INVOICE'],
      kind: 'retail',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 24,
      minErrorsEach: 2,
    });
  });

  it('the mall: anchors and outparcels outside the Mall GLA, the Shopping Center larger, codes agree', () => {
    for (const seed of HELD_OUT) {
      const { model } = modelAndTruth(randomPacketSpec(seed, { errors: seed < 23120, family }));
      const c = mallOf(model);
      expect(c.centerGla).toBe(
        model.lease.buildingRsf + sum([...c.anchors, ...c.outparcels].map((a) => a.area)),
      );
      expect(c.anchors.length).toBeGreaterThanOrEqual(2);
      expect(c.customer).toBe(`${c.propNo}-${c.seq}`);
      expect(invoiceNoFor(c, '2025-06-01')).toBe(`${c.propNo}-2506-${c.seq}`);
      expect(c.tradeName).toBe(tradeNameOf(model.lease.tenant.name));
    }
  });

  it('lease: a two-level lettered DATA SHEET, ARTICLE/Section with small-capital run-in headings citing its items, the share on the Mall GLA', async () => {
    let smallSeen = 0;
    let capsSeen = 0;
    for (const seed of [23101, 23102, 23103, 23105, 23106, 23108, 23121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 23120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = mallOf(model);
      const lease = leaseText(out['lease.pdf']!, c);
      const sheet = out['lease.pdf']!.pages[0]!;
      expect(sheet).toContain(
        `${c.mall.toUpperCase()} ${l.property.city.city}, ${l.property.city.state} SHOPPING CENTER LEASE DATA SHEET (FUNDAMENTAL LEASE PROVISIONS)`,
      );
      // the items in order, each caption with its numbered sub-items
      let at = 0;
      for (const it of dataSheetItems(model)) {
        const k = sheet.indexOf(`${it.letter}. ${it.caption}: ${it.subs.join(' ')}`, at);
        expect(k, it.caption).toBeGreaterThanOrEqual(at);
        at = k;
      }
      expect(sheet).toContain(`(2) Floor Area of the Premises: ${commas(l.premisesRsf)} square feet`);
      expect(sheet).toContain(`(3) Mall GLA: ${commas(l.buildingRsf)} square feet`);
      expect(sheet).toContain(
        `Shopping Center (including Anchor Stores and Outparcels, for information only): ${commas(c.centerGla)} square feet`,
      );
      expect(sheet).toContain(`(2) Commencement Date: ${fmtDate(l.commencement, 'LONG')}`);
      if (spec.lease.expirationStated)
        expect(sheet).toContain(`(3) Expiration Date: ${fmtDate(l.originalExpiration, 'LONG')}`);
      else
        expect(sheet).toMatch(
          /\(3\) Expiration Date: the day immediately preceding the [a-z]+ \(\d+th\) anniversary/,
        );
      if (l.rent.form === 'PERCENT') {
        expect(sheet).toContain(
          `(1) Lease Year 1: ${money(l.rent.steps[0]!.monthlyRentCents * 12)} per annum, payable ${money(l.rent.steps[0]!.monthlyRentCents)} per month`,
        );
        expect(sheet).toContain(`increase by ${l.rent.escalationPct}% over the monthly installment`);
      } else
        l.rent.steps.forEach((st, i) => {
          expect(sheet).toContain(
            l.rent.form === 'PER_RSF'
              ? `(${i + 1}) Lease Year ${i + 1}: ${money(l.rent.psfRatesCents![i]!)} per square foot of Floor Area per annum (${money(st.monthlyRentCents)} per month)`
              : `(${i + 1}) Lease Year ${i + 1}: ${money(st.monthlyRentCents * 12)} per annum (${money(st.monthlyRentCents)} per month)`,
          );
        });
      const pct = `${l.sharePct.toFixed(spec.lease.shareDecimals)}%`;
      expect(sheet.includes(`(1) of Common Area Maintenance Costs: ${pct}`)).toBe(spec.lease.shareStated);
      if (l.adminFee)
        expect(sheet).toContain(`J. ADMINISTRATIVE FEE: ${l.adminFee.pct}% of Tenant’s Proportionate Share`);
      else expect(sheet).toContain('J. ADMINISTRATIVE FEE: None');
      expect(sheet).toContain(
        `K. LATE CHARGE: (1) Grace Period: ${l.lateFee.graceDays} days after the due date`,
      );
      // the figures sit on the Data Sheet only: the body cites them
      const body = lease.slice(lease.indexOf('THIS LEASE is made'));
      expect(lease.indexOf(commas(l.buildingRsf))).toBe(lease.lastIndexOf(commas(l.buildingRsf)));
      expect(body).not.toContain(commas(l.premisesRsf));
      expect(body).not.toContain(money(l.rent.steps[0]!.monthlyRentCents));
      // articles over centred titles, sections with run-in headings in order
      const flat = compact(body);
      let pos = 0;
      MALL_ARTICLES.forEach(([title, secs], a) => {
        const k = flat.indexOf(compact(`ARTICLE ${a + 1} ${title} Section ${a + 1}.1`), pos);
        expect(k, title).toBeGreaterThanOrEqual(pos);
        pos = k;
        secs.forEach((h, i) => {
          const j = flat.indexOf(compact(`Section ${a + 1}.${i + 1} ${h.toUpperCase()}.`), pos);
          expect(j, h).toBeGreaterThanOrEqual(pos);
          pos = j;
        });
      });
      if (body.includes('Section 6.4 T ENANT’S P ROPORTIONATE S HARE.')) smallSeen += 1;
      else {
        expect(body).toContain('Section 6.4 TENANT’S PROPORTIONATE SHARE.');
        capsSeen += 1;
      }
      // cross references back to the Data Sheet's items, definitions where first used
      for (const ref of [
        'Item E(1)',
        'Item E(2)',
        'Item E(3)',
        'Item F(1)',
        'Item G',
        'Item H(1)',
        'Item K(1)',
        'Item K(2)',
        'Item J',
        'Item M',
        'Item N',
        'Item O',
      ])
        expect(body).toContain(`${ref} of the Data Sheet`);
      expect(body).toContain(
        'the Commencement Date set forth in Item F(2) and ending on the Expiration Date set forth in Item F(3)',
      );
      expect(body).toContain(
        'the “Mall GLA” means the Floor Area of all leasable floor area in the Mall, excluding Anchor Stores and Outparcels',
      );
      const s64 = between(body, 'Tenant’s Proportionate Share” means', 'Section 6.5');
      expect(s64).toContain(
        'a fraction, the numerator of which is the Floor Area of the Premises and the denominator of which is the Floor Area of all leasable floor area in the Mall, excluding Anchor Stores and Outparcels, whether or not leased or occupied, but in no event less than eighty-five percent (85%) of the Mall GLA set forth in Item E(3) of the Data Sheet',
      );
      const art6 = between(body, 'ARTICLE 6 COMMON AREAS', 'ARTICLE 7');
      expect(art6).toContain('(the “Enclosed Mall HVAC Costs”)');
      if (l.mgmtFeeCapPct)
        expect(art6).toMatch(
          new RegExp(
            `a management fee not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')} of the gross receipts of the Mall`,
          ),
        );
      if (l.capitalAmortYears)
        expect(art6).toMatch(new RegExp(`amortization, over ${wordsOr(l.capitalAmortYears, 'years')}`));
      expect(art6).toMatch(/Common Area Maintenance Costs shall not include: \(a\) .*; \(b\) /);
      expect(art6.includes('“Controllable Costs” means')).toBe(l.camCap !== null);
      if (l.camCap) expect(art6).toMatch(new RegExp(`${wordsOr(`${l.camCap.pct}%`, '')}`));
      const art8 = between(body, 'ARTICLE 8', 'ARTICLE 9');
      expect(art8).toMatch(
        new RegExp(`Within ${wordsOr(l.reconDeadlineDays, 'days')} after the end of each calendar year`),
      );
      expect(art8).toMatch(
        new RegExp(
          `within ${wordsOr(l.auditWindowDays, 'days')} after Tenant’s receipt of an Annual Adjustment`,
        ),
      );
      expect(art8.includes('shall be deemed to have waived its right to collect')).toBe(l.waiver);
      // Exhibit A: the anchors and outparcels, outside the Mall GLA
      const exA = between(lease, 'EXHIBIT A SITE PLAN');
      for (const a of [...c.anchors, ...c.outparcels])
        expect(exA).toContain(`${a.name} ${commas(a.area)} sq. ft.`);
    }
    expect(smallSeen).toBeGreaterThan(0);
    expect(capsSeen).toBeGreaterThan(0);
  }, 60_000);

  it('statement: dot-leader costs with the prior year beside them, the share as labelled equations, a Credits column', async () => {
    let credits = 0;
    for (const seed of [23101, 23102, 23103, 23104, 23106, 23107, 23122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 23120, family });
      const { out, model } = await packetTexts(spec);
      const c = mallOf(model);
      for (const s of model.statements) {
        const t = out[s.file]!.text;
        const n = s.numbers;
        expect(t).toContain(`${c.reit} Lease Accounting Services Center`);
        expect(t).toContain(
          `Date of Adjustment: ${fmtDate(s.date, 'LONG')} Customer No.: ${c.customer} Space No.: ${c.space}`,
        );
        expect(t).toContain(
          `ANNUAL COMMON AREA / REAL ESTATE TAX / INSURANCE ADJUSTMENT For the Adjustment Year January 1, ${s.year} through December 31, ${s.year}`,
        );
        expect(t).toContain(`SCHEDULE OF RECOVERABLE COSTS ${s.year} Actual ${s.year - 1} Actual`);
        const rows = costRows(model, s);
        // every current line is a row, in the line order within its pool
        expect(rows.filter((r) => r.current !== null).map((r) => r.current)).toEqual(
          s.sectionOrder.flatMap((k) => s.lines.filter((ln) => ln.section === k).map((ln) => ln.amountCents)),
        );
        const prev = model.statements.find((x) => x.year === s.year - 1);
        for (const r of rows) {
          expect(t).toMatch(
            leaderRe(r.label, r.current === null ? '—' : A(r.current), r.prior === null ? '—' : A(r.prior)),
          );
          if (prev && r.current !== null && r.prior !== null)
            expect(prev.lines.some((ln) => ln.label === r.label || ln.amountCents === r.prior)).toBe(true);
        }
        for (const k of s.sectionOrder) {
          expect(t).toContain(POOL_TITLES[k].toUpperCase());
          const prior = sum(rows.filter((r) => r.section === k).map((r) => r.prior ?? 0));
          expect(t).toMatch(leaderRe(`Total ${POOL_TITLES[k]}`, A(n.sectionTotals[k]!), A(prior)));
        }
        expect(t).toMatch(
          leaderRe('TOTAL RECOVERABLE COSTS', A(n.pool), A(sum(rows.map((r) => r.prior ?? 0)))),
        );
        // the computation: labelled equations, Charges and Credits
        const comp = between(t, `COMPUTATION OF TENANT’S SHARE - ${s.year} Charges Credits`, 'Notes:');
        const eqs = equations(s);
        for (const e of eqs) expect(comp).toContain(e.filter((x) => x).join(' '));
        const pct = sharePctText(s);
        if (areasGiveShare(s))
          expect(comp).toContain(
            `(a) Tenant’s Proportionate Share = Floor Area of the Premises ÷ Mall GLA = ${commas(s.shareNumRsf)} ÷ ${commas(s.shareDenRsf)} = ${pct}`,
          );
        else expect(comp).toContain(`(a) Tenant’s Proportionate Share (Data Sheet Item I) = ${pct}`);
        expect(comp).toContain(
          `(b) Tenant’s Share of Recoverable Costs = Total Recoverable Costs × (a) = ${A(n.pool)} × ${pct} = ${A(n.tenantShare)} ${A(n.tenantShare)}`,
        );
        if (s.fee?.base === 'CAM')
          expect(comp).toContain(
            `= ${A(camCosts(s))} × ${pct} = ${A(n.camShare!)} (d) Administrative Fee = ${s.fee.pct}% × (c) = ${A(n.fee)} ${A(n.fee)}`,
          );
        else if (s.fee)
          expect(comp).toContain(`(c) Administrative Fee = ${s.fee.pct}% × (b) = ${A(n.fee)} ${A(n.fee)}`);
        else expect(comp).not.toContain('Administrative Fee');
        expect(comp).toContain(
          `Estimated Payments Billed = ${s.estimateMonths} × ${A(s.monthlyEstimateCents)} = ${A(n.estimates)} ${A(n.estimates)}`,
        );
        const last = eqs[eqs.length - 1]!;
        expect(last[1]).toMatch(n.balance < 0 ? /^CREDIT DUE TENANT = / : /^BALANCE DUE FROM TENANT = /);
        expect(last[n.balance < 0 ? 3 : 2]).toBe(A(n.balance));
        expect(last[n.balance < 0 ? 2 : 3]).toBe('');
        if (n.balance < 0) credits += 1;
        // no signed figure and no $ anywhere but in a label
        const rest = s.lines.reduce((x, ln) => x.replaceAll(ln.label, ''), t);
        expect(rest).not.toContain('$');
        expect(rest).not.toMatch(/-[\d,]+\.\d\d\b|\([\d,]+\.\d\d\)/);
      }
    }
    expect(credits).toBeGreaterThan(0);
  }, 60_000);

  it('bill: a Tenant Invoice with charge codes and Period From / Period To, OPEN ITEMS by invoice number, a lockbox', async () => {
    let openSeen = 0;
    let noneSeen = 0;
    for (const seed of [23101, 23102, 23103, 23105, 23108, 23121, 23122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 23120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const c = mallOf(model);
      const bill = out['bill.pdf']!.text;
      const inv = invoiceNoFor(c, bl.month);
      const prev = invoiceNoFor(c, bl.lines.find((x) => x.kind === 'PAST_DUE')?.period ?? bl.month);
      expect(bill).toContain(
        `TENANT INVOICE Invoice No. ${inv} Invoice Date ${slashDate(bl.invoiceDate)} Customer No. ${c.customer} Due Date ${slashDate(bl.month)}`,
      );
      expect(bill).toContain('CURRENT CHARGES Charge Code Description Period From Period To Amount');
      const current = bl.lines.filter((x) => x.kind !== 'PAST_DUE');
      for (const ln of current) {
        const ch = arCharge(ln, prev);
        const [from, to] = chargePeriod(ln);
        expect(bill).toContain(
          `${ch.code} ${ch.desc} ${slashDate(from)} ${slashDate(to)} ${I(ln.amountCents)}`,
        );
      }
      const curTotal = sum(current.map((x) => x.amountCents));
      expect(bill).toContain(`Total Current Charges ${I(curTotal)}`);
      const open = bl.lines.filter((x) => x.kind === 'PAST_DUE');
      if (open.length) {
        openSeen += 1;
        expect(bill).toContain('OPEN ITEMS (unpaid invoices as of');
        expect(bill).toContain(
          'Invoice No. Invoice Date Due Date Days Past Due Original Amount Open Balance',
        );
        expect(bill).toMatch(
          new RegExp(
            `${esc(prev)} \\d\\d/\\d\\d/\\d{4} ${esc(slashDate(open[0]!.period))} \\d+ ${esc(I(bl.pastDueCents))} ${esc(I(bl.pastDueCents))}`,
          ),
        );
        expect(bill).toContain(`LATECH Late Charge - Invoice ${prev} (Item K)`);
      } else {
        noneSeen += 1;
        expect(bill).toContain('No open items.');
      }
      expect(bill).toContain(`TOTAL AMOUNT DUE BY ${slashDate(bl.month)} ${I(bl.totalCents)}`);
      expect(bill).toContain(`Lockbox No. ${c.lockbox}, P.O. Box ${c.lockbox}, ${c.lockboxCity}`);
      expect(sum(bl.lines.map((x) => x.amountCents))).toBe(bl.totalCents);
      expect(bill).not.toContain('$');
      const recon = bl.lines.find((x) => x.kind === 'RECON');
      if (recon && recon.amountCents < 0) expect(bill).toContain(`${I(recon.amountCents)}`);
    }
    expect(openSeen).toBeGreaterThan(0);
    expect(noneSeen).toBeGreaterThan(0);
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 23120);
      const lease = leaseText(out['lease.pdf']!, mallOf(model));
      expect(lease).toContain(`Floor Area of the Premises: ${commas(truth.lease.premisesRsf)} square feet`);
      expect(lease).toContain(`Mall GLA: ${commas(truth.lease.buildingRsf)} square feet`);
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const sm = model.statements.find((x) => x.year === s.year)!;
        const st = out[`recon-${s.year}.pdf`]!.text;
        expect(st).toMatch(leaderRe('TOTAL RECOVERABLE COSTS', A(s.totalCents)));
        expect(st).toContain(`= ${A(s.tenantShareCents)} ${A(s.tenantShareCents)}`);
        expect(st).toContain(`= ${A(s.estimatesPaidCents)} ${A(s.estimatesPaidCents)}`);
        expect(st).toMatch(
          new RegExp(
            `${s.balanceDueCents < 0 ? 'CREDIT DUE TENANT' : 'BALANCE DUE FROM TENANT'} = \\([a-g]\\) - \\([a-g]\\) = ${esc(A(s.balanceDueCents))} ${esc(A(s.balanceDueCents))}`,
          ),
        );
        if (s.adminFeeCents) expect(st).toContain(`Administrative Fee = ${sm.fee!.pct}% ×`);
        for (const ln of s.lines) expect(st).toMatch(leaderRe(ln.label, A(ln.amountCents)));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      expect(bill).toContain(`MINRNT Minimum Annual Rent`);
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(I(v));
      expect(bill).toContain(`TOTAL AMOUNT DUE BY ${slashDate(b.date)} ${I(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `Floor Area of the Premises ÷ Mall GLA = ${commas(s!.shareNumRsf)} ÷ ${commas(s!.shareDenRsf)} = ${sharePctText(s!)}`,
            );
            expect([s!.shareNumRsf, s!.shareDenRsf]).not.toEqual([
              truth.lease.premisesRsf,
              truth.lease.buildingRsf,
            ]);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative Fee = ${s!.fee!.pct}% ×`);
            expect(st).toContain(A(s!.numbers.fee));
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toMatch(leaderRe(ln.label, A(ln.amountCents), '—'));
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
              expect(st).toMatch(leaderRe('TOTAL RECOVERABLE COSTS', A(n.pool)));
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`${A(n.pool)} × ${sharePctText(s!)} = ${A(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`= ${A(n.balance)} ${A(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `LATECH Late Charge - Invoice [\\d-]+ \\(Item K\\) [\\d/]+ [\\d/]+ ${esc(I(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR': {
            const rent = model.bill.lines.find((x) => x.kind === 'BASE_RENT')!;
            const [from, to] = chargePeriod(rent);
            expect(bill).toContain(
              `MINRNT Minimum Annual Rent ${slashDate(from)} ${slashDate(to)} ${I(b.baseRentCents)}`,
            );
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          }
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('“Controllable Costs” means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Date of Adjustment: ${fmtDate(s!.date, 'LONG')}`);
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
    await expectScannedPacket(family, 23122);
  }, 60_000);

  it('truth foots: share of the total, fee, estimates, balance; the schedule rows add up to the pools', () => {
    expectTruthFoots(family, 23100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      const rows = costRows(model, sm);
      expect(sum(rows.map((r) => r.current ?? 0))).toBe(s.totalCents);
      for (const k of sm.sectionOrder)
        expect(sum(rows.filter((r) => r.section === k).map((r) => r.current ?? 0))).toBe(
          sm.numbers.sectionTotals[k],
        );
      if (sm.fee?.base === 'CAM')
        expect(sm.numbers.camShare).toBe(Math.round((camCosts(sm) * sm.sharePct) / 100));
    });
  });
});
