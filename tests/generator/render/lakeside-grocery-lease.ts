/**
 * Family "lakeside-grocery" (decision 0063), the lease: a regional retail REIT's standard lease
 * for a shop space in its grocery-anchored neighborhood center.
 *
 * Written from the shopping-center leases in ../shared/real-leases and the REIT forms they
 * resemble: Article I is a definitions article whose entries are numbered 1.01 to 1.27 in
 * alphabetical order and carry the deal's figures ("1.10 "Floor Area of the Premises" means
 * approximately 2,400 square feet"), the share is taken on the "Center Floor Area", the Floor
 * Area of the Shopping Center excluding the Grocery Store Premises and the outparcels (the
 * center's gross area including the grocer is stated too, in the "Shopping Center" entry), the
 * rent is a "Schedule of Base Rent" by Months of the Term ("Months 1 - 12"), and CAM Costs, Taxes
 * and Insurance Costs are recovered as separate items (oaks-shopping-center-retail: "a fraction,
 * the numerator of which is the ground floor area (in square feet) of the Leased Premises and the
 * denominator of which is the aggregate leasable area"; its late charge "If Tenant shall fail to
 * pay to Owner when due any installment of rental ..."). Article IV holds the reconciliation,
 * the administrative fee, the cap on Controllable CAM Costs, the exclusions and the audit right;
 * a co-tenancy clause on the grocer and an interest rate are there as distractors.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Cell } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { centerOf } from './lakeside-grocery-center';

/** Section 4.06's exclusions, one per category, in the REIT's counsel's words. */
const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'the cost of any capital improvement or capital replacement, as determined under generally accepted accounting principles consistently applied',
  LEASING_COMMISSIONS:
    'leasing commissions, brokerage fees, tenant allowances and other costs of procuring tenants for, or renewing leases of, space in the Shopping Center',
  LEGAL_DISPUTES:
    'attorneys fees and costs incurred in disputes with, or in enforcing the leases of, other tenants or occupants of the Shopping Center, including the Grocery Tenant',
  DEPRECIATION: 'depreciation of the Shopping Center and of its equipment',
  DEBT_SERVICE:
    'principal, interest and other charges on any mortgage, deed of trust or other financing of the Shopping Center',
  CHARITABLE: 'charitable and political contributions',
  MARKETING:
    'advertising, promotional and marketing costs of the Shopping Center, including any merchants association or marketing fund',
  GROUND_RENT: 'rent under any ground lease or underlying lease of the land',
  RESERVES: 'contributions to reserves for future repairs, replacements or bad debts',
  EXECUTIVE_SALARIES:
    "salaries, wages and benefits of Landlord's officers and executives above the grade of regional property manager, and the general overhead of Landlord's corporate offices",
  LANDLORD_VIOLATIONS:
    'fines, penalties and interest arising from the violation by Landlord of any law or of the terms of any lease',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export async function renderLakesideGroceryLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const numbers = m.spec.lease.numbers;
  const nf = (): NumberForm => (numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS'] as const));
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: 9.5,
    margin: 62,
    date: l.leaseDate,
    title: `Lease - ${c.name} - Space ${c.space} - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: `${c.propertyCode} Space ${c.space}  |  Page {n} of {total}`,
  });
  const para = (text: string, indent = 0) => w.para(text, { align: 'justify', gap: 0.4, indent });
  const article = (roman: string, title: string) => {
    w.space(0.3);
    w.heading(`ARTICLE ${roman}\n${title}`, { align: 'center', size: w.size + 0.5, gap: 0.3 });
  };
  /** "1.07 "Caption" means ..."; the section number bold, the caption quoted. */
  const defn = (n: string, caption: string, text: string) =>
    w.para(`"${caption}" ${text}`, { lead: n, align: 'justify', gap: 0.35 });
  const sec = (n: string, caption: string, text: string) =>
    w.para(`${caption}. ${text}`, { lead: n, align: 'justify', gap: 0.35 });
  const total = l.buildingRsf + c.grocerySf + c.outparcelSf;
  const excluded = c.outparcelSf
    ? 'the Grocery Store Premises and the Floor Area of any building on an outparcel'
    : 'the Grocery Store Premises';

  w.heading(c.name.toUpperCase(), { align: 'center', size: w.size + 2, gap: 0.1 });
  w.heading('SHOP SPACE LEASE', { align: 'center', size: w.size + 4, gap: 0.2 });
  w.para(`Space No. ${c.space}  -  Lease ID ${c.leaseId}`, { align: 'center', gap: 0.8 });
  para(
    `THIS LEASE is made and entered into as of ${fmtDate(l.leaseDate, 'LONG')}, between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant"). In consideration of the rents and covenants set out below, Landlord and Tenant agree as follows.`,
  );

  // ---- Article I: the numbered definitions
  article('I', 'DEFINITIONS');
  para(
    'The following terms have the meanings given in this Article I wherever they are used in this Lease. Where a definition states a figure, the figure is part of the agreement of the parties.',
  );
  const n = (i: number) => `1.${String(i).padStart(2, '0')}`;
  let i = 1;
  defn(
    n(i++),
    'Additional Rent',
    "means all sums payable by Tenant under this Lease other than Minimum Rent, including Tenant's Share of CAM Costs, Taxes and Insurance Costs and the Administrative Fee.",
  );
  if (l.adminFee) {
    const base =
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? "Tenant's Share of CAM Costs (and not of Taxes or Insurance Costs)"
        : "Tenant's Share of CAM Costs, Taxes and Insurance Costs";
    defn(
      n(i++),
      'Administrative Fee',
      `means an amount equal to ${pctWith(l.adminFee.pct, nf())} of ${base} for each calendar year, to compensate Landlord for the overhead of administering the Common Areas.`,
    );
  } else defn(n(i++), 'Administrative Fee', 'Intentionally omitted. No administrative fee is payable.');
  const mgmt = l.mgmtFeeCapPct
    ? `a management fee not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the CAM Costs for the year (excluding Taxes, Insurance Costs and the management fee itself)`
    : 'a management fee at the rate charged by Landlord from time to time for comparable centers';
  const amort = l.capitalAmortYears
    ? `, and the annual amortization, on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, of capital improvements that reduce CAM Costs or that are required by laws first enacted after the date of this Lease`
    : '';
  defn(
    n(i++),
    'CAM Costs',
    `means all costs paid or incurred by Landlord to operate, maintain, repair, light, clean, landscape, patrol and manage the Common Areas, including parking lot sweeping and striping, snow and ice removal, utilities serving the Common Areas, trash removal, pylon and monument signs, the wages of personnel engaged in those services, ${mgmt}${amort}; but excluding the items listed in Section 4.06.`,
  );
  defn(
    n(i++),
    'Center Floor Area',
    `means the Floor Area of the Shopping Center, excluding ${excluded}, which Landlord and Tenant stipulate to be ${commas(l.buildingRsf)} square feet for all purposes of this Lease.`,
  );
  defn(n(i++), 'Commencement Date', `means ${fmtDate(l.commencement, 'LONG')}.`);
  defn(
    n(i++),
    'Common Areas',
    'means the parking areas, driveways, sidewalks, landscaped areas, service corridors, loading areas and other parts of the Shopping Center that Landlord makes available for the common use of tenants and their customers.',
  );
  defn(
    n(i++),
    'Controllable CAM Costs',
    'means all CAM Costs other than utilities, snow and ice removal, the amortized cost of capital improvements, and costs of complying with laws first enacted after the date of this Lease.',
  );
  defn(
    n(i++),
    'Expiration Date',
    m.spec.lease.expirationStated
      ? `means ${fmtDate(l.originalExpiration, 'LONG')}.`
      : `means the last day of the ${ordinalWords(l.termMonths)} (${l.termMonths}${l.termMonths % 10 === 2 && l.termMonths % 100 !== 12 ? 'nd' : 'th'}) full Month of the Term.`,
  );
  defn(
    n(i++),
    'Floor Area',
    'means, for any building or premises, the number of square feet of floor space measured from the exterior face of exterior walls and from the center of demising walls, without deduction for columns or interior partitions.',
  );
  defn(
    n(i++),
    'Floor Area of the Premises',
    `means approximately ${commas(l.premisesRsf)} square feet, which Landlord and Tenant stipulate and which shall not be remeasured.`,
  );
  defn(
    n(i++),
    'Grocery Store Premises',
    `means the premises in the Shopping Center containing approximately ${commas(c.grocerySf)} square feet of Floor Area leased to ${c.grocer} or its successor operating a full-line supermarket (the "Grocery Tenant"). The Grocery Tenant maintains its own premises and contributes to the CAM Costs under its own lease.`,
  );
  defn(
    n(i++),
    'Insurance Costs',
    'means the premiums for the property, liability, rent-loss and other insurance Landlord carries on the Shopping Center, and any deductible Landlord pays on a loss, not exceeding $25,000 per occurrence.',
  );
  defn(
    n(i++),
    'Landlord',
    `means ${l.landlord.name}, whose address for notices is c/o ${p.manager}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}, Attention: Director of Lease Administration.`,
  );
  defn(
    n(i++),
    'Lease Year',
    'means each successive period of twelve (12) Months of the Term, the first Lease Year beginning on the Commencement Date.',
  );
  defn(
    n(i++),
    'Minimum Rent',
    'means the annual rent stated in the Schedule of Base Rent, payable in the monthly installments stated there.',
  );
  defn(
    n(i++),
    'Month of the Term',
    'or "Month" means each full calendar month of the Term, numbered consecutively, Month 1 beginning on the Commencement Date.',
  );
  defn(n(i++), 'Permitted Use', `means ${l.permittedUse}, and no other use.`);
  defn(
    n(i++),
    'Premises',
    `means Space No. ${c.space} in the Shopping Center, as shown cross-hatched on the site plan attached as Exhibit A.`,
  );
  defn(
    n(i++),
    'Reconciliation Statement',
    `means Landlord's statement of the actual CAM Costs, Taxes and Insurance Costs for a calendar year and of Tenant's Share of each, which Landlord shall deliver within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year.`,
  );
  defn(n(i++), 'Rent', 'means Minimum Rent and Additional Rent.');

  // 1.21: the Schedule of Base Rent by Months of the Term
  const schedN = n(i++);
  w.para('"Schedule of Base Rent" means the following:', { lead: schedN, gap: 0.3 });
  const steps = l.rent.steps;
  const months = (k: number) => `Months ${12 * k + 1} - ${Math.min(12 * (k + 1), l.termMonths)}`;
  const x0 = w.left + 20;
  if (l.rent.form === 'PERCENT') {
    const first = steps[0]!;
    w.row(
      [
        { text: 'Months of the Term', x: x0, width: 130, bold: true },
        { text: 'Annual Minimum Rent', x: x0 + 140, width: 120, bold: true, align: 'right' },
        { text: 'Monthly Installment', x: x0 + 270, width: 120, bold: true, align: 'right' },
      ],
      { gap: 1 },
    );
    w.row(
      [
        { text: months(0), x: x0, width: 130 },
        { text: money(first.monthlyRentCents * 12), x: x0 + 140, width: 120, align: 'right' },
        { text: money(first.monthlyRentCents), x: x0 + 270, width: 120, align: 'right' },
      ],
      { gap: 3 },
    );
    para(
      `Beginning with Month 13 and on the first day of each Lease Year after that, the monthly installment of Minimum Rent shall increase by ${pctWith(l.rent.escalationPct!, nf())} over the monthly installment payable for the last Month of the preceding Lease Year.`,
      28,
    );
  } else {
    const perSf = l.rent.form === 'PER_RSF';
    const cols = perSf
      ? ['Months of the Term', 'Rate per Sq. Ft.', 'Annual Minimum Rent', 'Monthly Installment']
      : ['Months of the Term', 'Annual Minimum Rent', 'Monthly Installment'];
    const xs = perSf ? [x0, x0 + 112, x0 + 232, x0 + 352] : [x0, x0 + 150, x0 + 280];
    w.row(
      cols.map((t, k) => ({
        text: t,
        x: xs[k]!,
        width: k ? 105 : 130,
        bold: true,
        align: k ? ('right' as const) : ('left' as const),
      })),
      { gap: 1 },
    );
    w.rule({ x1: x0, x2: xs[xs.length - 1]! + 105, gap: 2 });
    steps.forEach((s, k) => {
      const cells: Cell[] = [{ text: months(k), x: xs[0]!, width: 130 }];
      if (perSf) {
        const rate = l.rent.psfRatesCents![k]!;
        cells.push({ text: money(rate), x: xs[1]!, width: 105, align: 'right' });
        cells.push({ text: money(rate * l.premisesRsf), x: xs[2]!, width: 105, align: 'right' });
      } else cells.push({ text: money(s.monthlyRentCents * 12), x: xs[1]!, width: 105, align: 'right' });
      cells.push({ text: money(s.monthlyRentCents), x: xs[xs.length - 1]!, width: 105, align: 'right' });
      w.row(cells, { gap: 1 });
    });
    w.space(0.5);
  }
  defn(
    n(i++),
    'Security Deposit',
    `means ${money(l.securityDepositCents)}, held by Landlord under Section 7.03 without interest.`,
  );
  defn(
    n(i++),
    'Shopping Center',
    `means the retail center known as ${c.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}, containing approximately ${commas(total)} square feet of Floor Area in the aggregate, including the Grocery Store Premises${c.outparcelSf ? ` and ${commas(c.outparcelSf)} square feet of Floor Area on outparcels` : ''}, together with the land and Common Areas, as Landlord may change them from time to time.`,
  );
  defn(
    n(i++),
    'Taxes',
    'means all real estate taxes and assessments levied on the Shopping Center for a calendar year, less the taxes the Grocery Tenant pays directly on its separate tax parcel, and the reasonable costs of contesting them.',
  );
  defn(n(i++), 'Tenant', `means ${l.tenant.name}, ${l.tenant.entityDesc}.`);
  const share = m.spec.lease.shareStated
    ? `means ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, being the Floor Area of the Premises divided by the Center Floor Area.`
    : 'means a fraction, expressed as a percentage, the numerator of which is the Floor Area of the Premises and the denominator of which is the Center Floor Area.';
  defn(n(i++), "Tenant's Share", share);
  defn(
    n(i++),
    'Term',
    `means ${countWith(l.termMonths, 'Months', nf())} beginning on the Commencement Date and ending on the Expiration Date, unless sooner terminated under this Lease.`,
  );
  if (i !== 28) throw new Error(`internal: ${i - 1} definitions`);

  // ---- the articles
  article('II', 'GRANT AND TERM');
  sec(
    '2.01',
    'Grant',
    'Landlord leases the Premises to Tenant for the Term, together with the non-exclusive right to use the Common Areas in common with Landlord, the Grocery Tenant and the other tenants of the Shopping Center.',
  );
  sec(
    '2.02',
    'Opening',
    'Tenant shall open for business in the entire Premises within ninety (90) days after the Commencement Date and shall remain open during the hours the Grocery Tenant is open, but not less than 10:00 a.m. to 8:00 p.m. Monday through Saturday.',
  );
  article('III', 'MINIMUM RENT');
  sec(
    '3.01',
    'Payment',
    'Tenant shall pay Minimum Rent in the monthly installments stated in the Schedule of Base Rent, in advance, on the first day of each Month of the Term, without demand, deduction or set-off, to the lockbox or account Landlord designates from time to time.',
  );
  sec(
    '3.02',
    'Co-Tenancy',
    `If the Grocery Store Premises are not open for business as a supermarket for more than one hundred eighty (180) consecutive days (other than for casualty, remodeling or force majeure), Tenant may, as its sole remedy, pay fifty percent (50%) of the Minimum Rent then due in lieu of the full Minimum Rent until a supermarket reopens there.`,
  );
  article('IV', 'CAM COSTS, TAXES AND INSURANCE COSTS');
  sec(
    '4.01',
    "Tenant's Share",
    "Tenant shall pay Landlord, as Additional Rent, Tenant's Share of the CAM Costs, of the Taxes and of the Insurance Costs for each calendar year of the Term, each computed separately, together with the Administrative Fee, if any.",
  );
  sec(
    '4.02',
    'Monthly Estimates',
    "Tenant shall pay Landlord's estimate of the amounts due under Section 4.01 in equal monthly installments with the Minimum Rent. Landlord may revise its estimate on notice to Tenant based on its annual budget for the Shopping Center.",
  );
  const waiver = l.waiver
    ? ` If Landlord does not deliver the Reconciliation Statement for a calendar year within the period stated in Section ${n(19)}, Landlord shall be deemed to have waived its right to collect from Tenant any amount for that year in excess of Tenant's estimated payments.`
    : rng.pick([
        ` Landlord's delay in delivering a Reconciliation Statement shall not waive Landlord's right to collect the amounts shown on it.`,
        '',
      ]);
  sec(
    '4.03',
    'Reconciliation',
    `Landlord shall deliver the Reconciliation Statement within the period stated in Section ${n(19)}. If Tenant's estimated payments for the year are less than the amounts due, Tenant shall pay the difference within thirty (30) days after delivery; if they exceed them, Landlord shall credit the excess against the next installments of Additional Rent.${waiver}`,
  );
  sec(
    '4.04',
    'Administrative Fee',
    l.adminFee
      ? `Tenant shall pay the Administrative Fee defined in Section ${n(2)} with each Reconciliation Statement, computed on the amounts shown on it. No other fee for Landlord's overhead shall be charged to Tenant.`
      : 'Intentionally omitted.',
  );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable CAM Costs for the preceding calendar year by more than ${f}, computed on a non-cumulative basis`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable CAM Costs for calendar year ${cap.baseYear} increased by ${f} per calendar year on a cumulative and compounded basis`
          : `shall not exceed the Controllable CAM Costs for calendar year ${cap.baseYear} plus ${f} of that amount for each calendar year after ${cap.baseYear}, on a cumulative but not compounded basis`;
    sec(
      '4.05',
      'Limitation on Controllable CAM Costs',
      `The Controllable CAM Costs included in the CAM Costs for any calendar year ${rule}. Taxes and Insurance Costs are not limited by this Section.`,
    );
  } else sec('4.05', 'Limitation on Controllable CAM Costs', 'Intentionally omitted.');
  w.para('Exclusions. CAM Costs, Taxes and Insurance Costs shall not include:', {
    lead: '4.06',
    align: 'justify',
    gap: 0.3,
  });
  const ex = l.exclusions
    .map((cat) =>
      cat === 'CAPITAL' && l.capitalAmortYears
        ? `${EXCLUSIONS.CAPITAL}, except the amortization permitted in Section ${n(3)}`
        : EXCLUSIONS[cat],
    )
    .filter((t): t is string => !!t);
  ex.forEach((t, k) => {
    para(`(${LETTERS[k]}) ${t}${k === ex.length - 1 ? '.' : ';'}`, 22);
  });
  sec(
    '4.07',
    "Tenant's Audit Right",
    `Tenant may, by written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after Landlord delivers a Reconciliation Statement, elect to examine Landlord's records of the CAM Costs, Taxes and Insurance Costs for the year covered by it at Landlord's regional office during business hours. If Tenant gives no notice within that period, the Reconciliation Statement is final and binding on Tenant. No examination may be made by an auditor compensated on a contingent-fee basis.`,
  );
  article('V', 'LATE PAYMENT');
  const lf = l.lateFee;
  const charge =
    lf.pct !== null
      ? `a late charge equal to ${pctWith(lf.pct, nf())} of the overdue amount`
      : `a late charge of ${money(lf.flatCents!)}`;
  sec(
    '5.01',
    'Late Charge',
    `If Tenant fails to pay any installment of Rent within ${countWith(lf.graceDays, 'days', nf())} after its due date, Tenant shall pay Landlord ${charge}, to reimburse Landlord for its costs of processing the late payment.`,
  );
  sec(
    '5.02',
    'Interest',
    'Rent not paid within thirty (30) days after its due date shall also bear interest from the due date at the rate of twelve percent (12%) per annum, or the highest lawful rate if less.',
  );
  article('VI', 'INSURANCE AND INDEMNITY');
  sec(
    '6.01',
    "Tenant's Insurance",
    'Tenant shall maintain commercial general liability insurance with limits of not less than $2,000,000 per occurrence, naming Landlord and its property manager as additional insureds, and special-form property insurance on its fixtures and inventory for their full replacement cost.',
  );
  article('VII', 'MISCELLANEOUS');
  sec(
    '7.01',
    'Holding Over',
    'If Tenant holds over after the Term, it does so as a tenant at will at a monthly Minimum Rent equal to one hundred fifty percent (150%) of the last monthly installment.',
  );
  sec(
    '7.02',
    'Relocation',
    'Landlord shall not relocate Tenant to other space in the Shopping Center without its consent.',
  );
  sec(
    '7.03',
    'Security Deposit',
    'Landlord may apply the Security Deposit to any Rent in default; Tenant shall restore it within ten (10) days after demand.',
  );
  w.space(0.6);
  w.para(
    `IN WITNESS WHEREOF, the parties have executed this Lease as of the date first written above.\n\nLANDLORD: ${l.landlord.name}\nBy: ______________________________\nName: ${l.landlord.contact}\nTitle: Senior Vice President, Leasing\n\nTENANT: ${l.tenant.name}\nBy: ______________________________\nName: ${l.tenant.contact}\nTitle: Owner`,
    { gap: 0.5 },
  );
  return finishPdf(w);
}

const ORD: Record<number, string> = {
  36: 'thirty-sixth',
  48: 'forty-eighth',
  60: 'sixtieth',
  72: 'seventy-second',
  84: 'eighty-fourth',
  96: 'ninety-sixth',
  108: 'one hundred eighth',
  120: 'one hundred twentieth',
  132: 'one hundred thirty-second',
  144: 'one hundred forty-fourth',
  156: 'one hundred fifty-sixth',
  168: 'one hundred sixty-eighth',
  180: 'one hundred eightieth',
};

/** 120 -> "one hundred twentieth" (terms are whole years of months). */
function ordinalWords(months: number): string {
  const w = ORD[months];
  if (!w) throw new Error(`internal: no ordinal for ${months}`);
  return w;
}
