import type { DocumentText, PageText, TextLine } from '../../../../src/engine/pdf/types';

/** A cell as the line builder places it: its left edge and its text. */
export type Cell = [x: number, text: string];

/**
 * A line of positioned text as the line builder makes it: each cell with its left edge, and its
 * right edge at `charWidth` points a character (kept inside a Letter page's right margin).
 */
export function positionedLine(y: number, charWidth: number, ...cells: Cell[]): TextLine {
  return {
    page: 1,
    text: cells.map(([, t]) => t).join(' '),
    cells: cells.map(([, t]) => t),
    cellX: cells.map(([x]) => x),
    cellRight: cells.map(([x, t]) => Math.min(558, x + t.length * charWidth)),
    y,
    x: cells[0]![0],
  };
}

/** A Letter page (612 x 792) of those lines, from the text layer or from OCR. */
export const letterPage = (lines: TextLine[], ocr = false): PageText => ({
  page: 1,
  width: 612,
  height: 792,
  lines,
  ocr,
  confidence: ocr ? 0.9 : null,
});

/** A one-page document of that page. */
export const onePageDocument = (page: PageText, file = 'lease.pdf'): DocumentText => ({
  file,
  sha256: '',
  pageCount: 1,
  pages: [page],
  ocrPages: page.ocr ? [1] : [],
  warnings: [],
});
