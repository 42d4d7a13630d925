import type { DocumentText, PageText, TextLine } from '../../../../src/engine/pdf/types';

/**
 * Positioned text built by hand for the geometry reader: 5 pt per character, labels left-aligned,
 * figures right-aligned at their column's right edge (as statements print them).
 */
const CHAR = 5;

export type Cell = { text: string; x: number } | { text: string; right: number };

export const at = (text: string, x: number): Cell => ({ text, x });
export const ra = (text: string, right: number): Cell => ({ text, right });

export function line(page: number, y: number, cells: Cell[]): TextLine {
  const placed = cells.map((c) =>
    'x' in c
      ? { text: c.text, x: c.x, right: c.x + c.text.length * CHAR }
      : { text: c.text, x: c.right - c.text.length * CHAR, right: c.right },
  );
  return {
    page,
    y,
    x: placed[0]?.x ?? 0,
    text: placed.map((p) => p.text).join(' '),
    cells: placed.map((p) => p.text),
    cellX: placed.map((p) => p.x),
    cellRight: placed.map((p) => p.right),
  };
}

/** A table row: a label at x=50 and figures right-aligned at the given column edges. */
export function tableRow(
  page: number,
  y: number,
  label: string,
  figures: string[],
  rights: number[],
): TextLine {
  return line(page, y, [at(label, 50), ...figures.map((f, i) => ra(f, rights[i] as number))]);
}

export function page(n: number, lines: TextLine[]): PageText {
  return { page: n, width: 612, height: 792, lines, ocr: false, confidence: null };
}

export function doc(pages: PageText[], file = 'statement.pdf'): DocumentText {
  return { file, sha256: '', pageCount: pages.length, pages, ocrPages: [], warnings: [] };
}
