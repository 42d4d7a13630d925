/**
 * The lease's fields as a tenant reads them: a short value for the one-page summary and a
 * plain-English paragraph per term for the premium report. Unknown values read "Not stated".
 */
import type { AdminFeeBase, CapType, Evidence, LeaseData, LeaseType } from '../types';
import { area, dateOr, days, humanize, joinAnd, pct, usd } from './format';

export const NOT_STATED = 'Not stated';

const LEASE_TYPE: Record<LeaseType, string> = {
  NNN: 'Triple net (NNN): you pay your share of taxes, insurance and CAM on top of base rent',
  BASE_YEAR: 'Base year: you pay your share of the increase in operating costs over the base year',
  GROSS: 'Gross: operating costs are included in the rent',
};

const CAP_TYPE: Record<CapType, string> = {
  NON_CUMULATIVE: 'non-cumulative (each year measured against the year before)',
  CUMULATIVE_COMPOUNDING: 'cumulative, compounding from the base year',
  CUMULATIVE_SIMPLE: 'cumulative, simple (not compounding) from the base year',
};

const FEE_BASE: Record<AdminFeeBase, string> = {
  CAM_EXCLUDING_TAXES_INSURANCE: 'CAM, excluding taxes and insurance',
  ALL_OPERATING_EXPENSES: 'all operating expenses',
};

export interface LeaseRow {
  label: string;
  value: string;
  source: string;
}

function source(e: Evidence | null): string {
  return e ? `${e.file}, p. ${e.page}` : '';
}

/** The one-page lease summary: every field of the contract, in a fixed order. */
export function leaseRows(lease: LeaseData): LeaseRow[] {
  const row = <T>(
    label: string,
    f: { value: T | null; evidence: Evidence | null },
    show: (v: T) => string,
  ) => ({
    label,
    value: f.value === null ? NOT_STATED : show(f.value),
    source: f.value === null ? '' : source(f.evidence),
  });
  return [
    row('Lease type', lease.leaseType, (v) => LEASE_TYPE[v] ?? v),
    row('Tenant', lease.tenantName, (v) => v),
    row('Landlord', lease.landlordName, (v) => v),
    row('Premises', lease.premisesRsf, area),
    row('Building', lease.buildingRsf, area),
    row("Tenant's pro-rata share", lease.proRataSharePct, pct),
    row('Commencement', lease.commencementDate, (v) => dateOr(v)),
    row('Expiration', lease.expirationDate, (v) => dateOr(v)),
    row('Base rent schedule', lease.rentSchedule, (v) =>
      v.length
        ? v.map((s) => `${dateOr(s.from)} - ${dateOr(s.to)}: ${usd(s.monthlyRentCents)} / month`).join('\n')
        : NOT_STATED,
    ),
    row(
      'CAM cap',
      lease.camCap,
      (v) =>
        `${pct(v.pct)} per year, ${CAP_TYPE[v.type] ?? v.type}${v.baseYear ? `, base year ${v.baseYear}` : ''}`,
    ),
    row('Administrative fee', lease.adminFee, (v) => `${pct(v.pct)} of ${FEE_BASE[v.base] ?? v.base}`),
    row('Management fee cap', lease.managementFeeCapPct, (v) => `${pct(v)} of operating expenses`),
    row('Excluded expenses', lease.excludedCategories, (v) =>
      v.length ? v.map(humanize).join(', ') : 'None listed',
    ),
    row('Capital items', lease.capitalAmortizationYears, (v) => `Only amortized, over ${v} years`),
    row(
      'Gross-up',
      lease.grossUp,
      (v) => `To ${pct(v.occupancyPct)} occupancy, ${v.appliesTo === 'ALL' ? 'all' : 'variable'} expenses`,
    ),
    row('Base year', lease.baseYear, String),
    row('Base-year expenses', lease.baseYearExpensesCents, usd),
    row('Late fee', lease.lateFee, lateFeeText),
    row('Reconciliation deadline', lease.reconciliationDeadlineDays, (v) => `${days(v)} after year end`),
    row('Late statement waives the charges', lease.lateStatementWaiver, (v) => (v ? 'Yes' : 'No')),
    row('Audit window', lease.auditWindowDays, (v) => `${days(v)} after you receive the statement`),
  ];
}

function lateFeeText(v: { pct: number | null; flatCents: number | null; graceDays: number | null }): string {
  const parts = [
    v.pct !== null ? `${pct(v.pct)} of the late amount` : null,
    v.flatCents !== null ? usd(v.flatCents) : null,
  ]
    .filter((x): x is string => x !== null)
    .join(' or ');
  const grace = v.graceDays !== null ? ` after a ${v.graceDays}-day grace period` : '';
  return `${parts || 'Amount not stated'}${grace}`;
}

export interface PlainTerm {
  title: string;
  text: string;
}

/** The lease in plain English: one paragraph per term, written from the fields. */
export function plainEnglish(lease: LeaseData): PlainTerm[] {
  const v = <T>(f: { value: T | null }) => f.value;
  const out: PlainTerm[] = [];
  const add = (title: string, text: string) => out.push({ title, text });
  const tenant = v(lease.tenantName) ?? 'The tenant';
  const landlord = v(lease.landlordName) ?? 'the landlord';

  add(
    'Who signed',
    v(lease.tenantName) || v(lease.landlordName)
      ? `${tenant} leases the premises from ${landlord}. Keep both legal names exactly as written in the lease on every letter you send.`
      : 'The lease we read does not state the parties clearly. Use the legal names from the signature page in any letter.',
  );

  const type = v(lease.leaseType);
  add(
    'What kind of lease',
    type === 'NNN'
      ? 'This is a triple-net (NNN) lease: on top of base rent you pay your share of the property taxes, the insurance and the common area maintenance (CAM). Those three, TICAM, are what the year-end reconciliation bills.'
      : type === 'BASE_YEAR'
        ? 'This is a base-year lease: you pay your share of operating costs only to the extent they rise above the costs of the base year. A base year set too low makes every later year more expensive.'
        : type === 'GROSS'
          ? 'This is a gross lease: operating costs are meant to be covered by the rent. Extra operating-cost charges need a clear basis in the lease.'
          : 'The lease type is not stated clearly in what we read. Whether you pay operating costs on top of rent, and how, decides what the landlord may bill.',
  );

  const prem = v(lease.premisesRsf);
  const bldg = v(lease.buildingRsf);
  const share = v(lease.proRataSharePct);
  const computed = prem && bldg ? (prem / bldg) * 100 : null;
  add(
    'Your share of the building',
    share !== null || computed !== null
      ? `${prem ? `Your premises measure ${area(prem)}` : 'Your premises area is not stated'}${bldg ? ` in a building of ${area(bldg)}` : ''}. ${
          share !== null
            ? `The lease sets your share at ${pct(share)}`
            : `That makes your share ${pct(Number(computed!.toFixed(2)))}`
        }. The landlord should bill you that percentage of the building's costs, and not more because some space is vacant or left out of the building total.`
      : 'The lease does not state your pro-rata share or the areas it is computed from. Ask the landlord how your share is calculated.',
  );

  const start = v(lease.commencementDate);
  const end = v(lease.expirationDate);
  add(
    'How long the lease runs',
    start || end
      ? `The lease ${start ? `began on ${dateOr(start)}` : 'start date is not stated'}${end ? ` and ends on ${dateOr(end)}` : ''}.`
      : 'The lease term is not stated in what we read.',
  );

  const rent = v(lease.rentSchedule);
  add(
    'Base rent',
    rent?.length
      ? `Base rent follows a schedule of ${rent.length} step${rent.length === 1 ? '' : 's'}, from ${usd(rent[0]!.monthlyRentCents)} a month (from ${dateOr(rent[0]!.from)}) to ${usd(rent.at(-1)!.monthlyRentCents)} a month (from ${dateOr(rent.at(-1)!.from)}). Each monthly bill should show the rent of the step it falls in.`
      : 'No base rent schedule was found. Check each bill against the rent clause of the lease.',
  );

  const cap = v(lease.camCap);
  add(
    'Cap on CAM increases',
    cap
      ? `Controllable CAM costs may grow at most ${pct(cap.pct)} a year; the cap is ${CAP_TYPE[cap.type] ?? cap.type}. Taxes, insurance and utilities are usually outside the cap; anything above the capped amount should not reach you.`
      : 'The lease does not state a cap on CAM increases, so the landlord may pass on real cost increases in full; they still must be actual, reasonable and allowed by the lease.',
  );

  const fee = v(lease.adminFee);
  add(
    'Administrative fee',
    fee
      ? `The landlord may add an administrative fee of ${pct(fee.pct)} of ${FEE_BASE[fee.base] ?? fee.base}. A higher rate, or the fee charged on a larger base${fee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? ' such as taxes and insurance' : ''}, is an overcharge.`
      : 'No administrative fee is stated in what we read. A fee the lease does not allow should not be billed.',
  );

  const mgmt = v(lease.managementFeeCapPct);
  add(
    'Management fee',
    mgmt !== null
      ? `The building's management fee may be at most ${pct(mgmt)} of operating expenses (normally excluding taxes, insurance and the fee itself).`
      : 'The lease does not state a limit on the management fee. Ask how it is computed if it looks high.',
  );

  const excluded = v(lease.excludedCategories);
  add(
    'Costs you do not pay',
    excluded?.length
      ? `The lease excludes ${joinAnd(excluded.map((c) => humanize(c).toLowerCase()))} from what you can be charged. Any such line on a statement should be removed from your share.`
      : 'No list of excluded costs was found. Most leases exclude landlord costs such as leasing commissions, loan payments and depreciation; check the operating expense definition.',
  );

  const amort = v(lease.capitalAmortizationYears);
  add(
    'Capital improvements',
    amort !== null
      ? `Big capital projects (a new roof, a parking lot) may be charged only spread over ${amort} years, one part each year, not in full in the year they were paid.`
      : 'The lease does not state how capital improvements are spread over time. A large one-time project billed in full deserves a question.',
  );

  const gu = v(lease.grossUp);
  add(
    'Gross-up for vacancy',
    gu
      ? `When the building is less than ${pct(gu.occupancyPct)} occupied, the landlord may adjust ${gu.appliesTo === 'ALL' ? 'operating' : 'variable'} costs up as if it were ${pct(gu.occupancyPct)} occupied. Fixed costs such as taxes and insurance do not change with occupancy and should not be grossed up.`
      : 'The lease does not state a gross-up. Costs adjusted ("grossed up") for vacancy need a basis in the lease.',
  );

  const by = v(lease.baseYear);
  const byx = v(lease.baseYearExpensesCents);
  if (by !== null || byx !== null || type === 'BASE_YEAR') {
    add(
      'Base year',
      `${by !== null ? `The base year is ${by}` : 'The base year is not stated'}${byx !== null ? `, with base-year expenses of ${usd(byx)}` : ''}. Each statement should subtract the full base-year amount before billing your share.`,
    );
  }

  const late = v(lease.lateFee);
  add(
    'Late fees',
    late
      ? `A late payment can cost ${lateFeeText(late)}. A larger late charge on a bill is not allowed.`
      : 'The lease does not state a late fee in what we read.',
  );

  const rd = v(lease.reconciliationDeadlineDays);
  const waiver = v(lease.lateStatementWaiver);
  add(
    'When the landlord must send the statement',
    rd !== null
      ? `The landlord must deliver the year-end reconciliation within ${days(rd)} after the year ends.${waiver ? ' If it arrives late, the lease says the landlord gives up the right to collect the extra amount.' : ''}`
      : 'The lease does not state a deadline for the year-end statement.',
  );

  const aw = v(lease.auditWindowDays);
  add(
    'Your right to audit',
    aw !== null
      ? `You may dispute or audit a statement within ${days(aw)} after you receive it. After that the statement usually becomes final, so send your dispute in writing before the deadline.`
      : 'The lease does not state an audit window in what we read. Dispute in writing as soon as possible.',
  );
  return out;
}
