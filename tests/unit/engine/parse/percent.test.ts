import { describe, expect, it } from 'vitest';
import { findPercents, parsePercent } from '../../../../src/engine/parse';

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
  it('lists several in order', () => {
    expect(findPercents('increase by 3% and a fee of ten percent').map((p) => p.value)).toEqual([3, 10]);
  });
});
