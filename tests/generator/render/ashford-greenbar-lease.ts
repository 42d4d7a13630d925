/**
 * Family "ashford-greenbar" (decision 0102), the lease: the management firm's old typed office/flex
 * or industrial lease form, retyped for each deal: Courier (an elite typewriter's 12 characters to
 * the inch), **double-spaced numbered paragraphs "1." to "40." with run-in headings in capitals**,
 * "THIS LEASE, made and entered into ...", "W I T N E S S E T H:", WHEREAS recitals, "NOW,
 * THEREFORE", amounts in words then figures ("FOUR THOUSAND TWO HUNDRED FIFTY AND NO/100 DOLLARS
 * ($4,250.00)"), the signatures, and then **a typed RIDER of Paragraphs 41 to 55, single-spaced,
 * which controls and amends the body's figures** ("Paragraph 7 of the Lease is amended by
 * deleting "TEN PERCENT (10%)" and substituting "FIVE PERCENT (5%)""): the measured areas and
 * share, the rent, the administrative fee, the statement deadline and its waiver, the review
 * period, the late charge, the exclusions, the amortization and the management-fee limit, and a
 * cap on controllable expenses; boilerplate riders and "INTENTIONALLY OMITTED." between them.
 * Every line of every page is one string.
 *
 * Every truth figure is the model's (model.ts): the Rider states it where it amends the body, the
 * body where it does not; the body's superseded figures are the family's own (riderPlan()).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { fmtDate, numberWords, pctWords } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';
import {
  ashfordFacts,
  center,
  ljust,
  premisesName,
  riderPlan,
  rjust,
  sf,
  typedCount,
  typedMoney,
  wrapWords,
} from './ashford-greenbar-facts';
import { type PrintedPage, printPages } from './ashford-greenbar-print';
import type { RenderedPdf } from './frame';

/** Typed columns of a line (Courier 10 pt at 6 pt a character across 6.5 inches). */
export const LEASE_COLS = 78;

/** A paragraph of the lease: its number, heading and text (or subparagraphs), or a table / free lines. */
export interface TypedPara {
  num: number;
  heading: string;
  text: string;
  /** Subparagraphs "(a)" ...: [letter, caption, text]. */
  subs?: [string, string, string][];
  /** Lines typed single-spaced after the text (a rent schedule). */
  table?: string[];
  /** Text after the table. */
  after?: string;
}

/** The typed form of a percentage: "FIVE PERCENT (5%)", "TWO AND ONE-HALF PERCENT (2.5%)" or "5%". */
const pctT = (p: number, digits = false) => (digits ? `${p}%` : `${pctWords(p).toUpperCase()} (${p}%)`);

const ordinalWord = (n: number) => {
  const w = numberWords(n);
  if (w.endsWith('one')) return `${w.slice(0, -3)}first`;
  if (w.endsWith('two')) return `${w.slice(0, -3)}second`;
  if (w.endsWith('three')) return `${w.slice(0, -5)}third`;
  if (w.endsWith('five')) return `${w.slice(0, -4)}fifth`;
  if (w.endsWith('eight')) return `${w}h`;
  if (w.endsWith('nine')) return `${w.slice(0, -1)}th`;
  if (w.endsWith('twelve')) return `${w.slice(0, -2)}fth`;
  if (w.endsWith('y')) return `${w.slice(0, -1)}ieth`;
  return `${w}th`;
};

const ORD = (n: number) => {
  const suf = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suf}`;
};

/** What an excluded category reads as in Paragraph 6(c) or the Rider. */
function exclusionWords(c: ExpenseCategory): string {
  switch (c) {
    case 'CAPITAL':
      return 'the cost of capital improvements, capital repairs and capital replacements';
    case 'LEASING_COMMISSIONS':
      return 'leasing commissions, brokerage fees, advertising and other costs of leasing space in the Park';
    case 'LEGAL_DISPUTES':
      return 'legal fees and other costs of disputes with tenants or other occupants of the Park';
    case 'DEPRECIATION':
      return 'depreciation of the buildings and improvements of the Park';
    case 'DEBT_SERVICE':
      return 'principal and interest on any mortgage or other debt of Landlord';
    case 'CHARITABLE':
      return 'charitable and political contributions';
    case 'MARKETING':
      return 'advertising and promotion of the Park';
    case 'GROUND_RENT':
      return 'rent payable under any ground lease';
    case 'RESERVES':
      return 'reserves for future repairs or replacements';
    case 'EXECUTIVE_SALARIES':
      return "salaries of Landlord's officers and executives above the grade of property manager";
    case 'LANDLORD_VIOLATIONS':
      return "fines and penalties incurred because of Landlord's violation of any law or lease";
    default:
      return c.toLowerCase();
  }
}

/** The three exclusions the body's Paragraph 6(c) types; the Rider adds the lease's others. */
export const BODY_EXCLUSIONS: ExpenseCategory[] = ['CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES'];

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'];

/** Every excluded category with its words, as the lease states it (body then Rider). */
export function exclusionItems(m: PacketModel): [ExpenseCategory, string][] {
  return [
    ...BODY_EXCLUSIONS.map((c) => [c, exclusionWords(c)] as [ExpenseCategory, string]),
    ...m.lease.exclusions
      .filter((c) => !BODY_EXCLUSIONS.includes(c))
      .map((c) => [c, exclusionWords(c)] as [ExpenseCategory, string]),
  ];
}

const nonWaiverSentence =
  "Landlord's failure to furnish such statement within such time shall not waive Landlord's right to collect Tenant's Proportionate Share of Operating Expenses for such year.";

/** The rent schedule's typed lines (single-spaced), for the body or the Rider. */
export function rentLines(
  m: PacketModel,
  monthly: number[],
  rates: number[] | null,
): { table: string[]; words: string } {
  const l = m.lease;
  const steps = l.rent.steps;
  const period = (i: number) => `${fmtDate(steps[i]!.from, 'NUMERIC')} - ${fmtDate(steps[i]!.to, 'NUMERIC')}`;
  const $ = (c: number) => `$${sf(Math.floor(c / 100))}.${String(c % 100).padStart(2, '0')}`;
  if (l.rent.form === 'PER_RSF') {
    const table = [
      `${ljust('     LEASE YEAR', 18)}${ljust('PERIOD', 23)}${rjust('ANNUAL RATE/RSF', 17)}${rjust('MONTHLY', 16)}`,
      ...monthly.map(
        (v, i) =>
          `${ljust(`${String(i + 1).padStart(10)}`, 18)}${ljust(period(i), 23)}${rjust($(rates![i]!), 17)}${rjust($(v), 16)}`,
      ),
    ];
    return { table, words: typedMoney(monthly[0]!) };
  }
  if (l.rent.form === 'PERCENT') return { table: [], words: typedMoney(monthly[0]!) };
  const table = [
    `${ljust('     PERIOD', 34)}${rjust('MONTHLY INSTALLMENT', 20)}${rjust('ANNUAL BASE RENT', 20)}`,
    ...monthly.map((v, i) => `${ljust(`     ${period(i)}`, 34)}${rjust($(v), 20)}${rjust($(v * 12), 20)}`),
  ];
  return { table, words: typedMoney(monthly[0]!) };
}

/** Paragraph 3 (or the Rider's substitute) for given figures. */
function rentPara(
  m: PacketModel,
  monthly: number[],
  rates: number[] | null,
  num: number,
  heading: string,
  lead: string,
): TypedPara {
  const l = m.lease;
  const { table, words } = rentLines(m, monthly, rates);
  if (l.rent.form === 'PERCENT')
    return {
      num,
      heading,
      text: `${lead}Tenant shall pay to Landlord as base rent for the Premises ("Base Rent"), in equal monthly installments in advance on the first day of each calendar month of the Term, without demand, deduction or set-off, ${words} per month during the first Lease Year. On the first day of each Lease Year thereafter the monthly installment of Base Rent shall be increased by ${pctT(l.rent.escalationPct!)} of the monthly installment for the preceding Lease Year, rounded to the nearest cent.`,
    };
  return {
    num,
    heading,
    text: `${lead}Tenant shall pay to Landlord as base rent for the Premises ("Base Rent"), in equal monthly installments in advance on the first day of each calendar month of the Term, without demand, deduction or set-off, the following sums:`,
    table,
    after:
      l.rent.form === 'PER_RSF'
        ? `Each monthly installment is the rate per rentable square foot shown above times the rentable area of the Premises, divided by twelve. The first monthly installment, ${words}, shall be paid upon the execution of this Lease.`
        : `The first monthly installment, ${words}, shall be paid upon the execution of this Lease.`,
  };
}

/** The lease's body (Paragraphs 1-40) and its Rider (Paragraphs 41-55). */
export function leaseDoc(m: PacketModel): { body: TypedPara[]; rider: TypedPara[] } {
  const l = m.lease;
  const f = ashfordFacts(m);
  const plan = riderPlan(m);
  const p = l.property;
  const digitsAll = m.spec.lease.numbers === 'DIGITS';
  // MIXED: clause by clause, words and figures or figures
  let mixIdx = 0;
  const mixed = m.spec.lease.numbers === 'MIXED';
  const dg = () => digitsAll || (mixed && (m.spec.seed + mixIdx++) % 2 === 1);
  const days = (n: number) => typedCount(n, 'days', dg());
  const office = l.kind !== 'industrial';
  const parkWord = office ? 'office park' : 'industrial park';
  const where = f.bldg ? `${p.suite} in Building ${f.bldg}` : p.suite;
  const approx = plan.remeasure ? 'approximately ' : '';
  const premArea = plan.remeasure ? plan.remeasure.premises : l.premisesRsf;
  const parkArea = plan.remeasure ? plan.remeasure.park : l.buildingRsf;
  const dec = m.spec.lease.shareDecimals;
  const bodyShare = m.spec.lease.shareStated
    ? plan.remeasure
      ? `${plan.remeasure.share}%`
      : `${l.sharePct.toFixed(dec)}%`
    : null;
  const shareWords = (s: string | null) =>
    s
      ? `"Tenant's Proportionate Share" is ${s}, being the rentable area of the Premises divided by the rentable area of the Park.`
      : `"Tenant's Proportionate Share" is a fraction, the numerator of which is the rentable area of the Premises and the denominator of which is the rentable area of the Park, expressed as a percentage.`;
  const lf = l.lateFee;
  const bodyLate = plan.late ?? { pct: lf.pct, flatCents: lf.flatCents };
  const lateAmount = (x: { pct: number | null; flatCents: number | null }) =>
    x.pct !== null ? `${pctT(x.pct)} of the amount overdue` : typedMoney(x.flatCents!);
  const camWords = 'Common Area Expenses (Operating Expenses other than real estate taxes and insurance)';
  const feeBaseWords = l.adminFee?.base === 'ALL_OPERATING_EXPENSES' ? 'Operating Expenses' : camWords;
  const bodyDeadline = plan.deadline ?? l.reconDeadlineDays;
  const bodyAudit = plan.audit ?? l.auditWindowDays;
  const bodyNonWaiver = f.nonWaiver || l.waiver;
  const monthly0 = plan.rent
    ? plan.rent.monthly
    : l.rent.form === 'PERCENT'
      ? [l.rent.steps[0]!.monthlyRentCents]
      : l.rent.steps.map((s) => s.monthlyRentCents);
  const rates0 = plan.rent ? plan.rent.rates : l.rent.psfRatesCents;

  const subs: [string, string, string][] = [
    [
      'a',
      'Definitions.',
      `"Operating Expenses" means all costs paid or incurred by Landlord in operating, maintaining, repairing, insuring and paying real estate taxes on the Park, including without limitation landscaping, snow removal, parking lot and roadway maintenance, utilities for the common areas, insurance premiums, real estate taxes and assessments, and the fee of the Park's manager.`,
    ],
    [
      'b',
      "Tenant's Proportionate Share.",
      l.leaseType === 'BASE_YEAR'
        ? `For each calendar year after the Base Year, Tenant shall pay to Landlord, as additional rent, Tenant's Proportionate Share of the amount by which Operating Expenses for such calendar year exceed ${typedMoney(l.baseYearExpensesCents!)} (the "Expense Stop"), which amount the parties agree is the Operating Expenses for calendar year ${l.baseYear} (the "Base Year"). ${shareWords(bodyShare)}`
        : `Tenant shall pay to Landlord, as additional rent, Tenant's Proportionate Share of Operating Expenses for each calendar year of the Term. ${shareWords(bodyShare)}`,
    ],
    [
      'c',
      'Exclusions.',
      `Operating Expenses shall not include (i) ${exclusionWords('CAPITAL')}; (ii) ${exclusionWords('LEASING_COMMISSIONS')}; or (iii) ${exclusionWords('LEGAL_DISPUTES')}.`,
    ],
    [
      'd',
      'Administrative Fee.',
      l.leaseType === 'BASE_YEAR'
        ? 'No administrative or overhead fee shall be added to Operating Expenses.'
        : `Landlord may add to Tenant's Proportionate Share of ${plan.fee?.deleted ? camWords : feeBaseWords} an administrative fee of ${pctT(plan.fee ? plan.fee.pct : l.adminFee!.pct)} thereof.`,
    ],
    [
      'e',
      'Estimates.',
      "Tenant shall pay one-twelfth of Landlord's reasonable estimate of the amounts due under this Paragraph 6 with each monthly installment of Base Rent.",
    ],
    [
      'f',
      'Annual Statement.',
      `Within ${days(bodyDeadline)} after the end of each calendar year, Landlord shall furnish Tenant a statement of the Operating Expenses for such year and of the amounts due under this Paragraph 6. Any balance due shall be paid within thirty (30) days, and any overpayment shall be credited against the next rent due.${bodyNonWaiver ? ` ${nonWaiverSentence}` : ''}`,
    ],
    [
      'g',
      'Inspection.',
      `Tenant may, by notice given within ${days(bodyAudit)} after receipt of Landlord's annual statement, inspect Landlord's books and records of Operating Expenses for such year at the office of Landlord's manager; if Tenant gives no such notice, the statement shall be final.`,
    ],
  ];
  const P = (num: number, heading: string, text: string): TypedPara => ({ num, heading, text });
  const body: TypedPara[] = [
    P(
      1,
      'DEMISED PREMISES.',
      `Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, the premises known as ${where} of the ${parkWord} known as ${f.park}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip} (the "Park"), containing ${approx}${sf(premArea)} rentable square feet (the "Premises"). The buildings of the Park contain ${approx}${sf(parkArea)} rentable square feet in the aggregate (the "rentable area of the Park").`,
    ),
    P(
      2,
      'TERM.',
      `The term of this Lease shall be ${typedCount(l.termMonths, 'months', dg())} (the "Term"), commencing on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date") and ending ${m.spec.lease.expirationStated ? `on ${fmtDate(l.originalExpiration, 'LONG')}` : `on the last day of the ${ordinalWord(l.termMonths)} (${ORD(l.termMonths)}) full calendar month of the Term`}, unless sooner terminated as herein provided. "Lease Year" means each period of twelve (12) months beginning on the Commencement Date or on an anniversary thereof.`,
    ),
    rentPara(m, monthly0, rates0, 3, 'BASE RENT.', ''),
    P(
      4,
      'USE.',
      `Tenant shall use the Premises for ${l.permittedUse}, and for no other purpose without the prior written consent of Landlord.`,
    ),
    P(
      5,
      'SECURITY DEPOSIT.',
      `Tenant has deposited with Landlord the sum of ${typedMoney(l.securityDepositCents)} as security for the performance of Tenant's obligations, which Landlord may apply to any sum in default and shall return, less such application, within thirty (30) days after the end of the Term.`,
    ),
    { num: 6, heading: 'OPERATING EXPENSES.', text: 'Tenant shall pay Operating Expenses as follows:', subs },
    P(
      7,
      'LATE CHARGE.',
      `If any installment of rent is not received by Landlord within ${days(lf.graceDays)} after it is due, Tenant shall pay to Landlord a late charge of ${lateAmount(bodyLate)}, as additional rent, to compensate Landlord for the expense of handling the delinquency.`,
    ),
    P(
      8,
      'UTILITIES AND SERVICES.',
      'Tenant shall pay for all electricity, gas, telephone and other utilities separately metered to the Premises. Landlord shall furnish water for lavatory purposes and shall maintain the common areas of the Park.',
    ),
    P(
      9,
      'REPAIRS BY LANDLORD.',
      'Landlord shall keep the roof, foundation, exterior walls and structural portions of the buildings and the common areas of the Park in good repair, the cost thereof being an Operating Expense to the extent permitted by Paragraph 6.',
    ),
    P(
      10,
      'REPAIRS BY TENANT.',
      'Tenant shall keep the interior of the Premises, including its doors, glass, plumbing fixtures and heating and air-conditioning equipment serving only the Premises, in good order and repair.',
    ),
    P(
      11,
      'ALTERATIONS.',
      'Tenant shall make no alterations, additions or improvements to the Premises without the prior written consent of Landlord.',
    ),
    P(
      12,
      'SIGNS.',
      'Tenant shall place no sign on the Premises or the Park except on the directory and the entrance door in a form approved by Landlord.',
    ),
    P(
      13,
      'COMPLIANCE WITH LAWS.',
      'Tenant shall comply with all laws, ordinances and regulations applicable to its use and occupancy of the Premises.',
    ),
    P(
      14,
      'HAZARDOUS MATERIALS.',
      'Tenant shall not bring upon the Park any hazardous substance except in the quantities customary for its permitted use and in compliance with law.',
    ),
    P(
      15,
      'INSURANCE.',
      'Tenant shall maintain comprehensive general liability insurance with a combined single limit of not less than One Million Dollars ($1,000,000.00), naming Landlord and its manager as additional insureds.',
    ),
    P(
      16,
      'WAIVER OF SUBROGATION.',
      'Landlord and Tenant each waive all claims against the other for loss covered by fire and extended coverage insurance.',
    ),
    P(
      17,
      'INDEMNITY.',
      "Tenant shall indemnify and hold Landlord harmless from all claims arising from Tenant's use of the Premises, except those caused by Landlord's negligence.",
    ),
    P(
      18,
      'DAMAGE BY FIRE OR OTHER CASUALTY.',
      'If the Premises are damaged by fire or other casualty, Landlord shall repair the same with reasonable dispatch and rent shall abate in proportion to the part of the Premises rendered untenantable.',
    ),
    P(
      19,
      'CONDEMNATION.',
      'If the whole of the Premises is taken by eminent domain, this Lease shall terminate as of the date of the taking.',
    ),
    P(
      20,
      'ASSIGNMENT AND SUBLETTING.',
      'Tenant shall not assign this Lease or sublet the Premises without the prior written consent of Landlord, which shall not be unreasonably withheld.',
    ),
    P(
      21,
      'ACCESS BY LANDLORD.',
      'Landlord may enter the Premises at reasonable times upon reasonable notice to inspect, repair and show the same.',
    ),
    P(
      22,
      'DEFAULT.',
      'If Tenant fails to pay any rent within ten (10) days after written notice, or fails to perform any other covenant within thirty (30) days after written notice, Tenant shall be in default.',
    ),
    P(
      23,
      'REMEDIES.',
      'Upon a default Landlord may terminate this Lease or re-enter the Premises, and may recover all damages allowed by law.',
    ),
    P(
      24,
      "ATTORNEYS' FEES.",
      "In any action to enforce this Lease the prevailing party shall recover its reasonable attorneys' fees.",
    ),
    P(
      25,
      'SUBORDINATION.',
      'This Lease is subordinate to any mortgage now or hereafter placed upon the Park.',
    ),
    P(
      26,
      'ESTOPPEL CERTIFICATES.',
      'Tenant shall, within ten (10) days after request, deliver a certificate stating that this Lease is in full force and effect.',
    ),
    P(
      27,
      'QUIET ENJOYMENT.',
      'Tenant, upon paying the rent and performing its covenants, shall peaceably and quietly have and enjoy the Premises.',
    ),
    P(
      28,
      'SURRENDER.',
      'At the end of the Term Tenant shall surrender the Premises broom clean and in good condition, ordinary wear and tear excepted.',
    ),
    P(
      29,
      'HOLDING OVER.',
      'If Tenant remains in possession after the end of the Term, it shall be a tenant from month to month at one hundred fifty percent (150%) of the Base Rent last payable.',
    ),
    P(
      30,
      'PARKING.',
      'Tenant and its employees may use the parking areas of the Park in common with other tenants, subject to the rules of Landlord.',
    ),
    P(
      31,
      'RULES AND REGULATIONS.',
      'Tenant shall observe the rules and regulations of the Park as Landlord may reasonably adopt them from time to time.',
    ),
    P(
      32,
      'NOTICES.',
      `Notices shall be in writing and delivered by hand or certified mail to Landlord in care of ${f.firmName}, ${f.firmStreet}, ${f.firmCity}, and to Tenant at the Premises.`,
    ),
    P(
      33,
      'BROKERS.',
      'Each party represents that it has dealt with no broker in connection with this Lease other than as disclosed in writing.',
    ),
    P(
      34,
      "MECHANICS' LIENS.",
      'Tenant shall keep the Premises free of liens arising from work performed for Tenant.',
    ),
    P(
      35,
      "LIMITATION OF LANDLORD'S LIABILITY.",
      "Landlord's liability under this Lease shall be limited to its interest in the Park.",
    ),
    P(
      36,
      'FORCE MAJEURE.',
      'Neither party shall be liable for delay caused by strikes, acts of God or other causes beyond its control, except for the payment of money.',
    ),
    P(
      37,
      'SUCCESSORS AND ASSIGNS.',
      'This Lease shall bind and benefit the parties and their respective successors and permitted assigns.',
    ),
    P(
      38,
      'GOVERNING LAW.',
      `This Lease shall be governed by the laws of the State in which the Park is located.`,
    ),
    P(
      39,
      'SEVERABILITY.',
      'If any provision of this Lease is held invalid, the remainder of this Lease shall not be affected.',
    ),
    P(
      40,
      'ENTIRE AGREEMENT; RIDER.',
      'This Lease, together with the Rider consisting of Paragraphs 41 through 55 attached hereto and made a part hereof, contains the entire agreement of the parties and may be modified only by a writing signed by both of them.',
    ),
  ];

  // ---- the Rider: amendments in the order of the paragraphs they amend, boilerplate between them
  const amend: TypedPara[] = [];
  const A = (heading: string, text: string, extra: Partial<TypedPara> = {}) =>
    amend.push({ num: 0, heading, text, ...extra });
  if (plan.remeasure) {
    const share = m.spec.lease.shareStated
      ? `, and Paragraph 6(b) is amended so that Tenant's Proportionate Share is ${l.sharePct.toFixed(dec)}%`
      : ", and Tenant's Proportionate Share under Paragraph 6(b) shall be computed on those areas";
    A(
      'MEASUREMENT OF PREMISES.',
      `Landlord's architect has measured the Premises and the buildings of the Park. Notwithstanding the approximate areas stated in Paragraph 1, the Premises contain ${sf(l.premisesRsf)} rentable square feet and the buildings of the Park contain ${sf(l.buildingRsf)} rentable square feet${share}.`,
    );
  }
  if (plan.rent) {
    if (l.rent.form === 'PERCENT')
      A(
        'BASE RENT.',
        `The monthly installment of Base Rent for the first Lease Year stated in Paragraph 3 is hereby reduced from ${typedMoney(plan.rent.monthly[0]!)} to ${typedMoney(l.rent.steps[0]!.monthlyRentCents)}, and the annual increases provided in Paragraph 3 shall be computed on the installment as so reduced.`,
      );
    else {
      const r = rentPara(
        m,
        l.rent.steps.map((s) => s.monthlyRentCents),
        l.rent.psfRatesCents,
        0,
        'BASE RENT.',
        'Paragraph 3 of the Lease is deleted in its entirety and the following is substituted therefor: ',
      );
      amend.push(r);
    }
  }
  const extraExcl = exclusionItems(m).slice(BODY_EXCLUSIONS.length);
  const exclParts: string[] = [];
  if (l.capitalAmortYears)
    exclParts.push(
      `Clause (i) of Paragraph 6(c) is amended by adding at the end thereof: ", except that the cost of any capital improvement made to reduce Operating Expenses or required by a law first in effect after the Commencement Date may be included, amortized in equal annual amounts over ${typedCount(l.capitalAmortYears, 'years', false)}".`,
    );
  if (extraExcl.length)
    exclParts.push(
      `Paragraph 6(c) is further amended by adding the following exclusions: ${extraExcl.map(([, w], i) => `(${ROMAN[i + 3]}) ${w}`).join('; ')}.`,
    );
  if (l.mgmtFeeCapPct !== null)
    exclParts.push(
      `The fee of the Park's manager included in Operating Expenses shall not exceed ${pctT(l.mgmtFeeCapPct, dg())} of Operating Expenses other than real estate taxes, insurance and such fee.`,
    );
  if (exclParts.length) A('OPERATING EXPENSES; EXCLUSIONS.', exclParts.join(' '));
  if (plan.fee) {
    if (plan.fee.deleted)
      A(
        'ADMINISTRATIVE FEE.',
        "Paragraph 6(d) of the Lease is deleted in its entirety. Landlord shall not add any administrative, overhead or bookkeeping fee to Operating Expenses, other than the fee of the Park's manager included therein.",
      );
    else
      A(
        'ADMINISTRATIVE FEE.',
        `Paragraph 6(d) of the Lease is amended by deleting "${pctT(plan.fee.pct)}" and substituting "${pctT(l.adminFee!.pct)}".`,
      );
  }
  const cap = l.camCap;
  if (cap) {
    const head =
      '"Controllable Operating Expenses" means Operating Expenses other than real estate taxes, insurance, utilities, the fee of the Park\'s manager and amortized capital costs. Controllable Operating Expenses included in Operating Expenses for any calendar year shall not exceed';
    const pc = pctT(cap.pct);
    const text =
      cap.type === 'NON_CUMULATIVE'
        ? `${head} the Controllable Operating Expenses for the preceding calendar year by more than ${pc}.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `${head} the Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${pc} per year, compounded annually, for each calendar year after ${cap.baseYear}.`
          : `${head} the Controllable Operating Expenses for calendar year ${cap.baseYear} plus ${pc} of that amount for each calendar year after ${cap.baseYear}, without compounding.`;
    A('LIMITATION ON CONTROLLABLE OPERATING EXPENSES.', text);
  }
  const waiverSentence = `If Landlord fails to furnish such statement within such ${typedCount(l.reconDeadlineDays, 'day', false)} period, Landlord shall be deemed to have waived its right to collect from Tenant any amount for such year in excess of Tenant's estimated payments.`;
  if (plan.deadline !== null || l.waiver) {
    const parts: string[] = [];
    if (plan.deadline !== null)
      parts.push(
        `Paragraph 6(f) of the Lease is amended by deleting "${typedCount(plan.deadline, 'days', false)}" and substituting "${typedCount(l.reconDeadlineDays, 'days', false)}"`,
      );
    if (l.waiver)
      parts.push(
        `${parts.length ? 'and' : 'Paragraph 6(f) of the Lease is amended'} by deleting its last sentence and substituting the following: "${waiverSentence}"`,
      );
    A('ANNUAL STATEMENT.', `${parts.join(', ')}${l.waiver ? '' : '.'}`);
  }
  if (plan.audit !== null)
    A(
      'INSPECTION OF RECORDS.',
      `Paragraph 6(g) of the Lease is amended by deleting "${typedCount(plan.audit, 'days', false)}" and substituting "${typedCount(l.auditWindowDays, 'days', false)}".`,
    );
  if (plan.late)
    A(
      'LATE CHARGE.',
      `Paragraph 7 of the Lease is amended by deleting "${lateAmount(plan.late)}" and substituting "${lateAmount({ pct: lf.pct, flatCents: lf.flatCents })}".`,
    );
  const fillers: [string, string][] = [
    [
      'OPTION TO EXTEND.',
      'Provided Tenant is not in default, Tenant shall have one option to extend the Term for five (5) years at ninety-five percent (95%) of the then fair market rent, by notice given not less than nine (9) months before the end of the Term.',
    ],
    [
      'SIGNAGE.',
      "Tenant may install one sign on the fascia of the building above the entrance to the Premises, at Tenant's expense, in a form approved by Landlord.",
    ],
    [
      "LANDLORD'S WORK.",
      'Before the Commencement Date Landlord shall, at its cost, repaint the Premises, replace damaged ceiling tiles and deliver the heating and air-conditioning equipment in good working order.',
    ],
    [
      'RIGHT OF FIRST OFFER.',
      'Before leasing any space adjoining the Premises, Landlord shall first offer it to Tenant on the terms Landlord is prepared to accept.',
    ],
    ['NO RELOCATION.', 'Landlord shall have no right to relocate Tenant to other premises in the Park.'],
    [
      'HEATING AND AIR-CONDITIONING.',
      "Tenant shall maintain a service contract for the heating and air-conditioning equipment serving the Premises with a contractor reasonably approved by Landlord, and shall deliver a copy to Landlord's manager.",
    ],
    [
      'ROOF EQUIPMENT.',
      "Tenant may, with Landlord's approval of the plans, place a satellite dish on the roof of the building in a location designated by Landlord.",
    ],
    [
      office ? 'AFTER-HOURS ACCESS.' : 'LOADING DOOR.',
      office
        ? 'Tenant shall have access to the Premises twenty-four (24) hours a day, seven (7) days a week, by key card.'
        : 'Landlord shall repair the overhead loading door of the Premises before the Commencement Date; thereafter Tenant shall maintain it.',
    ],
    [
      'PARKING.',
      'Notwithstanding Paragraph 30, Tenant shall be entitled to use four (4) parking spaces for each 1,000 rentable square feet of the Premises.',
    ],
    [
      'HAZARDOUS MATERIALS.',
      'Landlord represents that, to its knowledge, no hazardous substance is present in the Premises in violation of law.',
    ],
  ];
  // the boilerplate riders' draws: their own stream, so the Rider plan's figures do not move
  const fr = new Rng(`ashford-greenbar:boilerplate:${m.spec.seed}`);
  const picks = fr.shuffle(fillers);
  const slots = 14 - amend.length;
  const chosen: TypedPara[] = [];
  for (let i = 0; i < slots; i++) {
    const omit = i < picks.length && fr.chance(0.12);
    const pk = picks[i];
    chosen.push(
      !pk || omit
        ? { num: 0, heading: 'INTENTIONALLY OMITTED.', text: '' }
        : { num: 0, heading: pk[0], text: pk[1] },
    );
  }
  // merge: amendments keep their order; fillers go into drawn positions
  const merged: TypedPara[] = [];
  let ai = 0;
  let fi = 0;
  while (ai < amend.length || fi < chosen.length) {
    const takeFiller =
      fi < chosen.length &&
      (ai >= amend.length || fr.chance(chosen.length / (chosen.length + amend.length + 2)));
    merged.push(takeFiller ? chosen[fi++]! : amend[ai++]!);
  }
  const rider: TypedPara[] = [
    {
      num: 41,
      heading: 'RIDER TO CONTROL.',
      text: 'The provisions of this Rider are incorporated in and made a part of the Lease. In the event of any conflict or inconsistency between the provisions of this Rider and the provisions of Paragraphs 1 through 40 of the Lease, the provisions of this Rider shall control.',
    },
    ...merged.map((x, i) => ({ ...x, num: 42 + i })),
  ];
  return { body, rider };
}

// ---------------------------------------------------------------- the typed pages

const TOP = 66;
const BOTTOM = 714;
const FOOT = 744;
const DOUBLE = 24;
const SINGLE = 12;

/** One typed line before pagination: its text and how far it advances. */
interface Typed {
  text: string;
  pitch: number;
  /** Start a new page before this line. */
  newPage?: boolean;
}

/** Paragraph lines: the first indented five spaces with the number and heading run in. */
function paraLines(pp: TypedPara, pitch: number, indent = 5): Typed[] {
  const out: Typed[] = [];
  const lead = `${' '.repeat(indent)}${pp.num}.  ${pp.heading}${pp.text ? '  ' : ''}`;
  const wrap = (first: string, text: string): string[] => {
    const lines: string[] = [];
    let cur = first;
    for (const w of text.split(/\s+/).filter(Boolean)) {
      const sep = cur === '' || /\s$/.test(cur) ? '' : ' ';
      if ((cur + sep + w).length > LEASE_COLS && cur.trim()) {
        lines.push(cur.trimEnd());
        cur = w;
      } else cur = cur + sep + w;
    }
    if (cur.trim()) lines.push(cur.trimEnd());
    return lines;
  };
  for (const t of wrap(lead, pp.text)) out.push({ text: t, pitch });
  if (!pp.text) out[out.length - 1] = { text: lead.trimEnd(), pitch };
  for (const [k, cap, text] of pp.subs ?? [])
    for (const t of wrap(`${' '.repeat(indent + 5)}(${k})  ${cap}  `, text)) out.push({ text: t, pitch });
  if (pp.table?.length) {
    out.push({ text: '', pitch: SINGLE });
    for (const t of pp.table) out.push({ text: t, pitch: SINGLE });
    out.push({ text: '', pitch: SINGLE });
  }
  if (pp.after) for (const t of wrap(`${' '.repeat(indent)}`, pp.after)) out.push({ text: t, pitch });
  return out;
}

/** Every typed line of the lease, in order, before pagination. */
function typedLines(m: PacketModel): Typed[] {
  const l = m.lease;
  const f = ashfordFacts(m);
  const { body, rider } = leaseDoc(m);
  const W = LEASE_COLS;
  const out: Typed[] = [];
  const single = (text: string) => out.push({ text, pitch: SINGLE });
  const dbl = (text: string) => out.push({ text, pitch: DOUBLE });
  const prose = (text: string, indent = 5) => {
    for (const t of wrapWords(`${'#'.repeat(indent)}${text}`, W))
      dbl(t.replace(/^#+/, (h) => ' '.repeat(h.length)));
  };
  single(center('L E A S E', W));
  single('');
  single(center(`${f.park.toUpperCase()}`, W));
  single(center(`${premisesName(m).toUpperCase()}`, W));
  single('');
  single('');
  prose(
    `THIS LEASE, made and entered into ${fmtDate(l.leaseDate, 'ORDINAL')}, by and between ${l.landlord.name}, ${l.landlord.entityDesc} (hereinafter called "Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} (hereinafter called "Tenant").`,
  );
  dbl(center('W I T N E S S E T H:', W));
  prose(
    `WHEREAS, Landlord is the owner of the ${l.kind === 'industrial' ? 'industrial' : 'office'} park known as ${f.park}, managed on its behalf by ${f.firmName}; and`,
  );
  prose(
    'WHEREAS, Tenant desires to lease from Landlord a portion of the Park upon the terms and conditions hereinafter set forth;',
  );
  prose(
    'NOW, THEREFORE, in consideration of the rents, covenants and agreements hereinafter set forth, Landlord and Tenant agree as follows:',
  );
  for (const pp of body) out.push(...paraLines(pp, DOUBLE));
  prose(
    'IN WITNESS WHEREOF, the parties have executed this Lease as of the day and year first above written.',
  );
  const sig = (who: string, name: string, signer: string, title: string) => {
    single(`${' '.repeat(36)}${who}:`);
    single(`${' '.repeat(36)}${name.toUpperCase()}`);
    single('');
    single(`WITNESS: ______________________      By: _____________________________`);
    single(`${' '.repeat(40)}${signer}`);
    single(`${' '.repeat(40)}${title}`);
    single('');
    single('');
  };
  single('');
  sig('LANDLORD', l.landlord.name, l.landlord.contact, 'Authorized Signatory');
  sig('TENANT', l.tenant.name, l.tenant.contact, 'President');
  // the Rider, single-spaced on new pages
  out.push({ text: center('R I D E R', W), pitch: SINGLE, newPage: true });
  single('');
  for (const t of wrapWords(
    `RIDER ATTACHED TO AND FORMING A PART OF THE LEASE DATED ${fmtDate(l.leaseDate, 'LONG').toUpperCase()} BETWEEN ${l.landlord.name.toUpperCase()}, AS LANDLORD, AND ${l.tenant.name.toUpperCase()}, AS TENANT, FOR ${premisesName(m).toUpperCase()}, ${f.park.toUpperCase()}.`,
    W,
  ))
    single(t);
  single('');
  for (const pp of rider) {
    out.push(...paraLines(pp, SINGLE));
    single('');
  }
  single('');
  single("Landlord's Initials: ________          Tenant's Initials: ________");
  return out;
}

/** The lease's pages: every line with its position, the form's imprint and page number at the foot. */
export function leasePages(m: PacketModel): PrintedPage[] {
  const f = ashfordFacts(m);
  const pages: PrintedPage[] = [];
  let cur: PrintedPage = { lines: [] };
  let y = TOP;
  for (const t of typedLines(m)) {
    if (t.newPage || y + t.pitch > BOTTOM) {
      if (t.newPage || cur.lines.length) {
        pages.push(cur);
        cur = { lines: [] };
        y = TOP;
      }
      if (!t.text.trim() && !t.newPage) continue; // no blank line at the top of a page
    }
    cur.lines.push({ text: t.text, y });
    y += t.pitch;
  }
  pages.push(cur);
  const n = pages.length;
  pages.forEach((p, i) => {
    const left = f.formCode;
    const right = `PAGE ${i + 1} OF ${n}`;
    p.lines.push({
      text: left + ' '.repeat(Math.max(2, LEASE_COLS - left.length - right.length)) + right,
      y: FOOT,
    });
  });
  return pages;
}

export async function renderAshfordGreenbarLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  void rng;
  const f = ashfordFacts(m);
  return printPages(leasePages(m), {
    size: 10,
    left: 72,
    date: m.lease.leaseDate,
    title: `LEASE - ${f.park} - ${m.lease.property.suite}`,
    author: m.lease.landlord.name,
  });
}
