import { describe, expect, it } from 'vitest';
import { usd } from '../../../../src/engine/format/money';
import { formatUsdCents } from '../../../../src/web/lib/format';

describe('the one money formatter', () => {
  it('prints cents with a thousands separator and both cent digits', () => {
    expect(usd(123_456)).toBe('$1,234.56');
    expect(usd(594_050)).toBe('$5,940.50');
    expect(usd(5)).toBe('$0.05');
    expect(usd(0)).toBe('$0.00');
    expect(usd(123_456_789_00)).toBe('$123,456,789.00');
  });

  it('puts the minus before the dollar sign and rounds unrounded model values to the cent', () => {
    expect(usd(-1_200)).toBe('-$12.00');
    expect(usd(1_234.5)).toBe('$12.35');
    expect(usd(-0.4)).toBe('$0.00');
  });

  it('drops zero cents only when asked, as prices are shown', () => {
    expect(usd(19_700, { wholeDollars: true })).toBe('$197');
    expect(usd(19_750, { wholeDollars: true })).toBe('$197.50');
    expect(usd(19_700)).toBe('$197.00');
  });

  it('is what the web app shows (one formatter, not two)', () => {
    expect(formatUsdCents(39_700)).toBe('$397');
    expect(formatUsdCents(594_050)).toBe('$5,940.50');
    expect(formatUsdCents(-2_500)).toBe('-$25');
  });
});
