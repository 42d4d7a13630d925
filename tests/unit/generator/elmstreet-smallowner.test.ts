/**
 * Generator family elmstreet-smallowner (decision 0068): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency
 * of its truth.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  addDays as addDaysIso,
  commas,
  fmtDate,
  money,
  monthYear,
  numberWords,
} from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  invoiceItem,
  invoiceMoney,
  MONTH_HEADS,
  sheetMoney,
  sheetRows,
  shortDate,
} from '../../generator/render/elmstreet-smallowner';
import { centerOf } from '../../generator/render/elmstreet-smallowner-center';
import { dollarsWith, roman } from '../../generator/render/elmstreet-smallowner-lease';
import {
  esc,
  expectInManifest,
  expectSameSeedSameBytes,
  expectSpecVariety,
  expectTruthFoots,
  heldOutPacket,
  NET_LEASE_KEYS,
  rectangles,
  sum,
  between as textBetween,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'elmstreet-smallowner' as const;

/** The family's held-out seeds (the integrator lists them in tests/families.json after measuring). */
const HELD_OUT = [15101, 15102, 15103, 15104, 15105, 15106, 15107, 15108, 15109, 15110, 15121, 15122];
const SCANNED = [15110, 15122];

const S = sheetMoney;
const I = invoiceMoney;

/** A line may wrap after a word's hyphen ("seventy-\neight"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[a-z])/g, '-');

/** The text between two markers, `to` looked for from the start of `from`. */
const between = (t: string, from: string, to?: string) => textBetween(t, from, to, 0);

/** Whether tests/families.json lists the family yet (the integrator adds it after measuring it). */

describe('generator family elmstreet-smallowner (decision 0068)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0084 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: no "$" and "-" for zero in the sheet, "-" credits on the invoice, dates 3/4/25, words and figures', () => {
    expect(S(123456)).toBe('1,234.56');
    expect(S(0)).toBe('-');
    expect(I(-24510)).toBe('-245.10');
    expect(shortDate('2025-03-04')).toBe('3/4/25');
    expect(roman(4)).toBe('IV');
    expect(roman(13)).toBe('XIII');
    expect(dollarsWith(42500, 'BOTH')).toBe('four hundred twenty-five dollars ($425.00)');
    expect(dollarsWith(245050, 'BOTH')).toBe(
      'two thousand four hundred fifty dollars and 50/100 ($2,450.50)',
    );
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 15150);
    expectSpecVariety(family, {
      first: 15100,
      forms: ['ROMAN_ARTICLES', 'MONTHLY_WORKSHEET', 'QB_INVOICE'],
      kind: 'retail',
      keys: [
        ...NET_LEASE_KEYS,
        'DUPLICATE_CHARGE',
        'LATE_STATEMENT_WAIVER',
        'MATH_ERROR',
        'EXCLUDED_EXPENSE',
      ],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 20,
    });
  });

  it('lease: an old-style Lessor/Lessee Lease Agreement, WITNESSETH, Roman ARTICLES, the two areas in separate articles', async () => {
    for (const seed of [15101, 15103, 15104, 15106, 15107, 15122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 15120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const c = centerOf(model);
      // (the page footer, "Page 1 of 3 Lessor ______ Lessee ______", may fall inside a sentence)
      const lease = norm(out['lease.pdf']!.text.replace(/ ?Page \d+ of \d+ Lessor _+ Lessee _+/g, ''));
      expect(out['lease.pdf']!.text).toContain('Page 1 of ');
      expect(lease).toContain('LEASE AGREEMENT');
      expect(lease).toContain('W I T N E S S E T H:');
      expect(lease).toContain('hereinafter called "Lessor"');
      expect(lease).toContain('hereinafter called "Lessee"');
      expect(lease).toContain(`held by the ${c.trust}`);
      expect(lease).not.toContain('called "Landlord"');
      expect(lease).not.toContain("Tenant's Share");
      for (const a of [
        'ARTICLE I - PREMISES',
        'ARTICLE II - TERM',
        'ARTICLE IV - RENT',
        'ARTICLE V - SHOPPING CENTER',
        'ARTICLE VI - ADDITIONAL RENT - COMMON AREA MAINTENANCE, TAXES AND INSURANCE',
        'ARTICLE VII - COSTS EXCLUDED',
        'ARTICLE IX - LATE CHARGE',
      ])
        expect(lease).toContain(a);
      expect(lease).not.toMatch(/ARTICLE \d/);
      // the Premises' area in Article I, the center's total leasable area in Article V, apart
      const art1 = between(lease, 'ARTICLE I - PREMISES', 'ARTICLE II - TERM');
      const art5 = between(lease, 'ARTICLE V - SHOPPING CENTER', 'ARTICLE VI -');
      const art6 = between(lease, 'ARTICLE VI -', 'ARTICLE VII -');
      expect(art1).toContain(`Store No. ${c.store}`);
      expect(art1).toMatch(new RegExp(`${commas(l.premisesRsf)}\\)? square feet of floor area`));
      if (spec.lease.numbers === 'BOTH')
        expect(art1).toContain(`${norm(numberWords(l.premisesRsf))} (${commas(l.premisesRsf)})`);
      expect(art1).not.toContain(commas(l.buildingRsf));
      expect(art5).toContain(`total leasable floor area of the Shopping Center is`);
      expect(art5).toMatch(new RegExp(`${commas(l.buildingRsf)}\\)? square feet`));
      expect(art5).not.toContain(commas(l.premisesRsf));
      expect(art6).toContain(
        'the numerator of which is the floor area of the Premises stated in Article I and the denominator of which is the total leasable floor area of the Shopping Center stated in Article V',
      );
      if (spec.lease.shareStated)
        expect(art6).toContain(`which the parties agree is ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`);
      else expect(art6).not.toMatch(/agree is \d/);
      expect(art6).toContain("Lessee's Share of (i) all costs incurred by Lessor");
      expect(lease).toContain('shall be deemed "Additional Rent"');
      // money in words with the figures in parentheses
      const first = l.rent.steps[0]!.monthlyRentCents;
      expect(lease).toMatch(new RegExp(`${esc(money(first))}\\)? per month during the first Lease Year`));
      if (spec.lease.numbers === 'BOTH') expect(lease).toContain(norm(dollarsWith(first, 'BOTH')));
      if (l.rent.form === 'PERCENT')
        expect(lease).toMatch(
          new RegExp(`shall be increased by [a-z -]*\\(?${esc(String(l.rent.escalationPct))}%\\)? over`),
        );
      else {
        expect(lease).toContain('Lease Year Period');
        for (const s of l.rent.steps) expect(lease).toContain(money(s.monthlyRentCents));
      }
      if (l.adminFee)
        expect(lease).toMatch(
          new RegExp(`administrative charge equal to [a-z -]*\\(?${esc(String(l.adminFee.pct))}%`),
        );
      else expect(lease).toContain('shall not add any administrative, overhead or bookkeeping charge');
      if (l.mgmtFeeCapPct)
        expect(lease).toMatch(
          new RegExp(`management fee of Lessor not to exceed [a-z -]*\\(?${esc(String(l.mgmtFeeCapPct))}%`),
        );
      if (l.camCap) expect(lease).toContain('"Controllable Costs" means');
      expect(lease).toMatch(/shall not include: \(a\) .*; \(b\) /);
      expect(lease).toMatch(
        new RegExp(`Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each calendar year`),
      );
      expect(lease).toMatch(
        new RegExp(
          `within [a-z -]*\\(?${l.auditWindowDays}\\)? days after receipt of any such statement, to inspect Lessor's books and records`,
        ),
      );
      if (l.waiver)
        expect(lease).toContain('Lessor shall be deemed to have waived any claim for Additional Rent');
      if (l.lateFee.pct !== null)
        expect(lease).toMatch(
          new RegExp(
            `late charge equal to [a-z -]*\\(?${esc(String(l.lateFee.pct))}%\\)? of the amount past due`,
          ),
        );
      else
        expect(lease).toMatch(
          new RegExp(`late charge of [a-z -/0-9]*\\(?${esc(money(l.lateFee.flatCents!))}`),
        );
      expect(lease).toContain('IN WITNESS WHEREOF');
      expect(lease).toContain(`LESSOR: ${l.landlord.name}`);
    }
  });

  it('statement: a landscape spreadsheet, 12 monthly columns and a Total per expense, column totals, a bordered computation block', async () => {
    for (const seed of [15101, 15102, 15104, 15105, 15108, 15121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 15120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      const c = centerOf(model);
      for (const s of model.statements) {
        const st = norm(out[s.file]!.text);
        const n = s.numbers;
        expect(st).toContain(`${c.name} CAM RECONCILIATION ${s.year}`);
        expect(st).toContain(`Date: ${shortDate(s.date)}`);
        expect(st).toContain(`Expense ${MONTH_HEADS.join(' ')} Total`);
        const rows = sheetRows(model, s);
        expect(rows.map((r) => r.label)).toEqual(s.lines.map((ln) => ln.label));
        for (const r of rows) {
          expect(r.months).toHaveLength(12);
          expect(sum(r.months)).toBe(r.totalCents);
          expect(r.months.every((x) => x >= 0)).toBe(true);
          expect(st).toContain(norm(`${r.label} ${r.months.map(S).join(' ')} ${S(r.totalCents)}`));
        }
        const colTotals = MONTH_HEADS.map((_, i) => sum(rows.map((r) => r.months[i]!)));
        expect(st).toContain(`TOTAL ${colTotals.map(S).join(' ')} ${S(n.pool)}`);
        // the computation block
        expect(st).toContain(`Total CAM ${S(n.pool)}`);
        expect(st).toContain(
          `Your % (${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} sf) ${s.sharePct.toFixed(s.shareDecimals)}%`,
        );
        expect(st).toContain(`Your share ${S(n.tenantShare)}`);
        if (s.fee) {
          expect(st).toContain(`Admin ${s.fee.pct}% ${S(n.fee)}`);
          if (s.fee.base === 'CAM') expect(st).toContain(`Your share w/o tax & ins ${S(n.camShare!)}`);
        } else expect(st).not.toContain('Admin');
        expect(st).toContain(`Paid (${s.estimateMonths} x ${S(s.monthlyEstimateCents)}) ${S(n.estimates)}`);
        if (n.balance < 0) expect(st).toContain(`Refund ${money(-n.balance, { dollar: false })}`);
        else expect(st).toContain(`Due ${money(n.balance, { dollar: false })}`);
        // no "$" (an amortized capital line's label may name its cost)
        expect(s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), st)).not.toContain('$');
        // landscape, every cell bordered
        const doc = await getDocument({ data: new Uint8Array(pdfs.get(s.file)!), verbosity: 0 }).promise;
        const [, , pw, ph] = (await doc.getPage(1)).view;
        expect(pw!).toBeGreaterThan(ph!);
        await doc.destroy();
        expect(rectangles(pdfs.get(s.file)!)).toBeGreaterThanOrEqual((rows.length + 2) * 14);
      }
    }
  });

  it('bill: a QuickBooks-style invoice, Item | Description | Qty | Rate | Amount, Net 10, Balance Due', async () => {
    for (const seed of [15101, 15103, 15104, 15108, 15110, 15122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 15120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const c = centerOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain(`${model.lease.landlord.name} ${c.ownerStreet}`);
      expect(bill).toContain(
        `INVOICE Invoice # ${c.invoiceNo} Date ${shortDate(b.invoiceDate)} Terms Net 10 Due Date ${shortDate(addDaysIso(b.invoiceDate, 10))}`,
      );
      expect(bill).toContain(`Bill To ${model.lease.tenant.name}`);
      expect(bill).toContain('Item Description Qty Rate Amount');
      const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
      for (const ln of b.lines) {
        const { item, desc } = invoiceItem(ln, combined);
        expect(bill).toContain(`${item} ${desc} 1 ${I(ln.amountCents)} ${I(ln.amountCents)}`);
      }
      expect(bill).toContain(`Rent ${monthYear(b.month)} rent 1 ${I(b.baseRentCents)}`);
      expect(bill).toContain(`Subtotal ${I(b.totalCents)} Total ${money(b.totalCents)}`);
      expect(bill).toContain(`Balance Due ${money(b.totalCents)}`);
      expect(bill).toMatch(/Thank/);
      if (b.pastDueCents) {
        const prev = monthYear(addDays(b.month, -1));
        expect(bill).toContain(`Past Due Unpaid balance - ${prev} invoice 1 ${I(b.pastDueCents)}`);
        expect(bill).toContain(`Late Fee Late charge - ${prev} payment 1 ${I(b.lateFeeCents)}`);
      }
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 15120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        for (const v of [s.totalCents, s.tenantShareCents, s.estimatesPaidCents, Math.abs(s.balanceDueCents)])
          expect(st).toContain(money(v, { dollar: false }));
        if (s.adminFeeCents) expect(st).toContain(S(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(ln.label));
        for (const ln of s.lines) expect(st).toContain(S(ln.amountCents));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents, b.totalCents].filter((x) => x))
        expect(bill).toContain(I(v));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `Your % (${commas(s!.shareNumRsf)} / ${commas(s!.shareDenRsf)} sf) ${s!.sharePct.toFixed(s!.shareDecimals)}%`,
            );
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Admin ${s!.fee!.pct}% ${S(s!.numbers.fee)}`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} `));
            expect(st).toContain(` ${S(ln.amountCents)}`);
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
              expect(st).toContain(`Total CAM ${S(n.pool)}`);
              // the months still add up to the lines: the Total column's total does not foot
              const rows = sheetRows(model, s!);
              expect(sum(rows.flatMap((r) => r.months))).not.toBe(n.pool);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`Your share ${S(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(money(Math.abs(n.balance), { dollar: false }));
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(`Late Fee Late charge - `);
            expect(bill).toContain(I(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`Rent ${monthYear(model.bill.month)} rent 1 ${I(b.baseRentCents)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('"Controllable Costs" means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Date: ${shortDate(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(norm(lease)).toContain(
              'Lessor shall be deemed to have waived any claim for Additional Rent',
            );
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('truth foots: share of the total, fee, estimates, balance', () => {
    expectTruthFoots(family, 15100);
  });
});
