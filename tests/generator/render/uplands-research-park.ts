/**
 * Family "uplands-research" (decision 0077): the research-park building every document of a
 * packet names, the developer that owns it, the property manager that runs and bills it, the
 * tenant's account and the manager's billing-system codes. Drawn from the family's own stream
 * (not the render stream), so the lease, the reconciliation and the billing printout agree on
 * them without passing state. Nothing here enters the truth: the Building's area is the model's.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface ResearchParkBuilding {
  /** "Uplands University Research Park" (the park; the university's research foundation's land). */
  park: string;
  /** "Innovation Center Two": the Building the lease shares on. */
  building: string;
  /** The research foundation that ground-leases the park (named in the recitals only). */
  foundation: string;
  /** The developer (the Landlord's parent) and its property manager. */
  developer: string;
  manager: string;
  managerShort: string;
  /** The manager's billing contact, phone and remit-to lockbox. */
  contact: string;
  phone: string;
  remitBox: string;
  /** The tenant's account in the manager's billing system ("UPL2-000417") and its unit code. */
  account: string;
  unit: string;
  /** The manager's property code ("UPL2"). */
  propCode: string;
}

const PARKS = ['Uplands', 'Prairie Ridge', 'Cardinal', 'Riverbend', 'Highlands', 'Northfield'];
const BUILDINGS = ['Innovation Center', 'Discovery Hall', 'Technology Building', 'Science Center'];
const NUMBERS = ['One', 'Two', 'Three', 'Four'];
const DEVELOPERS = [
  'Summit Park Development LLC',
  'Keystone Science Properties, LLC',
  'Crossroads Research Realty LLC',
  'Ardent Innovation Partners, LLC',
];
const MANAGERS: [string, string][] = [
  ['Fairway Property Management, Inc.', 'FAIRWAY PM'],
  ['Linden Commercial Services LLC', 'LINDEN COMMERCIAL'],
  ['Benchmark Real Estate Services, Inc.', 'BENCHMARK RES'],
];
const FIRST = ['Renee', 'Tom', 'Karen', 'Luis', 'Megan', 'Ravi', 'Joan'];
const LAST = ['Halvorsen', 'Mbeki', 'Stroud', 'Castillo', 'Yoder', 'Pham', 'Gustafson'];

export function parkOf(m: PacketModel): ResearchParkBuilding {
  const rng = new Rng(`uplands-research:park:${m.spec.seed}`);
  const park = rng.pick(PARKS);
  const num = rng.pick(NUMBERS);
  const bname = `${rng.pick(BUILDINGS)} ${num}`;
  const [manager, managerShort] = rng.pick(MANAGERS);
  const propCode = `${park.replace(/\s/g, '').slice(0, 3).toUpperCase()}${NUMBERS.indexOf(num) + 1}`;
  const suiteNo = m.lease.property.suite.replace(/^Suite /, '');
  return {
    park: `${park} University Research Park`,
    building: bname,
    foundation: `${park} Research Foundation, Inc.`,
    developer: rng.pick(DEVELOPERS),
    manager,
    managerShort,
    contact: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    phone: `(${rng.int(200, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    remitBox: `P.O. Box ${rng.int(1000, 98999)}`,
    account: `${propCode}-${String(rng.int(1, 999)).padStart(6, '0')}`,
    unit: `${propCode}-${suiteNo}`,
    propCode,
  };
}
