/**
 * Family "hollis-allocation" (decision 0114): what the renderers add that the model does not hold,
 * drawn from the family's own stream (`hollis-allocation:facts:<seed>`), never a truth figure:
 * the owner's law office and the attorney who typed the lease, how many numbered lines a page of
 * its pleading paper has, the center's other suites (trade names, suite numbers, relative sizes,
 * how close each tenant's estimates came), which suite stood vacant and how much of the center it
 * is, the marker of the addressee's row, who signs the letters and notices, and whether a lease
 * without a waiver says that a late schedule waives nothing.
 */
import { SURNAMES } from '../data';
import { money } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

const SHOP_TRADES = [
  'Cleaners',
  'Nail Spa',
  'Barber Shop',
  'Family Dental',
  'Tax Service',
  'Pizzeria',
  'Mattress Outlet',
  'Vision Center',
  'Insurance Agency',
  'Donut Shop',
  'Mobile Repair',
  'Tae Kwon Do',
  'Thai Kitchen',
  'Chiropractic',
  'Wine & Spirits',
  'Learning Center',
  'Pet Grooming',
  'Urgent Care',
] as const;
const ANCHORS = ['Value Grocers', 'Fitness Depot', 'Bargain Barn', 'Main Street Pharmacy', 'Family Thrift'];
const LAW_OFFICES = [
  ['Pruett & Valdez', 'Anne M. Pruett'],
  ['Okafor Lindqvist LLP', 'Daniel Okafor'],
  ['The Law Office of Ruth Castellano', 'Ruth Castellano'],
  ['Halvorsen, Beck & Ames', 'Thomas R. Beck'],
] as const;
const SIGNERS = ['Gloria Hollis', 'Walter Hollis', 'Dee Marchetti', 'Ray Sandoval'] as const;

/** One of the center's other suites, before its area is known. */
export interface OtherSuite {
  id: string;
  name: string;
  /** Relative size among the other let suites. */
  weight: number;
  /** How the tenant's monthly estimate compares with its year's charge. */
  estFactor: number;
}

export interface HollisFacts {
  firm: string;
  attorney: string;
  /** Numbered lines on a page of the lease. */
  linesPerPage: 26 | 28;
  others: OtherSuite[];
  vacantId: string;
  /** The vacant suite's part of the area left after the addressee's. */
  vacantFrac: number;
  marker: string;
  signer: string;
  nonWaiver: boolean;
}

/** "Suite 214" -> ["Suite", "214"]. */
const splitSuite = (suite: string): [string, string] => {
  const at = suite.lastIndexOf(' ');
  return [suite.slice(0, at), suite.slice(at + 1)];
};

/** The other suites' identifiers, in the addressee's style and in the same range. */
function otherIds(r: Rng, suite: string, count: number): string[] {
  const [prefix, id] = splitSuite(suite);
  const n = Number(id);
  const pool: string[] = [];
  if (Number.isInteger(n)) {
    const block = Math.floor(n / 100) * 100;
    for (let k = block + 1; k <= block + 60; k++) if (k !== n) pool.push(String(k));
  } else {
    for (const c of 'ABCDEFGHIJKLMNOPQRSTUV') if (c !== id) pool.push(c);
  }
  return r.sample(pool, count).map((x) => `${prefix} ${x}`);
}

export function hollisFacts(m: PacketModel): HollisFacts {
  const r = new Rng(`hollis-allocation:facts:${m.spec.seed}`);
  const l = m.lease;
  const [firm, attorney] = r.pick(LAW_OFFICES);
  const linesPerPage = r.pick([26, 28] as const);
  const count = Math.min(15, Math.max(5, Math.round(l.buildingRsf / 9000)));
  const ids = otherIds(r, l.property.suite, count + 1);
  const vacantId = ids.pop()!;
  const trades = r.sample(SHOP_TRADES, count);
  const others: OtherSuite[] = ids.map((id, i) => ({
    id,
    name: i === 0 ? r.pick(ANCHORS) : `${r.pick(SURNAMES)} ${trades[i]}`,
    weight: i === 0 ? r.int(30, 55) : r.int(8, 22),
    estFactor: r.float(0.9, 1.08),
  }));
  return {
    firm,
    attorney,
    linesPerPage,
    others,
    vacantId,
    vacantFrac: r.float(0.04, 0.12),
    marker: r.pick(['»»', '>>>']),
    signer: r.pick(SIGNERS),
    nonWaiver: r.chance(0.5),
  };
}

/** A figure in the schedule: no "$", a credit in parentheses. */
export const amt = (cents: number) => money(cents, { dollar: false, parens: true });
/** A share as printed in the schedule. */
export const shareText = (units: number, decimals: number) =>
  `${(units / 10 ** decimals).toFixed(decimals)}%`;
