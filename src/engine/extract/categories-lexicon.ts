import type { ExpenseCategory } from '../types';

/**
 * What an expense label means, kept as data so another landlord's wording is a one-line addition.
 * Each cue is a regular-expression source matched case-insensitively on word boundaries.
 * Order matters: the first category with a matching cue wins, so the specific, excludable
 * kinds (capital, commissions, debt...) come before the ordinary ones they may mention
 * ("HVAC replacement" is capital although "HVAC" alone is a service).
 */
export const CATEGORY_LEXICON: { category: ExpenseCategory; cues: string[] }[] = [
  // A landlord's administrative / overhead fee billed as a line: not an operating cost of any kind.
  {
    category: 'OTHER',
    cues: [
      'admin(?:istrative|istration)? (?:fees?|charges?)',
      'overhead (?:fees?|charges?)',
      'supervisory fees?',
    ],
  },
  // Routine work whose words would otherwise read as capital or utilities.
  {
    category: 'CONTROLLABLE',
    cues: [
      '(?:filter|bulb|lamp|light|glass) replacements?',
      '(?:power|pressure) washing',
      'waste management',
    ],
  },
  {
    category: 'LEASING_COMMISSIONS',
    cues: [
      'leasing commissions?',
      'brokerage',
      'broker(?:age)? (?:fees?|commissions?)',
      'commissions?',
      'leasing (?:fees?|costs?|expenses?)',
      'tenant improvements?',
      'tenant allowances?',
      'ti allowance',
      'lease (?:procurement|incentives?|takeover)',
      'free rent',
      'space planning',
    ],
  },
  {
    category: 'LEGAL_DISPUTES',
    cues: [
      "(?:legal|attorneys?'?|counsel) (?:fees?|costs?|expenses?|services?)? ?[-–:,(]? ?(?:re:? |for |related to |regarding )?(?:tenant |lease )?(?:disputes?|enforcement|evictions?|litigation|collections?|default)",
      'evictions?',
      'litigation',
      'lease enforcement',
      'collection (?:costs?|fees?|agency)',
      'tenant disputes?',
    ],
  },
  { category: 'DEPRECIATION', cues: ['depreciation', 'amortization of (?:building|improvements)'] },
  {
    category: 'DEBT_SERVICE',
    cues: [
      'mortgage',
      'loan (?:fees?|interest|principal|costs?|payments?)',
      'interest expense',
      'debt service',
      'principal (?:payments?|and interest)',
      'refinanc\\w*',
      'financing (?:costs?|fees?)',
      'ground lease interest',
    ],
  },
  {
    category: 'MARKETING',
    cues: [
      'marketing',
      'advertising',
      'promotions?(?:al)?',
      "merchants'? association",
      'marketing fund',
      'media fund',
      'holiday (?:events?|decor\\w*)',
      'center events?',
      'public relations',
    ],
  },
  {
    category: 'CHARITABLE',
    cues: [
      'donations?',
      'charit\\w*',
      'charitable contributions?',
      'sponsorships?',
      'political (?:contributions?|donations?)',
    ],
  },
  { category: 'GROUND_RENT', cues: ['ground (?:rent|lease)', 'land lease'] },
  { category: 'RESERVES', cues: ['reserves?', 'sinking fund', 'replacement fund'] },
  {
    category: 'EXECUTIVE_SALARIES',
    cues: [
      'executive (?:salar\\w+|compensation)',
      "officers'? salar\\w+",
      'corporate overhead',
      'home office',
    ],
  },
  {
    category: 'LANDLORD_VIOLATIONS',
    cues: [
      'fines?',
      'penalt(?:y|ies)',
      'code violations?',
      'late (?:fees?|charges?) paid',
      'ada (?:compliance|remediation)',
    ],
  },
  {
    category: 'CAPITAL',
    cues: [
      'capital',
      'capex',
      '(?:roof|hvac|boiler|chiller|elevator|window|parking lot|unit|system|equipment)s? (?:replacement|renovation|upgrades?)',
      'replacement',
      'replace(?:d|ment)? (?:of )?(?:the )?(?:roof|hvac|parking)',
      'resurfac\\w*',
      'repav\\w*',
      'paving',
      'renovations?',
      'new (?:equipment|roof|construction)',
      'improvements?',
      'amortization',
      'structural',
      'additions?',
      'remodel\\w*',
      'build[- ]?out',
      'expansion',
    ],
  },
  {
    category: 'TAX',
    cues: [
      'real estate tax(?:es)?',
      'property tax(?:es)?',
      'real property tax(?:es)?',
      'ad valorem',
      'tax(?:es)?',
      'assessments?',
      'special assessments?',
      'tax (?:consult\\w*|appeal)',
      'bid assessment',
      'pilot',
    ],
  },
  {
    category: 'INSURANCE',
    cues: ['insurance', 'premiums?', 'liability coverage', 'umbrella', 'deductibles?', 'flood coverage'],
  },
  {
    category: 'MANAGEMENT_FEE',
    cues: [
      'management fees?',
      // "Mgmt"/"Mgt" is how accounting systems abbreviate it on a recovery statement's expense codes
      'm(?:g|n)?gm?t\\.? fees?',
      'property management',
      'managing agent',
      'asset management',
      'management (?:and|&) admin\\w*',
      'management services',
    ],
  },
  {
    category: 'UTILITIES',
    cues: [
      'utilit(?:y|ies)',
      'electric(?:ity|al service)?',
      'power',
      'water',
      'sewer',
      'sewage',
      'gas',
      'natural gas',
      'fuel',
      'energy',
      'steam',
      'storm ?water',
    ],
  },
  {
    category: 'CONTROLLABLE',
    cues: [
      'landscap\\w*',
      // Landscaping as institutional owners' charts of accounts name it ("Grounds Care",
      // "Groundskeeping", "Grounds Maintenance").
      'grounds(?:keeping| care| maintenance)?',
      // BOMA's expense classification names elevator and escalator service "vertical
      // transportation"; office recovery statements keep the heading as the line.
      'vertical transportation',
      'snow',
      'ice removal',
      'janitorial',
      'cleaning',
      'custodial',
      'repairs?',
      'maintenance',
      'hvac',
      'elevator',
      'escalator',
      'security',
      'guard',
      'patrol',
      'alarm',
      'monitoring',
      'sweeping',
      'striping',
      'pest',
      'exterminat\\w*',
      'trash',
      'rubbish',
      'refuse',
      'garbage',
      'waste',
      'recycling',
      'window washing',
      'windows?',
      'fire',
      'life safety',
      'sprinkler',
      'lighting',
      'lamps?',
      'supplies',
      'payroll',
      'wages',
      'salar(?:y|ies)',
      'labor',
      'service contracts?',
      'services?',
      'contract',
      'painting',
      'plumbing',
      'roof repairs?',
      'porter',
      'day porter',
      'signage',
      'gutters?',
      'irrigation',
      'tree',
      'mowing',
      'parking',
      'locks(?:mith)?',
      'keys',
      'telephone',
      'accounting',
      'audit',
      'permits?',
      'licenses?',
      'office expenses?',
      'general',
      'common area',
      'cam',
      'operating',
    ],
  },
];

/**
 * Section headings and the category their lines take when the label alone says less
 * (a line "Assessments" under "Real Estate Taxes" is a tax).
 */
export const SECTION_LEXICON: { category: ExpenseCategory; cues: string[] }[] = [
  { category: 'TAX', cues: ['tax(?:es)?', 'assessments?'] },
  { category: 'INSURANCE', cues: ['insurance'] },
  { category: 'UTILITIES', cues: ['utilit(?:y|ies)', 'energy'] },
  {
    category: 'CONTROLLABLE',
    cues: ['common area', 'cam', 'operating', 'maintenance', 'controllable', 'services', 'repairs'],
  },
];

/** Categories a label's own cue keeps even under a tax/insurance/utility heading. */
export const LABEL_WINS_OVER_SECTION: ExpenseCategory[] = [
  'OTHER',
  'CAPITAL',
  'LEASING_COMMISSIONS',
  'LEGAL_DISPUTES',
  'DEPRECIATION',
  'DEBT_SERVICE',
  'CHARITABLE',
  'MARKETING',
  'GROUND_RENT',
  'RESERVES',
  'EXECUTIVE_SALARIES',
  'LANDLORD_VIOLATIONS',
];
