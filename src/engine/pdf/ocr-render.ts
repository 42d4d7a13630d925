/** Renders one page to a clean black-and-white bitmap for OCR; nothing of it is kept afterwards. */
import type { PdfDocumentProxy, PdfPageProxy } from './pdfjs-loader';
import { cleanScan, encodePgm, toGray } from './scan-cleanup';

export const OCR_DPI = 300;

export interface OcrImage {
  /** PGM bytes, ready for tesseract. */
  image: Uint8Array;
  /** Points per image pixel, to map word boxes back to page coordinates. */
  pointsPerPixel: number;
}

/** pdfjs's Node canvas factory (backed by @napi-rs/canvas). */
interface CanvasFactory {
  create(width: number, height: number): { canvas: NapiCanvas; context: NapiContext };
  destroy(entry: { canvas: NapiCanvas; context: NapiContext }): void;
}
interface NapiCanvas {
  width: number;
  height: number;
}
interface NapiContext {
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
}

/**
 * Uses the document's own canvas factory: pdfjs-dist ships its own copy of @napi-rs/canvas and
 * draws its intermediate canvases with it; drawing those onto a canvas made by another copy of
 * the native module crashes the process (segfault).
 */
export async function renderForOcr(
  doc: PdfDocumentProxy,
  page: PdfPageProxy,
  dpi = OCR_DPI,
): Promise<OcrImage> {
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const factory = doc.canvasFactory as CanvasFactory;
  const entry = factory.create(width, height);
  try {
    await page.render({
      canvas: entry.canvas as unknown as HTMLCanvasElement,
      canvasContext: entry.context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const rgba = entry.context.getImageData(0, 0, width, height).data;
    const clean = cleanScan(toGray(rgba, width, height), { dpi });
    return { image: encodePgm(clean), pointsPerPixel: 72 / dpi };
  } finally {
    // Frees the ~35 MB pixel buffer now instead of whenever the GC gets to it.
    factory.destroy(entry);
  }
}
