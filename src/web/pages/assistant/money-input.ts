/**
 * A dollar amount as the reviewer types it ("1,234.5", "$80") in integer cents, or null
 * when it is not one. Read as text, never through a float, so $0.29 is 29 cents.
 */
export function dollarsToCents(text: string): number | null {
  const m = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,/g, '')
    .match(/^(\d{1,8})(?:\.(\d{1,2}))?$/);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as the text an amount field starts with ("1234.50"). */
export function centsToDollarText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
