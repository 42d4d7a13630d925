import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { withoutRowNumbers } from '../../../../src/engine/extract/statement/row-numbers';
import { at, doc, line, page, ra } from './layout-fixtures';

// A reconciliation kept in a spreadsheet and printed with its row and column headings: the
// column letters on top, every row's number in a gutter at the left, blank rows included.
function worksheet(opts: { letters?: boolean; blankRow?: boolean } = {}) {
  const n = (r: number) => at(String(r), r < 10 ? 24 : 20);
  const lines = [
    ...(opts.letters === false ? [] : [line(1, 20, [at('A', 80), at('B', 200), at('C', 420), at('D', 520)])]),
    line(1, 34, [n(1), at('BIRCHWOOD CORNERS', 240)]),
    line(1, 46, [n(2), at('2021 CAM / TAX / INSURANCE RECONCILIATION', 200)]),
    ...(opts.blankRow === false ? [] : [line(1, 58, [n(3)])]),
    line(1, 70, [n(4), at('Sq Ft:', 60), at('2,595', 130), at('Center Sq Ft:', 380), ra('66,540', 560)]),
    line(1, 82, [n(5), at('Category', 60), at('Expense', 130), ra('2021 Actual', 560)]),
    line(1, 94, [n(6), at('CAM', 60), at('Landscape Contract Services', 130), ra('13,650.92', 560)]),
    line(1, 106, [n(7), at('CAM', 60), at('Janitorial', 130), ra('63,593.69', 560)]),
    line(1, 118, [n(8), at('CAM Total', 60), ra('77,244.61', 560)]),
    line(1, 130, [n(9), at('TAX', 60), at('Real Estate Taxes', 130), ra('101,883.16', 560)]),
    line(1, 142, [n(10), at('TAX Total', 60), ra('101,883.16', 560)]),
    line(1, 154, [n(11), at('Grand Total', 60), ra('$179,127.77', 560)]),
    line(1, 172, [
      n(12),
      at('Tenant Share of Expenses', 60),
      at('3.9000% x 179,127.77', 380),
      ra('6,986.00', 560),
    ]),
  ];
  return doc([page(1, lines)]);
}

describe('a spreadsheet printed with its row numbers and column letters', () => {
  it('drops the gutter of row numbers and the letter line', () => {
    const out = withoutRowNumbers(worksheet());
    const texts = out.pages[0]!.lines.map((l) => l.text);
    expect(texts[0]).toBe('BIRCHWOOD CORNERS');
    expect(texts).toContain('CAM Total 77,244.61');
    expect(texts.some((t) => /^A B C D$/.test(t))).toBe(false);
    expect(texts.some((t) => /^\d+$/.test(t))).toBe(false);
  });

  it('reads the lines without their row numbers, and not the areas of the header block', () => {
    const { statement, warnings } = extractStatement(worksheet());
    expect(statement.lines.map((l) => l.label)).toEqual([
      'CAM Landscape Contract Services',
      'CAM Janitorial',
      'TAX Real Estate Taxes',
    ]);
    expect(statement.totalCents).toBe(17_912_777);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(true);
    expect(warnings.some((w) => /row numbers/.test(w))).toBe(true);
  });

  it('keeps numbers that are not a spreadsheet gutter (no blank row, no letter line)', () => {
    const d = worksheet({ letters: false, blankRow: false });
    expect(withoutRowNumbers(d)).toBe(d);
  });
});
