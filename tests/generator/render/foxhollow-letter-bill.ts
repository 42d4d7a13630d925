/**
 * Family "foxhollow-letter" (decision 0094), the bill: the bookkeeper's "RENT REMINDER", a
 * postcard-style half-page notice in a dashed frame on the top half of a letter page (the lower
 * half left blank below a "cut here" line): the owner and the building, the tenant, the month, a
 * short list "Rent ... / CAM-tax-insurance estimate ... / Reconciliation balance ... / Unpaid
 * (May) ... / Late charge (May) ... / Please pay ..." and a handwritten-style note in italics
 * ("Thank you! – M.").
 *
 * Every truth figure comes from the model (model.ts); the rows add up to the model's total, the
 * renderer throws otherwise.
 */
import { fmtDate, money, monthYear, parseIso } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import { foxhollowFacts, officeAddress } from './foxhollow-letter-facts';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** The reminder's amounts: "$1,234.56", a credit "($1,234.56)". */
export const reminderMoney = (cents: number) => money(cents, { parens: true });

const monthName = (iso: string) => monthYear(iso).split(' ')[0]!;

/** The reminder's rows in print order: [label, cents]; the estimates printed as one row. */
export function reminderRows(m: PacketModel): [string, number][] {
  const b = m.bill;
  const rows: [string, number][] = [];
  const of = (k: string) => b.lines.filter((x) => x.kind === k);
  for (const x of of('BASE_RENT')) rows.push([`Rent, ${monthYear(b.month)}`, x.amountCents]);
  const est = b.lines.filter((x) =>
    ['CAM_ESTIMATE', 'TAX_ESTIMATE', 'INSURANCE_ESTIMATE', 'OPEX_ESTIMATE'].includes(x.kind),
  );
  if (est.length)
    rows.push([
      m.lease.leaseType === 'BASE_YEAR'
        ? 'Operating cost estimate (over Base Amount)'
        : 'CAM-tax-insurance estimate',
      est.reduce((a, x) => a + x.amountCents, 0),
    ]);
  for (const x of of('RECON'))
    rows.push([
      x.amountCents < 0
        ? `Reconciliation credit (${parseIso(x.period).y})`
        : `Reconciliation balance (${parseIso(x.period).y})`,
      x.amountCents,
    ]);
  for (const x of of('PAST_DUE')) rows.push([`Unpaid from ${monthName(x.period)}`, x.amountCents]);
  for (const x of of('LATE_FEE')) rows.push([`Late charge (${monthName(x.period)})`, x.amountCents]);
  const total = rows.reduce((a, r) => a + r[1], 0);
  if (total !== b.totalCents)
    throw new Error(`foxhollow-letter: reminder rows ${total} do not add up to the bill's ${b.totalCents}`);
  return rows;
}

export async function renderFoxhollowLetterBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = foxhollowFacts(m);
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 10,
    margin: 54,
    date: b.invoiceDate,
    title: `Rent Reminder - ${monthYear(b.month)} - ${l.property.suite}`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  const half = d.page.height / 2;
  const x0 = w.left;
  const y0 = 40;
  const cardW = w.contentWidth;
  const ix = x0 + 18;
  const iw = cardW - 36;
  d.y = y0 + 14;
  w.font('bold', 8.5);
  d.text(l.landlord.name, ix, d.y, { width: iw / 2 });
  w.font('regular', 8.5);
  d.text(
    `${officeAddress(m)}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    ix,
    d.y,
    {
      width: iw / 2,
    },
  );
  w.font('bold', 20);
  d.text('RENT REMINDER', ix + iw / 2, y0 + 14, { width: iw / 2, align: 'right' });
  w.font('regular', 9);
  d.text(`${monthYear(b.month)}  ·  due ${fmtDate(b.month, 'LONG')}`, ix + iw / 2, d.y + 2, {
    width: iw / 2,
    align: 'right',
  });
  d.y = y0 + 62;
  w.font('regular', 9.5);
  d.text(`To: ${l.tenant.name}, ${l.property.suite}`, ix, d.y, { width: iw });
  d.y += 10;
  const listX = ix + 20;
  const listW = Math.min(330, iw - 40);
  for (const [label, cents] of reminderRows(m))
    w.leader(label, reminderMoney(cents), { x: listX, width: listW, size: 10 });
  d.moveTo(listX + listW - 80, d.y)
    .lineTo(listX + listW, d.y)
    .lineWidth(0.6)
    .stroke();
  d.y += 4;
  w.leader('Please pay', reminderMoney(b.totalCents), { x: listX, width: listW, size: 11, bold: true });
  d.y += 8;
  w.font('regular', 8);
  d.text(
    `Checks to ${l.landlord.name}, by mail or in the rent box by the ${f.street.replace(/^\d+ /, '')} door. Questions: ${f.bookkeeper}, ${f.phone}.`,
    listX,
    d.y,
    { width: listW + 40 },
  );
  d.font('Times-Italic').fontSize(16);
  d.text(`Thank you! – ${f.initial}.`, x0 + cardW - 190, d.y + 14, { width: 170, align: 'right' });
  // the postcard's dashed frame around what it holds (about 4 by 6 inches or a little more)
  const cardH = Math.min(half - y0 - 24, Math.max(250, d.y + 16 - y0));
  d.save();
  d.rect(x0, y0, cardW, cardH).dash(4, { space: 3 }).lineWidth(0.8).stroke();
  d.undash();
  d.restore();
  // cut line across the page's middle
  w.font('regular', 7);
  d.save();
  d.moveTo(20, half)
    .lineTo(d.page.width - 20, half)
    .dash(2, { space: 3 })
    .lineWidth(0.4)
    .stroke();
  d.undash();
  d.restore();
  d.text('cut here', d.page.width / 2 - 15, half + 3, { lineBreak: false });
  d.x = w.left;
  d.y = half + 20;
  w.font();
  return finishPdf(w);
}
