/**
 * Lease pages whose section captions stand in a narrow column of their own in the left margin,
 * the text justified beside them ("13. Management and | Fees for the management of the Park ...",
 * "Overhead. | the gross receipts of the Park ..."), as law firms' own forms and many older
 * leases set them. The line builder reads such a page by baseline, so a caption's words run
 * into the middle of its section's first sentences. Here the margin column is found by geometry
 * and each caption is read whole, before the text of its section.
 */
import type { PageText, TextLine } from '../../pdf/types';
import { linePart } from './page-columns';

/** The text column starts within this band of the page width (a margin column, not a gutter). */
const BODY_START_BAND = [0.15, 0.45] as const;
/** Lines of prose that start at the text column's edge, needed before a page counts. */
const MIN_BODY_LINES = 6;
/** Lines with a caption beside prose, needed before a page counts. */
const MIN_CAPTIONED = 3;
/** A caption's part of a line is this many words at most; the text's part at least MIN_PROSE. */
const MAX_CAPTION_WORDS = 6;
const MIN_PROSE = 5;
/** Lines crossing the text column's edge (titles, footers) allowed: this many, or this share. */
const MAX_ACROSS = 3;
const MAX_ACROSS_SHARE = 0.1;
/** Prose from this far left of the edge (a scan's speck or quote mark glued on is less). */
const ACROSS_DEPTH = 20;
/** Slack in points for "starts at the text column's edge". */
const EDGE = 2.5;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** A caption that opens with its own number: "13.", "A.", "(b)", "Item 10.", "Section 4". */
const CAPTION_NUMBER =
  /^\s*(?:(?:item|section|article|paragraph|clause|§)\s*)?(?:\d+[A-Za-z]?(?:\.\d+)*\.?|[A-Z]\.|\([a-z0-9]{1,4}\))(?:\s|$)/i;

/** A caption has a letter or digit; a scan's rule or speck in the margin ("|", ".") is none. */
const CAPTION_TEXT = /[A-Za-z0-9]/;

/** Index of the cell that starts at the text column's left edge `x`, or -1. */
const bodyCell = (line: TextLine, x: number) => line.cellX.findIndex((cx) => Math.abs(cx - x) <= EDGE);

/** The x where the text column starts beside a margin column of captions, or null. */
export function marginColumnOf(page: PageText): number | null {
  const width = page.width;
  if (!(width > 0) || !page.lines.every((l) => l.cellRight)) return null;
  const counts = new Map<number, number>();
  for (const line of page.lines) {
    const x = Math.round(line.cellX[0] ?? 0);
    // Prose: its first cell is a run of words (a table row starting "1  03/01/2016 ..." is not).
    if (
      x >= BODY_START_BAND[0] * width &&
      x <= BODY_START_BAND[1] * width &&
      words(line.cells[0] ?? '') >= MIN_PROSE
    )
      counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best || best[1] < MIN_BODY_LINES) return null;
  const x = best[0];
  // Prose running across the text column's edge from further left (an indented first line over a
  // full-width paragraph) means the page is one column; a title or footer may cross it.
  const across = page.lines.filter((l) =>
    l.cells.some((_, i) => l.cellX[i]! < x - ACROSS_DEPTH && l.cellRight![i]! > x + EDGE),
  ).length;
  if (across > Math.max(MAX_ACROSS, MAX_ACROSS_SHARE * page.lines.length)) return null;
  let captioned = 0;
  for (const line of page.lines) {
    const k = bodyCell(line, x);
    if (k <= 0) continue;
    // A cell beside the text that reaches into it is no caption (a table row, a title).
    if (line.cellRight!.slice(0, k).some((r) => r > x - EDGE)) return null;
    const caption = line.cells.slice(0, k).join(' ');
    if (!CAPTION_TEXT.test(caption)) continue;
    if (words(caption) > MAX_CAPTION_WORDS) return null;
    if (words(line.cells[k] ?? '') >= MIN_PROSE) captioned++;
  }
  return captioned >= MIN_CAPTIONED ? x : null;
}

/**
 * The page's lines with each margin caption read before its section's text: a caption starts
 * where a line's margin part follows a line without one, runs over the margin parts of the
 * lines after it, and is read as its own lines, then its section's text. A caption of one line
 * leaves its lines as they are (a data sheet's "G. MINIMUM ANNUAL RENT:  (1) Lease Year 1: ..."
 * is read across, caption and value). Lines that do not reach the text column (a title, a
 * footer, a signature) end the section before them.
 */
export function captionsFirst(page: PageText, x: number): TextLine[] {
  const out: TextLine[] = [];
  let caption: TextLine[] = [];
  let body: TextLine[] = [];
  let original: TextLine[] = [];
  const flush = () => {
    out.push(...(caption.length > 1 ? [...caption, ...body] : original));
    caption = [];
    body = [];
    original = [];
  };
  let prevHadCaption = false;
  for (const line of page.lines) {
    const k = bodyCell(line, x);
    if (k === -1) {
      flush();
      out.push(line);
      prevHadCaption = false;
      continue;
    }
    const margin = line.cells.slice(0, k).join(' ');
    const captioned = k > 0 && CAPTION_TEXT.test(margin);
    // A caption runs on over the next line's margin ("13. Management and" / "Overhead.") until it
    // ends in a stop or colon; a margin part after a whole caption, or one that opens with its
    // own number, is the next caption (a data sheet's "LANDLORD:" over "TENANT:").
    const continues =
      prevHadCaption && !/[.:]\s*$/.test(caption.at(-1)?.text ?? '') && !CAPTION_NUMBER.test(margin);
    if (captioned && !continues) flush();
    original.push(line);
    if (captioned) {
      caption.push(linePart(line, 0, k));
      body.push(linePart(line, k, line.cells.length));
    } else body.push(k > 0 ? linePart(line, k, line.cells.length) : line);
    prevHadCaption = captioned;
  }
  flush();
  return out;
}
