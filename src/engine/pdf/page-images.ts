/** Whether a page paints any raster image: a page with neither text nor image is blank, not a scan. */
import { loadPdfjs, type PdfPageProxy } from './pdfjs-loader';

export async function hasImages(page: PdfPageProxy): Promise<boolean> {
  const { OPS } = await loadPdfjs();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
  ]);
  const ops = await page.getOperatorList();
  return ops.fnArray.some((fn) => imageOps.has(fn));
}
