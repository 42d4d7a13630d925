/**
 * Family "meridian-suburban" (decision 0073): the suburban office building every document of a
 * packet names, the regional owner-operator that owns and manages it, the second building of the
 * Project (a distractor area), the tenant's portal account and the owner's GL accounts. Drawn
 * from the family's own stream (not the render stream), so the lease, the reconciliation memo
 * and the portal printout agree on them without passing state. Nothing here enters the truth:
 * the Building's rentable area is the model's; the Project adds the other building's.
 */
import type { SectionKey } from '../data';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface SuburbanBuilding {
  /** "Meridian Corporate Center" (the Project: two buildings). */
  project: string;
  /** "West Building": the Building the lease shares on. */
  building: string;
  /** The other building's name and rentable area (a distractor). */
  otherBuilding: string;
  otherRsf: number;
  /** The Building's floor the Premises are on, in words ("third"). */
  floor: string;
  /** The regional owner-operator (the Landlord's manager) and its property accounting contact. */
  owner: string;
  accountant: string;
  phone: string;
  email: string;
  /** The tenant portal's host and the tenant's account ("t0012345") and lease code. */
  portal: string;
  account: string;
  leaseCode: string;
  /** GL account number of each pool's first line (the lines count up by 10). */
  gl: Record<SectionKey, number>;
}

const PLACES = ['Meridian', 'Fox Run', 'Oak Brook', 'Willow Creek', 'Stonegate', 'Briarwood', 'Lakeview'];
const OWNERS = [
  'Meridian Realty Group, LLC',
  'Great Lakes Office Properties, Inc.',
  'Heartland Commercial Partners LLC',
  'Tri-County Property Company',
];
const FIRST = ['Dana', 'Chris', 'Pat', 'Jordan', 'Lynn', 'Terry', 'Morgan'];
const LAST = ['Kowalski', 'Nguyen', 'Brennan', 'Alvarez', 'Schultz', 'Okafor', 'Lindqvist'];
const FLOORS = ['first', 'second', 'third', 'fourth'];

export function buildingOf(m: PacketModel): SuburbanBuilding {
  const rng = new Rng(`meridian-suburban:building:${m.spec.seed}`);
  const place = rng.pick(PLACES);
  const [b1, b2] = rng.chance(0.5)
    ? ['West Building', 'East Building']
    : ['North Building', 'South Building'];
  const owner = rng.pick(OWNERS);
  const slug = owner
    .split(/[ ,]/)[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const suiteFloor = Number(String(m.lease.property.suite).replace(/\D/g, '').slice(0, 1)) || 1;
  return {
    project: `${place} Corporate Center`,
    building: b1!,
    otherBuilding: b2!,
    otherRsf: Math.round((m.lease.buildingRsf * rng.float(0.6, 1.3)) / 100) * 100 + rng.int(0, 9) * 10,
    floor: FLOORS[Math.min(FLOORS.length, suiteFloor) - 1]!,
    owner,
    accountant: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    phone: `(${rng.int(200, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `propertyaccounting@${slug}.com`,
    portal: `tenants.${slug}.com`,
    account: `t${String(rng.int(1000, 99999)).padStart(7, '0')}`,
    leaseCode: `${place.replace(/\s/g, '').slice(0, 4).toUpperCase()}-${rng.int(100, 499)}`,
    gl: { CAM: 6100, UTIL: 6400, TAX: 6700, INS: 6800 },
  };
}
