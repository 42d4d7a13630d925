import { describe, expect, it } from 'vitest';
import {
  durationDays,
  findDurations,
  findNumbers,
  findOrdinalDays,
  ordinalWordsToNumber,
  parseNumber,
  wordsToNumber,
} from '../../../../src/engine/parse';

describe('numbers in words and digits', () => {
  it('reads number words', () => {
    expect(wordsToNumber('one hundred twenty')).toBe(120);
    expect(wordsToNumber('Eighty-Four')).toBe(84);
    expect(wordsToNumber('ninety')).toBe(90);
    expect(wordsToNumber('Ten Thousand One Hundred Eighty-Two')).toBe(10182);
    expect(wordsToNumber('three hundred sixty-five')).toBe(365);
    expect(wordsToNumber('three and one-half')).toBe(3.5);
    expect(wordsToNumber('banana')).toBeNull();
  });
  it('prefers digits in parentheses over the words before them', () => {
    expect(
      findNumbers('Seven thousand eight hundred eighty-eight (7,888) rentable square feet')[0]?.value,
    ).toBe(7888);
    expect(findNumbers('Eighty-Four (84)')[0]?.value).toBe(84);
    expect(parseNumber('107,500')).toBe(107500);
  });
  it('reads durations and their units', () => {
    const d = findDurations(
      'one hundred twenty (120) days; Eighty-Four (84) full calendar months; ninety days; a 120-day period; one (1) year; ten (10) business days',
    );
    expect(d.map((x) => [x.value.count, x.value.unit])).toEqual([
      [120, 'day'],
      [84, 'month'],
      [90, 'day'],
      [120, 'day'],
      [1, 'year'],
      [10, 'business day'],
    ]);
    expect(durationDays({ count: 1, unit: 'year' })).toBe(365);
  });
});

describe('deadlines named as an ordinal day', () => {
  it('reads "the ninetieth (90th) day after" as a window of 90 days, in words, digits or both', () => {
    const text =
      'no later than the one hundred eightieth (180th) day after receipt; by the 90th day following delivery; the sixtieth day after the statement; within five {5) years';
    expect(findOrdinalDays(text).map((x) => [x.value.count, x.value.unit])).toEqual([
      [180, 'day'],
      [90, 'day'],
      [60, 'day'],
    ]);
    expect(ordinalWordsToNumber('one hundred twentieth')).toBe(120);
    expect(ordinalWordsToNumber('thirtieth')).toBe(30);
    expect(ordinalWordsToNumber('ninety')).toBeNull();
  });

  it('does not read a day of the month as a window', () => {
    expect(
      findOrdinalDays('payable on the fifth (5th) day of each month; on the first day of the Term'),
    ).toEqual([]);
  });

  it('reads a duration whose parenthesis a scan read as a brace', () => {
    expect(findDurations('over five {5) years').map((x) => x.value)).toEqual([{ count: 5, unit: 'year' }]);
  });
});
