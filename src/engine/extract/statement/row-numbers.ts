import type { DocumentText, PageText, TextLine } from '../../pdf/types';

/**
 * A spreadsheet printed with its row and column headings ("Print: Row and column headings"):
 * every printed row starts with its row number in a gutter at the left margin, empty rows
 * included, and a line of column letters (A, B, C ...) heads the page. The numbers are no part
 * of the labels ("26 CAM Total"), nor is the letter line a row. Found by geometry and order: a
 * column of whole numbers at one left edge, increasing down the page, at least one of them
 * alone on its line (an empty row) or under a line of column letters. Numbered lines of a form
 * ("Line 5 ...") carry no empty rows and no letter line, and keep their numbers.
 */

// The row number is the first cell's first word: a narrow gap can run it into the cell ("10 Category").
const ROW_NUMBER = /^(\d{1,3})(?=\s|$)/;
const numberOf = (l: TextLine) => ROW_NUMBER.exec(l.cells[0]?.trim() ?? '')?.[1];
const LETTERS = /^[A-Z]{1,2}$/;

/** A line of column letters in order: "A B C D". */
function isLetterLine(line: TextLine): boolean {
  const cells = line.cells.map((c) => c.trim()).filter(Boolean);
  if (cells.length < 3 || !cells.every((c) => LETTERS.test(c))) return false;
  return cells.every((c, i) => i === 0 || c > (cells[i - 1] as string));
}

function gutterOf(page: PageText): Set<TextLine> | null {
  const numbered = page.lines.filter((l) => numberOf(l) !== undefined);
  if (numbered.length < 6) return null;
  // The numbers' common left edge: the x most of them share (within 6 pt).
  const xs = numbered.map((l) => l.cellX[0] ?? l.x);
  let best: TextLine[] = [];
  for (const x of xs) {
    const at = numbered.filter((l) => Math.abs((l.cellX[0] ?? l.x) - x) <= 6);
    if (at.length > best.length) best = at;
  }
  if (best.length < 6) return null;
  const minX = Math.min(...page.lines.map((l) => l.cellX[0] ?? l.x));
  if ((best[0]?.cellX[0] ?? 0) - minX > 12) return null;
  const values = best.map((l) => Number(numberOf(l)));
  for (let i = 1; i < values.length; i++) if ((values[i] as number) <= (values[i - 1] as number)) return null;
  // Mostly consecutive: a skipped row or two (an unprinted blank row), not line numbers 5, 10, 15.
  const steps = values.slice(1).filter((v, i) => v - (values[i] as number) === 1).length;
  if (steps < (values.length - 1) * 0.7) return null;
  const empty = best.some(
    (l) => l.cells.filter((c) => c.trim()).length === 1 && l.cells[0]?.trim() === numberOf(l),
  );
  const letters = page.lines.some(isLetterLine);
  return empty || letters ? new Set(best) : null;
}

function withoutNumber(line: TextLine): TextLine {
  const first = (line.cells[0] ?? '').trim();
  const rest = first.replace(ROW_NUMBER, '').trim();
  const text = line.text.replace(/^\s*\d{1,3}\s*/, '');
  if (rest) return { ...line, text, cells: [rest, ...line.cells.slice(1)] };
  return {
    ...line,
    text,
    cells: line.cells.slice(1),
    cellX: line.cellX.slice(1),
    ...(line.cellRight ? { cellRight: line.cellRight.slice(1) } : {}),
    x: line.cellX[1] ?? line.x,
  };
}

/** The document with spreadsheet row numbers and column-letter lines removed; the same object when none. */
export function withoutRowNumbers(doc: DocumentText): DocumentText {
  let changed = false;
  const pages = doc.pages.map((page) => {
    const gutter = gutterOf(page);
    if (!gutter) return page;
    changed = true;
    const lines = page.lines
      .filter((l) => !isLetterLine(l))
      .map((l) => (gutter.has(l) ? withoutNumber(l) : l))
      .filter((l) => l.cells.some((c) => c.trim()));
    return { ...page, lines };
  });
  return changed ? { ...doc, pages } : doc;
}
