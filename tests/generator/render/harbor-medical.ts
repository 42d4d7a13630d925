/**
 * Family "harbor-medical" (decision 0057): a medical office building owned by a
 * hospital-affiliated REIT and run by its property manager. The lease is in
 * harbor-medical-lease.ts; this file prints the statement and the bill.
 *
 * - Statement: two parts in one PDF. Page 1 is a cover letter that gives the result in prose
 *   (the share, the estimates paid, the balance due or the overpayment credited). Page 2 is the
 *   detail: every expense line with its annual amount AND a per-rentable-square-foot figure,
 *   the lines grouped under Operating Expenses, Taxes and Insurance with a total per group,
 *   then the tenant's computation. "$" on every figure, negatives as "-$1,234.56".
 * - Bill: a monthly "Rent Invoice": a summary box (previous balance, payments received,
 *   balance forward, new charges, total due) and the new charges with a service period per
 *   line ("01/01/2026 - 01/31/2026").
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { SectionKey } from '../data';
import { addDays, addMonths, commas, fmtDate, money } from '../format';
import { type LineModel, type PacketModel, type StatementModel, scheduledRent } from '../model';
import type { Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

export { ordinalWords, renderHarborMedicalLease, shareWords } from './harbor-medical-lease';

/** Expense groups of the detail page: the lease's three kinds of pass-through cost. */
const GROUPS: { name: string; total: string; sections: SectionKey[] }[] = [
  { name: 'OPERATING EXPENSES', total: 'Total Operating Expenses', sections: ['CAM', 'UTIL'] },
  { name: 'TAXES', total: 'Total Taxes', sections: ['TAX'] },
  { name: 'INSURANCE', total: 'Total Insurance', sections: ['INS'] },
];

/** Cents per rentable square foot, printed as money ("$1.23"). */
export function perRsf(cents: number, rsf: number): string {
  return money(Math.round(cents / rsf));
}

/** "01/01/2026 - 01/31/2026": the calendar month starting on `firstOfMonth`. */
export function monthRange(firstOfMonth: string): string {
  return `${fmtDate(firstOfMonth, 'NUMERIC')} - ${fmtDate(addDays(addMonths(firstOfMonth, 1), -1), 'NUMERIC')}`;
}

// ---------------------------------------------------------------- statement

function coverLetter(w: PdfWriter, m: PacketModel, s: StatementModel): void {
  const l = m.lease;
  const n = s.numbers;
  w.heading(l.property.manager, { size: w.size + 4, gap: 0.1 });
  w.para(`Medical Office Property Management, as agent for ${l.landlord.name}`, {
    style: 'italic',
    gap: 0.1,
  });
  w.para(`${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`, {
    gap: 1.5,
  });
  w.para(fmtDate(s.date, 'LONG'), { gap: 1 });
  w.para(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.suite}, ${l.property.name}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 1 },
  );
  w.para(`Re: ${s.year} Operating Expense Reconciliation\n${l.property.name} - ${l.property.suite}`, {
    style: 'bold',
    gap: 1,
  });
  w.para(`Dear ${l.tenant.contact}:`);
  w.para(
    `In accordance with Article 4 of your Lease, we have completed the reconciliation of Operating Expenses, Taxes and Insurance for ${l.property.name} for the calendar year ended December 31, ${s.year}. The enclosed detail lists each expense of the Building with its annual amount and its cost per rentable square foot.`,
    { align: 'justify' },
  );
  const pct = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const fee = s.fee ? `, including an administrative fee of ${money(n.fee)}` : '';
  const share = s.base
    ? `Operating Expenses and Taxes of the Building for ${s.year} totaled ${money(n.pool)}, exceeding the ${s.base.year} Base Year Amount of ${money(s.base.deductionCents)} by ${money(n.excess!)}. Your Proportionate Share of ${pct} of that excess is ${money(n.totalDue)}${fee}.`
    : `Your Proportionate Share of ${pct} of the Building's ${s.year} expenses is ${money(n.totalDue)}${fee}.`;
  const paid = `Estimated payments billed to you for ${s.year} totaled ${money(n.estimates)}.`;
  const bal = n.balance;
  const result =
    bal > 0
      ? `The resulting balance of ${money(bal)} is due from you within thirty (30) days of the date of this letter and will appear on your next Rent Invoice.`
      : bal < 0
        ? `You have therefore overpaid by ${money(-bal)}; this amount has been credited to your account and will appear on your next Rent Invoice.`
        : 'Your estimated payments equal your share, so no payment or credit is due.';
  w.para(`${share} ${paid} ${result}`, { align: 'justify' });
  if (s.grossUpPct !== null && s.occupancyPct !== null)
    w.para(
      `The Building averaged ${s.occupancyPct}% occupancy during ${s.year}. As your Lease provides, expenses that vary with occupancy have been adjusted to the amounts that would have been incurred at ${s.grossUpPct}% occupancy; both the actual and the adjusted amounts are shown.`,
      { align: 'justify' },
    );
  w.para(
    'Supporting invoices may be reviewed at our office by appointment, as your Lease allows. Questions about this reconciliation may be directed to our Lease Administration department.',
    { align: 'justify', gap: 1.2 },
  );
  w.para(`Sincerely,\n\n\n${l.landlord.contact}\nLease Administrator\n${l.property.manager}`, { gap: 1 });
  w.para('Enclosure: Operating Expense Reconciliation Detail', { size: w.size - 1, style: 'italic' });
}

export async function renderHarborMedicalStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const n = s.numbers;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9.5,
    margin: 56,
    date: s.date,
    title: `${s.year} Operating Expense Reconciliation`,
    author: l.property.manager,
  });
  coverLetter(w, m, s);

  // ---- page 2: the detail
  w.newPage();
  w.heading(l.property.name.toUpperCase(), { align: 'center', size: w.size + 2, gap: 0.1 });
  w.heading('OPERATING EXPENSE RECONCILIATION DETAIL', { align: 'center', size: w.size + 1, gap: 0.1 });
  w.para(`For the Period 01/01/${s.year} - 12/31/${s.year}`, { align: 'center', gap: 0.8 });
  const half = w.left + w.contentWidth / 2;
  const info: [string, string][] = [
    [`Tenant: ${l.tenant.name}`, `Premises: ${l.property.suite}`],
    s.showRsf
      ? [
          `Rentable Area of Premises: ${commas(s.shareNumRsf)} RSF`,
          `Rentable Area of Building: ${commas(s.shareDenRsf)} RSF`,
        ]
      : [`Statement Date: ${fmtDate(s.date, 'NUMERIC')}`, `Expense Year: ${s.year}`],
    [
      `Proportionate Share: ${s.sharePct.toFixed(s.shareDecimals)}%`,
      s.base ? `Base Year: ${s.base.year}` : 'Lease Type: Net (NNN)',
    ],
  ];
  for (const [a, b] of info)
    w.row(
      [
        { text: a, x: w.left, width: w.contentWidth / 2 - 8 },
        { text: b, x: half, width: w.contentWidth / 2 },
      ],
      { gap: 1 },
    );
  w.space(0.8);

  const grossed = s.lines.some((x) => x.actualCents !== null);
  const amtW = 84;
  const rsfW = 60;
  const xRsf = w.right - rsfW;
  const xAmt = xRsf - amtW - 10;
  const xAct = xAmt - amtW - 10;
  const descW = (grossed ? xAct : xAmt) - w.left - 10;
  const head: Cell[] = [
    { text: 'Description', x: w.left, width: descW, bold: true },
    ...(grossed ? [{ text: 'Actual', x: xAct, width: amtW, align: 'right' as const, bold: true }] : []),
    {
      text: grossed ? `Adjusted (${s.grossUpPct}%)` : 'Annual Amount',
      x: xAmt,
      width: amtW,
      align: 'right',
      bold: true,
    },
    { text: 'Per RSF', x: xRsf, width: rsfW, align: 'right', bold: true },
  ];
  w.row(head, { gap: 1 });
  w.rule({ gap: 3 });
  const den = s.shareDenRsf;
  const line = (
    label: string,
    billed: number,
    actual: number | null,
    opts: { bold?: boolean; indent?: number },
  ) =>
    w.row(
      [
        { text: label, x: w.left + (opts.indent ?? 0), width: descW - (opts.indent ?? 0), bold: opts.bold },
        ...(grossed && actual !== null
          ? [{ text: money(actual), x: xAct, width: amtW, align: 'right' as const, bold: opts.bold }]
          : []),
        { text: money(billed), x: xAmt, width: amtW, align: 'right', bold: opts.bold },
        { text: perRsf(billed, den), x: xRsf, width: rsfW, align: 'right', bold: opts.bold },
      ],
      { gap: 1.5 },
    );
  for (const g of GROUPS) {
    const ls = s.lines.filter((x: LineModel) => g.sections.includes(x.section));
    if (!ls.length) continue;
    w.row([{ text: g.name, x: w.left, width: descW, bold: true }], { gap: 1.5 });
    for (const ln of ls) line(ln.label, ln.amountCents, ln.actualCents ?? ln.amountCents, { indent: 12 });
    const sub = ls.reduce((a, x) => a + x.amountCents, 0);
    const subActual = ls.reduce((a, x) => a + (x.actualCents ?? x.amountCents), 0);
    w.rule({ x1: grossed ? xAct : xAmt, gap: 2 });
    line(g.total, sub, subActual, { bold: true, indent: 12 });
    w.space(0.5);
  }
  w.rule({ weight: 1, gap: 3 });
  line('TOTAL EXPENSES', n.pool, null, { bold: true });
  w.space(1);

  // ---- the tenant's computation: one amount column
  w.para("TENANT'S SHARE", { style: 'bold', gap: 0.3 });
  const kx = w.left + 12;
  const kv = (label: string, value: string, bold = false) =>
    w.row(
      [
        { text: label, x: kx, width: xAmt - kx - 10, bold },
        { text: value, x: xAmt, width: amtW, align: 'right', bold },
      ],
      { gap: 2 },
    );
  const pct = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  kv('Total Expenses', money(n.pool));
  if (s.base) {
    kv(`Less: Base Year ${s.base.year} Amount`, money(-s.base.deductionCents));
    kv('Expenses in Excess of Base Year', money(n.excess!));
    kv("Tenant's Proportionate Share", pct);
    kv("Tenant's Share of Excess", money(n.tenantShare), true);
  } else {
    kv("Tenant's Proportionate Share", pct);
    kv("Tenant's Share of Expenses", money(n.tenantShare), true);
  }
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      kv("Tenant's Share of Operating Expenses (excl. Taxes and Insurance)", money(n.camShare!));
      kv(`Administrative Fee (${s.fee.pct}% of Operating Expenses share)`, money(n.fee));
    } else kv(`Administrative Fee (${s.fee.pct}% of Tenant's Share)`, money(n.fee));
    kv('Total Tenant Obligation', money(n.totalDue), true);
  }
  kv(
    `Less: Estimated Payments (${s.estimateMonths} x ${money(s.monthlyEstimateCents)})`,
    money(-n.estimates),
  );
  w.rule({ x1: xAmt, x2: xAmt + amtW, gap: 2 });
  kv(n.balance >= 0 ? 'BALANCE DUE FROM TENANT' : 'OVERPAYMENT CREDITED TO TENANT', money(n.balance), true);
  w.space(1);
  w.para(
    'Per RSF amounts are each expense divided by the Rentable Area of the Building. Negative amounts are credits to Tenant.',
    { size: w.size - 1.5, style: 'italic' },
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The invoice's charge descriptions; RECON and LATE_FEE are built per line. */
const CHARGE_LABELS: Record<string, string> = {
  BASE_RENT: 'Base Rent',
  CAM_ESTIMATE: 'Operating Expenses (Estimated)',
  TAX_ESTIMATE: 'Real Estate Taxes (Estimated)',
  INSURANCE_ESTIMATE: 'Property Insurance (Estimated)',
  OPEX_ESTIMATE: 'Operating Expenses & Taxes over Base Year (Estimated)',
};

export async function renderHarborMedicalBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = m.bill;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times'], {
    size: 9.5,
    margin: 50,
    date: b.invoiceDate,
    title: 'Rent Invoice',
    author: l.property.manager,
  });
  const top = w.doc.y;
  const rx = w.left + w.contentWidth * 0.58;
  const rw = w.right - rx;
  // left: who bills; right: the invoice facts
  w.heading(l.landlord.name, { size: w.size + 2, gap: 0.1 });
  w.para(
    `c/o ${l.property.manager}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
  );
  const leftEnd = w.doc.y;
  w.doc.y = top;
  w.row([{ text: 'RENT INVOICE', x: rx, width: rw, align: 'right', bold: true }], {
    size: w.size + 5,
    gap: 4,
  });
  const facts: [string, string][] = [
    ['Invoice No.', b.invoiceNo],
    ['Invoice Date', fmtDate(b.invoiceDate, 'NUMERIC')],
    ['Due Date', fmtDate(b.month, 'NUMERIC')],
    ['Tenant ID', b.accountNo],
  ];
  for (const [k, v] of facts)
    w.row(
      [
        { text: k, x: rx, width: rw / 2, bold: true },
        { text: v, x: rx + rw / 2, width: rw / 2, align: 'right' },
      ],
      { gap: 1 },
    );
  w.doc.y = Math.max(leftEnd, w.doc.y) + 10;
  w.para(
    `BILL TO:\n${l.tenant.name}\n${l.property.suite}, ${l.property.name}\n${l.property.street}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    { gap: 1 },
  );

  // ---- the account summary box
  const charges = b.lines.filter((x) => x.kind !== 'PAST_DUE');
  const newCharges = charges.reduce((a, x) => a + x.amountCents, 0);
  const forward = b.pastDueCents;
  // Last month's invoice: the same recurring charges at last month's scheduled rent. Unpaid
  // (when a late charge is billed) it is the balance forward; otherwise it was paid in full.
  const prevMonth = addMonths(b.month, -1);
  const recurring = charges
    .filter((x) => x.kind.endsWith('_ESTIMATE'))
    .reduce((a, x) => a + x.amountCents, 0);
  const previous = forward > 0 ? forward : scheduledRent(l.rentSchedule, prevMonth) + recurring;
  const payments = forward - previous;
  const boxX = w.left;
  const boxW = 260;
  const boxTop = w.doc.y;
  w.row([{ text: 'ACCOUNT SUMMARY', x: boxX + 8, width: boxW - 16, bold: true }], { gap: 3 });
  const sumRow = (k: string, v: number, bold = false) =>
    w.row(
      [
        { text: k, x: boxX + 8, width: 150, bold },
        { text: money(v), x: boxX + boxW - 108, width: 100, align: 'right', bold },
      ],
      { gap: 2 },
    );
  sumRow('Previous Balance', previous);
  sumRow('Payments Received', payments);
  sumRow('Balance Forward', forward);
  sumRow('New Charges', newCharges);
  sumRow('TOTAL AMOUNT DUE', b.totalCents, true);
  w.box(boxX, boxTop - 5, boxW, w.doc.y - boxTop + 6);
  w.space(1.5);

  // ---- the new charges, each with its service period
  w.para(`NEW CHARGES - ${fmtDate(b.month, 'LONG').replace(/ \d+,/, '')}`, { style: 'bold', gap: 0.3 });
  const xs = [w.left, w.left + 270, w.right - 100];
  const widths = [260, 160, 100];
  w.row(
    ['Description', 'Service Period', 'Amount'].map(
      (t, i): Cell => ({
        text: t,
        x: xs[i]!,
        width: widths[i]!,
        align: i === 2 ? 'right' : 'left',
        bold: true,
      }),
    ),
    { gap: 1 },
  );
  w.rule({ gap: 3 });
  for (const ln of charges) {
    const year = ln.period.slice(0, 4);
    const label =
      ln.kind === 'RECON'
        ? `${year} Operating Expense Reconciliation`
        : ln.kind === 'LATE_FEE'
          ? `Late Charge - ${fmtDate(prevMonth, 'NUMERIC').replace(/\/\d\d\//, '/')} Rent`
          : ln.kind === 'CAM_ESTIMATE' && ln.code === 'NNN'
            ? 'Operating Expenses, Taxes & Insurance (Estimated)'
            : CHARGE_LABELS[ln.kind]!;
    const period =
      ln.kind === 'RECON'
        ? `01/01/${year} - 12/31/${year}`
        : ln.kind === 'LATE_FEE'
          ? monthRange(prevMonth)
          : monthRange(b.month);
    w.row(
      [label, period, money(ln.amountCents)].map(
        (t, i): Cell => ({ text: t, x: xs[i]!, width: widths[i]!, align: i === 2 ? 'right' : 'left' }),
      ),
      { gap: 2 },
    );
  }
  w.rule({ x1: xs[2]!, gap: 2 });
  w.row([
    { text: 'Total New Charges', x: xs[0]!, width: widths[0]!, bold: true },
    { text: money(newCharges), x: xs[2]!, width: widths[2]!, align: 'right', bold: true },
  ]);
  w.space(2);
  w.para(
    `Please make checks payable to ${l.landlord.name} and write your Tenant ID on the check. Rent is due on the first day of each month. Questions: Tenant Accounts, ${l.property.manager}.`,
    { size: w.size - 1 },
  );
  return finishPdf(w);
}
