/**
 * Generator family willowbrook-commons (decision 0078): its spec, its documents' distinctive
 * features (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of
 * its truth.
 */
import { describe, expect, it } from 'vitest';
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { PacketModel, StatementModel } from '../../generator/model';
import {
  activity,
  activityDate,
  activityDesc,
  balanceCaption,
  CATEGORY_CODE,
  calcRows,
  excelDate,
  mailDate,
  mailSubject,
  pools,
  portalMoney,
  sheetMoney,
  sheetPct,
} from '../../generator/render/willowbrook-commons';
import { centerOf } from '../../generator/render/willowbrook-commons-center';
import {
  ADDED_EXCLUSIONS,
  box,
  FORM_TITLE,
  feeBlanks,
  PARAGRAPHS,
  PRINTED_EXCLUSIONS,
  typedDate,
  typedShare,
} from '../../generator/render/willowbrook-commons-lease';
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
  rectangles,
  sum,
} from './family-support';
import { addDays, packetTexts } from './helpers';

const family = 'willowbrook-commons' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [22101, 22102, 22103, 22104, 22105, 22106, 22107, 22108, 22109, 22110, 22121, 22122];
const SCANNED = [22110, 22122];

const M = sheetMoney;
const P = portalMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** The form's footer, taken off each page so a paragraph reads across pages. */
const FOOTER = / ?Form CL-[A-Z]+-\d Rev\. \d\d\/\d{4} ©.*? Page \d+ of \d+ Initials: Landlord _+ Tenant _+$/;
const leaseText = (doc: { pages: string[] }) => norm(doc.pages.map((p) => p.replace(FOOTER, '')).join(' '));

/** The number of checked boxes the lease must show: one per choice the model makes. */
function checkedBoxes(m: PacketModel): number {
  const l = m.lease;
  // rent method, lease type, share, management fee, capital, fee shall/shall not, cap or not,
  // late charge kind, broker's side; then the fee's base, the cap's kind and the waiver
  return 9 + (l.adminFee ? 1 : 0) + (l.camCap ? 1 : 0) + (l.waiver ? 1 : 0);
}

/** One row of the worksheet as read back: row number, then the cells. */
const sheetRow = (n: number, ...cells: string[]) => [String(n), ...cells.filter((c) => c !== '')].join(' ');

/** The rows of the expense table (from row 11), as the worksheet numbers them. */
function tableRows(s: StatementModel): string[] {
  const out: string[] = [];
  let r = 10;
  for (const pl of pools(s)) {
    for (const ln of s.lines)
      if (ln.section === pl.section)
        out.push(sheetRow(++r, CATEGORY_CODE[pl.section], ln.label, M(ln.amountCents)));
    out.push(sheetRow(++r, `${CATEGORY_CODE[pl.section]} Total`, M(pl.amount)));
  }
  out.push(sheetRow(++r, 'Grand Total', M(s.numbers.pool, true)));
  return out;
}

describe('generator family willowbrook-commons (decision 0078)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0081 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: worksheet money with `$` on totals only, portal money, Excel and e-mail dates, checkboxes', () => {
    expect(M(123456)).toBe('1,234.56');
    expect(M(-24510)).toBe('-245.10');
    expect(M(123456, true)).toBe('$1,234.56');
    expect(M(-24510, true)).toBe('-$245.10');
    expect(P(-24510)).toBe('-$245.10');
    expect(excelDate('2025-03-04')).toBe('4-Mar-25');
    expect(mailDate('2025-04-16')).toBe('Wed, Apr 16, 2025');
    expect(activityDate('2025-05-01')).toBe('05/01/2025');
    expect(typedDate('2021-07-01')).toBe('07/01/2021');
    expect([box(true), box(false)]).toEqual(['[X]', '[ ]']);
    expect(balanceCaption(-1)).toBe('CREDIT DUE TO TENANT');
    expect(balanceCaption(0)).toBe('BALANCE DUE FROM TENANT');
  });

  it('same seed, same spec and bytes; the family fixes its forms; retail, net, no gross-up', async () => {
    await expectSameSeedSameBytes(family, 22150);
    expectSpecVariety(family, {
      first: 22100,
      forms: ['REALTOR_FILL_IN_FORM', 'GRIDLINE_WORKSHEET', 'PORTAL_EMAIL'],
      kind: 'retail',
      keys: [...NET_LEASE_KEYS, 'late', ...PLANTABLE_RULES],
      heldOut: HELD_OUT,
      minRules: 9,
      minPlanted: 26,
      minErrorsEach: 2,
    });
  });

  it('lease: the association’s pre-printed form, figures typed into blanks, one checked box per choice, Special Provisions, form footer on every page', async () => {
    for (const seed of [22101, 22102, 22103, 22105, 22106, 22110, 22121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 22120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      const l = model.lease;
      const c = centerOf(model);
      const doc = out['lease.pdf']!;
      // the typed fill-ins are Courier, the printed form is not
      const raw = pdfs.get('lease.pdf')!.toString('latin1');
      expect(raw).toContain('/BaseFont /Courier');
      expect(raw).toContain(spec.lease.font === 'Times' ? '/BaseFont /Times-Roman' : '/BaseFont /Helvetica');
      // the footer on every page
      doc.pages.forEach((p, i) => {
        expect(p).toContain(`Form ${c.formCode} Rev. ${c.formRev} ©${c.association}`);
        expect(p).toContain(`Page ${i + 1} of ${doc.pages.length} Initials: Landlord ______ Tenant ______`);
      });
      const lease = leaseText(doc);
      expect(
        lease.startsWith(`${c.association.toUpperCase()} ${FORM_TITLE} THIS IS A LEGALLY BINDING CONTRACT.`),
      ).toBe(true);
      // the 26 printed paragraphs in order
      let at = 0;
      PARAGRAPHS.forEach((h, i) => {
        const k = lease.indexOf(`${i + 1}. ${h}. `, at);
        expect(k, h).toBeGreaterThanOrEqual(at);
        at = k;
      });
      const para = (n: number) =>
        between(lease, `${n}. ${PARAGRAPHS[n - 1]}.`, `${n + 1}. ${PARAGRAPHS[n]}.`);
      expect(lease.split('[X]').length - 1).toBe(checkedBoxes(model));
      expect(para(1)).toContain(
        `This Lease is made on ${typedDate(l.leaseDate)} between ${l.landlord.name} ,`,
      );
      expect(para(2)).toContain(
        `The Premises contain approximately ${commas(l.premisesRsf)} square feet of leasable floor area. The Center contains approximately ${commas(l.buildingRsf)} square feet of leasable floor area`,
      );
      expect(para(2)).toContain(`known as Suite ${l.property.suite.replace(/^Suite /, '')} (the "Premises")`);
      expect(para(3)).toContain(
        `The term of this Lease is ${l.termMonths} months, beginning on ${typedDate(l.commencement)} (the "Commencement Date") and ending on ${typedDate(l.originalExpiration)} (the "Expiration Date")`,
      );
      // rent: (a) the schedule typed into the grid, or (b) a first amount and a %
      const p4 = para(4);
      expect(p4).toContain('Lease Year From Through Annual Rate per Sq. Ft. (if any) Monthly Base Rent');
      if (l.rent.form === 'PERCENT') {
        expect(p4).toContain('[ ] (a) in the monthly amounts');
        expect(p4).toContain(
          `[X] (b) ${money(l.rent.steps[0]!.monthlyRentCents)} per month for the first Lease Year, increased on each anniversary of the Commencement Date by ${l.rent.escalationPct} % of`,
        );
      } else {
        expect(p4).toContain('[X] (a) in the monthly amounts');
        expect(p4).toContain('[ ] (b) $___________ per month');
        l.rent.steps.forEach((st, i) => {
          const rate = l.rent.form === 'PER_RSF' ? ` ${money(l.rent.psfRatesCents![i]!)}` : '';
          expect(p4).toContain(
            `${i + 1} ${typedDate(st.from)} ${typedDate(st.to)}${rate} ${money(st.monthlyRentCents)}`,
          );
        });
      }
      expect(para(7)).toContain('[X] Net lease:');
      const stated = spec.lease.shareStated;
      expect(para(8)).toContain(`${box(!stated)} the ratio of the Premises’ square footage`);
      expect(para(8)).toContain(
        stated ? `[X] a fixed percentage of ${typedShare(model)} %` : '[ ] a fixed percentage of ________%',
      );
      const p9 = para(9);
      expect(p9).toContain(
        l.mgmtFeeCapPct !== null
          ? `[X] a property management fee not to exceed ${l.mgmtFeeCapPct} % of the gross receipts`
          : '[X] the property management fee actually paid',
      );
      expect(p9).toContain(
        l.capitalAmortYears !== null
          ? `[X] The cost of a capital improvement shall be included only as amortized in equal annual amounts over ${l.capitalAmortYears} years`
          : '[X] Capital expenditures are excluded from CAM Costs.',
      );
      expect(p9).toContain(
        `CAM Costs shall not include: (i) ${PRINTED_EXCLUSIONS[0]![1]}; (ii) ${PRINTED_EXCLUSIONS[1]![1]}; (iii) ${PRINTED_EXCLUSIONS[2]![1]}; or (iv) any other cost excluded in Paragraph 25.`,
      );
      const p10 = para(10);
      const fb = feeBlanks(model);
      if (l.adminFee) {
        expect(p10).toContain(
          `Landlord [X] shall [ ] shall not be entitled to an administrative fee of ${fb!.typed} %`,
        );
        expect(p10).toContain(
          `${box(l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE')} Tenant’s Pro Rata Share of CAM Costs only`,
        );
      } else
        expect(p10).toContain(
          'Landlord [ ] shall [X] shall not be entitled to an administrative fee of _____%',
        );
      const p11 = para(11);
      if (l.camCap) {
        expect(p11).toContain(`[X] shall not increase by more than ${l.camCap.pct} % per calendar year`);
        if (l.camCap.type === 'NON_CUMULATIVE')
          expect(p11).toContain('[X] over the Controllable CAM Costs of the preceding');
        else
          expect(p11).toMatch(new RegExp(`\\[X\\] cumulatively[^[]*calendar year ${l.camCap.baseYear} \\.`));
      } else expect(p11).toContain('[X] is not limited;');
      const p13 = para(13);
      expect(p13).toContain(`Within ${l.reconDeadlineDays} days after the end of each calendar year`);
      expect(p13).toContain(`${box(l.waiver)} If checked: if Landlord fails to deliver the statement`);
      expect(para(14)).toContain(
        `by written notice given within ${l.auditWindowDays} days after receipt of a statement`,
      );
      const p15 = para(15);
      expect(p15).toContain(`not received within ${l.lateFee.graceDays} days after it is due`);
      expect(p15).toContain(
        l.lateFee.pct !== null
          ? `[X] ${l.lateFee.pct} % of the overdue amount; [ ] a flat charge of __________`
          : `[ ] _____% of the overdue amount; [X] a flat charge of ${money(l.lateFee.flatCents!)} for each`,
      );
      expect(para(23)).toContain(
        `Listing Broker: ${c.brokerage} represents (check one) [X] Landlord [ ] Tenant [ ] both.`,
      );
      // Special Provisions: the added exclusions, the fee that supersedes Paragraph 10
      const p25 = para(25);
      expect(p25).toContain(
        'A. EXCLUSIONS. In addition to items (i) through (iii) of Paragraph 9, CAM Costs shall not include: (iv)',
      );
      const named = new Set<ExpenseCategory>(PRINTED_EXCLUSIONS.map(([k]) => k));
      for (const [k, t] of Object.entries(ADDED_EXCLUSIONS) as [ExpenseCategory, string][])
        if (p25.includes(t)) named.add(k);
      expect([...named].sort()).toEqual([...l.exclusions].sort());
      if (fb && fb.special !== null) {
        expect(fb.typed).toBeGreaterThan(fb.special);
        expect(fb.special).toBe(l.adminFee!.pct);
        expect(p25).toMatch(
          new RegExp(
            `ADMINISTRATIVE FEE\\. Notwithstanding the rate typed in Paragraph 10, the administrative fee shall be [a-z -]*\\(?${fb.special}%\\)? of`,
          ),
        );
      } else expect(p25).not.toContain('ADMINISTRATIVE FEE.');
      expect(p25).toContain(`MANAGING AGENT. ${c.brokerage} manages the Center`);
      // Exhibit A: the storefronts, the Premises among them
      const ex = between(lease, 'EXHIBIT A SITE PLAN');
      expect(ex).toContain(`Suite ${l.property.suite.replace(/^Suite /, '')} PREMISES`);
    }
  }, 40_000);

  it('statement: a spreadsheet printout (file header, column letters, row numbers, gridlines, merged title), the category on every row, Excel subtotals, the calculation table', async () => {
    for (const seed of [22101, 22102, 22104, 22105, 22108, 22122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 22120, family });
      const { out, model, pdfs } = await packetTexts(spec);
      const l = model.lease;
      const c = centerOf(model);
      const suiteNo = l.property.suite.replace(/^Suite /, '');
      for (const s of model.statements) {
        const st = norm(out[s.file]!.text);
        const n = s.numbers;
        expect(st).toContain(
          `${c.fileStem} ${s.year} FINAL.xlsx Ste ${suiteNo} A B C D 1 ${c.center.toUpperCase()} 2 ${s.year} CAM / TAX / INSURANCE RECONCILIATION 3 Prepared by ${c.brokerage}, managing agent for ${l.landlord.name} 4 5 Tenant:`,
        );
        expect(st).toContain(
          `5 Tenant: ${l.tenant.name} Suite: ${suiteNo} 6 Sq Ft: ${commas(s.shareNumRsf)} Center Sq Ft: ${commas(s.shareDenRsf)} 7 Pro-Rata %: ${sheetPct(s)} Period: `,
        );
        expect(st).toContain(
          `8 Landlord: ${l.landlord.name} Stmt Date: ${excelDate(s.date)} 9 10 Category Expense ${s.year} Actual 11 `,
        );
        // the table: the category repeated on every row, subtotals, the grand total, row by row
        const rows = tableRows(s);
        let at = 0;
        for (const r of rows) {
          const k = st.indexOf(norm(r), at);
          expect(k, r).toBeGreaterThanOrEqual(at);
          at = k;
        }
        for (const pl of pools(s)) expect(pl.amount).toBe(n.sectionTotals[pl.section]);
        // the calculation table
        const calc = between(st, `TENANT CALCULATION - SUITE ${suiteNo}`, 'Questions? Call');
        let r = 10 + rows.length + 2;
        for (const [label, formula, amount] of calcRows(s))
          expect(calc).toContain(sheetRow(++r, label, formula, amount));
        expect(calc).toContain(`Tenant Share of Expenses ${sheetPct(s)} x ${M(n.pool)} ${M(n.tenantShare)}`);
        expect(calc).toContain(
          `Less Estimates Paid ${s.estimateMonths} x ${M(s.monthlyEstimateCents)} ${M(-n.estimates)}`,
        );
        expect(calc).toContain(`${balanceCaption(n.balance)} ${M(n.balance, true)}`);
        if (s.fee) expect(calc).toContain(`Admin Fee @ ${s.fee.pct}%`);
        else expect(calc).not.toContain('Admin Fee');
        expect(st).toContain(`Questions? Call ${c.contact.split(' ')[0]} @ ${c.phone}`);
        // `$` only on the totals: the grand total (twice), the tenant's total and the bottom line
        const noLabels = s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), st);
        expect(noLabels.split('$').length - 1).toBe(4);
        // gridlines around every cell: a rectangle per cell of every row
        expect(rectangles(pdfs.get(s.file)!)).toBeGreaterThanOrEqual(5 * (rows.length + 20));
      }
    }
  }, 40_000);

  it('bill: the portal’s rent-statement e-mail printed from webmail: print header and URL footer, Balance Due card, Recent Activity newest first', async () => {
    for (const seed of [22101, 22102, 22103, 22104, 22107, 22121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 22120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const c = centerOf(model);
      const bill = out['bill.pdf']!.text;
      const subject = mailSubject(model);
      expect(out['bill.pdf']!.pages).toHaveLength(1);
      expect(bill).toMatch(
        new RegExp(`^\\d{1,2}/\\d{1,2}/\\d\\d, \\d{1,2}:\\d\\d [AP]M ${esc(subject)} - ${esc(c.webmail)} `),
      );
      expect(bill).toMatch(new RegExp(` https://${esc(c.webmailHost)}/mail/inbox/[A-Z]{2}\\d+ 1/1$`));
      expect(bill).toContain(
        `${subject} ${c.brokerage} via ${c.portal} <no-reply@${c.portalDomain}> ${mailDate(bl.invoiceDate)}`,
      );
      expect(bill).toContain(
        `Balance Due ${P(bl.totalCents)} Due Date ${fmtDate(bl.month, 'SHORT')} Pay Now Account ${c.portalAccount}`,
      );
      expect(
        bill.includes(
          `Includes a past-due balance of ${P(bl.pastDueCents)} and a late fee of ${P(bl.lateFeeCents)}`,
        ),
      ).toBe(bl.pastDueCents > 0);
      const rows = activity(model);
      expect(rows[0]!.balance).toBe(bl.totalCents);
      for (let i = 0; i + 1 < rows.length; i++) {
        expect(rows[i]!.date >= rows[i + 1]!.date).toBe(true);
        expect(rows[i]!.balance).toBe(
          rows[i + 1]!.balance + (rows[i]!.charge ?? 0) - (rows[i]!.payment ?? 0),
        );
      }
      const list = between(
        bill,
        'Recent Activity Date Description Charges Payments Balance',
        'Rent is due on the 1st.',
      );
      let at = 0;
      for (const r of rows) {
        const t = [
          activityDate(r.date),
          r.desc,
          r.charge !== null ? P(r.charge) : '',
          r.payment !== null ? P(r.payment) : '',
          P(r.balance),
        ]
          .filter((x) => x)
          .join(' ');
        const k = list.indexOf(t, at);
        expect(k, t).toBeGreaterThanOrEqual(at);
        at = k;
      }
      for (const ln of bl.lines)
        if (ln.kind !== 'PAST_DUE')
          expect(list).toContain(`${activityDesc(ln, bl.month)} ${P(ln.amountCents)}`);
      expect(sum(bl.lines.map((x) => x.amountCents))).toBe(bl.totalCents);
    }
  }, 30_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 22120);
      const lease = leaseText(out['lease.pdf']!);
      const tl = truth.lease;
      expect(lease).toContain(`approximately ${commas(tl.premisesRsf)} square feet`);
      expect(lease).toContain(`approximately ${commas(tl.buildingRsf)} square feet`);
      expect(lease).toContain(money(tl.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(typedDate(tl.commencementDate));
      expect(lease).toContain(typedDate(tl.expirationDate));
      if (model.spec.lease.shareStated)
        expect(lease).toContain(`[X] a fixed percentage of ${typedShare(model)} %`);
      for (const cat of tl.excludedCategories) {
        const t = PRINTED_EXCLUSIONS.find(([k]) => k === cat)?.[1] ?? ADDED_EXCLUSIONS[cat]!;
        expect(lease).toContain(t);
      }
      for (const s of truth.statements) {
        const st = norm(out[`recon-${s.year}.pdf`]!.text);
        expect(st).toContain(`Grand Total ${M(s.totalCents, true)}`);
        expect(st).toContain(M(s.tenantShareCents));
        expect(st).toContain(M(-s.estimatesPaidCents));
        expect(st).toContain(`${balanceCaption(s.balanceDueCents)} ${M(s.balanceDueCents, true)}`);
        if (s.adminFeeCents) expect(st).toContain(M(s.adminFeeCents));
        for (const ln of s.lines) expect(st).toContain(norm(`${ln.label} ${M(ln.amountCents)}`));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(P(v));
      expect(bill).toContain(`Balance Due ${P(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(
              `Sq Ft: ${commas(s!.shareNumRsf)} Center Sq Ft: ${commas(s!.shareDenRsf)} 7 Pro-Rata %: ${sheetPct(s!)}`,
            );
            expect(s!.sharePct).not.toBe(tl.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP': {
            expect(st).toContain(`Admin Fee @ ${s!.fee!.pct}%`);
            expect(st).toContain(M(s!.numbers.fee));
            expect(s!.fee!.pct).toBeGreaterThan(tl.adminFee!.pct);
            // where Paragraph 25 lowered the fee, the form's typed rate is the one billed
            const fb = feeBlanks(model)!;
            if (fb.special !== null) expect(fb.typed).toBe(s!.fee!.pct);
            break;
          }
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(st).toContain(norm(`CAM ${ln.label} ${M(ln.amountCents)}`));
            if (e.rule === 'DUPLICATE_CHARGE')
              expect(
                s!.lines.filter((x) => x.label === ln.label && x.amountCents === ln.amountCents),
              ).toHaveLength(2);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              expect(n.pool).not.toBe(sum(pools(s!).map((p) => p.amount)));
              expect(st).toContain(`Grand Total ${M(n.pool, true)}`);
            } else if (s!.mathWhere === 'SHARE') {
              expect(Math.round((n.pool * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`${sheetPct(s!)} x ${M(n.pool)} ${M(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`${balanceCaption(n.balance)} ${M(n.balance, true)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE': {
            const ln = model.bill.lines.find((x) => x.kind === 'LATE_FEE')!;
            expect(bill).toContain(`${activityDesc(ln, model.bill.month)} ${P(b.lateFeeCents)}`);
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          }
          case 'RENT_ESCALATION_ERROR': {
            const ln = model.bill.lines.find((x) => x.kind === 'BASE_RENT')!;
            expect(bill).toContain(
              `${activityDate(model.bill.month)} ${activityDesc(ln, model.bill.month)} ${P(b.baseRentCents)}`,
            );
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          }
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain(
              `[X] shall not increase by more than ${tl.camCap!.pct} % per calendar year`,
            );
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(`Stmt Date: ${excelDate(s!.date)}`);
            expect(s!.date > addDays(`${s!.year}-12-31`, tl.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('[X] If checked: if Landlord fails to deliver the statement');
            break;
          default:
            break;
        }
      }
    }
  }, 60_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 22122);
  }, 30_000);

  it('truth foots: share of the total, fee, estimates, balance; the categories’ subtotals add up to the total', () => {
    expectTruthFoots(family, 22100, (s, model) => {
      const sm = model.statements.find((x) => x.year === s.year)!;
      expect(sum(pools(sm).map((v) => v.amount))).toBe(s.totalCents);
    });
  });
});
