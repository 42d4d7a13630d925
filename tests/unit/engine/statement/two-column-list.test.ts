import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { readLayout } from '../../../../src/engine/extract/statement/layout/reader';
import { at, doc, line, page, ra } from './layout-fixtures';

// A schedule of costs printed in two side-by-side columns (label | amount | label | amount), the
// first half of the lines on the left, the rest on the right, one total under the right column:
// the total foots both columns together.
const LEFT = [
  ['Grounds Keeping', '14,251.45'],
  ['General Repairs', '113,679.16'],
  ['Janitorial', '206,392.48'],
  ['Pest Control', '3,539.10'],
] as const;
const RIGHT = [
  ['Exterior Glass Cleaning', '4,368.91'],
  ['Property Management', '23,601.30'],
  ['Real Estate Taxes', '556,157.11'],
] as const;

function twoColumnRows(first: number, total: string, totalRight = 548) {
  return [
    ...LEFT.map(([label, amount], i) => {
      const r = RIGHT[i];
      return line(2, first + 13 * i, [
        at(label, 64),
        ra(`$${amount}`, 297),
        ...(r ? [at(r[0], 315), ra(`$${r[1]}`, 548)] : []),
      ]);
    }),
    line(2, first + 13 * LEFT.length + 10, [at('Total Operating Costs 2022', 315), ra(total, totalRight)]),
  ];
}

const LETTER = page(1, [
  line(1, 100, [at('Dear Tenant:', 64)]),
  line(1, 282, [at('Total Operating Costs for 2022', 100), ra('$921,989.51', 512)]),
  line(1, 296, [at('Your Percentage', 100), ra('2.6000%', 512)]),
  line(1, 309, [at('Your Share', 100), ra('$23,971.73', 512)]),
  line(1, 323, [at('Less Payments Made', 100), ra('$24,000.00 CR', 512)]),
  line(1, 337, [at('Amount Due (Credit)', 100), ra('$28.27 CR', 512)]),
]);

describe('two side-by-side columns of label / amount pairs', () => {
  it('reads both columns, left then right, footed by the one total', () => {
    const r = readLayout([
      LETTER,
      page(2, [
        line(2, 80, [at('Schedule of Operating Costs - 2022', 224)]),
        ...twoColumnRows(119, '$921,989.51'),
      ]),
    ]);
    expect(r?.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Grounds Keeping', 1425145],
      ['General Repairs', 11367916],
      ['Janitorial', 20639248],
      ['Pest Control', 353910],
      ['Exterior Glass Cleaning', 436891],
      ['Property Management', 2360130],
      ['Real Estate Taxes', 55615711],
    ]);
    expect(r?.totalCents).toBe(92198951);
    expect(r?.confirmedBy).toBe('printed grand total');
  });

  it('extracts the statement with every line and a footing check that passes', () => {
    const { statement } = extractStatement(
      doc([
        LETTER,
        page(2, [
          line(2, 80, [at('Schedule of Operating Costs - 2022', 224)]),
          ...twoColumnRows(119, '$921,989.51'),
        ]),
      ]),
    );
    expect(statement.lines).toHaveLength(7);
    expect(statement.totalCents).toBe(92198951);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(true);
  });

  it('does not join two bands that do not stand side by side (their first rows on different baselines)', () => {
    // The same figures, but the "left" band printed below the right one's start: no two-column list.
    const rows = twoColumnRows(119, '$921,989.51');
    const shifted = rows.map((l, i) =>
      i < LEFT.length
        ? {
            ...l,
            cells: l.cells.slice(0, 2),
            cellX: l.cellX.slice(0, 2),
            cellRight: l.cellRight?.slice(0, 2),
          }
        : l,
    );
    const rightOnly = rows.slice(0, RIGHT.length).map((l) => ({
      ...l,
      y: l.y + 200,
      cells: l.cells.slice(2),
      cellX: l.cellX.slice(2),
      cellRight: l.cellRight?.slice(2),
    }));
    const leftOnly = shifted.slice(0, LEFT.length).map((l) => ({ ...l, y: l.y + 400 }));
    const r = readLayout([
      LETTER,
      page(2, [...leftOnly, ...rightOnly, rows[rows.length - 1] as (typeof rows)[0]]),
    ]);
    expect(r?.lines.length ?? 0).not.toBe(7);
  });
});
