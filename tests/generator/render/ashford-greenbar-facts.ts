/**
 * Family "ashford-greenbar" (decision 0102): what the renderers add that the model does not hold,
 * drawn from the family's own streams (`ashford-greenbar:facts:<seed>`,
 * `ashford-greenbar:rider:<seed>`, `ashford-greenbar:run:<seed>:<name>`): the management firm,
 * its office and programs, the park's name and property code, the building number, the tenant
 * and lease numbers, the report's run times, the chart of accounts, and **the Rider plan**: which
 * of the body's typed figures the Rider amends and what the body said before it did (the
 * superseded figures). None of it enters a truth figure: the truth is always the model's, which
 * the Rider states where it amends and the body where it does not.
 *
 * Also the fixed-width printing helpers every document of the family uses: a line is one string
 * whose columns are made of spaces (`col`, `rjust`, `dots`), amounts with a trailing minus.
 */
import { PLACES, type SectionKey } from '../data';
import { addDays, commas, money, numberWords, parseIso } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';

// ---------------------------------------------------------------- fixed-width helpers

/** The system's amounts: "12,345.67 " (a blank where the sign would go) or "1,234.56-". */
export const gbMoney = (cents: number) =>
  cents < 0 ? `${money(-cents, { dollar: false })}-` : `${money(cents, { dollar: false })} `;

/** Left-justified in `w` columns (cut when longer). */
export const ljust = (s: string, w: number) => (s.length >= w ? s.slice(0, w) : s + ' '.repeat(w - s.length));

/** Right-justified in `w` columns (never cut). */
export const rjust = (s: string, w: number) => (s.length >= w ? s : ' '.repeat(w - s.length) + s);

/** Centred in `w` columns. */
export const center = (s: string, w: number) => {
  const pad = Math.max(0, Math.floor((w - s.length) / 2));
  return ' '.repeat(pad) + s;
};

/** "LABEL ........ " to column `w` (at least three dots). */
export const dots = (label: string, w: number) => {
  const room = w - label.length - 2;
  return room >= 3 ? `${label} ${'.'.repeat(room)} ` : `${label} ... `;
};

/** Splits `text` into lines of at most `width` characters at spaces. */
export function wrapWords(text: string, width: number): string[] {
  const out: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = cur ? `${cur} ${word}` : word;
    if (next.length > width && cur) {
      out.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) out.push(cur);
  return out.length ? out : [''];
}

/** "04/12/22" as the system prints dates. */
export const sysDate = (iso: string) => {
  const { y, m, d } = parseIso(iso);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y).slice(2)}`;
};

/** "FOUR THOUSAND TWO HUNDRED FIFTY AND NO/100 DOLLARS ($4,250.00)" as a typed lease writes money. */
export function typedMoney(cents: number, digitsOnly = false): string {
  if (digitsOnly) return money(cents);
  const dollars = Math.floor(cents / 100);
  const c = cents % 100;
  const words = numberWords(dollars).toUpperCase();
  return `${words} AND ${c === 0 ? 'NO' : String(c).padStart(2, '0')}/100 DOLLARS (${money(cents)})`;
}

/** "ninety (90) days" or "90 days". */
export const typedCount = (n: number, unit: string, digitsOnly = false) =>
  digitsOnly ? `${n} ${unit}` : `${numberWords(n)} (${n}) ${unit}`;

/** "FIVE PERCENT (5%)" or "5%" (integer percentages; the model's fee, cap and late charge are). */
export const typedPct = (p: number, digitsOnly = false) => {
  if (digitsOnly || !Number.isInteger(p)) return `${p}%`;
  return `${numberWords(p).toUpperCase()} PERCENT (${p}%)`;
};

// ---------------------------------------------------------------- the firm, the park

const FIRMS = [
  'Ashford Property Management Co.',
  'Ashford Realty Management Co.',
  'Ashford & Keane Management Co.',
  'Ashford Commercial Management Co.',
] as const;

const PARK_SUFFIX = {
  office: ['Office Park', 'Business Park', 'Corporate Park', 'Executive Park'],
  industrial: ['Industrial Park', 'Business Center', 'Commerce Park', 'Distribution Park'],
} as const;

const FIRM_STREETS = ['Commerce Drive', 'Executive Boulevard', 'Corporate Woods Parkway', 'Gateway Drive'];

/** The GL account of each of the model's cost keys (the planted ones have their own). */
const ACCOUNTS: Record<string, string> = {
  landscaping: '6010',
  snow: '6020',
  parking: '6030',
  repairs: '6100',
  roof: '6140',
  hvac: '6150',
  elevator: '6160',
  fire: '6170',
  janitorial: '6200',
  pest: '6210',
  windows: '6220',
  trash: '6230',
  security: '6300',
  electric: '6510',
  water: '6520',
  mgmt: '6900',
  capital: '6950',
  tax: '7100',
  insurance: '7200',
};

export interface AshfordFacts {
  /** The management firm as the system prints it ("ASHFORD PROPERTY MANAGEMENT CO."). */
  firm: string;
  /** The firm as the lease types it ("Ashford Property Management Co."). */
  firmName: string;
  firmStreet: string;
  firmCity: string;
  phone: string;
  /** The park's name in the lease's case ("Foxmoor Business Park"); the system prints it in capitals. */
  park: string;
  propCode: string;
  /** The building of the park the premises are in (null when the model's suite is a whole building). */
  bldg: string | null;
  tenantId: string;
  leaseNo: string;
  stmtProgram: string;
  billProgram: string;
  /** The typed form's imprint at every page's foot. */
  formCode: string;
  /** The PDF printer's green-bar background on the report. */
  bands: boolean;
  /** The body's non-waiver sentence in Paragraph 6(f) (always there when the Rider adds a waiver). */
  nonWaiver: boolean;
}

/** The family's own facts for a packet (deterministic per seed). */
export function ashfordFacts(m: PacketModel): AshfordFacts {
  const r = new Rng(`ashford-greenbar:facts:${m.spec.seed}`);
  const l = m.lease;
  const kind = l.kind === 'industrial' ? 'industrial' : 'office';
  const propCode = String(r.int(100, 980)).padStart(4, '0');
  const firm = r.pick(FIRMS);
  const parkBase = PLACES.find((p) => l.property.name.startsWith(p)) ?? l.property.name.split(' ')[0]!;
  return {
    firm: firm.toUpperCase(),
    firmName: firm,
    firmStreet: `${r.int(1200, 9800)} ${r.pick(FIRM_STREETS)}, Suite ${r.int(1, 4)}00`,
    firmCity: `${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
    phone: `(${r.int(201, 989)}) ${r.int(201, 989)}-${String(r.int(100, 9999)).padStart(4, '0')}`,
    park: `${parkBase} ${r.pick(PARK_SUFFIX[kind])}`,
    propCode,
    bldg: l.property.suite.startsWith('Building') ? null : String(r.int(1, 9)),
    tenantId: `T${propCode}-${String(r.int(1, 240)).padStart(3, '0')}`,
    leaseNo: `L-${r.int(1000, 8999)}${r.pick(['', 'A', 'B'])}`,
    stmtProgram: `CAMR0${r.int(3, 6)}${r.int(10, 40)}`,
    billProgram: `ARST0${r.int(1, 4)}${r.int(10, 90)}`,
    formCode: `FORM ${r.pick(['AMC', 'APM', 'AKM'])}-L${r.int(2, 6)} (REV. ${r.int(1, 12)}/${r.int(79, 89)})`,
    bands: r.chance(0.6),
    nonWaiver: r.chance(0.5),
  };
}

/** Where the premises are, as the documents name them ("Suite 210, Building 3"). */
export const premisesName = (m: PacketModel) => {
  const f = ashfordFacts(m);
  return f.bldg ? `${m.lease.property.suite}, Building ${f.bldg}` : m.lease.property.suite;
};

/** The report's account number of a statement line ("6010-000"). */
export function accountOf(s: StatementModel, i: number): string {
  const ln = s.lines[i]!;
  if (ln.key === 'excluded') return ln.category === 'LEGAL_DISPUTES' ? '6820-000' : '6810-000';
  if (ln.key === 'dup-a' || ln.key === 'dup-b') {
    const victim = s.lines.find((x) => x.key !== ln.key && ln.label.startsWith(`${x.label} - `));
    return `${ACCOUNTS[victim?.key ?? 'repairs'] ?? '6190'}-010`;
  }
  return `${ACCOUNTS[ln.key] ?? '6190'}-000`;
}

/** The system's pool code of a section. */
export const POOL_CODE: Record<SectionKey, string> = { CAM: 'CAM', UTIL: 'UTL', TAX: 'TAX', INS: 'INS' };

/** A run time of a report ("09:14"). */
export function runTime(m: PacketModel, name: string): string {
  const r = new Rng(`ashford-greenbar:run:${m.spec.seed}:${name}`);
  return `${String(r.int(6, 19)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`;
}

// ---------------------------------------------------------------- the Rider plan

/** The figures the body of the lease typed before the Rider amended them (null: not amended). */
export interface RiderPlan {
  /** Paragraph 1 / 6(b): the body's approximate areas and the share they gave (when stated). */
  remeasure: { premises: number; park: number; share: string | null } | null;
  /** Paragraph 3: the body's monthly rent per step (TABLE, PER_RSF) or first installment (PERCENT), and rates. */
  rent: { monthly: number[]; rates: number[] | null } | null;
  /** Paragraph 6(d): the body's fee %; `deleted` when the Rider strikes the fee altogether. */
  fee: { pct: number; deleted: boolean } | null;
  /** Paragraph 6(f): the body's statement deadline in days. */
  deadline: number | null;
  /** Paragraph 6(g): the body's review period in days. */
  audit: number | null;
  /** Paragraph 7: the body's late charge. */
  late: { pct: number | null; flatCents: number | null } | null;
}

const has = (m: PacketModel, rule: string) => m.errors.some((e) => e.rule === rule);

/**
 * The Rider plan. The Rider is the tenant's attorney's: every amendment is in the tenant's favour
 * (a lower fee and late charge, a shorter statement deadline with a waiver, a longer review, the
 * measured areas). Where the system was set up from the body instead (a planted error), the
 * body's superseded figure is the one billed.
 */
export function riderPlan(m: PacketModel): RiderPlan {
  const r = new Rng(`ashford-greenbar:rider:${m.spec.seed}`);
  const l = m.lease;
  // areas: the body's approximations, rounded, never the measured figures
  let remeasure: RiderPlan['remeasure'] = null;
  if (r.chance(0.4)) {
    let premises = Math.round(l.premisesRsf / 100) * 100;
    if (premises === l.premisesRsf) premises += 100;
    let park = Math.round(l.buildingRsf / 1000) * 1000;
    if (park === l.buildingRsf) park += 1000;
    let share: string | null = null;
    if (m.spec.lease.shareStated) {
      const dec = m.spec.lease.shareDecimals;
      const truth = l.sharePct.toFixed(dec);
      share = ((premises / park) * 100).toFixed(dec);
      while (share === truth) {
        premises += 100;
        share = ((premises / park) * 100).toFixed(dec);
      }
    }
    remeasure = { premises, park, share };
  }
  // rent: restated when the remeasured area changes a rent per RSF, else now and then reduced
  let rent: RiderPlan['rent'] = null;
  const steps = l.rent.steps;
  if (remeasure && l.rent.form === 'PER_RSF')
    rent = {
      monthly: l.rent.psfRatesCents!.map((rate) => Math.round((rate * remeasure!.premises) / 12)),
      rates: l.rent.psfRatesCents!.slice(),
    };
  else if (r.chance(0.35)) {
    if (l.rent.form === 'PER_RSF') {
      const bump = r.pick([50, 75, 100]);
      const rates = l.rent.psfRatesCents!.map((x) => x + bump);
      rent = { monthly: rates.map((x) => Math.round((x * l.premisesRsf) / 12)), rates };
    } else {
      const f = r.float(0.025, 0.05);
      const shown = l.rent.form === 'PERCENT' ? steps.slice(0, 1) : steps;
      rent = {
        monthly: shown.map((s) => Math.round((s.monthlyRentCents * (1 + f)) / 2500) * 2500),
        rates: null,
      };
    }
  }
  if (rent?.monthly.some((v, i) => v === steps[i]!.monthlyRentCents))
    rent = {
      ...rent,
      monthly: rent.monthly.map((v, i) => (v === steps[i]!.monthlyRentCents ? v + 2500 : v)),
    };
  // the administrative fee
  let fee: RiderPlan['fee'] = null;
  if (l.leaseType === 'NNN') {
    if (!l.adminFee) fee = { pct: r.pick([10, 12, 15]), deleted: true };
    else if (r.chance(has(m, 'ADMIN_FEE_OVER_CAP') ? 0.8 : 0.5)) {
      const billed = m.statements.map((s) => s.fee?.pct ?? 0).find((p) => p > l.adminFee!.pct);
      fee = { pct: billed ?? l.adminFee.pct + r.pick([2, 3, 5]), deleted: false };
    }
  }
  // the statement deadline: longer in the body; when a late statement is planted, long enough
  // that the late statement was within the body's deadline (the system's setting)
  let deadline: number | null = null;
  if (has(m, 'LATE_STATEMENT_WAIVER') || r.chance(0.5)) {
    const latest = Math.max(...m.statements.map((s) => daysAfterYearEnd(s)));
    const options = [120, 150, 180, 210, 240, 270].filter(
      (d) => d > l.reconDeadlineDays && (!has(m, 'LATE_STATEMENT_WAIVER') || d >= latest),
    );
    deadline = has(m, 'LATE_STATEMENT_WAIVER') ? options[0]! : r.pick(options.slice(0, 2));
  }
  // the review period: shorter in the body
  const auditOptions = [30, 45, 60].filter((d) => d < l.auditWindowDays);
  const audit = auditOptions.length && r.chance(0.5) ? r.pick(auditOptions) : null;
  // the late charge: higher in the body; the one billed when LATE_FEE_EXCESSIVE is planted
  let late: RiderPlan['late'] = null;
  if (r.chance(has(m, 'LATE_FEE_EXCESSIVE') ? 0.85 : 0.55)) {
    const b = m.bill;
    if (l.lateFee.pct !== null) {
      const billedPct = [2, 3, 5]
        .map((k) => l.lateFee.pct! + k)
        .find(
          (p) =>
            b.lateFeeCents > b.allowedLateFeeCents &&
            Math.round((b.pastDueCents * p) / 100) === b.lateFeeCents,
        );
      late = { pct: billedPct ?? l.lateFee.pct + r.pick([2, 3, 5]), flatCents: null };
    } else {
      const over = b.lateFeeCents - b.allowedLateFeeCents;
      const flat = [10000, 15000, 25000].includes(over)
        ? b.lateFeeCents
        : l.lateFee.flatCents! + r.pick([5000, 10000, 15000]);
      late = { pct: null, flatCents: flat };
    }
  }
  // a Rider amends at least two of the body's figures
  const count = () => [remeasure, rent, fee, deadline, audit, late].filter((x) => x !== null).length;
  if (count() < 2 && late === null)
    late =
      l.lateFee.pct !== null
        ? { pct: l.lateFee.pct + 5, flatCents: null }
        : { pct: null, flatCents: l.lateFee.flatCents! + 10000 };
  if (count() < 2 && deadline === null) deadline = [120, 150, 180, 210].find((d) => d > l.reconDeadlineDays)!;
  return { remeasure, rent, fee, deadline, audit, late };
}

/** Days from the end of the statement's year to its date. */
export const daysAfterYearEnd = (s: StatementModel) => {
  const end = `${s.year}-12-31`;
  let n = 0;
  while (addDays(end, n) < s.date) n++;
  return n;
};

/** "5,123" */
export const sf = (n: number) => commas(n);
