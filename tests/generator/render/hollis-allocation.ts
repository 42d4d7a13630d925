/**
 * Family "hollis-allocation" (decision 0114): a shop or a professional office suite of a small
 * strip or neighbourhood center whose owner sends every tenant the same year-end allocation
 * schedule of all the suites, on a lease its law office typed on pleading paper.
 *
 * - Lease (hollis-allocation-lease.ts): pleading paper (line numbers 1-26 or 1-28 down the left
 *   margin of every page beside a double rule, the text double-spaced on the numbered lines), a
 *   court-style caption, articles of decimal sections run in ("6.2 Tenant's Share.").
 * - Statement (hollis-allocation-statement.ts): a letter naming the tenant's suite and balance,
 *   the landscape CAM / TAX / INSURANCE ALLOCATION SCHEDULE of every suite (vacant included, the
 *   tenant's row marked and shaded, the columns footed), then the pools' detail.
 * - Bill (hollis-allocation-bill.ts): a RENT NOTICE, or a SECOND NOTICE with the unpaid month
 *   past due above the current charges.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderHollisAllocationBill } from './hollis-allocation-bill';
export { renderHollisAllocationLease } from './hollis-allocation-lease';
export { renderHollisAllocationStatement } from './hollis-allocation-statement';
