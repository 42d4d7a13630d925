/**
 * Family "northgate-office" (decision 0065): office suites in a suburban office park of an
 * institutional owner, managed by a third-party manager on a Yardi-style property-management
 * system.
 *
 * - Lease (northgate-office-lease.ts): numbered Fundamental Lease Provisions on the cover pages
 *   ("Tenant's Proportionate Share: 3.42%", "Base Year: calendar year 2022", Annual Fixed Rent by
 *   period, Rent Adjustment Dates), then the articles in two columns per page with the areas in
 *   Article 2.
 * - Statement: a "TENANT ESCALATION STATEMENT" as the manager's system prints it: a key block
 *   (Statement Date, Statement Period, Property, Lease ID, Unit), an escalation table
 *   Description | Building Total | Base Year Amount | Increase | Tenant % | Tenant Share (one row
 *   per expense group, then the total row that carries the base year, the increase, the share and
 *   the tenant's amount), the result lines ("Less: Estimated Payments Billed", "Balance Due /
 *   (Credit)"), then "Schedule A - Operating Expense Detail". No "$" except on the result lines,
 *   credits in parentheses "(1,234.56)", ISO dates "2025-03-04".
 * - Bill: an e-mailed "Rent Invoice": the printed e-mail header (From / Sent / To / Subject), a
 *   ruled header table Invoice # | Invoice Date | Due Date | Lease ID | Unit, charge lines with
 *   GL-style descriptions ("Base Rent - Office", "Op Ex Escalation Est."), ACH instructions.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { SectionKey } from '../data';
import { addDays, addMonths, commas, money, monthYear } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { Cell } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { parkOf } from './northgate-office-park';

export { renderNorthgateOfficeLease } from './northgate-office-lease';

/** "1,234.56"; credits "(1,234.56)"; no "$" (the manager's reports print it on results only). */
export function northgateMoney(cents: number): string {
  return money(cents, { dollar: false, parens: true });
}

/** The invoice's money: "$1,234.56", credits "($1,234.56)". */
export function northgateInvoiceMoney(cents: number): string {
  return money(cents, { parens: true });
}

/** The expense groups of the escalation table, one per model section. */
export const GROUPS: Record<SectionKey, string> = {
  CAM: 'Operating Expenses',
  UTIL: 'Utilities',
  TAX: 'Real Estate Taxes',
  INS: 'Insurance',
};

// ---------------------------------------------------------------- statement

export async function renderNorthgateOfficeStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const k = parkOf(m);
  const n = s.numbers;
  const M = northgateMoney;
  const baseYear = s.base !== null;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 8.5,
    margin: 44,
    date: s.date,
    title: `Tenant Escalation Statement ${s.year} - ${k.leaseId}`,
    author: l.property.manager,
    footer: `${k.propertyCode} / ${k.leaseId}    Tenant Escalation Statement ${s.year}    Page {n} of {total}`,
  });
  const share = `${s.sharePct.toFixed(s.shareDecimals)}%`;

  // ---- letterhead and key block
  const top = w.doc.y;
  w.font('bold', w.size + 3);
  w.doc.text(l.landlord.name, w.left, top, { width: 300 });
  w.font('regular');
  w.doc.text(
    `c/o ${l.property.manager}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    w.left,
    w.doc.y + 1,
    { width: 300 },
  );
  const leftBottom = w.doc.y;
  w.doc.y = top;
  const kx = w.right - 220;
  const kv: [string, string][] = [
    ['Statement Date', s.date],
    ['Statement Period', `${s.year}-01-01 to ${s.year}-12-31`],
    ['Property', `${k.propertyCode} - ${k.name}, ${k.building}`],
    ['Lease ID', k.leaseId],
    ['Unit', k.unit],
  ];
  for (const [a, b] of kv)
    w.row(
      [
        { text: a, x: kx, width: 78, bold: true },
        { text: b, x: kx + 80, width: 140 },
      ],
      { gap: 0.5 },
    );
  w.doc.y = Math.max(w.doc.y, leftBottom) + 8;
  w.heading('TENANT ESCALATION STATEMENT', { align: 'center', size: w.size + 4, gap: 0.1 });
  w.para(
    baseYear
      ? `Operating Expense Escalation - Base Year ${s.base!.year}`
      : 'Operating Expense Recovery - Net Lease',
    { align: 'center', gap: 0.6 },
  );
  w.para(
    `${l.tenant.name}\n${l.property.street}, ${l.property.suite}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 0.5 },
  );
  if (s.showRsf)
    w.para(
      `Tenant RSF: ${commas(s.shareNumRsf)}    Building RSF: ${commas(s.shareDenRsf)}    Tenant %: ${share}`,
      { gap: 0.5 },
    );

  // ---- the escalation table
  const descW = 170;
  const cols = [
    { head: 'Building Total', w: 78 },
    { head: 'Base Year Amount', w: 78 },
    { head: 'Increase', w: 72 },
    { head: 'Tenant %', w: 52 },
    { head: 'Tenant Share', w: 72 },
  ];
  const xs: number[] = [];
  let x = w.right;
  for (let i = cols.length - 1; i >= 0; i--) {
    x -= cols[i]!.w;
    xs[i] = x;
    x -= 6;
  }
  const row = (desc: string, vals: (string | null)[], bold = false) => {
    const cells: Cell[] = [{ text: desc, x: w.left, width: descW, bold }];
    vals.forEach((v, i) => {
      if (v !== null) cells.push({ text: v, x: xs[i]!, width: cols[i]!.w, align: 'right', bold });
    });
    w.row(cells, { gap: 2 });
  };
  w.rule({ weight: 1, gap: 2 });
  w.row(
    [
      { text: 'Description', x: w.left, width: descW, bold: true },
      ...cols.map((c, i) => ({ text: c.head, x: xs[i]!, width: c.w, bold: true, align: 'right' as const })),
    ],
    { gap: 1 },
  );
  w.rule({ gap: 3 });
  for (const key of s.sectionOrder) row(GROUPS[key], [M(n.sectionTotals[key]!), null, null, null, null]);
  w.rule({ x1: xs[0]!, gap: 2 });
  if (baseYear)
    row(
      'Total Operating Expenses and Taxes',
      [M(n.pool), M(s.base!.deductionCents), M(n.excess!), share, M(n.tenantShare)],
      true,
    );
  else row('Total Operating Expenses', [M(n.pool), 'n/a', 'n/a', share, M(n.tenantShare)], true);
  w.rule({ weight: 1, gap: 6 });

  // ---- the result lines, "$" on each
  const lx = w.left + 160;
  const res = (label: string, cents: number, bold = false) =>
    w.row(
      [
        { text: label, x: lx, width: xs[4]! - lx - 20, bold },
        { text: '$', x: xs[4]! - 8, width: 8, bold },
        { text: M(cents), x: xs[4]!, width: cols[4]!.w, align: 'right', bold },
      ],
      { gap: 2 },
    );
  res(baseYear ? "Tenant's Share of Increase" : "Tenant's Share of Operating Expenses", n.tenantShare);
  if (s.fee) {
    const base =
      s.fee.base === 'CAM'
        ? `Tenant's Share of Operating Expenses excl. Taxes and Insurance ${M(n.camShare!)}`
        : `Tenant's Share ${M(n.tenantShare)}`;
    res(`Administrative Fee: ${s.fee.pct.toFixed(2)}% of ${base}`, n.fee);
  }
  res(baseYear ? `Total Escalation for ${s.year}` : `Total Recoveries for ${s.year}`, n.totalDue, true);
  res(`Less: Estimated Payments Billed (${s.estimateMonths} x ${M(s.monthlyEstimateCents)})`, -n.estimates);
  w.rule({ x1: xs[4]! - 8, gap: 2 });
  res('Balance Due / (Credit)', n.balance, true);
  w.space(0.8);

  // ---- Schedule A: the lines
  const grossed = s.grossUpPct !== null;
  w.ensure(w.size * 10);
  w.heading('SCHEDULE A - OPERATING EXPENSE DETAIL', { size: w.size + 1.5, gap: 0.3 });
  const dCols = grossed ? ['Actual', `Adj. to ${s.grossUpPct}% Occ.`, 'Building Total'] : ['Building Total'];
  const dxs = dCols.map((_, i) => w.right - (dCols.length - i) * 90 + 8);
  const drow = (desc: string, vals: (string | null)[], bold = false, indent = 0) => {
    const cells: Cell[] = [{ text: desc, x: w.left + indent, width: dxs[0]! - w.left - indent - 10, bold }];
    vals.forEach((v, i) => {
      if (v !== null) cells.push({ text: v, x: dxs[i]!, width: 82, align: 'right', bold });
    });
    w.row(cells, { gap: 1.5 });
  };
  const dhead = () => {
    drow('Description', dCols, true);
    w.rule({ gap: 2 });
  };
  dhead();
  w.pageHeader = dhead;
  for (const key of s.sectionOrder) {
    w.ensure(w.size * 5);
    drow(
      GROUPS[key],
      dCols.map(() => null),
      true,
    );
    let t = 0;
    for (const ln of s.lines) {
      if (ln.section !== key) continue;
      t += ln.amountCents;
      const vals = grossed
        ? ln.actualCents !== null
          ? [M(ln.actualCents), M(ln.amountCents - ln.actualCents), M(ln.amountCents)]
          : [M(ln.amountCents), '-', M(ln.amountCents)]
        : [M(ln.amountCents)];
      drow(ln.label, vals, false, 10);
    }
    drow(`Total ${GROUPS[key]}`, [...dCols.slice(1).map(() => null), M(t)], true, 10);
    w.space(0.2);
  }
  w.rule({ gap: 2 });
  drow('Total Building Operating Expenses', [...dCols.slice(1).map(() => null), M(n.pool)], true);
  w.pageHeader = null;
  w.space(0.8);

  const notes: string[] = [];
  if (s.occupancyPct !== null)
    notes.push(`Average occupancy of the Building for ${s.year}: ${s.occupancyPct.toFixed(1)}%.`);
  if (grossed)
    notes.push(
      `Expenses that vary with occupancy are adjusted to ${s.grossUpPct}% occupancy as provided in Section 6.3 of the Lease.`,
    );
  notes.push(
    baseYear
      ? `Base Year Amount: the Base Operating Expenses stated in the Lease for calendar year ${s.base!.year}.`
      : "Tenant's Proportionate Share is applied to the total Operating Expenses of the Building.",
  );
  notes.push(
    n.balance >= 0
      ? 'The balance due will be added to your next Rent Invoice and is payable within thirty (30) days.'
      : 'The credit will be applied to your next Rent Invoice.',
  );
  notes.push(`Questions: ${l.property.manager}, Lease Administration, ${k.arEmail}.`);
  w.ensure((w.size + 2) * (notes.length + 1));
  w.para(notes.map((t) => `* ${t}`).join('\n'), { size: w.size - 0.5 });
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

function chargeDescription(ln: BillLineModel, m: PacketModel, combined: boolean): string {
  switch (ln.kind) {
    case 'BASE_RENT':
      return 'Base Rent - Office';
    case 'CAM_ESTIMATE':
      return combined ? 'Op Ex Recovery Est. - Office' : 'CAM Est. - Office';
    case 'TAX_ESTIMATE':
      return 'RE Tax Est. - Office';
    case 'INSURANCE_ESTIMATE':
      return 'Insurance Est. - Office';
    case 'OPEX_ESTIMATE':
      return 'Op Ex Escalation Est.';
    case 'RECON': {
      const what = m.lease.leaseType === 'BASE_YEAR' ? 'Op Ex Escalation Recon' : 'Op Ex Recovery Recon';
      return `${what} ${ln.period.slice(0, 4)}${ln.amountCents < 0 ? ' (Credit)' : ''}`;
    }
    case 'PAST_DUE':
      return `Prior Balance - Unpaid ${monthYear(ln.period)}`;
    case 'LATE_FEE':
      return `Late Fee - ${monthYear(ln.period)}`;
  }
}

export async function renderNorthgateOfficeBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const k = parkOf(m);
  const b = m.bill;
  const M = northgateInvoiceMoney;
  const invoiceNo = northgateInvoiceNo(m);
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9,
    margin: 50,
    date: b.invoiceDate,
    title: `Rent Invoice ${invoiceNo}`,
    author: l.property.manager,
    footer: null,
  });
  // ---- the printed e-mail header
  const mail: [string, string][] = [
    ['From:', `${l.property.manager} Accounts Receivable <${k.arEmail}>`],
    ['Sent:', `${b.invoiceDate} 07:15`],
    ['To:', `${l.tenant.contact}`],
    ['Subject:', `Rent Invoice ${invoiceNo} - Lease ${k.leaseId} - Unit ${k.unit}`],
    ['Attachments:', `${invoiceNo}.pdf`],
  ];
  for (const [a, v] of mail)
    w.row(
      [
        { text: a, x: w.left, width: 70, bold: true },
        { text: v, x: w.left + 72, width: w.contentWidth - 72 },
      ],
      { gap: 0.5 },
    );
  w.rule({ weight: 1.2, gap: 8 });
  w.para(
    `Dear ${l.tenant.contact},\n\nYour rent invoice for ${monthYear(b.month)} is below. Please pay the amount due by ${b.month}. This message was sent from an unmonitored mailbox; for questions reply to ${k.arEmail}.`,
    { gap: 0.8 },
  );

  // ---- the invoice
  w.font('bold', w.size + 2);
  w.doc.text(l.landlord.name, w.left, w.doc.y, { width: 300 });
  w.font('regular');
  w.doc.text(
    `c/o ${l.property.manager}, ${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state}`,
  );
  w.space(0.4);
  w.heading('RENT INVOICE', { size: w.size + 5, gap: 0.3 });
  const heads = ['Invoice #', 'Invoice Date', 'Due Date', 'Lease ID', 'Unit'];
  const vals = [invoiceNo, b.invoiceDate, b.month, k.leaseId, k.unit];
  const cw = w.contentWidth / heads.length;
  const boxTop = w.doc.y;
  w.space(0.2);
  w.row(
    heads.map((t, i) => ({ text: t, x: w.left + i * cw + 4, width: cw - 8, bold: true })),
    { gap: 2 },
  );
  w.rule({ gap: 2 });
  w.row(
    vals.map((t, i) => ({ text: t, x: w.left + i * cw + 4, width: cw - 8 })),
    { gap: 3 },
  );
  w.box(w.left, boxTop - 2, w.contentWidth, w.doc.y - boxTop + 2);
  w.space(0.6);
  w.para(
    `Bill To: ${l.tenant.name}, Attn: ${l.tenant.contact}, ${l.property.street}, ${l.property.suite}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 0.6 },
  );

  const xs = { date: w.left, desc: w.left + 72, per: w.right - 230, amt: w.right - 90 };
  const line = (date: string, desc: string, per: string, amt: string, bold = false) =>
    w.row(
      [
        { text: date, x: xs.date, width: 68, bold },
        { text: desc, x: xs.desc, width: xs.per - xs.desc - 8, bold },
        { text: per, x: xs.per, width: xs.amt - xs.per - 8, bold },
        { text: amt, x: xs.amt, width: 90, align: 'right', bold },
      ],
      { gap: 2 },
    );
  line('Date', 'Charge Description', 'Service Period', 'Amount', true);
  w.rule({ gap: 3 });
  const combined = l.leaseType === 'NNN' && !b.lines.some((x) => x.kind === 'TAX_ESTIMATE');
  const monthEnd = addDays(addMonths(b.month, 1), -1);
  let total = 0;
  for (const ln of b.lines) {
    let per = `${b.month} to ${monthEnd}`;
    if (ln.kind === 'RECON') per = `${ln.period.slice(0, 4)}-01-01 to ${ln.period.slice(0, 4)}-12-31`;
    else if (ln.kind === 'PAST_DUE' || ln.kind === 'LATE_FEE')
      per = `${ln.period} to ${addDays(addMonths(ln.period, 1), -1)}`;
    total += ln.amountCents;
    line(b.month, chargeDescription(ln, m, combined), per, M(ln.amountCents));
  }
  if (total !== b.totalCents) throw new Error('internal: invoice lines do not add up');
  w.rule({ x1: xs.per, gap: 2 });
  line('', '', 'Invoice Total', M(b.totalCents), true);
  line('', '', `Amount Due by ${b.month}`, M(b.totalCents), true);
  w.space(1);
  w.para(
    `Payment by ACH or wire: ${k.bank}, account ending ${k.abaLast4}, for the account of ${l.landlord.name.replace(/\.$/, '')}. Please reference Lease ID ${k.leaseId} and Invoice # ${invoiceNo}. Rent not received within ${l.lateFee.graceDays} days after the due date is subject to a late charge under Article 7 of the Lease. Amounts in U.S. dollars; credits are shown in parentheses.`,
    { size: w.size - 0.5, align: 'justify' },
  );
  return finishPdf(w);
}

/** The manager's invoice number: property code, billed month and a sequence ("NG412D-202505-0347"). */
export function northgateInvoiceNo(m: PacketModel): string {
  const k = parkOf(m);
  const seq = m.bill.invoiceNo.replace(/\D/g, '').slice(-4).padStart(4, '0');
  return `${k.propertyCode.toUpperCase()}-${m.bill.month.slice(0, 7).replace('-', '')}-${seq}`;
}
