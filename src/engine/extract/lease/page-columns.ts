/**
 * Lease pages set in two columns of prose (many printed leases, office forms). The line
 * builder reads a page by baseline, left to right, so a two-column page comes out as
 * "left line + right line" pairs and a sentence of one column runs into the other ("a
 * management fee not exceeding four percent (4%) | a late charge equal to five percent"):
 * the late-charge clause would take the fee's 4%. Here a page's gutter is found by geometry
 * and each column is read top to bottom on its own, between full-width lines (a title, a
 * running footer) that cross the gutter. A page whose captions stand in a margin column is read
 * caption first (margin-captions.ts).
 */
import type { PageText, TextLine } from '../../pdf/types';
import { captionsFirst, marginColumnOf } from './margin-captions';

/** A column of prose has at least this many words on a line. */
const MIN_WORDS = 4;
/** Lines whose two halves are both prose, needed before a page counts as two columns. */
const MIN_PROSE_PAIRS = 6;
/** The right column starts within this band of the page width ... */
const RIGHT_START_BAND = [0.3, 0.7] as const;
/** ... and the median gutter within this one (columns of roughly equal width). */
const GUTTER_BAND = [0.35, 0.65] as const;
/** The gap between the columns is narrower than this fraction of the page width. */
const MAX_GUTTER_GAP = 0.1;
/** More lines than this share crossing the gutter means the page is not in two columns. */
const MAX_SPANNING_SHARE = 0.2;
/** Slack, as a fraction of the page width, for a cell starting a little left of the gutter. */
const TOLERANCE = 0.02;

const wordsIn = (cells: string[]) => cells.join(' ').split(/\s+/).filter(Boolean).length;

/**
 * Where this line's right-column prose starts, if the line is two halves of prose: the
 * widest gap in the right-start band with at least MIN_WORDS words on each side.
 */
function rightStartOf(line: TextLine, width: number): number | null {
  const right = line.cellRight;
  if (!right || line.cells.length < 2) return null;
  let best: { x: number; gap: number } | null = null;
  for (let k = 1; k < line.cells.length; k++) {
    const x = line.cellX[k]!;
    const gap = x - right[k - 1]!;
    if (x < RIGHT_START_BAND[0] * width || x > RIGHT_START_BAND[1] * width) continue;
    if (gap <= 0 || gap > MAX_GUTTER_GAP * width) continue;
    if (wordsIn(line.cells.slice(0, k)) < MIN_WORDS || wordsIn(line.cells.slice(k)) < MIN_WORDS) continue;
    // A caption and its value ("1.2 Landlord's Address for Service:   c/o ..."): a summary grid's
    // row, read across, not a column of prose.
    if (/:\s*$/.test(line.cells[k - 1] ?? '')) continue;
    if (!best || gap > best.gap) best = { x, gap };
  }
  return best?.x ?? null;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** A line with a cell that starts left of the gutter and ends right of it (a title, a footer). */
function spans(line: TextLine, gutter: number, width: number): boolean {
  const right = line.cellRight;
  if (!right) return true;
  const slack = TOLERANCE * width;
  return line.cells.some((_, i) => line.cellX[i]! < gutter - slack && right[i]! > gutter + slack);
}

/** The x where the right column starts, or null when the page is not two columns of prose. */
export function gutterOf(page: PageText): number | null {
  const width = page.width;
  if (!(width > 0) || page.lines.length === 0) return null;
  const starts = page.lines.map((l) => rightStartOf(l, width)).filter((x): x is number => x !== null);
  if (starts.length < MIN_PROSE_PAIRS) return null;
  const gutter = median(starts);
  if (gutter < GUTTER_BAND[0] * width || gutter > GUTTER_BAND[1] * width) return null;
  const spanning = page.lines.filter((l) => spans(l, gutter, width)).length;
  if (spanning > MAX_SPANNING_SHARE * page.lines.length) return null;
  return gutter;
}

/** The cells of `line` from index `from` to `to`, as a line of their own. */
export function linePart(line: TextLine, from: number, to: number): TextLine {
  const cells = line.cells.slice(from, to);
  const cellX = line.cellX.slice(from, to);
  return {
    page: line.page,
    text: cells.join(' '),
    cells,
    cellX,
    ...(line.cellRight ? { cellRight: line.cellRight.slice(from, to) } : {}),
    y: line.y,
    x: cellX[0]!,
  };
}

/**
 * The gutter a document's two-column pages share (the most common one), for a page of the same
 * form too sparse to show its own: a last page whose text ends high in the left column with a
 * signature block beside it, its few paired lines fewer than MIN_PROSE_PAIRS.
 */
export function documentGutter(pages: PageText[]): number | null {
  const counts = new Map<number, number>();
  for (const g of pages.map(gutterOf))
    if (g !== null) counts.set(Math.round(g), (counts.get(Math.round(g)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Whether a page can be read at the document's gutter: lines on both sides, few across it. */
function fitsGutter(page: PageText, gutter: number): boolean {
  const slack = TOLERANCE * page.width;
  if (page.lines.filter((l) => spans(l, gutter, page.width)).length > MAX_SPANNING_SHARE * page.lines.length)
    return false;
  const rightStart = (l: TextLine) => l.cellX.some((x) => Math.abs(x - gutter) <= slack * 3);
  return page.lines.some(rightStart) && page.lines.some((l) => (l.cellX[0] ?? 0) < gutter - slack);
}

/**
 * The page's lines in reading order: on a two-column page, each run of lines between
 * full-width lines is read left column first, then right column; any other page as it is.
 * `formGutter` is the document's (documentGutter), tried where the page shows none of its own.
 */
export function readingOrder(page: PageText, formGutter: number | null = null): TextLine[] {
  const own = gutterOf(page);
  const gutter = own ?? (formGutter !== null && fitsGutter(page, formGutter) ? formGutter : null);
  if (gutter === null) {
    const margin = marginColumnOf(page);
    return margin === null ? page.lines : captionsFirst(page, margin);
  }
  const slack = TOLERANCE * page.width;
  const out: TextLine[] = [];
  let left: TextLine[] = [];
  let right: TextLine[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of page.lines) {
    if (spans(line, gutter, page.width)) {
      flush();
      out.push(line);
      continue;
    }
    const k = line.cellX.findIndex((x) => x >= gutter - slack);
    if (k === -1) left.push(line);
    else if (k === 0) right.push(line);
    else {
      left.push(linePart(line, 0, k));
      right.push(linePart(line, k, line.cells.length));
    }
  }
  flush();
  return out;
}
