/**
 * Makes a "scanned" PDF at test time: renders a PDF page to pixels with pdfjs, rotates it a
 * little, sprinkles noise, and embeds the PNG as the only content of a new PDF (no text layer).
 */
import { documentParams, loadPdfjs } from '../../../../src/engine/pdf/pdfjs-loader';
import { makePdf } from './make-pdf';

interface Canvas {
  width: number;
  height: number;
  encode(format: 'png'): Promise<Buffer>;
}
interface Ctx {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  translate(x: number, y: number): void;
  rotate(rad: number): void;
  drawImage(img: Canvas, x: number, y: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  putImageData(img: { data: Uint8ClampedArray }, x: number, y: number): void;
}
interface Factory {
  create(w: number, h: number): { canvas: Canvas; context: Ctx };
}

/** Deterministic pseudo-random numbers so the scan (and the test) is the same every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function makeScannedPdf(
  source: Uint8Array,
  { dpi = 200, degrees = 2, speckle = 0.004, seed = 7 } = {},
): Promise<Uint8Array> {
  const pdfjs = await loadPdfjs();
  const doc = await pdfjs.getDocument(documentParams(new Uint8Array(source), pdfjs)).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: dpi / 72 });
    const w = Math.ceil(viewport.width);
    const h = Math.ceil(viewport.height);
    // Canvases from pdfjs's own factory: its bundled @napi-rs/canvas must not meet another copy.
    const factory = doc.canvasFactory as Factory;
    const flat = factory.create(w, h);
    await page.render({
      canvas: flat.canvas as unknown as HTMLCanvasElement,
      canvasContext: flat.context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const tilted = factory.create(w, h);
    const ctx = tilted.context;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, w, h);
    ctx.translate(w / 2, h / 2);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.translate(-w / 2, -h / 2);
    ctx.drawImage(flat.canvas, 0, 0);
    const img = ctx.getImageData(0, 0, w, h);
    const rand = rng(seed);
    for (let i = 0; i < img.data.length; i += 4) {
      // Paper grain on every pixel, plus black and white specks like a cheap scanner's.
      const r = rand();
      let v = img.data[i]! + (rand() - 0.5) * 60;
      if (r < speckle) v = 0;
      else if (r < speckle * 2) v = 255;
      img.data[i] = img.data[i + 1] = img.data[i + 2] = Math.max(0, Math.min(255, v));
      img.data[i + 3] = 255;
    }
    ctx.putImageData(img, 0, 0);
    const png = await tilted.canvas.encode('png');
    return await makePdf(
      (pdf) => {
        pdf.image(png, 0, 0, { width: 612, height: 792 });
      },
      { margin: 0 },
    );
  } finally {
    await doc.destroy();
  }
}
