/**
 * Family "ridgeline-office" (decision 0083), the bill: the "RENT INVOICE" the national manager's
 * accounts-receivable system renders as a PDF and e-mails to the tenant's payables mailbox. A
 * system banner (sent from / to / on), the manager as agent for the Landlord, a ruled key block
 * (Invoice No., Invoice Date, Due Date, Tenant ID, Property), BILL TO and PREMISES, the charge lines
 * by **GL code** ("4010 Base Rent", "4210 OpEx Estimate", "4220 RE Tax Estimate", "4250 OpEx
 * Reconciliation 2024", "1200 Past Due Balance - Apr 2025", "4910 Late Fee - Apr 2025"), an
 * account summary, and a remit-to ACH block whose routing and account numbers are masked but for
 * their last four digits. Amounts "1,234.56", credits "-1,234.56", the total "$1,234.56".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addMonths, monthYear, parseIso } from '../format';
import type { BillLineModel, PacketModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { buildingOf, masked, type RidgelineBuilding } from './ridgeline-office-building';
import { suiteNo } from './ridgeline-office-lease';

/** The invoice's amounts: "1,234.56", a credit "-1,234.56". */
export const invMoney = (cents: number) => {
  const abs = Math.abs(cents);
  const t = `${String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${t}` : t;
};

/** The invoice total: "$1,234.56" ("-$1,234.56" for a credit). */
export const totalMoney = (cents: number) => (cents < 0 ? `-$${invMoney(-cents)}` : `$${invMoney(cents)}`);

/** "05/01/2025". */
export function slashDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/** The AR system's invoice number for a billed month: "TI412-2505-0310". */
export function invoiceNo(b: RidgelineBuilding, m: PacketModel, month: string): string {
  const [y, mo] = month.split('-');
  return `${b.propertyCode}-${y!.slice(2)}${mo}-${suiteNo(m).padStart(4, '0')}`;
}

/** A charge line's GL code, description and period as the AR system prints them. */
export function glCharge(ln: BillLineModel): { gl: string; desc: string; period: string } {
  const month = monthYear(ln.period, true);
  switch (ln.kind) {
    case 'BASE_RENT':
      return { gl: '4010', desc: 'Base Rent', period: month };
    case 'CAM_ESTIMATE':
      return ln.code === 'NNN'
        ? { gl: '4200', desc: 'OpEx / Tax / Insurance Estimate', period: month }
        : { gl: '4210', desc: 'OpEx Estimate', period: month };
    case 'OPEX_ESTIMATE':
      return { gl: '4210', desc: 'OpEx Estimate', period: month };
    case 'TAX_ESTIMATE':
      return { gl: '4220', desc: 'RE Tax Estimate', period: month };
    case 'INSURANCE_ESTIMATE':
      return { gl: '4230', desc: 'Insurance Estimate', period: month };
    case 'RECON': {
      const y = parseIso(ln.period).y;
      return { gl: '4250', desc: `OpEx Reconciliation ${y}`, period: `Jan-Dec ${y}` };
    }
    case 'PAST_DUE':
      return { gl: '1200', desc: `Past Due Balance - ${month}`, period: month };
    case 'LATE_FEE':
      return { gl: '4910', desc: `Late Fee - ${month} (Lease Section 3.3)`, period: month };
  }
}

export async function renderRidgelineOfficeBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = buildingOf(m);
  const bill = m.bill;
  const I = invMoney;
  const no = invoiceNo(b, m, bill.month);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 46,
    date: bill.invoiceDate,
    title: `Rent Invoice ${no}`,
    author: `${b.manager} - ${b.system}`,
    footer: `${b.system}  ·  ${b.managerShort} Accounts Receivable  ·  Invoice ${no}  ·  Page {n} of {total}`,
  });
  // ---- the system banner
  boxedRow(
    w,
    [
      {
        text: `E-mailed from ${b.arEmail} to ${b.tenantEmail} on ${slashDate(bill.invoiceDate)} by ${b.system}. Please do not reply to this address; direct questions to Accounts Receivable at ${b.phone}.`,
        x: w.left,
        width: w.contentWidth,
        shade: true,
      },
    ],
    7.5,
    { pad: 4, fill: '#f0f0f0' },
  );
  w.space(0.9);
  // ---- header
  const top = w.doc.y;
  w.font('bold', 13);
  w.doc.text(b.manager, w.left, top, { width: 290 });
  w.font('regular', 8.5);
  w.doc.text(
    `Accounts Receivable\n${b.office}\n${b.officeCity}\nAgent for ${l.landlord.name}`,
    w.left,
    w.doc.y + 1,
    { width: 290 },
  );
  const leftEnd = w.doc.y;
  const kx = w.right - 250;
  w.font('bold', 16);
  w.doc.text('RENT INVOICE', kx, top, { width: 250, align: 'right' });
  w.doc.y += 4;
  for (const [k, v] of [
    ['Invoice No.', no],
    ['Invoice Date', slashDate(bill.invoiceDate)],
    ['Due Date', slashDate(bill.month)],
    ['Tenant ID', b.tenantId],
    ['Property', `${b.propertyCode} ${b.building}`],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: kx, width: 80, bold: true, shade: true },
        { text: v, x: kx + 80, width: 170, align: 'right' },
      ],
      8.3,
      { pad: 2.5 },
    );
  w.doc.y = Math.max(leftEnd, w.doc.y) + 12;
  w.row(
    [
      {
        text: `BILL TO\n${l.tenant.name}\nAttn: Accounts Payable\n${l.property.street}, Suite ${suiteNo(m)}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
        x: w.left,
        width: 260,
      },
      {
        text: `PREMISES\n${b.building}\nSuite ${suiteNo(m)} - ${l.premisesRsf.toLocaleString('en-US')} RSF\nLandlord: ${l.landlord.name}`,
        x: w.left + 280,
        width: w.right - w.left - 280,
      },
    ],
    { size: 8.5, gap: 12 },
  );
  // ---- charges
  const X = [w.left, w.left + 60, w.left + 330, w.left + 420, w.right];
  const trow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(w, edgeCells(X, vals, ['left', 'left', 'left', 'right'], { bold: opt.bold }), {
      size: 8.8,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  trow(['GL Code', 'Description', 'Period', 'Amount'], { bold: true, line: 'both', shade: '#e6e6e6' });
  for (const ln of bill.lines) {
    const c = glCharge(ln);
    trow([c.gl, c.desc, c.period, I(ln.amountCents)]);
  }
  const sum = bill.lines.reduce((a, ln) => a + ln.amountCents, 0);
  if (sum !== bill.totalCents) throw new Error('ridgeline-office: invoice lines do not add up');
  trow(['', 'Invoice Total', '', I(sum)], { bold: true, line: 'top' });
  w.space(1);
  // ---- account summary
  const past = bill.lines.filter((ln) => ln.kind === 'PAST_DUE').reduce((a, ln) => a + ln.amountCents, 0);
  const sx = w.right - 250;
  const summaryTop = w.doc.y;
  for (const [k, v, bold] of [
    ['Current Charges', I(bill.totalCents - past), false],
    ['Past Due', I(past), false],
    [`TOTAL AMOUNT DUE ${slashDate(bill.month)}`, totalMoney(bill.totalCents), true],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: sx, width: 160, bold, shade: bold },
        { text: v, x: sx + 160, width: 90, align: 'right', bold },
      ],
      9,
      { pad: 4 },
    );
  const summaryEnd = w.doc.y;
  w.font('italic', 8);
  w.doc.text(
    past
      ? `Our records show the ${monthYear(addMonths(bill.month, -1))} invoice unpaid. A late fee has been assessed under Section 3.3 of your Lease.`
      : 'Thank you for your prompt payment.',
    w.left,
    summaryTop + 4,
    { width: sx - w.left - 16 },
  );
  w.font();
  w.doc.y = Math.max(summaryEnd, w.doc.y) + 14;
  // ---- remit to (ACH)
  w.ensure(130);
  const rtop = w.doc.y;
  w.doc.y = rtop + 6;
  w.row([{ text: 'REMIT TO - ACH / WIRE (preferred)', x: w.left + 8, width: 300, bold: true }], { gap: 4 });
  for (const [k, v] of [
    ['Beneficiary', l.landlord.name],
    ['Bank', `${b.bank}, ${b.bankCity}`],
    ['ABA Routing No.', masked(b.aba)],
    ['Account No.', masked(b.bankAccount)],
    ['Reference', `${no} / ${b.tenantId}`],
  ] as const)
    w.row(
      [
        { text: k, x: w.left + 8, width: 110, bold: true },
        { text: v, x: w.left + 120, width: 300 },
      ],
      { size: 8.5, gap: 1.5 },
    );
  w.para(
    `Full bank numbers are provided by ${b.managerShort} Accounts Receivable on a verified call-back to ${b.phone}. ${b.managerShort} will never change payment instructions by e-mail.`,
    { size: 7.8, style: 'italic', indent: 8, gap: 0.2 },
  );
  w.box(w.left, rtop, w.contentWidth, w.doc.y - rtop + 2, 0.6);
  return finishPdf(w);
}
