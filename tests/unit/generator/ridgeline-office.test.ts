/**
 * Generator family ridgeline-office (decision 0083): its spec, its documents' distinctive features
 * (read back from the PDFs), the held-out seeds' truth as printed, and the consistency of its
 * truth.
 */
import { describe, expect, it } from 'vitest';
import { commas, fmtDate, money } from '../../generator/format';
import { randomPacketSpec } from '../../generator/generate-packet';
import type { PacketModel } from '../../generator/model';
import {
  allocationRows,
  areasGiveShare,
  grossAdjustment,
  opexExclTaxIns,
  reportGroups,
  reportTotals,
  rptMoney,
  sharePctText,
  varPct,
} from '../../generator/render/ridgeline-office';
import {
  budgetOf,
  buildingOf,
  GROUPS,
  groupOf,
  masked,
} from '../../generator/render/ridgeline-office-building';
import {
  CATEGORY_EXCLUSIONS,
  exhibitCSections,
  OTHER_EXCLUSIONS,
} from '../../generator/render/ridgeline-office-exhibit-c';
import {
  glCharge,
  invMoney,
  invoiceNo,
  slashDate,
  totalMoney,
} from '../../generator/render/ridgeline-office-invoice';
import {
  areaRows,
  BODY_ARTICLES,
  basicProvisions,
  loadText,
  rentTable,
  suiteNo,
} from '../../generator/render/ridgeline-office-lease';
import { PLANTABLE_RULES } from '../../generator/types';
import {
  between,
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

const family = 'ridgeline-office' as const;

/** The family's held-out seeds, as tests/families.json is to list them. */
const HELD_OUT = [25101, 25102, 25103, 25104, 25105, 25106, 25107, 25108, 25109, 25110, 25121, 25122];
const SCANNED = [25110, 25122];
const FORMS = ['SHORT_FORM_EXHIBIT_C', 'BUDGET_VARIANCE_ALLOCATION', 'AR_PDF_INVOICE'];

const M = rptMoney;
const I = invMoney;

/** A line may wrap after a word's hyphen ("De-\nIcing"): compare with that break removed. */
const norm = (t: string) => t.replace(/(?<=[A-Za-z])-\s+(?=[A-Za-z])/g, '-');

/** A count or percentage as the lease writes it: "ninety (90) days", "90 days", "ten percent (10%)". */
const wordsOr = (v: number | string, unit: string) => `[a-z -]*\\(?${esc(String(v))}\\)? ?${unit}`;

/** The text matches a pattern given as a RegExp source. */
const matches = (t: string, re: string) => expect(t).toMatch(new RegExp(re));

/** A document's text with each page's footer (`footer` up to its "Page n of N") taken off. */
const bodyText = (doc: { pages: string[] }, footer: string) =>
  doc.pages.map((p) => p.replace(new RegExp(` ${esc(footer)}\\s*Page \\d+ of \\d+$`), '')).join(' ');

/** The footers of the family's three documents, without their page numbers. */
const leaseFooter = (m: PacketModel) =>
  `${buildingOf(m).building} | Multi-Tenant Office Lease (Short Form) | Suite ${suiteNo(m)}`;
const stmtFooter = (m: PacketModel, year: number) => {
  const b = buildingOf(m);
  return `${b.managerShort} · ${b.propertyCode} ${b.building} · ${year} Operating Expense Reconciliation · Tenant ID ${b.tenantId} ·`;
};
const billFooter = (m: PacketModel) => {
  const b = buildingOf(m);
  return `${b.system} · ${b.managerShort} Accounts Receivable · Invoice ${invoiceNo(b, m, m.bill.month)} ·`;
};

/** The report part of a statement: from its title on. */
const reportOf = (t: string) => t.slice(t.indexOf('OPERATING EXPENSE RECONCILIATION Budget vs. Actual'));

describe('generator family ridgeline-office (decision 0083)', () => {
  it('tests/families.json lists these seeds, tuned since decision 0089 (tunedOn true)', () => {
    expectInManifest(family, HELD_OUT, SCANNED, true);
  });

  it('formats: report "(1,234.56)" without "$", variance %, invoice "-1,234.56" and "$" total, masked bank numbers', () => {
    const cases: [string, string][] = [
      [M(123456), '1,234.56'],
      [M(-24510), '(245.10)'],
      [I(-24510), '-245.10'],
      [totalMoney(-24510), '-$245.10'],
      [varPct(430, 10000), '4.3%'],
      [varPct(-430, 10000), '(4.3%)'],
      [varPct(-4, 10000), '0.0%'],
      [varPct(-430, null), 'n/m'],
      [masked('041234567'), 'XXXXX4567'],
    ];
    for (const [got, want] of cases) expect(got).toBe(want);
    expect([loadText(11500, 10000), slashDate('2025-03-04')]).toEqual(['15.00%', '03/04/2025']);
  });

  it('same seed, same spec and bytes; the family fixes its forms; office, base-year or net', async () => {
    await expectSameSeedSameBytes(family, 25150);
    const seen = new Set<string>();
    for (let seed = 25100; seed < 25220; seed++) {
      const s = randomPacketSpec(seed, { errors: seed % 3 !== 0, family });
      expect([s.lease.form, s.statementStyle, s.billStyle]).toEqual(FORMS);
      expect([s.family, s.kind, s.letter, s.amendment]).toEqual([family, 'office', false, null]);
      if (s.leaseType === 'BASE_YEAR') {
        expect([s.terms.adminFee, s.terms.camCap]).toEqual([null, null]);
        for (const e of s.errors) expect(['ADMIN_FEE_OVER_CAP', 'CAM_CAP_EXCEEDED']).not.toContain(e.rule);
      }
      if (s.terms.camCap) expect(s.terms.grossUp).toBe(false);
      for (const k of [s.leaseType, s.lease.rent, s.lease.shareStated ? 'stated' : 'ratio']) seen.add(`${k}`);
      if (s.terms.grossUp) seen.add(`grossUp:${s.leaseType}`);
      if (s.terms.adminFee) seen.add(s.terms.adminFee);
      if (s.terms.camCap) seen.add('cap');
      if (s.terms.waiver) seen.add('waiver');
      if (s.lateChargeOnBill) seen.add('late');
      if (seed % 3 !== 0) expect(s.errors.length).toBeGreaterThanOrEqual(2);
      for (const e of s.errors) seen.add(e.rule);
    }
    const keys =
      'BASE_YEAR NNN TABLE PER_RSF PERCENT stated ratio grossUp:BASE_YEAR grossUp:NNN cap waiver late';
    for (const k of [...keys.split(' '), ...NET_LEASE_KEYS, ...PLANTABLE_RULES]) expect(seen).toContain(k);
    // the held-out seeds: at least seven rules, two or three errors each, both lease types
    const specs = HELD_OUT.slice(0, 10).map((seed) => randomPacketSpec(seed, { errors: true, family }));
    const planted = specs.flatMap((s) => s.errors.map((e) => e.rule));
    expect(new Set(planted).size).toBeGreaterThanOrEqual(7);
    expect(planted.length).toBeGreaterThanOrEqual(24);
    for (const s of specs) expect(s.errors.length).toBeGreaterThanOrEqual(2);
    expect(specs.filter((s) => s.leaseType === 'BASE_YEAR').length).toBeGreaterThanOrEqual(4);
    expect(specs.filter((s) => s.leaseType === 'NNN').length).toBeGreaterThanOrEqual(4);
  });

  it('the building: usable areas below the rentable ones by the load factors, ids that agree', () => {
    for (const seed of HELD_OUT) {
      const { model } = modelAndTruth(randomPacketSpec(seed, { errors: seed < 25120, family }));
      const b = buildingOf(model);
      const l = model.lease;
      expect(b.premisesUsf).toBe(Math.round(l.premisesRsf / b.premisesLoad));
      expect(b.buildingUsf).toBe(Math.round(l.buildingRsf / b.buildingLoad));
      expect(b.premisesUsf).toBeLessThan(l.premisesRsf);
      expect(b.buildingUsf).toBeLessThan(l.buildingRsf);
      expect(b.tenantId.startsWith(`${b.propertyCode}-${suiteNo(model)}-`)).toBe(true);
      expect(invoiceNo(b, model, '2025-06-01')).toBe(
        `${b.propertyCode}-2506-${suiteNo(model).padStart(4, '0')}`,
      );
    }
  });

  it('lease: a Basic Lease Provisions grid with RSF and USF, a short body whose Article 4 points to a long Exhibit C', async () => {
    const seen = new Set<string>();
    for (const seed of [25101, 25102, 25104, 25105, 25107, 25109, 25121, 25122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 25120, family });
      const { out, model } = await packetTexts(spec);
      const l = model.lease;
      const b = buildingOf(model);
      const lease = norm(bodyText(out['lease.pdf']!, leaseFooter(model)));
      expect(lease).toContain(
        `MULTI-TENANT OFFICE LEASE ${b.building.toUpperCase()} This Multi-Tenant Office Lease (this “Lease”)`,
      );
      expect(lease).toContain(
        `Landlord is owned by ${b.fund}, and the Building is managed for Landlord by ${b.manager}`,
      );
      // the grid: every item in order, number, caption and data
      let at = lease.indexOf('ARTICLE 1 — BASIC LEASE PROVISIONS');
      expect(at).toBeGreaterThanOrEqual(0);
      for (const it of basicProvisions(model)) {
        const data =
          it.text ?? [...it.table!.header, ...it.table!.rows.flat(), it.after ?? ''].join(' ').trim();
        const k = lease.indexOf(norm(`${it.no} ${it.caption} ${data}`), at);
        expect(k, it.caption).toBeGreaterThanOrEqual(at);
        at = k;
      }
      const [prem, bldg] = areaRows(model, b).map((r) => r.join(' '));
      expect(prem).toBe(
        `Premises (Suite ${suiteNo(model)}) ${commas(l.premisesRsf)} ${commas(b.premisesUsf)} ${loadText(l.premisesRsf, b.premisesUsf)}`,
      );
      expect(bldg).toBe(
        `Building ${commas(l.buildingRsf)} ${commas(b.buildingUsf)} ${loadText(l.buildingRsf, b.buildingUsf)}`,
      );
      // the areas appear once, in the grid; the share is not in the grid
      expect(lease.split(commas(l.buildingRsf)).length - 1).toBe(1);
      expect(lease).toContain('1.12 Tenant’s Share As defined in Exhibit C');
      const rent = rentTable(model);
      if (rent) for (const r of rent.rows) expect(lease).toContain(r.join(' '));
      else
        expect(lease).toContain(
          `${money(l.rent.steps[0]!.monthlyRentCents * 12)} per year, payable ${money(l.rent.steps[0]!.monthlyRentCents)} per month`,
        );
      seen.add(l.rent.form);
      // the body: Articles 2-10, the late charge in 3.3, Article 4 pointing to Exhibit C
      let pos = at;
      BODY_ARTICLES.forEach((title, i) => {
        const k = lease.indexOf(`ARTICLE ${i + 2} — ${title} ${i + 2}.1 `, pos);
        expect(k, title).toBeGreaterThan(pos);
        pos = k;
      });
      const art3 = between(lease, 'ARTICLE 3 — BASE RENT', 'ARTICLE 4');
      matches(
        art3,
        `3\\.3 Late Charge\\. If any installment of Rent is not received within ${wordsOr(l.lateFee.graceDays, 'days')}`,
      );
      if (l.lateFee.pct !== null)
        matches(art3, `equal to ${wordsOr(`${l.lateFee.pct}%`, '')} of the overdue amount`);
      else matches(art3, `${esc(money(l.lateFee.flatCents!))}\\)? for each overdue installment`);
      const art4 = between(lease, 'ARTICLE 4 — ADDITIONAL RENT', 'ARTICLE 5');
      expect(art4).toContain('as provided in Exhibit C, which is incorporated in this Article 4');
      expect(art4).not.toMatch(/\d{2},\d{3}|%/);
      // Exhibit C: its sections in order, the definitions, twenty-five numbered exclusions
      const exC = between(lease, 'EXHIBIT C OPERATING EXPENSES AND TAXES');
      let c = 0;
      exhibitCSections(model).forEach((cap, i) => {
        const k = exC.indexOf(`C-${i + 1} ${cap}.`, c);
        expect(k, cap).toBeGreaterThanOrEqual(c);
        c = k;
      });
      const by = l.leaseType === 'BASE_YEAR';
      seen.add(l.leaseType);
      expect(exC.includes(`(a) “Base Year” means calendar year ${l.baseYear}.`)).toBe(by);
      if (by)
        matches(exC, `${esc(money(l.baseYearExpensesCents!))}\\)?, which Landlord and Tenant stipulate`);
      const list = between(exC, 'shall not include the following:', '“Taxes” means');
      let n = 0;
      for (let i = 1; i <= 25; i++) {
        const k = list.indexOf(` ${i}. `, n);
        expect(k, `exclusion ${i}`).toBeGreaterThan(n - 1);
        n = k;
      }
      expect(list).not.toContain(' 26. ');
      for (const cat of l.exclusions) expect(list).toContain(CATEGORY_EXCLUSIONS[cat]!);
      expect(OTHER_EXCLUSIONS.filter((x) => list.includes(x))).toHaveLength(25 - l.exclusions.length);
      if (l.mgmtFeeCapPct)
        matches(exC, `management fees not to exceed ${wordsOr(`${l.mgmtFeeCapPct}%`, '')} of`);
      if (l.capitalAmortYears)
        matches(exC, `straight-line basis over ${wordsOr(l.capitalAmortYears, 'years')}`);
      const share = between(exC, '“Tenant’s Share” means', 'C-2');
      expect(share).toContain(
        'dividing the rentable square feet of the Premises by the rentable square feet of the Building',
      );
      expect(share.includes(`agree is ${l.sharePct.toFixed(spec.lease.shareDecimals)}%`)).toBe(
        spec.lease.shareStated,
      );
      seen.add(spec.lease.shareStated ? 'stated' : 'ratio');
      expect(exC.includes('C-3 OCCUPANCY ADJUSTMENT.')).toBe(l.grossUp !== null);
      if (l.grossUp)
        matches(exC, `If less than ${wordsOr(`${l.grossUp.occupancyPct}%`, '')} of the rentable area`);
      if (l.grossUp) seen.add('grossUp');
      expect(exC.includes('“Controllable Operating Expenses” means')).toBe(l.camCap !== null);
      if (l.adminFee)
        matches(exC, `administrative fee equal to ${wordsOr(`${l.adminFee.pct}%`, '')} of Tenant’s Share`);
      matches(exC, `Within ${wordsOr(l.reconDeadlineDays, 'days')} after the end of each Expense Year`);
      expect(exC.includes('Landlord waives its right to collect')).toBe(l.waiver);
      matches(exC, `within ${wordsOr(l.auditWindowDays, 'days')} after receiving an Annual Statement`);
    }
    for (const k of ['BASE_YEAR', 'NNN', 'TABLE', 'PER_RSF', 'PERCENT', 'stated', 'ratio', 'grossUp'])
      expect(seen).toContain(k);
  }, 60_000);

  it('statement: a cover letter, Budget / Actual / Variance / Var. % by expense group, an occupancy adjustment, the Tenant Allocation', async () => {
    let grossSeen = 0;
    let baseSeen = 0;
    for (const seed of [25101, 25102, 25103, 25104, 25106, 25109, 25121, 25122]) {
      const spec = randomPacketSpec(seed, { errors: seed < 25120, family });
      const { out, model } = await packetTexts(spec);
      const b = buildingOf(model);
      const l = model.lease;
      for (const s of model.statements) {
        const t = norm(bodyText(out[s.file]!, stmtFooter(model, s.year)));
        const n = s.numbers;
        // the cover letter, in the manager's voice
        expect(t).toContain(`${b.manager} Property Management Services`);
        expect(t).toContain(
          `Re: ${s.year} Operating Expense Reconciliation - ${b.building}, Suite ${suiteNo(model)}`,
        );
        expect(t).toContain(`Dear ${l.tenant.contact.split(' ')[0]}:`);
        expect(t).toContain(
          n.balance >= 0
            ? `results in a balance due of ${money(n.balance)}`
            : `results in an overpayment of ${money(-n.balance)}`,
        );
        expect(t).toContain(`Sincerely, ${b.accountant} ${b.accountantTitle}`);
        // the report
        const r = reportOf(t);
        expect(r).toContain(
          `Year Ended December 31, ${s.year} Property: ${b.propertyCode} ${b.building} Tenant ID: ${b.tenantId}`,
        );
        expect(r).toContain('Description Budget Actual Variance Fav / (Unfav) Var. %');
        const groups = reportGroups(model, s);
        expect(groups.map((g) => g.key)).toEqual(
          GROUPS.map(([k]) => k).filter((k) => groups.some((g) => g.key === k)),
        );
        let at = 0;
        for (const g of groups) {
          const k = r.indexOf(g.title.toUpperCase(), at);
          expect(k, g.title).toBeGreaterThanOrEqual(at);
          at = k;
          for (const x of g.lines) {
            const v = (x.budget ?? 0) - x.actual;
            const row = norm(
              `${x.label} ${x.budget === null ? '—' : M(x.budget)} ${M(x.actual)} ${M(v)} ${varPct(v, x.budget)}`,
            );
            const j = r.indexOf(row, at);
            expect(j, x.label).toBeGreaterThanOrEqual(at);
            at = j;
            expect(groupOf(s, x.line)).toBe(g.key);
          }
          const gv = g.budget - g.actual;
          expect(r).toContain(
            `Total ${g.title} ${M(g.budget)} ${M(g.actual)} ${M(gv)} ${varPct(gv, g.budget)}`,
          );
        }
        const tot = reportTotals(model, s);
        expect(r).toContain(
          `TOTAL OPERATING EXPENSES AND TAXES ${M(tot.budget)} ${M(tot.actual)} ${M(tot.budget - tot.actual)} ${varPct(tot.budget - tot.actual, tot.budget)}`,
        );
        // the occupancy adjustment, only when lines are grossed up
        const grossed = s.lines.filter((x) => x.actualCents !== null);
        expect(r.includes('OCCUPANCY ADJUSTMENT')).toBe(grossed.length > 0);
        if (grossed.length) {
          grossSeen += 1;
          for (const x of grossed) {
            const adj = M(x.amountCents - x.actualCents!);
            expect(r).toContain(norm(`${x.label} ${M(x.actualCents!)} ${M(x.amountCents)} ${adj}`));
          }
          expect(r).toContain(`Total Occupancy Adjustment`);
          expect(r).toContain(`${M(grossAdjustment(s))} TENANT ALLOCATION`);
        }
        // the allocation block
        const alloc = between(r, 'TENANT ALLOCATION Basis Amount', 'Notes:');
        let p = 0;
        for (const row of allocationRows(model, s)) {
          const k = alloc.indexOf(row.filter((x) => x).join(' '), p);
          expect(k, row[0]).toBeGreaterThanOrEqual(p);
          p = k;
        }
        // the rows restated from the model
        if (areasGiveShare(s))
          expect(alloc).toContain(
            `Share ${commas(s.shareNumRsf)} ÷ ${commas(s.shareDenRsf)} ${sharePctText(s)}`,
          );
        if (s.base) {
          baseSeen += 1;
          expect(alloc).toContain(
            `Less Base Year (${s.base.year}) Operating Expenses and Taxes per Lease, Exhibit C (${M(s.base.deductionCents).replace(/[()]/g, '')})`,
          );
          expect(alloc).toContain(
            `Tenant’s Share of Excess ${sharePctText(s)} × ${M(n.excess!)} ${M(n.tenantShare)}`,
          );
          expect(alloc).not.toContain('Administrative Fee');
        } else
          expect(alloc).toContain(
            `Tenant’s Share of Actual ${sharePctText(s)} × ${M(n.pool)} ${M(n.tenantShare)}`,
          );
        const feeBase = s.fee?.base === 'CAM' ? n.camShare! : n.tenantShare;
        if (s.fee) expect(alloc).toContain(`Administrative Fee ${s.fee.pct}% × ${M(feeBase)} ${M(n.fee)}`);
        if (s.fee?.base === 'CAM') expect(r).toContain(`${sharePctText(s)} × ${M(opexExclTaxIns(s))}`);
        expect(alloc).toContain(`Less Estimated Payments ${s.estimateMonths} × ${M(s.monthlyEstimateCents)}`);
        expect(alloc).toContain(`(${M(n.estimates)}) Balance Due / (Overpayment) ${M(n.balance)}`);
        // no "$" in the report but in a label; negatives in parentheses only
        const rest = s.lines.reduce((x, ln) => x.replaceAll(norm(ln.label), ''), r);
        expect(rest).not.toContain('$');
        expect(rest).not.toMatch(/(?<![\w-])-[\d,]+\.\d\d\b/);
      }
    }
    expect(grossSeen).toBeGreaterThan(0);
    expect(baseSeen).toBeGreaterThan(0);
  }, 60_000);

  it('bill: the AR system’s e-mailed Rent Invoice, GL-coded charges, an account summary, a remit-to ACH block with masked numbers', async () => {
    let pastSeen = 0;
    for (const seed of [25101, 25102, 25104, 25105, 25107, 25110, 25121]) {
      const spec = randomPacketSpec(seed, { errors: seed < 25120, family });
      const { out, model } = await packetTexts(spec);
      const bl = model.bill;
      const b = buildingOf(model);
      const bill = bodyText(out['bill.pdf']!, billFooter(model));
      const no = invoiceNo(b, model, bl.month);
      expect(bill).toContain(
        `E-mailed from ${b.arEmail} to ${b.tenantEmail} on ${slashDate(bl.invoiceDate)} by ${b.system}.`,
      );
      expect(bill).toContain(
        `RENT INVOICE Invoice No. ${no} Invoice Date ${slashDate(bl.invoiceDate)} Due Date ${slashDate(bl.month)} Tenant ID ${b.tenantId} Property ${b.propertyCode} ${b.building}`,
      );
      expect(bill).toContain('GL Code Description Period Amount');
      for (const ln of bl.lines) {
        const c = glCharge(ln);
        expect(bill).toContain(`${c.gl} ${c.desc} ${c.period} ${I(ln.amountCents)}`);
        expect(c.gl).toMatch(/^\d{4}$/);
      }
      expect(bill).toContain(`Invoice Total ${I(bl.totalCents)}`);
      const past = sum(bl.lines.filter((x) => x.kind === 'PAST_DUE').map((x) => x.amountCents));
      if (past) pastSeen += 1;
      expect(bill).toContain(
        `Current Charges ${I(bl.totalCents - past)} Past Due ${I(past)} TOTAL AMOUNT DUE ${slashDate(bl.month)} ${totalMoney(bl.totalCents)}`,
      );
      expect(bill).toContain(
        `REMIT TO - ACH / WIRE (preferred) Beneficiary ${model.lease.landlord.name} Bank ${b.bank}, ${b.bankCity} ABA Routing No. ${masked(b.aba)} Account No. ${masked(b.bankAccount)} Reference ${no} / ${b.tenantId}`,
      );
      expect(bill).not.toContain(b.aba);
      expect(bill).not.toContain(b.bankAccount);
    }
    expect(pastSeen).toBeGreaterThan(0);
  }, 60_000);

  it('the held-out seeds: every truth figure is printed and every planted error shows in its document', async () => {
    for (const seed of HELD_OUT) {
      const { out, model, truth } = await heldOutPacket(family, seed, seed < 25120);
      const lease = bodyText(out['lease.pdf']!, leaseFooter(model));
      const tl = truth.lease;
      expect(lease).toContain(`Premises (Suite ${suiteNo(model)}) ${commas(tl.premisesRsf)}`);
      expect(lease).toContain(`Building ${commas(tl.buildingRsf)}`);
      expect(lease).toContain(money(tl.rentSchedule[0]!.monthlyRentCents));
      expect(lease).toContain(fmtDate(tl.commencementDate, 'LONG'));
      if (tl.baseYearExpensesCents !== null) expect(lease).toContain(money(tl.baseYearExpensesCents));
      expectStatementFiguresPrinted(truth, out, M);
      for (const s of truth.statements) {
        const st = out[`recon-${s.year}.pdf`]!.text;
        for (const ln of s.lines) if (ln.actualCents !== undefined) expect(st).toContain(M(ln.actualCents));
      }
      const bill = out['bill.pdf']!.text;
      const b = truth.bills[0]!;
      for (const v of [b.baseRentCents, b.pastDueCents, b.lateFeeCents].filter((x) => x))
        expect(bill).toContain(I(v));
      expect(bill).toContain(`TOTAL AMOUNT DUE ${slashDate(b.date)} ${totalMoney(b.totalCents)}`);
      for (const e of truth.errors) {
        const s = model.statements.find((x) => x.year === e.year);
        const st = s ? norm(out[s.file]!.text) : '';
        switch (e.rule) {
          case 'PRO_RATA_SHARE':
            expect(st).toContain(`Building Rentable Area ${commas(s!.shareDenRsf)} RSF Tenant Rentable Area`);
            expect(st).toContain(`(Suite ${suiteNo(model)}) ${commas(s!.shareNumRsf)} RSF`);
            expect([s!.shareNumRsf, s!.shareDenRsf]).not.toEqual([tl.premisesRsf, tl.buildingRsf]);
            expect(s!.sharePct).not.toBe(tl.proRataSharePct);
            break;
          case 'ADMIN_FEE_OVER_CAP':
            expect(st).toContain(`Administrative Fee ${s!.fee!.pct}% × `);
            expect(s!.fee!.pct).toBeGreaterThan(tl.adminFee!.pct);
            break;
          case 'EXCLUDED_EXPENSE':
          case 'DUPLICATE_CHARGE': {
            const ln = s!.lines.find((x) => x.planted === e.rule)!;
            expect(budgetOf(model, s!, ln)).toBeNull();
            expect(st).toContain(norm(`${ln.label} — ${M(ln.amountCents)} ${M(-ln.amountCents)} n/m`));
            if (e.rule === 'DUPLICATE_CHARGE')
              expect(
                s!.lines.filter((x) => x.label === ln.label && x.amountCents === ln.amountCents),
              ).toHaveLength(2);
            break;
          }
          case 'MATH_ERROR': {
            const n = s!.numbers;
            if (s!.mathWhere === 'POOL') {
              const groups = reportGroups(model, s!);
              expect(sum(groups.map((g) => g.actual)) + grossAdjustment(s!)).not.toBe(n.pool);
              expect(st).toContain(
                `TOTAL OPERATING EXPENSES AND TAXES ${M(reportTotals(model, s!).budget)} ${M(n.pool - grossAdjustment(s!))}`,
              );
            } else if (s!.mathWhere === 'SHARE') {
              const base = s!.base ? n.excess! : n.pool;
              expect(Math.round((base * s!.sharePct) / 100)).not.toBe(n.tenantShare);
              expect(st).toContain(`${sharePctText(s!)} × ${M(base)} ${M(n.tenantShare)}`);
            } else {
              expect(n.totalDue - n.estimates).not.toBe(n.balance);
              expect(st).toContain(`Balance Due / (Overpayment) ${M(n.balance)}`);
            }
            break;
          }
          case 'LATE_FEE_EXCESSIVE':
            expect(bill).toMatch(
              new RegExp(
                `4910 Late Fee - \\w+ \\d{4} \\(Lease Section 3\\.3\\) \\w+ \\d{4} ${esc(I(b.lateFeeCents))}`,
              ),
            );
            expect(b.lateFeeCents).toBeGreaterThan(model.bill.allowedLateFeeCents);
            break;
          case 'RENT_ESCALATION_ERROR': {
            const rent = model.bill.lines.find((x) => x.kind === 'BASE_RENT')!;
            expect(bill).toContain(`4010 Base Rent ${glCharge(rent).period} ${I(b.baseRentCents)}`);
            expect(b.baseRentCents).not.toBe(model.bill.scheduledRentCents);
            break;
          }
          case 'CAM_CAP_EXCEEDED':
            expect(model.statements.some((x) => x.year < e.year)).toBe(true);
            expect(lease).toContain('“Controllable Operating Expenses” means');
            break;
          case 'LATE_STATEMENT_WAIVER':
            expect(st).toContain(fmtDate(s!.date, 'LONG'));
            expect(s!.date > addDays(`${s!.year}-12-31`, tl.reconciliationDeadlineDays)).toBe(true);
            expect(lease).toContain('Landlord waives its right to collect');
            break;
          default:
            break;
        }
      }
    }
  }, 90_000);

  it('a scanned held-out seed: every page one image, no text', async () => {
    await expectScannedPacket(family, 25122);
  }, 60_000);

  it('truth foots: the share of the total or of the excess over the base year, fee, estimates, balance; the report adds up', () => {
    const packets = familyPackets(family, 25100, 40);
    expect(packets).toHaveLength(80);
    for (const { truth, model } of packets) {
      expectShareIsAreaRatio(truth);
      for (const s of truth.statements) {
        const math = truth.meta.statementMath[String(s.year)]!;
        const sm = model.statements.find((x) => x.year === s.year)!;
        expect(math.shareMode).toBe('TOTAL');
        expect(math.baseDeductionCents).toBe(truth.lease.baseYearExpensesCents);
        if (truth.errors.some((e) => e.rule === 'MATH_ERROR' && e.year === s.year)) continue;
        expect(s.totalCents).toBe(sum(s.lines.map((x) => x.amountCents)));
        const base = math.baseDeductionCents;
        const shared = base === null ? s.totalCents : Math.max(0, s.totalCents - base);
        expect(s.tenantShareCents).toBe(Math.round((shared * s.billedSharePct) / 100));
        expectAdminFeeFoots(s, math);
        if (math.adminFeeBase === 'CAM')
          expect(math.camShareCents).toBe(Math.round((opexExclTaxIns(sm) * s.billedSharePct) / 100));
        expect(s.estimatesPaidCents).toBe(math.monthlyEstimateCents * math.estimateMonths);
        expect(s.balanceDueCents).toBe(s.tenantShareCents + s.adminFeeCents - s.estimatesPaidCents);
        // the report: the groups' actuals and the occupancy adjustment make up the pool
        const groups = reportGroups(model, sm);
        expect(sum(groups.map((g) => g.lines.length))).toBe(s.lines.length);
        expect(sum(groups.map((g) => g.actual)) + grossAdjustment(sm)).toBe(s.totalCents);
        expect(reportTotals(model, sm).actual).toBe(sum(groups.map((g) => g.actual)));
      }
      expectCleanStatements(truth);
      expectDeadlineAndPricedErrors(truth);
    }
  });
});
