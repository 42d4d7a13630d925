/**
 * Family "northgate-office" (decision 0065), the lease: an institutional owner's standard office
 * lease for a suite in a building of its suburban office park.
 *
 * Written from the office leases in ../shared/real-leases (first-marblehead-prudential's
 * "Annual Fixed Rent", "Rentable Floor Area of the Premises", "Total Rentable Floor Area of the
 * Building" and "Base Operating Expenses means Operating Expenses for the Building for calendar
 * year 2004"): a cover of numbered FUNDAMENTAL LEASE PROVISIONS with the caption and the figure on
 * one line ("16. Tenant's Proportionate Share: 3.42%"), where the rent, the Rent Adjustment Dates,
 * the Base Year and the Base Operating Expenses stand but the two areas do not; then the articles
 * set in two columns per page, as printed leases are, with the areas in Article 2 (and the whole
 * park's area beside them as a distractor), Operating Expenses and Taxes in Article 6 and the late
 * charge in Article 7.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';
import { parkOf } from './northgate-office-park';

/** Section 6.4's exclusions, one per category, in the owner's counsel's words. */
const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'costs of capital improvements, capital repairs and capital replacements, as determined in accordance with generally accepted accounting principles',
  LEASING_COMMISSIONS:
    'brokerage and leasing commissions, advertising for vacant space, and costs of improving or decorating space for tenants or other occupants of the Park',
  LEGAL_DISPUTES:
    'legal fees and other costs of negotiating leases with, or of disputes with or enforcing the leases of, other tenants or occupants of the Park',
  DEPRECIATION: 'depreciation and amortization of the Building, except as expressly permitted in Section 6.1',
  DEBT_SERVICE:
    'principal, interest, points and fees on any mortgage or other debt secured by the Building or the Park',
  CHARITABLE: 'contributions to charitable or political organizations',
  MARKETING: 'costs of marketing, advertising and promoting the Park or the Building',
  GROUND_RENT: 'rent payable under any ground lease of the land on which the Building stands',
  RESERVES: 'amounts set aside as reserves for future expenditures of any kind',
  EXECUTIVE_SALARIES:
    "salaries and benefits of Landlord's or its manager's employees above the level of senior property manager, and Landlord's general corporate overhead",
  LANDLORD_VIOLATIONS:
    'fines, penalties, interest and costs arising from the violation by Landlord of any law, regulation or lease',
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** 72 -> "72nd". */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "March 1, 2022": the lease's dates are written out. */
const longDate = (iso: string) => fmtDate(iso, 'LONG');

/**
 * The body text in two columns per page. Each paragraph is placed whole in the current column;
 * one that does not fit starts the next column (or the next page). The left column is drawn
 * before the right one, so the text reads in column order.
 */
class TwoColumns {
  private col = 0;
  private y: number;
  /** Where both columns start on this page (below the title on the first body page). */
  private pageTop: number;
  /** A heading waiting to be placed with the first paragraph of its article. */
  private pending: string | null = null;
  private readonly colW: number;
  constructor(
    private readonly w: PdfWriter,
    private readonly gap = 20,
  ) {
    this.y = w.doc.y;
    this.pageTop = w.doc.y;
    this.colW = (w.contentWidth - gap) / 2;
  }
  private x(): number {
    return this.w.left + this.col * (this.colW + this.gap);
  }
  private fit(h: number): void {
    if (this.y + h <= this.w.bottom) return;
    if (this.col === 0) {
      this.col = 1;
      this.y = this.pageTop;
    } else {
      this.w.doc.addPage();
      this.col = 0;
      this.pageTop = this.w.margin;
      this.y = this.pageTop;
    }
  }
  para(
    text: string,
    opts: {
      lead?: string;
      indent?: number;
      bold?: boolean;
      align?: 'justify' | 'center' | 'left';
      after?: number;
    } = {},
  ): void {
    const { doc } = this.w;
    const indent = opts.indent ?? 0;
    const width = this.colW - indent;
    const align = opts.align ?? 'justify';
    this.w.font(opts.bold ? 'bold' : 'regular');
    const full = opts.lead ? `${opts.lead} ${text}` : text;
    const h = doc.heightOfString(full, { width, align });
    const heading = this.pending;
    this.pending = null;
    if (heading !== null) {
      // an article heading stays in the column of its first section
      this.w.font('bold');
      const hh = doc.heightOfString(heading, { width: this.colW, align: 'center' }) + this.w.size * 0.4;
      this.fit(hh + h);
      doc.text(heading, this.x(), this.y, { width: this.colW, align: 'center' });
      this.y += hh;
      this.w.font(opts.bold ? 'bold' : 'regular');
    }
    this.fit(h);
    const x = this.x() + indent;
    if (opts.lead) {
      this.w.font('bold');
      doc.text(`${opts.lead} `, x, this.y, { width, align, continued: true });
      this.w.font(opts.bold ? 'bold' : 'regular');
      doc.text(text, { width, align });
    } else doc.text(text, x, this.y, { width, align });
    this.y += h + (opts.after ?? this.w.size * 0.5);
    this.w.font();
  }
  heading(text: string): void {
    this.pending = text;
  }
}

export async function renderNorthgateOfficeLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const k = parkOf(m);
  const numbers = m.spec.lease.numbers;
  const nf = (): NumberForm => (numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS'] as const));
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: 8.5,
    margin: 54,
    date: l.leaseDate,
    title: `Office Lease - ${k.name} ${k.building} - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: `${k.name} - ${k.building} - Suite ${p.suite.replace(/^Suite /, '')}  |  Lease ID ${k.leaseId}  |  {n}`,
  });
  const baseYear = l.leaseType === 'BASE_YEAR';

  // ---- cover: the Fundamental Lease Provisions, caption and figure on one line
  w.heading(l.landlord.name.toUpperCase(), { align: 'center', size: w.size + 2, gap: 0.1 });
  w.heading('OFFICE LEASE', { align: 'center', size: w.size + 6, gap: 0.1 });
  w.para(`${k.name}  -  ${k.building}`, { align: 'center', gap: 0.8 });
  w.heading('FUNDAMENTAL LEASE PROVISIONS', { align: 'center', size: w.size + 2, gap: 0.4 });
  w.para(
    'The following Fundamental Lease Provisions are part of, and are incorporated into, the Lease to which they are attached. Capitalized terms used here are defined in the Lease.',
    { align: 'justify', gap: 0.5 },
  );
  let item = 1;
  const flp = (caption: string, text: string) => w.para(text, { lead: `${item++}. ${caption}:`, gap: 0.35 });
  flp('Date of Lease', longDate(l.leaseDate));
  flp('Landlord', `${l.landlord.name}, ${l.landlord.entityDesc}`);
  flp(
    "Landlord's Address",
    `c/o ${p.manager}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}, Attention: Asset Manager`,
  );
  flp('Tenant', `${l.tenant.name}, ${l.tenant.entityDesc}`);
  flp("Tenant's Address", `The Premises, Attention: ${l.tenant.contact}`);
  flp(
    'Park',
    `${k.name}, an office park of ${k.otherBuildings + 1} buildings in ${p.city.city}, ${p.city.state}`,
  );
  flp('Building', `${k.building} of the Park, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`);
  flp(
    'Premises',
    `${p.suite} on floor ${k.floor} of the Building, as shown on Exhibit A (the rentable floor area is stated in Article 2)`,
  );
  flp('Term', countWith(l.termMonths, 'months', nf()));
  flp('Commencement Date', longDate(l.commencement));
  flp(
    'Expiration Date',
    m.spec.lease.expirationStated
      ? longDate(l.originalExpiration)
      : `the last day of the ${ordinal(l.termMonths)} full calendar month after the Commencement Date`,
  );
  // the Annual Fixed Rent
  const steps = l.rent.steps;
  const adj = steps.slice(1).map((s) => s.from);
  if (l.rent.form === 'PERCENT') {
    const first = steps[0]!;
    flp(
      'Annual Fixed Rent',
      `${money(first.monthlyRentCents * 12)} for the period from the Commencement Date to the day before the first Rent Adjustment Date, payable in monthly installments of ${money(first.monthlyRentCents)}; on each Rent Adjustment Date the monthly installment then in effect increases by ${pctWith(l.rent.escalationPct!, nf())}, rounded to the nearest cent (Section 4.2).`,
    );
  } else {
    const perSf = l.rent.form === 'PER_RSF';
    w.row([{ text: `${item++}. Annual Fixed Rent:`, x: w.left, width: w.contentWidth, bold: true }], {
      gap: 3,
    });
    const x0 = w.left + 24;
    const cols = perSf
      ? ['Period', 'Rate per RSF', 'Annual Fixed Rent', 'Monthly Installment']
      : ['Period', 'Annual Fixed Rent', 'Monthly Installment'];
    const xs = perSf ? [x0, x0 + 215, x0 + 300, x0 + 395] : [x0, x0 + 250, x0 + 360];
    w.row(
      cols.map((t, i) => ({
        text: t,
        x: xs[i]!,
        width: i ? 90 : 210,
        bold: true,
        align: i ? ('right' as const) : ('left' as const),
      })),
      { gap: 1 },
    );
    w.rule({ x1: x0, x2: xs[xs.length - 1]! + 90, gap: 2 });
    steps.forEach((s, i) => {
      const from = i === 0 ? 'Commencement Date' : longDate(s.from);
      const cells = [{ text: `${from} - ${longDate(s.to)}`, x: xs[0]!, width: 210 }];
      if (perSf) {
        const rate = l.rent.psfRatesCents![i]!;
        cells.push({ text: money(rate), x: xs[1]!, width: 90, align: 'right' } as (typeof cells)[number]);
        cells.push({
          text: money(rate * l.premisesRsf),
          x: xs[2]!,
          width: 90,
          align: 'right',
        } as (typeof cells)[number]);
      } else
        cells.push({
          text: money(s.monthlyRentCents * 12),
          x: xs[1]!,
          width: 90,
          align: 'right',
        } as (typeof cells)[number]);
      cells.push({
        text: money(s.monthlyRentCents),
        x: xs[xs.length - 1]!,
        width: 90,
        align: 'right',
      } as (typeof cells)[number]);
      w.row(cells, { gap: 1 });
    });
    w.space(0.4);
  }
  flp('Rent Adjustment Dates', adj.length ? `${adj.map(longDate).join('; ')}` : 'None during the Term.');
  if (baseYear) {
    flp('Base Year', `calendar year ${l.baseYear}`);
    flp(
      'Base Operating Expenses',
      `${money(l.baseYearExpensesCents!)}, being Operating Expenses (including Taxes) for the Base Year, as stipulated by Landlord and Tenant`,
    );
  } else {
    flp(
      'Base Year',
      'Not applicable. Tenant pays its Proportionate Share of all Operating Expenses (Section 6.2).',
    );
  }
  flp(
    "Tenant's Proportionate Share",
    m.spec.lease.shareStated
      ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`
      : 'the percentage determined under Section 2.3',
  );
  flp('Security Deposit', money(l.securityDepositCents));
  flp('Permitted Use', l.permittedUse);
  flp('Broker(s)', rng.pick(['CBRE, Inc.', 'Cushman & Wakefield', 'JLL', 'Colliers International']));
  flp('Guarantor', 'None');
  w.space(0.4);
  w.para(
    'Exhibits: A - Plan of the Premises; B - Rules and Regulations; C - Form of Commencement Date Certificate.',
    { gap: 0.5 },
  );

  // ---- the articles, in two columns
  w.newPage();
  w.heading('LEASE PROVISIONS', { align: 'center', size: w.size + 2, gap: 0.6 });
  const c = new TwoColumns(w);
  const sec = (n: string, caption: string, text: string) => c.para(`${caption}. ${text}`, { lead: n });
  c.para(
    `THIS LEASE is made as of ${longDate(l.leaseDate)} between ${l.landlord.name} ("Landlord") and ${l.tenant.name} ("Tenant"), who agree as follows.`,
  );
  c.heading('ARTICLE 1 - REFERENCE DATA');
  sec(
    '1.1',
    'Fundamental Lease Provisions',
    'Each reference in this Lease to a Fundamental Lease Provision means the information stated for it on the cover pages, which are part of this Lease. If the Fundamental Lease Provisions conflict with the Articles, the Articles control.',
  );
  c.heading('ARTICLE 2 - PREMISES');
  sec(
    '2.1',
    'Premises',
    `Landlord leases to Tenant the Premises described in the Fundamental Lease Provisions, which Landlord and Tenant stipulate contain ${commas(l.premisesRsf)} square feet of rentable floor area (the "Rentable Floor Area of the Premises"), measured under ANSI/BOMA Z65.1 and not subject to remeasurement during the Term.`,
  );
  sec(
    '2.2',
    'Building and Park',
    `The Building contains ${commas(l.buildingRsf)} square feet of rentable floor area (the "Total Rentable Floor Area of the Building"). The Park contains ${k.otherBuildings + 1} office buildings with an aggregate of approximately ${commas(k.parkRsf)} rentable square feet, and Landlord may add, remove or alter buildings in the Park.`,
  );
  sec(
    '2.3',
    "Tenant's Proportionate Share",
    m.spec.lease.shareStated
      ? `Tenant's Proportionate Share is the percentage stated in the Fundamental Lease Provisions, being the Rentable Floor Area of the Premises divided by the Total Rentable Floor Area of the Building, and shall be adjusted only if either area changes by an alteration of the Building.`
      : "Tenant's Proportionate Share is a fraction, expressed as a percentage, whose numerator is the Rentable Floor Area of the Premises and whose denominator is the Total Rentable Floor Area of the Building (and not of the Park).",
  );
  c.heading('ARTICLE 3 - TERM');
  sec(
    '3.1',
    'Term',
    'The Term begins on the Commencement Date and ends on the Expiration Date stated in the Fundamental Lease Provisions, unless sooner terminated. Tenant shall sign the Commencement Date Certificate (Exhibit C) on request.',
  );
  c.heading('ARTICLE 4 - RENT');
  sec(
    '4.1',
    'Annual Fixed Rent',
    'Tenant shall pay the Annual Fixed Rent in equal monthly installments, in advance, on the first day of each calendar month of the Term, without demand, offset or deduction, by electronic funds transfer to the account Landlord designates.',
  );
  sec(
    '4.2',
    'Rent Adjustment Dates',
    l.rent.form === 'PERCENT'
      ? `On each Rent Adjustment Date the monthly installment of Annual Fixed Rent then in effect shall increase by ${pctWith(l.rent.escalationPct!, nf())}, rounded to the nearest cent, and the Annual Fixed Rent shall be twelve times the adjusted installment.`
      : 'On each Rent Adjustment Date the Annual Fixed Rent changes to the amount stated for the period beginning on that date in the Fundamental Lease Provisions.',
  );
  sec(
    '4.3',
    'Additional Rent',
    'All sums payable by Tenant under this Lease other than Annual Fixed Rent, including the payments under Article 6, are Additional Rent, recoverable as rent.',
  );
  c.heading('ARTICLE 5 - USE');
  sec(
    '5.1',
    'Permitted Use',
    'Tenant shall use the Premises only for the Permitted Use and in compliance with all laws and the Rules and Regulations (Exhibit B).',
  );

  c.heading('ARTICLE 6 - OPERATING EXPENSES AND TAXES');
  const mgmt = l.mgmtFeeCapPct
    ? `a management fee not exceeding ${pctWith(l.mgmtFeeCapPct, nf())} of the Operating Expenses for the year other than Taxes, insurance premiums and the fee itself`
    : 'a management fee at the rate customary for comparable office buildings in the area';
  const amort = l.capitalAmortYears
    ? `, and the annual amortization, in equal installments over ${countWith(l.capitalAmortYears, 'years', nf())}, of capital improvements made to reduce Operating Expenses or to comply with laws first effective after the date of this Lease`
    : '';
  sec(
    '6.1',
    'Definitions',
    `"Operating Expenses" means all costs of operating, maintaining, cleaning, repairing, insuring, securing and managing the Building and its share of the Park's common areas, including utilities for common areas, janitorial service, landscaping, snow removal, elevator and HVAC service contracts, premiums for the insurance Landlord carries, ${mgmt}${amort}, together with "Taxes", meaning all real estate taxes and assessments on the Building and its land for the calendar year. "Operating Year" means a calendar year of the Term.`,
  );
  if (baseYear)
    sec(
      '6.2',
      'Payment',
      "For each Operating Year after the Base Year, Tenant shall pay as Additional Rent Tenant's Proportionate Share of the amount by which the Operating Expenses for that year exceed the Base Operating Expenses stated in the Fundamental Lease Provisions. If Operating Expenses for a year are less than the Base Operating Expenses, Tenant pays nothing under this Section for that year and receives no credit.",
    );
  else {
    const fee = l.adminFee
      ? ` together with an administrative fee equal to ${pctWith(l.adminFee.pct, nf())} of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? "Tenant's Proportionate Share of Operating Expenses other than Taxes and insurance premiums" : "Tenant's Proportionate Share of all Operating Expenses, including Taxes"}`
      : '';
    sec(
      '6.2',
      'Payment',
      `For each Operating Year Tenant shall pay as Additional Rent Tenant's Proportionate Share of all Operating Expenses,${fee}.${l.adminFee ? ' No other charge for the overhead of Landlord or its manager may be made.' : ' No administrative or overhead fee shall be charged to Tenant.'}`,
    );
  }
  if (l.grossUp)
    sec(
      '6.3',
      'Adjustment for Occupancy',
      `If the Building is less than ${pctWith(l.grossUp.occupancyPct, nf())} occupied during any Operating Year${baseYear ? ' (including the Base Year)' : ''}, the Operating Expenses that vary with occupancy shall be adjusted to the amount they would have been had the Building been ${l.grossUp.occupancyPct}% occupied. Taxes and insurance premiums are not adjusted.`,
    );
  else sec('6.3', 'Adjustment for Occupancy', 'Intentionally omitted.');
  c.para('Exclusions. Operating Expenses shall not include:', { lead: '6.4' });
  const ex = l.exclusions
    .map((cat) =>
      cat === 'CAPITAL' && l.capitalAmortYears
        ? `${EXCLUSIONS.CAPITAL}, except the amortization permitted in Section 6.1`
        : EXCLUSIONS[cat],
    )
    .filter((t): t is string => !!t);
  ex.forEach((t, i) => {
    c.para(`(${LETTERS[i]}) ${t}${i === ex.length - 1 ? '.' : ';'}`, { indent: 12, after: w.size * 0.3 });
  });
  const waiver = l.waiver
    ? ` If Landlord fails to deliver the annual statement for an Operating Year within that period, Landlord waives its right to collect from Tenant any amount for that Operating Year beyond Tenant's estimated payments.`
    : rng.pick([
        " Landlord's failure to deliver the annual statement within that period shall not waive Landlord's right to collect the amounts due.",
        '',
      ]);
  sec(
    '6.5',
    'Estimates and Annual Statement',
    `Tenant shall pay Landlord's reasonable estimate of the amount due under Section 6.2 in monthly installments with the Annual Fixed Rent. Landlord shall deliver to Tenant within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each Operating Year a statement of the Operating Expenses for that year and the amount due from Tenant. Tenant shall pay any deficiency within thirty (30) days after delivery; any excess shall be credited against the next installments of Additional Rent, or refunded after the Term.${waiver}`,
  );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Operating Expenses for the preceding Operating Year by more than ${f}, on a non-cumulative basis`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${f} per year, cumulative and compounded`
          : `shall not exceed the Controllable Operating Expenses for calendar year ${cap.baseYear} plus ${f} of that amount for each year after ${cap.baseYear}, cumulative but not compounded`;
    sec(
      '6.6',
      'Controllable Operating Expenses',
      `"Controllable Operating Expenses" means Operating Expenses other than Taxes, insurance premiums, utilities, snow removal and costs of complying with laws first effective after the date of this Lease. The Controllable Operating Expenses included in Operating Expenses for any Operating Year ${rule}.`,
    );
  } else sec('6.6', 'Controllable Operating Expenses', 'Intentionally omitted.');
  sec(
    '6.7',
    'Review of Records',
    `Tenant may, by notice given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of Landlord's annual statement, review Landlord's books and records of the Operating Expenses for that Operating Year at the office of Landlord's manager. Unless Tenant gives that notice, the statement is conclusive. Tenant's reviewer shall not be paid on a contingent-fee basis.`,
  );
  c.heading('ARTICLE 7 - LATE PAYMENT');
  const lf = l.lateFee;
  const charge =
    lf.pct !== null
      ? `a late charge equal to ${pctWith(lf.pct, nf())} of the overdue amount`
      : `a late charge of ${money(lf.flatCents!)}`;
  sec(
    '7.1',
    'Late Charge',
    `If any installment of Annual Fixed Rent or Additional Rent is not received by Landlord within ${countWith(lf.graceDays, 'days', nf())} after it is due, Tenant shall pay ${charge}, as liquidated damages for Landlord's costs of collection.`,
  );
  sec(
    '7.2',
    'Interest',
    'Any amount unpaid thirty (30) days after it is due bears interest at the prime rate published in The Wall Street Journal plus four percent (4%) per annum until paid.',
  );
  c.heading('ARTICLE 8 - INSURANCE');
  sec(
    '8.1',
    "Tenant's Insurance",
    'Tenant shall carry commercial general liability insurance of not less than $3,000,000 per occurrence and in the aggregate, naming Landlord and its manager as additional insureds, and property insurance on its personal property at full replacement cost.',
  );
  c.heading('ARTICLE 9 - MISCELLANEOUS');
  sec(
    '9.1',
    'Holding Over',
    'If Tenant remains in the Premises after the Term, it does so as a tenant at sufferance at a monthly rent of one hundred fifty percent (150%) of the last monthly installment of Annual Fixed Rent.',
  );
  sec(
    '9.2',
    'Notices',
    'Notices shall be in writing and sent to the addresses in the Fundamental Lease Provisions by nationally recognized overnight courier.',
  );
  c.para('IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as a sealed instrument.', {
    after: w.size,
  });
  c.para(
    `LANDLORD: ${l.landlord.name}\nBy: ___________________________\nName: ${l.landlord.contact}\nTitle: Authorized Signatory`,
    { align: 'left', after: w.size },
  );
  c.para(
    `TENANT: ${l.tenant.name}\nBy: ___________________________\nName: ${l.tenant.contact}\nTitle: President`,
    {
      align: 'left',
    },
  );
  return finishPdf(w);
}
