import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A small owner's bookkeeper writes the reconciliation as a letter, every figure in its sentences
// ("your share of them is ..., and 12% of that is ...", "You paid ... a month ..., ... in all, so
// you owe ..."), and attaches the year's costs as a plain list in two newspaper columns: items run
// down the left column and on down the right one, a long label wraps with its amount on the
// label's last line beside a bracketed code, one total ends the right column.
const prose = (y: number, text: string) => line(1, y, [at(text, 72)]);

const LEFT = [
  ['Grounds Care (CAM)', '11,000.00'],
  ['Janitorial (CAM)', '80,000.00'],
  ['Pest Control (CAM)', '1,000.00'],
  ['Window Washing (CAM)', '4,000.00'],
] as const;

/** The list page: the right column's first item wraps ("Legal Fees - Tenant Collection Matter" / "(CAM) 18,000.00"). */
function listPage(total: string) {
  const rows = [
    line(2, 121, [at(LEFT[0][0], 72), ra(LEFT[0][1], 310), at('Legal Fees - Tenant Collection Matter', 318)]),
    line(2, 134, [at(LEFT[1][0], 72), ra(LEFT[1][1], 310), at('(CAM)', 318), ra('18,000.00', 560)]),
    line(2, 147, [
      at(LEFT[2][0], 72),
      ra(LEFT[2][1], 310),
      at('Property Taxes (TAX)', 318),
      ra('150,000.00', 560),
    ]),
    line(2, 160, [at(LEFT[3][0], 72), ra(LEFT[3][1], 310), at('Insurance (INS)', 318), ra('36,000.00', 560)]),
    line(2, 180, [at('Total', 318), ra(total, 560)]),
  ];
  return page(2, [line(2, 80, [at('List of 2022 expenses', 252)]), ...rows]);
}

// Pool 300,000.00 = CAM 114,000.00 + taxes 150,000.00 + insurance 36,000.00; share 10.0000%.
function letter(sentences: string[], total = '300,000.00') {
  return doc([
    page(1, [
      prose(80, 'March 27, 2023'),
      prose(120, 'Re: 2022 Common Area, Tax and Insurance Reconciliation'),
      prose(140, 'Dear Jonah:'),
      prose(
        160,
        'Here is the reconciliation of the common area, tax and insurance charges for 2022 for your shop,',
      ),
      prose(172, 'Suite 110, under paragraphs 5 through 8 of your lease.'),
      ...sentences.map((t, i) => prose(196 + 12 * i, t)),
      prose(
        300,
        'If you have any questions, please call me at (287) 555-0169; I am in the office weekday mornings.',
      ),
    ]),
    listPage(total),
  ]);
}

const OPENING = [
  'The Building’s operating expenses for 2022 came to $300,000.00 (see the attached list). Your share,',
  '7,440 of the Building’s 74,400 square feet, or 10.0000%, is $30,000.00.',
];

// The fee taken on the share of the common area costs, stated as a rate of the figure before it.
const FEE_ON_CAM_SHARE = [
  ...OPENING,
  'We add our administrative charge of 12% of your share of the common area costs. Those costs came to',
  '$114,000.00, your share of them is $11,400.00, and 12% of that is $1,368.00. With the charge, your total',
  'for the year is $31,368.00.',
  'You paid $2,500.00 a month toward these costs, $30,000.00 in all, so you owe $1,368.00. Please send a',
  'check for that amount with your next rent.',
];

describe('a letter whose sentences state the arithmetic, over a two-column list', () => {
  it('reads both columns of the list apart, the wrapped label whole, footed by one total', () => {
    const { statement } = extractStatement(letter(FEE_ON_CAM_SHARE));
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Grounds Care (CAM)', 1_100_000],
      ['Janitorial (CAM)', 8_000_000],
      ['Pest Control (CAM)', 100_000],
      ['Window Washing (CAM)', 400_000],
      ['Legal Fees - Tenant Collection Matter (CAM)', 1_800_000],
      ['Property Taxes (TAX)', 15_000_000],
      ['Insurance (INS)', 3_600_000],
    ]);
    expect(statement.lines.find((l) => l.label.startsWith('Legal Fees'))?.category).toBe('LEGAL_DISPUTES');
    expect(statement.totalCents).toBe(30_000_000);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(true);
  });

  it('names "12% of that" after the charge the letter stated at 12%, on the share before it', () => {
    const { statement } = extractStatement(letter(FEE_ON_CAM_SHARE));
    expect(statement.billedSharePct).toBe(10);
    // The share of the whole pool, not the share of the common area costs the fee is taken on.
    expect(statement.tenantShareCents).toBe(3_000_000);
    expect(statement.adminFeeCents).toBe(136_800);
    expect(statement.adminFeePct).toBe(12);
    // No words name the year's charge: it is the figure that is the share plus the fee.
    expect(statement.totalDueCents).toBe(3_136_800);
    // "$2,500.00 a month ..., $30,000.00 in all": twelve months paid.
    expect(statement.estimatesPaidCents).toBe(3_000_000);
    expect(statement.estimateMonths).toBe(12);
    expect(statement.monthlyEstimateCents).toBe(250_000);
    expect(statement.balanceDueCents).toBe(136_800);
    expect(statement.checks.every((c) => c.ok)).toBe(true);
  });

  it('reads "which is" after the fee as the fee, and "so we owe you" as a credit', () => {
    const { statement } = extractStatement(
      letter([
        ...OPENING,
        'We add our administrative charge of 10% of your share, which is $3,000.00, so your total for the year is',
        '$33,000.00.',
        'You paid $2,900.00 a month toward these costs, $34,800.00 in all, so we owe you $1,800.00, which we will',
        'credit against your June rent.',
      ]),
    );
    expect(statement.adminFeeCents).toBe(300_000);
    expect(statement.adminFeePct).toBe(10);
    expect(statement.totalDueCents).toBe(3_300_000);
    expect(statement.estimatesPaidCents).toBe(3_480_000);
    expect(statement.balanceDueCents).toBe(-180_000);
  });

  it('keeps a list total that does not foot as printed: a math error, not a misreading', () => {
    const { statement } = extractStatement(
      letter(
        [
          'The Building’s operating expenses for 2022 came to $303,600.00 (see the attached list). Your share,',
          '7,440 of the Building’s 74,400 square feet, or 10.0000%, is $30,360.00.',
          'You paid $2,500.00 a month toward these costs, $30,000.00 in all, so you owe $360.00. Please send a',
          'check for that amount with your next rent.',
        ],
        '303,600.00',
      ),
    );
    expect(statement.lines).toHaveLength(7);
    expect(statement.lines.some((l) => /\d/.test(l.label.replace(/\(CAM\)|\(TAX\)|\(INS\)/g, '')))).toBe(
      false,
    );
    expect(statement.totalCents).toBe(30_360_000);
    const foot = statement.checks.find((c) => c.name === 'lines_foot_total');
    expect(foot?.ok).toBe(false);
    expect(foot?.detail).toMatch(/sum of 7 lines = \$300,000\.00; printed \$303,600\.00/);
  });
});
