/**
 * Family "foxhollow-letter" (decision 0094): a shop or a small office in an older downtown
 * main-street building (shops on the ground floor, offices above) owned by a local family's company
 * and kept by a part-time bookkeeper.
 *
 * - Lease (foxhollow-letter-lease.ts): a short "COMMERCIAL LEASE", its economic terms in an
 *   alphabetical DEFINITIONS paragraph and a definitions-like Rent Schedule, the body in plain
 *   numbered paragraphs without headings, and one "LEASE MODIFICATION AGREEMENT" bound at the end
 *   of the same PDF whose figure controls.
 * - Statement (foxhollow-letter-statement.ts): the bookkeeper's typed letter stating the
 *   arithmetic in prose, then the "List of 2024 expenses" in two newspaper-style columns.
 * - Bill (foxhollow-letter-bill.ts): a postcard-style half-page "RENT REMINDER" with a
 *   handwritten-style note.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderFoxhollowLetterBill } from './foxhollow-letter-bill';
export { renderFoxhollowLetterLease } from './foxhollow-letter-lease';
export { renderFoxhollowLetterStatement } from './foxhollow-letter-statement';
