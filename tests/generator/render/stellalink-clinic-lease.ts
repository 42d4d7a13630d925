/**
 * Family "stellalink-clinic" (decision 0074), the lease: a family limited partnership's long-form
 * lease of most of the Floor Area of a small center to a research, testing and light
 * manufacturing tenant.
 *
 * The form follows the center lease in ../shared/real-leases (neurogene-stella-link-center): a
 * cover page ("LEASE AGREEMENT / {LANDLORD} / Landlord / TO / {TENANT} / Tenant"), an INDEX of
 * Roman-numbered articles with their page numbers, "ARTICLE I. BASIC LEASE PROVISIONS AND LIST
 * OF EXHIBITS" whose "1.1 Basic Lease Provisions." are items (a)-(s) with captions in capitals
 * ("(a) DATE OF THIS LEASE: 08/05/2019", "(g) LEASED PREMISES: An area of approximately 26,905
 * square feet of leasable Floor Area within the Center", "(j) MINIMUM RENT: Months 1-60 $ 15.00
 * psf/yr $ 33,631.25/mo", "(l) TENANT'S PROPORTIONATE SHARE INITIALLY: 63.54% Can be modified
 * accordingly upon changes in Net Leasable Area", "(m) COMMON AREA MAINTENANCE FEE: (See Section
 * 12.4)"), a checklist of exhibits, decimal sections ("3.3", "4.2") and a last article of
 * DEFINITIONS ("12.10 Net Leasable Area: The aggregate area of Floor Area ..."). The Center's Net
 * Leasable Area is stated only in that definition; the land the Center sits on (acres and square
 * feet) in item (g) is a distractor. The late charge is Section 3.3's "administrative late charge".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { monthRange, roman } from './blocks';
import type { RenderedPdf } from './frame';
import { centerOf } from './stellalink-clinic-center';

/** Section 12.3's exclusions, one per category, in the partnership's wording. */
export const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'the cost of capital improvements to the Center',
  LEASING_COMMISSIONS: 'leasing commissions, advertising and other costs of procuring tenants for the Center',
  LEGAL_DISPUTES: 'legal fees and costs of disputes with other tenants or occupants of the Center',
  DEPRECIATION: 'depreciation of the buildings and improvements of the Center',
  DEBT_SERVICE: 'principal, interest and other charges on any mortgage or deed of trust on the Center',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'promotional, advertising and marketing costs of the Center',
  GROUND_RENT: 'rent under any ground lease',
  RESERVES: 'reserves of any kind, including reserves for bad debts',
  EXECUTIVE_SALARIES: "salaries of Landlord's partners and officers and of its agent's executives",
  LANDLORD_VIOLATIONS: "penalties and fines incurred because of Landlord's violation of law",
};

/** The articles, in order (the INDEX's titles). */
export const ARTICLES = [
  'BASIC LEASE PROVISIONS AND LIST OF EXHIBITS',
  'LEASED PREMISES; TERM',
  'RENT AND SECURITY DEPOSIT',
  'COMMON AREA',
  'USE AND CARE OF PREMISES',
  'INSURANCE AND INDEMNITY',
  'ASSIGNMENT AND SUBLETTING',
  'PROPERTY TAXES',
  'HOLDING OVER',
  'NOTICES',
  'MISCELLANEOUS',
  'DEFINITIONS',
] as const;

/** The Basic Lease Provisions' captions, (a)-(s). */
export const PROVISIONS = [
  'DATE OF THIS LEASE',
  'LANDLORD',
  'ADDRESS OF LANDLORD FOR NOTICES',
  'TENANT',
  'ADDRESS OF TENANT FOR NOTICES',
  "TENANT'S TRADE NAME",
  'LEASED PREMISES',
  'ADDRESS OF THE PREMISES',
  'LEASE TERM',
  'MINIMUM RENT',
  'PERCENTAGE RENT RATE',
  "TENANT'S PROPORTIONATE SHARE INITIALLY",
  'COMMON AREA MAINTENANCE FEE',
  'SECURITY DEPOSIT',
  'INSURANCE CHARGE',
  'TAX CHARGE',
  'PERMITTED USE',
  'NAME AND ADDRESS OF GUARANTOR',
  'INITIAL FIXED MONTHLY RENT',
] as const;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** "120th": the ordinal of a month count. */
export function nth(n: number): string {
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suf}`;
}

/** A Minimum Rent row as item (j) prints it: "Months 1-12 $ 15.00 psf/yr $ 33,631.25/mo". */
export function rentRow(range: string, psfCents: number | null, monthlyCents: number): string {
  const mo = `$ ${money(monthlyCents, { dollar: false })}/mo`;
  return psfCents === null
    ? `${range} ${mo}`
    : `${range} $ ${money(psfCents, { dollar: false })} psf/yr ${mo}`;
}

export async function renderStellalinkClinicLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  // Two passes: the first finds the page each article starts on, the second prints the INDEX.
  const first = await layoutLease(m, null);
  return layoutLease(m, first.starts);
}

async function layoutLease(
  m: PacketModel,
  pagesOf: number[] | null,
): Promise<RenderedPdf & { starts: number[] }> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const rng = new Rng(`stellalink-clinic:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 10,
    margin: 68,
    date: l.leaseDate,
    title: `Lease Agreement - ${l.landlord.name} to ${l.tenant.name}`,
    author: c.agent,
    footer: '- {n} -',
  });
  const starts: number[] = [];
  const pageNow = () => w.doc.bufferedPageRange().count;
  const cityLine = `${p.city.city}, ${p.city.state} ${p.zip}`;

  // ---- cover
  w.doc.y = w.margin + 150;
  w.heading('LEASE AGREEMENT', { align: 'center', size: 18, gap: 3 });
  w.heading(l.landlord.name.toUpperCase(), { align: 'center', size: 13, gap: 0.2 });
  w.para('Landlord', { align: 'center', gap: 1.5 });
  w.heading('TO', { align: 'center', size: 12, gap: 1.5 });
  w.heading(l.tenant.name.toUpperCase(), { align: 'center', size: 13, gap: 0.2 });
  w.para('Tenant', { align: 'center', gap: 3 });
  w.para(`${c.center}\n${p.street}, ${p.suite}\n${cityLine}`, { align: 'center', style: 'italic' });

  // ---- index
  w.newPage();
  w.heading('LEASE AGREEMENT', { align: 'center', size: 12, gap: 0.2 });
  w.heading('INDEX', { align: 'center', size: 12, gap: 0.8 });
  w.row(
    [
      { text: 'ARTICLE', x: w.left, width: 80, bold: true },
      { text: 'TITLE', x: w.left + 90, width: 300, bold: true },
      { text: 'PAGE', x: w.right - 40, width: 40, bold: true, align: 'right' },
    ],
    { gap: 6 },
  );
  ARTICLES.forEach((t, i) => {
    w.row(
      [
        { text: `ARTICLE ${ROMAN[i]}.`, x: w.left, width: 80 },
        { text: t, x: w.left + 90, width: 330 },
        { text: pagesOf ? String(pagesOf[i]) : '0', x: w.right - 40, width: 40, align: 'right' },
      ],
      { gap: 4 },
    );
  });

  // ---- the articles
  w.newPage();
  w.heading('LEASE AGREEMENT', { align: 'center', size: 12, gap: 0.6 });
  let art = 0;
  const article = () => {
    art += 1;
    w.space(0.3);
    w.ensure(w.size * 5);
    starts.push(pageNow());
    w.heading(`ARTICLE ${ROMAN[art - 1]}. ${ARTICLES[art - 1]}.`, { align: 'center', size: 10.5, gap: 0.4 });
  };
  const sec = (n: string, text: string, caption?: string) =>
    w.para(text, { lead: caption ? `${art}.${n} ${caption}.` : `${art}.${n}`, align: 'justify', gap: 0.45 });
  const item = (i: number, text: string) =>
    w.para(text, {
      lead: `(${String.fromCharCode(97 + i)}) ${PROVISIONS[i]}:`,
      indent: 18,
      align: 'justify',
      gap: 0.35,
    });

  // Article I
  article();
  w.para('1.1 Basic Lease Provisions.', { style: 'bold', gap: 0.3 });
  item(0, fmtDate(l.leaseDate, 'NUMERIC'));
  item(1, l.landlord.name.toUpperCase());
  item(
    2,
    `${l.landlord.name}, c/o ${c.agent}, ${p.managerStreet}, ${p.city.city}, ${p.city.state}, Telephone # ${c.phone}`,
  );
  item(3, l.tenant.name.toUpperCase());
  item(
    4,
    `${l.tenant.name}, ${p.street}, ${p.suite}, ${cityLine}, Attn: ${l.tenant.contact}, Telephone # ${c.phone.replace(/\d{4}$/, (d) => String((Number(d) + 4321) % 10_000).padStart(4, '0'))}`,
  );
  item(5, c.tradeName);
  item(
    6,
    `An area of approximately ${commas(l.premisesRsf)} square feet of leasable Floor Area within the Center, located as shown on Exhibit "A" hereto. The area of the Premises shall be measured by calculating lengths and widths to the exterior of outside walls and to the middle of the interior walls. The center (the "Center") is situated on that tract of land of approximately ${c.acres} acres (${commas(c.landSf)} square feet of land) described on Exhibit "A-1," attached hereto. The Leased Premises is also sometimes referred to as the "Premises."`,
  );
  item(7, `${p.street.toUpperCase()} ${p.suite} ${cityLine}`);
  item(
    8,
    `The Term of this Lease shall commence on the Commencement Date, ${fmtDate(l.commencement, 'LONG')}, and shall terminate ${
      m.spec.lease.expirationStated
        ? `on ${fmtDate(l.originalExpiration, 'LONG')}`
        : `on the last day of the ${nth(l.termMonths)} calendar month of the Term, the month in which the Commencement Date occurs being the first`
    }, unless sooner terminated in accordance with the provisions of this Lease.`,
  );
  const steps = l.rent.steps;
  if (l.rent.form === 'PERCENT') {
    item(
      9,
      `The initial Minimum Rent shall be ${money(steps[0]!.monthlyRentCents)} per month for Months 1-12, and shall increase on the first day of each Lease Year thereafter by ${pctWith(l.rent.escalationPct!, nf())} over the Minimum Rent for the preceding Lease Year.`,
    );
  } else {
    item(9, 'The initial Minimum Rent as follows:');
    steps.forEach((s, i) => {
      const psf = l.rent.form === 'PER_RSF' ? l.rent.psfRatesCents![i]! : null;
      w.row(
        [
          { text: monthRange(l.commencement, s.from, s.to), x: w.left + 60, width: 110 },
          ...(psf === null
            ? []
            : [
                {
                  text: `$ ${money(psf, { dollar: false })} psf/yr`,
                  x: w.left + 175,
                  width: 110,
                  align: 'right' as const,
                },
              ]),
          {
            text: `$ ${money(s.monthlyRentCents, { dollar: false })}/mo`,
            x: w.left + 290,
            width: 120,
            align: 'right',
          },
        ],
        { gap: 2 },
      );
    });
    w.space(0.3);
  }
  item(10, 'No Percentage Rent is payable under this Lease.');
  item(
    11,
    m.spec.lease.shareStated
      ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% Can be modified accordingly upon changes in Net Leasable Area`
      : 'The Floor Area of the Premises divided by the Net Leasable Area of the Center (See Sections 12.10 and 12.13). Can be modified accordingly upon changes in Net Leasable Area',
  );
  item(12, '(See Section 12.4)');
  item(13, `(See Section 3.4) ${money(l.securityDepositCents)}`);
  item(14, '(See Section 12.7)');
  item(15, '(See Section 12.12)');
  item(
    16,
    `The Leased Premises shall be used for the operation therein by Tenant as ${l.permittedUse.replace(/\.$/, '')}, research and testing, and such other purposes as are incidental or related thereto and for no other use or purpose. (See Article V).`,
  );
  item(17, 'No Guarantor is required hereunder.');
  item(
    18,
    `Minimum Rent ${money(steps[0]!.monthlyRentCents)}, plus one-twelfth (1/12th) of the Common Area Maintenance Fee, the Insurance Charge and the Tax Charge as estimated by Landlord under Section 4.2.`,
  );
  w.para('CERTAIN OTHER DEFINITIONS ARE SET OUT IN ARTICLE XII BELOW, OR ELSEWHERE IN THIS LEASE.', {
    style: 'bold',
    gap: 0.4,
  });
  sec(
    '2',
    'Each of the terms contained in the Basic Lease Provisions shall be construed in conjunction with the remainder of this Lease, in particular, the referenced portions thereof. In the event of any conflict between the Basic Lease Provisions and the balance of this Lease, the latter shall control.',
    'Significance of Basic Lease Provisions',
  );
  sec(
    '3',
    'The Exhibits listed below are attached to and are to be construed as part of this Lease. __X___ "A" Site Plan; __X___ "A-1" Legal Description; __X___ "B" Construction Rider; __N/A_ "C" Guaranty; __N/A_ "D" Percentage Rent.',
    'Exhibits',
  );

  // Article II
  article();
  sec(
    '1',
    'Landlord hereby leases and demises to Tenant and Tenant hereby accepts from Landlord on the terms set forth herein, the Premises together with all appurtenances specifically granted in this Lease, and the non-exclusive right to use the Common Area in common with others.',
  );
  sec(
    '2',
    'Tenant shall have and hold the Premises for the Lease Term set forth in Section 1.1(i), unless sooner terminated as hereinafter provided.',
  );

  // Article III
  article();
  sec(
    '1',
    'The Rent specified in Section 3.2 (and all additional Rent, and other charges due hereunder) shall accrue hereunder from the Commencement Date.',
  );
  sec(
    '2',
    `Tenant promises and agrees to pay to Landlord, in lawful currency of the United States of America, at the address of Landlord as set forth in Section 1.1(c), or such other place as Landlord may from time to time designate in writing, the following Rent: (a) Minimum Rent as set forth in Section 1.1(j); (b) the Common Area Maintenance Fee as set forth in Section 12.4; (c) the Insurance Charge as set forth in Section 12.7; (d) the Tax Charge as set forth in Section 12.12; and (e) all other sums and charges due by Tenant to Landlord under the terms of this Lease.`,
  );
  const grace = l.lateFee.graceDays;
  const lateAmt =
    l.lateFee.pct !== null
      ? `an administrative late charge equal to ${pctWith(l.lateFee.pct, nf())} of such installment`
      : `an administrative late charge of ${moneyWith(l.lateFee.flatCents!, nf())}`;
  sec(
    '3',
    `Except as otherwise provided herein, all Rent shall be due and payable monthly, in advance, without demand, notice, deduction or setoff, on the first day of each month during the Lease Term. In the event any installment of Rent is not received within ${countWith(grace, 'days', nf())} after the date such amount is due, Tenant shall pay additionally ${lateAmt}, for each such late payment. Tenant shall also pay an administrative charge of $50.00 for each check returned unpaid for any reason.`,
  );
  sec(
    '4',
    `Tenant has deposited with Landlord the Security Deposit set forth in Section 1.1(n), ${money(l.securityDepositCents)}, as security for the performance of Tenant's obligations, which Landlord shall return, without interest, within thirty (30) days after the end of the Term.`,
  );

  // Article IV
  article();
  sec(
    '1',
    'Landlord shall operate and maintain the Common Area in such manner as Landlord in its reasonable discretion determines to be in the best interests of the Center.',
  );
  const cap = l.camCap;
  let capText = '';
  if (cap) {
    const f = pctWith(cap.pct, nf());
    capText =
      cap.type === 'NON_CUMULATIVE'
        ? ` Notwithstanding anything to the contrary contained in this Lease, for purposes of determining the Common Area Maintenance Fee payable by Tenant, Common Area Expenses (excluding non-controllable items such as utilities, insurance premiums, Real Estate Taxes and snow and ice removal) in any year shall not be increased by more than ${f} over the prior year's Common Area Expenses (excluding such non-controllable items).`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? ` Notwithstanding anything to the contrary contained in this Lease, for purposes of determining the Common Area Maintenance Fee payable by Tenant, Common Area Expenses (excluding non-controllable items such as utilities, insurance premiums, Real Estate Taxes and snow and ice removal) in any year shall not exceed such Common Area Expenses for calendar year ${cap.baseYear} increased by ${f} per year, compounded annually.`
          : ` Notwithstanding anything to the contrary contained in this Lease, for purposes of determining the Common Area Maintenance Fee payable by Tenant, Common Area Expenses (excluding non-controllable items such as utilities, insurance premiums, Real Estate Taxes and snow and ice removal) in any year shall not exceed such Common Area Expenses for calendar year ${cap.baseYear} plus ${f} of that amount for each year after ${cap.baseYear}, without compounding.`;
  }
  const waiver = l.waiver
    ? " If Landlord fails to give such notice within said period, Landlord shall be deemed to have waived its right to collect from Tenant any amount in excess of Tenant's estimated payments for such year."
    : rng.pick([
        '',
        " Landlord's failure to give such notice within said period shall not waive Landlord's right to collect.",
      ]);
  sec(
    '2',
    `Tenant shall pay to Landlord, monthly, in advance, on the first day of each month, one-twelfth (1/12th) of the Common Area Maintenance Fee, the Insurance Charge and the Tax Charge, as reasonably estimated by Landlord from time to time by written notice to Tenant.${capText} Within ${countWith(l.reconDeadlineDays, 'days', nf())} following the end of each calendar year during the Lease Term, Landlord shall compute and determine the actual Common Area Expenses, insurance premiums and Real Estate Taxes for the prior calendar year and shall give Tenant notice of Tenant's actual Common Area Maintenance Fee, Insurance Charge and Tax Charge with respect to such period.${waiver} If the actual amounts exceed the amounts previously paid by Tenant, Tenant shall pay Landlord the deficiency within 30 days following notice from Landlord; any excess shall be applied to the payment of Rent next due.`,
  );
  if (l.adminFee)
    sec(
      '3',
      `In addition, Tenant shall pay Landlord an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of ${
        l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
          ? 'the Common Area Maintenance Fee (but not of the Insurance Charge or the Tax Charge)'
          : 'the total of the Common Area Maintenance Fee, the Insurance Charge and the Tax Charge'
      } for each calendar year.`,
    );
  else
    sec(
      '3',
      'Landlord shall not charge Tenant any administrative or overhead fee in addition to the management fees included in Common Area Expenses.',
    );
  sec(
    '4',
    `Tenant shall have the right to audit Landlord's books and records relating to Common Area Expenses or any other charges to Tenant under this Lease for the immediately preceding calendar year by giving written notice to Landlord within ${countWith(l.auditWindowDays, 'days', nf())} of Tenant's receipt of the Landlord's notice described in Section 4.2 above. Such audit shall be conducted at the office of Landlord's agent where such records are maintained and may not be conducted on a contingency fee basis.`,
  );

  // Articles V-XI
  article();
  sec(
    '1',
    `Tenant shall use the Premises solely for the purposes set forth in Section 1.1(q) and shall keep the Premises in a neat, clean and sanitary condition. Tenant shall handle, store and dispose of any Hazardous Materials used in its business in compliance with all Environmental Laws.`,
  );
  article();
  sec(
    '1',
    'Tenant shall maintain commercial general liability insurance with limits of not less than $2,000,000 per occurrence, naming Landlord and its agent as additional insureds. Landlord shall maintain property insurance on the buildings of the Center, the premiums for which are included in the Insurance Charge.',
  );
  article();
  sec(
    '1',
    "Tenant shall not assign this Lease or sublet all or any part of the Premises without Landlord's prior written consent, which shall not be unreasonably withheld.",
  );
  article();
  sec(
    '1',
    'Tenant shall pay the Tax Charge in monthly installments as provided in Section 4.2. Within a reasonable time after receipt of all tax bills attributable to any calendar year, Landlord shall furnish Tenant with a written statement of the actual amount of the Tax Charge for such year.',
  );
  article();
  sec(
    '1',
    'If Tenant remains in possession after the expiration of the Term without written agreement, Tenant shall be a tenant at will at a Minimum Rent of one hundred fifty percent (150%) of the Minimum Rent last payable.',
  );
  article();
  sec(
    '1',
    "All notices shall be in writing and delivered in person, by certified mail or by nationally recognized courier to the parties' addresses set forth in Section 1.1.",
  );
  article();
  sec('1', `This Lease shall be governed by the laws of the State of ${p.city.state}.`);

  // Article XII: definitions
  article();
  const def = (n: string, term: string, text: string) =>
    w.para(text, { lead: `12.${n} ${term}:`, align: 'justify', gap: 0.4 });
  def(
    '1',
    'Center',
    `The center known as ${c.center}, located at ${p.street}, ${cityLine}, and the land on which it is situated.`,
  );
  def(
    '2',
    'Common Area',
    'All areas and facilities within the Center that are provided by Landlord for the general use of tenants, including parking areas, driveways, sidewalks, landscaped areas and loading areas.',
  );
  const mgmt = l.mgmtFeeCapPct
    ? `the management fees which Landlord pays for the management of the Center in an amount not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the gross receipts of the Center`
    : 'the management fees which Landlord pays for the management of the Center';
  const amort = l.capitalAmortYears
    ? ` To the extent that any item comprising a portion of Common Area Expenses is a capital expenditure required by law or reducing Common Area Expenses, such item shall be amortized over ${countWith(l.capitalAmortYears, 'years', nf())}.`
    : '';
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat];
    if (!t) throw new Error(`stellalink-clinic: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears ? `${t}, except the amortization permitted above` : t;
  });
  def(
    '3',
    'Common Area Expenses',
    `The amount of all costs and expenses incurred by Landlord in connection with the operation, management, maintenance and repair of the Center, including lighting, cleaning, trash removal, landscaping, parking lot sweeping and repair, utilities serving the Common Area, security, fire protection, roof repairs, and ${mgmt}.${amort} Common Area Expenses shall not include: ${ex.map((t, i) => `(${roman(i + 1)}) ${t}`).join('; ')}.`,
  );
  def(
    '4',
    'Common Area Maintenance Fee',
    "Tenant's Proportionate Share of the Common Area Expenses, as limited pursuant to Section 4.2 of this Lease. In no event shall the Common Area Maintenance Fee include Common Area Expenses attributable to any period prior to or following the Term.",
  );
  def('5', 'Commencement Date', `${fmtDate(l.commencement, 'LONG')}.`);
  def(
    '6',
    'Floor Area',
    'All areas designated by Landlord for the exclusive use of a tenant, measured to the exterior of outside walls and to the middle of interior walls.',
  );
  def(
    '7',
    'Insurance Charge',
    "Tenant's Proportionate Share of the insurance premiums payable by Landlord for any insurance obtained by Landlord with respect to the Center for any calendar year during the Term.",
  );
  def(
    '8',
    'Lease Year',
    'Each period of twelve (12) consecutive calendar months beginning on the Commencement Date or an anniversary of it.',
  );
  def('9', 'Minimum Rent', 'As set forth in Section 1.1(j), payable in accordance with Article III.');
  def(
    '10',
    'Net Leasable Area',
    `The aggregate area of Floor Area (measured in square feet) in the Center, including the Premises, but excluding the Common Area, being ${commas(l.buildingRsf)} square feet on the date of this Lease. Net Leasable Area will be reasonably determined by Landlord from time to time.`,
  );
  def(
    '11',
    'Real Estate Taxes',
    'All real estate taxes, assessments and other governmental impositions levied on the Center, and any fees paid by Landlord to consultants to reduce them.',
  );
  def(
    '12',
    'Tax Charge',
    "Tenant's Proportionate Share of the Real Estate Taxes for any calendar year during the Term.",
  );
  def(
    '13',
    "Tenant's Proportionate Share",
    'A fraction, the numerator of which is the Floor Area of the Premises and the denominator of which is the Net Leasable Area of the Center.',
  );
  w.space(0.6);
  w.ensure(w.size * 11);
  w.para('EXECUTED as of the date set forth in Section 1.1(a).', { gap: 0.8 });
  const half = w.contentWidth / 2;
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name.toUpperCase()}\n\nBy: ____________________________\nName:\nTitle: General Partner`,
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
  w.newPage();
  w.heading('EXHIBIT "A" - SITE PLAN', { align: 'center', gap: 0.6 });
  const top = w.doc.y;
  w.box(w.left + 30, top, w.contentWidth - 60, 240);
  w.doc.y = top + 110;
  w.para(`[Site plan of ${c.center} - Premises (${p.suite}) shown cross-hatched]`, {
    align: 'center',
    style: 'italic',
  });
  w.doc.y = top + 256;
  w.heading('EXHIBIT "A-1" - LEGAL DESCRIPTION', { align: 'center', gap: 0.4 });
  w.para(
    `Being a tract of land containing ${c.acres} acres (${commas(c.landSf)} square feet) of land, situated in the City of ${p.city.city}, as more particularly described by metes and bounds in the survey on file with Landlord.`,
    { align: 'justify' },
  );
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount, starts };
}
