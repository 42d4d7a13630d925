/**
 * Family "northshore-outlets" (decision 0082): the outlet centre every document of a packet names,
 * in a US border state, owned through a US subsidiary by a Canadian-headquartered REIT whose
 * Toronto / Vancouver / Calgary / Montréal office papers and bills it the Canadian way. Drawn from
 * the family's own stream (not the render stream), so the lease, the reconciliation and the
 * statement of account agree on the centre, unit and tenant code without passing state. Nothing
 * here enters the truth: the Rentable Area of the Shopping Centre is the model's building area,
 * the Rentable Area of the Premises the model's premises; the address, unit, codes and metric
 * equivalents are the family's own.
 *
 * Also the family's date and money formats: day-month-year in words ("31 December 2024") and in
 * figures ("01/07/2025" for 1 July 2025), figures without "$" (the columns say "US$"), credits in
 * brackets.
 */
import { commas, MONTHS, money, parseIso } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface OutletCentre {
  /** "Cascade Gateway Outlet Centre". */
  centre: string;
  street: string;
  city: string;
  state: string;
  stateName: string;
  zip: string;
  county: string;
  /** The REIT ("Laurentian Outlet Properties REIT"), its head office and its US manager. */
  reit: string;
  headOffice: string[];
  manager: string;
  /** The REIT's US accounts receivable desk: phone and e-mail. */
  phone: string;
  email: string;
  /** "Unit 118" / "Unit B-207". */
  unit: string;
  /** "CGO": the centre's property code. */
  propCode: string;
  /** "CGO-0118-01": the tenant's account in the REIT's receivables ledger. */
  tenantId: string;
  /** The Tenant's trade name (its name without the entity suffix). */
  tradeName: string;
  /** The US lockbox and bank the statement of account remits to. */
  lockbox: string;
  lockboxCity: string;
  bank: string;
  /** The lands' area in acres (Schedule "A", a distractor). */
  acres: string;
  /** Prime-rate margin for interest on arrears (a distractor). */
  interestMargin: number;
}

const CENTRES: [string, string, string, string, string, string, string][] = [
  ['Cascade Gateway Outlet Centre', 'Portal Way', 'Ferndale', 'WA', 'Washington', '98248', 'Whatcom'],
  ['Skagit Crossing Outlets', 'Fashion Way', 'Burlington', 'WA', 'Washington', '98233', 'Skagit'],
  [
    'Salish Bay Outlet Collection',
    'Quil Ceda Boulevard',
    'Marysville',
    'WA',
    'Washington',
    '98271',
    'Snohomish',
  ],
  [
    'Champlain Shores Outlet Centre',
    'Taft Corners Road',
    'Williston',
    'VT',
    'Vermont',
    '05495',
    'Chittenden',
  ],
  [
    'Green Mountain Outlet Village',
    'Depot Street',
    'Manchester Center',
    'VT',
    'Vermont',
    '05255',
    'Bennington',
  ],
  ['Northway Outlet Centre', 'Route 9', 'Lake George', 'NY', 'New York', '12845', 'Warren'],
];
const REITS: [string, string[]][] = [
  [
    'Laurentian Outlet Properties REIT',
    ['1250 boulevard René-Lévesque Ouest, Suite 3300', 'Montréal, Québec H3B 4W8', 'Canada'],
  ],
  [
    'Boreal Retail Real Estate Investment Trust',
    ['100 King Street West, Suite 4400', 'Toronto, Ontario M5X 1B1', 'Canada'],
  ],
  [
    'Fraser Crossing REIT',
    ['1055 West Georgia Street, Suite 2100', 'Vancouver, British Columbia V6E 3P3', 'Canada'],
  ],
  [
    'Trillium Outlet Centres REIT',
    ['200 Bay Street, North Tower, Suite 2900', 'Toronto, Ontario M5J 2J2', 'Canada'],
  ],
  [
    'Chinook Commercial Properties REIT',
    ['525 8th Avenue SW, Suite 1700', 'Calgary, Alberta T2P 1G1', 'Canada'],
  ],
];
const BANKS = ['Cascadia Commerce Bank', 'Lakeshore National Bank', 'First Northern Trust Company'];
const LOCKBOXES: [string, string][] = [
  ['Seattle, WA', '98124'],
  ['Portland, OR', '97228'],
  ['Albany, NY', '12212'],
];

/** The Tenant's name without its entity suffix: "Hartley Optical LLC" -> "Hartley Optical". */
export function tradeNameOf(tenant: string): string {
  return tenant
    .replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|Co\.|LP|L\.P\.|LLP|PLLC|Ltd\.)$/, '')
    .replace(/,$/, '')
    .trim();
}

/** The centre, REIT and codes of a packet (the same for every document of it). */
export function centreOf(m: PacketModel): OutletCentre {
  const rng = new Rng(`northshore-outlets:centre:${m.spec.seed}`);
  const [centre, streetName, city, state, stateName, zip, county] = rng.pick(CENTRES);
  const [reit, headOffice] = rng.pick(REITS);
  const propCode = centre
    .split(' ')
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 3)
    .map((w) => w[0])
    .join('');
  const wing = rng.pick(['', '', 'A-', 'B-', 'C-']);
  const unitNo = rng.int(1, 3) * 100 + rng.int(1, 48);
  const box = rng.int(30000, 98999);
  const [lbCity, lbZip] = rng.pick(LOCKBOXES);
  const short = reit.split(' ')[0]!.toLowerCase();
  return {
    centre,
    street: `${rng.int(1000, 9899)} ${streetName}`,
    city,
    state,
    stateName,
    zip,
    county,
    reit,
    headOffice,
    manager: `${reit.replace(/ (REIT|Real Estate Investment Trust)$/, '')} Management (U.S.) Inc.`,
    phone: `1-8${rng.int(44, 88)}-${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `us.receivables@${short}reit.com`,
    unit: `Unit ${wing}${unitNo}`,
    propCode,
    tenantId: `${propCode}-${String(unitNo).padStart(4, '0')}-${String(rng.int(1, 3)).padStart(2, '0')}`,
    tradeName: tradeNameOf(m.lease.tenant.name),
    lockbox: String(box),
    lockboxCity: `${lbCity} ${lbZip}-${String(box % 10000).padStart(4, '0')}`,
    bank: rng.pick(BANKS),
    acres: (rng.int(180, 520) / 10).toFixed(1),
    interestMargin: rng.pick([2, 3, 4, 5]),
  };
}

// ---------------------------------------------------------------- the family's formats

/** "31 December 2024". */
export function dmyLong(isoDate: string): string {
  const { y, m, d } = parseIso(isoDate);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** "1 Oct 2022". */
export function dmyShort(isoDate: string): string {
  const { y, m, d } = parseIso(isoDate);
  return `${d} ${MONTHS[m - 1]!.slice(0, 3)} ${y}`;
}

/** "01/07/2025" for 1 July 2025 (day first). */
export function dmySlash(isoDate: string): string {
  const { y, m, d } = parseIso(isoDate);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** "July 2025". */
export function monthWords(isoDate: string): string {
  const { y, m } = parseIso(isoDate);
  return `${MONTHS[m - 1]} ${y}`;
}

/** Figures as the REIT prints them: "1,234.56", a credit in brackets "(1,234.56)". */
export const fig = (cents: number) => money(cents, { dollar: false, parens: true });

/** US dollars in the lease's words: "US$1,234.56". */
export const usd = (cents: number) => `US${money(cents)}`;

/** Square feet with their square metres beside them: "2,140 square feet (198.8 m²)". */
export function sqftMetric(sqft: number): string {
  return `${commas(sqft)} square feet (${(sqft * 0.09290304).toFixed(1).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} m²)`;
}
