/**
 * Family "towerbridge-office" (decision 0075): office suites of a multi-tenant urban office tower,
 * one of the numbered towers of a riverfront complex, owned by an institutional owner (a pension
 * fund's real estate trust) and run by a third-party manager whose recovery system prints the
 * year-end reconciliations and whose receivables desk bills rent to a bank lockbox.
 *
 * - Lease (towerbridge-office-lease.ts): a cover, a captioned SUMMARY PAGE, a Table of Contents,
 *   then "LEASE THIS LEASE made ..." with capitalised run-in sections ("6. ADJUSTMENT OF RENT.");
 *   the Building's rentable area in Section 1, the complex's aggregate area in Exhibit "E".
 * - Statement: landscape, two pages. Page 1 the manager's "ANNUAL RECOVERY RECONCILIATION": a
 *   header block (manager as agent for the Landlord, property code, customer id, run date
 *   "17-Mar-2026"), then one grid row per recovery pool across ten columns (Recovery Pool | Pool
 *   Expense | Tenant RSF | Building RSF | Pro Rata % | Tenant Share | Admin Fee | Total Recovery |
 *   Billed | Balance) and a TOTAL row; numbered notes on the fee's basis, the estimates billed and
 *   the result. Page 2 the "RECOVERY POOL EXPENSE LISTING": Account | Description | Amount by pool,
 *   pool totals, all pools. Money "1,234.56", credits "(1,234.56)", no "$" in the grid.
 * - Bill: the owner's INVOICE payable to a bank lockbox: an invoice box (Invoice No. / Invoice
 *   Date / Customer ID / Due Date), Bill To, charge lines (Code | Description | Service Period |
 *   Amount), "TOTAL AMOUNT DUE", remittance instructions (lockbox address and wire/ACH) and an OCR
 *   scan line at the foot; dates "05/01/2026", credits "($1,234.56)".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed. The
 * pool-level shares and estimates are those of the shared pool split (pools.ts's
 * poolRows: the model's share of the lines' sum and the model's estimates spread by largest
 * remainder); the fee is spread over the pools it is charged on the same way.
 */
import { addDays, addMonths, MONTHS, money, parseIso } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { columnEdges, fillRect, tableCells } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { poolRows, spread } from './pools';
import { towerOf } from './towerbridge-office-building';
import { sectionNo } from './towerbridge-office-lease';

export { renderTowerbridgeOfficeLease } from './towerbridge-office-lease';

/** The grid's money: "1,234.56", a credit "(1,234.56)", no "$". */
export const gridMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** The invoice's money: "$1,234.56", a credit "($1,234.56)". */
export const invoiceMoney = (cents: number) => money(cents, { parens: true });

/** "17-Mar-2026": the recovery system's run date. */
export function runDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(d).padStart(2, '0')}-${MONTHS[m - 1]!.slice(0, 3)}-${y}`;
}

/** "05/01/2026": the invoice's dates. */
export function invDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

export interface GridRow {
  name: string;
  amount: number;
  share: number;
  fee: number;
  billed: number;
}

/**
 * The grid's pool rows: the pool split's amounts and shares; the fee spread over the pools it is
 * charged on (all pools, or those other than taxes and insurance) in proportion to their shares;
 * the estimates billed spread over the pools in proportion to share plus fee.
 */
export function gridRows(s: StatementModel): GridRow[] {
  const { pools } = poolRows(s);
  const n = s.numbers;
  const onFee = pools.map((p) =>
    s.fee && (s.fee.base === 'ALL' || (p.section !== 'TAX' && p.section !== 'INS'))
      ? Math.max(0, p.share)
      : 0,
  );
  const fees = s.fee ? spread(n.fee, onFee) : pools.map(() => 0);
  const billed = spread(
    n.estimates,
    pools.map((p, i) => Math.max(0, p.share + fees[i]!)),
  );
  return pools.map((p, i) => ({
    name: p.name,
    amount: n.sectionTotals[p.section] ?? p.amount,
    share: p.share,
    fee: fees[i]!,
    billed: billed[i]!,
  }));
}

/** The fee's note under the grid. */
export function feeNote(s: StatementModel): string {
  const pct = `${s.fee!.pct}%`;
  return s.fee!.base === 'CAM'
    ? `Admin Fee: ${pct} of Tenant Share of Operating Expenses excluding Real Estate Taxes and Insurance (basis ${gridMoney(s.numbers.camShare!)}), Lease Section ${sectionNo('ADJUSTMENT OF RENT')}(c).`
    : `Admin Fee: ${pct} of Tenant Share of all pools (basis ${gridMoney(s.numbers.tenantShare)}), Lease Section ${sectionNo('ADJUSTMENT OF RENT')}(c).`;
}

function line(w: PdfWriter, x1: number, x2: number, y: number, weight = 0.5): void {
  w.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(weight).stroke();
}

// ---------------------------------------------------------------- statement

export async function renderTowerbridgeOfficeStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const b = towerOf(m);
  const n = s.numbers;
  const G = gridMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Courier', 'Helvetica'], {
    size: 8,
    margin: 36,
    landscape: true,
    date: s.date,
    title: `Annual Recovery Reconciliation ${s.year} - ${b.propertyCode} ${b.customerId}`,
    author: b.manager,
    footer: `${b.propertyCode} / ${b.customerId}   Annual Recovery Reconciliation ${s.year}   Run ${runDate(s.date)}   Page {n} of {total}`,
  });
  // ---- header block
  const top = w.doc.y;
  w.row(
    [
      { text: b.manager, x: w.left, width: 330, bold: true },
      { text: 'ANNUAL RECOVERY RECONCILIATION', x: w.right - 330, width: 330, bold: true, align: 'right' },
    ],
    { size: 11, gap: 1 },
  );
  w.row(
    [
      { text: `as agent for ${l.landlord.name}\n${b.managerAddress}`, x: w.left, width: 330 },
      {
        text: `Calendar Year ${s.year}  (01/01/${s.year} - 12/31/${s.year})\nRun Date: ${runDate(s.date)}`,
        x: w.right - 330,
        width: 330,
        align: 'right',
      },
    ],
    { size: 8.5, gap: 6 },
  );
  line(w, w.left, w.right, w.doc.y, 1);
  w.doc.y += 6;
  for (const [k1, v1, k2, v2] of [
    ['Property:', `${b.propertyCode}  ${b.building}, ${l.property.street}`, 'Customer ID:', b.customerId],
    ['Tenant:', l.tenant.name, 'Suite:', suiteNo],
    ['Attention:', l.tenant.contact, 'Owner:', b.owner],
  ] as const)
    w.row(
      [
        { text: k1, x: w.left, width: 60, bold: true },
        { text: v1, x: w.left + 62, width: 380 },
        { text: k2, x: w.left + 470, width: 70, bold: true },
        { text: v2, x: w.left + 542, width: w.right - w.left - 542 },
      ],
      { size: 8.5, gap: 2 },
    );
  w.doc.y += 8;
  void top;
  // ---- the grid
  const widths = [132, 72, 52, 58, 52, 72, 62, 72, 72, 76];
  const xs = columnEdges(w.left, widths);
  const x = xs[widths.length]!;
  const grow = (vals: string[], bold = false, size = 8) =>
    w.row(tableCells(xs, widths, vals, { bold, rightFrom: 1, inset: 2, trim: 4 }), {
      size,
      gap: 3,
      valign: 'bottom',
    });
  const headTop = w.doc.y;
  fillRect(w, w.left, headTop - 2, x - w.left, 22, '#e8e8e8');
  w.doc.fillColor('black');
  grow(
    [
      'Recovery Pool',
      'Pool Expense',
      'Tenant RSF',
      'Building RSF',
      'Pro Rata %',
      'Tenant Share',
      'Admin Fee',
      'Total Recovery',
      'Billed',
      'Balance',
    ],
    true,
  );
  line(w, w.left, x, w.doc.y - 1);
  w.doc.y += 2;
  const rows = gridRows(s);
  const num = s.shareNumRsf.toLocaleString('en-US');
  const den = s.shareDenRsf.toLocaleString('en-US');
  for (const r of rows)
    grow([
      r.name,
      G(r.amount),
      num,
      den,
      pctText,
      G(r.share),
      s.fee ? G(r.fee) : '',
      G(r.share + r.fee),
      G(r.billed),
      G(r.share + r.fee - r.billed),
    ]);
  line(w, w.left, x, w.doc.y);
  w.doc.y += 3;
  grow(
    [
      'TOTAL',
      G(n.pool),
      num,
      den,
      pctText,
      G(n.tenantShare),
      s.fee ? G(n.fee) : '',
      G(n.totalDue),
      G(n.estimates),
      G(n.balance),
    ],
    true,
  );
  line(w, w.left, x, w.doc.y);
  line(w, w.left, x, w.doc.y + 1.5);
  w.doc.y += 14;
  // ---- notes
  w.para('NOTES', { style: 'bold', size: 8.5, gap: 0.2 });
  const notes: string[] = [
    `Pro Rata % = Tenant RSF / Building RSF (${num} / ${den}), Lease Section ${sectionNo('ADJUSTMENT OF RENT')}(b)(i).`,
  ];
  if (s.fee) notes.push(feeNote(s));
  else notes.push('No administrative fee is charged under the Lease.');
  notes.push(
    `Billed = ${s.estimateMonths} monthly estimate installments of ${G(s.monthlyEstimateCents)} billed during ${s.year}.`,
  );
  notes.push('Balance = Total Recovery less Billed; an amount in parentheses is a credit to Tenant.');
  notes.forEach((t, i) => {
    w.para(t, { lead: `${i + 1}.`, size: 8, indent: 10, gap: 0.15 });
  });
  w.doc.y += 8;
  const boxTop = w.doc.y;
  const result =
    n.balance > 0
      ? `BALANCE DUE FROM TENANT: ${money(n.balance)}  -  will be billed on your next monthly invoice and is payable within thirty (30) days.`
      : n.balance < 0
        ? `CREDIT DUE TENANT: ${money(-n.balance)}  -  will be applied against your next monthly invoice.`
        : 'NO BALANCE DUE: the estimates billed equal the Total Recovery.';
  w.row([{ text: result, x: w.left + 8, width: 560, bold: true }], { size: 9, gap: 4 });
  w.row(
    [
      {
        text: `Questions: ${b.accountant}, Lease Administration, ${b.phone}, ${b.email}. Supporting detail for each pool follows.`,
        x: w.left + 8,
        width: 560,
      },
    ],
    { size: 8, gap: 4 },
  );
  w.box(w.left, boxTop - 4, 580, w.doc.y - boxTop + 4);

  // ---- page 2: the expense listing
  w.newPage();
  w.heading(`RECOVERY POOL EXPENSE LISTING - ${s.year}`, { size: 11, gap: 0.2 });
  w.row(
    [
      { text: `${b.propertyCode}  ${b.building}`, x: w.left, width: 300 },
      { text: `Period 01/01/${s.year} - 12/31/${s.year}`, x: w.right - 250, width: 250, align: 'right' },
    ],
    { size: 8.5, gap: 8 },
  );
  const LX = { acct: w.left, desc: w.left + 80, amt: w.left + 360, end: w.left + 460 };
  const lrow = (a: string, d: string, v: string, bold = false) =>
    w.row(
      [
        { text: a, x: LX.acct, width: 76, bold },
        { text: d, x: LX.desc, width: LX.amt - LX.desc - 4, bold },
        { text: v, x: LX.amt, width: LX.end - LX.amt, bold, align: 'right' },
      ],
      { size: 8.5, gap: 2 },
    );
  const head = () => {
    lrow('Account', 'Description', 'Amount', true);
    line(w, LX.acct, LX.end, w.doc.y);
    w.doc.y += 2;
  };
  head();
  w.pageHeader = head;
  const { pools } = poolRows(s);
  pools.forEach((p, pi) => {
    lrow('', `${p.name}`, '', true);
    let acct = b.gl[p.section];
    for (const ln of s.lines) {
      if (ln.section !== p.section) continue;
      lrow(`${acct}.000`, ln.label, G(ln.amountCents));
      acct += 10;
    }
    line(w, LX.amt, LX.end, w.doc.y);
    w.doc.y += 1;
    lrow('', `Pool Total - ${p.name}`, G(rows[pi]!.amount), true);
    w.doc.y += 5;
  });
  line(w, LX.acct, LX.end, w.doc.y);
  w.doc.y += 2;
  lrow('', 'TOTAL ALL POOLS', G(n.pool), true);
  w.pageHeader = null;
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The invoice's charge code, description and service period of a bill line. */
export function invoiceCharge(ln: BillLineModel): { code: string; desc: string; period: string } {
  const { y } = parseIso(ln.period);
  const month = `${invDate(ln.period)} - ${invDate(addDays(addMonths(ln.period, 1), -1))}`;
  switch (ln.kind) {
    case 'BASE_RENT':
      return { code: 'BRO', desc: 'Base Rent - Office', period: month };
    case 'CAM_ESTIMATE':
    case 'OPEX_ESTIMATE':
      return { code: 'OPX', desc: 'Operating Expense Estimate', period: month };
    case 'TAX_ESTIMATE':
      return { code: 'RET', desc: 'Real Estate Tax Estimate', period: month };
    case 'INSURANCE_ESTIMATE':
      return { code: 'INS', desc: 'Insurance Estimate', period: month };
    case 'RECON':
      return { code: 'YER', desc: `${y} Year-End Recovery Adjustment`, period: `01/01/${y} - 12/31/${y}` };
    case 'PAST_DUE':
      return { code: 'PBF', desc: 'Previous Balance Forward', period: month };
    case 'LATE_FEE':
      return {
        code: 'LTC',
        desc: `Late Charge - Lease Section ${sectionNo('OVERDUE PAYMENTS')}`,
        period: month,
      };
  }
}

/** The OCR scan line: customer id, invoice number, amount in cents (10 digits), a mod-10 check digit. */
export function scanLine(customerId: string, invoiceNo: string, totalCents: number): string {
  const inv = invoiceNo.replace(/\D/g, '').padStart(8, '0').slice(-8);
  const amt = String(Math.abs(totalCents)).padStart(10, '0');
  const digits = `${customerId}${inv}${amt}`;
  const check = [...digits].reduce((a, c, i) => a + Number(c) * (i % 2 ? 1 : 2), 0) % 10;
  return `${customerId} ${inv} ${amt} ${check}`;
}

export async function renderTowerbridgeOfficeBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = towerOf(m);
  const bill = m.bill;
  const I = invoiceMoney;
  const p = l.property;
  const suiteNo = p.suite.replace(/^Suite /, '');
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9,
    margin: 48,
    date: bill.invoiceDate,
    title: `Invoice ${bill.invoiceNo} - ${b.building}`,
    author: b.manager,
    footer: null,
  });
  const top = w.doc.y;
  w.row(
    [
      {
        text: `${l.landlord.name}\nc/o ${b.manager}\n${b.managerAddress}\n${b.phone}`,
        x: w.left,
        width: 280,
      },
    ],
    { size: 9, gap: 2 },
  );
  w.font('bold', 20);
  w.doc.text('INVOICE', w.right - 200, top, { width: 200, align: 'right' });
  w.font();
  const bx = w.right - 230;
  let by = top + 30;
  for (const [k, v] of [
    ['Invoice No.', bill.invoiceNo],
    ['Invoice Date', invDate(bill.invoiceDate)],
    ['Customer ID', b.customerId],
    ['Due Date', invDate(bill.month)],
  ] as const) {
    w.doc.rect(bx, by, 230, 16).lineWidth(0.5).stroke();
    w.font('bold', 8.5);
    w.doc.text(k, bx + 4, by + 4, { width: 100 });
    w.font('regular', 8.5);
    w.doc.text(v, bx + 110, by + 4, { width: 116, align: 'right' });
    by += 16;
  }
  w.font();
  w.doc.y = Math.max(w.doc.y, by) + 14;
  w.row(
    [
      { text: 'BILL TO:', x: w.left, width: 60, bold: true },
      {
        text: `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${p.street}, Suite ${suiteNo}\n${p.city.city}, ${p.city.state} ${p.zip}`,
        x: w.left + 62,
        width: 240,
      },
      { text: 'PROPERTY:', x: w.left + 320, width: 60, bold: true },
      {
        text: `${b.building}\n${b.propertyCode}\nSuite ${suiteNo}`,
        x: w.left + 384,
        width: w.right - w.left - 384,
      },
    ],
    { size: 9, gap: 14 },
  );
  const X = { code: w.left, desc: w.left + 50, per: w.left + 270, amt: w.right - 100, end: w.right };
  const crow = (vals: [string, string, string, string], bold = false) =>
    w.row(
      [
        { text: vals[0], x: X.code + 3, width: X.desc - X.code - 6, bold },
        { text: vals[1], x: X.desc + 3, width: X.per - X.desc - 6, bold },
        { text: vals[2], x: X.per + 3, width: X.amt - X.per - 6, bold },
        { text: vals[3], x: X.amt + 3, width: X.end - X.amt - 6, bold, align: 'right' },
      ],
      { size: 9, gap: 4 },
    );
  const ht = w.doc.y;
  fillRect(w, w.left, ht - 3, w.contentWidth, 16, '#d9d9d9');
  w.doc.fillColor('black');
  crow(['Code', 'Description', 'Service Period', 'Amount'], true);
  for (const ln of bill.lines) {
    const c = invoiceCharge(ln);
    crow([c.code, c.desc, c.period, I(ln.amountCents)]);
  }
  line(w, w.left, w.right, w.doc.y);
  w.doc.y += 4;
  crow(['', 'TOTAL AMOUNT DUE', `Please pay by ${invDate(bill.month)}`, I(bill.totalCents)], true);
  line(w, X.amt, w.right, w.doc.y);
  line(w, X.amt, w.right, w.doc.y + 1.5);
  w.doc.y += 18;
  const rt = w.doc.y;
  w.row([{ text: 'REMITTANCE INSTRUCTIONS', x: w.left + 8, width: 300, bold: true }], { size: 9, gap: 3 });
  w.row(
    [
      {
        text: `By mail: make checks payable to ${l.landlord.name} and mail to the lockbox below. Write your Customer ID ${b.customerId} on your check. Do not send payments to the management office.\n${l.landlord.name}\n${b.lockbox}`,
        x: w.left + 8,
        width: w.contentWidth / 2 - 16,
      },
      {
        text: `By wire or ACH:\n${b.bank}\nABA Routing No. ${b.aba}\nAccount No. ${b.bankAccount}\nReference: ${b.customerId} / ${bill.invoiceNo}`,
        x: w.left + w.contentWidth / 2 + 8,
        width: w.contentWidth / 2 - 16,
      },
    ],
    { size: 8.5, gap: 6 },
  );
  w.box(w.left, rt - 6, w.contentWidth, w.doc.y - rt + 6);
  w.doc.y += 10;
  w.para(
    `Rent is due on the first day of each month without demand. Amounts not received within ${l.lateFee.graceDays} days after the due date are subject to the late charge of Section ${sectionNo('OVERDUE PAYMENTS')} of the Lease. Billing questions: ${b.accountant}, ${b.email}.`,
    { size: 8, gap: 1 },
  );
  // the OCR scan line at the foot
  w.font('regular', 10);
  w.doc
    .font('Courier')
    .text(
      scanLine(b.customerId, bill.invoiceNo, bill.totalCents),
      w.left,
      w.doc.page.height - w.margin - 20,
      {
        width: w.contentWidth,
        align: 'right',
      },
    );
  w.font();
  return finishPdf(w);
}
