import type { StatementLine } from '../../types';
import { categorizeExpense } from '../categories';
import { actualAndAdjustment, type ColumnRole, columnPositions, columnRoles, placeAmounts } from './columns';
import { isColumnHeader, isSectionHeading, isTotalRow, summaryKind } from './row-kinds';
import { figureOf, moneyAmounts, type Row } from './rows';

export interface ExpenseTable {
  lines: StatementLine[];
  /** Row index range [start, end] of the table in the document's rows; end is the total row. */
  start: number;
  end: number;
  totalRow: Row | null;
  totalCents: number | null;
  /** The statement marks grossed-up lines (e.g. "*") and shows an actual column. */
  hasActualColumn: boolean;
  subtotals: { row: Row; cents: number; lineSum: number; sinceStart: number }[];
  warnings: string[];
  /**
   * Another amount column of the same rows (a budget, a base year) that foots its own printed
   * total, where the billed column does not: every row was read, so a billed total that does not
   * foot is the statement's arithmetic, not a row lost by the reading. Null otherwise.
   */
  wholeBy?: { column: number; cents: number } | null;
}

// A trailing (or leading) footnote marker flags a grossed-up / adjusted line.
const MARKER = /\s*(?:\*+|[†‡]|\(\*\))\s*$|^\s*\*\s*/;

/** Rows that end the expense table when walking back from its total: the tenant's arithmetic. */
function isHardSummary(row: Row): boolean {
  if (row.prose) return true;
  const kind = summaryKind(row);
  if (!kind || kind === 'adminFee') return false;
  if (kind === 'balance') return /due|tenant|you|owe|owing|favou?r/i.test(row.label);
  return true;
}

const lastMoney = (row: Row): number => figureOf(row) ?? 0;

/** The largest figure on a row (a building total beside its tenant-share total). */
function largestMoney(row: Row): number {
  return Math.max(0, ...moneyAmounts(row).map((a) => Math.abs(a.value)));
}

const isExpenseRow = (row: Row) => moneyAmounts(row).length > 0 && !isTotalRow(row) && !summaryKind(row);

/**
 * The expense table ends at its grand total: of the total rows, the one with the most expense
 * rows above it (back to the tenant's arithmetic), then the largest. Counting rows first keeps a
 * total row misread by OCR in the tenant's arithmetic ("TOtAl YOUN SHAME 900,918.64") from
 * passing for the table's total just because its misread figure is large.
 */
function findRegion(rows: Row[]): { start: number; end: number; total: Row | null } | null {
  let best: { start: number; end: number; lines: number; money: number } | null = null;
  rows.forEach((row, i) => {
    if (!isTotalRow(row) || summaryKind(row)) return;
    let start = i;
    while (start > 0 && !isHardSummary(rows[start - 1] as Row)) start--;
    const lines = rows.slice(start, i).filter(isExpenseRow).length;
    const money = largestMoney(row);
    if (!best || lines > best.lines || (lines === best.lines && money > best.money))
      best = { start, end: i, lines, money };
  });
  if (best) {
    const { start, end } = best;
    return { start, end, total: rows[end] as Row };
  }
  // No printed total: the first run of expense rows up to the tenant's arithmetic.
  const first = rows.findIndex((r) => moneyAmounts(r).length > 0 && !summaryKind(r));
  if (first < 0) return null;
  let end = first;
  while (end + 1 < rows.length && !isHardSummary(rows[end + 1] as Row)) end++;
  return { start: first, end, total: null };
}

/**
 * How many amount columns the table has: the most any two rows fill. One row with an extra
 * figure (a speck OCR read as a dash in the label area) does not add a column.
 */
function columnCount(lineRows: Row[]): number {
  const counts = lineRows.map((r) => moneyAmounts(r).length);
  const max = Math.max(...counts);
  if (lineRows.length < 4) return max;
  for (let k = max; k > 0; k--) if (counts.filter((c) => c >= k).length >= 2) return k;
  return max;
}

function pick(cols: (number | null)[], i: number | null): number | null {
  return i === null ? null : (cols[i] ?? null);
}

/** Reads the expense lines, their sections and the printed total of the statement's expense table. */
export function readExpenseTable(rows: Row[], file: string, year: number | null): ExpenseTable | null {
  const region = findRegion(rows);
  if (!region) return null;
  const warnings: string[] = [];
  // A table's body follows its column header: rows above the first header inside the region are
  // the document's heading, even where they carry a figure ("Tenant RSF: 48,448" in the key-value
  // block a management report prints above its GL table), and are no expense lines.
  const firstHeader = rows.slice(region.start, region.end).findIndex(isColumnHeader);
  const bodyStart = firstHeader > 0 ? region.start + firstHeader + 1 : region.start;
  const inRegion = rows.slice(bodyStart, region.end + 1);
  const lineRows = inRegion.filter((r) => moneyAmounts(r).length > 0 && !isTotalRow(r));
  if (!lineRows.length) return null;
  const k = columnCount(lineRows);

  // The header naming the columns: inside the table or just above it.
  let header: Row | null = null;
  for (let i = region.end; i >= Math.max(0, region.start - 6); i--) {
    if (isColumnHeader(rows[i] as Row)) {
      header = rows[i] as Row;
      break;
    }
  }
  const positions = columnPositions(lineRows, k);
  const columnsOf = (r: Row) => placeAmounts(moneyAmounts(r).slice(-k), positions);
  const sums = positions.map((_, c) => lineRows.reduce((s, r) => s + (columnsOf(r)[c] ?? 0), 0));

  // The columns' kinds in print order, from the fullest row (money and percentages alike).
  const fullest = lineRows.reduce(
    (a, r) => (r.amounts.length > a.amounts.length ? r : a),
    lineRows[0] as Row,
  );
  const kinds =
    moneyAmounts(fullest).length === k
      ? [...fullest.amounts].sort((a, b) => a.x - b.x).map((a) => a.kind)
      : null;
  let roles: ColumnRole[] | null = columnRoles(header, k, year, kinds as ('money' | 'pct')[] | null);
  if (!roles) roles = positions.map((_, c) => (c === k - 1 ? 'billed' : 'neutral'));
  let billed = roles.indexOf('billed');
  let actual: number | null = roles.indexOf('actual') >= 0 ? roles.indexOf('actual') : null;

  // The printed total decides between columns when the header did not, or disagrees.
  const totalRow = region.total;
  const totalCols = totalRow ? placeAmounts(moneyAmounts(totalRow).slice(-k), positions) : null;
  const printed = (c: number) => totalCols?.[c] ?? null;
  // Only one other column can be the one: in a grid of months every month foots, and the Total
  // column that does not is the one with the error.
  if (totalRow && k > 1 && printed(billed) !== sums[billed]) {
    const footing = sums.flatMap((s, c) => (c !== billed && s === printed(c) ? [c] : []));
    const other = footing.length === 1 ? (footing[0] as number) : -1;
    if (other >= 0 && roles[other] !== 'ignore') {
      warnings.push(`expense column ${other + 1} foots to the printed total; read it as the billed column`);
      if (actual === other) actual = billed;
      billed = other;
    }
  }

  // No column named the amount before gross-up: the one that adds to an adjustment to give the
  // billed amount on every line is it (the geometry reader decides the same way).
  if (actual === null && k >= 3) {
    const pair = actualAndAdjustment(lineRows.map(columnsOf), billed);
    if (pair && lineRows.some((r) => (columnsOf(r)[pair.adj] ?? 0) > 0)) actual = pair.actual;
  }

  let section: string | null = null;
  let seenLine = false;
  const lines: StatementLine[] = [];
  const subtotals: ExpenseTable['subtotals'] = [];
  let sinceSubtotal = 0;
  let sinceStart = 0;
  for (const row of inRegion) {
    if (isColumnHeader(row)) {
      section = null;
      continue;
    }
    if (!moneyAmounts(row).length) {
      if (isSectionHeading(row)) section = row.label.trim();
      else if (!seenLine) section = null;
      continue;
    }
    const cols = columnsOf(row);
    const amount = pick(cols, billed) ?? cols.find((v) => v !== null) ?? 0;
    if (isTotalRow(row)) {
      // A pool's foot may print more figures than its lines (pool, share %, the tenant's part of
      // it): as for the table's total, the figure nearest the lines' sum is the subtotal.
      const foot = moneyAmounts(row).reduce(
        (a, m) => (Math.abs(m.value - sinceSubtotal) < Math.abs(a - sinceSubtotal) / 4 ? m.value : a),
        amount,
      );
      if (row !== totalRow) subtotals.push({ row, cents: foot, lineSum: sinceSubtotal, sinceStart });
      sinceSubtotal = 0;
      continue;
    }
    seenLine = true;
    const marked = MARKER.test(row.label);
    const label = row.label.replace(MARKER, '').trim();
    const actualCents = pick(cols, actual);
    lines.push({
      label,
      category: categorizeExpense(label, section),
      amountCents: amount,
      actualCents: actual === null ? null : actualCents,
      grossedUp: marked || (actualCents !== null && actualCents !== amount),
      section,
      evidence: { file, page: row.page, quote: row.lines[0]?.text ?? row.label },
    });
    sinceSubtotal += amount;
    sinceStart += amount;
  }
  // The total row's figure for the billed column; when the row prints another pair (building and
  // tenant-share totals), the figure nearest the billed lines' sum is the table's total.
  let totalCents = totalRow ? (printed(billed) ?? lastMoney(totalRow)) : null;
  if (totalRow && totalCents !== null && totalCents !== sums[billed]) {
    const lineSum = sums[billed] ?? 0;
    for (const a of moneyAmounts(totalRow)) {
      if (Math.abs(a.value - lineSum) < Math.abs(totalCents - lineSum) / 4) totalCents = a.value;
    }
  }
  const tol = Math.max(1, Math.ceil(lineRows.length / 2));
  const wholeAt =
    totalRow && k > 1 && !subtotals.length && lines.length === lineRows.length && totalCents !== sums[billed]
      ? sums.findIndex(
          (sum, c) =>
            c !== billed && sum !== 0 && printed(c) !== null && Math.abs(sum - (printed(c) ?? 0)) <= tol,
        )
      : -1;
  return {
    lines,
    start: region.start,
    end: region.end,
    totalRow,
    totalCents,
    hasActualColumn: actual !== null,
    subtotals,
    warnings,
    wholeBy: wholeAt >= 0 ? { column: wholeAt + 1, cents: sums[wholeAt] ?? 0 } : null,
  };
}
