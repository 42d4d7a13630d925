import { findNumbers } from '../../parse';
import type { FlatLine, FlatText } from './flat-text';

/**
 * A lease's areas set out as a small grid: a header row naming the measures ("Area | Rentable
 * (RSF) | Usable (USF) | Load Factor", "Floor | Rentable Square Feet | Usable Square Feet") and a
 * row per space ("Premises (Suite 328) 13,029 11,505 13.25%", "Building 238,640 217,064 9.94%").
 * The rentable figure is the one standing under the rentable column, found by position, not by
 * its order in the row: the usable area and the load factor beside it are no rentable area.
 * Basic Lease Provisions of office leases commonly print the areas this way.
 */
export interface GridArea {
  rsf: number;
  /** The row's own label ("Premises (Suite 328)", "Building"), to say what the figure measures. */
  label: string;
  start: number;
  end: number;
}

// A header cell naming the rentable measure; a usable or load-factor column is not one.
const RENTABLE_HEADER =
  /^(?:net\s+)?(?:rentable|leasable)(?:\s+(?:area|square\s+(?:feet|footage)|sq\.?\s?ft\.?))?(?:\s*\((?:RSF|SF|sq\.?\s?ft\.?)\))?$|^(?:RSF|GLA)$/i;
const NUMBER_CELL = /^\$?\d{1,3}(?:,\d{3})+$|^\d{3,}$/;
/** How many lines below its header a grid's rows may run. */
const ROWS_BELOW = 5;

interface Span {
  left: number;
  right: number;
}

function spanOf(line: FlatLine, i: number): Span {
  const left = line.line.cellX[i] ?? 0;
  const text = line.line.cells[i] ?? '';
  // Text built without positions counts characters; PDF text has each cell's right edge.
  return { left, right: line.line.cellRight?.[i] ?? left + text.length };
}

/** The header cell a figure stands under: the most overlap, else the nearest right edge. */
function columnOf(header: FlatLine, figure: Span): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  header.line.cells.forEach((_, i) => {
    const h = spanOf(header, i);
    const overlap = Math.min(h.right, figure.right) - Math.max(h.left, figure.left);
    const score = overlap > 0 ? overlap : -Math.abs(h.right - figure.right);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

export function areaGrid(flat: FlatText): GridArea[] {
  const out: GridArea[] = [];
  flat.lines.forEach((header, h) => {
    const cells = header.line.cells;
    const col = cells.findIndex((c) => RENTABLE_HEADER.test(c.trim()));
    // A header names at least one other measure beside the rentable one, and holds no figure.
    if (col < 0 || cells.length < 2 || cells.some((c) => /\d{3}/.test(c))) return;
    for (const row of flat.lines.slice(h + 1, h + 1 + ROWS_BELOW)) {
      if (row.page !== header.page) break;
      const figures = row.line.cells
        .map((c, i) => ({ c: c.trim(), i }))
        .filter(({ c }) => NUMBER_CELL.test(c));
      if (!figures.length) continue;
      const first = figures[0]?.i ?? 0;
      const label = row.line.cells.slice(0, first).join(' ').trim();
      if (!/[A-Za-z]{3}/.test(label)) continue;
      const under = figures.find(({ i }) => columnOf(header, spanOf(row, i)) === col);
      if (!under) continue;
      const rsf = findNumbers(under.c)[0]?.value ?? 0;
      if (rsf < 100) continue;
      const at = flat.text.indexOf(under.c, row.start);
      if (at < 0 || at >= row.end) continue;
      out.push({ rsf, label, start: at, end: at + under.c.length });
    }
  });
  return out;
}
