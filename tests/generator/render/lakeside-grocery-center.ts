/**
 * Family "lakeside-grocery" (decision 0063): the shopping center every document of a packet
 * names. Drawn from the family's own stream (not the render stream), so the lease, the recovery
 * analysis and the rent notice agree on the grocer, its floor area, the space number and the
 * REIT's account identifiers without passing state.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface GroceryCenter {
  /** The center (the model's property name). */
  name: string;
  /** The anchor grocer whose store is left out of the share's denominator. */
  grocer: string;
  /** Floor Area of the Grocery Store Premises (square feet). */
  grocerySf: number;
  /** Floor Area of outparcel buildings (pad sites), also left out of the denominator. */
  outparcelSf: number;
  /** The space: the model's suite number printed as the REIT's "Space No.". */
  space: string;
  /** The REIT's property code and the tenant's lease id in its accounting system. */
  propertyCode: string;
  leaseId: string;
  /** The lockbox the rent notice sends payments to. */
  lockbox: string;
}

const GROCERS = [
  'Harvest Fresh Market',
  'Valley Foods',
  'GreenBasket Grocery',
  'Family Fare Supermarket',
  'Market Square Foods',
  'Fresh Acres',
];

export function centerOf(m: PacketModel): GroceryCenter {
  const rng = new Rng(`lakeside-grocery:center:${m.spec.seed}`);
  const name = m.lease.property.name;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3);
  return {
    name,
    grocer: rng.pick(GROCERS),
    grocerySf: Math.round(rng.int(38000, 62000) / 10) * 10,
    outparcelSf: rng.chance(0.5) ? Math.round(rng.int(2400, 7800) / 10) * 10 : 0,
    space: m.lease.property.suite.replace(/^(Suite|Unit|Bay|Building) /, ''),
    propertyCode: `${initials}${rng.int(10, 99)}`,
    leaseId: `L${rng.int(100000, 999999)}`,
    lockbox: `P.O. Box ${rng.int(70000, 99999)}`,
  };
}
