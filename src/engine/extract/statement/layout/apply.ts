import type { DocumentText } from '../../../pdf/types';
import type { StatementLine } from '../../../types';
import { categorizeExpense } from '../../categories';
import { statementChecks } from '../checks';
import type { ExpenseTable } from '../expense-table';
import type { Row } from '../rows';
import { monthsTimesMonthly, type Summary } from '../summary';
import { readLayout } from './reader';
import type { GridRow } from './tokens';

// A trailing or leading footnote marker flags an adjusted line (as in expense-table.ts).
const MARKER = /\s*(?:\*+|[†‡]|\(\*\))\s*$|^\s*\*\s*/;

/** A grid row as the row shape evidence and checks use. */
function asRow(g: GridRow): Row {
  return { page: g.page, lines: g.lines, label: g.label, amounts: [], cells: g.lines[0]?.cells ?? [] };
}

const failed = (checks: { name: string; ok: boolean }[], name: string) =>
  !checks.some((c) => c.name === name && c.ok);

/**
 * Where the geometry reader finds a table its arithmetic confirms, its lines and total replace
 * the label-driven reading (which stays the fallback), and its confirmed share, tenant share and
 * due - estimates = balance chain fill what the labels missed or read against the arithmetic.
 */
export function applyLayout(
  doc: DocumentText,
  table: ExpenseTable | null,
  summary: Summary,
  warnings: string[],
): ExpenseTable | null {
  const layout = readLayout(doc.pages);
  if (!layout) return table;
  // The tenant's share is a fraction of the pool: a "table" whose total does not exceed the
  // printed tenant share is a recap of shares (read where the pool tables were not), not the pool.
  const printedShare = summary.tenantShare?.value ?? layout.tenantShare?.value ?? null;
  if (printedShare !== null && Math.abs(layout.totalCents) <= Math.abs(printedShare)) return table;
  // The tenant's own arithmetic ("Total Expenses" less "Base Year Amount" = the excess) foots and
  // reproduces the share too, but a table holding the base-year deduction row is that arithmetic,
  // not the pool: where the expense lines do not foot, their table stays (a math error to report).
  const baseRow = summary.baseYear?.row;
  const sameRow = (g: GridRow, r: Row) => g.page === r.page && g.lines[0]?.text === r.lines[0]?.text;
  if (baseRow && layout.lines.some((l) => sameRow(l.row, baseRow))) return table;
  // A worksheet that says which lines make its pool ("Add Lines 1, 2 and 3", each a part of the
  // schedule carried to it) has decided the table; a part's own footing is no better reading.
  if (table?.totalRow && table.totalRow === summary.sheetPool?.row) return table;
  // Nor is a part of the label reading's lines (the CAM lines whose share is the fee's basis) the
  // pool, where the label reading has all of them and more (costs, not a zero line) and its
  // printed total is within a few percent of its lines: a total that does not foot by a little is
  // the landlord's math error, not a misreading.
  if (table?.totalCents && table.lines.length > layout.lines.length) {
    const key = (label: string, cents: number) => `${label.replace(MARKER, '').trim()}|${cents}`;
    const inLayout = new Set(layout.lines.map((l) => key(l.label, l.amountCents)));
    const read = new Set(table.lines.map((l) => key(l.label, l.amountCents)));
    const extra = table.lines.filter((l) => !inLayout.has(key(l.label, l.amountCents)));
    const lineSum = table.lines.reduce((s, l) => s + l.amountCents, 0);
    // Every line was read where each pool's lines foot to its printed subtotal and the subtotals
    // add up to the lines: then however far the grand total is off, it is the one that is wrong.
    const subs = table.subtotals;
    const poolsFoot =
      subs.length >= 2 &&
      subs.every((x) => Math.abs(x.lineSum - x.cents) <= 1) &&
      Math.abs(subs.reduce((sum, x) => sum + x.cents, 0) - lineSum) <= subs.length;
    if (
      layout.lines.every((l) => read.has(key(l.label, l.amountCents))) &&
      extra.reduce((s, l) => s + Math.abs(l.amountCents), 0) > 0 &&
      (poolsFoot || Math.abs(lineSum - table.totalCents) <= Math.abs(table.totalCents) * 0.05)
    )
      return table;
  }
  // The label reading is judged by the share the statement prints: where no labelled row gave it,
  // the share the geometry reader found (a "Pro-Rata %" column) is that share.
  const judgedBy =
    summary.sharePct === null && layout.sharePct
      ? { ...summary, sharePct: { value: layout.sharePct.value, row: asRow(layout.sharePct.row) } }
      : summary;
  const before = statementChecks(table, judgedBy, table?.totalCents ?? null);
  let out = table;
  // The label reading stands where its own arithmetic holds: its lines foot its total and share x
  // pool reproduces the printed tenant share. Otherwise the geometry reading, which the
  // arithmetic confirmed, replaces it.
  // The same table: the same total and the same amounts line by line (not only as many lines: a
  // detail table's lines read from its share column are not its costs).
  const sameTable =
    table?.totalCents === layout.totalCents &&
    table?.lines.length === layout.lines.length &&
    table.lines.every((l, i) => l.amountCents === layout.lines[i]?.amountCents);
  // A summary whose line restates a detail table's total ("Association Costs (total of the table
  // above)") foots on its own, but the costs are the table's lines: the geometry reading, which
  // has them, replaces the summary's where both come to the same total.
  const detailOfSummary =
    layout.detailed &&
    table?.totalCents === layout.totalCents &&
    layout.lines.length > (table?.lines.length ?? 0);
  const labelsHold =
    !detailOfSummary &&
    table !== null &&
    table.totalCents !== null &&
    !failed(before, 'lines_foot_total') &&
    (!failed(before, 'share_x_pool') || !before.some((c) => c.name === 'share_x_pool')) &&
    // A base-year statement's lines foot whichever column was read (current year, base year or
    // increase): only the pool's column leaves the printed excess after the base year.
    (!failed(before, 'base_year_excess') || !before.some((c) => c.name === 'base_year_excess'));
  if (!sameTable && !labelsHold) {
    const lines: StatementLine[] = layout.lines.map((l) => {
      const marked = MARKER.test(l.label);
      const label = l.label.replace(MARKER, '').trim();
      return {
        label,
        category: categorizeExpense(label, l.section),
        amountCents: l.amountCents,
        actualCents: l.actualCents,
        grossedUp: marked || (l.actualCents !== null && l.actualCents !== l.amountCents),
        section: l.section,
        evidence: { file: doc.file, page: l.row.page, quote: l.row.lines[0]?.text ?? l.label },
      };
    });
    out = {
      lines,
      start: table?.start ?? -1,
      end: table?.end ?? -1,
      totalRow: asRow(layout.totalRow),
      totalCents: layout.totalCents,
      hasActualColumn: lines.some((l) => l.actualCents !== null),
      subtotals: [],
      warnings: [],
    };
    warnings.push(`${doc.file}: expense table read by its geometry (${layout.confirmedBy})`);
  }
  const checks = statementChecks(out, summary, out?.totalCents ?? null);
  if (layout.sharePct && (summary.sharePct === null || failed(checks, 'share_x_pool'))) {
    summary.sharePct = { value: layout.sharePct.value, row: asRow(layout.sharePct.row) };
  }
  // A per-pool share is smaller than the tenant's total share: unless a printed grand total
  // confirms the pools read are all of them, a confirmed figure below the one the labels read may
  // be one pool's share (the other pools unread, e.g. on a poor scan).
  const current = summary.tenantShare?.value ?? null;
  if (
    layout.tenantShare &&
    (current === null ||
      (failed(checks, 'share_x_pool') &&
        (layout.confirmedBy === 'printed grand total' ||
          Math.abs(layout.tenantShare.value) >= Math.abs(current))))
  ) {
    summary.tenantShare = { value: layout.tenantShare.value, row: asRow(layout.tenantShare.row) };
  }
  const chain = layout.chain;
  // The installments listed in a billing detail fill what the estimates row does not state.
  const est = summary.estimates;
  if (
    chain &&
    est &&
    chain.months !== null &&
    est.value.months === null &&
    Math.abs(est.value.cents - chain.estimatesCents) <= 1
  ) {
    est.value.months = chain.months;
    est.value.monthlyCents = chain.monthlyCents;
  }
  if (chain && (summary.balance === null || summary.estimates === null || failed(checks, 'balance'))) {
    const estRow = asRow(chain.estimates);
    const stated = monthsTimesMonthly(estRow.label);
    summary.estimates = {
      value: {
        cents: chain.estimatesCents,
        ...(stated.months !== null ? stated : { months: chain.months, monthlyCents: chain.monthlyCents }),
      },
      row: estRow,
    };
    summary.balance = { value: chain.balanceCents, row: asRow(chain.balance) };
    if (summary.totalDue === null) summary.totalDue = { value: chain.dueCents, row: asRow(chain.due) };
  }
  return out;
}
