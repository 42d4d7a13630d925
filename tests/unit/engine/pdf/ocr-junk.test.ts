import { describe, expect, it } from 'vitest';
import { type OcrPage, toLines } from '../../../../src/engine/pdf/ocr';

/*
 * What tesseract makes of a dot leader on a scanned statement: "eee", "Cee", "we..." no
 * taller than a dot, or one long run of lowercase letters. Those are dropped; real words of
 * any height (lowercase "x", "or") and every amount stay.
 */
type W = [text: string, height: number, confidence: number];

function page(lines: W[][]): OcrPage {
  let x = 0;
  const lineOf = (words: W[], row: number) => ({
    baseline: { y0: 100 + row * 40, y1: 100 + row * 40 },
    bbox: { y0: 70 + row * 40, y1: 100 + row * 40 },
    rowHeight: 30,
    descenders: 6,
    words: words.map(([text, height, confidence]) => {
      x += 10;
      const x0 = x;
      x += text.length * 12;
      return { text, confidence, bbox: { x0, x1: x, y0: 100 + row * 40 - height, y1: 100 + row * 40 } };
    }),
  });
  return { lines: lines.map((words, row) => lineOf(words, row)) };
}

describe('OCR leader leftovers', () => {
  it('drops dot-sized "words" and long leader runs, keeps the label and the amount', () => {
    const result = toLines(
      page([
        [
          ['Roof', 24, 95],
          ['Maintenance', 25, 95],
          ['Cea', 7, 10],
          ['eee', 10, 4],
          ['vee...', 6, 37],
          ['6,872.70', 27, 94],
        ],
        [
          ['Total', 25, 94],
          ['Utility', 30, 78],
          ['Costs', 27, 66],
          ['..cviiteencinsanencanssssranessesacast', 14, 0],
          ['139,571.80', 28, 93],
        ],
        [
          ['Less:', 22, 93],
          ['Estimated', 26, 95],
          ['Payments', 27, 95],
          ['(12', 24, 93],
          ['x', 17, 95],
          ['$15,608.00)', 28, 86],
          ['or', 15, 90],
        ],
      ]),
      1,
      0.24,
    );
    expect(result.lines.map((l) => l.text)).toEqual([
      'Roof Maintenance 6,872.70',
      'Total Utility Costs 139,571.80',
      'Less: Estimated Payments (12 x $15,608.00) or',
    ]);
  });
});

describe('OCR word spacing', () => {
  it('keeps the space between tightly set OCR words but joins a number OCR cut in two', () => {
    const words = (list: [string, number][]) => {
      let x = 0;
      return list.map(([text, gap]) => {
        x += gap;
        const x0 = x;
        x += text.length * 12;
        return { text, confidence: 95, bbox: { x0, x1: x, y0: 76, y1: 100 } };
      });
    };
    const result = toLines(
      {
        lines: [
          {
            baseline: { y0: 100, y1: 100 },
            bbox: { y0: 70, y1: 100 },
            rowHeight: 30,
            descenders: 6,
            // 2 px gaps: below the text layer's word gap at this size.
            words: words([
              ['Legal', 0],
              ['Collection', 2],
              ['Matter', 2],
              ['16,', 60],
              ['980.05', 2],
            ]),
          },
        ],
      },
      1,
      0.24,
    );
    expect(result.lines[0]!.text).toBe('Legal Collection Matter 16,980.05');
  });
});
