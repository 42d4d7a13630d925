/**
 * The one money formatter (integer cents in, dollars out) for the engine's findings and report,
 * the server's e-mails and receipts, and the web app. Dependency-free so the browser bundle can
 * take it too.
 */

export interface UsdOptions {
  /** "$197" instead of "$197.00" when the amount is whole dollars (prices, plan cards). */
  wholeDollars?: boolean;
}

/** 123456 -> "$1,234.56"; -1200 -> "-$12.00"; with `wholeDollars`, 19700 -> "$197". Rounds to the cent. */
export function usd(cents: number, opts: UsdOptions = {}): string {
  const c = Math.round(cents);
  const sign = c < 0 ? '-' : '';
  const abs = Math.abs(c);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  if (opts.wholeDollars && abs % 100 === 0) return `${sign}$${dollars}`;
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
