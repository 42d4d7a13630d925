import { describe, expect, it } from 'vitest';
import { centsToDollarText, dollarsToCents } from '../../../src/web/pages/assistant/money-input';

/** The reviewer types dollars; the API takes integer cents (never through a float). */
describe('dollarsToCents', () => {
  it('reads whole dollars, cents, thousands separators and a leading $', () => {
    expect(dollarsToCents('1000')).toBe(100_000);
    expect(dollarsToCents('1,000')).toBe(100_000);
    expect(dollarsToCents('$2,703.51')).toBe(270_351);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('12.5')).toBe(1_250);
    expect(dollarsToCents(' 0 ')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '12.', '.5', '123456789']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
  });

  it('writes cents back as the text a field starts with', () => {
    expect(centsToDollarText(270_351)).toBe('2703.51');
    expect(centsToDollarText(5)).toBe('0.05');
    expect(dollarsToCents(centsToDollarText(470_594))).toBe(470_594);
  });
});
