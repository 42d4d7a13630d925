import { findMoney } from '../../../parse';
import type { PageText } from '../../../pdf/types';
import { DASH_FIGURE } from '../amount-cells';
import { actualAndAdjustment, addendPair } from '../columns';
import { type FootedGroup, footedGroups, groupLines } from './groups';
import { type GridRow, gridRows, moneyOf, pctOf } from './tokens';

/**
 * The geometry-first statement reader: rows and right-aligned figure columns from positions,
 * tables found by footing (see groups.ts), and each column's meaning decided by the document's
 * own arithmetic: a column that is a printed percentage of another is the tenant's share of that
 * pool; a column that is the sum of two others is the adjusted (billed) amount; the pools whose
 * totals add up to a printed grand total (or whose total times the printed share reproduces a
 * printed tenant share) are the statement's expense table. Wording is not consulted.
 */
export interface LayoutLine {
  row: GridRow;
  label: string;
  amountCents: number;
  actualCents: number | null;
  section: string | null;
}

export interface LayoutReading {
  lines: LayoutLine[];
  totalCents: number;
  /** The row printing the grand total, or the last pool's total row when only per-pool totals are printed. */
  totalRow: GridRow;
  /** How the arithmetic confirmed the table. */
  confirmedBy: string;
  sharePct: { value: number; row: GridRow } | null;
  tenantShare: { value: number; row: GridRow } | null;
  /** due - estimates = balance, as printed. */
  chain: {
    due: GridRow;
    dueCents: number;
    estimates: GridRow;
    estimatesCents: number;
    balance: GridRow;
    balanceCents: number;
    /** The installments behind the estimates, where a footed table of them sums to the figure. */
    months: number | null;
    monthlyCents: number | null;
  } | null;
  groups: FootedGroup[];
  /** Lines read from a detail table whose total a summary line restates (see FootedGroup.restated). */
  detailed: boolean;
}

const near = (a: number, b: number, tol = 1) => Math.abs(a - b) <= tol;

/** Column roles of one footed group, from its rows' arithmetic. */
interface Roles {
  /** Money positions in order of preference as the pool amount. */
  amountOrder: number[];
  share: number | null;
  pct: number | null;
  sumOf: { actual: number; adj: number } | null;
}

export function rolesOf(g: FootedGroup): Roles {
  const all = [...g.rows, g.total];
  const kinds = g.total.figures.map((f) => f.kind);
  const money = kinds.flatMap((k, i) => (k === 'money' ? [i] : []));
  const pct = kinds.indexOf('pct');
  const col = (r: GridRow, i: number) => g.at.get(r)?.[i]?.value ?? 0;
  const has = (r: GridRow, ...i: number[]) => i.every((x) => g.at.get(r)?.[x] != null);
  let share: number | null = null;
  let pool: number | null = null;
  if (pct >= 0) {
    // share = pool x pct, line by line (rounded to the cent).
    for (const b of money)
      for (const c of money) {
        if (b === c || share !== null) continue;
        const priced = g.rows.filter((r) => has(r, b, c, pct));
        if (
          priced.length &&
          priced.every((r) => near(col(r, c), Math.round((col(r, b) * col(r, pct)) / 100), 1))
        ) {
          pool = b;
          share = c;
        }
      }
  }
  let sumOf: Roles['sumOf'] = null;
  const sums = money.filter((m) => m !== share);
  const table = all.map((r) => sums.map((x) => col(r, x)));
  for (const [b, m] of sums.entries()) {
    // The column the two others add up to is the current, billed figure (actual + gross-up,
    // base year + increase, budget + variance); only a gross-up-shaped pair gives lines an
    // amount before adjustment.
    if (!addendPair(table, b)) continue;
    if (pool === null) pool = m;
    const pair = actualAndAdjustment(table, b);
    if (pair) sumOf = { actual: sums[pair.actual] as number, adj: sums[pair.adj] as number };
    break;
  }
  const amountOrder = [
    ...(pool !== null ? [pool] : []),
    ...money.filter((m) => m !== pool && m !== share).reverse(),
  ];
  return { amountOrder, share, pct: pct >= 0 ? pct : null, sumOf };
}

/** The printed positive figures a printed percentage of which is printed too (to 2 cents). */
function sharedFigures(money: { value: number }[], pcts: { value: number }[]): number[] {
  const printed = new Set(money.map((m) => m.value));
  const has = (v: number) => [0, 1, -1, 2, -2].some((d) => printed.has(v + d));
  return money
    .map((e) => e.value)
    .filter(
      (e) =>
        e > 0 &&
        pcts.some((p) => {
          const share = Math.round((e * p.value) / 100);
          return share > 0 && has(share);
        }),
    );
}

/** A roll-up: every line repeats another group's total (a recap of pools or of tenant shares). */
function isRollUp(g: FootedGroup, groups: FootedGroup[]): boolean {
  const totals = new Set(groups.filter((o) => o !== g).flatMap((o) => moneyOf(o.total).map((f) => f.value)));
  return g.rows.length > 1 && g.rows.every((r) => moneyOf(r).every((f) => totals.has(f.value)));
}

/**
 * A grid footed only loosely whose every line's amount is printed again elsewhere (a pool's total
 * in a listing of its costs): a recap of the pools, whose lines are the costs, not a table of
 * costs of its own.
 */
function recapsPools(g: FootedGroup, rows: GridRow[]): boolean {
  const inside = new Set([...g.rows, g.total]);
  const elsewhere = new Set(
    rows.filter((r) => !inside.has(r)).flatMap((r) => moneyOf(r).map((f) => f.value)),
  );
  return g.rows.every((r) => moneyOf(r).some((f) => f.value !== 0 && elsewhere.has(f.value)));
}

/**
 * The heading a line stands under: walking up from the line over the table's figure rows, the
 * first text row of a single cell (a column header has several cells and is passed over).
 */
function sectionOf(rows: GridRow[], line: GridRow): string | null {
  let texts = 0;
  for (let i = rows.indexOf(line) - 1; i >= 0 && texts < 3; i--) {
    const r = rows[i] as GridRow;
    if (r.figures.length) {
      if (texts > 0) return null;
      continue;
    }
    texts++;
    const cells = r.lines[0]?.cells ?? [];
    if (cells.length === 1 && r.label && !/\d/.test(r.label)) return r.label.trim();
  }
  return null;
}

/** due - estimates = balance among consecutive single-figure rows outside the tables. */
function findChain(rows: GridRow[], expenseTotal: number): LayoutReading['chain'] {
  // A dash beside the figure ("Credit Balance  -  988.85", a Charges | Credits layout) states nothing.
  const stated = (r: GridRow) => r.figures.filter((f) => !DASH_FIGURE.test(f.raw));
  const singles = rows.filter((r) => stated(r).length === 1 && stated(r)[0]?.kind === 'money');
  const value = (r: GridRow) => stated(r)[0]?.value ?? 0;
  let found: LayoutReading['chain'] = null;
  for (let i = 0; i + 2 < singles.length; i++) {
    const a = singles[i] as GridRow;
    const b = singles[i + 1] as GridRow;
    const c = singles[i + 2] as GridRow;
    const due = value(a);
    const est = Math.abs(value(b));
    const bal = value(c);
    // The expense total minus a deduction is the base-year excess, not the tenant's charge.
    if (near(due, expenseTotal) || due <= 0 || est === 0) continue;
    const expected = due - est;
    if (near(expected, bal))
      found = {
        due: a,
        dueCents: due,
        estimates: b,
        estimatesCents: est,
        balance: c,
        balanceCents: bal,
        months: null,
        monthlyCents: null,
      };
    else if (bal !== 0 && near(Math.abs(expected), Math.abs(bal)))
      // Printed without a sign cue: the arithmetic gives it.
      found = {
        due: a,
        dueCents: due,
        estimates: b,
        estimatesCents: est,
        balance: c,
        balanceCents: expected,
        months: null,
        monthlyCents: null,
      };
  }
  return found;
}

/**
 * An occupancy adjustment set out in a schedule of its own ("Description | Actual | Adjusted to
 * 95% | Adjustment"), beside an expense table of actual amounts: the schedule's rows are table
 * lines (same label, its actual column the line's amount), its adjusted column is actual plus
 * adjustment on every row, and the table's total plus the adjustments is printed below (the
 * "Adjusted" total the tenant's arithmetic starts from). Each such line is then billed at its
 * adjusted amount, its actual kept, as where a table prints both columns itself.
 */
function withAdjustmentSchedule(
  lines: LayoutLine[],
  chosen: Best,
  all: FootedGroup[],
  printedMoney: { value: number; row: GridRow }[],
): { total: number; row: GridRow } | null {
  const key = (label: string) =>
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  for (const g of all) {
    if (chosen.window.includes(g) || g.rows.length < 1) continue;
    const money = g.total.figures.flatMap((f, i) => (f.kind === 'money' ? [i] : []));
    if (money.length !== 3) continue;
    const table = [...g.rows, g.total].map((r) => money.map((i) => g.at.get(r)?.[i]?.value ?? 0));
    for (let b = 0; b < 3; b++) {
      const sum = addendPair(table, b);
      if (!sum) continue;
      // Which addend is the actual amount: the one the table's lines print (arithmetic alone
      // cannot tell actual + adjustment from adjustment + actual).
      const sample = g.rows[0] as GridRow;
      const inTable = (c: number) =>
        lines.some((l) => key(l.label) === key(sample.label) && l.amountCents === table[0]?.[c]);
      const pair = inTable(sum.actual) ? sum : { actual: sum.adj, adj: sum.actual };
      // Every schedule row is a table line at its actual amount, adjusted upward.
      const matched = g.rows.map((r) => {
        const cells = table[g.rows.indexOf(r)] as number[];
        const line = lines.find(
          (l) =>
            key(l.label) === key(r.label) && l.amountCents === cells[pair.actual] && l.actualCents === null,
        );
        return line && (cells[pair.adj] ?? 0) > 0 ? { line, cells } : null;
      });
      if (matched.some((m) => m === null)) continue;
      const adjustment = (table[table.length - 1] as number[])[pair.adj] ?? 0;
      const grand = printedMoney.find((p) => near(p.value, chosen.total + adjustment));
      if (!grand) continue;
      for (const m of matched) {
        if (!m) continue;
        m.line.actualCents = m.line.amountCents;
        m.line.amountCents = m.cells[b] ?? m.line.amountCents;
      }
      return { total: chosen.total + adjustment, row: grand.row };
    }
  }
  return null;
}

interface Best {
  window: FootedGroup[];
  col: number;
  total: number;
  by: string;
  row: GridRow;
  /** The grand total the statement prints for the column where it is not the pools' sum. */
  printedTotal?: number;
}

/**
 * The grand-total row printed just below a window of pools whose figures are the pools' sums in
 * every money column but `col` (a 12-month grid's months, a budget's columns): that row is the
 * table's grand total, and its figure in `col` is what the statement printed for the column,
 * the landlord's addition that is off. Needs two other columns that foot, so a row that merely
 * has the same shape is not taken. Returns the row and its figure in `col`, or null.
 */
function offGrandTotal(
  rows: GridRow[],
  window: FootedGroup[],
  col: number,
): { row: GridRow; value: number } | null {
  const last = (window[window.length - 1] as FootedGroup).total;
  const k = last.figures.length;
  const at = rows.indexOf(last);
  for (const row of rows.slice(at + 1, at + 4)) {
    if (row.figures.length !== k || row.figures[col]?.kind !== 'money') continue;
    const sums = row.figures.map((_, c) => window.reduce((s, g) => s + (g.total.figures[c]?.value ?? 0), 0));
    // Money columns only: a "% change" column's total is no sum.
    const money = row.figures.map((f, c) => ({ f, c })).filter(({ f, c }) => c !== col && f.kind === 'money');
    const footing = money.filter(({ f, c }) => f.value !== 0 && near(f.value, sums[c] as number));
    const others = money.filter(({ f }) => f.value !== 0).length;
    const printed = row.figures[col]?.value ?? 0;
    if (
      footing.length >= 2 &&
      footing.length === others &&
      printed !== 0 &&
      !near(printed, sums[col] as number)
    )
      return { row, value: printed };
  }
  return null;
}

export function readLayout(pages: PageText[]): LayoutReading | null {
  const rows = gridRows(pages);
  const all = footedGroups(rows);
  if (!all.length) return null;
  const pools = all.filter((g) => !isRollUp(g, all) && !(g.loose && recapsPools(g, rows)));
  // Figures printed outside a window of pools: where its grand total and tenant share are printed,
  // in a column or in a sentence ("operating expenses for 2022 came to $452,583.42 (see the
  // attached list)": a letter restates the list's total; only "$"-marked amounts in its words).
  const printedOutside = (window: FootedGroup[]) => {
    const inside = new Set(window.flatMap((g) => [...groupLines(g).map((l) => l.row), g.total]));
    return rows
      .filter((r) => !inside.has(r))
      .flatMap((r) => [...moneyOf(r), ...findMoney(r.label)].map((f) => ({ value: f.value, row: r })));
  };
  // A tenant's share of a multi-tenant pool is a fraction: 100% (an occupancy or gross-up level)
  // or more is never the share.
  const printedPct = rows.flatMap((r) =>
    pctOf(r)
      .filter((f) => f.value > 0 && f.value < 100)
      .map((f) => ({ value: f.value, row: r })),
  );
  const roles = new Map(pools.map((g) => [g, rolesOf(g)]));

  // Windows of consecutive pools with one layout, each column confirmed by a printed relation.
  const confirmed: Best[] = [];
  for (let i = 0; i < pools.length; i++)
    for (let j = i; j < pools.length; j++) {
      const window = pools.slice(i, j + 1);
      const head = window[0] as FootedGroup;
      const sameLayout = window.every(
        (g) => g.k === head.k && g.total.figures.every((f, x) => f.kind === head.total.figures[x]?.kind),
      );
      if (!sameLayout) continue;
      const printedMoney = printedOutside(window);
      let shareable: number[] | undefined;
      const lastTotal = (window[window.length - 1] as FootedGroup).total;
      for (const col of roles.get(head)?.amountOrder ?? []) {
        const total = window.reduce((s, g) => s + (g.total.figures[col]?.value ?? 0), 0);
        if (total === 0) continue;
        const by = confirmationOf(col, total);
        if (by) confirmed.push({ window, col, total, ...by });
      }
      // The printed relation that confirms a column's total, if any: the first that holds.
      function confirmationOf(
        col: number,
        total: number,
      ): { by: string; row: GridRow; printedTotal?: number } | null {
        const grand = printedMoney.find((p) => near(p.value, total));
        // Not where the grand total's row shows another column is the one billed: its figure
        // there is what the printed share is taken of (a budget column foots to its printed
        // total beside an actual column whose printed total is the landlord's wrong addition).
        const billedElsewhere = grand?.row.figures.some(
          (f, c) =>
            c !== col &&
            f.kind === 'money' &&
            f.value !== 0 &&
            !near(f.value, grand.value) &&
            printedPct.some((p) =>
              printedMoney.some(
                (m) =>
                  m.row !== grand.row &&
                  m.value !== 0 &&
                  near(m.value, Math.round((f.value * p.value) / 100), 2),
              ),
            ),
        );
        if (grand && !billedElsewhere) return { by: 'printed grand total', row: grand.row };
        const share = printedPct.find((p) =>
          printedMoney.some((m) => m.value !== 0 && near(m.value, Math.round((total * p.value) / 100), 2)),
        );
        if (share) return { by: 'share x total', row: lastTotal };
        // A base-year statement: the total less a deduction printed outside the table (the base
        // year's costs) is a printed excess, and the share of that excess is printed too.
        shareable ??= sharedFigures(printedMoney, printedPct);
        const excesses = shareable;
        const excess = printedMoney.some(
          (d) =>
            d.value !== 0 &&
            Math.abs(d.value) < Math.abs(total) &&
            excesses.some((e) => near(e, Math.abs(total) - Math.abs(d.value))),
        );
        if (excess) return { by: 'share x (total - deduction)', row: lastTotal };
        // Every line of every pool prints this amount, a percentage and their product: the
        // column is the costs the share is taken of, whatever the share's printed total says (a
        // share total the lines do not give is the landlord's math error, reported by the checks).
        // Only where the column foots its printed total: a pool total the lines do not give
        // leaves the table to the arithmetic that ties it to the rest of the statement.
        const rowWise = window.every((g) => {
          const r = roles.get(g);
          const sum = groupLines(g).reduce((s, l) => s + (g.at.get(l.row)?.[col]?.value ?? 0), 0);
          return (
            r?.share != null &&
            r.amountOrder[0] === col &&
            g.rows.length >= 3 &&
            near(sum, g.total.figures[col]?.value ?? 0)
          );
        });
        if (rowWise) return { by: 'share x each line', row: lastTotal };
        // A grand total that foots every other column but not this one, and whose figure here is
        // what the printed share is taken of: the column is billed, its printed total is wrong.
        const off = offGrandTotal(rows, window, col);
        if (
          off &&
          printedPct.some((p) =>
            printedMoney.some(
              (m) => m.value !== 0 && near(m.value, Math.round((off.value * p.value) / 100), 2),
            ),
          )
        )
          return { by: 'grand total off in this column', row: off.row, printedTotal: off.value };
        return null;
      }
    }
  // The building's pool is the largest set of figures a statement confirms: the tenant's share,
  // fee and balance are fractions of it. Ties go to the wider window.
  confirmed.sort((a, b) => Math.abs(b.total) - Math.abs(a.total) || b.window.length - a.window.length);
  const best = confirmed[0];
  if (!best) return null;
  // Two columns of the same window that the same relations confirm (equal totals, different
  // lines): the arithmetic cannot tell which one is billed, so the reader does not guess.
  if (
    confirmed.some(
      (c) =>
        c !== best &&
        c.col !== best.col &&
        c.window.length === best.window.length &&
        c.window[0] === best.window[0] &&
        Math.abs(c.total) === Math.abs(best.total),
    )
  )
    return null;
  const chosen: Best = best;
  const r0 = roles.get(chosen.window[0] as FootedGroup) as Roles;
  // A row of zeros bills nothing ("CAM Cap Adjustment 0.00"): it is no expense line.
  const billed = (l: { row: GridRow; group: FootedGroup }) =>
    (l.group.at.get(l.row) ?? []).some((f) => f !== null && f.kind === 'money' && f.value !== 0);
  const lines: LayoutLine[] = chosen.window.flatMap((top) =>
    groupLines(top)
      .filter(billed)
      .map(({ row, group }) => {
        const cells = group.at.get(row) ?? [];
        const amount = cells[chosen.col]?.value ?? 0;
        let actual: number | null = null;
        if (r0.sumOf && r0.amountOrder[0] === chosen.col) {
          const adj = cells[r0.sumOf.adj]?.value ?? 0;
          // Only an upward adjustment is a gross-up; a downward one removes non-recoverable cost.
          if (adj > 0) actual = cells[r0.sumOf.actual]?.value ?? null;
        }
        return {
          row,
          label: row.label,
          amountCents: amount,
          actualCents: actual,
          section: sectionOf(rows, row),
        };
      }),
  );
  const adjusted = withAdjustmentSchedule(lines, chosen, all, printedOutside(chosen.window));
  const total = adjusted?.total ?? chosen.printedTotal ?? chosen.total;
  if (adjusted) chosen.row = adjusted.row;
  const printedMoney = printedOutside(chosen.window);
  // The pool the share applies to: the total, or the total less a printed deduction (a base
  // year) where the difference is printed too. The share is the printed % that turns a pool into
  // a printed figure: that figure is the tenant's share.
  const poolCandidates = [total];
  for (const y of printedMoney)
    for (const x of printedMoney)
      if (y.value !== 0 && x.value > 0 && near(total - Math.abs(y.value), x.value))
        poolCandidates.push(x.value);
  let sharePct: LayoutReading['sharePct'] = null;
  let tenantShare: LayoutReading['tenantShare'] = null;
  for (const pool of poolCandidates) {
    for (const p of printedPct) {
      const m = printedMoney.find(
        (q) => q.value !== 0 && near(q.value, Math.round((pool * p.value) / 100), 2),
      );
      if (m && !sharePct) {
        sharePct = p;
        tenantShare = m;
      }
    }
  }
  if (!sharePct && r0.pct !== null) {
    const pctAt = r0.pct;
    const values = new Set(
      chosen.window.flatMap((g) => g.rows.flatMap((r) => g.at.get(r)?.[pctAt]?.value ?? [])),
    );
    const first = chosen.window[0]?.rows[0];
    if (values.size === 1 && first) sharePct = { value: [...values][0] as number, row: first };
  }
  const used = new Set(chosen.window.flatMap((g) => [...groupLines(g).map((l) => l.row), g.total]));
  const chain = findChain(
    rows.filter((r) => !used.has(r)),
    total,
  );
  // A billing detail: a footed table whose total is the estimates figure lists the installments
  // (one row each); equal rows give the monthly amount.
  if (chain) {
    const detail = all.find(
      (g) =>
        g.rows.length >= 2 &&
        near(g.total.figures[g.total.figures.length - 1]?.value ?? 0, chain.estimatesCents),
    );
    if (detail) {
      const values = new Set(detail.rows.map((r) => detail.at.get(r)?.[detail.k - 1]?.value));
      chain.months = detail.rows.length;
      const only = [...values][0];
      chain.monthlyCents = values.size === 1 && typeof only === 'number' ? only : null;
    }
  }
  return {
    lines,
    totalCents: total,
    totalRow: chosen.row,
    confirmedBy: chosen.by,
    sharePct,
    tenantShare,
    chain,
    groups: chosen.window,
    detailed: chosen.window.some(function restates(g: FootedGroup): boolean {
      return g.restated.size > 0 || g.children.some(restates);
    }),
  };
}
