/**
 * OCR of one page: render, clean, recognize in the worker pool, then turn tesseract's words
 * into the same lines and cells as the text layer (word boxes mapped back to page points).
 */
import { buildLines } from './line-builder';
import { type OcrPage, type OcrWord, recognize } from './ocr-pool';
import { renderForOcr } from './ocr-render';
import type { PdfDocumentProxy, PdfPageProxy } from './pdfjs-loader';
import type { TextLine, TextSpan } from './types';

export { closeOcr, configureOcr, type OcrCache, type OcrPage } from './ocr-pool';

export interface OcrResult {
  lines: TextLine[];
  /** Mean word confidence, 0..1. */
  confidence: number;
}

/** Renders on the calling thread and returns the recognition still running in a worker. */
export async function startOcr(
  doc: PdfDocumentProxy,
  page: PdfPageProxy,
  pageNumber: number,
): Promise<{ done: Promise<OcrResult> }> {
  const { image, pointsPerPixel } = await renderForOcr(doc, page);
  return { done: recognize(image).then((result) => toLines(result, pageNumber, pointsPerPixel)) };
}

/** Words are taller than this share of the page's typical word; leader dots read as "eee" are not. */
const MIN_WORD_HEIGHT_SHARE = 0.45;

/**
 * Leftovers of leaders and specks that survive cleanup: no letter or digit, a weak short read,
 * a run of dots read as letters (no taller than a dot: "eee", "Cee", "we..."), or a leader read
 * as one long lowercase word ("..cviiteencinsan...").
 */
function isJunk(word: OcrWord, typicalHeight: number): boolean {
  const text = word.text.trim();
  if (!text) return true;
  const hasAlnum = /[\p{L}\p{N}$%]/u.test(text);
  if (!hasAlnum) return word.confidence < 80 && !/^[()&/:#-]$/.test(text);
  if (word.confidence < 30 && text.length <= 2) return true;
  const height = word.bbox.y1 - word.bbox.y0;
  if (!/\d/.test(text) && height < MIN_WORD_HEIGHT_SHARE * typicalHeight) return true;
  if (/^\.{2,}\p{L}{6,}/u.test(text)) return true;
  return text.length >= 16 && word.confidence < 30 && /^[\p{Ll}.,]+$/u.test(text);
}

/** Median height of the confidently read words of a page: the size its text is set in. */
function typicalWordHeight(result: OcrPage): number {
  const heights: number[] = [];
  for (const line of result.lines)
    for (const word of line.words)
      if (word.confidence >= 80 && /[\p{L}\p{N}]{2}/u.test(word.text))
        heights.push(word.bbox.y1 - word.bbox.y0);
  if (!heights.length) return 0;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)]!;
}

export function toLines(result: OcrPage, page: number, scale: number): OcrResult {
  const spans: TextSpan[] = [];
  const typicalHeight = typicalWordHeight(result);
  let confSum = 0;
  let words = 0;
  for (const line of result.lines) {
    // One baseline for the whole tesseract line so its words stay together; separate
    // tesseract lines at the same height (a label block and an amount column) still merge.
    const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
    const rowHeight = line.rowHeight ?? line.bbox.y1 - line.bbox.y0;
    const size = Math.max(1, rowHeight - (line.descenders ?? 0));
    for (const word of line.words) {
      if (!word.text.trim()) continue;
      confSum += word.confidence;
      words++;
      if (isJunk(word, typicalHeight)) continue;
      // A run of dots stuck to a word is what is left of a leader.
      const text = word.text
        .trim()
        .replace(/\.{2,}$/, '')
        .replace(/^\.{2,}/, '');
      if (!text) continue;
      spans.push({
        text,
        x: word.bbox.x0 * scale,
        y: (Number.isFinite(baseline) ? baseline : word.bbox.y1) * scale,
        width: (word.bbox.x1 - word.bbox.x0) * scale,
        height: size * scale,
        word: true,
      });
    }
  }
  return {
    lines: buildLines(spans, page),
    confidence: words ? Math.round((confSum / words) * 10) / 1000 : 0,
  };
}
