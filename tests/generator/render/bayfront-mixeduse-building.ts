/**
 * Family "bayfront-mixeduse" (decision 0067): the mixed-use building every document of a packet
 * names. Drawn from the family's own stream (not the render stream), so the lease, the
 * reconciliation letter, its ledger detail and the portal statement agree on the building, the
 * developer, the unit and the vendors without passing state. Nothing here enters the truth.
 */
import { FIRST_NAMES, PLACES, SURNAMES } from '../data';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface MixedUseTower {
  /** The building's marketing name ("The Halyard"). */
  name: string;
  /** The residential developer whose LLC owns the building and whose team manages it. */
  developer: string;
  /** Its in-house commercial team, which signs the letters and runs the portal. */
  team: string;
  /** Storeys above the ground floor (apartments). */
  residentialFloors: number;
  apartments: number;
  /** Gross floor area of the residential component (with its lobby, amenities and garage). */
  residentialSf: number;
  /**
   * Gross floor area of the whole building, residential and commercial: a distractor, the share
   * is of the Commercial Component (the model's building area) only.
   */
  grossSf: number;
  /** Commercial units on the ground floor. */
  commercialUnits: number;
  /** The unit as the developer names it ("CU-104"). */
  unit: string;
  /** The tenant's account id in the tenant portal. */
  accountId: string;
  /** The portal's name and the commercial team's mailbox. */
  portal: string;
  email: string;
  /** Who signs the reconciliation letter. */
  signer: string;
  signerTitle: string;
  /** The county that levies the taxes (its treasurer is the ledger's vendor). */
  county: string;
}

const BUILDING_NAMES = ['Halyard', 'Mariner', 'Tidewater', 'Anchorage', 'Wharfside', 'Lighthouse', 'Pier'];
const BUILDING_KINDS = ['Residences', 'Lofts', 'Flats', 'Apartments', 'on the Bay'];
const DEVELOPERS = ['Living', 'Residential', 'Communities', 'Urban Homes', 'Development Group'];

export function towerOf(m: PacketModel): MixedUseTower {
  const rng = new Rng(`bayfront-mixeduse:building:${m.spec.seed}`);
  const kind = rng.pick(BUILDING_KINDS);
  const base = rng.pick(BUILDING_NAMES);
  const name = kind === 'on the Bay' ? `${base} on the Bay` : `The ${base} ${kind}`;
  const developer = `${rng.pick(SURNAMES)} ${rng.pick(DEVELOPERS)}`;
  const residentialFloors = rng.int(4, 11);
  const apartments = residentialFloors * rng.int(9, 22);
  const residentialSf = Math.round((apartments * rng.int(900, 1250)) / 100) * 100;
  const commercial = m.lease.buildingRsf;
  const slug = developer
    .split(/\s+/)[0]!
    .toLowerCase()
    .replace(/[^a-z]+/g, '');
  const unitNo = 100 + rng.int(1, 12);
  return {
    name,
    developer,
    team: `${developer} Commercial`,
    residentialFloors,
    apartments,
    residentialSf,
    grossSf: commercial + residentialSf + Math.round(commercial * rng.float(0.05, 0.15)),
    commercialUnits: rng.int(4, 12),
    unit: `CU-${unitNo}`,
    accountId: `C${String(rng.int(10000, 99999))}-${unitNo}`,
    portal: `${developer.split(/\s+/)[0]} Tenant Portal`,
    email: `commercial@${slug}living.com`,
    signer: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
    signerTitle: rng.pick(['Commercial Asset Manager', 'Director, Commercial Leasing', 'Commercial Manager']),
    county: rng.pick(PLACES),
  };
}
