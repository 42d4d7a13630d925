/**
 * Family "parkway-flex" (decision 0059), the lease: a suburban office/flex business park owned
 * by an institutional fund, leased on the fund's standard multi-tenant form and run by a
 * third-party property manager.
 *
 * Written from the real base-year office leases in ../shared/real-leases:
 * - Article 1 "Fundamental Lease Provisions" as the Prudential Tower lease's "Basic Data": each
 *   item a caption on its own line with the data beneath it ("Rentable Floor Area of the
 *   Premises: / 26,296 square feet"), lettered A., B., C. here, the rent as a table of "Lease
 *   Year / Rent psf / Annual Fixed Rent / Monthly Payment", and the building's area stated
 *   several items after the premises' area.
 * - Article 2 a definitions list of quoted terms ("Base Operating Expenses", "Operating Expense
 *   Year", "Tenant's Proportionate Share"), the exclusions as a lettered list (i), (ii), ...
 *   inside the "Operating Expenses" definition (Prudential 7.4 lists inclusions (a), (b), ...).
 * - The annual statement "in reasonable detail and according to usual accounting practices
 *   consistently applied ... certified by a representative of Landlord" within N days after the
 *   end of each year, and the audit right as Prudential 7.5(D) ("no more than one hundred
 *   eighty (180) days after Landlord ... provides to Tenant the year-end statement") or Six
 *   Tower Bridge 7(h) ("If Tenant shall not dispute any item ... within forty-five (45) days
 *   after such statement has been rendered, Tenant shall be deemed to have approved").
 * - Flex provisions (loading doors, clear height, floor load, outside storage) as distractors.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { PROPERTY_SUFFIXES } from '../data';
import {
  commas,
  countWith,
  fmtDate,
  money,
  moneyWith,
  type NumberForm,
  numberWords,
  pctWith,
  titleCase,
} from '../format';
import type { PacketModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';

/** Exclusion wording per category, inside the "Operating Expenses" definition. */
const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of capital improvements, capital repairs and capital replacements to the Project{capital}',
  LEASING_COMMISSIONS:
    'brokerage and leasing commissions, finders fees, space planning costs and other costs of procuring or negotiating leases with tenants or prospective tenants of the Project',
  LEGAL_DISPUTES:
    'attorneys fees, court costs and other expenses incurred in disputes with tenants or other occupants of the Project or in enforcing their leases',
  DEPRECIATION: 'depreciation of the buildings and other improvements of the Project',
  DEBT_SERVICE:
    'payments of principal, interest and other charges on any mortgage, deed of trust or other debt secured by the Project',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising, marketing and promotional costs of leasing space in the Project',
  GROUND_RENT: 'rent payable under any ground or underlying lease of the Project',
  RESERVES: 'reserves of any kind, including reserves for bad debts or for future capital expenditures',
  EXECUTIVE_SALARIES:
    "salaries, wages and benefits of Landlord's or its investment advisor's executives and of any employee above the grade of property manager",
  LANDLORD_VIOLATIONS:
    'fines, penalties, interest and legal costs incurred by reason of Landlord violating any law or the terms of any lease',
};

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The park's name and the building of the premises. The model's property name carries a
 * suffix of its kind ("Office Tower", "Distribution Center"); an office/flex park goes by a park
 * name instead, drawn from its own stream so every document of the packet agrees.
 */
export function parkOf(m: PacketModel): { name: string; building: string } {
  const r = new Rng(`parkway-flex:park:${m.spec.seed}`);
  const all = [...PROPERTY_SUFFIXES.office, ...PROPERTY_SUFFIXES.industrial];
  const model = m.lease.property.name;
  const stem = all.reduce((n, suf) => (n.endsWith(` ${suf}`) ? n.slice(0, -suf.length - 1) : n), model);
  const suffix = r.pick([
    'Corporate Park',
    'Business Park',
    'Commerce Center',
    'Technology Park',
    'Business Center',
  ]);
  return { name: `${stem} ${suffix}`, building: `Building ${r.int(1, 9)}` };
}

/** The institutional fund that owns the landlord entity (named in notices and signature blocks). */
export function fundOf(m: PacketModel): string {
  return `${m.lease.landlord.name.split(/[ ,]/)[0]} Core Property Fund`;
}

/** The share as the Fundamental Lease Provisions print it: "4.27%" (the fund's form writes percentages in figures). */
export function flexShare(sharePct: number, decimals: number): string {
  return `${sharePct.toFixed(decimals)}%`;
}

/** Item K: the Annual Base Rent, a table by Lease Year or the escalation in prose. */
function rentItem(m: PacketModel, w: PdfWriter, x: number): void {
  const l = m.lease;
  const r = l.rent;
  if (r.form === 'PERCENT') {
    const first = r.steps[0]!.monthlyRentCents;
    w.para(
      `Lease Year 1: ${money(first * 12)} per annum, payable in equal monthly installments of ${money(first)}. On the first day of the second Lease Year and of each Lease Year thereafter, the Annual Base Rent shall be increased by ${pctWith(r.escalationPct!, 'BOTH')} of the Annual Base Rent payable for the Lease Year immediately preceding.`,
      { indent: x - w.left, align: 'justify', gap: 0.4 },
    );
    return;
  }
  const psf = r.form === 'PER_RSF';
  const head = psf
    ? ['Lease Year', 'Rate per RSF', 'Annual Base Rent', 'Monthly Installment']
    : ['Lease Year', 'Period', 'Annual Base Rent', 'Monthly Installment'];
  const xs = [x, x + 70, x + 230, x + 340];
  const widths = [60, psf ? 80 : 150, 100, 100];
  const align = (i: number): Cell['align'] => (i === 0 ? 'center' : i === 1 && !psf ? 'left' : 'right');
  w.row(
    head.map((t, i): Cell => ({ text: t, x: xs[i]!, width: widths[i]!, align: align(i), bold: true })),
    { gap: 1 },
  );
  w.rule({ x1: x, x2: xs[3]! + widths[3]!, gap: 2 });
  r.steps.forEach((s, i) => {
    const cells = psf
      ? [
          String(i + 1),
          money(r.psfRatesCents![i]!),
          money(r.psfRatesCents![i]! * l.premisesRsf),
          money(s.monthlyRentCents),
        ]
      : [
          String(i + 1),
          `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`,
          money(s.monthlyRentCents * 12),
          money(s.monthlyRentCents),
        ];
    w.row(
      cells.map((t, j): Cell => ({ text: t, x: xs[j]!, width: widths[j]!, align: align(j) })),
      { gap: 1.2 },
    );
  });
  w.space(0.5);
}

/** The "Operating Expenses" definition: inclusions (a)-(h), then the exclusions (i), (ii), ... */
function operatingExpenses(m: PacketModel, nf: () => NumberForm): string {
  const l = m.lease;
  const inc: string[] = [
    'wages, salaries and benefits of persons engaged in the operation, maintenance and repair of the Project, up to and including the grade of property manager',
    'payments under service contracts for landscaping, snow and ice removal, parking lot sweeping, janitorial service to the Common Areas, trash removal, pest control and fire and life-safety systems',
    'electricity, water, sewer and other utilities serving the Common Areas and not separately metered to tenants',
    'repairs, maintenance and replacements of the roofs, parking areas, drives, sidewalks, exterior lighting and Building systems, other than capital items',
    'premiums and deductibles of the property, rent-loss and liability insurance Landlord carries on the Project',
    l.mgmtFeeCapPct
      ? `fees for the management of the Project, not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of all other Operating Expenses (excluding Real Estate Taxes, insurance premiums and the management fee itself) for the Operating Expense Year`
      : "fees for the management of the Project paid to Landlord's property manager at rates customary for comparable business parks",
  ];
  if (l.capitalAmortYears)
    inc.push(
      `the annual amortization, on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, of the cost of any capital improvement made to reduce Operating Expenses or required by a law first enacted after the date of this Lease`,
    );
  const capitalRef = l.capitalAmortYears
    ? `, except as permitted by clause (${'abcdefgh'[inc.length - 1]}) above`
    : '';
  const exc = l.exclusions
    .map((c) => EXCLUSIONS[c]?.replace('{capital}', capitalRef))
    .filter((x): x is string => !!x);
  return `"Operating Expenses" means all costs and expenses paid or incurred by Landlord in operating, maintaining, repairing, insuring and managing the Project, determined in accordance with sound accounting principles consistently applied, including: ${inc.map((t, i) => `(${'abcdefgh'[i]}) ${t}`).join('; ')}. Operating Expenses do not include Real Estate Taxes, which are paid under Article 5 separately, and shall not include: ${exc.map((t, i) => `(${ROMAN[i]}) ${t}`).join('; ')}.`;
}

export async function renderParkwayFlexLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const spec = m.spec;
  const nnn = l.leaseType === 'NNN';
  const nf = (): NumberForm =>
    spec.lease.numbers === 'MIXED' ? rng.pick(['BOTH', 'DIGITS'] as const) : 'BOTH';
  const fund = fundOf(m);
  const park = parkOf(m);
  const w = new PdfWriter({
    font: spec.lease.font,
    size: 9.5,
    margin: 64,
    date: l.leaseDate,
    title: `Office/Flex Lease - ${park.name}`,
    author: l.landlord.name,
    footer: `Standard Multi-Tenant Office/Flex Lease (Rev. 2019) - ${l.tenant.name} - {n}`,
  });

  // ---- cover
  w.space(4);
  w.heading('STANDARD MULTI-TENANT OFFICE/FLEX LEASE', { align: 'center', size: w.size + 5, gap: 1.5 });
  w.para(park.name.toUpperCase(), { align: 'center', style: 'bold', gap: 0.2 });
  w.para(`${l.property.street}\n${l.property.city.city}, ${l.property.city.state}`, {
    align: 'center',
    gap: 2,
  });
  w.para('between', { align: 'center', style: 'italic', gap: 1 });
  w.para(`${l.landlord.name.toUpperCase()},\nas Landlord`, { align: 'center', gap: 1 });
  w.para('and', { align: 'center', style: 'italic', gap: 1 });
  w.para(`${l.tenant.name.toUpperCase()},\nas Tenant`, { align: 'center', gap: 3 });
  w.para(`Dated as of ${fmtDate(l.leaseDate, 'LONG')}`, { align: 'center', gap: 1 });

  // ---- Article 1: Fundamental Lease Provisions, Basic-Data style (caption, then the data)
  w.newPage();
  w.heading('ARTICLE 1', { align: 'center', gap: 0.1 });
  w.heading('FUNDAMENTAL LEASE PROVISIONS', { align: 'center', gap: 0.6 });
  w.para(
    'Section 1.01. Fundamental Lease Provisions. The following fundamental lease provisions are referred to elsewhere in this Lease and, where appropriate, constitute definitions of the terms listed below. Each reference in this Lease to any of them shall incorporate the data stated for it in this Section 1.01.',
    { align: 'justify', gap: 0.6 },
  );
  let letter = 0;
  // Later articles refer to the items by letter ("Item K of Section 1.01").
  const itemOf: Record<string, string> = {};
  const dataX = w.left + 36;
  const item = (caption: string, data: string | (() => void)) => {
    itemOf[caption] = LETTERS[letter]!;
    w.para(`${LETTERS[letter++]}.  ${caption}:`, { style: 'bold', gap: 0.15, indent: 12 });
    if (typeof data === 'string') w.para(data, { indent: dataX - w.left, gap: 0.45, align: 'justify' });
    else data();
  };
  item('Date of Lease', fmtDate(l.leaseDate, 'LONG'));
  item('Landlord', `${l.landlord.name}, ${l.landlord.entityDesc}`);
  item(
    "Landlord's Address for Notices",
    `c/o ${l.property.manager}\n${l.property.managerStreet}\n${l.property.city.city}, ${l.property.city.state} ${l.property.zip}\nwith a copy to: ${fund}, Attention: Asset Manager - ${park.name}`,
  );
  item("Landlord's Property Manager", `${l.property.manager}, or such other manager as Landlord designates`);
  item('Tenant', `${l.tenant.name}, ${l.tenant.entityDesc}`);
  item("Tenant's Address for Notices", `The Premises, Attention: ${l.tenant.contact}`);
  item(
    'Project',
    `${park.name}, an office/flex business park located at ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}, consisting of the buildings, parking areas, drives and landscaped areas shown on Exhibit A`,
  );
  item('Building', `${park.building} of the Project (the "Building")`);
  item('Premises', `${l.property.suite} of the Building, as shown on Exhibit B`);
  item('Rentable Area of the Premises', `${commas(l.premisesRsf)} rentable square feet`);
  const term = `${titleCase(numberWords(l.termMonths))} (${l.termMonths}) months`;
  item(
    'Term',
    spec.lease.expirationStated
      ? `${term}, commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date") and expiring on ${fmtDate(l.originalExpiration, 'LONG')} (the "Expiration Date")`
      : `${term}, commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date")`,
  );
  item('Annual Base Rent', () => rentItem(m, w, dataX));
  item(
    "Tenant's Proportionate Share",
    spec.lease.shareStated
      ? flexShare(l.sharePct, spec.lease.shareDecimals)
      : 'The Rentable Area of the Premises divided by the Rentable Area of the Building, expressed as a percentage (see Section 2.01)',
  );
  if (nnn)
    item(
      'Expense Recovery',
      "Net. Tenant pays Tenant's Proportionate Share of all Operating Expenses and Real Estate Taxes as provided in Article 5. There is no Base Year.",
    );
  else {
    item('Base Year', `Calendar year ${l.baseYear}`);
    item('Base Operating Expenses', `${money(l.baseYearExpensesCents!)} (stipulated; see Section 2.01)`);
  }
  item('Rentable Area of the Building', `${commas(l.buildingRsf)} rentable square feet`);
  item('Security Deposit', money(l.securityDepositCents));
  item(
    'Permitted Use',
    'General office, research and development, light assembly and warehousing incidental to them, and no other use',
  );
  item(
    'Parking',
    `${rng.pick(['3.0', '3.5', '4.0'])} unreserved spaces per 1,000 rentable square feet of the Premises`,
  );
  item(
    'Exhibits',
    'A (Site Plan of the Project), B (Premises), C (Rules and Regulations), D (Form of Estoppel Certificate)',
  );

  // ---- Article 2: definitions (quoted terms, alphabetical)
  w.space(0.6);
  w.heading('ARTICLE 2', { align: 'center', gap: 0.1 });
  w.heading('DEFINITIONS', { align: 'center', gap: 0.6 });
  w.para(
    'Section 2.01. Definitions. In addition to the terms defined in Section 1.01, the following terms have the following meanings in this Lease:',
    { align: 'justify', gap: 0.5 },
  );
  const def = (text: string) => w.para(text, { indent: 18, align: 'justify', gap: 0.4 });
  def(
    '"Additional Rent" means all sums other than Annual Base Rent that Tenant is required to pay under this Lease, including Tenant\'s Proportionate Share of Operating Expenses and Real Estate Taxes.',
  );
  if (!nnn) {
    def(
      `"Base Operating Expenses" means the sum of Operating Expenses and Real Estate Taxes for the Base Year, which Landlord and Tenant stipulate to be ${moneyWith(l.baseYearExpensesCents!, nf())}, whatever the actual amount of those expenses for the Base Year may later be determined to be.`,
    );
    def(`"Base Year" means calendar year ${l.baseYear}.`);
  }
  def(
    '"Common Areas" means the parking areas, drives, sidewalks, landscaped areas, exterior lighting and other parts of the Project that Landlord makes available for the common use of the tenants of the Project.',
  );
  const cap = l.camCap;
  if (cap)
    def(
      '"Controllable Operating Expenses" means all Operating Expenses other than Real Estate Taxes, insurance premiums, utilities, snow removal costs required by extraordinary weather, the management fee and amortized capital costs.',
    );
  def(
    '"Lease Year" means each period of twelve (12) consecutive months beginning on the Commencement Date or on an anniversary of the Commencement Date.',
  );
  def('"Operating Expense Year" means each calendar year, any part of which falls within the Term.');
  def(operatingExpenses(m, nf));
  def(
    '"Real Estate Taxes" means all real estate taxes, special assessments and other governmental charges levied against the land and improvements of the Project for any Operating Expense Year, and the reasonable costs of contesting them, but not Landlord\'s income, franchise, estate or inheritance taxes.',
  );
  def(
    spec.lease.shareStated
      ? `"Tenant's Proportionate Share" means the percentage stated in Item ${itemOf["Tenant's Proportionate Share"]} of Section 1.01, which is the Rentable Area of the Premises divided by the Rentable Area of the Building.`
      : '"Tenant\'s Proportionate Share" means a fraction, expressed as a percentage, the numerator of which is the Rentable Area of the Premises and the denominator of which is the Rentable Area of the Building, each as stated in Section 1.01.',
  );

  // ---- Articles 3-4: term and rent
  const article = (n: number, title: string) => {
    w.space(0.4);
    w.heading(`ARTICLE ${n}`, { align: 'center', gap: 0.1 });
    w.heading(title, { align: 'center', gap: 0.5 });
  };
  const sec = (num: string, caption: string, text: string) =>
    w.para(text, { lead: `Section ${num}. ${caption}.`, align: 'justify', gap: 0.45 });
  article(3, 'TERM');
  sec(
    '3.01',
    'Term',
    spec.lease.expirationStated
      ? `The Term shall commence on the Commencement Date and end on the Expiration Date stated in Item ${itemOf.Term} of Section 1.01, unless sooner terminated as provided in this Lease.`
      : `The Term shall commence on the Commencement Date and continue for the number of months stated in Item ${itemOf.Term} of Section 1.01; the last day of the last such month is the "Expiration Date".`,
  );
  article(4, 'RENT');
  sec(
    '4.01',
    'Annual Base Rent',
    `Tenant shall pay the Annual Base Rent stated in Item ${itemOf['Annual Base Rent']} of Section 1.01 in equal monthly installments, in advance, on the first day of each calendar month of the Term, without demand, deduction or set-off, to Landlord in care of Landlord's Property Manager or as Landlord otherwise directs.`,
  );
  const late = l.lateFee;
  sec(
    '4.02',
    'Late Charge',
    `If any installment of Annual Base Rent or Additional Rent is not received by Landlord within ${countWith(late.graceDays, 'days', nf())} after it is due, Tenant shall pay to Landlord ${late.pct !== null ? `a late charge equal to ${pctWith(late.pct, nf())} of the amount overdue` : `a late charge of ${moneyWith(late.flatCents!, nf())}`}, which the parties agree is a reasonable estimate of the costs Landlord will incur by reason of the late payment.`,
  );
  sec(
    '4.03',
    'Interest',
    'Any Rent not paid within thirty (30) days after it is due shall also bear interest from the due date until paid at the rate of twelve percent (12%) per annum or, if less, the highest rate permitted by law.',
  );

  // ---- Article 5: Operating Expenses and Real Estate Taxes
  article(5, 'OPERATING EXPENSES AND REAL ESTATE TAXES');
  sec(
    '5.01',
    'Payment',
    nnn
      ? "This Lease is a net lease. For each Operating Expense Year, Tenant shall pay to Landlord, as Additional Rent, Tenant's Proportionate Share of Operating Expenses and of Real Estate Taxes."
      : 'For each Operating Expense Year after the Base Year, Tenant shall pay to Landlord, as Additional Rent, Tenant\'s Proportionate Share of the amount, if any, by which the sum of Operating Expenses and Real Estate Taxes for that Operating Expense Year exceeds Base Operating Expenses (the "Expense Excess").',
  );
  sec(
    '5.02',
    'Estimated Payments',
    `Before or at the start of each Operating Expense Year Landlord shall give Tenant its reasonable estimate of the ${nnn ? 'amounts payable under Section 5.01' : 'Expense Excess'} for that year, and Tenant shall pay one-twelfth (1/12) of the estimate with each monthly installment of Annual Base Rent.`,
  );
  const waiver = l.waiver
    ? ` If Landlord fails to render the Annual Statement for any Operating Expense Year within that period, Landlord shall be deemed to have waived its right to collect from Tenant any amount for that year in excess of Tenant's estimated payments.`
    : rng.pick([
        " Landlord's failure to render an Annual Statement within that period shall not waive Landlord's right to collect, or Tenant's obligation to pay, the amounts due for that year.",
        '',
      ]);
  sec(
    '5.03',
    'Annual Statement',
    `No later than ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each Operating Expense Year, Landlord shall render to Tenant a statement in reasonable detail and according to usual accounting practices consistently applied, certified by a representative of Landlord, showing for that year the Operating Expenses and Real Estate Taxes, Tenant's share of them, the estimated payments made by Tenant and the balance due from or overpaid by Tenant (the "Annual Statement").${waiver} Tenant shall pay any balance due within thirty (30) days after receipt of the Annual Statement; any overpayment shall be credited against the Rent next due or, after the Term, refunded.`,
  );
  let k = 4;
  const next = () => `5.0${k++}`;
  if (l.grossUp)
    sec(
      next(),
      'Occupancy Adjustment',
      `If the Project is less than ${pctWith(l.grossUp.occupancyPct, nf())} occupied during all or part of any Operating Expense Year${nnn ? '' : ' (including the Base Year)'}, those Operating Expenses that vary with occupancy shall be adjusted to the amount that Landlord reasonably determines would have been incurred had the Project been ${l.grossUp.occupancyPct}% occupied throughout that year.`,
    );
  if (l.adminFee)
    sec(
      next(),
      'Administrative Fee',
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `Tenant shall also pay Landlord, as Additional Rent, an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of Tenant's Proportionate Share of Operating Expenses, excluding Real Estate Taxes and insurance premiums.`
        : `Tenant shall also pay Landlord, as Additional Rent, an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of Tenant's Proportionate Share of Operating Expenses and Real Estate Taxes.`,
    );
  if (cap) {
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `Controllable Operating Expenses included in the Operating Expenses for any Operating Expense Year shall not exceed the Controllable Operating Expenses for the immediately preceding Operating Expense Year by more than ${pctWith(cap.pct, nf())}. This limitation is applied year by year and is not cumulative.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `Controllable Operating Expenses included in the Operating Expenses for any Operating Expense Year shall not exceed the Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${pctWith(cap.pct, nf())} per year, compounded annually, for each year after ${cap.baseYear}.`
          : `Controllable Operating Expenses included in the Operating Expenses for any Operating Expense Year shall not exceed the Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${pctWith(cap.pct, nf())} of that ${cap.baseYear} amount for each year after ${cap.baseYear}, on a cumulative, non-compounding basis.`;
    sec(next(), 'Limitation on Controllable Operating Expenses', limit);
  }
  const days = countWith(l.auditWindowDays, 'days', nf());
  const audit = rng.pick([
    `Tenant shall have the right, at its own cost, to examine Landlord's books and records of Operating Expenses and Real Estate Taxes at the office of Landlord's Property Manager during normal business hours. Any request for examination in respect of any Operating Expense Year may be made no more than ${days} after Landlord renders to Tenant the Annual Statement for that year. Such examination may be made only by Tenant's employees or by an independent certified public accountant not compensated on a contingent-fee basis.`,
    `Tenant, upon written notice to Landlord given within ${days} after Tenant's receipt of the Annual Statement, may examine Landlord's books and records of Operating Expenses and Real Estate Taxes for the year that statement covers, at the office of Landlord's Property Manager during normal business hours.`,
    `Tenant shall have the right, at its sole cost and during regular business hours, to audit Landlord's books and records relating to Operating Expenses and Real Estate Taxes. If Tenant shall not dispute any item of an Annual Statement in writing within ${days} after such statement has been rendered, Tenant shall be deemed to have approved such statement.`,
  ]);
  sec(
    next(),
    'Examination of Records',
    `${audit} If the examination shows that Tenant was overcharged, Landlord shall credit the overcharge against the Rent next due, and if the overcharge exceeds five percent (5%) of the amount properly due, Landlord shall also reimburse Tenant's reasonable cost of the examination.`,
  );

  // ---- flex provisions and boilerplate (distractors)
  article(6, 'USE OF PREMISES');
  sec(
    '6.01',
    'Use',
    'Tenant shall use the Premises only for the Permitted Use. The floor of the warehouse portion of the Premises is designed for a live load of 250 pounds per square foot, and the clear height below the roof structure is approximately eighteen (18) feet; Tenant shall not exceed either.',
  );
  sec(
    '6.02',
    'Loading and Storage',
    "Tenant may use the dock-high and grade-level loading doors serving the Premises. Tenant shall not store any goods, pallets, trailers or equipment outside the Premises, and shall not park trucks in the Common Areas overnight, without Landlord's prior written consent.",
  );
  sec(
    '6.03',
    'Hazardous Materials',
    'Tenant shall not bring onto the Project any hazardous material except customary office and cleaning supplies and, for the Permitted Use, materials in quantities and stored in the manner permitted by law and disclosed to Landlord in writing in advance.',
  );
  article(7, 'MAINTENANCE AND REPAIRS');
  sec(
    '7.01',
    "Tenant's Obligations",
    'Tenant shall keep the Premises in good repair, and shall maintain the heating, ventilating and air conditioning units serving only the Premises under a service contract with a contractor reasonably approved by Landlord, providing for inspection at least quarterly.',
  );
  sec(
    '7.02',
    "Landlord's Obligations",
    'Landlord shall maintain the roof, foundation, exterior walls and structural parts of the buildings and the Common Areas, the cost of which (other than capital costs excluded above) is an Operating Expense.',
  );
  article(8, 'INSURANCE AND INDEMNITY');
  sec(
    '8.01',
    "Tenant's Insurance",
    "Tenant shall carry commercial general liability insurance with limits of not less than $2,000,000 per occurrence, and property insurance on its trade fixtures and inventory for their full replacement cost, naming Landlord, Landlord's Property Manager and Landlord's investment advisor as additional insureds.",
  );
  article(9, 'ASSIGNMENT AND SUBLETTING');
  sec(
    '9.01',
    'Consent Required',
    "Tenant shall not assign this Lease or sublet all or any part of the Premises without Landlord's prior written consent, which shall not be unreasonably withheld. Fifty percent (50%) of any rent received by Tenant in excess of the Rent under this Lease shall be paid to Landlord.",
  );
  article(10, 'HOLDING OVER');
  sec(
    '10.01',
    'Holding Over',
    'If Tenant remains in possession after the Term, it shall be a tenant at sufferance, and the monthly Annual Base Rent shall be one hundred fifty percent (150%) of the installment payable for the last month of the Term.',
  );
  article(11, 'MISCELLANEOUS');
  sec(
    '11.01',
    'Notices',
    `Notices shall be in writing and given by hand, by nationally recognized overnight courier or by certified mail, return receipt requested, to the addresses stated in Items ${itemOf["Landlord's Address for Notices"]} and ${itemOf["Tenant's Address for Notices"]} of Section 1.01.`,
  );
  sec(
    '11.02',
    "Landlord's Property Manager",
    `${l.property.manager} acts for Landlord in billing and collecting Rent and in preparing the Annual Statements. Payments made to Landlord's Property Manager are payments to Landlord.`,
  );
  sec(
    '11.03',
    'Limitation of Liability',
    `The obligations of Landlord are binding only upon Landlord's interest in the Project. No partner, member, trustee, shareholder or investment advisor of Landlord or of ${fund} shall be personally liable under this Lease.`,
  );
  w.space(1);
  w.para('IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as of the Date of Lease.', {
    align: 'justify',
    gap: 1,
  });
  w.para(
    `LANDLORD:\n${l.landlord.name}\nBy: ${fund} Advisors LLC, its investment manager\nBy: ______________________\nName: ${l.landlord.contact}\nTitle: Vice President`,
    { gap: 1 },
  );
  w.para(
    `TENANT:\n${l.tenant.name}\nBy: ______________________\nName: ${l.tenant.contact}\nTitle: President`,
  );
  return finishPdf(w);
}
