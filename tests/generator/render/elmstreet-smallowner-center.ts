/**
 * Family "elmstreet-smallowner" (decision 0068): the small strip center every document of a
 * packet names, and its owner. Drawn from the family's own stream (not the render stream), so
 * the lease, the owner's spreadsheet and the invoice agree on the center, the store number and
 * the owner without passing state. Nothing here enters the truth.
 */
import { FIRST_NAMES, SURNAMES } from '../data';
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface StripCenter {
  /** The center's name ("Elm Street Shops"). */
  name: string;
  /** Shop spaces in the center (4-8). */
  shops: number;
  /** The lessee's store number ("Store No. 3"). */
  store: number;
  /** The family trust that owns the title-holding company. */
  trust: string;
  /** The owner who runs the center himself: signs the lease, keeps the spreadsheet, sends invoices. */
  owner: string;
  ownerTitle: string;
  /** The owner's office (his home or a small office), for notices and payments. */
  ownerStreet: string;
  phone: string;
  email: string;
  /** The owner's invoice number for the billed month. */
  invoiceNo: number;
}

const STREET_NAMES = [
  'Elm Street',
  'Main Street',
  'Maple Avenue',
  'Oak Street',
  'Church Street',
  'Mill Road',
];
const CENTER_KINDS = ['Shops', 'Shopping Center', 'Plaza', 'Square', 'Center'];

export function centerOf(m: PacketModel): StripCenter {
  const rng = new Rng(`elmstreet-smallowner:center:${m.spec.seed}`);
  const family = rng.pick(SURNAMES);
  const first = rng.pick(FIRST_NAMES);
  const named = rng.chance(0.5) ? `${family}'s` : rng.pick(STREET_NAMES);
  const shops = rng.int(4, 8);
  const phone = `(${rng.int(201, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
  return {
    name: `${named} ${rng.pick(CENTER_KINDS)}`,
    shops,
    store: rng.int(1, shops),
    trust: `${family} Family Trust`,
    owner: `${first} ${family}`,
    ownerTitle: rng.pick(['Trustee', 'Managing Member', 'Owner']),
    ownerStreet: `${rng.int(10, 9899)} ${rng.pick(['Ridge Road', 'Lakeview Drive', 'Hillcrest Lane', 'Cedar Court', 'Park Avenue'])}`,
    phone,
    email: `${first.toLowerCase()}${family.toLowerCase().replace(/[^a-z]/g, '')}@${rng.pick(['gmail.com', 'aol.com', 'comcast.net', 'yahoo.com'])}`,
    invoiceNo: rng.int(1040, 2980),
  };
}
