/**
 * Family "quarry-budget" (decision 0100), the bill: the monthly INVOICE the outside bookkeeper
 * makes in the landlord's small-business accounting software: the landlord's name and the family
 * office's address at the left, "INVOICE" at the right, BILL TO, a key block Invoice # | Date |
 * Terms "Net 10" | Due Date, then the software's table **Item | Description | Qty | Rate |
 * Amount** with its "Category:Item" names ("Rent:Base Rent", "Additional Rent:CAM Estimate",
 * "Prior Balance", "Late Fee"), every row Qty 1 × Rate, **Subtotal, Payments/Credits** (a
 * reconciliation credit is applied there as a credit memo, not billed as a negative line) **and
 * Balance Due**, and the invoice's message.
 *
 * The invoice is dated ten days before the 1st of the billed month, its due date. Every truth
 * figure comes from the model (model.ts); Subtotal less Payments/Credits is the model's total, the
 * renderer throws otherwise.
 */
import { addDays, fmtDate, money, monthYear, parseIso } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { quarryFacts } from './quarry-budget-facts';

/** The invoice's amounts: "1,234.56", a credit "-1,234.56". */
export const invMoney = (cents: number) => money(cents, { dollar: false });

export interface InvoiceRow {
  item: string;
  description: string;
  qty: string;
  rate: number;
  amount: number;
}

const num = (iso: string) => fmtDate(iso, 'NUMERIC');

/** The invoice's dates: dated ten days before its due date, the 1st of the billed month. */
export function invoiceDates(m: PacketModel): { date: string; due: string } {
  return { date: addDays(m.bill.month, -10), due: m.bill.month };
}

/** The item rows, the credits applied and the footing, checked against the model's total. */
export function invoiceRows(m: PacketModel): {
  rows: InvoiceRow[];
  credit: { text: string; amount: number } | null;
  subtotal: number;
  balance: number;
} {
  const b = m.bill;
  const l = m.lease;
  const f = quarryFacts(m);
  const month = monthYear(b.month);
  const rows: InvoiceRow[] = [];
  let credit: { text: string; amount: number } | null = null;
  for (const x of b.lines) {
    const row = (item: string, description: string) =>
      rows.push({ item, description, qty: '1', rate: x.amountCents, amount: x.amountCents });
    switch (x.kind) {
      case 'BASE_RENT':
        row('Rent:Base Rent', `Base rent – ${month} – ${l.property.suite}`);
        break;
      case 'CAM_ESTIMATE':
        if (x.code === 'NNN')
          row('Additional Rent:NNN Estimate', `Estimated CAM, taxes & insurance – ${month}`);
        else row('Additional Rent:CAM Estimate', `Estimated common area costs – ${month}`);
        break;
      case 'TAX_ESTIMATE':
        row('Additional Rent:Tax Estimate', `Estimated real estate taxes – ${month}`);
        break;
      case 'INSURANCE_ESTIMATE':
        row('Additional Rent:Insurance Estimate', `Estimated insurance – ${month}`);
        break;
      case 'OPEX_ESTIMATE':
        row('Additional Rent:OpEx Estimate', `Estimated operating costs over Base Year – ${month}`);
        break;
      case 'RECON': {
        const y = parseIso(x.period).y;
        if (x.amountCents >= 0)
          row('Additional Rent:CAM Reconciliation', `${y} reconciliation – balance due`);
        else
          credit = {
            text: `Credit memo CM-${f.creditMemoNo} applied – ${y} reconciliation credit`,
            amount: x.amountCents,
          };
        break;
      }
      case 'PAST_DUE':
        row('Prior Balance', `Unpaid invoice #${f.invoiceNo - 1} – ${monthYear(x.period)}`);
        break;
      case 'LATE_FEE':
        row('Late Fee', `Late charge – ${monthYear(x.period)} payment (Lease Section 4.4)`);
        break;
      default:
        row(x.label, x.label);
    }
  }
  const subtotal = rows.reduce((a, r) => a + r.amount, 0);
  const balance = subtotal + (credit?.amount ?? 0);
  if (balance !== b.totalCents)
    throw new Error(`quarry-budget: invoice ${balance} does not add up to the bill's ${b.totalCents}`);
  return { rows, credit, subtotal, balance };
}

export async function renderQuarryBudgetBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = quarryFacts(m);
  const { date, due } = invoiceDates(m);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 48,
    date,
    title: `Invoice ${f.invoiceNo} from ${l.landlord.name}`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  const top = d.y;
  w.row([{ text: l.landlord.name, x: w.left, width: 300, bold: true }], { size: 11, gap: 1 });
  w.row(
    [
      {
        text: `${f.officeStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}\n${f.bookkeeperEmail}`,
        x: w.left,
        width: 300,
      },
    ],
    { gap: 2 },
  );
  const after = d.y;
  d.y = top;
  w.row([{ text: 'INVOICE', x: w.right - 220, width: 220, bold: true, align: 'right' }], {
    size: 22,
    gap: 6,
  });
  d.y = Math.max(after, d.y) + 18;
  // Bill To at the left, the key block at the right
  const y0 = d.y;
  w.row([{ text: 'BILL TO', x: w.left, width: 220, bold: true }], { gap: 2 });
  w.row(
    [
      {
        text: `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${f.building}, ${l.property.suite}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
        x: w.left,
        width: 250,
      },
    ],
    { gap: 2 },
  );
  const yBill = d.y;
  d.y = y0;
  const kx = w.right - 200;
  for (const [k, v] of [
    ['INVOICE #', String(f.invoiceNo)],
    ['DATE', num(date)],
    ['TERMS', 'Net 10'],
    ['DUE DATE', num(due)],
  ] as const)
    w.row(
      [
        { text: k, x: kx, width: 90, bold: true, align: 'right' },
        { text: v, x: kx + 100, width: 100 },
      ],
      { gap: 2 },
    );
  d.y = Math.max(yBill, d.y) + 16;
  // the items
  const X = { item: w.left, desc: w.left + 150, qty: w.right - 170, rate: w.right - 130, amt: w.right - 65 };
  const irow = (v: [string, string, string, string, string], bold = false) =>
    w.row(
      [
        { text: v[0], x: X.item + 4, width: X.desc - X.item - 8, bold },
        { text: v[1], x: X.desc + 4, width: X.qty - X.desc - 8, bold },
        { text: v[2], x: X.qty, width: X.rate - X.qty - 6, bold, align: 'right' },
        { text: v[3], x: X.rate, width: X.amt - X.rate - 6, bold, align: 'right' },
        { text: v[4], x: X.amt, width: w.right - X.amt - 4, bold, align: 'right' },
      ],
      { gap: 5 },
    );
  const hy = d.y;
  d.rect(w.left, hy - 3, w.contentWidth, 16).fill('#dfe8ef');
  d.fillColor('#000000');
  irow(['Item', 'Description', 'Qty', 'Rate', 'Amount'], true);
  const inv = invoiceRows(m);
  for (const r of inv.rows) {
    irow([r.item, r.description, r.qty, invMoney(r.rate), invMoney(r.amount)]);
    d.moveTo(w.left, d.y - 2)
      .lineTo(w.right, d.y - 2)
      .lineWidth(0.3)
      .strokeColor('#c0c0c0')
      .stroke();
    d.strokeColor('#000000');
  }
  d.y += 8;
  const sumRow = (k: string, v: string, bold = false, size = 9) =>
    w.row(
      [
        { text: k, x: X.qty - 140, width: X.amt - X.qty + 134, bold, align: 'right' },
        { text: v, x: X.amt, width: w.right - X.amt - 4, bold, align: 'right' },
      ],
      { gap: 4, size },
    );
  sumRow('Subtotal', invMoney(inv.subtotal));
  if (inv.credit) {
    w.row(
      [{ text: inv.credit.text, x: X.qty - 260, width: 254 + X.amt - X.qty, align: 'right', italic: true }],
      {
        size: 8,
        gap: 1,
      },
    );
  }
  sumRow('Payments/Credits', invMoney(inv.credit?.amount ?? 0));
  d.moveTo(X.qty - 140, d.y)
    .lineTo(w.right, d.y)
    .lineWidth(0.8)
    .stroke();
  d.y += 4;
  sumRow('Balance Due', money(inv.balance), true, 12);
  d.y += 18;
  w.para(
    `Rent is due on the 1st of each month. Please make checks payable to ${l.landlord.name} and mail them to ${f.officeStreet}, ${l.property.city.city}, ${l.property.city.state}, or pay by ACH (details on request). A late charge applies to payments received more than ${l.lateFee.graceDays} days after the due date (Lease Section 4.4). Questions about this invoice: ${f.bookkeeper}, ${f.bookkeeperEmail}.`,
    { size: 8.5, gap: 0.6 },
  );
  w.para('Thank you for your business.', { size: 8.5, style: 'italic' });
  return finishPdf(w);
}
