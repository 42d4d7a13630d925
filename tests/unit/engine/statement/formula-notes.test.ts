import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { withoutFormulaNotes } from '../../../../src/engine/extract/statement/formula-notes';
import { at, doc, line, page, ra } from './layout-fixtures';

// A bookkeeper's spreadsheet: the tenant's arithmetic in labelled cells, each figure followed in
// its cell by the formula that gave it (written as a note, or printed with formulas shown).
function sheet(notes: boolean) {
  const cell = (figure: string, note: string) => (notes ? `${figure} ${note}` : figure);
  const row = (y: number, label: string, figure: string, note: string) =>
    line(1, y, [at(label, 60), at(cell(figure, note), 400)]);
  return doc([
    page(1, [
      line(1, 40, [at('2021 Operating Expense Reconciliation – Suite 402', 60)]),
      line(1, 60, [at('Expense', 60), ra('2021 Actual', 460)]),
      line(1, 72, [at('Landscaping', 60), ra('40,000.00', 460)]),
      line(1, 84, [at('Repairs and Maintenance', 60), ra('60,000.00', 460)]),
      line(1, 96, [at('Real Property Taxes', 60), ra('100,000.00', 460)]),
      line(1, 108, [at('TOTAL OPERATING EXPENSES', 60), ra('200,000.00', 460)]),
      row(130, 'Tenant’s Share', '5.0000%', '= D34 / D35'),
      row(142, 'Tenant’s Share of operating expenses', '10,000.00', '= D32 × 5.0000%'),
      row(154, 'Administrative fee 10%', '1,000.00', '= D37 × 10%'),
      row(166, 'Total due for 2021', '11,000.00', '= D37 + D38'),
      row(178, 'Less: estimates paid (12 × 900.00)', '-10,800.00', '= -12 × 900.00'),
      row(190, 'BALANCE DUE FROM TENANT', '200.00', '= D39 + D40'),
    ]),
  ]);
}

describe('formula notes beside a spreadsheet’s figures', () => {
  it('reads the tenant’s arithmetic as it reads the same sheet without the notes', () => {
    const noted = extractStatement(sheet(true)).statement;
    const plain = extractStatement(sheet(false)).statement;
    expect(noted.tenantShareCents).toBe(1_000_000);
    expect(noted.adminFeeCents).toBe(100_000);
    expect(noted.totalDueCents).toBe(1_100_000);
    expect(noted.estimatesPaidCents).toBe(1_080_000);
    expect(noted.balanceDueCents).toBe(20_000);
    expect(noted.billedSharePct).toBe(5);
    for (const key of ['tenantShareCents', 'adminFeeCents', 'totalDueCents', 'balanceDueCents'] as const)
      expect(noted[key]).toBe(plain[key]);
  });

  it('keeps a figure’s right edge where the figure ends', () => {
    const d = withoutFormulaNotes(
      doc([page(1, [line(1, 10, [at('Share', 60), at('10,000.00 = D32 × 5%', 400)])])]),
    );
    const l = d.pages[0]?.lines[0];
    expect(l?.cells).toEqual(['Share', '10,000.00']);
    expect(l?.cellRight?.[1]).toBe(400 + '10,000.00'.length * 5);
  });

  it('leaves an equation in words, and a note after words, as label text', () => {
    const cells = ['Total = Share + Fee', 'Costs per lease = see Exhibit B'];
    const d = doc([
      page(1, [
        line(
          1,
          10,
          cells.map((c, i) => at(c, 60 + i * 200)),
        ),
      ]),
    ]);
    expect(withoutFormulaNotes(d)).toBe(d);
  });
});
