import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { withoutAreaRates } from '../../../../src/engine/extract/statement/area-rates';
import { at, doc, line, page, ra } from './layout-fixtures';

// A statement computed per rentable foot: each cost in total and per RSF of the building (four
// decimals, no currency), the share as "$x per RSF x your rentable area". Building 193,235 RSF,
// premises 3,679 RSF; a base-year variant adds the base year's and the increase's rates.
const AREA = 193_235;
const COSTS: [string, number][] = [
  ['Landscape Maintenance', 2988720],
  ['Repairs & Maintenance', 12181143],
  ['Janitorial', 9887933],
  ['Property Taxes', 65952893],
  ['Property Insurance', 10308742],
];
const fmt = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
const rate = (c: number, d = 4) => (c / 100 / AREA).toFixed(d);

function perFoot(opts: { base?: number; rateOff?: number; shareRateOff?: number } = {}) {
  const total = COSTS.reduce((s, [, c]) => s + c, 0);
  const base = opts.base ?? 0;
  const perRsf = (total - base) / 100 / AREA + (opts.shareRateOff ?? 0);
  const share = Math.round(perRsf * 3679 * 100);
  const estimates = 12 * 225400;
  const row = (y: number, label: string, cents: number) =>
    line(1, y, [
      at(label, 50),
      ra(fmt(cents), 400),
      ra(
        (
          Number(rate(cents)) +
          (label === 'Janitorial' || label === 'Property Taxes' ? (opts.rateOff ?? 0) : 0)
        ).toFixed(4),
        480,
      ),
      ...(base ? [ra(rate(cents * 0.8), 560), ra(rate(cents * 0.2), 640)] : []),
    ]);
  return doc([
    page(1, [
      line(1, 40, [at('Yarrow Glen Partners, LP', 50), at('STATEMENT DATE', 480)]),
      line(1, 52, [at('c/o The Family Office', 50), ra('March 26, 2023', 560)]),
      line(1, 70, [at('OPERATING EXPENSE ADJUSTMENT — YEAR ENDED DECEMBER 31, 2022', 120)]),
      line(1, 90, [
        at('Lease dated:', 50),
        at('February 19, 2019', 130),
        at('Your rentable area:', 300),
        at('3,679 RSF', 420),
      ]),
      line(1, 110, [at('Expense Category', 50), ra('2022 Total Cost', 400), ra('Cost per RSF', 480)]),
      ...COSTS.map(([label, c], i) => row(124 + 12 * i, label, c)),
      row(190, 'TOTAL OPERATING EXPENSES 2022', total),
      ...(base
        ? [
            line(1, 206, [
              at(`1. Base Operating Expenses for the Base Year 2019: $${fmt(base)} in total.`, 50),
            ]),
          ]
        : []),
      line(1, 224, [
        at(
          `Your share: ${base ? 'increase of ' : ''}$${perRsf.toFixed(9)} per RSF × your rentable area (3,679 RSF)`,
          50,
        ),
        ra(`$${fmt(share)}`, 640),
      ]),
      line(1, 236, [at('Total additional rent for 2022', 50), ra(`$${fmt(share)}`, 640)]),
      line(1, 248, [
        at('Less monthly estimates billed: $2,254.00 × 12 months = $27,048.00', 50),
        ra('($27,048.00)', 640),
      ]),
      line(1, 260, [at('BALANCE DUE FROM TENANT', 50), ra(`$${fmt(share - estimates)}`, 640)]),
    ]),
  ]);
}

describe('a statement computed per rentable foot', () => {
  it('reads the costs without their cost-per-foot column, and the share as the rate times the premises over the pool', () => {
    const { statement, warnings } = extractStatement(perFoot());
    expect(statement.lines.map((l) => l.amountCents)).toEqual(COSTS.map(([, c]) => c));
    expect(statement.totalCents).toBe(101319431);
    expect(statement.billedSharePct).toBe(1.9039);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(true);
    expect(
      warnings.some((w) => /cost-per-square-foot column \(each cost over 19323[4-6] sq ft\)/.test(w)),
    ).toBe(true);
  });

  it('takes the statement date from its caption, not the lease date in the key block', () => {
    expect(extractStatement(perFoot()).statement.statementDate).toBe('2023-03-26');
  });

  it('over a base year, the increase rate is the pool less the base year the note states', () => {
    const base = 80_000_000;
    const { statement } = extractStatement(perFoot({ base }));
    expect(statement.lines.map((l) => l.amountCents)).toEqual(COSTS.map(([, c]) => c));
    expect(statement.baseYearDeductionCents).toBe(base);
    expect(statement.baseYearLabel).toBe(2019);
    expect(statement.billedSharePct).toBe(1.9039);
  });

  it('keeps the rates when rows do not divide by one area, and takes no share from a rate that is not the pool', () => {
    expect(withoutAreaRates(perFoot({ rateOff: 0.05 })).area).toBeNull();
    const { statement } = extractStatement(perFoot({ shareRateOff: 0.5 }));
    expect(statement.billedSharePct).toBeNull();
  });
});
