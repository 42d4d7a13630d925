/**
 * Turns a rendered page into a clean black-and-white image for OCR. Scans carry speckle noise
 * and statements carry dot leaders and rules; tesseract reads those as junk characters ("oo",
 * "|", "ee") that both slow it down and glue garbage onto amounts. Removing tiny specks and long
 * thin horizontal marks before OCR fixes both, while periods, commas and dashes stay.
 */

export interface GrayImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 = black, 255 = white. */
  data: Uint8Array;
}

/** RGBA (canvas getImageData) to 8-bit luminance. */
export function toGray(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): GrayImage {
  const n = width * height;
  const data = new Uint8Array(n);
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, n);
  for (let i = 0; i < n; i++) {
    const v = px[i]!;
    // Little-endian RGBA: r in the low byte. Transparent pixels (unpainted canvas) count as white.
    const a = v >>> 24;
    const lum = ((v & 0xff) * 77 + ((v >>> 8) & 0xff) * 150 + ((v >>> 16) & 0xff) * 29) >> 8;
    data[i] = a === 255 ? lum : 255 - ((a * (255 - lum)) >> 8);
  }
  return { width, height, data };
}

/** Otsu's threshold: the gray level that best separates ink from paper on this page. */
export function otsuThreshold(data: Uint8Array): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    hist[v] = hist[v]! + 1;
  }
  const total = data.length;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * hist[t]!;
  let sumB = 0;
  let wB = 0;
  let best = 128;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return best;
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** 8-connected components of the ink pixels: a label per pixel and a bounding box per label (1-based). */
function components(ink: Uint8Array, width: number, height: number): { labels: Int32Array; boxes: Box[] } {
  const labels = new Int32Array(width * height);
  const boxes: Box[] = [{ minX: 0, maxX: 0, minY: 0, maxY: 0 }];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || labels[start]) continue;
    const label = boxes.length;
    const box = { minX: width, maxX: 0, minY: height, maxY: 0 };
    boxes.push(box);
    labels[start] = label;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      const y = (p / width) | 0;
      const x = p - y * width;
      if (x < box.minX) box.minX = x;
      if (x > box.maxX) box.maxX = x;
      if (y < box.minY) box.minY = y;
      if (y > box.maxY) box.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (ink[q] && !labels[q]) {
            labels[q] = label;
            stack.push(q);
          }
        }
      }
    }
  }
  return { labels, boxes };
}

/**
 * Drops dot-sized marks with no other mark within `reach` px (noise, or what is left of a leader;
 * real periods and decimal points sit next to a letter or digit), and dots enclosed by another
 * mark's box: the dot of a dotted zero, which OCR otherwise reads as 8 or 9.
 */
function dropLoneDots(boxes: Box[], drop: Uint8Array, dotSize: number, reach: number) {
  const cell = Math.max(8, reach * 2);
  const grid = new Map<string, number[]>();
  const key = (gx: number, gy: number) => `${gx},${gy}`;
  for (let c = 1; c < boxes.length; c++) {
    if (drop[c]) continue;
    const b = boxes[c]!;
    for (let gy = Math.floor(b.minY / cell); gy <= Math.floor(b.maxY / cell); gy++)
      for (let gx = Math.floor(b.minX / cell); gx <= Math.floor(b.maxX / cell); gx++) {
        const k = key(gx, gy);
        const list = grid.get(k);
        if (list) list.push(c);
        else grid.set(k, [c]);
      }
  }
  for (let c = 1; c < boxes.length; c++) {
    const b = boxes[c]!;
    if (drop[c] || b.maxX - b.minX >= dotSize || b.maxY - b.minY >= dotSize) continue;
    let neighbours = 0;
    let enclosed = false;
    const gx0 = Math.floor((b.minX - reach) / cell);
    const gx1 = Math.floor((b.maxX + reach) / cell);
    const gy0 = Math.floor((b.minY - reach) / cell);
    const gy1 = Math.floor((b.maxY + reach) / cell);
    for (let gy = gy0; gy <= gy1 && !enclosed; gy++)
      for (let gx = gx0; gx <= gx1 && !enclosed; gx++)
        for (const o of grid.get(key(gx, gy)) ?? []) {
          if (o === c || drop[o]) continue;
          const ob = boxes[o]!;
          if (ob.minX < b.minX && ob.maxX > b.maxX && ob.minY < b.minY && ob.maxY > b.maxY) {
            enclosed = true;
            break;
          }
          const dx = Math.max(0, ob.minX - b.maxX, b.minX - ob.maxX);
          const dy = Math.max(0, ob.minY - b.maxY, b.minY - ob.maxY);
          if (dx <= reach && dy <= reach) neighbours++;
        }
    if (enclosed || neighbours === 0) drop[c] = 1;
  }
}

/**
 * Erases the straight runs of ink no glyph has: a horizontal or vertical run longer than `min`
 * pixels (at 300 dpi, 90 px is 0.3 in; the tallest letter at 12 pt is about 40 px). A ruled grid
 * (a Basic Lease Provisions table, a boxed form) is one connected mark joined by its rules, so the
 * component filter below cannot drop it, and tesseract left with it loses whole rows of the cells
 * it frames. A rule through a letter nicks the letter only where the two cross.
 */
function eraseRules(ink: Uint8Array, width: number, height: number, min: number): void {
  const mark = new Uint8Array(ink.length);
  // Rows (pixel k of line i at i * width + k), then columns (at k * width + i).
  markRuns(ink, mark, height, width, min, (i, k) => i * width + k);
  markRuns(ink, mark, width, height, min, (i, k) => k * width + i);
  for (let i = 0; i < ink.length; i++) if (mark[i]) ink[i] = 0;
}

/** Marks every run of ink at least `min` long along each of `lines` lines of `length` pixels. */
function markRuns(
  ink: Uint8Array,
  mark: Uint8Array,
  lines: number,
  length: number,
  min: number,
  at: (line: number, k: number) => number,
): void {
  for (let i = 0; i < lines; i++) {
    let run = 0;
    for (let k = 0; k <= length; k++) {
      if (k < length && ink[at(i, k)]) run++;
      else {
        if (run >= min) for (let r = k - run; r < k; r++) mark[at(i, r)] = 1;
        run = 0;
      }
    }
  }
}

export interface CleanupOptions {
  /** Pixels per inch of the image; mark sizes below scale with it. */
  dpi: number;
}

/**
 * Binarizes the page and erases specks, dot leaders (runs of flat marks on one baseline) and
 * long thin horizontal rules. Returns a new image; sizes are tuned at 300 dpi and scale with `dpi`.
 */
export function cleanScan(img: GrayImage, { dpi }: CleanupOptions): GrayImage {
  const { width, height } = img;
  const threshold = Math.min(otsuThreshold(img.data), 200);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = img.data[i]! <= threshold ? 1 : 0;

  const unit = dpi / 300;
  // Specks: smaller than any period at 7 pt and up (a period at 300 dpi is ~5 px).
  const speck = Math.max(1, Math.round(3 * unit));
  // Flat marks: leader dots and their fragments, no taller than a thin stroke.
  const flatHeight = Math.max(2, Math.round(4 * unit));
  const flatMaxWidth = Math.round(40 * unit);
  // Rules and underlines: thin and long (longer than an em dash at 12 pt).
  const ruleWidth = Math.round(60 * unit);
  // How far apart two flat marks on one baseline can be and still be a leader.
  const leaderReach = Math.round(45 * unit);

  eraseRules(ink, width, height, Math.round(90 * unit));

  const { labels, boxes } = components(ink, width, height);
  const drop = new Uint8Array(boxes.length);
  const flat: number[] = [];
  for (let c = 1; c < boxes.length; c++) {
    const b = boxes[c]!;
    const w = b.maxX - b.minX + 1;
    const h = b.maxY - b.minY + 1;
    if ((w <= speck && h <= speck) || (h <= flatHeight && w >= ruleWidth)) drop[c] = 1;
    else if (h <= flatHeight && w <= flatMaxWidth) flat.push(c);
  }
  // A flat mark with another flat mark close by on the same baseline is part of a leader; a lone
  // one (a hyphen, a dash, a period after letters) is text and stays.
  flat.sort((a, b) => boxes[a]!.minX - boxes[b]!.minX);
  const byRow = new Map<number, number[]>();
  for (const c of flat) {
    const row = Math.round(boxes[c]!.maxY / (2 * flatHeight));
    for (const r of [row - 1, row, row + 1]) {
      const list = byRow.get(r);
      if (!list) continue;
      for (let k = list.length - 1; k >= 0 && k >= list.length - 3; k--) {
        const o = list[k]!;
        const near = boxes[c]!.minX - boxes[o]!.maxX <= leaderReach;
        const sameBase = Math.abs(boxes[c]!.maxY - boxes[o]!.maxY) <= flatHeight;
        if (near && sameBase) {
          drop[c] = 1;
          drop[o] = 1;
        }
      }
    }
    const list = byRow.get(row) ?? [];
    list.push(c);
    byRow.set(row, list);
  }
  dropLoneDots(boxes, drop, Math.round(6 * unit), Math.round(18 * unit));
  for (let p = 0; p < ink.length; p++) if (ink[p] && drop[labels[p]!]) ink[p] = 0;

  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = ink[i] ? 0 : 255;
  return { width, height, data };
}

/** Binary PGM (P5): leptonica decodes it with no decompression, and it costs nothing to write. */
export function encodePgm(img: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(header.length + img.data.length);
  out.set(header, 0);
  out.set(img.data, header.length);
  return out;
}
