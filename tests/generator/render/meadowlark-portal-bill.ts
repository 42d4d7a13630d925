/**
 * Family "meadowlark-portal" (decision 0105), the bill: the portal's "Payment due" page printed
 * from a browser (the same print header and footer as the statement): the amount due and the
 * due date as cards (label over value), **the charges as stacked rows, each charge's name on one
 * line and its amount on the next** (a reconciliation credit "−$1,234.56"), a "Total due" row,
 * and the autopay notice (autopay on: the amount and the day it will be drawn; off: the prompt
 * to turn it on). The due date is the 1st of the billed month (the truth's bill date); the page's
 * "Issued" date is the model's invoice date. Every figure comes from the model; the rows add up
 * to the model's total or the renderer throws.
 */
import { fmtDate, monthYear, parseIso } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { browserChrome, pmoney, portalFacts, portalWriter, printStamp } from './meadowlark-portal-facts';
import type { Pair } from './meadowlark-portal-statement';

/** The charges, label over value, and the total; checked against the model's total. */
export function chargeRows(m: PacketModel): { rows: Pair[]; totalCents: number; total: Pair } {
  const b = m.bill;
  const month = monthYear(b.month);
  const rows: Pair[] = [];
  let sum = 0;
  for (const x of b.lines) {
    let label: string;
    switch (x.kind) {
      case 'BASE_RENT':
        label = `Base rent · ${month}`;
        break;
      case 'CAM_ESTIMATE':
        label =
          x.code === 'NNN'
            ? `Estimated operating expenses (CAM, taxes, insurance) · ${month}`
            : `Estimated common area costs · ${month}`;
        break;
      case 'TAX_ESTIMATE':
        label = `Estimated property taxes · ${month}`;
        break;
      case 'INSURANCE_ESTIMATE':
        label = `Estimated insurance · ${month}`;
        break;
      case 'OPEX_ESTIMATE':
        label = `Estimated operating expenses over the base year · ${month}`;
        break;
      case 'RECON': {
        const y = parseIso(x.period).y;
        label = x.amountCents >= 0 ? `${y} reconciliation · balance due` : `${y} reconciliation · credit`;
        break;
      }
      case 'PAST_DUE':
        label = `Past due · ${monthYear(x.period)} charges`;
        break;
      case 'LATE_FEE':
        label = `Late fee · ${monthYear(x.period)} payment (lease Section 4.3)`;
        break;
      default:
        label = x.label;
    }
    rows.push({ label, value: pmoney(x.amountCents) });
    sum += x.amountCents;
  }
  if (sum !== b.totalCents)
    throw new Error(`meadowlark-portal: charges ${sum} do not add up to the bill's ${b.totalCents}`);
  return { rows, totalCents: sum, total: { label: 'Total due', value: pmoney(sum) } };
}

/** The autopay notice. */
export function autopayNotice(m: PacketModel): string {
  const f = portalFacts(m);
  const due = fmtDate(m.bill.month, 'LONG');
  return f.autopay
    ? `Autopay is on. ${pmoney(m.bill.totalCents)} will be drawn from your bank account ending in ${f.bankLast4} on ${due}. To change the amount or the account, go to Payments › Autopay before the day before the due date.`
    : `Autopay is off. Pay by ${due} to avoid a late fee, or turn on autopay in Payments › Autopay and never miss a due date.`;
}

export const billUrl = (m: PacketModel) => `https://${portalFacts(m).host}/tenant/payments`;

export async function renderMeadowlarkPortalBill(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = portalFacts(m);
  const title = `Payment due · ${f.brand}`;
  const w = portalWriter({
    size: 9.5,
    margin: 44,
    date: b.invoiceDate,
    title,
    author: f.brand,
    footer: null,
  });
  const d = w.doc;
  const barY = d.y;
  d.rect(w.left, barY - 6, w.contentWidth, 30).fill('#1f3a5f');
  d.fillColor('#ffffff');
  w.font('bold', 13);
  d.text(f.brand, w.left + 10, barY + 2, { width: 150, lineBreak: false });
  w.font('regular', 8.5);
  d.text(`${l.property.name} · ${l.property.suite}`, w.left + 170, barY + 1, {
    width: w.contentWidth - 180,
    align: 'right',
    lineBreak: false,
  });
  d.text(l.tenant.name, w.left + 170, barY + 12, {
    width: w.contentWidth - 180,
    align: 'right',
    lineBreak: false,
  });
  d.fillColor('#000000');
  d.x = w.left;
  d.y = barY + 36;
  w.font('regular', 8.5);
  d.text('Home  ›  Payments', w.left, d.y);
  d.y += 6;
  w.font('bold', 17);
  d.text('Payment due', w.left, d.y);
  w.font('regular', 9);
  d.text(
    `Issued ${fmtDate(b.invoiceDate, 'LONG')} · Account ${f.accountId} · Invoice ${b.invoiceNo}`,
    w.left,
    d.y + 2,
  );
  d.y += 14;
  const { rows, total } = chargeRows(m);
  const cards = [
    { label: 'Amount due', value: total.value },
    { label: 'Due date', value: fmtDate(b.month, 'LONG') },
  ];
  const gap = 10;
  const cw = (w.contentWidth - gap) / 2;
  const cy = d.y;
  cards.forEach((c, i) => {
    const x = w.left + i * (cw + gap);
    d.roundedRect(x, cy, cw, 48, 5).lineWidth(0.6).strokeColor('#c9d2dc').stroke();
    d.strokeColor('#000000');
    w.font('regular', 8);
    d.fillColor('#55606e');
    d.text(c.label, x + 9, cy + 9, { width: cw - 18, lineBreak: false });
    d.fillColor('#000000');
    w.font('bold', 14);
    d.text(c.value, x + 9, cy + 24, { width: cw - 18, lineBreak: false });
  });
  d.x = w.left;
  d.y = cy + 62;
  w.font('bold', 12);
  d.text('Charges', w.left, d.y);
  d.y += 4;
  const pairRow = (p: { label: string; value: string }, bold = false) => {
    w.font(bold ? 'bold' : 'regular', 9.5);
    w.ensure(30);
    const y = d.y;
    d.text(p.label, w.left + 8, y, { width: w.contentWidth - 16 });
    const vy = d.y + 1;
    d.text(p.value, w.left + 8, vy, { width: w.contentWidth - 16, align: 'right' });
    d.x = w.left;
    d.y = vy + 13;
    d.moveTo(w.left + 8, d.y - 5)
      .lineTo(w.right, d.y - 5)
      .lineWidth(0.3)
      .strokeColor('#dde3ea')
      .stroke();
    d.strokeColor('#000000');
  };
  for (const r of rows) pairRow(r);
  pairRow(total, true);
  d.y += 10;
  const ny = d.y;
  w.font('regular', 9);
  const note = autopayNotice(m);
  const nh = d.heightOfString(note, { width: w.contentWidth - 20 });
  d.rect(w.left, ny - 4, w.contentWidth, nh + 12).fill(f.autopay ? '#e8f4ea' : '#fdf3e1');
  d.fillColor('#000000');
  d.text(note, w.left + 10, ny + 2, { width: w.contentWidth - 20 });
  d.x = w.left;
  d.y += 14;
  w.font('regular', 8.5);
  d.fillColor('#55606e');
  d.text(
    `Rent is due on the 1st of each month. A late fee applies to payments received more than ${l.lateFee.graceDays} days after the due date (lease Section 4.3). Payments are made to ${l.landlord.name}.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  d.fillColor('#000000');
  browserChrome(w, { stamp: printStamp(m, 'bill.pdf', b.invoiceDate), title, url: billUrl(m) });
  return finishPdf(w);
}
