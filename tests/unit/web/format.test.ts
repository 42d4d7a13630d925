import { describe, expect, it } from 'vitest';
import { formatUsdCents, shortId } from '../../../src/web/lib/format';

describe('formatUsdCents', () => {
  it('shows whole dollars without cents, anything else with both cent digits', () => {
    expect(formatUsdCents(19_700)).toBe('$197');
    expect(formatUsdCents(594_050)).toBe('$5,940.50');
    expect(formatUsdCents(123_456)).toBe('$1,234.56');
    expect(formatUsdCents(5)).toBe('$0.05');
    expect(formatUsdCents(0)).toBe('$0');
  });
});

describe('shortId', () => {
  it('keeps the first 8 characters and adds an ellipsis (spec 9)', () => {
    expect(shortId('bc7e9a5b-7f5a-46f4-b07d-338300eeab57')).toBe('bc7e9a5b...');
  });
});
