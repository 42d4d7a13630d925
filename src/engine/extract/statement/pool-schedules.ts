import { findPercents } from '../../parse';
import type { StatementLine } from '../../types';
import { categorizeExpense } from '../categories';
import type { ExpenseTable } from './expense-table';
import { isTotalRow } from './row-kinds';
import { figureOf, moneyAmounts, pctAmounts, type Row } from './rows';
import type { Summary } from './summary';

/**
 * A statement printed as a recap page and one schedule per cost pool. Shopping-center managing
 * agents print the year-end reconciliation this way (a "Reconciliation Summary" listing each
 * pool's figure with its schedule, then Common Area Maintenance, Real Estate Taxes, Insurance,
 * each on its own schedule with its lines, its total and often its own share calculation), as
 * the real leases' separate recovery clauses ask for: "Tenant shall pay its Proportionate Share
 * of Common Area Costs ... Taxes ... Insurance Costs", each reconciled as its own pool.
 *
 * Read by arithmetic, not by wording:
 * - a schedule is a block of consecutive rows with money whose last row is its total (the lines
 *   above it need not foot: a total that does not is the statement's own math error);
 * - a schedule's share is a printed % after its total that turns the total into a printed figure;
 * - the recap is a run of rows whose figures sum to the row after them, each figure being one
 *   schedule's share (or its total), each schedule used once. Only that tie makes the schedules
 *   the statement's pools: a lone block of figures elsewhere never does.
 */
export interface PoolSchedule {
  /** The pool's name: its total row's label without the leading "Total". */
  name: string;
  lines: ScheduleLine[];
  totalRow: Row;
  totalCents: number;
  /**
   * Which money column holds the pool's figures: -1 for the only one; on a schedule printing
   * several (prior year, budget, actual, variance) the one whose total the share is taken of.
   */
  column: number;
  /** The schedule's own share calculation, where printed. */
  share: { pct: number; pctRow: Row; cents: number; row: Row } | null;
}

export interface ScheduleLine {
  row: Row;
  label: string;
}

export interface PoolSchedules {
  pools: PoolSchedule[];
  /** The recap rows (one per pool, in recap order) and the row printing their sum. */
  recap: { rows: Row[]; total: Row; totalCents: number; of: 'shares' | 'totals' };
}

const figure = figureOf;
const hasMoney = (row: Row) => moneyAmounts(row).length > 0;
/** How many figures a schedule row prints (0 when it is not one: a row with a % is a share calculation). */
const figures = (row: Row) => (pctAmounts(row).length === 0 ? moneyAmounts(row).length : 0);

const leftOf = (row: Row): number | null => row.lines[0]?.cellX[0] ?? null;

/**
 * A row without figures inside a table that only carries on the label above it: a long
 * description wrapped onto a second line ("Heating, Ventilation and Air Conditioning Preventive
 * Maintenance" / "Contract"), starting where the label above starts, with a line of the table after it.
 */
function wrapsLabel(rows: Row[], i: number): boolean {
  const row = rows[i] as Row;
  const prev = rows[i - 1];
  const next = rows[i + 1];
  if (row.amounts.length || !prev || !next || !figures(prev) || figures(next) !== figures(prev)) return false;
  if (prev.page !== row.page || next.page !== row.page || !row.label || isTotalRow(prev)) return false;
  // The line above, the wrapped text and the line below all start at the table's label edge (a
  // heading between a total and the next table starts elsewhere).
  const xs = [leftOf(prev), leftOf(row), leftOf(next)];
  return xs.every((x) => x !== null && Math.abs(x - (xs[0] as number)) <= 1);
}

/**
 * Blocks of consecutive rows on one page printing the same number of figures, two rows or more
 * (lines and their total), as row index ranges; wrapped label rows inside a block belong to it.
 */
function blocks(rows: Row[]): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = -1;
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    const n = start >= 0 ? figures(rows[start] as Row) : 0;
    const inTable = (n > 0 && figures(row) === n) || wrapsLabel(rows, i);
    if (start >= 0 && inTable && prev !== undefined && prev.page === row.page) return;
    if (start >= 0 && i - 1 > start) out.push({ start, end: i - 1 });
    start = figures(row) > 0 ? i : -1;
  });
  if (start >= 0 && rows.length - 1 > start) out.push({ start, end: rows.length - 1 });
  return out;
}

/** The block's lines with their labels, a wrapped second line joined to the label it carries on. */
function linesOf(rows: Row[], start: number, end: number): ScheduleLine[] {
  const out: ScheduleLine[] = [];
  for (let i = start; i < end; i++) {
    const row = rows[i] as Row;
    const last = out.at(-1);
    if (!hasMoney(row)) {
      if (last) last.label = `${last.label} ${row.label}`.trim();
      continue;
    }
    out.push({ row, label: row.label });
  }
  return out;
}

// How far below its total a schedule's share calculation may start: the total repeated, the
// premises and center areas and the % (the few rows of a "Tenant's Share Calculation").
const SHARE_WINDOW = 8;

/** The first figure within a few rows after `from` (same page) that is `pct` of `total`. */
function productAfter(
  rows: Row[],
  from: number,
  total: number,
  pct: number,
): { cents: number; row: Row } | null {
  const page = rows[from]?.page;
  const expected = (total * pct) / 100;
  // From the % row itself: "Tenant's Share of Pool 100 @ 4.9281% ... 18,624.09" prints both.
  for (let s = from; s < rows.length && s <= from + SHARE_WINDOW; s++) {
    const row = rows[s] as Row;
    if (row.page !== page) return null;
    const cents = figure(row);
    // The printed % is rounded; a cent either way is the landlord's rounding of the product.
    if (cents !== null && cents !== 0 && Math.abs(cents - expected) <= 1.5) return { cents, row };
  }
  return null;
}

/** The printed % after a schedule's total that turns the total into a printed figure. */
function shareAfter(rows: Row[], end: number, total: number): PoolSchedule['share'] {
  const page = rows[end]?.page;
  for (let p = end + 1; p < rows.length && p <= end + SHARE_WINDOW; p++) {
    const pctRow = rows[p] as Row;
    if (pctRow.page !== page) return null;
    // The % among the row's amounts, or in its label ("@ 5.6518% (5,242 SF / 92,750 SF)").
    const pct = [
      ...pctAmounts(pctRow).map((a) => a.value),
      ...findPercents(pctRow.label).map((f) => f.value),
    ].find((v) => v > 0 && v < 100);
    if (pct === undefined) continue;
    const found = productAfter(rows, p, total, pct);
    if (found) return { pct, pctRow, ...found };
  }
  return null;
}

/**
 * A schedule whose own % was not read (a scan reads "20.1200%" as "120.1200%") takes the % the
 * other schedules print where it turns this schedule's total into a figure printed below it: the
 * same share applied to every pool, confirmed by this pool's own product.
 */
function shareFromOthers(rows: Row[], schedules: PoolSchedule[]): void {
  const known = schedules.flatMap((s) => (s.share ? [s.share] : []));
  for (const s of schedules) {
    if (s.share) continue;
    const end = rows.indexOf(s.totalRow);
    if (s.column !== -1) continue;
    for (const k of known) {
      const found = productAfter(rows, end, s.totalCents, k.pct);
      if (found) {
        s.share = { pct: k.pct, pctRow: k.pctRow, ...found };
        break;
      }
    }
  }
}

function poolName(total: Row): string {
  return total.label.replace(/^\s*(?:sub-?\s?)?total\s+(?:of\s+)?/i, '').trim() || total.label;
}

/**
 * Every block that can be a schedule: its last row is the total, the rows above are its lines.
 * A block printing several columns of figures is a schedule only in the column whose total its
 * own share calculation takes (the year's actual, not the prior year, budget or variance).
 */
function schedulesOf(rows: Row[]): PoolSchedule[] {
  const out: PoolSchedule[] = [];
  for (const b of blocks(rows)) {
    const totalRow = rows[b.end] as Row;
    const n = figures(totalRow);
    const lines = linesOf(rows, b.start, b.end);
    if (!lines.length) continue;
    for (let c = 0; c < n; c++) {
      const column = n === 1 ? -1 : c;
      const totalCents = figure(totalRow, column);
      if (totalCents === null || totalCents <= 0) continue;
      const share = shareAfter(rows, b.end, totalCents);
      if (n > 1 && !share) continue;
      const whole = footedAbove(rows, b.start, lines, column, totalCents) ?? lines;
      out.push({ name: poolName(totalRow), lines: whole, totalRow, totalCents, column, share });
      break;
    }
  }
  return out;
}

/**
 * A schedule whose lines do not foot to its total because the block began at a sub-heading
 * ("Insurance") or at the head of a page the schedule was carried onto: the lines of the same
 * width above it, across headings, running heads and one page break, taken only where they make
 * the lines foot exactly to the total. Null when no such run does.
 */
function footedAbove(
  rows: Row[],
  start: number,
  lines: ScheduleLine[],
  column: number,
  total: number,
): ScheduleLine[] | null {
  const width = figures(lines[0]?.row as Row);
  let sum = lines.reduce((t, l) => t + (figure(l.row, column) ?? 0), 0);
  if (sum === total) return null;
  const above: ScheduleLine[] = [];
  const firstPage = (rows[start] as Row).page;
  for (let i = start - 1; i >= 0; i--) {
    const row = rows[i] as Row;
    if (row.page < firstPage - 1) break;
    if (!hasMoney(row)) continue;
    if (isTotalRow(row) || figures(row) !== width) break;
    above.unshift({ row, label: row.label });
    sum += figure(row, column) ?? 0;
    if (sum === total) return [...above, ...lines];
    if (sum > total) break;
  }
  return null;
}

/** Matches each recap figure to a distinct schedule by `key`; null unless every figure matches. */
function matchAll(
  members: Row[],
  schedules: PoolSchedule[],
  key: (s: PoolSchedule) => { cents: number; rows: Row[] } | null,
): PoolSchedule[] | null {
  const used = new Set<PoolSchedule>();
  const out: PoolSchedule[] = [];
  for (const m of members) {
    const v = figure(m);
    const s = schedules.find((x) => {
      const k = key(x);
      return !used.has(x) && k !== null && v !== null && k.cents === v && !k.rows.includes(m);
    });
    if (!s) return null;
    used.add(s);
    out.push(s);
  }
  return out;
}

/** Reads the recap and its schedules, or null when the statement is not printed this way. */
export function readPoolSchedules(rows: Row[]): PoolSchedules | null {
  const schedules = schedulesOf(rows);
  if (schedules.length < 2) return null;
  shareFromOthers(rows, schedules);
  let best: PoolSchedules | null = null;
  rows.forEach((row, r) => {
    const total = figure(row);
    if (total === null || total <= 0) return;
    // Walk back over the consecutive rows with money just above: the recap's members. A total of
    // another column printed between them and their sum ("Total Recoverable Expenses - All
    // Pools: 872,632.87" above "Total Tenant's Share 43,004.23") is not one of them.
    let sum = 0;
    let above = r - 1;
    while (above > 0 && isTotalRow(rows[above] as Row) && (rows[above] as Row).page === row.page) above--;
    for (let s = above; s >= 0; s--) {
      const m = rows[s] as Row;
      if (!hasMoney(m) || m.page !== row.page) break;
      sum += figure(m) ?? 0;
      const members = rows.slice(s, above + 1);
      if (members.length < 2 || Math.abs(sum - total) > 1) continue;
      const of: ('shares' | 'totals')[] = ['shares', 'totals'];
      for (const kind of of) {
        const pools = matchAll(members, schedules, (x) =>
          kind === 'shares'
            ? x.share && { cents: x.share.cents, rows: [x.share.row] }
            : { cents: x.totalCents, rows: [x.totalRow, ...x.lines.map((l) => l.row)] },
        );
        if (pools && (!best || pools.length > best.pools.length))
          best = { pools, recap: { rows: members, total: row, totalCents: total, of: kind } };
      }
    }
  });
  return best ?? grandTotal(rows, schedules);
}

/**
 * No recap lists the pools, but a grand total after the last schedule is their totals' sum
 * ("TOTAL OPERATING COSTS AND REALTY TAXES 598,212.99" under the Operating Costs and Realty Taxes
 * schedules, each with its own share line): that sum ties the schedules as the statement's pools
 * all the same. A recap of
 * shares that does not add up (the tenant's share misstated) leaves the schedules to this tie.
 */
function grandTotal(rows: Row[], schedules: PoolSchedule[]): PoolSchedules | null {
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Row;
    if (!isTotalRow(row)) continue;
    // The schedules printed above it, in one column; their totals' sum is its figure.
    // Only schedules that each print their own share: a statement that shares the grand total
    // once (less a base year) is read as one table, its summary below it.
    const above = schedules.filter((s) => rows.indexOf(s.totalRow) < r);
    const column = above[0]?.column ?? -1;
    if (above.length < 2 || !above.every((s) => s.column === column && s.share)) continue;
    const sum = above.reduce((t, s) => t + s.totalCents, 0);
    if (figure(row, column) !== sum) continue;
    const totals = above.map((s) => s.totalRow);
    return { pools: above, recap: { rows: totals, total: row, totalCents: sum, of: 'totals' } };
  }
  return null;
}

/** The schedules as the statement's expense table: every pool's lines under its pool's name. */
export function scheduleTable(read: PoolSchedules, file: string): ExpenseTable {
  const pools = [...read.pools].sort((a, b) => a.totalRow.page - b.totalRow.page);
  const lines: StatementLine[] = pools.flatMap((p) =>
    p.lines.map(({ row, label }) => ({
      label,
      category: categorizeExpense(label, p.name),
      amountCents: figure(row, p.column) ?? 0,
      actualCents: null,
      grossedUp: false,
      section: p.name,
      evidence: { file, page: row.page, quote: row.lines[0]?.text ?? row.label },
    })),
  );
  const subtotals = pools.map((p) => {
    const lineSum = p.lines.reduce((s, l) => s + (figure(l.row, p.column) ?? 0), 0);
    return { row: p.totalRow, cents: p.totalCents, lineSum, sinceStart: lineSum };
  });
  return {
    lines,
    start: -1,
    end: -1,
    // The pools' grand total is their sum; the recap prints it only when it lists totals.
    totalRow: read.recap.of === 'totals' ? read.recap.total : (pools.at(-1) as PoolSchedule).totalRow,
    totalCents: pools.reduce((s, p) => s + p.totalCents, 0),
    hasActualColumn: false,
    subtotals,
    warnings: [],
  };
}

/**
 * What the recap says of the tenant's arithmetic: where it lists the pools' shares, their sum is
 * the tenant's share, each pool's share is a component, and the % the schedules print (when they
 * all print the same one) is the share applied.
 */
export function applyScheduleRecap(read: PoolSchedules, summary: Summary): void {
  if (read.recap.of !== 'shares') return;
  summary.tenantShare = { value: read.recap.totalCents, row: read.recap.total };
  summary.components = read.recap.rows.map((row) => ({ value: figure(row) ?? 0, row }));
  const pcts = new Set(read.pools.map((p) => p.share?.pct));
  const first = read.pools[0]?.share;
  if (pcts.size === 1 && first) summary.sharePct = { value: first.pct, row: first.pctRow };
}
