/**
 * Vocabulary for generated packets: names, places and the many labels landlords use for the
 * same cost. All of it is invented for the generator (not copied from the sample packets).
 */
import type { ExpenseCategory } from '../../src/engine/types';

export type Kind = 'retail' | 'office' | 'industrial';

export const PLACES = [
  'Alder Creek',
  'Bayview',
  'Birch Hollow',
  'Canyon Ridge',
  'Copper Mill',
  'Crescent Park',
  'Deer Run',
  'Eastlake',
  'Elm Crossing',
  'Fairhaven',
  'Falcon Point',
  'Foxglove',
  'Glen Arbor',
  'Granite Falls',
  'Harbor View',
  'Indigo Springs',
  'Juniper Hills',
  'Kestrel Bay',
  'Larkspur',
  'Lone Oak',
  'Maple Grove',
  'Mill Pond',
  'Northwind',
  'Orchard Hill',
  'Pebble Brook',
  'Quail Run',
  'Raven Ridge',
  'Rosewood',
  'Saddle Creek',
  'Sandpiper',
  'Silver Lake',
  'Sparrow Field',
  'Tamarack',
  'Thistle Down',
  'Union Square',
  'Valley Forge',
  'Willow Bend',
  'Windmill',
  'Yarrow Glen',
  'Zephyr Point',
] as const;

export const SURNAMES = [
  'Abernathy',
  'Balcombe',
  'Castellano',
  'Delacroix',
  'Ellsworth',
  'Fairbanks',
  'Galloway',
  'Hargrove',
  'Ingersoll',
  'Jablonski',
  'Kowalczyk',
  'Lindqvist',
  'Montague',
  'Nakamura',
  'Okonkwo',
  'Pemberton',
  'Quintero',
  'Rasmussen',
  'Sorensen',
  'Thorncroft',
  'Underwood',
  'Villanueva',
  'Whitcombe',
  'Yamamoto',
] as const;

export const FIRST_NAMES = [
  'Avery',
  'Blake',
  'Carmen',
  'Dana',
  'Elliot',
  'Frances',
  'Gideon',
  'Hana',
  'Imani',
  'Jonah',
  'Keiko',
  'Lorenzo',
  'Marisol',
  'Nolan',
  'Odette',
  'Priya',
  'Quinn',
  'Rafael',
  'Sloane',
  'Tobias',
  'Uma',
  'Vera',
] as const;

export interface City {
  city: string;
  state: string;
  stateName: string;
  zip: string;
  snow: boolean;
}

export const CITIES: City[] = [
  { city: 'Boise', state: 'ID', stateName: 'Idaho', zip: '837', snow: true },
  { city: 'Greenville', state: 'SC', stateName: 'South Carolina', zip: '296', snow: false },
  { city: 'Tempe', state: 'AZ', stateName: 'Arizona', zip: '852', snow: false },
  { city: 'Rochester', state: 'MN', stateName: 'Minnesota', zip: '559', snow: true },
  { city: 'Spokane', state: 'WA', stateName: 'Washington', zip: '992', snow: true },
  { city: 'Chattanooga', state: 'TN', stateName: 'Tennessee', zip: '374', snow: false },
  { city: 'Fort Collins', state: 'CO', stateName: 'Colorado', zip: '805', snow: true },
  { city: 'Sarasota', state: 'FL', stateName: 'Florida', zip: '342', snow: false },
  { city: 'Albany', state: 'NY', stateName: 'New York', zip: '122', snow: true },
  { city: 'Plano', state: 'TX', stateName: 'Texas', zip: '750', snow: false },
  { city: 'Omaha', state: 'NE', stateName: 'Nebraska', zip: '681', snow: true },
  { city: 'Reno', state: 'NV', stateName: 'Nevada', zip: '895', snow: false },
  { city: 'Dayton', state: 'OH', stateName: 'Ohio', zip: '454', snow: true },
  { city: 'Savannah', state: 'GA', stateName: 'Georgia', zip: '314', snow: false },
  { city: 'Portland', state: 'ME', stateName: 'Maine', zip: '041', snow: true },
  { city: 'Tucson', state: 'AZ', stateName: 'Arizona', zip: '857', snow: false },
  { city: 'Grand Rapids', state: 'MI', stateName: 'Michigan', zip: '495', snow: true },
  { city: 'Raleigh', state: 'NC', stateName: 'North Carolina', zip: '276', snow: false },
];

export const STREETS = [
  'Commerce Drive',
  'Harbor Boulevard',
  'Industrial Parkway',
  'Lakeview Avenue',
  'Meridian Road',
  'Old Mill Road',
  'Pioneer Way',
  'Ridgeline Drive',
  'Sycamore Street',
  'Technology Court',
  'University Avenue',
  'Veterans Highway',
  'Waterfront Drive',
  'Gateway Boulevard',
  'Summit Avenue',
] as const;

export const TENANT_TRADES: Record<Kind, string[]> = {
  retail: [
    'Bakehouse',
    'Yoga Collective',
    'Pet Pantry',
    'Smile Studio',
    'Nail Lounge',
    'Pizza Kitchen',
    'Cycle Works',
    'Floral Design',
    'Hardware & Supply',
    'Coffee Roasters',
    'Tutoring Center',
    'Optical',
  ],
  office: [
    'Insurance Group',
    'Engineering Associates',
    'Legal Partners',
    'Dental Associates',
    'Staffing Solutions',
    'Software Labs',
    'Advisory Group',
    'Tax & Accounting',
    'Physical Therapy',
    'Architecture Studio',
    'Title & Escrow',
    'Wealth Management',
  ],
  industrial: [
    'Cabinetry',
    'Logistics',
    'Metal Fabrication',
    'Packaging',
    'Auto Parts Supply',
    'Precision Machining',
    'Sign Company',
    'Brewing Company',
    'Plastics',
    'Mechanical Supply',
    'Millwork',
    'Cold Storage',
  ],
};

export const ENTITY_SUFFIXES = [
  ['LLC', 'limited liability company'],
  ['L.L.C.', 'limited liability company'],
  ['Inc.', 'corporation'],
  ['Corp.', 'corporation'],
  ['LP', 'limited partnership'],
] as const;

export const LANDLORD_PATTERNS = [
  (p: string) => `${p} Holdings LLC`,
  (p: string) => `${p} Owner, LLC`,
  (p: string) => `${p} Investors II, L.P.`,
  (p: string) => `${p} Realty Trust`,
  (p: string) => `${p} Property Company, Inc.`,
  (p: string) => `${p} Partners, LP`,
] as const;

export const MANAGERS = [
  'Brightline Commercial Management',
  'Cardinal Asset Services',
  'Tri-County Property Management',
  'Northstar Realty Services',
  'Bluewater Property Group',
  'Compass Commercial Advisors',
  'Landmark Facilities Management',
  'Redwood Property Services',
] as const;

export const PROPERTY_SUFFIXES: Record<Kind, string[]> = {
  retail: ['Shopping Center', 'Plaza', 'Marketplace', 'Village Shops', 'Town Center', 'Commons'],
  office: ['Office Center', 'Corporate Park', 'Executive Plaza', 'Professional Building', 'Office Tower'],
  industrial: [
    'Business Park',
    'Distribution Center',
    'Industrial Park',
    'Commerce Center',
    'Logistics Park',
  ],
};

export const PERMITTED_USES: Record<Kind, string[]> = {
  retail: [
    "the retail sale of goods and related services customary for the Tenant's trade",
    'a neighborhood service business and incidental retail sales',
    'a restaurant with carry-out service, without a drive-through',
  ],
  office: [
    'general office purposes and no other purpose',
    'professional offices, including client meetings and related administrative functions',
    'executive and administrative offices',
  ],
  industrial: [
    'warehousing, light assembly and distribution, together with ancillary office use',
    "manufacturing of the Tenant's products, storage and shipping",
    'storage and distribution of goods and related office use',
  ],
};

export type SectionKey = 'CAM' | 'UTIL' | 'TAX' | 'INS';

export interface CostDef {
  key: string;
  category: ExpenseCategory;
  section: SectionKey;
  kinds: Kind[];
  /** Dollars per building RSF per year (min, max). */
  psf: [number, number];
  /** Varies with occupancy (grossed up when the lease allows). */
  variable: boolean;
  labels: string[];
  /** Only in places with winter. */
  snow?: boolean;
}

const ALL: Kind[] = ['retail', 'office', 'industrial'];

export const COSTS: CostDef[] = [
  {
    key: 'landscaping',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.08, 0.28],
    variable: false,
    labels: [
      'Landscaping',
      'Grounds Care',
      'Landscape Maintenance',
      'Grounds Keeping',
      'Landscape Contract Services',
    ],
  },
  {
    key: 'snow',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.05, 0.22],
    variable: false,
    snow: true,
    labels: ['Snow Removal', 'Snow & Ice Control', 'Snow Plowing and De-Icing', 'Winter Services'],
  },
  {
    key: 'repairs',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.25, 0.75],
    variable: false,
    labels: [
      'Repairs & Maintenance',
      'General Repairs',
      'Building Repairs and Maintenance',
      'R&M - General',
      'Maintenance & Repairs',
    ],
  },
  {
    key: 'parking',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ['retail', 'industrial'],
    psf: [0.05, 0.18],
    variable: false,
    labels: [
      'Parking Lot Maintenance',
      'Parking Area Sweeping',
      'Lot Sweeping & Striping',
      'Paving and Parking Lot Upkeep',
    ],
  },
  {
    key: 'janitorial',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ['office', 'retail'],
    psf: [0.35, 1.4],
    variable: true,
    labels: [
      'Janitorial',
      'Janitorial Services',
      'Cleaning Services',
      'Custodial Services',
      'Common Area Janitorial',
    ],
  },
  {
    key: 'security',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.08, 0.5],
    variable: false,
    labels: ['Security', 'Security Services', 'Security Patrol', 'Guard and Patrol Services'],
  },
  {
    key: 'hvac',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ['office', 'retail'],
    psf: [0.12, 0.45],
    variable: false,
    labels: [
      'HVAC Maintenance',
      'HVAC Service Contract',
      'Heating, Ventilation and Air Conditioning Preventive Maintenance Contract',
      'Mechanical Systems Maintenance',
    ],
  },
  {
    key: 'elevator',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ['office'],
    psf: [0.12, 0.32],
    variable: false,
    labels: ['Elevator Maintenance', 'Elevator Service Contract', 'Vertical Transportation'],
  },
  {
    key: 'fire',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.03, 0.14],
    variable: false,
    labels: [
      'Fire & Life Safety',
      'Fire Alarm Monitoring',
      'Fire Sprinkler Inspection, Testing and Alarm Monitoring Services',
      'Life Safety Systems',
    ],
  },
  {
    key: 'pest',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.01, 0.04],
    variable: false,
    labels: ['Pest Control', 'Exterminating', 'Pest Management'],
  },
  {
    key: 'windows',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ['office', 'retail'],
    psf: [0.02, 0.09],
    variable: false,
    labels: ['Window Washing', 'Window Cleaning', 'Exterior Glass Cleaning'],
  },
  {
    key: 'trash',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ALL,
    psf: [0.04, 0.18],
    variable: true,
    labels: [
      'Trash Removal',
      'Refuse Collection',
      'Waste Hauling',
      'Common Area Trash Removal',
      'Rubbish Removal & Recycling',
    ],
  },
  {
    key: 'roof',
    category: 'CONTROLLABLE',
    section: 'CAM',
    kinds: ['industrial', 'retail'],
    psf: [0.02, 0.09],
    variable: false,
    labels: ['Roof Repairs', 'Roof Maintenance', 'Roof Inspection and Patching'],
  },
  {
    key: 'electric',
    category: 'UTILITIES',
    section: 'UTIL',
    kinds: ALL,
    psf: [0.2, 1.1],
    variable: true,
    labels: [
      'Common Area Electricity',
      'Electricity - Common Areas',
      'CA Electric',
      'Electric Service (Common Areas)',
      'Site Lighting & Power',
    ],
  },
  {
    key: 'water',
    category: 'UTILITIES',
    section: 'UTIL',
    kinds: ALL,
    psf: [0.04, 0.18],
    variable: true,
    labels: ['Water & Sewer', 'Water / Sewer', 'Water and Sewer Charges', 'Water, Sewer & Storm Water'],
  },
  {
    key: 'mgmt',
    category: 'MANAGEMENT_FEE',
    section: 'CAM',
    kinds: ALL,
    psf: [0, 0],
    variable: false,
    labels: ['Management Fee', 'Property Management Fee', 'Management Fees', 'Property Management'],
  },
  {
    key: 'tax',
    category: 'TAX',
    section: 'TAX',
    kinds: ALL,
    psf: [1.2, 3.6],
    variable: false,
    labels: [
      'Real Estate Taxes',
      'Real Property Taxes',
      'RE Taxes',
      'Property Taxes',
      'Ad Valorem Real Estate Taxes',
    ],
  },
  {
    key: 'insurance',
    category: 'INSURANCE',
    section: 'INS',
    kinds: ALL,
    psf: [0.22, 0.75],
    variable: false,
    labels: [
      'Insurance',
      'Property Insurance',
      'Building Insurance',
      'Property & Liability Insurance',
      'Insurance Premiums',
    ],
  },
];

/** Lines a lease excludes, used to plant EXCLUDED_EXPENSE. */
export const EXCLUDED_LINES: { category: ExpenseCategory; labels: string[] }[] = [
  {
    category: 'LEASING_COMMISSIONS',
    labels: [
      'Leasing Commission - Suite {suite}',
      'Broker Fee - New Tenant Lease',
      'Leasing Commissions',
      'Commission paid to {broker} (Suite {suite} lease-up)',
    ],
  },
  {
    category: 'LEGAL_DISPUTES',
    labels: [
      'Legal Fees - Tenant Collection Matter',
      'Attorney Fees (lease enforcement)',
      'Legal - Eviction Proceedings',
      'Litigation Costs - Dispute with Former Tenant',
    ],
  },
];

export const BROKERS = [
  'Apex Realty Advisors',
  'Tidewater Brokerage',
  'Crossroads Commercial',
  'Pioneer Leasing Group',
];

export const SECTION_NAMES: Record<SectionKey, string[]> = {
  CAM: [
    'Common Area Maintenance',
    'Common Area Operating Costs',
    'Operating Expenses',
    'CAM Expenses',
    'Property Operations',
  ],
  UTIL: ['Utilities', 'Common Area Utilities', 'Utility Costs'],
  TAX: ['Real Estate Taxes', 'Taxes', 'Property Taxes'],
  INS: ['Insurance', 'Insurance Costs', 'Property Insurance'],
};

export const ADMIN_FEE_LABELS = [
  'Administrative Fee',
  'CAM Admin Fee',
  'Admin Fee',
  'Administration Charge',
  'Administrative Overhead',
];
