/**
 * Family "towerbridge-office" (decision 0075), the lease: an institutional owner's office lease of
 * a suite in one tower of an urban office complex, run by a third-party manager.
 *
 * The form follows the office lease in ../shared/real-leases (neuromed-six-tower-bridge): a cover
 * ("SIX TOWER BRIDGE LEASE BETWEEN ..., Landlord and ..., Tenant"), a SUMMARY PAGE "FOR REFERENCE
 * PURPOSES" of capitalised captions (LANDLORD:, TENANT:, DEMISED PREMISES: "A portion of the fifth
 * floor of ..., containing approximately 5,200 rentable square feet (RSF)", LEASE TERM:, BASE
 * RENT: "Term / Per RSF / Monthly" by "Year 1", COMMENCEMENT DATE:, ... NOTICE ADDRESSES:), a
 * TABLE OF CONTENTS (SECTION / PAGE), then "LEASE THIS LEASE made the ... day of ..." with
 * numbered sections whose capitalised heading runs in ("1. PREMISES.", "6. ADJUSTMENT OF RENT.")
 * and "(a) Basic Term." subsections with roman "(i)" definitions. The Building's rentable area is
 * stated in Section 1 ("which building contains approximately 116,552 rentable square feet as
 * determined by ... Exhibit "E""); Exhibit E gives the complex's aggregate area (a distractor);
 * the late charge is "OVERDUE PAYMENTS" near the end.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import {
  addDays,
  capitalize,
  commas,
  countWith,
  fmtDate,
  MONTHS,
  money,
  moneyWith,
  type NumberForm,
  numberWords,
  parseIso,
  pctWith,
} from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { layoutBlock } from './blocks';
import type { RenderedPdf } from './frame';
import { towerOf } from './towerbridge-office-building';

/** Section 6(b)(iii)'s exclusions, one per category, in the owner's wording. */
export const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'any capital improvements made to the land or Building',
  LEASING_COMMISSIONS:
    'expenses incurred in leasing or procuring new tenants (lease and/or brokers\u2019 commissions, advertising expenses and expenses for renovating space for new tenants)',
  LEGAL_DISPUTES: 'legal expenses for preparing, negotiating and enforcing the terms of any lease',
  DEPRECIATION:
    'depreciation of the Building, other than on exterior window coverings and corridor carpeting',
  DEBT_SERVICE: 'interest or amortization payments on any mortgage or mortgages',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising and promotional expenses of the Building or the complex',
  GROUND_RENT: 'rental under any ground or underlying lease or leases',
  RESERVES: 'reserves of any kind',
  EXECUTIVE_SALARIES: 'salaries or other compensation paid to any executive employees of Landlord',
  LANDLORD_VIOLATIONS: 'fines, penalties and interest incurred by reason of Landlord\u2019s violation of law',
};

/** The sections, in order (capitalised, run in with a period); the Table of Contents lists them. */
export const SECTIONS = [
  'PREMISES',
  'TERM',
  'RENT',
  'USE',
  'SERVICES AND UTILITIES',
  'ADJUSTMENT OF RENT',
  'REPAIRS',
  'ALTERATIONS',
  'WAIVER OF SUBROGATION',
  'ASSIGNMENT AND SUBLETTING',
  'DEFAULT',
  'HOLDOVER',
  'NOTICES',
  'OVERDUE PAYMENTS',
  'PARKING',
  'GOVERNING LAW',
] as const;

/** The section number of a heading. */
export const sectionNo = (h: (typeof SECTIONS)[number]) => SECTIONS.indexOf(h) + 1;

/** Whole months from a to b (b's day before a's counts one fewer). */
function monthsFrom(a: string, b: string): number {
  const x = parseIso(a);
  const y = parseIso(b);
  return (y.y - x.y) * 12 + (y.m - x.m) + (y.d >= x.d ? 0 : -1);
}

/** A rent step's term as the Summary Page writes it: "Year 2", or "Months 1-8" when not a lease year. */
export function stepTerm(commencement: string, from: string, to: string): string {
  const a = monthsFrom(commencement, from);
  const b = monthsFrom(commencement, addDays(to, 1));
  if (a % 12 === 0 && b - a === 12) return `Year ${a / 12 + 1}`;
  return `Months ${a + 1}-${Math.max(a + 1, b)}`;
}

/** "the 14th day of March, 2019": the preamble's date. */
export function madeDate(iso: string): string {
  const { y, m, d } = parseIso(iso);
  const sfx =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `the ${d}${sfx} day of ${MONTHS[m - 1]}, ${y}`;
}

export async function renderTowerbridgeOfficeLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const b = towerOf(m);
  const rng = new Rng(`towerbridge-office:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS', 'DIGITS'] as const);
  const suiteNo = p.suite.replace(/^Suite /, '');
  const BLD = b.building.toUpperCase();
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 10,
    margin: 66,
    date: l.leaseDate,
    title: `${b.building} Lease - ${l.tenant.name}`,
    author: b.manager,
    footer: '{n}',
  });
  const cityLine = `${p.city.city}, ${p.city.state} ${p.zip}`;

  // ---- cover
  w.space(8);
  w.heading(`${BLD} LEASE`, { align: 'center', size: 16, gap: 2 });
  w.heading('BETWEEN', { align: 'center', size: 11, gap: 1 });
  w.heading(`${l.landlord.name.toUpperCase()},`, { align: 'center', size: 12, gap: 0.2 });
  w.para('Landlord', { align: 'center', gap: 1.2 });
  w.heading('and', { align: 'center', size: 11, gap: 1.2 });
  w.heading(`${l.tenant.name.toUpperCase()}`, { align: 'center', size: 12, gap: 0.2 });
  w.para('Tenant', { align: 'center', gap: 1 });

  // ---- summary page
  w.newPage();
  w.para(
    'THIS SUMMARY PAGE IS FOR REFERENCE PURPOSES. WHERE THE BODY OF THE LEASE CONFLICTS WITH THIS SUMMARY PAGE, THE LEASE SHALL CONTROL.',
    { style: 'bold', align: 'center', size: 9, gap: 0.8 },
  );
  w.heading(BLD, { align: 'center', size: 12, gap: 0.1 });
  w.para(`${p.street}\n${cityLine}`, { align: 'center', gap: 0.6 });
  w.heading('OFFICE LEASE', { align: 'center', size: 12, gap: 0.6 });
  const cap = (caption: string, text: string) => {
    w.ensure(w.size * 2.5);
    w.row(
      [
        { text: `${caption}:`, x: w.left, width: 150, bold: true },
        { text, x: w.left + 156, width: w.contentWidth - 156 },
      ],
      { gap: 5 },
    );
  };
  cap('LANDLORD', `${l.landlord.name}, ${l.landlord.entityDesc}`);
  cap('TENANT', `${l.tenant.name}, ${l.tenant.entityDesc}`);
  cap(
    'DEMISED PREMISES',
    `A portion of the ${b.floor} floor of ${b.building}, known as Suite ${suiteNo}, containing approximately ${commas(l.premisesRsf)} rentable square feet (RSF)`,
  );
  const years = l.termMonths % 12 === 0 ? l.termMonths / 12 : null;
  cap(
    'LEASE TERM',
    years
      ? `${capitalize(numberWords(years))} (${years}) year${years === 1 ? '' : 's'}`
      : `${capitalize(numberWords(l.termMonths))} (${l.termMonths}) months`,
  );
  const steps = l.rent.steps;
  const first = steps[0]!;
  if (l.rent.form === 'PERCENT') {
    cap(
      'BASE RENT',
      `${money(first.monthlyRentCents * 12)} per annum, payable ${money(first.monthlyRentCents)} monthly, for the first Lease Year; increasing on each anniversary of the Commencement Date by ${pctWith(l.rent.escalationPct!, nf())} of the Base Rent for the preceding Lease Year (SUBJECT TO ADJUSTMENT AS PROVIDED IN SECTION ${sectionNo('ADJUSTMENT OF RENT')} HEREOF)`,
    );
  } else {
    cap(
      'BASE RENT',
      `(SUBJECT TO ADJUSTMENT AS PROVIDED IN SECTION ${sectionNo('ADJUSTMENT OF RENT')} HEREOF)`,
    );
    const psf = l.rent.form === 'PER_RSF';
    w.doc.x = w.left;
    layoutBlock(
      w,
      {
        kind: 'table',
        header: psf ? ['Term', 'Per RSF', 'Monthly', 'Annual'] : ['Term', 'Monthly', 'Annual'],
        rows: steps.map((s, i) => {
          const t = stepTerm(l.commencement, s.from, s.to);
          return psf
            ? [
                t,
                `${money(l.rent.psfRatesCents![i]!)} per RSF`,
                money(s.monthlyRentCents),
                money(s.monthlyRentCents * 12),
              ]
            : [t, money(s.monthlyRentCents), money(s.monthlyRentCents * 12)];
        }),
        widths: psf ? [120, 110, 100, 110] : [150, 130, 130],
        align: psf ? ['left', 'right', 'right', 'right'] : ['left', 'right', 'right'],
      },
      150,
    );
  }
  cap('COMMENCEMENT DATE', fmtDate(l.commencement, 'LONG'));
  cap(
    'EXPIRATION DATE',
    m.spec.lease.expirationStated
      ? fmtDate(l.originalExpiration, 'LONG')
      : 'The last day of the month in which the Basic Term ends',
  );
  cap(
    'USE',
    `${capitalize(l.permittedUse.replace(/\.$/, ''))}, consistent with a first-class office building.`,
  );
  cap(
    "TENANT'S SHARE",
    m.spec.lease.shareStated
      ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% (see Section ${sectionNo('ADJUSTMENT OF RENT')}(b)(i))`
      : `See Section ${sectionNo('ADJUSTMENT OF RENT')}(b)(i)`,
  );
  cap('SECURITY DEPOSIT', money(l.securityDepositCents));
  cap('DEPOSIT TO BE APPLIED TO FIRST INSTALLMENT OF BASE RENT', money(first.monthlyRentCents));
  cap('BROKER', `Tenant: ${b.tenantBroker}   Landlord: ${b.manager}`);
  cap(
    'NOTICE ADDRESSES',
    `LANDLORD: ${l.landlord.name}, c/o ${b.manager}, ${b.managerAddress}\nTENANT: ${l.tenant.name}, ${p.street}, Suite ${suiteNo}, ${cityLine}, Attn: ${l.tenant.contact}`,
  );

  // ---- table of contents
  w.newPage();
  w.heading('TABLE OF CONTENTS', { align: 'center', size: 11, gap: 0.5 });
  w.row(
    [
      { text: 'SECTION', x: w.left, width: 200, bold: true },
      { text: 'PAGE', x: w.right - 60, width: 60, bold: true, align: 'right' },
    ],
    { gap: 4 },
  );
  SECTIONS.forEach((h, i) => {
    w.row(
      [
        { text: `${i + 1}. ${h}`, x: w.left, width: 300 },
        { text: String(1 + Math.floor(i / 3)), x: w.right - 60, width: 60, align: 'right' },
      ],
      { gap: 2 },
    );
  });
  w.space(0.6);
  w.para('EXHIBITS', { style: 'bold', gap: 0.2 });
  for (const x of [
    'Exhibit \u201cA\u201d Site Plan',
    'Exhibit \u201cB\u201d Demised Premises',
    'Exhibit \u201cE\u201d Formulation of Usable and Rentable Square Foot Areas',
    'Exhibit \u201cF\u201d Rules and Regulations',
  ])
    w.para(x, { indent: 14, gap: 0.1 });

  // ---- the lease
  w.newPage();
  w.heading('LEASE', { align: 'center', size: 12, gap: 0.5 });
  w.para(
    `THIS LEASE made ${madeDate(l.leaseDate)} between ${l.landlord.name.toUpperCase()}, ${l.landlord.entityDesc} (\u201cLandlord\u201d), and ${l.tenant.name.toUpperCase()}, ${l.tenant.entityDesc} (\u201cTenant\u201d).`,
    { align: 'justify', gap: 0.5 },
  );
  let sec = 0;
  const section = (text: string) => {
    sec += 1;
    w.ensure(w.size * 3.2);
    w.para(text, { lead: `${sec}. ${SECTIONS[sec - 1]}.`, align: 'justify', gap: 0.45 });
  };
  const sub = (lead: string, text: string, indent = 18) =>
    w.para(text, { lead, indent, align: 'justify', gap: 0.3 });
  section(
    `Landlord hereby leases to Tenant and Tenant hereby hires from Landlord, for the term, upon and subject to all the provisions, covenants, and conditions herein set forth, the following premises: A portion of the ${b.floor} floor containing approximately ${commas(l.premisesRsf)} rentable square feet at the building located at ${p.street}, ${cityLine} and known as ${BLD} (the \u201cBuilding\u201d), which building contains approximately ${commas(l.buildingRsf)} rentable square feet as determined by the calculation of Rentable Area set forth in Exhibit \u201cE\u201d hereto (the \u201cDemised Premises\u201d) as shown on Exhibits \u201cA\u201d and \u201cB\u201d. This Lease also gives to Tenant the appurtenant right to the use of the lobbies, entrances, stairs, elevators, parking garage and other public portions of the Building.`,
  );
  const term = countWith(l.termMonths, 'months', 'BOTH');
  section(
    `(a) Basic Term. The basic term (\u201cBasic Term\u201d) of this Lease shall be for a period of ${term}, commencing on the Commencement Date of ${fmtDate(l.commencement, 'LONG')} and expiring at midnight on the last day of the ${l.termMonths}th full calendar month thereafter (the \u201cExpiration Date\u201d), unless sooner terminated pursuant to any of the provisions of this Lease.`,
  );
  sub(
    '(b) Confirmation of Commencement Date.',
    'Landlord and Tenant shall, at the request of either, execute an instrument in form reasonably satisfactory to Landlord setting forth said Commencement Date.',
  );
  section(
    `Tenant hereby covenants to pay Landlord throughout the Basic Term rent at the annual rate set forth on the Summary Page hereof payable in equal monthly installments in the amounts set forth on the Summary Page hereof (\u201cBase Rent\u201d) and Additional Rent as provided in Section ${sectionNo('ADJUSTMENT OF RENT')}, without deduction or offset, payable in advance on or before the first day of each month, in lawful money of the United States, without notice or demand, at the lockbox address Landlord designates in writing from time to time. Base Rent and Additional Rent for any part of a month at the beginning or end of the Demised Term shall be prorated.`,
  );
  section(
    `The Demised Premises shall be used only for the use set forth on the Summary Page hereof (\u201cPermitted Use\u201d) and for no other business or purpose.`,
  );
  section(
    'Landlord shall furnish heat, ventilation and air-conditioning during Building Hours, passenger elevator service, electricity for lighting and ordinary office equipment, water for lavatory and drinking purposes, and janitorial service in accordance with the Cleaning Specifications.',
  );
  // 6. ADJUSTMENT OF RENT
  section(
    '(a) Additional Rent. In addition to the Base Rent, Tenant shall pay to Landlord, as Additional Rent, Tenant\u2019s Share of the Operating Expenses and of the Real Estate Taxes for each calendar year or portion thereof during the Demised Term, in the manner provided herein.',
  );
  sub('(b) Definitions.', 'For the purpose of this Section:');
  sub(
    '(i)',
    `The term \u201cTenant\u2019s Share\u201d means ${m.spec.lease.shareStated ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, being ` : ''}the fraction whose numerator is the rentable square feet of the Demised Premises and whose denominator is the rentable square feet of the Building, each as set forth in Section 1.`,
    36,
  );
  const mgmt = l.mgmtFeeCapPct
    ? `administration and management of the Building (not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the gross receipts of the Building)`
    : 'administration and management of the Building';
  const amort = l.capitalAmortYears
    ? `, and the current portion of capitalized costs of improvements made subsequent to the initial development of the Building which improve operating efficiency or reduce Operating Expenses, amortized on a straight line basis over ${countWith(l.capitalAmortYears, 'years', nf())}`
    : '';
  sub(
    '(ii)',
    `The term \u201cOperating Expenses\u201d with respect to each calendar year shall mean all expenses during such year in respect of the operation, maintenance, management, and repair of the Building, parking structures and the land on which the Building is located and an allocable portion of any expense incurred in common with other buildings of the ${b.complex} complex, in each case in accordance with accepted principles of sound management and accounting practices as applied to a first-class office building, including, by way of illustration and without limitation, water and sewer charges, insurance premiums, heat, light and electricity for the common areas of the Building, security, common area janitorial services, landscaping, snow removal, maintenance of and repairs to equipment servicing the Building, window-cleaning, ${mgmt}${amort}.`,
    36,
  );
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat];
    if (!t) throw new Error(`towerbridge-office: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears ? `${t} (except as aforesaid)` : t;
  });
  sub('(iii)', `Operating Expenses shall not include ${ex.join('; ')}.`, 36);
  sub(
    '(iv)',
    'The term \u201cReal Estate Taxes\u201d means all taxes and assessments, special or otherwise, upon or with respect to the Building and the land on which the Building is situated, including the Building\u2019s share of any use and occupancy tax.',
    36,
  );
  if (l.adminFee)
    sub(
      '(c) Administrative Charge.',
      `Landlord may add to Tenant\u2019s Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'Operating Expenses (but not of Real Estate Taxes or insurance premiums)' : 'Operating Expenses and Real Estate Taxes'} an administrative charge equal to ${pctWith(l.adminFee.pct, nf())} thereof.`,
    );
  else
    sub(
      '(c) No Administrative Charge.',
      'No administrative or overhead charge shall be added to Tenant\u2019s Share, the cost of management being included in Operating Expenses as limited above.',
    );
  const capM = l.camCap;
  if (capM) {
    const f = pctWith(capM.pct, nf());
    const rule =
      capM.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Operating Expenses for the preceding calendar year by more than ${f}`
        : capM.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Expenses for calendar year ${capM.baseYear}, increased by ${f} per annum on a cumulative and compounded basis`
          : `shall not exceed the Controllable Operating Expenses for calendar year ${capM.baseYear} plus ${f} of such amount for each calendar year thereafter, on a cumulative but not compounded basis`;
    sub(
      '(d) Limitation on Controllable Operating Expenses.',
      `\u201cControllable Operating Expenses\u201d means all Operating Expenses other than Real Estate Taxes, insurance premiums, utilities and snow and ice removal. Tenant\u2019s Share of Controllable Operating Expenses for any calendar year ${rule}.`,
    );
  } else
    sub(
      '(d) Utilities.',
      'Utilities of the Building shall be included in Operating Expenses at Landlord\u2019s actual cost, without mark-up.',
    );
  const waiver = l.waiver
    ? ' If Landlord fails to furnish such statement within said period, Landlord shall be deemed to have waived its right to collect any amount by which Tenant\u2019s Share for such year exceeds the estimated payments made by Tenant.'
    : rng.pick([
        ' Landlord\u2019s failure to furnish such statement within said period shall not waive Landlord\u2019s right to collect Tenant\u2019s Share.',
        '',
      ]);
  sub(
    '(e) Estimated Payments; Annual Statement.',
    `Tenant shall pay, together with each monthly installment of Base Rent, one-twelfth of Landlord\u2019s estimate of Tenant\u2019s Share of Operating Expenses and Real Estate Taxes for the then current calendar year. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year Landlord shall furnish Tenant a statement of the actual Operating Expenses and Real Estate Taxes for such year and of Tenant\u2019s Share thereof.${waiver} Any deficiency shall be paid by Tenant within thirty (30) days after receipt of such statement, and any excess shall be credited against the next installments of Additional Rent.`,
  );
  sub(
    '(f) Examination of Books.',
    `Tenant may, upon written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of Landlord\u2019s annual statement, examine Landlord\u2019s books and records of the Operating Expenses and Real Estate Taxes for the year covered by such statement at the office of Landlord\u2019s manager.`,
  );
  section(
    'Landlord shall make all structural repairs and repairs to the Building systems. Tenant shall keep the Demised Premises in good order and repair, reasonable wear and tear excepted.',
  );
  section(
    'Tenant shall make no alterations, additions or improvements to the Demised Premises without the prior written consent of Landlord.',
  );
  section(
    'Each party waives every right of recovery against the other for loss or damage to its property to the extent such loss is insured or required to be insured hereunder.',
  );
  section(
    'Tenant shall not assign this Lease or sublet all or any part of the Demised Premises without the prior written consent of Landlord, which shall not be unreasonably withheld.',
  );
  section(
    'If Tenant fails to pay any installment of Rent within five (5) days after written notice that the same is due, or fails to perform any other covenant within thirty (30) days after written notice, Landlord shall have the remedies provided by law.',
  );
  section(
    'If Tenant remains in possession after the Expiration Date, Tenant shall pay Base Rent at one hundred fifty percent (150%) of the rate in effect at the end of the term, plus Additional Rent.',
  );
  section(
    'All notices shall be in writing and sent by certified mail or recognized overnight courier to the Notice Addresses on the Summary Page.',
  );
  const grace = l.lateFee.graceDays;
  const lateAmt =
    l.lateFee.pct !== null
      ? `a \u201clate charge\u201d of ${pctWith(l.lateFee.pct, nf())} of the amount so due`
      : `a \u201clate charge\u201d of ${moneyWith(l.lateFee.flatCents!, nf())}`;
  section(
    `If any installment of Base Rent, Additional Rent or other sums payable by Tenant to Landlord under this Lease shall not be paid by ${countWith(grace, 'days', nf())} after the due date thereof, Tenant shall pay to Landlord ${lateAmt} for the purpose of defraying the expense incident to handling such delinquent payment.`,
  );
  section(
    'Tenant shall have the use of unreserved parking spaces in the parking garage serving the Building, in common with other tenants.',
  );
  section(`This Lease shall be governed by the laws of the State of ${p.city.state}.`);
  w.space(0.6);
  const half = w.contentWidth / 2;
  w.ensure(w.size * 10);
  w.para(
    'IN WITNESS WHEREOF, the parties hereto have executed this Lease the day and year first above written.',
    {
      gap: 0.8,
    },
  );
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name.toUpperCase()}\nBy: ${b.owner}, its sole member\n\nBy: ____________________________\nName:\nTitle:`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name.toUpperCase()}\n\n\nBy: ____________________________\n${l.tenant.contact}`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );

  // ---- exhibits
  w.newPage();
  w.heading('EXHIBIT \u201cE\u201d', { align: 'center', gap: 0.1 });
  w.heading('FORMULATION OF USABLE AND RENTABLE SQUARE FOOT AREAS', { align: 'center', gap: 0.5 });
  w.para(
    `Rentable Area of each tenant area shall be computed under the Standard Method for Measuring Floor Area in Office Buildings. The Building, one of ${countWith(b.towers, 'buildings', 'BOTH').replace(/ buildings$/, '')} buildings of the ${b.complex} complex, is agreed to contain the rentable area stated in Section 1 of the Lease. The buildings of the ${b.complex} complex contain in the aggregate approximately ${commas(b.complexRsf)} rentable square feet; expenses incurred in common by the buildings of the complex are allocated among them in proportion to their rentable areas before Tenant\u2019s Share is applied.`,
    { align: 'justify', gap: 1 },
  );
  w.heading('EXHIBIT \u201cF\u201d', { align: 'center', gap: 0.1 });
  w.heading('RULES AND REGULATIONS', { align: 'center', gap: 0.4 });
  for (const [i, r] of [
    'The sidewalks, entrances, passages, elevators and stairways shall not be obstructed.',
    'No sign shall be inscribed on any part of the Building without the written consent of Landlord.',
    'Building Hours are 8:00 a.m. to 6:00 p.m. on business days and 8:00 a.m. to 1:00 p.m. on Saturdays.',
  ].entries())
    w.para(r, { lead: `${i + 1}.`, indent: 18, gap: 0.25 });
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
