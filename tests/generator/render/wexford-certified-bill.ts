/**
 * Family "wexford-certified" (decision 0109), the bill: **the manager's "NOTICE OF ADJUSTED
 * MONTHLY ESTIMATES AND RENT DUE" letter**: letterhead, date (the model's invoice date), the
 * tenant's address block, "Re:", a paragraph telling the tenant that after the latest Operating
 * Cost Statement its monthly estimated payments change with the installment due on the 1st of the
 * billed month; **a table Estimated Payment | Previous Monthly | Adjusted Monthly | Change** (the
 * previous figures are the family's own, the adjusted ones the model's estimate lines), then
 * **"Amount due {date}"**: a dot-leader list of the month's charges (Minimum Rent, the adjusted
 * estimates, the statement's balance or credit, the unpaid prior installment and its late charge
 * citing the lease section) and the total; signed by the manager's accounts-receivable contact.
 * Every charge and the total come from the model; the renderer throws unless they add up.
 */
import { fmtDate, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { certifiedFacts, damt } from './wexford-certified-facts';
import { leaseSections } from './wexford-certified-lease';

const ESTIMATE_NAMES: Record<string, string> = {
  CAM_ESTIMATE: 'Common Area Charges',
  TAX_ESTIMATE: 'Real estate taxes',
  INSURANCE_ESTIMATE: 'Insurance',
  OPEX_ESTIMATE: 'Operating Costs over Base Operating Costs',
};

const estimateName = (x: BillLineModel) =>
  x.kind === 'CAM_ESTIMATE' && x.code === 'NNN'
    ? 'Common Area Charges (incl. taxes and insurance)'
    : (ESTIMATE_NAMES[x.kind] ?? x.label);

/** The estimate table: [name, previous, adjusted, change] (cents). */
export function estimateRows(m: PacketModel): { name: string; previous: number; adjusted: number }[] {
  const f = certifiedFacts(m);
  return m.bill.lines
    .filter((x) => x.kind.endsWith('_ESTIMATE'))
    .map((x) => ({ name: estimateName(x), previous: f.previous[x.kind]!, adjusted: x.amountCents }));
}

/** The lease section a charge cites. */
export const sectionOf = (m: PacketModel, caption: string) =>
  leaseSections(m).find((s) => s.caption === caption)!.no;

/** The "Amount due" list: [label, cents]; checked against the model's total. */
export function amountDue(m: PacketModel): [string, number][] {
  const b = m.bill;
  const month = monthYear(b.month);
  const out: [string, number][] = [];
  for (const x of b.lines) {
    switch (x.kind) {
      case 'BASE_RENT':
        out.push([`Minimum Rent, ${month}`, x.amountCents]);
        break;
      case 'RECON': {
        const y = parseIso(x.period).y;
        out.push([
          x.amountCents >= 0
            ? `${y} Operating Cost Statement, balance due`
            : `${y} Operating Cost Statement, amount refundable to you`,
          x.amountCents,
        ]);
        break;
      }
      case 'PAST_DUE':
        out.push([`Unpaid installment due ${fmtDate(x.period, 'LONG')}`, x.amountCents]);
        break;
      case 'LATE_FEE':
        out.push([
          `Late charge on the ${monthYear(x.period)} installment (Lease Section ${sectionOf(m, 'Payment; Late Charge')})`,
          x.amountCents,
        ]);
        break;
      default:
        out.push([`${estimateName(x)}, adjusted monthly estimate, ${month}`, x.amountCents]);
    }
  }
  const sum = out.reduce((a, [, v]) => a + v, 0);
  if (sum !== b.totalCents)
    throw new Error(`wexford-certified: charges ${sum} are not the bill's ${b.totalCents}`);
  return out;
}

export const NOTICE_TITLE = 'NOTICE OF ADJUSTED MONTHLY ESTIMATES AND RENT DUE';

export async function renderWexfordCertifiedBill(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const f = certifiedFacts(m);
  const w = new PdfWriter({
    font: 'Times',
    size: 10.5,
    margin: 64,
    date: b.invoiceDate,
    title: `${NOTICE_TITLE} ${l.tenant.name}`,
    author: l.property.manager,
    footer: null,
  });
  const d = w.doc;
  const est = estimateRows(m);
  const due = amountDue(m);
  const lastStmt = m.statements.at(-1)!;
  w.font('bold', 13);
  d.text(l.property.manager, w.left, d.y, { width: w.contentWidth, align: 'center' });
  w.font('regular', 9);
  d.text(`Managing Agent for ${l.landlord.name} · ${l.property.managerStreet}`, w.left, d.y, {
    width: w.contentWidth,
    align: 'center',
  });
  d.moveTo(w.left, d.y + 3)
    .lineTo(w.right, d.y + 3)
    .lineWidth(0.6)
    .stroke();
  d.y += 18;
  w.font('regular', 10.5);
  d.text(fmtDate(b.invoiceDate, 'LONG'), w.left, d.y);
  d.y += 10;
  d.text(
    `${l.tenant.contact}\n${l.tenant.name}\n${l.property.street}, ${l.property.suite}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    w.left,
    d.y,
  );
  d.y += 10;
  w.font('bold', 10.5);
  d.text(`Re: ${NOTICE_TITLE}`, w.left, d.y);
  w.font('regular', 10.5);
  d.text(
    `${l.property.name}, ${l.property.suite} · Account ${b.accountNo} · Notice ${f.noticeNo}`,
    w.left,
    d.y,
  );
  d.y += 10;
  d.text(`Dear ${l.tenant.contact}:`, w.left, d.y);
  d.y += 6;
  const sec = sectionOf(m, 'Estimated Payments');
  d.text(
    `Following the ${lastStmt.year} Operating Cost Statement, and as Section ${sec} of your Lease permits, we have revised the estimate of your Common Area Charges. Beginning with the installment due ${fmtDate(b.month, 'LONG')}, your monthly estimated payments are adjusted as follows:`,
    w.left,
    d.y,
    { width: w.contentWidth, align: 'justify' },
  );
  d.y += 10;
  const xs = [w.left, w.left + 220, w.left + 310, w.left + 400];
  const ws = [216, 86, 86, 84];
  const row = (cells: string[], bold = false) =>
    w.row(
      cells.map((t, i) => ({
        text: t,
        x: xs[i]!,
        width: ws[i]!,
        align: (i ? 'right' : 'left') as 'left' | 'right',
        bold,
      })),
      { gap: 2 },
    );
  row(['Estimated Payment', 'Previous Monthly', 'Adjusted Monthly', 'Change'], true);
  d.moveTo(w.left, d.y - 1)
    .lineTo(w.left + 484, d.y - 1)
    .lineWidth(0.5)
    .stroke();
  d.y += 2;
  for (const r of est) row([r.name, damt(r.previous), damt(r.adjusted), damt(r.adjusted - r.previous)]);
  d.y += 12;
  w.font('bold', 10.5);
  d.text(`Amount due ${fmtDate(b.month, 'LONG')}`, w.left, d.y);
  d.y += 4;
  w.font('regular', 10.5);
  const lead = (label: string, v: string, bold = false) => {
    const y = d.y;
    w.font(bold ? 'bold' : 'regular', 10.5);
    const lw = d.widthOfString(label);
    const vw = d.widthOfString(v);
    const x1 = w.left + 400;
    d.text(label, w.left + 10, y, { lineBreak: false });
    const dw = d.widthOfString('.');
    const start = w.left + 10 + lw + 4;
    const end = x1 + 84 - vw - 4;
    if (end > start) d.text('.'.repeat(Math.floor((end - start) / dw)), start, y, { lineBreak: false });
    d.text(v, x1, y, { width: 84, align: 'right', lineBreak: false });
    d.y = y + 14;
  };
  for (const [k, v] of due) lead(k, damt(v));
  d.moveTo(w.left + 420, d.y - 2)
    .lineTo(w.left + 484, d.y - 2)
    .lineWidth(0.5)
    .stroke();
  lead(`TOTAL DUE ${fmtDate(b.month, 'LONG').toUpperCase()}`, damt(b.totalCents), true);
  d.y += 10;
  w.font('regular', 10.5);
  d.text(
    `Please make your check payable to ${l.landlord.name} and mail it to ${l.property.manager}, ${l.property.managerStreet}, or pay by ACH using your account number. A late charge applies to any installment not received within ${l.lateFee.graceDays} days after it is due. If you have questions about the Operating Cost Statement, please call our office.`,
    w.left,
    d.y,
    { width: w.contentWidth, align: 'justify' },
  );
  d.y += 14;
  d.text('Very truly yours,', w.left, d.y);
  d.y += 18;
  d.text(`${l.property.manager}\nAccounts Receivable`, w.left, d.y);
  w.font();
  return finishPdf(w);
}
