/**
 * Family "foxhollow-letter" (decision 0094): what the renderers add that the model does not hold,
 * drawn from the family's own streams (`foxhollow-letter:facts:<seed>`,
 * `foxhollow-letter:modification:<seed>`, `foxhollow-letter:list:<seed>:<year>`): the downtown
 * building's name, address, age and storeys, the owner's part-time bookkeeper, the list's category
 * codes, the insurer's refund a list shows as a credit, and what the Lease Modification Agreement
 * bound at the end of the lease changes (with the superseded figures the lease body prints). None
 * of it enters a truth figure: a figure the modification changes is printed in the body as the
 * family's own superseded figure and in the modification as the model's, which controls.
 */
import { SURNAMES } from '../data';
import { addDays, addMonths, daysBetween } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';

const BUILDING_NAMES = [
  (s: string) => `The ${s} Block`,
  (s: string) => `${s} Building`,
  () => 'Merchants Building',
  () => 'Odd Fellows Hall',
  () => 'Opera House Block',
  (s: string) => `${s} & Sons Building`,
  () => 'Foxhollow Building',
  () => 'Masonic Temple Building',
] as const;

const MAIN_STREETS = [
  'Main Street',
  'Front Street',
  'Market Street',
  'Broad Street',
  'Water Street',
  'Court Street',
] as const;

const BOOKKEEPERS = [
  'Marjorie',
  'Martha',
  'Linda',
  'Dorothy',
  'Helen',
  'Carol',
  'Janet',
  'Ruth',
  'Peggy',
  'Joan',
];

const OFFICE_HOURS = [
  'Tuesdays and Thursdays, 9 to 1',
  'Monday, Wednesday and Friday mornings',
  'weekday mornings until noon',
] as const;

export interface FoxhollowFacts {
  building: string;
  /** The building's downtown street address (the model's address is a suburban one). */
  street: string;
  yearBuilt: number;
  storeys: number;
  bookkeeper: string;
  /** The bookkeeper's initial, as the reminder's note signs it. */
  initial: string;
  phone: string;
  hours: string;
  /** The owner's office in the building. */
  room: string;
  /** How the list marks each item's category: "(CAM)" or "[CAM]". */
  codeStyle: 'PAREN' | 'BRACKET';
  /** The letter's and the list's typeface (a typewriter or a word processor's Times). */
  letterFont: 'Courier' | 'Times';
  /** Paragraph 8's statement clause when the lease has no waiver: a non-waiver sentence or silence. */
  nonWaiver: boolean;
}

/** The family's own facts for a packet (deterministic per seed). */
export function foxhollowFacts(m: PacketModel): FoxhollowFacts {
  const r = new Rng(`foxhollow-letter:facts:${m.spec.seed}`);
  const surname = r.pick(SURNAMES);
  const building = r.pick(BUILDING_NAMES)(surname);
  const street = `${r.int(1, 48) * 2 + (r.chance(0.5) ? 1 : 0)} ${r.pick(MAIN_STREETS)}`;
  const yearBuilt = r.int(1884, 1928);
  const plate = r.int(12, 22) * 1000;
  const storeys = Math.max(2, Math.min(12, Math.ceil(m.lease.buildingRsf / plate)));
  const first = r.pick(BOOKKEEPERS);
  const bookkeeper = `${first} ${r.pick(SURNAMES)}`;
  return {
    building,
    street,
    yearBuilt,
    storeys,
    bookkeeper,
    initial: first.charAt(0),
    phone: `(${m.lease.property.city.zip.slice(0, 1)}${r.int(10, 99)}) 555-01${String(r.int(0, 99)).padStart(2, '0')}`,
    hours: r.pick(OFFICE_HOURS),
    room: `Room ${r.int(2, Math.max(2, storeys))}0${r.int(1, 9)}`,
    codeStyle: r.chance(0.6) ? 'PAREN' : 'BRACKET',
    letterFont: r.chance(0.55) ? 'Courier' : 'Times',
    nonWaiver: r.chance(0.6),
  };
}

export interface LateChargeTerms {
  pct: number | null;
  flatCents: number | null;
}

/** What the Lease Modification Agreement at the end of lease.pdf changes. */
export interface ModificationPlan {
  date: string;
  /** The model's RENT_CHANGE amendment: the Rent Schedule from its effective date. */
  rent: boolean;
  /** The late charge the lease body states, replaced by the model's. */
  lateCharge: { original: LateChargeTerms } | null;
  /** The Review Period the lease body states, replaced by the model's audit window. */
  review: { originalDays: number } | null;
  /** Only the Landlord's notice address (no truth figure). */
  notice: { address: string } | null;
}

/** The late charge the bill actually charged, as lease terms, when a planted error can be read as the old figure. */
function billedAsTerms(m: PacketModel): LateChargeTerms {
  const b = m.bill;
  const lf = m.lease.lateFee;
  const billed = b.lateFeeCents;
  for (let p = 1; p <= 20; p++) {
    if (lf.pct !== null && p === lf.pct) continue;
    if (Math.round((b.pastDueCents * p) / 100) === billed && (lf.pct !== null || billed % 500 !== 0))
      return { pct: p, flatCents: null };
  }
  return { pct: null, flatCents: billed };
}

/** The modification's content (deterministic per seed; its figures are the model's). */
export function modificationPlan(m: PacketModel): ModificationPlan {
  const r = new Rng(`foxhollow-letter:modification:${m.spec.seed}`);
  const l = m.lease;
  const lateOverbilled = m.errors.some((e) => e.rule === 'LATE_FEE_EXCESSIVE');
  const rent = l.amendment?.kind === 'RENT_CHANGE';
  type Change = 'LATE' | 'REVIEW' | 'NOTICE';
  let changes: Change[];
  if (rent) {
    changes = r.chance(lateOverbilled ? 0.7 : 0.4)
      ? [r.chance(lateOverbilled ? 0.8 : 0.5) ? 'LATE' : 'REVIEW']
      : [];
  } else {
    const firstChange = r.weighted<Change>([
      ['LATE', lateOverbilled ? 6 : 3],
      ['REVIEW', 3],
      ['NOTICE', 1],
    ]);
    changes = [firstChange];
    if (firstChange !== 'NOTICE' && r.chance(0.35)) changes.push(firstChange === 'LATE' ? 'REVIEW' : 'LATE');
  }
  let lateCharge: ModificationPlan['lateCharge'] = null;
  if (changes.includes('LATE')) {
    if (lateOverbilled) lateCharge = { original: billedAsTerms(m) };
    else if (l.lateFee.pct !== null)
      lateCharge = {
        original: { pct: r.pick([5, 6, 8, 10, 12].filter((p) => p !== l.lateFee.pct)), flatCents: null },
      };
    else
      lateCharge = {
        original: {
          pct: null,
          flatCents: r.pick(
            [5000, 7500, 10000, 15000, 20000, 25000, 50000].filter((c) => c !== l.lateFee.flatCents),
          ),
        },
      };
  }
  const review = changes.includes('REVIEW')
    ? { originalDays: r.pick([30, 45, 60, 90, 120, 180, 365].filter((d) => d !== l.auditWindowDays)) }
    : null;
  const notice = changes.includes('NOTICE')
    ? {
        address: `${r.int(10, 480)} ${r.pick(MAIN_STREETS)}, Suite ${r.int(2, 3)}${r.int(0, 1)}${r.int(1, 9)}`,
      }
    : null;
  let date: string;
  if (rent) date = l.amendment!.date;
  else {
    const lo = addDays(l.commencement, 200);
    const hi = addDays(m.statements[0]!.date, -30);
    date = addDays(lo, r.int(0, Math.max(0, daysBetween(lo, hi))));
  }
  if (date <= l.leaseDate) date = addDays(addMonths(l.leaseDate, 6), 3);
  return { date, rent, lateCharge, review, notice };
}

/** The building's name in running text: "the Merchants Building", "The Hargrove Block". */
export const theBuilding = (f: FoxhollowFacts) =>
  f.building.startsWith('The ') ? f.building : `the ${f.building}`;

/** Where the owner's office is (its street line) when the letter and the reminder are written (a modification may have moved it). */
export function officeAddress(m: PacketModel): string {
  const plan = modificationPlan(m);
  if (plan.notice) return plan.notice.address;
  const f = foxhollowFacts(m);
  return `${f.building}, ${f.street}, ${f.room}`;
}

/** One printed row of the two-column list: label, category code and amount (credits negative). */
export interface ListItem {
  label: string;
  code: string;
  cents: number;
  /** Index of the model line the row prints (both rows of a split insurance line). */
  line: number;
}

const CODES = { CAM: 'CAM', UTIL: 'UTIL', TAX: 'TAX', INS: 'INS' } as const;

/**
 * The list's rows for one statement, in the model's line order: one row a line, except that on
 * some lists the first insurance line is printed as its premium and, right after it, "less
 * refund from insurer" as a credit, the two adding up to the model's line.
 */
export function listItems(m: PacketModel, s: StatementModel): ListItem[] {
  const r = new Rng(`foxhollow-letter:list:${m.spec.seed}:${s.year}`);
  const split = r.chance(0.35);
  const refundPart = r.float(0.012, 0.05);
  const out: ListItem[] = [];
  let splitDone = false;
  s.lines.forEach((ln, i) => {
    const code = CODES[ln.section];
    if (split && !splitDone && ln.section === 'INS' && ln.amountCents > 20000) {
      splitDone = true;
      const refund = Math.round(ln.amountCents * refundPart);
      out.push({ label: ln.label, code, cents: ln.amountCents + refund, line: i });
      out.push({ label: 'less refund from insurer', code, cents: -refund, line: i });
      return;
    }
    out.push({ label: ln.label, code, cents: ln.amountCents, line: i });
  });
  return out;
}
