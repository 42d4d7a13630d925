import { describe, expect, it } from 'vitest';
import {
  areaRatiosIn,
  findDates,
  findDurations,
  findMoney,
  findMonthYears,
  parseDate,
  parseDateCell,
  parseMoneyCents,
  parseShare,
  quotientPrints,
  repairOcrMoney,
  sameShare,
} from '../../../../src/engine/parse';

describe('parseMoneyCents: every cell format, as integer cents', () => {
  it.each([
    ['$1,234.56', 123456],
    ['1,234.56', 123456],
    ['1,234.56 CR', -123456],
    ['1,234.56CR', -123456],
    ['$1,234.56 Cr', -123456],
    ['1,234.56-', -123456],
    ['$1,234.56-', -123456],
    ['(1,234.56)', -123456],
    ['($1,234.56)', -123456],
    ['$(1,234.56)', -123456],
    ['-$1,234.56', -123456],
    ['$-1,234.56', -123456],
    ['−1,234.56', -123456],
    ['$1,234', 123400],
    ['1,234', 123400],
    ['USD 1,234.56', 123456],
    ['1,234.56 USD', 123456],
    ['US$1,234.56', 123456],
    ['$ 1,234.56', 123456],
    ['$0.29', 29],
    ['.29', 29],
    ['$1,157,433.82', 115743382],
    ['$5.1', 510],
    ['<6,442.64>', -644264],
    ['<$245.10>', -24510],
  ])('%s -> %d', (text, cents) => {
    expect(parseMoneyCents(text)).toBe(cents);
  });
  it.each([
    'abc',
    '',
    '$',
    '12,34.56',
    '--1.00',
    '(1.00',
    '-1.00-',
    '5.0375%',
    '1/5/24',
    '1,234.56 DR extra',
    '<abc>',
    '<(1.00)>',
  ])('%s is not money', (text) => {
    expect(parseMoneyCents(text)).toBeNull();
  });
  it('a zero credit is zero, not minus zero', () => {
    expect(Object.is(parseMoneyCents('0.00 CR'), 0)).toBe(true);
  });
});

describe('findMoney: amounts in running text with their positions', () => {
  it('reads $ and USD amounts, credits and trailing minus signs', () => {
    const text = 'Base rent $1,234.56; credit $200.00 CR; adj $15.00- then USD 2,000 and 3,000.50 USD.';
    const found = findMoney(text);
    expect(found.map((f) => f.value)).toEqual([123456, -20000, -1500, 200000, 300050]);
    for (const f of found) expect(text.slice(f.index, f.index + f.length)).toMatch(/\d/);
    expect(text.slice(found[0]!.index, found[0]!.index + found[0]!.length)).toBe('$1,234.56');
  });
  it('reads a range as two positive amounts, not a trailing minus', () => {
    expect(findMoney('between $5,000-$10,000 a year').map((f) => f.value)).toEqual([500000, 1000000]);
  });
  it('reads a space after the dollar sign', () => {
    expect(findMoney('a fee of $ 250.00 per month').map((f) => f.value)).toEqual([25000]);
  });
  it('reads the digits after an amount in words as positive', () => {
    expect(findMoney('Ten Thousand and 00/100 Dollars ($10,000.00)').map((f) => f.value)).toEqual([1000000]);
  });
  it('reads bare amounts with cents only when asked, with credits and parentheses', () => {
    const text = 'Water 1,234.56 Electric (200.00) Refund 50.00 CR Adj 12.00- Acct 6100 Share 5.0375%';
    expect(findMoney(text)).toEqual([]);
    expect(findMoney(text, { bare: true }).map((f) => f.value)).toEqual([123456, -20000, -5000, -1200]);
  });
  it('keeps the OCR repair of a decimal point read as a space', () => {
    expect(findMoney(repairOcrMoney('total $14,131 17 due')).map((f) => f.value)).toEqual([1413117]);
  });
});

describe('parseShare: percent, decimal fraction or a fraction of areas', () => {
  it.each([
    ['5.0375 %', 5.0375, 'percent'],
    ['5.0375%', 5.0375, 'percent'],
    ['5.0375 percent', 5.0375, 'percent'],
    ['0.050375', 5.0375, 'fraction'],
    ['.050375', 5.0375, 'fraction'],
    ['6,256 / 32,000', 19.55, 'areas'],
    ['6,256 RSF / 32,000 RSF', 19.55, 'areas'],
    ['6,256 sf ÷ 32,000 sf', 19.55, 'areas'],
    ['7,534 rentable square feet / 80,000 rentable square feet', 9.4175, 'areas'],
  ])('%s -> %d (%s)', (text, pct, form) => {
    const s = parseShare(text);
    expect(s?.pct).toBe(pct);
    expect(s?.form).toBe(form);
  });
  it('keeps the areas of a fraction', () => {
    expect(parseShare('6,256 / 32,000')).toMatchObject({ numerator: 6256, denominator: 32000 });
  });
  it.each(['511%', '0', '32,000 / 6,256', 'share', '1.5', '5.0375% of the pool'])(
    '%s is not a share',
    (t) => {
      expect(parseShare(t)).toBeNull();
    },
  );
  it('compares shares to the hundredth of a percent', () => {
    expect(sameShare(19.55, 19.5500001)).toBe(true);
    expect(sameShare(19.55, 19.56)).toBe(false);
  });
});

describe('areaRatiosIn: the areas a line divides, in running text', () => {
  it.each([
    ["Tenant's Share  2,180 ÷ 107,110  2.0353%", 2180, 107110, false, false],
    ['Share basis: 11,348 / 154,780 RSF', 11348, 154780, true, false],
    ['6,256 sf of 32,000 square feet', 6256, 32000, true, false],
    ['Pro rata 4,500 divided by 60,000 rentable', 4500, 60000, true, false],
    ['Share 2,180 + 107,110 2.0353%', 2180, 107110, false, true],
  ])('%s', (text, numerator, denominator, unit, plus) => {
    expect(areaRatiosIn(text)).toEqual([{ numerator, denominator, unit, plus }]);
  });

  it('takes no pair whose numerator is not the smaller, no area under 100 sq ft, no part of a longer number', () => {
    expect(areaRatiosIn('107,110 / 2,180 RSF')).toEqual([]);
    expect(areaRatiosIn('12 of 48 months')).toEqual([]);
    expect(areaRatiosIn('1,234,567 / 2,000,000.5')).toEqual([
      { numerator: 1234567, denominator: 2000000, unit: false, plus: false },
    ]);
  });

  it('quotientPrints: the quotient rounds to the printed percentage at its printed decimals', () => {
    expect(quotientPrints({ numerator: 2180, denominator: 107110 }, 2.0353, 4)).toBe(true);
    expect(quotientPrints({ numerator: 2180, denominator: 107110 }, 2.04, 2)).toBe(true);
    expect(quotientPrints({ numerator: 2180, denominator: 107110 }, 2.0354, 4)).toBe(false);
  });
});

describe('dates: every common written form', () => {
  it.each([
    'January 5, 2024',
    'Jan. 5, 2024',
    'Jan 5 2024',
    'January 5th, 2024',
    '5 January 2024',
    '01/05/2024',
    '1/5/24',
    '2024-01-05',
    '2024/01/05',
    '05-Jan-2024',
    '5-JAN-24',
    'the 5th day of January, 2024',
    'the fifth day of January, 2024',
  ])('%s', (t) => {
    expect(parseDate(t)).toBe('2024-01-05');
  });
  it('a cell is a date only when it holds nothing else', () => {
    expect(parseDateCell('Jan. 5, 2024')).toBe('2024-01-05');
    expect(parseDateCell('Dated as of 1/5/24')).toBe('2024-01-05');
    expect(parseDateCell('1/5/24 - 2/5/24')).toBeNull();
    expect(parseDateCell('Invoice 1/5/24 #4411')).toBeNull();
  });
  it('does not read an account number or a fraction as a date', () => {
    expect(findDates('Account 6100-01-2024 share 6,256/32,000')).toEqual([]);
  });
});

describe('durations', () => {
  it('reads a term in lease years', () => {
    expect(findDurations('Term Ten (10) Lease Years')[0]?.value).toEqual({ count: 10, unit: 'year' });
  });
});

describe('findMonthYears: a month without a day', () => {
  it('reads month names, abbreviations, OCR specks and numeric months as the first day', () => {
    expect(findMonthYears('June 2025, Jun. 2025, Apr) 2024, 06/2025, 13/2025').map((f) => f.value)).toEqual([
      '2025-06-01',
      '2025-06-01',
      '2024-04-01',
      '2025-06-01',
    ]);
  });

  it('reads no month from the tail of a whole date ("04/01/2023" is April 1, not January 2023)', () => {
    expect(findMonthYears('Item 7 04/01/2023 – 04/30/2023')).toEqual([]);
    expect(findMonthYears('Rent 2023-04-01, 5.01/2023')).toEqual([]);
    expect(findMonthYears('period 04/2023').map((f) => f.value)).toEqual(['2023-04-01']);
  });

  it("reads a billing period written as the month's range of days, and not one day of it", () => {
    expect(findMonthYears('Jul 1-31, 2025').map((f) => f.value)).toEqual(['2025-07-01']);
    expect(findMonthYears('June 1 - 30, 2025').map((f) => f.value)).toEqual(['2025-06-01']);
    expect(findMonthYears('June 15, 2025')).toEqual([]);
  });
});
