import type { ExpenseCategory } from '../../types';

/**
 * Cue phrases per lease fact, kept as data so a new landlord's wording is a one-line addition.
 * Each entry is a regular-expression source, matched case-insensitively on whole words.
 */
export const LEXICON = {
  landlord: ['landlord', 'lessor', 'owner'],
  tenant: ['tenant', 'lessee'],
  premises: ['premises', 'demised premises', 'leased premises', 'suite', 'unit', 'space'],
  building: [
    'building',
    'project',
    'shopping center',
    'center',
    'property',
    'park',
    'complex',
    'development',
    'office park',
    'industrial park',
    // A plural names the whole ("the Floor Area of all buildings in the Center").
    'buildings',
  ],
  area: [
    'rentable square feet',
    'square feet',
    'rentable sq\\.? ?ft\\.?',
    'sq\\.? ?ft\\.?',
    'rsf',
    'square foot area',
  ],
  share: [
    "tenant'?s proportionate share",
    "tenant'?s pro rata share",
    'pro rata share',
    'proportionate share',
    "tenant'?s share",
    "tenant'?s percentage",
    'percentage share',
    "tenant'?s allocable share",
    // A letter lease addresses the tenant: "Your share of the Center's costs is 0.0232". Checked on
    // the SEC leases: none uses "your share" for anything but the tenant's (they use no "you").
    'your (?:proportionate |pro rata )?share',
    // The AIR standard forms (industrial/commercial, widely used for US industrial leases) name
    // the parties Lessor and Lessee: "1.6 Lessee's Share of Common Area Operating Expenses: 6.15%".
    "lessee'?s (?:proportionate |pro rata )?share",
  ],
  commencement: [
    'lease commencement date',
    'commencement date',
    'term commencement date',
    'commencement',
    // A plain-English lease: 'starts on June 1, 2020 (the "start date")'. Not a "Rent Start Date"
    // (a rent abatement's end, as real leases write "Rent Commencement Date" for it).
    '(?<!rent )(?:lease )?start(?:ing)? date',
  ],
  expiration: [
    'expiration date',
    'lease end date',
    'termination date',
    'lease expiration date',
    'expiry date',
    'end date',
    'expiration',
  ],
  /** A sentence reciting the term being replaced (an amendment's recitals), not the new one. */
  priorTerm: [
    'scheduled to (?:expire|end|terminate)',
    // Not "The Lease shall now expire on May 31, 2024" (oaks, 2019 amendment): that is the new term.
    '(?:currently|presently|originally|(?<!(?:shall|will) )now) (?:scheduled to )?(?:expires?|ends?|terminates?)',
    'existing (?:expiration date|term)',
    'original (?:expiration date|term)',
    'wish to extend',
    'desire to extend',
    // "The term of the Lease is presently set to expire on March 31, 2015" (corium, Amendment #3).
    '(?:currently|presently|originally|now) (?:set|due) to (?:expire|end|terminate)',
    // A recital of history: "WHEREAS, Tenant exercised the first renewal option ... whereby the
    // Lease was extended to May 31, 2019" (oaks, 2019 amendment); the operative clause follows.
    'whereas',
    '(?:was|were|had been|has been|previously) extended',
  ],
  operatingCosts: [
    'operating expenses',
    'operating costs',
    'common area maintenance',
    'cam charges',
    'cam',
    'common area costs',
    'common area expenses',
    'building expenses',
    'project expenses',
    'additional rent',
    // An industrial or office park's lease names the common-area costs after the park: "Park
    // Charges", "Park Operating Expenses", "Park Common Area Costs" (as the bill lexicon does).
    'park (?:common area |operating )?(?:charges|expenses|costs)',
    // A plain-English lease's defined "Building Costs" ("What Building Costs Do Not Include").
    'building costs',
  ],
  baseRent: [
    'base rent',
    'minimum rent',
    'fixed rent',
    'basic rent',
    'base annual rent',
    'annual base rent',
    'fixed minimum rent',
    // A retail lease's "minimum annual rent ("Minimum Annual Rent") ... payable in equal monthly
    // installments" (the Oaks Shopping Center lease's "Guaranteed Minimum Rent" is the same rent).
    'minimum annual rent',
    'monthly rent',
    // A letter lease: "Your rent is $8,024.00 a month for the first twelve months".
    'your (?:monthly )?rent',
  ],
  /** Words that date a new rent ("Effective Dec 1, 2024, monthly Base Rent shall be ..."). */
  rentEffective: [
    'effective',
    'beginning',
    'commencing',
    'starting',
    'as of',
    'from and after',
    'on and after',
  ],
  // "It goes up by 3% on each anniversary" is a letter lease's increase.
  escalation: [
    'increase',
    'increased',
    'increases',
    'escalate',
    'escalated',
    // "increasing on the first day of the thirteenth (13th) Lease Month ... by three percent (3%)".
    'increasing',
    'adjusted upward',
    'goes up',
    'go up',
    'rises?',
  ],
  anniversary: [
    'lease year',
    'anniversary',
    'year of the term',
    'annually',
    'each year',
    '12-month period',
    'twelve \\(12\\) month period',
    'twelve month period',
    // Leases that count the term in Lease Months step the rent "on the first day of the thirteenth
    // (13th) Lease Month and of every twelfth Lease Month thereafter" (suburban office leases).
    'every twelfth (?:lease )?month',
  ],
  controllable: [
    'controllable',
    'cap on',
    'capped',
    'shall not increase by more than',
    'shall not exceed .{0,80}(?:preceding|prior|base|first) (?:calendar |lease )?year',
    'increase in',
  ],
  nonCumulative: [
    'non-?\\s?cumulative',
    'not be cumulative',
    'shall not cumulate',
    'year[- ]over[- ]year',
    // "This limit is measured year by year and does not carry over": an unused increase is lost.
    'year by year',
    'does not carry (?:over|forward)',
  ],
  cumulative: [
    'cumulative',
    'cumulatively',
    'compounded',
    'compounding',
    'over the base year',
    'over the first (?:calendar |lease )?year',
  ],
  simple: ['non-?compound(?:ed|ing)', 'not compounded', 'without compounding', 'simple'],
  adminFee: [
    'administrative fee',
    'administration fee',
    'administrative charge',
    'administrative and overhead',
    'overhead fee',
    'overhead charge',
    'supervisory fee',
    'supervision fee',
    // An older indenture's "Lessor's supervisory charge equal to five percent (5%) of ...".
    'supervisory charge',
    'supervision charge',
    'accounting fee',
    'administrative, overhead',
    'administrative cost recovery',
    // The short form property software and plain-English leases use ("Admin fee 5% of Tenant's
    // share of common area costs"); Yardi and MRI charge codes print it as "Admin Fee" too.
    'admin fee',
  ],
  /**
   * The fee unnamed: "We may add 5% to your share of the CAM pool to cover our overhead". Real
   * leases use the same words for a mark-up on repairs or construction that Landlord performs
   * ("the cost of such repairs plus 10% of such cost (to cover Landlord's overhead ...)", neurogene;
   * "plus 5% ... for Landlord's overhead and supervision", neuromed), so findAdminFee reads these
   * only in a sentence about the tenant's share of the operating costs (see there).
   */
  adminOverhead: [
    'to cover (?:our|its|landlord.{0,2}s) overhead',
    // "Landlord may add an amount for its reasonable overhead not to exceed 10% of that share".
    'for (?:our|its|landlord.{0,2}s) (?:reasonable |general |administrative )?overhead',
    // A self-managing owner's plain English: "For our time in handling the Association Costs, you
    // will also pay us a fee of 10% of your share" (the same charge for the owner's own work).
    'for (?:our|its|landlord.{0,2}s|owner.{0,2}s) (?:time|work|trouble|effort) in (?:handling|administering|managing|collecting)',
  ],
  managementFee: [
    'management fee',
    'management fees',
    'property management',
    'managing agent',
    // The research-park lease's list item "10) management and administration expenses"
    // (../shared/real-leases bioprotection-isu-research-park).
    'management and administration (?:expenses|costs|fees)',
    // "administration and management of the Building (not to exceed 5% of the gross receipts of the
    // Building)" in a list of included Operating Expenses (neuromed-six-tower-bridge, Section 6).
    'administration and management of the (?:building|project|property|center)',
    // The fee named by who earns it: "The manager’s fee included in Operating Costs shall not
    // exceed 3%", "the fee of the Building’s manager", "the fee of the Park's manager" (a lease
    // that calls the agent the manager).
    'manager.{0,2}s fees?',
    'fees? (?:of|paid to|payable to) (?:the|its|landlord.{0,2}s) (?:[a-z]+.{0,2}s )?(?:property )?manager',
    // The fee named by what it pays for: "Fees for the management of the Park included in
    // Operating Costs shall not exceed 5% of the gross receipts of the Park".
    'fees? for (?:the )?management of',
  ],
  taxesInsurance: ['real estate taxes', 'taxes', 'insurance'],
  /**
   * Words that open a list of what a clause leaves out: a fee's base ("Operating Costs other than
   * real estate taxes and insurance"), a cap's controllable costs ("excluding ... management fees"),
   * a fee "but not on Taxes". One list, so the fee base, the fee's own sentence and the cap's
   * exclusions read the same words the same way.
   */
  leftOut: [
    'other than',
    'excluding',
    'except for',
    'except',
    'exclusive of',
    'but not',
    'not including',
    'excepting',
  ],
  capital: ['capital', 'amortiz'],
  grossUp: ['gross[- ]?up', 'grossed up', 'occupied', 'occupancy'],
  variableCosts: [
    'vary with occupancy',
    'variable',
    'vary (?:by|according to|based on) occupancy',
    'fixed costs shall not',
    'occupancy[- ]sensitive',
  ],
  baseYear: ['base year', 'base calendar year', 'expense stop', 'base expense year'],
  lateFee: ['late charge', 'late fee', 'late payment charge', 'service charge', 'administrative charge'],
  reconciliation: [
    'after the end of each',
    'after the close of each',
    'following the end of each',
    'after the expiration of each',
    'following the close of each',
    'after each calendar year',
    'after the end of the calendar year',
    // "Within 120 days after each December 31": the year's end by its date.
    '(?:after|following) (?:each|the) december 31(?:st)?',
  ],
  statement: [
    'statement',
    'reconciliation',
    'annual statement',
    'actual statement',
    // "Landlord shall give Tenant notice of Tenant's actual Common Area Maintenance Fee" (the
    // neurogene-stella-link-center lease, Section 4.3): the year's statement called a notice.
    "notice of (?:such |tenant's )?actual",
    // ... and the tenant's audit window counted from "Tenant's receipt of the Landlord's notice
    // described in Section 4.3" (the same lease).
    // Only the notice the lease describes (the year's statement), not any notice of Landlord's.
    "(?:the )?landlord's notice described in (?:section|article|paragraph)",
    // "Landlord shall determine and furnish to Tenant a computation of the actual amount charged
    // for such period" (the exact-sciences-research-park lease, 5.6): the year's statement called a
    // computation, and referred back to as "such computation" / "its computation".
    'computation of the actual',
    "(?:such|its|landlord's|said) computation",
    // Older leases: "Lessor shall render to Lessee an accounting of the Park Charges", and the
    // tenant may object "within ... days after receipt of Lessor's accounting".
    '(?:landlord|lessor).{0,3}s accounting',
    'an accounting of',
    '(?:such|said) accounting',
    // The year's statement as the schedule that allocates the costs among the suites ("Landlord
    // shall deliver to Tenant a schedule allocating the Operating Costs of that year among the
    // suites", and the audit window "after delivery of that year's schedule"); or a schedule of
    // the year's costs. Not a rent schedule or a lettered Schedule.
    'schedules? allocating',
    '(?:allocation|reconciliation|expense|cost) schedule',
    '(?:that|each|such|the) (?:calendar )?year.s schedule',
    'schedule of (?:the )?(?:actual )?(?:operating|common area|cam|additional rent)',
  ],
  waiver: [
    'waive',
    'waived',
    'waiver',
    'forfeit',
    'forfeited',
    'barred',
    'shall not be entitled to collect',
    'may not collect',
    'waives',
    'forfeits',
    'relinquish(?:es)?',
    '(?:shall|will) be void',
    'void as to',
    // "Landlord shall have no right thereafter to bill Tenant for ... any amount": the claim is lost.
    '(?:shall|will) have no (?:right|claim) (?:thereafter )?to (?:bill|collect|recover|charge)',
    // Plain English: "we give up any right to charge you more for that year".
    'gives? up (?:any|its|the|our) (?:right|claim)',
    // Denied as "Sending it late does not cancel what either of us owes" (a false waiver).
    'cancel',
    // Denied as "Failure of Owner to provide the statement called for hereunder shall not relieve
    // Tenant from its obligations hereunder" (the Oaks Shopping Center lease, 5.02): read only as a
    // denial, like "cancel".
    'relieve',
  ],
  lateDelivery: [
    'fails to deliver',
    'failure to deliver',
    'fail to deliver',
    'not delivered',
    'does not deliver',
    'failure to furnish',
    'fails to furnish',
    'fails to provide',
    'failure to provide',
    // "If Landlord fails to give such notice within said period".
    'fails? to give',
    // The Oaks Shopping Center lease: "Failure of Owner to provide the statement ...".
    'failure of (?:the )?(?:landlord|owner|lessor) to (?:deliver|furnish|provide|render|send)',
    'fails to (?:render|send|submit)',
    '(?:delivered|furnished|provided|rendered|sent) (?:after|later than|beyond)',
    'not (?:delivered|furnished|provided|rendered|sent) within',
    'late statement',
    'delivered late',
    // "If we do not send it by then" / "Landlord's delay in delivering an Annual Statement".
    '(?:do|does|did) not (?:send|deliver|furnish|provide|render)',
    'delay in (?:delivering|furnishing|providing|rendering|sending)',
    // A plain-language lease: "If Landlord sends the reconciliation late, Landlord gives up ...".
    '(?:sends|delivers|furnishes|provides|renders|gives) (?:the|its|such|that|a|an) (?:year.s )?(?:reconciliation|statement|annual statement|report) late',
    '(?:sending|delivering|furnishing|providing) (?:it|the statement|such statement) late',
    // "Delivery of the statement within the 120-day period is a condition (precedent) of Landlord's
    // right to collect"; "any underpayment not billed within that period is waived": the same
    // waiver written as a condition, as many leases put it.
    'condition (?:precedent )?(?:of|to) landlord.{0,3}s right to (?:collect|recover|bill)',
    'not (?:billed|invoiced|claimed) within',
  ],
  audit: [
    'audit',
    'examine',
    // "Any request for examination in respect of any calendar year may be made no more than one
    // hundred eighty (180) days after ..." (the Prudential Tower lease, Section 7.5).
    'examination',
    'inspect',
    'review',
    'books and records',
    'objects?',
    'objection',
    'conclusive',
    'disputes?',
    'contest',
    'challenge',
    // "You may look at our books ...": the tenant's audit right in plain English.
    'look at (?:our|its|the landlord.{0,2}s|landlord.{0,2}s) books',
    // "If you ask in writing within 180 days ..., we will let you see the Association's budget,
    // its year-end statement and invoices": the right to look at the landlord's records.
    'let you (?:see|look at|inspect|examine|review)',
  ],
  afterReceipt: [
    'after receipt',
    'after delivery',
    'following receipt',
    // "Lessee" is the tenant of the AIR forms and of many industrial leases.
    'after (?:tenant|lessee).{0,5}s receipt',
    'of receipt',
    // "within 120 days of Tenant's receipt of the Landlord's notice" (neurogene-stella-link-center).
    // Only of the notice: "within thirty (30) days of Tenant's receipt of Landlord's statement"
    // is when a balance is paid (the research-park lease), not the audit window.
    "of (?:tenant|lessee)'s receipt of (?:the )?landlord's notice",
    'after the date of',
    'after the delivery',
    'following delivery',
    'after it receives',
    'after receiving',
    // A plain-English lease speaks to the tenant: "within 180 days after you receive a
    // reconciliation letter".
    'after you (?:receive|get)',
    'after (?:tenant|it|tenant.{0,5}s accountant) (?:receives|has received|shall have received)',
    'after (?:the )?(?:statement|it) is (?:delivered|received|furnished)',
    'after (?:landlord|lessor|(?:landlord|lessor).{0,5}s) deliver(?:s|y)',
    // The landlord's act that starts the window, by its verb: "one hundred eighty (180) days after
    // Landlord advises Tenant of the actual amount ... and provides to Tenant the year-end
    // statement" (the Prudential Tower lease, Section 7.5); "after Landlord renders ... the
    // Annual Statement".
    'after (?:landlord|lessor) (?:renders|provides|furnishes|sends|advises|gives)',
    // The same act as a noun: "within sixty (60) days following the furnishing by Landlord to
    // Tenant of the aforementioned statement" (the exact-labs-tech-building-i lease).
    '(?:after|following) (?:the )?(?:furnishing|rendering|rendition|delivery|sending|issuance) (?:by (?:landlord|lessor)|of)',
    'after (?:the )?(?:date of )?(?:its|such) (?:receipt|delivery)',
    // A letter lease: "within ninety days after you receive that statement".
    'after (?:you|tenant) (?:receive|get|have received)',
  ],
  netLease: ['net lease', 'triple net', 'nnn', 'absolutely net'],
  grossLease: ['gross lease', 'full service', 'full-service', 'modified gross'],
  exclusionIntro: [
    'shall not include',
    'shall exclude',
    'do not include',
    'does not include',
    'excludes?',
    'exclusions',
    'shall have no obligation to pay',
    'excluded from',
    'not be included in',
    'shall not be included',
    'the following shall be excluded',
    // A definition that ends in its list: "... including: (i) ...; but excluding: (A) legal fees
    // ...; (H) leasing commissions ..." (a Canadian-form "Operating Costs").
    'but excluding',
    // A plain-English lease's one-sentence list: "Operating Costs include the cost of repairs, ...,
    // but not: (a) the cost of capital improvements ...; (b) ...". The colon keeps "including but
    // not limited to" out.
    'but not(?=:)',
    // A rider adding to the form's list: "Paragraph 6(c) is further amended by adding the
    // following exclusions: (iv) salaries ...; (v) reserves ...".
    'adding the following (?:additional )?exclusions',
  ],
} as const;

/**
 * Exclusion-list items by meaning: an item is the category of its earliest cue. `scored`
 * categories are the ones the audit prices and reports; the others are recognised so that an
 * item about them (e.g. "salaries ... above property manager") is not read as another category.
 */
export const EXCLUSION_CUES: { category: ExpenseCategory; scored: boolean; cues: string[] }[] = [
  {
    category: 'LEASING_COMMISSIONS',
    scored: true,
    cues: [
      'leasing commissions?',
      'brokerage(?: (?:fees|commissions))?',
      'fees paid to brokers',
      'brokers?.{0,3} (?:fees|commissions)',
      'costs? (?:incurred )?in (?:leasing|procuring|attracting) (?:tenants|space)',
      'commissions',
    ],
  },
  {
    category: 'LEGAL_DISPUTES',
    scored: true,
    cues: [
      'legal fees',
      "attorneys'? fees",
      // Plain English: "lawyers' fees and costs of our disputes with other tenants".
      "lawyers'? fees",
      'attorneys.{0,3} fees',
      'costs? of litigation',
      'disputes? with (?:tenants|other tenants|occupants)',
      // "costs arising out of disputes between Landlord and any present or prospective occupant".
      'disputes? (?:between|involving) (?:the )?landlord and [a-z ,]{0,40}?(?:tenants?|occupants?|lessees?)',
      'enforcement of leases',
      'enforcing (?:leases|the terms of leases)',
      'legal (?:costs|expenses)',
      // "legal or collection costs": the cost of pursuing other tenants.
      'legal(?:,? (?:or|and))? collection (?:costs|expenses)',
    ],
  },
  { category: 'DEPRECIATION', scored: true, cues: ['depreciation'] },
  {
    category: 'DEBT_SERVICE',
    scored: true,
    cues: [
      'principal(?:,| and| or) interest',
      'interest(?:,| and| or| on) principal',
      'interest on (?:any )?(?:mortgage|loan|indebtedness)',
      'debt service',
      'mortgage',
      'interest on (?:debt|borrowed)',
      'financing costs',
      'refinancing',
      // "payments on any loan secured by the Center, including interest": debt service unnamed.
      'payments? (?:on|under) (?:any )?(?:loans?|mortgages?|debt|indebtedness)',
      'loans? secured by',
    ],
  },
  {
    category: 'CHARITABLE',
    scored: true,
    // "gifts to charities and political causes" is the plain-English form of the usual "charitable
    // contributions"; within an exclusions list it names nothing else.
    cues: [
      'charitable',
      'political contributions',
      'donations',
      'charit(?:y|ies)',
      'gifts to',
      // "contributions and gifts made by Landlord, including to the University or its foundation"
      'contributions and gifts',
    ],
  },
  {
    category: 'MARKETING',
    scored: true,
    cues: ['marketing', 'promotional', 'advertising (?:and|or) promotion', 'advertising expenses'],
  },
  {
    category: 'CAPITAL',
    scored: true,
    cues: [
      'capital (?:improvements?|repairs?|replacements?|expenditures?|items?|costs?)',
      'capital',
      'capitali[sz](?:ed|able|ation)',
      'classified as capital',
    ],
  },
  { category: 'GROUND_RENT', scored: false, cues: ['ground (?:lease )?rent'] },
  { category: 'RESERVES', scored: false, cues: ['reserves?'] },
  {
    category: 'EXECUTIVE_SALARIES',
    scored: false,
    cues: ['salar(?:y|ies)', 'wages', 'compensation of (?:officers|executives|employees)'],
  },
  {
    category: 'LANDLORD_VIOLATIONS',
    scored: false,
    cues: ['violation by landlord', "landlord'?s? violation", 'fines', 'penalties'],
  },
  {
    category: 'OTHER',
    scored: false,
    cues: [
      'works? of art',
      'sculpture',
      'hazardous',
      'income, franchise',
      'income tax',
      'improvements or alterations to space',
      'tenant improvements',
      'reimbursed by insurance',
      'costs reimbursed',
    ],
  },
];

/** One regular expression matching any of the phrases, on word boundaries. */
export function cueRegex(phrases: readonly string[], flags = 'i'): RegExp {
  const alternatives = phrases.map((p) => p.replace(/'/g, "['’]"));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, flags);
}
