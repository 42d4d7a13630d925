/**
 * Positioned text runs of one page from its text layer (pdfjs getTextContent), in PDF points
 * with the origin at the top-left of the page as displayed (page rotation applied).
 */
import type { PdfPageProxy } from './pdfjs-loader';
import type { TextSpan } from './types';

type Matrix = [number, number, number, number, number, number];

function multiply(m1: Matrix, m2: Matrix): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

export interface PageSpans {
  width: number;
  height: number;
  spans: TextSpan[];
  /** Runs that were not horizontal (vertical margins, diagonal watermarks): left out of lines. */
  skewedRuns: number;
}

export async function readTextSpans(page: PdfPageProxy): Promise<PageSpans> {
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const spans: TextSpan[] = [];
  let skewedRuns = 0;
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const m = multiply(viewport.transform as Matrix, item.transform as Matrix);
    const scaleX = Math.hypot(m[0], m[1]);
    const size = Math.hypot(m[2], m[3]);
    // Only left-to-right horizontal text forms table rows; rotated text would scatter across lines.
    if (scaleX === 0 || Math.abs(m[1]) > 0.05 * scaleX || m[0] < 0) {
      skewedRuns++;
      continue;
    }
    spans.push({ text: item.str, x: m[4], y: m[5], width: item.width, height: size });
  }
  return { width: viewport.width, height: viewport.height, spans, skewedRuns };
}

/** Letters, digits, common punctuation and currency: what readable statement text is made of. */
const READABLE = /[\p{L}\p{N}\s.,;:!?'"()[\]{}\-–—/$%&@#*+=<>_§¶°’‘“”•·]/u;

/**
 * Whether a page's text layer can be trusted instead of OCR: enough characters, most of them
 * readable (fonts without a usable encoding come out as control or private-use characters).
 */
export function isUsableTextLayer(spans: TextSpan[]): boolean {
  let total = 0;
  let readable = 0;
  let alnum = 0;
  for (const span of spans) {
    for (const ch of span.text) {
      if (ch === ' ') continue;
      total++;
      if (READABLE.test(ch)) readable++;
      if (/[\p{L}\p{N}]/u.test(ch)) alnum++;
    }
  }
  return alnum >= 15 && readable / total >= 0.85;
}
