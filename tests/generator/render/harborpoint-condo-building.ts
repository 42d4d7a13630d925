/**
 * Family "harborpoint-condo" (decision 0085): the small medical / professional office condominium
 * every document of a packet names, its owners' association and the association's manager, the
 * recorded Declaration and its exhibit of percentage interests, the unit, the individual owner
 * behind the landlord LLC (a dentist or a family) who writes the reconciliation letter and e-mails
 * the rent statement, the local attorney who drafted the lease, and the e-mail addresses. Drawn
 * from the family's own stream (not the render stream), so the lease, the letter and the e-mail
 * agree without passing state. Nothing here enters the truth: the unit's area and the building's
 * are the model's premises and building areas, the percentage interest the model's share.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface CondoBuilding {
  /** "Harborpoint Professional Condominium". */
  condo: string;
  /** "Harborpoint Professional Condominium Association, Inc.". */
  association: string;
  /** The association's managing agent. */
  assocManager: string;
  /** "204": the unit number. */
  unit: string;
  /** The Declaration's recording: book, page, county and year; the exhibit of percentage interests. */
  book: number;
  page: number;
  county: string;
  declYear: number;
  exhibit: string;
  /** The owner behind the landlord LLC and how they sign ("Dr. Anita Shah", "Manager"). */
  owner: string;
  ownerTitle: string;
  ownerEmail: string;
  ownerStreet: string;
  ownerPhone: string;
  /** The tenant's accounts-payable e-mail. */
  tenantEmail: string;
  /** The local attorney who drafted the lease and the firm's town line. */
  attorney: string;
  /** The e-mail's send time ("9:14 AM"). */
  sentAt: string;
}

const CONDOS = [
  'Harborpoint Professional Condominium',
  'Millbrook Medical Office Condominium',
  'Cedar Hollow Professional Center Condominium',
  'Bayview Office Condominium',
  'Old Mill Professional Park Condominium',
];
const MANAGERS = [
  'Coastal Association Management, LLC',
  'Keystone Community Management',
  'Summit Condominium Services, Inc.',
  'Brightwater Association Services',
];
const COUNTIES = ['Harbor', 'Lincoln', 'Washington', 'Franklin', 'Jefferson', 'Madison'];
const DENTISTS = ['Anita Shah', 'Michael Brennan', 'Laura Okafor', 'Steven Park', 'Rachel Weiss'];
const FAMILIES = ['Donnelly', 'Castellano', 'Nguyen', 'Halvorsen', 'Abernathy'];
const FIRST = ['Margaret', 'Thomas', 'Linda', 'Robert', 'Carol', 'James'];
const LAWYERS = [
  'Jane R. Whitcomb, Esq.',
  'Peter D. Alvarez, Attorney at Law',
  'Susan M. Kowalski, Esq.',
  'Gregory T. Fenn, Attorney at Law',
];
const STREETS = ['Orchard Lane', 'Birch Hill Road', 'Winding Way', 'Heron Cove Drive', 'Elm Terrace'];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function condoOf(m: PacketModel): CondoBuilding {
  const rng = new Rng(`harborpoint-condo:building:${m.spec.seed}`);
  const condo = rng.pick(CONDOS);
  const dentist = rng.chance(0.5);
  let owner: string;
  let ownerEmail: string;
  if (dentist) {
    const name = rng.pick(DENTISTS);
    owner = `Dr. ${name}`;
    ownerEmail = `${slug(name.split(' ')[0]!)}@${slug(name.split(' ')[1]!)}dental.com`;
  } else {
    const fam = rng.pick(FAMILIES);
    const first = rng.pick(FIRST);
    owner = `${first} ${fam}`;
    ownerEmail = `${slug(first)}.${slug(fam)}@gmail.com`;
  }
  const tenantWord = slug(m.lease.tenant.name.split(' ')[0] ?? 'office');
  return {
    condo,
    association: `${condo} Association, Inc.`,
    assocManager: rng.pick(MANAGERS),
    unit: String(rng.int(1, 3) * 100 + rng.int(1, 12)),
    book: rng.int(1200, 9800),
    page: rng.int(1, 899),
    county: rng.pick(COUNTIES),
    declYear: rng.int(1998, 2016),
    exhibit: rng.pick(['C', 'D', 'D', 'E']),
    owner,
    ownerTitle: rng.pick(['Manager', 'Managing Member', 'Member']),
    ownerEmail,
    ownerStreet: `${rng.int(12, 980)} ${rng.pick(STREETS)}`,
    ownerPhone: `(${rng.int(300, 899)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    tenantEmail: `${rng.pick(['accounting', 'ap', 'office', 'billing'])}@${tenantWord}office.com`,
    attorney: rng.pick(LAWYERS),
    sentAt: `${rng.int(7, 11)}:${String(rng.int(0, 59)).padStart(2, '0')} AM`,
  };
}
