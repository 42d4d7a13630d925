/**
 * Family "northshore-outlets" (decision 0082), the bill: the Canadian REIT's "STATEMENT OF ACCOUNT"
 * from its U.S. accounts receivable desk, aged as at the billed month's first day. Each open charge
 * (Date, Due Date, Document, Description) stands with its amount in the column of its age (Current /
 * 30 Days / 60 Days / 90+ Days), an unpaid month listed charge by charge; an aging strip gives the
 * bucket totals and the Total Amount Due; numeric dates are DD/MM/YYYY with a legend saying so.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, addMonths, parseIso } from '../format';
import { type BillLineModel, type PacketModel, scheduledRent } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { centreOf, dmyLong, dmySlash, fig, monthWords } from './northshore-outlets-centre';

/** The aging buckets, by the months between a charge's due date and the as-at date. */
export const BUCKETS = ['Current', '30 Days', '60 Days', '90+ Days'] as const;

/** One open charge of the statement of account. */
export interface OpenCharge {
  date: string;
  due: string;
  doc: string;
  desc: string;
  amount: number;
  bucket: number;
}

/** The charge's description for a billed month ("Basic Rent – June 2025"). */
function describe(ln: BillLineModel, month: string): string {
  switch (ln.kind) {
    case 'BASE_RENT':
      return `Basic Rent – ${monthWords(month)}`;
    case 'CAM_ESTIMATE':
      return ln.code === 'NNN'
        ? `Additional Rent – Operating Costs and Realty Taxes instalment – ${monthWords(month)}`
        : `Operating Costs – monthly instalment – ${monthWords(month)}`;
    case 'OPEX_ESTIMATE':
      return `Additional Rent – monthly instalment – ${monthWords(month)}`;
    case 'TAX_ESTIMATE':
      return `Realty Taxes – monthly instalment – ${monthWords(month)}`;
    case 'INSURANCE_ESTIMATE':
      return `Operating Costs (insurance) – monthly instalment – ${monthWords(month)}`;
    default:
      return ln.label;
  }
}

/**
 * The statement's open charges, aged as at the billed month's first day: the month's charges
 * (Current), the late charge (posted after the grace period, due with the month's Rent: Current),
 * the reconciliation, and an unpaid prior month listed charge by charge (30 Days), its rent the
 * scheduled rent of that month and its instalments the month's (adding up to the model's past-due
 * amount).
 */
export function openCharges(m: PacketModel): OpenCharge[] {
  const bill = m.bill;
  const c = centreOf(m);
  const month = bill.month;
  const prev = addMonths(month, -1);
  const unitNo = c.unit.replace(/\D/g, '');
  const yymm = (d: string) => `${d.slice(2, 4)}${d.slice(5, 7)}`;
  const bucket = (due: string) => {
    const a = parseIso(due);
    const b = parseIso(month);
    return Math.min(3, Math.max(0, (b.y - a.y) * 12 + (b.m - a.m)));
  };
  const out: OpenCharge[] = [];
  const recurring = bill.lines.filter(
    (ln) => ln.kind !== 'PAST_DUE' && ln.kind !== 'LATE_FEE' && ln.kind !== 'RECON',
  );
  const pastDue = bill.lines.find((ln) => ln.kind === 'PAST_DUE');
  if (pastDue) {
    const priorRent = scheduledRent(m.lease.rentSchedule, prev);
    const est = recurring.filter((ln) => ln.kind !== 'BASE_RENT');
    if (priorRent + est.reduce((a, ln) => a + ln.amountCents, 0) !== pastDue.amountCents)
      throw new Error('northshore-outlets: the unpaid month does not add up to the past-due amount');
    out.push({
      date: prev,
      due: prev,
      doc: `INV-${yymm(prev)}-${unitNo}`,
      desc: describe(recurring.find((ln) => ln.kind === 'BASE_RENT')!, prev),
      amount: priorRent,
      bucket: bucket(prev),
    });
    for (const ln of est)
      out.push({
        date: prev,
        due: prev,
        doc: `INV-${yymm(prev)}-${unitNo}`,
        desc: describe(ln, prev),
        amount: ln.amountCents,
        bucket: bucket(prev),
      });
  }
  const late = bill.lines.find((ln) => ln.kind === 'LATE_FEE');
  if (late)
    out.push({
      date: addDays(prev, m.lease.lateFee.graceDays + 1),
      due: month,
      doc: `LPC-${yymm(prev)}-${unitNo}`,
      desc: `Late payment charge – ${monthWords(prev)} arrears (Basic Term 1.20)`,
      amount: late.amountCents,
      bucket: bucket(month),
    });
  for (const ln of recurring)
    out.push({
      date: month,
      due: month,
      doc: `INV-${yymm(month)}-${unitNo}`,
      desc: describe(ln, month),
      amount: ln.amountCents,
      bucket: 0,
    });
  const recon = bill.lines.find((ln) => ln.kind === 'RECON');
  if (recon) {
    const { y } = parseIso(recon.period);
    out.push({
      date: month,
      due: month,
      doc: `ADJ-${y}-${unitNo}`,
      desc: `Annual Statement ${y} – Operating Costs and Realty Taxes – ${recon.amountCents < 0 ? 'credit' : 'amount owing'}`,
      amount: recon.amountCents,
      bucket: 0,
    });
  }
  return out;
}

export async function renderNorthshoreOutletsBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = centreOf(m);
  const bill = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 40,
    date: bill.invoiceDate,
    title: `Statement of Account ${c.tenantId} ${dmySlash(bill.invoiceDate)}`,
    author: c.reit,
    footer: `${c.reit}  ·  Statement of Account  ·  ${c.tenantId}  ·  Page {n} of {total}`,
  });
  // ---- header
  const top = w.doc.y;
  w.font('bold', 12);
  w.doc.text(c.reit, w.left, top, { width: 290 });
  w.font('regular', 8.5);
  w.doc.text(
    `on behalf of ${l.landlord.name}\nAccounts Receivable – U.S. Portfolio\n${c.headOffice.join('\n')}\n${c.phone}  ·  ${c.email}`,
    w.left,
    w.doc.y + 1,
    { width: 290 },
  );
  const leftEnd = w.doc.y;
  w.doc.y = top;
  const bx = w.right - 210;
  w.font('bold', 14);
  w.doc.text('STATEMENT OF ACCOUNT', bx, top, { width: 210, align: 'right' });
  w.doc.y += 4;
  for (const [k, v] of [
    ['Statement Date', dmySlash(bill.invoiceDate)],
    ['Aged as at', dmySlash(bill.month)],
    ['Tenant ID', c.tenantId],
    ['Currency', 'USD'],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: bx, width: 100, bold: true, shade: true },
        { text: v, x: bx + 100, width: 110, align: 'right' },
      ],
      8.5,
      { pad: 3 },
    );
  w.doc.y = Math.max(leftEnd, w.doc.y) + 10;
  w.row(
    [
      {
        text: `${l.tenant.name}\no/a ${c.tradeName}\nAttention: Accounts Payable – ${l.tenant.contact}\n${c.unit}, ${c.centre}\n${c.street}\n${c.city}, ${c.state} ${c.zip}`,
        x: w.left,
        width: 280,
      },
      {
        text: `Shopping Centre: ${c.centre}\nPremises: ${c.unit}\nLandlord: ${l.landlord.name}`,
        x: w.left + 300,
        width: w.contentWidth - 300,
      },
    ],
    { size: 8.5, gap: 8 },
  );
  w.para(
    `Dates are shown as DD/MM/YYYY (day/month/year): ${dmySlash(bill.month)} is ${dmyLong(bill.month)}. Each open charge is shown in the column of its age as at ${dmySlash(bill.month)}.`,
    { size: 8, style: 'italic', gap: 0.5 },
  );
  // ---- the open charges, each in its aging column
  const X = [
    w.left,
    w.left + 48,
    w.left + 96,
    w.left + 156,
    w.left + 332,
    w.left + 382,
    w.left + 432,
    w.left + 482,
    w.right,
  ];
  const trow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(
      w,
      edgeCells(X, vals, ['left', 'left', 'left', 'left', 'right', 'right', 'right', 'right'], {
        bold: opt.bold,
      }),
      { size: 8, line: opt.line ?? null, shade: opt.shade ?? null },
    );
  trow(['Date', 'Due Date', 'Document', 'Description', ...BUCKETS], {
    bold: true,
    line: 'both',
    shade: '#e6e6e6',
  });
  const charges = openCharges(m);
  for (const ch of charges) {
    const cells = ['', '', '', ''];
    cells[ch.bucket] = fig(ch.amount);
    trow([dmySlash(ch.date), dmySlash(ch.due), ch.doc, ch.desc, ...cells]);
  }
  const totals = BUCKETS.map((_, k) =>
    charges.filter((ch) => ch.bucket === k).reduce((a, ch) => a + ch.amount, 0),
  );
  const total = totals.reduce((a, v) => a + v, 0);
  if (total !== bill.totalCents)
    throw new Error('northshore-outlets: the statement of account does not add up');
  trow(['', '', '', 'Totals', ...totals.map(fig)], { bold: true, line: 'double' });
  w.space(1);
  // ---- the aging strip
  const sx = w.left + 60;
  const cw = (w.contentWidth - 120) / 5;
  const cells = (vals: string[], bold: boolean, shade: boolean) =>
    vals.map((v, k) => ({
      text: v,
      x: sx + k * cw,
      width: cw,
      align: 'center' as const,
      bold: bold || k === 4,
      shade: shade || k === 4,
    }));
  boxedRow(w, cells([...BUCKETS, 'Total Amount Due'], true, true), 8.5, { pad: 4 });
  boxedRow(w, cells([...totals.map(fig), fig(total)], false, false), 9, { pad: 5 });
  w.space(1);
  w.para(`TOTAL AMOUNT DUE BY ${dmySlash(bill.month)}: US$${fig(total)}`, {
    style: 'bold',
    size: 10,
    align: 'right',
    gap: 0.8,
  });
  // ---- remittance
  w.heading('REMITTANCE', { size: 9, gap: 0.15 });
  w.para(
    `Please make cheques payable to ${l.landlord.name} and mail them to: ${l.landlord.name}, c/o ${c.reit}, P.O. Box ${c.lockbox}, ${c.lockboxCity}. Electronic funds transfer: ${c.bank}, for the account of ${l.landlord.name}; please quote Tenant ID ${c.tenantId} with every payment.`,
    { size: 8.5, align: 'justify', gap: 0.4 },
  );
  w.para(
    `Amounts in the 30 Days, 60 Days and 90+ Days columns are past due and bear the late payment charge and interest provided in Section 3.3 of the Lease. Amounts in brackets are credits. Questions about this statement: Accounts Receivable – U.S. Portfolio, ${c.phone}, ${c.email}.`,
    { size: 8, style: 'italic', gap: 0.3 },
  );
  return finishPdf(w);
}
