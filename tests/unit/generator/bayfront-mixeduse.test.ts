/**
 * Generator family bayfront-mixeduse (decision 0067): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency
 * of its truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money, monthYear } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import { Rng } from '../../generator/prng';
import {
  COMPONENTS,
  glDetail,
  ledgerMoney,
  letterMoney,
  portalMoney,
  portalRows,
} from '../../generator/render/bayfront-mixeduse';
import { towerOf } from '../../generator/render/bayfront-mixeduse-building';
import {
  expectInManifest,
  expectSameSeedSameBytes,
  expectSpecVariety,
  expectTruthFoots,
  heldOutPacket,
  NET_LEASE_KEYS,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'bayfront-mixeduse' as const;

/** The family's held-out seeds (the integrator lists them in tests/families.json after measuring). */
const HELD_OUT = [14101, 14102, 14103, 14104, 14105, 14106, 14107, 14108, 14109, 14110, 14121, 14122];
const SCANNED = [14110, 14122];

const D = letterMoney;
const L = ledgerMoney;
const P = portalMoney;

/** Whether tests/families.json lists the family yet (the integrator adds it after measuring it). */

describe('generator family bayfront-mixeduse (decision 0067)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0069 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: "$" in the letter (credits worded), none in the ledger, "-$" on the portal', () => {
    expect(D(123456)).toBe('$1,234.56');
    expect(D(-123456)).toBe('$1,234.56');
    expect(L(123456)).toBe('1,234.56');
    expect(P(123456)).toBe('$1,234.56');
    expect(P(-123456)).toBe('-$1,234.56');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 14150);
    expectSpecVariety(family, {
      first: 14100,
      forms: ['END_SCHEDULE', 'LETTER_GL_DETAIL', 'PORTAL_LEDGER'],
      kind: 'retail',
      keys: [...NET_LEASE_KEYS, 'DUPLICATE_CHARGE', 'LATE_STATEMENT_WAIVER'],
      heldOut: HELD_OUT,
      minRules: 7,
      minPlanted: 18,
    });
  });

  it('lease: a Commercial Lease Agreement, sentence-case sections, the figures in Schedule 1 at the end', async () => {
    for (const seed of [14101, 14102, 14103, 14104, 14122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 14120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const t = towerOf(model);
      const { text: lease, pages } = out['lease.pdf']!;
      expect(lease).toContain('COMMERCIAL LEASE AGREEMENT');
      expect(lease).toContain('Section 1 - Definitions');
      expect(lease).toContain('Section 5 - Operating costs of the Commercial Component');
      expect(lease).not.toMatch(/ARTICLE [IVX\d]/);
      // Schedule 1 is printed at the end: its own last page(s), after the signatures
      const at = lease.indexOf('SCHEDULE 1 - LEASE SUMMARY');
      expect(at).toBeGreaterThan(lease.indexOf('Section 9 - General'));
      expect(at).toBeGreaterThan(lease.indexOf('TENANT'));
      expect(pages[pages.length - 1]).toContain('Security deposit');
      const body = lease.slice(0, at);
      const schedule = lease.slice(at);
      // the body refers to the Schedule; the figures are not in it
      expect(body).toContain('the Base Rent stated in item 11 of Schedule 1');
      expect(body).toContain('the floor area stated in item 6 of Schedule 1');
      expect(body).not.toContain(commas(l.premisesRsf));
      expect(body).not.toContain(commas(l.buildingRsf));
      expect(body).not.toContain(money(l.rent.steps[0]!.monthlyRentCents));
      // the Commercial Component, its Common Elements and the Residential Component
      expect(body).toContain('"Commercial Common Elements" means');
      expect(body).toContain('the Residential Component');
      expect(schedule).toContain('Item Term Detail');
      expect(schedule).toContain(`5 Floor area of the Premises ${commas(l.premisesRsf)} square feet`);
      expect(schedule).toContain(
        `6 Floor area of the Commercial Component ${commas(l.buildingRsf)} square feet`,
      );
      expect(schedule).toContain(
        `7 Gross floor area of the Building ${commas(t.grossSf)} square feet, including the Residential Component`,
      );
      expect(t.grossSf).toBeGreaterThan(l.buildingRsf + t.residentialSf);
      if (spec.lease.shareStated)
        expect(schedule).toContain(
          `8 Tenant's Share ${l.sharePct.toFixed(spec.lease.shareDecimals)}% of the Operating Costs of the Commercial Component`,
        );
      else expect(schedule).toContain("8 Tenant's Share Item 5 divided by item 6");
      expect(schedule).toContain(`9 Commencement Date ${fmtDate(l.commencement, 'LONG')}`);
      if (l.rent.form === 'PERCENT')
        expect(schedule).toMatch(
          new RegExp(`12 Annual increase ([a-z -]*\\()?${String(l.rent.escalationPct).replace('.', '\\.')}%`),
        );
      else for (const s of l.rent.steps) expect(schedule).toContain(money(s.monthlyRentCents));
      if (l.adminFee) expect(schedule).toMatch(new RegExp(`14 Administration fee .*${l.adminFee.pct}%`));
      else expect(schedule).toContain('14 Administration fee None');
      expect(lease).toMatch(
        new RegExp(`Within [a-z -]*\\(?${l.reconDeadlineDays}\\)? days after the end of each Operating Year`),
      );
      expect(lease).toMatch(
        new RegExp(
          `written notice given within [a-z -]*\\(?${l.auditWindowDays}\\)? days after Tenant receives`,
        ),
      );
      expect(lease).toMatch(
        /5\(d\) What is not included\. Operating Costs do not include: \(i\) .*; \(ii\) /,
      );
      if (l.camCap) expect(lease).toContain('5(e) Limit on Controllable Costs. "Controllable Costs" means');
    }
  });

  it('statement: a reconciliation letter in prose, then a General Ledger Detail by GL account', async () => {
    for (const seed of [14101, 14103, 14105, 14106, 14121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 14120, family });
      const { out, model } = await packetTexts(spec);
      const t = towerOf(model);
      for (const s of model.statements) {
        const { text: st, pages } = out[s.file]!;
        const n = s.numbers;
        const share = `${s.sharePct.toFixed(s.shareDecimals)}%`;
        // the letter: page 1, prose only
        const letter = pages[0]!;
        expect(letter).toContain(t.developer);
        expect(letter).toContain(fmtDate(s.date, 'LONG'));
        expect(letter).toContain(`Re: ${s.year} operating cost reconciliation - Unit ${t.unit}`);
        expect(letter).toContain(
          `Total operating costs of the Commercial Component for ${s.year} were ${D(n.pool)}`,
        );
        expect(letter).toContain(
          `Your share of ${s.year} Commercial Component operating costs was ${D(n.tenantShare)}, based on ${share}`,
        );
        if (s.fee)
          expect(letter).toContain(
            `comes to ${D(n.fee)}. Your total for ${s.year} is therefore ${D(n.totalDue)}`,
          );
        expect(letter).toContain(
          `${D(s.monthlyEstimateCents)} a month for ${s.estimateMonths} months, ${D(n.estimates)} in total`,
        );
        if (n.balance > 0) expect(letter).toContain(`That leaves a balance of ${D(n.balance)} owing to us`);
        else if (n.balance < 0)
          expect(letter).toContain(`there is a credit of ${D(n.balance)} in your favor`);
        expect(letter).not.toContain('GENERAL LEDGER DETAIL');
        // the ledger: transaction rows grouped by GL account, subtotals, component totals, grand total
        const ledger = pages.slice(1).join(' ');
        expect(ledger).toContain('GENERAL LEDGER DETAIL');
        expect(ledger).toContain(`Period: 01/01/${s.year} - 12/31/${s.year}`);
        expect(ledger).toContain('Date Vendor Invoice/Ref GL Account Amount');
        const accounts = glDetail(model, s);
        expect(accounts.map((a) => a.label)).toEqual(s.lines.map((ln) => ln.label));
        expect(accounts.reduce((a, x) => a + x.entries.length, 0)).toBeGreaterThan(accounts.length);
        for (const a of accounts) {
          expect(sum(a.entries.map((e) => e.amountCents))).toBe(a.totalCents);
          expect(ledger).toContain(`Total ${a.code} ${a.label} ${L(a.totalCents)}`);
          for (const e of a.entries) expect(ledger).toContain(`${fmtDate(e.date, 'NUMERIC')} ${e.vendor}`);
          expect(ledger).toContain(`${a.entries[0]!.ref} ${a.code} ${L(a.entries[0]!.amountCents)}`);
        }
        for (const key of s.sectionOrder)
          expect(ledger).toContain(`Total ${COMPONENTS[key]} ${L(n.sectionTotals[key]!)}`);
        expect(ledger).toContain(`Grand total - Commercial Component operating costs ${L(n.pool)}`);
        // no "$" in the ledger (a capital line's label may name its cost)
        expect(s.lines.reduce((x, ln) => x.replaceAll(ln.label, ''), ledger)).not.toContain('$');
        expect(st).toContain(`page 1 of ${pages.length}`);
      }
    }
  });

  it('bill: a tenant-portal Account Statement with an opening balance, a running balance and an amount-due box', async () => {
    for (const seed of [14102, 14103, 14104, 14110, 14122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 14120, family });
      const { out, model } = await packetTexts(spec);
      const b = model.bill;
      const t = towerOf(model);
      const bill = out['bill.pdf']!.text;
      expect(bill).toContain(`${t.portal} Signed in: ${model.lease.tenant.contact}`);
      expect(bill).toContain('Home > Payments > Account statement');
      expect(bill).toContain('ACCOUNT STATEMENT');
      expect(bill).toContain(`Account: ${t.accountId}`);
      expect(bill).toContain(`AMOUNT DUE ${P(b.totalCents)} Due ${fmtDate(b.month, 'NUMERIC')} [ Pay now ]`);
      expect(bill).toContain('Date Description Charges Payments Balance');
      expect(bill).toMatch(/\d\d\/\d\d\/\d{4} Opening balance \(/);
      expect(bill).toContain(`Base rent - ${monthYear(b.month)} ${P(b.baseRentCents)}`);
      // the running balance: every row's balance follows from the one before
      const rows = portalRows(model, new Rng('test'));
      let run = 0;
      for (const r of rows) {
        if (r.desc.startsWith('Opening balance')) run = r.balance;
        else run += (r.charge ?? 0) - (r.payment ?? 0);
        expect(r.balance).toBe(run);
        const amounts = [r.charge, r.payment].filter((x): x is number => x !== null).map(P);
        // (the payment's wording is drawn by the renderer: only its figures are compared)
        const desc = r.desc.startsWith('Payment received - ') ? 'thank you' : r.desc;
        expect(bill).toContain(`${desc} ${[...amounts, P(r.balance)].join(' ')}`);
      }
      expect(run).toBe(b.totalCents);
      expect(bill).toContain(`Amount due ${P(b.totalCents)}`);
      if (b.pastDueCents) {
        expect(bill).toContain(
          `Opening balance (unpaid ${monthYear(addDays(b.month, -1))}) ${P(b.pastDueCents)}`,
        );
        expect(bill).toContain(
          `Late payment fee - ${monthYear(addDays(b.month, -1))} rent ${P(b.lateFeeCents)}`,
        );
      } else expect(bill).toContain('Payment received - ');
    }
  });

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 14120);
      const lease = out['lease.pdf']!.text;
      expect(lease).toContain(commas(truth.lease.premisesRsf));
      expect(lease).toContain(commas(truth.lease.buildingRsf));
      expect(lease).toContain(money(truth.lease.rentSchedule[0]!.monthlyRentCents));
      for (const s of truth.statements) {
        const st = out[`recon-${s.year}.pdf`]!.text;
        for (const v of [s.totalCents, s.tenantShareCents, s.estimatesPaidCents, s.balanceDueCents])
          expect(st).toContain(D(v));
        expect(st).toContain(L(s.totalCents));
        if (s.adminFeeCents) expect(st).toContain(D(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(`${ln.label} ${L(ln.amountCents)}`);
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents, b.totalCents].filter((x) => x))
        expect(bill).toContain(P(v));
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? out[s.file]!.text : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `${D(s!.numbers.tenantShare)}, based on ${s!.sharePct.toFixed(s!.shareDecimals)}%`,
            );
            expect(s!.sharePct).not.toBe(truth.lease.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`The administration fee of ${s!.fee!.pct.toFixed(2)}% is calculated on`);
            expect(s!.fee!.pct).toBeGreaterThan(truth.lease.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            const a = glDetail(model, s!).find(
              (x) => x.label === ln.label && x.totalCents === ln.amountCents,
            )!;
            expect(st).toContain(`Total ${a.code} ${ln.label} ${L(ln.amountCents)}`);
            if (e.rule === 'DUPLICATE_CHARGE') {
              // the same vendor invoice posted twice
              const ref = a.entries[0]!.ref;
              expect(st.split(`${ref} `).length - 1).toBeGreaterThanOrEqual(2);
            }
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(s!.lines.map((x) => x.amountCents)));
              expect(st).toContain(`Grand total - Commercial Component operating costs ${L(n.pool)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`operating costs was ${D(n.tenantShare)}, based on`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toMatch(new RegExp(`(balance|credit) of ${D(n.balance).replace(/[$.]/g, '\\$&')}`));
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toContain(`Late payment fee - `);
            expect(bill).toContain(P(b.lateFeeCents));
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR':
            expect(bill).toContain(`Base rent - ${monthYear(model.bill.month)} ${P(b.baseRentCents)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('Limit on Controllable Costs. "Controllable Costs" means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(fmtDate(s!.date, 'LONG'));
            expect(s!.date > addDays(`${s!.year}-12-31`, truth.lease.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('Landlord gives up the right to collect from Tenant any amount');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('truth foots: share of the total, fee, estimates, balance', () => {
    expectTruthFoots(family, 14100);
  });
});
