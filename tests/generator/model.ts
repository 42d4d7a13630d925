/**
 * The economic model of a packet: lease terms, rent schedule, building expenses year by year,
 * the landlord's statements and bill (with planted errors) and the answer key. Renderers turn
 * this model into PDFs; nothing here knows about layout.
 *
 * All money is integer cents. The landlord rounds where a landlord would (each printed figure);
 * the truth amount of a planted error follows the contract's section 3: the fall in the tenant's
 * total when that error alone is corrected, everything else as billed, rounded at the end.
 */
import type { AdminFeeBase, CapType, ExpenseCategory, RentStep } from '../../src/engine/types';
import {
  ADMIN_FEE_LABELS,
  BROKERS,
  CITIES,
  type City,
  COSTS,
  type CostDef,
  ENTITY_SUFFIXES,
  EXCLUDED_LINES,
  FIRST_NAMES,
  type Kind,
  LANDLORD_PATTERNS,
  MANAGERS,
  PERMITTED_USES,
  PLACES,
  PROPERTY_SUFFIXES,
  SECTION_NAMES,
  type SectionKey,
  STREETS,
  SURNAMES,
  TENANT_TRADES,
} from './data';
import { addDays, addMonths, commas, iso, money, parseIso, yearOf } from './format';
import { Rng } from './prng';
import type { PacketSpec, PlantableRule, RentForm, StatementStyle, TruthError } from './types';

// ---------------------------------------------------------------- parties and places

export interface Party {
  name: string;
  /** "a Texas limited liability company" */
  entityDesc: string;
  contact: string;
}

export interface Property {
  name: string;
  street: string;
  city: City;
  zip: string;
  suite: string;
  manager: string;
  managerStreet: string;
}

// ---------------------------------------------------------------- lease

export interface RentModel {
  form: RentForm;
  /** PERCENT form: annual increase. */
  escalationPct: number | null;
  /** PER_RSF form: annual rate per RSF (cents) for each lease year. */
  psfRatesCents: number[] | null;
  /** Steps of the original term. */
  steps: RentStep[];
}

export interface AmendmentModel {
  kind: 'EXTENSION' | 'RENT_CHANGE';
  date: string;
  /** First day of the amended rent. */
  effective: string;
  newExpiration: string | null;
  extensionMonths: number | null;
  form: 'TABLE' | 'PERCENT';
  escalationPct: number | null;
  /** Steps the amendment sets (from `effective` on). */
  steps: RentStep[];
}

export interface LeaseModel {
  kind: Kind;
  leaseType: 'NNN' | 'BASE_YEAR';
  landlord: Party;
  tenant: Party;
  property: Property;
  leaseDate: string;
  commencement: string;
  /** Original expiration (before any amendment). */
  originalExpiration: string;
  termMonths: number;
  /** Effective expiration (after the amendment). */
  expiration: string;
  premisesRsf: number;
  buildingRsf: number;
  sharePct: number;
  rent: RentModel;
  amendment: AmendmentModel | null;
  rentSchedule: RentStep[];
  securityDepositCents: number;
  permittedUse: string;
  camCap: { pct: number; type: CapType; baseYear: number | null } | null;
  adminFee: { pct: number; base: AdminFeeBase } | null;
  mgmtFeeCapPct: number | null;
  /** The fee the manager actually charges (below the cap). */
  mgmtFeeActualPct: number;
  exclusions: ExpenseCategory[];
  capitalAmortYears: number | null;
  grossUp: { occupancyPct: number; appliesTo: 'VARIABLE' } | null;
  baseYear: number | null;
  baseYearExpensesCents: number | null;
  lateFee: { pct: number | null; flatCents: number | null; graceDays: number };
  reconDeadlineDays: number;
  waiver: boolean;
  auditWindowDays: number;
}

// ---------------------------------------------------------------- statements

export type ShareMode = 'TOTAL' | 'SECTION' | 'ITEMIZED';

export interface LineModel {
  key: string;
  label: string;
  category: ExpenseCategory;
  section: SectionKey;
  /** Billed amount (grossed-up when grossed). */
  amountCents: number;
  /** Actual amount before gross-up, when the line was grossed up. */
  actualCents: number | null;
  planted: PlantableRule | null;
}

export interface CalcInput {
  lines: { amount: number; category: ExpenseCategory; section: SectionKey }[];
  sectionOrder: SectionKey[];
  mode: ShareMode;
  sharePct: number;
  baseDeduction: number | null;
  fee: { pct: number; base: 'CAM' | 'ALL' } | null;
  estimates: number;
  delta: { pool: number; share: number; balance: number };
}

export interface CalcResult {
  sectionTotals: Partial<Record<SectionKey, number>>;
  pool: number;
  excess: number | null;
  sectionShares: Partial<Record<SectionKey, number>>;
  lineShares: number[];
  tenantShare: number;
  camShare: number | null;
  fee: number;
  totalDue: number;
  estimates: number;
  balance: number;
}

const isCamCategory = (c: ExpenseCategory) => c !== 'TAX' && c !== 'INSURANCE';

/** The landlord's arithmetic. round=false gives the exact (unrounded) values for truth amounts. */
export function calcStatement(input: CalcInput, round: boolean): CalcResult {
  const R = round ? Math.round : (x: number) => x;
  const s = input.sharePct / 100;
  const sectionTotals: Partial<Record<SectionKey, number>> = {};
  for (const k of input.sectionOrder) {
    sectionTotals[k] = input.lines.filter((l) => l.section === k).reduce((a, l) => a + l.amount, 0);
  }
  const first = input.sectionOrder[0]!;
  let pool: number;
  if (input.mode === 'SECTION') {
    sectionTotals[first] = (sectionTotals[first] ?? 0) + input.delta.pool;
    pool = input.sectionOrder.reduce((a, k) => a + (sectionTotals[k] ?? 0), 0);
  } else {
    pool = input.lines.reduce((a, l) => a + l.amount, 0) + input.delta.pool;
  }
  let tenantShare: number;
  let camShare: number | null = null;
  let excess: number | null = null;
  const sectionShares: Partial<Record<SectionKey, number>> = {};
  let lineShares: number[] = [];
  if (input.baseDeduction !== null) {
    excess = Math.max(0, pool - input.baseDeduction);
    tenantShare = R(excess * s) + input.delta.share;
  } else if (input.mode === 'SECTION') {
    let t = 0;
    let cam = 0;
    for (const k of input.sectionOrder) {
      const v = R((sectionTotals[k] ?? 0) * s);
      sectionShares[k] = v;
      t += v;
      if (k === 'CAM' || k === 'UTIL') cam += v;
    }
    tenantShare = t + input.delta.share;
    camShare = cam;
  } else if (input.mode === 'ITEMIZED') {
    lineShares = input.lines.map((l) => R(l.amount * s));
    tenantShare = lineShares.reduce((a, v) => a + v, 0) + input.delta.share;
    camShare = input.lines.reduce((a, l, i) => a + (isCamCategory(l.category) ? lineShares[i]! : 0), 0);
  } else {
    tenantShare = R(pool * s) + input.delta.share;
    const camPool = input.lines.filter((l) => isCamCategory(l.category)).reduce((a, l) => a + l.amount, 0);
    camShare = R(camPool * s);
  }
  let fee = 0;
  if (input.fee) {
    const base = input.fee.base === 'ALL' ? tenantShare : (camShare ?? 0);
    fee = R((base * input.fee.pct) / 100);
  }
  const totalDue = tenantShare + fee;
  const balance = totalDue - input.estimates + input.delta.balance;
  return {
    sectionTotals,
    pool,
    excess,
    sectionShares,
    lineShares,
    tenantShare,
    camShare,
    fee,
    totalDue,
    estimates: input.estimates,
    balance,
  };
}

export interface StatementModel {
  year: number;
  file: string;
  date: string;
  lines: LineModel[];
  sectionOrder: SectionKey[];
  sectionNames: Record<SectionKey, string>;
  mode: ShareMode;
  style: StatementStyle;
  occupancyPct: number | null;
  /** Occupancy the variable lines were grossed up to (only when some line is grossed). */
  grossUpPct: number | null;
  shareNumRsf: number;
  shareDenRsf: number;
  /** Whether the statement prints the two areas next to the share. */
  showRsf: boolean;
  sharePct: number;
  shareDecimals: number;
  base: { year: number; deductionCents: number } | null;
  fee: { pct: number; base: 'CAM' | 'ALL'; label: string } | null;
  monthlyEstimateCents: number;
  estimateMonths: number;
  delta: { pool: number; share: number; balance: number };
  mathWhere: 'POOL' | 'SHARE' | 'BALANCE' | null;
  numbers: CalcResult;
  /** Prior-year billed amounts by line key (comparative layouts). */
  prior: { year: number; amounts: Record<string, number> } | null;
  capNote: string | null;
}

// ---------------------------------------------------------------- bill and letter

export interface BillLineModel {
  code: string;
  label: string;
  kind:
    | 'BASE_RENT'
    | 'CAM_ESTIMATE'
    | 'TAX_ESTIMATE'
    | 'INSURANCE_ESTIMATE'
    | 'OPEX_ESTIMATE'
    | 'RECON'
    | 'PAST_DUE'
    | 'LATE_FEE';
  period: string;
  amountCents: number;
}

export interface BillModel {
  /** First day of the billed month (= due date). */
  month: string;
  invoiceDate: string;
  invoiceNo: string;
  accountNo: string;
  lines: BillLineModel[];
  totalCents: number;
  baseRentCents: number;
  scheduledRentCents: number;
  pastDueCents: number;
  lateFeeCents: number;
  allowedLateFeeCents: number;
}

export interface LetterModel {
  date: string;
  signer: string;
  title: string;
}

export interface PacketModel {
  spec: PacketSpec;
  lease: LeaseModel;
  statements: StatementModel[];
  bill: BillModel;
  letter: LetterModel | null;
  errors: TruthError[];
  auditWindowDate: string;
  labels: Record<string, string>;
}

// ---------------------------------------------------------------- helpers

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const roundTo = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;

function lastDayBefore(firstOfMonth: string): string {
  return addDays(firstOfMonth, -1);
}

function stepFor(schedule: RentStep[], date: string): { step: RentStep; index: number } {
  const index = schedule.findIndex((s) => s.from <= date && date <= s.to);
  if (index < 0) throw new Error(`no rent step for ${date}`);
  return { step: schedule[index]!, index };
}

export function scheduledRent(schedule: RentStep[], date: string): number {
  return stepFor(schedule, date).step.monthlyRentCents;
}

function leaseYearSteps(start: string, months: number): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (let m = 0; m < months; m += 12) {
    const from = addMonths(start, m);
    const to = lastDayBefore(addMonths(start, Math.min(m + 12, months)));
    out.push({ from, to });
  }
  return out;
}

/**
 * A transposition of two adjacent digits (positions pmin..pmax counted in cents from the right)
 * that makes `value` larger and stays under 15 % of it; else one of the fallback sums.
 */
function transpositionDelta(rng: Rng, value: number, pmin: number, pmax: number, fallback: number[]): number {
  const digits = String(Math.abs(Math.round(value)))
    .split('')
    .map(Number);
  const n = digits.length;
  const options: number[] = [];
  for (let p = pmin; p <= Math.min(pmax, n - 1); p++) {
    const a = digits[n - 1 - p]!;
    const b = digits[n - p]!;
    if (b > a) options.push((b - a) * 9 * 10 ** (p - 1));
  }
  const fine = options.filter((d) => d >= 5000 && d <= Math.abs(value) * 0.15);
  if (fine.length) return rng.pick(fine);
  return rng.pick(fallback);
}

// ---------------------------------------------------------------- the model

export function buildModel(spec: PacketSpec): PacketModel {
  const root = new Rng(`packet:${spec.seed}:${spec.id}`);
  const rNames = root.fork('names');
  const rLease = root.fork('lease');
  const rRent = root.fork('rent');
  const rExp = root.fork('expenses');
  const rStmt = root.fork('statements');
  const rErr = root.fork('errors');
  const rBill = root.fork('bill');

  const kind = spec.kind;
  const firstYear = spec.lastYear - spec.years + 1;
  const statementYears = Array.from({ length: spec.years }, (_, i) => firstYear + i);

  // ---- error years
  const errorYear: Partial<Record<PlantableRule, number>> = {};
  {
    const stmtErrors = spec.errors.filter(
      (e) => e.rule !== 'RENT_ESCALATION_ERROR' && e.rule !== 'LATE_FEE_EXCESSIVE',
    );
    const used = new Map<number, number>();
    for (const e of stmtErrors) if (e.year !== undefined) used.set(e.year, (used.get(e.year) ?? 0) + 1);
    const pickYear = (allowed: number[]) => {
      const free = allowed.filter((y) => !used.has(y));
      const y = free.length ? rErr.pick(free) : rErr.pick(allowed);
      used.set(y, (used.get(y) ?? 0) + 1);
      return y;
    };
    // rules with the tightest needs first
    const order: PlantableRule[] = ['CAM_CAP_EXCEEDED', 'LATE_STATEMENT_WAIVER'];
    const sorted = stmtErrors.slice().sort((a, b) => {
      const ia = order.indexOf(a.rule);
      const ib = order.indexOf(b.rule);
      return (ia < 0 ? 9 : ia) - (ib < 0 ? 9 : ib);
    });
    for (const e of sorted) {
      if (e.year !== undefined) {
        errorYear[e.rule] = e.year;
        continue;
      }
      if (e.rule === 'CAM_CAP_EXCEEDED') {
        errorYear[e.rule] =
          spec.terms.camCap === 'NON_CUMULATIVE'
            ? pickYear(statementYears.slice(1))
            : pickYear([spec.lastYear]);
      } else if (e.rule === 'LATE_STATEMENT_WAIVER') {
        errorYear[e.rule] = pickYear(statementYears);
      } else {
        const waiverYear = errorYear.LATE_STATEMENT_WAIVER;
        const allowed = statementYears.filter((y) => y !== waiverYear);
        errorYear[e.rule] = pickYear(allowed.length ? allowed : statementYears);
      }
    }
    if (errorYear.LATE_STATEMENT_WAIVER !== undefined) {
      const clash = stmtErrors.some(
        (e) => e.rule !== 'LATE_STATEMENT_WAIVER' && errorYear[e.rule] === errorYear.LATE_STATEMENT_WAIVER,
      );
      if (clash) throw new Error('LATE_STATEMENT_WAIVER must be alone in its statement year');
    }
  }
  const has = (rule: PlantableRule) => spec.errors.some((e) => e.rule === rule);

  // ---- names and places
  const city = rNames.pick(CITIES);
  const placeA = rNames.pick(PLACES);
  const placeB = rNames.pick(PLACES.filter((p) => p !== placeA));
  const [suffix, entityKind] = rNames.pick(ENTITY_SUFFIXES);
  const tenantBase = rNames.chance(0.5)
    ? `${rNames.pick(SURNAMES)} ${rNames.pick(TENANT_TRADES[kind])}`
    : `${placeB} ${rNames.pick(TENANT_TRADES[kind])}`;
  const tenantName =
    suffix.startsWith('L') && !suffix.startsWith('LP')
      ? `${tenantBase}, ${suffix}`
      : `${tenantBase} ${suffix}`;
  const landlordName = rNames.pick(LANDLORD_PATTERNS)(placeA);
  const landlordState = rNames.pick(CITIES);
  const person = () => `${rNames.pick(FIRST_NAMES)} ${rNames.pick(SURNAMES)}`;
  const landlord: Party = {
    name: landlordName,
    entityDesc: `a ${landlordState.stateName} ${
      landlordName.includes('L.P.') || landlordName.includes(', LP')
        ? 'limited partnership'
        : landlordName.includes('Trust')
          ? 'real estate investment trust'
          : landlordName.includes('Inc.')
            ? 'corporation'
            : 'limited liability company'
    }`,
    contact: person(),
  };
  const tenant: Party = {
    name: tenantName,
    entityDesc: `a ${city.stateName} ${entityKind}`,
    contact: person(),
  };
  const suitePrefix = kind === 'industrial' ? rNames.pick(['Unit', 'Bay', 'Building']) : 'Suite';
  const property: Property = {
    name: `${placeA} ${rNames.pick(PROPERTY_SUFFIXES[kind])}`,
    street: `${rNames.int(100, 9899)} ${rNames.pick(STREETS)}`,
    city,
    zip: `${city.zip}${String(rNames.int(1, 99)).padStart(2, '0')}`,
    suite: `${suitePrefix} ${kind === 'industrial' && suitePrefix === 'Building' ? rNames.pick(['A', 'B', 'C', 'D']) : rNames.int(1, 4) * 100 + rNames.int(1, 40)}`,
    manager: rNames.pick(MANAGERS),
    managerStreet: `${rNames.int(10, 999)} ${rNames.pick(STREETS)}`,
  };

  // ---- areas and share
  const bldRange: Record<Kind, [number, number]> = {
    retail: [38000, 160000],
    office: [55000, 240000],
    industrial: [80000, 420000],
  };
  const buildingRsf = Math.round(rLease.int(...bldRange[kind]) / 10) * 10;
  const premRange: Record<Kind, [number, number]> = {
    retail: [1100, 9000],
    office: [1800, 16000],
    industrial: [6000, 60000],
  };
  let premisesRsf = rLease.int(...premRange[kind]);
  premisesRsf = Math.min(premisesRsf, Math.floor(buildingRsf * 0.35));
  const exactShare = (premisesRsf / buildingRsf) * 100;
  const sharePct = spec.lease.shareStated
    ? roundTo(exactShare, spec.lease.shareDecimals)
    : roundTo(exactShare, 4);

  // ---- dates
  let comYear = rLease.int(firstYear - 5, firstYear - 1);
  let comMonth = rLease.int(1, 12);
  if (spec.leaseType === 'BASE_YEAR') {
    comYear = Math.min(comYear, firstYear - 2);
  }
  const cumulativeCapPlanted = has('CAM_CAP_EXCEEDED') && spec.terms.camCap !== 'NON_CUMULATIVE';
  if (cumulativeCapPlanted) {
    comYear = firstYear - 1;
    comMonth = rLease.int(2, 12);
  }
  const commencement = iso(comYear, comMonth, 1);
  const leaseDate = addDays(addMonths(commencement, -rLease.int(1, 4)), rLease.int(0, 25));
  const reconDeadlineDays = rLease.pick([90, 120, 120, 150, 180]);
  const stmtOffsets = statementYears.map((y) => {
    if (errorYear.LATE_STATEMENT_WAIVER === y) return reconDeadlineDays + rStmt.int(12, 80);
    return rStmt.int(Math.min(40, reconDeadlineDays - 20), reconDeadlineDays - 4);
  });
  const stmtDates = statementYears.map((y, i) => addDays(iso(y, 12, 31), stmtOffsets[i]!));
  const lastStmtDate = stmtDates[stmtDates.length - 1]!;
  const billMonth = addMonths(iso(yearOf(lastStmtDate), parseIso(lastStmtDate).m, 1), rBill.int(1, 3));
  const monthsToBill = (yearOf(billMonth) - comYear) * 12 + (parseIso(billMonth).m - comMonth);

  let termMonths: number;
  if (spec.amendment === 'EXTENSION') {
    termMonths = Math.max(36, (Math.ceil(monthsToBill / 12) - rLease.int(0, 1)) * 12);
  } else {
    termMonths = Math.max(rLease.int(5, 10) * 12, Math.ceil((monthsToBill + 10) / 12) * 12);
  }
  const originalExpiration = lastDayBefore(addMonths(commencement, termMonths));

  // ---- rent
  const psfAnnual: Record<Kind, [number, number]> = {
    retail: [16, 38],
    office: [22, 44],
    industrial: [6, 14],
  };
  const startRate = rRent.float(...psfAnnual[kind]);
  const years = leaseYearSteps(commencement, termMonths);
  let rent: RentModel;
  if (spec.lease.rent === 'PERCENT') {
    const p = rRent.pick([2, 2.5, 3, 3, 3.5, 4]);
    let m = Math.round((startRate * premisesRsf) / 12) * 100;
    const steps = years.map((y, i) => {
      if (i > 0) m = Math.round(m * (1 + p / 100));
      return { ...y, monthlyRentCents: m };
    });
    rent = { form: 'PERCENT', escalationPct: p, psfRatesCents: null, steps };
  } else if (spec.lease.rent === 'PER_RSF') {
    let rate = Math.round(startRate * 4) * 25; // cents, multiple of $0.25
    const bump = rRent.pick(['ADD', 'PCT'] as const);
    const add = rRent.pick([25, 50, 50, 75, 100]);
    const rates: number[] = [];
    const steps = years.map((y, i) => {
      if (i > 0) rate = bump === 'ADD' ? rate + add : Math.round(rate * 1.03);
      rates.push(rate);
      return { ...y, monthlyRentCents: Math.round((rate * premisesRsf) / 12) };
    });
    rent = { form: 'PER_RSF', escalationPct: null, psfRatesCents: rates, steps };
  } else {
    let m = Math.round((startRate * premisesRsf) / 12) * 100;
    const p = rRent.pick([2.5, 3, 3.5, 4, 5]);
    const steps = years.map((y, i) => {
      if (i > 0) m = Math.round((m * (1 + p / 100)) / 100) * 100;
      return { ...y, monthlyRentCents: m };
    });
    rent = { form: 'TABLE', escalationPct: null, psfRatesCents: null, steps };
  }

  // ---- amendment
  let amendment: AmendmentModel | null = null;
  let rentSchedule = rent.steps.map((s) => ({ ...s }));
  let expiration = originalExpiration;
  if (spec.amendment === 'EXTENSION') {
    const extYears = rLease.int(3, 5);
    const newExpiration = lastDayBefore(addMonths(commencement, termMonths + extYears * 12));
    const effective = addMonths(commencement, termMonths);
    const last = rent.steps[rent.steps.length - 1]!.monthlyRentCents;
    const form = rLease.pick(['TABLE', 'PERCENT'] as const);
    const p = rLease.pick([2.5, 3, 3.5]);
    let m = Math.round((last * rLease.float(1.02, 1.08)) / 100) * 100;
    const steps = leaseYearSteps(effective, extYears * 12).map((y, i) => {
      if (i > 0)
        m = form === 'PERCENT' ? Math.round(m * (1 + p / 100)) : Math.round((m * (1 + p / 100)) / 100) * 100;
      return { ...y, monthlyRentCents: m };
    });
    const earliest = addMonths(commencement, 12);
    let date = addDays(addMonths(effective, -rLease.int(4, 14)), rLease.int(0, 20));
    if (date < earliest) date = earliest;
    amendment = {
      kind: 'EXTENSION',
      date,
      effective,
      newExpiration,
      extensionMonths: extYears * 12,
      form,
      escalationPct: form === 'PERCENT' ? p : null,
      steps,
    };
    rentSchedule = [...rentSchedule, ...steps];
    expiration = newExpiration;
  } else if (spec.amendment === 'RENT_CHANGE') {
    const billIdx = stepFor(rent.steps, billMonth).index;
    const k = billIdx >= 2 ? rLease.int(1, billIdx) : Math.max(1, billIdx);
    const effective = rent.steps[k]!.from;
    const form = rLease.pick(['TABLE', 'PERCENT'] as const);
    const p = rLease.pick([2, 2.5, 3]);
    let m = Math.round((rent.steps[k - 1]!.monthlyRentCents * rLease.float(0.86, 0.95)) / 100) * 100;
    const steps = rent.steps.slice(k).map((st, i) => {
      if (i > 0)
        m = form === 'PERCENT' ? Math.round(m * (1 + p / 100)) : Math.round((m * (1 + p / 100)) / 100) * 100;
      return { from: st.from, to: st.to, monthlyRentCents: m };
    });
    amendment = {
      kind: 'RENT_CHANGE',
      date: addDays(addMonths(effective, -rLease.int(1, 3)), rLease.int(0, 20)),
      effective,
      newExpiration: null,
      extensionMonths: null,
      form,
      escalationPct: form === 'PERCENT' ? p : null,
      steps,
    };
    rentSchedule = [...rent.steps.slice(0, k).map((s) => ({ ...s })), ...steps];
  }

  // ---- operating-expense terms
  const camCap = spec.terms.camCap
    ? {
        pct: rLease.pick([3, 4, 5, 5, 6]),
        type: spec.terms.camCap,
        baseYear: spec.terms.camCap === 'NON_CUMULATIVE' ? null : comMonth === 1 ? comYear : comYear + 1,
      }
    : null;
  const adminFee = spec.terms.adminFee
    ? { pct: rLease.pick([5, 10, 10, 12, 15]), base: spec.terms.adminFee }
    : null;
  const mgmtFeeCapPct = spec.terms.mgmtFeeCap ? rLease.pick([3, 4, 4, 5]) : null;
  const mgmtFeeActualPct = mgmtFeeCapPct
    ? mgmtFeeCapPct - rLease.pick([0.5, 1, 1.5])
    : rLease.pick([2.5, 3, 3.5]);
  const optionalExclusions: ExpenseCategory[] = [
    'DEPRECIATION',
    'DEBT_SERVICE',
    'CHARITABLE',
    'MARKETING',
    'GROUND_RENT',
    'RESERVES',
    'EXECUTIVE_SALARIES',
    'LANDLORD_VIOLATIONS',
  ];
  const exclusions = rLease.shuffle<ExpenseCategory>([
    'CAPITAL',
    'LEASING_COMMISSIONS',
    'LEGAL_DISPUTES',
    ...rLease.sample(optionalExclusions, rLease.int(3, optionalExclusions.length)),
  ]);
  const capitalAmortYears = spec.terms.amortization ? rLease.pick([5, 7, 10, 10, 15]) : null;
  const grossUp = spec.terms.grossUp
    ? { occupancyPct: rLease.pick([90, 95, 95, 100]), appliesTo: 'VARIABLE' as const }
    : null;
  let baseYear: number | null = null;
  if (spec.leaseType === 'BASE_YEAR') {
    baseYear = comMonth <= 4 ? comYear : comYear + 1;
    if (baseYear >= firstYear) baseYear = firstYear - 1;
  }
  const lateFee =
    spec.terms.lateFee === 'PCT'
      ? { pct: rLease.pick([4, 5, 5, 6, 8, 10]), flatCents: null, graceDays: rLease.pick([5, 5, 7, 10]) }
      : {
          pct: null,
          flatCents: rLease.pick([10000, 15000, 20000, 25000, 35000, 50000]),
          graceDays: rLease.pick([3, 5, 10, 10]),
        };
  const auditWindowDays = rLease.pick([60, 90, 90, 120, 180, 365]);
  const firstMonthly = rentSchedule[0]!.monthlyRentCents;
  const securityDepositCents = Math.round((firstMonthly * rLease.pick([1, 1, 2])) / 100) * 100;

  // ---- expense series
  const pickedCosts = COSTS.filter(
    (c) =>
      c.kinds.includes(kind) &&
      (!c.snow || city.snow) &&
      !(['pest', 'windows', 'roof', 'security'].includes(c.key) && rExp.chance(0.3)),
  );
  const labels: Record<string, string> = {};
  for (const c of pickedCosts) labels[c.key] = rExp.pick(c.labels);
  const capitalProject =
    capitalAmortYears && rExp.chance(0.45)
      ? {
          label: rExp.pick([
            'Parking Lot Resurfacing',
            'Roof Replacement',
            'HVAC Rooftop Unit Replacement',
            'Lobby Renovation',
            'LED Lighting Retrofit',
          ]),
          cost: Math.round(rExp.int(30000, 240000) / 1000) * 1000,
          year: rExp.int(firstYear - 3, firstYear),
        }
      : null;

  const minYear = Math.min(firstYear - 1, baseYear ?? 9999, camCap?.baseYear ?? 9999);
  const seriesYears: number[] = [];
  for (let y = minYear; y <= spec.lastYear; y++) seriesYears.push(y);
  const level: Record<string, number> = {};
  for (const c of pickedCosts) level[c.key] = rExp.float(...c.psf) * buildingRsf * 100;
  const weights: Record<string, number> = {};
  for (const c of pickedCosts) weights[c.key] = level[c.key]!;
  const controllables = pickedCosts.filter((c) => c.category === 'CONTROLLABLE');
  const capPlantYear = errorYear.CAM_CAP_EXCEEDED ?? null;

  interface YearSeries {
    occupancy: number;
    lines: { def: CostDef; actual: number; billed: number; grossed: boolean }[];
    controllable: number;
  }
  const series = new Map<number, YearSeries>();
  let prevC = sum(controllables.map((c) => level[c.key]!));
  const capBaseC = new Map<number, number>();
  for (const y of seriesYears) {
    // target controllable total for the year
    let C: number;
    if (y === minYear) C = prevC;
    else {
      let limit = Number.POSITIVE_INFINITY;
      if (camCap) {
        const r = camCap.pct / 100;
        if (camCap.type === 'NON_CUMULATIVE') limit = prevC * (1 + r);
        else if (camCap.baseYear !== null && y > camCap.baseYear && capBaseC.has(camCap.baseYear)) {
          const n = y - camCap.baseYear;
          const base = capBaseC.get(camCap.baseYear)!;
          limit = camCap.type === 'CUMULATIVE_COMPOUNDING' ? base * (1 + r) ** n : base * (1 + r * n);
        }
      }
      const growth = camCap ? rExp.float(-0.015, camCap.pct / 100 + 0.01) : rExp.float(-0.02, 0.07);
      C = prevC * (1 + growth);
      if (y === capPlantYear) C = limit * (1 + rExp.float(0.03, 0.08));
      else if (C > limit * 0.994) C = limit * rExp.float(0.975, 0.994);
    }
    // drift the mix, then scale the controllables to C
    for (const c of pickedCosts) weights[c.key] = weights[c.key]! * rExp.float(0.95, 1.06);
    const wSum = sum(controllables.map((c) => weights[c.key]!));
    const occupancy = roundTo(rExp.float(0.8, 0.99) * 100, 1);
    const lines: YearSeries['lines'] = [];
    const growthSince = (g: [number, number]) => {
      const n = y - minYear;
      let f = 1;
      const rr = new Rng(`${root.key}/g/${g.join()}/${n}`);
      for (let i = 0; i < n; i++) f *= 1 + rr.float(...g);
      return f;
    };
    for (const c of pickedCosts) {
      if (c.key === 'mgmt') continue;
      let actual: number;
      if (c.category === 'CONTROLLABLE') actual = Math.round((C * weights[c.key]!) / wSum);
      else if (c.category === 'TAX')
        actual = Math.round(level[c.key]! * growthSince([0.01, 0.06]) * rExp.float(0.995, 1.005));
      else if (c.category === 'INSURANCE')
        actual = Math.round(level[c.key]! * growthSince([0.02, 0.1]) * rExp.float(0.99, 1.01));
      else actual = Math.round(level[c.key]! * growthSince([-0.02, 0.06]) * rExp.float(0.97, 1.03));
      let billed = actual;
      let grossed = false;
      if (grossUp && c.variable && occupancy < grossUp.occupancyPct) {
        billed = Math.round((actual * grossUp.occupancyPct) / occupancy);
        grossed = true;
      }
      lines.push({ def: c, actual, billed, grossed });
    }
    if (
      capitalProject &&
      capitalAmortYears &&
      y >= capitalProject.year &&
      y < capitalProject.year + capitalAmortYears
    ) {
      const amt = Math.round((capitalProject.cost * 100) / capitalAmortYears);
      const n = y - capitalProject.year + 1;
      const def: CostDef = {
        key: 'capital',
        category: 'CAPITAL',
        section: 'CAM',
        kinds: [kind],
        psf: [0, 0],
        variable: false,
        labels: [],
      };
      lines.push({ def, actual: amt, billed: amt, grossed: false });
      labels[`capital:${y}`] = rExp.pick([
        `${capitalProject.label} - Amortization (Year ${n} of ${capitalAmortYears}; cost ${money(capitalProject.cost * 100)})`,
        `${capitalProject.label} (amortized ${n}/${capitalAmortYears})`,
        `Amortized Capital: ${capitalProject.label}, yr ${n} of ${capitalAmortYears}`,
      ]);
    }
    const mgmtDef = pickedCosts.find((c) => c.key === 'mgmt')!;
    const feeBase = sum(
      lines.filter((l) => l.def.category !== 'TAX' && l.def.category !== 'INSURANCE').map((l) => l.billed),
    );
    const mgmt = Math.round((feeBase * mgmtFeeActualPct) / 100);
    lines.push({ def: mgmtDef, actual: mgmt, billed: mgmt, grossed: false });
    const controllable = sum(lines.filter((l) => l.def.category === 'CONTROLLABLE').map((l) => l.billed));
    series.set(y, { occupancy, lines, controllable });
    capBaseC.set(y, controllable);
    prevC = controllable;
  }
  // The lease's stipulated base-year amount: the base year's expenses, kept safely below every
  // statement year so that each statement has an excess to share.
  let baseYearExpensesCents: number | null = null;
  if (baseYear !== null) {
    const totalOf = (y: number) => sum(series.get(y)!.lines.map((l) => l.billed));
    const floor = Math.min(...statementYears.map(totalOf)) * rExp.float(0.86, 0.95);
    baseYearExpensesCents = Math.round(Math.min(totalOf(baseYear), floor)) - rExp.int(0, 99);
  }

  const lease: LeaseModel = {
    kind,
    leaseType: spec.leaseType,
    landlord,
    tenant,
    property,
    leaseDate,
    commencement,
    originalExpiration,
    termMonths,
    expiration,
    premisesRsf,
    buildingRsf,
    sharePct,
    rent,
    amendment,
    rentSchedule,
    securityDepositCents,
    permittedUse: rLease.pick(PERMITTED_USES[kind]),
    camCap,
    adminFee,
    mgmtFeeCapPct,
    mgmtFeeActualPct,
    exclusions,
    capitalAmortYears,
    grossUp,
    baseYear,
    baseYearExpensesCents,
    lateFee,
    reconDeadlineDays,
    waiver: spec.terms.waiver,
    auditWindowDays,
  };

  // ---- statements
  const utilSeparate = rStmt.chance(0.5);
  const sectionNames: Record<SectionKey, string> = {
    CAM: rStmt.pick(SECTION_NAMES.CAM),
    UTIL: rStmt.pick(SECTION_NAMES.UTIL),
    TAX: rStmt.pick(SECTION_NAMES.TAX),
    INS: rStmt.pick(SECTION_NAMES.INS),
  };
  const feeLabel = rStmt.pick(ADMIN_FEE_LABELS);
  const style = spec.statementStyle;
  const mode: ShareMode =
    spec.leaseType === 'BASE_YEAR'
      ? 'TOTAL'
      : style === 'SECTIONS' ||
          style === 'PANEL' ||
          style === 'POOL_SCHEDULES' ||
          style === 'RECOVERY_ANALYSIS'
        ? 'SECTION'
        : style === 'ITEMIZED'
          ? 'ITEMIZED'
          : 'TOTAL';
  const shareDecimals = Math.max(
    spec.lease.shareStated ? spec.lease.shareDecimals : 4,
    rStmt.pick([2, 4, 4]),
  );
  const showRsf = rStmt.chance(0.6);
  const excludedPick = rErr.pick(EXCLUDED_LINES);
  const excludedLabel = rErr
    .pick(excludedPick.labels)
    .replace('{suite}', String(rErr.int(1, 4) * 100 + rErr.int(1, 40)))
    .replace('{broker}', rErr.pick(BROKERS));
  const errors: TruthError[] = [];
  const statements: StatementModel[] = [];
  const stmtLinesByYear = new Map<number, LineModel[]>();

  statementYears.forEach((year, yi) => {
    const ys = series.get(year)!;
    const sec = (c: CostDef): SectionKey => (c.section === 'UTIL' && !utilSeparate ? 'CAM' : c.section);
    const lines: LineModel[] = ys.lines.map((l) => ({
      key: l.def.key,
      label: l.def.key === 'capital' ? labels[`capital:${year}`]! : labels[l.def.key]!,
      category: l.def.category,
      section: sec(l.def),
      amountCents: l.billed,
      actualCents: l.grossed ? l.actual : null,
      planted: null,
    }));
    // canonical order: CAM lines, then UTIL, TAX, INS; mgmt fee last within CAM
    const order: SectionKey[] = utilSeparate ? ['CAM', 'UTIL', 'TAX', 'INS'] : ['CAM', 'TAX', 'INS'];
    lines.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
    const isErr = (rule: PlantableRule) => errorYear[rule] === year;
    const camIdx = () => lines.filter((l) => l.section === 'CAM').length;
    if (isErr('EXCLUDED_EXPENSE')) {
      const pos = rErr.int(1, Math.max(1, camIdx() - 1));
      lines.splice(pos, 0, {
        key: 'excluded',
        label: excludedLabel,
        category: excludedPick.category,
        section: 'CAM',
        amountCents: rErr.int(2500, 26000) * 100 + rErr.int(0, 99),
        actualCents: null,
        planted: 'EXCLUDED_EXPENSE',
      });
    }
    if (isErr('DUPLICATE_CHARGE')) {
      const candidates = lines.filter((l) => l.category === 'CONTROLLABLE' && l.actualCents === null);
      const victim = rErr.pick(candidates);
      const invoice = `Inv. #${rErr.int(1000, 99999)}`;
      const vendor = `${rErr.pick(SURNAMES)} ${rErr.pick(['Services', 'Contractors', 'Mechanical', 'Co.'])}`;
      // split the victim: a vendor invoice billed inside the line and again on its own
      const part = Math.round(victim.amountCents * rErr.float(0.12, 0.3));
      victim.amountCents -= part;
      const dupLabel = `${victim.label} - ${vendor} ${invoice}`;
      const at = lines.indexOf(victim);
      const a: LineModel = { ...victim, key: 'dup-a', label: dupLabel, amountCents: part, planted: null };
      const b: LineModel = { ...a, key: 'dup-b', planted: 'DUPLICATE_CHARGE' };
      lines.splice(at + 1, 0, a);
      lines.splice(Math.min(lines.length, at + 2 + rErr.int(0, 3)), 0, b);
      // keep the sections contiguous
      lines.sort((x, y) => order.indexOf(x.section) - order.indexOf(y.section));
    }
    stmtLinesByYear.set(year, lines);
    const sectionOrder = order.filter((k) => lines.some((l) => l.section === k));

    // share
    let shareNum = premisesRsf;
    let shareDen = buildingRsf;
    let billedShare = sharePct;
    let shareNote = '';
    if (isErr('PRO_RATA_SHARE')) {
      if (rErr.chance(0.5)) {
        shareNum = Math.round((premisesRsf * rErr.float(1.05, 1.14)) / 10) * 10 + rErr.int(0, 9);
        shareNote = `premises taken as ${commas(shareNum)} RSF instead of ${commas(premisesRsf)} RSF`;
      } else {
        shareDen = Math.round((buildingRsf * rErr.float(0.82, 0.93)) / 10) * 10;
        shareNote = `building area taken as ${commas(shareDen)} RSF (leased area only) instead of ${commas(buildingRsf)} RSF`;
      }
      billedShare = roundTo((shareNum / shareDen) * 100, shareDecimals);
    }
    let fee: StatementModel['fee'] = adminFee
      ? {
          pct: adminFee.pct,
          base: adminFee.base === 'ALL_OPERATING_EXPENSES' ? 'ALL' : 'CAM',
          label: feeLabel,
        }
      : null;
    if (fee && isErr('ADMIN_FEE_OVER_CAP')) fee = { ...fee, pct: fee.pct + rErr.pick([2, 3, 5]) };
    const base = baseYear !== null ? { year: baseYear, deductionCents: baseYearExpensesCents! } : null;

    const input = (over: Partial<CalcInput> = {}): CalcInput => ({
      lines: lines.map((l) => ({ amount: l.amountCents, category: l.category, section: l.section })),
      sectionOrder,
      mode,
      sharePct: billedShare,
      baseDeduction: base ? base.deductionCents : null,
      fee: fee ? { pct: fee.pct, base: fee.base } : null,
      estimates: 0,
      delta: { pool: 0, share: 0, balance: 0 },
      ...over,
    });
    // estimates from a clean expectation
    const expected = calcStatement(
      input({
        sharePct,
        fee: adminFee
          ? { pct: adminFee.pct, base: adminFee.base === 'ALL_OPERATING_EXPENSES' ? 'ALL' : 'CAM' }
          : null,
        lines: lines
          .filter((l) => !l.planted)
          .map((l) => ({ amount: l.amountCents, category: l.category, section: l.section })),
      }),
      true,
    ).totalDue;
    const factor = isErr('LATE_STATEMENT_WAIVER') ? rStmt.float(0.82, 0.92) : rStmt.float(0.9, 1.08);
    const monthlyEstimateCents = Math.max(100, Math.round((expected * factor) / 12 / 100) * 100);
    const estimateMonths = 12;
    let calcIn = input({ estimates: monthlyEstimateCents * estimateMonths });
    let numbers = calcStatement(calcIn, true);
    let mathWhere: StatementModel['mathWhere'] = null;
    if (isErr('MATH_ERROR')) {
      const wheres: ('POOL' | 'SHARE' | 'BALANCE')[] =
        mode === 'ITEMIZED' ? ['SHARE', 'BALANCE'] : ['POOL', 'SHARE', 'BALANCE'];
      mathWhere = rErr.pick(wheres);
      const delta = { pool: 0, share: 0, balance: 0 };
      if (mathWhere === 'POOL') {
        const target = mode === 'SECTION' ? numbers.sectionTotals[sectionOrder[0]!]! : numbers.pool;
        delta.pool = transpositionDelta(rErr, target, 5, 6, [1000000, 1500000, 2000000]);
      } else if (mathWhere === 'SHARE') {
        delta.share = transpositionDelta(rErr, numbers.tenantShare, 3, 5, [50000, 100000, 150000]);
      } else delta.balance = rErr.pick([10000, 25000, 50000, 90000, 100000]);
      calcIn = { ...calcIn, delta };
      numbers = calcStatement(calcIn, true);
    }
    if (isErr('LATE_STATEMENT_WAIVER') && numbers.balance <= 0) {
      throw new Error('internal: waiver year without a balance due');
    }

    // prior year for comparative layouts
    const priorYs = series.get(year - 1);
    const prior = priorYs
      ? {
          year: year - 1,
          amounts: Object.fromEntries(priorYs.lines.map((l) => [l.def.key, l.billed])),
        }
      : null;

    let capNote: string | null = null;
    const stmt: StatementModel = {
      year,
      file: `recon-${year}.pdf`,
      date: stmtDates[yi]!,
      lines,
      sectionOrder,
      sectionNames,
      mode,
      style,
      occupancyPct: grossUp || rStmt.chance(0.3) ? ys.occupancy : null,
      grossUpPct: lines.some((l) => l.actualCents !== null) ? grossUp!.occupancyPct : null,
      shareNumRsf: shareNum,
      shareDenRsf: shareDen,
      showRsf: isErr('PRO_RATA_SHARE') ? showRsf || rStmt.chance(0.6) : showRsf,
      sharePct: billedShare,
      shareDecimals,
      base,
      fee,
      monthlyEstimateCents,
      estimateMonths,
      delta: calcIn.delta,
      mathWhere,
      numbers,
      prior,
      capNote,
    };

    // ---- truth amounts: this error alone corrected, everything else as billed
    const exactBilled = calcStatement(calcIn, false).balance;
    const correctedBy = (over: Partial<CalcInput>) =>
      Math.round(exactBilled - calcStatement({ ...calcIn, ...over }, false).balance);
    const linesWithout = (pred: (l: LineModel) => boolean) =>
      lines
        .filter((l) => !pred(l))
        .map((l) => ({ amount: l.amountCents, category: l.category, section: l.section }));
    for (const e of spec.errors) {
      if (errorYear[e.rule] !== year) continue;
      let amountCents = 0;
      let note = '';
      switch (e.rule) {
        case 'PRO_RATA_SHARE':
          amountCents = correctedBy({ sharePct });
          note = `${shareNote}: billed ${billedShare}% instead of ${sharePct}%`;
          break;
        case 'ADMIN_FEE_OVER_CAP':
          amountCents = correctedBy({ fee: { pct: adminFee!.pct, base: fee!.base } });
          note = `admin fee charged at ${fee!.pct}% instead of ${adminFee!.pct}%`;
          break;
        case 'EXCLUDED_EXPENSE': {
          const l = lines.find((x) => x.planted === 'EXCLUDED_EXPENSE')!;
          amountCents = correctedBy({ lines: linesWithout((x) => x === l) });
          note = `${l.category}: '${l.label}' ${money(l.amountCents)} excluded by the lease`;
          break;
        }
        case 'DUPLICATE_CHARGE': {
          const l = lines.find((x) => x.planted === 'DUPLICATE_CHARGE')!;
          amountCents = correctedBy({ lines: linesWithout((x) => x === l) });
          note = `'${l.label}' ${money(l.amountCents)} billed twice`;
          break;
        }
        case 'CAM_CAP_EXCEEDED': {
          const cap = camCap!;
          const r = cap.pct / 100;
          const billedC = sum(lines.filter((l) => l.category === 'CONTROLLABLE').map((l) => l.amountCents));
          let capAmount: number;
          let basis: string;
          if (cap.type === 'NON_CUMULATIVE') {
            const priorC = sum(
              stmtLinesByYear
                .get(year - 1)!
                .filter((l) => l.category === 'CONTROLLABLE')
                .map((l) => l.amountCents),
            );
            capAmount = priorC * (1 + r);
            basis = `${year - 1} controllable ${money(priorC)} x ${1 + r}`;
          } else {
            const b = cap.baseYear!;
            const baseC = series.get(b)!.controllable;
            const n = year - b;
            capAmount = cap.type === 'CUMULATIVE_COMPOUNDING' ? baseC * (1 + r) ** n : baseC * (1 + r * n);
            basis = `${b} controllable ${money(baseC)}, ${cap.type.toLowerCase()} ${cap.pct}% for ${n} years`;
          }
          const excess = billedC - capAmount;
          if (excess <= 0) throw new Error('internal: cap not exceeded');
          amountCents = correctedBy({
            lines: [...calcIn.lines, { amount: -excess, category: 'CONTROLLABLE', section: 'CAM' }],
          });
          note = `controllable expenses ${money(billedC)} exceed the ${cap.pct}% ${cap.type.toLowerCase()} cap of ${money(Math.round(capAmount))} (${basis})`;
          capNote = note;
          break;
        }
        case 'MATH_ERROR':
          amountCents = correctedBy({ delta: { pool: 0, share: 0, balance: 0 } });
          note =
            mathWhere === 'POOL'
              ? `${mode === 'SECTION' ? `${sectionNames[sectionOrder[0]!]} subtotal` : 'total of the expense lines'} overstated by ${money(calcIn.delta.pool)} (does not foot)`
              : mathWhere === 'SHARE'
                ? `tenant share is not share% x pool: overstated by ${money(calcIn.delta.share)}`
                : `balance is not total due - estimates: overstated by ${money(calcIn.delta.balance)}`;
          break;
        case 'LATE_STATEMENT_WAIVER':
          amountCents = numbers.balance;
          note = `statement dated ${stmt.date}, after the ${reconDeadlineDays}-day deadline; the lease waives late claims`;
          break;
        default:
          break;
      }
      if (amountCents <= 0) throw new Error(`internal: ${e.rule} amount ${amountCents}`);
      errors.push({ rule: e.rule, year, amountCents, note });
    }
    stmt.capNote = capNote;
    statements.push(stmt);
  });

  // ---- bill
  const bill = buildBill();
  function buildBill(): BillModel {
    const scheduled = scheduledRent(rentSchedule, billMonth);
    const { index } = stepFor(rentSchedule, billMonth);
    let baseRent = scheduled;
    if (has('RENT_ESCALATION_ERROR')) {
      const prev = index > 0 ? rentSchedule[index - 1]! : null;
      const next = rentSchedule[index + 1] ?? null;
      const variants: string[] = [];
      if (prev) variants.push('PCT');
      if (next && next.monthlyRentCents > scheduled) variants.push('EARLY');
      variants.push('RSF');
      const v = rBill.pick(variants);
      if (v === 'PCT') {
        const actual = scheduled / prev!.monthlyRentCents - 1;
        const wrong = Math.max(Math.ceil(actual * 100 + 1.5), 4) + rBill.int(0, 2);
        baseRent = Math.round(prev!.monthlyRentCents * (1 + wrong / 100));
        errors.push({
          rule: 'RENT_ESCALATION_ERROR',
          year: yearOf(billMonth),
          amountCents: baseRent - scheduled,
          note: `escalated ${wrong}% over the prior year's ${money(prev!.monthlyRentCents)}: billed ${money(baseRent)} vs scheduled ${money(scheduled)}`,
        });
      } else if (v === 'EARLY') {
        baseRent = next!.monthlyRentCents;
        errors.push({
          rule: 'RENT_ESCALATION_ERROR',
          year: yearOf(billMonth),
          amountCents: baseRent - scheduled,
          note: `next step (from ${next!.from}) billed early: billed ${money(baseRent)} vs scheduled ${money(scheduled)}`,
        });
      } else {
        const wrongRsf = Math.round(premisesRsf * rBill.float(1.04, 1.12));
        baseRent = Math.round((scheduled * wrongRsf) / premisesRsf);
        errors.push({
          rule: 'RENT_ESCALATION_ERROR',
          year: yearOf(billMonth),
          amountCents: baseRent - scheduled,
          note: `rent computed on ${wrongRsf} RSF: billed ${money(baseRent)} vs scheduled ${money(scheduled)}`,
        });
      }
    }
    const last = statements[statements.length - 1]!;
    const lastN = last.numbers;
    const bump = rBill.float(1.0, 1.06);
    const monthlyOf = (v: number) => Math.round((v * bump) / 12 / 100) * 100;
    const lines: BillLineModel[] = [];
    const period = billMonth;
    const L = (code: string, label: string, kind: BillLineModel['kind'], amountCents: number, per = period) =>
      lines.push({ code, label, kind, amountCents, period: per });
    const rentLabel = rBill.pick([
      'Base Rent',
      'Minimum Rent',
      'Monthly Base Rent',
      'Fixed Minimum Rent',
      'Rent',
    ]);
    L(rBill.pick(['RNT', 'BRR', '1000']), rentLabel, 'BASE_RENT', baseRent);
    let estimates = 0;
    if (spec.leaseType === 'NNN') {
      const tax = last.lines.filter((l) => l.category === 'TAX').reduce((a, l) => a + l.amountCents, 0);
      const ins = last.lines.filter((l) => l.category === 'INSURANCE').reduce((a, l) => a + l.amountCents, 0);
      const s = sharePct / 100;
      const taxEst = monthlyOf(tax * s);
      const insEst = monthlyOf(ins * s);
      const camEst = Math.max(100, monthlyOf(lastN.totalDue) - taxEst - insEst);
      const combined = rBill.chance(0.25);
      if (combined) {
        L(
          'NNN',
          rBill.pick([
            'NNN Estimate',
            'Operating Expense Estimate (CAM/Tax/Ins)',
            'Additional Rent - Estimated',
          ]),
          'CAM_ESTIMATE',
          camEst + taxEst + insEst,
        );
        estimates = camEst + taxEst + insEst;
      } else {
        L(
          'CAM',
          rBill.pick(['CAM Estimate', 'Common Area Charges - Est.', 'CAM Recovery (Estimated)']),
          'CAM_ESTIMATE',
          camEst,
        );
        L(
          'RET',
          rBill.pick(['Real Estate Tax Estimate', 'RE Tax Escrow', 'Property Tax Est.']),
          'TAX_ESTIMATE',
          taxEst,
        );
        L(
          'INS',
          rBill.pick(['Insurance Estimate', 'Insurance Escrow', 'Ins. Recovery Est.']),
          'INSURANCE_ESTIMATE',
          insEst,
        );
        estimates = camEst + taxEst + insEst;
      }
    } else {
      const est = monthlyOf(lastN.totalDue);
      if (est > 0) {
        L(
          'OPX',
          rBill.pick([
            'Operating Expense Escalation Est.',
            'Additional Rent - OpEx Estimate',
            'Expense Pass-Through Estimate',
          ]),
          'OPEX_ESTIMATE',
          est,
        );
        estimates = est;
      }
    }
    if (rBill.chance(0.3) && last.numbers.balance !== 0) {
      const bal = last.numbers.balance;
      L(
        'REC',
        bal > 0 ? `${last.year} Reconciliation Balance` : `${last.year} Reconciliation Credit`,
        'RECON',
        bal,
        iso(last.year, 12, 31),
      );
    }
    let pastDue = 0;
    let lateFeeBilled = 0;
    let allowed = 0;
    if (spec.lateChargeOnBill) {
      const prevMonth = addMonths(billMonth, -1);
      pastDue = scheduledRent(rentSchedule, prevMonth) + estimates;
      allowed = lateFee.pct !== null ? Math.round((pastDue * lateFee.pct) / 100) : lateFee.flatCents!;
      lateFeeBilled = allowed;
      if (has('LATE_FEE_EXCESSIVE')) {
        if (lateFee.pct !== null) {
          const wrong = lateFee.pct + rBill.pick([2, 3, 5]);
          lateFeeBilled = Math.round((pastDue * wrong) / 100);
          errors.push({
            rule: 'LATE_FEE_EXCESSIVE',
            year: yearOf(billMonth),
            amountCents: lateFeeBilled - allowed,
            note: `late charge at ${wrong}% instead of ${lateFee.pct}%: billed ${money(lateFeeBilled)}, allowed ${money(allowed)}`,
          });
        } else {
          const pctFee = Math.round((pastDue * 5) / 100);
          lateFeeBilled = pctFee > allowed + 5000 ? pctFee : allowed + rBill.pick([10000, 15000, 25000]);
          errors.push({
            rule: 'LATE_FEE_EXCESSIVE',
            year: yearOf(billMonth),
            amountCents: lateFeeBilled - allowed,
            note: `late charge ${money(lateFeeBilled)} instead of the flat ${money(allowed)} the lease allows`,
          });
        }
      }
      L(
        'PDB',
        rBill.pick(['Past Due Balance', 'Previous Balance', 'Balance Forward', 'Prior Balance Due']),
        'PAST_DUE',
        pastDue,
        prevMonth,
      );
      L(
        'LTF',
        rBill.pick(['Late Charge', 'Late Fee', 'Late Payment Charge']),
        'LATE_FEE',
        lateFeeBilled,
        prevMonth,
      );
    }
    const totalCents = sum(lines.map((l) => l.amountCents));
    return {
      month: billMonth,
      invoiceDate: addDays(billMonth, -rBill.int(5, 16)),
      invoiceNo: `${rBill.pick(['INV-', '', 'R'])}${rBill.int(10000, 999999)}`,
      accountNo: `${rBill.pick(['T', 'AC-', ''])}${rBill.int(1000, 99999)}`,
      lines,
      totalCents,
      baseRentCents: baseRent,
      scheduledRentCents: scheduled,
      pastDueCents: pastDue,
      lateFeeCents: lateFeeBilled,
      allowedLateFeeCents: allowed,
    };
  }

  const letter: LetterModel | null = spec.letter
    ? {
        date: lastStmtDate,
        signer: person(),
        title: rNames.pick([
          'Property Manager',
          'Senior Property Accountant',
          'Portfolio Manager',
          'Lease Administrator',
        ]),
      }
    : null;

  // sort errors: statements by year, then bill
  errors.sort((a, b) => a.year - b.year || a.rule.localeCompare(b.rule));

  return {
    spec,
    lease,
    statements,
    bill,
    letter,
    errors,
    auditWindowDate: addDays(lastStmtDate, auditWindowDays),
    labels,
  };
}
