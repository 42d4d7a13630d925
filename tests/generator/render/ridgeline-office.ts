/**
 * Family "ridgeline-office" (decision 0083): a suite of a suburban multi-tenant office building
 * owned by a private-equity fund and run by a national third-party manager, on a base-year
 * (modified gross) or net lease.
 *
 * - Lease (ridgeline-office-lease.ts, ridgeline-office-exhibit-c.ts): a short-form "MULTI-TENANT
 *   OFFICE LEASE", a ruled grid of Basic Lease Provisions with the areas in RSF and USF, an Article
 *   4 "ADDITIONAL RENT" that points to a long Exhibit C "Operating Expenses and Taxes".
 * - Statement: the manager's "OPERATING EXPENSE RECONCILIATION": a one-paragraph cover letter in
 *   the manager's voice at the top, then a budget-versus-actual report (Budget | Actual | Variance
 *   | Var. %, the variance favourable / (unfavourable)) by expense group with group totals, an
 *   occupancy adjustment schedule when lines are grossed up, and a TENANT ALLOCATION block (areas,
 *   share, the Building's total, the base year when there is one, estimates, "Balance Due /
 *   (Overpayment)"). No `$` in the report; negatives in parentheses.
 * - Bill (ridgeline-office-invoice.ts): the manager's AR system's "RENT INVOICE" PDF, e-mailed,
 *   with GL-coded charge lines and a remit-to ACH block with masked bank numbers.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { commas, fmtDate, money } from '../format';
import type { LineModel, PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { budgetOf, buildingOf, GROUPS, type GroupKey, groupOf } from './ridgeline-office-building';
import { suiteNo } from './ridgeline-office-lease';

export { renderRidgelineOfficeBill } from './ridgeline-office-invoice';
export { renderRidgelineOfficeLease } from './ridgeline-office-lease';

/** The report's money: "1,234.56", negatives "(1,234.56)", no "$". */
export const rptMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** A budget figure: "—" for a cost that was never budgeted. */
export const budgetText = (v: number | null) => (v === null ? '—' : rptMoney(v));

/** Variance % of the budget, one decimal, "(4.3%)" when over budget; "n/m" without a budget. */
export function varPct(variance: number, budget: number | null): string {
  if (!budget) return 'n/m';
  const p = (variance / budget) * 100;
  const t = `${Math.abs(p).toFixed(1)}%`;
  return p < 0 && t !== '0.0%' ? `(${t})` : t;
}

export interface ReportLine {
  line: LineModel;
  label: string;
  budget: number | null;
  /** The year's actual cost, before any occupancy adjustment. */
  actual: number;
}

export interface ReportGroup {
  key: GroupKey;
  title: string;
  lines: ReportLine[];
  budget: number;
  actual: number;
}

/** The report's groups in order (only those with lines), each line with its budget and actual. */
export function reportGroups(m: PacketModel, s: StatementModel): ReportGroup[] {
  return GROUPS.map(([key, title]) => {
    const lines = s.lines
      .filter((ln) => groupOf(s, ln) === key)
      .map((ln) => ({
        line: ln,
        label: ln.label,
        budget: budgetOf(m, s, ln),
        actual: ln.actualCents ?? ln.amountCents,
      }));
    return {
      key,
      title,
      lines,
      budget: lines.reduce((a, r) => a + (r.budget ?? 0), 0),
      actual: lines.reduce((a, r) => a + r.actual, 0),
    };
  }).filter((g) => g.lines.length > 0);
}

/** The occupancy adjustment: the grossed-up lines' billed amounts less their actuals. */
export const grossAdjustment = (s: StatementModel) =>
  s.lines.reduce((a, ln) => a + (ln.actualCents !== null ? ln.amountCents - ln.actualCents : 0), 0);

/** The report's grand totals: the Actual column's total is the model's pool less the adjustment. */
export function reportTotals(m: PacketModel, s: StatementModel): { budget: number; actual: number } {
  const groups = reportGroups(m, s);
  return { budget: groups.reduce((a, g) => a + g.budget, 0), actual: s.numbers.pool - grossAdjustment(s) };
}

/** The share as the allocation prints it: "4.5267%". */
export const sharePctText = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** Whether the areas' quotient, at the printed decimals, is the billed share. */
export const areasGiveShare = (s: StatementModel) =>
  ((s.shareNumRsf / s.shareDenRsf) * 100).toFixed(s.shareDecimals) === s.sharePct.toFixed(s.shareDecimals);

/** The costs other than taxes and insurance (the model's camShare is their total x share). */
export const opexExclTaxIns = (s: StatementModel) =>
  s.lines
    .filter((ln) => ln.category !== 'TAX' && ln.category !== 'INSURANCE')
    .reduce((a, ln) => a + ln.amountCents, 0);

/** The TENANT ALLOCATION block: [description, basis, amount] rows in order. */
export function allocationRows(m: PacketModel, s: StatementModel): [string, string, string][] {
  const n = s.numbers;
  const M = rptMoney;
  const pct = sharePctText(s);
  const adj = grossAdjustment(s);
  const rows: [string, string, string][] = [
    ['Building Rentable Area', '', `${commas(s.shareDenRsf)} RSF`],
    [`Tenant Rentable Area (Suite ${suiteNo(m)})`, '', `${commas(s.shareNumRsf)} RSF`],
    [
      'Tenant’s Share',
      areasGiveShare(s) ? `${commas(s.shareNumRsf)} ÷ ${commas(s.shareDenRsf)}` : 'per Lease, Exhibit C',
      pct,
    ],
  ];
  if (s.grossUpPct !== null) {
    rows.push(['Total Operating Expenses and Taxes - Actual', '', M(n.pool - adj)]);
    rows.push([`Occupancy Adjustment to ${s.grossUpPct}%`, 'see schedule above', M(adj)]);
    rows.push(['Total Operating Expenses and Taxes - Adjusted', '', M(n.pool)]);
  } else rows.push(['Total Operating Expenses and Taxes - Actual', '', M(n.pool)]);
  if (s.base) {
    rows.push([
      `Less Base Year (${s.base.year}) Operating Expenses and Taxes`,
      'per Lease, Exhibit C',
      M(-s.base.deductionCents),
    ]);
    rows.push(['Excess over Base Year', '', M(n.excess!)]);
    rows.push(['Tenant’s Share of Excess', `${pct} × ${M(n.excess!)}`, M(n.tenantShare)]);
  } else {
    rows.push(['Tenant’s Share of Actual', `${pct} × ${M(n.pool)}`, M(n.tenantShare)]);
    if (s.fee) {
      rows.push([
        'Administrative Fee',
        s.fee.base === 'CAM' ? `${s.fee.pct}% × ${M(n.camShare!)}` : `${s.fee.pct}% × ${M(n.tenantShare)}`,
        M(n.fee),
      ]);
      rows.push([`Total Due for ${s.year}`, '', M(n.totalDue)]);
    }
  }
  rows.push([
    'Less Estimated Payments',
    `${s.estimateMonths} × ${M(s.monthlyEstimateCents)}`,
    M(-n.estimates),
  ]);
  rows.push(['Balance Due / (Overpayment)', '', M(n.balance)]);
  return rows;
}

// ---------------------------------------------------------------- statement

export async function renderRidgelineOfficeStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const b = buildingOf(m);
  const n = s.numbers;
  const M = rptMoney;
  const suite = suiteNo(m);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 54,
    date: s.date,
    title: `${s.year} Operating Expense Reconciliation - ${b.building} - Suite ${suite}`,
    author: b.manager,
    footer: `${b.managerShort}  ·  ${b.propertyCode} ${b.building}  ·  ${s.year} Operating Expense Reconciliation  ·  Tenant ID ${b.tenantId}  ·  Page {n} of {total}`,
  });
  // ---- letterhead and the cover letter
  const top = w.doc.y;
  w.font('bold', 12.5);
  w.doc.text(b.manager, w.left, top, { width: 300 });
  w.font('regular', 8.5);
  w.doc.text(`Property Management Services\n${b.office}\n${b.officeCity}\n${b.phone}`, w.left, w.doc.y + 1, {
    width: 300,
  });
  const leftEnd = w.doc.y;
  w.font('italic', 8.5);
  w.doc.text(`Managing agent for ${l.landlord.name}\nan affiliate of ${b.fund}`, w.right - 220, top + 2, {
    width: 220,
    align: 'right',
  });
  w.doc.y = Math.max(leftEnd, w.doc.y) + 12;
  w.font();
  w.para(fmtDate(s.date, 'LONG'), { gap: 0.6 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.street}, Suite ${suite}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 0.6 },
  );
  w.para(`${s.year} Operating Expense Reconciliation - ${b.building}, Suite ${suite}`, {
    lead: 'Re:',
    gap: 0.6,
  });
  const first = l.tenant.contact.split(' ')[0];
  const result =
    n.balance >= 0
      ? `a balance due of ${money(n.balance)}, which will appear on your next rent invoice and is payable within thirty (30) days`
      : `an overpayment of ${money(-n.balance)}, which we will credit against your next rent invoice`;
  w.para(`Dear ${first}:`, { gap: 0.4 });
  w.para(
    `On behalf of ${l.landlord.name}, ${b.managerShort} has completed the ${s.year} reconciliation of Operating Expenses and Taxes for ${b.building}. The report below compares the Building’s actual expenses for the year with the ${s.year} operating budget, group by group, and allocates them to your Premises under Article 4 and Exhibit C of your Lease${s.base ? `, net of the Base Year ${s.base.year} amount` : ''}. Your share, less the estimated payments billed to you during ${s.year}, results in ${result}. If you have questions, please contact me at ${b.phone}.`,
    { align: 'justify', gap: 0.4 },
  );
  w.para(`Sincerely,\n${b.accountant}\n${b.accountantTitle}`, { gap: 0.6 });
  // ---- the report's title
  w.rule({ weight: 1, gap: 6 });
  w.heading('OPERATING EXPENSE RECONCILIATION', { align: 'center', size: 12, gap: 0.05 });
  w.heading(`Budget vs. Actual  -  Year Ended December 31, ${s.year}`, {
    align: 'center',
    size: 9.5,
    style: 'regular',
    gap: 0.4,
  });
  const recovery = s.base ? `Base Year ${s.base.year} (Modified Gross)` : 'Net - Full Recovery';
  w.row(
    [
      { text: `Property: ${b.propertyCode} ${b.building}`, x: w.left, width: 250 },
      { text: `Tenant ID: ${b.tenantId}`, x: w.left + 260, width: 130 },
      { text: `Suite: ${suite}`, x: w.left + 395, width: w.right - w.left - 395, align: 'right' },
    ],
    { size: 8.5, gap: 1 },
  );
  w.row(
    [
      { text: `Tenant: ${l.tenant.name}`, x: w.left, width: 250 },
      { text: `Recovery: ${recovery}`, x: w.left + 260, width: 150 },
      {
        text: s.occupancyPct !== null ? `Avg. Occupancy: ${s.occupancyPct.toFixed(1)}%` : '',
        x: w.left + 400,
        width: w.right - w.left - 400,
        align: 'right',
      },
    ],
    { size: 8.5, gap: 6 },
  );
  // ---- budget versus actual, by expense group
  const X = [w.left, w.left + 218, w.left + 290, w.left + 368, w.left + 446, w.right];
  const align = ['left', 'right', 'right', 'right', 'right'] as const;
  const trow = (
    vals: string[],
    opt: { bold?: boolean; line?: RuleLine; shade?: string; indent?: number } = {},
  ) => {
    const cells = edgeCells(X, vals, align, { bold: opt.bold });
    cells[0]!.x += opt.indent ?? 0;
    cells[0]!.width -= opt.indent ?? 0;
    ruledRow(w, cells, { size: 8.5, line: opt.line ?? null, shade: opt.shade ?? null });
  };
  const head = () =>
    trow(['Description', 'Budget', 'Actual', 'Variance Fav / (Unfav)', 'Var. %'], {
      bold: true,
      line: 'both',
      shade: '#e6e6e6',
    });
  head();
  w.pageHeader = head;
  for (const g of reportGroups(m, s)) {
    w.ensure(40);
    trow([g.title.toUpperCase(), '', '', '', ''], { bold: true });
    for (const r of g.lines) {
      const variance = (r.budget ?? 0) - r.actual;
      trow([r.label, budgetText(r.budget), M(r.actual), M(variance), varPct(variance, r.budget)], {
        indent: 10,
      });
    }
    const gv = g.budget - g.actual;
    trow([`Total ${g.title}`, M(g.budget), M(g.actual), M(gv), varPct(gv, g.budget)], {
      bold: true,
      line: 'top',
    });
  }
  const t = reportTotals(m, s);
  const tv = t.budget - t.actual;
  trow(['TOTAL OPERATING EXPENSES AND TAXES', M(t.budget), M(t.actual), M(tv), varPct(tv, t.budget)], {
    bold: true,
    line: 'double',
  });
  w.pageHeader = null;
  w.space(0.9);
  // ---- the occupancy adjustment (gross-up), when any line is grossed up
  if (s.grossUpPct !== null) {
    w.ensure(80);
    w.para(
      `OCCUPANCY ADJUSTMENT (Lease Exhibit C, Section C-3): average occupancy ${s.occupancyPct!.toFixed(1)}%; expenses that vary with occupancy adjusted to ${s.grossUpPct}%`,
      { style: 'bold', size: 8.5, gap: 0.2 },
    );
    const G = [w.left, w.left + 218, w.left + 310, w.left + 402, w.right];
    const grow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
      ruledRow(w, edgeCells(G, vals, ['left', 'right', 'right', 'right'], { bold: opt.bold }), {
        size: 8.5,
        line: opt.line ?? null,
        shade: opt.shade ?? null,
      });
    grow(['Description', 'Actual', `Adjusted to ${s.grossUpPct}%`, 'Adjustment'], {
      bold: true,
      line: 'both',
      shade: '#e6e6e6',
    });
    const grossed = s.lines.filter((ln) => ln.actualCents !== null);
    for (const ln of grossed)
      grow([ln.label, M(ln.actualCents!), M(ln.amountCents), M(ln.amountCents - ln.actualCents!)]);
    grow(
      [
        'Total Occupancy Adjustment',
        M(grossed.reduce((a, ln) => a + ln.actualCents!, 0)),
        M(grossed.reduce((a, ln) => a + ln.amountCents, 0)),
        M(grossAdjustment(s)),
      ],
      { bold: true, line: 'top' },
    );
    w.space(0.9);
  }
  // ---- the tenant allocation
  const rows = allocationRows(m, s);
  w.ensure(rows.length * 14 + 40);
  const A = [w.left + 60, w.left + 300, w.left + 418, w.right];
  const arow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(w, edgeCells(A, vals, ['left', 'right', 'right'], { bold: opt.bold }), {
      size: 8.8,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  arow(['TENANT ALLOCATION', 'Basis', 'Amount'], { bold: true, line: 'both', shade: '#e6e6e6' });
  rows.forEach((r, i) => {
    const last = i === rows.length - 1;
    const sub = r[0].startsWith('Total Due') || r[0].startsWith('Excess over');
    arow(r, { bold: last || sub, line: last ? 'double' : sub ? 'top' : null });
  });
  w.space(0.8);
  w.para(
    `Notes: Variance is Budget less Actual; amounts in parentheses are over budget or are credits. Areas and Tenant’s Share per Lease Section 1.6 and Exhibit C${s.fee ? `; Administrative Fee per Exhibit C (${s.fee.base === 'CAM' ? `basis: Tenant’s Share of Operating Expenses excluding Taxes and Insurance, ${sharePctText(s)} × ${M(opexExclTaxIns(s))}` : 'basis: Tenant’s Share of Operating Expenses and Taxes'})` : ''}. ${n.balance >= 0 ? 'A balance due is billed on your next rent invoice.' : 'An overpayment is credited on your next rent invoice.'} Prepared by ${b.accountant}, ${b.managerShort}, for ${l.landlord.name.replace(/\.$/, '')}.`,
    { size: 7.8, align: 'justify', gap: 0.2 },
  );
  return finishPdf(w);
}
