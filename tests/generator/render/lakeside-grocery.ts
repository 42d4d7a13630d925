/**
 * Family "lakeside-grocery" (decision 0063): shop spaces of a grocery-anchored neighborhood
 * center owned and managed by a regional retail REIT.
 *
 * - Lease (lakeside-grocery-lease.ts): Article I definitions numbered 1.01-1.27 with the figures
 *   in them, the share on the Center Floor Area (the center without the grocer), a Schedule of
 *   Base Rent by Months of the Term.
 * - Statement: a landscape "EXPENSE RECOVERY ANALYSIS" out of the REIT's property accounting
 *   system. Each recovery pool (Pool 100 Common Area Maintenance, 150 Utilities, 200 Real Estate
 *   Taxes, 300 Property Insurance) is its own stacked section with the prior year's actual, this
 *   year's budget, this year's actual and the variance for every line, the pool total, and the
 *   tenant's share of that pool on its own row in a Tenant Share column; a Recovery Summary
 *   closes it. No "$", negatives with a leading minus, dates "03/04/2025".
 * - Bill: a "RENT NOTICE" from Accounts Receivable: current charges by charge code and service
 *   period, the prior items still open, and an aged balance (Current | 1-30 | 31-60 | 61-90 |
 *   Over 90 | Total Amount Due) in a ruled box, remitted to a lockbox.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { SectionKey } from '../data';
import { addDays, addMonths, commas, fmtDate, money, monthYear } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { Cell } from '../pdf';
import { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { centerOf } from './lakeside-grocery-center';

export { renderLakesideGroceryLease } from './lakeside-grocery-lease';

/** "1,234.56"; negatives "-1,234.56" (no "$" anywhere in the REIT's reports). */
export function lakesideMoney(cents: number): string {
  return money(cents, { dollar: false });
}

const d = (iso: string) => fmtDate(iso, 'NUMERIC');

/** The REIT's recovery pools: code and name per model section. */
export const POOLS: Record<SectionKey, { code: string; name: string }> = {
  CAM: { code: '100', name: 'COMMON AREA MAINTENANCE' },
  UTIL: { code: '150', name: 'COMMON AREA UTILITIES' },
  TAX: { code: '200', name: 'REAL ESTATE TAXES' },
  INS: { code: '300', name: 'PROPERTY INSURANCE' },
};

/**
 * The budget the REIT set for each line (its own figures, not the model's): last year's actual
 * moved by a few percent and rounded to the hundred dollars; an invoice booked on its own line
 * or a cost nobody planned (a commission, a legal bill) had no budget.
 */
function budgetsOf(m: PacketModel, s: StatementModel): number[] {
  const rng = new Rng(`lakeside-grocery:budget:${m.spec.seed}:${s.year}`);
  return s.lines.map((ln) => {
    if (ln.key === 'excluded' || ln.key.startsWith('dup-')) return 0;
    if (ln.category === 'CAPITAL') return ln.amountCents;
    const basis = s.prior?.amounts[ln.key] ?? ln.amountCents;
    return Math.round((basis * rng.float(0.95, 1.07)) / 10000) * 10000;
  });
}

// ---------------------------------------------------------------- statement

export async function renderLakesideGroceryStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Courier'], {
    size: 8,
    margin: 38,
    date: s.date,
    title: `Expense Recovery Analysis ${s.year} - ${c.propertyCode} - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: `${c.propertyCode}  ${c.name}  -  Expense Recovery Analysis ${s.year}  -  Page {n} of {total}`,
    landscape: true,
  });
  const n = s.numbers;
  const M = lakesideMoney;
  const budgets = budgetsOf(m, s);
  const share = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const areas = s.showRsf ? ` (${commas(s.shareNumRsf)} SF / ${commas(s.shareDenRsf)} SF)` : '';

  // ---- header: the REIT and the report on the left, the run's keys on the right
  const hx = w.right - 230;
  const top = w.doc.y;
  w.font('bold', w.size + 4);
  w.doc.text(l.landlord.name.toUpperCase(), w.left, top, { width: hx - w.left - 10 });
  w.font('bold', w.size + 3);
  w.doc.text('EXPENSE RECOVERY ANALYSIS', w.left, w.doc.y + 2, { width: hx - w.left - 10 });
  w.font('regular', w.size + 1);
  w.doc.text(`For the Year Ended ${d(`${s.year}-12-31`)}`, w.left, w.doc.y + 2, { width: hx - w.left - 10 });
  const leftBottom = w.doc.y;
  w.doc.y = top;
  const kv: [string, string][] = [
    ['Run Date:', d(s.date)],
    ['Property:', `${c.propertyCode} - ${c.name}`],
    ['Tenant:', l.tenant.name],
    ['Lease ID:', c.leaseId],
    ['Space:', c.space],
  ];
  for (const [k, v] of kv)
    w.row(
      [
        { text: k, x: hx, width: 58, bold: true },
        { text: v, x: hx + 60, width: 170 },
      ],
      { gap: 0.5 },
    );
  w.doc.y = Math.max(w.doc.y, leftBottom) + 6;
  w.rule({ weight: 1.2, gap: 4 });

  // ---- the columns: Description | prior actual | budget | actual | variance | tenant share
  const descW = 250;
  const colW = 86;
  const xs = [0, 1, 2, 3, 4].map((k) => w.left + descW + 10 + k * (colW + 6));
  const row = (desc: string, vals: (string | null)[], opts: { bold?: boolean; indent?: number } = {}) => {
    const cells: Cell[] = [
      { text: desc, x: w.left + (opts.indent ?? 0), width: descW - (opts.indent ?? 0), bold: opts.bold },
    ];
    vals.forEach((v, k) => {
      if (v !== null) cells.push({ text: v, x: xs[k]!, width: colW, align: 'right', bold: opts.bold });
    });
    w.row(cells, { gap: 1.5 });
  };
  const header = () => {
    w.row(
      [
        { text: 'Description', x: w.left, width: descW, bold: true },
        ...[`${s.year - 1} Actual`, `${s.year} Budget`, `${s.year} Actual`, 'Variance', 'Tenant Share'].map(
          (t, k) => ({ text: t, x: xs[k]!, width: colW, bold: true, align: 'right' as const }),
        ),
      ],
      { gap: 1 },
    );
    w.rule({ gap: 3 });
  };
  header();
  w.pageHeader = header;

  const priorOf = (key: string) => s.prior?.amounts[key] ?? 0;
  for (const k of s.sectionOrder) {
    const pool = POOLS[k];
    w.ensure(w.size * 6);
    w.space(0.3);
    w.row([{ text: `POOL ${pool.code} - ${pool.name}`, x: w.left, width: descW + 200, bold: true }], {
      gap: 2,
    });
    let priorT = 0;
    let budgetT = 0;
    s.lines.forEach((ln, idx) => {
      if (ln.section !== k) return;
      const prior = ln.key.startsWith('dup-') || ln.key === 'excluded' ? 0 : priorOf(ln.key);
      priorT += prior;
      budgetT += budgets[idx]!;
      row(
        ln.label,
        [M(prior), M(budgets[idx]!), M(ln.amountCents), M(ln.amountCents - budgets[idx]!), null],
        {
          indent: 10,
        },
      );
    });
    // The pool total is the model's (a planted footing error sits in the first pool).
    const total = n.sectionTotals[k]!;
    w.rule({ x1: xs[0]!, x2: xs[3]! + colW, gap: 2 });
    row(`Total ${titleCaseName(pool.name)}`, [M(priorT), M(budgetT), M(total), M(total - budgetT), null], {
      bold: true,
    });
    row(
      `Tenant's Share of Pool ${pool.code} @ ${share}${areas}`,
      [null, null, null, null, M(n.sectionShares[k]!)],
      {
        indent: 10,
      },
    );
  }

  // ---- the recovery summary
  w.space(0.6);
  w.ensure(w.size * 16);
  w.rule({ weight: 1.2, gap: 3 });
  w.row([{ text: 'RECOVERY SUMMARY', x: w.left, width: 300, bold: true }], { gap: 2 });
  const sx = w.left + 10;
  const sw = xs[3]! + colW - sx;
  const sum = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: sx, width: sw, bold },
        { text: value, x: xs[4]!, width: colW, align: 'right', bold },
      ],
      { gap: 1.5 },
    );
  for (const k of s.sectionOrder)
    sum(
      `Pool ${POOLS[k].code} ${titleCaseName(POOLS[k].name)}: ${M(n.sectionTotals[k]!)} x ${share}`,
      M(n.sectionShares[k]!),
    );
  sum(`Total Recoverable Expenses - All Pools: ${M(n.pool)}`, '');
  sum("Total Tenant's Share", M(n.tenantShare), true);
  if (s.fee) {
    const base =
      s.fee.base === 'CAM'
        ? `of Tenant's Share of Pool 100${s.sectionOrder.includes('UTIL') ? ' and Pool 150' : ''} ${M(n.camShare!)}`
        : `of Total Tenant's Share ${M(n.tenantShare)}`;
    sum(`Administrative Fee @ ${s.fee.pct.toFixed(2)}% ${base}`, M(n.fee));
    sum('Total Recoverable Charges', M(n.totalDue), true);
  }
  sum(
    `Less: Estimated Payments Billed (${s.estimateMonths} months @ ${M(s.monthlyEstimateCents)})`,
    M(-n.estimates),
  );
  w.rule({ x1: xs[4]!, x2: xs[4]! + colW, gap: 2 });
  sum(n.balance >= 0 ? 'NET AMOUNT DUE FROM TENANT' : 'NET AMOUNT DUE TO TENANT', M(n.balance), true);
  w.space(0.8);
  const notes = [
    `Tenant's Share is the Floor Area of the Premises divided by the Center Floor Area, which excludes the Grocery Store Premises${c.outparcelSf ? ' and the outparcel buildings' : ''} (Lease Article I).`,
    n.balance >= 0
      ? 'The net amount due is payable within thirty (30) days of the run date above.'
      : 'The net amount due to Tenant will be applied to the next billings of Additional Rent.',
    'Budget figures are shown for information only; recoveries are billed on actual expenses.',
  ];
  if (s.occupancyPct !== null)
    notes.push(`Average occupancy of the shop space for ${s.year} was ${s.occupancyPct.toFixed(1)}%.`);
  notes.push(`Questions: Lease Administration, ${l.property.manager}, ${l.property.managerStreet}.`);
  // The notes stay together (pdfkit would carry their last line alone onto a new page).
  w.ensure((w.size + 2) * (notes.length + 1));
  w.para(notes.map((t, k) => `${k + 1}. ${t}`).join('\n'), { size: w.size - 0.5 });
  w.pageHeader = null;
  return finishPdf(w);
}

/** "COMMON AREA MAINTENANCE" -> "Common Area Maintenance". */
function titleCaseName(s: string): string {
  return s.toLowerCase().replace(/\b[a-z]/g, (x) => x.toUpperCase());
}

// ---------------------------------------------------------------- bill

const CODES: Record<BillLineModel['kind'], [string, string]> = {
  BASE_RENT: ['MINRNT', 'Minimum Rent'],
  CAM_ESTIMATE: ['CAMEST', 'CAM Estimate'],
  TAX_ESTIMATE: ['RETEST', 'Real Estate Tax Estimate'],
  INSURANCE_ESTIMATE: ['INSEST', 'Insurance Estimate'],
  OPEX_ESTIMATE: ['OPXEST', 'Operating Expense Estimate'],
  RECON: ['RECADJ', 'Expense Recovery Adjustment'],
  PAST_DUE: ['PRIOR', 'Charges'],
  LATE_FEE: ['LATECH', 'Late Charge'],
};

export async function renderLakesideGroceryBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const b = m.bill;
  const M = lakesideMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9,
    margin: 50,
    date: b.invoiceDate,
    title: `Rent Notice ${d(b.month)} - ${c.leaseId}`,
    author: l.landlord.name,
    footer: null,
  });
  const hx = w.right - 200;
  const top = w.doc.y;
  w.font('bold', w.size + 3);
  w.doc.text(l.landlord.name, w.left, top, { width: hx - w.left - 10 });
  w.font('regular');
  w.doc.text(
    `Accounts Receivable\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    w.left,
    w.doc.y + 2,
    { width: hx - w.left - 10 },
  );
  const leftBottom = w.doc.y;
  w.doc.y = top;
  w.row([{ text: 'RENT NOTICE', x: hx, width: 200, bold: true, align: 'right' }], {
    gap: 3,
    size: w.size + 5,
  });
  const kv: [string, string][] = [
    ['Notice Date', d(b.invoiceDate)],
    ['Due Date', d(b.month)],
    ['Customer No.', b.accountNo],
    ['Lease ID', c.leaseId],
    ['Property', `${c.propertyCode} / Space ${c.space}`],
  ];
  for (const [k, v] of kv)
    w.row(
      [
        { text: k, x: hx, width: 80, bold: true },
        { text: v, x: hx + 80, width: 120, align: 'right' },
      ],
      { gap: 1 },
    );
  w.doc.y = Math.max(w.doc.y, leftBottom) + 10;
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${c.name}, Space ${c.space}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 1 },
  );

  const xs = { code: w.left, desc: w.left + 62, per: w.right - 250, amt: w.right - 100 };
  const line = (code: string, desc: string, per: string, amt: string, bold = false) =>
    w.row(
      [
        { text: code, x: xs.code, width: 58, bold },
        { text: desc, x: xs.desc, width: xs.per - xs.desc - 8, bold },
        { text: per, x: xs.per, width: xs.amt - xs.per - 8, bold },
        { text: amt, x: xs.amt, width: 100, align: 'right', bold },
      ],
      { gap: 2 },
    );
  w.heading('CURRENT CHARGES', { size: w.size + 1, gap: 0.2 });
  line('Code', 'Description', 'Service Period', 'Amount', true);
  w.rule({ gap: 3 });
  const monthEnd = addDays(addMonths(b.month, 1), -1);
  const combined = l.leaseType === 'NNN' && !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  let current = 0;
  for (const ln of b.lines) {
    if (ln.kind === 'PAST_DUE') continue;
    let [code, desc] = CODES[ln.kind];
    let per = `${d(b.month)} - ${d(monthEnd)}`;
    if (combined && ln.kind === 'CAM_ESTIMATE') desc = 'CAM / Tax / Insurance Estimate';
    if (ln.kind === 'RECON') {
      const yr = ln.period.slice(0, 4);
      desc = `${yr} ${desc}${ln.amountCents < 0 ? ' (Credit)' : ''}`;
      per = `${d(`${yr}-01-01`)} - ${d(`${yr}-12-31`)}`;
    } else if (ln.kind === 'LATE_FEE') {
      desc = `${desc} - ${monthYear(ln.period)} (unpaid after ${d(addDays(ln.period, l.lateFee.graceDays))})`;
      per = `${d(ln.period)} - ${d(addDays(addMonths(ln.period, 1), -1))}`;
      [code] = CODES.LATE_FEE;
    }
    current += ln.amountCents;
    line(code, desc, per, M(ln.amountCents));
  }
  w.rule({ x1: xs.amt, x2: w.right, gap: 2 });
  line('', 'Total Current Charges', '', M(current), true);
  w.space(0.6);

  w.heading('PRIOR ITEMS OUTSTANDING', { size: w.size + 1, gap: 0.2 });
  const pastDue = b.lines.find((x) => x.kind === 'PAST_DUE');
  if (pastDue) {
    line('Date', 'Description', 'Original Amount', 'Open Amount', true);
    w.rule({ gap: 3 });
    line(
      d(pastDue.period),
      `Charges for ${monthYear(pastDue.period)} - no payment received`,
      M(pastDue.amountCents),
      M(pastDue.amountCents),
    );
  } else w.para('No prior items are outstanding on this account. Thank you for your payment.', { gap: 0.4 });
  w.space(0.6);

  // ---- the aged balance
  const aged = [current, pastDue?.amountCents ?? 0, 0, 0, 0];
  const totalDue = aged.reduce((a, v) => a + v, 0);
  if (totalDue !== b.totalCents) throw new Error('internal: aged balance does not add up to the notice');
  const heads = ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days', 'AMOUNT DUE'];
  const bw = w.contentWidth / heads.length;
  const boxTop = w.doc.y;
  w.space(0.2);
  w.row(
    heads.map((t, k) => ({
      text: t,
      x: w.left + k * bw + 4,
      width: bw - 8,
      bold: true,
      align: 'right' as const,
    })),
    { gap: 2 },
  );
  w.row(
    [...aged, totalDue].map((v, k) => ({
      text: M(v),
      x: w.left + k * bw + 4,
      width: bw - 8,
      align: 'right' as const,
      bold: k === heads.length - 1,
    })),
    { gap: 3 },
  );
  w.box(w.left, boxTop - 2, w.contentWidth, w.doc.y - boxTop + 2);
  for (let k = 1; k < heads.length; k++) {
    const x = w.left + k * bw;
    w.doc
      .moveTo(x, boxTop - 2)
      .lineTo(x, w.doc.y)
      .lineWidth(0.4)
      .stroke();
  }
  w.space(1);
  w.para(
    `Rent is due on the first day of each month. Payments received more than ${l.lateFee.graceDays} days after the due date are subject to a late charge under Section 5.01 of the Lease. Please remit to ${l.landlord.name}, ${c.lockbox}, ${l.property.city.city}, ${l.property.city.state}, and include your Lease ID ${c.leaseId} with your payment. Amounts in U.S. dollars.`,
    { size: w.size - 0.5, align: 'justify' },
  );
  return finishPdf(w);
}
