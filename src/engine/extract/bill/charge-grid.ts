import { findMonthYears } from '../../parse';
import type { BillLine, BillLineKind } from '../../types';
import { moneyAmounts, type Row } from '../statement/rows';
import { billLineKind, cuedKind } from './bill-kinds';

/**
 * A charge grid: property-management systems (Yardi's "Statement of Charges", MRI's open-items
 * statement) print a tenant's charges as a period x charge-code table: one row per billing period
 * or posting ("April 2026 - Unpaid", "May 2026 - Current", "Late Charge - Apr 2026"), one column
 * per charge code ("Base Rent", "CAM Est.", "RE Tax Est.") and a "Total" column at the right.
 * Read as plain rows, each row would become one line of its total and the rent inside it would
 * never be seen. The grid is read by its structure and arithmetic, not its wording: the header
 * names at least two distinct charge kinds and ends in a total column, every amount sits under
 * one header (right edges align: amounts are right-aligned in their column), and every row's
 * cells add to its own total cell. Anything short of that returns null and the bill is read by
 * rows as before.
 */

/** Amounts are right-aligned under their header; a few points of slack for font metrics. */
const ALIGN_TOLERANCE = 6;

interface Column {
  kind: BillLineKind;
  header: string;
  right: number;
}

function headerColumns(row: Row): { columns: Column[]; totalRight: number } | null {
  const line = row.lines[0];
  if (!line?.cellRight || moneyAmounts(row).length) return null;
  const cells = line.cells;
  if (cells.length < 4 || !/^total$/i.test((cells[cells.length - 1] as string).trim())) return null;
  const columns: Column[] = [];
  for (let i = 1; i < cells.length - 1; i++) {
    const header = (cells[i] as string).trim();
    columns.push({ kind: billLineKind(header), header, right: line.cellRight[i] as number });
  }
  const kinds = new Set(columns.map((c) => c.kind).filter((k) => k !== 'OTHER'));
  if (kinds.size < 2) return null;
  return { columns, totalRight: line.cellRight[cells.length - 1] as number };
}

/** Each money cell of a row with the right edge it is printed to. */
function placedAmounts(row: Row): { cents: number; right: number }[] | null {
  const line = row.lines[0];
  if (!line?.cellRight || row.lines.length > 1) return null;
  const out: { cents: number; right: number }[] = [];
  for (const a of moneyAmounts(row)) {
    const i = line.cellX.indexOf(a.x);
    if (i < 0) return null;
    out.push({ cents: a.value, right: line.cellRight[i] as number });
  }
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) <= ALIGN_TOLERANCE;

/**
 * The kind a row imposes on all its cells: a past-due or late-charge row bills those, whatever
 * column they sit in; a reconciliation row is a one-off settlement (the lexicon's OTHER cue).
 * A row named only by its month ("May 2026 - Current") leaves each cell its column's kind.
 */
function rowKind(label: string): BillLineKind | null {
  const k = cuedKind(label);
  return k === 'PAST_DUE' || k === 'LATE_FEE' || k === 'OTHER' ? k : null;
}

/**
 * Reads the charge rows of a grid into one bill line per non-empty cell, or null when `header`
 * does not head a grid whose rows all foot.
 */
export function readChargeGrid(header: Row, chargeRows: Row[], file: string): BillLine[] | null {
  const grid = headerColumns(header);
  if (!grid || !chargeRows.length) return null;
  const lines: BillLine[] = [];
  for (const row of chargeRows) {
    const placed = placedAmounts(row);
    const total = placed?.[placed.length - 1];
    if (!placed || !total || !near(total.right, grid.totalRight)) return null;
    const cells = placed.slice(0, -1);
    if (!cells.length) return null;
    // The row's own arithmetic: its cells add to its total, so no amount was misplaced or lost.
    if (cells.reduce((s, c) => s + c.cents, 0) !== total.cents) return null;
    const imposed = rowKind(row.label);
    const period = findMonthYears(row.label)[0]?.value ?? null;
    for (const cell of cells) {
      const column = grid.columns.find((c) => near(c.right, cell.right));
      if (!column) return null;
      lines.push({
        label: `${row.label} ${column.header}`,
        kind: imposed ?? column.kind,
        amountCents: cell.cents,
        period,
        evidence: { file, page: row.page, quote: row.lines[0]?.text ?? row.label },
      });
    }
  }
  return lines;
}
