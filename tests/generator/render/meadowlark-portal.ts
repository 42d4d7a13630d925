/**
 * Family "meadowlark-portal" (decision 0105): a suite in a new mixed-use building whose owner runs
 * its leases and billing through a property-technology portal.
 *
 * - Lease (meadowlark-portal-lease.ts): an e-signed lease, the envelope header on every page, a
 *   two-column "Key terms" table in sentence case, sentence-case sections, defined terms in bold
 *   without quotation marks, the exclusions as a bulleted list.
 * - Statement (meadowlark-portal-statement.ts): the portal's reconciliation page printed from a
 *   browser: summary cards, the expense lines stacked label over amount under pool headings with
 *   group totals, "How we calculated your share", credits with a real minus sign.
 * - Bill (meadowlark-portal-bill.ts): the portal's "Payment due" page: charges stacked label over
 *   amount, the due date, an autopay notice.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderMeadowlarkPortalBill } from './meadowlark-portal-bill';
export { renderMeadowlarkPortalLease } from './meadowlark-portal-lease';
export { renderMeadowlarkPortalStatement } from './meadowlark-portal-statement';
