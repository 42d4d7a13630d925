/**
 * Family "hollis-allocation" (decision 0114), the bill: **the owner's office's rent notice written
 * as a collection reminder**: the owner's letterhead, a banner box "RENT NOTICE" or, when the model
 * has an unpaid month, **"SECOND NOTICE / PAST DUE"**, the notice date (the model's invoice date),
 * account and premises, the tenant; for an unpaid month a reminder paragraph with its days past due
 * and a **PAST DUE block** (the month's charges not received, the late charge citing Section 4.2)
 * **above the CURRENT CHARGES block** (the month's Base Rent, the estimates, the last year's
 * allocation balance or credit); "TOTAL NOW DUE BY ..." and the total. Every charge and the total
 * come from the model; the renderer throws unless they add up.
 */
import { daysBetween, fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { amt, hollisFacts } from './hollis-allocation-facts';

const ESTIMATE_WORDS: Partial<Record<BillLineModel['kind'], string>> = {
  CAM_ESTIMATE: 'Common area (CAM) estimate',
  TAX_ESTIMATE: 'Real estate tax estimate',
  INSURANCE_ESTIMATE: 'Insurance estimate',
};

export interface NoticeItems {
  past: [string, number][];
  current: [string, number][];
}

/** The notice's charges, past due first; checked against the model's total. */
export function noticeItems(m: PacketModel): NoticeItems {
  const b = m.bill;
  const month = monthYear(b.month);
  const out: NoticeItems = { past: [], current: [] };
  for (const x of b.lines) {
    if (x.kind === 'PAST_DUE') out.past.push([`${monthYear(x.period)} charges not received`, x.amountCents]);
    else if (x.kind === 'LATE_FEE')
      out.past.push([`Late charge – ${monthYear(x.period)} (Lease Section 4.2)`, x.amountCents]);
    else if (x.kind === 'BASE_RENT') out.current.push([`Base Rent – ${month}`, x.amountCents]);
    else if (x.kind === 'RECON') {
      const y = parseIso(x.period).y;
      out.current.push([
        `${y} allocation schedule – ${x.amountCents >= 0 ? 'balance due' : 'credit'}`,
        x.amountCents,
      ]);
    } else {
      const what = x.code === 'NNN' ? 'CAM, tax and insurance estimate' : (ESTIMATE_WORDS[x.kind] ?? x.label);
      out.current.push([`${what} – ${month}`, x.amountCents]);
    }
  }
  const total = [...out.past, ...out.current].reduce((a, [, v]) => a + v, 0);
  if (total !== b.totalCents)
    throw new Error(`hollis-allocation: notice items ${total} are not the bill's ${b.totalCents}`);
  return out;
}

export const noticeTitle = (m: PacketModel) => (m.bill.pastDueCents > 0 ? 'SECOND NOTICE' : 'RENT NOTICE');
export const totalLine = (m: PacketModel) =>
  `TOTAL NOW DUE BY ${fmtDate(m.bill.month, 'LONG').toUpperCase()} ${money(m.bill.totalCents)}`;

/** The reminder paragraph for an unpaid month (null without one). */
export function reminder(m: PacketModel): string | null {
  const due = m.bill.lines.find((x) => x.kind === 'PAST_DUE');
  if (!due) return null;
  const late = daysBetween(due.period, m.bill.invoiceDate);
  return `Our records show that your ${monthYear(due.period)} payment of ${money(due.amountCents)}, due ${fmtDate(due.period, 'LONG')}, has not been received${late > 0 ? ` and is now ${late} days past due` : ''}. A late charge under Section 4.2 of your Lease has been added. If your payment has crossed this notice in the mail, please disregard it.`;
}

export async function renderHollisAllocationBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = hollisFacts(m);
  const items = noticeItems(m);
  const w = writerWithDrawnFont(rng, ['Times'], {
    size: 11,
    margin: 60,
    date: b.invoiceDate,
    title: `${noticeTitle(m)} - ${l.tenant.name}`,
    author: l.landlord.name,
  });
  const d = w.doc;
  const top = d.y;
  w.font('bold', 15);
  d.text(l.landlord.name, w.left, top, { width: 300 });
  w.font('regular', 9.5);
  d.text(`Owner's office · ${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state}`, {
    width: 300,
  });
  const bx = w.right - 170;
  d.rect(bx, top, 170, 50).lineWidth(2).stroke();
  w.font('bold', 16);
  d.text(noticeTitle(m), bx, top + 9, { width: 170, align: 'center', lineBreak: false });
  w.font('bold', 10);
  d.text(b.pastDueCents > 0 ? 'PAST DUE' : `${monthYear(b.month).toUpperCase()}`, bx, top + 30, {
    width: 170,
    align: 'center',
    lineBreak: false,
  });
  d.y = top + 70;
  w.font('regular', 10.5);
  const keys = [
    `Notice date: ${fmtDate(b.invoiceDate, 'LONG')}`,
    `Account: ${b.accountNo}`,
    `Premises: ${l.property.suite}, ${l.property.name}`,
  ];
  d.text(keys.join('\n'), w.left, d.y, { lineGap: 2 });
  d.y += 10;
  d.text(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.street}, ${l.property.suite}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    w.left,
    d.y,
  );
  d.y += 14;
  const text = reminder(m);
  if (text) {
    d.text(text, w.left, d.y, { width: w.contentWidth });
    d.y += 10;
  }
  const block = (title: string, rows: [string, number][]) => {
    w.font('bold', 10.5);
    d.text(title, w.left, d.y);
    d.moveTo(w.left, d.y + 1)
      .lineTo(w.right, d.y + 1)
      .lineWidth(0.8)
      .stroke();
    d.y += 6;
    w.font('regular', 10.5);
    for (const [k, v] of rows) {
      const y = d.y;
      d.text(k, w.left + 10, y, { lineBreak: false });
      d.text(amt(v), w.right - 120, y, { width: 120, align: 'right', lineBreak: false });
      d.y = y + 16;
    }
    d.y += 8;
  };
  if (items.past.length) block('PAST DUE', items.past);
  block(`CURRENT CHARGES – ${monthYear(b.month).toUpperCase()}`, items.current);
  const y = d.y;
  d.rect(w.left, y, w.contentWidth, 26).lineWidth(1.2).stroke();
  w.font('bold', 12);
  const [label, figure] = [totalLine(m).slice(0, totalLine(m).lastIndexOf(' ')), money(b.totalCents)];
  d.text(label, w.left + 10, y + 7, { lineBreak: false });
  d.text(figure, w.right - 130, y + 7, { width: 120, align: 'right', lineBreak: false });
  d.y = y + 40;
  w.font('italic', 9.5);
  d.text(
    `Make checks payable to ${l.landlord.name}. Figures in parentheses are credits. Questions: ${f.signer}, Owner's office.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  w.font();
  return finishPdf(w);
}
