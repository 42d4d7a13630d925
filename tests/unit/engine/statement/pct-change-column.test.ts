import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { splitLabelAndAmounts } from '../../../../src/engine/extract/statement/amount-cells';
import { at, doc, line, page, ra } from './layout-fixtures';

describe('a "% Change" column with decreases in parentheses', () => {
  it('reads "(1.1%)" as the last cell after amounts as a negative percentage', () => {
    const r = splitLabelAndAmounts(
      ['Security Patrol', '$39,124.52', '$38,677.44', '(1.1%)'],
      [58, 357, 457, 539],
    );
    expect(r.label).toBe('Security Patrol');
    expect(r.amounts.map((a) => [a.kind, a.value])).toEqual([
      ['money', 3912452],
      ['money', 3867744],
      ['pct', -1.1],
    ]);
  });

  it('leaves a rate the label states in parentheses as label text', () => {
    const r = splitLabelAndAmounts(['Admin Fee', '(15%)', '$1,000.00'], [58, 300, 457]);
    expect(r.amounts.map((a) => a.kind)).toEqual(['money']);
    const alone = splitLabelAndAmounts(['Pro Rata Share', '(12.5%)'], [58, 457]);
    expect(alone.amounts.some((a) => a.kind === 'pct' && a.value < 0)).toBe(false);
  });

  it('keeps every line of a year-over-year table, decreases included', () => {
    const COLS = [400, 500, 564];
    const row = (y: number, label: string, figs: string[]) =>
      line(1, y, [at(label, 58), ...figs.map((f, i) => ra(f, COLS[i] as number))]);
    const { statement } = extractStatement(
      doc([
        page(1, [
          line(1, 161, [at('Reconciliation Period:', 48), at('01-Jan-2025 to 31-Dec-2025', 160)]),
          line(1, 202, [
            at('Description', 48),
            ra('2024 Actual', 400),
            ra('2025 Actual', 500),
            ra('% Change', 564),
          ]),
          row(229, 'Grounds Care', ['$20,618.49', '$20,616.47', '0.0%']),
          row(274, 'Security Patrol', ['$39,124.52', '$38,677.44', '(1.1%)']),
          row(319, 'Roof Maintenance', ['$2,390.45', '$2,365.70', '(1.0%)']),
          row(330, 'Property Management', ['$7,039.90', '$7,095.00', '0.8%']),
          row(497, 'TOTAL OPERATING EXPENSES', ['$69,173.36', '$68,754.61', '(0.6%)']),
          line(1, 534, [at('Total Operating Expenses 2025', 159), ra('$68,754.61', 556)]),
          line(1, 546, [at('Share %', 159), ra('10.0000%', 556)]),
          line(1, 557, [at("Tenant's Share", 159), ra('$6,875.46', 556)]),
        ]),
      ]),
    );
    expect(statement.lines.map((l) => l.amountCents)).toEqual([2061647, 3867744, 236570, 709500]);
    expect(statement.totalCents).toBe(6875461);
  });
});
