/**
 * Family "pinecrest-trust" (decision 0090): what the renderers add that the model does not hold,
 * drawn from the family's own stream (`pinecrest-trust:trust:<seed>`): the trustee bank, its Land
 * Trust Department, the trust's number and date, the officers who sign, the beneficiary's park
 * manager, the ledger's account numbers and the non-recoverable accounts the ledger lists beside
 * the recoverable ones. None of it enters a truth figure.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

const BANKS = [
  'Prairie State Bank and Trust Company',
  'First Lakeshore National Bank',
  'Midland Trust & Savings Bank',
  'Heritage Bank of Commerce, N.A.',
  'Old Harbor Trust Company',
  'Chartwell National Bank',
] as const;

const OFFICER_FIRST = ['Margaret', 'Harold', 'Dolores', 'Walter', 'Eleanor', 'Bernard', 'Frances', 'Stanley'];
const OFFICER_LAST = [
  'Kowalczyk',
  'Brennan',
  'Lindqvist',
  'Mahoney',
  'Pietrzak',
  'Oduya',
  'Hartwell',
  'Sundberg',
];

const MANAGERS = [
  'Pinecrest Realty Services, Inc.',
  'Northfield Park Management Company',
  'Tri-State Industrial Management, LLC',
  'Gateway Flex Property Services',
] as const;

/** Non-recoverable accounts the ledger lists (flagged N), by account name. */
const NON_RECOVERABLE: readonly string[] = [
  'Mortgage interest – Trust loan',
  'Depreciation – buildings and improvements',
  'Land trust trustee fees',
  'Leasing commissions – vacant units',
  'Legal fees – lease negotiations',
  'Beneficiary partnership tax preparation',
  'Roof replacement – capitalized',
  'Marketing and signage – leasing',
  'Bad debt expense',
];

export interface TrustFacts {
  bank: string;
  bankStreet: string;
  department: string;
  trustNo: string;
  trustDate: string;
  trustOfficer: string;
  trustOfficerTitle: string;
  /** The beneficiary's managing agent that keeps the park's general ledger. */
  manager: string;
  managerContact: string;
  /** Ledger account numbers start here per group (Park Charges, Utilities, Impositions, Insurance). */
  acctBase: Record<'CAM' | 'UTIL' | 'TAX' | 'INS', number>;
  /** The unit's land-trust rent account number on the trust department's statements. */
  rentAccount: string;
  /** The Schedule of Particulars' item numbers. */
  items: {
    lessor: 1;
    lessee: 2;
    premises: 3;
    park: 4;
    share: 5;
    term: 6;
    rent: 7;
    security: 8;
    use: 9;
    base: 10;
    notices: 11;
  };
}

/** The family's own facts for a packet (deterministic per seed). */
export function trustFacts(m: PacketModel): TrustFacts {
  const r = new Rng(`pinecrest-trust:trust:${m.spec.seed}`);
  const bank = r.pick(BANKS);
  const trustNo = r.pick(['4471', `${r.int(1000, 9999)}`, `${r.int(10, 99)}-${r.int(1000, 9999)}`]);
  const y = Number(m.lease.leaseDate.slice(0, 4)) - r.int(4, 22);
  const trustDate = `${y}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
  const officer = `${r.pick(OFFICER_FIRST)} ${r.pick(OFFICER_LAST)}`;
  const manager = r.pick(MANAGERS);
  const managerContact = `${r.pick(OFFICER_FIRST)} ${r.pick(OFFICER_LAST)}`;
  const base = r.pick([5000, 6000, 7000]);
  return {
    bank,
    bankStreet: `${r.int(10, 299)} ${r.pick(['North LaSalle Street', 'West Adams Street', 'Main Street', 'Court Square'])}`,
    department: 'Land Trust Department',
    trustNo,
    trustDate,
    trustOfficer: officer,
    trustOfficerTitle: r.pick([
      'Land Trust Officer',
      'Assistant Vice President and Trust Officer',
      'Trust Officer',
    ]),
    manager,
    managerContact,
    acctBase: { CAM: base + 100, UTIL: base + 300, TAX: base + 500, INS: base + 700 },
    rentAccount: `LT-${trustNo.replace('-', '')}-${String(r.int(1, 60)).padStart(3, '0')}`,
    items: {
      lessor: 1,
      lessee: 2,
      premises: 3,
      park: 4,
      share: 5,
      term: 6,
      rent: 7,
      security: 8,
      use: 9,
      base: 10,
      notices: 11,
    },
  };
}

/**
 * The non-recoverable accounts listed (flagged N) on one year's ledger, with the prior year's and
 * this year's amounts: the same accounts every year of a packet, each growing at its own rate, so
 * one year's prior column repeats the year before's; the tax penalty only in some years.
 */
export function nonRecoverable(
  m: PacketModel,
  year: number,
): { name: string; prior: number; current: number; group: 'CAM' | 'TAX' }[] {
  const r = new Rng(`pinecrest-trust:ledger:${m.spec.seed}`);
  const scale = m.lease.buildingRsf;
  const picked = r.sample(NON_RECOVERABLE, r.int(2, 4)).map((name) => ({
    name,
    base: scale * r.float(0.6, 14),
    growth: r.float(-0.03, 0.09),
  }));
  const at = (x: { base: number; growth: number }, y: number) =>
    Math.round(x.base * (1 + x.growth) ** (y - 2018)) + 17;
  const out: { name: string; prior: number; current: number; group: 'CAM' | 'TAX' }[] = picked.map((x) => ({
    name: x.name,
    prior: at(x, year - 1),
    current: at(x, year),
    group: 'CAM' as const,
  }));
  const penalty = (y: number) => new Rng(`pinecrest-trust:penalty:${m.spec.seed}:${y}`);
  const p = penalty(year);
  if (p.chance(0.4)) {
    const q = penalty(year - 1);
    const before = q.chance(0.4) ? Math.round(scale * q.float(0.5, 4)) + 3 : 0;
    out.push({
      name: 'Penalty and interest – late tax installment',
      prior: before,
      current: Math.round(scale * p.float(0.5, 4)) + 3,
      group: 'TAX',
    });
  }
  return out;
}
