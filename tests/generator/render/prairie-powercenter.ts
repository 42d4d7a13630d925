/**
 * Family "prairie-powercenter" (decision 0072): a free-standing store on its own parcel of a power
 * center owned by a national shopping-center REIT, whose lease administration department prints
 * the statements and bills from its property accounting system.
 *
 * - Lease (prairie-powercenter-lease.ts): a big-box net lease, "Store #812 LEASE", sections
 *   "3. RENT." run in, Years / Annual Rent / Monthly Rent, SPECIAL NET LEASE, Common Area
 *   Maintenance under the center's REA, the center's total Floor Area only in Exhibit C's parcel
 *   table.
 * - Statement: an "ANNUAL CAM, TAX & INSURANCE RECONCILIATION" whose grid lists each cost with the
 *   center's prior-year and current-year cost, the Tenant's Share percent and the Tenant's share of
 *   that cost in its own column (the column is the model's share of the total, spread over the
 *   costs by largest remainder, so it adds up to the share the summary bills); group subtotals; a
 *   summary box with "$" amounts; then Schedule 1, the estimates billed month by month. Table
 *   amounts without "$", credits "(1,234.56)", summary credits "$(1,234.56)", dates "Mar 4, 2025".
 * - Bill: a monthly "RENT STATEMENT" with Current Charges and Past Due Charges in separate boxes,
 *   the total amount due, and a tear-off remittance coupon with the lockbox and an OCR scan line.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, addMonths, commas, MONTHS, money, parseIso } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { edgeCells, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { centerOf } from './prairie-powercenter-center';
import { SECTION_HEADS } from './prairie-powercenter-lease';

export { renderPrairiePowercenterLease } from './prairie-powercenter-lease';

/** The grid's money: "1,234.56", a credit "(1,234.56)", no "$". */
export const gridMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** The summary's money: "$1,234.56", a credit "$(1,234.56)". */
export const sumMoney = (cents: number) =>
  cents < 0 ? `$(${money(-cents, { dollar: false })})` : money(cents);

/** "Mar 4, 2025": the REIT's dates. */
export function shortDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}

/** "May 1 - May 31, 2025": a month's billing period. */
export function billingPeriod(firstOfMonth: string): string {
  const last = addDays(addMonths(firstOfMonth, 1), -1);
  const a = parseIso(firstOfMonth);
  const b = parseIso(last);
  return `${MONTHS[a.m - 1]!.slice(0, 3)} ${a.d} - ${MONTHS[b.m - 1]!.slice(0, 3)} ${b.d}, ${b.y}`;
}

export interface GridRow {
  label: string;
  section: string;
  prior: number | null;
  current: number;
  share: number;
}

/**
 * The grid's cost rows in print order: each cost with its prior-year amount (when the model has
 * one) and the Tenant's share of it. The shares are the model's share of the costs' sum, spread
 * over the costs by largest remainder, so the column adds up exactly.
 */
export function gridRows(s: StatementModel): GridRow[] {
  const ordered = s.sectionOrder.flatMap((k) => s.lines.filter((ln) => ln.section === k));
  const lineSum = ordered.reduce((a, ln) => a + ln.amountCents, 0);
  const target = Math.round((lineSum * s.sharePct) / 100);
  const exact = ordered.map((ln) => (ln.amountCents * s.sharePct) / 100);
  const shares = exact.map((x) => Math.floor(x));
  let rest = target - shares.reduce((a, v) => a + v, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let j = 0; rest > 0 && j < byRemainder.length; j++, rest--) shares[byRemainder[j]!.i]! += 1;
  return ordered.map((ln, i) => ({
    label: ln.label,
    section: ln.section,
    prior: s.prior && ln.key in s.prior.amounts ? s.prior.amounts[ln.key]! : null,
    current: ln.amountCents,
    share: shares[i]!,
  }));
}

/** The summary's lines: label and amount in the summary's money. */
export function summaryLines(s: StatementModel): { label: string; value: string }[] {
  const n = s.numbers;
  const out: { label: string; value: string }[] = [
    {
      label: `Tenant's Share of ${s.year} Common Area Costs, Taxes and Insurance`,
      value: sumMoney(n.tenantShare),
    },
  ];
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      out.push({
        label: "Tenant's Share of Common Area Costs excluding Taxes and Insurance (fee basis)",
        value: sumMoney(n.camShare!),
      });
      out.push({ label: `Administrative Fee at ${s.fee.pct}% of the fee basis`, value: sumMoney(n.fee) });
    } else
      out.push({ label: `Administrative Fee at ${s.fee.pct}% of Tenant's Share`, value: sumMoney(n.fee) });
  }
  out.push({ label: `Total ${s.year} Charges`, value: sumMoney(n.totalDue) });
  out.push({
    label: `Less: Estimated Payments Billed ${s.year} (Schedule 1)`,
    value: sumMoney(-n.estimates),
  });
  out.push({ label: 'BALANCE DUE / (CREDIT)', value: sumMoney(n.balance) });
  return out;
}

/** The REIT's grid rows: a blue-grey shade across the row, 0.6 pt rules. */
function gridBox(
  w: PdfWriter,
  cells: Cell[],
  opt: { size?: number; shade?: boolean; line?: 'top' | 'bottom' | 'both' | null } = {},
): void {
  ruledRow(w, cells, { size: opt.size, shade: opt.shade ? '#dde3ea' : null, line: opt.line, weight: 0.6 });
}

// ---------------------------------------------------------------- statement

export async function renderPrairiePowercenterStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const n = s.numbers;
  const G = gridMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 44,
    date: s.date,
    title: `${s.year} CAM, Tax & Insurance Reconciliation - Store #${c.storeNo}`,
    author: c.reit,
    footer: `${c.reit} - Lease Administration    ${c.propertyCode} / ${c.leaseId}    Page {n} of {total}`,
  });
  // ---- header: the REIT (left), the statement's keys (right)
  const top = w.doc.y;
  w.row([{ text: c.reit, x: w.left, width: 300, bold: true }], { size: 12, gap: 1 });
  w.row(
    [
      {
        text: `Lease Administration\nas agent for ${l.landlord.name}\n${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state}\n${c.phone}  |  ${c.email}`,
        x: w.left,
        width: 300,
      },
    ],
    { gap: 2 },
  );
  const after = w.doc.y;
  w.doc.y = top;
  const kx = w.right - 210;
  for (const [k, v] of [
    ['Statement Date', shortDate(s.date)],
    ['Property', `${c.propertyCode} - ${c.name}`],
    ['Lease ID', c.leaseId],
    ['Store No.', `#${c.storeNo}`],
    ['Period', `Jan 1, ${s.year} - Dec 31, ${s.year}`],
  ] as const)
    w.row(
      [
        { text: k, x: kx, width: 78, bold: true },
        { text: v, x: kx + 80, width: 130 },
      ],
      { gap: 1, size: 8.5 },
    );
  w.doc.y = Math.max(after, w.doc.y) + 10;
  w.row(
    [
      {
        text: `${l.tenant.name}\nAttn: Real Estate Department - Store #${c.storeNo}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
        x: w.left,
        width: 300,
      },
    ],
    { gap: 10 },
  );
  w.heading(`ANNUAL CAM, TAX & INSURANCE RECONCILIATION - CALENDAR YEAR ${s.year}`, {
    align: 'center',
    size: 11.5,
    gap: 0.5,
  });
  // ---- the share's basis
  const third = w.contentWidth / 3;
  gridBox(
    w,
    [
      { x: w.left, width: third, text: 'Store Floor Area', bold: true, align: 'center' },
      { x: w.left + third, width: third, text: 'Shopping Center Floor Area', bold: true, align: 'center' },
      { x: w.left + 2 * third, width: third, text: "Tenant's Share", bold: true, align: 'center' },
    ],
    { shade: true, line: 'top' },
  );
  gridBox(
    w,
    [
      { x: w.left, width: third, text: `${commas(s.shareNumRsf)} sq. ft.`, align: 'center' },
      { x: w.left + third, width: third, text: `${commas(s.shareDenRsf)} sq. ft.`, align: 'center' },
      {
        x: w.left + 2 * third,
        width: third,
        text: `${s.sharePct.toFixed(s.shareDecimals)}%`,
        align: 'center',
      },
    ],
    { line: 'bottom', size: 9.5 },
  );
  w.space(0.8);

  // ---- the grid
  const py = s.prior?.year ?? s.year - 1;
  const C = {
    label: w.left,
    prior: w.left + 196,
    cur: w.left + 276,
    pct: w.left + 356,
    share: w.left + 426,
    end: w.right,
  };
  const grow = (
    vals: [string, string, string, string, string],
    opt: { bold?: boolean; shade?: boolean; line?: 'top' | 'bottom' | 'both' | null; indent?: number } = {},
  ) => {
    const cells = edgeCells(
      [C.label, C.prior, C.cur, C.pct, C.share, C.end],
      vals,
      ['left', 'right', 'right', 'right', 'right'],
      { bold: opt.bold },
    );
    cells[0]!.x += opt.indent ?? 0;
    cells[0]!.width -= opt.indent ?? 0;
    gridBox(w, cells, opt);
  };
  const head = () =>
    grow(
      [
        'Expense Category',
        `${py} Center Cost`,
        `${s.year} Center Cost`,
        "Tenant's Share %",
        `Tenant's Share ${s.year}`,
      ],
      { bold: true, shade: true, line: 'both' },
    );
  head();
  w.pageHeader = head;
  const rows = gridRows(s);
  const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  let priorAll = 0;
  for (const sec of s.sectionOrder) {
    const rs = rows.filter((r) => r.section === sec);
    if (!rs.length) continue;
    grow([s.sectionNames[sec].toUpperCase(), '', '', '', ''], { bold: true });
    let pr = 0;
    let sh = 0;
    for (const r of rs) {
      pr += r.prior ?? 0;
      sh += r.share;
      grow([r.label, r.prior === null ? '-' : G(r.prior), G(r.current), pctText, G(r.share)], { indent: 10 });
    }
    priorAll += pr;
    grow([`Total ${s.sectionNames[sec]}`, G(pr), G(n.sectionTotals[sec] ?? 0), '', G(sh)], {
      bold: true,
      line: 'top',
    });
  }
  grow(['TOTAL RECOVERABLE COSTS', G(priorAll), G(n.pool), pctText, G(n.tenantShare)], {
    bold: true,
    shade: true,
    line: 'both',
  });
  w.pageHeader = null;
  w.space(1);

  // ---- the summary box
  const sl = summaryLines(s);
  w.ensure(sl.length * 15 + 30);
  w.heading('SUMMARY', { size: 10, gap: 0.2 });
  const bx = w.left + 150;
  const boxTop = w.doc.y;
  for (const [i, x] of sl.entries()) {
    const last = i === sl.length - 1;
    gridBox(
      w,
      [
        { x: bx, width: w.right - bx - 110, text: x.label, bold: last },
        { x: w.right - 110, width: 110, text: x.value, bold: last, align: 'right' },
      ],
      { size: 9, shade: last, line: last ? 'top' : null },
    );
  }
  w.doc
    .rect(bx, boxTop, w.right - bx, w.doc.y - boxTop)
    .lineWidth(0.8)
    .stroke();
  w.space(0.8);
  w.para(
    n.balance > 0
      ? `The balance due of ${sumMoney(n.balance)} will be billed on your next Rent Statement and is payable within thirty (30) days (Lease Section 10(g)).`
      : n.balance < 0
        ? `The credit of ${sumMoney(-n.balance)} will be applied against your next installments of Additional Rent (Lease Section 10(g)).`
        : 'Your estimated payments equal your share of the actual costs; no balance is due.',
    { size: 8.5, gap: 0.3 },
  );
  w.para(
    `Your monthly estimate for ${s.year + 1} will be revised on your Rent Statement. Questions: Lease Administration, ${c.phone}, ${c.email}. Supporting invoices may be reviewed at our offices under Section 10(h) of your Lease.`,
    { size: 8.5, gap: 0.6 },
  );

  // ---- Schedule 1: the estimates, month by month
  w.ensure(16 * (s.estimateMonths + 3));
  w.heading(`SCHEDULE 1 - ESTIMATED PAYMENTS BILLED, ${s.year}`, { size: 10, gap: 0.3 });
  const mx = [w.left + 40, w.left + 200];
  const mrow = (a: string, b: string, bold = false, line: 'top' | 'bottom' | 'both' | null = null) =>
    gridBox(
      w,
      [
        { x: mx[0]!, width: 160, text: a, bold },
        { x: mx[1]!, width: 120, text: b, bold, align: 'right' },
      ],
      { line, shade: bold && line === 'both' },
    );
  mrow('Billing Month', 'CAM/Tax/Ins Estimate', true, 'both');
  for (let i = 0; i < s.estimateMonths; i++)
    mrow(`${MONTHS[i % 12]} ${s.year + Math.floor(i / 12)}`, G(s.monthlyEstimateCents));
  mrow('Total Estimated Payments Billed', G(n.estimates), true, 'top');
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The rent statement's description of a bill line. */
export function chargeText(ln: BillLineModel, combined: boolean, section: number): string {
  const mon = parseIso(ln.period);
  const monText = `${MONTHS[mon.m - 1]!.slice(0, 3)} ${mon.y}`;
  switch (ln.kind) {
    case 'BASE_RENT':
      return 'Minimum Rent';
    case 'CAM_ESTIMATE':
      return combined ? 'CAM/Tax/Insurance Estimate' : 'CAM Estimate';
    case 'TAX_ESTIMATE':
      return 'Real Estate Tax Estimate';
    case 'INSURANCE_ESTIMATE':
      return 'Insurance Estimate';
    case 'OPEX_ESTIMATE':
      return 'Additional Rent Estimate';
    case 'RECON':
      return `${ln.period.slice(0, 4)} CAM/Tax/Ins Reconciliation - ${ln.amountCents < 0 ? 'Credit' : 'Balance Due'}`;
    case 'PAST_DUE':
      return `Unpaid Balance - ${monText} Rent Statement`;
    case 'LATE_FEE':
      return `Late Charge - ${monText} (Lease Section ${section})`;
  }
}

/** The coupon's OCR scan line: property code digits, lease id, amount due in cents (10 digits). */
export function scanLine(propertyCode: string, leaseId: string, totalCents: number): string {
  const digits = (propertyCode.replace(/\D/g, '') + leaseId.replace(/\D/g, '')).padStart(10, '0');
  const amount = String(Math.max(0, totalCents)).padStart(10, '0');
  const check = [...`${digits}${amount}`].reduce((a, d, i) => a + Number(d) * (i % 2 ? 1 : 2), 0) % 10;
  return `${digits} ${amount} ${check}`;
}

export async function renderPrairiePowercenterBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const b = m.bill;
  const G = gridMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9,
    margin: 46,
    date: b.invoiceDate,
    title: `Rent Statement ${c.leaseId} ${shortDate(b.month)}`,
    author: c.reit,
    footer: null,
  });
  const top = w.doc.y;
  w.row([{ text: c.reit, x: w.left, width: 300, bold: true }], { size: 12, gap: 1 });
  w.row(
    [
      {
        text: `as agent for ${l.landlord.name}\nLease Administration | ${c.phone}`,
        x: w.left,
        width: 300,
      },
    ],
    { gap: 2 },
  );
  const after = w.doc.y;
  w.doc.y = top;
  w.row([{ text: 'RENT STATEMENT', x: w.right - 220, width: 220, bold: true, align: 'right' }], {
    size: 15,
    gap: 4,
  });
  const kx = w.right - 220;
  for (const [k, v] of [
    ['Statement Date', shortDate(b.invoiceDate)],
    ['Due Date', shortDate(b.month)],
    ['Lease ID', c.leaseId],
    ['Store No.', `#${c.storeNo}`],
    ['Property', `${c.propertyCode} - ${c.name}`],
  ] as const)
    w.row(
      [
        { text: k, x: kx, width: 80, bold: true },
        { text: v, x: kx + 82, width: 138 },
      ],
      { gap: 1, size: 8.5 },
    );
  w.doc.y = Math.max(after, w.doc.y) + 12;
  w.row(
    [
      {
        text: `${l.tenant.name}\nAttn: Accounts Payable - Store #${c.storeNo}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
        x: w.left,
        width: 300,
      },
    ],
    { gap: 12 },
  );
  const X = { desc: w.left, per: w.left + 270, amt: w.right - 110, end: w.right };
  const trow = (
    vals: [string, string, string],
    opt: { bold?: boolean; shade?: boolean; line?: 'top' | 'bottom' | 'both' | null } = {},
  ) =>
    gridBox(
      w,
      edgeCells([X.desc, X.per, X.amt, X.end], vals, ['left', 'left', 'right'], { bold: opt.bold }),
      opt,
    );
  const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  const lateSection = SECTION_HEADS.indexOf('TENANT DEFAULT') + 1;
  const past = b.lines.filter((x) => x.kind === 'PAST_DUE' || x.kind === 'LATE_FEE');
  const current = b.lines.filter((x) => !past.includes(x));
  w.heading('CURRENT CHARGES', { size: 10, gap: 0.2 });
  trow(['Description', 'Billing Period', 'Amount'], { bold: true, shade: true, line: 'both' });
  for (const ln of current)
    trow([
      chargeText(ln, combined, lateSection),
      ln.kind === 'RECON' ? `Jan 1 - Dec 31, ${ln.period.slice(0, 4)}` : billingPeriod(ln.period),
      G(ln.amountCents),
    ]);
  trow(['Total Current Charges', '', G(current.reduce((a, x) => a + x.amountCents, 0))], {
    bold: true,
    line: 'top',
  });
  w.space(0.8);
  w.heading('PAST DUE CHARGES', { size: 10, gap: 0.2 });
  trow(['Description', 'Billing Period', 'Amount'], { bold: true, shade: true, line: 'both' });
  if (past.length)
    for (const ln of past)
      trow([chargeText(ln, combined, lateSection), billingPeriod(ln.period), G(ln.amountCents)]);
  else trow(['No past due charges - thank you', '', G(0)]);
  trow(['Total Past Due Charges', '', G(past.reduce((a, x) => a + x.amountCents, 0))], {
    bold: true,
    line: 'top',
  });
  w.space(0.8);
  gridBox(
    w,
    [
      {
        x: X.desc,
        width: X.amt - X.desc,
        text: `TOTAL AMOUNT DUE BY ${shortDate(b.month).toUpperCase()}`,
        bold: true,
      },
      { x: X.amt, width: X.end - X.amt, text: sumMoney(b.totalCents), bold: true, align: 'right' },
    ],
    { size: 10.5, shade: true, line: 'both' },
  );
  w.space(1);
  w.para(
    `Rent is due on the first day of each month without demand (Lease Section 3). Payments received more than ${l.lateFee.graceDays} days after the due date are subject to the late charge of Section ${lateSection} of your Lease. Please include the remittance coupon with your payment, or pay by ACH quoting Lease ID ${c.leaseId}.`,
    { size: 8, gap: 1.2 },
  );

  // ---- the tear-off coupon
  w.ensure(170);
  const cut = w.doc.y;
  w.doc
    .save()
    .dash(3, { space: 3 })
    .moveTo(w.left, cut)
    .lineTo(w.right, cut)
    .lineWidth(0.6)
    .stroke()
    .undash()
    .restore();
  w.doc.y = cut + 3;
  w.para('Please detach and return this portion with your payment', {
    align: 'center',
    size: 7,
    style: 'italic',
    gap: 0.6,
  });
  const ctop = w.doc.y;
  w.row(
    [
      { text: 'REMITTANCE COUPON', x: w.left, width: 250, bold: true },
      { text: c.reit, x: w.right - 250, width: 250, align: 'right', bold: true },
    ],
    { size: 10, gap: 6 },
  );
  const cx = w.left + 280;
  for (const [k, v] of [
    ['Lease ID', c.leaseId],
    ['Store No.', `#${c.storeNo}`],
    ['Due Date', shortDate(b.month)],
    ['Amount Due', sumMoney(b.totalCents)],
    ['Amount Enclosed', '$ ____________________'],
  ] as const)
    gridBox(
      w,
      [
        { x: cx, width: 100, text: k, bold: true },
        { x: cx + 100, width: w.right - cx - 100, text: v, align: 'right' },
      ],
      { line: 'bottom', size: 9 },
    );
  const yEnd = w.doc.y;
  w.doc.y = ctop + 24;
  w.row(
    [
      {
        text: `Make checks payable to:\n${l.landlord.name}\n\nMail to:\n${l.landlord.name}\n${c.lockbox}\n${c.lockboxCity}`,
        x: w.left,
        width: 250,
      },
    ],
    { gap: 2, size: 8.5 },
  );
  w.doc.y = Math.max(yEnd, w.doc.y) + 14;
  w.row(
    [
      {
        text: scanLine(c.propertyCode, c.leaseId, b.totalCents),
        x: w.left,
        width: w.contentWidth,
        align: 'center',
      },
    ],
    {
      size: 11,
    },
  );
  return finishPdf(w);
}
