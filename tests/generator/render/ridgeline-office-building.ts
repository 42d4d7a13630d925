/**
 * Family "ridgeline-office" (decision 0083): the suburban multi-tenant office building every
 * document of a packet names, the private-equity fund that owns the Landlord entity, the national
 * third-party manager that runs the building and bills it from its accounts-receivable system, the
 * suite's usable areas and load factors, and the budget the manager set for each expense. Drawn
 * from the family's own streams (not the render stream), so the lease, the reconciliation and the
 * rent invoice agree on them without passing state. Nothing here enters the truth: the rentable
 * areas are the model's; the usable areas (rentable ÷ load factor) and the budgets are distractors.
 */
import type { LineModel, PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';

export interface RidgelineBuilding {
  /** "Timber Ridge Corporate Center": the Building. */
  building: string;
  /** The private-equity fund that owns the Landlord entity, and its sponsor (the fund manager). */
  fund: string;
  sponsor: string;
  /** The national third-party manager, its regional office and the people who sign for it. */
  manager: string;
  managerShort: string;
  office: string;
  officeCity: string;
  phone: string;
  accountant: string;
  accountantTitle: string;
  generalManager: string;
  arEmail: string;
  /** The tenant's accounts-payable mailbox the invoice is e-mailed to. */
  tenantEmail: string;
  /** The manager's AR system, its property code and the tenant's id in it. */
  system: string;
  propertyCode: string;
  tenantId: string;
  /** The suite's floor in words ("third") and number. */
  floor: string;
  floorNo: number;
  /** Usable areas and the load factors (rentable ÷ usable) they come from: distractors. */
  premisesUsf: number;
  buildingUsf: number;
  premisesLoad: number;
  buildingLoad: number;
  /** Bank of the Landlord's operating account, ABA and account number (printed masked). */
  bank: string;
  bankCity: string;
  aba: string;
  bankAccount: string;
  /** Parking ratio per 1,000 RSF and after-hours HVAC per hour (distractors). */
  parkingRatio: number;
  afterHoursHvacCents: number;
  landlordBroker: string;
  tenantBroker: string;
}

const BUILDINGS = [
  'Timber Ridge',
  'Ashford Ridge',
  'Stone Ridge',
  'Cedar Ridge',
  'Briar Ridge',
  'Hawk Ridge',
];
const BUILDING_SUFFIXES = ['Corporate Center', 'Office Park', 'Executive Center', 'Corporate Plaza'];
const FUNDS: [string, string][] = [
  ['Granite Peak Real Estate Partners IV, L.P.', 'Granite Peak Capital Management, LLC'],
  ['Bluestem Value-Add Realty Fund III, L.P.', 'Bluestem Real Estate Advisors, LLC'],
  ['Castleton Opportunity Partners V, L.P.', 'Castleton Capital Group, LLC'],
  ['Halverson Street Property Fund II, L.P.', 'Halverson Street Investment Management, LLC'],
];
const MANAGERS: [string, string][] = [
  ['Harwell Keane Real Estate Services, Inc.', 'Harwell Keane'],
  ['Cordell National Property Management, LLC', 'Cordell National'],
  ['Amberline Property Services, Inc.', 'Amberline'],
  ['Talbot Pryce Commercial Management, LLC', 'Talbot Pryce'],
];
const SYSTEMS = ['PropertyOne AR', 'LedgerLink Commercial', 'Axis PM Receivables'];
const FIRST = ['Megan', 'Carlos', 'Priya', 'Derek', 'Lauren', 'Tomas', 'Heather', 'Andre'];
const LAST = ['Okafor', 'Lindqvist', 'Brennan', 'Matsuda', 'Ferreira', 'Whitaker', 'Novak', 'Delgado'];
const FLOORS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const BANKS: [string, string][] = [
  ['Fifth Coast Bank, N.A.', 'Columbus, Ohio'],
  ['Pinnacle Commerce Bank', 'Dallas, Texas'],
  ['Northern Plains Trust Company', 'Minneapolis, Minnesota'],
];
const BROKERS = ['Ridgeview Partners', 'Kessler Tenant Advisors', 'Summit Point Realty', 'Oakmont Brokerage'];

export function buildingOf(m: PacketModel): RidgelineBuilding {
  const rng = new Rng(`ridgeline-office:building:${m.spec.seed}`);
  const l = m.lease;
  const name = rng.pick(BUILDINGS);
  const [fund, sponsor] = rng.pick(FUNDS);
  const [manager, managerShort] = rng.pick(MANAGERS);
  const slug = managerShort.toLowerCase().replace(/[^a-z]/g, '');
  const suite = l.property.suite.replace(/\D/g, '');
  const floorNo = Number(suite.charAt(0)) || 1;
  const premisesLoad = Math.round(rng.float(1.12, 1.19) * 10000) / 10000;
  const buildingLoad = Math.round(rng.float(1.08, 1.115) * 10000) / 10000;
  const [bank, bankCity] = rng.pick(BANKS);
  const person = () => `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const tenantSlug = l.tenant.name
    .split(/[ ,]/)[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const code = `${name.slice(0, 2).toUpperCase()}${rng.int(100, 989)}`;
  return {
    building: `${name} ${rng.pick(BUILDING_SUFFIXES)}`,
    fund,
    sponsor,
    manager,
    managerShort,
    office: `${l.property.managerStreet}, Suite ${rng.int(2, 9)}00`,
    officeCity: `${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    phone: `(${rng.int(210, 979)}) ${rng.int(210, 979)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    accountant: person(),
    accountantTitle: rng.pick(['Senior Property Accountant', 'Property Accountant', 'Lease Administrator']),
    generalManager: person(),
    arEmail: `ar-noreply@${slug}.com`,
    tenantEmail: `ap@${tenantSlug || 'tenant'}.com`,
    system: rng.pick(SYSTEMS),
    propertyCode: code,
    tenantId: `${code}-${suite || '100'}-${String(rng.int(1, 9)).padStart(2, '0')}`,
    floor: FLOORS[Math.min(FLOORS.length, floorNo) - 1]!,
    floorNo,
    premisesUsf: Math.round(l.premisesRsf / premisesLoad),
    buildingUsf: Math.round(l.buildingRsf / buildingLoad),
    premisesLoad,
    buildingLoad,
    bank,
    bankCity,
    aba: `0${rng.int(41, 91)}${String(rng.int(0, 999999)).padStart(6, '0')}`,
    bankAccount: `${rng.int(100, 999)}${String(rng.int(0, 9999999)).padStart(7, '0')}`,
    parkingRatio: rng.pick([3.5, 4, 4, 4.5]),
    afterHoursHvacCents: rng.pick([4500, 5500, 6500, 7500]),
    landlordBroker: `${managerShort} Leasing`,
    tenantBroker: rng.pick(BROKERS),
  };
}

/** "XXXXX4821": every digit but the last four masked, as the AR system prints bank numbers. */
export function masked(digits: string): string {
  return `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

// ---------------------------------------------------------------- expense groups and budgets

export type GroupKey =
  | 'CLEANING'
  | 'REPAIRS'
  | 'UTILITIES'
  | 'SECURITY'
  | 'GROUNDS'
  | 'ADMIN'
  | 'INS'
  | 'TAX';

/** The manager's expense groups in report order, with their headings. */
export const GROUPS: [GroupKey, string][] = [
  ['CLEANING', 'Cleaning & Janitorial'],
  ['REPAIRS', 'Repairs & Maintenance'],
  ['UTILITIES', 'Utilities'],
  ['SECURITY', 'Security & Life Safety'],
  ['GROUNDS', 'Landscaping & Snow Removal'],
  ['ADMIN', 'General & Administrative'],
  ['INS', 'Insurance'],
  ['TAX', 'Real Estate Taxes'],
];

const GROUP_OF_KEY: Record<string, GroupKey> = {
  janitorial: 'CLEANING',
  windows: 'CLEANING',
  trash: 'CLEANING',
  pest: 'CLEANING',
  repairs: 'REPAIRS',
  hvac: 'REPAIRS',
  elevator: 'REPAIRS',
  roof: 'REPAIRS',
  capital: 'REPAIRS',
  electric: 'UTILITIES',
  water: 'UTILITIES',
  security: 'SECURITY',
  fire: 'SECURITY',
  landscaping: 'GROUNDS',
  snow: 'GROUNDS',
  parking: 'GROUNDS',
  insurance: 'INS',
  tax: 'TAX',
};

/** A line's group: a split vendor invoice goes with the line it was split from; anything else is G&A. */
export function groupOf(s: StatementModel, ln: LineModel): GroupKey {
  if (ln.key.startsWith('dup-')) {
    const victim = s.lines.find((v) => !v.key.startsWith('dup-') && ln.label.startsWith(`${v.label} - `));
    if (victim) return groupOf(s, victim);
  }
  return GROUP_OF_KEY[ln.key] ?? 'ADMIN';
}

/**
 * The manager's budget for a line, in cents, whole hundreds of dollars: the year's actual (before
 * any gross-up) times a factor from the family's budget stream. A vendor invoice split out of a
 * line, its duplicate and a cost the lease excludes were never budgeted (null).
 */
export function budgetOf(m: PacketModel, s: StatementModel, ln: LineModel): number | null {
  if (ln.key.startsWith('dup-') || ln.key === 'excluded') return null;
  const rng = new Rng(`ridgeline-office:budget:${m.spec.seed}:${s.year}:${ln.key}`);
  const actual = ln.actualCents ?? ln.amountCents;
  const f = ln.category === 'TAX' ? rng.float(0.97, 1.04) : rng.float(0.9, 1.08);
  return Math.max(10000, Math.round((actual * f) / 10000) * 10000);
}
