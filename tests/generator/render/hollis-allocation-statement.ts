/**
 * Family "hollis-allocation" (decision 0114), the statement: **the small center's year-end
 * allocation schedule, the same for every tenant**. Page 1 a letter on the owner's letterhead to
 * the tenant (dated the statement date) naming its suite, its share and its balance; page 2,
 * landscape, **"CAM / TAX / INSURANCE ALLOCATION SCHEDULE": one row for every suite of the center
 * (Suite | Tenant | RSF | Share | one column per pool | Admin fee | Total | Est. paid | Balance),
 * the vacant suite included (its share borne by the owner), the addressee's row marked and
 * shaded, and a TOTALS row** (the areas to the center's, the shares to 100%, each pool column to
 * its pool total); page 3 **"POOL DETAIL"**: each pool's expense lines and its total, then the
 * total of all pools.
 *
 * The addressee's row carries the model's figures; the other suites' rows are the family's own
 * (`hollis-allocation-facts.ts`), sized so that every column foots. A planted MATH_ERROR shows in
 * the schedule's own arithmetic: a pool total on the detail page that is not its lines (POOL), the
 * addressee's amount in the largest pool's column that is not its share of the pool, so that
 * column does not foot (SHARE), the addressee's balance that is not its total less its estimates
 * (BALANCE). The renderer throws when what it prints is not the model's arithmetic.
 */
import type { SectionKey } from '../data';
import { commas, fmtDate, money } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { edgeCells, ruledRow } from './blocks';
import { finishPdf, type RenderedPdf } from './frame';
import { amt, hollisFacts, shareText } from './hollis-allocation-facts';
import { spread } from './pools';

const COLUMN_NAMES: Record<SectionKey, string> = {
  CAM: 'CAM',
  UTIL: 'Utilities',
  TAX: 'Taxes',
  INS: 'Insurance',
};

export interface AllocRow {
  kind: 'TENANT' | 'YOU' | 'VACANT';
  suite: string;
  name: string;
  rsf: number;
  /** Share in units of 10^-decimals percent. */
  units: number;
  /** One amount per pool, in pool order. */
  cols: number[];
  fee: number | null;
  total: number;
  est: number | null;
  bal: number | null;
}

export interface Allocation {
  secs: SectionKey[];
  /** Each pool's total as carried into the schedule (the detail page's pool total). */
  poolTotals: number[];
  /** Each pool's lines' sum. */
  lineSums: number[];
  rows: AllocRow[];
  den: number;
  decimals: number;
  feeHead: string | null;
  marker: string;
}

const sum = (xs: number[]) => xs.reduce((a, v) => a + v, 0);
const suiteKey = (suite: string) => {
  const id = suite.slice(suite.lastIndexOf(' ') + 1);
  return Number.isInteger(Number(id)) ? id.padStart(6, '0') : id;
};

/** The whole schedule, checked: the addressee's row is the model's arithmetic and every column foots. */
export function allocation(m: PacketModel, s: StatementModel): Allocation {
  const n = s.numbers;
  const l = m.lease;
  const f = hollisFacts(m);
  if (s.mode !== 'TOTAL' || s.base) throw new Error('hollis-allocation: the schedule shares the total, net');
  const secs = s.sectionOrder.filter((k) => s.lines.some((x) => x.section === k));
  const lineSums = secs.map((k) => sum(s.lines.filter((x) => x.section === k).map((x) => x.amountCents)));
  if (sum(lineSums) !== sum(s.lines.map((x) => x.amountCents)))
    throw new Error('hollis-allocation: a line outside the pools');
  const big = lineSums.indexOf(Math.max(...lineSums));
  const poolTotals = lineSums.map((v, i) => (i === big ? v + s.delta.pool : v));
  if (sum(poolTotals) !== n.pool) throw new Error('hollis-allocation: pools are not the model pool');
  // the addressee: the model's share of the pool spread over the columns, a SHARE delta in the largest
  const clean = n.tenantShare - s.delta.share;
  if (clean !== Math.round((n.pool * s.sharePct) / 100))
    throw new Error('hollis-allocation: share of the pool');
  const youClean = spread(clean, poolTotals);
  const youCols = youClean.map((v, i) => (i === big ? v + s.delta.share : v));
  if (sum(youCols) !== n.tenantShare) throw new Error('hollis-allocation: the addressee columns');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('hollis-allocation: total');
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths)
    throw new Error('hollis-allocation: estimates');
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance) throw new Error('hollis-allocation: balance');
  // the areas and shares of the other suites (the vacant one only when the whole center is shared)
  const d = s.shareDecimals;
  const U = 100 * 10 ** d;
  const you = Math.round(s.sharePct * 10 ** d);
  const den = s.shareDenRsf;
  const rest = den - s.shareNumRsf;
  const withVacant = den === l.buildingRsf;
  const vacantRsf = withVacant ? Math.max(300, Math.round(rest * f.vacantFrac)) : 0;
  const otherRsf = spread(
    rest - vacantRsf,
    f.others.map((o) => o.weight),
  );
  const restRsf = withVacant ? [...otherRsf, vacantRsf] : otherRsf;
  if (restRsf.some((v) => v <= 0)) throw new Error('hollis-allocation: a suite without area');
  const restUnits = spread(U - you, restRsf);
  const restCols = poolTotals.map((p, k) => spread(p - youClean[k]!, restUnits));
  const camLike = secs.map((k) => k === 'CAM' || k === 'UTIL');
  const feeOf = (cols: number[]) => {
    if (!s.fee) return 0;
    const base = s.fee.base === 'ALL' ? sum(cols) : sum(cols.filter((_, k) => camLike[k]));
    return Math.round((base * s.fee.pct) / 100);
  };
  const rows: AllocRow[] = restRsf.map((rsf, i) => {
    const cols = poolTotals.map((_, k) => restCols[k]![i]!);
    if (i === f.others.length)
      return {
        kind: 'VACANT',
        suite: f.vacantId,
        name: 'VACANT (borne by Owner)',
        rsf,
        units: restUnits[i]!,
        cols,
        fee: null,
        total: sum(cols),
        est: null,
        bal: null,
      };
    const o = f.others[i]!;
    const fee = feeOf(cols);
    const total = sum(cols) + fee;
    const est = 12 * Math.max(1000, Math.round((total * o.estFactor) / 12 / 1000) * 1000);
    return {
      kind: 'TENANT',
      suite: o.id,
      name: o.name,
      rsf,
      units: restUnits[i]!,
      cols,
      fee: s.fee ? fee : null,
      total,
      est,
      bal: total - est,
    };
  });
  rows.push({
    kind: 'YOU',
    suite: l.property.suite,
    name: l.tenant.name,
    rsf: s.shareNumRsf,
    units: you,
    cols: youCols,
    fee: s.fee ? n.fee : null,
    total: n.totalDue,
    est: n.estimates,
    bal: n.balance,
  });
  rows.sort((a, b) => suiteKey(a.suite).localeCompare(suiteKey(b.suite)));
  // every column foots (the planted SHARE delta aside)
  if (sum(rows.map((r) => r.rsf)) !== den || sum(rows.map((r) => r.units)) !== U)
    throw new Error('hollis-allocation: areas or shares do not foot');
  poolTotals.forEach((p, k) => {
    const colSum = sum(rows.map((r) => r.cols[k]!));
    if (colSum !== p + (k === big ? s.delta.share : 0)) throw new Error('hollis-allocation: a pool column');
  });
  const feeHead = s.fee ? `Admin fee ${s.fee.pct}%${s.fee.base === 'CAM' ? ' of CAM' : ''}` : null;
  return { secs, poolTotals, lineSums, rows, den, decimals: d, feeHead, marker: f.marker };
}

const dash = (v: number | null) => (v === null ? '—' : amt(v));

/** The schedule's header cells. */
export function headCells(a: Allocation): string[] {
  return [
    '',
    'Suite',
    'Tenant',
    'RSF',
    'Share',
    ...a.secs.map((k) => COLUMN_NAMES[k]),
    ...(a.feeHead ? [a.feeHead] : []),
    'Total',
    'Est. paid',
    'Balance',
  ];
}

/** A row's cells as printed. */
export function rowCells(a: Allocation, r: AllocRow): string[] {
  return [
    r.kind === 'YOU' ? a.marker : '',
    r.suite,
    r.name,
    commas(r.rsf),
    shareText(r.units, a.decimals),
    ...r.cols.map(amt),
    ...(a.feeHead ? [dash(r.fee)] : []),
    amt(r.total),
    dash(r.est),
    dash(r.bal),
  ];
}

/** The TOTALS row's cells: the areas, 100%, the pool totals and the sums of the other columns. */
export function totalCells(a: Allocation): string[] {
  const rs = a.rows;
  const opt = (xs: (number | null)[]) => amt(sum(xs.map((x) => x ?? 0)));
  return [
    '',
    'TOTALS',
    '',
    commas(a.den),
    shareText(100 * 10 ** a.decimals, a.decimals),
    ...a.poolTotals.map(amt),
    ...(a.feeHead ? [opt(rs.map((r) => r.fee))] : []),
    opt(rs.map((r) => r.total)),
    opt(rs.map((r) => r.est)),
    opt(rs.map((r) => r.bal)),
  ];
}

/** A printed line of cells as the tests read it back. */
export const lineText = (cells: string[]) => cells.filter(Boolean).join(' ');

export interface DetailRow {
  kind: 'HEAD' | 'LINE' | 'POOL' | 'ALL';
  text: string;
  cents: number;
}

/** The detail page: each pool's lines and its total as carried, then all pools. */
export function detailRows(m: PacketModel, s: StatementModel): DetailRow[] {
  const a = allocation(m, s);
  const out: DetailRow[] = [];
  a.secs.forEach((k, i) => {
    out.push({ kind: 'HEAD', text: s.sectionNames[k].toUpperCase(), cents: 0 });
    for (const ln of s.lines.filter((x) => x.section === k))
      out.push({ kind: 'LINE', text: `${ln.label} ${amt(ln.amountCents)}`, cents: ln.amountCents });
    out.push({
      kind: 'POOL',
      text: `Total ${s.sectionNames[k]} ${amt(a.poolTotals[i]!)}`,
      cents: a.poolTotals[i]!,
    });
  });
  out.push({ kind: 'ALL', text: `TOTAL OF ALL POOLS ${money(s.numbers.pool)}`, cents: s.numbers.pool });
  return out;
}

export const scheduleTitle = (s: StatementModel) =>
  `CAM / TAX / INSURANCE ALLOCATION SCHEDULE – YEAR ENDED DECEMBER 31, ${s.year}`;

/** The letter's paragraphs. */
export function letterParas(m: PacketModel, s: StatementModel): string[] {
  const l = m.lease;
  const n = s.numbers;
  const f = hollisFacts(m);
  const a = allocation(m, s);
  const vacant = a.rows.find((r) => r.kind === 'VACANT');
  const share = shareText(Math.round(s.sharePct * 10 ** a.decimals), a.decimals);
  return [
    `Enclosed is the ${s.year} allocation of common area, real estate tax and insurance costs for ${l.property.name}. Every tenant of the center receives the same schedule; your suite, ${l.property.suite}, is the row marked ${f.marker} and shaded.`,
    `Your share is ${share} (${commas(s.shareNumRsf)} of ${commas(a.den)} rentable square feet). Your share of the ${s.year} pools${s.fee ? ' with the administrative fee' : ''} comes to ${money(n.totalDue)}; your estimated payments for the year were ${money(n.estimates)} (${s.estimateMonths} × ${money(s.monthlyEstimateCents)}).`,
    n.balance >= 0
      ? `The balance due from you for ${s.year} is ${money(n.balance)}. Please remit it within thirty days of this letter.`
      : `You overpaid for ${s.year} by ${money(-n.balance)}. We will credit it against your next rent.`,
    vacant
      ? `${vacant.suite} stood vacant in ${s.year}; its share of the pools is borne by the Owner and is not charged to any tenant.`
      : 'The costs are shared among the suites let during the year.',
  ];
}

function fitSize(w: PdfWriter, cols: string[][], base: number): { size: number; widths: number[] } {
  w.font('bold', base);
  const widths = cols[0]!.map((_, i) => Math.max(...cols.map((c) => w.doc.widthOfString(c[i] ?? ''))) + 8);
  const scale = Math.min(1, w.contentWidth / sum(widths));
  return { size: base * scale, widths: widths.map((v) => (v * w.contentWidth) / sum(widths)) };
}

export async function renderHollisAllocationStatement(
  m: PacketModel,
  s: StatementModel,
  _rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const f = hollisFacts(m);
  const a = allocation(m, s);
  const w = new PdfWriter({
    font: 'Helvetica',
    size: 10,
    margin: 48,
    date: s.date,
    title: `${s.year} Allocation Schedule - ${l.property.name}`,
    author: l.landlord.name,
    footer: `${l.property.name} · ${s.year} allocation · Page {n} of {total}`,
  });
  const d = w.doc;
  // ---- page 1: the letter
  w.font('bold', 14);
  d.text(l.landlord.name, w.left, d.y, { width: w.contentWidth, align: 'center' });
  w.font('regular', 9);
  d.text(`${l.property.managerStreet} · ${l.property.city.city}, ${l.property.city.state}`, {
    width: w.contentWidth,
    align: 'center',
  });
  d.y += 24;
  w.font('regular', 10);
  d.text(fmtDate(s.date, 'LONG'), w.left, d.y);
  d.y += 12;
  d.text(
    `${l.tenant.name}\nAttn: ${l.tenant.contact}\n${l.property.street}, ${l.property.suite}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
  );
  d.y += 12;
  w.font('bold', 10);
  d.text(`Re: ${s.year} CAM, tax and insurance allocation – ${l.property.suite}, ${l.property.name}`);
  d.y += 10;
  w.font('regular', 10);
  d.text(`Dear ${l.tenant.contact}:`);
  for (const p of letterParas(m, s)) {
    d.y += 8;
    d.text(p, w.left, d.y, { width: w.contentWidth });
  }
  d.y += 18;
  d.text(`Sincerely,\n\n${f.signer}\nfor ${l.landlord.name}`);
  // ---- page 2: the schedule, landscape
  d.addPage({ size: 'LETTER', layout: 'landscape', margin: w.margin });
  w.font('bold', 12);
  d.text(l.property.name.toUpperCase(), w.left, d.y, { width: w.contentWidth, align: 'center' });
  d.text(scheduleTitle(s), { width: w.contentWidth, align: 'center' });
  w.font('regular', 8.5);
  d.text(
    `${l.property.street}, ${l.property.city.city}, ${l.property.city.state} · prepared ${fmtDate(s.date, 'NUMERIC')}`,
    {
      width: w.contentWidth,
      align: 'center',
    },
  );
  d.y += 10;
  const head = headCells(a);
  const body = a.rows.map((r) => rowCells(a, r));
  const foot = totalCells(a);
  const { size, widths } = fitSize(w, [head, ...body, foot], 7.5);
  const edges = [w.left];
  for (const v of widths) edges.push(edges.at(-1)! + v);
  const align = head.map((_, i) => (i <= 2 ? ('left' as const) : ('right' as const)));
  ruledRow(w, edgeCells(edges, head, align, { bold: true }), { size, shade: '#e6e6e6', line: 'both' });
  a.rows.forEach((r, i) => {
    const you = r.kind === 'YOU';
    ruledRow(w, edgeCells(edges, body[i]!, align, { bold: you }), {
      size,
      shade: you ? '#cfcfcf' : null,
      line: 'bottom',
      weight: 0.25,
    });
  });
  ruledRow(w, edgeCells(edges, foot, align, { bold: true }), { size, line: 'double' });
  d.y += 8;
  w.font('italic', 8);
  d.text(
    `${a.marker} marks your suite. Shares are each suite's rentable area divided by ${commas(a.den)} rentable square feet; each pool is shared by those percentages (see the Pool Detail). Figures in parentheses are credits.`,
    w.left,
    d.y,
    { width: w.contentWidth },
  );
  // ---- page 3: the pools
  d.addPage({ size: 'LETTER', layout: 'portrait', margin: w.margin });
  w.font('bold', 12);
  d.text(`POOL DETAIL – ${s.year}`, w.left, d.y, { width: w.contentWidth });
  w.font('regular', 9);
  d.text(`${l.property.name} · the pools allocated on the schedule`, { width: w.contentWidth });
  d.y += 8;
  const x2 = w.right - 110;
  for (const r of detailRows(m, s)) {
    w.ensure(16);
    const y = d.y;
    const isLine = r.kind === 'LINE';
    w.font(isLine ? 'regular' : 'bold', 9.5);
    if (r.kind === 'HEAD') {
      d.text(r.text, w.left, y + 4, { lineBreak: false });
      d.y = y + 18;
      continue;
    }
    const figure = r.text.slice(r.text.lastIndexOf(' ') + 1);
    const label = r.text.slice(0, r.text.lastIndexOf(' '));
    d.text(label, w.left + (isLine ? 12 : 0), y, { lineBreak: false });
    if (!isLine)
      d.moveTo(x2 + 20, y - 2)
        .lineTo(w.right, y - 2)
        .lineWidth(0.5)
        .stroke();
    d.text(figure, x2, y, { width: 110, align: 'right', lineBreak: false });
    d.y = y + (isLine ? 13 : 18);
  }
  w.font();
  return finishPdf(w);
}
