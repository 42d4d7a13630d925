/**
 * Family "cedar-labs" (decision 0070): the university research park every document of a packet
 * names, its not-for-profit park corporation and the tenant's lab/office suite. Drawn from the
 * family's own stream (not the render stream), so the lease, the reconciliation form and the ACH
 * notice agree on the park, the building, the suite and the account without passing state.
 * Nothing here enters the truth.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface ResearchPark {
  /** "Cedar Valley University Research Park". */
  park: string;
  /** The university the park corporation is affiliated with. */
  university: string;
  /** The park corporation's business office that prints statements and notices. */
  office: string;
  /** The tenant's building ("Technology Transfer Center Building #3"). */
  building: string;
  /** The suite number ("3360"). */
  suite: string;
  /** Floor of the suite. */
  floor: number;
  /** The park's area in acres (a distractor: the share is on the Building's gsf). */
  acres: number;
  /** The Operating Rent per gross square foot estimated when the lease was signed (a distractor). */
  initialOpRentPsfCents: number;
  /** The tenant's customer number in the park corporation's receivables. */
  customerNo: string;
  /** The bank account the rent is debited from (last four digits) and the ACH authorization date. */
  accountLast4: string;
  bank: string;
  /** The park corporation's ACH company id printed on the debit notice. */
  achCompanyId: string;
  /** The form number of the reconciliation. */
  formNo: string;
  phone: string;
  email: string;
}

const PARK_NAMES = [
  'Cedar Valley',
  'Prairie Ridge',
  'North Campus',
  'Riverbend',
  'Oak Hollow',
  'Stonebridge',
];
const UNIVERSITIES = [
  'State University',
  'Polytechnic University',
  'University of the Plains',
  'A&M University',
  'Technical University',
];
const BUILDINGS = [
  'Technology Transfer Center Building',
  'Innovation Center Building',
  'BioSciences Incubator Building',
  'Applied Research Building',
  'Life Sciences Laboratory Building',
];
const BANKS = ['Heartland Bank & Trust', 'First Prairie Bank', 'Citizens State Bank', 'Midland Savings Bank'];

export function parkOf(m: PacketModel): ResearchPark {
  const rng = new Rng(`cedar-labs:park:${m.spec.seed}`);
  const place = rng.pick(PARK_NAMES);
  const bno = rng.int(1, 6);
  const suiteRaw = m.lease.property.suite.replace(/^(Suite|Unit|Bay|Building) /, '');
  const floor = Number(suiteRaw.charAt(0)) || 1;
  const suite = `${floor}${String(rng.int(100, 399)).padStart(3, '0')}`;
  const slug = place.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    park: `${place} University Research Park`,
    university: `${place} ${rng.pick(UNIVERSITIES)}`,
    office: rng.pick(['Business Office', 'Office of Real Estate Services', 'Park Administration Office']),
    building: `${rng.pick(BUILDINGS)} #${bno}`,
    suite,
    floor,
    acres: rng.int(120, 480),
    initialOpRentPsfCents: rng.int(380, 840),
    customerNo: `C${String(rng.int(1000, 99999)).padStart(6, '0')}`,
    accountLast4: String(rng.int(0, 9999)).padStart(4, '0'),
    bank: rng.pick(BANKS),
    achCompanyId: `1${String(rng.int(10000000, 99999999))}`,
    formNo: `RP-${rng.int(10, 40)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `receivables@${slug}researchpark.org`,
  };
}
