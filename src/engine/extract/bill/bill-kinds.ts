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
    ],
  },
  { kind: 'INSURANCE_ESTIMATE', cues: ['insurance'] },
  {
    kind: 'TAX_ESTIMATE',
    cues: [
      'real estate tax(?:es)?',
      'property tax(?:es)?',
      're tax(?:es)?',
      'tax(?:es)? (?:estimate|escrow|reimbursement)',
      'taxes',
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
