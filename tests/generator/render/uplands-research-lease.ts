/**
 * Family "uplands-research" (decision 0077), the lease: a developer's lease of a lab/office suite
 * in a multi-tenant building of a university research park.
 *
 * The form follows the research-park lease in ../shared/real-leases
 * (exact-sciences-research-park): a cover block ("LANDLORD: / TENANT: / PROPERTY: / DATE:"), the
 * park's name over the title, a preamble naming the parties "(hereinafter referred to as
 * "Landlord")", "RECITALS:" A.-B., "IT IS HEREBY AGREED ... as follows:", then articles in
 * capitals ("1. PREMISES AND TERM", "2. RENT") of decimal sections whose heading runs in with a
 * spaced period ("1.1. Leased Premises . Landlord hereby leases ..."), a Base Rent table by date
 * ranges ("Commencement Date — 10/31/2026 | $15.97 | $46,579.17") with an asterisked note, "The
 * term "Tenant's Proportionate Share" for any particular Additional Rent charge shall be defined
 * as the rentable square footage of the Leased Premises divided by the rentable square footage of
 * all the space that shares in such charge", "2.3. Past Due Rent ." and the CAM article's
 * "Formula For Proportionate Share".
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
  money,
  moneyWith,
  type NumberForm,
  pctWith,
} from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { columnEdges, tableCells } from './blocks';
import type { RenderedPdf } from './frame';
import { parkOf } from './uplands-research-park';

/** Section 5.3's exclusions, one per category, in the developer's wording. */
export const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'capital expenditures, as determined under generally accepted accounting principles',
  LEASING_COMMISSIONS:
    'leasing commissions, advertising and other costs of procuring tenants for the Building',
  LEGAL_DISPUTES: 'legal fees incurred in disputes with tenants or other occupants of the Park',
  DEPRECIATION: 'depreciation of the Building',
  DEBT_SERVICE: 'principal, interest and other costs of any financing of the Building or the Property',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'marketing and promotion of the Park or the Building',
  GROUND_RENT: 'rent payable under any ground lease of the Property',
  RESERVES: 'reserves of any kind',
  EXECUTIVE_SALARIES:
    "compensation of Landlord's officers and executives above the level of building manager",
  LANDLORD_VIOLATIONS: 'fines and penalties incurred because Landlord violated any law or this Lease',
};

/** The articles, in order (capitals), and their sections' run-in headings. */
export const ARTICLES: [string, string[]][] = [
  [
    'PREMISES AND TERM',
    ['Leased Premises', 'Term of Lease', 'Security Deposit', 'Condition of Improvements'],
  ],
  ['RENT', ['Base Rent', 'Additional Rent', 'Past Due Rent', 'Real Estate Taxes']],
  ['USE', ['Permitted Use', 'Laboratory Operations']],
  ['ASSIGNMENT AND SUBLETTING', ['Assignment or Subletting']],
  [
    'COMMON AREAS AND CAM CHARGES',
    [
      'Common Areas',
      'CAM Charges',
      'Exclusions',
      'Administrative Fee',
      'Controllable CAM Charges',
      'Formula For Proportionate Share',
      'Audit',
    ],
  ],
  ['INSURANCE', ['Landlord’s Insurance', 'Tenant’s Insurance']],
  ['MISCELLANEOUS', ['Notices', 'Governing Law']],
];

/** "11/01/2026": the rent table's dates. */
export const tableDate = (iso: string) => fmtDate(iso, 'NUMERIC');

/** The rent table's Term cell: the first from "Commencement Date", then date ranges. */
export function termCell(i: number, from: string, to: string): string {
  return `${i === 0 ? 'Commencement Date' : tableDate(from)} — ${tableDate(to)}`;
}

export async function renderUplandsResearchLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const b = parkOf(m);
  const rng = new Rng(`uplands-research:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const suiteNo = p.suite.replace(/^Suite /, '');
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 10,
    margin: 68,
    date: l.leaseDate,
    title: `Lease Agreement - ${l.tenant.name} - ${b.building}`,
    author: b.developer,
    footer: `{n}`,
  });
  // ---- cover block
  w.space(4);
  w.heading('LEASE AGREEMENT', { align: 'center', size: 15, gap: 2 });
  for (const [k, v] of [
    ['LANDLORD:', l.landlord.name.toUpperCase()],
    ['TENANT:', l.tenant.name.toUpperCase()],
    ['PROPERTY:', `${p.street}, Suite ${suiteNo}\n${p.city.city}, ${p.city.state} ${p.zip}`],
    ['DATE:', fmtDate(l.leaseDate, 'LONG')],
  ] as const)
    w.row(
      [
        { text: k, x: w.left + 80, width: 90, bold: true },
        { text: v, x: w.left + 170, width: w.contentWidth - 250 },
      ],
      { gap: 10 },
    );

  // ---- the lease
  w.newPage();
  w.heading(b.park.toUpperCase(), { align: 'center', size: 11, gap: 0.2 });
  w.heading('LEASE AGREEMENT', { align: 'center', size: 12, gap: 0.6 });
  w.para(
    `This Lease Agreement (this “Lease”) dated ${fmtDate(l.leaseDate, 'LONG')}, is made by and between ${l.landlord.name}, ${l.landlord.entityDesc} (hereinafter referred to as “Landlord”), and ${l.tenant.name}, ${l.tenant.entityDesc} (hereinafter referred to as “Tenant”).`,
    { align: 'justify', gap: 0.5 },
  );
  w.heading('RECITALS:', { size: 10, gap: 0.3 });
  w.para(
    `Landlord is the owner of the building known as ${b.building} located at ${p.street}, ${p.city.city}, ${p.city.state} (the “Building”), on land in the ${b.park} (the “Park”) ground-leased by Landlord from ${b.foundation.replace(/\.$/, '')}.`,
    { lead: 'A.', indent: 18, align: 'justify', gap: 0.3 },
  );
  w.para(
    `Landlord is an affiliate of ${b.developer}, and has engaged ${b.manager} (“Landlord’s Manager”) to manage the Building and to bill and collect the Rent on Landlord’s behalf.`,
    { lead: 'B.', indent: 18, align: 'justify', gap: 0.5 },
  );
  w.para(
    'IT IS HEREBY AGREED, by and between the parties hereto, in consideration of the covenants and agreements set forth in this Lease, as follows:',
    { align: 'justify', gap: 0.6 },
  );
  let art = 0;
  let sec = 0;
  const article = () => {
    art += 1;
    sec = 0;
    w.ensure(w.size * 5);
    w.heading(`${art}. ${ARTICLES[art - 1]![0]}`, { size: 10, gap: 0.3 });
  };
  const section = (text: string) => {
    sec += 1;
    w.para(text, { lead: `${art}.${sec}. ${ARTICLES[art - 1]![1][sec - 1]} .`, align: 'justify', gap: 0.45 });
  };
  const term = countWith(l.termMonths, 'months', 'BOTH');
  article();
  section(
    `Landlord hereby leases to Tenant and Tenant hereby leases from Landlord on the terms and provisions and subject to the conditions hereinafter set forth in this Lease, the following described premises (the “Leased Premises”): Suite ${suiteNo} on the ${['first', 'second', 'third', 'fourth'][Math.min(3, (Number(suiteNo.replace(/\D/g, '').slice(0, 1)) || 1) - 1)]} floor of the Building, consisting of ${commas(l.premisesRsf)} rentable square feet of laboratory and office space, as shown on Exhibit A attached hereto. The Building is located on the land described on Exhibit B attached hereto (the “Property”). Tenant shall have the non-exclusive right to use the Common Areas as described in Section 5.1.`,
  );
  section(
    `The term of this Lease (the “Term”) shall be ${term}, shall begin on ${fmtDate(l.commencement, 'LONG')} (the “Commencement Date”) and shall end at midnight on ${fmtDate(l.originalExpiration, 'LONG')}.`,
  );
  section(
    `Tenant has deposited with Landlord a security deposit in the total amount of ${money(l.securityDepositCents)}, as security for the performance of the obligations hereof by Tenant. This security deposit shall be returned to Tenant within sixty (60) days following the termination of this Lease, less any amount appropriately applied by Landlord.`,
  );
  section(
    'Tenant accepts the Leased Premises in AS-IS, WHERE-IS condition, except for the laboratory improvements described in Exhibit C, without any representations or warranties with respect to said condition.',
  );
  article();
  section(
    `Tenant shall pay to Landlord at the office of Landlord’s Manager, or such other place as Landlord may designate in writing, and without any deduction or offset whatsoever, the following amounts in advance on or before the first day of each calendar month during the Term indicated (“Base Rent”):`,
  );
  const steps = l.rent.steps;
  if (l.rent.form === 'PERCENT') {
    w.para(
      `From the Commencement Date through ${tableDate(steps[0]!.to)}, Base Rent shall be ${money(steps[0]!.monthlyRentCents)} per month. On each anniversary of the Commencement Date, the monthly Base Rent shall increase by ${pctWith(l.rent.escalationPct!, nf())} over the monthly Base Rent in effect immediately before such anniversary.`,
      { indent: 18, align: 'justify', gap: 0.45 },
    );
  } else {
    const psf = l.rent.form === 'PER_RSF';
    const cols = psf
      ? ['Term', 'Base Rent per Square Foot*', 'Monthly Amount']
      : ['Term', 'Monthly Amount', 'Annual Amount'];
    const cw = [200, 130, 110];
    const xs = columnEdges(w.left + 18, cw);
    const trow = (vals: string[], bold = false) =>
      w.row(tableCells(xs, cw, vals, { bold, rightFrom: 1 }), { gap: 1.5 });
    trow(cols, true);
    for (const [i, s] of steps.entries())
      trow(
        psf
          ? [termCell(i, s.from, s.to), money(l.rent.psfRatesCents![i]!), money(s.monthlyRentCents)]
          : [termCell(i, s.from, s.to), money(s.monthlyRentCents), money(s.monthlyRentCents * 12)],
      );
    if (psf)
      w.para(
        '*The Base Rent per Square Foot listed above is an annual rate per rentable square foot of the Leased Premises.',
        { indent: 18, size: 8.5, style: 'italic', gap: 0.45 },
      );
    else w.space(0.45);
  }
  const shareSentence = m.spec.lease.shareStated
    ? ` As of the Commencement Date, Tenant’s Proportionate Share of the Building is ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%.`
    : '';
  section(
    `During the Term, in addition to Base Rent, Tenant shall pay as additional rent, all additional amounts due under this Lease including, but not limited to, Tenant’s Proportionate Share (defined below) of real estate taxes, CAM Charges (as defined below), Landlord’s insurance in accordance with Section 6.1 below and all utilities attributable to the Leased Premises and the Building (collectively, “Additional Rent”). Additional Rent shall be payable in monthly installments of Landlord’s estimate. The term “Tenant’s Proportionate Share” for any particular Additional Rent charge shall be defined as the rentable square footage of the Leased Premises divided by the rentable square footage of all the space that shares in such charge; the Building contains ${commas(l.buildingRsf)} rentable square feet, and all charges of the Building are shared by all the space of the Building.${shareSentence}`,
  );
  const grace = l.lateFee.graceDays;
  const lateAmt =
    l.lateFee.pct !== null
      ? `a late charge equal to ${pctWith(l.lateFee.pct, nf())} of such unpaid amount`
      : `a late charge of ${moneyWith(l.lateFee.flatCents!, nf())}`;
  section(
    `If Tenant shall fail to pay when due any Base Rent or Additional Rent, and such amount shall not be paid within ${countWith(grace, 'days', nf())} after the date when due, Tenant shall pay to Landlord ${lateAmt}, which the parties agree is a reasonable estimate of Landlord’s costs of the late payment.`,
  );
  section(
    'Landlord shall pay all general taxes on the Building and the Property, including installments for special assessments arising during the Term. Tenant agrees to reimburse Landlord for Tenant’s Proportionate Share of such taxes and assessments, in monthly installments of Landlord’s estimate as provided in Section 5.6.',
  );
  article();
  section(
    `The Leased Premises shall be used for ${l.permittedUse.replace(/\.$/, '').toLowerCase()}, and for research and development laboratories ancillary thereto, and for no other purpose without Landlord’s written consent.`,
  );
  section(
    'Tenant shall operate its laboratories in compliance with all Environmental Regulations and shall bear the cost of removing any Hazardous Materials it introduces into the Leased Premises.',
  );
  article();
  section(
    'Tenant shall not assign this Lease or sublet the Leased Premises without the prior written consent of Landlord, which shall not be unreasonably withheld, except to an affiliate of Tenant or in a Business Transfer.',
  );
  article();
  section(
    'Tenant shall have the non-exclusive right to use the driveways, parking areas, walks, corridors, lobbies and other areas of the Building and the Property provided for the common use of its tenants (the “Common Area”).',
  );
  const mgmt = l.mgmtFeeCapPct
    ? `management fees not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the gross revenues of the Building`
    : 'management fees';
  const amort = l.capitalAmortYears
    ? `, and annual CAM reimbursements of Capital Repairs amortized over ${countWith(l.capitalAmortYears, 'years', nf())}`
    : '';
  section(
    `Tenant shall pay Tenant’s Proportionate Share of the cost of operating, maintaining, repairing, and replacing the Common Area and other facilities (the “CAM Charges”), which shall include, but shall not be limited to, lighting, cleaning, painting, removing of snow, ice and debris, policing and inspecting, landscaping, the Building’s utilities, ${mgmt}${amort}.`,
  );
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat];
    if (!t) throw new Error(`uplands-research: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears ? `${t}, except as amortized under Section 5.2` : t;
  });
  section(
    `CAM Charges shall not include: ${ex.map((t, i) => `(${String.fromCharCode(97 + i)}) ${t}`).join('; ')}.`,
  );
  if (l.adminFee)
    section(
      `Landlord may charge an administrative fee of ${pctWith(l.adminFee.pct, nf())} of Tenant’s Proportionate Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'CAM Charges, excluding real estate taxes and insurance,' : 'CAM Charges, real estate taxes and insurance'} to cover its overhead of administering the same.`,
    );
  else
    section(
      'Landlord shall not charge Tenant any administrative or overhead fee in addition to the management fees included in the CAM Charges.',
    );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not increase by more than ${f} over the Controllable CAM Charges of the preceding calendar year`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable CAM Charges for calendar year ${cap.baseYear} increased by ${f} per year, compounded annually`
          : `shall not exceed the Controllable CAM Charges for calendar year ${cap.baseYear} plus ${f} of that amount for each calendar year after ${cap.baseYear}, not compounded`;
    section(
      `“Controllable CAM Charges” means all CAM Charges other than real estate taxes, insurance, utilities and snow removal. Tenant’s Proportionate Share of Controllable CAM Charges for any calendar year ${rule}.`,
    );
  } else
    section(
      'Tenant’s Proportionate Share of CAM Charges shall be based on the actual costs incurred; no CAM Charge shall be adjusted for vacancy in the Building.',
    );
  const waiver = l.waiver
    ? ' If Landlord fails to furnish such computation within said period, Landlord shall be deemed to have waived any right to collect from Tenant any amount for such year in excess of the monthly installments paid by Tenant.'
    : rng.pick([
        ' Landlord’s failure to furnish such computation when due shall not waive its right to collect.',
        '',
      ]);
  section(
    `The annual charge for CAM Charges, real estate taxes and insurance shall be computed on the basis of twelve (12) consecutive calendar months commencing on January 1, and shall be paid in advance in monthly installments on the first day of each calendar month in an amount estimated by Landlord. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each such twelve (12) month period, Landlord shall determine and furnish to Tenant a computation of the actual amount chargeable to Tenant.${waiver} Any deficiency shall be paid by Tenant within thirty (30) days; any excess shall be credited against the next installments due.`,
  );
  section(
    `Tenant, at Tenant’s sole cost and expense, shall have the right to conduct an audit of the CAM Charges, real estate taxes and insurance of any year by written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after Landlord furnishes its computation for such year. In the event the audit reveals a discrepancy, Landlord and Tenant shall work together diligently to resolve such discrepancy in a timely and equitable manner.`,
  );
  article();
  section(
    'Landlord shall maintain all-risk property insurance on the Building and commercial general liability insurance, the premiums of which are Additional Rent under Section 2.2.',
  );
  section(
    'Tenant shall maintain commercial general liability insurance with limits of not less than $2,000,000 per occurrence, pollution legal liability insurance, and property insurance on its laboratory equipment.',
  );
  article();
  section(
    `Notices shall be in writing and delivered to Landlord in care of ${b.manager}, ${p.managerStreet}, ${p.city.city}, ${p.city.state}, and to Tenant at the Leased Premises, Attention: ${l.tenant.contact}.`,
  );
  section(`This Lease shall be governed by the laws of the State of ${p.city.state}.`);
  w.space(0.6);
  const half = w.contentWidth / 2;
  w.ensure(w.size * 10);
  w.para(
    'IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as of the date first written above.',
    {
      gap: 0.8,
    },
  );
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name.toUpperCase()}\n\nBy: ____________________________\nName:\nTitle:`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name.toUpperCase()}\n\nBy: ____________________________\nName: ${l.tenant.contact}\nTitle:`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );
  // ---- Exhibits
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center', gap: 0.1 });
  w.heading('LEASED PREMISES', { align: 'center', size: 10, gap: 0.6 });
  const top = w.doc.y;
  w.box(w.left + 30, top, w.contentWidth - 60, 200);
  w.doc.y = top + 90;
  w.para(`[${b.building} - Suite ${suiteNo} - laboratory and office space shown shaded]`, {
    align: 'center',
    style: 'italic',
  });
  w.doc.y = top + 216;
  w.heading('EXHIBIT B', { align: 'center', gap: 0.1 });
  w.heading('LEGAL DESCRIPTION OF THE PROPERTY', { align: 'center', size: 10, gap: 0.4 });
  w.para(
    `Lot ${rng.int(2, 30)}, ${b.park.replace(/ University Research Park$/, '')} Research Park Plat, in the City of ${p.city.city}, State of ${p.city.state}, recorded ${fmtDate(addDays(l.leaseDate, -rng.int(3000, 9000)), 'LONG')}.`,
    { align: 'justify', gap: 0.8 },
  );
  w.heading('EXHIBIT C', { align: 'center', gap: 0.1 });
  w.heading('LABORATORY IMPROVEMENTS', { align: 'center', size: 10, gap: 0.4 });
  w.para(
    `${capitalize('landlord')} shall deliver the Leased Premises with lab benches, fume hood exhaust connections and a dedicated ${['200', '400'][rng.int(0, 1)]}-amp electrical panel as shown on Exhibit A.`,
    { align: 'justify' },
  );
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
