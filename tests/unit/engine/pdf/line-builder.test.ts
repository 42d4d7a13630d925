import { describe, expect, it } from 'vitest';
import { buildLines } from '../../../../src/engine/pdf/line-builder';
import type { TextSpan } from '../../../../src/engine/pdf/types';

/** A run at (x, baseline y) in a 10 pt font, 5 pt per character. */
const run = (text: string, x: number, y: number, charWidth = 5, size = 10): TextSpan => ({
  text,
  x,
  y,
  width: text.length * charWidth,
  height: size,
});

describe('buildLines', () => {
  it('orders lines top-down and runs left to right, whatever order they come in', () => {
    const lines = buildLines([run('world', 40, 100), run('second', 10, 120), run('hello', 10, 100)], 3);
    expect(lines.map((l) => l.text)).toEqual(['hello world', 'second']);
    expect(lines[0]).toMatchObject({ page: 3, y: 100, x: 10, cells: ['hello world'], cellX: [10] });
  });

  it('joins per-glyph runs into words and inserts one space only at word gaps', () => {
    const glyphs = [...'Net'].map((ch, i) => run(ch, 10 + i * 5, 50));
    const next = [...'rent'].map((ch, i) => run(ch, 10 + 15 + 3 + i * 5, 50));
    const lines = buildLines([...glyphs, ...next], 1);
    expect(lines.map((l) => l.cells)).toEqual([['Net rent']]);
  });

  it('splits cells at wide gaps and keeps each cell x', () => {
    const lines = buildLines([run('Landscaping', 72, 200), run('$12,384.34', 480, 200)], 1);
    expect(lines[0]).toMatchObject({
      text: 'Landscaping $12,384.34',
      cells: ['Landscaping', '$12,384.34'],
      cellX: [72, 480],
    });
  });

  it('keeps each cell right edge, so right-aligned figures of different widths line up', () => {
    const lines = buildLines(
      [run('Cleaning', 72, 200), run('12,384.34', 455, 200), run('Trash', 72, 215), run('984.34', 470, 215)],
      1,
    );
    expect(lines.map((l) => l.cellRight)).toEqual([
      [72 + 8 * 5, 500],
      [72 + 5 * 5, 500],
    ]);
    // Left edges differ where right edges agree: the column is found by its right edge.
    expect(lines[0]!.cellX[1]).not.toBe(lines[1]!.cellX[1]);
  });

  it('splits at dot leaders inside one run and drops the dots', () => {
    const lines = buildLines([run('Landscaping ........ 18,400.00', 72, 300)], 1);
    expect(lines[0]!.cells).toEqual(['Landscaping', '18,400.00']);
    expect(lines[0]!.text).toBe('Landscaping 18,400.00');
    expect(lines[0]!.cellX[1]).toBeGreaterThan(72 + 12 * 5);
  });

  it('treats a separate leader run and spaced dots as cell breaks', () => {
    const lines = buildLines(
      [
        run('Taxes', 72, 300),
        run('. . . . . .', 110, 300),
        run('500.00', 170, 300),
        run('Insurance', 72, 320),
      ],
      1,
    );
    expect(lines.map((l) => l.cells)).toEqual([['Taxes', '500.00'], ['Insurance']]);
  });

  it('keeps a slightly lower baseline (superscript, OCR jitter) on the same line', () => {
    const lines = buildLines([run('Total', 72, 400), run('1,000.00', 300, 402.5), run('next', 72, 414)], 1);
    expect(lines.map((l) => l.cells)).toEqual([['Total', '1,000.00'], ['next']]);
  });

  it('squashes repeated spaces inside a run and ignores blank runs', () => {
    const lines = buildLines([run('Base   rent ', 72, 100), run('   ', 200, 100)], 1);
    expect(lines.map((l) => l.cells)).toEqual([['Base rent']]);
  });
});
