import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { splitLabelAndAmounts } from '../../../../src/engine/extract/statement/amount-cells';
import {
  actualAndAdjustment,
  addendPair,
  columnRoles,
} from '../../../../src/engine/extract/statement/columns';
import type { Row } from '../../../../src/engine/extract/statement/rows';
import { at, doc, line, page } from './layout-fixtures';

/**
 * A recovery statement printing Building Total | Gross-Up Adj. | Recoverable, the "$" at each
 * column's left edge (accounting layout), so text extraction leaves it at the end of the cell
 * before: "245,217.82 $".
 */
describe('a dangling "$" at the end of a cell', () => {
  it('belongs to the figure in the next cell, not to the label', () => {
    const cells = ['Real Property Tax Installments', '$', '245,217.82 $', '39,551.26 $', '284,769.08'];
    const { label, amounts } = splitLabelAndAmounts(cells, [50, 300, 320, 400, 480]);
    expect(label).toBe('Real Property Tax Installments');
    expect(amounts.map((a) => a.value)).toEqual([24521782, 3955126, 28476908]);
  });

  it('leaves a label ending in a word alone and a cell of words without figures as label', () => {
    const { label, amounts } = splitLabelAndAmounts(['Insurance $', '43,989.61'], [50, 480]);
    expect(label).toBe('Insurance');
    expect(amounts.map((a) => a.value)).toEqual([4398961]);
    expect(splitLabelAndAmounts(['Paid in USD only'], [50]).amounts).toEqual([]);
  });
});

describe('columns of actual, adjustment and billed amounts', () => {
  const header = (cells: string[]): Row => ({
    page: 1,
    lines: [],
    label: cells[0] ?? '',
    amounts: [],
    cells,
  });

  it('names an adjustment column as such, and "Recoverable" as the billed one', () => {
    expect(
      columnRoles(header(['Expense', 'Building Total', 'Gross-Up Adj.', 'Recoverable']), 3, 2023),
    ).toEqual(['neutral', 'ignore', 'billed']);
    // "Adjusted" is the amount after the adjustment: billed.
    expect(columnRoles(header(['Expense', 'Actual', 'Adjusted']), 2, 2023)).toEqual(['actual', 'billed']);
  });

  it('finds the amount before gross-up as the column that adds to the adjustment to give the billed amount', () => {
    const rows = [
      [10_366_262, 1_671_978, 12_038_240],
      [5_083_487, 0, 5_083_487],
      [24_521_782, 3_955_126, 28_476_908],
    ];
    expect(actualAndAdjustment(rows, 2)).toEqual({ actual: 0, adj: 1 });
    // No two columns add up to the billed one: nothing is guessed.
    expect(actualAndAdjustment([[100_00, 5_00, 120_00]], 2)).toBeNull();
  });

  it('does not read a base-year increase or a budget variance as a gross-up, though its columns add up the same way', () => {
    // 2022 Actual | Base Year 2018 | Increase: base + increase = actual on every line, no zero.
    const escalation = [
      [3_671_589, 3_305_248, 366_341],
      [3_348_492, 2_907_269, 441_223],
      [62_303_531, 53_591_945, 8_711_586],
    ];
    expect(addendPair(escalation, 0)).toEqual({ actual: 2, adj: 1 });
    expect(actualAndAdjustment(escalation, 0)).toBeNull();
    // Budget | Actual | Variance: the sum stands between its addends, and a variance can be 0.
    const variance = [
      [1_200_000, 1_250_000, 50_000],
      [800_000, 800_000, 0],
      [500_000, 480_000, -20_000],
    ];
    expect(addendPair(variance, 1)).not.toBeNull();
    expect(actualAndAdjustment(variance, 1)).toBeNull();
    // The same escalation printed "Base | Increase | Actual" would still have no zero adjustment.
    expect(
      actualAndAdjustment(
        escalation.map((r) => [r[1] ?? null, r[2] ?? null, r[0] ?? null]),
        2,
      ),
    ).toBeNull();
    // An "adjustment" larger than the cost it adjusts is no gross-up either.
    expect(
      actualAndAdjustment(
        [
          [1_000, 5_000, 6_000],
          [2_000, 0, 2_000],
        ],
        2,
      ),
    ).toBeNull();
  });

  it('reads each line with its pre-gross-up amount from a statement laid out that way', () => {
    const rows: [string, string, string, string][] = [
      ['Janitorial', '103,662.62', '16,719.78', '120,382.40'],
      ['Security', '50,834.87', '0.00', '50,834.87'],
      ['Real Estate Taxes', '245,217.82', '39,551.26', '284,769.08'],
    ];
    const lines = [
      line(1, 700, [
        at('Expense', 50),
        at('Building Total', 300),
        at('Gross-Up Adj.', 390),
        at('Recoverable', 470),
      ]),
      ...rows.map(([label, a, adj, total], i) =>
        line(1, 680 - i * 14, [
          at(label, 50),
          at('$', 280),
          at(`${a} $`, 300),
          at(`${adj} $`, 390),
          at(total, 470),
        ]),
      ),
      line(1, 620, [
        at('Total Expenses', 50),
        at('$', 280),
        at('399,715.31 $', 300),
        at('56,270.04 $', 390),
        at('455,986.35', 470),
      ]),
    ];
    const { statement } = extractStatement(doc([page(1, lines)]));
    expect(statement.lines.map((l) => [l.label, l.amountCents, l.actualCents, l.grossedUp])).toEqual([
      ['Janitorial', 12_038_240, 10_366_262, true],
      ['Security', 5_083_487, 5_083_487, false],
      ['Real Estate Taxes', 28_476_908, 24_521_782, true],
    ]);
    expect(statement.totalCents).toBe(45_598_635);
  });
});
