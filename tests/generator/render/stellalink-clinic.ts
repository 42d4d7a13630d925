/**
 * Family "stellalink-clinic" (decision 0074): a research, testing and light manufacturing tenant
 * of a small center owned by a family limited partnership, whose local managing agent (a realty
 * company) bills the year-end reconciliation as an invoice and the monthly Rent by letter.
 *
 * - Lease (stellalink-clinic-lease.ts): cover page, INDEX, Article I's Basic Lease Provisions
 *   (a)-(s) with captions in capitals, Article XII's definitions (the Net Leasable Area there).
 * - Statement: two parts. Part 1 an INVOICE (Invoice No. "CAM-2025-0412", Invoice Date, Due Date,
 *   Lease #, Terms Net 30; BILL TO and PROPERTY boxes) whose items are the Tenant's share of each
 *   charge ("CAM", "TAX", "INS", "CAM-UTIL": "2025 Real Estate Taxes - 20.3777% of 685,116.92
 *   (Schedule A)"), the fee, "Total 2025 charges", the estimates billed and "AMOUNT DUE" or
 *   "CREDIT DUE TENANT"; "$1,234.56", credits "-$1,234.56". Part 2 "SCHEDULE A - Center Expenses
 *   by Charge": a cross-tab, one row per expense with its amount in the column of its charge
 *   (one column per recovery pool, the model's section names) and in a Total column; the column
 *   totals, the Proportionate Share, the Tenant's share of each column (the model's share of the
 *   lines' sum spread over the columns by largest remainder) and of the total, the fee, the total,
 *   the estimates and the balance; "1,234.56", credits "-1,234.56", no "$".
 * - Bill: the agent's monthly rent billing letter: letterhead, date, the Tenant's address, "Re:",
 *   a table Charge | Lease Reference | Period | Amount, "TOTAL AMOUNT DUE", where to mail a check or
 *   wire the funds, and the late charge of Section 3.3; "$1,234.56", credits "($1,234.56)".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, fmtDate, MONTHS, money, parseIso } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { fillRect } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { type PoolRow, poolRows } from './pools';
import { centerOf } from './stellalink-clinic-center';

export { renderStellalinkClinicLease } from './stellalink-clinic-lease';

/** Schedule A's money: "1,234.56", a credit "-1,234.56", no "$". */
export const sheetMoney = (cents: number) => money(cents, { dollar: false });

/** The letter's money: "$1,234.56", a credit "($1,234.56)". */
export const letterMoney = (cents: number) => money(cents, { parens: true });

/** "03/04/2025": the invoice's dates. */
export const sheetDate = (iso: string) => fmtDate(iso, 'NUMERIC');

/** "May 2026": a billing period. */
export function periodName(iso: string): string {
  const { y, m } = parseIso(iso);
  return `${MONTHS[m - 1]} ${y}`;
}

/**
 * A charge column of Schedule A: a recovery pool of the shared pool split (pools.ts), its lines'
 * sum and the Tenant's share of it (the model's share of the lines' sum spread by column).
 */
export type ChargeColumn = Omit<PoolRow, 'estimated'>;

/** Schedule A's charge columns, in the statement's section order. */
export function chargeColumns(s: StatementModel): ChargeColumn[] {
  return poolRows(s).pools.map(({ section, name, amount, share }) => ({ section, name, amount, share }));
}

/** The fee's row label. */
export function feeLabel(s: StatementModel): string {
  return s.fee!.base === 'CAM'
    ? `Administrative fee - ${s.fee!.pct}% of CAM share (Lease Sec. 4.3)`
    : `Administrative fee - ${s.fee!.pct}% of total share (Lease Sec. 4.3)`;
}

/** The invoice's money: "$1,234.56", a credit "-$1,234.56". */
export const invoiceMoney = (cents: number) => money(cents);

/** The reconciliation invoice's number: "CAM-2025-0412". */
export function invoiceNo(m: PacketModel, s: StatementModel): string {
  return `CAM-${s.year}-${centerOf(m).leaseNo.replace(/\D/g, '')}`;
}

/** One row of Schedule A: the cells between consecutive xs, every cell bordered. */
function gridRow(
  w: PdfWriter,
  xs: number[],
  vals: string[],
  opt: { bold?: boolean; shade?: string; size?: number; leftCells?: number } = {},
): void {
  const size = opt.size ?? 8;
  w.font(opt.bold ? 'bold' : 'regular', size);
  const h =
    Math.max(...vals.map((v, i) => w.doc.heightOfString(v || ' ', { width: xs[i + 1]! - xs[i]! - 6 }))) + 4;
  w.ensure(h + 2);
  const top = w.doc.y;
  const x0 = xs[0]!;
  const x1 = xs[xs.length - 1]!;
  if (opt.shade) fillRect(w, x0, top, x1 - x0, h, opt.shade);
  w.doc.fillColor('black');
  vals.forEach((v, i) => {
    if (!v) return;
    w.font(opt.bold ? 'bold' : 'regular', size);
    w.doc.text(v, xs[i]! + 3, top + 2, {
      width: xs[i + 1]! - xs[i]! - 6,
      align: i < (opt.leftCells ?? 1) ? 'left' : 'right',
    });
  });
  w.doc.save().lineWidth(0.4);
  for (const x of xs)
    w.doc
      .moveTo(x, top)
      .lineTo(x, top + h)
      .stroke();
  w.doc.moveTo(x0, top).lineTo(x1, top).stroke();
  w.doc
    .moveTo(x0, top + h)
    .lineTo(x1, top + h)
    .stroke();
  w.doc.restore();
  w.doc.x = w.left;
  w.doc.y = top + h;
  w.font();
}

// ---------------------------------------------------------------- statement

export async function renderStellalinkClinicStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const n = s.numbers;
  const S = sheetMoney;
  const I = invoiceMoney;
  const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const inv = invoiceNo(m, s);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 44,
    date: s.date,
    title: `Invoice ${inv} - ${s.year} CAM, Insurance and Tax Reconciliation`,
    author: c.agent,
    footer: `Invoice ${inv}  -  Page {n} of {total}`,
  });
  const cols = chargeColumns(s);
  // ---- part 1: the invoice
  const top = w.doc.y;
  w.font('bold', 12);
  w.doc.text(l.landlord.name.toUpperCase(), w.left, top, { width: 300 });
  w.font('regular', 8.5);
  w.doc.text(
    `c/o ${c.agent}\n${p.managerStreet}\n${p.city.city}, ${p.city.state}\n${c.phone}  |  ${c.email}`,
    {
      width: 300,
    },
  );
  w.font('bold', 22);
  w.doc.text('INVOICE', w.right - 200, top, { width: 200, align: 'right' });
  const boxTop = top + 32;
  const due = addDays(s.date, 30);
  w.doc.y = boxTop + 4;
  for (const [k, v] of [
    ['Invoice No.', inv],
    ['Invoice Date', sheetDate(s.date)],
    ['Due Date', sheetDate(due)],
    ['Lease #', c.leaseNo],
    ['Terms', 'Net 30'],
  ] as const)
    w.row(
      [
        { text: k, x: w.right - 196, width: 80, bold: true },
        { text: v, x: w.right - 112, width: 108, align: 'right' },
      ],
      { size: 8.5, gap: 1.5 },
    );
  w.box(w.right - 200, boxTop, 200, w.doc.y - boxTop + 3);
  w.doc.y = Math.max(w.doc.y, top + 100) + 14;
  const half = w.contentWidth / 2;
  const infoTop = w.doc.y;
  w.row(
    [
      { text: 'BILL TO', x: w.left + 6, width: half - 20, bold: true },
      { text: 'PROPERTY', x: w.left + half + 6, width: half - 20, bold: true },
    ],
    { size: 8, gap: 2 },
  );
  w.row(
    [
      {
        text: `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${p.street}, ${p.suite}\n${p.city.city}, ${p.city.state} ${p.zip}`,
        x: w.left + 6,
        width: half - 20,
      },
      {
        text: `${c.center}\n${p.suite} (${commasOf(s.shareNumRsf)} sf)\nLease Agreement, Section 4.2`,
        x: w.left + half + 6,
        width: half - 20,
      },
    ],
    { size: 9, gap: 4 },
  );
  w.box(w.left, infoTop - 4, half - 6, w.doc.y - infoTop + 6);
  w.box(w.left + half, infoTop - 4, half, w.doc.y - infoTop + 6);
  w.doc.y += 16;
  const X = [w.left, w.left + 90, w.right - 110, w.right];
  const irow = (vals: [string, string, string], bold = false, shade?: string) =>
    gridRow(w, X, vals, { bold, shade, size: 9, leftCells: 2 });
  irow(['Item', 'Description', 'Amount'], true, '#dcdcdc');
  const code = (k: ChargeColumn['section']) => ({ CAM: 'CAM', UTIL: 'CAM-UTIL', TAX: 'TAX', INS: 'INS' })[k];
  for (const k of cols)
    irow([code(k.section), `${s.year} ${k.name} - ${pctText} of ${S(k.amount)} (Schedule A)`, I(k.share)]);
  if (s.fee) irow(['ADMIN', feeLabel(s), I(n.fee)]);
  irow(['', `Total ${s.year} charges`, I(n.totalDue)], true);
  irow([
    'EST',
    `Less: ${s.year} estimated payments billed (12 x ${I(s.monthlyEstimateCents)})`,
    I(-n.estimates),
  ]);
  irow(['', n.balance >= 0 ? 'AMOUNT DUE' : 'CREDIT DUE TENANT', I(n.balance)], true, '#efefef');
  w.space(1);
  w.para(
    n.balance >= 0
      ? `Please remit the Amount Due by ${sheetDate(due)}, payable to ${l.landlord.name}, referencing Invoice ${inv}. The supporting schedule of the Center's expenses for ${s.year} is attached as Schedule A.`
      : `The credit will be applied to the Rent next due under Section 4.2 of the Lease. The supporting schedule of the Center's expenses for ${s.year} is attached as Schedule A.`,
    { size: 8.5, gap: 0.4 },
  );
  w.para(`Questions regarding this invoice: ${c.bookkeeper}, ${c.agent}, ${c.phone}.`, { size: 8.5 });

  // ---- part 2: Schedule A, the Center's expenses by charge
  w.newPage();
  w.heading('SCHEDULE A', { align: 'center', size: 11, gap: 0.1 });
  w.heading(`${c.center} - Center Expenses by Charge`, { align: 'center', size: 10, gap: 0.1 });
  w.para(`Year ended December 31, ${s.year}  |  Invoice ${inv}  |  ${l.tenant.name}`, {
    align: 'center',
    size: 8.5,
    gap: 0.8,
  });
  const colW = Math.min(82, (w.contentWidth - 170 - 82) / cols.length);
  const xs: number[] = [w.left, w.left + w.contentWidth - 82 - colW * cols.length];
  for (let i = 0; i < cols.length; i++) xs.push(xs[xs.length - 1]! + colW);
  xs.push(w.right);
  const blank = (k: number) => Array.from({ length: k }, () => '');
  const head = () =>
    gridRow(w, xs, ['Expense', ...cols.map((k) => k.name), 'Total'], { bold: true, shade: '#dcdcdc' });
  head();
  w.pageHeader = head;
  for (const ln of s.lines)
    gridRow(w, xs, [
      ln.label,
      ...cols.map((k) => (k.section === ln.section ? S(ln.amountCents) : '')),
      S(ln.amountCents),
    ]);
  w.pageHeader = null;
  gridRow(
    w,
    xs,
    ['Total Center Expenses', ...cols.map((k) => S(n.sectionTotals[k.section] ?? k.amount)), S(n.pool)],
    { bold: true, shade: '#f0f0f0' },
  );
  gridRow(w, xs, [
    `Proportionate Share (${commasOf(s.shareNumRsf)} sf / ${commasOf(s.shareDenRsf)} sf)`,
    ...cols.map(() => pctText),
    pctText,
  ]);
  gridRow(w, xs, ["Tenant's Share", ...cols.map((k) => S(k.share)), S(n.tenantShare)], { bold: true });
  const total = (label: string, v: string, bold = false) =>
    gridRow(w, xs, [label, ...blank(cols.length), v], { bold, shade: bold ? '#f0f0f0' : undefined });
  if (s.fee) {
    if (s.fee.base === 'CAM')
      total('Share subject to administrative fee (excl. insurance and taxes)', S(n.camShare!));
    total(feeLabel(s), S(n.fee));
  }
  total(`Total ${s.year} charges`, S(n.totalDue), true);
  total(`Less: estimated payments billed (12 x ${S(s.monthlyEstimateCents)})`, S(-n.estimates));
  total('Balance due (credit)', S(n.balance), true);
  return finishPdf(w);
}

/** "53,141". */
const commasOf = (v: number) => v.toLocaleString('en-US');

// ---------------------------------------------------------------- bill

/** The letter's charge name and lease reference of a bill line. */
export function letterCharge(ln: BillLineModel): { charge: string; ref: string; period: string } {
  const month = periodName(ln.period);
  const { y } = parseIso(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return { charge: 'Minimum Rent', ref: 'Sec. 1.1(j)', period: month };
    case 'CAM_ESTIMATE':
      return { charge: 'Common Area Maintenance Fee - estimate', ref: 'Sec. 4.2', period: month };
    case 'OPEX_ESTIMATE':
      return { charge: 'CAM Fee, Insurance and Tax Charge - estimate', ref: 'Sec. 4.2', period: month };
    case 'TAX_ESTIMATE':
      return { charge: 'Tax Charge - estimate', ref: 'Sec. 12.12', period: month };
    case 'INSURANCE_ESTIMATE':
      return { charge: 'Insurance Charge - estimate', ref: 'Sec. 12.7', period: month };
    case 'RECON':
      return { charge: `${y} CAM, Insurance and Tax Reconciliation`, ref: 'Sec. 4.2', period: `Year ${y}` };
    case 'PAST_DUE':
      return { charge: 'Unpaid balance', ref: '-', period: month };
    case 'LATE_FEE':
      return { charge: 'Administrative late charge', ref: 'Sec. 3.3', period: month };
  }
}

export async function renderStellalinkClinicBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const bill = m.bill;
  const L = letterMoney;
  const w = writerWithDrawnFont(rng, ['Times', 'Helvetica', 'Times'], {
    size: 10.5,
    margin: 66,
    date: bill.invoiceDate,
    title: `Rent Billing ${periodName(bill.month)} - ${l.tenant.name}`,
    author: c.agent,
    footer: null,
  });
  // letterhead
  w.heading(c.agent.toUpperCase(), { align: 'center', size: 14, gap: 0.1 });
  w.para(`${p.managerStreet}  \u2022  ${p.city.city}, ${p.city.state}  \u2022  ${c.phone}`, {
    align: 'center',
    size: 9,
    gap: 0.2,
  });
  w.rule({ gap: 14, weight: 1 });
  w.para(fmtDate(bill.invoiceDate, 'LONG'), { gap: 1 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${p.street}, ${p.suite}\n${p.city.city}, ${p.city.state} ${p.zip}`,
    {
      gap: 1,
    },
  );
  w.para(`Rent Billing for ${periodName(bill.month)} - ${c.center}, ${p.suite} (Lease # ${c.leaseNo})`, {
    lead: 'Re:',
    gap: 1,
  });
  w.para(`Dear ${l.tenant.contact.split(' ')[0]}:`, { gap: 0.6 });
  w.para(
    `As managing agent for ${l.landlord.name}, we submit the following statement of the Rent due under Section 3.2 of your Lease Agreement on ${fmtDate(bill.month, 'LONG')}:`,
    { align: 'justify', gap: 0.8 },
  );
  const X = { charge: w.left, ref: w.left + 210, period: w.left + 300, amt: w.right - 100, end: w.right };
  const trow = (vals: [string, string, string, string], bold = false) =>
    w.row(
      [
        { text: vals[0], x: X.charge, width: X.ref - X.charge - 6, bold },
        { text: vals[1], x: X.ref, width: X.period - X.ref - 6, bold },
        { text: vals[2], x: X.period, width: X.amt - X.period - 6, bold },
        { text: vals[3], x: X.amt, width: X.end - X.amt, bold, align: 'right' },
      ],
      { gap: 3 },
    );
  trow(['Charge', 'Lease Reference', 'Period', 'Amount'], true);
  w.rule({ gap: 4 });
  for (const ln of bill.lines) {
    const k = letterCharge(ln);
    trow([k.charge, k.ref, k.period, L(ln.amountCents)]);
  }
  w.rule({ x1: X.amt, gap: 4 });
  trow(['TOTAL AMOUNT DUE', '', '', L(bill.totalCents)], true);
  w.space(1);
  w.para(
    `Please make your check payable to ${l.landlord.name} and mail it to ${c.agent}, ${p.managerStreet}, ${p.city.city}, ${p.city.state}, or wire the funds to ${c.bank}, ABA ${c.aba}, account ending ${c.acctTail}, referencing Lease # ${c.leaseNo}. Under Section 3.3 of the Lease, any installment not received within ${l.lateFee.graceDays} days after its due date is subject to the administrative late charge stated there.`,
    { align: 'justify', gap: 0.8 },
  );
  w.para('Thank you for your prompt attention to this statement.', { gap: 1.2 });
  w.para(`Sincerely,\n\n${c.manager}\nProperty Manager\n${c.agent}, Agent for ${l.landlord.name}`, {
    gap: 0.6,
  });
  return finishPdf(w);
}
