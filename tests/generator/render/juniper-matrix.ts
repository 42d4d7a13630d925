/**
 * Family "juniper-matrix" (decision 0097): a store of a national retail chain in an open-air
 * lifestyle center owned by a shopping-center REIT, billed through the REIT's property-management
 * system and tenant portal.
 *
 * - Lease (juniper-matrix-lease.ts): a LEASE DATA SHEET grid of numbered, captioned boxes, the
 *   body in ARTICLES, and EXHIBIT D – OPERATING EXPENSE RECOVERY MATRIX: one row per expense
 *   category with Recoverable / Subject to Cap / Admin Fee Applies (Y/N) and Notes, the cap, the
 *   administrative fee and the management-fee limit in numbered notes under it.
 * - Statement (juniper-matrix-statement.ts): the system's landscape CAM RECOVERY DETAIL, each row's
 *   share, cap adjustment and fee on its own row, a Recovery Summary, then a TENANT LEDGER –
 *   RECOVERY ACTIVITY page with a running balance.
 * - Bill (juniper-matrix-bill.ts): the portal's ACCOUNT STATEMENT with an aging strip and charge
 *   codes.
 *
 * Every figure comes from the model (model.ts); these files only decide how it is printed.
 */
export { renderJuniperMatrixBill } from './juniper-matrix-bill';
export { renderJuniperMatrixLease } from './juniper-matrix-lease';
export { renderJuniperMatrixStatement } from './juniper-matrix-statement';
