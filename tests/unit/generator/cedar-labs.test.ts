/**
 * Generator family cedar-labs (decision 0070): its spec, its documents' distinctive features (read
 * back from the PDFs), the held-out seeds' truth as printed, and the consistency of its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money, numberWords } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import {
  achCharge,
  formLines,
  formMoney,
  leaseRef,
  scheduleLines,
  servicePeriod,
  upperDate,
} from '../../generator/render/cedar-labs';
import { pctParen, SECTIONS } from '../../generator/render/cedar-labs-lease';
import { parkOf } from '../../generator/render/cedar-labs-park';
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
  rectangles,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'cedar-labs' as const;

/** The family's held-out seeds, as tests/families.json lists them. */
const HELD_OUT = [16101, 16102, 16103, 16104, 16105, 16106, 16107, 16108, 16109, 16110, 16121, 16122];
const SCANNED = [16110, 16122];

const F = formMoney;

/** A line may wrap after a word's hyphen ("seventy-\ntwo"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[a-z])/g, '-');

describe('generator family cedar-labs (decision 0070)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0071 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: no "$" and <credits> on the form, dates MAR 04, 2025, "five (5) percent", lease references', () => {
    expect(F(123456)).toBe('1,234.56');
    expect(F(-24510)).toBe('<245.10>');
    expect(upperDate('2025-03-04')).toBe('MAR 04, 2025');
    expect(servicePeriod('2025-02-01')).toBe('02/01/2025 - 02/28/2025');
    expect(pctParen(5, 'BOTH')).toBe('five (5) percent');
    expect(pctParen(2.5, 'BOTH')).toBe('two and one-half (2.5) percent');
    expect(pctParen(4, 'DIGITS')).toBe('4%');
    expect(leaseRef({ key: 'tax', category: 'TAX' })).toBe('5.A.1)');
    expect(leaseRef({ key: 'hvac', category: 'CONTROLLABLE' })).toBe('5.A.9)');
    expect(leaseRef({ key: 'excluded', category: 'LEASING_COMMISSIONS' })).toBe('5.A.12)');
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 16150);
    expectSpecVariety(family, {
      first: 16100,
      forms: ['RESEARCH_PARK_SUMMARY', 'NUMBERED_FORM', 'ACH_NOTICE'],
      kind: 'office',
      keys: [
        ...NET_LEASE_KEYS,
        'late',
        'DUPLICATE_CHARGE',
        'LATE_STATEMENT_WAIVER',
        'MATH_ERROR',
        'EXCLUDED_EXPENSE',
        'CAM_CAP_EXCEEDED',
      ],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 20,
      minErrorsEach: 2,
    });
  });

  it('lease: a Lease Summary Page in gsf, a Table of Contents with true page numbers, run-in sections, the Building only in Attachment I', async () => {
    for (const seed of [16101, 16102, 16104, 16105, 16108, 16121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 16120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const k = parkOf(model);
      const pages = out['lease.pdf']!.pages.map(norm);
      const footer = new RegExp(` ?${esc(`${k.park} Standard Lease (Rev. 2016)`)} \\d+`, 'g');
      const lease = norm(out['lease.pdf']!.text.replace(footer, ''));
      // the Summary Page: the Premises' gsf, rent, the share when stated; not the Building's gsf
      const summary = between(lease, 'LEASE SUMMARY PAGE', 'Table of Contents');
      expect(summary).toContain(`${l.landlord.name} (Landlord) And ${l.tenant.name} (Tenant)`);
      expect(summary).toContain(`Gross Square Feet in Demised Premises: ±${commas(l.premisesRsf)}`);
      expect(summary).toContain(`Commencement Date: ${fmtDate(l.commencement, 'LONG')}`);
      expect(summary).toContain(`Monthly Installments: ${money(l.rent.steps[0]!.monthlyRentCents)}`);
      expect(summary).toContain('Initial Operating Rent Per Gross Square Foot:');
      expect(summary).not.toContain(commas(l.buildingRsf));
      if (spec.lease.shareStated)
        expect(summary).toContain(
          `Tenant's Pro Rata Share: ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`,
        );
      else expect(summary).not.toContain('Pro Rata Share');
      if (l.rent.form === 'PERCENT')
        expect(summary).toMatch(
          new RegExp(
            `increase by [a-z -]*\\(?${esc(String(l.rent.escalationPct))}\\)? ?(percent|%) on each anniversary`,
          ),
        );
      else {
        expect(summary).toContain('Lease Year Period');
        for (const s of l.rent.steps) expect(summary).toContain(money(s.monthlyRentCents));
        if (l.rent.form === 'PER_RSF')
          for (const r of l.rent.psfRatesCents!) expect(summary).toContain(money(r));
      }
      // the Table of Contents: each section starts on the page it names
      const toc = between(lease, 'Table of Contents', 'LEASE This Lease');
      SECTIONS.forEach((h, i) => {
        const title = h.charAt(0) + h.slice(1).toLowerCase();
        const m = toc.match(new RegExp(`${i + 1}\\. ${esc(title)} (\\d+)`));
        expect(m, title).not.toBeNull();
        expect(pages[Number(m![1]) - 1]).toContain(`${i + 1}. ${h}:`);
      });
      const att = toc.match(/Attachment I (\d+)/);
      expect(pages[Number(att![1]) - 1]).toContain('ATTACHMENT I DESCRIPTION OF THE DEMISED PREMISES');
      // the body: run-in capital sections, gsf, the Building's gsf only in Attachment I
      const body = between(lease, 'LEASE This Lease', 'ATTACHMENT I');
      expect(body).not.toContain(commas(l.buildingRsf));
      expect(body).not.toContain(commas(l.premisesRsf));
      for (const h of ['1. PREMISES:', '4. BASE RENT:', '5. OPERATING COSTS:', '13. NOTICE:'])
        expect(body).toContain(h);
      expect(body).toContain('gross square feet ("gsf")');
      expect(body).toContain(
        "Tenant's pro rata share of Operating Costs shall be equal to that percent which is the ratio of the number of gross square feet in the Demised Premises to the total number of gross square feet in the Building as stated in Attachment I",
      );
      expect(body.includes('which pro rata share is specified on the Summary Page')).toBe(
        spec.lease.shareStated,
      );
      const attachment = between(lease, 'ATTACHMENT I DESCRIPTION');
      expect(attachment).toContain(
        `The Building contains a total of ${norm(numberWords(l.buildingRsf))} (${commas(l.buildingRsf)}) gross square feet`,
      );
      // the late payment fee in Section 4, next to an interest rate per annum
      const s4 = between(body, '4. BASE RENT:', '5. OPERATING COSTS:');
      expect(s4).toMatch(new RegExp(`more than [a-z -]*\\(?${l.lateFee.graceDays}\\)? days past due`));
      if (l.lateFee.pct !== null)
        expect(s4).toMatch(
          new RegExp(
            `late payment fee of [a-z -]*\\(?${esc(String(l.lateFee.pct))}\\)? ?(percent|%) of the amount`,
          ),
        );
      else {
        expect(s4).toContain('late payment fee of ');
        expect(s4).toContain(money(l.lateFee.flatCents!));
      }
      expect(s4).toContain('at the rate of ten (10) percent per annum');
      // Section 5: definitions 1)-12), exclusions, fee, cap, statements, audit
      const s5 = between(body, '5. OPERATING COSTS:', '6. USE:');
      expect(s5).toContain('A. Definition of Operating Costs.');
      expect(s5).toContain('1) real property taxes');
      expect(s5).toMatch(/Operating Costs shall not include: \(a\) .*; \(b\) /);
      if (l.adminFee)
        expect(s5).toMatch(
          new RegExp(
            `administrative fee equal to [a-z -]*\\(?${esc(String(l.adminFee.pct))}\\)? ?(percent|%) of`,
          ),
        );
      else expect(s5).not.toContain('Administrative Fee.');
      if (l.mgmtFeeCapPct)
        expect(s5).toMatch(
          new RegExp(
            `management and administration expenses, not to exceed [a-z -]*\\(?${l.mgmtFeeCapPct}\\)? ?(percent|%)`,
          ),
        );
      expect(s5.includes('"Controllable Operating Costs" means')).toBe(l.camCap !== null);
      expect(s5).toMatch(
        new RegExp(`Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each calendar year`),
      );
      expect(s5).toMatch(
        new RegExp(`within [a-z -]*\\(?${l.auditWindowDays}\\)? days after receipt of any such statement`),
      );
      expect(s5.includes('Landlord shall have waived any right to collect')).toBe(l.waiver);
      expect(lease).not.toMatch(/rentable/i);
    }
  }, 30_000);

  it('statement: a numbered-line form, the line number boxed before each amount, then Schedule A with lease references', async () => {
    for (const seed of [16102, 16104, 16105, 16107, 16122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 16120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      const k = parkOf(model);
      for (const s of model.statements) {
        const [p1, ...rest] = out[s.file]!.pages.map(norm);
        const form = p1!;
        const sched = rest.join(' ');
        const n = s.numbers;
        expect(form).toContain(`Form ${k.formNo} OPERATING RENT RECONCILIATION Calendar Year ${s.year}`);
        expect(form).toContain(
          `Tenant Customer No. Statement Date ${model.lease.tenant.name} ${k.customerNo} ${upperDate(s.date)}`,
        );
        const rows = scheduleLines(s);
        const lines = formLines(s, `A-${rows.length + 1}`);
        for (const fl of lines) expect(form).toContain(norm(`${fl.no} ${fl.text} ${fl.no} ${fl.value}`));
        expect(lines[0]!.value).toBe(F(n.pool));
        expect(lines.at(-1)!.value).toBe(F(n.balance));
        expect(form).toContain(`${s.sharePct.toFixed(s.shareDecimals)}%`);
        if (s.fee) expect(form).toContain(`Administrative fee (${s.fee.pct} percent of line`);
        else expect(form).not.toContain('Administrative fee');
        if (n.balance > 0) expect(form).toContain(`AMOUNT DUE FROM TENANT: ${money(n.balance)}`);
        if (n.balance < 0) expect(form).toContain(`CREDIT TO TENANT: ${money(-n.balance)}`);
        // Schedule A: every line with its number and lease reference, subtotals, the total
        expect(sched).toContain(`SCHEDULE A - OPERATING COSTS OF THE BUILDING, CALENDAR YEAR ${s.year}`);
        expect(sched).toContain('Line Lease Ref. Description Amount');
        expect(rows.map((r) => r.label).sort()).toEqual(s.lines.map((ln) => ln.label).sort());
        for (const r of rows) expect(sched).toContain(norm(`${r.no} ${r.ref} ${r.label} ${F(r.cents)}`));
        for (const sec of s.sectionOrder)
          expect(sched).toContain(`Subtotal - ${s.sectionNames[sec]} ${F(n.sectionTotals[sec]!)}`);
        expect(sched).toContain(
          `A-${rows.length + 1} TOTAL OPERATING COSTS (carried to line 1) ${F(n.pool)}`,
        );
        expect(s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), sched)).not.toContain('$');
        expect(rectangles(pdfs.get(s.file)!)).toBeGreaterThanOrEqual(lines.length * 2 + rows.length * 4);
      }
    }
  });

  it('bill: an automatic payment (ACH debit) notice, charge by charge with service periods, TOTAL TO BE DEBITED', async () => {
    for (const seed of [16101, 16106, 16107, 16108, 16121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 16120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const k = parkOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain('AUTOMATIC PAYMENT NOTICE Pre-authorized ACH debit');
      expect(bill).toContain(
        `Notice Date ${upperDate(b.invoiceDate)} Customer No. ${k.customerNo} Debit Date ${upperDate(b.month)} Debit From ${k.bank} ****${k.accountLast4}`,
      );
      expect(bill).toContain('Charge Description Service Period Amount');
      const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
      for (const ln of b.lines) {
        const { code, desc } = achCharge(ln, combined, k.suite);
        const per = ln.kind === 'RECON' ? `CY ${ln.period.slice(0, 4)}` : servicePeriod(ln.period);
        expect(bill).toContain(`${code} ${desc} ${per} ${F(ln.amountCents)}`);
      }
      expect(bill).toContain(
        `RENT Base Rent - Suite ${k.suite} ${servicePeriod(b.month)} ${F(b.baseRentCents)}`,
      );
      expect(bill).toContain(`TOTAL TO BE DEBITED ON ${upperDate(b.month)} ${money(b.totalCents)}`);
      if (b.pastDueCents) {
        expect(bill).toContain(`RTNACH Returned ACH debit - `);
        expect(bill).toContain(`LATEFEE Late payment fee - `);
      }
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 16120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(truth.lease.commencementDate, 'LONG'));
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        for (const v of [s.totalCents, s.tenantShareCents, s.estimatesPaidCents, s.balanceDueCents])
          expect(st).toContain(F(v));
        if (s.adminFeeCents) expect(st).toContain(F(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(ln.label));
        for (const ln of s.lines) expect(st).toContain(F(ln.amountCents));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(F(v));
      expect(bill).toContain(money(b.totalCents));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`(Lease Summary Page) 2 ${commas(s!.shareNumRsf)}`);
            expect(st).toContain(`(Lease Attachment I) 3 ${commas(s!.shareDenRsf)}`);
            expect(st).toContain(`4 ${s!.sharePct.toFixed(s!.shareDecimals)}%`);
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toMatch(
              new RegExp(
                `Administrative fee \\(${s!.fee!.pct} percent of line \\d+\\) \\d+ ${esc(F(s!.numbers.fee))}`,
              ),
            );
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`${ln.label} ${F(ln.amountCents)}`));
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
              expect(st).toContain(`TOTAL OPERATING COSTS (carried to line 1) ${F(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`(line 1 multiplied by line 4) 5 ${F(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(F(n.balance));
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(`LATEFEE Late payment fee - `);
            expect(bill).toContain(F(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`${servicePeriod(model.bill.month)} ${F(b.baseRentCents)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(norm(lease)).toContain('"Controllable Operating Costs" means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Statement Date`);
            expect(st).toContain(upperDate(s!.date));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(norm(lease)).toContain('Landlord shall have waived any right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 16122);
  }, 30_000);

  it('truth foots: share of the total, fee, estimates, balance', () => {
    expectTruthFoots(family, 16100);
  });
});
