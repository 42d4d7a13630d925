import { usd } from '../../engine/format/money';
import { ID_DISPLAY_LENGTH } from '../../shared/constants';

/**
 * Money travels as integer cents; it becomes dollars only here, at the edge: whole
 * dollars as "$197", anything else with both cent digits ("$5,940.50", never "$5,940.5").
 */
export function formatUsdCents(cents: number): string {
  return usd(cents, { wholeDollars: true });
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
