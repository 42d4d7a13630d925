/**
 * Leases typed on pleading paper: a law office's numbered-line paper, 1 to 26 or 28 down the left
 * margin beside a rule, the text set on the numbered lines (California practice, and any lease
 * filed as a court exhibit). The line builder reads each number into the front of its line
 * ("13 1.1 Parties and Date.", "14 L.P., a Texas limited partnership"), which splits names,
 * dates and clause numbers. Here the column of line numbers is found by geometry and dropped: a
 * first cell that is a bare number, at one x in the margin, counting up down the page (by one, or
 * by a few where a scan lost a number), on most of the page's lines. A rent table's "Lease Year 1, 2, 3 ..." column counts up too, but on
 * a few of its page's lines, not most of them.
 */
import type { PageText, TextLine } from '../../pdf/types';
import { linePart } from './page-columns';

/** Numbered lines needed before a page counts (pleading paper has 24-32). */
const MIN_NUMBERED = 10;
/** Share of the page's lines that must carry a number. */
const MIN_SHARE = 0.6;
/** Share of neighbouring numbered lines whose numbers go up, by MAX_STEP at most. */
const MIN_IN_ORDER = 0.75;
const MAX_STEP = 3;
/** Slack in points for "at one x" (the numbers are right- or left-aligned in their column). */
const ALIGN = 3;
/** The text starts at least this far right of a number (the margin rule stands between). */
const MIN_GAP = 6;

const NUMBER = /^\s*\d{1,2}\s*$/;
/** A scan's reading of a line number: a digit or two with a speck, or a digit read as a letter. */
const MISREAD_NUMBER = /^\s*[\d,.'lIO|:;\-–—]{1,3}\s*$/;
/** Lines of text starting left of the column (a scan ran a number into its line): this many, or this share. */
const MAX_ACROSS = 2;
const MAX_ACROSS_SHARE = 0.1;

/** The lines that open with the margin's line number, or null when the page has no such column. */
function numberedLines(page: PageText): { lines: Set<TextLine>; right: number } | null {
  const candidates = page.lines.filter(
    (l) =>
      NUMBER.test(l.cells[0] ?? '') &&
      (l.cells.length === 1 || (l.cellX[1] ?? 0) - (l.cellRight?.[0] ?? l.cellX[0]! + 10) >= MIN_GAP),
  );
  if (candidates.length < MIN_NUMBERED) return null;
  // One x: the column's numbers share a right edge (right-aligned) or a left edge.
  const edges = (pick: (l: TextLine) => number) => {
    const counts = new Map<number, TextLine[]>();
    for (const l of candidates) {
      const key = Math.round(pick(l) / ALIGN);
      counts.set(key, [...(counts.get(key) ?? []), l]);
    }
    // A number on the band's edge may round into the next key: take two neighbouring keys.
    let best: TextLine[] = [];
    for (const [key, ls] of counts) {
      const both = [...ls, ...(counts.get(key + 1) ?? [])];
      if (both.length > best.length) best = both;
    }
    return best;
  };
  const byRight = edges((l) => l.cellRight?.[0] ?? l.cellX[0]!);
  const byLeft = edges((l) => l.cellX[0]!);
  const column = byRight.length >= byLeft.length ? byRight : byLeft;
  if (column.length < MIN_NUMBERED || column.length < MIN_SHARE * page.lines.length) return null;
  // Counting up down the page: by one, or by a few where a blank line's number or a scan's
  // misread one is missing.
  const inPage = page.lines.filter((l) => column.includes(l)).map((l) => Number(l.cells[0]));
  let up = 0;
  for (let i = 1; i < inPage.length; i++) {
    const step = inPage[i]! - inPage[i - 1]!;
    if (step >= 1 && step <= MAX_STEP) up++;
  }
  if (up < MIN_IN_ORDER * (inPage.length - 1)) return null;
  // The column stands in the margin: no other text starts left of its right edge, but for a
  // number a scan misread (",9", "2l", "9.") or a speck beside it, and a line or two a scan ran
  // into its number ("on (e) capital expenditures ...": left as read).
  const right = Math.max(...column.map((l) => l.cellRight?.[0] ?? l.cellX[0]!));
  const numbered = new Set(column);
  let across = 0;
  for (const l of page.lines) {
    if (numbered.has(l) || (l.cellX[0] ?? 0) >= right) continue;
    if ((l.cellRight?.[0] ?? l.cellX[0]!) <= right + ALIGN && MISREAD_NUMBER.test(l.cells[0] ?? ''))
      numbered.add(l);
    else if (++across > Math.max(MAX_ACROSS, MAX_ACROSS_SHARE * page.lines.length)) return null;
  }
  return { lines: numbered, right: right + ALIGN };
}

/** The page without its pleading line numbers (the page itself when it has none). */
export function withoutLineNumbers(page: PageText): PageText {
  const column = numberedLines(page);
  if (!column) return page;
  const lines = page.lines.flatMap((l) => {
    if (!column.lines.has(l)) return [l];
    // The number and any speck of the margin beside it: every cell that ends inside the column.
    let from = 0;
    while (from < l.cells.length && (l.cellRight?.[from] ?? l.cellX[from]!) <= column.right) from++;
    return from < l.cells.length ? [linePart(l, from, l.cells.length)] : [];
  });
  return { ...page, lines };
}
