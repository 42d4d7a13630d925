/**
 * Family "kingsgate-mall" (decision 0079), the lease: a national mall REIT's long-form lease of an
 * in-line store in a regional enclosed mall.
 *
 * The form follows how mall REITs paper their shop space: page 1 is a "DATA SHEET" of Fundamental
 * Lease Provisions whose items are lettered in two levels ("E. PREMISES: (1) Space Number ... (2)
 * Floor Area of the Premises ... (3) Mall GLA ..."), all in figures; the body is ARTICLE n over a
 * centred title, "Section 6.4" with a run-in heading set in small capitals (or bold capitals) that
 * cites the Data Sheet for every figure ("the late charge set forth in Item K(2) of the Data
 * Sheet"), and each defined term is defined where it is first used ("Floor Area", "Anchor Stores",
 * "Outparcels", "Mall GLA", "Enclosed Mall", "Lease Year"). Tenant's Proportionate Share is a
 * fraction whose denominator is the mall shops' floor area without the Anchor Stores and
 * Outparcels, "but in no event less than eighty-five percent (85%)" of the Mall GLA stated on the
 * Data Sheet (so the model's building area, exactly).
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, numberWords, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import type { RenderedPdf } from './frame';
import { mallOf } from './kingsgate-mall-center';

/** Section 6.3's exclusions, one per category, in the mall REIT's wording. */
export const MALL_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of capital improvements to the Shopping Center, as capital items are defined under generally accepted accounting principles',
  LEASING_COMMISSIONS:
    'leasing commissions, tenant allowances and other costs of leasing space in the Mall, including the cost of any leasing office',
  LEGAL_DISPUTES:
    'attorneys’ fees and costs of disputes with tenants, Anchor Stores or other occupants of the Shopping Center, including collection matters',
  DEPRECIATION: 'depreciation of the Mall building and its improvements',
  DEBT_SERVICE:
    'payments of principal and interest on any mortgage or other financing of the Shopping Center',
  CHARITABLE: 'charitable and political contributions',
  MARKETING:
    'advertising, marketing and promotion of the Shopping Center, which Tenant pays only through the Marketing Fund under Article 9',
  GROUND_RENT: 'rent payable under any ground lease of any part of the Shopping Center',
  RESERVES: 'reserves for future expenditures',
  EXECUTIVE_SALARIES:
    'salaries and benefits of officers and employees of Landlord or its affiliates above the grade of general manager of the Mall',
  LANDLORD_VIOLATIONS:
    'fines, penalties and interest incurred because of Landlord’s violation of any law or of this Lease',
};

/** The articles in order (capitals) and their sections' run-in headings. */
export const MALL_ARTICLES: [string, string[]][] = [
  ['DATA SHEET AND EXHIBITS', ['Data Sheet', 'Exhibits']],
  ['PREMISES AND SHOPPING CENTER', ['Demise', 'Floor Area', 'Anchor Stores and Outparcels']],
  ['TERM', ['Term', 'Lease Year']],
  ['RENT', ['Minimum Annual Rent', 'Percentage Rent', 'Late Charge']],
  ['USE AND OPERATION', ['Permitted Use', 'Mall Hours', 'Radius']],
  [
    'COMMON AREAS',
    [
      'Common Areas and Enclosed Mall',
      'Common Area Maintenance Costs',
      'Exclusions',
      'Tenant’s Proportionate Share',
      'Administrative Fee',
      'Limitation on Controllable Costs',
    ],
  ],
  ['REAL ESTATE TAXES AND INSURANCE', ['Real Estate Taxes', 'Insurance Costs']],
  ['PAYMENT AND ANNUAL ADJUSTMENT', ['Monthly Estimates', 'Annual Adjustment', 'Tenant’s Review']],
  ['MARKETING FUND', ['Contribution']],
  ['MISCELLANEOUS', ['Notices', 'Governing Law']],
];

/** The Data Sheet's items: letter, caption and sub-items (a caption alone has one value). */
export type DataItem = { letter: string; caption: string; subs: string[] };

/** Ordinal words for the lease term's anniversaries: 7 -> "seventh (7th)". */
function ordinalWords(n: number): string {
  const words: Record<number, string> = {
    1: 'first',
    2: 'second',
    3: 'third',
    4: 'fourth',
    5: 'fifth',
    6: 'sixth',
    7: 'seventh',
    8: 'eighth',
    9: 'ninth',
    10: 'tenth',
    11: 'eleventh',
    12: 'twelfth',
    13: 'thirteenth',
    14: 'fourteenth',
    15: 'fifteenth',
  };
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${words[n] ?? numberWords(n)} (${n}${suf})`;
}

/** The Data Sheet's items for the model (the tests read them back). */
export function dataSheetItems(m: PacketModel): DataItem[] {
  const l = m.lease;
  const p = l.property;
  const c = mallOf(m);
  const years = l.termMonths / 12;
  const steps = l.rent.steps;
  let rent: string[];
  if (l.rent.form === 'PERCENT') {
    rent = [
      `(1) Lease Year 1: ${money(steps[0]!.monthlyRentCents * 12)} per annum, payable ${money(steps[0]!.monthlyRentCents)} per month`,
      `(2) Lease Years 2 through ${years}: on the first day of each Lease Year the monthly installment shall increase by ${l.rent.escalationPct}% over the monthly installment for the preceding Lease Year`,
    ];
  } else if (l.rent.form === 'PER_RSF') {
    rent = steps.map(
      (s, i) =>
        `(${i + 1}) Lease Year ${i + 1}: ${money(l.rent.psfRatesCents![i]!)} per square foot of Floor Area per annum (${money(s.monthlyRentCents)} per month)`,
    );
  } else {
    rent = steps.map(
      (s, i) =>
        `(${i + 1}) Lease Year ${i + 1}: ${money(s.monthlyRentCents * 12)} per annum (${money(s.monthlyRentCents)} per month)`,
    );
  }
  const pct = `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`;
  const share = m.spec.lease.shareStated
    ? [
        `(1) of Common Area Maintenance Costs: ${pct}`,
        `(2) of Real Estate Taxes: ${pct}`,
        `(3) of Insurance Costs: ${pct}`,
      ]
    : [
        '(1) of Common Area Maintenance Costs: as determined under Section 6.4',
        '(2) of Real Estate Taxes: as determined under Section 6.4',
        '(3) of Insurance Costs: as determined under Section 6.4',
      ];
  const fee = l.adminFee
    ? l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
      ? `${l.adminFee.pct}% of Tenant’s Proportionate Share of Common Area Maintenance Costs (but not of Real Estate Taxes or Insurance Costs)`
      : `${l.adminFee.pct}% of Tenant’s Proportionate Share of Common Area Maintenance Costs, Real Estate Taxes and Insurance Costs`
    : 'None';
  const breakpoint = Math.round((steps[0]!.monthlyRentCents * 12 * 100) / c.pctRentRate / 100) * 100;
  return [
    { letter: 'A', caption: 'DATE OF LEASE', subs: [fmtDate(l.leaseDate, 'LONG')] },
    {
      letter: 'B',
      caption: 'LANDLORD',
      subs: [
        `(1) Name: ${l.landlord.name}, ${l.landlord.entityDesc}`,
        `(2) Address for Notices: c/o ${c.reit}, Attention: Lease Administration, ${c.officeStreet}, ${c.officeCity}`,
      ],
    },
    {
      letter: 'C',
      caption: 'TENANT',
      subs: [
        `(1) Name: ${l.tenant.name}, ${l.tenant.entityDesc}`,
        `(2) Trade Name: ${c.tradeName}`,
        `(3) Address for Notices: the Premises, Attention: ${l.tenant.contact}`,
      ],
    },
    {
      letter: 'D',
      caption: 'SHOPPING CENTER',
      subs: [`(1) Name: ${c.mall}`, `(2) Location: ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`],
    },
    {
      letter: 'E',
      caption: 'PREMISES',
      subs: [
        `(1) Space Number: ${c.space} (see Exhibit A)`,
        `(2) Floor Area of the Premises: ${commas(l.premisesRsf)} square feet`,
        `(3) Mall GLA: ${commas(l.buildingRsf)} square feet`,
        `(4) Gross Leasable Area of the Shopping Center (including Anchor Stores and Outparcels, for information only): ${commas(c.centerGla)} square feet`,
      ],
    },
    {
      letter: 'F',
      caption: 'TERM',
      subs: [
        `(1) Term: ${years} Lease Years`,
        `(2) Commencement Date: ${fmtDate(l.commencement, 'LONG')}`,
        m.spec.lease.expirationStated
          ? `(3) Expiration Date: ${fmtDate(l.originalExpiration, 'LONG')}`
          : `(3) Expiration Date: the day immediately preceding the ${ordinalWords(years)} anniversary of the Commencement Date`,
      ],
    },
    { letter: 'G', caption: 'MINIMUM ANNUAL RENT', subs: rent },
    {
      letter: 'H',
      caption: 'PERCENTAGE RENT',
      subs: [
        `(1) Percentage Rate: ${c.pctRentRate}% of Gross Sales`,
        `(2) Breakpoint: ${money(breakpoint)} of Gross Sales for each Lease Year`,
      ],
    },
    { letter: 'I', caption: 'TENANT’S PROPORTIONATE SHARE', subs: share },
    { letter: 'J', caption: 'ADMINISTRATIVE FEE', subs: [fee] },
    {
      letter: 'K',
      caption: 'LATE CHARGE',
      subs: [
        `(1) Grace Period: ${l.lateFee.graceDays} days after the due date`,
        l.lateFee.pct !== null
          ? `(2) Late Charge: ${l.lateFee.pct}% of the overdue amount`
          : `(2) Late Charge: ${money(l.lateFee.flatCents!)} for each overdue installment`,
      ],
    },
    { letter: 'L', caption: 'SECURITY DEPOSIT', subs: [money(l.securityDepositCents)] },
    {
      letter: 'M',
      caption: 'PERMITTED USE',
      subs: [`${l.permittedUse}, under the Trade Name and no other`],
    },
    {
      letter: 'N',
      caption: 'MARKETING FUND CONTRIBUTION',
      subs: [
        `(1) Initial Rate: ${money(c.marketingPsfCents)} per square foot of Floor Area per annum`,
        '(2) Annual Increase: 3% on the first day of each Lease Year after the first',
      ],
    },
    {
      letter: 'O',
      caption: 'RADIUS',
      subs: [`${c.radiusMiles} miles from the outer boundary of the Shopping Center`],
    },
  ];
}

/** Splits a heading into small-capital runs: capitals at full size, small letters as small capitals. */
export function smallCapRuns(text: string): { text: string; small: boolean }[] {
  const runs: { text: string; small: boolean }[] = [];
  for (const ch of text) {
    const isLetter = /[A-Za-z]/.test(ch);
    const small = isLetter ? ch === ch.toLowerCase() : (runs[runs.length - 1]?.small ?? false);
    const last = runs[runs.length - 1];
    if (last && last.small === small) last.text += small ? ch.toUpperCase() : ch;
    else runs.push({ text: small ? ch.toUpperCase() : ch, small });
  }
  return runs;
}

export async function renderKingsgateMallLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = mallOf(m);
  const rng = new Rng(`kingsgate-mall:lease:${m.spec.seed}`);
  const smallCaps = rng.chance(0.6);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 9.5,
    margin: 64,
    date: l.leaseDate,
    title: `Lease - ${c.mall} - Space ${c.space} - ${l.tenant.name}`,
    author: c.reit,
    footer: `${c.mall} / Space ${c.space} / ${c.tradeName}                    {n}`,
  });
  // ---- the Data Sheet
  w.heading(c.mall.toUpperCase(), { align: 'center', size: 13, gap: 0.05 });
  w.heading(`${p.city.city}, ${p.city.state}`, { align: 'center', size: 10, style: 'regular', gap: 0.3 });
  w.heading('SHOPPING CENTER LEASE', { align: 'center', size: 11, gap: 0.6 });
  w.heading('DATA SHEET', { align: 'center', size: 12, gap: 0.05 });
  w.heading('(FUNDAMENTAL LEASE PROVISIONS)', { align: 'center', size: 9.5, style: 'regular', gap: 0.5 });
  w.para(
    'Each reference in this Lease to an item of this Data Sheet incorporates the data stated for that item. In the event of any conflict between this Data Sheet and the Articles of this Lease, this Data Sheet shall control.',
    { size: 8.5, align: 'justify', gap: 0.4 },
  );
  const capW = 172;
  const rule = () =>
    w.doc
      .moveTo(w.left, w.doc.y - 1.5)
      .lineTo(w.right, w.doc.y - 1.5)
      .lineWidth(0.4)
      .stroke();
  rule();
  for (const it of dataSheetItems(m)) {
    it.subs.forEach((sub, i) => {
      w.row(
        [
          { text: i === 0 ? `${it.letter}.  ${it.caption}:` : '', x: w.left, width: capW - 8, bold: true },
          { text: sub, x: w.left + capW, width: w.contentWidth - capW },
        ],
        { size: 8.5, gap: i === it.subs.length - 1 ? 4 : 1.5 },
      );
    });
    rule();
  }
  // ---- the articles
  w.newPage();
  w.heading('SHOPPING CENTER LEASE', { align: 'center', size: 11, gap: 0.3 });
  w.para(
    `THIS LEASE is made as of the date set forth in Item A of the Data Sheet between the Landlord named in Item B(1) of the Data Sheet (“Landlord”), whose property manager is ${c.reit} (“Manager”), and the Tenant named in Item C(1) of the Data Sheet (“Tenant”). In consideration of the rents and covenants in this Lease, Landlord and Tenant agree as follows:`,
    { align: 'justify', gap: 0.5 },
  );
  let art = 0;
  let sec = 0;
  const article = () => {
    art += 1;
    sec = 0;
    w.ensure(w.size * 7);
    w.heading(`ARTICLE ${art}`, { align: 'center', size: 10, gap: 0.05 });
    w.heading(MALL_ARTICLES[art - 1]![0], { align: 'center', size: 10, gap: 0.35 });
  };
  const section = (body: string) => {
    sec += 1;
    const heading = `${MALL_ARTICLES[art - 1]![1][sec - 1]!}.`;
    w.ensure(w.size * 2.6);
    const opt = { width: w.contentWidth, align: 'justify' as const, continued: true };
    w.font('bold');
    w.doc.text(`Section ${art}.${sec}   `, w.left, w.doc.y, opt);
    if (smallCaps) {
      // the small letters sit on the capitals' baseline (pdfkit places each run by its own top)
      w.font('regular');
      const ascender = (w.doc as unknown as { _font: { ascender: number } })._font.ascender;
      const runs = smallCapRuns(`${heading}  `);
      for (const r of runs) {
        w.font('regular', r.small ? w.size * 0.78 : w.size);
        w.doc.text(r.text, r.small ? { ...opt, baseline: -((ascender / 1000) * w.size) } : opt);
      }
    } else {
      w.font('bold');
      w.doc.text(`${heading.toUpperCase()}  `, opt);
    }
    w.font('regular');
    w.doc.text(body, { width: w.contentWidth, align: 'justify' });
    w.space(0.45);
  };
  article();
  section(
    'The Data Sheet preceding this Article is part of this Lease. A reference to an “Item” is to the lettered item (and, where given, its numbered sub-item) of the Data Sheet.',
  );
  section(
    'Exhibit A (Site Plan of the Shopping Center) and Exhibit B (Rules and Regulations) are attached to and made part of this Lease.',
  );
  article();
  section(
    `Landlord leases to Tenant, and Tenant leases from Landlord, the store space designated as the Space Number set forth in Item E(1) of the Data Sheet and shown on Exhibit A (the “Premises”), in the enclosed mall building of the shopping center named in Item D(1) of the Data Sheet (the “Shopping Center”).`,
  );
  section(
    'The “Floor Area” of any premises means the number of square feet of floor area measured from the exterior face of exterior walls and storefronts and from the center line of demising walls, without deduction for columns. The Floor Area of the Premises is stated in Item E(2) of the Data Sheet and shall not be remeasured during the Term.',
  );
  section(
    `“Anchor Stores” means the department stores and other premises of ${numberWords(25000)} (25,000) square feet of Floor Area or more shown as such on Exhibit A, whether or not owned by Landlord, including the stores known as ${c.anchors.map((a) => a.name).join(', ')}, as shown on Exhibit A. “Outparcels” means the free-standing buildings on separate parcels of the Shopping Center. The “Mall” means the enclosed mall building of the Shopping Center other than the Anchor Stores, and the “Mall GLA” means the Floor Area of all leasable floor area in the Mall, excluding Anchor Stores and Outparcels, whether or not leased or occupied, being as of the date of this Lease the number of square feet set forth in Item E(3) of the Data Sheet.`,
  );
  article();
  section(
    'The term of this Lease (the “Term”) is the number of Lease Years set forth in Item F(1) of the Data Sheet, beginning on the Commencement Date set forth in Item F(2) and ending on the Expiration Date set forth in Item F(3), unless sooner terminated as provided in this Lease.',
  );
  section(
    '“Lease Year” means each period of twelve (12) consecutive full calendar months of the Term, the first Lease Year beginning on the Commencement Date.',
  );
  article();
  section(
    'Tenant shall pay Landlord, without demand, deduction or set-off, the Minimum Annual Rent set forth in Item G of the Data Sheet for each Lease Year, in equal monthly installments in advance on the first day of each calendar month of the Term.',
  );
  section(
    'Tenant shall also pay, for each Lease Year, Percentage Rent equal to the Percentage Rate set forth in Item H(1) of the Data Sheet of Tenant’s Gross Sales in excess of the Breakpoint set forth in Item H(2), within thirty (30) days after the end of such Lease Year, with Tenant’s certified statement of Gross Sales.',
  );
  section(
    'If any installment of Minimum Annual Rent or Additional Rent is not received by Landlord within the Grace Period set forth in Item K(1) of the Data Sheet, Tenant shall pay, as Additional Rent, the Late Charge set forth in Item K(2) of the Data Sheet, which the parties agree is a fair estimate of Landlord’s cost of processing the late payment.',
  );
  article();
  section(
    `Tenant shall use the Premises only for the Permitted Use set forth in Item M of the Data Sheet, under the Trade Name set forth in Item C(2).`,
  );
  section(
    'Tenant shall keep the Premises open to the public, fully stocked and staffed, during all hours that the Mall is open for business as established by Landlord from time to time (the “Mall Hours”).',
  );
  section(
    'Tenant shall not operate any other store of the same trade within the radius set forth in Item O of the Data Sheet.',
  );
  article();
  section(
    '“Common Areas” means all areas of the Shopping Center made available by Landlord for the common use of tenants and their customers, including the parking areas, ring roads, landscaped areas, service corridors, restrooms and the enclosed and climate-controlled malls, courts and concourses of the Mall (the “Enclosed Mall”).',
  );
  const mgmt = l.mgmtFeeCapPct
    ? `a management fee not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the gross receipts of the Mall (excluding receipts from Anchor Stores and Outparcels)`
    : 'a reasonable management fee';
  const amort = l.capitalAmortYears
    ? `, and the annual amortization, over ${countWith(l.capitalAmortYears, 'years', nf())}, of the cost of capital improvements to the Common Areas`
    : '';
  section(
    `“Common Area Maintenance Costs” means all costs incurred by Landlord in operating, maintaining, repairing, lighting, cleaning, securing and insuring the Common Areas, including the cost of heating, ventilating and air-conditioning the Enclosed Mall (the “Enclosed Mall HVAC Costs”), utilities of the Common Areas, landscaping, snow and ice removal, trash removal, security${amort ? ', ' : ' and '}${mgmt}${amort}.`,
  );
  const ex = l.exclusions.map((cat) => {
    const t = MALL_EXCLUSIONS[cat];
    if (!t) throw new Error(`kingsgate-mall: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears ? `${t}, except their amortization under Section 6.2` : t;
  });
  section(
    `Common Area Maintenance Costs shall not include: ${ex.map((t, i) => `(${String.fromCharCode(97 + i)}) ${t}`).join('; ')}.`,
  );
  section(
    `“Tenant’s Proportionate Share” means a fraction, the numerator of which is the Floor Area of the Premises and the denominator of which is the Floor Area of all leasable floor area in the Mall, excluding Anchor Stores and Outparcels, whether or not leased or occupied, but in no event less than ${pctWith(85, 'BOTH')} of the Mall GLA set forth in Item E(3) of the Data Sheet. Tenant’s Proportionate Share applies to Common Area Maintenance Costs, Real Estate Taxes and Insurance Costs alike${m.spec.lease.shareStated ? ' and as of the date of this Lease is the percentage set forth in Item I of the Data Sheet' : ''}.`,
  );
  section(
    l.adminFee
      ? 'In addition to Tenant’s Proportionate Share, Tenant shall pay Landlord, for its overhead in administering the Common Areas, the Administrative Fee set forth in Item J of the Data Sheet, which shall be computed on the base stated in Item J and on no other amount.'
      : 'Landlord shall charge no administrative or overhead fee in addition to the management fee included in Common Area Maintenance Costs (Item J of the Data Sheet).',
  );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Costs of the preceding calendar year by more than ${f}`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Costs of calendar year ${cap.baseYear} increased by ${f} for each calendar year thereafter, on a cumulative and compounded basis`
          : `shall not exceed the Controllable Costs of calendar year ${cap.baseYear} plus ${f} of that amount for each calendar year thereafter, on a cumulative but not compounded basis`;
    section(
      `“Controllable Costs” means all Common Area Maintenance Costs other than utilities (including the energy component of Enclosed Mall HVAC Costs), Real Estate Taxes, Insurance Costs, the management fee and amortized capital improvements. The Controllable Costs included in Common Area Maintenance Costs for any calendar year ${limit}.`,
    );
  } else section('Intentionally omitted.');
  article();
  section(
    '“Real Estate Taxes” means all real estate taxes and assessments levied on the Mall and the land under it. Tenant shall pay Tenant’s Proportionate Share of Real Estate Taxes for each calendar year of the Term.',
  );
  section(
    '“Insurance Costs” means the premiums and deductibles of the property, liability and rent-loss insurance Landlord carries on the Mall. Tenant shall pay Tenant’s Proportionate Share of Insurance Costs for each calendar year of the Term.',
  );
  article();
  section(
    'Tenant shall pay Tenant’s Proportionate Share of Common Area Maintenance Costs, Real Estate Taxes and Insurance Costs, and the Administrative Fee (if any), in monthly installments on the first day of each calendar month, in amounts estimated by Landlord from time to time (together with Minimum Annual Rent, “Rent”; all sums other than Minimum Annual Rent and Percentage Rent being “Additional Rent”).',
  );
  const waiver = l.waiver
    ? ' If Landlord fails to deliver the Annual Adjustment for any calendar year within such period, Landlord shall be deemed to have waived its right to collect from Tenant any amount for such year in excess of the monthly installments Tenant paid.'
    : rng.pick([
        ' Landlord’s failure to deliver the Annual Adjustment within such period shall not waive Landlord’s right to collect any amount due.',
        '',
      ]);
  section(
    `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall deliver to Tenant a statement of the Common Area Maintenance Costs, Real Estate Taxes and Insurance Costs for such year and of Tenant’s Proportionate Share thereof (the “Annual Adjustment”).${waiver} Tenant shall pay any deficiency within thirty (30) days after delivery; Landlord shall credit any overpayment against the next Rent due.`,
  );
  section(
    `Tenant may, by written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after Tenant’s receipt of an Annual Adjustment, examine Landlord’s books and records for such year at the office of Manager. Absent such notice, the Annual Adjustment shall be conclusive.`,
  );
  article();
  section(
    'Tenant shall contribute to the Shopping Center’s marketing fund, in monthly installments, the amount per square foot of Floor Area of the Premises set forth in Item N of the Data Sheet (the “Marketing Fund”). Marketing Fund contributions are not Common Area Maintenance Costs.',
  );
  article();
  section(
    `Notices shall be in writing and sent to the addresses set forth in Items B(2) and C(3) of the Data Sheet. Rent shall be paid to Landlord in care of Manager at the lockbox address Manager designates on its invoices.`,
  );
  section(`This Lease shall be governed by the laws of the State of ${p.city.stateName}.`);
  w.space(0.5);
  w.ensure(w.size * 10);
  w.para(
    'IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as of the date set forth in Item A.',
    {
      gap: 0.8,
    },
  );
  const half = w.contentWidth / 2;
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name.toUpperCase()}\nBy: ${c.reit}, its managing agent\n\nBy: ____________________________\nName:\nTitle: Vice President - Leasing`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name.toUpperCase()}\n\n\nBy: ____________________________\nName: ${l.tenant.contact}\nTitle:`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );
  // ---- Exhibit A
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center', gap: 0.05 });
  w.heading('SITE PLAN OF THE SHOPPING CENTER', { align: 'center', size: 10, gap: 0.5 });
  const top = w.doc.y;
  w.box(w.left + 20, top, w.contentWidth - 40, 210);
  w.doc.y = top + 95;
  w.para(
    `[Site plan of ${c.mall}: the Mall, the Anchor Stores and the Outparcels; the Premises (Space ${c.space}) cross-hatched]`,
    {
      align: 'center',
      style: 'italic',
      size: 8.5,
    },
  );
  w.doc.y = top + 222;
  w.para('Anchor Stores and Outparcels shown on this Site Plan (not part of the Mall GLA):', {
    size: 8.5,
    gap: 0.3,
  });
  for (const a of [...c.anchors, ...c.outparcels])
    w.row(
      [
        { text: a.name, x: w.left + 30, width: 220 },
        { text: `${commas(a.area)} sq. ft.`, x: w.left + 250, width: 100, align: 'right' },
      ],
      { size: 8.5, gap: 1 },
    );
  w.space(0.6);
  w.para(
    'This Site Plan shows the general layout of the Shopping Center only. Landlord may change the size, location and arrangement of the Common Areas and of the buildings other than the Premises.',
    { size: 8.5, align: 'justify', gap: 0.8 },
  );
  w.heading('EXHIBIT B', { align: 'center', gap: 0.05 });
  w.heading('RULES AND REGULATIONS', { align: 'center', size: 10, gap: 0.4 });
  w.para(
    '1. Tenant shall receive and ship merchandise only through the service corridors and before the Mall opens. 2. Tenant shall not place merchandise, signs or displays in the Enclosed Mall outside its storefront lease line. 3. Tenant shall keep its storefront lighted during Mall Hours. 4. Tenant’s employees shall park only in the areas Landlord designates for employees.',
    { size: 8.5, align: 'justify' },
  );
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
