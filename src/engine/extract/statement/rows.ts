import type { DocumentText, TextLine } from '../../pdf/types';
import { type Amount, DASH_FIGURE, splitLabelAndAmounts } from './amount-cells';
import { endsWrappedLabel, splitRegions } from './layout/regions';
import { repairedOcrLine, stripLeaderWords } from './ocr-cells';

/** One logical row of a statement or bill: a label and the amounts printed to its right. */
export interface Row {
  page: number;
  /** The physical lines it was read from (more than one when a label wrapped). */
  lines: TextLine[];
  label: string;
  amounts: Amount[];
  /** Cells of the first line, for header/column reading. */
  cells: string[];
  /** A figure stated in a letter's sentence (prose-figures.ts): never a line of a table. */
  prose?: boolean;
}

export function moneyAmounts(row: Row): Amount[] {
  return row.amounts.filter((a) => a.kind === 'money');
}

/** The row's figure in a money column (from the right when negative: -1 is its last), or null. */
export function figureOf(row: Row, column = -1): number | null {
  return moneyAmounts(row).at(column)?.value ?? null;
}

/**
 * The figure a summary row states: its last money figure that is not a dash. In a "Charges |
 * Credits" layout the row's figure stands in one column and a dash (nothing) in the other
 * ("Total Tenant Share  $ 23,707.15  -"); the dash is no zero the row states. A row of dashes
 * only states zero.
 */
export function statedFigure(row: Row): number | null {
  const money = moneyAmounts(row);
  const stated = money.filter((a) => !DASH_FIGURE.test(a.raw));
  return (stated.length ? stated : money).at(-1)?.value ?? null;
}

export function pctAmounts(row: Row): Amount[] {
  return row.amounts.filter((a) => a.kind === 'pct');
}

function unbalanced(text: string): boolean {
  return (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
}

// A label that cannot end there: an open parenthesis, a trailing connector or "@".
function unfinished(label: string): boolean {
  return (
    unbalanced(label) || /(?:[-–&,@/]|\b(?:of|and|for|the|to|at|on|in|per|from|with))$/i.test(label.trim())
  );
}

// A fragment that can only continue the previous label: "#7254", "cost $72,340.00)", "RSF)".
function continuation(label: string): boolean {
  const t = label.trim();
  return /^[#)(&]|^[a-z]/.test(t) || /^[^(]*\)$/.test(t);
}

/** Whether row b (the next physical line) continues row a's wrapped label. */
function joins(a: Row, b: Row, ocr = false): boolean {
  if (a.page !== b.page) return false;
  const gap = (b.lines[0]?.y ?? 0) - (a.lines[a.lines.length - 1]?.y ?? 0);
  if (gap > 30) return false;
  // On a scan a speck beside a label reads as a lone dash ("Total operating expenses -"): a
  // label whose only figure is that dash still takes the amount printed alone on the next line.
  if (
    ocr &&
    a.label &&
    a.amounts.length > 0 &&
    a.amounts.every((x) => DASH_FIGURE.test(x.raw)) &&
    !b.label &&
    b.amounts.some((x) => !DASH_FIGURE.test(x.raw))
  )
    return true;
  const aHas = a.amounts.length > 0;
  const bHas = b.amounts.length > 0;
  if (aHas && bHas) return false;
  // An amount printed a little below its label (scans, vertically centred cells), or on the
  // last line of a wrapped label with only a bracketed tag beside it.
  if (!b.label && bHas && a.label && !aHas) return true;
  const aLast = a.lines[a.lines.length - 1];
  if (
    bHas &&
    a.label &&
    !aHas &&
    endsWrappedLabel(b.label) &&
    Math.abs((b.lines[0]?.x ?? 0) - (aLast?.x ?? 0)) <= 3
  )
    return gap <= 16;
  if (!b.label) return false;
  if (!a.label) return false;
  if (unfinished(a.label)) return true;
  return !bHas && continuation(b.label);
}

function lineRow(read: TextLine, ocr: boolean): Row {
  const line = ocr ? repairedOcrLine(read) : read;
  const { label, amounts } = splitLabelAndAmounts(line.cells, line.cellX);
  return { page: read.page, lines: [read], label: cleanLabel(label, ocr), amounts, cells: line.cells };
}

/**
 * Strips dot leaders / underscores left between a label and its amount; on scanned pages also
 * the specks OCR reads from a leader ("Water / Sewer.", "Janitorial on", "Security |").
 */
function cleanLabel(label: string, ocr: boolean): string {
  let t = label
    .replace(/(?:\s*[._…·]){2,}\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (ocr) {
    t = stripLeaderWords(t);
    for (;;) {
      const next = t
        .replace(/\s+(?:[a-z]{1,2}|[^A-Za-z0-9$()]+)$/, '')
        .replace(/[.,:;|_'`~-]+$/, '')
        .trim();
      if (next === t) break;
      t = next;
    }
  }
  return t;
}

/**
 * A box of captions over their values: a line of two or more captions and, just below it, a line
 * of as many single figures, each standing in its caption's column ("Your share | Total operating
 * expenses | Balance due" over "3.9894% | $638,760.73 | $6,030.72", a portal's summary cards, an
 * invoice's heading). Each caption with its value is a row of its own; joined, the captions would
 * make one label with every figure, and its last figure would be read for all of them.
 */
function captionBoxRows(top: Row, below: Row): Row[] | null {
  const captions = top.cells.map((c) => c.trim());
  const tops = top.lines[0];
  const values = below.lines[0];
  if (!tops || !values || top.amounts.length || below.label || captions.length < 2) return null;
  if (top.page !== below.page || values.y - tops.y > 30 || values.y <= tops.y) return null;
  if (below.amounts.length !== captions.length || values.cells.length !== captions.length) return null;
  if (!captions.every((c) => /[A-Za-z]{2}/.test(c))) return null;
  const xs = tops.cellX;
  const inColumn = below.amounts.every((a, i) => {
    const from = (xs[i] ?? 0) - 20;
    const to = xs[i + 1] ?? Number.POSITIVE_INFINITY;
    return a.x >= from && a.x < to;
  });
  if (!inColumn) return null;
  return captions.map((label, i) => ({
    page: top.page,
    lines: [tops, values],
    label,
    amounts: [below.amounts[i] as Amount],
    cells: [label, values.cells[i] as string],
  }));
}

/** Every row of the document in reading order, wrapped labels joined. */
export function readRows(doc: DocumentText): Row[] {
  const rows: Row[] = [];
  for (const page of doc.pages) {
    // Blocks side by side (a list in two columns, a panel beside a table) read one after the other.
    let boxBelow: TextLine | null = null;
    const lines = splitRegions(page);
    for (const [i, line] of lines.entries()) {
      if (line === boxBelow) continue;
      const row = lineRow(line, page.ocr);
      const next = lines[i + 1];
      const box = next ? captionBoxRows(row, lineRow(next, page.ocr)) : null;
      if (box) {
        rows.push(...box);
        boxBelow = next as TextLine;
        continue;
      }
      const prev = rows[rows.length - 1];
      if (prev && joins(prev, row, page.ocr)) {
        prev.lines.push(line);
        prev.label = [prev.label, row.label].filter(Boolean).join(' ');
        prev.amounts.push(...row.amounts);
        continue;
      }
      rows.push(row);
    }
  }
  return rows;
}
