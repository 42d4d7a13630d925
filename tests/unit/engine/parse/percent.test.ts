import { describe, expect, it } from 'vitest';
import { findPercents, parsePercent, parsePercentCell } from '../../../../src/engine/parse';

describe('percentages', () => {
  it('reads words, digits and both', () => {
    expect(parsePercent('five percent (5%)')).toBe(5);
    expect(parsePercent('4.5%')).toBe(4.5);
    expect(parsePercent('fifteen percent')).toBe(15);
    expect(parsePercent('0.5 percent')).toBe(0.5);
    expect(parsePercent('three and one-half percent (3.5%)')).toBe(3.5);
    expect(parsePercent('three and one- half percent (3.5%)')).toBe(3.5);
    expect(parsePercent('Two and 41/100 percent (2.41%)')).toBe(2.41);
    expect(parsePercent('ninety-five percent (95%) occupied')).toBe(95);
  });
  it('reads a share behind a stray period from a scan, but never a piece of a number', () => {
    expect(parsePercent("Tenant's Share is .15.8469%.")).toBe(15.8469);
    expect(parsePercent('a fee of 11.5%')).toBe(11.5);
    expect(findPercents('version 2.5% and 3.25%').map((p) => p.value)).toEqual([2.5, 3.25]);
  });
  it('lists several in order', () => {
    expect(findPercents('increase by 3% and a fee of ten percent').map((p) => p.value)).toEqual([3, 10]);
  });
});

describe('parsePercentCell', () => {
  it('reads a table cell percentage, an accounting negative in parentheses included', () => {
    expect(parsePercentCell('5.6%')).toBe(5.6);
    expect(parsePercentCell('-1.2%')).toBe(-1.2);
    expect(parsePercentCell('(4.0%)')).toBe(-4);
    expect(parsePercentCell(' 12% ')).toBe(12);
  });

  it('refuses what is not one whole percentage cell', () => {
    expect(parsePercentCell('(4.0%')).toBeNull();
    expect(parsePercentCell('4.0')).toBeNull();
    expect(parsePercentCell('five percent')).toBeNull();
    expect(parsePercentCell('1,234%')).toBeNull();
  });
});

describe('a percentage written as words, the digits in parentheses, then "percent"', () => {
  it('reads "four (4) percent" and "two and one-half (2.5) percent"', () => {
    expect(
      findPercents(
        'not to exceed four (4) percent of the other costs; a fee of two and one-half (2.5) percent',
      ).map((p) => p.value),
    ).toEqual([4, 2.5]);
    expect(findPercents('interest at the rate of ten (10) percent per annum')[0]).toEqual({
      value: 10,
      index: 24,
      length: 16,
    });
  });
});
