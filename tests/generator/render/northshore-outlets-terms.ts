/**
 * Family "northshore-outlets" (decision 0082), the lease's terms: the SUMMARY OF BASIC TERMS
 * (numbered 1.1-1.21, dates day-month-year, areas with their square metres, Basic Rent by Lease
 * Year) and the definitions Section 1.1 gathers in alphabetical order, with the exclusions from
 * Operating Costs in the REIT's wording. Every figure comes from the model (model.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { countWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { centreOf, dmyLong, dmyShort, sqftMetric, usd } from './northshore-outlets-centre';

/** The exclusions from Operating Costs, one per category, in the REIT's wording. */
export const OUTLET_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of capital improvements to the Shopping Centre, as determined in accordance with generally accepted accounting principles',
  LEASING_COMMISSIONS:
    'leasing commissions, brokerage fees, tenant inducements and other costs of leasing premises in the Shopping Centre',
  LEGAL_DISPUTES:
    'legal fees and costs of disputes with tenants or other occupants of the Shopping Centre, including the costs of enforcing leases and collecting arrears',
  DEPRECIATION: 'depreciation of the buildings of the Shopping Centre',
  DEBT_SERVICE: 'principal and interest on any mortgage, charge or other financing of the Shopping Centre',
  CHARITABLE: 'charitable and political donations',
  MARKETING: 'the cost of the Landlord’s advertising and promotion programme for the Shopping Centre',
  GROUND_RENT: 'rent payable under any ground lease of the lands of the Shopping Centre',
  RESERVES: 'contributions to reserve funds for future expenditures',
  EXECUTIVE_SALARIES:
    'salaries and benefits of the Landlord’s officers and head-office employees above the level of centre manager',
  LANDLORD_VIOLATIONS:
    'fines, penalties and interest resulting from the Landlord’s breach of any law or of this Lease',
};

/** A Basic Term: its number, caption and lines (a rent table is given as rows). */
export interface BasicTerm {
  no: string;
  caption: string;
  lines: string[];
  table?: { header: string[]; rows: string[][] };
}

/** "ten (10) years". */
function yearsWords(n: number): string {
  return countWith(n, n === 1 ? 'year' : 'years', 'BOTH');
}

/** The Summary of Basic Terms for the model (the tests read them back). */
export function basicTerms(m: PacketModel): BasicTerm[] {
  const l = m.lease;
  const c = centreOf(m);
  const steps = l.rent.steps;
  const years = l.termMonths / 12;
  const yearSpan = (i: number) => `${dmyShort(steps[i]!.from)} – ${dmyShort(steps[i]!.to)}`;
  let rent: BasicTerm;
  if (l.rent.form === 'PERCENT') {
    rent = {
      no: '1.14',
      caption: 'Basic Rent',
      lines: [
        `${usd(steps[0]!.monthlyRentCents * 12)} per annum, payable in monthly instalments of ${usd(steps[0]!.monthlyRentCents)}, for the first Lease Year; increasing on the first day of each subsequent Lease Year by ${l.rent.escalationPct}% of the monthly instalment for the preceding Lease Year.`,
      ],
    };
  } else if (l.rent.form === 'PER_RSF') {
    rent = {
      no: '1.14',
      caption: 'Basic Rent',
      lines: ['Payable in equal monthly instalments in advance:'],
      table: {
        header: ['Period', 'Per sq. ft. per annum', 'Per annum', 'Monthly instalment'],
        rows: steps.map((s, i) => [
          `Lease Year ${i + 1} (${yearSpan(i)})`,
          usd(l.rent.psfRatesCents![i]!),
          usd(l.rent.psfRatesCents![i]! * l.premisesRsf),
          usd(s.monthlyRentCents),
        ]),
      },
    };
  } else {
    rent = {
      no: '1.14',
      caption: 'Basic Rent',
      lines: ['Payable in equal monthly instalments in advance:'],
      table: {
        header: ['Period', 'Per annum', 'Monthly instalment'],
        rows: steps.map((s, i) => [
          `Lease Year ${i + 1} (${yearSpan(i)})`,
          usd(s.monthlyRentCents * 12),
          usd(s.monthlyRentCents),
        ]),
      },
    };
  }
  const pct = `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`;
  const fee = l.adminFee
    ? l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
      ? `${l.adminFee.pct}% of the Tenant’s Proportionate Share of Operating Costs, excluding Realty Taxes and insurance premiums`
      : `${l.adminFee.pct}% of the Tenant’s Proportionate Share of Operating Costs and Realty Taxes`
    : 'Nil';
  const late =
    l.lateFee.pct !== null
      ? `${l.lateFee.pct}% of the overdue amount, if any Rent is not paid within ${l.lateFee.graceDays} days after its due date`
      : `${usd(l.lateFee.flatCents!)} for each payment of Rent not paid within ${l.lateFee.graceDays} days after its due date`;
  return [
    {
      no: '1.1',
      caption: 'Landlord',
      lines: [`${l.landlord.name}, ${l.landlord.entityDesc}, by its manager ${c.manager}`],
    },
    {
      no: '1.2',
      caption: 'Landlord’s Address for Service',
      lines: [`c/o ${c.reit}, ${c.headOffice.join(', ')}, Attention: Vice-President, Legal (U.S. Portfolio)`],
    },
    { no: '1.3', caption: 'Tenant', lines: [`${l.tenant.name}, ${l.tenant.entityDesc}`] },
    { no: '1.4', caption: 'Trade Name', lines: [c.tradeName] },
    {
      no: '1.5',
      caption: 'Tenant’s Address for Service',
      lines: [`The Premises, Attention: ${l.tenant.contact}`],
    },
    { no: '1.6', caption: 'Indemnifier', lines: ['Nil'] },
    {
      no: '1.7',
      caption: 'Shopping Centre',
      lines: [`${c.centre}, ${c.street}, ${c.city}, ${c.state} ${c.zip}, as described in Schedule “A”`],
    },
    { no: '1.8', caption: 'Premises', lines: [`${c.unit}, as shown hatched on Schedule “B”`] },
    { no: '1.9', caption: 'Rentable Area of the Premises', lines: [`${sqftMetric(l.premisesRsf)}`] },
    {
      no: '1.10',
      caption: 'Rentable Area of the Shopping Centre',
      lines: [`${sqftMetric(l.buildingRsf)}, subject to the definition of “Rentable Area”`],
    },
    { no: '1.11', caption: 'Term', lines: [yearsWords(years)] },
    { no: '1.12', caption: 'Commencement Date', lines: [dmyLong(l.commencement)] },
    {
      no: '1.13',
      caption: 'Expiry Date',
      lines: [
        m.spec.lease.expirationStated
          ? dmyLong(l.originalExpiration)
          : 'the last day of the last Lease Year of the Term',
      ],
    },
    rent,
    {
      no: '1.15',
      caption: 'Deposit',
      lines: [`${usd(l.securityDepositCents)}, to be held by the Landlord under Section 3.4`],
    },
    { no: '1.16', caption: 'Permitted Use', lines: [`${l.permittedUse}, under the Trade Name only`] },
    {
      no: '1.17',
      caption: 'Proportionate Share',
      lines: [
        m.spec.lease.shareStated
          ? `${pct}, as of the date of this Lease, subject to adjustment under the definition of “Proportionate Share”`
          : 'As determined under the definition of “Proportionate Share” in Section 1.1',
      ],
    },
    { no: '1.18', caption: 'Administration Fee', lines: [fee] },
    {
      no: '1.19',
      caption: 'Landlord’s Fiscal Year',
      lines: [
        'Each period of twelve (12) months ending on 31 December, or such other period as the Landlord may fix',
      ],
    },
    { no: '1.20', caption: 'Late Payment Charge', lines: [late] },
    {
      no: '1.21',
      caption: 'Schedules',
      lines: [
        'Schedule “A” – Legal Description; Schedule “B” – Site Plan; Schedule “C” – Rules and Regulations',
      ],
    },
  ];
}

/** Section 1.1's definitions in alphabetical order: [term, text after "means"]. */
export function definitions(m: PacketModel, nf: () => NumberForm): [string, string][] {
  const l = m.lease;
  const mgmt = l.mgmtFeeCapPct
    ? `management fees not exceeding ${pctWith(l.mgmtFeeCapPct, nf())} of the gross revenues of the Shopping Centre`
    : 'reasonable management fees';
  const incl = [
    'landscaping, snow and ice removal, and garbage and recycling removal',
    'utilities of the Common Areas and Facilities',
    'premiums for the insurance the Landlord carries on the Shopping Centre',
    'security, life-safety and parking-lot services',
    mgmt,
  ];
  if (l.capitalAmortYears)
    incl.push(
      `the amortization, on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, of the cost of capital repairs and replacements`,
    );
  const ex = l.exclusions.map((cat) => {
    const t = OUTLET_EXCLUSIONS[cat];
    if (!t) throw new Error(`northshore-outlets: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears ? `${t}, except their amortization as provided above` : t;
  });
  const roman = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii'];
  const upper = (i: number) => String.fromCharCode(65 + i);
  const defs: [string, string][] = [
    [
      'Additional Rent',
      'all sums payable by the Tenant under this Lease other than Basic Rent, including the Tenant’s Proportionate Share of Operating Costs and of Realty Taxes and the Administration Fee, whether or not designated as Additional Rent.',
    ],
    [
      'Administration Fee',
      'the fee, if any, set out in Basic Term 1.18, payable to the Landlord for its overhead in administering the Shopping Centre, in addition to the management fees included in Operating Costs.',
    ],
    [
      'Annual Statement',
      'the statement of Operating Costs, Realty Taxes, the Tenant’s Proportionate Share of each and the Administration Fee for a Landlord’s Fiscal Year, delivered under Section 4.4.',
    ],
    ['Basic Rent', 'the annual rent set out in Basic Term 1.14.'],
    ['Commencement Date', 'the date set out in Basic Term 1.12.'],
    [
      'Common Areas and Facilities',
      'those parts of the Shopping Centre provided by the Landlord for the common use of tenants and their customers, including the parking areas, walkways, courtyards, washrooms, landscaped areas and service roads.',
    ],
  ];
  if (l.camCap)
    defs.push([
      'Controllable Operating Costs',
      'Operating Costs other than utilities, insurance premiums, management fees and the amortization of capital costs.',
    ]);
  defs.push(
    [
      'Expiry Date',
      'the date set out in Basic Term 1.13, or the earlier date on which this Lease is terminated.',
    ],
    ['Landlord’s Fiscal Year', 'the period set out in Basic Term 1.19.'],
    [
      'Lease Year',
      'each period of twelve (12) consecutive months of the Term, the first beginning on the Commencement Date.',
    ],
    [
      'Operating Costs',
      `the total of all costs, charges and expenses incurred by or on behalf of the Landlord in each Landlord’s Fiscal Year for operating, maintaining, repairing, cleaning, lighting, securing and insuring the Shopping Centre and the Common Areas and Facilities, including: ${incl.map((t, i) => `(${roman[i]}) ${t}`).join('; ')}; but excluding: ${ex.map((t, i) => `(${upper(i)}) ${t}`).join('; ')}. Operating Costs do not include Realty Taxes.`,
    ],
    ['Premises', 'the premises described in Basic Term 1.8.'],
    [
      'Proportionate Share',
      'a fraction, the numerator of which is the Rentable Area of the Premises (Basic Term 1.9) and the denominator of which is the Rentable Area of the Shopping Centre (Basic Term 1.10), being the aggregate Rentable Area of all premises in the Shopping Centre designed for leasing to tenants, whether or not leased or occupied.',
    ],
    [
      'Realty Taxes',
      'all real property taxes, rates, duties, levies and assessments, general and special, levied or assessed against the lands and buildings of the Shopping Centre, and the reasonable cost of contesting them.',
    ],
    ['Rent', 'Basic Rent and Additional Rent.'],
    [
      'Rentable Area',
      'the area of premises measured from the exterior face of exterior walls and storefronts and from the centre line of demising walls, without deduction for columns; the Rentable Area of the Shopping Centre does not include the Common Areas and Facilities or the Landlord’s management office.',
    ],
    [
      'Shopping Centre',
      'the lands described in Schedule “A”, the buildings and the Common Areas and Facilities on them, known by the name set out in Basic Term 1.7.',
    ],
    ['Term', 'the term set out in Basic Term 1.11.'],
  );
  return defs.sort((a, b) => a[0].localeCompare(b[0], 'en'));
}
