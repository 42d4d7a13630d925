/**
 * Family "prairie-powercenter" (decision 0072): the power center every document of a packet
 * names, the national shopping-center REIT that owns it, the tenant's store number and the
 * parcels of the center's Reciprocal Easement Agreement. Drawn from the family's own stream (not
 * the render stream), so the lease, the recovery statement and the rent statement agree on them
 * without passing state. Nothing here enters the truth: the parcels' floor areas add up to the
 * model's area of the center, and the Tenant's store is one of them with the model's area.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface Parcel {
  /** "Parcel 3". */
  parcel: string;
  /** Who occupies its building ("Tenant", an anchor's trade name, "Shop Building B"). */
  occupant: string;
  /** Floor Area of its building (square feet). */
  floorArea: number;
  /** Land area in acres (a distractor; nothing is shared on land). */
  acres: number;
  /** The Tenant's own building. */
  tenant: boolean;
}

export interface PowerCenter {
  /** "Prairie Crossing Power Center" (the center's name, not the model's property name). */
  name: string;
  /** The REIT (the Landlord's parent, which prints the statements). */
  reit: string;
  /** The tenant's store number ("Store #812"). */
  storeNo: string;
  /** The REIT's property code and the tenant's lease id in its accounting system. */
  propertyCode: string;
  leaseId: string;
  /** The parcels of the REA, the Tenant's among them, in Exhibit C's order. */
  parcels: Parcel[];
  /** The land of the whole center in acres (a distractor). */
  totalAcres: number;
  /** The REA's recording data. */
  reaRecorded: string;
  /** The lockbox the rent statement's coupon sends payments to, and its OCR scan line prefix. */
  lockbox: string;
  lockboxCity: string;
  /** The REIT's lease administration phone and e-mail. */
  phone: string;
  email: string;
}

const PLACES = ['Prairie Crossing', 'Meadowlark', 'Bison Ridge', 'Big Sky', 'Cottonwood', 'Heartland'];
const REITS = [
  'National Retail Centers Trust',
  'Continental Shopping Center REIT, Inc.',
  'American Power Center Properties Trust',
  'Midwestern Retail Realty Trust',
];
const ANCHORS = [
  'home improvement store',
  'discount department store',
  'sporting goods superstore',
  'warehouse club',
  'consumer electronics store',
  'off-price apparel store',
  'pet supply superstore',
  'arts and crafts store',
];
const LOCKBOX_CITIES = ['Chicago, IL 60693', 'Dallas, TX 75312', 'Atlanta, GA 30384', 'St. Louis, MO 63195'];

export function centerOf(m: PacketModel): PowerCenter {
  const rng = new Rng(`prairie-powercenter:center:${m.spec.seed}`);
  const l = m.lease;
  const place = rng.pick(PLACES);
  const slug = place.toLowerCase().replace(/[^a-z]+/g, '');
  // the other buildings: two or three anchors on their own parcels, one or two shop buildings
  // and a pad or two; their floor areas share the rest of the center, the last takes the remainder
  const rest = l.buildingRsf - l.premisesRsf;
  const anchors = rng.sample(ANCHORS, rng.int(2, 3));
  const others: { occupant: string; w: number }[] = [
    ...anchors.map((a) => ({ occupant: `Anchor - ${a}`, w: rng.float(2.2, 3.6) })),
    { occupant: 'Shop Building A', w: rng.float(0.9, 1.6) },
    ...(rng.chance(0.5) ? [{ occupant: 'Shop Building B', w: rng.float(0.7, 1.3) }] : []),
    { occupant: 'Outparcel (restaurant pad)', w: rng.float(0.15, 0.3) },
  ];
  const wsum = others.reduce((a, o) => a + o.w, 0);
  let left = rest;
  const areas = others.map((o, i) => {
    if (i === others.length - 1) return left;
    const v = Math.max(10, Math.floor((rest * o.w) / wsum / 10) * 10);
    left -= v;
    return v;
  });
  const tenantAt = rng.int(1, Math.min(3, others.length));
  const list: Omit<Parcel, 'parcel'>[] = others.map((o, i) => ({
    occupant: o.occupant,
    floorArea: areas[i]!,
    acres: Math.round(((areas[i]! * rng.float(3.6, 5.2)) / 43560) * 100) / 100,
    tenant: false,
  }));
  list.splice(tenantAt, 0, {
    occupant: `Tenant (${l.tenant.name})`,
    floorArea: l.premisesRsf,
    acres: Math.round(((l.premisesRsf * rng.float(3.6, 5.2)) / 43560) * 100) / 100,
    tenant: true,
  });
  const parcels = list.map((p, i) => ({ ...p, parcel: `Parcel ${i + 1}` }));
  const totalAcres = Math.round(parcels.reduce((a, p) => a + p.acres, 0) * 100 + rng.int(80, 260)) / 100;
  const initials = place
    .split(/\s+/)
    .map((x) => x[0] ?? '')
    .join('')
    .toUpperCase();
  return {
    name: `${place} Power Center`,
    reit: rng.pick(REITS),
    storeNo: String(rng.int(101, 2999)),
    propertyCode: `${initials}PC${rng.int(100, 999)}`,
    leaseId: `${rng.int(10, 99)}-${String(rng.int(1000, 99999)).padStart(5, '0')}`,
    parcels,
    totalAcres,
    reaRecorded: `Document No. ${rng.int(2004, 2016)}-${String(rng.int(1000, 99999)).padStart(5, '0')}`,
    lockbox: `Lockbox ${rng.int(7000, 9999)}`,
    lockboxCity: rng.pick(LOCKBOX_CITIES),
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `leaseadmin@${slug}centers.com`,
  };
}
