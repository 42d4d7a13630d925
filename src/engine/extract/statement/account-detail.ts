import { findDates } from '../../parse';
import { isTotalRow } from './row-kinds';
import { figureOf, moneyAmounts, type Row } from './rows';

/**
 * A general-ledger detail report lists each account's transactions under the account's name and
 * foots them on "Total <account>": "6110 Grounds Care" / "03/08/2025 Quintero Landscape Co.
 * INV-21593 6110 14,059.44" / ... / "Total 6110 Grounds Care 27,185.83". Accounting systems print
 * a reconciliation's backup this way, and the account, not the invoice, is the expense line the
 * lease's categories apply to. A block is a ledger account only where every row under the name
 * is posted on a date (a section's expense lines under their subtotal are not). Each such block becomes one row: the account's name as its label,
 * the total's figure and evidence. Only where the arithmetic holds: the transactions foot to the
 * total printed under the same name; anything else is left as read.
 */
const key = (label: string) =>
  label
    .toLowerCase()
    .replace(/^\s*(?:sub-?\s?)?total\s+(?:for\s+|of\s+)?/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The row starts with a date, as a ledger's transaction rows do ("03/08/2025 Quintero ..."). */
function postedOn(row: Row): boolean {
  const first = (row.cells[0] ?? '').trim();
  const d = findDates(first)[0];
  return d !== undefined && d.index === 0 && d.length === first.length;
}

export function collapseAccountDetail(rows: Row[]): { rows: Row[]; accounts: number } {
  const out: Row[] = [];
  let accounts = 0;
  for (let i = 0; i < rows.length; i++) {
    const heading = rows[i] as Row;
    const collapsed = !moneyAmounts(heading).length && heading.label ? accountAt(rows, i) : null;
    if (!collapsed) {
      out.push(heading);
      continue;
    }
    out.push(collapsed.row);
    accounts++;
    i = collapsed.end;
  }
  return { rows: out, accounts };
}

/** The account block headed at `h`: its transactions and the total under the same name. */
function accountAt(rows: Row[], h: number): { row: Row; end: number } | null {
  const heading = rows[h] as Row;
  const name = key(heading.label);
  if (name.length < 3) return null;
  let sum = 0;
  let count = 0;
  for (let t = h + 1; t < rows.length; t++) {
    const row = rows[t] as Row;
    const cents = figureOf(row);
    // A page break inside the block repeats the report's column header: no figure, not the total.
    if (cents === null) {
      if (isTotalRow(row) || row.page === heading.page) return null;
      continue;
    }
    if (isTotalRow(row)) {
      if (key(row.label) !== name || count === 0 || cents !== sum) return null;
      return { row: { ...row, label: heading.label.trim() }, end: t };
    }
    // A transaction is posted on a date: a section's expense lines under their subtotal
    // ("COMMON AREA MAINTENANCE" ... "Subtotal Common Area Maintenance") are lines themselves.
    if (!postedOn(row)) return null;
    sum += cents;
    count++;
  }
  return null;
}
