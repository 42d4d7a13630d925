/**
 * Family "ashford-greenbar" (decision 0102): the fixed-width page every document of the family is
 * printed on. A page is a list of lines, and **each line is drawn as one string** (one
 * text-show operator in the PDF), its columns made of runs of spaces inside the string, never
 * of separately positioned cells: what a legacy midrange system's spooled report, or a
 * typewriter's page, looks like when printed to PDF. The layout is computed first (the pages and
 * the baseline of every line), so the page count is known before anything is drawn and the tests
 * can compare the PDF's text operators with it.
 */
import { PdfWriter } from '../pdf';
import type { RenderedPdf } from './frame';

export interface PrintedLine {
  text: string;
  /** Baseline-ish top of the line, in points from the top of the page. */
  y: number;
}

export interface PrintedPage {
  lines: PrintedLine[];
  /** Light green bands behind every other group of three lines (a green-bar print). */
  bands?: { y: number; h: number }[];
}

/** Characters the standard Courier encodes and a line printer has: plain ASCII. */
export const ascii = (s: string) =>
  s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/×/g, 'X')
    .replace(/[^\x20-\x7e]/g, '?');

export interface PrintOptions {
  size: number;
  left: number;
  landscape?: boolean;
  date: string;
  title: string;
  author: string;
}

/** Draws the pages: one string per line, Courier, no footer of pdf.ts's own. */
export async function printPages(pages: PrintedPage[], o: PrintOptions): Promise<RenderedPdf> {
  const w = new PdfWriter({
    font: 'Courier',
    size: o.size,
    margin: 24,
    date: o.date,
    title: o.title,
    author: o.author,
    footer: null,
    ...(o.landscape ? { landscape: true } : {}),
  });
  pages.forEach((p, i) => {
    if (i > 0) w.newPage();
    for (const b of p.bands ?? []) {
      w.doc.rect(0, b.y, w.pageWidth, b.h).fill('#e3f1e1');
      w.doc.fillColor('#000000');
    }
    for (const ln of p.lines) if (ln.text.trim()) w.textLine(ascii(ln.text), o.left, ln.y);
  });
  const pdf = await w.finish();
  return { pdf, pages: pages.length };
}
