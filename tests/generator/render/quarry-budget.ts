/**
 * Family "quarry-budget" (decision 0100): a suite of a neighbourhood medical / professional office
 * building, or a shop of a small retail strip, owned by a family office whose outside bookkeeper
 * keeps the reconciliation in a spreadsheet and bills from small-business accounting software.
 *
 * - Lease (quarry-budget-lease.ts): thirteen SECTIONs of run-in decimal subsections, every cost
 *   term followed by a worked "For example" on illustrative figures that are not the tenant's,
 *   defined terms in bold inside quotation marks and in lower case.
 * - Statement (quarry-budget-statement.ts): the cover e-mail as the mail client prints it, then
 *   the spreadsheet printed with gridlines, column letters and row numbers: prior-year or
 *   base-year, budget, actual and variance columns, the tenant's calculation in labelled cells
 *   with formula notes.
 * - Bill (quarry-budget-bill.ts): the accounting software's INVOICE (Item | Description | Qty |
 *   Rate | Amount, Net 10), a reconciliation credit applied under Payments/Credits.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderQuarryBudgetBill } from './quarry-budget-bill';
export { renderQuarryBudgetLease } from './quarry-budget-lease';
export { renderQuarryBudgetStatement } from './quarry-budget-statement';
