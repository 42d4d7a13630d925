/**
 * Family "riverside-mixed" (decision 0061), the lease: a local developer LLC's Amended and
 * Restated Lease Agreement for a ground-floor retail or office suite of its mixed-use building.
 *
 * Written from the restated leases in ../shared/real-leases: a "SUMMARY OF BASIC TERMS" up
 * front as a ruled two-column grid (the Basic Data of foundation-medicine-cambridge, "Premises
 * Rentable Area: Approximately ... rentable square feet"; exact-labs-tech-building-i "1.8
 * Monthly Base Rent"), body sections "1.", "2.", ... with capital headings, the rent raised on
 * each Adjustment Date (la-rosa-kissimmee-office: "monthly Base Rent installments shall increase
 * by Five Percent (5%) for each additional 12-month period"), its late charge ("the rent remains
 * unpaid for five (5) calendar days after it becomes due, the Tenant shall pay to Landlord a late
 * charge of ..."), and the statement objection of exact-labs-tech-building-i ("the right to
 * object to Landlord's statement and to demand an examination of Landlord's books and records
 * ... within sixty (60) days following the furnishing by Landlord to Tenant of the aforementioned
 * statement"). Operating Costs and Tax Costs are defined in Exhibit C with the exclusions there.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { addMonths, commas, countWith, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Cell } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { buildingOf } from './riverside-mixed-building';

/** Exhibit C's exclusions, one per category, in a developer's lawyer's words. */
const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'costs of a capital nature under generally accepted accounting principles',
  LEASING_COMMISSIONS:
    'brokerage commissions, finder fees, attorneys fees and other costs of leasing space in the Commercial Portion or the Residential Portion',
  LEGAL_DISPUTES:
    'legal fees incurred in disputes with other tenants or occupants of the Building, including residential tenants, or in enforcing their leases',
  DEPRECIATION:
    'depreciation and amortization of the Building, except as expressly provided in this Exhibit C',
  DEBT_SERVICE: 'principal, interest, points and fees on any mortgage or other financing of the Building',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'advertising and promotional costs, including those of the apartments',
  GROUND_RENT: 'rent payable under any ground lease of the Land',
  RESERVES: 'reserves of any kind, including reserves for bad debts or capital repairs',
  EXECUTIVE_SALARIES:
    "wages, salaries and benefits of Landlord's members, officers and employees above the level of building manager",
  LANDLORD_VIOLATIONS:
    "fines, penalties and late charges incurred by reason of Landlord's violation of law or of any agreement",
};

export async function renderRiversideMixedLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const bld = buildingOf(m);
  // MIXED: figures in the Summary; the body picks words and figures or figures clause by clause.
  const nf = (): NumberForm => rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: 9,
    margin: 60,
    date: l.leaseDate,
    title: `Amended and Restated Lease Agreement - ${bld.name}, Suite ${bld.suite}`,
    author: l.landlord.name,
    footer: `A&R Lease - Suite ${bld.suite} - Page {n}`,
  });
  const para = (text: string, indent = 0) => w.para(text, { align: 'justify', gap: 0.4, indent });
  const section = (n: number, title: string) =>
    w.heading(`${n}. ${title}`, { size: w.size + 0.5, gap: 0.25 });
  const original = addMonths(l.leaseDate, -rng.int(30, 80));
  const use = m.spec.kind === 'retail' ? 'retail' : 'office';

  w.heading('AMENDED AND RESTATED LEASE AGREEMENT', { align: 'center', size: w.size + 5, gap: 0.3 });
  w.para(`${bld.name}\n${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`, { align: 'center', gap: 0.8 });
  para(
    `THIS AMENDED AND RESTATED LEASE AGREEMENT (this "Lease") is made as of ${fmtDate(l.leaseDate, 'LONG')}, by and between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant"). Landlord and Tenant are parties to a lease dated ${fmtDate(original, 'LONG')} of other space in the Building (the "Original Lease"). Landlord and Tenant now wish to relocate Tenant within the Building and to amend and restate the Original Lease in its entirety, so that from the Commencement Date this Lease alone governs, as follows.`,
  );

  // ---- the Summary of Basic Terms: a ruled two-column grid
  w.heading('SUMMARY OF BASIC TERMS', { align: 'center', size: w.size + 1.5, gap: 0.3 });
  const kw = 150;
  const first = l.rent.steps[0]!;
  const adjustmentDates = l.rent.steps.slice(1).map((s) => fmtDate(s.from, 'LONG'));
  const rentText =
    l.rent.form === 'PERCENT'
      ? `${money(first.monthlyRentCents)} per month, increased on each Adjustment Date by ${l.rent.escalationPct}% of the Monthly Base Rent then in effect (Section 3)`
      : l.rent.form === 'PER_RSF'
        ? `${money(first.monthlyRentCents)} per month (${money(l.rent.psfRatesCents![0]!)} per rentable square foot per year), adjusted as set out in Section 3`
        : `${money(first.monthlyRentCents)} per month, adjusted as set out in Section 3`;
  const share = m.spec.lease.shareStated
    ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% (the Rentable Area of the Premises divided by the Rentable Area of the Commercial Portion)`
    : 'A fraction, expressed as a percentage, the numerator of which is the Rentable Area of the Premises and the denominator of which is the Rentable Area of the Commercial Portion';
  const term = m.spec.lease.expirationStated
    ? `${l.termMonths} months, from the Commencement Date through ${fmtDate(l.originalExpiration, 'LONG')} (the "Expiration Date")`
    : `${l.termMonths} full calendar months from the Commencement Date`;
  const grid: [string, string][] = [
    ['Landlord:', `${l.landlord.name}, ${l.landlord.entityDesc}`],
    ["Landlord's Address:", `${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}`],
    ['Tenant:', `${l.tenant.name}, ${l.tenant.entityDesc}`],
    [
      'Building:',
      `${bld.name}, ${p.street}, a ${bld.floors}-story mixed-use building with ${bld.apartments} residential apartments on floors 2 through ${bld.floors} (the "Residential Portion") and ${use === 'retail' ? 'retail and office' : 'office and retail'} space on the ground floor (the "Commercial Portion")`,
    ],
    ['Premises:', `Suite ${bld.suite}, ground floor of the Commercial Portion, as shown on Exhibit A`],
    ['Rentable Area of the Premises:', `approximately ${commas(l.premisesRsf)} rentable square feet`],
    [
      'Rentable Area of the Commercial Portion:',
      `approximately ${commas(l.buildingRsf)} rentable square feet`,
    ],
    ["Tenant's Percentage:", share],
    ['Commencement Date:', fmtDate(l.commencement, 'LONG')],
    ['Term:', term],
    ['Monthly Base Rent:', rentText],
    ['Adjustment Dates:', adjustmentDates.length ? adjustmentDates.join('; ') : 'None'],
  ];
  if (l.baseYear !== null)
    grid.push(
      ['Base Year:', `calendar year ${l.baseYear}`],
      [
        'Base Operating Costs:',
        `${money(l.baseYearExpensesCents!)}, being the Operating Costs and Tax Costs for the Base Year (Exhibit C)`,
      ],
    );
  grid.push(['Security Deposit:', money(l.securityDepositCents)], ['Permitted Use:', l.permittedUse]);
  w.rule({ gap: 2 });
  for (const [k, v] of grid) {
    w.row(
      [
        { text: k, x: w.left + 4, width: kw - 8, bold: true },
        { text: v, x: w.left + kw + 4, width: w.contentWidth - kw - 8 },
      ],
      { gap: 2 },
    );
    w.rule({ gap: 2 });
  }
  w.space(0.6);
  para(
    'Each reference in this Lease to a term in the Summary of Basic Terms incorporates the information set out for it there. If the Summary conflicts with the body of this Lease, the body of this Lease controls.',
  );

  section(1, 'PREMISES AND COMMON AREAS');
  para(
    `Landlord leases to Tenant, and Tenant leases from Landlord, the Premises, together with the non-exclusive right to use the sidewalks, the commercial entrance lobby, the loading area and the trash room serving the Commercial Portion. Tenant has no right to use the residential lobby, elevators, amenity rooms or garage of the Residential Portion. The Rentable Area of the Premises and of the Commercial Portion are stipulated for all purposes of this Lease and are not subject to remeasurement.`,
  );
  section(2, 'TERM');
  para(
    `The Term commences on the Commencement Date and continues for the period stated in the Summary of Basic Terms, unless sooner terminated as provided in this Lease. On the Commencement Date the Original Lease terminates, except for obligations accrued under it before that date.`,
  );
  section(3, 'MONTHLY BASE RENT');
  para(
    'Tenant shall pay the Monthly Base Rent in advance on the first day of each calendar month of the Term, without demand, deduction or offset, at the address of Landlord stated in the Summary of Basic Terms or as Landlord may designate.',
  );
  if (l.rent.form === 'PERCENT') {
    para(
      `On each Adjustment Date, being each anniversary of the Commencement Date, the Monthly Base Rent shall increase by ${pctWith(l.rent.escalationPct!, nf())} of the Monthly Base Rent payable for the month immediately preceding that Adjustment Date.`,
    );
  } else {
    para(
      'On each Adjustment Date the Monthly Base Rent shall be adjusted so that it is as follows for each period of the Term:',
    );
    const x0 = w.left + 30;
    const xs = l.rent.form === 'PER_RSF' ? [x0, x0 + 200, x0 + 330] : [x0, x0 + 250];
    const head =
      l.rent.form === 'PER_RSF'
        ? ['Period', 'Annual Rate per RSF', 'Monthly Base Rent']
        : ['Period', 'Monthly Base Rent'];
    w.row(
      head.map((t, i) => ({
        text: t,
        x: xs[i]!,
        width: 120,
        bold: true,
        align: i ? ('right' as const) : ('left' as const),
      })),
      {
        gap: 1,
      },
    );
    l.rent.steps.forEach((s, i) => {
      const cells: Cell[] = [
        { text: `${fmtDate(s.from, 'LONG')} - ${fmtDate(s.to, 'LONG')}`, x: xs[0]!, width: 200 },
      ];
      if (l.rent.form === 'PER_RSF')
        cells.push({ text: money(l.rent.psfRatesCents![i]!), x: xs[1]!, width: 120, align: 'right' });
      cells.push({ text: money(s.monthlyRentCents), x: xs[xs.length - 1]!, width: 120, align: 'right' });
      w.row(cells, { gap: 1 });
    });
    w.space(0.5);
  }
  section(4, 'OPERATING COSTS AND TAX COSTS');
  const shareOf =
    l.leaseType === 'BASE_YEAR'
      ? "Tenant's Percentage of the amount by which the Operating Costs and Tax Costs for each calendar year after the Base Year exceed the Base Operating Costs"
      : "Tenant's Percentage of the Operating Costs and of the Tax Costs for each calendar year of the Term";
  para(
    `4.1 Payment. In addition to the Monthly Base Rent, Tenant shall pay to Landlord, as additional rent, ${shareOf}. "Operating Costs" and "Tax Costs" have the meanings given in Exhibit C. The Residential Portion bears none of the costs of the Commercial Portion, and Tenant's Percentage is taken on the Commercial Portion only.`,
  );
  para(
    "4.2 Estimates. Tenant shall pay Landlord's reasonable estimate of the amounts due under Section 4.1 in equal monthly installments together with the Monthly Base Rent. Landlord may revise its estimate once in any calendar year.",
  );
  const waiver = l.waiver
    ? " If Landlord fails to deliver the statement within that period, Landlord waives its right to collect any amount by which Tenant's share for that year exceeds Tenant's estimated payments."
    : rng.pick([
        " Landlord's failure to deliver the statement within that period shall not release Tenant from its obligation to pay the amounts shown on it.",
        '',
      ]);
  para(
    `4.3 Annual Statement. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall furnish Tenant a statement of the actual Operating Costs and Tax Costs for that year and of Tenant's share of them. Any amount due from Tenant shall be paid within thirty (30) days after the statement is furnished; any overpayment shall be credited against the next installments of additional rent, or refunded after the Term.${waiver}`,
  );
  if (l.adminFee) {
    const base =
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? "Tenant's share of Operating Costs, excluding Tax Costs and the cost of insurance"
        : "Tenant's share of Operating Costs and Tax Costs";
    para(
      `4.4 Administrative Fee. Because Landlord manages the Building itself and charges no management fee to the Commercial Portion beyond that allowed in Exhibit C, Tenant shall pay, with each annual statement, an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of ${base}.`,
    );
  }
  const c = l.camCap;
  if (c) {
    const f = pctWith(c.pct, nf());
    const rule =
      c.type === 'NON_CUMULATIVE'
        ? `shall not increase by more than ${f} over the Controllable Operating Costs for the preceding calendar year, on a non-cumulative basis`
        : c.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Costs for calendar year ${c.baseYear}, increased by ${f} per year, compounded annually`
          : `shall not exceed the Controllable Operating Costs for calendar year ${c.baseYear}, increased by ${f} of that amount for each later calendar year, cumulative and not compounded`;
    para(
      `4.5 Limit on Controllable Operating Costs. The Controllable Operating Costs included in Tenant's share for any calendar year ${rule}. "Controllable Operating Costs" means all Operating Costs other than Tax Costs, insurance premiums, utilities, snow removal and the amortized cost of capital items.`,
    );
  }
  section(5, 'EXAMINATION OF RECORDS');
  para(
    `Tenant or its representative shall have the right to object to Landlord's statement and to demand an examination of Landlord's books and records with respect to Operating Costs and Tax Costs during normal business hours at any time within ${countWith(l.auditWindowDays, 'days', nf())} following the furnishing by Landlord to Tenant of the statement. If Tenant shall not dispute any item or items shown on Landlord's statement within that period, Tenant shall be deemed to have approved the statement. Tenant shall nevertheless pay the amount claimed by Landlord while its dispute is pending. The examination shall not be conducted by an examiner paid on a contingency basis.`,
  );
  section(6, 'LATE CHARGE');
  const lf = l.lateFee;
  const charge =
    lf.pct !== null
      ? `a late charge equal to ${pctWith(lf.pct, nf())} of the amount unpaid`
      : `a late charge of ${money(lf.flatCents!)}`;
  para(
    `If Tenant defaults in the payment of rent and the rent remains unpaid for ${countWith(lf.graceDays, 'calendar days', nf())} after it becomes due, Tenant shall pay to Landlord ${charge}, in addition to the rent due, as liquidated damages for Landlord's added costs of administration.`,
  );
  section(7, 'USE AND OPERATION');
  para(
    `Tenant shall use the Premises only for the Permitted Use. ${use === 'retail' ? 'Tenant shall keep the storefront lit and open to the public during customary business hours of the neighborhood. ' : ''}Tenant shall not cause odors, noise or vibration that disturb the occupants of the Residential Portion, and shall deliver and remove goods only through the commercial loading area between 7:00 a.m. and 8:00 p.m.`,
  );
  section(8, 'INSURANCE');
  para(
    'Tenant shall carry commercial general liability insurance of not less than $1,000,000 per occurrence and $2,000,000 in the aggregate, naming Landlord and its members as additional insureds, and insurance on its own property and improvements for their full replacement cost.',
  );
  section(9, 'HOLDING OVER');
  para(
    'If Tenant remains in possession after the end of the Term without a new written agreement, it is a tenant at sufferance at a Monthly Base Rent equal to one hundred fifty percent (150%) of the Monthly Base Rent last in effect.',
  );
  w.para(
    `LANDLORD: ${l.landlord.name}\nBy: ______________________________   ${l.landlord.contact}, ${bld.signerTitle}\n\nTENANT: ${l.tenant.name}\nBy: ______________________________   ${l.tenant.contact}, President`,
    { gap: 1 },
  );

  // ---- Exhibit C
  w.newPage();
  w.heading('EXHIBIT C', { align: 'center', size: w.size + 1.5, gap: 0.05 });
  w.heading('OPERATING COSTS AND TAX COSTS', { align: 'center', gap: 0.6 });
  const mgmt = l.mgmtFeeCapPct
    ? `a management fee to Landlord or its affiliate not exceeding ${pctWith(l.mgmtFeeCapPct, nf())} of the other Operating Costs for the year, excluding Tax Costs, insurance premiums and the fee itself`
    : 'a management fee to Landlord or its affiliate';
  const capital = l.capitalAmortYears
    ? `; and the cost of capital improvements made to reduce Operating Costs or required by law after the date of this Lease, amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, only the annual amortized portion being included in any year`
    : '';
  para(
    `1. "Operating Costs" means all costs paid or incurred by Landlord to operate, maintain, repair, clean, secure and insure the Commercial Portion and the parts of the Building serving it, allocated to the Commercial Portion where they also serve the Residential Portion, including: common area cleaning and maintenance; sidewalk and snow removal; landscaping and planters; utilities serving the common areas; trash removal; fire and life safety systems; elevator service to the commercial lobby; insurance premiums; ${mgmt}${capital}.`,
  );
  para(
    '2. "Tax Costs" means real estate taxes and assessments levied on the Land and the Building and allocated by the assessor, or failing that by Landlord in proportion to rentable area, to the Commercial Portion, and the reasonable costs of contesting them.',
  );
  para('3. Operating Costs and Tax Costs shall not include:');
  const ex = l.exclusions
    .map((cat) =>
      cat === 'CAPITAL' && l.capitalAmortYears
        ? `${EXCLUSIONS.CAPITAL}, except the amortized portion permitted in paragraph 1 above`
        : EXCLUSIONS[cat],
    )
    .filter((t): t is string => !!t);
  const roman = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv'];
  ex.forEach((t, i) => {
    para(`(${roman[i]}) ${t}${i === ex.length - 1 ? '.' : ';'}`, 18);
  });
  para(
    `4. Landlord shall keep separate books for the Commercial Portion, and costs shared with the Residential Portion shall be allocated on a reasonable and consistent basis described in each annual statement.`,
  );
  return finishPdf(w);
}
