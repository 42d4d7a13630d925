import { describe, expect, it } from 'vitest';
import { cleanScan, encodePgm, type GrayImage, otsuThreshold } from '../../../../src/engine/pdf/scan-cleanup';
import { isUsableTextLayer } from '../../../../src/engine/pdf/text-layer';

/** A white 300 dpi canvas with black rectangles. */
function page(width: number, height: number, boxes: [number, number, number, number][]): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (const [x, y, w, h] of boxes)
    for (let yy = y; yy < y + h; yy++) for (let xx = x; xx < x + w; xx++) data[yy * width + xx] = 0;
  return { width, height, data };
}
const inkAt = (img: GrayImage, x: number, y: number) => img.data[y * img.width + x] === 0;

describe('cleanScan', () => {
  it('erases dot leaders, specks and rules but keeps glyphs, periods and dashes', () => {
    const glyph: [number, number, number, number] = [20, 20, 20, 30];
    const period: [number, number, number, number] = [44, 45, 5, 5];
    const leader = Array.from({ length: 12 }, (_, i): [number, number, number, number] => [
      70 + i * 12,
      47,
      3,
      3,
    ]);
    const speck: [number, number, number, number] = [300, 150, 2, 2];
    const rule: [number, number, number, number] = [20, 120, 300, 3];
    const dash: [number, number, number, number] = [250, 30, 15, 3];
    const dashNeighbour: [number, number, number, number] = [270, 20, 20, 30];
    const zero: [number, number, number, number][] = [
      [350, 20, 4, 30],
      [370, 20, 4, 30],
      [350, 20, 24, 4],
      [350, 46, 24, 4],
      [360, 33, 4, 4],
    ];
    const img = page(400, 200, [glyph, period, ...leader, speck, rule, dash, dashNeighbour, ...zero]);
    const clean = cleanScan(img, { dpi: 300 });
    expect(inkAt(clean, 30, 30)).toBe(true);
    expect(inkAt(clean, 46, 47)).toBe(true);
    expect(leader.some(([x, y]) => inkAt(clean, x + 1, y + 1))).toBe(false);
    expect(inkAt(clean, 300, 150)).toBe(false);
    expect(inkAt(clean, 100, 121)).toBe(false);
    expect(inkAt(clean, 255, 31)).toBe(true);
    // The dotted zero loses its dot and keeps its ring.
    expect(inkAt(clean, 361, 34)).toBe(false);
    expect(inkAt(clean, 351, 30)).toBe(true);
  });

  it('erases a ruled grid (rules joined into one mark) but keeps the glyphs inside its cells', () => {
    // A 2 x 2 table: outer box, one inner vertical and one inner horizontal rule, 3 px thick,
    // all connected; a glyph-sized block in each cell, one of them touching no rule.
    const rules: [number, number, number, number][] = [
      [10, 10, 380, 3],
      [10, 100, 380, 3],
      [10, 190, 380, 3],
      [10, 10, 3, 183],
      [200, 10, 3, 183],
      [387, 10, 3, 183],
    ];
    const glyphs: [number, number, number, number][] = [
      [40, 40, 20, 35],
      [240, 40, 20, 35],
      [40, 130, 20, 35],
      [240, 130, 20, 35],
    ];
    const clean = cleanScan(page(400, 200, [...rules, ...glyphs]), { dpi: 300 });
    for (const [x, y] of glyphs) expect(inkAt(clean, x + 10, y + 15)).toBe(true);
    expect(inkAt(clean, 100, 11)).toBe(false);
    expect(inkAt(clean, 201, 60)).toBe(false);
    expect(inkAt(clean, 11, 150)).toBe(false);
  });

  it('thresholds between paper and ink and writes a binary PGM', () => {
    const data = new Uint8Array(100).fill(230);
    data.fill(40, 0, 20);
    const t = otsuThreshold(data);
    expect(t).toBeGreaterThanOrEqual(40);
    expect(t).toBeLessThan(230);
    const pgm = encodePgm({ width: 10, height: 10, data });
    expect(new TextDecoder().decode(pgm.subarray(0, 12))).toBe('P5\n10 10\n255');
    expect(pgm.length).toBe(13 + 100);
  });
});

describe('isUsableTextLayer', () => {
  const span = (text: string) => ({ text, x: 0, y: 0, width: 10, height: 10 });
  it('accepts ordinary statement text', () => {
    expect(isUsableTextLayer([span('Landscaping $12,384.34'), span('Snow Removal $9,815.05')])).toBe(true);
  });
  it('rejects a near-empty layer and a layer of unmapped glyphs', () => {
    expect(isUsableTextLayer([span('Page 1')])).toBe(false);
    expect(
      isUsableTextLayer([span('\uE001\uE002\uE003\uE004 \uE005\uE006\uE007\uE008\uE009'.repeat(5))]),
    ).toBe(false);
  });
});
