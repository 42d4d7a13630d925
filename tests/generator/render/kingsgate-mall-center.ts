/**
 * Family "kingsgate-mall" (decision 0079): the regional enclosed mall every document of a packet
 * names, the national mall REIT that owns and bills it, its anchors and outparcels, and the
 * tenant's space, customer number and invoice numbers in the REIT's central accounts-receivable
 * system. Drawn from the family's own stream (not the render stream), so the lease, the annual
 * adjustment and the Tenant Invoice agree on them without passing state. Nothing here enters the
 * truth: the Mall GLA is the model's building area, the Floor Area of the Premises the model's
 * premises; the anchors' and outparcels' areas only make up the larger Gross Leasable Area of the
 * Shopping Center, which the lease states for information.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface MallCenter {
  /** "Kingsgate Mall". */
  mall: string;
  /** The REIT ("Sovereign Mall Properties, Inc.") and its operating partnership's short name. */
  reit: string;
  /** The REIT's central lease accounting office, its street, city and phone. */
  office: string;
  officeStreet: string;
  officeCity: string;
  phone: string;
  /** The anchor department stores and their floor areas (sq. ft.). */
  anchors: { name: string; area: number }[];
  /** The outparcels (pads) and their floor areas. */
  outparcels: { name: string; area: number }[];
  /** Mall GLA + anchors + outparcels: the Shopping Center's gross leasable area (a distractor). */
  centerGla: number;
  /** "N-214": the wing letter and the store number. */
  space: string;
  /** "0412": the REIT's property number. */
  propNo: string;
  /** "0412-003871": the tenant's customer number. */
  customer: string;
  /** The customer's sequence, carried in the invoice numbers. */
  seq: string;
  /** The bank lockbox: its number, P.O. box city line, and the overnight address. */
  lockbox: string;
  lockboxCity: string;
  overnight: string;
  bank: string;
  /** The Tenant's trade name (its name without the entity suffix). */
  tradeName: string;
  /** Percentage Rent rate and the Marketing Fund charge per sq. ft. (distractors). */
  pctRentRate: number;
  marketingPsfCents: number;
  radiusMiles: number;
}

const MALLS = [
  'Kingsgate Mall',
  'Crestwood Crossing Mall',
  'Harborview Galleria',
  'Maple Ridge Mall',
  'Lakeshore Fashion Mall',
  'Ironwood Square Mall',
];
const REITS: [string, string, string][] = [
  ['Sovereign Mall Properties, Inc.', '225 West Meridian Street', 'Indianapolis, IN 46204'],
  ['Keystone Regional Malls Trust', '1800 Market Square, Suite 2400', 'Chattanooga, TN 37402'],
  ['Bellwether Retail Properties, L.P.', '401 North Broad Street', 'Philadelphia, PA 19108'],
  ['Tri-County Mall Realty Trust', '9200 Corporate Boulevard', 'Columbus, OH 43219'],
];
const ANCHORS = [
  "Halloran's",
  'Belk-Harmon',
  'Stanton & Reid',
  'J. W. Whitcomb & Co.',
  'Gallardo Home',
  'Marquee Cinemas 14',
  'SportsHaus',
];
const PADS = [
  'Harbor Bank branch',
  'Quick Lube Express',
  'Cattleman’s Steakhouse',
  'Sunrise Pancake House',
  'Tire & Auto Center',
];
const LOCKBOXES: [string, string][] = [
  ['Chicago, IL', '60677'],
  ['Atlanta, GA', '30384'],
  ['Pittsburgh, PA', '15264'],
  ['Charlotte, NC', '28275'],
];
const BANKS = ['First Continental Bank', 'Commerce National Bank', 'Lakeshore Trust Company'];

/** The Tenant's name without its entity suffix: "Hartley Optical LLC" -> "Hartley Optical". */
export function tradeNameOf(tenant: string): string {
  return tenant
    .replace(/,? (LLC|L\.L\.C\.|Inc\.|Corp\.|Co\.|LP|L\.P\.|LLP|PLLC|Ltd\.)$/, '')
    .replace(/,$/, '')
    .trim();
}

export function mallOf(m: PacketModel): MallCenter {
  const rng = new Rng(`kingsgate-mall:center:${m.spec.seed}`);
  const mall = rng.pick(MALLS);
  const [reit, officeStreet, officeCity] = rng.pick(REITS);
  const anchors = rng
    .sample(ANCHORS, rng.int(2, 4))
    .map((name) => ({ name, area: Math.round(rng.int(68000, 190000) / 100) * 100 }));
  const outparcels = rng
    .sample(PADS, rng.int(1, 3))
    .map((name) => ({ name, area: Math.round(rng.int(3200, 11800) / 10) * 10 }));
  const centerGla = m.lease.buildingRsf + [...anchors, ...outparcels].reduce((a, x) => a + x.area, 0);
  const propNo = String(rng.int(101, 989)).padStart(4, '0');
  const seq = String(rng.int(1, 9999)).padStart(6, '0');
  const [lbCity, lbZip] = rng.pick(LOCKBOXES);
  const box = rng.int(70000, 99999);
  return {
    mall,
    reit,
    office: 'Lease Accounting Services Center',
    officeStreet,
    officeCity,
    phone: `(${rng.int(300, 899)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    anchors,
    outparcels,
    centerGla,
    space: `${rng.pick(['N', 'S', 'E', 'W', 'C'])}-${rng.int(1, 2)}${String(rng.int(1, 60)).padStart(2, '0')}`,
    propNo,
    customer: `${propNo}-${seq}`,
    seq,
    lockbox: String(box),
    lockboxCity: `${lbCity} ${lbZip}-${String(box % 10000).padStart(4, '0')}`,
    overnight: `${rng.int(100, 999)} ${rng.pick(['West Lake Street', 'Peachtree Center Avenue', 'Liberty Avenue', 'South Tryon Street'])}`,
    bank: rng.pick(BANKS),
    tradeName: tradeNameOf(m.lease.tenant.name),
    pctRentRate: rng.pick([5, 6, 6, 7, 8]),
    marketingPsfCents: rng.pick([175, 200, 225, 250, 275]),
    radiusMiles: rng.pick([3, 5, 5, 7, 10]),
  };
}

/** The REIT's invoice number for a billed month: "0412-2405-003871" (property, yymm, customer). */
export function invoiceNoFor(c: MallCenter, month: string): string {
  const [y, mo] = month.split('-');
  return `${c.propNo}-${y!.slice(2)}${mo}-${c.seq}`;
}
