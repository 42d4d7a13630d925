/**
 * Family "northgate-office" (decision 0065): the office park every document of a packet names.
 * Drawn from the family's own stream (not the render stream), so the lease, the escalation
 * statement and the rent invoice agree on the building, the park, the unit and the owner's
 * account identifiers without passing state.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface OfficePark {
  /** The park (the model's property name). */
  name: string;
  /** The tenant's building in the park ("Building 3"). */
  building: string;
  /** Other buildings of the park: their rentable area is in the park's total, not in the share. */
  otherBuildings: number;
  /** Total Rentable Floor Area of the whole park (a distractor: the share is on the Building). */
  parkRsf: number;
  /** Floor of the Premises. */
  floor: number;
  /** The unit as the owner's system prints it ("3-210"). */
  unit: string;
  /** The owner's property code and the tenant's lease id in its property-management system. */
  propertyCode: string;
  leaseId: string;
  /** The receivables mailbox the invoice is e-mailed from. */
  arEmail: string;
  /** Bank details printed for ACH payment. */
  bank: string;
  abaLast4: string;
}

const BANKS = [
  'First Commonwealth Bank',
  'Harbor National Bank',
  'Keystone Trust Company',
  'Union Fiduciary Bank',
];

export function parkOf(m: PacketModel): OfficePark {
  const rng = new Rng(`northgate-office:park:${m.spec.seed}`);
  const name = m.lease.property.name;
  const bno = rng.int(1, 6);
  const otherBuildings = rng.int(2, 5);
  const suite = m.lease.property.suite.replace(/^(Suite|Unit|Bay|Building) /, '');
  const floor = Number(suite.charAt(0)) || 1;
  const slug = (m.lease.property.manager.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]+/g, '');
  return {
    name,
    building: `Building ${bno}`,
    otherBuildings,
    parkRsf:
      m.lease.buildingRsf +
      Math.round((m.lease.buildingRsf * otherBuildings * rng.float(0.7, 1.2)) / 100) * 100,
    floor,
    unit: `${bno}-${suite}`,
    propertyCode: `ng${rng.int(100, 999)}${String.fromCharCode(97 + bno)}`,
    leaseId: `t${String(rng.int(1000, 99999)).padStart(7, '0')}`,
    arEmail: `ar@${slug || 'manager'}pm.com`,
    bank: rng.pick(BANKS),
    abaLast4: String(rng.int(1000, 9999)),
  };
}
