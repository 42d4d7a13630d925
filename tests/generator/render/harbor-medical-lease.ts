/**
 * Family "harbor-medical" (decision 0057), the lease: a medical office building owned by a
 * hospital-affiliated REIT, on the REIT's standard form.
 *
 * - "Reference Pages": a Basic Lease Information list of numbered items up front (as the
 *   Zomedica/Wickfield "Lease Summary" and the Stella Link "Basic Lease Provisions" in
 *   ../shared/real-leases), giving the Rentable Area of the Premises, the rent schedule (lease
 *   months or dates, annual rent with monthly installments, or a rate per rentable square foot)
 *   and Tenant's Proportionate Share ("Two and 41/100 percent (2.41%)" as Zomedica writes it).
 * - "Standard Lease Provisions" in ARTICLE / Section form: the Rentable Area of the Building is
 *   stipulated in Section 1.2, far from the premises area (Six Tower Bridge states them in
 *   separate clauses); Article 4 defines Operating Expenses and Taxes, exclusions as (i), (ii);
 *   fees in words and figures ("three percent (3%)"); the audit right as "no later than the
 *   ninetieth (90th) day after Tenant's receipt" of the Expense Statement.
 * - A health-system article (competing services, medical waste, campus rules), as medical
 *   office leases on hospital campuses carry.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory, RentStep } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, numberWords, pctWith, titleCase } from '../format';
import type { PacketModel } from '../model';
import { type Cell, PdfWriter } from '../pdf';
import type { Rng } from '../prng';

/** 90 -> "ninetieth", 365 -> "three hundred sixty-fifth" (ordinal words, lower case). */
export function ordinalWords(n: number): string {
  const words = numberWords(n);
  const IRREGULAR: Record<string, string> = {
    one: 'first',
    two: 'second',
    three: 'third',
    five: 'fifth',
    eight: 'eighth',
    nine: 'ninth',
    twelve: 'twelfth',
  };
  const m = /([a-z]+)$/.exec(words)!;
  const last = m[1]!;
  const ord = IRREGULAR[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return words.slice(0, m.index) + ord;
}

/** 90 -> "ninetieth (90th)". */
export function ordinalWith(n: number): string {
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${ordinalWords(n)} (${n}${suf})`;
}

/**
 * The share as the REIT's form writes it: two decimals in words and hundredths ("Two and 41/100
 * percent (2.41%)"), four decimals in figures only ("4.5231%").
 */
export function shareWords(sharePct: number, decimals: number): string {
  if (decimals !== 2) return `${sharePct.toFixed(decimals)}%`;
  const hundredths = Math.round(sharePct * 100);
  const whole = Math.floor(hundredths / 100);
  const frac = hundredths % 100;
  const lead = titleCase(numberWords(whole));
  return `${frac ? `${lead} and ${String(frac).padStart(2, '0')}/100` : lead} percent (${sharePct.toFixed(2)}%)`;
}

/** Exclusion wording; `{capital}` is the clause that lets amortized capital back in, if any. */
const EXCLUDE: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'costs of capital improvements, capital repairs and capital replacements{capital}',
  LEASING_COMMISSIONS:
    'leasing commissions, attorneys fees, advertising and other costs of negotiating or procuring leases with tenants or prospective tenants',
  LEGAL_DISPUTES:
    'legal fees and costs of disputes with tenants, occupants or the Health System, or of enforcing leases against them',
  DEPRECIATION: 'depreciation and amortization of the Building{capital}',
  DEBT_SERVICE:
    'principal, interest, points and fees on any mortgage, deed of trust or other financing encumbering the Building',
  CHARITABLE: 'charitable, civic and political contributions, including to the Health System foundation',
  MARKETING: 'costs of marketing, advertising and promoting the Building',
  GROUND_RENT: 'rent payable under any ground lease of the land on which the Building stands',
  RESERVES: 'amounts placed in reserve for future repairs, replacements or bad debts',
  EXECUTIVE_SALARIES:
    "wages, salaries and benefits of Landlord's officers and of employees above the grade of building manager",
  LANDLORD_VIOLATIONS:
    'fines, penalties and interest incurred by reason of Landlord violating any law or the terms of any lease',
};

type Sec = (num: string, caption: string, text: string) => void;

/** Reference Page item 10: the Base Rent schedule in one of the three forms the model holds. */
function rentItem(m: PacketModel, w: PdfWriter, rng: Rng): void {
  const l = m.lease;
  const r = l.rent;
  if (r.form === 'PERCENT') {
    const first = r.steps[0]!.monthlyRentCents;
    w.para(
      `${money(first * 12)} per annum, payable in monthly installments of ${money(first)}, for the first Lease Year. On the first day of each subsequent Lease Year the Annual Base Rent shall increase by ${pctWith(r.escalationPct!, 'BOTH')} over the Annual Base Rent payable for the immediately preceding Lease Year.`,
      { indent: 24, align: 'justify' },
    );
    return;
  }
  // Lease months ("Months 13-24") as the Zomedica summary writes them, or the calendar dates.
  const byMonths = rng.chance(0.5);
  const psf = r.form === 'PER_RSF';
  const head = psf
    ? ['Period', 'Annual Rate per RSF', 'Annual Base Rent', 'Monthly Installment']
    : ['Period', 'Annual Base Rent', 'Monthly Installment'];
  const xs = psf
    ? [w.left + 24, w.left + 190, w.left + 290, w.left + 390]
    : [w.left + 24, w.left + 230, w.left + 350];
  const width = (i: number) => (i === 0 ? (psf ? 160 : 200) : 100);
  w.row(
    head.map(
      (t, i): Cell => ({ text: t, x: xs[i]!, width: width(i), align: i ? 'right' : 'left', bold: true }),
    ),
  );
  w.rule({ x1: w.left + 24, x2: xs[xs.length - 1]! + 100 });
  r.steps.forEach((s: RentStep, i) => {
    const period = byMonths
      ? `Months ${i * 12 + 1} - ${Math.min((i + 1) * 12, l.termMonths)}`
      : `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`;
    const cells = psf
      ? [
          period,
          `${money(r.psfRatesCents![i]!)}`,
          money(Math.round(r.psfRatesCents![i]! * l.premisesRsf)),
          money(s.monthlyRentCents),
        ]
      : [period, money(s.monthlyRentCents * 12), money(s.monthlyRentCents)];
    w.row(
      cells.map((t, j): Cell => ({ text: t, x: xs[j]!, width: width(j), align: j ? 'right' : 'left' })),
      { gap: 1.5 },
    );
  });
  if (byMonths)
    w.para('Month 1 is the calendar month in which the Commencement Date occurs.', {
      indent: 24,
      size: w.size - 1,
      style: 'italic',
    });
  w.space(0.4);
}

function article4(m: PacketModel, sec: Sec, rng: Rng): void {
  const l = m.lease;
  const nnn = l.leaseType === 'NNN';
  sec(
    '4.1',
    'Definitions',
    `"Expense Year" means each calendar year in which any part of the Term falls. "Operating Expenses" means all costs Landlord incurs to operate, maintain, clean, repair, secure, insure and manage the Building and its parking facilities, including utilities serving the common areas, premiums for the insurance Landlord carries under Article 9 and the property management fee. "Taxes" means all real estate taxes, assessments and payments in lieu of taxes levied on the Building and the land on which it stands, and the reasonable cost of contesting them. ${
      m.spec.lease.shareStated
        ? '"Tenant\'s Proportionate Share" means the percentage set forth in Item 11 of the Reference Pages, being the Rentable Area of the Premises divided by the Rentable Area of the Building.'
        : '"Tenant\'s Proportionate Share" means a fraction, the numerator of which is the Rentable Area of the Premises (Item 8 of the Reference Pages) and the denominator of which is the Rentable Area of the Building (Section 1.2), expressed as a percentage.'
    }`,
  );
  // The capital clause follows the gross-up clause when there is one (numbering below).
  const capitalSec = l.capitalAmortYears ? `, except as Section 4.${l.grossUp ? 5 : 4} permits` : '';
  const items = l.exclusions
    .map((c) => EXCLUDE[c]?.replace('{capital}', capitalSec))
    .filter((x): x is string => !!x);
  const roman = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];
  sec(
    '4.2',
    'Exclusions',
    `Notwithstanding Section 4.1, Operating Expenses shall not include: ${items.map((t, i) => `(${roman[i]}) ${t}`).join('; ')}.`,
  );
  sec(
    '4.3',
    'Payment of Expenses',
    nnn
      ? "This is a net lease. Commencing on the Commencement Date Tenant shall pay to Landlord, as Additional Rent, Tenant's Proportionate Share of Operating Expenses and Taxes for each Expense Year."
      : `Commencing on January 1 of the first Expense Year following the Base Year, Tenant shall pay to Landlord, as Additional Rent, Tenant's Proportionate Share of the amount by which Operating Expenses and Taxes for each Expense Year exceed the Base Year Amount. Landlord and Tenant stipulate that Operating Expenses and Taxes for the Base Year stated in Item 12 of the Reference Pages were ${moneyWith(l.baseYearExpensesCents!, 'BOTH')} (the "Base Year Amount").`,
  );
  let k = 4;
  const next = () => `4.${k++}`;
  if (l.grossUp)
    sec(
      next(),
      'Occupancy Adjustment',
      `If less than ${pctWith(l.grossUp.occupancyPct, 'BOTH')} of the Rentable Area of the Building is occupied during all or part of any Expense Year${nnn ? '' : ', including the Base Year'}, Landlord shall adjust those Operating Expenses that vary with occupancy to the amount Landlord reasonably determines would have been incurred had ${l.grossUp.occupancyPct}% of the Rentable Area of the Building been occupied throughout that Expense Year.`,
    );
  if (l.capitalAmortYears)
    sec(
      next(),
      'Capital Items',
      `The cost of any capital improvement made to reduce Operating Expenses or to comply with laws first enacted after the date of this Lease may be included in Operating Expenses only as amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}, with only the annual amortization included in any Expense Year.`,
    );
  if (l.mgmtFeeCapPct)
    sec(
      next(),
      'Management Fee',
      `The property management fee included in Operating Expenses for any Expense Year shall not exceed ${pctWith(l.mgmtFeeCapPct, 'BOTH')} of all other Operating Expenses for that Expense Year, excluding Taxes, insurance premiums and the management fee itself.`,
    );
  if (l.adminFee)
    sec(
      next(),
      'Administrative Fee',
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `In addition, Tenant shall pay Landlord an administrative fee equal to ${pctWith(l.adminFee.pct, 'BOTH')} of Tenant's Proportionate Share of Operating Expenses, excluding Taxes and insurance premiums, for each Expense Year.`
        : `In addition, Tenant shall pay Landlord an administrative fee equal to ${pctWith(l.adminFee.pct, 'BOTH')} of Tenant's Proportionate Share of Operating Expenses and Taxes (insurance premiums included) for each Expense Year.`,
    );
  const cap = l.camCap;
  if (cap) {
    const what =
      '"Controllable Operating Expenses" means all Operating Expenses other than Taxes, insurance premiums, utilities, the management fee and amortized capital costs.';
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `Tenant's Proportionate Share of Controllable Operating Expenses for any Expense Year shall be calculated as if Controllable Operating Expenses had not increased by more than ${pctWith(cap.pct, 'BOTH')} over Controllable Operating Expenses for the immediately preceding Expense Year. This limitation is not cumulative: any increase below that percentage in one Expense Year is not carried forward.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `Controllable Operating Expenses included for any Expense Year shall not exceed Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${pctWith(cap.pct, 'BOTH')} per annum, compounded annually, for each Expense Year after ${cap.baseYear}.`
          : `Controllable Operating Expenses included for any Expense Year shall not exceed Controllable Operating Expenses for calendar year ${cap.baseYear} plus ${pctWith(cap.pct, 'BOTH')} of that ${cap.baseYear} amount for each Expense Year after ${cap.baseYear}, on a cumulative but non-compounding basis.`;
    sec(next(), 'Limitation on Controllable Operating Expenses', `${what} ${limit}`);
  }
  sec(
    next(),
    'Estimated Payments',
    `Before each Expense Year Landlord shall give Tenant a good faith estimate of the Additional Rent payable under this Article 4 for that Expense Year, and Tenant shall pay one-twelfth (1/12th) of it with each monthly installment of Annual Base Rent.`,
  );
  const waiver = l.waiver
    ? " If Landlord fails to deliver the Expense Statement within that period, Landlord waives its right to collect from Tenant any amount for that Expense Year in excess of Tenant's estimated payments."
    : rng.pick([
        " Landlord's failure to deliver an Expense Statement within that period shall not release either party from its obligations under this Article.",
        '',
      ]);
  sec(
    next(),
    'Expense Statement',
    `Within ${countWith(l.reconDeadlineDays, 'days', 'BOTH')} after the close of each Expense Year Landlord shall deliver to Tenant a statement of the actual Operating Expenses and Taxes for that Expense Year and Tenant's share of them (the "Expense Statement").${waiver} Any amount due from Tenant shall be paid within thirty (30) days after delivery; any overpayment shall be credited against the next installments of Rent or, after the Term, refunded.`,
  );
  const audit = rng.chance(0.6)
    ? `no later than the ${ordinalWith(l.auditWindowDays)} day after Tenant's receipt of the Expense Statement`
    : `within ${countWith(l.auditWindowDays, 'days', 'BOTH')} after Tenant receives the Expense Statement`;
  sec(
    next(),
    "Tenant's Review Right",
    `Provided no Event of Default exists, Tenant may, by written notice delivered to Landlord ${audit}, elect to inspect Landlord's books and records of Operating Expenses and Taxes for the Expense Year that statement covers, at the office of Landlord's property manager during business hours. If Tenant does not deliver that notice within that period, the Expense Statement shall be final and binding on Tenant. If the inspection shows that Tenant was overcharged, Landlord shall credit the overcharge against the next Rent due.`,
  );
}

export async function renderHarborMedicalLease(
  m: PacketModel,
  rng: Rng,
): Promise<{ pdf: Buffer; pages: number }> {
  const l = m.lease;
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 9.5,
    margin: 60,
    date: l.leaseDate,
    title: `Medical Office Lease - ${l.property.name}`,
    author: l.landlord.name,
    footer: `${l.property.name} - Medical Office Lease - Page {n}`,
  });
  const health = `${l.property.city.city} Regional Health System`;
  w.heading('MEDICAL OFFICE BUILDING LEASE', { align: 'center', size: w.size + 4 });
  w.para(l.property.name, { align: 'center', style: 'bold', gap: 1.2 });
  w.heading('REFERENCE PAGES', { align: 'center', size: w.size + 2 });
  w.para('BASIC LEASE INFORMATION', { align: 'center', style: 'bold', gap: 0.8 });
  const item = (n: number, caption: string, text: string) =>
    w.para(text, { lead: `${n}. ${caption}:`, align: 'justify', gap: 0.35 });
  item(1, 'Lease Date', fmtDate(l.leaseDate, 'LONG'));
  item(2, 'Landlord', `${l.landlord.name}, ${l.landlord.entityDesc}`);
  item(
    3,
    "Landlord's Address",
    `c/o ${l.property.manager}, ${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}, Attention: Medical Office Portfolio`,
  );
  item(4, 'Tenant', `${l.tenant.name}, ${l.tenant.entityDesc}`);
  item(5, "Tenant's Address", `The Premises, Attention: ${l.tenant.contact}`);
  item(
    6,
    'Building',
    `${l.property.name}, a medical office building located at ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}, on the campus of ${health} (the "Health System")`,
  );
  item(7, 'Premises', `${l.property.suite} of the Building, as shown on Exhibit A`);
  item(8, 'Rentable Area of the Premises', `${commas(l.premisesRsf)} rentable square feet`);
  item(
    9,
    'Term',
    m.spec.lease.expirationStated
      ? `Commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date") and expiring on ${fmtDate(l.originalExpiration, 'LONG')} (the "Expiration Date"), unless sooner terminated`
      : `${titleCase(numberWords(l.termMonths))} (${l.termMonths}) full calendar months, commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date")`,
  );
  w.para('10. Annual Base Rent:', { style: 'bold', gap: 0.2 });
  rentItem(m, w, rng);
  item(
    11,
    "Tenant's Proportionate Share",
    m.spec.lease.shareStated
      ? shareWords(l.sharePct, m.spec.lease.shareDecimals)
      : 'As calculated under Section 4.1 of the Standard Lease Provisions',
  );
  if (l.leaseType === 'BASE_YEAR') {
    item(12, 'Base Year', `Calendar year ${l.baseYear} (Operating Expenses and Taxes)`);
  } else {
    item(12, 'Base Year', 'None. Tenant pays its share of all Operating Expenses and Taxes (Article 4)');
  }
  item(
    13,
    'Permitted Use',
    'Medical and professional office use consistent with a first-class medical office building, and related administrative uses, subject to Article 5',
  );
  item(14, 'Security Deposit', money(l.securityDepositCents));
  item(
    15,
    'Parking',
    `${rng.pick(['Four (4)', 'Five (5)'])} unreserved spaces per 1,000 rentable square feet of the Premises in the campus garage`,
  );
  item(16, 'Exhibits', 'Exhibit A (Premises), Exhibit B (Rules and Regulations of the Campus)');
  w.space(0.6);
  w.para(
    'The Reference Pages are incorporated into and made a part of this Lease. In the event of any conflict between the Reference Pages and the Standard Lease Provisions, the Standard Lease Provisions shall control.',
    { align: 'justify', style: 'italic', size: w.size - 0.5 },
  );

  // ---- Standard Lease Provisions
  w.newPage();
  w.heading('STANDARD LEASE PROVISIONS', { align: 'center', size: w.size + 2, gap: 0.8 });
  const article = (n: number, title: string) =>
    w.heading(`ARTICLE ${n} - ${title.toUpperCase()}`, { size: w.size + 0.5, gap: 0.3 });
  const sec: Sec = (num, caption, text) =>
    w.para(text, { lead: `Section ${num}. ${caption}.`, align: 'justify', gap: 0.45 });
  article(1, 'Premises and Building');
  sec(
    '1.1',
    'Lease of Premises',
    'Landlord leases to Tenant and Tenant leases from Landlord the Premises described in the Reference Pages, together with the non-exclusive right to use the common areas of the Building and of the campus parking facilities.',
  );
  sec(
    '1.2',
    'Rentable Area',
    `The Rentable Area of the Premises is stated in Item 8 of the Reference Pages. The Rentable Area of the Building is ${commas(l.buildingRsf)} rentable square feet. Both have been measured in accordance with the BOMA standard for office buildings and are stipulated for all purposes of this Lease; no remeasurement shall change Tenant's Proportionate Share during the Term.`,
  );
  article(2, 'Term');
  sec(
    '2.1',
    'Term',
    m.spec.lease.expirationStated
      ? 'The Term begins on the Commencement Date and ends on the Expiration Date stated in Item 9 of the Reference Pages.'
      : 'The Term begins on the Commencement Date and continues for the number of full calendar months stated in Item 9 of the Reference Pages; the last day of the last such month is the "Expiration Date".',
  );
  sec(
    '2.2',
    'Lease Year',
    '"Lease Year" means each period of twelve (12) consecutive months beginning on the Commencement Date or an anniversary of it.',
  );
  article(3, 'Rent');
  sec(
    '3.1',
    'Annual Base Rent',
    'Tenant shall pay the Annual Base Rent set forth in Item 10 of the Reference Pages in equal monthly installments, in advance, on the first day of each calendar month of the Term, without demand, deduction or setoff. Annual Base Rent and all Additional Rent are together called "Rent".',
  );
  const late = l.lateFee;
  const charge =
    late.pct !== null
      ? `a late charge equal to ${pctWith(late.pct, 'BOTH')} of the overdue amount`
      : `a late charge of ${moneyWith(late.flatCents!, 'BOTH')}`;
  sec(
    '3.2',
    'Late Charge',
    `Tenant acknowledges that late payment of Rent will cause Landlord to incur costs not contemplated by this Lease. Accordingly, if any installment of Rent is not received by Landlord within ${countWith(late.graceDays, 'days', 'BOTH')} after it is due, Tenant shall pay Landlord ${charge}, which the parties agree is a fair estimate of those costs.`,
  );
  article(4, 'Operating Expenses and Taxes');
  article4(m, sec, rng);
  article(5, 'Use; Health System Covenants');
  sec(
    '5.1',
    'Use',
    'Tenant shall use the Premises only for the Permitted Use and shall comply with the rules of the campus attached as Exhibit B, including its rules on the handling, storage and removal of medical waste, sharps and controlled substances, at its sole cost.',
  );
  sec(
    '5.2',
    'Competing Services',
    `Because the Building serves the Health System's campus, Tenant shall not operate in the Premises an outpatient imaging center, ambulatory surgery center, clinical laboratory open to the public or urgent care center without the prior written consent of Landlord and the Health System.`,
  );
  sec(
    '5.3',
    'Licenses and Privacy',
    'Tenant shall maintain all licenses required for its practice and shall be solely responsible for the privacy and security of its patient records under applicable law.',
  );
  article(6, 'Services and Utilities');
  sec(
    '6.1',
    'Building Services',
    'Landlord shall furnish heating, ventilation and air conditioning from 7:00 a.m. to 7:00 p.m. on weekdays and 8:00 a.m. to 1:00 p.m. on Saturdays, elevator service, water for lavatory and medical sink purposes and janitorial service five (5) days per week. Tenant shall contract directly for the removal of its medical waste.',
  );
  article(7, 'Repairs, Alterations and Assignment');
  sec(
    '7.1',
    'Repairs',
    'Landlord shall maintain the structure, roof and Building systems; Tenant shall keep the Premises, including any medical gas, plumbing or electrical equipment installed for its practice, in good repair.',
  );
  sec(
    '7.2',
    'Transfers',
    "Tenant shall not assign this Lease or sublet any part of the Premises without Landlord's prior written consent, which Landlord may withhold if the transferee is not a licensed health care provider.",
  );
  article(8, 'Holding Over');
  sec(
    '8.1',
    'Holding Over',
    'If Tenant remains in possession after the Term, it shall be a tenant at sufferance at a monthly Annual Base Rent of one hundred fifty percent (150%) of the monthly installment payable for the last month of the Term.',
  );
  article(9, 'Insurance');
  sec(
    '9.1',
    'Insurance',
    "Landlord shall insure the Building against property damage on a special form basis. Tenant shall carry commercial general liability insurance of at least $2,000,000 per occurrence and professional liability (malpractice) insurance in amounts customary for Tenant's practice.",
  );
  article(10, 'Notices');
  sec(
    '10.1',
    'Notices',
    'Notices shall be in writing and delivered by hand, by nationally recognized overnight courier or by certified mail to the addresses in Items 3 and 5 of the Reference Pages.',
  );
  w.space(1);
  w.para(
    'IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as of the Lease Date stated in the Reference Pages.',
    { align: 'justify', gap: 1 },
  );
  w.para(
    `LANDLORD:\n${l.landlord.name}\nBy: ${l.property.manager}, its agent\nBy: ______________________\nName: ${l.landlord.contact}\nTitle: Vice President, Medical Office Assets`,
    { gap: 1 },
  );
  w.para(
    `TENANT:\n${l.tenant.name}\nBy: ______________________\nName: ${l.tenant.contact}\nTitle: Authorized Signatory`,
  );
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
