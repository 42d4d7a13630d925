import { findDates, findMonthYears, MONTH_YEAR_SOURCE } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';
import type { Bill, BillLine, Evidence } from '../../types';
import { captionedDate, wholeDate } from '../caption-box';
import { moneyAmounts, type Row, readRows } from '../statement/rows';
import { billLineKind } from './bill-kinds';
import { readChargeGrid } from './charge-grid';

export { billLineKind };

/** The month a cell names ("June 2025", "06/2025", "06/01/2025 - 06/30/2025") as its first day. */
function monthOf(text: string): string | null {
  const d = findDates(text)[0];
  if (d) return `${d.value.slice(0, 7)}-01`;
  return findMonthYears(text)[0]?.value ?? null;
}

// A period cell: a month, a range of dates, or a date (a range wrapped in its narrow column leaves
// its first date and the dash on the row's line: "04/01/2023 –" over "04/30/2023").
const PERIOD_CELL = new RegExp(
  `^(?:${MONTH_YEAR_SOURCE}|[\\d/.-]+\\s*(?:[-–]|to|through)\\s*[\\d/.-]+|\\d{1,2}/\\d{1,2}/\\d{2,4}(?:\\s*[-–]|\\s+(?:to|through))?)$`,
  'i',
);

/** A date labelled by one of the keys on any line, e.g. "Invoice Date: May 22, 2025". */
function labelledDate(doc: DocumentText, key: RegExp): { value: string; line: TextLine } | null {
  for (const page of doc.pages) {
    for (const line of page.lines) {
      for (const d of findDates(line.text)) {
        if (key.test(line.text.slice(Math.max(0, d.index - 30), d.index))) return { value: d.value, line };
      }
    }
  }
  return captionedDate(doc, key);
}

function evidenceOf(file: string, line: TextLine): Evidence {
  return { file, page: line.page, quote: line.text };
}

const TOTAL = /\btotal\b|amount\s+due|balance\s+due|please\s+pay|pay\s+this\s+amount/i;
const HEADER =
  /^(?:description|charge|item|period|amount|service\s+period|billing\s+period|date|code|total)$/i;

/** The bill's total: the first "Total ..." row with money, else the last "amount due" style row. */
function findTotal(rows: Row[]): number {
  const withMoney = (r: Row) => moneyAmounts(r).length > 0;
  const total = rows.findIndex((r) => /\btotal\b/i.test(r.label) && withMoney(r));
  if (total >= 0) return total;
  return rows.findLastIndex((r) => TOTAL.test(r.label) && withMoney(r));
}

/**
 * Splits a line row into its label and its billing period cell. A tenant ledger (the open-items
 * or account history a property-management system prints) starts each row with the charge's
 * posting date: that date is no part of the label, and the month the row bills is the one its
 * description names ("Late Charge - June 2023 Open Charges" follows June's charges, though posted
 * after the grace period), else the month it was posted.
 */
function labelAndPeriod(row: Row): { label: string; period: string | null } {
  const money = moneyAmounts(row).length;
  let cells = row.cells.slice(0, Math.max(1, row.cells.length - money));
  const posted = cells.length > 1 && wholeDate(cells[0] as string) ? monthOf(cells[0] as string) : null;
  if (posted) {
    cells = cells.slice(1);
    const label = cells.join(' ').trim();
    const trailing = new RegExp(`\\s+(?:${MONTH_YEAR_SOURCE})\\s*$`, 'i').exec(label);
    if (trailing)
      return {
        label: label
          .slice(0, trailing.index)
          .replace(/\s*[-–]$/, '')
          .trim(),
        period: monthOf(trailing[0]),
      };
    return { label, period: findMonthYears(label)[0]?.value ?? posted };
  }
  const periodCell = cells.slice(1).find((c) => PERIOD_CELL.test(c.trim()) || wholeDate(c));
  if (periodCell) {
    return {
      label: cells
        .filter((c) => c !== periodCell)
        .join(' ')
        .trim(),
      period: monthOf(periodCell),
    };
  }
  // One cell (OCR): peel a trailing month off the label.
  const m = new RegExp(`\\s+(?:${MONTH_YEAR_SOURCE})\\s*$`, 'i').exec(row.label);
  if (m) return { label: row.label.slice(0, m.index).trim(), period: monthOf(m[0]) };
  // A description that names its month ("March 2023 rent", "CAM estimate - March 2023 1" with
  // an invoice's Qty column after it).
  return { label: row.label, period: findMonthYears(row.label)[0]?.value ?? null };
}

/**
 * A ledger prints each charge (or payment) beside the running balance it leads to. When every
 * row's last figure is the previous balance plus or minus one of its other figures, the rows are
 * a ledger and each row's amount is the change in balance (payments and credits negative);
 * otherwise null. The ledger's own arithmetic is the check, not its column names.
 */
export function runningBalanceAmounts(rows: Row[]): number[] | null {
  // Oldest first (a statement of account), else newest first (a portal's "Recent Activity", where
  // each row's balance is the one below it plus its charge).
  const forward = oldestFirstAmounts(rows);
  if (forward) return forward;
  const backward = oldestFirstAmounts([...rows].reverse());
  return backward ? backward.reverse() : null;
}

function oldestFirstAmounts(rows: Row[]): number[] | null {
  return chained(rows, 0) ?? carriedIn(rows);
}

/**
 * A ledger cut off at its oldest shown row: the balance before that row is not printed (a payment
 * that brought the account to 0.00). The rows after it must chain from its balance; its own change
 * takes the sign of the column its figure stands in (the charges' or the payments', as the other
 * rows' arithmetic told them apart).
 */
function carriedIn(rows: Row[]): number[] | null {
  if (rows.length < 3) return null;
  const first = moneyAmounts(rows[0] as Row);
  if (first.length !== 2) return null;
  const rest = chained(rows.slice(1), (first[1] as { value: number }).value, false);
  if (!rest) return null;
  const xs = (positive: boolean) =>
    rows.slice(1).flatMap((r, i) => {
      const change = rest[i] as number;
      if (change === 0 || change > 0 !== positive) return [];
      const a = moneyAmounts(r).find((m) => Math.abs(m.value) === Math.abs(change));
      return a ? [a.x] : [];
    });
  const charges = xs(true);
  const payments = xs(false);
  const x = (first[0] as { x: number }).x;
  const dist = (list: number[]) => (list.length ? Math.min(...list.map((v) => Math.abs(v - x))) : Infinity);
  const figure = Math.abs((first[0] as { value: number }).value);
  if (dist(charges) === Infinity && dist(payments) === Infinity) return null;
  // No payment among the other rows: a figure standing apart from the charges' column is a payment.
  const payment = payments.length ? dist(payments) < dist(charges) : dist(charges) > 20;
  return [payment ? -figure : figure, ...rest];
}

function chained(rows: Row[], opening: number, openingRow = true): number[] | null {
  if (rows.length < 2) return null;
  const out: number[] = [];
  let prev = opening;
  for (const [i, row] of rows.entries()) {
    const money = moneyAmounts(row).map((a) => a.value);
    // An opening balance prints only the balance it opens with ("Opening balance (unpaid May
    // 2026) $10,872.99"): the ledger's first change is that balance itself.
    if (openingRow && i === 0 && money.length === 1 && rows.length > 2) {
      out.push(money[0] as number);
      prev = money[0] as number;
      continue;
    }
    if (money.length < 2) return null;
    const balance = money[money.length - 1] as number;
    const change = balance - prev;
    if (!money.slice(0, -1).some((v) => Math.abs(v) === Math.abs(change))) return null;
    out.push(change);
    prev = balance;
  }
  return out;
}

/**
 * An account summary under the charges: "Previous Balance / Payments Received / New Charges /
 * Total Amount Due" (the box most invoicing packages print). Found by its arithmetic, not its
 * wording: the rows before the total split into the itemized charges and a summary block that
 * the total foots, one row of which is the sum of the itemized charges (the new charges). The
 * block's other rows carry the account from before; their net (a prior balance less what was
 * paid against it) is what is still owed from earlier. Returns the itemized rows' count and the
 * index of the new-charges row, or null when no such split foots.
 */
export function accountSummary(
  amounts: number[],
  total: number,
): { items: number; newCharges: number; carried: number[] } | null {
  const n = amounts.length;
  // The block has the new-charges row and at least one carried row after at least one charge.
  for (let k = n - 2; k >= 1; k--) {
    const items = amounts.slice(0, k).reduce((s, a) => s + a, 0);
    const block = amounts.slice(k);
    if (block.reduce((s, a) => s + a, 0) !== total || items === 0) continue;
    const j = block.indexOf(items);
    if (j < 0) continue;
    const carried = block.flatMap((_, i) => (i === j ? [] : [k + i]));
    return { items: k, newCharges: k + j, carried };
  }
  return null;
}

/** The bill's charges read as a period x charge-code grid (charge-grid.ts), or null when none foots. */
function chargeGrid(rows: Row[], end: number, file: string): BillLine[] | null {
  for (let h = 0; h < end; h++) {
    const header = rows[h] as Row;
    if (header.cells.length < 4 || moneyAmounts(header).length) continue;
    const body = rows.slice(h + 1, end).filter((r) => moneyAmounts(r).length && r.label);
    const lines = readChargeGrid(header, body, file);
    if (lines) return lines;
  }
  return null;
}

/**
 * The charge rows with an account summary (see accountSummary) folded: the new-charges row is a
 * subtotal, not a charge, and the carried rows become one line of their net. That net is past
 * due only where a carried row is named a prior balance (a lexicon PAST_DUE cue) and the net is
 * owed (positive); otherwise the carried rows stay as read.
 */
function carriedBalance(
  lines: BillLine[],
  total: number | null,
  file: string,
  warnings: string[],
): BillLine[] {
  if (total === null || lines.length < 3) return lines;
  const sum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (sum === total) return lines;
  const found = accountSummary(
    lines.map((l) => l.amountCents),
    total,
  );
  if (!found) return lines;
  const carried = found.carried.map((i) => lines[i] as BillLine);
  const items = lines.slice(0, found.items);
  warnings.push(`${file}: read an account summary: new charges, and a balance carried from before`);
  const prior = carried.find((l) => l.kind === 'PAST_DUE');
  if (!prior) return [...items, ...carried];
  const net = carried.reduce((s, l) => s + l.amountCents, 0);
  if (net === 0) return items;
  return [...items, { ...prior, kind: net > 0 ? 'PAST_DUE' : 'OTHER', amountCents: net }];
}

const AMOUNT_DUE =
  /\b(?:total\s+)?(?:amount|balance)\s+due\b|\btotal\s+due\b|\bplease\s+pay\b|\bpay\s+this\s+amount\b/i;

/**
 * The amount due printed after the current charges' subtotal, where items carried from before
 * ("PRIOR ITEMS OUTSTANDING: 05/01/2024 Charges for May 2024 - no payment received 21,260.96")
 * stand between: a row "Amount Due ..." or an aged-balance box whose header names the amount due
 * (Current | 1-30 Days | ... | AMOUNT DUE, the figures on the row below). Taken only where the
 * arithmetic foots: subtotal + the carried items = the amount due. Returns the carried rows and
 * the amount due with the row that prints it, or null.
 */
function amountDueAfter(
  rows: Row[],
  totalIdx: number,
  subtotal: number,
): { items: Row[]; cents: number; row: Row } | null {
  for (let i = totalIdx + 1; i < rows.length; i++) {
    const row = rows[i] as Row;
    const money = moneyAmounts(row);
    let due: { cents: number; row: Row } | null = null;
    if (money.length && AMOUNT_DUE.test(row.label)) due = { cents: money.at(-1)!.value, row };
    else if (!money.length && AMOUNT_DUE.test(row.cells.at(-1) ?? '')) {
      const below = rows[i + 1];
      const figures = below ? moneyAmounts(below) : [];
      if (below && figures.length >= 2 && !below.label) due = { cents: figures.at(-1)!.value, row: below };
    }
    if (!due) continue;
    // A box of past-due charges with its own total ("Total Past Due Charges"): the total row is
    // the sum of the rows above it, not another item; so is a total repeated in a summary box
    // above the amount due ("Total Current Charges / Total Open Items / TOTAL AMOUNT DUE").
    const items: Row[] = [];
    const totals = new Set([subtotal]);
    let carried = 0;
    let sinceTotal = 0;
    for (const r of rows.slice(totalIdx + 1, i)) {
      const v = moneyAmounts(r).at(-1)?.value;
      if (!r.label || v === undefined) continue;
      // The other captions of the amount due's own box (an aging line's Current | 1-30 Days |
      // ..., each read with its figure, statement/rows.ts) age that amount; they add nothing.
      if (r.lines[0] === due.row.lines[0]) continue;
      if (/\btotal\b/i.test(r.label) && ((items.length > 0 && v === sinceTotal) || totals.has(v))) {
        totals.add(v);
        sinceTotal = 0;
        continue;
      }
      items.push(r);
      carried += v;
      sinceTotal += v;
    }
    return items.length && subtotal + carried === due.cents ? { ...due, items } : null;
  }
  return null;
}

/**
 * An account summary printed above the charges ("Previous Balance / Payments Received / Balance
 * Forward / New Charges / TOTAL AMOUNT DUE", then the itemized new charges with their own total).
 * Found by its arithmetic: one of its rows is the itemized total (the new charges), its amount-due
 * row exceeds that by what is carried from before, and its other rows net to that carried amount
 * (or one of them, a balance-forward subtotal, prints it). Returns the amount due with its row and
 * the carried net with the row naming it, or null when the box does not foot.
 */
export function accountBoxAbove(
  rows: Row[],
  newCharges: number,
): { due: number; dueRow: Row; carried: number; carriedRow: Row | null } | null {
  const dueIdx = rows.findIndex((r) => AMOUNT_DUE.test(r.label) && moneyAmounts(r).length);
  if (dueIdx < 0) return null;
  const dueRow = rows[dueIdx] as Row;
  const due = moneyAmounts(dueRow).at(-1)?.value ?? 0;
  const box = rows.slice(0, dueIdx).filter((r) => r.label && moneyAmounts(r).length);
  const figure = (r: Row) => moneyAmounts(r).at(-1)?.value ?? 0;
  const charges = box.findIndex((r) => figure(r) === newCharges);
  if (charges < 0) return null;
  const others = box.filter((_, i) => i !== charges);
  const carried = due - newCharges;
  const sum = others.reduce((s, r) => s + figure(r), 0);
  const subtotal = others.find((r) => figure(r) === carried && carried !== 0);
  if (sum !== carried && !subtotal) return null;
  const named = others.filter((r) => billLineKind(r.label) === 'PAST_DUE');
  return { due, dueRow, carried, carriedRow: subtotal ?? named.at(-1) ?? others.at(-1) ?? null };
}

/**
 * Reads a rent invoice / bill: its dates, the month billed, each charge by kind and the total.
 * `date` is the day the bill is for (the first day of the month it charges, else its due date,
 * else the invoice date), which is what rent-schedule and late-fee rules compare.
 */
export function extractBill(doc: DocumentText): { bill: Bill; warnings: string[] } {
  const file = doc.file;
  const warnings: string[] = [];
  const evidence: Record<string, Evidence> = {};
  const rows = readRows(doc);

  const invoice = labelledDate(
    doc,
    /(?:invoice|bill(?:ing)?|statement|issue|notice)\s+date\s*:?\s*$|\bdated?\s*:?\s*$/i,
  );
  const due = labelledDate(doc, /due\s+(?:date|on|by)\s*:?\s*$|payment\s+due\s*:?\s*$|pay\s+by\s*:?\s*$/i);
  if (invoice) evidence.invoiceDate = evidenceOf(file, invoice.line);
  if (due) evidence.dueDate = evidenceOf(file, due.line);

  // Charges run from the column header (or the first money row) to the total.
  let totalIdx = findTotal(rows);
  const headerIdx = rows.findIndex(
    (r) => r.cells.length >= 2 && r.cells.filter((c) => HEADER.test(c.trim())).length >= 2,
  );
  // A total above the charges' header is an account summary's; the charges' own total follows them.
  let boxAbove: ReturnType<typeof accountBoxAbove> = null;
  if (totalIdx >= 0 && headerIdx > totalIdx) {
    const own = rows.findIndex(
      (r, i) => i > headerIdx && /\btotal\b/i.test(r.label) && moneyAmounts(r).length,
    );
    const items = rows.slice(headerIdx + 1, own).filter((r) => r.label && moneyAmounts(r).length);
    const ownCents = own > 0 ? (moneyAmounts(rows[own] as Row).at(-1)?.value ?? null) : null;
    const sum = items.reduce((s, r) => s + (moneyAmounts(r).at(-1)?.value ?? 0), 0);
    // The charges foot to their own total: that total ends them, whether the box above is an
    // account summary carrying a balance or an aging line ("Current | 1-30 | ... | Total Due").
    if (ownCents !== null && items.length && sum === ownCents) {
      boxAbove = accountBoxAbove(rows.slice(0, headerIdx), ownCents);
      totalIdx = own;
    }
  }
  const end = totalIdx >= 0 ? totalIdx : rows.length;
  const chargeRows: Row[] = [];
  for (let i = headerIdx >= 0 && headerIdx < end ? headerIdx + 1 : 0; i < end; i++) {
    const row = rows[i] as Row;
    if (!moneyAmounts(row).length || !row.label) continue;
    // A "Subtotal" of the lines above (then "Total", "Payments/Credits", "Balance Due") is no charge.
    const sum = chargeRows.reduce((s, r) => s + (moneyAmounts(r).at(-1)?.value ?? 0), 0);
    if (/^sub[\s-]?total\b/i.test(row.label) && moneyAmounts(row).at(-1)?.value === sum) continue;
    chargeRows.push(row);
  }
  const grid = chargeGrid(rows, end, file);
  const ledger = grid ? null : runningBalanceAmounts(chargeRows);
  if (ledger) warnings.push(`${file}: read as a ledger; each charge is the change in its running balance`);
  const rowLines: BillLine[] = chargeRows.map((row, i) => {
    const money = moneyAmounts(row);
    const { label, period } = labelAndPeriod(row);
    return {
      label,
      kind: billLineKind(label),
      amountCents: ledger?.[i] ?? money[money.length - 1]?.value ?? 0,
      period,
      evidence: { file, page: row.page, quote: row.lines[0]?.text ?? row.label },
    };
  });
  let totalRow = totalIdx >= 0 ? (rows[totalIdx] as Row) : null;
  const totalMoney = totalRow ? moneyAmounts(totalRow) : [];
  let totalCents = totalMoney[totalMoney.length - 1]?.value ?? null;
  const lines = grid ?? carriedBalance(rowLines, totalCents, file, warnings);
  if (boxAbove) {
    warnings.push(`${file}: read the account summary above the charges: new charges, and a balance carried`);
    const row = boxAbove.carriedRow;
    if (boxAbove.carried !== 0 && row) {
      const kind = boxAbove.carried > 0 && billLineKind(row.label) === 'PAST_DUE' ? 'PAST_DUE' : 'OTHER';
      lines.push({
        label: row.label,
        kind,
        amountCents: boxAbove.carried,
        period: null,
        evidence: { file, page: row.page, quote: row.lines[0]?.text ?? row.label },
      });
    }
    totalCents = boxAbove.due;
    totalRow = boxAbove.dueRow;
  }
  const after = !boxAbove && totalCents !== null ? amountDueAfter(rows, totalIdx, totalCents) : null;
  if (after) {
    warnings.push(`${file}: items carried from before, after the current charges, foot to the amount due`);
    for (const row of after.items) {
      const { label, period } = labelAndPeriod(row);
      // A row of an "OPEN ITEMS" / "PAST DUE" section is named by its heading, not its own cells
      // (an invoice number, dates, days past due).
      const heading = rows
        .slice(totalIdx + 1, rows.indexOf(row))
        .findLast((r) => !moneyAmounts(r).length && r.label);
      const own = billLineKind(label);
      lines.push({
        label,
        kind: own === 'OTHER' && heading && billLineKind(heading.label) === 'PAST_DUE' ? 'PAST_DUE' : own,
        amountCents: moneyAmounts(row).at(-1)?.value ?? 0,
        period,
        evidence: { file, page: row.page, quote: row.lines[0]?.text ?? row.label },
      });
    }
    totalCents = after.cents;
    totalRow = after.row;
  }
  if (totalRow)
    evidence.totalCents = { file, page: totalRow.page, quote: totalRow.lines[0]?.text ?? totalRow.label };
  else warnings.push(`${file}: no bill total found`);

  const sum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (totalCents !== null && sum !== totalCents) {
    warnings.push(`${file}: bill lines sum to ${sum / 100} but the total reads ${totalCents / 100}`);
  }
  // The month charged: the rent line's period, else the latest period of a current charge.
  const current = lines.filter((l) => l.kind !== 'PAST_DUE' && l.kind !== 'LATE_FEE' && l.period);
  const periodLine =
    current.find((l) => l.kind === 'BASE_RENT') ??
    current.sort((a, b) => (b.period ?? '').localeCompare(a.period ?? ''))[0];
  const periodStart = periodLine?.period ?? null;
  if (periodLine) evidence.periodStart = periodLine.evidence;
  const date = periodStart ?? due?.value ?? invoice?.value ?? null;
  if (date) evidence.date = periodLine?.evidence ?? evidence.dueDate ?? (evidence.invoiceDate as Evidence);
  if (!lines.length) warnings.push(`${file}: no bill lines found`);

  return {
    bill: { file, date, dueDate: due?.value ?? null, periodStart, lines, totalCents, evidence },
    warnings,
  };
}
