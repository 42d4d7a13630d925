/**
 * Family "pinecrest-trust" (decision 0090), the lease: an old-fashioned "INDENTURE OF LEASE" of a
 * unit of a flex / light-industrial park whose title a bank holds as trustee of a land trust. A
 * ruled two-column SCHEDULE OF PARTICULARS in front (Item 1 Lessor, the bank "as Trustee under
 * Trust Agreement dated ... and known as Trust No. ...", Item 2 Lessee, Item 3 the Demised Premises
 * and their Rentable Area, Item 4 the Park's Rentable Area, Item 5 the Proportionate Share, Item 6
 * the Term, Item 7 the Fixed Minimum Rent, Item 8 Security, Item 9 Use, Item 10 the Base Year and
 * Expense Stop, Item 11 notices and payments), then "THIS INDENTURE, made ... WITNESSETH" and the
 * body in ARTICLE THE FIRST ... ARTICLE THE FIFTEENTH with Sections "5.03" that cite the Items;
 * Park Charges and Impositions as Additional Rent (exclusions as "provided, however, that Park
 * Charges shall not include ..." clauses), the supervisory charge, Lessor's accounting, the books,
 * a service charge on late installments, the trustee's exculpation; Exhibit A (the Park) and
 * Exhibit B (limitations: capital amortization, management fees, controllable Park Charges).
 *
 * Every figure comes from the model (model.ts); the bank, the trust and the manager come from the
 * family's own stream (pinecrest-trust-trust.ts) and enter no truth figure.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import { boxedRow } from './blocks';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { trustFacts } from './pinecrest-trust-trust';

export const ORDINALS = [
  'FIRST',
  'SECOND',
  'THIRD',
  'FOURTH',
  'FIFTH',
  'SIXTH',
  'SEVENTH',
  'EIGHTH',
  'NINTH',
  'TENTH',
  'ELEVENTH',
  'TWELFTH',
  'THIRTEENTH',
  'FOURTEENTH',
  'FIFTEENTH',
];

/** The words each excluded category takes after "provided, however, that Park Charges shall not include". */
export const EXCLUSION_WORDS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of any capital improvement, replacement or addition, except as amortized in the manner set forth in Exhibit B',
  LEASING_COMMISSIONS:
    'brokerage and leasing commissions, advertising for tenants and other costs of leasing space in the Park',
  LEGAL_DISPUTES:
    'attorneys’ fees and costs of disputes with tenants or other occupants of the Park, or of the enforcement of leases',
  DEPRECIATION: 'depreciation of the buildings and improvements of the Park',
  DEBT_SERVICE: 'principal, interest or other charges upon any mortgage or trust deed encumbering the Park',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'advertising, marketing or promotion of the Park',
  GROUND_RENT: 'rent payable under any ground or underlying lease',
  RESERVES: 'reserves for future repairs, replacements or contingencies',
  EXECUTIVE_SALARIES:
    'salaries of officers and executives of Lessor or of the Beneficiary above the grade of park manager',
  LANDLORD_VIOLATIONS: 'fines, penalties or costs of curing violations of law by Lessor or the Beneficiary',
};

/** 72 -> "72nd", 61 -> "61st", 113 -> "113th". */
const nth = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')}`;

/** The number style clause by clause: BOTH always, MIXED alternating words-and-figures and figures. */
function numberStyle(m: PacketModel): () => NumberForm {
  let i = 0;
  return () => (m.spec.lease.numbers === 'BOTH' ? 'BOTH' : i++ % 2 === 0 ? 'BOTH' : 'DIGITS');
}

/** The share as Item 5 states it (or the fraction of the two Items). */
export function shareItem(m: PacketModel): string {
  const l = m.lease;
  const t = trustFacts(m);
  if (m.spec.lease.shareStated)
    return `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, being the Rentable Area set forth in Item ${t.items.premises} divided by the Rentable Area of the Park set forth in Item ${t.items.park}.`;
  return `A fraction, the numerator of which is the Rentable Area set forth in Item ${t.items.premises} and the denominator of which is the Rentable Area of the Park set forth in Item ${t.items.park}, expressed as a percentage.`;
}

/** Item 7's lines (the Fixed Minimum Rent). */
export function rentItem(m: PacketModel): string[] {
  const l = m.lease;
  const steps = l.rentSchedule;
  const span = (i: number) =>
    `Lease Year ${i + 1} (${fmtDate(steps[i]!.from, 'NUMERIC')} – ${fmtDate(steps[i]!.to, 'NUMERIC')})`;
  if (l.rent.form === 'PERCENT')
    return [
      `${money(steps[0]!.monthlyRentCents)} per month (${money(steps[0]!.monthlyRentCents * 12)} per annum) during the first Lease Year, and on the first day of each Lease Year thereafter the monthly installment shall be increased by ${l.rent.escalationPct}% of the monthly installment payable during the preceding Lease Year.`,
    ];
  if (l.rent.form === 'PER_RSF')
    return steps.map(
      (s, i) =>
        `${span(i)}: ${money(l.rent.psfRatesCents![i]!)} per square foot of Rentable Area per annum, payable ${money(s.monthlyRentCents)} per month`,
    );
  return steps.map(
    (s, i) =>
      `${span(i)}: ${money(s.monthlyRentCents * 12)} per annum, payable ${money(s.monthlyRentCents)} per month`,
  );
}

/** The Schedule of Particulars: [item number, caption, text]. */
export function particulars(m: PacketModel): [number, string, string][] {
  const l = m.lease;
  const p = l.property;
  const t = trustFacts(m);
  const expiration = m.spec.lease.expirationStated
    ? `and ending ${fmtDate(l.expiration, 'LONG')}`
    : `and ending on the last day of the ${nth(l.termMonths)} full calendar month of the Term`;
  return [
    [
      t.items.lessor,
      'Lessor',
      `${t.bank}, not personally but solely as Trustee under Trust Agreement dated ${fmtDate(t.trustDate, 'LONG')} and known as Trust No. ${t.trustNo}. Sole beneficiary of the Trust: ${l.landlord.name}, ${l.landlord.entityDesc} (the “Beneficiary”), acting by its managing agent ${t.manager}.`,
    ],
    [t.items.lessee, 'Lessee', `${l.tenant.name}, ${l.tenant.entityDesc}.`],
    [
      t.items.premises,
      'Demised Premises',
      `${p.suite}, ${p.street}, ${p.name}, ${p.city.city}, ${p.city.state} ${p.zip}, as outlined on Exhibit A. Rentable Area of the Demised Premises: ${commas(l.premisesRsf)} square feet.`,
    ],
    [
      t.items.park,
      'The Park',
      `${p.name}, the land described in Exhibit A and the buildings and common areas thereon. Rentable Area of the Park: ${commas(l.buildingRsf)} square feet.`,
    ],
    [t.items.share, 'Lessee’s Proportionate Share', shareItem(m)],
    [
      t.items.term,
      'Term',
      `${l.termMonths} months, commencing ${fmtDate(l.commencement, 'LONG')} (the “Commencement Date”) ${expiration}.`,
    ],
    [t.items.rent, 'Fixed Minimum Rent', rentItem(m).join('\n')],
    [
      t.items.security,
      'Security',
      `${money(l.securityDepositCents)}, to be held by Lessor under Article the Ninth.`,
    ],
    [t.items.use, 'Permitted Use', `${l.permittedUse}, and for no other purpose.`],
    [
      t.items.base,
      'Base Year; Expense Stop',
      l.baseYear !== null
        ? `Base Year: calendar year ${l.baseYear}. Expense Stop: ${money(l.baseYearExpensesCents!)} per annum, being the Park Charges and Impositions for the Base Year as agreed by the parties (Section 5.02).`
        : 'None. This is a net lease: Lessee pays its Proportionate Share of all Park Charges and Impositions (Section 5.02).',
    ],
    [
      t.items.notices,
      'Notices and Payments',
      `To Lessor: ${t.bank}, ${t.department}, ${t.bankStreet}, ${p.city.city}, ${p.city.state}, Attention: Trust No. ${t.trustNo}, with a copy to the Beneficiary in care of ${t.manager}, ${p.managerStreet}, ${p.city.city}. All rent shall be paid to ${t.bank}, ${t.department}. To Lessee: at the Demised Premises.`,
    ],
  ];
}

/** The exclusions paragraph of Section 5.04 ("provided, however, that Park Charges shall not include ..."). */
export function exclusionsText(m: PacketModel): string {
  const cats = m.lease.exclusions.filter((c) => EXCLUSION_WORDS[c]);
  const clauses = cats.map((c, i) =>
    i === 0
      ? `provided, however, that Park Charges shall not include ${EXCLUSION_WORDS[c]}`
      : `provided further, that Park Charges shall not include ${EXCLUSION_WORDS[c]}`,
  );
  return `Park Charges shall include the cost of all labor, materials, supplies, services, utilities, repairs and maintenance furnished for the common areas of the Park, the premiums of insurance carried by Lessor on the Park, and the fees of the managing agent of the Park; ${clauses.join('; and ')}.`;
}

/** The management fee, capital and controllable limits of Exhibit B (the truth's). */
export function exhibitB(m: PacketModel): string[] {
  const l = m.lease;
  const nf = numberStyle(m);
  const out: string[] = [];
  out.push(
    l.capitalAmortYears
      ? `1. Capital Items. The cost of a capital improvement made to reduce Park Charges or required by a law first enacted after the Commencement Date may be included in Park Charges only in equal annual installments amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, and no other capital cost shall be included.`
      : '1. Capital Items. No cost of a capital nature shall be included in Park Charges.',
  );
  out.push(
    l.mgmtFeeCapPct !== null
      ? `2. Management Fees. The fees of the managing agent included in Park Charges for any calendar year shall not exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the other Park Charges for that year, exclusive of Impositions and insurance premiums.`
      : '2. Management Fees. The fees of the managing agent included in Park Charges shall not exceed the fees customarily charged by managing agents of comparable parks in the metropolitan area.',
  );
  if (l.camCap) {
    const c = l.camCap;
    const pc = pctWith(c.pct, nf());
    const limit =
      c.type === 'NON_CUMULATIVE'
        ? `shall not exceed those for the preceding calendar year by more than ${pc}, on a non-cumulative basis`
        : c.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed those for calendar year ${c.baseYear} increased by ${pc} per annum, compounded annually, for each calendar year after ${c.baseYear}`
          : `shall not exceed those for calendar year ${c.baseYear} increased by ${pc} of that amount for each calendar year after ${c.baseYear}, without compounding`;
    out.push(
      `3. Controllable Park Charges. “Controllable Park Charges” means all Park Charges other than Impositions, insurance premiums, utilities, the fees of the managing agent and amortized capital items. The Controllable Park Charges included in Lessee’s Proportionate Share for any calendar year ${limit}.`,
    );
  }
  return out;
}

/** Section 5.05 (the supervisory charge) as the lease states it. */
export function supervisoryText(m: PacketModel): string {
  const l = m.lease;
  const f = l.adminFee;
  if (l.leaseType === 'BASE_YEAR' || !f)
    return 'No supervisory, administrative or overhead charge of Lessor or of the Beneficiary shall be added to Lessee’s Proportionate Share of Park Charges and Impositions.';
  const pc = pctWith(f.pct, m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');
  return f.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
    ? `Lessee shall pay, as Additional Rent, Lessor’s supervisory charge equal to ${pc} of Lessee’s Proportionate Share of Park Charges, exclusive of Impositions and of insurance premiums.`
    : `Lessee shall pay, as Additional Rent, Lessor’s supervisory charge equal to ${pc} of Lessee’s Proportionate Share of Park Charges and Impositions.`;
}

/** Section 5.06 (Lessor's accounting) with its deadline and its waiver or non-waiver. */
export function accountingText(m: PacketModel): string {
  const l = m.lease;
  const d = countWith(l.reconDeadlineDays, 'days', m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');
  const tail = l.waiver
    ? 'If Lessor fails to render Lessor’s accounting for any calendar year within said period, Lessor shall be deemed to have waived its right to collect from Lessee any deficiency in the Additional Rent for such year.'
    : 'The failure of Lessor to render Lessor’s accounting within said period shall not be deemed a waiver of Lessor’s right to collect any deficiency in the Additional Rent for such year.';
  return `Within ${d} after the close of each calendar year, Lessor shall render to Lessee a statement in reasonable detail of the Park Charges and Impositions for such year, certified by the managing agent (“Lessor’s accounting”), showing Lessee’s Proportionate Share thereof and the estimated payments made by Lessee. Any deficiency shall be paid by Lessee within thirty days after receipt of Lessor’s accounting, and any excess shall be credited against the next installments of Additional Rent. ${tail}`;
}

/** Article the Tenth's service charge on late installments. */
export function serviceChargeText(m: PacketModel): string {
  const lf = m.lease.lateFee;
  const g = countWith(lf.graceDays, 'days', m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');
  const charge =
    lf.pct !== null
      ? `a service charge equal to ${pctWith(lf.pct, m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS')} of the amount of such installment`
      : `a service charge of ${moneyWith(lf.flatCents!, m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS')}`;
  return `If any installment of Fixed Minimum Rent or Additional Rent is not received by Lessor within ${g} after it is due, Lessee shall pay to Lessor, as Additional Rent, ${charge}, to defray Lessor’s cost of handling the delinquency; such service charge shall not excuse the delinquency nor waive any other remedy of Lessor.`;
}

export async function renderPinecrestTrustLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const t = trustFacts(m);
  const nf = numberStyle(m);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: m.spec.lease.font === 'Courier' ? 9 : 10,
    margin: 66,
    date: l.leaseDate,
    title: `Indenture of Lease - ${p.name} - ${p.suite}`,
    author: t.bank,
    footer: `Trust No. ${t.trustNo} – ${p.suite} – Indenture of Lease – Page {n}`,
  });
  const d = w.doc;
  w.heading('INDENTURE OF LEASE', { align: 'center', size: 16, gap: 0.2 });
  w.para(`${p.name}  ·  ${p.suite}  ·  ${p.city.city}, ${p.city.state}`, { align: 'center', gap: 0.8 });
  w.heading('SCHEDULE OF PARTICULARS', { align: 'center', size: 12, gap: 0.3 });
  w.para(
    'The following Particulars are incorporated in and form a part of the Indenture of Lease to which this Schedule is prefixed. Each reference in the Indenture to an Item refers to the Item of this Schedule so numbered, and in the event of any conflict between an Item and the printed provisions of the Indenture, the Item shall control.',
    { size: w.size - 1, align: 'justify', gap: 0.4 },
  );
  const capW = 150;
  for (const [no, cap, text] of particulars(m))
    boxedRow(
      w,
      [
        { text: `Item ${no}.  ${cap}`, x: w.left, width: capW, bold: true },
        { text, x: w.left + capW, width: w.contentWidth - capW },
      ],
      w.size - 1,
      { pad: 4 },
    );
  w.newPage();
  // ---- the Indenture
  w.heading('INDENTURE OF LEASE', { align: 'center', size: 13, gap: 0.5 });
  w.para(
    `THIS INDENTURE, made ${fmtDate(l.leaseDate, 'ORDINAL')}, by and between ${t.bank}, not personally but solely as Trustee under Trust Agreement dated ${fmtDate(t.trustDate, 'LONG')} and known as Trust No. ${t.trustNo} (hereinafter called “Lessor”), and ${l.tenant.name}, ${l.tenant.entityDesc} (hereinafter called “Lessee”),`,
    { align: 'justify' },
  );
  w.heading('WITNESSETH:', { align: 'center', size: w.size, gap: 0.3 });
  w.para(
    `That Lessor, in consideration of the rents hereinafter reserved and of the covenants and agreements hereinafter contained on the part of Lessee to be paid, kept and performed, does hereby demise and lease unto Lessee, and Lessee does hereby hire and take from Lessor, the Demised Premises described in Item ${t.items.premises} of the Schedule of Particulars, together with the right to use in common with others the common areas of the Park described in Item ${t.items.park}, TO HAVE AND TO HOLD the same unto Lessee for the Term set forth in Item ${t.items.term}, upon the terms and conditions hereinafter set forth.`,
    { align: 'justify' },
  );
  const articles: [string, [string, string][]][] = [
    [
      'PARTICULARS AND DEFINITIONS',
      [
        ['1.01', `The Schedule of Particulars prefixed hereto is a part of this Indenture.`],
        [
          '1.02',
          `“Rentable Area” of the Demised Premises means the Rentable Area set forth in Item ${t.items.premises} of the Schedule of Particulars, and “Rentable Area of the Park” means the Rentable Area set forth in Item ${t.items.park}, each measured from the exterior face of exterior walls and the center of demising walls, and neither shall be remeasured during the Term.`,
        ],
        [
          '1.03',
          `“Lessee’s Proportionate Share” means the percentage set forth in Item ${t.items.share} of the Schedule of Particulars.`,
        ],
      ],
    ],
    [
      'TERM',
      [
        [
          '2.01',
          `The Term of this Indenture shall be ${countWith(l.termMonths, 'months', nf())}, commencing on the Commencement Date set forth in Item ${t.items.term}, unless sooner terminated as herein provided.`,
        ],
      ],
    ],
    [
      'FIXED MINIMUM RENT',
      [
        [
          '3.01',
          `Lessee shall pay to Lessor, without deduction or set-off, the Fixed Minimum Rent set forth in Item ${t.items.rent} of the Schedule of Particulars, in equal monthly installments in advance on the first day of each calendar month of the Term, at the office of Lessor’s ${t.department} named in Item ${t.items.notices} or at such other place as Lessor may designate in writing. “Lease Year” means each successive period of twelve full calendar months beginning with the Commencement Date.`,
        ],
      ],
    ],
    [
      'USE',
      [
        [
          '4.01',
          `Lessee shall use the Demised Premises for the purpose set forth in Item ${t.items.use} and for no other purpose, and shall not store or handle hazardous materials thereon except in compliance with all laws.`,
        ],
      ],
    ],
    [
      'ADDITIONAL RENT: PARK CHARGES AND IMPOSITIONS',
      [
        [
          '5.01',
          '“Park Charges” means all costs and expenses paid or incurred by Lessor or the Beneficiary in operating, maintaining, repairing, insuring, lighting, cleaning and managing the Park, subject to Section 5.04 and Exhibit B. “Impositions” means all real estate taxes, special assessments and other governmental charges levied upon the Park or upon the rents therefrom, other than income, franchise and estate taxes of Lessor or the Beneficiary.',
        ],
        [
          '5.02',
          l.baseYear !== null
            ? `Lessee shall pay, as Additional Rent, Lessee’s Proportionate Share of the amount, if any, by which the Park Charges and Impositions for each calendar year exceed the Expense Stop set forth in Item ${t.items.base} of the Schedule of Particulars.`
            : `Lessee shall pay, as Additional Rent, Lessee’s Proportionate Share of the Park Charges and Impositions for each calendar year of the Term, it being the intention of the parties that the Fixed Minimum Rent be net to Lessor.`,
        ],
        [
          '5.03',
          'Lessee shall pay, with each monthly installment of Fixed Minimum Rent, one-twelfth of Lessor’s reasonable estimate of the Additional Rent for the current calendar year, which estimate Lessor may revise from time to time upon written notice.',
        ],
        ['5.04', exclusionsText(m)],
        ['5.05', supervisoryText(m)],
        ['5.06', accountingText(m)],
        [
          '5.07',
          `Lessee, or an accountant of its choosing not compensated on a contingent basis, may, upon ten days’ written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of Lessor’s accounting, inspect Lessor’s books and records of the Park Charges and Impositions for the year covered at the office of the managing agent. Lessor’s accounting shall be binding upon Lessee unless Lessee so objects within said period.`,
        ],
        ['5.08', 'The limitations upon Park Charges set forth in Exhibit B are a part of this Article.'],
      ],
    ],
    [
      'INSURANCE',
      [
        [
          '6.01',
          'Lessee shall keep in force commercial general liability insurance naming Lessor, the Beneficiary and the managing agent as additional insureds, and shall insure its own property and improvements.',
        ],
      ],
    ],
    [
      'REPAIRS AND ALTERATIONS',
      [
        [
          '7.01',
          'Lessee shall keep the interior of the Demised Premises, its dock doors, heating and air-conditioning equipment serving the Demised Premises alone, in good repair. Lessor shall repair the roof, structure and common areas, the cost thereof being a Park Charge except as limited herein.',
        ],
        [
          '7.02',
          'Lessee shall make no alteration to the Demised Premises without the prior written consent of Lessor.',
        ],
      ],
    ],
    [
      'ASSIGNMENT AND SUBLETTING',
      [
        [
          '8.01',
          'Lessee shall not assign this Indenture nor sublet the Demised Premises or any part thereof without the prior written consent of Lessor, which shall not be unreasonably withheld.',
        ],
      ],
    ],
    [
      'SECURITY',
      [
        [
          '9.01',
          `Lessee has deposited with Lessor the sum set forth in Item ${t.items.security} as security for the performance of Lessee’s covenants, which shall be returned to Lessee, without interest, after the expiration of the Term.`,
        ],
      ],
    ],
    ['SERVICE CHARGE ON LATE PAYMENTS', [['10.01', serviceChargeText(m)]]],
    [
      'DEFAULT',
      [
        [
          '11.01',
          'If Lessee shall default in the payment of rent for ten days after written notice, or in the performance of any other covenant for thirty days after written notice, Lessor may terminate this Indenture or Lessee’s right of possession and re-enter the Demised Premises.',
        ],
      ],
    ],
    [
      'HOLDING OVER',
      [
        [
          '12.01',
          'If Lessee remains in possession after the expiration of the Term, Lessee shall be a tenant from month to month at one and one-half times the Fixed Minimum Rent last payable.',
        ],
      ],
    ],
    [
      'NOTICES',
      [
        [
          '13.01',
          `Notices shall be in writing and delivered by hand or by certified mail to the addresses set forth in Item ${t.items.notices} of the Schedule of Particulars.`,
        ],
      ],
    ],
    [
      'EXCULPATION OF TRUSTEE',
      [
        [
          '14.01',
          `This Indenture is executed by ${t.bank}, not personally but solely as Trustee as aforesaid, in the exercise of the power and authority conferred upon and vested in it as such Trustee, and it is expressly understood and agreed that nothing herein contained shall be construed as creating any liability on the said Trustee personally, all such liability being expressly waived by Lessee; Lessee shall look solely to the Park and the rents therefrom for the enforcement of any claim against Lessor. All covenants of Lessor herein shall be performed by the Beneficiary as agent of Lessor.`,
        ],
      ],
    ],
    [
      'MISCELLANEOUS',
      [
        [
          '15.01',
          'This Indenture and its Schedule of Particulars and Exhibits contain the entire agreement of the parties and shall be binding upon and inure to the benefit of their successors and permitted assigns. Time is of the essence of this Indenture.',
        ],
      ],
    ],
  ];
  articles.forEach(([caption, sections], i) => {
    w.ensure(70);
    w.space(0.3);
    w.heading(`ARTICLE THE ${ORDINALS[i]}`, { align: 'center', size: w.size + 0.5, gap: 0 });
    w.heading(caption, { align: 'center', size: w.size, gap: 0.3 });
    for (const [no, text] of sections) w.para(text, { lead: `Section ${no}.`, align: 'justify' });
  });
  w.para(
    'IN WITNESS WHEREOF, the parties hereto have caused this Indenture to be executed and their seals to be hereunto affixed the day and year first above written.',
    { align: 'justify', gap: 1 },
  );
  w.ensure(150);
  const y0 = d.y;
  const half = w.contentWidth / 2 - 10;
  w.font('regular', w.size - 0.5);
  d.text(
    `LESSOR:\n${t.bank}, not personally but as Trustee under Trust No. ${t.trustNo}\n\nBy: ______________________________\n${t.trustOfficer}, ${t.trustOfficerTitle}\n\nATTEST: __________________________\nAssistant Secretary`,
    w.left,
    y0,
    { width: half },
  );
  const yL = d.y;
  d.text(
    `LESSEE:\n${l.tenant.name}\n\nBy: ______________________________\n${l.tenant.contact}, its authorized officer\n\nBENEFICIARY (as to Section 14.01):\n${l.landlord.name}\nBy: ______________________________\n${l.landlord.contact}`,
    w.left + half + 20,
    y0,
    { width: half },
  );
  d.x = w.left;
  d.y = Math.max(yL, d.y) + 10;
  w.font();
  // ---- exhibits
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center', size: 12, gap: 0 });
  w.heading('THE PARK AND THE DEMISED PREMISES', { align: 'center', size: w.size, gap: 0.4 });
  w.para(
    `The Park, commonly known as ${p.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}, consists of the land held by Lessor under Trust No. ${t.trustNo}, the flex and light-industrial buildings thereon and their parking, truck courts and landscaped areas. The Demised Premises, ${p.suite}, are outlined on the site plan attached hereto, which is for identification only and is not a representation of the Rentable Area, which is stated in Items ${t.items.premises} and ${t.items.park} of the Schedule of Particulars.`,
    { align: 'justify', gap: 1.2 },
  );
  w.heading('EXHIBIT B', { align: 'center', size: 12, gap: 0 });
  w.heading('LIMITATIONS UPON PARK CHARGES', { align: 'center', size: w.size, gap: 0.4 });
  w.para('Notwithstanding anything to the contrary in Article the Fifth:', { gap: 0.3 });
  for (const para of exhibitB(m)) w.para(para, { align: 'justify', indent: 12 });
  return finishPdf(w);
}
