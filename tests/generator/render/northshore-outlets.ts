/**
 * Family "northshore-outlets" (decision 0082): a shop of an outlet centre in a US border state,
 * owned by a Canadian-headquartered REIT whose head office reconciles and bills it the Canadian way.
 *
 * - Lease (northshore-outlets-lease.ts): a SUMMARY OF BASIC TERMS numbered 1.1-1.21, then ARTICLES
 *   with hanging section numbers and every definition gathered alphabetically in Section 1.1.
 * - Statement: a two-page "OPERATING COST AND REALTY TAX RECONCILIATION" for the "Landlord's Fiscal
 *   Year ended 31 December 2024": the costs with an Annual Budget column beside the Actual (the
 *   budget is the family's own figure, for comparison only), OPERATING COSTS (common areas,
 *   utilities, insurance) and REALTY TAXES each closed by its total and "Tenant's Proportionate
 *   Share of ... @ 4.1234%"; the table always breaks inside Operating Costs with "Carried forward"
 *   at the foot of page 1 and, under the repeated header "(continued)", "Brought forward" on page
 *   2; then "RECONCILIATION OF ADDITIONAL RENT" with "Administration Fee @ 15% on ...", the monthly
 *   instalments and "AMOUNT OWING BY TENANT" / "AMOUNT OWING TO TENANT (CREDIT)". Figures without
 *   "$" ("US$" in the column heads), credits in brackets, dates "17 April 2025".
 * - Bill (northshore-outlets-bill.ts): the REIT's "STATEMENT OF ACCOUNT", each open charge in the
 *   column of its age (Current / 30 Days / 60 Days / 90+ Days), numeric dates DD/MM/YYYY.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { SectionKey } from '../data';
import type { PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';
import { boxedRow, edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { centreOf, dmyLong, fig } from './northshore-outlets-centre';
import { spread } from './pools';

export { renderNorthshoreOutletsBill } from './northshore-outlets-bill';
export { renderNorthshoreOutletsLease } from './northshore-outlets-lease';

/** The Operating Costs groups in print order (Realty Taxes follow as their own pool). */
export const OP_GROUPS: SectionKey[] = ['CAM', 'UTIL', 'INS'];
export const GROUP_TITLES: Record<SectionKey, string> = {
  CAM: 'Common Areas and Facilities',
  UTIL: 'Utilities',
  INS: 'Insurance',
  TAX: 'Realty Taxes',
};

/** A row of the cost table: the model's line with the family's budget figure (null: unbudgeted). */
export interface CostRow {
  group: SectionKey;
  label: string;
  budget: number | null;
  actual: number;
}

/**
 * The cost rows, Operating Costs (common areas, utilities, insurance) first, then Realty Taxes.
 * The budget is the family's own figure (whole dollars within 10 % of the actual; an amortized
 * capital line at its actual; an excluded or duplicated invoice unbudgeted): never the truth.
 */
export function costRows(m: PacketModel, s: StatementModel): CostRow[] {
  const rng = new Rng(`northshore-outlets:budget:${m.spec.seed}:${s.year}`);
  const budget = new Map(
    s.lines.map((ln) => {
      const f = rng.float(0.9, 1.1);
      const unbudgeted = ln.planted !== null || ln.key === 'excluded' || ln.key.startsWith('dup-');
      const b = unbudgeted
        ? null
        : ln.key === 'capital'
          ? ln.amountCents
          : Math.round((ln.amountCents * f) / 100) * 100;
      return [ln, b] as const;
    }),
  );
  return [...OP_GROUPS, 'TAX' as const].flatMap((g) =>
    s.lines
      .filter((ln) => ln.section === g)
      .map((ln) => ({ group: g, label: ln.label, budget: budget.get(ln)!, actual: ln.amountCents })),
  );
}

/** The pools' sums and shares: the share of the lines' sum spread over the two pools. */
export function poolShares(s: StatementModel) {
  const op = s.lines.filter((ln) => ln.section !== 'TAX').reduce((a, ln) => a + ln.amountCents, 0);
  const tax = s.lines.filter((ln) => ln.section === 'TAX').reduce((a, ln) => a + ln.amountCents, 0);
  const [opShare, taxShare] = spread(Math.round(((op + tax) * s.sharePct) / 100), [op, tax]);
  return { op, tax, opShare: opShare!, taxShare: taxShare! };
}

/** The CAM-category costs the fee basis is the share of (the model's camShare is this x share). */
export const feeBasisCosts = (s: StatementModel) =>
  s.lines
    .filter((ln) => ln.category !== 'TAX' && ln.category !== 'INSURANCE')
    .reduce((a, ln) => a + ln.amountCents, 0);

/** "4.1234%". */
export const sharePctText = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** The reconciliation block's rows: [label, amount] (amounts as printed). */
export function reconciliationRows(s: StatementModel): [string, string][] {
  const n = s.numbers;
  const p = poolShares(s);
  const pct = sharePctText(s);
  const rows: [string, string][] = [
    ['Tenant’s Proportionate Share of Operating Costs', fig(p.opShare)],
    ['Tenant’s Proportionate Share of Realty Taxes', fig(p.taxShare)],
    [`Total Proportionate Share (${pct} × ${fig(n.pool)})`, fig(n.tenantShare)],
  ];
  if (s.fee?.base === 'CAM')
    rows.push([
      `Administration Fee @ ${s.fee.pct}% on ${fig(n.camShare!)} (${pct} × ${fig(feeBasisCosts(s))}, Operating Costs excluding insurance premiums)`,
      fig(n.fee),
    ]);
  else if (s.fee)
    rows.push([
      `Administration Fee @ ${s.fee.pct}% on ${fig(n.tenantShare)} (Total Proportionate Share)`,
      fig(n.fee),
    ]);
  else rows.push(['Administration Fee (Basic Term 1.18)', 'Nil']);
  rows.push(
    [`Total Additional Rent for the Landlord’s Fiscal Year ${s.year}`, fig(n.totalDue)],
    [
      `Less: monthly instalments billed (${s.estimateMonths} × ${fig(s.monthlyEstimateCents)})`,
      fig(-n.estimates),
    ],
    [n.balance < 0 ? 'AMOUNT OWING TO TENANT (CREDIT)' : 'AMOUNT OWING BY TENANT', fig(n.balance)],
  );
  return rows;
}

// ---------------------------------------------------------------- statement

export async function renderNorthshoreOutletsStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centreOf(m);
  const n = s.numbers;
  const pct = sharePctText(s);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times', 'Helvetica'], {
    size: 9,
    margin: 50,
    date: s.date,
    title: `Operating Cost and Realty Tax Reconciliation ${s.year} - ${c.tenantId}`,
    author: c.reit,
    footer: `${c.reit}  ·  ${c.tenantId}  ·  Operating Cost and Realty Tax Reconciliation ${s.year}  ·  Page {n} of {total}`,
  });
  const rows = costRows(m, s);
  const opRows = rows.filter((r) => r.group !== 'TAX');
  const splitAt = rng.int(Math.ceil(opRows.length * 0.45), opRows.length - 2);
  // ---- header
  const top = w.doc.y;
  w.font('bold', 12);
  w.doc.text(c.reit, w.left, top, { width: 300 });
  w.font('regular', 8.5);
  w.doc.text(
    `U.S. Property Accounting\n${c.headOffice.join('\n')}\n${c.phone}  ·  ${c.email}`,
    w.left,
    w.doc.y + 1,
    {
      width: 300,
    },
  );
  const leftEnd = w.doc.y;
  w.doc.y = top;
  const kx = w.right - 190;
  for (const [k, v] of [
    ['Date', dmyLong(s.date)],
    ['Tenant ID', c.tenantId],
    ['Premises', c.unit],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: kx, width: 70, bold: true, shade: true },
        { text: v, x: kx + 70, width: 120, align: 'right' },
      ],
      8.5,
      { pad: 3 },
    );
  w.doc.y = Math.max(leftEnd, w.doc.y) + 12;
  w.heading('OPERATING COST AND REALTY TAX RECONCILIATION', { align: 'center', size: 11.5, gap: 0.1 });
  w.heading(
    `Landlord’s Fiscal Year ended ${dmyLong(`${s.year}-12-31`)} (1 January ${s.year} to 31 December ${s.year})`,
    { align: 'center', size: 9, style: 'regular', gap: 0.6 },
  );
  const kv: [string, string][] = [
    ['Tenant', `${l.tenant.name} (${c.tradeName})`],
    ['Landlord', `${l.landlord.name}, by its manager ${c.manager}`],
    ['Shopping Centre', `${c.centre}, ${c.city}, ${c.state}`],
  ];
  if (s.showRsf)
    kv.push(
      ['Rentable Area of the Premises', `${s.shareNumRsf.toLocaleString('en-US')} sq. ft.`],
      ['Rentable Area of the Shopping Centre', `${s.shareDenRsf.toLocaleString('en-US')} sq. ft.`],
    );
  kv.push(['Proportionate Share', pct]);
  for (const [k, v] of kv)
    w.row(
      [
        { text: `${k}:`, x: w.left, width: 170, bold: true },
        { text: v, x: w.left + 170, width: w.contentWidth - 170 },
      ],
      { size: 8.5, gap: 1.5 },
    );
  w.space(0.5);
  w.para(
    `In accordance with Section 4.4 of the Lease, the Landlord has reconciled the Tenant’s Proportionate Share of Operating Costs and Realty Taxes${s.fee ? ' and the Administration Fee' : ''} for the Landlord’s Fiscal Year ${s.year} against the monthly instalments of Additional Rent billed. The Annual Budget on which the instalments were based is shown beside the actual costs for comparison only.`,
    { size: 8.5, align: 'justify', gap: 0.6 },
  );
  // ---- the cost table: Description | Annual Budget | Actual
  const X = [w.left, w.right - 220, w.right - 110, w.right];
  const trow = (
    vals: [string, string, string],
    opt: { bold?: boolean; line?: RuleLine; shade?: string; indent?: number } = {},
  ) =>
    ruledRow(
      w,
      edgeCells(X, vals, ['left', 'right', 'right'], {
        bold: opt.bold,
      }).map((cell, i) =>
        i === 0 && opt.indent ? { ...cell, x: cell.x + opt.indent, width: cell.width - opt.indent } : cell,
      ),
      { size: 8.5, line: opt.line ?? null, shade: opt.shade ?? null },
    );
  const colHead = () =>
    trow(['Description', `Annual Budget ${s.year} US$`, `Actual ${s.year} US$`], {
      bold: true,
      line: 'both',
      shade: '#e6e6e6',
    });
  const budgetText = (v: number | null) => (v === null ? '—' : fig(v));
  colHead();
  let budgetSoFar = 0;
  let actualSoFar = 0;
  let broken = false;
  const carry = () => {
    trow(['Carried forward', fig(budgetSoFar), fig(actualSoFar)], { bold: true, line: 'both' });
    w.newPage();
    w.font('bold', 9.5);
    w.doc.text(
      `${c.reit} — Operating Cost and Realty Tax Reconciliation — Landlord’s Fiscal Year ended ${dmyLong(`${s.year}-12-31`)} (continued)`,
      w.left,
      w.doc.y,
      { width: w.contentWidth },
    );
    w.font('regular', 8.5);
    w.doc.text(`${l.tenant.name}  ·  ${c.centre}, ${c.unit}`, w.left, w.doc.y + 1, { width: w.contentWidth });
    w.doc.y += 8;
    w.font();
    colHead();
    trow(['Brought forward', fig(budgetSoFar), fig(actualSoFar)], { bold: true, line: 'bottom' });
    broken = true;
  };
  trow(['OPERATING COSTS', '', ''], { bold: true });
  let i = 0;
  for (const g of OP_GROUPS) {
    const rs = opRows.filter((r) => r.group === g);
    rs.forEach((r, j) => {
      if (!broken && i > 0 && (i === splitAt || w.doc.y + 60 > w.bottom)) carry();
      if (j === 0) trow([GROUP_TITLES[g], '', ''], { indent: 8 });
      trow([r.label, budgetText(r.budget), fig(r.actual)], { indent: 18 });
      budgetSoFar += r.budget ?? 0;
      actualSoFar += r.actual;
      i += 1;
    });
  }
  if (!broken) throw new Error('northshore-outlets: the cost table did not break');
  const p = poolShares(s);
  const budgetOf = (rs: CostRow[]) => rs.reduce((a, r) => a + (r.budget ?? 0), 0);
  const budgetShare = (v: number) => fig(Math.round((v * s.sharePct) / 100));
  const opBudget = budgetOf(opRows);
  trow(['Total Operating Costs', fig(opBudget), fig(p.op)], { bold: true, line: 'top' });
  trow([`Tenant’s Proportionate Share of Operating Costs @ ${pct}`, budgetShare(opBudget), fig(p.opShare)], {
    bold: true,
    line: 'bottom',
  });
  w.space(0.4);
  const taxRows = rows.filter((r) => r.group === 'TAX');
  trow(['REALTY TAXES', '', ''], { bold: true });
  for (const r of taxRows) trow([r.label, budgetText(r.budget), fig(r.actual)], { indent: 18 });
  const taxBudget = budgetOf(taxRows);
  trow(['Total Realty Taxes', fig(taxBudget), fig(p.tax)], { bold: true, line: 'top' });
  trow([`Tenant’s Proportionate Share of Realty Taxes @ ${pct}`, budgetShare(taxBudget), fig(p.taxShare)], {
    bold: true,
    line: 'bottom',
  });
  w.space(0.4);
  trow(['TOTAL OPERATING COSTS AND REALTY TAXES', fig(opBudget + taxBudget), fig(n.pool)], {
    bold: true,
    line: 'double',
    shade: '#f0f0f0',
  });
  w.space(1);
  // ---- the reconciliation of Additional Rent
  w.ensure(170);
  const R = [w.left, w.right - 110, w.right];
  const rrow = (vals: [string, string], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(w, edgeCells(R, vals, ['left', 'right'], { bold: opt.bold }), {
      size: 8.5,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  rrow([`RECONCILIATION OF ADDITIONAL RENT — ${s.year}`, 'US$'], {
    bold: true,
    line: 'both',
    shade: '#e6e6e6',
  });
  const rec = reconciliationRows(s);
  rec.forEach((r, k) => {
    const last = k === rec.length - 1;
    const sub = r[0].startsWith('Total ');
    rrow(r, { bold: last || sub, line: last ? 'double' : sub ? 'top' : null });
  });
  w.space(0.8);
  const notes = [
    `Proportionate Share ${pct} (Basic Term 1.17 and Section 1.1 of the Lease${s.showRsf ? `; Rentable Area ${s.shareNumRsf.toLocaleString('en-US')} ÷ ${s.shareDenRsf.toLocaleString('en-US')} sq. ft.` : ''}). ${s.fee ? `Administration Fee per Basic Term 1.18 and Section 4.2.` : 'No Administration Fee is charged (Basic Term 1.18).'}`,
    `The Annual Budget is the Landlord’s budget for ${s.year}, on which the monthly instalments were based. It is shown for comparison only; Additional Rent is reconciled on the actual Operating Costs and Realty Taxes.`,
    'All amounts are in U.S. dollars. Amounts in brackets are credits to the Tenant.',
    n.balance < 0
      ? 'The credit will be applied against the Rent next due and will appear on your next Statement of Account.'
      : `The amount owing is payable within thirty (30) days after ${dmyLong(s.date)} and will appear on your next Statement of Account.`,
    'The Tenant may inspect the Landlord’s records of Operating Costs and Realty Taxes within the period set out in Section 4.6 of the Lease.',
  ];
  w.heading('NOTES', { size: 8.5, gap: 0.2 });
  for (const [k, t] of notes.entries())
    w.row(
      [
        { text: `${k + 1}.`, x: w.left, width: 16 },
        { text: t, x: w.left + 16, width: w.contentWidth - 16 },
      ],
      { size: 8, gap: 2 },
    );
  return finishPdf(w);
}
