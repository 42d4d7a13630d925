/**
 * Family "larkspur-board" (decision 0106), the statement: **the landlord's accounting package's
 * "12 Month Operating Statement" printed landscape**: one row per expense account (account
 * number and name), **columns Jan ... Dec and a Total** (the monthly actuals add up to the Total
 * exactly), rows grouped by pool under a pool heading with a "Total {pool}" subtotal row, then a
 * "TOTAL OPERATING EXPENSES" row. The grid is **split over two pages**: Jan-Jun on the first,
 * Jul-Dec and the Total on the second, the account rows repeated on both. Below the grid (on its
 * second page, or a page of its own) a short **"Tenant Recovery Summary"**. Credits in
 * parentheses, small type, no "$" in the grid.
 *
 * Every figure comes from the model; a planted MATH_ERROR shows in the page's own arithmetic: a
 * "TOTAL OPERATING EXPENSES" whose Total is not its months nor the subtotals above it (POOL), a
 * tenant's share that is not the printed share of the total (SHARE), a balance that is not the
 * total recoveries less the estimates billed (BALANCE). The renderer throws when what it prints is
 * not the model's arithmetic (the planted delta aside).
 */
import { commas, fmtDate } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { accountNo, amt, boardFacts, damt, MONTH_ABBR, monthsOf } from './larkspur-board-facts';

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

export interface GridRow {
  kind: 'HEAD' | 'LINE' | 'SUB' | 'GRAND';
  acct: string;
  label: string;
  months: number[];
  totalCents: number;
}

/** The grid's rows: pool headings, account lines, pool subtotals, the grand total; checked. */
export function gridRows(m: PacketModel, s: StatementModel): GridRow[] {
  const n = s.numbers;
  if (s.mode !== 'TOTAL') throw new Error('larkspur-board: the statement shares its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool) throw new Error('larkspur-board: pool is not the lines');
  const rows: GridRow[] = [];
  const zero = () => MONTH_ABBR.map(() => 0);
  const grand = zero();
  let count = 0;
  for (const k of s.sectionOrder) {
    const idx = s.lines.map((x, i) => (x.section === k ? i : -1)).filter((i) => i >= 0);
    if (!idx.length) continue;
    rows.push({ kind: 'HEAD', acct: '', label: s.sectionNames[k].toUpperCase(), months: [], totalCents: 0 });
    const sub = zero();
    let subTotal = 0;
    for (const i of idx) {
      const ms = monthsOf(m, s, i);
      const ln = s.lines[i]!;
      if (ms.reduce((a, x) => a + x, 0) !== ln.amountCents) throw new Error('larkspur-board: a row');
      ms.forEach((v, j) => {
        sub[j]! += v;
      });
      subTotal += ln.amountCents;
      rows.push({
        kind: 'LINE',
        acct: accountNo(s, i),
        label: ln.label,
        months: ms,
        totalCents: ln.amountCents,
      });
      count++;
    }
    sub.forEach((v, j) => {
      grand[j]! += v;
    });
    if (sub.reduce((a, x) => a + x, 0) !== subTotal) throw new Error('larkspur-board: a subtotal');
    rows.push({
      kind: 'SUB',
      acct: '',
      label: `Total ${s.sectionNames[k]}`,
      months: sub,
      totalCents: subTotal,
    });
  }
  if (count !== s.lines.length) throw new Error('larkspur-board: a line outside the pools');
  if (grand.reduce((a, x) => a + x, 0) !== lineSum) throw new Error('larkspur-board: the grand months');
  rows.push({
    kind: 'GRAND',
    acct: '',
    label: 'TOTAL OPERATING EXPENSES',
    months: grand,
    totalCents: n.pool,
  });
  return rows;
}

/** The share as the summary prints it. */
export const boardShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

export const balanceLabel = (m: PacketModel, cents: number) =>
  boardFacts(m).balanceWords === 'NEUTRAL'
    ? 'Balance Due / (Credit)'
    : cents >= 0
      ? 'Balance Due from Tenant'
      : 'Credit Due to Tenant';

/** The Tenant Recovery Summary: [label, amount], checked against the model's arithmetic. */
export function recoverySummary(m: PacketModel, s: StatementModel): [string, string][] {
  const n = s.numbers;
  const out: [string, string][] = [];
  const share = boardShare(s);
  out.push(['Total Recoverable Operating Expenses', damt(n.pool)]);
  if (s.base) {
    if (n.excess !== Math.max(0, n.pool - s.base.deductionCents)) throw new Error('larkspur-board: excess');
    out.push([`Less: Base Year ${s.base.year} Operating Expenses`, damt(-s.base.deductionCents)]);
    out.push(['Operating Expenses in Excess of Base Year', damt(n.excess!)]);
  }
  out.push([
    s.showRsf
      ? `Tenant's Pro Rata Share (${commas(s.shareNumRsf)} / ${commas(s.shareDenRsf)} RSF)`
      : "Tenant's Pro Rata Share",
    share,
  ]);
  out.push([`Tenant's Share of ${s.base ? 'Excess ' : ''}Operating Expenses`, damt(n.tenantShare)]);
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      const camPool = s.lines.filter((x) => isCam(x.category)).reduce((a, x) => a + x.amountCents, 0);
      if (n.camShare !== Math.round(camPool * (s.sharePct / 100)))
        throw new Error('larkspur-board: CAM share');
      out.push(['Recoverable CAM (excluding Taxes and Insurance)', damt(camPool)]);
      out.push([`Tenant's Share of CAM @ ${share}`, damt(n.camShare!)]);
      out.push([`Administrative Fee @ ${s.fee.pct}% of Tenant's Share of CAM`, damt(n.fee)]);
    } else out.push([`Administrative Fee @ ${s.fee.pct}% of Tenant's Share`, damt(n.fee)]);
  } else if (n.fee !== 0) throw new Error('larkspur-board: a fee without a fee term');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('larkspur-board: total is not share + fee');
  out.push([`Total Tenant Recoveries ${s.year}`, damt(n.totalDue)]);
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths) throw new Error('larkspur-board: estimates');
  out.push([
    `Less: Estimates Billed (${s.estimateMonths} x ${damt(s.monthlyEstimateCents)})`,
    damt(-n.estimates),
  ]);
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance) throw new Error('larkspur-board: balance');
  out.push([balanceLabel(m, n.balance), damt(n.balance)]);
  return out;
}

export const statementTitle = '12 Month Operating Statement';

export async function renderLarkspurBoardStatement(
  m: PacketModel,
  s: StatementModel,
  _rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = boardFacts(m);
  const w = new PdfWriter({
    font: 'Helvetica',
    size: 7,
    margin: 30,
    landscape: true,
    date: s.date,
    title: `${l.property.name} ${statementTitle} ${s.year}`,
    author: l.landlord.name,
    footer: null,
  });
  const d = w.doc;
  const rows = gridRows(m, s);
  const summary = recoverySummary(m, s);
  const RH = 10;
  const acctX = w.left;
  const descX = w.left + 46;
  const descW = 196;
  const monthW = 68;
  const m0 = descX + descW + 4;
  const header = (half: 0 | 1) => {
    w.font('bold', 10);
    d.text(l.landlord.name, w.left, 28, { width: w.contentWidth, align: 'center', lineBreak: false });
    w.font('bold', 9);
    d.text(
      `${l.property.name} (${l.property.street}, ${l.property.city.city}, ${l.property.city.state})`,
      w.left,
      41,
      {
        width: w.contentWidth,
        align: 'center',
        lineBreak: false,
      },
    );
    d.text(statementTitle, w.left, 52, { width: w.contentWidth, align: 'center', lineBreak: false });
    w.font('regular', 7.5);
    d.text(
      `Period = Jan ${s.year} - Dec ${s.year}    Book = Accrual    Tenant: ${l.tenant.name} (${l.property.suite})`,
      w.left,
      64,
      {
        width: w.contentWidth,
        align: 'center',
        lineBreak: false,
      },
    );
    d.text(`Report date: ${fmtDate(s.date, 'LONG')}`, w.left, 28, { width: 200, lineBreak: false });
    d.text(f.pkg, w.left, 37, { width: 200, lineBreak: false });
    w.font('bold', 7);
    const y = 80;
    d.text('Account', acctX, y, { width: 44, lineBreak: false });
    d.text('Account Name', descX, y, { width: descW, lineBreak: false });
    const ms = half === 0 ? MONTH_ABBR.slice(0, 6) : [...MONTH_ABBR.slice(6), 'Total'];
    ms.forEach((mn, j) => {
      const label = mn === 'Total' ? 'Total' : `${mn} ${s.year}`;
      d.text(label, m0 + j * monthW, y, { width: monthW - 4, align: 'right', lineBreak: false });
    });
    d.moveTo(w.left, y + 10)
      .lineTo(w.right, y + 10)
      .lineWidth(0.6)
      .stroke();
    return y + 14;
  };
  const drawRow = (r: GridRow, y: number, half: 0 | 1) => {
    const bold = r.kind !== 'LINE';
    const size = 7;
    w.font(bold ? 'bold' : 'regular', size);
    // a long account name is set smaller to stay on its row, on the row's baseline (Helvetica's
    // ascender is 0.718 em)
    const lw = d.widthOfString(r.label);
    const ls = lw > descW - 8 ? (size * (descW - 8)) / lw : size;
    w.font(bold ? 'bold' : 'regular', ls);
    d.text(r.label, r.kind === 'LINE' ? descX + 6 : descX, y + 0.718 * (size - ls), { lineBreak: false });
    w.font(bold ? 'bold' : 'regular', size);
    if (r.acct) d.text(r.acct, acctX, y, { width: 44, lineBreak: false });
    if (r.kind === 'HEAD') return;
    const cells = half === 0 ? r.months.slice(0, 6) : [...r.months.slice(6), r.totalCents];
    cells.forEach((v, j) => {
      d.text(amt(v), m0 + j * monthW, y, { width: monthW - 4, align: 'right', lineBreak: false });
    });
    if (r.kind !== 'LINE') {
      d.moveTo(m0, y - 2)
        .lineTo(m0 + cells.length * monthW - 4, y - 2)
        .lineWidth(0.4)
        .stroke();
    }
  };
  const top = 94;
  const capacity = Math.floor((d.page.height - 70 - top) / (RH + 1));
  const chunks: GridRow[][] = [];
  for (let i = 0; i < rows.length; i += capacity) chunks.push(rows.slice(i, i + capacity));
  let lastY = 0;
  chunks.forEach((chunk, ci) => {
    for (const half of [0, 1] as const) {
      if (ci > 0 || half > 0) d.addPage();
      let y = header(half);
      y = Math.max(y, top);
      for (const r of chunk) {
        drawRow(r, y, half);
        y += r.kind === 'SUB' ? RH + 3 : RH;
      }
      lastY = y;
    }
  });
  // the Tenant Recovery Summary
  const need = 30 + summary.length * 11;
  let y = lastY + 14;
  if (y + need > d.page.height - 50) {
    d.addPage();
    y = header(1) + 6;
  }
  const sx = w.left + 300;
  w.font('bold', 8.5);
  d.text('Tenant Recovery Summary', sx, y, { width: 300, lineBreak: false });
  y += 13;
  summary.forEach(([k, v], i) => {
    const last = i === summary.length - 1;
    w.font(last ? 'bold' : 'regular', 8);
    d.text(k, sx, y, { width: 270, lineBreak: false });
    d.text(v, sx + 270, y, { width: 100, align: 'right', lineBreak: false });
    if (last)
      d.moveTo(sx + 290, y - 2)
        .lineTo(sx + 370, y - 2)
        .lineWidth(0.5)
        .stroke();
    y += 11;
  });
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    w.font('regular', 7);
    d.text(`Page ${i + 1} of ${range.count}`, w.right - 100, 28, {
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    d.page.margins.bottom = saved;
  }
  w.font();
  return finishPdf(w);
}
