/**
 * Family "prairie-powercenter" (decision 0072), the lease: a national shopping-center REIT's
 * net lease of a free-standing store building on its own parcel of a power center.
 *
 * The form follows the big-box lease in ../shared/real-leases (generation-best-buy-ames): a cover
 * naming the store ("Store #812 LEASE by and between ..."), a list of the Exhibits, "THIS LEASE,
 * is entered into and effective as of ...", numbered sections whose capital heading ends with a
 * period and runs into the text ("3. RENT."), "a Building containing approximately 30,259 square
 * feet ... together with ... a parcel of land containing approximately 5.08 acres", fixed rent as
 * "Years 1-5 / Annual Rent / Monthly Rent", a "SPECIAL NET LEASE." section, a Memorandum of Lease
 * Commencement as Exhibit B and the shopping center's Reciprocal Easement Agreement ("may include
 * an administrative fee equal to ten percent (10%) of the Common Area costs billed but shall not
 * include any other charges for overhead or management"). Percentages as "ten percent (10%)".
 * The Store Building's floor area is in Section 1, Exhibit B and the parcel table; the center's
 * total Floor Area only in Exhibit C's parcel table. The late charge sits in the default section.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { addDays, commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { columnEdges, tableCells } from './blocks';
import type { RenderedPdf } from './frame';
import { centerOf } from './prairie-powercenter-center';

/** Section 10(e)'s exclusions, one per category, in the REIT's wording. */
export const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of capital improvements, capital repairs and capital replacements, including the resurfacing (but not the patching and restriping) of the parking areas',
  LEASING_COMMISSIONS:
    "leasing commissions, attorneys' fees and other costs of leasing or re-leasing space in the Shopping Center",
  LEGAL_DISPUTES: 'legal fees and costs of disputes with other tenants, occupants or Parcel Owners',
  DEPRECIATION: 'depreciation and amortization of the Shopping Center, except as provided in Section 10(b)',
  DEBT_SERVICE:
    'principal, interest and other costs of any mortgage or other financing of the Shopping Center',
  CHARITABLE: 'charitable and political contributions',
  MARKETING:
    "advertising, promotional and marketing costs, including any merchants' association or marketing fund",
  GROUND_RENT: 'rent under any ground lease of any part of the Shopping Center',
  RESERVES: 'reserves of any kind, including reserves for replacements or bad debts',
  EXECUTIVE_SALARIES:
    "salaries, benefits and overhead of Landlord's and its parent trust's officers, executives and regional offices",
  LANDLORD_VIOLATIONS:
    "fines, penalties and interest incurred by reason of Landlord's violation of any law, the REA or any lease",
};

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii'];

/** "Years 1-5": the lease years a rent step covers (by the months after the Commencement Date). */
export function leaseYears(commencement: string, from: string, to: string): string {
  const months = (a: string, b: string) => {
    const [ya, ma, da] = a.split('-').map(Number) as [number, number, number];
    const [yb, mb, db] = b.split('-').map(Number) as [number, number, number];
    return (yb - ya) * 12 + (mb - ma) + (db >= da ? 0 : -1);
  };
  const a = Math.floor(months(commencement, from) / 12) + 1;
  const b = Math.max(a, Math.ceil(months(commencement, addDays(to, 1)) / 12));
  return a === b ? `Year ${a}` : `Years ${a}-${b}`;
}

export const SECTION_HEADS = [
  'THE PREMISES',
  'BASE TERM',
  'RENT',
  'ACCEPTANCE OF PREMISES',
  'MAINTENANCE AND REPAIRS BY TENANT',
  'SPECIAL NET LEASE',
  'UTILITIES',
  'TAXES AND ASSESSMENTS',
  'INSURANCE',
  'COMMON AREA MAINTENANCE',
  'USE',
  'SUBLETTING AND ASSIGNMENT',
  'TENANT DEFAULT',
  'NOTICES',
  'HOLDING OVER',
  'SECURITY',
  'GOVERNING LAW',
] as const;

export async function renderPrairiePowercenterLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const own = c.parcels.find((x) => x.tenant)!;
  // the lease's own draws
  const rng = new Rng(`prairie-powercenter:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: m.spec.lease.font === 'Courier' ? 9 : 10,
    margin: 66,
    date: l.leaseDate,
    title: `Store #${c.storeNo} Lease - ${c.name}`,
    author: l.landlord.name,
    footer: `Store #${c.storeNo} - ${c.name}                                        {n}`,
  });
  const addr = `${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`;

  // ---- cover
  w.space(3);
  w.heading(`Store #${c.storeNo}`, { align: 'center', size: w.size + 2, gap: 0.8 });
  w.heading('LEASE', { align: 'center', size: w.size + 8, gap: 0.8 });
  w.para(
    `by and between\n\n${l.landlord.name.toUpperCase()}, ${l.landlord.entityDesc}\n("Landlord")\n\nand\n\n${l.tenant.name.toUpperCase()}, ${l.tenant.entityDesc}\n("Tenant")`,
    { align: 'center', gap: 1.2 },
  );
  w.para(`${c.name}\n${addr}`, { align: 'center', gap: 2 });
  w.heading('EXHIBITS', { align: 'left', gap: 0.3 });
  for (const e of [
    'A. LEGAL DESCRIPTION OF THE LAND',
    'B. MEMORANDUM OF LEASE COMMENCEMENT',
    'C. SITE PLAN AND PARCEL TABLE',
  ])
    w.para(e, { indent: 18, gap: 0.15 });

  // ---- the Lease
  w.newPage();
  w.heading(`Store #${c.storeNo}\nLEASE`, { align: 'center', size: w.size + 2, gap: 0.6 });
  w.para(
    `THIS LEASE, is entered into and effective as of ${fmtDate(l.leaseDate, 'LONG')}, between ${l.landlord.name.toUpperCase()}, ${l.landlord.entityDesc} and a wholly owned subsidiary of ${c.reit} (hereinafter called "Landlord") and ${l.tenant.name.toUpperCase()}, ${l.tenant.entityDesc} (hereinafter called "Tenant"). The parties mutually agree as follows:`,
    { align: 'justify', gap: 0.6 },
  );
  let sec = 0;
  const section = (text: string) => {
    sec += 1;
    w.ensure(w.size * 3.2);
    w.para(text, { lead: `${sec}. ${SECTION_HEADS[sec - 1]}.`, align: 'justify', gap: 0.45 });
  };
  const sub = (lead: string, text: string) => w.para(text, { lead, indent: 18, align: 'justify', gap: 0.3 });

  section(
    `Landlord, for and in consideration of the rents, covenants, agreements and stipulations hereinafter mentioned, reserved and contained, to be paid, kept and performed by Tenant, does hereby lease and rent unto Tenant, and Tenant hereby agrees to lease and take upon the terms and conditions hereinafter set forth, a building containing approximately ${commas(l.premisesRsf)} square feet of Floor Area (the "Store Building") together with all other improvements situated on ${own.parcel} of the ${c.name}, a parcel of land containing approximately ${own.acres.toFixed(2)} acres (the "Land"), located and having a street address of ${addr}, and legally described on Exhibit "A" attached hereto. The Land and the Store Building together constitute the "Leased Premises" hereunder. The Leased Premises are part of the shopping center known as the ${c.name} (the "Shopping Center"), which is subject to the Reciprocal Easement Agreement recorded as ${c.reaRecorded} (the "REA"). "Floor Area" means the gross leasable area of a building measured from the exterior faces of its exterior walls, without deduction for columns, stairs or interior partitions.`,
  );
  const term = m.spec.lease.expirationStated
    ? `shall be ${countWith(l.termMonths, 'months', nf())} commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date") and ending on ${fmtDate(l.originalExpiration, 'LONG')}`
    : `shall be ${countWith(l.termMonths, 'months', nf())} commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date")`;
  section(
    `The Base Term of this Lease (the "Term") ${term}, unless sooner terminated pursuant to any provision hereof. Landlord and Tenant shall also execute a Memorandum of Lease Commencement in the form set out on Exhibit "B" specifying the Commencement Date and the Expiration Date applicable to this Lease. Said Memorandum of Lease Commencement shall be attached to and become a part of this Lease.`,
  );

  // ---- 3. RENT
  const steps = l.rent.steps;
  const first = steps[0]!;
  const perSf = l.rent.form === 'PER_RSF';
  if (l.rent.form === 'PERCENT') {
    section(
      `Tenant hereby covenants and agrees to pay Landlord as fixed rent for the Leased Premises during the first Lease Year the annual sum of ${money(first.monthlyRentCents * 12)}, payable in monthly installments of ${money(first.monthlyRentCents)}. On the first day of the second Lease Year and of each Lease Year thereafter, the annual fixed rent shall increase by ${pctWith(l.rent.escalationPct!, nf())} over the annual fixed rent payable for the preceding Lease Year. A "Lease Year" is each successive period of twelve (12) months beginning on the Commencement Date or an anniversary of it.`,
    );
  } else {
    section(
      `Tenant hereby covenants and agrees to pay Landlord as monthly fixed rent for the Leased Premises during the Term the sums set forth below${perSf ? ', being the annual rate per square foot of Floor Area of the Store Building shown multiplied by the Floor Area stated in Section 1' : ''}:`,
    );
    const heads = perSf
      ? ['Years', 'Period', 'Per Sq. Ft.', 'Annual Rent', 'Monthly Rent']
      : ['Years', 'Period', 'Annual Rent', 'Monthly Rent'];
    const cw = perSf ? [70, 140, 70, 90, 90] : [80, 160, 100, 100];
    const xs = columnEdges(w.left + 30, cw);
    const trow = (vals: string[], bold = false) =>
      w.row(tableCells(xs, cw, vals, { bold, rightFrom: 2 }), { gap: 1.5 });
    trow(heads, true);
    steps.forEach((s, i) => {
      const yrs = leaseYears(l.commencement, s.from, s.to).replace(/^Years? /, '');
      const period = `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`;
      if (perSf) {
        const rate = l.rent.psfRatesCents![i]!;
        trow([yrs, period, money(rate), money(rate * l.premisesRsf), money(s.monthlyRentCents)]);
      } else trow([yrs, period, money(s.monthlyRentCents * 12), money(s.monthlyRentCents)]);
    });
    w.space(0.4);
  }
  w.para(
    `Such monthly rent shall be payable in advance and without demand on the first day of every calendar month commencing on the Commencement Date. Rent shall be prorated for any partial month at the beginning or end of the Term. Tenant shall pay rent to Landlord at the following address unless otherwise notified in writing by Landlord: ${l.landlord.name}, ${c.lockbox}, ${c.lockboxCity}.`,
    { align: 'justify', gap: 0.45 },
  );
  section(
    'Tenant has inspected the Leased Premises and will be presumed as of the Commencement Date to have accepted the Leased Premises in their then existing condition. To the maximum extent permitted by law, Tenant waives the implied warranty of suitability for the Leased Premises.',
  );
  section(
    'Tenant agrees at its expense to keep and maintain the Store Building, including its roof, structure, storefront and building systems, in good order, condition and repair. Landlord shall maintain the Common Areas of the Shopping Center, including the parking areas on the Land, as provided in Section 10.',
  );
  section(
    'This Lease is a net lease. Except as expressly set forth herein, Landlord shall not be required to make any payment of any kind with respect to the Leased Premises. In addition to the fixed rent, Tenant shall pay as additional rent Tenant\'s Share of the Taxes, insurance premiums and Common Area Costs of the Shopping Center as provided in Sections 8, 9 and 10 (collectively, "Additional Rent").',
  );
  section(
    'Tenant shall contract directly with the providers of, and pay when due, all charges for gas, electricity, water, sewer, telephone and other utilities used in the Store Building. Utilities for the Common Areas are a Common Area Cost.',
  );
  section(
    'Landlord shall pay all real estate taxes and assessments, general and special, levied against the tax parcels of the Shopping Center ("Taxes"), and Tenant shall reimburse Landlord for Tenant\'s Share of the Taxes as Additional Rent in the manner set forth in Section 10(g). Taxes shall not include any income, franchise, estate or inheritance tax of Landlord.',
  );
  section(
    "Landlord shall maintain commercial general liability insurance for the Common Areas and all-risk property insurance for the buildings and improvements of the Shopping Center owned by Landlord, and Tenant shall reimburse Landlord for Tenant's Share of the premiums therefor as Additional Rent in the manner set forth in Section 10(g). Tenant shall insure its own inventory, fixtures and equipment.",
  );

  // ---- 10. COMMON AREA MAINTENANCE
  section(
    "Landlord shall be responsible for the common area maintenance of the Shopping Center to be performed under the REA and shall bill Tenant for Tenant's Share of the cost thereof as follows:",
  );
  const mgmt = l.mgmtFeeCapPct
    ? `management fees, not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the other Common Area Costs (excluding Taxes and insurance)`
    : 'management fees';
  const amort = l.capitalAmortYears
    ? `; and the cost of capital improvements made to reduce Common Area Costs or required by laws enacted after the date of this Lease, amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, only the annual amortization to be included in any year`
    : '';
  sub(
    '(a)',
    `Common Areas. "Common Areas" means the parking areas, drives, sidewalks, landscaped areas, pylon signs, storm water facilities and other areas of the Shopping Center designated under the REA for the common use of the Parcel Owners and their tenants.`,
  );
  sub(
    '(b)',
    `Common Area Costs. "Common Area Costs" means all costs paid by Landlord to operate, maintain, clean, light, insure and repair the Common Areas, including: sweeping, snow and ice removal, landscaping, lighting and common area utilities, painting and restriping, security, trash removal, repair and maintenance of the pylon signs and of the parking areas; ${mgmt}${amort}. For purposes of this Section 10 and of Tenant's statements, Taxes and insurance premiums payable by Tenant under Sections 8 and 9 are billed together with the Common Area Costs.`,
  );
  const stated = m.spec.lease.shareStated
    ? ` As of the date of this Lease, Tenant's Share is ${l.sharePct.toFixed(m.spec.lease.shareDecimals)} percent.`
    : '';
  sub(
    '(c)',
    `Tenant's Share. "Tenant's Share" means a fraction, the numerator of which is the Floor Area of the Store Building and the denominator of which is the total Floor Area of all buildings in the Shopping Center as shown on the parcel table of Exhibit "C" (whether or not occupied), expressed as a percentage.${stated} The Floor Area of outdoor sales areas, garden centers and mezzanines shall not be included in either.`,
  );
  if (l.adminFee)
    sub(
      '(d)',
      `Administrative Fee. The Common Area Costs billed to Tenant may include an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? "Tenant's Share of the Common Area Costs (excluding Taxes and insurance)" : "Tenant's Share of the Common Area Costs, Taxes and insurance"} billed but shall not include any other charges for overhead or management.`,
    );
  else
    sub(
      '(d)',
      'No Administrative Fee. The Common Area Costs billed to Tenant shall not include any administrative fee or any charge for overhead, other than the management fees in Section 10(b).',
    );
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat];
    if (!t) throw new Error(`prairie-powercenter: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears
      ? `${t}, except the amortization permitted in Section 10(b)`
      : t;
  });
  sub(
    '(e)',
    `Exclusions. Notwithstanding Section 10(b), Common Area Costs shall not include: ${ex.map((t, i) => `(${ROMAN[i]}) ${t}`).join('; ')}.`,
  );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Common Area Costs for the preceding calendar year by more than ${f}`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Common Area Costs for calendar year ${cap.baseYear} increased by ${f} per annum, compounded annually`
          : `shall not exceed the Controllable Common Area Costs for calendar year ${cap.baseYear} plus ${f} of that amount for each calendar year after ${cap.baseYear}, without compounding`;
    sub(
      '(f)',
      `Cap on Controllable Costs. "Controllable Common Area Costs" means all Common Area Costs other than Taxes, insurance premiums, utilities and management fees. The Controllable Common Area Costs included in Tenant's Share for any calendar year ${rule}.`,
    );
  } else
    sub(
      '(f)',
      'Parcel Owners. Common Area Costs billed to the owners of the other Parcels under the REA shall be credited against the Common Area Costs before Tenant\'s Share is applied only to the extent such owners\' buildings are not included in the total Floor Area of Exhibit "C".',
    );
  const waiver = l.waiver
    ? ` If Landlord fails to furnish such statement within said period, Landlord shall be deemed to have waived its right to collect any amount of Additional Rent for such year in excess of the monthly estimates paid by Tenant.`
    : rng.pick([
        " Landlord's failure to furnish such statement within said period shall not waive Landlord's right to collect Tenant's Share.",
        '',
      ]);
  sub(
    '(g)',
    `Payment. Tenant shall pay monthly, together with the fixed rent, one-twelfth (1/12) of Landlord's reasonable estimate of Tenant's Share of the Common Area Costs, Taxes and insurance for the calendar year. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall furnish Tenant a statement of the actual Common Area Costs, Taxes and insurance for such year, showing each category of cost and Tenant's Share of it.${waiver} Any underpayment shall be paid by Tenant within thirty (30) days after receipt of the statement, and any overpayment shall be credited against the next installments of Additional Rent.`,
  );
  sub(
    '(h)',
    `Audit. Tenant shall have the right, upon written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of any annual statement, to audit Landlord's books and records of the Common Area Costs, Taxes and insurance for the year of the statement. If the audit discloses an overcharge, Landlord shall refund it promptly, and if the overcharge exceeds three percent (3%), Landlord shall also pay the reasonable cost of the audit.`,
  );
  w.space(0.3);
  section(
    `The Leased Premises may be used for ${l.permittedUse.replace(/\.$/, '')} and for any other lawful retail purpose not prohibited by the REA or by any exclusive granted to another occupant of the Shopping Center and listed in the REA.`,
  );
  section(
    "Tenant may assign this Lease or sublet all or any part of the Leased Premises with Landlord's prior written consent, which shall not be unreasonably withheld, conditioned or delayed; no consent is needed for an assignment to an affiliate of Tenant or to a successor by merger. Tenant shall remain liable under this Lease after any assignment.",
  );
  const late =
    l.lateFee.pct !== null
      ? `a late charge equal to ${pctWith(l.lateFee.pct, nf())} of the amount so past due`
      : `a late charge of ${moneyWith(l.lateFee.flatCents!, nf())}`;
  section(
    `If Tenant fails to pay any installment of rent or Additional Rent within ${countWith(l.lateFee.graceDays, 'days', nf())} after the date on which it is due, Tenant shall pay Landlord ${late}, to compensate Landlord for its administrative costs of handling the late payment. If Tenant fails to pay any rent within ten (10) days after written notice that it is past due, or fails to perform any other covenant within thirty (30) days after written notice, Tenant shall be in default and Landlord may exercise the remedies available to it at law or in equity.`,
  );
  section(
    `All notices shall be in writing and sent by certified mail, return receipt requested, or by nationally recognized overnight courier: to Landlord at ${l.landlord.name}, c/o ${c.reit}, Attn: Lease Administration, ${p.managerStreet}, ${p.city.city}, ${p.city.state}; to Tenant at ${l.tenant.name}, Attn: Real Estate Department - Store #${c.storeNo}, at its address on file with Landlord.`,
  );
  section(
    'If Tenant remains in possession after the expiration of the Term without a written extension, Tenant shall be a tenant from month to month at a monthly fixed rent of one hundred twenty-five percent (125%) of the monthly fixed rent last payable, plus Additional Rent.',
  );
  section(
    `Tenant has deposited with Landlord the sum of ${money(l.securityDepositCents)} as security for the performance of Tenant's obligations hereunder, which Landlord shall return, without interest, within thirty (30) days after the end of the Term, less any amounts applied to cure defaults of Tenant.`,
  );
  section(
    `This Lease shall be governed by the laws of the State of ${p.city.state}. The Exhibits attached hereto are a part of this Lease. This Lease contains the entire agreement of the parties and may be amended only in writing signed by both of them.`,
  );

  w.space(0.6);
  const half = w.contentWidth / 2;
  w.ensure(w.size * 10);
  w.para('IN WITNESS WHEREOF, the parties have executed this Lease as of the date first written above.', {
    gap: 0.8,
  });
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name.toUpperCase()}\nBy: ${c.reit}, its sole member\n\nBy: ____________________________\nIts: Senior Vice President`,
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

  // ---- Exhibit A
  w.newPage();
  w.heading('EXHIBIT "A"', { align: 'center', gap: 0.2 });
  w.heading('LEGAL DESCRIPTION OF THE LAND', { align: 'center', gap: 0.6 });
  w.para(
    `${own.parcel} of the ${c.name}, according to the plat thereof recorded with the REA as ${c.reaRecorded}, in ${p.city.city}, ${p.city.state}, containing approximately ${own.acres.toFixed(2)} acres, together with the non-exclusive easements appurtenant thereto under the REA.`,
    { align: 'justify', gap: 1.2 },
  );

  // ---- Exhibit B
  w.heading('EXHIBIT "B"', { align: 'center', gap: 0.2 });
  w.heading('MEMORANDUM OF LEASE COMMENCEMENT', { align: 'center', gap: 0.6 });
  w.para(
    `Store #${c.storeNo}. The undersigned Landlord and Tenant under the Lease dated ${fmtDate(l.leaseDate, 'LONG')} for the Leased Premises at ${addr} confirm:`,
    { align: 'justify', gap: 0.4 },
  );
  const expiry = m.spec.lease.expirationStated
    ? fmtDate(l.originalExpiration, 'LONG')
    : `${countWith(l.termMonths, 'months', 'BOTH')} after the Commencement Date, less one day`;
  for (const [k, v] of [
    ['1. Commencement Date:', fmtDate(l.commencement, 'LONG')],
    ['2. Expiration Date of the Base Term:', expiry],
    ['3. Floor Area of the Store Building:', `${commas(l.premisesRsf)} square feet`],
  ] as const)
    w.row(
      [
        { text: k, x: w.left + 18, width: 200 },
        { text: v, x: w.left + 224, width: w.contentWidth - 224 },
      ],
      { gap: 3 },
    );
  w.space(0.6);
  w.para('LANDLORD: ____________________________        TENANT: ____________________________', { gap: 1 });

  // ---- Exhibit C: the parcels and their Floor Area (the only place with the center's total)
  w.newPage();
  w.heading('EXHIBIT "C"', { align: 'center', gap: 0.2 });
  w.heading('SITE PLAN AND PARCEL TABLE', { align: 'center', gap: 0.6 });
  const top = w.doc.y;
  w.box(w.left + 30, top, w.contentWidth - 60, 170);
  w.doc.y = top + 75;
  w.para(`[Site plan - ${c.name} - Store #${c.storeNo} shown cross-hatched]`, {
    align: 'center',
    style: 'italic',
  });
  w.doc.y = top + 182;
  const cx = [w.left, w.left + 70, w.left + 300, w.left + 400];
  const prow = (vals: string[], bold = false) =>
    w.row(
      [
        { text: vals[0]!, x: cx[0]!, width: 66, bold },
        { text: vals[1]!, x: cx[1]!, width: 226, bold },
        { text: vals[2]!, x: cx[2]!, width: 94, bold, align: 'right' },
        { text: vals[3]!, x: cx[3]!, width: 70, bold, align: 'right' },
      ],
      { gap: 2 },
    );
  prow(['Parcel', 'Building / Occupant', 'Floor Area (sq. ft.)', 'Land (acres)'], true);
  w.rule({ gap: 3 });
  for (const x of c.parcels) prow([x.parcel, x.occupant, commas(x.floorArea), x.acres.toFixed(2)]);
  w.rule({ gap: 3 });
  prow(['', 'Total Floor Area of the Shopping Center', commas(l.buildingRsf), ''], true);
  w.space(0.5);
  w.para(
    `The land of the Shopping Center, including the Common Area parcels, contains approximately ${c.totalAcres.toFixed(2)} acres. Floor Areas are as shown on the as-built surveys delivered under the REA; Landlord may update this table when a building is added, expanded or removed, and Tenant's Share shall be adjusted accordingly.`,
    { align: 'justify', size: w.size - 1 },
  );
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
