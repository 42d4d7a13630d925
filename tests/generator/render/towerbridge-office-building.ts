/**
 * Family "towerbridge-office" (decision 0075): the urban office tower every document of a packet
 * names, one of the numbered towers of a riverfront office complex; the institutional owner (a
 * pension fund's real estate trust) behind the Landlord entity; the third-party manager that runs
 * the tower and prints its reconciliations; and the bank lockbox that takes the rent. Drawn from
 * the family's own stream (not the render stream), so the lease, the recovery grid and the
 * lockbox invoice agree on them without passing state. Nothing here enters the truth: the
 * Building's rentable area is the model's; the complex adds its other towers' (a distractor).
 */
import type { SectionKey } from '../data';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface TowerBuilding {
  /** "Five Harbor Bridge": the tower (the "Building"); "Harbor Bridge" the complex. */
  building: string;
  complex: string;
  /** The complex's towers and their aggregate rentable area, the Building's included (a distractor). */
  towers: number;
  complexRsf: number;
  /** The floor of the Premises in words ("fifth"). */
  floor: string;
  /** The institutional owner and the third-party manager (its agent) with its office. */
  owner: string;
  manager: string;
  managerAddress: string;
  accountant: string;
  phone: string;
  email: string;
  /** The manager's property code and the tenant's customer id in its recovery system. */
  propertyCode: string;
  customerId: string;
  /** The bank lockbox and wire details the invoice prints. */
  bank: string;
  lockbox: string;
  aba: string;
  bankAccount: string;
  /** The landlord's broker (the manager's leasing arm) and the tenant's. */
  tenantBroker: string;
  /** Account number of each pool's first expense (the lines count up by 10). */
  gl: Record<SectionKey, number>;
}

const COMPLEXES = [
  'Harbor Bridge',
  'Schuylkill Landing',
  'River Gate',
  'Ferry Point',
  'Canal Plaza',
  'Barr Harbor',
];
const NUMBERS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'];
const OWNERS = [
  'Commonwealth Teachers Retirement Realty Trust',
  'Keystone Public Employees Real Estate Fund',
  'Allegheny Mutual Life Real Estate Investors',
  'Atlantic Pension Property Trust',
];
const MANAGERS = [
  'Pulver Tyrone Property Services, Inc.',
  'Delaware Valley Realty Management LLC',
  'Brandywine Commercial Services, L.P.',
  'Conshy Asset Services Corporation',
];
const FIRST = ['Maureen', 'Kevin', 'Denise', 'Raymond', 'Colleen', 'Anthony', 'Patricia'];
const LAST = ['DiMarco', 'Fitzgerald', 'Kowalczyk', 'Sullivan', 'Palumbo', 'Washington', 'Romano'];
const FLOORS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const BANKS = [
  ['Wachovia National Bank', 'Philadelphia, PA 19178'],
  ['PNC Bank, National Association', 'Pittsburgh, PA 15264'],
  ['Mellon Bank, N.A.', 'Philadelphia, PA 19195'],
] as const;
const BROKERS = ['CB Richard Ellis', 'Jones Lang LaSalle', 'Colliers Lanard & Axilbund', 'Binswanger'];

export function towerOf(m: PacketModel): TowerBuilding {
  const rng = new Rng(`towerbridge-office:building:${m.spec.seed}`);
  const complex = rng.pick(COMPLEXES);
  const no = rng.int(1, NUMBERS.length);
  const towers = Math.max(no, rng.int(3, 8));
  const owner = rng.pick(OWNERS);
  const manager = rng.pick(MANAGERS);
  const slug = manager
    .split(/[ ,]/)[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const [bank, bankCity] = rng.pick(BANKS);
  const suiteFloor = Number(String(m.lease.property.suite).replace(/\D/g, '').slice(0, 1)) || 1;
  const p = m.lease.property;
  const perTower = m.lease.buildingRsf * rng.float(0.7, 1.2);
  return {
    building: `${NUMBERS[no - 1]} ${complex}`,
    complex,
    towers,
    complexRsf: Math.round((m.lease.buildingRsf + perTower * (towers - 1)) / 10) * 10 + rng.int(1, 9),
    floor: FLOORS[Math.min(FLOORS.length, suiteFloor) - 1]!,
    owner,
    manager,
    managerAddress: `One ${complex}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}`,
    accountant: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    phone: `(${rng.int(210, 989)}) ${rng.int(210, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `ar@${slug}.com`,
    propertyCode: `${complex
      .split(' ')
      .map((x) => x[0])
      .join('')}${no}-${rng.int(10, 99)}00`,
    customerId: `${String(rng.int(100, 999))}${String(rng.int(0, 999)).padStart(3, '0')}`,
    bank,
    lockbox: `P.O. Box ${rng.int(7, 8)}${rng.int(1000, 9999)}, ${bankCity}-${rng.int(1000, 9999)}`,
    aba: `0${rng.int(31, 43)}${String(rng.int(0, 999999)).padStart(6, '0')}`,
    bankAccount: `${rng.int(20, 99)}${String(rng.int(0, 99999999)).padStart(8, '0')}`,
    tenantBroker: rng.pick(BROKERS),
    gl: { CAM: 5100, UTIL: 5400, TAX: 5800, INS: 5700 },
  };
}
