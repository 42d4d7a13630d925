import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A tenant portal's reconciliation page printed from the browser: summary cards (captions over
// their values), then every expense and every step of the arithmetic as a label on one line and
// its amount on the next.
const RIGHT = 560;
const CARDS = [53, 186, 319, 452];
const stacked = (p: number, y: number, label: string, amount: string) => [
  line(p, y, [at(label, 53)]),
  line(p, y + 12, [ra(amount, RIGHT)]),
];

function portal(opts: { ocr?: boolean } = {}) {
  const cards = [
    line(
      1,
      90,
      ['Your share', 'Total operating expenses', 'Your total for 2022', 'Balance due'].map((c, i) =>
        at(c, CARDS[i] as number),
      ),
    ),
    line(
      1,
      104,
      ['3.9894%', '$638,760.73', '$25,482.72', '$5,670.72'].map((c, i) => at(c, CARDS[i] as number)),
    ),
  ];
  const total = opts.ocr
    ? // A speck beside the caption reads as a dash on the scan.
      [
        line(1, 400, [at('Total operating expenses', 53), ra('-', 590)]),
        line(1, 412, [ra('$638,760.73', RIGHT)]),
      ]
    : stacked(1, 400, 'Total operating expenses', '$638,760.73');
  const lines = [
    line(1, 40, [at('2022 operating expense reconciliation', 53)]),
    ...cards,
    line(1, 130, [at('Expenses', 53)]),
    line(1, 146, [at('Common Area Maintenance', 53)]),
    ...stacked(1, 160, 'Landscape Maintenance', '$22,094.22'),
    ...stacked(1, 184, 'Custodial Services', '$297,076.95'),
    ...stacked(1, 208, 'Common Area Maintenance total', '$319,171.17'),
    line(1, 232, [at('Real Estate Taxes', 53)]),
    ...stacked(1, 246, 'Property Taxes', '$291,504.57'),
    ...stacked(1, 270, 'Real Estate Taxes total', '$291,504.57'),
    line(1, 294, [at('Insurance', 53)]),
    ...stacked(1, 308, 'Insurance', '$28,084.99'),
    ...stacked(1, 332, 'Insurance total', '$28,084.99'),
    ...total,
    line(1, 440, [at('How we calculated your share', 53)]),
    ...stacked(1, 454, 'Your share', '3.9894%'),
    ...stacked(1, 478, 'Total operating expenses', '$638,760.73'),
    ...stacked(1, 502, 'Your share of operating expenses (3.9894%)', '$25,482.72'),
    ...stacked(1, 526, 'Your total for 2022', '$25,482.72'),
    ...stacked(1, 550, 'Estimated payments (12 × $1,651.00)', '−$19,812.00'),
    ...stacked(1, 574, 'Balance due', '$5,670.72'),
  ];
  return doc([{ ...page(1, lines), ocr: opts.ocr ?? false }], 'recon-2022.pdf');
}

describe('summary cards and a stacked calculation', () => {
  it('reads each card caption with the value under it, not every value as the first caption’s', () => {
    const { statement } = extractStatement(portal());
    expect(statement.billedSharePct).toBe(3.9894);
    expect(statement.totalCents).toBe(63_876_073);
    expect(statement.tenantShareCents).toBe(2_548_272);
    expect(statement.totalDueCents).toBe(2_548_272);
    expect(statement.balanceDueCents).toBe(567_072);
    expect(statement.estimatesPaidCents).toBe(1_981_200);
  });

  it('on a scan, joins a caption whose only figure is a speck read as a dash to the amount below it', () => {
    const { statement, warnings } = extractStatement(portal({ ocr: true }));
    expect(statement.totalCents).toBe(63_876_073);
    expect(warnings.join(' ')).not.toMatch(/share_x_pool failed/);
  });
});
