/**
 * Family "elmstreet-smallowner" (decision 0068), the lease: an old-style "LEASE AGREEMENT" for a
 * shop of a small strip center (4-8 shops) whose owner, a family trust's company, manages it
 * himself.
 *
 * Old-fashioned drafting: "Lessor" and "Lessee", a "WITNESSETH" recital, ARTICLES numbered in
 * Roman numerals with capital captions ("ARTICLE IV - RENT"), paragraphs "4.1", numbers written in
 * words with the figures in parentheses ("four hundred twenty-five dollars ($425.00)"). No summary
 * table: the Premises' floor area is in Article I, the Shopping Center's total leasable floor area
 * in Article V, and Article VI computes Lessee's proportionate share from the two. Common area
 * maintenance, taxes and insurance are "Additional Rent".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, numberWords, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import { columnEdges, tableCells } from './blocks';
import { centerOf } from './elmstreet-smallowner-center';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** Article VII's exclusions, one per category, in the old form's wording. */
const EXCLUSIONS: Record<
  Exclude<ExpenseCategory, 'CONTROLLABLE' | 'TAX' | 'INSURANCE' | 'UTILITIES' | 'MANAGEMENT_FEE' | 'OTHER'>,
  string
> = {
  CAPITAL: 'the cost of capital improvements, additions or replacements to the Shopping Center',
  LEASING_COMMISSIONS:
    'brokerage fees and leasing commissions paid in connection with the leasing of any space in the Shopping Center',
  LEGAL_DISPUTES:
    'attorneys fees incurred in disputes with other tenants or in the enforcement of other leases',
  DEPRECIATION: 'depreciation of the buildings and improvements',
  DEBT_SERVICE: 'principal, interest and other payments on any mortgage or deed of trust',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising and promotional expenses of Lessor',
  GROUND_RENT: 'ground rent',
  RESERVES: 'reserves of any kind',
  EXECUTIVE_SALARIES: "the salary, wages or draw of Lessor or of any member of Lessor's family",
  LANDLORD_VIOLATIONS: "fines, penalties and interest arising from Lessor's violation of any law or lease",
};

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];
const LETTERS = 'abcdefghijklmnop';

/** "I", "IV", "XII". */
export const roman = (n: number): string => ROMAN[n - 1]!;

/** "four hundred twenty-five dollars ($425.00)"; "two thousand dollars and 50/100 ($2,000.50)". */
export function dollarsWith(cents: number, form: NumberForm): string {
  if (form === 'DIGITS') return money(cents);
  const d = Math.floor(cents / 100);
  const c = cents % 100;
  return `${numberWords(d)} dollars${c ? ` and ${String(c).padStart(2, '0')}/100` : ''} (${money(cents)})`;
}

/** "one thousand two hundred (1,200) square feet". */
export function areaWith(sf: number, form: NumberForm): string {
  return form === 'DIGITS' ? `${commas(sf)} square feet` : `${numberWords(sf)} (${commas(sf)}) square feet`;
}

/** The Article numbers the body refers to. */
export const ART = {
  premises: 1,
  term: 2,
  use: 3,
  rent: 4,
  center: 5,
  additional: 6,
  exclusions: 7,
  statements: 8,
  late: 9,
  deposit: 10,
  insurance: 11,
  holding: 12,
  notices: 13,
} as const;

export async function renderElmstreetSmallownerLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: m.spec.lease.font === 'Courier' ? 9.5 : 10.5,
    margin: 66,
    date: l.leaseDate,
    title: `Lease Agreement - ${c.name} - Store No. ${c.store}`,
    author: c.owner,
    footer: 'Page {n} of {total}          Lessor ______   Lessee ______',
  });
  const article = (n: number, caption: string) =>
    w.heading(`ARTICLE ${roman(n)} - ${caption}`, { align: 'center', size: w.size + 0.5, gap: 0.35 });
  const para = (ref: string, text: string) =>
    w.para(text, { lead: ref, align: 'justify', gap: 0.45, firstIndent: 0 });
  const sub = (items: string[]) =>
    items.forEach((s, i) => {
      w.para(`(${LETTERS[i]}) ${s}${i === items.length - 1 ? '.' : ';'}`, { indent: 24, gap: 0.12 });
    });

  // ---- title, parties, recital
  w.heading('LEASE AGREEMENT', { align: 'center', size: w.size + 5, gap: 0.8 });
  w.para(
    `THIS LEASE AGREEMENT, made and entered into ${fmtDate(l.leaseDate, 'ORDINAL')}, by and between ${l.landlord.name}, ${l.landlord.entityDesc}, all of the interests in which are held by the ${c.trust}, hereinafter called "Lessor", and ${l.tenant.name}, ${l.tenant.entityDesc}, hereinafter called "Lessee".`,
    { align: 'justify', gap: 0.7 },
  );
  w.heading('W I T N E S S E T H:', { align: 'center', size: w.size, gap: 0.5 });
  w.para(
    `That Lessor, for and in consideration of the rents, covenants and agreements hereinafter reserved and contained on the part of Lessee to be paid, kept and performed, does hereby demise and lease unto Lessee, and Lessee does hereby take and hire from Lessor, the premises hereinafter described, upon the following terms and conditions, to wit:`,
    { align: 'justify', gap: 0.8 },
  );

  // ---- I. Premises
  article(ART.premises, 'PREMISES');
  para(
    '1.1',
    `The premises leased hereby are known as Store No. ${c.store} in the shopping center commonly known as ${c.name}, located at ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip} (the "Shopping Center"), and contain ${areaWith(l.premisesRsf, nf())} of floor area, more or less (the "Premises"). The floor area so stated shall be conclusive for all purposes of this Lease and shall not be remeasured.`,
  );

  // ---- II. Term
  article(ART.term, 'TERM');
  para(
    '2.1',
    m.spec.lease.expirationStated
      ? `The term of this Lease shall commence on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date") and shall end at midnight on ${fmtDate(l.originalExpiration, 'LONG')}, unless sooner terminated as herein provided.`
      : `The term of this Lease shall be ${countWith(l.termMonths, 'months', nf())}, commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date"), unless sooner terminated as herein provided.`,
  );

  // ---- III. Use
  article(ART.use, 'USE OF PREMISES');
  para(
    '3.1',
    `Lessee shall use the Premises for the purpose of ${l.permittedUse.replace(/\.$/, '')} and for no other purpose without the prior written consent of Lessor. Lessee shall keep the Premises open for business during customary business hours and shall not permit any nuisance therein.`,
  );

  // ---- IV. Rent
  article(ART.rent, 'RENT');
  const steps = l.rent.steps;
  const first = steps[0]!.monthlyRentCents;
  para(
    '4.1',
    `Lessee shall pay to Lessor as minimum rent for the Premises the sum of ${dollarsWith(first, nf())} per month during the first Lease Year, payable in advance on the first (1st) day of each calendar month, without demand, deduction or set-off, at the address of Lessor set forth in Article ${roman(ART.notices)} or at such other place as Lessor may designate in writing. "Lease Year" means each period of twelve (12) months beginning on the Commencement Date or an anniversary thereof.`,
  );
  if (l.rent.form === 'PERCENT') {
    para(
      '4.2',
      `Commencing on the first anniversary of the Commencement Date, and on each anniversary thereafter, the monthly minimum rent shall be increased by ${pctWith(l.rent.escalationPct!, nf())} over the monthly minimum rent payable during the preceding Lease Year.`,
    );
  } else {
    const perSf = l.rent.form === 'PER_RSF';
    para(
      '4.2',
      perSf
        ? `The minimum rent shall be computed at the following annual rates per square foot of the floor area of the Premises stated in Article ${roman(ART.premises)}, and shall be paid in equal monthly installments as follows:`
        : 'The monthly minimum rent shall be adjusted during the term as follows:',
    );
    const heads = perSf
      ? ['Lease Year', 'Period', 'Rate per Sq. Ft.', 'Annual Rent', 'Monthly Rent']
      : ['Lease Year', 'Period', 'Annual Rent', 'Monthly Rent'];
    const cw = perSf ? [60, 150, 80, 84, 84] : [70, 180, 100, 100];
    const xs = columnEdges(w.left + 12, cw);
    const trow = (vals: string[], bold = false) =>
      w.row(tableCells(xs, cw, vals, { bold, rightFrom: 2 }), { gap: 1.5, size: w.size - 0.5 });
    trow(heads, true);
    w.rule({ x1: w.left + 12, x2: xs[cw.length]!, weight: 0.5, gap: 2 });
    steps.forEach((s, i) => {
      const period = `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`;
      if (perSf) {
        const rate = l.rent.psfRatesCents![i]!;
        trow([String(i + 1), period, money(rate), money(rate * l.premisesRsf), money(s.monthlyRentCents)]);
      } else trow([String(i + 1), period, money(s.monthlyRentCents * 12), money(s.monthlyRentCents)]);
    });
    w.space(0.5);
  }
  para(
    '4.3',
    `All sums payable by Lessee under this Lease other than minimum rent, including Lessee's share of common area maintenance costs, real estate taxes and insurance under Article ${roman(ART.additional)}, shall be deemed "Additional Rent", and Lessor shall have the same remedies for the nonpayment thereof as for the nonpayment of minimum rent.`,
  );

  // ---- V. The Shopping Center
  article(ART.center, 'SHOPPING CENTER');
  para(
    '5.1',
    `The Shopping Center consists of ${numberWords(c.shops)} (${c.shops}) store rooms in a single-story building, together with the parking lot, driveways, sidewalks and landscaped areas serving the same (the "Common Areas"). The total leasable floor area of the Shopping Center is ${areaWith(l.buildingRsf, nf())}, whether or not leased or occupied from time to time.`,
  );
  para(
    '5.2',
    'Lessor shall operate and maintain the Common Areas and may change the size, arrangement and location thereof, provided that access to and visibility of the Premises are not materially impaired.',
  );

  // ---- VI. Additional Rent
  article(ART.additional, 'ADDITIONAL RENT - COMMON AREA MAINTENANCE, TAXES AND INSURANCE');
  const share = m.spec.lease.shareStated
    ? `, which the parties agree is ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`
    : '';
  para(
    '6.1',
    `Lessee's proportionate share ("Lessee's Share") shall be a fraction, the numerator of which is the floor area of the Premises stated in Article ${roman(ART.premises)} and the denominator of which is the total leasable floor area of the Shopping Center stated in Article ${roman(ART.center)}${share}.`,
  );
  const mgmt = l.mgmtFeeCapPct
    ? `, and a management fee of Lessor not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of such costs (excluding taxes, insurance and the management fee)`
    : ', and a reasonable fee for the management of the Shopping Center';
  const amort = l.capitalAmortYears
    ? ` The cost of any capital improvement which reduces operating costs or is required by a law enacted after the date of this Lease may be included, amortized in equal annual amounts over ${countWith(l.capitalAmortYears, 'years', nf())}.`
    : '';
  para(
    '6.2',
    `Lessee shall pay to Lessor, as Additional Rent, Lessee's Share of (i) all costs incurred by Lessor in operating, maintaining, repairing, lighting, cleaning, insuring and securing the Common Areas, including without limitation sweeping and striping of the parking lot, snow and ice removal, landscaping, trash removal, common utilities and repairs${mgmt} ("Common Area Maintenance Costs"); (ii) all real estate taxes and assessments levied against the Shopping Center ("Taxes"); and (iii) the premiums for fire, extended coverage and liability insurance carried by Lessor on the Shopping Center ("Insurance").${amort}`,
  );
  if (l.adminFee)
    para(
      '6.3',
      `In addition, Lessee shall pay Lessor an administrative charge equal to ${pctWith(l.adminFee.pct, nf())} of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? "Lessee's Share of Common Area Maintenance Costs only (and not of Taxes or Insurance)" : "Lessee's Share of all Common Area Maintenance Costs, Taxes and Insurance"}, to cover Lessor's overhead and bookkeeping.`,
    );
  else
    para(
      '6.3',
      "Lessor shall not add any administrative, overhead or bookkeeping charge to Lessee's Share of such costs.",
    );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not increase by more than ${f} over the Controllable Costs for the preceding calendar year`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Costs for the calendar year ${cap.baseYear} increased by ${f} per year, compounded annually`
          : `shall not exceed the Controllable Costs for the calendar year ${cap.baseYear} plus ${f} of that amount for each calendar year after ${cap.baseYear}, not compounded`;
    para(
      '6.4',
      `"Controllable Costs" means all Common Area Maintenance Costs other than Taxes, Insurance, utilities and snow and ice removal. Notwithstanding the foregoing, the Controllable Costs included in Lessee's Share for any calendar year ${rule}.`,
    );
  }

  // ---- VII. Exclusions
  article(ART.exclusions, 'COSTS EXCLUDED');
  para(
    '7.1',
    'Notwithstanding anything to the contrary in Article VI, Common Area Maintenance Costs shall not include:',
  );
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat as keyof typeof EXCLUSIONS];
    if (!t) throw new Error(`elmstreet-smallowner: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears ? `${t}, except as provided in Section 6.2` : t;
  });
  sub(ex);
  w.space(0.4);

  // ---- VIII. Payment and statements
  article(ART.statements, 'PAYMENT OF ADDITIONAL RENT; ANNUAL STATEMENT');
  para(
    '8.1',
    "Lessee shall pay Lessor's estimate of the Additional Rent in equal monthly installments together with the minimum rent. Lessor may revise the estimate once each year.",
  );
  const waiver = l.waiver
    ? ` Should Lessor fail to deliver such statement within said period, Lessor shall be deemed to have waived any claim for Additional Rent for such calendar year in excess of the estimated payments made by Lessee.`
    : rng.pick([
        " Lessor's failure to deliver such statement within said period shall not waive Lessor's right to collect any Additional Rent due hereunder.",
        '',
      ]);
  para(
    '8.2',
    `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Lessor shall deliver to Lessee a statement showing the actual Common Area Maintenance Costs, Taxes and Insurance for such year and Lessee's Share thereof. Any deficiency shall be paid by Lessee within thirty (30) days after receipt of the statement, and any excess shall be credited against the next installments of Additional Rent.${waiver}`,
  );
  para(
    '8.3',
    `Lessee shall have the right, within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of any such statement, to inspect Lessor's books and records of the costs shown thereon at Lessor's address during normal business hours, upon reasonable prior notice. If Lessee does not object to a statement within said period, the statement shall be conclusive and binding upon Lessee.`,
  );

  // ---- IX. Late charge
  article(ART.late, 'LATE CHARGE');
  const lateAmt =
    l.lateFee.pct !== null
      ? `a late charge equal to ${pctWith(l.lateFee.pct, nf())} of the amount past due`
      : `a late charge of ${dollarsWith(l.lateFee.flatCents!, nf())}`;
  para(
    '9.1',
    `If any installment of rent or Additional Rent is not received by Lessor within ${countWith(l.lateFee.graceDays, 'days', nf())} after the date the same is due, Lessee shall pay to Lessor ${lateAmt}, which the parties agree is a fair estimate of the costs Lessor will incur by reason of such late payment.`,
  );

  // ---- X-XIII. boilerplate
  article(ART.deposit, 'SECURITY DEPOSIT');
  para(
    '10.1',
    `Lessee has deposited with Lessor the sum of ${dollarsWith(l.securityDepositCents, nf())} as security for the performance of this Lease, which sum shall be returned to Lessee, without interest, within thirty (30) days after the expiration of the term, less any amounts applied to cure Lessee's defaults.`,
  );
  article(ART.insurance, "LESSEE'S INSURANCE");
  para(
    '11.1',
    'Lessee shall carry, at its own expense, public liability insurance with limits of not less than One Million Dollars ($1,000,000.00) per occurrence, naming Lessor as an additional insured, and plate glass insurance on the storefront of the Premises.',
  );
  article(ART.holding, 'HOLDING OVER');
  para(
    '12.1',
    'Should Lessee hold over after the expiration of the term with the consent of Lessor, Lessee shall be a tenant from month to month at a monthly rent of one hundred fifty percent (150%) of the minimum rent last payable hereunder.',
  );
  article(ART.notices, 'NOTICES AND PAYMENTS');
  para(
    '13.1',
    `All notices and payments to Lessor shall be delivered or mailed to Lessor, attention ${c.owner}, ${c.ownerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}, telephone ${c.phone}. Notices to Lessee shall be delivered to the Premises.`,
  );

  w.space(0.6);
  w.para(
    'IN WITNESS WHEREOF, the parties hereto have executed this Lease Agreement as of the day and year first above written.',
    { align: 'justify', gap: 1 },
  );
  const half = w.contentWidth / 2;
  w.ensure(w.size * 9);
  w.row(
    [
      {
        text: `LESSOR:\n${l.landlord.name}\n\nBy: ____________________________\n${c.owner}, ${c.ownerTitle}`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `LESSEE:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );
  return finishPdf(w);
}
