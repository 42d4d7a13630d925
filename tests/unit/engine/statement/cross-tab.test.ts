import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A schedule of the center's expenses by charge: one row per expense, one column per pool, the
// column header wrapped onto a second line ("Property | Utility Costs | Taxes | Property" over
// "Operations | Insurance"), as a managing agent's spreadsheet prints it.
function crossTab() {
  const COLS = [300, 370, 440, 510, 580];
  const row = (y: number, label: string, cells: [number, string][]) =>
    line(1, y, [at(label, 40), ...cells.map(([c, f]) => ra(f, COLS[c] as number))]);
  return doc([
    page(1, [
      line(1, 40, [at('SCHEDULE A', 40)]),
      line(1, 54, [at('Westbury Center - Center Expenses by Charge', 40)]),
      line(1, 68, [at('Year ended December 31, 2021', 40)]),
      line(1, 90, [
        at('Expense', 40),
        ra('Property', 300),
        ra('Utility Costs', 370),
        ra('Taxes', 440),
        ra('Property', 510),
        ra('Total', 580),
      ]),
      line(1, 100, [ra('Operations', 300), ra('Insurance', 510)]),
      row(114, 'Landscape Maintenance', [
        [0, '60,000.00'],
        [4, '60,000.00'],
      ]),
      row(126, 'Security', [
        [0, '40,000.00'],
        [4, '40,000.00'],
      ]),
      row(138, 'Electric Service (Common Areas)', [
        [1, '20,000.00'],
        [4, '20,000.00'],
      ]),
      row(150, 'Property Taxes', [
        [2, '50,000.00'],
        [4, '50,000.00'],
      ]),
      row(162, 'Property Insurance', [
        [3, '30,000.00'],
        [4, '30,000.00'],
      ]),
      row(176, 'Total Center Expenses', [
        [0, '100,000.00'],
        [1, '20,000.00'],
        [2, '50,000.00'],
        [3, '30,000.00'],
        [4, '200,000.00'],
      ]),
      line(1, 190, [at("Tenant's Share", 40), ra('20,000.00', 580)]),
      line(1, 204, [at('Administrative fee - 10% of CAM share', 40), ra('1,200.00', 580)]),
      line(1, 218, [at('Total 2021 charges', 40), ra('21,200.00', 580)]),
      line(1, 232, [at('Less: estimated payments billed (12 x 1,700.00)', 40), ra('-20,400.00', 580)]),
      line(1, 246, [at('Balance due (credit)', 40), ra('800.00', 580)]),
    ]),
  ]);
}

describe('a cross-tab of expenses by charge with a wrapped column header', () => {
  const { statement } = extractStatement(crossTab());

  it("classifies each expense by its own label, not by the header's second line", () => {
    expect(statement.lines.map((l) => [l.label, l.category])).toEqual([
      ['Landscape Maintenance', 'CONTROLLABLE'],
      ['Security', 'CONTROLLABLE'],
      ['Electric Service (Common Areas)', 'UTILITIES'],
      ['Property Taxes', 'TAX'],
      ['Property Insurance', 'INSURANCE'],
    ]);
    expect(statement.lines.every((l) => l.section === null)).toBe(true);
  });
});
