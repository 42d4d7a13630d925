/**
 * Family "tidewater-questions" (decision 0112): a medical or professional office suite, a shop or
 * a warehouse unit let by a small regional owner on its plain-language lease, reconciled by the
 * owner's bookkeeper as a debit or credit memo and billed by fax.
 *
 * - Lease (tidewater-questions-lease.ts): numbered headings that are questions ("5. How much Base
 *   Rent does Tenant pay?"), each answered in the paragraphs below it, every figure inline, the
 *   answers citing one another by number ("the area stated in Answer 2").
 * - Statement (tidewater-questions-statement.ts): a DEBIT MEMO or CREDIT MEMO (memo box, lettered
 *   computation lines that cite each other, the memo's amount in words), then Attachment A, the
 *   recoverable expenses by GL account and pool.
 * - Bill (tidewater-questions-bill.ts): a faxed rent statement (the fax header line, a Facsimile
 *   Transmittal cover block, the charges with credits "CR", "PLEASE REMIT").
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderTidewaterQuestionsBill } from './tidewater-questions-bill';
export { renderTidewaterQuestionsLease } from './tidewater-questions-lease';
export { renderTidewaterQuestionsStatement } from './tidewater-questions-statement';
