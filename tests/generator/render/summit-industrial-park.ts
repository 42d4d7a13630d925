/**
 * Family "summit-industrial" (decision 0060): the park every document of a packet names. Drawn
 * from the family's own stream (not the render stream), so the lease, the statement and the
 * account history agree on the building and unit without passing state between renderers.
 */
import { BROKERS } from '../data';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface Park {
  /** The Project: the multi-building park (the model's property name). */
  name: string;
  buildings: number;
  /** The building the Premises are in (1..buildings). */
  building: number;
  /** The unit within the building: the model's suite without its "Unit"/"Bay" prefix. */
  unit: string;
  unitStreet: string;
  officePct: number;
  docks: number;
  clearHeight: number;
  cars: number;
  trailers: number;
  broker: string;
  /** The REIT's form revision printed in the lease footer. */
  formRev: string;
  /** The REIT's property code, printed on the statement and the account history. */
  propertyCode: string;
}

export function parkOf(m: PacketModel): Park {
  const rng = new Rng(`summit-industrial:park:${m.spec.seed}`);
  const p = m.lease.property;
  const buildings = rng.int(3, 9);
  const building = rng.int(1, buildings);
  const [, n] = p.street.match(/^(\d+) /) ?? ['', '1000'];
  return {
    name: p.name,
    buildings,
    building,
    unit: p.suite.replace(/^(Unit|Bay|Building) /, ''),
    unitStreet: `${Number(n) + 10 * building} ${p.street.replace(/^\d+ /, '')}`,
    officePct: rng.pick([5, 8, 10, 12, 15]),
    docks: rng.int(2, 12),
    clearHeight: rng.pick([24, 28, 30, 32, 36]),
    cars: rng.int(12, 60),
    trailers: rng.int(2, 14),
    broker: rng.pick(BROKERS),
    formRev: rng.pick(['20.1R', '18.2E', '21.0G']),
    propertyCode: `${rng.pick(['IND', 'SIP', 'DC'])}${rng.int(100, 989)}`,
  };
}
