/**
 * What the PDF layer hands to extraction: the text of each page as reading-order lines,
 * each line also split into cells at wide horizontal gaps (table columns, dot leaders),
 * with the page's provenance (text layer or OCR).
 */

/** One run of text as placed on the page (PDF points, origin top-left). */
export interface TextSpan {
  text: string;
  x: number;
  /** Baseline distance from the top of the page. */
  y: number;
  width: number;
  height: number;
  /** A whole word as OCR read it: a space separates it from the next word however narrow the gap. */
  word?: boolean;
}

export interface TextLine {
  /** 1-based page number. */
  page: number;
  /** The whole line as read left to right, single spaces between words, dot leaders removed. */
  text: string;
  /** Column cells: the line split where the horizontal gap is wide (>= ~2 spaces) or at dot leaders. */
  cells: string[];
  /** Left edge of each cell, same order as `cells`. */
  cellX: number[];
  /**
   * Right edge of each cell, same order as `cells`: numbers are right-aligned in amount
   * columns, so their right edges (not left) line up down a column. Absent on lines built
   * without positions (plain text input, hand-made fixtures).
   */
  cellRight?: number[];
  y: number;
  x: number;
}

export interface PageText {
  page: number;
  width: number;
  height: number;
  lines: TextLine[];
  /** true when the text came from OCR (no usable text layer). */
  ocr: boolean;
  /** OCR mean confidence 0..1 for OCR'd pages; null for text-layer pages. */
  confidence: number | null;
}

export interface DocumentText {
  file: string;
  sha256: string;
  pageCount: number;
  pages: PageText[];
  /** 1-based numbers of the OCR'd pages. */
  ocrPages: number[];
  /** Pages that failed to render or read, with why; reading went on. */
  warnings: string[];
}
