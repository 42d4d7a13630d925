import type { Figure, GridRow } from './tokens';

/**
 * Tables found by their own arithmetic: a footed group is a run of rows whose figures, column by
 * column, add up to the figures of the row that follows them (a total or subtotal row). Any
 * accounting table that prints a total satisfies this whatever its wording or language, and a
 * table continued across a page break (header repeated, page furniture between) still satisfies
 * it because only rows with figures take part. Columns are the total row's figures; a line's
 * figure belongs to the column whose right edge it shares (amounts are right-aligned), so a
 * line with blank cells or an extra untotalled column still lines up.
 */
export interface FootedGroup {
  rows: GridRow[];
  total: GridRow;
  /** Number of columns: the total row's figures. */
  k: number;
  /** Each member row's (and the total's) figures placed in the k columns. */
  at: Map<GridRow, (Figure | null)[]>;
  /** The text rows (no figures) just above the first row: the pool's heading and column header. */
  heading: GridRow[];
  /** Member rows that are the totals of earlier groups (subtotals footed into a grand total). */
  children: FootedGroup[];
  /**
   * Member rows that restate an earlier group's total on a row of their own ("Association Costs
   * (total of the table above)  358,915.89" in a summary under the table footed to it): each
   * stands for that group's lines.
   */
  restated: Map<GridRow, FootedGroup>;
  /**
   * Footed only as a recovery detail with a wrong total: a column's printed total is not its sum,
   * but every line prints its amount, a percentage and their product (see foots).
   */
  loose?: boolean;
}

/** The expense lines under a group: its own rows, with each subtotal replaced by its group's lines. */
export function groupLines(g: FootedGroup): { row: GridRow; group: FootedGroup }[] {
  return g.rows.flatMap((row) => {
    const child = g.children.find((c) => c.total === row) ?? g.restated.get(row);
    return child ? groupLines(child) : [{ row, group: g }];
  });
}

const hasMoney = (r: GridRow) => r.figures.some((f) => f.kind === 'money');

/** How far a figure's right edge may sit from its column's: half the narrowest gap between columns. */
function tolerance(total: GridRow): number {
  const rights = total.figures.map((f) => f.right);
  let gap = 40;
  for (let i = 1; i < rights.length; i++)
    gap = Math.min(gap, Math.abs((rights[i] ?? 0) - (rights[i - 1] ?? 0)));
  return Math.max(3, Math.min(20, gap / 2));
}

/**
 * Places a row's figures in the total's columns by right edge. Null when no figure lines up with
 * a column, or two land in one, or a figure's kind differs from its column's. A figure far from
 * every column is an untotalled column (an "actual" beside an adjusted total) and is left out.
 */
function align(row: GridRow, total: GridRow, tol: number): (Figure | null)[] | null {
  if (row === total) return [...total.figures];
  const out: (Figure | null)[] = total.figures.map(() => null);
  let placed = 0;
  for (const f of row.figures) {
    let best = -1;
    total.figures.forEach((t, i) => {
      if (
        Math.abs(t.right - f.right) <= tol &&
        (best < 0 || Math.abs(t.right - f.right) < Math.abs((total.figures[best] as Figure).right - f.right))
      )
        best = i;
    });
    if (best < 0) continue;
    if (out[best] || total.figures[best]?.kind !== f.kind) return null;
    out[best] = f;
    placed++;
  }
  // The row's last figure must land in a column: an untotalled column may precede the totalled
  // ones, but a figure right of every column means the row belongs to a wider table.
  const last = row.figures[row.figures.length - 1];
  if (!last || !out.includes(last)) return null;
  return placed > 0 ? out : null;
}

/**
 * Whether the total foots the run: each money column sums to the total's figure (a cent per two
 * lines of rounding is allowed: a share column is rounded line by line). A percentage column does
 * not decide it: a share column repeats the total's figure, but a "% Change" or "% of Total"
 * column (year-over-year reconciliations print one beside the two years) is a ratio of its own
 * row and never sums. At least one money column must be non-zero.
 */
function foots(run: (Figure | null)[][], total: GridRow): 'all' | 'loose' | false {
  let nonZero = false;
  let footed = 0;
  let unfooted = 0;
  for (let i = 0; i < total.figures.length; i++) {
    const t = total.figures[i] as Figure;
    if (t.kind === 'pct') continue;
    const sum = run.reduce((s, r) => s + (r[i]?.value ?? 0), 0);
    if (Math.abs(sum - t.value) > Math.max(1, Math.ceil(run.length / 2))) unfooted++;
    else {
      footed++;
      if (t.value !== 0) nonZero = true;
    }
  }
  if (!unfooted) return nonZero && 'all';
  // A column whose printed total is not its sum is, in a table whose every line prints its own
  // share arithmetic (amount x percentage = share, row by row), the landlord's total that is
  // wrong (a math error to report), not a sign that these rows are not the table: the rows'
  // arithmetic ties them together and another column foots.
  return nonZero && footed >= 1 && sharedRowByRow(run, total) && 'loose';
}

/**
 * Every line (at least three) prints an amount, a percentage and their product (to the cent):
 * a recovery detail's rows, each a cost, the share applied to it and the tenant's part.
 */
function sharedRowByRow(run: (Figure | null)[][], total: GridRow, min = 3): boolean {
  if (run.length < min) return false;
  const kinds = total.figures.map((f) => f.kind);
  const money = kinds.flatMap((k, i) => (k === 'money' ? [i] : []));
  const pcts = kinds.flatMap((k, i) => (k === 'pct' ? [i] : []));
  return pcts.some((p) =>
    money.some((b) =>
      money.some(
        (c) =>
          b !== c &&
          run.every((r) => {
            const [amount, pct, share] = [r[b], r[p], r[c]];
            if (!amount || !pct || !share || amount.value === 0) return false;
            return Math.abs(share.value - Math.round((amount.value * pct.value) / 100)) <= 1;
          }),
      ),
    ),
  );
}

/** The run of earlier rows a row foots, as members and their figures placed in its columns. */
interface Footing {
  members: GridRow[];
  cols: (Figure | null)[][];
  loose: boolean;
}

/**
 * Walks back from row r over rows whose figures line up with its columns (text rows between are
 * skipped, and so are the lines of an earlier group: its total row stands for them) and keeps
 * the longest run the row foots.
 */
function footingAt(rows: GridRow[], r: number, memberOf: Set<GridRow>): Footing | null {
  const row = rows[r] as GridRow;
  if (!hasMoney(row)) return null;
  const tol = tolerance(row);
  let best = -1;
  const run: GridRow[] = [];
  const cols: (Figure | null)[][] = [];
  // A list printed in two side-by-side columns (label | amount | label | amount, the first half
  // on the left) reads, once splitRegions has separated them, as the left column's rows then the
  // right column's, with one total under either column that foots both. Where the total has one
  // figure, the walk may move once to a second band of amounts sharing their own right edge; the
  // run is kept only where the two bands start on the same baseline of the same page (they stand
  // side by side, see sideBySide).
  let bestLoose = -1;
  // A loose footing needs a row that ends the grid: where the next row with figures is one more
  // line of it (its amount, percentage and product in the same columns), this row is a line too,
  // whose figures a run above happens to come near (a tax line about the size of several costs).
  const next = rows.slice(r + 1).find((x) => x.figures.length);
  const nextPlaced = next ? align(next, row, tol) : null;
  const continued = nextPlaced !== null && sharedRowByRow([nextPlaced], row, 1);
  let anchor = row;
  let switchedAt = -1;
  for (let s = r - 1; s >= 0; s--) {
    const prev = rows[s] as GridRow;
    if (!prev.figures.length || memberOf.has(prev)) continue;
    let placed = align(prev, anchor, tol);
    if (!placed && switchedAt < 0 && row.figures.length === 1 && prev.figures.length === 1) {
      const f = prev.figures[0] as Figure;
      if (f.kind === row.figures[0]?.kind) {
        anchor = { ...row, figures: [{ ...(row.figures[0] as Figure), right: f.right }] };
        switchedAt = run.length;
        placed = align(prev, anchor, tol);
      }
    }
    if (!placed) break;
    run.unshift(prev);
    cols.unshift(placed);
    const footing = foots(cols, row);
    if (!footing || (footing === 'loose' && continued)) continue;
    if (switchedAt >= 0 && !sideBySide(run, run.length - switchedAt)) continue;
    if (footing === 'all') best = run.length;
    else bestLoose = run.length;
  }
  // A run whose every column foots is preferred to a longer one that foots only loosely.
  const loose = best < 1;
  const n = loose ? bestLoose : best;
  if (n < 1) return null;
  return { members: run.slice(run.length - n), cols: cols.slice(cols.length - n), loose };
}

/**
 * Whether a run walked across two bands is one list in two columns: both bands non-empty, on
 * one page, their first rows on one baseline and their figures in different bands.
 */
function sideBySide(run: GridRow[], firstBandStart: number): boolean {
  const a = run.slice(0, firstBandStart);
  const b = run.slice(firstBandStart);
  const topA = a[0]?.lines[0];
  const topB = b[0]?.lines[0];
  if (!topA || !topB || topA.page !== topB.page) return false;
  if (!run.every((x) => x.page === topA.page)) return false;
  return Math.abs(topA.y - topB.y) <= 2;
}

/** Finds every footed group in reading order; subtotals footed into a total nest as children. */
export function footedGroups(rows: GridRow[]): FootedGroup[] {
  const groups: FootedGroup[] = [];
  const memberOf = new Set<GridRow>();
  const byTotal = new Map<GridRow, FootedGroup>();
  rows.forEach((row, r) => {
    const footing = footingAt(rows, r, memberOf);
    if (!footing) return;
    const { members, cols, loose } = footing;
    const first = rows.indexOf(members[0] as GridRow);
    const heading: GridRow[] = [];
    for (let h = first - 1; h >= 0 && h >= first - 3; h--) {
      const hr = rows[h] as GridRow;
      if (hr.figures.length) break;
      heading.unshift(hr);
    }
    const children = members.flatMap((m) => (byTotal.has(m) ? [byTotal.get(m) as FootedGroup] : []));
    // A member printing, in its column, exactly an earlier top-level group's total in that column
    // restates it: the group's lines are this member's (the summary carries the detail's total).
    // Only a sum of costs: a group that deducts (a base year, the estimates) is the tenant's
    // arithmetic, whose first figure restates the pool without making the deduction a cost.
    const deducts = cols.some((c) => c.some((f) => f !== null && f.kind === 'money' && f.value < 0));
    const restated = new Map<GridRow, FootedGroup>();
    members.forEach((m, i) => {
      if (byTotal.has(m) || deducts) return;
      const placed = (cols[i] ?? []).map((f, c) => ({ f, c })).filter((x) => x.f !== null);
      if (placed.length !== 1) return;
      const { f, c } = placed[0] as { f: Figure; c: number };
      if (f.kind !== 'money' || f.value === 0) return;
      const earlier = groups.find(
        (g) =>
          g.total !== m &&
          !children.includes(g) &&
          rows.indexOf(g.total) < rows.indexOf(m) &&
          g.total.figures[c]?.kind === 'money' &&
          g.total.figures[c]?.value === f.value &&
          ![...restated.values()].includes(g),
      );
      if (earlier) restated.set(m, earlier);
    });
    // A total of a single earlier total says nothing new (a figure repeated): not a group.
    if (members.length === 1 && children.length === 1) return;
    // One line and a total equal to it is a pool of one line where the table ends there (a
    // heading, a blank or the page's end follows), or where the next row is a total that foots
    // with it as a subtotal (the last pool above a grand total). A line repeated with more lines
    // after it is a duplicated charge inside a longer table.
    // So is a pool's total row followed by the grand total's row, both called totals, where the
    // grand total is the landlord's wrong addition (it foots no longer, see reader.ts
    // offGrandTotal, which needs the other columns of a grid of three or more to foot): "Insurance 77,855.58 / Total Insurance 77,855.58 / TOTAL OPERATING ...".
    const totalsInARow = (x: GridRow | undefined) =>
      !!x &&
      /\btotal\b/i.test(row.label) &&
      /\btotal\b/i.test(x.label) &&
      x.figures.length === row.figures.length &&
      row.figures.length >= 3;
    if (members.length === 1 && rows[r + 1]?.figures.length && !totalsInARow(rows[r + 1])) {
      const next = footingAt(rows, r + 1, new Set([...memberOf, members[0] as GridRow]));
      if (!next?.members.includes(row)) return;
    }
    // Nor is a row equal to the one before it when the next row with figures repeats it again
    // (equal installments, a table continued past page furniture).
    const nextFigures = rows.slice(r + 1).find((x) => x.figures.length);
    const same = (x: GridRow) => x.figures.map((f) => f.raw).join() === row.figures.map((f) => f.raw).join();
    if (members.length === 1 && nextFigures && same(nextFigures)) return;
    const at = new Map<GridRow, (Figure | null)[]>();
    members.forEach((m, i) => {
      at.set(m, cols[i] as (Figure | null)[]);
    });
    at.set(row, [...row.figures]);
    const group: FootedGroup = {
      rows: members,
      total: row,
      k: row.figures.length,
      at,
      heading,
      children,
      restated,
      ...(loose ? { loose } : {}),
    };
    for (const m of members) memberOf.add(m);
    for (const c of [...children, ...restated.values()]) groups.splice(groups.indexOf(c), 1);
    groups.push(group);
    byTotal.set(row, group);
  });
  return groups;
}
