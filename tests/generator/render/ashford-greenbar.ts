/**
 * Family "ashford-greenbar" (decision 0102): a unit of an older suburban office/flex or
 * light-industrial park managed by a regional property-management firm whose accounting still
 * runs on a legacy midrange system that prints fixed-width ("green bar") reports, and whose leases
 * are old typed forms. Every document is Courier and **every printed line is one string** (its
 * columns made of spaces), as a spooled report or a typed page printed to PDF.
 *
 * - Lease (ashford-greenbar-lease.ts): the firm's typed lease, double-spaced paragraphs 1-40 with
 *   capital run-in headings, WITNESSETH, amounts in words then figures, and a typed Rider of
 *   Paragraphs 41-55 that controls and amends the body's figures.
 * - Statement (ashford-greenbar-statement.ts): the system's 132-column TENANT ESCALATION/RECOVERY
 *   BILLING report: account-numbered lines by pool with subtotals, the table continued across a
 *   page break under the repeated page and column headers, the calculation in dotted labelled
 *   lines, trailing-minus credits.
 * - Bill (ashford-greenbar-bill.ts): the system's STATEMENT OF ACCOUNT: previous balance,
 *   payments, balance forward, charge codes, total amount due, a tear-off remittance stub.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderAshfordGreenbarBill } from './ashford-greenbar-bill';
export { renderAshfordGreenbarLease } from './ashford-greenbar-lease';
export { renderAshfordGreenbarStatement } from './ashford-greenbar-statement';
