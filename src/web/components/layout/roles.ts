/** Roles that run the business rather than buy audits, so they never see Billing (spec 2.2, 6). */
export const STAFF_ROLES_WITHOUT_BILLING: readonly string[] = ['admin', 'assistant'];
