import type { DocumentText, TextLine } from './types';

/**
 * Builds a DocumentText from plain text (pages separated by form feeds), splitting
 * cells at runs of 2+ spaces or dot leaders, as the PDF layer does from positions.
 * For unit tests of extraction and for text-only inputs; not used on PDFs.
 */
export function documentFromText(file: string, text: string): DocumentText {
  const pages = text.split('\f').map((pageText, i) => {
    const lines: TextLine[] = [];
    pageText.split('\n').forEach((raw, row) => {
      if (!raw.trim()) return;
      const cells: string[] = [];
      const cellX: number[] = [];
      const re = /\S+(?: \S+)*/g;
      for (const m of raw.replace(/\.{3,}/g, (d) => ' '.repeat(d.length)).matchAll(re)) {
        cells.push(m[0]);
        cellX.push(m.index ?? 0);
      }
      if (!cells.length) return;
      lines.push({ page: i + 1, text: cells.join(' '), cells, cellX, y: row * 12, x: cellX[0] ?? 0 });
    });
    return { page: i + 1, width: 612, height: 792, lines, ocr: false, confidence: null };
  });
  return { file, sha256: '', pageCount: pages.length, pages, ocrPages: [], warnings: [] };
}
