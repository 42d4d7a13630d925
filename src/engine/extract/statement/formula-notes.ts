import type { DocumentText, TextLine } from '../../pdf/types';

/**
 * A spreadsheet's formula written beside the figure it gives ("49,244.49 = D32 × 4.6902%",
 * "-53,712.00 = -12 × 4,476.00"): a bookkeeper's note of how the cell was computed, or a print
 * with formulas shown. The note is no amount and no label: read without it, the figure is the
 * cell's. Only a note made wholly of cell references, numbers, percentages and operators after
 * " = " is one; "Total = Share + Fee" in words is a label and stays. So is a citation of the
 * lease after a figure ("13.1578% per Lease Section 6.2"): where the figure comes from, not text.
 */
const TERM = String.raw`[-–]?\s*(?:\$?\d[\d,]*(?:\.\d+)?\s?%?|[A-Z]{1,3}\d{1,5}|\(\s*[A-Z]{1,3}\d{1,5}\s*\))`;
const OP = String.raw`\s*[×x*/+\-–]\s*`;
const NOTE = new RegExp(String.raw`(?:^|\s)=\s*(${TERM}(?:${OP}${TERM})*)\s*$`);
// A note must compute something: a reference to a cell, or an operator between two terms.
const COMPUTES = /[A-Z]{1,3}\d{1,5}|\d\s*[×x*/+\-–]\s*[-–]?\s*\$?\d/;

// A figure's source cited after it: "13.1578% per Lease Section 6.2", "4.25% (see Lease § 6.2)".
const CITATION =
  /(?<=[\d%])\s+\(?(?:per|see|as\s+per|under)\s+(?:the\s+)?(?:lease\s*)?(?:section|§|article|paragraph|exhibit|clause)\s*[\w.()-]*\)?\s*$/i;

/** The cell without its trailing formula note, and how much of it is left; null when it has none. */
function stripNote(cell: string): string | null {
  const cited = CITATION.exec(cell);
  if (cited) return cell.slice(0, cited.index).trimEnd();
  const m = NOTE.exec(cell);
  if (!m || !COMPUTES.test(m[1] as string)) return null;
  const head = cell.slice(0, m.index).trimEnd();
  // The note follows a figure (or stands alone in its cell): after words it is a label's equation.
  if (head && !/[\d%)]$/.test(head)) return null;
  return head;
}

function withoutNotes(line: TextLine): TextLine {
  let changed = false;
  const cells: string[] = [];
  const cellX: number[] = [];
  const cellRight: number[] = [];
  line.cells.forEach((cell, i) => {
    const head = stripNote(cell);
    const x = line.cellX[i] ?? line.x;
    const right = line.cellRight?.[i];
    if (head === null) {
      cells.push(cell);
      cellX.push(x);
      if (right !== undefined) cellRight.push(right);
      return;
    }
    changed = true;
    if (!head) return;
    cells.push(head);
    cellX.push(x);
    // The figure's right edge, in proportion to the characters kept (one font, one size).
    if (right !== undefined)
      cellRight.push(x + ((right - x) * head.length) / Math.max(cell.trim().length, 1));
  });
  if (!changed) return line;
  return {
    ...line,
    text: cells.join(' '),
    cells,
    cellX,
    ...(line.cellRight ? { cellRight } : {}),
  };
}

/** The document with formula notes taken off its cells; the same object when it has none. */
export function withoutFormulaNotes(doc: DocumentText): DocumentText {
  let changed = false;
  const pages = doc.pages.map((page) => {
    const lines = page.lines.map(withoutNotes).filter((l) => l.cells.length > 0);
    if (lines.some((l, i) => l !== page.lines[i]) || lines.length !== page.lines.length) {
      changed = true;
      return { ...page, lines };
    }
    return page;
  });
  return changed ? { ...doc, pages } : doc;
}
