import { parsePercent } from '../../parse';
import type { ExpenseTable } from './expense-table';
import type { SummaryKind } from './row-kinds';
import { moneyAmounts, pctAmounts, type Row, statedFigure } from './rows';

/**
 * A reconciliation laid out like a tax form: numbered lines whose instructions name the lines
 * they combine ("Line 7. Total operating costs. Add Lines 1, 2 and 3", "Line 9. Multiply Line 7
 * by Line 6", "Line 16. Subtract Line 15 from Line 12. If negative, this is a credit"). The
 * instructions are the statement's own arithmetic, so they say what each line is whatever its
 * words: the product of the pool and the share is the tenant's share, a rate times that share is
 * the fee, the share plus the fee is the year's charge, a monthly amount times a count is the
 * estimates, and the charge less the estimates is the balance.
 */
export interface WorksheetRoles {
  kinds: Map<Row, SummaryKind>;
  /** Rows that are numbered lines (their label wording is not read where the roles speak). */
  lines: Set<Row>;
  estimates: { months: number; monthlyCents: number } | null;
  fee: { pct: number | null; baseLabel: string | null } | null;
  /** The pool the share multiplies, where a line adds it up from others ("Add Lines 1, 2 and 3"). */
  pool: { row: Row; addends: Row[] } | null;
}

type Op = { kind: 'sum' | 'product' | 'difference' | 'ratio'; operands: number[] };

const OWN_NUMBER = /^\s*Line\s+(\d{1,2})\s*[.:]\s*/i;
const nums = (s: string) => [...s.matchAll(/\d{1,2}/g)].map((m) => Number(m[0]));

/** The operation a line's instruction states, if any (the line's own number removed first). */
export function lineOp(instruction: string): Op | null {
  const t = instruction.replace(OWN_NUMBER, '');
  let m = /multiply\s+line\s+(\d{1,2})(?:\s*\(or\s+\d{1,2}\))?\s+by\s+line\s+(\d{1,2})/i.exec(t);
  if (m) return { kind: 'product', operands: [Number(m[1]), Number(m[2])] };
  m = /\bline\s+(\d{1,2})\s*(?:[x×*]|times)\s*line\s+(\d{1,2})/i.exec(t);
  if (m) return { kind: 'product', operands: [Number(m[1]), Number(m[2])] };
  m = /subtract\s+line\s+(\d{1,2})\s+from\s+line\s+(\d{1,2})/i.exec(t);
  if (m) return { kind: 'difference', operands: [Number(m[2]), Number(m[1])] };
  m = /\bline\s+(\d{1,2})\s+(?:minus|less)\s+line\s+(\d{1,2})/i.exec(t);
  if (m) return { kind: 'difference', operands: [Number(m[1]), Number(m[2])] };
  m = /\bline\s+(\d{1,2})\s*(?:\/|÷|divided\s+by)\s*line\s+(\d{1,2})/i.exec(t);
  if (m) return { kind: 'ratio', operands: [Number(m[1]), Number(m[2])] };
  m = /\badd\s+lines?\s+(\d{1,2})\s+(?:through|to|[-–])\s+(\d{1,2})/i.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b > a && b - a < 20)
      return { kind: 'sum', operands: Array.from({ length: b - a + 1 }, (_, i) => a + i) };
  }
  m = /\badd\s+lines?\s+((?:\d{1,2}\s*(?:,|and|&|\+)\s*)+\d{1,2})/i.exec(t);
  if (m) return { kind: 'sum', operands: nums(m[1] as string) };
  return null;
}

/** A count printed at the end of a line's words ("Number of monthly estimated payments billed 12"). */
function countOf(row: Row): number | null {
  if (moneyAmounts(row).some((a) => a.value !== 0)) return null;
  const m = /\b(\d{1,2})\s*$/.exec(row.label);
  return m ? Number(m[1]) : null;
}

const isRate = (row: Row) =>
  pctAmounts(row).length > 0 || (moneyAmounts(row).length > 0 && statedFigure(row) === 0);

/** The roles of a worksheet's numbered lines; null when the statement is no such worksheet. */
export function worksheetRoles(rows: Row[]): WorksheetRoles | null {
  const byNumber = new Map<number, Row>();
  for (const row of rows) {
    const m = OWN_NUMBER.exec(row.label);
    if (m && !byNumber.has(Number(m[1]))) byNumber.set(Number(m[1]), row);
  }
  const ops = new Map<number, Op>();
  for (const [n, row] of byNumber) {
    const op = lineOp(row.label);
    if (op?.operands.every((o) => byNumber.has(o) && o !== n)) ops.set(n, op);
  }
  // Several instructions make a worksheet; one "Line 3 less Line 2" in a letter does not.
  if (ops.size < 3) return null;
  const row = (n: number) => byNumber.get(n) as Row;
  const value = (n: number) => statedFigure(row(n)) ?? 0;
  const kinds = new Map<Row, SummaryKind>();
  const out: WorksheetRoles = {
    kinds,
    lines: new Set(byNumber.values()),
    estimates: null,
    fee: null,
    pool: null,
  };

  // The share: the line dividing the areas ("Line 4 / Line 5"), else a percentage no line computes.
  const shareLine = [...ops].find(([n, op]) => op.kind === 'ratio' && pctAmounts(row(n)).length > 0)?.[0];
  const isShare = (n: number) =>
    n === shareLine || (shareLine === undefined && pctAmounts(row(n)).length > 0 && !ops.has(n));
  if (shareLine !== undefined) kinds.set(row(shareLine), 'share');

  // The pool: the operand the share multiplies that is summed from the most lines (or the largest).
  const shareProducts = [...ops].filter(
    ([, op]) => op.kind === 'product' && op.operands.some(isShare) && op.operands.some((o) => !isShare(o)),
  );
  const poolOf = (op: Op) => op.operands.find((o) => !isShare(o)) as number;
  const weight = (n: number) =>
    [ops.get(n)?.kind === 'sum' ? (ops.get(n)?.operands.length ?? 0) : 0, value(n)] as const;
  const total = shareProducts
    .map(([n, op]) => ({ n, pool: poolOf(op) }))
    .sort((a, b) => {
      const [wa, va] = weight(a.pool);
      const [wb, vb] = weight(b.pool);
      return wb - wa || vb - va;
    })[0];
  if (!total) return null;
  kinds.set(row(total.n), 'tenantShare');
  const poolOp = ops.get(total.pool);
  if (poolOp?.kind === 'sum') out.pool = { row: row(total.pool), addends: poolOp.operands.map(row) };
  for (const [n] of shareProducts) if (n !== total.n) kinds.set(row(n), 'component');

  // The fee: a rate times a share line.
  const isShareProduct = (n: number) => shareProducts.some(([s]) => s === n);
  const feeLine = [...ops].find(
    ([n, op]) =>
      op.kind === 'product' &&
      !isShareProduct(n) &&
      op.operands.some(isShareProduct) &&
      op.operands.some((o) => !isShareProduct(o) && isRate(row(o))),
  );
  if (feeLine) {
    const [n, op] = feeLine;
    const rate = row(op.operands.find((o) => !isShareProduct(o)) as number);
    const base = row(op.operands.find(isShareProduct) as number);
    kinds.set(row(n), 'adminFee');
    out.fee = {
      pct: pctAmounts(rate)[0]?.value ?? (statedFigure(rate) === 0 ? 0 : parsePercent(rate.label)),
      baseLabel:
        base.label
          .replace(OWN_NUMBER, '')
          .replace(/^multiply[^.]*\.\s*/i, '')
          .trim() || null,
    };
  }

  // The year's charge: a sum that includes the tenant's share (and the fee).
  const charge = [...ops].find(([, op]) => op.kind === 'sum' && op.operands.includes(total.n));
  if (charge) kinds.set(row(charge[0]), 'totalDue');

  // The estimates: a monthly amount times a count.
  for (const [n, op] of ops) {
    if (op.kind !== 'product' || kinds.has(row(n))) continue;
    const counted = op.operands.map((o) => countOf(row(o)));
    const i = counted.findIndex((c) => c !== null && c > 0 && c <= 24);
    if (i < 0) continue;
    const monthly = value(op.operands[1 - i] as number);
    kinds.set(row(n), 'estimates');
    out.estimates = { months: counted[i] as number, monthlyCents: monthly };
    // The balance: the charge less the estimates.
    const balance = [...ops].find(([, d]) => d.kind === 'difference' && d.operands[1] === n);
    if (balance) kinds.set(row(balance[0]), 'balance');
    break;
  }
  return out;
}

/**
 * A schedule whose parts are carried to the worksheet's lines ("Total Part I – carry to Worksheet
 * Line 1") has no grand total of its own: the worksheet's line that adds those lines is the pool.
 * Where the schedule's lines foot the lines the worksheet adds, that line is the table's total as
 * printed (and the worksheet's lines the table ran into are dropped), so a pool line that does not add up is the statement's math error, not a misreading.
 */
export function withWorksheetPool(
  table: ExpenseTable | null,
  pool: { value: { cents: number; addendsCents: number }; row: Row } | null,
): ExpenseTable | null {
  if (!table || !pool) return table;
  // The worksheet's own numbered lines ("Line 17. ... -0-") are its arithmetic, never costs.
  const lines = table.lines.filter((l) => !OWN_NUMBER.test(l.label));
  const lineSum = lines.reduce((s, l) => s + l.amountCents, 0);
  if (Math.abs(lineSum - pool.value.addendsCents) > 1) return table;
  if (table.totalCents === pool.value.cents && lines.length === table.lines.length) return table;
  return {
    ...table,
    lines,
    totalRow: pool.row,
    totalCents: pool.value.cents,
    warnings: [
      ...table.warnings,
      `the schedule's parts are carried to the worksheet; its total is "${pool.row.label}"`,
    ],
  };
}
