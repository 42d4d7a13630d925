/**
 * Family "quarry-budget" (decision 0100): what the renderers add that the model does not hold,
 * drawn from the family's own streams (`quarry-budget:facts:<seed>`,
 * `quarry-budget:sheet:<seed>:<year>`): the building's name and storeys, the family office's
 * principal and office, the outside bookkeeper, her firm and e-mail addresses, the worked examples'
 * illustrative figures, the spreadsheet's tab name, budgets, prepared date and the e-mail's sent
 * time, and the invoice numbers. None of it enters a truth figure; the examples' figures are chosen
 * so that none equals a figure of the lease.
 */
import { FIRST_NAMES, PLACES, SURNAMES } from '../data';
import { addDays, daysBetween } from '../format';
import type { PacketModel, StatementModel } from '../model';
import { Rng } from '../prng';

const OFFICE_BUILDINGS = [
  (p: string) => `${p} Medical Arts Building`,
  (p: string) => `${p} Professional Building`,
  (p: string) => `${p} Professional Center`,
  (p: string) => `The ${p} Medical Building`,
] as const;

const RETAIL_STRIPS = [
  (p: string) => `${p} Shops`,
  (p: string) => `${p} Corners`,
  (p: string) => `${p} Square Shopping Center`,
  (p: string) => `${p} Commons`,
] as const;

const FIRMS = [
  (s: string) => `${s} Bookkeeping Services`,
  (s: string) => `${s} & Associates, Accounting`,
  (s: string) => `${s} Business Services, LLC`,
] as const;

const DOMAINS = ['outlook.com', 'gmail.com', 'comcast.net'] as const;

export interface QuarryFacts {
  building: string;
  storeys: number;
  /** The family office's principal (the model's landlord contact) and office street. */
  principal: string;
  officeStreet: string;
  bookkeeper: string;
  firm: string;
  bookkeeperEmail: string;
  tenantEmail: string;
  principalEmail: string;
  /** The sheet's tab name, without the year ("CAM Recon", ...). */
  tabStem: string;
  /** Invoice number of the bill; the prior, unpaid invoice is the one before it. */
  invoiceNo: number;
  /** A credit memo's number, when a reconciliation credit is applied on the invoice. */
  creditMemoNo: number;
  /** Non-waiver sentence when the lease has no waiver (else silence). */
  nonWaiver: boolean;
  examples: QuarryExamples;
}

/** The worked examples' illustrative figures (cents, square feet, %), none a figure of the lease. */
export interface QuarryExamples {
  /** Share example: premises and building areas, and the share they give (2 decimals). */
  premises: number;
  building: number;
  sharePct: number;
  /** Operating Costs of a year in the pool example. */
  pool: number;
  /** Base-year example: a year's Operating Costs and the Base Year's. */
  yearCosts: number;
  baseCosts: number;
  /** Fee example: Tenant's share of the fee base. */
  feeBase: number;
  /** Cap example: Controllable Costs of a year. */
  controllable: number;
  /** Rent example: a monthly installment. */
  monthly: number;
  /** PER_RSF example: an annual rate per RSF and an area. */
  rate: number;
  rateArea: number;
  /** Proration example: the day of the month the term starts in a 30-day month. */
  startDay: number;
  /** Late-charge example: an installment. */
  installment: number;
}

/** The floor an office suite is on ("Suite 210" is on the 2nd). */
export const suiteFloor = (m: PacketModel) =>
  Math.max(1, Math.floor(Number(m.lease.property.suite.replace(/\D/g, '')) / 100));

const slug = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** The lease's own figures an example must not repeat (cents, square feet and percentages). */
export function leaseFigures(m: PacketModel): Set<number> {
  const l = m.lease;
  const out = new Set<number>([l.premisesRsf, l.buildingRsf, l.sharePct, l.securityDepositCents]);
  for (const s of l.rentSchedule) {
    out.add(s.monthlyRentCents);
    out.add(s.monthlyRentCents * 12);
  }
  for (const r of l.rent.psfRatesCents ?? []) out.add(r);
  if (l.rent.escalationPct !== null) out.add(l.rent.escalationPct);
  if (l.adminFee) out.add(l.adminFee.pct);
  if (l.camCap) out.add(l.camCap.pct);
  if (l.mgmtFeeCapPct !== null) out.add(l.mgmtFeeCapPct);
  if (l.baseYearExpensesCents !== null) out.add(l.baseYearExpensesCents);
  if (l.lateFee.pct !== null) out.add(l.lateFee.pct);
  if (l.lateFee.flatCents !== null) out.add(l.lateFee.flatCents);
  for (const s of m.statements) {
    out.add(s.numbers.pool);
    out.add(s.numbers.tenantShare);
    out.add(s.numbers.fee);
  }
  return out;
}

/** The first option (in a drawn order) that is not one of the lease's figures. */
function fresh(r: Rng, options: number[], taken: Set<number>): number {
  const v = r.shuffle(options).find((x) => !taken.has(x));
  if (v === undefined) throw new Error('quarry-budget: no illustrative figure left');
  return v;
}

/** The family's own facts for a packet (deterministic per seed). */
export function quarryFacts(m: PacketModel): QuarryFacts {
  const r = new Rng(`quarry-budget:facts:${m.spec.seed}`);
  const l = m.lease;
  const place = r.pick(PLACES);
  const building = l.kind === 'retail' ? r.pick(RETAIL_STRIPS)(place) : r.pick(OFFICE_BUILDINGS)(place);
  const floor = suiteFloor(m);
  const storeys =
    l.kind === 'retail' ? 1 : Math.max(2, floor, Math.min(6, Math.round(l.buildingRsf / 22000)));
  const bkFirst = r.pick(FIRST_NAMES);
  const bkLast = r.pick(SURNAMES);
  const firm = r.pick(FIRMS)(r.pick(SURNAMES));
  const domain = r.pick(DOMAINS);
  const tenantDomain = `${slug(l.tenant.name.split(/[ ,]/)[0]!)}${r.pick(['care', 'group', 'co', 'inc'])}.com`;
  const principalDomain = `${slug(l.landlord.name.split(/[ ,]/)[0]!)}${r.pick(['holdings', 'family', 'cap'])}.com`;
  const [tf, ...tl] = l.tenant.contact.split(' ');
  const [pf, ...pl] = l.landlord.contact.split(' ');
  const taken = leaseFigures(m);
  const takenPct = new Set([...taken].map((x) => Math.round(x * 100) / 100));
  // the share example: round areas whose quotient is not the lease's share
  let premises = 0;
  let bldg = 0;
  let sharePct = 0;
  for (;;) {
    premises = fresh(r, [1500, 1800, 2000, 2400, 2500, 3000, 3200], taken);
    bldg = fresh(r, [30000, 40000, 48000, 50000, 60000, 64000, 80000], taken);
    sharePct = Math.round((premises / bldg) * 10000) / 100;
    if (!takenPct.has(sharePct) && Math.abs(sharePct - l.sharePct) > 0.2) break;
  }
  const k = (dollars: number[]) => dollars.map((d) => d * 100);
  return {
    building,
    storeys,
    principal: l.landlord.contact,
    officeStreet: `${r.int(10, 990)} ${r.pick(['Main Street', 'Church Street', 'Elm Avenue', 'Court Square'])}, Suite ${r.int(2, 4)}00`,
    bookkeeper: `${bkFirst} ${bkLast}`,
    firm,
    bookkeeperEmail: `${bkFirst.toLowerCase()}.${bkLast.toLowerCase()}@${domain}`,
    tenantEmail: `${tf!.toLowerCase()}.${tl.join('').toLowerCase()}@${tenantDomain}`,
    principalEmail: `${pf!.toLowerCase()[0]}${pl.join('').toLowerCase()}@${principalDomain}`,
    tabStem: r.pick(['CAM Recon', 'CAM Recon', 'OpEx Recon', 'Recon']),
    invoiceNo: r.int(1040, 4890),
    creditMemoNo: r.int(110, 480),
    nonWaiver: r.chance(0.5),
    examples: {
      premises,
      building: bldg,
      sharePct,
      pool: fresh(r, k([150000, 200000, 250000, 300000, 400000]), taken),
      yearCosts: fresh(r, k([210000, 260000, 330000]), taken),
      baseCosts: fresh(r, k([180000, 225000, 290000]), taken),
      feeBase: fresh(r, k([6000, 8000, 10000, 12500]), taken),
      controllable: fresh(r, k([100000, 120000, 150000]), taken),
      monthly: fresh(r, k([3000, 4000, 5000, 6000, 7500]), taken),
      rate: fresh(r, k([18, 20, 22, 24, 26]), taken),
      rateArea: fresh(r, [1200, 1500, 1800, 2400], taken),
      startDay: r.pick([11, 16, 21]),
      installment: fresh(r, k([2500, 3500, 4000, 4500, 5000]), taken),
    },
  };
}

export interface SheetFacts {
  tab: string;
  /** The date the bookkeeper's sheet says it was prepared (ISO); the e-mail is the statement's date. */
  prepared: string;
  /** The e-mail's sent time. */
  hour: number;
  minute: number;
  /** Budget factor for each line index. */
  budgetFactors: number[];
}

/**
 * A statement year's sheet facts. The sheet is prepared two to nine days before the e-mail that
 * sends it (the truth's statement date); when the e-mail is later than the lease's deadline, so is
 * the prepared date.
 */
export function sheetFacts(m: PacketModel, s: StatementModel): SheetFacts {
  const r = new Rng(`quarry-budget:sheet:${m.spec.seed}:${s.year}`);
  const f = quarryFacts(m);
  const deadline = addDays(`${s.year}-12-31`, m.lease.reconDeadlineDays);
  let prepared = addDays(s.date, -r.int(2, 9));
  if (s.date > deadline && prepared <= deadline) prepared = addDays(deadline, 1);
  if (daysBetween(prepared, s.date) < 0) prepared = s.date;
  return {
    tab: `${f.tabStem} ${s.year}`,
    prepared,
    hour: r.int(8, 17),
    minute: r.int(0, 59),
    budgetFactors: s.lines.map(() => r.float(0.88, 1.1)),
  };
}
