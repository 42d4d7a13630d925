import { ID_DISPLAY_LENGTH } from '../../shared/constants';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Money travels as integer cents; it becomes dollars only here, at the edge. */
export function formatUsdCents(cents: number): string {
  return usd.format(cents / 100);
}

/** Request and order ids are long UUIDs; the UI shows a recognisable prefix (spec 9). */
export function shortId(id: string): string {
  return `${id.slice(0, ID_DISPLAY_LENGTH)}...`;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString();
}

/** Date and time, for "who did what when" lines. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
