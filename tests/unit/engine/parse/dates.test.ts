import { describe, expect, it } from 'vitest';
import { addDays, addMonths, findDates, monthsBetween, parseDate } from '../../../../src/engine/parse';

describe('dates', () => {
  it('reads the common written forms as YYYY-MM-DD', () => {
    for (const t of [
      'March 1, 2022',
      '1st day of March, 2022',
      'the first day of March 2022',
      '03/01/2022',
      '2022-03-01',
      'Mar. 1, 2022',
      'March 1st, 2022',
      '1 March 2022',
    ])
      expect(parseDate(t), t).toBe('2022-03-01');
    expect(parseDate('February 29, 2028')).toBe('2028-02-29');
    expect(parseDate('February 30, 2028')).toBeNull();
    expect(parseDate('the twenty-first day of June, 2019')).toBe('2019-06-21');
  });
  it('finds dates wrapped over a line break', () => {
    expect(findDates('from January 1,\n2022 to December 31, 2022').map((d) => d.value)).toEqual([
      '2022-01-01',
      '2022-12-31',
    ]);
  });
  it('reads the punctuation a scan puts between day and year', () => {
    expect(
      findDates('February 1.2020 through January 31; 2023, then March 1. 2024').map((d) => d.value),
    ).toEqual(['2020-02-01', '2023-01-31', '2024-03-01']);
  });
  it('does calendar arithmetic', () => {
    expect(addMonths('2022-03-01', 84)).toBe('2029-03-01');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(monthsBetween('2022-03-01', '2029-03-01')).toBe(84);
  });
});
