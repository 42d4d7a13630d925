/**
 * Family "quarry-budget" (decision 0100), the statement: the outside bookkeeper's spreadsheet as
 * the tenant printed it from its mail client: **the cover e-mail on top of page 1** (the printing
 * mailbox's name over a heavy rule, From / Sent / To / Cc / Subject / Attachments, a short note
 * with the balance), then **the sheet printed with gridlines and row and column headings**: the
 * column letters A-F across the top of each page, the row numbers 1, 2, 3 ... down the left, the
 * tab name and page in the footer ("CAM Recon 2021 · Page 1 of 2"). The sheet has **several
 * amount columns of which only one is the year's costs**: B the prior year's actual (net leases)
 * or the stipulated base year spread over the lines (base-year leases), C the year's budget, D
 * the year's actual, E Variance $ and F Variance % ("#DIV/0!" on an unbudgeted line); groups with
 * subtotal rows, a TOTAL OPERATING EXPENSES row, and below the table **the tenant's calculation
 * in labelled cells, the value in column D and a typed formula note in column E** ("= D31 ×
 * 5.1196%").
 *
 * The e-mail's Sent date is the truth's statement date (the lease says a statement e-mailed is
 * delivered the day it is sent); the sheet's own "Prepared" date is two to nine days earlier
 * (never on or before the deadline when the e-mail is after it).
 *
 * Every figure of column D and of the calculation comes from the model; the budgets, the split of
 * the base and the e-mail are the family's own. A planted MATH_ERROR shows in the sheet's own
 * arithmetic: a TOTAL that the subtotals above it do not add up to (POOL), a tenant share that is
 * not the share × the total its formula note names (SHARE), a balance that is not the total due
 * less the estimates (BALANCE). The renderer throws when what it prints does not add up to the
 * model (the planted delta aside).
 */
import type { SectionKey } from '../data';
import { commas, MONTHS, money, parseIso } from '../format';
import type { PacketModel, StatementModel } from '../model';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { quarryFacts, sheetFacts } from './quarry-budget-facts';

/** The sheet's amounts: no `$`, negatives with a minus. */
export const cellMoney = (cents: number) => money(cents, { dollar: false });

const isCam = (c: string) => c !== 'TAX' && c !== 'INSURANCE';

/** Integer parts of `exact` adding up to `target`: floors, then a cent each to the largest remainders. */
function allocate(target: number, exact: number[]): number[] {
  const out = exact.map((x) => Math.floor(x));
  let d = target - out.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .map((o) => o.i);
  for (let k = 0; d > 0; k++, d--) out[order[k % order.length]!]! += 1;
  for (let k = 0; d < 0; k++, d++) out[order[order.length - 1 - (k % order.length)]!]! -= 1;
  return out;
}

/** Variance % as the sheet shows it: one decimal, or Excel's error on an empty budget. */
export const variancePct = (variance: number, budget: number | null) =>
  budget ? `${((variance / budget) * 100).toFixed(1)}%` : '#DIV/0!';

export interface SheetLine {
  label: string;
  /** Column B: the prior year's actual (net) or the base year's share of the stipulated base. */
  b: number | null;
  budget: number | null;
  actual: number;
  variance: number;
  section: SectionKey;
  category: string;
}

export interface SheetGroup {
  section: SectionKey;
  name: string;
  lines: SheetLine[];
  b: number;
  budget: number;
  actual: number;
  variance: number;
}

/** Column B's caption: the prior year's actual, or the base year. */
export const columnB = (s: StatementModel) => (s.base ? `${s.base.year} Base Year` : `${s.year - 1} Actual`);

const PLANTED_KEYS = new Set(['excluded', 'dup-a', 'dup-b']);

/** The sheet's groups and lines with their columns, and the TOTAL row; checked against the model. */
export function sheetTable(
  m: PacketModel,
  s: StatementModel,
): { groups: SheetGroup[]; total: { b: number; budget: number; actual: number; variance: number } } {
  const sf = sheetFacts(m, s);
  const n = s.numbers;
  if (s.mode !== 'TOTAL') throw new Error('quarry-budget: the sheet shares its total');
  const lineSum = s.lines.reduce((a, l) => a + l.amountCents, 0);
  if (n.pool !== lineSum + s.delta.pool) throw new Error('quarry-budget: pool is not the lines');
  const budgets = s.lines.map((l, i) => {
    if (PLANTED_KEYS.has(l.key)) return null;
    if (l.category === 'CAPITAL') return l.amountCents;
    return Math.max(10000, Math.round((l.amountCents * sf.budgetFactors[i]!) / 10000) * 10000);
  });
  let bs: (number | null)[];
  if (s.base) {
    const elig = s.lines.map((l, i) => (PLANTED_KEYS.has(l.key) || l.category === 'CAPITAL' ? -1 : i));
    const idx = elig.filter((i) => i >= 0);
    const tot = idx.reduce((a, i) => a + s.lines[i]!.amountCents, 0);
    const parts = allocate(
      s.base.deductionCents,
      idx.map((i) => (s.lines[i]!.amountCents * s.base!.deductionCents) / tot),
    );
    bs = s.lines.map(() => null);
    idx.forEach((i, k) => {
      bs[i] = parts[k]!;
    });
  } else {
    const prior = s.prior?.amounts ?? {};
    bs = s.lines.map((l) => (PLANTED_KEYS.has(l.key) || !(l.key in prior) ? null : prior[l.key]!));
  }
  const lines: SheetLine[] = s.lines.map((l, i) => ({
    label: l.label,
    b: bs[i]!,
    budget: budgets[i]!,
    actual: l.amountCents,
    variance: l.amountCents - (budgets[i] ?? 0),
    section: l.section,
    category: l.category,
  }));
  const sum = (xs: SheetLine[], f: (x: SheetLine) => number | null) =>
    xs.reduce((a, x) => a + (f(x) ?? 0), 0);
  const groups: SheetGroup[] = s.sectionOrder.map((k) => {
    const ls = lines.filter((x) => x.section === k);
    return {
      section: k,
      name: s.sectionNames[k],
      lines: ls,
      b: sum(ls, (x) => x.b),
      budget: sum(ls, (x) => x.budget),
      actual: sum(ls, (x) => x.actual),
      variance: sum(ls, (x) => x.variance),
    };
  });
  if (groups.reduce((a, g) => a + g.lines.length, 0) !== s.lines.length)
    throw new Error('quarry-budget: a line outside the groups');
  const budget = groups.reduce((a, g) => a + g.budget, 0);
  const total = {
    b: groups.reduce((a, g) => a + g.b, 0),
    budget,
    actual: n.pool,
    variance: n.pool - budget,
  };
  if (s.base && total.b !== s.base.deductionCents)
    throw new Error('quarry-budget: base column is not the base');
  return { groups, total };
}

/** One printed row of the sheet: its number and its cells A-F ('' for an empty cell). */
export interface SheetRow {
  n: number;
  cells: string[];
  kind: 'title' | 'head' | 'group' | 'line' | 'subtotal' | 'total' | 'calc' | 'result' | 'blank';
}

/** The share as the sheet prints it. */
export const sheetShare = (s: StatementModel) => `${s.sharePct.toFixed(s.shareDecimals)}%`;

const shortDate = (iso: string) => {
  const { y, m, d } = parseIso(iso);
  return `${m}/${d}/${String(y).slice(2)}`;
};

/** Every row of the sheet in print order, the calculation's cells checked against the model. */
export function sheetRows(m: PacketModel, s: StatementModel): SheetRow[] {
  const l = m.lease;
  const f = quarryFacts(m);
  const sf = sheetFacts(m, s);
  const n = s.numbers;
  const { groups, total } = sheetTable(m, s);
  const rows: SheetRow[] = [];
  const C = cellMoney;
  const add = (kind: SheetRow['kind'], cells: string[]) => {
    const c = [...cells];
    while (c.length < 6) c.push('');
    rows.push({ n: rows.length + 1, cells: c, kind });
    return rows.length;
  };
  add('title', [f.building]);
  add('title', [`${s.year} Operating Expense Reconciliation – ${l.property.suite}`]);
  add('title', [`Tenant: ${l.tenant.name}`]);
  add('title', [`Prepared ${shortDate(sf.prepared)} by ${f.bookkeeper}, ${f.firm}`]);
  add('blank', []);
  add('head', ['Expense', columnB(s), `${s.year} Budget`, `${s.year} Actual`, 'Variance $', 'Variance %']);
  const opt = (v: number | null) => (v === null ? '' : C(v));
  const subRow: Partial<Record<SectionKey, number>> = {};
  for (const g of groups) {
    add('group', [g.name]);
    for (const x of g.lines)
      add('line', [
        x.label,
        opt(x.b),
        opt(x.budget),
        C(x.actual),
        C(x.variance),
        variancePct(x.variance, x.budget),
      ]);
    subRow[g.section] = add('subtotal', [
      `Total ${g.name}`,
      C(g.b),
      C(g.budget),
      C(g.actual),
      C(g.variance),
      variancePct(g.variance, g.budget),
    ]);
  }
  add('blank', []);
  const T = add('total', [
    'TOTAL OPERATING EXPENSES',
    C(total.b),
    C(total.budget),
    C(total.actual),
    C(total.variance),
    variancePct(total.variance, total.budget),
  ]);
  add('blank', []);
  const share = sheetShare(s);
  const calc = (label: string, value: string, note = '') => add('calc', [label, '', '', value, note]);
  if (s.showRsf) {
    const a = calc(`Tenant rentable sq ft (${l.property.suite})`, commas(s.shareNumRsf));
    const b = calc(`${f.building} rentable sq ft`, commas(s.shareDenRsf));
    calc('Tenant’s Share', share, `= D${a} / D${b}`);
  } else calc('Tenant’s Share', share, 'per Lease Section 6.2');
  let basis = `D${T}`;
  if (s.base) {
    const lessRow = calc(
      `Less: ${s.base.year} Base Year expenses (Lease Section 6.1)`,
      C(-s.base.deductionCents),
      `= -B${T}`,
    );
    if (n.excess !== Math.max(0, n.pool - s.base.deductionCents)) throw new Error('quarry-budget: excess');
    basis = `D${calc(`Operating expenses over Base Year`, C(n.excess!), `= D${T} + D${lessRow}`)}`;
  }
  const shareRow = calc(
    s.base ? 'Tenant’s Share of the excess' : 'Tenant’s Share of operating expenses',
    C(n.tenantShare),
    `= ${basis} × ${share}`,
  );
  let feeRow: number | null = null;
  if (s.fee) {
    if (s.fee.base === 'CAM') {
      const camGroups = groups.filter((g) => g.lines.every((x) => isCam(x.category)));
      const camPool = s.lines.filter((x) => isCam(x.category)).reduce((a, x) => a + x.amountCents, 0);
      if (camGroups.reduce((a, g) => a + g.actual, 0) !== camPool)
        throw new Error('quarry-budget: the CAM groups are not the CAM lines');
      const cp = calc(
        'CAM costs (excl. taxes & insurance)',
        C(camPool),
        `= ${camGroups.map((g) => `D${subRow[g.section]}`).join(' + ')}`,
      );
      if (n.camShare !== Math.round((camPool * s.sharePct) / 100))
        throw new Error('quarry-budget: CAM share');
      const cs = calc('Tenant’s Share of CAM costs', C(n.camShare), `= D${cp} × ${share}`);
      feeRow = calc(`Administrative fee ${s.fee.pct}%`, C(n.fee), `= D${cs} × ${s.fee.pct}%`);
    } else feeRow = calc(`Administrative fee ${s.fee.pct}%`, C(n.fee), `= D${shareRow} × ${s.fee.pct}%`);
  } else if (n.fee !== 0) throw new Error('quarry-budget: a fee without a fee term');
  if (n.totalDue !== n.tenantShare + n.fee) throw new Error('quarry-budget: total is not share + fee');
  const totalRow = calc(
    `Total due for ${s.year}`,
    C(n.totalDue),
    feeRow ? `= D${shareRow} + D${feeRow}` : `= D${shareRow}`,
  );
  if (n.estimates !== s.monthlyEstimateCents * s.estimateMonths) throw new Error('quarry-budget: estimates');
  const estRow = calc(
    `Less: estimates paid (${s.estimateMonths} × ${C(s.monthlyEstimateCents)})`,
    C(-n.estimates),
    `= -${s.estimateMonths} × ${C(s.monthlyEstimateCents)}`,
  );
  if (n.balance !== n.totalDue - n.estimates + s.delta.balance) throw new Error('quarry-budget: balance');
  add('result', [
    n.balance >= 0 ? 'BALANCE DUE FROM TENANT' : 'CREDIT DUE TO TENANT',
    '',
    '',
    C(n.balance),
    `= D${totalRow} + D${estRow}`,
  ]);
  return rows;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Thursday, April 14, 2022 3:12 PM" */
export function sentLine(iso: string, hour: number, minute: number): string {
  const { y, m, d } = parseIso(iso);
  const wd = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${wd}, ${MONTHS[m - 1]} ${d}, ${y} ${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The cover e-mail's header fields and body paragraphs. */
export function coverEmail(
  m: PacketModel,
  s: StatementModel,
): { header: [string, string][]; body: string[] } {
  const l = m.lease;
  const f = quarryFacts(m);
  const sf = sheetFacts(m, s);
  const bal = s.numbers.balance;
  const first = l.tenant.contact.split(' ')[0];
  return {
    header: [
      ['From:', `${f.bookkeeper} <${f.bookkeeperEmail}>`],
      ['Sent:', sentLine(s.date, sf.hour, sf.minute)],
      ['To:', `${l.tenant.contact} <${f.tenantEmail}>`],
      ['Cc:', `${f.principal} <${f.principalEmail}>`],
      ['Subject:', `${s.year} CAM reconciliation – ${l.property.suite}`],
      ['Attachments:', `${sf.tab}.xlsx`],
    ],
    body: [
      `Hi ${first},`,
      `Attached is the ${s.year} reconciliation of operating expenses for ${l.property.suite} at ${f.building}, which I prepared for ${l.landlord.name}. ${
        bal >= 0
          ? `The balance due of ${money(bal)} will be added to your next invoice.`
          : `The credit of ${money(-bal)} will be applied to your next invoice.`
      } The ${s.year} Actual column is what we are reconciling; the budget and the other column are there for comparison.`,
      'Please let me know if you have any questions.',
      `Thanks,\n${f.bookkeeper}\n${f.firm}\nBookkeeper for ${l.landlord.name}`,
    ],
  };
}

export async function renderQuarryBudgetStatement(
  m: PacketModel,
  s: StatementModel,
  rng: Rng,
): Promise<RenderedPdf> {
  const l = m.lease;
  const sf = sheetFacts(m, s);
  const w = writerWithDrawnFont(rng, ['Helvetica'], {
    size: 8,
    margin: 36,
    date: s.date,
    title: `${sf.tab}.xlsx`,
    author: quarryFacts(m).bookkeeper,
    footer: `${sf.tab} · Page {n} of {total}`,
  });
  const d = w.doc;
  // ---- the cover e-mail, as the mail client prints it
  const mail = coverEmail(m, s);
  w.font('bold', 12);
  d.text(l.tenant.contact, w.left, d.y);
  d.moveTo(w.left, d.y + 2)
    .lineTo(w.right, d.y + 2)
    .lineWidth(2.2)
    .stroke();
  d.y += 10;
  for (const [k, v] of mail.header)
    w.row(
      [
        { text: k, x: w.left, width: 70, bold: true },
        { text: v, x: w.left + 72, width: w.contentWidth - 72 },
      ],
      { size: 9, gap: 1.5 },
    );
  d.y += 8;
  for (const p of mail.body) w.para(p, { size: 9.5, gap: 0.6 });
  d.y += 6;
  d.moveTo(w.left, d.y).lineTo(w.right, d.y).lineWidth(0.5).dash(2, { space: 2 }).stroke().undash();
  d.y += 10;
  // ---- the sheet, printed with gridlines and headings
  const rn = 24;
  const cw = [188, 68, 68, 68, 68, 56];
  const cx: number[] = [];
  {
    let x = w.left + rn;
    for (const c of cw) {
      cx.push(x);
      x += c;
    }
  }
  const grid = '#a8a8a8';
  const headFill = '#e4e4e4';
  const cell = (x: number, y: number, wd: number, h: number, fill?: string) => {
    if (fill) {
      d.rect(x, y, wd, h).fill(fill);
      d.fillColor('#000000');
    }
    d.rect(x, y, wd, h).lineWidth(0.4).strokeColor(grid).stroke();
    d.strokeColor('#000000');
  };
  const letters = () => {
    const y = d.y;
    cell(w.left, y, rn, 12, headFill);
    ['A', 'B', 'C', 'D', 'E', 'F'].forEach((t, i) => {
      cell(cx[i]!, y, cw[i]!, 12, headFill);
      w.font('regular', 7.5);
      d.text(t, cx[i]!, y + 3, { width: cw[i]!, align: 'center', lineBreak: false });
    });
    d.x = w.left;
    d.y = y + 12;
  };
  letters();
  w.pageHeader = () => letters();
  const rows = sheetRows(m, s);
  for (const r of rows) {
    const bold =
      r.kind === 'head' ||
      r.kind === 'subtotal' ||
      r.kind === 'total' ||
      r.kind === 'result' ||
      r.kind === 'group';
    const wide = r.kind === 'title' || r.kind === 'group';
    const calc = r.kind === 'calc' || r.kind === 'result';
    const size = r.kind === 'title' && r.n === 1 ? 10 : 8;
    // column A's text may span the empty cells to its right (titles, groups, calculation labels)
    const aWidth = wide ? cw.reduce((a, b) => a + b, 0) : calc ? cw[0]! + cw[1]! + cw[2]! : cw[0]!;
    w.font(bold || r.kind === 'title' ? 'bold' : 'regular', size);
    const h = Math.max(12, d.heightOfString(r.cells[0] || ' ', { width: aWidth - 6 }) + 4);
    w.ensure(h + 2);
    const y = d.y;
    cell(w.left, y, rn, h, headFill);
    w.font('regular', 7.5);
    d.text(String(r.n), w.left, y + 3, { width: rn, align: 'center', lineBreak: false });
    cw.forEach((c, i) => {
      cell(cx[i]!, y, c, h, r.kind === 'head' ? '#f2f2f2' : undefined);
    });
    r.cells.forEach((t, i) => {
      if (!t) return;
      const isA = i === 0;
      const note = calc && i === 4;
      const width = isA ? aWidth - 6 : note ? cw[4]! + cw[5]! - 6 : cw[i]! - 6;
      w.font(bold || r.kind === 'title' ? 'bold' : note ? 'italic' : 'regular', isA ? size : 8);
      d.text(t, cx[i]! + 3, y + 2.5, {
        width,
        align: isA || note || r.kind === 'head' ? (r.kind === 'head' && !isA ? 'center' : 'left') : 'right',
        lineBreak: isA,
      });
    });
    d.x = w.left;
    d.y = y + h;
  }
  w.pageHeader = null;
  w.font();
  return finishPdf(w);
}
