/**
 * Family "oakmont-perfoot" (decision 0087): the suburban office building every document of a
 * packet names, the family office that owns and runs it (no third-party manager), the family
 * member who signs the lease, the office's controller who prepares the statements and rent
 * notices, the printed lease form's imprint and the floor of the suite. Drawn from the family's
 * own stream (not the render stream), so the lease, the statements and the notice agree without
 * passing state. Nothing here enters the truth: the areas, the rent and every charge are the
 * model's.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface FamilyOffice {
  /** "Oakmont Executive Center". */
  building: string;
  /** The year the building was finished (1981-1996). */
  built: number;
  /** The family ("Whitcomb") and its office ("The Whitcomb Family Office"). */
  family: string;
  office: string;
  /** The office's street and telephone (the city is the building's). */
  officeStreet: string;
  phone: string;
  /** The family member who signs for the Landlord, and the title. */
  principal: string;
  principalTitle: string;
  /** The office's controller, who prepares statements and notices. */
  controller: string;
  /** The suite's floor as the lease words it ("second"). */
  floor: string;
  /** The printed form's imprint at the foot of its pages. */
  formImprint: string;
  /** A witness to the signatures (the office's assistant). */
  witness: string;
}

const PREFIXES = ['Oakmont', 'Fairlawn', 'Brookhollow', 'Ridgeview', 'Westgate', 'Kingsbury', 'Tall Oaks'];
const SUFFIXES = [
  'Executive Center',
  'Office Building',
  'Corporate Center',
  'Professional Center',
  'Office Park, Building II',
];
const FAMILIES = ['Whitcomb', 'Perrault', 'Lindqvist', 'Ashby', 'Van Der Berg', 'Castellane', 'Mulholland'];
const GIVEN = ['Eleanor', 'Richard', 'Catherine', 'Walter', 'Margaret', 'Douglas', 'Helen', 'Frederick'];
const STAFF = [
  'Janet Kowal',
  'Paul Ambrose',
  'Denise Fairbanks',
  'Gary Oyelaran',
  'Ruth Hadley',
  'Mark Szabo',
];
const STREETS = ['Chestnut Street', 'Old Post Road', 'Country Club Drive', 'Main Street', 'Linden Avenue'];
const FLOORS = ['first', 'second', 'third', 'fourth', 'fifth'];
const FORMS = [
  'Form 88-OL  Office Lease (Multi-Tenant)  Rev. 3/89',
  'Standard Office Lease  Form No. 414  Rev. 1987',
  'Office Building Lease  Form OB-2  (1991 printing)',
];

/** How the family member signs for the landlord entity. */
function titleFor(entityDesc: string, rng: Rng): string {
  if (entityDesc.includes('limited partnership')) return 'General Partner';
  if (entityDesc.includes('corporation')) return 'President';
  if (entityDesc.includes('trust')) return 'Trustee';
  return rng.pick(['Managing Member', 'Manager']);
}

/** The suite number without its prefix ("Suite 210" -> "210"). */
export const suiteNo = (m: PacketModel) => m.lease.property.suite.replace(/^Suite /, '');

export function officeOf(m: PacketModel): FamilyOffice {
  const rng = new Rng(`oakmont-perfoot:office:${m.spec.seed}`);
  const family = rng.pick(FAMILIES);
  const floorNo = Math.floor(Number(suiteNo(m)) / 100);
  const controller = rng.pick(STAFF);
  return {
    building: `${rng.pick(PREFIXES)} ${rng.pick(SUFFIXES)}`,
    built: rng.int(1981, 1996),
    family,
    office: `The ${family} Family Office`,
    officeStreet: `${rng.int(2, 480)} ${rng.pick(STREETS)}, Suite ${rng.int(1, 3)}0${rng.int(0, 9)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(220, 980)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    principal: `${rng.pick(GIVEN)} ${family}`,
    principalTitle: titleFor(m.lease.landlord.entityDesc, rng),
    controller,
    floor: FLOORS[Math.min(FLOORS.length, Math.max(1, floorNo)) - 1]!,
    formImprint: rng.pick(FORMS),
    witness: rng.pick(STAFF.filter((x) => x !== controller)),
  };
}
