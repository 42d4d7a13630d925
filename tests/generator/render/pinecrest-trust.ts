/**
 * Family "pinecrest-trust" (decision 0090): a unit of a flex / light-industrial park whose title a
 * bank holds as trustee of a land trust, the beneficiary's managing agent running the park.
 *
 * - Lease (pinecrest-trust-lease.ts): an old-fashioned "INDENTURE OF LEASE" with a ruled Schedule
 *   of Particulars in front (Items 1-11), "THIS INDENTURE ... WITNESSETH", ARTICLE THE FIRST ...
 *   with Sections citing the Items, Park Charges and Impositions as Additional Rent, Exhibit B's
 *   limitations.
 * - Statement (pinecrest-trust-statement.ts): the managing agent's general-ledger listing with a
 *   Recoverable Y/N flag per account, then a computation box.
 * - Bill (pinecrest-trust-bill.ts): the bank's Land Trust Department "STATEMENT OF RENT DUE" with
 *   a remittance stub.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderPinecrestTrustBill } from './pinecrest-trust-bill';
export { renderPinecrestTrustLease } from './pinecrest-trust-lease';
export { renderPinecrestTrustStatement } from './pinecrest-trust-statement';
