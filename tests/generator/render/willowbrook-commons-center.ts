/**
 * Family "willowbrook-commons" (decision 0078): the neighbourhood strip center every document of
 * a packet names, the family partnership's local brokerage that manages it, the state REALTOR
 * association whose pre-printed form the lease is, the neighbours on the site plan, and the tenant
 * payment portal that e-mails the rent statements. Drawn from the family's own stream (not the
 * render stream), so the lease, the reconciliation and the portal e-mail agree on them without
 * passing state. Nothing here enters the truth: the Center's area is the model's.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface StripCenter {
  /** "Willowbrook Commons": the Center's name on every document. */
  center: string;
  /** The managing brokerage ("Hollis & Vance Realty") and its short name on the portal. */
  brokerage: string;
  /** Its property manager (the statement's contact) and phone. */
  contact: string;
  phone: string;
  /** The manager's e-mail on the brokerage's domain. */
  email: string;
  /** The association that publishes the form ("Idaho Association of REALTORS®") and its form code. */
  association: string;
  formCode: string;
  formRev: string;
  /** The neighbours on the site plan (suite number, name), the Tenant's suite among them. */
  neighbours: [string, string][];
  /** The tenant portal ("RentCircle"), its domain, and the tenant's portal account. */
  portal: string;
  portalDomain: string;
  portalAccount: string;
  /** The webmail the tenant reads the portal's e-mail in, and its host. */
  webmail: string;
  webmailHost: string;
  /** The tenant contact's e-mail address. */
  tenantEmail: string;
  /** Acres of land under the Center (the form's blank; no truth figure). */
  acres: string;
  /** The spreadsheet's file name the statement was printed from ("WBC Recon 2024 FINAL.xlsx"). */
  fileStem: string;
}

const NAMES = [
  'Willowbrook Commons',
  'Maple Hollow Shoppes',
  'Cedar Crossing Center',
  'Birchwood Corners',
  'Foxglove Square',
  'Quail Run Plaza',
];
const BROKERS: [string, string][] = [
  ['Hollis & Vance Realty, Inc.', 'hollisvance'],
  ['Brightwater Commercial Brokers', 'brightwatercb'],
  ['Pemberton Realty Group', 'pembertonrg'],
  ['Duke Street Realty & Management', 'dukestreetrealty'],
];
const FIRST = ['Donna', 'Gary', 'Lisa', 'Mark', 'Terri', 'Phil', 'Angela'];
const LAST = ['Pruitt', 'Okafor', 'Lindqvist', 'Barrera', 'Sweeney', 'Tanaka', 'Whitlock'];
const SHOPS = [
  'Sweet Crumb Bakery',
  'Polished Nail Salon',
  'Family Dental Care',
  "Tony's Pizza",
  'Quick Clean Dry Cleaners',
  'Golden Wok',
  'H&R Tax Service',
  'Mane Street Barbers',
  'Tails & Whiskers Grooming',
  'Vacant',
];
const PORTALS: [string, string][] = [
  ['RentCircle', 'rentcircle.com'],
  ['TenantPay', 'tenantpay.net'],
  ['LeaseLoop', 'leaseloop.io'],
];
const WEBMAILS: [string, string][] = [
  ['Mail', 'mail.stratusmail.com'],
  ['Webmail', 'webmail.bluefinmail.net'],
];

export function centerOf(m: PacketModel): StripCenter {
  const rng = new Rng(`willowbrook-commons:center:${m.spec.seed}`);
  const center = rng.pick(NAMES);
  const [brokerage, domain] = rng.pick(BROKERS);
  const first = rng.pick(FIRST);
  const contact = `${first} ${rng.pick(LAST)}`;
  const phone = `(${rng.int(200, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`;
  const suiteNo = m.lease.property.suite.replace(/^Suite /, '');
  const base = Number(suiteNo.replace(/\D/g, '')) || 101;
  const shops = rng.shuffle(SHOPS.slice());
  const count = rng.int(5, 7);
  const start = Math.max(Math.floor(base / 100) * 100 + 1, base - rng.int(0, count - 1));
  const neighbours: [string, string][] = [];
  for (let i = 0; i < count; i++) {
    const no = start + i;
    neighbours.push([String(no), no === base ? m.lease.tenant.name : shops[i]!]);
  }
  const [portal, portalDomain] = rng.pick(PORTALS);
  const [webmail, webmailHost] = rng.pick(WEBMAILS);
  const initials = center
    .split(/\s+/)
    .map((w) => w[0])
    .join('');
  const contactTenant = m.lease.tenant.contact.toLowerCase().split(' ');
  return {
    center,
    brokerage,
    contact,
    phone,
    email: `${first.toLowerCase()}@${domain}.com`,
    association: `${m.lease.property.city.stateName} Association of REALTORS®`,
    formCode: `CL-${rng.pick(['SC', 'RS', 'MT'])}-${rng.int(2, 9)}`,
    formRev: `${String(rng.int(1, 12)).padStart(2, '0')}/${rng.int(2016, 2021)}`,
    neighbours,
    portal,
    portalDomain,
    portalAccount: `${initials}${suiteNo}-${String(rng.int(100, 9999)).padStart(4, '0')}`,
    webmail,
    webmailHost,
    tenantEmail: `${contactTenant[0]![0]}${contactTenant[contactTenant.length - 1]}@${rng.pick(['gmail.com', 'outlook.com', 'yahoo.com'])}`,
    acres: `${rng.int(3, 9)}.${rng.int(1, 9)}${rng.int(0, 9)}`,
    fileStem: `${initials} ${rng.pick(['CAM Recon', 'Recon', 'NNN Recon'])}`,
  };
}
