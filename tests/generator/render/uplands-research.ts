/**
 * Family "uplands-research" (decision 0077): lab/office suites in a multi-tenant building of a
 * university research park, owned by a developer and run by a property manager whose billing
 * system prints both the reconciliation and the monthly bill.
 *
 * - Lease (uplands-research-lease.ts): a cover block, RECITALS, capitalised articles of decimal
 *   run-in sections ("1.1. Leased Premises ."); the Building's area inside Section 2.2.
 * - Statement: laid out like a utility bill. Page 1: the manager's name and remit address at the
 *   top left, an account box at the top right (Account Number, Statement Date, Service Period,
 *   Amount Due, Due Date), the service location, a "YOUR SHARE" box read like a meter (Your
 *   Rentable Area | Building Rentable Area | Your Share), an "ACCOUNT SUMMARY" of the service
 *   charges (one line per service = recovery pool with its building cost), the share, fee,
 *   estimates and amount due, a MESSAGES box, and a tear-off payment stub below a dashed line.
 *   Page 2: "DETAIL OF BUILDING OPERATING COSTS", cost code | description | amount by service,
 *   each service's subtotal, the total. Money "1,234.56", credits "1,234.56 Credit".
 * - Bill: the manager's billing system's fixed-width printout (Courier, capitals): run date and
 *   program, property / tenant / unit block, TRAN | CODE | DESCRIPTION | PERIOD | AMOUNT, TOTAL
 *   DUE, a remit-to block between rows of "=". Credits "1,234.56CR".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, addMonths, money, parseIso } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { parkOf } from './uplands-research-park';

export { renderUplandsResearchLease } from './uplands-research-lease';

/** The reconciliation's money: "1,234.56", a credit "1,234.56 Credit" (as a utility bill prints it). */
export const utilMoney = (cents: number) =>
  cents < 0 ? `${money(-cents, { dollar: false })} Credit` : money(cents, { dollar: false });

/** The printout's money: "1,234.56", a credit "1,234.56CR" (the suffix set close, as a line printer's). */
export const sysMoney = (cents: number) =>
  cents < 0 ? `${money(-cents, { dollar: false })}CR` : money(cents, { dollar: false });

/** "03/04/2025". */
export function numDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/** "03/25": the printout's periods. */
export function shortPeriod(iso: string): string {
  const { y, m } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(y).slice(2)}`;
}

/** The services (recovery pools) in print order with their building cost (the lines' sum). */
export function services(
  s: StatementModel,
): { section: StatementModel['sectionOrder'][number]; name: string; amount: number }[] {
  return s.sectionOrder
    .filter((k) => s.lines.some((ln) => ln.section === k))
    .map((k) => ({
      section: k,
      name: s.sectionNames[k],
      amount: s.lines.filter((ln) => ln.section === k).reduce((a, ln) => a + ln.amountCents, 0),
    }));
}

/** Cost code of each line: the service's letter and a two-digit count ("C-01", "U-02"). */
export function costCodes(s: StatementModel): Map<number, string> {
  const out = new Map<number, string>();
  for (const k of s.sectionOrder) {
    let n = 0;
    s.lines.forEach((ln, i) => {
      if (ln.section !== k) return;
      n += 1;
      out.set(i, `${k.slice(0, 1)}-${String(n).padStart(2, '0')}`);
    });
  }
  return out;
}

/** The fee's line on the summary. */
export function feeLabel(s: StatementModel): string {
  return s.fee!.base === 'CAM'
    ? `Administrative Fee ${s.fee!.pct}% (on share excl. taxes & insurance)`
    : `Administrative Fee ${s.fee!.pct}% (on your share)`;
}

/** The amount-due caption: "AMOUNT DUE" or, for an overpayment, "CREDIT BALANCE". */
export const dueCaption = (balance: number) => (balance < 0 ? 'CREDIT BALANCE' : 'AMOUNT DUE');

// ---------------------------------------------------------------- statement

export async function renderUplandsResearchStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const b = parkOf(m);
  const n = s.numbers;
  const U = utilMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const period = `${numDate(`${s.year}-01-01`)} - ${numDate(`${s.year}-12-31`)}`;
  const due = numDate(addDays(s.date, 30));
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 40,
    date: s.date,
    title: `Annual Operating Cost Reconciliation ${s.year} - ${b.account}`,
    author: b.manager,
    footer: `${b.manager}  -  Customer Service ${b.phone}                                   Page {n} of {total}`,
  });
  // ---- header: the manager at the left, the account box at the right
  const top = w.doc.y;
  w.font('bold', 13);
  w.doc.text(b.manager, w.left, top, { width: 300 });
  w.font('regular', 8.5);
  w.doc.text(
    `Managing Agent for ${l.landlord.name}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state}`,
    w.left,
    w.doc.y + 2,
    { width: 300 },
  );
  const boxX = w.right - 210;
  w.doc.y = top;
  for (const [k, v] of [
    ['ACCOUNT NUMBER', b.account],
    ['STATEMENT DATE', numDate(s.date)],
    ['SERVICE PERIOD', period],
    [dueCaption(n.balance), U(n.balance)],
    ['DUE DATE', n.balance > 0 ? due : 'NONE'],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: boxX, width: 100, bold: true, shade: true },
        { text: v, x: boxX + 100, width: 110, align: 'right' },
      ],
      8,
      { pad: 3, fill: '#e3ece3' },
    );
  w.doc.y += 10;
  w.heading(`ANNUAL OPERATING COST RECONCILIATION - ${s.year}`, { size: 12, gap: 0.2 });
  w.row(
    [
      { text: 'SERVICE LOCATION:', x: w.left, width: 100, bold: true },
      {
        text: `${b.building}, Suite ${suiteNo}, ${l.property.street}, ${l.property.city.city}, ${l.property.city.state} (${b.park})`,
        x: w.left + 100,
        width: w.contentWidth - 100,
      },
    ],
    { gap: 1 },
  );
  w.row(
    [
      { text: 'CUSTOMER:', x: w.left, width: 100, bold: true },
      { text: `${l.tenant.name}, Attn: ${l.tenant.contact}`, x: w.left + 100, width: w.contentWidth - 100 },
    ],
    { gap: 8 },
  );
  // ---- the share, read like a meter
  w.heading('YOUR SHARE', { size: 9.5, gap: 0.2 });
  const mx = [w.left, w.left + 180, w.left + 360, w.right];
  boxedRow(
    w,
    edgeCells(
      mx,
      ['Your Rentable Area', 'Building Rentable Area', 'Your Share'],
      ['center', 'center', 'center'],
      { bold: true, shade: true },
    ),
    8.5,
    { fill: '#e3ece3' },
  );
  boxedRow(
    w,
    edgeCells(
      mx,
      [
        `${s.shareNumRsf.toLocaleString('en-US')} RSF`,
        `${s.shareDenRsf.toLocaleString('en-US')} RSF`,
        pctText,
      ],
      ['center', 'center', 'center'],
    ),
    10,
  );
  w.doc.y += 10;
  // ---- account summary
  w.heading('ACCOUNT SUMMARY', { size: 9.5, gap: 0.2 });
  const X = [w.left, w.left + 330, w.left + 430, w.right];
  const srow = (
    vals: [string, string, string],
    opt: { bold?: boolean; shade?: string | null; line?: RuleLine } = {},
  ) => ruledRow(w, edgeCells(X, vals, ['left', 'right', 'right'], { bold: opt.bold }), { size: 8.5, ...opt });
  srow(['Service Charges for the Service Period', 'Building Cost', 'Your Charge'], {
    bold: true,
    shade: '#e3ece3',
    line: 'both',
  });
  for (const sv of services(s)) srow([sv.name, U(n.sectionTotals[sv.section] ?? sv.amount), '']);
  srow(['Total Building Operating Costs', U(n.pool), ''], { bold: true, line: 'top' });
  srow([`Your Share of Operating Costs (${pctText} of ${U(n.pool)})`, '', U(n.tenantShare)]);
  if (s.fee) {
    if (s.fee.base === 'CAM')
      srow(['Fee basis: your share excl. Real Estate Taxes and Insurance', U(n.camShare!), '']);
    srow([feeLabel(s), '', U(n.fee)]);
  }
  srow([`Total Charges for ${s.year}`, '', U(n.totalDue)], { bold: true, line: 'top' });
  srow([
    `Estimated Payments Billed (${s.estimateMonths} months at ${U(s.monthlyEstimateCents)})`,
    '',
    U(-n.estimates),
  ]);
  srow([n.balance < 0 ? 'CREDIT BALANCE - applied to your next bill' : 'AMOUNT DUE', '', U(n.balance)], {
    bold: true,
    shade: '#f1f1f1',
    line: 'double',
  });
  w.doc.y += 8;
  // ---- messages
  const msgTop = w.doc.y;
  w.para(
    `MESSAGES: This statement reconciles your ${s.year} monthly estimates for CAM Charges, real estate taxes and insurance with the actual costs of the Building under Section 5.6 of your Lease. The detail of the Building's costs is on page 2. Questions: ${b.contact}, ${b.phone}.`,
    { size: 8, indent: 6, gap: 0.3 },
  );
  w.doc
    .rect(w.left, msgTop - 4, w.contentWidth, w.doc.y - msgTop + 4)
    .lineWidth(0.5)
    .stroke();
  w.doc.y += 10;
  // ---- the tear-off stub
  w.doc
    .save()
    .dash(3, { space: 3 })
    .moveTo(w.left, w.doc.y)
    .lineTo(w.right, w.doc.y)
    .lineWidth(0.6)
    .stroke()
    .undash()
    .restore();
  w.doc.y += 3;
  w.row(
    [
      {
        text: `Please detach and return this portion with your payment. Make checks payable to ${b.manager.replace(/\.$/, '')}.`,
        x: w.left,
        width: w.contentWidth,
        italic: true,
      },
    ],
    { size: 7.5, gap: 6 },
  );
  const stubTop = w.doc.y;
  w.row(
    [
      {
        text: `${b.manager}\n${b.remitBox}\n${l.property.city.city}, ${l.property.city.state}`,
        x: w.left,
        width: 220,
      },
      { text: `${l.tenant.name}\nSuite ${suiteNo}, ${b.building}`, x: w.left + 220, width: 160 },
    ],
    { size: 8.5, gap: 2 },
  );
  w.doc.y = stubTop;
  for (const [k, v] of [
    ['ACCOUNT NUMBER', b.account],
    [dueCaption(n.balance), U(n.balance)],
    ['AMOUNT ENCLOSED', '$'],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: boxX, width: 100, bold: true, shade: true },
        { text: v, x: boxX + 100, width: 110, align: 'right' },
      ],
      8,
      { pad: 3, fill: '#e3ece3' },
    );

  // ---- page 2: the detail
  w.newPage();
  w.heading('DETAIL OF BUILDING OPERATING COSTS', { size: 12, gap: 0.1 });
  w.row(
    [
      { text: `${b.building} - ${b.park}`, x: w.left, width: 320 },
      {
        text: `Account ${b.account}   Service Period ${period}`,
        x: w.right - 250,
        width: 250,
        align: 'right',
      },
    ],
    { size: 8.5, gap: 8 },
  );
  const C = [w.left, w.left + 70, w.left + 400, w.right];
  const drow = (
    vals: [string, string, string],
    opt: { bold?: boolean; shade?: string | null; line?: RuleLine } = {},
  ) => ruledRow(w, edgeCells(C, vals, ['left', 'left', 'right'], { bold: opt.bold }), { size: 8.5, ...opt });
  const head = () =>
    drow(['Cost Code', 'Description', 'Amount'], { bold: true, shade: '#e3ece3', line: 'both' });
  head();
  w.pageHeader = head;
  const codes = costCodes(s);
  for (const sv of services(s)) {
    drow(['', `SERVICE: ${sv.name.toUpperCase()}`, ''], { bold: true });
    s.lines.forEach((ln, i) => {
      if (ln.section === sv.section) drow([codes.get(i)!, ln.label, U(ln.amountCents)]);
    });
    drow(['', `Subtotal ${sv.name}`, U(n.sectionTotals[sv.section] ?? sv.amount)], {
      bold: true,
      line: 'top',
    });
    w.space(0.3);
  }
  drow(['', 'TOTAL BUILDING OPERATING COSTS', U(n.pool)], { bold: true, shade: '#f1f1f1', line: 'double' });
  w.pageHeader = null;
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The billing system's transaction code and description of a bill line. */
export function sysCharge(ln: BillLineModel): { code: string; desc: string } {
  const { y } = parseIso(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return { code: 'BRN', desc: 'BASE RENT - LAB/OFFICE' };
    case 'CAM_ESTIMATE':
      return { code: 'CAM', desc: 'CAM CHARGES - ESTIMATE' };
    case 'OPEX_ESTIMATE':
      return { code: 'OPX', desc: 'CAM/TAX/INS - ESTIMATE' };
    case 'TAX_ESTIMATE':
      return { code: 'RET', desc: 'REAL ESTATE TAX - ESTIMATE' };
    case 'INSURANCE_ESTIMATE':
      return { code: 'INS', desc: 'INSURANCE - ESTIMATE' };
    case 'RECON':
      return { code: 'REC', desc: `${y} CAM/TAX/INS RECONCILIATION` };
    case 'PAST_DUE':
      return { code: 'ARR', desc: 'PRIOR BALANCE UNPAID' };
    case 'LATE_FEE':
      return { code: 'LTC', desc: 'LATE CHARGE - LEASE SEC 2.3' };
  }
}

export async function renderUplandsResearchBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = parkOf(m);
  const bill = m.bill;
  const S = sysMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const w = writerWithDrawnFont(rng, ['Courier'], {
    size: 8.5,
    margin: 40,
    date: bill.invoiceDate,
    title: `Rent Billing Notice ${b.account} ${shortPeriod(bill.month)}`,
    author: b.manager,
    footer: null,
  });
  const full = (text: string, opt: { gap?: number; bold?: boolean } = {}) =>
    w.row([{ text, x: w.left, width: w.contentWidth, bold: opt.bold }], { gap: opt.gap ?? 1 });
  const dash = '-'.repeat(88);
  const eq = '='.repeat(88);
  const run = `${String(rng.int(5, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  w.row(
    [
      { text: b.managerShort, x: w.left, width: 180, bold: true },
      { text: 'RENT BILLING NOTICE', x: w.left + 180, width: 200, align: 'center', bold: true },
      { text: 'PAGE 1', x: w.right - 120, width: 120, align: 'right' },
    ],
    { gap: 1 },
  );
  w.row(
    [
      { text: `RUN DATE ${numDate(bill.invoiceDate)} ${run}`, x: w.left, width: 260 },
      {
        text: `PROG AR${rng.int(200, 499)}  NOTICE ${bill.invoiceNo}`,
        x: w.right - 260,
        width: 260,
        align: 'right',
      },
    ],
    { gap: 1 },
  );
  full(dash);
  const kv = (k: string, v: string) =>
    w.row(
      [
        { text: k, x: w.left, width: 110 },
        { text: v, x: w.left + 110, width: w.contentWidth - 110 },
      ],
      { gap: 1 },
    );
  kv('PROPERTY', `${b.propCode}  ${b.building.toUpperCase()}`);
  kv('TENANT', `${b.account}  ${l.tenant.name.toUpperCase()}`);
  kv('UNIT', `${b.unit}  SUITE ${suiteNo}  ${l.premisesRsf.toLocaleString('en-US')} SF`);
  kv('LEASE', `${numDate(l.commencement)} TO ${numDate(l.expiration)}`);
  kv('BILLING PERIOD', `${numDate(bill.month)} - ${numDate(addDays(addMonths(bill.month, 1), -1))}`);
  kv('DUE DATE', numDate(bill.month));
  full(dash);
  const X = [w.left, w.left + 50, w.left + 100, w.left + 370, w.left + 440, w.right];
  const trow = (vals: [string, string, string, string, string], bold = false) =>
    w.row(edgeCells(X, vals, ['left', 'left', 'left', 'left', 'right'], { bold }), { gap: 1 });
  trow(['TRAN', 'CODE', 'DESCRIPTION', 'PERIOD', 'AMOUNT']);
  full(dash);
  bill.lines.forEach((ln, i) => {
    const c = sysCharge(ln);
    trow([String(i + 1).padStart(4, '0'), c.code, c.desc, shortPeriod(ln.period), S(ln.amountCents)]);
  });
  full(dash);
  trow(['', '', '', 'TOTAL DUE', S(bill.totalCents)], true);
  full(eq);
  full(
    `REMIT TO: ${b.manager.toUpperCase()}  ${b.remitBox.toUpperCase()}  ${l.property.city.city.toUpperCase()}, ${l.property.city.state}`,
  );
  full(`REFERENCE ACCOUNT ${b.account} ON YOUR REMITTANCE.  QUESTIONS CALL ${b.phone}.`);
  full(
    `PAYMENTS NOT RECEIVED WITHIN ${l.lateFee.graceDays} DAYS AFTER THE DUE DATE ARE SUBJECT TO A LATE CHARGE PER LEASE SECTION 2.3.`,
  );
  full(eq);
  return finishPdf(w);
}
