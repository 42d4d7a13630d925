/**
 * Family "larkspur-board" (decision 0106): a space in a multi-tenant center or park let on a
 * real-estate board's pre-printed net lease form, billed from the landlord's accounting package.
 *
 * - Lease (larkspur-board-lease.ts): the board's "Standard Multi-Tenant Commercial Lease — Net"
 *   in two text columns per page, numbered paragraphs with run-in bold captions, the blanks of
 *   paragraph 1 typed in and underlined, then the broker's single-column Addendum, which sets the
 *   cost terms and amends the form's blanks ("Paragraph 1.6 is amended to read ...").
 * - Statement (larkspur-board-statement.ts): the package's landscape 12 Month Operating Statement,
 *   account rows with Jan ... Dec and a Total, pools with subtotals, split Jan-Jun / Jul-Dec +
 *   Total over two pages, then a Tenant Recovery Summary; credits in parentheses.
 * - Bill (larkspur-board-bill.ts): a Tenant Ledger / Aging Statement: open items with a running
 *   balance and an aging line Current / 1-30 / 31-60 / 61-90 / Over 90 / Total Due.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderLarkspurBoardBill } from './larkspur-board-bill';
export { renderLarkspurBoardLease } from './larkspur-board-lease';
export { renderLarkspurBoardStatement } from './larkspur-board-statement';
