/** Negotiation tips for the premium report: one per rule the findings raise, then the general ones. */
import type { AuditJson } from '../types';

const BY_RULE: Record<string, string> = {
  PRO_RATA_SHARE:
    'Your share: ask for the building RSF used each year and whether any space (vacant units, anchor tenants, the management office) was left out of the denominator. The lease share is a fixed number; a higher billed share is the easiest error to prove.',
  EXCLUDED_EXPENSE:
    'Excluded costs: quote the exclusion clause word for word next to the statement line. Landlords usually concede excluded items quickly once the clause is in front of them.',
  CAPITAL_NOT_AMORTIZED:
    "Capital items: ask for the amortization schedule. Agree to pay this year's installment only; the rest of the cost belongs in later years, if at all.",
  CAM_CAP_EXCEEDED:
    'CAM cap: ask for the controllable expenses of each year and the cap computation. Keep the cap arithmetic simple in your letter: allowed amount, billed amount, difference.',
  ADMIN_FEE_OVER_CAP:
    'Administrative fee: the lease rate is fixed. Ask for the fee to be recomputed at the lease rate on the same base.',
  ADMIN_FEE_ON_EXCLUDED_BASE:
    'Fee base: point out that the fee may not be charged on taxes and insurance (or the other excluded base) and ask for it to be recomputed on the allowed base only.',
  MGMT_FEE_OVER_CAP:
    'Management fee: ask for the fee computation and the base it was charged on. The cap applies to the fee, and any excess should be credited with the admin fee charged on it.',
  GROSS_UP_MISAPPLIED:
    'Gross-up: ask for the actual occupancy and the actual (not grossed-up) costs. Taxes and insurance do not vary with occupancy and should not be grossed up.',
  BASE_YEAR_UNDERSTATED:
    'Base year: ask for the base-year statement. An understated base year overcharges you every year of the lease, so settle it now for all years.',
  MATH_ERROR:
    'Arithmetic errors: these need no interpretation of the lease. Lead with them; they set a cooperative tone for the rest.',
  ESTIMATES_NOT_CREDITED:
    'Estimates: send proof of your monthly estimate payments (bank statements or the rent ledger) with your letter.',
  DUPLICATE_CHARGE:
    "Duplicate charges: ask for both invoices. A duplicate is usually fixed as soon as the landlord's accountant looks at the ledger.",
  LATE_STATEMENT_WAIVER:
    "Late statement: the lease says a late statement waives the landlord's claim. State the delivery date and the lease deadline plainly, and keep the envelope or the e-mail that delivered it.",
  RENT_ESCALATION_ERROR:
    'Base rent: compare the bill with the rent schedule in the lease and ask for the difference to be credited on the next invoice.',
  LATE_FEE_EXCESSIVE: 'Late fee: quote the late fee clause and ask for the excess to be reversed.',
  REVIEW_RECOMMENDED:
    'Items to review: ask for the invoices behind unusual or new lines before you pay them; a large jump in one category is worth an explanation.',
};

const GENERAL = [
  'Put everything in writing and keep copies. Send your letter before the audit window closes, even if you are still waiting for documents.',
  'Be specific and polite: one line per charge, the amount, and the lease clause. A landlord can approve a specific credit; a general complaint is easy to ignore.',
  'Ask for a credit on your next invoice if a refund is slow; it settles the matter faster.',
  'Keep paying undisputed rent on time while the dispute is open, so the landlord has no default to point to.',
  'If the landlord does not respond or the amounts are large, consider a professional lease auditor or a real estate attorney; many leases let you recover audit costs when the overcharge exceeds a threshold.',
];

/** The tips for this audit: tailored ones for each rule found (in order of first appearance), then the general ones. */
export function negotiationTips(audit: AuditJson): { tailored: string[]; general: string[] } {
  const rules = [...new Set(audit.findings.map((f) => f.rule))];
  return { tailored: rules.flatMap((r) => (BY_RULE[r] ? [BY_RULE[r]] : [])), general: GENERAL };
}
