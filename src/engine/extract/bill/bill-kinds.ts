import type { BillLineKind } from '../../types';

/**
 * What a bill line charges, by meaning; tried in order (a "Past Due Rent" is past due, not rent;
 * a "Late Charge" is a fee). Kept as data so a new landlord's wording is a one-line addition.
 */
export const BILL_KIND_LEXICON: { kind: BillLineKind; cues: string[] }[] = [
  {
    kind: 'LATE_FEE',
    cues: [
      'late (?:fee|charge|payment (?:fee|charge)|penalty)s?',
      // Older leases call the late charge a "service charge" on an installment not paid when due
      // ("Service charge on the March 2023 installment"); a bare "service charge" is the CAM
      // charge (below), as British and older American forms name it.
      'service charge (?:on|for) (?:the |an? )?(?:[a-z]+ )?(?:\\d{4} )?(?:installment|payment|late|overdue|past due|unpaid|delinquen)',
      'delinquen(?:cy|t) (?:fee|charge)s?',
      'interest on (?:past due|late|overdue)',
      'late interest',
      'nsf fee',
      'returned (?:check|payment) fee',
    ],
  },
  {
    kind: 'PAST_DUE',
    cues: [
      'past due',
      'previous balance',
      'prior balance',
      'balance forward',
      'balance brought forward',
      'arrears?',
      'outstanding balance',
      'unpaid balance',
      'overdue',
      'carried forward',
      'prior month',
      // An open-items statement marks a prior period's charges still owed by their status
      // ("April 2026 - Unpaid", "Unpaid Charges"): Yardi/MRI print open items as "unpaid".
      'unpaid',
      'no payment received',
      // A second notice lists the month still owed by what did not happen: "March 2025 charges not
      // received", "Payment not received", "Rent not paid".
      '(?:charges?|payments?|rent|installments?) not (?:yet )?(?:received|paid)',
      // A mall REIT's invoice lists unpaid prior invoices as "OPEN ITEMS" and adds their "Total
      // Open Items" to the current charges.
      'open items?',
      'open balance',
      // A rent debit the bank returned ("Returned ACH debit - June 2026 (R01 insufficient funds)")
      // is that month's charges still owed; a returned-payment fee is a LATE_FEE cue above.
      'returned (?:ach|eft|electronic|auto(?:matic|pay)?)?\\s*(?:debit|payment|check|draft)',
      'nsf',
    ],
  },
  {
    // A year-end settlement posted to the tenant's account ("2022 CAM/Tax/Ins Reconciliation",
    // "Year End Adjustment", "CAM true-up") is a one-off charge or credit, not a monthly estimate,
    // even though it names the pools; real leases bill it apart: "within thirty (30) days after
    // receipt of Landlord's annual statement, Tenant shall pay the amount of any deficiency".
    kind: 'OTHER',
    // "2024 Annual CAM / Tax / Insurance Adjustment" (a mall REIT's charge code ANNADJ).
    cues: [
      'reconciliation',
      'recon',
      'year[- ]end (?:adjustment|settlement)',
      'true[- ]?up',
      'annual [a-z/& ]{0,40}adjustment',
    ],
  },
  // "Ins. Recovery Est." / "Ins Rec": accounts-receivable systems abbreviate their charge names.
  { kind: 'INSURANCE_ESTIMATE', cues: ['insurance', 'ins\\.', 'ins (?:rec|recovery|est|escrow)'] },
  {
    kind: 'TAX_ESTIMATE',
    cues: [
      'real estate tax(?:es)?',
      'property tax(?:es)?',
      're tax(?:es)?',
      'tax(?:es)? (?:estimate|escrow|reimbursement)',
      'taxes',
      // "Impositions": taxes, assessments and other governmental charges, as New York and other
      // older leases define them ("all Impositions ... levied or assessed against the Land").
      'impositions?',
    ],
  },
  {
    kind: 'CAM_ESTIMATE',
    cues: [
      'cam',
      'common area',
      'operating (?:expense|cost)s?',
      'opex',
      'op ex',
      'additional rent',
      'nnn',
      'triple net',
      'escalation',
      'maintenance (?:estimate|charge)',
      'service charge',
      // "Operating Rent" is the research-park lease's name for the operating-cost share ("the
      // Operating Costs or Operating Rents", ../shared/real-leases bioprotection-isu-research-park):
      // a rent by name, never base rent.
      'operating rents?',
      // An industrial or office park's common-area costs: "Park Charges", "Park Operating
      // Expenses", "Park Common Area Costs", as park leases define them.
      'park (?:common area |operating )?(?:charges?|expenses?|costs?)',
      // A monthly charge billed as an estimate is an estimate of the pass-through costs; base
      // rent is a fixed sum and is never billed as one.
      'estimated?',
      'estimated (?:payment|charge)s?',
    ],
  },
  {
    kind: 'BASE_RENT',
    cues: [
      '(?:base|minimum|monthly|fixed|basic|annual|guaranteed|gross) (?:monthly )?rent',
      'rent',
      'rental',
    ],
  },
];

const KIND_ENTRIES = BILL_KIND_LEXICON.map(({ kind, cues }) => ({
  kind,
  re: new RegExp(`(?:^|[^a-z])(?:${cues.join('|')})(?![a-z])`, 'i'),
}));

/** The kind the first matching cue names, or null when no cue matches the label at all. */
export function cuedKind(label: string): BillLineKind | null {
  return KIND_ENTRIES.find((e) => e.re.test(label))?.kind ?? null;
}

export function billLineKind(label: string): BillLineKind {
  return cuedKind(label) ?? 'OTHER';
}
