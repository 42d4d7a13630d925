/**
 * Family "tidewater-questions" (decision 0112), the bill: **a rent statement faxed by the owner's
 * bookkeeper**: the fax machine's header line along the top edge ("JUN-24-2024 09:14 FROM
 * (512) 555-0134 TO (512) 555-0199 P.01/01", Courier), a "FACSIMILE TRANSMITTAL" cover block
 * (To, Company, Fax, From, Phone, Date = the model's invoice date, Pages, Re), a one-line
 * message, then **"RENT STATEMENT – {month}"**: Description | Amount, the month's Base Rent and
 * estimates, the last memo's debit or credit (a credit "1,234.56 CR"), the unpaid month and its
 * late charge citing the lease's answer, **"PLEASE REMIT"** and the total with the due date, and
 * a confidentiality notice. Every charge and the total come from the model; the renderer throws
 * unless they add up.
 */
import { fmtDate, money, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { fig, questionsFacts, signed } from './tidewater-questions-facts';
import { answerNo } from './tidewater-questions-lease';

const ESTIMATE_NAMES: Record<string, string> = {
  CAM_ESTIMATE: 'Common area estimate',
  TAX_ESTIMATE: 'Real estate tax estimate',
  INSURANCE_ESTIMATE: 'Insurance estimate',
  OPEX_ESTIMATE: 'Operating expense estimate (over Base Year)',
};

const estimateName = (x: BillLineModel) =>
  x.kind === 'CAM_ESTIMATE' && x.code === 'NNN'
    ? 'Operating expense estimate (CAM, taxes, insurance)'
    : (ESTIMATE_NAMES[x.kind] ?? x.label);

/** The statement's charges: [description, cents]; checked against the model's total. */
export function charges(m: PacketModel): [string, number][] {
  const b = m.bill;
  const f = questionsFacts(m);
  const month = monthYear(b.month);
  const out: [string, number][] = [];
  for (const x of b.lines) {
    switch (x.kind) {
      case 'BASE_RENT':
        out.push([`Base Rent – ${month}`, x.amountCents]);
        break;
      case 'RECON': {
        const y = parseIso(x.period).y;
        out.push([
          `${y} reconciliation – ${x.amountCents >= 0 ? 'Debit' : 'Credit'} Memo ${f.memoNo[y] ?? ''}`.trim(),
          x.amountCents,
        ]);
        break;
      }
      case 'PAST_DUE':
        out.push([`Unpaid balance – ${monthYear(x.period)}`, x.amountCents]);
        break;
      case 'LATE_FEE':
        out.push([
          `Late charge – ${monthYear(x.period)} (Lease, Answer ${answerNo(m, 'late')})`,
          x.amountCents,
        ]);
        break;
      default:
        out.push([`${estimateName(x)} – ${month}`, x.amountCents]);
    }
  }
  const sum = out.reduce((a, [, v]) => a + v, 0);
  if (sum !== b.totalCents)
    throw new Error(`tidewater-questions: charges ${sum} are not the bill's ${b.totalCents}`);
  return out;
}

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** The fax machine's header line. */
export function faxHeader(m: PacketModel): string {
  const f = questionsFacts(m);
  const { y, m: mo, d } = parseIso(m.bill.invoiceDate);
  return `${MON[mo - 1]}-${String(d).padStart(2, '0')}-${y} ${f.faxTime} FROM ${f.ownerFax} TO ${f.tenantFax} P.01/01`;
}

export const FAX_TITLE = 'FACSIMILE TRANSMITTAL';
export const remitLine = (m: PacketModel) => `PLEASE REMIT BY ${fmtDate(m.bill.month, 'LONG').toUpperCase()}`;

export async function renderTidewaterQuestionsBill(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = questionsFacts(m);
  const w = new PdfWriter({
    font: 'Helvetica',
    size: 10,
    margin: 56,
    date: b.invoiceDate,
    title: `Fax - Rent Statement ${monthYear(b.month)} - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  const rows = charges(m);
  d.font('Courier').fontSize(8);
  d.text(faxHeader(m), w.left, 22, { width: w.contentWidth, lineBreak: false });
  d.y = w.margin;
  w.font('bold', 22);
  d.text('F A X', w.left, d.y, { lineBreak: false });
  w.font('bold', 12);
  d.text(l.landlord.name, w.left + 110, d.y + 2, { width: w.contentWidth - 110, align: 'right' });
  w.font('regular', 9);
  d.text(`${l.property.managerStreet} · Tel ${f.ownerPhone} · Fax ${f.ownerFax}`, w.left + 110, d.y, {
    width: w.contentWidth - 110,
    align: 'right',
  });
  d.y += 10;
  w.font('bold', 11);
  d.text(FAX_TITLE, w.left, d.y);
  const by = d.y + 4;
  const fields: [string, string][] = [
    ['To:', l.tenant.contact],
    ['Company:', l.tenant.name],
    ['Fax:', f.tenantFax],
    ['From:', `${f.bookkeeper}, Bookkeeper`],
    ['Phone:', f.ownerPhone],
    ['Date:', fmtDate(b.invoiceDate, 'LONG')],
    ['Pages:', '1 (including this cover)'],
    ['Re:', `Rent statement – ${monthYear(b.month)} · Account ${b.accountNo}`],
  ];
  d.rect(w.left, by, w.contentWidth, fields.length * 15 + 10)
    .lineWidth(0.8)
    .stroke();
  fields.forEach(([k, v], i) => {
    const y = by + 7 + i * 15;
    w.font('bold', 10);
    d.text(k, w.left + 10, y, { width: 70, lineBreak: false });
    w.font('regular', 10);
    d.text(v, w.left + 84, y, { width: w.contentWidth - 94, lineBreak: false });
  });
  d.y = by + fields.length * 15 + 22;
  w.font('regular', 10);
  d.text(
    `${l.tenant.contact} – here is your rent statement for ${monthYear(b.month)} for ${l.property.name}, ${l.property.suite}. Thank you.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  d.y += 12;
  w.font('bold', 11);
  d.text(`RENT STATEMENT – ${monthYear(b.month).toUpperCase()}`, w.left, d.y);
  d.y += 4;
  const ax = w.right - 110;
  w.font('bold', 10);
  const hy = d.y;
  d.text('Description', w.left, hy, { lineBreak: false });
  d.text('Amount', ax, hy, { width: 110, align: 'right', lineBreak: false });
  d.moveTo(w.left, hy + 12)
    .lineTo(w.right, hy + 12)
    .lineWidth(0.6)
    .stroke();
  d.y = hy + 17;
  w.font('regular', 10);
  for (const [k, v] of rows) {
    const y = d.y;
    d.text(k, w.left, y, { lineBreak: false });
    d.text(signed(v), ax, y, { width: 110, align: 'right', lineBreak: false });
    d.y = y + 15;
  }
  d.moveTo(ax + 30, d.y - 2)
    .lineTo(w.right, d.y - 2)
    .lineWidth(0.6)
    .stroke();
  w.font('bold', 11);
  const ty = d.y + 2;
  d.text(remitLine(m), w.left, ty, { lineBreak: false });
  d.text(money(b.totalCents), ax, ty, { width: 110, align: 'right', lineBreak: false });
  d.y = ty + 24;
  w.font('regular', 9.5);
  d.text(
    `Make checks payable to ${l.landlord.name} and mail to ${l.property.manager}, ${l.property.managerStreet}. Rent not received within ${l.lateFee.graceDays} days of the due date is late (Lease, Answer ${answerNo(m, 'late')}). Amounts marked CR are credits. Balance shown: ${fig(b.totalCents)}.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  d.y += 20;
  w.font('italic', 8);
  d.text(
    'CONFIDENTIALITY NOTICE: This facsimile is intended only for the addressee named above. If you have received it in error, please call us at the number above and destroy it. Thank you.',
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  w.font();
  return finishPdf(w);
}
