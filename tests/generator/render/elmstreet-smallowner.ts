/**
 * Family "elmstreet-smallowner" (decision 0068): a shop of a small strip center (4-8 shops) owned
 * by a family trust's company and managed by the owner himself, with no management company.
 *
 * - Lease (elmstreet-smallowner-lease.ts): an old-style LEASE AGREEMENT between "Lessor" and
 *   "Lessee", a WITNESSETH recital, ARTICLES in Roman numerals, numbers in words and figures, the
 *   Premises' area in Article I and the center's total leasable area in Article V.
 * - Statement: the owner's SPREADSHEET printed landscape with whole-cell borders: a "CAM
 *   RECONCILIATION 2024" worksheet, one row per expense with 12 monthly columns (Jan..Dec) and a
 *   Total column (the months add up exactly to the line's amount), column totals at the bottom,
 *   then a small bordered computation block ("Total CAM", "Your % (1,200 / 14,800 sf)", "Your
 *   share", "Admin 10%", "Paid (12 x 310.00)", "Due" or "Refund"). No "$", zero cells as "-",
 *   dates like 3/4/25.
 * - Bill: a QuickBooks-style small-business INVOICE (Invoice # / Date / Terms Net 10 / Due Date,
 *   Bill To, Item | Description | Qty | Rate | Amount, Subtotal, Total, Balance Due, a thank-you
 *   note); a past-due balance and a late fee are invoice lines.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, commas, money, monthYear, parseIso } from '../format';
import type { BillLineModel, LineModel, PacketModel, StatementModel } from '../model';
import type { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { boxedRow, columnEdges } from './blocks';
import { centerOf } from './elmstreet-smallowner-center';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

export { renderElmstreetSmallownerLease } from './elmstreet-smallowner-lease';

export const MONTH_HEADS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** The spreadsheet's money: "1,234.56", no "$", a zero cell "-". */
export const sheetMoney = (cents: number) => (cents === 0 ? '-' : money(cents, { dollar: false }));

/** The invoice's money: "2,450.00", a credit "-245.10". */
export const invoiceMoney = (cents: number) => money(cents, { dollar: false });

/** "3/4/25": the spreadsheet's and the invoice's dates. */
export function shortDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${m}/${d}/${String(y % 100).padStart(2, '0')}`;
}

/** Which months a cost is paid in (1-12), by the line's key. */
function monthsFor(key: string, rng: Rng): number[] {
  const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  switch (key) {
    case 'tax':
      return rng.pick([[4, 10], [2, 8], [12], [3, 9]]);
    case 'insurance':
      return rng.chance(0.5) ? [rng.int(1, 12)] : all;
    case 'capital':
      return [12];
    case 'excluded':
    case 'dup-a':
    case 'dup-b':
      return [rng.int(1, 12)];
    case 'snow':
      return [1, 2, 3, 11, 12];
    case 'landscaping':
      return [4, 5, 6, 7, 8, 9, 10];
    case 'mgmt':
    case 'electric':
    case 'water':
    case 'trash':
    case 'security':
    case 'janitorial':
      return all;
    default: {
      const k = rng.int(3, 12);
      return rng.sample(all, k).sort((a, b) => a - b);
    }
  }
}

export interface SheetRow {
  label: string;
  /** Twelve monthly figures adding up exactly to `totalCents`. */
  months: number[];
  totalCents: number;
}

/**
 * The worksheet's rows: one per model line, in the model's order, each line's amount spread over
 * the months it was paid in (the last month takes the rounding), so the 12 figures add up to the
 * line's amount exactly. Drawn from the family's own stream.
 */
export function sheetRows(m: PacketModel, s: StatementModel): SheetRow[] {
  const rng = new Rng(`elmstreet-smallowner:sheet:${m.spec.seed}:${s.year}`);
  return s.lines.map((ln: LineModel) => {
    const ms = monthsFor(ln.key, rng);
    const even = ln.key === 'mgmt' || ln.key === 'insurance' || ln.key === 'tax';
    const weights = ms.map(() => (even ? 1 : rng.float(0.6, 1.4)));
    const wsum = weights.reduce((a, b) => a + b, 0);
    const parts = weights.map((x) => Math.floor((ln.amountCents * x) / wsum));
    parts[parts.length - 1] = ln.amountCents - parts.slice(0, -1).reduce((a, b) => a + b, 0);
    const months = Array.from({ length: 12 }, () => 0);
    ms.forEach((mo, i) => {
      months[mo - 1] = parts[i]!;
    });
    return { label: ln.label, months, totalCents: ln.amountCents };
  });
}

interface GridCell {
  text: string;
  width: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
}

/** One spreadsheet row with a border around every cell, as Excel prints gridlines. */
function gridRow(w: PdfWriter, x0: number, cells: GridCell[], size: number, shade = false): void {
  const xs = columnEdges(
    x0,
    cells.map((c) => c.width),
  );
  boxedRow(
    w,
    cells.map((c, i) => ({ ...c, x: xs[i]!, shade })),
    size,
    { pad: 2, weight: 0.4, fill: '#e6e6e6', valign: 'bottom' },
  );
}

// ---------------------------------------------------------------- statement

export async function renderElmstreetSmallownerStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const n = s.numbers;
  const S = sheetMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 7,
    margin: 30,
    landscape: true,
    date: s.date,
    title: `CAM ${s.year}.xlsx`,
    author: c.owner,
    footer: `CAM ${s.year}.xlsx - Store ${c.store}          Page {n} of {total}`,
  });
  const size = 6.6;
  // ---- the sheet's title rows (typed into the first cells)
  w.row([{ text: c.name, x: w.left, width: 400, bold: true }], { size: 10, gap: 1 });
  w.row([{ text: `CAM RECONCILIATION ${s.year}`, x: w.left, width: 400, bold: true }], { size: 12, gap: 2 });
  w.row(
    [
      { text: `Tenant: ${l.tenant.name} - Store #${c.store}`, x: w.left, width: 420 },
      { text: `Date: ${shortDate(s.date)}`, x: w.right - 160, width: 160, align: 'right' },
    ],
    { size: 8, gap: 1 },
  );
  w.row([{ text: `Period: 1/1/${s.year % 100} - 12/31/${s.year % 100}`, x: w.left, width: 420 }], {
    size: 8,
    gap: 6,
  });

  // ---- the worksheet: Expense | Jan .. Dec | Total
  const labelW = 150;
  const totalW = 60;
  const monthW = Math.floor((w.contentWidth - labelW - totalW) / 12);
  const cells = (label: string, months: string[], total: string, bold = false): GridCell[] => [
    { text: label, width: labelW, bold },
    ...months.map((v) => ({ text: v, width: monthW, align: 'right' as const, bold })),
    { text: total, width: totalW, align: 'right', bold },
  ];
  const head = () => gridRow(w, w.left, cells('Expense', MONTH_HEADS, 'Total', true), size, true);
  head();
  w.pageHeader = head;
  const rows = sheetRows(m, s);
  for (const r of rows) gridRow(w, w.left, cells(r.label, r.months.map(S), S(r.totalCents)), size);
  const colTotals = MONTH_HEADS.map((_, i) => rows.reduce((a, r) => a + r.months[i]!, 0));
  gridRow(w, w.left, cells('TOTAL', colTotals.map(S), S(n.pool), true), size, true);
  w.pageHeader = null;

  // ---- the computation block below the sheet
  w.space(1.5);
  const block: [string, string][] = [
    ['Total CAM', S(n.pool)],
    [
      `Your % (${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} sf)`,
      `${s.sharePct.toFixed(s.shareDecimals)}%`,
    ],
    ['Your share', S(n.tenantShare)],
  ];
  if (s.fee) {
    if (s.fee.base === 'CAM') block.push(['Your share w/o tax & ins', S(n.camShare!)]);
    block.push([`Admin ${s.fee.pct}%`, S(n.fee)]);
    block.push(['Total w/ admin', S(n.totalDue)]);
  }
  block.push([`Paid (${s.estimateMonths} x ${S(s.monthlyEstimateCents)})`, S(n.estimates)]);
  if (n.balance >= 0) block.push(['Due', money(n.balance, { dollar: false })]);
  else block.push(['Refund', money(-n.balance, { dollar: false })]);
  const bx = w.left + labelW + monthW * 2;
  w.ensure(block.length * 14 + 30);
  for (const [k, v] of block) {
    const last = k === 'Due' || k === 'Refund';
    gridRow(
      w,
      bx,
      [
        { text: k, width: 170, bold: last },
        { text: v, width: 80, align: 'right', bold: last },
      ],
      8,
      last,
    );
  }
  w.space(1.2);
  const note =
    n.balance > 0
      ? `Please pay the amount due with your next rent. Questions call ${c.owner} at ${c.phone}.`
      : n.balance < 0
        ? `Refund will be credited on your next invoice. Questions call ${c.owner} at ${c.phone}.`
        : `Nothing due. Questions call ${c.owner} at ${c.phone}.`;
  w.row([{ text: note, x: bx, width: 400, italic: true }], { size: 8 });
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The invoice's Item and Description of a charge. */
export function invoiceItem(ln: BillLineModel, combined: boolean): { item: string; desc: string } {
  const mon = monthYear(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return { item: 'Rent', desc: `${mon} rent` };
    case 'CAM_ESTIMATE':
      return combined
        ? { item: 'CAM', desc: `CAM, tax & insurance estimate - ${mon}` }
        : { item: 'CAM', desc: `CAM estimate - ${mon}` };
    case 'TAX_ESTIMATE':
      return { item: 'Taxes', desc: `Property tax estimate - ${mon}` };
    case 'INSURANCE_ESTIMATE':
      return { item: 'Insurance', desc: `Insurance estimate - ${mon}` };
    case 'OPEX_ESTIMATE':
      return { item: 'CAM', desc: `Additional rent estimate - ${mon}` };
    case 'RECON':
      return {
        item: 'CAM Recon',
        desc: `${ln.period.slice(0, 4)} CAM reconciliation - ${ln.amountCents < 0 ? 'refund' : 'balance due'}`,
      };
    case 'PAST_DUE':
      return { item: 'Past Due', desc: `Unpaid balance - ${mon} invoice` };
    case 'LATE_FEE':
      return { item: 'Late Fee', desc: `Late charge - ${mon} payment` };
  }
}

export async function renderElmstreetSmallownerBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centerOf(m);
  const b = m.bill;
  const I = invoiceMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 50,
    date: b.invoiceDate,
    title: `Invoice ${c.invoiceNo}`,
    author: l.landlord.name,
    footer: null,
  });
  const p = l.property;
  const top = w.doc.y;
  // ---- the company block (left) and INVOICE (right)
  w.row([{ text: l.landlord.name, x: w.left, width: 280, bold: true }], { size: 11, gap: 1 });
  w.row(
    [
      {
        text: `${c.ownerStreet}\n${p.city.city}, ${p.city.state} ${p.zip}\n${c.phone}\n${c.email}`,
        x: w.left,
        width: 280,
      },
    ],
    { gap: 2 },
  );
  const after = w.doc.y;
  w.doc.y = top;
  w.row([{ text: 'INVOICE', x: w.right - 200, width: 200, bold: true, align: 'right' }], {
    size: 20,
    gap: 4,
  });
  const due = addDays(b.invoiceDate, 10);
  const kv: [string, string][] = [
    ['Invoice #', String(c.invoiceNo)],
    ['Date', shortDate(b.invoiceDate)],
    ['Terms', 'Net 10'],
    ['Due Date', shortDate(due)],
  ];
  const kx = w.right - 170;
  for (const [k, v] of kv)
    w.row(
      [
        { text: k, x: kx, width: 80, bold: true },
        { text: v, x: kx + 85, width: 85, align: 'right' },
      ],
      { gap: 1.5 },
    );
  w.doc.y = Math.max(after, w.doc.y) + 16;

  // ---- Bill To
  w.row([{ text: 'Bill To', x: w.left, width: 200, bold: true }], { gap: 1 });
  w.rule({ x2: w.left + 220, weight: 0.5, gap: 2 });
  w.row(
    [
      {
        text: `${l.tenant.name}\nAttn: ${l.tenant.contact}\nStore #${c.store}, ${c.name}\n${p.street}\n${p.city.city}, ${p.city.state} ${p.zip}`,
        x: w.left,
        width: 240,
      },
    ],
    { gap: 14 },
  );

  // ---- the items
  const X = {
    item: w.left,
    desc: w.left + 80,
    qty: w.right - 190,
    rate: w.right - 150,
    amt: w.right - 75,
  };
  const irow = (vals: [string, string, string, string, string], bold = false) =>
    w.row(
      [
        { text: vals[0], x: X.item + 3, width: X.desc - X.item - 6, bold },
        { text: vals[1], x: X.desc + 3, width: X.qty - X.desc - 6, bold },
        { text: vals[2], x: X.qty, width: X.rate - X.qty - 6, bold, align: 'right' },
        { text: vals[3], x: X.rate, width: X.amt - X.rate - 6, bold, align: 'right' },
        { text: vals[4], x: X.amt, width: w.right - X.amt - 3, bold, align: 'right' },
      ],
      { gap: 4 },
    );
  w.rule({ weight: 0.8, gap: 3 });
  irow(['Item', 'Description', 'Qty', 'Rate', 'Amount'], true);
  w.rule({ weight: 0.8, gap: 4 });
  const combined = !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  for (const ln of b.lines) {
    const { item, desc } = invoiceItem(ln, combined);
    irow([item, desc, '1', I(ln.amountCents), I(ln.amountCents)]);
  }
  w.rule({ weight: 0.8, gap: 6 });
  const sumRow = (k: string, v: string, bold = false) =>
    w.row(
      [
        { text: k, x: X.rate - 60, width: X.amt - X.rate + 54, bold, align: 'right' },
        { text: v, x: X.amt, width: w.right - X.amt - 3, bold, align: 'right' },
      ],
      { gap: 3 },
    );
  sumRow('Subtotal', I(b.totalCents));
  sumRow('Total', money(b.totalCents), true);
  sumRow('Payments/Credits', money(0));
  w.rule({ x1: X.rate - 60, weight: 0.8, gap: 3 });
  sumRow('Balance Due', money(b.totalCents), true);
  w.space(2);
  w.para(
    rng.pick([
      'Thank you for your business!',
      'Thank you - we appreciate having you at the center.',
      'Thanks for your prompt payment!',
    ]),
    { style: 'italic', gap: 0.4 },
  );
  w.para(
    `Please make checks payable to ${l.landlord.name} and mail to the address above. Rent is due on the 1st of the month; a late charge applies to payments received more than ${l.lateFee.graceDays} days late (see your lease).`,
    { size: w.size - 1 },
  );
  return finishPdf(w);
}
