/**
 * Family "bluewater-rider" (decision 0088): a shop of a neighbourhood strip center owned and run by
 * a local developer, let net on a brokers' association's printed multi-tenant net lease form with
 * a negotiated Addendum / Rider that controls over it.
 *
 * - Lease (bluewater-rider-lease.ts, -form.ts, -addendum.ts): the printed "STANDARD COMMERCIAL
 *   LEASE – MULTI-TENANT – NET" filled in, then the Addendum's paragraphs 41 onwards, which delete
 *   or replace printed paragraphs (late charge, administrative fee, statement deadline and
 *   non-waiver, review period) and restate the floor areas and the share.
 * - Statement (bluewater-rider-statement.ts): a twenty-line "Reconciliation Worksheet" laid out like
 *   a tax worksheet, with Schedule A's three parts carried to Lines 1-3.
 * - Bill (bluewater-rider-bill.ts): the monthly invoice with the prior balance, the sub-metered
 *   utility and its meter readings.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderBluewaterRiderBill } from './bluewater-rider-bill';
export { renderBluewaterRiderLease } from './bluewater-rider-lease';
export { renderBluewaterRiderStatement } from './bluewater-rider-statement';
