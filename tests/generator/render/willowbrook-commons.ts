/**
 * Family "willowbrook-commons" (decision 0078): shops of a neighbourhood strip center owned by a
 * family partnership and managed by a small local brokerage.
 *
 * - Lease (willowbrook-commons-lease.ts): a state REALTOR association's pre-printed fill-in form,
 *   the figures typed into its blanks, checkboxes, Special Provisions typed at the end.
 * - Statement: the manager's spreadsheet printed as it is: Excel's print header (file name and
 *   sheet), row numbers and column letters, gridlines around every cell, a merged title cell, a
 *   key/value block (tenant, suite, sq ft, center sq ft, pro-rata %), the expense table with its
 *   CATEGORY CELL REPEATED ON EVERY ROW ("CAM", "CAM", ..., "TAX", "INS") and Excel's subtotal
 *   rows ("CAM Total", ..., "Grand Total"), then the tenant's calculation as a second small table
 *   with a formula column ("3.5182% x 612,345.67"); negatives with a leading minus, `$` only on
 *   the totals; a handwritten-style note ("Questions? Call ...").
 * - Bill: the tenant payment portal's rent-statement e-mail as the tenant's webmail shows it,
 *   printed to PDF by the browser: print date/time and page title at the top, URL and "1/1" at
 *   the foot; the message's subject, sender and date; a card (Balance Due, Due Date, Pay Now);
 *   "Recent Activity" (Date | Description | Charges | Payments | Balance), newest first.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, addMonths, commas, fmtDate, MONTHS, money, monthYear, parseIso } from '../format';
import { type BillLineModel, type PacketModel, type StatementModel, scheduledRent } from '../model';
import { Rng } from '../prng';
import { boxedRow, fillRect } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { centerOf } from './willowbrook-commons-center';

export { renderWillowbrookCommonsLease } from './willowbrook-commons-lease';

/** The worksheet's money: "1,234.56", "-1,234.56"; totals "$1,234.56", "-$1,234.56". */
export const sheetMoney = (cents: number, total = false) => money(cents, { dollar: total });

/** The portal's money: "$1,234.56", "-$1,234.56". */
export const portalMoney = (cents: number) => money(cents);

/** Excel's d-mmm-yy: "4-Mar-25". */
export function excelDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${d}-${MONTHS[m - 1]!.slice(0, 3)}-${String(y).slice(2)}`;
}

/** The category cell of a line: the pool's short code, repeated on every row. */
export const CATEGORY_CODE: Record<StatementModel['sectionOrder'][number], string> = {
  CAM: 'CAM',
  UTIL: 'UTIL',
  TAX: 'TAX',
  INS: 'INS',
};

/** The pools in print order with their total (the model's section totals). */
export function pools(
  s: StatementModel,
): { section: StatementModel['sectionOrder'][number]; amount: number }[] {
  return s.sectionOrder
    .filter((k) => s.lines.some((ln) => ln.section === k))
    .map((k) => ({
      section: k,
      amount:
        s.numbers.sectionTotals[k] ??
        s.lines.filter((ln) => ln.section === k).reduce((a, ln) => a + ln.amountCents, 0),
    }));
}

/** The share as the worksheet prints it: "3.5182%". */
export const sheetPct = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** The calculation table's rows: label, formula, amount (in print order). */
export function calcRows(s: StatementModel): [string, string, string][] {
  const n = s.numbers;
  const M = sheetMoney;
  const rows: [string, string, string][] = [
    ['Total Center Expenses', 'Grand Total', M(n.pool, true)],
    ['Tenant Pro-Rata Share', `${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} sf`, sheetPct(s)],
    ['Tenant Share of Expenses', `${sheetPct(s)} x ${M(n.pool)}`, M(n.tenantShare)],
  ];
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      rows.push(['CAM Portion of Tenant Share', 'excl. TAX & INS', M(n.camShare!)]);
      rows.push([`Admin Fee @ ${s.fee.pct}%`, `${s.fee.pct}% x ${M(n.camShare!)}`, M(n.fee)]);
    } else rows.push([`Admin Fee @ ${s.fee.pct}%`, `${s.fee.pct}% x ${M(n.tenantShare)}`, M(n.fee)]);
  }
  rows.push([`Total Tenant Charges ${s.year}`, '', M(n.totalDue, true)]);
  rows.push(['Less Estimates Paid', `${s.estimateMonths} x ${M(s.monthlyEstimateCents)}`, M(-n.estimates)]);
  rows.push([balanceCaption(n.balance), '', M(n.balance, true)]);
  return rows;
}

/** The bottom line's caption. */
export const balanceCaption = (balance: number) =>
  balance < 0 ? 'CREDIT DUE TO TENANT' : 'BALANCE DUE FROM TENANT';

// ---------------------------------------------------------------- statement

export async function renderWillowbrookCommonsStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const n = s.numbers;
  const M = sheetMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 8.5,
    margin: 36,
    date: s.date,
    title: `${c.fileStem} ${s.year} FINAL.xlsx`,
    author: c.brokerage,
    footer: 'Page {n} of {total}',
  });
  const d = w.doc;
  // Excel's print header: the file name at the left, the sheet's tab at the right
  w.row(
    [
      { text: `${c.fileStem} ${s.year} FINAL.xlsx`, x: w.left, width: 300 },
      { text: `Ste ${suiteNo}`, x: w.right - 200, width: 200, align: 'right' },
    ],
    { size: 7.5, gap: 10 },
  );
  // the grid: a row-number column, then columns A-D
  const rn = 22;
  const widths = [72, 250, 110, 86];
  const xs = [w.left + rn];
  for (const v of widths) xs.push(xs[xs.length - 1]! + v);
  let rowNo = 0;
  const gray = '#e6e6e6';
  type C = {
    text: string;
    span?: number;
    align?: 'left' | 'right' | 'center';
    bold?: boolean;
    shade?: boolean;
  };
  const row = (cells: C[], opt: { size?: number; fill?: string } = {}) => {
    rowNo += 1;
    const out: Parameters<typeof boxedRow>[1] = [
      { text: String(rowNo), x: w.left, width: rn, align: 'center', shade: true },
    ];
    let col = 0;
    for (const cell of cells) {
      const span = cell.span ?? 1;
      out.push({
        text: cell.text,
        x: xs[col]!,
        width: xs[col + span]! - xs[col]!,
        align: cell.align,
        bold: cell.bold,
        shade: cell.shade,
      });
      col += span;
    }
    while (col < 4) {
      out.push({ text: '', x: xs[col]!, width: widths[col]! });
      col += 1;
    }
    boxedRow(w, out, opt.size ?? 8.5, { pad: 2.5, weight: 0.4, fill: opt.fill ?? gray });
  };
  // the column letters (Excel prints the headings on every page)
  const letters = () =>
    boxedRow(
      w,
      [
        { text: '', x: w.left, width: rn, shade: true },
        ...['A', 'B', 'C', 'D'].map((t, i) => ({
          text: t,
          x: xs[i]!,
          width: widths[i]!,
          align: 'center' as const,
          shade: true,
        })),
      ],
      7.5,
      { pad: 2, weight: 0.4, fill: gray },
    );
  letters();
  // the merged title cell
  const title = '#dbe9d4';
  row([{ text: c.center.toUpperCase(), span: 4, align: 'center', bold: true, shade: true }], {
    size: 11,
    fill: title,
  });
  row(
    [
      {
        text: `${s.year} CAM / TAX / INSURANCE RECONCILIATION`,
        span: 4,
        align: 'center',
        bold: true,
        shade: true,
      },
    ],
    { size: 10, fill: title },
  );
  row([
    {
      text: `Prepared by ${c.brokerage}, managing agent for ${l.landlord.name}`,
      span: 4,
      align: 'center',
    },
  ]);
  row([]);
  // the key/value block
  const kv = (k1: string, v1: string, k2: string, v2: string) =>
    row([{ text: k1, bold: true }, { text: v1 }, { text: k2, bold: true }, { text: v2, align: 'right' }]);
  kv('Tenant:', l.tenant.name, 'Suite:', suiteNo);
  kv('Sq Ft:', commas(s.shareNumRsf), 'Center Sq Ft:', commas(s.shareDenRsf));
  kv(
    'Pro-Rata %:',
    sheetPct(s),
    'Period:',
    `1/1/${String(s.year).slice(2)}-12/31/${String(s.year).slice(2)}`,
  );
  kv('Landlord:', l.landlord.name, 'Stmt Date:', excelDate(s.date));
  row([]);
  // the expense table: the category repeated on every row, Excel's subtotals
  const headerRow = rowNo + 1;
  const tableHead = (more: string) =>
    row(
      [
        { text: 'Category', bold: true, shade: true },
        { text: `Expense${more}`, span: 2, bold: true, shade: true },
        { text: `${s.year} Actual`, bold: true, align: 'right', shade: true },
      ],
      { fill: '#f2f2f2' },
    );
  tableHead('');
  // a new page repeats the headings and the table's header row (Excel's "rows to repeat at top")
  const head = () => {
    const at = rowNo;
    letters();
    rowNo = headerRow - 1;
    tableHead(' (continued)');
    rowNo = at;
  };
  w.pageHeader = head;
  for (const pl of pools(s)) {
    for (const ln of s.lines)
      if (ln.section === pl.section)
        row([
          { text: CATEGORY_CODE[pl.section] },
          { text: ln.label, span: 2 },
          { text: M(ln.amountCents), align: 'right' },
        ]);
    row([
      { text: `${CATEGORY_CODE[pl.section]} Total`, bold: true },
      { text: '', span: 2 },
      { text: M(pl.amount), align: 'right', bold: true },
    ]);
  }
  row([
    { text: 'Grand Total', bold: true },
    { text: '', span: 2 },
    { text: M(n.pool, true), align: 'right', bold: true },
  ]);
  w.pageHeader = null;
  row([]);
  // the tenant's calculation, a second small table
  row([{ text: `TENANT CALCULATION - SUITE ${suiteNo}`, span: 4, bold: true, shade: true }], {
    fill: '#f2f2f2',
  });
  const rows = calcRows(s);
  rows.forEach(([label, formula, amount], i) => {
    const strong = i === 0 || i === rows.length - 1 || label.startsWith('Total Tenant');
    row([
      { text: label, span: 2, bold: strong },
      { text: formula, align: 'right' },
      { text: amount, align: 'right', bold: strong },
    ]);
  });
  // the handwritten-style note
  w.doc.y += 14;
  w.ensure(40);
  const y = d.y;
  d.save();
  d.rotate(-2.5, { origin: [w.left + 40, y + 10] });
  d.font('Times-Italic').fontSize(13).fillColor('#1b3a8a');
  d.text(`Questions? Call ${c.contact.split(' ')[0]} @ ${c.phone}`, w.left + 40, y, {
    width: 360,
    lineBreak: false,
  });
  d.restore();
  d.fillColor('black');
  d.y = y + 30;
  w.font();
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** One row of the portal's Recent Activity. */
export interface ActivityRow {
  date: string;
  desc: string;
  charge: number | null;
  payment: number | null;
  balance: number;
}

/** The portal's description of a bill line ("Minimum Rent - Apr 2025"). */
export function activityDesc(ln: BillLineModel, month: string): string {
  switch (ln.kind) {
    case 'RECON':
      return `${ln.label} (CAM/Tax/Ins)`;
    case 'LATE_FEE':
      return `${ln.label} - ${monthYear(ln.period, true)} rent`;
    default:
      return `${ln.label} - ${monthYear(month, true)}`;
  }
}

/**
 * The Recent Activity, newest first: the billed month's charges (the bill's lines), the recon
 * line, the late fee, and before them the previous month's charges (rent as scheduled, the same
 * estimates) either paid by a payment or left unpaid (then they are the bill's past-due balance,
 * which the running balance shows). The balance after the newest row is the bill's total. The
 * payments' dates and wording come from the family's own stream, so a test can list the rows.
 */
export function activity(m: PacketModel): ActivityRow[] {
  const rng = new Rng(`willowbrook-commons:activity:${m.spec.seed}`);
  const b = m.bill;
  const l = m.lease;
  const prev = addMonths(b.month, -1);
  const estimates = b.lines.filter((x) => x.kind.endsWith('_ESTIMATE'));
  const rows: Omit<ActivityRow, 'balance'>[] = [];
  const past = b.lines.find((x) => x.kind === 'PAST_DUE');
  const prevRent = scheduledRent(l.rentSchedule, prev);
  const rentLine = b.lines.find((x) => x.kind === 'BASE_RENT')!;
  const estSum = estimates.reduce((a, e) => a + e.amountCents, 0);
  const payDesc = () =>
    rng.pick(['Payment - ACH (thank you)', 'Online payment - eCheck', 'Payment received - ACH']);
  let opening = 0;
  if (past) {
    // the month before the unpaid one was paid: the oldest row shown is that payment
    const prev2 = addMonths(prev, -1);
    opening = scheduledRent(l.rentSchedule, prev2) + estSum;
    rows.push({ date: addDays(prev2, rng.int(1, 6)), desc: payDesc(), charge: null, payment: opening });
  }
  rows.push({
    date: prev,
    desc: `${rentLine.label} - ${monthYear(prev, true)}`,
    charge: prevRent,
    payment: null,
  });
  for (const e of estimates)
    rows.push({
      date: prev,
      desc: `${e.label} - ${monthYear(prev, true)}`,
      charge: e.amountCents,
      payment: null,
    });
  const prevTotal = prevRent + estSum;
  if (past) {
    if (past.amountCents !== prevTotal)
      throw new Error('willowbrook-commons: past due is not the prior month');
  } else rows.push({ date: addDays(prev, rng.int(1, 6)), desc: payDesc(), charge: null, payment: prevTotal });
  const late = b.lines.find((x) => x.kind === 'LATE_FEE');
  if (late)
    rows.push({
      date: addDays(late.period, l.lateFee.graceDays + 1),
      desc: activityDesc(late, b.month),
      charge: late.amountCents,
      payment: null,
    });
  const recon = b.lines.find((x) => x.kind === 'RECON');
  if (recon)
    rows.push({
      date: b.invoiceDate,
      desc: activityDesc(recon, b.month),
      charge: recon.amountCents,
      payment: null,
    });
  for (const ln of b.lines)
    if (ln.kind === 'BASE_RENT' || ln.kind.endsWith('_ESTIMATE'))
      rows.push({ date: b.month, desc: activityDesc(ln, b.month), charge: ln.amountCents, payment: null });
  let bal = opening;
  const out = rows.map((r) => {
    bal += (r.charge ?? 0) - (r.payment ?? 0);
    return { ...r, balance: bal };
  });
  if (bal !== b.totalCents) throw new Error('willowbrook-commons: activity does not reach the total');
  return out.reverse();
}

/** "Tue, Mar 18, 2025". */
export function mailDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  const wd = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${wd}, ${MONTHS[m - 1]!.slice(0, 3)} ${d}, ${y}`;
}

/** The activity's dates: "04/01/2025". */
export const activityDate = (iso: string) => fmtDate(iso, 'NUMERIC');

/** The e-mail's subject. */
export const mailSubject = (m: PacketModel) =>
  `Your ${monthYear(m.bill.month)} rent statement - ${centerOf(m).center}`;

export async function renderWillowbrookCommonsBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const bill = m.bill;
  const P = portalMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const subject = mailSubject(m);
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 8.5,
    margin: 36,
    date: bill.invoiceDate,
    title: `${subject} - ${c.tenantEmail} - ${c.webmail}`,
    author: c.portal,
    footer: null,
  });
  const d = w.doc;
  const { y: yy, m: mm, d: dd } = parseIso(bill.invoiceDate);
  const printed = addDays(bill.invoiceDate, rng.int(0, 3));
  const pd = parseIso(printed);
  const hh = rng.int(1, 12);
  const stamp = `${pd.m}/${pd.d}/${String(pd.y).slice(2)}, ${hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.chance(0.5) ? 'AM' : 'PM'}`;
  const sent = `${mailDate(bill.invoiceDate)}, ${rng.int(5, 7)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`;
  const msgId = `${c.portal.slice(0, 2).toUpperCase()}${yy}${String(mm).padStart(2, '0')}${String(dd).padStart(2, '0')}${rng.int(100000, 999999)}`;
  const url = `https://${c.webmailHost}/mail/inbox/${msgId}`;
  // the browser's print header
  w.row(
    [
      { text: stamp, x: w.left - 10, width: 150 },
      { text: `${subject} - ${c.webmail}`, x: w.right - 330, width: 340, align: 'right' },
    ],
    { size: 7, gap: 10 },
  );
  // the webmail's bar
  w.row(
    [
      { text: c.webmail, x: w.left, width: 200, bold: true },
      { text: c.tenantEmail, x: w.right - 220, width: 220, align: 'right' },
    ],
    { size: 10, gap: 3 },
  );
  w.rule({ weight: 0.5, gap: 10 });
  w.heading(subject, { size: 14, gap: 0.4 });
  w.row(
    [
      {
        text: `${c.brokerage} via ${c.portal} <no-reply@${c.portalDomain}>`,
        x: w.left,
        width: 330,
        bold: true,
      },
      { text: sent, x: w.right - 200, width: 200, align: 'right' },
    ],
    { gap: 1 },
  );
  w.row([{ text: `to ${c.tenantEmail}`, x: w.left, width: 300 }], { size: 7.5, gap: 14 });
  // the message: a centered column
  const bx = w.left + 50;
  const bw = w.contentWidth - 100;
  const band = d.y;
  fillRect(w, bx, band, bw, 26, '#2e6b57');
  d.fillColor('white')
    .font(w.fonts.bold)
    .fontSize(12)
    .text(c.portal, bx + 12, band + 8, { width: 200 });
  d.font(w.fonts.regular)
    .fontSize(8)
    .text(c.brokerage, bx + bw - 232, band + 10, { width: 220, align: 'right' });
  d.fillColor('black');
  d.y = band + 36;
  const first = l.tenant.contact.split(' ')[0];
  const inner = (text: string, opt: { size?: number; bold?: boolean; gap?: number } = {}) =>
    w.row([{ text, x: bx + 12, width: bw - 24, bold: opt.bold }], { size: opt.size, gap: opt.gap ?? 4 });
  inner(`Hi ${first},`, { size: 9.5 });
  inner(
    `Your rent statement for ${monthYear(bill.month)} is ready for ${l.tenant.name}, Suite ${suiteNo} at ${c.center}.`,
    { size: 9.5, gap: 10 },
  );
  // the card
  const cardTop = d.y;
  const cardH = 92;
  d.roundedRect(bx + 12, cardTop, bw - 24, cardH, 6)
    .lineWidth(0.8)
    .strokeColor('#9bb8ad')
    .stroke();
  d.strokeColor('black');
  const cx = bx + 26;
  d.fillColor('#666666')
    .font(w.fonts.regular)
    .fontSize(8)
    .text('Balance Due', cx, cardTop + 12, { width: 150 });
  d.fillColor('black')
    .font(w.fonts.bold)
    .fontSize(20)
    .text(P(bill.totalCents), cx, cardTop + 24, { width: 190 });
  d.fillColor('#666666')
    .font(w.fonts.regular)
    .fontSize(8)
    .text('Due Date', cx + 200, cardTop + 12, { width: 120 });
  d.fillColor('black')
    .font(w.fonts.bold)
    .fontSize(11)
    .text(fmtDate(bill.month, 'SHORT'), cx + 200, cardTop + 26, { width: 120 });
  const btnX = bx + bw - 24 - 100;
  fillRect(w, btnX, cardTop + 20, 90, 24, '#2e6b57');
  d.fillColor('white')
    .font(w.fonts.bold)
    .fontSize(10)
    .text('Pay Now', btnX, cardTop + 27, { width: 90, align: 'center' });
  d.fillColor('#666666')
    .font(w.fonts.regular)
    .fontSize(7.5)
    .text(`Account ${c.portalAccount}  ·  Autopay: Off`, cx, cardTop + 60, { width: bw - 60 });
  if (bill.pastDueCents)
    d.fillColor('#a12a2a')
      .font(w.fonts.regular)
      .fontSize(7.5)
      .text(
        `Includes a past-due balance of ${P(bill.pastDueCents)} and a late fee of ${P(bill.lateFeeCents)}.`,
        cx,
        cardTop + 72,
        { width: bw - 60 },
      );
  d.fillColor('black');
  d.x = w.left;
  d.y = cardTop + cardH + 14;
  w.font();
  // Recent Activity, newest first
  inner('Recent Activity', { size: 10.5, bold: true, gap: 4 });
  const X = [bx + 12, bx + 72, bx + bw - 208, bx + bw - 144, bx + bw - 80, bx + bw - 12];
  const arow = (vals: string[], bold = false, line = false) => {
    const top = d.y;
    w.row(
      vals.map((t, i) => ({
        text: t,
        x: X[i]! + 2,
        width: X[i + 1]! - X[i]! - 4,
        align: i >= 2 ? ('right' as const) : ('left' as const),
        bold,
      })),
      { size: 8, gap: 3 },
    );
    if (line)
      d.moveTo(X[0]!, top - 2)
        .lineTo(X[5]!, top - 2)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke();
    d.strokeColor('black');
  };
  arow(['Date', 'Description', 'Charges', 'Payments', 'Balance'], true);
  for (const r of activity(m))
    arow(
      [
        activityDate(r.date),
        r.desc,
        r.charge !== null ? P(r.charge) : '',
        r.payment !== null ? P(r.payment) : '',
        P(r.balance),
      ],
      false,
      true,
    );
  d.moveTo(X[0]!, d.y - 1)
    .lineTo(X[5]!, d.y - 1)
    .lineWidth(0.3)
    .strokeColor('#bbbbbb')
    .stroke();
  d.strokeColor('black');
  w.doc.y += 8;
  inner(
    `Rent is due on the 1st. Payments received more than ${l.lateFee.graceDays} days late are charged a late fee under Paragraph 15 of your lease. To pay, sign in to ${c.portal} or use the Pay Now button above.`,
    { size: 7.5, gap: 10 },
  );
  inner(
    `${c.brokerage}  ·  ${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state}  ·  ${c.phone}`,
    {
      size: 7,
      gap: 2,
    },
  );
  inner(
    `You are receiving this e-mail because you have an account on ${c.portal}. Manage notification settings.`,
    { size: 7, gap: 2 },
  );
  // the browser's print footer
  const saved = d.page.margins.bottom;
  d.page.margins.bottom = 0;
  const fy = d.page.height - 26;
  d.font(w.fonts.regular).fontSize(7);
  d.text(url, w.left - 10, fy, { width: 400, lineBreak: false });
  d.text('1/1', w.right - 40, fy, { width: 50, align: 'right', lineBreak: false });
  d.page.margins.bottom = saved;
  return finishPdf(w);
}
