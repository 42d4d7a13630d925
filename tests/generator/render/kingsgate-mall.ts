/**
 * Family "kingsgate-mall" (decision 0079): an in-line store of a regional enclosed mall owned by a
 * national mall REIT, whose central lease accounting office issues the year-end adjustment and
 * whose accounts-receivable office bills the monthly rent.
 *
 * - Lease (kingsgate-mall-lease.ts): a two-level lettered DATA SHEET, then ARTICLE / Section with
 *   small-capital run-in headings citing the Data Sheet's items.
 * - Statement: "ANNUAL COMMON AREA / REAL ESTATE TAX / INSURANCE ADJUSTMENT", letter portrait,
 *   stacked pools of costs whose labels run to their figures on dot leaders, the current year's
 *   figure and the prior year's beside it; then "COMPUTATION OF TENANT'S SHARE" written as
 *   labelled equations ("(b) Tenant's Share of Recoverable Costs = Total Recoverable Costs x (a) =
 *   1,234,567.89 x 0.5194% = 6,412.34") with the results in a Charges column and the estimates
 *   (and a credit balance) in a separate Credits column: no figure carries a sign.
 * - Bill: the REIT's "TENANT INVOICE" from its central accounts-receivable office: charge codes with
 *   Period From / Period To columns, an "OPEN ITEMS" section listing the unpaid prior invoice by
 *   number, a total box and a bank lockbox to remit to. Credits "1,234.56 cr".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import { addDays, addMonths, commas, daysBetween, fmtDate, money, parseIso } from '../format';
import type { BillLineModel, LineModel, PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow, edgeCells, type RuleLine, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { invoiceNoFor, mallOf } from './kingsgate-mall-center';

export { renderKingsgateMallLease } from './kingsgate-mall-lease';

/** The adjustment's figures: "1,234.56", never signed (credits stand in the Credits column). */
export const adjMoney = (cents: number) => money(Math.abs(cents), { dollar: false });

/** The invoice's money: "1,234.56", a credit "1,234.56 cr". */
export const invMoney = (cents: number) =>
  cents < 0 ? `${money(-cents, { dollar: false })} cr` : money(cents, { dollar: false });

/** "04/01/2024". */
export function slashDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/** The REIT's own names for the pools. */
export const POOL_TITLES: Record<StatementModel['sectionOrder'][number], string> = {
  CAM: 'Common Area Maintenance Costs',
  UTIL: 'Enclosed Mall HVAC Energy and Utilities',
  TAX: 'Real Estate Taxes',
  INS: 'Insurance Costs',
};

/** A row of the cost schedule: the current line (or a prior-year line no longer billed). */
export interface CostRow {
  section: StatementModel['sectionOrder'][number];
  label: string;
  current: number | null;
  prior: number | null;
}

/**
 * The schedule's rows by pool: each current line with the prior year's amount of the same cost
 * (from the packet's prior statement when there is one, else from the prior year's costs), then
 * any prior-year cost not billed this year. Prior figures are comparison only, not the truth.
 */
export function costRows(m: PacketModel, s: StatementModel): CostRow[] {
  const prevStmt = m.statements.find((x) => x.year === s.year - 1);
  const prior: { key: string; label: string; section: CostRow['section']; amount: number }[] = prevStmt
    ? prevStmt.lines.map((ln) => ({
        key: ln.key,
        label: ln.label,
        section: ln.section,
        amount: ln.amountCents,
      }))
    : Object.entries(s.prior?.amounts ?? {}).map(([key, amount]) => {
        const cur = s.lines.find((ln) => ln.key === key);
        return {
          key,
          label: cur?.label ?? m.labels[key === 'capital' ? `capital:${s.year - 1}` : key] ?? key,
          section: cur?.section ?? 'CAM',
          amount,
        };
      });
  const used = new Set<string>();
  const rows: CostRow[] = [];
  for (const k of s.sectionOrder) {
    for (const ln of s.lines.filter((x: LineModel) => x.section === k)) {
      const p = prior.find((x) => x.key === ln.key && !used.has(x.key));
      if (p) used.add(p.key);
      rows.push({ section: k, label: ln.label, current: ln.amountCents, prior: p ? p.amount : null });
    }
    for (const p of prior.filter((x) => x.section === k && !used.has(x.key))) {
      used.add(p.key);
      rows.push({ section: k, label: p.label, current: null, prior: p.amount });
    }
  }
  return rows;
}

/** The share as the computation prints it: "0.5194%". */
export const sharePctText = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

/** Whether the areas' quotient, at the printed decimals, is the billed share (then it is an equation). */
export const areasGiveShare = (s: StatementModel) =>
  ((s.shareNumRsf / s.shareDenRsf) * 100).toFixed(s.shareDecimals) === s.sharePct.toFixed(s.shareDecimals);

/** The CAM-category costs the fee basis is the share of (the model's camShare is this x share). */
export const camCosts = (s: StatementModel) =>
  s.lines
    .filter((ln) => ln.category !== 'TAX' && ln.category !== 'INSURANCE')
    .reduce((a, ln) => a + ln.amountCents, 0);

/** The labelled equations of the computation: [label, equation text, charges, credits]. */
export function equations(s: StatementModel): [string, string, string, string][] {
  const n = s.numbers;
  const A = adjMoney;
  const pctText = sharePctText(s);
  const out: [string, string, string, string][] = [];
  out.push([
    '(a)',
    areasGiveShare(s)
      ? `Tenant’s Proportionate Share = Floor Area of the Premises ÷ Mall GLA = ${commas(s.shareNumRsf)} ÷ ${commas(s.shareDenRsf)} = ${pctText}`
      : `Tenant’s Proportionate Share (Data Sheet Item I) = ${pctText} (Floor Area of the Premises ${commas(s.shareNumRsf)} sq. ft.; Mall GLA ${commas(s.shareDenRsf)} sq. ft.)`,
    '',
    '',
  ]);
  out.push([
    '(b)',
    `Tenant’s Share of Recoverable Costs = Total Recoverable Costs × (a) = ${A(n.pool)} × ${pctText} = ${A(n.tenantShare)}`,
    A(n.tenantShare),
    '',
  ]);
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      out.push([
        '(c)',
        `Fee Basis = Common Area Maintenance Costs (excluding Real Estate Taxes and Insurance Costs) × (a) = ${A(camCosts(s))} × ${pctText} = ${A(n.camShare!)}`,
        '',
        '',
      ]);
      out.push(['(d)', `Administrative Fee = ${s.fee.pct}% × (c) = ${A(n.fee)}`, A(n.fee), '']);
    } else {
      out.push(['(c)', `Administrative Fee = ${s.fee.pct}% × (b) = ${A(n.fee)}`, A(n.fee), '']);
    }
  }
  const feeRef = s.fee ? (s.fee.base === 'CAM' ? '(d)' : '(c)') : null;
  const next = (i: number) => `(${String.fromCharCode(97 + out.length + i)})`;
  const total = next(0);
  out.push([
    total,
    feeRef
      ? `Total Charges for ${s.year} = (b) + ${feeRef} = ${A(n.totalDue)}`
      : `Total Charges for ${s.year} = (b) = ${A(n.totalDue)}`,
    A(n.totalDue),
    '',
  ]);
  const est = next(0);
  out.push([
    est,
    `Estimated Payments Billed = ${s.estimateMonths} × ${A(s.monthlyEstimateCents)} = ${A(n.estimates)}`,
    '',
    A(n.estimates),
  ]);
  out.push([
    next(0),
    `${n.balance < 0 ? 'CREDIT DUE TENANT' : 'BALANCE DUE FROM TENANT'} = ${total} - ${est} = ${A(n.balance)}`,
    n.balance < 0 ? '' : A(n.balance),
    n.balance < 0 ? A(n.balance) : '',
  ]);
  return out;
}

// ---------------------------------------------------------------- statement

export async function renderKingsgateMallStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const c = mallOf(m);
  const n = s.numbers;
  const A = adjMoney;
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Times', 'Helvetica'], {
    size: 9,
    margin: 48,
    date: s.date,
    title: `Annual Common Area / Real Estate Tax / Insurance Adjustment ${s.year} - ${c.customer}`,
    author: c.reit,
    footer: `${c.reit}  ·  ${c.office}  ·  Customer No. ${c.customer}  ·  Page {n} of {total}`,
  });
  // ---- header
  const top = w.doc.y;
  w.font('bold', 12);
  w.doc.text(c.reit, w.left, top, { width: 300 });
  w.font('regular', 8.5);
  w.doc.text(
    `${c.office}\n${c.officeStreet}\n${c.officeCity}\nTenant Accounting ${c.phone}`,
    w.left,
    w.doc.y + 1,
    {
      width: 300,
    },
  );
  const bottomLeft = w.doc.y;
  w.doc.y = top;
  const kx = w.right - 200;
  for (const [k, v] of [
    ['Date of Adjustment', fmtDate(s.date, 'LONG')],
    ['Customer No.', c.customer],
    ['Space No.', c.space],
    ['Floor Area', `${commas(l.premisesRsf)} sq. ft.`],
  ] as const)
    w.row(
      [
        { text: `${k}:`, x: kx, width: 95, bold: true },
        { text: v, x: kx + 95, width: 105, align: 'right' },
      ],
      { size: 8.5, gap: 1 },
    );
  w.doc.y = Math.max(bottomLeft, w.doc.y) + 10;
  w.heading('ANNUAL COMMON AREA / REAL ESTATE TAX / INSURANCE ADJUSTMENT', {
    align: 'center',
    size: 11,
    gap: 0.1,
  });
  w.heading(`For the Adjustment Year January 1, ${s.year} through December 31, ${s.year}`, {
    align: 'center',
    size: 9,
    style: 'regular',
    gap: 0.5,
  });
  w.row(
    [
      { text: 'Tenant:', x: w.left, width: 70, bold: true },
      { text: `${l.tenant.name} d/b/a ${c.tradeName}`, x: w.left + 70, width: 230 },
      { text: 'Shopping Center:', x: w.left + 300, width: 85, bold: true },
      {
        text: `${c.mall}, ${l.property.city.city}, ${l.property.city.state}`,
        x: w.left + 385,
        width: w.right - w.left - 385,
      },
    ],
    { size: 8.5, gap: 1 },
  );
  w.row(
    [
      { text: 'Landlord:', x: w.left, width: 70, bold: true },
      { text: l.landlord.name, x: w.left + 70, width: 230 },
      { text: 'Attention:', x: w.left + 300, width: 85, bold: true },
      { text: l.tenant.contact, x: w.left + 385, width: w.right - w.left - 385 },
    ],
    { size: 8.5, gap: 10 },
  );
  // ---- the schedule of costs: dot leaders to the current year, the prior year beside it
  const colPrior = w.right;
  const colCur = w.right - 90;
  const leadEnd = colCur - 78;
  const head = () => {
    w.row(
      [
        { text: 'SCHEDULE OF RECOVERABLE COSTS', x: w.left, width: 260, bold: true },
        { text: `${s.year} Actual`, x: colCur - 90, width: 90, align: 'right', bold: true },
        { text: `${s.year - 1} Actual`, x: colPrior - 90, width: 90, align: 'right', bold: true },
      ],
      { size: 8.5, gap: 0 },
    );
    w.rule({ gap: 3 });
  };
  head();
  w.pageHeader = head;
  /** "label ........ current   prior": the dots run from the label to the current figure. */
  const leaderRow = (
    label: string,
    cur: string,
    prior: string,
    opt: { bold?: boolean; indent?: number } = {},
  ) => {
    const size = 8.5;
    const x = w.left + (opt.indent ?? 0);
    w.font(opt.bold ? 'bold' : 'regular', size);
    const maxLabel = leadEnd - x - 16;
    const words = label.split(' ');
    const lines: string[] = [];
    let curLine = '';
    for (const wd of words) {
      const nextLine = curLine ? `${curLine} ${wd}` : wd;
      if (w.doc.widthOfString(nextLine) > maxLabel && curLine) {
        lines.push(curLine);
        curLine = wd;
      } else curLine = nextLine;
    }
    w.ensure(size * 1.3 * (lines.length + 1) + 2);
    w.font(opt.bold ? 'bold' : 'regular', size);
    for (const ln of lines) {
      w.doc.text(ln, x, w.doc.y, { lineBreak: false });
      w.doc.y += size * 1.25;
    }
    const y = w.doc.y;
    w.doc.text(curLine, x, y, { lineBreak: false });
    const dotW = w.doc.widthOfString('.');
    const from = x + w.doc.widthOfString(curLine) + 5;
    const count = Math.floor((leadEnd - from) / dotW);
    if (count > 2) w.doc.text('.'.repeat(count), leadEnd - count * dotW, y, { lineBreak: false });
    if (cur) w.doc.text(cur, colCur - w.doc.widthOfString(cur), y, { lineBreak: false });
    if (prior) w.doc.text(prior, colPrior - w.doc.widthOfString(prior), y, { lineBreak: false });
    w.doc.x = w.left;
    w.doc.y = y + size * 1.3;
    w.font();
  };
  const rows = costRows(m, s);
  const dash = '—';
  for (const k of s.sectionOrder) {
    w.ensure(40);
    w.row([{ text: POOL_TITLES[k].toUpperCase(), x: w.left, width: 300, bold: true }], { size: 8.5, gap: 1 });
    const rs = rows.filter((r) => r.section === k);
    for (const r of rs)
      leaderRow(r.label, r.current === null ? dash : A(r.current), r.prior === null ? dash : A(r.prior), {
        indent: 10,
      });
    const priorSum = rs.reduce((a, r) => a + (r.prior ?? 0), 0);
    w.rule({ x1: colCur - 75, x2: colPrior, weight: 0.4, gap: 3 });
    leaderRow(`Total ${POOL_TITLES[k]}`, A(n.sectionTotals[k] ?? 0), A(priorSum), { bold: true, indent: 10 });
    w.space(0.35);
  }
  const priorAll = rows.reduce((a, r) => a + (r.prior ?? 0), 0);
  w.rule({ x1: colCur - 75, x2: colPrior, weight: 0.6, gap: 3 });
  leaderRow('TOTAL RECOVERABLE COSTS', A(n.pool), A(priorAll), { bold: true });
  w.doc.y -= 2;
  w.rule({ x1: colCur - 75, x2: colPrior, weight: 0.6, gap: 0.5 });
  w.rule({ x1: colCur - 75, x2: colPrior, weight: 0.6, gap: 10 });
  w.pageHeader = null;
  // ---- the computation, as labelled equations, with Charges and Credits columns
  w.ensure(150);
  const X = [w.left, w.left + 24, w.right - 150, w.right - 75, w.right];
  const crow = (
    vals: [string, string, string, string],
    opt: { bold?: boolean; line?: RuleLine; shade?: string } = {},
  ) =>
    ruledRow(w, edgeCells(X, vals, ['left', 'left', 'right', 'right'], { bold: opt.bold }), {
      size: 8.5,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  crow(['', `COMPUTATION OF TENANT’S SHARE - ${s.year}`, 'Charges', 'Credits'], {
    bold: true,
    line: 'both',
    shade: '#ececec',
  });
  const eqs = equations(s);
  eqs.forEach((e, i) => {
    const last = i === eqs.length - 1;
    const totalRow = e[1].startsWith('Total Charges');
    crow(e, { bold: last || totalRow, line: last ? 'double' : totalRow ? 'top' : null });
  });
  w.space(0.8);
  const pct = sharePctText(s);
  w.para(
    `Notes: Floor Area of the Premises and Mall GLA per Data Sheet Items E(2) and E(3) of your Lease; Tenant’s Proportionate Share ${pct} per Section 6.4.${s.fee ? ` Administrative Fee per Section 6.5 and Item J.` : ''} Amounts in the Credits column are credits to your account. ${n.balance < 0 ? 'The credit due will be applied to your open items or to your next Tenant Invoice.' : `The balance due will be billed on your next Tenant Invoice and is payable within thirty (30) days after ${fmtDate(s.date, 'LONG')}.`} Questions: ${c.office}, ${c.phone}.`,
    { size: 8, align: 'justify', gap: 0.3 },
  );
  return finishPdf(w);
}

// ---------------------------------------------------------------- bill

/** The A/R system's charge code and description of a current charge. */
export function arCharge(ln: BillLineModel, priorInvoice: string): { code: string; desc: string } {
  const { y } = parseIso(ln.period);
  switch (ln.kind) {
    case 'BASE_RENT':
      return { code: 'MINRNT', desc: 'Minimum Annual Rent' };
    case 'CAM_ESTIMATE':
      return ln.code === 'NNN'
        ? { code: 'CTIEST', desc: 'CAM / Real Estate Tax / Insurance - Estimate' }
        : { code: 'CAMEST', desc: 'Common Area Maintenance - Estimate' };
    case 'OPEX_ESTIMATE':
      return { code: 'CTIEST', desc: 'CAM / Real Estate Tax / Insurance - Estimate' };
    case 'TAX_ESTIMATE':
      return { code: 'RETEST', desc: 'Real Estate Tax - Estimate' };
    case 'INSURANCE_ESTIMATE':
      return { code: 'INSEST', desc: 'Insurance - Estimate' };
    case 'RECON':
      return { code: 'ANNADJ', desc: `${y} Annual CAM / Tax / Insurance Adjustment` };
    case 'LATE_FEE':
      return { code: 'LATECH', desc: `Late Charge - Invoice ${priorInvoice} (Item K)` };
    case 'PAST_DUE':
      return { code: 'OPEN', desc: `Invoice ${priorInvoice}` };
  }
}

/** A current charge's service period: its month, or the reconciled calendar year. */
export function chargePeriod(ln: BillLineModel): [string, string] {
  if (ln.kind === 'RECON') {
    const { y } = parseIso(ln.period);
    return [`${y}-01-01`, `${y}-12-31`];
  }
  return [ln.period, addDays(addMonths(ln.period, 1), -1)];
}

export async function renderKingsgateMallBill(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = mallOf(m);
  const bill = m.bill;
  const I = invMoney;
  const invNo = invoiceNoFor(c, bill.month);
  const prevMonth = addMonths(bill.month, -1);
  const prevInv = invoiceNoFor(c, prevMonth);
  const prevDate = addDays(prevMonth, -daysBetween(bill.invoiceDate, bill.month));
  const w = writerWithDrawnFont(rng, ['Helvetica', 'Helvetica', 'Times'], {
    size: 9,
    margin: 44,
    date: bill.invoiceDate,
    title: `Tenant Invoice ${invNo}`,
    author: c.reit,
    footer: `Invoice ${invNo}  ·  Customer No. ${c.customer}  ·  Page {n} of {total}`,
  });
  // ---- header
  const top = w.doc.y;
  w.font('bold', 12);
  w.doc.text(c.reit, w.left, top, { width: 280 });
  w.font('regular', 8.5);
  w.doc.text(
    `Tenant Accounts Receivable\n${c.officeStreet}\n${c.officeCity}\n${c.phone}`,
    w.left,
    w.doc.y + 1,
    {
      width: 280,
    },
  );
  const leftEnd = w.doc.y;
  w.doc.y = top;
  const bx = w.right - 230;
  w.font('bold', 14);
  w.doc.text('TENANT INVOICE', bx, top, { width: 230, align: 'right' });
  w.doc.y += 4;
  for (const [k, v] of [
    ['Invoice No.', invNo],
    ['Invoice Date', slashDate(bill.invoiceDate)],
    ['Customer No.', c.customer],
    ['Due Date', slashDate(bill.month)],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: bx, width: 100, bold: true, shade: true },
        { text: v, x: bx + 100, width: 130, align: 'right' },
      ],
      8.5,
      { pad: 3 },
    );
  w.doc.y = Math.max(leftEnd, w.doc.y) + 12;
  w.row(
    [
      {
        text: `BILL TO:\n${l.tenant.name}\nd/b/a ${c.tradeName}\nAttn: Accounts Payable - ${l.tenant.contact}\n${l.property.street}, Space ${c.space}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
        x: w.left,
        width: 270,
      },
      {
        text: `PROPERTY:\n${c.mall}\nLandlord: ${l.landlord.name}\nSpace ${c.space} - ${commas(l.premisesRsf)} sq. ft.`,
        x: w.left + 290,
        width: w.right - w.left - 290,
      },
    ],
    { size: 8.5, gap: 12 },
  );
  // ---- current charges
  const X = [w.left, w.left + 62, w.left + 300, w.left + 370, w.left + 440, w.right];
  const trow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(w, edgeCells(X, vals, ['left', 'left', 'center', 'center', 'right'], { bold: opt.bold }), {
      size: 8.5,
      line: opt.line ?? null,
      shade: opt.shade ?? null,
    });
  w.heading('CURRENT CHARGES', { size: 9.5, gap: 0.15 });
  trow(['Charge Code', 'Description', 'Period From', 'Period To', 'Amount'], {
    bold: true,
    line: 'both',
    shade: '#ececec',
  });
  const current = bill.lines.filter((ln) => ln.kind !== 'PAST_DUE');
  for (const ln of current) {
    const ch = arCharge(ln, prevInv);
    const [from, to] = chargePeriod(ln);
    trow([ch.code, ch.desc, slashDate(from), slashDate(to), I(ln.amountCents)]);
  }
  const currentTotal = current.reduce((a, ln) => a + ln.amountCents, 0);
  trow(['', 'Total Current Charges', '', '', I(currentTotal)], { bold: true, line: 'top' });
  w.space(0.8);
  // ---- open items
  w.heading(`OPEN ITEMS (unpaid invoices as of ${slashDate(bill.invoiceDate)})`, { size: 9.5, gap: 0.15 });
  const O = [w.left, w.left + 110, w.left + 190, w.left + 270, w.left + 340, w.left + 420, w.right];
  const orow = (vals: string[], opt: { bold?: boolean; line?: RuleLine; shade?: string } = {}) =>
    ruledRow(
      w,
      edgeCells(O, vals, ['left', 'center', 'center', 'right', 'right', 'right'], { bold: opt.bold }),
      { size: 8.5, line: opt.line ?? null, shade: opt.shade ?? null },
    );
  const open = bill.lines.filter((ln) => ln.kind === 'PAST_DUE');
  const openTotal = open.reduce((a, ln) => a + ln.amountCents, 0);
  if (open.length) {
    orow(['Invoice No.', 'Invoice Date', 'Due Date', 'Days Past Due', 'Original Amount', 'Open Balance'], {
      bold: true,
      line: 'both',
      shade: '#ececec',
    });
    for (const ln of open)
      orow([
        prevInv,
        slashDate(prevDate),
        slashDate(ln.period),
        String(daysBetween(ln.period, bill.invoiceDate)),
        I(ln.amountCents),
        I(ln.amountCents),
      ]);
    orow(['', '', '', '', 'Total Open Items', I(openTotal)], { bold: true, line: 'top' });
  } else {
    w.para('No open items. Thank you for your prompt payment.', { size: 8.5, style: 'italic', gap: 0.3 });
  }
  if (currentTotal + openTotal !== bill.totalCents)
    throw new Error('kingsgate-mall: invoice does not add up');
  w.space(0.8);
  // ---- the total box
  const tx = w.right - 280;
  for (const [k, v, bold] of [
    ['Total Current Charges', I(currentTotal), false],
    ['Total Open Items', I(openTotal), false],
    [`TOTAL AMOUNT DUE BY ${slashDate(bill.month)}`, I(bill.totalCents), true],
  ] as const)
    boxedRow(
      w,
      [
        { text: k, x: tx, width: 190, bold, shade: bold },
        { text: v, x: tx + 190, width: 90, align: 'right', bold },
      ],
      9,
      { pad: 4 },
    );
  w.space(1.2);
  // ---- remittance
  w.heading('REMITTANCE', { size: 9.5, gap: 0.15 });
  w.para(
    `Make checks payable to ${l.landlord.name} and mail to: ${c.reit} - ${c.mall}, Lockbox No. ${c.lockbox}, P.O. Box ${c.lockbox}, ${c.lockboxCity}. Overnight delivery: ${c.bank}, Lockbox Processing, Attn: Lockbox ${c.lockbox}, ${c.overnight}. Please write your Customer No. ${c.customer} and Invoice No. ${invNo} on your check.`,
    { size: 8.5, align: 'justify', gap: 0.3 },
  );
  w.para(
    `Payments received more than ${l.lateFee.graceDays} days after the due date are subject to the late charge of Item K of the Data Sheet of your Lease. Credits are shown as "cr". Questions about this invoice: Tenant Accounts Receivable, ${c.phone}.`,
    { size: 8, style: 'italic', gap: 0.3 },
  );
  return finishPdf(w);
}
