/**
 * Family "juniper-matrix" (decision 0097): what the renderers add that the model does not hold,
 * drawn from the family's own streams (`juniper-matrix:facts:<seed>`,
 * `juniper-matrix:ledger:<seed>:<year>`): the lifestyle center's name and property code, the store
 * number and lease id, the property-management system and the tenant portal, the chain's
 * real-estate department, the non-waiver wording, and the days and references of the monthly
 * payments on the tenant ledger. None of it enters a truth figure.
 */
import { PLACES } from '../data';
import { iso } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

const CENTER_PATTERNS = [
  (p: string) => `The Promenade at ${p}`,
  (p: string) => `The Shops at ${p}`,
  (p: string) => `The District at ${p}`,
  (p: string) => `${p} Town Square`,
  (p: string) => `${p} Village Walk`,
] as const;

const SYSTEMS = ['CenterTrak PM 9.4', 'Keystone Property Suite 2.1', 'RetailLedger Enterprise 11'] as const;

const PORTALS = ['TenantHub', 'MyCenter Tenant Services', 'LeasePoint Tenant Portal'] as const;

const HQ = [
  ['Corporate Center Drive', 'Columbus', 'OH', '43219'],
  ['Retail Way', 'Minneapolis', 'MN', '55403'],
  ['Commerce Parkway', 'Dallas', 'TX', '75234'],
  ['Headquarters Plaza', 'Charlotte', 'NC', '28217'],
] as const;

export interface JuniperFacts {
  center: string;
  /** The property-management system's property code. */
  propertyCode: string;
  storeNo: string;
  leaseId: string;
  system: string;
  /** The report's run-by user. */
  user: string;
  portal: string;
  /** The chain's real-estate department (tenant's notice address). */
  hq: string;
  /** When the lease has no waiver: a non-waiver sentence (true) or silence. */
  nonWaiver: boolean;
  /** The lease's typeface for the data sheet's captions. */
  captionSize: number;
}

/** The family's own facts for a packet (deterministic per seed). */
export function juniperFacts(m: PacketModel): JuniperFacts {
  const r = new Rng(`juniper-matrix:facts:${m.spec.seed}`);
  const center = r.pick(CENTER_PATTERNS)(r.pick(PLACES));
  const letters = center
    .replace(/^The /, '')
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const hq = r.pick(HQ);
  return {
    center,
    propertyCode: `${letters.padEnd(3, 'X')}${r.int(100, 899)}`,
    storeNo: String(r.int(1000, 9899)),
    leaseId: `L${r.int(100000, 999999)}`,
    system: r.pick(SYSTEMS),
    user: `${r.pick(['ar', 'lease', 'cam'])}${r.pick(['mgr', 'acct', 'admin'])}${r.int(1, 9)}`,
    portal: r.pick(PORTALS),
    hq: `Attn: Real Estate Department – Lease Administration, ${r.int(100, 9899)} ${hq[0]}, ${hq[1]}, ${hq[2]} ${hq[3]}`,
    nonWaiver: r.chance(0.55),
    captionSize: 6.5,
  };
}

export interface LedgerPayment {
  /** ISO date the payment posted. */
  date: string;
  ref: string;
}

/** The monthly payments' posting days and references for one statement year. */
export function ledgerPayments(m: PacketModel, year: number): LedgerPayment[] {
  const r = new Rng(`juniper-matrix:ledger:${m.spec.seed}:${year}`);
  const ach = r.chance(0.6);
  let check = r.int(1200, 9400);
  return Array.from({ length: 12 }, (_, i) => {
    const day = r.int(1, 9);
    const ref = ach ? `ACH ${r.int(100000, 999999)}` : `Check #${check++}`;
    return { date: iso(year, i + 1, day), ref };
  });
}
