/**
 * Family "larkspur-board" (decision 0106), the lease: **a real-estate board's pre-printed
 * "Standard Multi-Tenant Commercial Lease — Net"**, set in **two text columns per page** in small
 * Times (each page's text flows down the left column, then the right), numbered paragraphs
 * "1.1", "4.2" with **run-in bold captions**, the basic provisions of paragraph 1 **filled in on
 * the form's blanks in the broker's typewriter face (Courier), underlined**; dates as "the 1st day
 * of March, 2021". Then an **Addendum typed by the broker** on plain pages in one column
 * (paragraphs A-1 ...) that sets the cost terms the form leaves open (administrative fee,
 * exclusions, amortization, cap, statement deadline and waiver, audit period, a base year) and
 * **amends the form's blanks** ("Paragraph 1.6 is amended to read ...", "Paragraph 4.2(d) is
 * amended to read ..."): the form's blank in 4.2(d) always holds a fee the Addendum replaces, and
 * 1.6 (the share) or 1.11 (the audit period) holds a figure the Addendum supersedes.
 *
 * Every truth figure comes from the model (model.ts); the board's facts from the family's stream.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { boardFacts } from './larkspur-board-facts';

export const FORM_TITLE = 'STANDARD MULTI-TENANT COMMERCIAL LEASE — NET';

const nf = (m: PacketModel): NumberForm => (m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');
const od = (iso: string) => fmtDate(iso, 'ORDINAL');
const ordinalNo = (k: number) =>
  `${k}${k % 100 >= 11 && k % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[k % 10] ?? 'th')}`;

/** What each excluded category reads as in Addendum paragraph A-4. */
export function exclusionText(m: PacketModel, c: ExpenseCategory): string {
  const l = m.lease;
  switch (c) {
    case 'CAPITAL':
      return l.capitalAmortYears
        ? 'costs of capital improvements and replacements, except as provided in Paragraph A-5'
        : 'costs of capital improvements, capital repairs and capital replacements';
    case 'LEASING_COMMISSIONS':
      return 'leasing commissions, brokerage fees and other costs of leasing space in the Project';
    case 'LEGAL_DISPUTES':
      return 'attorneys’ fees and costs of disputes with tenants, including collection and eviction actions';
    case 'DEPRECIATION':
      return 'depreciation of the buildings of the Project';
    case 'DEBT_SERVICE':
      return 'principal and interest on any mortgage or other financing of the Project';
    case 'CHARITABLE':
      return 'charitable or political contributions';
    case 'MARKETING':
      return 'advertising, marketing and promotion of the Project';
    case 'GROUND_RENT':
      return 'rent payable under any ground lease';
    case 'RESERVES':
      return 'reserves for future repairs, replacements or improvements';
    case 'EXECUTIVE_SALARIES':
      return 'salaries and benefits of Landlord’s officers and executives above the grade of property manager';
    case 'LANDLORD_VIOLATIONS':
      return 'fines, penalties and costs arising from Landlord’s violation of law or of any lease';
    default:
      return c.toLowerCase().replace(/_/g, ' ');
  }
}

/** Paragraph 1.5's rent lines (each a paragraph with the figures as fill-ins). */
export function rentLines(m: PacketModel): string[] {
  const l = m.lease;
  const range = (a: string, b: string) => `${fmtDate(a, 'SHORT')} - ${fmtDate(b, 'SHORT')}`;
  if (l.rent.form === 'PER_RSF')
    return l.rent.steps.map(
      (s, i) =>
        `Lease Year ${i + 1} (__${range(s.from, s.to)}__): __${money(l.rent.psfRatesCents![i]!)}__ per rentable sq. ft. per year, __${money(s.monthlyRentCents)}__ per month.`,
    );
  if (l.rent.form === 'PERCENT') {
    const s = l.rent.steps[0]!;
    return [
      `Lease Year 1 (__${range(s.from, s.to)}__): __${money(s.monthlyRentCents)}__ per month. On the first day of each Lease Year thereafter the monthly Base Rent shall increase by __${l.rent.escalationPct}%__ of the monthly Base Rent for the prior Lease Year.`,
    ];
  }
  return l.rent.steps.map(
    (s, i) => `Lease Year ${i + 1} (__${range(s.from, s.to)}__): __${money(s.monthlyRentCents)}__ per month.`,
  );
}

/** A printed paragraph: `**caption**` bold, `__fill__` typed into a blank (Courier, underlined). */
export interface Para {
  text: string;
  /** A centred heading line (the form's article headings). */
  head?: boolean;
  indent?: number;
}

/** The printed form's paragraphs (both columns), with the blanks filled in. */
export function formParagraphs(m: PacketModel): Para[] {
  const l = m.lease;
  const p = l.property;
  const f = boardFacts(m);
  const n = nf(m);
  const P: Para[] = [];
  const h = (t: string) => P.push({ text: t, head: true });
  const t = (text: string, indent = 0) => P.push({ text, indent });
  h('1. BASIC PROVISIONS ("Basic Provisions")');
  t(
    `**1.1 Parties.** This Lease ("Lease"), dated for reference purposes only __${od(l.leaseDate)}__, is made by and between __${l.landlord.name}, ${l.landlord.entityDesc}__ ("Landlord") and __${l.tenant.name}, ${l.tenant.entityDesc}__ ("Tenant") (collectively the "Parties").`,
  );
  t(
    `**1.2 Premises.** That certain portion of the Project known as __${p.suite}__, containing approximately __${commas(l.premisesRsf)}__ rentable square feet ("Premises").`,
  );
  t(
    `**1.3 Project.** The Premises are a part of __${p.name}__, located at __${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}__, containing approximately __${commas(l.buildingRsf)}__ rentable square feet in all buildings ("Project").`,
  );
  t(
    m.spec.lease.expirationStated
      ? `**1.4 Term.** __${l.termMonths}__ months ("Original Term") commencing __${od(l.commencement)}__ ("Commencement Date") and ending __${od(l.originalExpiration)}__ ("Expiration Date").`
      : `**1.4 Term.** __${l.termMonths}__ months ("Original Term") commencing __${od(l.commencement)}__ ("Commencement Date") and ending on the last day of the __${ordinalNo(l.termMonths)}__ full calendar month thereafter ("Expiration Date").`,
  );
  t(
    '**1.5 Base Rent.** Payable monthly in advance on the first day of each month ("Base Rent"), in the amounts set forth below:',
  );
  for (const r of rentLines(m)) t(r, 8);
  const shareBlank = m.spec.lease.shareStated
    ? `__${(f.amendShare ? f.staleSharePct! : l.sharePct).toFixed(m.spec.lease.shareDecimals)}%__ (percent)`
    : '__the ratio of the rentable area of the Premises to that of the Project (see Paragraph 4.2(a))__';
  t(`**1.6 Tenant’s Share of Operating Expenses.** ${shareBlank}.`);
  t(`**1.7 Security Deposit.** __${money(l.securityDepositCents)}__ ("Security Deposit").`);
  t(`**1.8 Agreed Use.** __${l.permittedUse}__.`);
  t(
    `**1.9 Lease Type.** Net. Tenant pays Tenant’s Share of Operating Expenses, including Real Property Taxes and insurance, as provided in Paragraph 4.2${l.leaseType === 'BASE_YEAR' ? ' __(modified by Addendum Paragraph A-3)__' : ''}.`,
  );
  t(
    `**1.10 Late Charge.** __${l.lateFee.pct !== null ? `${l.lateFee.pct}% of the overdue amount` : money(l.lateFee.flatCents!)}__ (see Paragraph 13.4).`,
  );
  t(
    `**1.11 Audit Period.** __${f.amendAudit ? `${f.staleAuditDays} days` : 'see Addendum'}__ after Tenant’s receipt of the Annual Statement (see Paragraph 4.2(f)).`,
  );
  t(`**1.12 Real Estate Brokers.** __${f.broker}__ represents __both Parties__ (see Paragraph 16).`);
  t(
    '**1.13 Addendum.** Attached hereto is an Addendum consisting of Paragraphs __A-1__ through __A-10__, which is a part of this Lease.',
  );
  h('2. PREMISES');
  t(
    '**2.1 Letting.** Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, the Premises for the term, at the rental, and upon all of the terms, covenants and conditions set forth in this Lease.',
  );
  t(
    '**2.2 Measurement.** The rentable square footage of the Premises and of the Project set forth in Paragraph 1 is an approximation which the Parties agree is reasonable, and Base Rent and Tenant’s Share shall not be subject to revision whether or not the actual square footage is more or less.',
  );
  t(
    '**2.3 Common Areas.** Tenant shall have the non-exclusive right to use, in common with others, the Common Areas of the Project, subject to the rules and regulations Landlord may adopt from time to time.',
  );
  h('3. TERM');
  t(
    '**3.1 Term.** The Commencement Date, Expiration Date and Original Term of this Lease are as specified in Paragraph 1.4.',
  );
  t(
    '**3.2 Delay in Possession.** If Landlord cannot deliver possession of the Premises by the Commencement Date, Landlord shall not be liable therefor, but Tenant shall not be obligated to pay Rent until possession is tendered.',
  );
  h('4. RENT');
  t(
    '**4.1 Rent Defined.** All monetary obligations of Tenant to Landlord under the terms of this Lease (except the Security Deposit) are deemed to be rent ("Rent"). Rent shall be payable in lawful money of the United States, without offset or deduction, on or before the day on which it is due.',
  );
  t(
    `**4.2 Operating Expenses.** (a) Tenant shall pay to Landlord, as additional rent, Tenant’s Share of all Operating Expenses. Unless a percentage is stated in Paragraph 1.6, Tenant’s Share is the rentable area of the Premises stated in Paragraph 1.2 divided by the rentable area of the Project stated in Paragraph 1.3.`,
  );
  t(
    '(b) "Operating Expenses" means all costs incurred by Landlord relating to the ownership, operation, maintenance, repair and insurance of the Project, including the Common Areas, Common Area utilities, Real Property Taxes, premiums for the insurance Landlord carries, and the fee of the Project’s property manager.',
    6,
  );
  t(
    '(c) Tenant shall pay in advance, on the first day of each month, one-twelfth of Landlord’s reasonable estimate of Tenant’s Share of Operating Expenses for the year.',
    6,
  );
  t(
    `(d) Landlord may charge an administrative fee of __${f.printedFeePct}%__ of Tenant’s Share of Operating Expenses.`,
    6,
  );
  t(
    '(e) Following the end of each calendar year Landlord shall deliver to Tenant a statement of the actual Operating Expenses for that year ("Annual Statement"), within the time provided in the Addendum. Any underpayment shall be paid by Tenant within thirty (30) days; any overpayment shall be credited against the next Rent due.',
    6,
  );
  t(
    '(f) Tenant may inspect Landlord’s records of Operating Expenses for the year covered by an Annual Statement by written notice given within the Audit Period stated in Paragraph 1.11; if no notice is given within that time, the Annual Statement shall be final.',
    6,
  );
  h('5. SECURITY DEPOSIT');
  t(
    '**5.1 Deposit.** Tenant shall deposit the Security Deposit with Landlord upon execution hereof as security for Tenant’s faithful performance of its obligations under this Lease. Landlord may use, apply or retain all or any portion of it to cure any Default.',
  );
  h('6. USE');
  t(
    '**6.1 Use.** Tenant shall use the Premises only for the Agreed Use and for no other purpose. Tenant shall not commit waste or permit any nuisance in the Premises or the Project.',
  );
  t(
    '**6.2 Hazardous Substances.** Tenant shall not bring or keep upon the Premises any Hazardous Substance without the prior written consent of Landlord.',
  );
  h('7. MAINTENANCE; REPAIRS; ALTERATIONS');
  t(
    '**7.1 Tenant’s Obligations.** Tenant shall, at Tenant’s sole expense, keep the Premises in good order, condition and repair, including interior walls, floors, doors, plumbing and the heating, ventilating and air conditioning serving only the Premises.',
  );
  t(
    '**7.2 Landlord’s Obligations.** Subject to Paragraph 4.2, Landlord shall keep in good order, condition and repair the foundations, exterior walls, structural condition of the roof and the Common Areas.',
  );
  t(
    '**7.3 Alterations.** Tenant shall not make any alterations to the Premises without Landlord’s prior written consent, which shall not be unreasonably withheld.',
  );
  h('8. INSURANCE; INDEMNITY');
  t(
    '**8.1 Liability Insurance.** Tenant shall obtain and keep in force a Commercial General Liability policy of insurance in an amount not less than $1,000,000 per occurrence, naming Landlord as an additional insured.',
  );
  t(
    '**8.2 Property Insurance.** Landlord shall obtain and keep in force a policy insuring the Project against loss on a full replacement cost basis; the premiums are Operating Expenses.',
  );
  t(
    '**8.3 Indemnity.** Tenant shall indemnify and hold harmless Landlord from any claims arising out of the use of the Premises by Tenant.',
  );
  h('9. DAMAGE OR DESTRUCTION');
  t(
    '**9.1 Restoration.** If the Premises are damaged by an insured casualty, Landlord shall repair the damage as soon as reasonably possible, and Base Rent shall abate in proportion to the impairment of Tenant’s use.',
  );
  h('10. REAL PROPERTY TAXES');
  t(
    '**10.1 Definition.** "Real Property Taxes" means all taxes and assessments levied upon the Project; they are Operating Expenses payable as provided in Paragraph 4.2.',
  );
  h('11. UTILITIES');
  t(
    '**11.1 Services.** Tenant shall pay for all water, gas, heat, light, power and telephone supplied to the Premises and separately metered.',
  );
  h('12. ASSIGNMENT AND SUBLETTING');
  t(
    '**12.1 Consent Required.** Tenant shall not assign or sublet all or any part of the Premises without Landlord’s prior written consent.',
  );
  h('13. DEFAULT; REMEDIES');
  t(
    '**13.1 Default.** A "Default" is a failure by Tenant to pay Rent within three (3) days after written notice, or to perform any other obligation within thirty (30) days after written notice.',
  );
  t('**13.2 Remedies.** Upon a Default Landlord may exercise any remedy provided by law.');
  t(
    `**13.4 Late Charges.** If any installment of Rent is not received by Landlord within __${countWith(l.lateFee.graceDays, 'days', n)}__ after it is due, Tenant shall pay to Landlord a late charge equal to __${l.lateFee.pct !== null ? `${pctWith(l.lateFee.pct, n)} of each such overdue amount` : moneyWith(l.lateFee.flatCents!, n)}__.`,
  );
  t(
    '**13.5 Interest.** Any monetary payment due Landlord which is not received within thirty (30) days after it is due shall bear interest at ten percent (10%) per annum.',
  );
  h('14. HOLDING OVER');
  t(
    '**14.1 Holdover Rent.** If Tenant holds possession after the expiration of this Lease, the Base Rent shall be one hundred fifty percent (150%) of the Base Rent in effect at expiration.',
  );
  h('15. NOTICES');
  t(
    `**15.1 Notices.** All notices shall be in writing and delivered to Landlord at __${p.managerStreet}__ and to Tenant at the Premises.`,
  );
  h('16. BROKERS');
  t(
    '**16.1 Brokers.** The Parties each represent that they have dealt with no broker in connection with this Lease other than the brokers named in Paragraph 1.12.',
  );
  h('17. SUBORDINATION; ATTORNMENT');
  t(
    '**17.1 Subordination.** This Lease shall be subject and subordinate to any ground lease, mortgage or deed of trust now or hereafter placed upon the Project, provided that the holder agrees not to disturb Tenant’s possession so long as no Default exists.',
  );
  t(
    '**17.2 Estoppel Certificates.** Each Party shall within ten (10) days after written notice from the other execute and deliver a statement in writing certifying that this Lease is unmodified and in full force and effect, and such other facts as may reasonably be requested.',
  );
  h('18. SIGNS; PARKING');
  t(
    '**18.1 Signs.** Tenant shall not place any sign upon the Premises or the Project without Landlord’s prior written consent. Tenant’s signs shall conform to the sign criteria for the Project.',
  );
  t(
    '**18.2 Parking.** Tenant shall be entitled to use, in common with other tenants, the unreserved parking spaces of the Project, subject to the rules Landlord may adopt.',
  );
  h('19. RULES AND REGULATIONS');
  t(
    '**19.1 Rules.** Tenant shall faithfully observe and comply with the rules and regulations that Landlord shall from time to time promulgate for the safety, care and cleanliness of the Project.',
  );
  h('20. SURRENDER');
  t(
    '**20.1 Condition on Surrender.** Upon the expiration or earlier termination of this Lease, Tenant shall surrender the Premises broom clean and in the same condition as received, ordinary wear and tear excepted, and shall remove its trade fixtures.',
  );
  h('21. ATTORNEYS’ FEES; WAIVER OF JURY TRIAL');
  t(
    '**21.1 Attorneys’ Fees.** If any Party brings an action to enforce the terms hereof, the prevailing Party shall be entitled to reasonable attorneys’ fees.',
  );
  t(
    '**21.2 Jury Trial.** THE PARTIES HEREBY WAIVE THEIR RESPECTIVE RIGHTS TO TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS LEASE.',
  );
  h('22. QUIET POSSESSION; LANDLORD ACCESS');
  t(
    '**22.1 Quiet Possession.** Subject to payment of Rent and performance of its obligations, Tenant shall have quiet possession of the Premises for the term hereof.',
  );
  t(
    '**22.2 Entry.** Landlord may enter the Premises at reasonable times, upon reasonable notice, to inspect, to make repairs and to show the Premises to prospective purchasers, lenders or tenants.',
  );
  h('23. CONDEMNATION; LIENS');
  t(
    '**23.1 Condemnation.** If more than ten percent (10%) of the floor area of the Premises is taken by eminent domain, either Party may terminate this Lease as of the date the condemning authority takes possession.',
  );
  t(
    '**23.2 Liens.** Tenant shall keep the Premises and the Project free from any liens arising out of work performed or materials furnished to or for Tenant.',
  );
  h('24. MISCELLANEOUS');
  t(
    '**24.1 Severability.** The invalidity of any provision of this Lease shall not affect the validity of any other provision.',
  );
  t(
    '**24.2 Time of Essence.** Time is of the essence with respect to the performance of all obligations to be performed under this Lease.',
  );
  t(
    '**24.3 Successors.** This Lease shall be binding upon the Parties, their personal representatives, successors and assigns, and shall be governed by the laws of the state in which the Project is located.',
  );
  h('25. ENTIRE AGREEMENT; ADDENDA');
  t(
    '**25.1 Entire Agreement.** This Lease, together with the Addendum, contains all agreements between the Parties. In the event of a conflict between the printed provisions of this Lease and the Addendum, the Addendum shall control.',
  );
  t(
    `**25.2 Signatures.** LANDLORD: __${l.landlord.name}__ By: __${l.landlord.contact}__. TENANT: __${l.tenant.name}__ By: __${l.tenant.contact}__.`,
  );
  return P;
}

/** The broker's typed Addendum (one column). */
export function addendumParagraphs(m: PacketModel): Para[] {
  const l = m.lease;
  const f = boardFacts(m);
  const n = nf(m);
  const P: Para[] = [];
  const t = (text: string, indent = 0) => P.push({ text, indent });
  const a1: string[] = [];
  if (f.amendShare)
    a1.push(
      `Paragraph 1.6 is amended to read: "1.6 Tenant’s Share of Operating Expenses. ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% (percent)."`,
    );
  if (f.amendAudit)
    a1.push(
      `Paragraph 1.11 is amended to read: "1.11 Audit Period. ${countWith(l.auditWindowDays, 'days', n)} after Tenant’s receipt of the Annual Statement."`,
    );
  t(`**A-1 Basic Provisions.** ${a1.join(' ')}`);
  t(
    l.adminFee
      ? `**A-2 Administrative Fee.** Paragraph 4.2(d) is amended to read: "(d) Landlord may charge an administrative fee of ${pctWith(l.adminFee.pct, n)} of Tenant’s Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'Common Area Operating Expenses, excluding Real Property Taxes and insurance premiums' : 'all Operating Expenses'}."`
      : '**A-2 Administrative Fee.** Paragraph 4.2(d) is deleted. Landlord shall charge no administrative, overhead or management fee other than the fee of the property manager.',
  );
  t(
    l.leaseType === 'BASE_YEAR'
      ? `**A-3 Base Year.** Notwithstanding Paragraphs 1.9 and 4.2(a), Tenant shall pay Tenant’s Share only of the amount by which Operating Expenses for each calendar year exceed the Base Year Operating Expenses. The "Base Year" is calendar year ${l.baseYear}, and the "Base Year Operating Expenses" are stipulated to be ${money(l.baseYearExpensesCents!)}.`
      : '**A-3 Base Year.** Intentionally omitted.',
  );
  t('**A-4 Exclusions.** Notwithstanding Paragraph 4.2(b), Operating Expenses shall not include:');
  l.exclusions.forEach((c, i) => {
    t(`(${String.fromCharCode(97 + i)}) ${exclusionText(m, c)};`, 18);
  });
  t(
    l.capitalAmortYears
      ? `**A-5 Capital Costs.** The cost of a capital improvement that reduces Operating Expenses or is required by a law first effective after the Commencement Date may be included in Operating Expenses only in equal annual installments amortized over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}.`
      : '**A-5 Capital Costs.** Intentionally omitted.',
  );
  t(
    l.mgmtFeeCapPct !== null
      ? `**A-6 Management Fee.** The property management fee included in Operating Expenses shall not exceed ${pctWith(l.mgmtFeeCapPct, n)} of the gross receipts of the Project.`
      : '**A-6 Management Fee.** Intentionally omitted.',
  );
  if (l.camCap) {
    const cap = l.camCap;
    const pc = pctWith(cap.pct, n);
    const head =
      '**A-7 Controllable Operating Expenses.** Controllable Operating Expenses (all Operating Expenses other than Real Property Taxes, insurance, utilities, the management fee and amortized capital costs) included in Operating Expenses for any calendar year shall not exceed';
    t(
      cap.type === 'NON_CUMULATIVE'
        ? `${head} the Controllable Operating Expenses for the prior calendar year increased by ${pc}.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `${head} the Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${pc} per year, compounded annually, on a cumulative basis.`
          : `${head} the Controllable Operating Expenses for calendar year ${cap.baseYear} plus ${pc} of that amount for each calendar year after ${cap.baseYear}, cumulative but not compounded.`,
    );
  } else t('**A-7 Controllable Operating Expenses.** Intentionally omitted.');
  t(
    `**A-8 Annual Statement.** Landlord shall deliver the Annual Statement described in Paragraph 4.2(e) within ${countWith(l.reconDeadlineDays, 'days', n)} after the end of each calendar year.${l.waiver ? ' If Landlord fails to deliver the Annual Statement within that time, Landlord waives the right to collect from Tenant any amount for that year in excess of the estimated payments made by Tenant.' : ''}`,
  );
  t(
    `**A-9 Audit.** Tenant shall have ${countWith(l.auditWindowDays, 'days', n)} after Tenant’s receipt of an Annual Statement to give notice of its election to audit Landlord’s records for that year${f.amendAudit ? ' (Paragraph 1.11, as amended)' : ' (the Audit Period of Paragraph 1.11)'}.`,
  );
  t(
    '**A-10 Conflict.** In the event of any conflict between the printed provisions of the Lease and this Addendum, this Addendum shall control.',
  );
  return P;
}

interface Run {
  style: 'r' | 'b' | 'f';
  text: string;
  x: number;
}

export async function renderLarkspurBoardLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = boardFacts(m);
  const w = new PdfWriter({
    font: 'Times',
    size: 7.5,
    margin: 36,
    date: l.leaseDate,
    title: `${FORM_TITLE} - ${l.tenant.name}`,
    author: f.board,
    footer: null,
  });
  const d = w.doc;
  let fs = 7.5;
  let fillFont = 'Courier';
  let fillSize = 7;
  const FONTS = { r: 'Times-Roman', b: 'Times-Bold', f: 'Courier' };
  const setFont = (st: Run['style']) => {
    if (st === 'f') d.font(fillFont).fontSize(fillSize);
    else d.font(FONTS[st]).fontSize(fs);
  };
  /** Breaks a marked-up paragraph into lines of runs no wider than `width`. */
  const layout = (text: string, width: number, bodyStyle: 'r' | 'f' = 'r'): Run[][] => {
    // each word, and whether it is glued to the one before (no space between, as "2021," after
    // a filled-in date)
    const words: { style: Run['style']; w: string; glue: boolean }[] = [];
    let spaceBefore = true;
    text.split(/(\*\*[^*]+\*\*|__[^_]+__)/).forEach((seg) => {
      if (!seg) return;
      const style: Run['style'] = seg.startsWith('**') ? 'b' : seg.startsWith('__') ? 'f' : bodyStyle;
      const body = style === bodyStyle ? seg : seg.slice(2, -2);
      body.split(/ +/).forEach((word, i) => {
        if (word) words.push({ style, w: word, glue: i === 0 && !spaceBefore && words.length > 0 });
      });
      spaceBefore = body.endsWith(' ');
    });
    const lines: Run[][] = [];
    let line: Run[] = [];
    let x = 0;
    for (const wd of words) {
      setFont(wd.style);
      const ww = d.widthOfString(wd.w);
      const sp = d.widthOfString(' ');
      const last = line.at(-1);
      // punctuation glued to a filled-in blank stays on its line (it may reach into the gutter)
      if (last && !wd.glue && x + sp + ww > width) {
        lines.push(line);
        line = [];
        x = 0;
      }
      const prev = line.at(-1);
      if (prev && prev.style === wd.style) {
        prev.text += wd.glue ? wd.w : ` ${wd.w}`;
        setFont(wd.style);
        x = prev.x + d.widthOfString(prev.text);
      } else {
        const start = prev ? x + (wd.glue ? 0 : sp) : 0;
        line.push({ style: wd.style, text: wd.w, x: start });
        x = start + ww;
      }
    }
    if (line.length) lines.push(line);
    return lines;
  };
  /** The current font's ascent: runs in different faces are set on one baseline. */
  const ascent = () => {
    const font = (d as unknown as { _font: { ascender: number }; _fontSize: number })._font;
    return (font.ascender / 1000) * (d as unknown as { _fontSize: number })._fontSize;
  };
  const drawLine = (runs: Run[], x0: number, y: number) => {
    setFont('r');
    const base = y + ascent();
    for (const r of runs) {
      setFont(r.style);
      d.text(r.text, x0 + r.x, base - ascent(), { lineBreak: false });
      if (r.style === 'f') {
        const ww = d.widthOfString(r.text);
        d.moveTo(x0 + r.x, y + fs + 0.2)
          .lineTo(x0 + r.x + ww, y + fs + 0.2)
          .lineWidth(0.4)
          .stroke();
      }
    }
  };
  // ---- the printed form: page 1's title block, then two columns
  const gap = 16;
  const colW = (w.contentWidth - gap) / 2;
  const colX = [w.left, w.left + colW + gap];
  const bottom = d.page.height - 52;
  d.font('Times-Bold').fontSize(8);
  d.text(f.board.toUpperCase(), w.left, 34, { width: w.contentWidth, align: 'center', lineBreak: false });
  d.font('Times-Bold').fontSize(13);
  d.text(FORM_TITLE, w.left, 46, { width: w.contentWidth, align: 'center', lineBreak: false });
  d.font('Times-Italic').fontSize(7);
  d.text(
    'This form is intended for use in a multi-tenant project where the Tenant pays its share of all operating expenses. Consult your attorney before signing.',
    w.left,
    63,
    { width: w.contentWidth, align: 'center', lineBreak: false },
  );
  d.moveTo(w.left, 74).lineTo(w.right, 74).lineWidth(0.8).stroke();
  let col = 0;
  let y = 80;
  const topOf = () => 50;
  const LEAD = 9;
  const nextCol = () => {
    if (col === 0) {
      col = 1;
      y = d.bufferedPageRange().count === 1 ? 80 : topOf();
    } else {
      d.addPage();
      col = 0;
      y = topOf();
    }
  };
  for (const p of formParagraphs(m)) {
    const indent = p.indent ?? 0;
    const lines = p.head ? layout(`**${p.text}**`, colW) : layout(p.text, colW - indent);
    if (p.head && y + LEAD * 3 > bottom) nextCol();
    if (p.head) y += 2;
    for (const ln of lines) {
      if (y + LEAD > bottom) nextCol();
      drawLine(ln, colX[col]! + indent, y);
      y += LEAD;
    }
    y += p.head ? 1 : 2.5;
  }
  const formPages = d.bufferedPageRange().count;
  // ---- the broker's typed Addendum: one column, Courier
  d.addPage();
  fs = 9;
  fillFont = 'Courier';
  fillSize = 9;
  FONTS.r = 'Courier';
  FONTS.b = 'Courier-Bold';
  y = 54;
  const typed = (text: string, indent = 0) => {
    for (const ln of layout(text, w.contentWidth - indent)) {
      if (y + 11 > d.page.height - 60) {
        d.addPage();
        y = 54;
      }
      drawLine(ln, w.left + indent, y);
      y += 11;
    }
    y += 5;
  };
  d.font('Courier-Bold').fontSize(11);
  d.text('ADDENDUM', w.left, y, { width: w.contentWidth, align: 'center', lineBreak: false });
  y += 16;
  typed(
    `This Addendum is attached to and made a part of the ${FORM_TITLE} dated ${od(l.leaseDate)} between ${l.landlord.name} ("Landlord") and ${l.tenant.name} ("Tenant") for ${l.property.suite} of ${l.property.name}. Capitalized terms have the meanings given in the Lease.`,
  );
  for (const p of addendumParagraphs(m)) typed(p.text, p.indent ?? 0);
  y += 14;
  typed(`Landlord: ${l.landlord.name}        Tenant: ${l.tenant.name}`);
  typed('By: ......................        By: ......................');
  typed(`Prepared by ${f.broker}`);
  // footers
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    d.font('Times-Roman').fontSize(6.5);
    const form = i < formPages;
    if (form && i > 0) {
      d.font('Times-Bold').fontSize(6.5);
      d.text(FORM_TITLE, w.left, 34, { width: w.contentWidth, align: 'center', lineBreak: false });
      d.font('Times-Roman').fontSize(6.5);
    }
    d.text(
      form
        ? `©${f.board} — Form ${f.formNo} — Page ${i + 1} of ${range.count}      Initials: Landlord ______ Tenant ______`
        : `Addendum — Page ${i + 1} of ${range.count}`,
      w.left,
      d.page.height - 36,
      { width: w.contentWidth, align: 'center', lineBreak: false },
    );
    d.page.margins.bottom = saved;
  }
  return finishPdf(w);
}
