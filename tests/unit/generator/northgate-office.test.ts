/**
 * Generator family northgate-office (decision 0065): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency
 * of its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  GROUPS,
  northgateInvoiceMoney,
  northgateInvoiceNo,
  northgateMoney,
} from '../../generator/render/northgate-office';
import { parkOf } from '../../generator/render/northgate-office-park';
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

const family = 'northgate-office' as const;

/** The family's seeds in tests/families.json, rendered as text (the two scanned ones included). */
const HELD_OUT = [13101, 13102, 13103, 13104, 13105, 13106, 13107, 13108, 13109, 13110, 13121, 13122];

const M = northgateMoney;
const I = northgateInvoiceMoney;
describe('generator family northgate-office (decision 0065)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0066 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, [13110, 13122], true);
  });

  it('formats: no "$" on the statement, credits in parentheses, "$" on the invoice, ISO dates', () => {
    expect(M(123456)).toBe('1,234.56');
    expect(M(-123456)).toBe('(1,234.56)');
    expect(I(123456)).toBe('$1,234.56');
    expect(I(-123456)).toBe('($1,234.56)');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, base-year or NNN', async () => {
    await expectSameSeedSameBytes(family, 13150);
    const seen = new Set<string>();
    for (let seed = 13100; seed < 13160; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual([
        'TWO_COLUMN_ARTICLES',
        'ESCALATION_SCHEDULE',
        'EMAILED_INVOICE',
      ]);
      expect([s.family, s.kind, s.letter, s.amendment]).toEqual([family, 'office', false, null]);
      seen.add(s.lease.rent);
      seen.add(s.leaseType);
      if (s.terms.grossUp) seen.add('grossUp');
      for (const e of s.errors) seen.add(e.rule);
    }
    for (const k of ['TABLE', 'PER_RSF', 'PERCENT', 'BASE_YEAR', 'NNN', 'grossUp', 'DUPLICATE_CHARGE'])
      expect(seen).toContain(k);
    // the held-out seeds: at least eight rules, two or three errors a packet, mostly base-year
    const specs = HELD_OUT.slice(0, 10).map((seed) => randomPacketSpec(seed, { errors: true, family }));
    const planted = specs.flatMap((s) => s.errors.map((e) => e.rule));
    expect(new Set(planted).size).toBeGreaterThanOrEqual(8);
    expect(planted.length).toBeGreaterThanOrEqual(20);
    expect(specs.filter((s) => s.leaseType === 'BASE_YEAR').length).toBeGreaterThanOrEqual(6);
  });

  it('lease: numbered Fundamental Lease Provisions, the areas only in Article 2, two columns per page', async () => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    for (const seed of [13101, 13102, 13104, 13122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 13120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      const l = model.lease;
      const k = parkOf(model);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain('OFFICE LEASE');
      expect(lease).toContain('FUNDAMENTAL LEASE PROVISIONS');
      const cover = lease.slice(0, lease.indexOf('LEASE PROVISIONS THIS LEASE'));
      expect(cover).toContain(`Commencement Date: ${fmtDate(l.commencement, 'LONG')}`);
      if (spec.lease.shareStated)
        expect(cover).toContain(
          `Tenant's Proportionate Share: ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`,
        );
      // the areas are not on the cover
      expect(cover).not.toContain(commas(l.premisesRsf));
      expect(cover).not.toContain(commas(l.buildingRsf));
      expect(lease).toContain(
        `stipulate contain ${commas(l.premisesRsf)} square feet of rentable floor area (the "Rentable Floor Area of the Premises")`,
      );
      expect(lease).toContain(
        `The Building contains ${commas(l.buildingRsf)} square feet of rentable floor area (the "Total Rentable Floor Area of the Building")`,
      );
      expect(lease).toContain(`aggregate of approximately ${commas(k.parkRsf)} rentable square feet`);
      if (l.leaseType === 'BASE_YEAR') {
        expect(cover).toContain(`Base Year: calendar year ${l.baseYear}`);
        expect(cover).toContain(`Base Operating Expenses: ${money(l.baseYearExpensesCents!)}`);
      } else expect(cover).toContain('Base Year: Not applicable.');
      for (const s of l.rent.steps.slice(1)) expect(cover).toContain(fmtDate(s.from, 'LONG'));
      if (l.rent.form === 'PERCENT')
        expect(cover).toMatch(
          new RegExp(`increases by [a-z -]*\\(?${esc(String(l.rent.escalationPct))}%\\)?, rounded`),
        );
      else for (const s of l.rent.steps) expect(cover).toContain(money(s.monthlyRentCents));
      expect(lease).toMatch(
        new RegExp(`within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each Operating Year`),
      );
      expect(lease).toMatch(
        new RegExp(`notice given within [a-z -]*\\(?${l.auditWindowDays}\\)? days after receipt`),
      );
      expect(lease).toMatch(/6\.4 Exclusions\. Operating Expenses shall not include: \(a\) .*; \(b\) /);
      // the body pages are set in two columns: text starts both near the left margin and mid-page
      const doc = await getDocument({ data: new Uint8Array(pdfs.get('lease.pdf')!), verbosity: 0 }).promise;
      const page = await doc.getPage(2);
      const xs = (await page.getTextContent()).items
        .map((it) => ('transform' in it ? (it.transform as number[])[4]! : 0))
        .filter((x) => x > 0);
      const [, , width] = page.view;
      expect(xs.some((x) => x < 80)).toBe(true);
      expect(xs.some((x) => Math.abs(x - width! / 2 - 10) < 20)).toBe(true);
      await doc.destroy();
    }
  });

  it('statement: a Tenant Escalation Statement with Building Total / Base Year Amount / Increase / Tenant % / Tenant Share and Schedule A', async () => {
    for (const seed of [13101, 13104, 13105, 13106, 13121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 13120, family });
      const { out, model } = await packetTexts(spec);
      const k = parkOf(model);
      for (const s of model.statements) {
        const st = out[s.file]!.text;
        const n = s.numbers;
        const share = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        expect(st).toContain('TENANT ESCALATION STATEMENT');
        expect(st).toContain(`Statement Date ${s.date}`);
        expect(st).toContain(`Statement Period ${s.year}-01-01 to ${s.year}-12-31`);
        expect(st).toContain(`Lease ID ${k.leaseId} Unit ${k.unit}`);
        expect(st).toContain('Description Building Total Base Year Amount Increase Tenant % Tenant Share');
        for (const key of s.sectionOrder) expect(st).toContain(`${GROUPS[key]} ${M(n.sectionTotals[key]!)}`);
        if (s.base)
          expect(st).toContain(
            `Total Operating Expenses and Taxes ${M(n.pool)} ${M(s.base.deductionCents)} ${M(n.excess!)} ${share} ${M(n.tenantShare)}`,
          );
        else
          expect(st).toContain(`Total Operating Expenses ${M(n.pool)} n/a n/a ${share} ${M(n.tenantShare)}`);
        expect(st).toContain(
          `Less: Estimated Payments Billed (${s.estimateMonths} x ${M(s.monthlyEstimateCents)}) $ ${M(-n.estimates)}`,
        );
        expect(st).toContain(`Balance Due / (Credit) $ ${M(n.balance)}`);
        expect(st).toContain('SCHEDULE A - OPERATING EXPENSE DETAIL');
        for (const ln of s.lines.filter((x) => x.label.length < 40))
          expect(st).toMatch(new RegExp(`${esc(ln.label)} (-?[\\d,().]+ |- )*${esc(M(ln.amountCents))}`));
        expect(st).toContain(`Total Building Operating Expenses ${M(n.pool)}`);
        expect(s.lines.reduce((t, ln) => t.replace(ln.label, ''), st).replace(/\$ /g, '')).not.toContain('$');
      }
    }
  });

  it('bill: an e-mailed Rent Invoice with a header table and GL-style charge descriptions', async () => {
    for (const seed of [13102, 13104, 13110, 13122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 13120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const k = parkOf(model);
      const bill = out['bill.pdf']!.text;
      const no = northgateInvoiceNo(model);
      expect(bill).toMatch(/^From: .* Accounts Receivable <ar@[a-z]+pm\.com> Sent: /);
      expect(bill).toContain(`Subject: Rent Invoice ${no} - Lease ${k.leaseId} - Unit ${k.unit}`);
      expect(bill).toContain('RENT INVOICE Invoice # Invoice Date Due Date Lease ID Unit');
      expect(bill).toContain(`${no} ${b.invoiceDate} ${b.month} ${k.leaseId} ${k.unit}`);
      expect(bill).toContain(`${b.month} Base Rent - Office ${b.month} to `);
      expect(bill).toContain(I(b.baseRentCents));
      if (model.lease.leaseType === 'BASE_YEAR' && b.lines.some((x) => x.kind === 'OPEX_ESTIMATE'))
        expect(bill).toContain('Op Ex Escalation Est.');
      if (b.pastDueCents) {
        expect(bill).toContain('Prior Balance - Unpaid ');
        expect(bill).toContain(`Late Fee - `);
        expect(bill).toContain(I(b.lateFeeCents));
      }
      expect(bill).toContain(`Invoice Total ${I(b.totalCents)} Amount Due by ${b.month} ${I(b.totalCents)}`);
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 13120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      if (truth.lease.baseYearExpensesCents)
        expect(lease).toContain(money(truth.lease.baseYearExpensesCents));
      expectStatementFiguresPrinted(truth, out, M);
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents, b.totalCents].filter((x) => x))
        expect(bill).toContain(I(v));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(` ${s!.sharePct.toFixed(s!.shareDecimals)}% ${M(s!.numbers.tenantShare)}`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative Fee: ${s!.fee!.pct.toFixed(2)}% of `);
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
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(`Total Building Operating Expenses ${M(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              const base = s!.base ? n.excess! : n.pool;
              expect(Math.round((base * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`${s!.sharePct.toFixed(s!.shareDecimals)}% ${M(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`Balance Due / (Credit) $ ${M(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain('Late Fee - ');
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`Base Rent - Office ${model.bill.month} to `);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Statement Date ${s!.date}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('Landlord waives its right to collect from Tenant any amount');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('truth foots: share of the total (or of the increase over the base year), fee, estimates, balance', () => {
    const packets = familyPackets(family, 13100, 40);
    for (const { truth } of packets) {
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        expect(math.shareMode).toBe('TOTAL');
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
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
  });
});
