import { parseIsoDate } from '../parse/dates';
import type { LeaseData, Statement } from '../types';
import type { RuleContext } from './types';

/**
 * Periods as the rules need them (date arithmetic itself is parse/dates.ts): the
 * period a statement reconciles, a year's statement, months of occupancy.
 */

/** The last day of the period a statement reconciles (its printed period end, else December 31). */
export function periodEndOf(st: Statement): string | null {
  if (st.periodEnd && parseIsoDate(st.periodEnd) !== null) return st.periodEnd;
  return st.year !== null ? `${st.year}-12-31` : null;
}

/** The statement for one year (the first one read when the packet holds two). */
export function statementForYear(ctx: RuleContext, year: number): Statement | null {
  return ctx.statements.find((s) => s.year === year) ?? null;
}

/**
 * Months of the statement's year the tenant occupied (and so paid estimates for): 12, fewer in
 * the commencement year (counting the commencement month only when it starts on the 1st) or
 * the expiration year. Null when the year is before commencement or after expiration, or unknown.
 */
export function monthsOfOccupancy(lease: LeaseData | null, year: number): number | null {
  let first = 1;
  let last = 12;
  const start = lease?.commencementDate?.value ?? null;
  const ts = parseIsoDate(start);
  if (ts !== null) {
    const d = new Date(ts);
    const y = d.getUTCFullYear();
    if (y > year) return null;
    if (y === year) first = d.getUTCMonth() + 1 + (d.getUTCDate() === 1 ? 0 : 1);
  }
  const end = lease?.expirationDate?.value ?? null;
  const te = parseIsoDate(end);
  if (te !== null) {
    const d = new Date(te);
    const y = d.getUTCFullYear();
    if (y < year) return null;
    if (y === year) last = d.getUTCMonth() + 1;
  }
  const n = last - first + 1;
  return n > 0 ? n : null;
}
