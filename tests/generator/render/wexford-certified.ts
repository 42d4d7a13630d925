/**
 * Family "wexford-certified" (decision 0109): a shop, office suite or industrial unit let on a law
 * firm's side-captioned lease whose Operating Cost Statement must be certified by an independent
 * certified public accountant, and billed by the landlord's managing agent.
 *
 * - Lease (wexford-certified-lease.ts): numbered sections with their captions in a narrow left
 *   margin column and the text beside them; every figure inline in its section.
 * - Statement (wexford-certified-statement.ts): the accountants' report on their examination, a
 *   Statement of Recoverable Operating Costs set as a financial statement (inner line column,
 *   pool totals stepped out, double-ruled total), Schedule 1 Computation of Tenant's Share and
 *   Notes to Statement.
 * - Bill (wexford-certified-bill.ts): a Notice of Adjusted Monthly Estimates and Rent Due letter.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderWexfordCertifiedBill } from './wexford-certified-bill';
export { renderWexfordCertifiedLease } from './wexford-certified-lease';
export { renderWexfordCertifiedStatement } from './wexford-certified-statement';
