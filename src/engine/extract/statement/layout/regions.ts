import type { PageText, TextLine } from '../../../pdf/types';

/**
 * Splits a page into regions where two blocks of text are laid out side by side: a table with a
 * summary panel or key/value box beside it reads, line by line, as one interleaved line per
 * baseline. A persistent vertical gutter separates them: on consecutive lines a cell starting
 * with a word begins at the same x right after an amount, and nothing on those lines crosses
 * that x. (A table's own figure columns never qualify: their cells begin with figures, not
 * words.) The right-hand block is moved after the left one so each reads on its own.
 */

/**
 * What is left of a wrapped label on its amount's line: nothing, or a bracketed tag ("(CAM) ....
 * 18,664.87" under "Legal Fees - Tenant Collection Matter"). A list whose long labels wrap prints
 * the amount on the label's last line; both readers join that line to the label above it.
 */
export function endsWrappedLabel(label: string): boolean {
  return label === '' || /^\([^()]{1,12}\)$/.test(label);
}

// Lines in a row that must show the gutter before it counts as a side-by-side layout.
const MIN_LINES = 3;
// Left edges within this distance (points) are the same column start.
const X_TOL = 3;
// The gap a gutter needs between the left block's last cell and the panel (points).
const MIN_GUTTER = 8;

const rightOf = (line: TextLine, i: number) =>
  line.cellRight?.[i] ?? (line.cellX[i] ?? 0) + (line.cells[i]?.length ?? 0) * 5;

/** Where line's cells split at x: index of the first cell at or right of x, or -1 if a cell crosses x. */
function splitAt(line: TextLine, x: number): number {
  for (let i = 0; i < line.cells.length; i++) {
    const left = line.cellX[i] ?? 0;
    if (left >= x - X_TOL) return i;
    if (rightOf(line, i) > x - MIN_GUTTER) return -1;
  }
  return line.cells.length;
}

// The end of an amount cell: cents, a percentage, or a credit mark after them.
const AMOUNT_END = /\d\.\d{2}\)?(?:-|\s?CR)?$|\d%$/;

/**
 * A line with an amount left of the gutter and a word-led cell at it: a table row with a panel's
 * label beside it. (A table's own text columns fail: what precedes them is a label or code, not
 * an amount; a header block of key/value pairs fails too and needs no split.)
 */
function showsGutter(line: TextLine, x: number): boolean {
  const i = splitAt(line, x);
  if (i <= 0 || i >= line.cells.length) return false;
  return (
    Math.abs((line.cellX[i] ?? 0) - x) <= X_TOL &&
    /^[A-Za-z]/.test(line.cells[i] ?? '') &&
    AMOUNT_END.test(line.cells[i - 1] ?? '')
  );
}

function part(line: TextLine, from: number, to: number): TextLine | null {
  const cells = line.cells.slice(from, to);
  if (!cells.length) return null;
  const cellX = line.cellX.slice(from, to);
  return {
    ...line,
    cells,
    cellX,
    cellRight: line.cellRight?.slice(from, to),
    text: cells.join(' '),
    x: cellX[0] ?? line.x,
  };
}

/** The page's lines with each side panel moved after the block it stands beside. */
export function splitRegions(page: PageText): TextLine[] {
  const lines = page.lines;
  const candidates = [...new Set(lines.flatMap((l) => l.cellX.slice(1).map((x) => Math.round(x))))].sort(
    (a, b) => a - b,
  );
  for (const x of candidates) {
    let start = -1;
    let count = 0;
    for (let i = 0; i <= lines.length; i++) {
      const line = lines[i];
      const fits = line !== undefined && splitAt(line, x) >= 0;
      if (fits && showsGutter(line, x)) {
        if (start < 0) start = i;
        count++;
        continue;
      }
      if (fits && start >= 0) continue;
      if (start >= 0 && count >= MIN_LINES) {
        // Region [start, i): left halves in place, then the panel.
        const left: TextLine[] = [];
        const right: TextLine[] = [];
        for (const l of lines.slice(start, i)) {
          const at = splitAt(l, x);
          const a = part(l, 0, at);
          const b = part(l, at, l.cells.length);
          if (a) left.push(a);
          if (b) right.push(b);
        }
        const rest = splitRegions({ ...page, lines: lines.slice(i) });
        return [...lines.slice(0, start), ...left, ...right, ...rest];
      }
      start = -1;
      count = 0;
    }
  }
  return lines;
}
