/**
 * Family "meridian-suburban" (decision 0073): office suites of a suburban office building, one of
 * the two buildings of a Project owned and managed by a regional owner-operator, whose property
 * accounting prints the reconciliations and whose tenant portal shows the charges due.
 *
 * - Lease (meridian-suburban-lease.ts): a lettered LEASE SUMMARY (A.-Q.), then a LEASE AGREEMENT
 *   of sentence-case run-in sections; the Building's rentable area in Section 3.b next to the
 *   Project's other building (a distractor).
 * - Statement: two pages. Page 1 a MEMORANDUM (TO / FROM / DATE / RE) of one paragraph with the
 *   share's basis, and a small "ESTIMATED VS ACTUAL" table per recovery pool (Estimated |
 *   Actual | Difference), the administrative fee on its own row, totals; "$ 1,234.56" with the
 *   "$" apart and credits "$ (1,234.56)". Page 2 a "RECOVERABLE EXPENSE DETAIL": GL account |
 *   description | Building amount, grouped by recovery pool, each pool closed by a pool total with
 *   the share % and the Tenant's share of the pool (pool-level shares: the model's share of the
 *   lines' sum spread over the pools by largest remainder); then the total, fee, estimates and
 *   balance. Detail amounts without "$", credits "(1,234.56)"; dates "March 4, 2025" in the memo
 *   and "1/1/2024 - 12/31/2024" on the detail.
 * - Bill: a browser printout of the tenant portal's "Charges Due" page: the browser's date and
 *   page title at the top, the URL and "1/1" at the bottom, the portal's navigation, an account
 *   card and a transaction list (Due Date | Charge Code | Description | Reference | Amount Due)
 *   with "Total Due"; dates "03/01/2025", credits "-$1,234.56".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, money, parseIso } from '../format';
import type { BillLineModel, PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { buildingOf } from './meridian-suburban-building';
import { SECTION_HEADS } from './meridian-suburban-lease';
import { poolRows } from './pools';

export { renderMeridianSuburbanLease } from './meridian-suburban-lease';

/** The detail page's money: "1,234.56", a credit "(1,234.56)", no "$". */
export const detailMoney = (cents: number) => money(cents, { dollar: false, parens: true });

/** The memo's money: "$ 1,234.56", a credit "$ (1,234.56)" (the "$" set apart). */
export const memoMoney = (cents: number) =>
  cents < 0 ? `$ (${money(-cents, { dollar: false })})` : `$ ${money(cents, { dollar: false })}`;

/** The portal's money: "$1,234.56", a credit "-$1,234.56". */
export const portalMoney = (cents: number) => money(cents);

/** "3/4/2025": the detail page's dates. */
export function slashDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${m}/${d}/${y}`;
}

/** "03/04/2025": the portal's dates. */
export function portalDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/** "March 4, 2025": the memo's date. */
export function memoDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** GL account of each line: the pool's base account, counting up by 10 in print order. */
export function glAccounts(m: PacketModel, s: StatementModel): Map<number, string> {
  const b = buildingOf(m);
  const out = new Map<number, string>();
  for (const k of s.sectionOrder) {
    let acct = b.gl[k];
    s.lines.forEach((ln, i) => {
      if (ln.section !== k) return;
      out.set(i, `${acct}-00`);
      acct += 10;
    });
  }
  return out;
}

/** The fee's description on both pages. */
export function feeText(s: StatementModel): string {
  return s.fee!.base === 'CAM'
    ? `Administrative Fee (${s.fee!.pct}% of share excl. taxes and insurance)`
    : `Administrative Fee (${s.fee!.pct}% of share)`;
}

// ---------------------------------------------------------------- statement

export async function renderMeridianSuburbanStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const b = buildingOf(m);
  const n = s.numbers;
  const D = detailMoney;
  const M = memoMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const pctText = `${s.sharePct.toFixed(s.shareDecimals)}%`;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times', 'Helvetica'], {
    size: 9.5,
    margin: 54,
    date: s.date,
    title: `${s.year} Operating Expense Reconciliation - ${b.building} Suite ${suiteNo}`,
    author: b.owner,
    footer: `${b.owner} | Property Accounting | ${b.project}                    Page {n}`,
  });
  // ---- page 1: the memo
  w.row([{ text: b.owner.toUpperCase(), x: w.left, width: w.contentWidth, bold: true }], {
    size: 13,
    gap: 1,
  });
  w.row(
    [
      {
        text: `${l.property.managerStreet}  |  ${l.property.city.city}, ${l.property.city.state}  |  ${b.phone}`,
        x: w.left,
        width: w.contentWidth,
      },
    ],
    { size: 8.5, gap: 4 },
  );
  w.rule({ gap: 10, weight: 1.2 });
  w.heading('MEMORANDUM', { size: 16, gap: 0.6 });
  for (const [k, v] of [
    ['TO:', `${l.tenant.name}, Attn: ${l.tenant.contact}`],
    ['FROM:', `${b.accountant}, Property Accounting`],
    ['DATE:', memoDate(s.date)],
    ['RE:', `${s.year} Operating Expense Reconciliation - Suite ${suiteNo}, ${b.project}, ${b.building}`],
  ] as const)
    w.row(
      [
        { text: k, x: w.left, width: 60, bold: true },
        { text: v, x: w.left + 62, width: w.contentWidth - 62 },
      ],
      { gap: 3 },
    );
  w.rule({ gap: 10 });
  const result =
    n.balance > 0
      ? `The resulting balance of ${M(n.balance)} is due and has been posted to your tenant portal account, payable within thirty (30) days.`
      : n.balance < 0
        ? `The resulting overpayment of ${M(-n.balance)} has been posted to your tenant portal account as a credit against your next charges.`
        : 'Your estimated payments equal your share of the actual expenses; nothing is due.';
  w.para(
    `We have completed the reconciliation of ${s.year} Operating Expenses for the ${b.building}. Your Proportionate Share is ${pctText} (${s.shareNumRsf.toLocaleString('en-US')} RSF of the ${s.shareDenRsf.toLocaleString('en-US')} RSF ${b.building}). The table below compares the estimated payments billed to you during ${s.year} with your share of the actual expenses, pool by pool. ${result} The recoverable expense detail is attached on the following page.`,
    { align: 'justify', gap: 1 },
  );
  const { pools, feeEstimated } = poolRows(s);
  w.heading(`ESTIMATED VS ACTUAL - ${s.year}`, { size: 10, gap: 0.3 });
  const X = [w.left, w.left + 200, w.left + 300, w.left + 400, w.right];
  const mrow = (
    vals: [string, string, string, string],
    opt: { bold?: boolean; shade?: string | null; line?: RuleLine } = {},
  ) =>
    ruledRow(w, edgeCells(X, vals, ['left', 'right', 'right', 'right'], { bold: opt.bold }), {
      size: 9,
      ...opt,
    });
  mrow(['Recovery Pool', 'Estimated', 'Actual', 'Difference'], {
    bold: true,
    shade: '#e4e4e4',
    line: 'both',
  });
  for (const p of pools) mrow([p.name, M(p.estimated), M(p.share), M(p.share - p.estimated)]);
  if (s.fee) mrow(['Administrative Fee', M(feeEstimated), M(n.fee), M(n.fee - feeEstimated)]);
  mrow(['Total', M(n.estimates), M(n.totalDue), M(n.balance)], { bold: true, line: 'double' });
  w.space(0.6);
  w.para('A positive difference is an amount due from you; an amount in parentheses is a credit to you.', {
    size: 8,
    style: 'italic',
    gap: 0.8,
  });
  w.para(
    `Under Section 3.g of your Lease you may review the records supporting this reconciliation. Questions may be directed to ${b.accountant} at ${b.phone} or ${b.email}.`,
    { size: 9, gap: 0.4 },
  );

  // ---- page 2: the detail
  w.newPage();
  w.heading(`RECOVERABLE EXPENSE DETAIL`, { size: 12, gap: 0.1 });
  w.row(
    [
      { text: `${b.project} - ${b.building}`, x: w.left, width: 300 },
      {
        text: `Period: ${slashDate(`${s.year}-01-01`)} - ${slashDate(`${s.year}-12-31`)}`,
        x: w.right - 200,
        width: 200,
        align: 'right',
      },
    ],
    { size: 9, gap: 1 },
  );
  w.row(
    [
      { text: `${l.tenant.name} - Suite ${suiteNo} (${b.leaseCode})`, x: w.left, width: 300 },
      {
        text: `Share basis: ${s.shareNumRsf.toLocaleString('en-US')} / ${s.shareDenRsf.toLocaleString('en-US')} RSF`,
        x: w.right - 200,
        width: 200,
        align: 'right',
      },
    ],
    { size: 9, gap: 8 },
  );
  const C = {
    acct: w.left,
    desc: w.left + 62,
    amt: w.left + 290,
    pct: w.left + 380,
    share: w.left + 440,
    end: w.right,
  };
  const drow = (
    vals: [string, string, string, string, string],
    opt: { bold?: boolean; shade?: string | null; line?: RuleLine } = {},
  ) =>
    ruledRow(
      w,
      edgeCells(
        [C.acct, C.desc, C.amt, C.pct, C.share, C.end],
        vals,
        ['left', 'left', 'right', 'right', 'right'],
        {
          bold: opt.bold,
        },
      ),
      opt,
    );
  const head = () =>
    drow(['GL Account', 'Description', 'Building Amount', 'Share %', 'Tenant Amount'], {
      bold: true,
      shade: '#e4e4e4',
      line: 'both',
    });
  head();
  w.pageHeader = head;
  const gl = glAccounts(m, s);
  for (const p of pools) {
    drow(['', `Pool: ${p.name}`, '', '', ''], { bold: true });
    s.lines.forEach((ln, i) => {
      if (ln.section === p.section) drow([gl.get(i)!, ln.label, D(ln.amountCents), '', '']);
    });
    drow(['', `Pool Total - ${p.name}`, D(n.sectionTotals[p.section] ?? p.amount), pctText, D(p.share)], {
      bold: true,
      line: 'top',
    });
    w.space(0.3);
  }
  drow(['', 'TOTAL RECOVERABLE EXPENSES', D(n.pool), pctText, D(n.tenantShare)], {
    bold: true,
    shade: '#efefef',
    line: 'both',
  });
  w.pageHeader = null;
  w.space(0.6);
  const trow = (label: string, v: string, bold = false, line: 'top' | 'double' | null = null) =>
    ruledRow(w, edgeCells([C.desc, C.share, C.end], [label, v], ['left', 'right'], { bold }), { line });
  trow("Tenant's Share of Recoverable Expenses", D(n.tenantShare));
  if (s.fee) {
    if (s.fee.base === 'CAM')
      trow('Fee basis: share excluding Real Estate Taxes and Insurance', D(n.camShare!));
    trow(feeText(s), D(n.fee));
  }
  trow(`Total ${s.year} Operating Expenses Due`, D(n.totalDue), true, 'top');
  trow(`Less: Estimated Payments Billed (12 x ${D(s.monthlyEstimateCents)})`, D(-n.estimates));
  trow('Balance Due / (Credit)', D(n.balance), true, 'double');
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The portal's charge code and description of a bill line. */
export function portalCharge(ln: BillLineModel, lateSection: number): { code: string; desc: string } {
  const { y, m } = parseIso(ln.period);
  const mon = `${String(m).padStart(2, '0')}/${y}`;
  switch (ln.kind) {
    case 'BASE_RENT':
      return { code: 'RENT', desc: `Base Rent - Office ${mon}` };
    case 'CAM_ESTIMATE':
      return { code: 'OPEX', desc: `Operating Expense Estimate ${mon}` };
    case 'OPEX_ESTIMATE':
      return { code: 'OPEX', desc: `Operating Expense Estimate ${mon}` };
    case 'TAX_ESTIMATE':
      return { code: 'RETX', desc: `Real Estate Tax Estimate ${mon}` };
    case 'INSURANCE_ESTIMATE':
      return { code: 'INSR', desc: `Insurance Estimate ${mon}` };
    case 'RECON':
      return { code: 'OPXR', desc: `${y} Operating Expense Reconciliation` };
    case 'PAST_DUE':
      return { code: 'PRIOR', desc: `Unpaid charges from ${mon}` };
    case 'LATE_FEE':
      return { code: 'LATE', desc: `Late Fee - ${mon} (Lease Section ${lateSection})` };
  }
}

/** The due date the portal shows for a line: the bill's month, or the unpaid month's first day. */
export function portalDue(ln: BillLineModel, billMonth: string): string {
  return ln.kind === 'PAST_DUE' ? ln.period : ln.kind === 'LATE_FEE' ? addDays(ln.period, 0) : billMonth;
}

export async function renderMeridianSuburbanBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const b = buildingOf(m);
  const bill = m.bill;
  const P = portalMoney;
  const suiteNo = l.property.suite.replace(/^Suite /, '');
  const url = `https://${b.portal}/charges-due?account=${b.account}`;
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 9,
    margin: 36,
    date: bill.invoiceDate,
    title: `Charges Due - ${b.owner} Tenant Portal`,
    author: b.owner,
    footer: `${url}                                                            1/1`,
  });
  // the browser's print header
  const hh = ((rng.int(7, 17) + 11) % 12) + 1;
  w.row(
    [
      {
        text: `${portalDate(bill.invoiceDate)}, ${hh}:${String(rng.int(0, 59)).padStart(2, '0')} ${rng.chance(0.5) ? 'AM' : 'PM'}`,
        x: w.left,
        width: 200,
      },
      { text: 'Tenant Portal - Charges Due', x: w.right - 260, width: 260, align: 'right' },
    ],
    { size: 7.5, gap: 8 },
  );
  // the portal's banner and navigation
  const top = w.doc.y;
  w.doc.save().rect(w.left, top, w.contentWidth, 30).fillColor('#1f3a5f').fill().restore();
  w.doc.fillColor('white');
  w.font('bold', 12);
  w.doc.text(`${b.owner}  |  Tenant Portal`, w.left + 10, top + 9, { width: w.contentWidth - 20 });
  w.doc.fillColor('black');
  w.doc.y = top + 36;
  w.row(
    [
      {
        text: 'Home     Charges Due     Payments     Documents     Maintenance Requests     Profile',
        x: w.left + 10,
        width: w.contentWidth - 20,
      },
    ],
    { size: 8.5, gap: 6 },
  );
  w.rule({ gap: 8 });
  w.row([{ text: `Welcome, ${l.tenant.contact}`, x: w.left, width: 300 }], { size: 9, gap: 6 });
  // the account card
  const cardTop = w.doc.y;
  for (const [k, v] of [
    ['Tenant', l.tenant.name],
    ['Unit', `Suite ${suiteNo} - ${b.building}, ${b.project}`],
    ['Account', b.account],
    ['Lease', b.leaseCode],
  ] as const)
    w.row(
      [
        { text: k, x: w.left + 10, width: 70, bold: true },
        { text: v, x: w.left + 82, width: 360 },
      ],
      { size: 8.5, gap: 2 },
    );
  w.doc
    .rect(w.left, cardTop - 4, w.contentWidth, w.doc.y - cardTop + 6)
    .lineWidth(0.5)
    .stroke();
  w.doc.y += 12;
  w.heading('Charges Due', { size: 14, gap: 0.3 });
  w.row([{ text: `As of ${portalDate(bill.invoiceDate)}`, x: w.left, width: 300 }], { size: 8, gap: 6 });
  const X = {
    due: w.left,
    code: w.left + 72,
    desc: w.left + 130,
    ref: w.left + 360,
    amt: w.right - 90,
    end: w.right,
  };
  const trow = (
    vals: [string, string, string, string, string],
    opt: { bold?: boolean; shade?: string | null; line?: RuleLine } = {},
  ) =>
    ruledRow(
      w,
      edgeCells(
        [X.due, X.code, X.desc, X.ref, X.amt, X.end],
        vals,
        ['left', 'left', 'left', 'left', 'right'],
        {
          bold: opt.bold,
        },
      ),
      { size: 8.5, ...opt },
    );
  trow(['Due Date', 'Charge', 'Description', 'Reference', 'Amount Due'], {
    bold: true,
    shade: '#dfe7f1',
    line: 'bottom',
  });
  const lateSection = SECTION_HEADS.indexOf('Late Charges') + 1;
  const refBase = Number(bill.invoiceNo.replace(/\D/g, '').slice(-6) || '100000');
  bill.lines.forEach((ln, i) => {
    const c = portalCharge(ln, lateSection);
    trow([portalDate(portalDue(ln, bill.month)), c.code, c.desc, `CHG-${refBase + i}`, P(ln.amountCents)], {
      line: 'bottom',
    });
  });
  w.space(0.4);
  ruledRow(
    w,
    edgeCells([X.ref, X.amt, X.end], ['Total Due', P(bill.totalCents)], ['left', 'right'], { bold: true }),
    {
      size: 10,
      shade: '#f1f1f1',
    },
  );
  w.space(0.8);
  const btn = w.doc.y;
  w.doc
    .save()
    .roundedRect(w.right - 110, btn, 110, 22, 4)
    .fillColor('#2e7d32')
    .fill()
    .restore();
  w.doc.fillColor('white');
  w.font('bold', 10);
  w.doc.text('Pay Now', w.right - 110, btn + 6, { width: 110, align: 'center' });
  w.doc.fillColor('black');
  w.font();
  w.doc.y = btn + 34;
  w.para(
    `Autopay: Off. Payments made through the portal by ACH post within two business days. Rent is due on the first day of each month; payments received more than ${l.lateFee.graceDays} days after the first are subject to the late charge of Section ${lateSection} of your Lease. Questions about a charge: ${b.email} or ${b.phone}.`,
    { size: 8, gap: 0.4 },
  );
  return finishPdf(w);
}
