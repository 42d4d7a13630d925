/**
 * The frame every document renderer shares: the writer it opens and the result it hands back.
 * Kept in one place so the families' renderers differ only in how they print the model.
 */
import { PdfWriter, type WriterOptions } from '../pdf';
import type { Rng } from '../prng';
import type { FontFamily } from '../types';

/** A rendered document: its PDF bytes and its page count (truth.json records both). */
export interface RenderedPdf {
  pdf: Buffer;
  pages: number;
}

/**
 * A writer whose font is drawn from `fonts` (a family's house fonts; repeat one to weight it).
 * The draw is made here, where each renderer used to make it inline as the first field of the
 * options, so `opts` must not draw from `rng` itself: the draw order, and so every seed's
 * bytes, stay as they were.
 */
export function writerWithDrawnFont(
  rng: Rng,
  fonts: readonly FontFamily[],
  opts: Omit<WriterOptions, 'font'>,
): PdfWriter {
  return new PdfWriter({ font: rng.pick(fonts), ...opts });
}

/** Closes the writer: the page count is only known once the document is finished. */
export async function finishPdf(w: PdfWriter): Promise<RenderedPdf> {
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
