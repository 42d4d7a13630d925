/**
 * Family "bluewater-rider" (decision 0088): the neighbourhood shopping center every document of a
 * packet names, the local developer who owns and runs it (its principal signs and initials the
 * lease, its office bills the rent), the commercial brokers' association whose printed net lease
 * form the deal was written on, the attorney's initials on the struck printed text, and the
 * sub-meter the developer reads each month. Drawn from the family's own stream (not the render
 * stream), so the lease, the worksheet and the invoice agree without passing state. Nothing here
 * enters the truth: the Premises' and the center's floor areas are the model's areas.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface RiderCenter {
  /** "Space 112": the storefront's number in the center. */
  space: string;
  /** The printed form's publisher, its form code and revision. */
  association: string;
  formCode: string;
  formRev: string;
  /** The developer's principal who signs for the Landlord, and how. */
  principal: string;
  principalTitle: string;
  /** The developer's office (the Landlord's notice and remittance address). */
  officeStreet: string;
  officePhone: string;
  billingEmail: string;
  /** Initials written beside struck printed text: the Landlord's principal, the Tenant's signer. */
  initials: [string, string];
  /** Whether the parties struck the printed text the Addendum replaces (else it is only superseded). */
  strike: boolean;
  /** Whether the form's blanks give the areas rounded ("approximately 2,100") before the Addendum fixes them. */
  roundedAreas: boolean;
  /** The sub-metered utility the invoice carries. */
  meter: {
    service: 'WATER' | 'ELECTRIC';
    number: string;
    utility: string;
    /** Usage unit and the rate(s) in tenths of a cent per unit (mills), and the meter charge in cents. */
    unit: string;
    rateMills: number[];
    rateNames: string[];
    baseCents: number;
    /** Last month's reading. */
    previous: number;
  };
}

const ASSOCIATIONS = [
  (region: string) => `${region} Commercial Brokers Association`,
  (region: string) => `Commercial Real Estate Brokers Council of ${region}`,
  (region: string) => `${region} Board of Commercial Brokers`,
];
const PRINCIPALS = ['Dale Whitaker', 'Renee Castillo', 'Marcus Ohlsson', 'Janet Pruitt', 'Victor Amara'];
const TITLES = ['Managing Member', 'President', 'Manager'];

/** "Dale Whitaker" -> "DW". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');

export function riderCenterOf(m: PacketModel): RiderCenter {
  const rng = new Rng(`bluewater-rider:center:${m.spec.seed}`);
  const p = m.lease.property;
  const principal = rng.pick(PRINCIPALS);
  const region = rng.chance(0.5) ? `Greater ${p.city.city}` : p.city.stateName;
  const water = rng.chance(0.55);
  const domain = p.name.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    space: `Space ${p.suite.replace(/^\D+/, '')}`,
    association: rng.pick(ASSOCIATIONS)(region),
    formCode: `Form MTN-${rng.int(3, 9)}`,
    formRev: `Rev. ${rng.pick(['01', '04', '07', '10'])}/${rng.int(2012, 2019)}`,
    principal,
    principalTitle: ((t: string) =>
      m.lease.landlord.name.includes('Trust')
        ? 'Trustee'
        : m.lease.landlord.name.includes('Inc.')
          ? 'President'
          : t)(rng.pick(TITLES)),
    officeStreet: p.managerStreet,
    officePhone: `(${rng.int(300, 899)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    billingEmail: `${rng.pick(['billing', 'accounting', 'ar'])}@${domain}.com`,
    initials: [initialsOf(principal), initialsOf(m.lease.tenant.contact)],
    strike: rng.chance(0.55),
    roundedAreas: rng.chance(0.5),
    meter: water
      ? {
          service: 'WATER',
          number: `W-${rng.int(1000, 9899)}`,
          utility: `${p.city.city} Water & Sewer`,
          unit: 'CCF',
          rateMills: [rng.int(3100, 5400), rng.int(4200, 7900)],
          rateNames: ['Water', 'Sewer'],
          baseCents: rng.pick([1250, 1500, 1875, 2200]),
          previous: rng.int(1200, 48000),
        }
      : {
          service: 'ELECTRIC',
          number: `E-${rng.int(10000, 98999)}`,
          utility: `${p.city.stateName} Power & Light`,
          unit: 'kWh',
          rateMills: [rng.int(98, 164)],
          rateNames: ['Energy'],
          baseCents: rng.pick([1500, 2000, 2500]),
          previous: rng.int(20000, 900000),
        },
  };
}
