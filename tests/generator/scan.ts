/**
 * "Scanned" variant: each page is rendered with pdfjs (into the @napi-rs/canvas copy pdfjs
 * itself loads, through its canvas factory: no direct dependency on a canvas package), turned
 * to grayscale, rotated by a small angle, speckled, and embedded as the only content of a new
 * PDF page (no text layer). Gray mode embeds a JPEG; bw mode a 1-bit PNG.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { Rng } from './prng';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export interface ScanOptions {
  dpi: number;
  mode: 'gray' | 'bw';
  /** ISO date for the output's metadata. */
  date: string;
}

interface Gray {
  w: number;
  h: number;
  px: Uint8Array;
}

function rotate(src: Gray, angleDeg: number, dx: number, dy: number): Gray {
  const { w, h, px } = src;
  const out = new Uint8Array(w * h).fill(255);
  const a = (angleDeg * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = w / 2;
  const cy = h / 2;
  for (let y = 0; y < h; y++) {
    const yy = y - cy - dy;
    for (let x = 0; x < w; x++) {
      const xx = x - cx - dx;
      // inverse rotation
      const sx = cos * xx + sin * yy + cx;
      const sy = -sin * xx + cos * yy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) continue;
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = px[i]! * (1 - fx) + px[i + 1]! * fx;
      const bot = px[i + w]! * (1 - fx) + px[i + w + 1]! * fx;
      out[y * w + x] = top * (1 - fy) + bot * fy;
    }
  }
  return { w, h, px: out };
}

function degrade(img: Gray, rng: Rng, mode: 'gray' | 'bw'): void {
  const { w, h, px } = img;
  // paper tone and slight uneven illumination
  const tone = mode === 'gray' ? rng.int(232, 248) : 255;
  const shade = rng.float(0, 14);
  const fromLeft = rng.chance(0.5);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const v = px[i]!;
      const edge = shade * (fromLeft ? 1 - x / w : x / w);
      px[i] = Math.max(0, Math.min(255, (v / 255) * tone - edge));
    }
  }
  // light noise on a sparse subset of pixels (kept sparse to keep the image compressible)
  const n = Math.floor(w * h * rng.float(0.004, 0.012));
  for (let k = 0; k < n; k++) {
    const i = Math.floor(rng.next() * w * h);
    px[i] = Math.max(0, Math.min(255, px[i]! + (rng.next() - 0.5) * 90));
  }
  // dark speckles and a few dust blobs
  const specks = rng.int(150, 600);
  for (let k = 0; k < specks; k++) {
    const x = Math.floor(rng.next() * w);
    const y = Math.floor(rng.next() * h);
    const r = rng.chance(0.9) ? 1 : rng.int(2, 3);
    const v = rng.int(20, 140);
    for (let yy = -r; yy <= r; yy++)
      for (let xx = -r; xx <= r; xx++) {
        if (xx * xx + yy * yy > r * r) continue;
        const X = x + xx;
        const Y = y + yy;
        if (X >= 0 && Y >= 0 && X < w && Y < h) px[Y * w + X] = Math.min(px[Y * w + X]!, v);
      }
  }
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (let i = 0; i < buf.length; i++) {
    c ^= buf[i]!;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** 1-bit grayscale PNG (threshold 160). */
function encodeBwPng(img: Gray): Buffer {
  const { w, h, px } = img;
  const rowBytes = Math.ceil(w / 8);
  const raw = Buffer.alloc((rowBytes + 1) * h);
  for (let y = 0; y < h; y++) {
    const o = y * (rowBytes + 1);
    raw[o] = 0;
    for (let x = 0; x < w; x++) {
      if (px[y * w + x]! >= 160) raw[o + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** pdfjs's canvas factory (backed by the @napi-rs/canvas copy pdfjs itself loads). */
interface CanvasFactory {
  create(w: number, h: number): { canvas: CanvasLike; context: ContextLike };
  destroy(pair: { canvas: CanvasLike; context: ContextLike }): void;
}
interface CanvasLike {
  width: number;
  height: number;
  toBuffer(mime: 'image/jpeg', quality: number): Buffer;
}
interface ContextLike {
  fillStyle: string;
  fillRect(x: number, y: number, w: number, h: number): void;
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
  createImageData(w: number, h: number): { data: Uint8ClampedArray };
  putImageData(data: { data: Uint8ClampedArray }, x: number, y: number): void;
}

function encodeJpeg(factory: CanvasFactory, img: Gray, quality: number): Buffer {
  const pair = factory.create(img.w, img.h);
  const ctx = pair.context;
  const data = ctx.createImageData(img.w, img.h);
  for (let i = 0; i < img.w * img.h; i++) {
    const v = img.px[i]!;
    data.data[i * 4] = v;
    data.data[i * 4 + 1] = v;
    data.data[i * 4 + 2] = v;
    data.data[i * 4 + 3] = 255;
  }
  ctx.putImageData(data, 0, 0);
  const jpeg = pair.canvas.toBuffer('image/jpeg', quality);
  factory.destroy(pair);
  return jpeg;
}

/** Returns an image-only PDF that looks like a scan of `pdfBytes`. */
export async function scanPdf(
  pdfBytes: Buffer,
  rng: Rng,
  opts: ScanOptions,
): Promise<{ pdf: Buffer; pages: number }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const src = await getDocument({
    data: new Uint8Array(pdfBytes),
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
  const [y, m, d] = opts.date.split('-').map(Number);
  const when = new Date(Date.UTC(y!, m! - 1, d!, 16, 0, 0));
  const out = new PDFDocument({
    autoFirstPage: false,
    compress: true,
    info: {
      Title: 'Scanned document',
      Creator: 'Scanner',
      Producer: 'LeaseAudit test generator',
      CreationDate: when,
      ModDate: when,
    },
  });
  const pages = src.numPages;
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => out.on('end', () => resolve()));
  for (let p = 1; p <= pages; p++) {
    const page = await src.getPage(p);
    const vp = page.getViewport({ scale: opts.dpi / 72 });
    const W = Math.ceil(vp.width);
    const H = Math.ceil(vp.height);
    const factory = (src as unknown as { canvasFactory: CanvasFactory }).canvasFactory;
    const { canvas, context } = factory.create(W, H);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, W, H);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport: vp,
    }).promise;
    const rgba = context.getImageData(0, 0, W, H).data;
    factory.destroy({ canvas, context });
    page.cleanup();
    const gray = new Uint8Array(W * H);
    for (let i = 0; i < W * H; i++)
      gray[i] = (rgba[i * 4]! * 77 + rgba[i * 4 + 1]! * 150 + rgba[i * 4 + 2]! * 29) >> 8;
    const angle = (rng.chance(0.5) ? 1 : -1) * rng.float(0.5, 2);
    const img = rotate({ w: W, h: H, px: gray }, angle, rng.float(-12, 12), rng.float(-12, 12));
    degrade(img, rng, opts.mode);
    const image = opts.mode === 'bw' ? encodeBwPng(img) : encodeJpeg(factory, img, rng.int(45, 60));
    // A landscape page is scanned as a landscape page (portrait pages stay exactly as before).
    const [pw, ph] = W > H ? [792, 612] : [612, 792];
    out.addPage({ size: [pw, ph], margin: 0 });
    out.image(image, 0, 0, { width: pw, height: ph });
  }
  await src.destroy();
  out.end();
  await done;
  return { pdf: Buffer.concat(chunks), pages };
}
