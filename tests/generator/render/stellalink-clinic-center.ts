/**
 * Family "stellalink-clinic" (decision 0074): the small center every document of a packet names,
 * the family limited partnership's local managing agent that bills it, and the center's land (a
 * distractor area). Drawn from the family's own stream (not the render stream), so the lease, the
 * reconciliation spreadsheet and the billing letter agree on them without passing state. Nothing
 * here enters the truth: the Center's Net Leasable Area is the model's building area.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface StellaCenter {
  /** "Bellaire Link Center" (the Center). */
  center: string;
  /** The Tenant's trade name, in capitals ("NORTHWIND COLD STORAGE"). */
  tradeName: string;
  /** The land the Center sits on, in square feet and acres (a distractor). */
  landSf: number;
  acres: string;
  /** The managing agent (a local realty company), its property manager, bookkeeper and phone. */
  agent: string;
  manager: string;
  bookkeeper: string;
  phone: string;
  email: string;
  /** The Tenant's lease number in the agent's books ("SLC-0142"). */
  leaseNo: string;
  /** The agent's operating bank for wires (name, ABA, account ending). */
  bank: string;
  aba: string;
  acctTail: string;
}

const PLACES = [
  'Bellaire Link',
  'Stella Park',
  'Braeswood',
  'Meyerland',
  'Westbury',
  'Linkwood',
  'Holly Hall',
];
const AGENTS = [
  'Lovejoy Realty, Inc.',
  'Hollister Property Services',
  'Fikes & Venable Realty Co.',
  'Venable Management Company',
];
const FIRST = ['Ricardo', 'Sandra', 'Walter', 'Yvonne', 'Hector', 'Marjorie', 'Dwayne'];
const LAST = ['Venghaus', 'Jimenez', 'Pruitt', 'Tran', 'Oyelaran', 'Castellanos', 'Hebert'];
const BANKS = ['Amegy Bank', 'Frost Bank', 'Prosperity Bank', 'Texas Capital Bank'];

export function centerOf(m: PacketModel): StellaCenter {
  const rng = new Rng(`stellalink-clinic:center:${m.spec.seed}`);
  const place = rng.pick(PLACES);
  const agent = rng.pick(AGENTS);
  const slug = agent
    .split(/[ ,&]/)[0]!
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  // the land is three to five times the Floor Area (parking and drives), never equal to it
  const landSf = Math.round((m.lease.buildingRsf * rng.float(3, 5)) / 10) * 10 + 7;
  return {
    center: `${place} Center`,
    tradeName: m.lease.tenant.name.replace(/,?\s+(LLC|L\.L\.C\.|Inc\.|Corp\.|LP)$/, '').toUpperCase(),
    landSf,
    acres: (landSf / 43_560).toFixed(2),
    agent,
    manager: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    bookkeeper: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
    phone: `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    email: `accounting@${slug}realty.com`,
    leaseNo: `SLC-${String(rng.int(1, 999)).padStart(4, '0')}`,
    bank: rng.pick(BANKS),
    aba: `1130${String(rng.int(10000, 99999))}`,
    acctTail: String(rng.int(1000, 9999)),
  };
}
