/**
 * Family "tidewater-questions" (decision 0112), the lease: **a small regional owner's
 * plain-language lease whose numbered headings are questions** ("2. What space is Tenant
 * leasing?", "10. What is Tenant's Share?"), each answered in the paragraphs set below it, in
 * Helvetica; no summary, no articles, no exhibits: every figure is stated inline in its answer,
 * and the answers cite one another by number ("the area stated in Answer 2"). Rent steps are a
 * bulleted list; exclusions are lettered "(a) ..." in one answer. Sections that do not apply are
 * left out and the rest renumbered. Every truth figure comes from the model (model.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import {
  capitalize,
  commas,
  countWith,
  fmtDate,
  money,
  moneyWith,
  type NumberForm,
  pctWith,
} from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { placeWord, questionsFacts } from './tidewater-questions-facts';

const nf = (m: PacketModel): NumberForm => (m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');
const long = (iso: string) => fmtDate(iso, 'LONG');

export interface Question {
  no: number;
  /** The heading's key (what other answers and documents look it up by). */
  key: string;
  question: string;
  paras: string[];
}

/** What each excluded category reads as in the answer on costs never passed through. */
export function exclusionText(m: PacketModel, c: ExpenseCategory): string {
  switch (c) {
    case 'CAPITAL':
      return m.lease.capitalAmortYears
        ? 'capital improvements, except as the answer on capital items allows'
        : 'the cost of capital improvements, replacements and repairs';
    case 'LEASING_COMMISSIONS':
      return 'brokerage commissions and other costs of leasing space to tenants';
    case 'LEGAL_DISPUTES':
      return 'lawyers’ fees and costs of disputes with tenants';
    case 'DEPRECIATION':
      return 'depreciation';
    case 'DEBT_SERVICE':
      return 'mortgage principal and interest and other loan costs';
    case 'CHARITABLE':
      return 'charitable or political gifts';
    case 'MARKETING':
      return 'advertising and promotion of the property';
    case 'GROUND_RENT':
      return 'ground rent';
    case 'RESERVES':
      return 'amounts set aside as reserves';
    case 'EXECUTIVE_SALARIES':
      return 'salaries of Landlord’s executives above the property manager';
    case 'LANDLORD_VIOLATIONS':
      return 'fines and penalties caused by Landlord breaking the law or this Lease';
    default:
      return c.toLowerCase().replace(/_/g, ' ');
  }
}

/** The Base Rent answer's bullets. */
export function rentLines(m: PacketModel): string[] {
  const l = m.lease;
  const n = nf(m);
  if (l.rent.form === 'PER_RSF')
    return l.rent.steps.map(
      (s, i) =>
        `• ${long(s.from)} to ${long(s.to)}: ${money(l.rent.psfRatesCents![i]!)} per square foot per year, which is ${money(s.monthlyRentCents)} a month.`,
    );
  if (l.rent.form === 'PERCENT') {
    const s = l.rent.steps[0]!;
    return [
      `• ${long(s.from)} to ${long(s.to)}: ${moneyWith(s.monthlyRentCents, n)} a month.`,
      `• After that, on every anniversary of the Commencement Date the monthly Base Rent goes up by ${pctWith(l.rent.escalationPct!, n)} over the monthly Base Rent paid just before that anniversary.`,
    ];
  }
  return l.rent.steps.map((s) => `• ${long(s.from)} to ${long(s.to)}: ${money(s.monthlyRentCents)} a month.`);
}

/** The lease's questions, numbered in order (questions that do not apply are left out). */
export function leaseQuestions(m: PacketModel): Question[] {
  const l = m.lease;
  const p = l.property;
  const f = questionsFacts(m);
  const n = nf(m);
  const place = placeWord(m);
  const Q: Question[] = [];
  const add = (key: string, question: string, ...paras: string[]) =>
    Q.push({ no: Q.length + 1, key, question, paras });
  const no = (key: string) => Q.find((q) => q.key === key)!.no;
  add(
    'parties',
    'Who are the parties, and when was this Lease made?',
    `This Lease is made on ${long(l.leaseDate)} between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant").`,
  );
  add(
    'premises',
    'What space is Tenant leasing?',
    `${p.suite} (the "Premises"). The Premises contain ${commas(l.premisesRsf)} rentable square feet. Neither party may later remeasure the Premises to change the rent.`,
  );
  add(
    'property',
    `Where is the Premises, and how big is the ${place}?`,
    `The Premises are in ${p.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip} (the "${place}"). The ${place} contains ${commas(l.buildingRsf)} rentable square feet in all.`,
  );
  add(
    'term',
    'How long does this Lease last?',
    m.spec.lease.expirationStated
      ? `${capitalize(countWith(l.termMonths, 'months', n))}. The term starts on ${long(l.commencement)} (the "Commencement Date") and ends on ${long(l.originalExpiration)}.`
      : `${capitalize(countWith(l.termMonths, 'months', n))}, counted from ${long(l.commencement)} (the "Commencement Date"). If the Commencement Date is not the first day of a month, the months are counted from the first day of the next month.`,
  );
  add(
    'rent',
    'How much Base Rent does Tenant pay?',
    'Tenant pays Base Rent every month, in advance, on the first day of the month, as follows:',
    ...rentLines(m),
  );
  add(
    'late',
    'What happens if a payment is late?',
    `If Landlord has not received a payment within ${countWith(l.lateFee.graceDays, 'days', n)} after its due date, Tenant owes a late charge of ${l.lateFee.pct !== null ? `${pctWith(l.lateFee.pct, n)} of the late payment` : moneyWith(l.lateFee.flatCents!, n)}. The late charge is Landlord's only charge for the lateness itself.`,
  );
  add(
    'deposit',
    'Is there a security deposit?',
    `Yes: ${money(l.securityDepositCents)}, paid when Tenant signs. Landlord returns what is left of it within thirty days after Tenant moves out.`,
  );
  add('use', 'What may Tenant use the Premises for?', `Only ${l.permittedUse}.`);
  add(
    'costs',
    `What costs of the ${place} does Tenant pay?`,
    l.leaseType === 'BASE_YEAR'
      ? `Tenant pays Tenant's Share of the amount by which Operating Expenses for a calendar year are more than the Base Year Expenses (see the answer on the Base Year).`
      : `Tenant pays Tenant's Share of all Operating Expenses for each calendar year, on top of Base Rent.`,
    `"Operating Expenses" are what Landlord spends to run, clean, repair, insure and manage the ${place}, including its real estate taxes and assessments and Landlord's insurance premiums.`,
  );
  add(
    'share',
    "What is Tenant's Share?",
    m.spec.lease.shareStated
      ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%. This is the area in Answer ${no('premises')} divided by the area in Answer ${no('property')}.`
      : `The area stated in Answer ${no('premises')} divided by the area stated in Answer ${no('property')}, written as a percentage.`,
  );
  add(
    'exclusions',
    'Which costs are never passed through to Tenant?',
    `Operating Expenses do not include ${l.exclusions.map((c, i) => `(${String.fromCharCode(97 + i)}) ${exclusionText(m, c)}`).join('; ')}.`,
  );
  if (l.capitalAmortYears)
    add(
      'capital',
      'How are capital items charged?',
      `A capital improvement that lowers Operating Expenses or that a new law requires may be charged only a piece at a time: its cost spread evenly over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}, with interest at Landlord's borrowing rate.`,
    );
  add(
    'fees',
    'Does Landlord add a management or administrative fee?',
    l.mgmtFeeCapPct !== null
      ? `The property manager's fee may be included in Operating Expenses, but not more than ${pctWith(l.mgmtFeeCapPct, n)} of the ${place}'s gross receipts.`
      : `The property manager's fee may be included in Operating Expenses at a market rate.`,
    l.adminFee
      ? `Landlord may also charge an administrative fee of ${pctWith(l.adminFee.pct, n)} of Tenant's Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'Operating Expenses other than taxes and insurance' : 'Operating Expenses'}, and no more.`
      : 'Landlord charges no administrative fee on top of Operating Expenses.',
  );
  if (l.camCap) {
    const cap = l.camCap;
    const pc = pctWith(cap.pct, n);
    const what =
      'Controllable Expenses (all Operating Expenses except taxes, insurance, utilities, management fees and amortized capital items)';
    add(
      'cap',
      'Is there a limit on how fast Operating Expenses can go up?',
      cap.type === 'NON_CUMULATIVE'
        ? `Yes. ${what} charged for a year may not be more than ${pc} above Controllable Expenses for the year before.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `Yes. ${what} charged for a year may not be more than Controllable Expenses for ${cap.baseYear} increased by ${pc} a year, compounded each year.`
          : `Yes. ${what} charged for a year may not be more than Controllable Expenses for ${cap.baseYear} plus ${pc} of that amount for each year after ${cap.baseYear}, not compounded.`,
    );
  }
  if (l.leaseType === 'BASE_YEAR')
    add(
      'base',
      'What is the Base Year?',
      `Calendar year ${l.baseYear}. The parties agree that the Base Year Expenses are ${money(l.baseYearExpensesCents!)}, whatever Operating Expenses for ${l.baseYear} actually turn out to be.`,
    );
  add(
    'estimates',
    'How does Tenant pay its share during the year?',
    "Landlord estimates Tenant's payment for each year and Tenant pays one-twelfth of the estimate with each month's Base Rent. Landlord may change the estimate by giving Tenant notice.",
  );
  add(
    'reconciliation',
    'When does Landlord settle up for the year?',
    `Landlord sends Tenant a reconciliation of the actual Operating Expenses and Tenant's payments within ${countWith(l.reconDeadlineDays, 'days', n)} after the end of each calendar year. Tenant pays any amount owed within thirty days; Landlord credits any overpayment against the next rent due.${l.waiver ? ' If Landlord sends the reconciliation late, Landlord gives up the right to collect any amount owed for that year.' : f.nonWaiver ? ' A late reconciliation does not cost Landlord the right to collect what Tenant owes.' : ''}`,
  );
  add(
    'audit',
    "May Tenant check Landlord's figures?",
    `Yes. Tenant may review Landlord's records for a year if Tenant asks in writing within ${countWith(l.auditWindowDays, 'days', n)} after receiving that year's reconciliation. After that time the reconciliation is final.`,
  );
  add(
    'insurance',
    'What insurance must Tenant carry?',
    `Commercial general liability insurance of at least ${money(100000000)} per occurrence, with Landlord named as an additional insured.`,
  );
  add(
    'assignment',
    'May Tenant assign this Lease or sublet?',
    'Only with Landlord’s written consent, which Landlord will not unreasonably refuse.',
  );
  add(
    'default',
    'What if Tenant does not pay or perform?',
    'If rent is unpaid ten days after Landlord’s notice, or another failure is not fixed within thirty days after notice, Landlord may end this Lease and recover its damages as the law allows.',
  );
  add(
    'notices',
    'How are notices given?',
    `In writing, by hand, overnight courier or certified mail: to Landlord in care of ${p.manager}, ${p.managerStreet}; to Tenant at the Premises.`,
  );
  add(
    'entire',
    'Is this the whole agreement?',
    'Yes. Changes must be in writing and signed by both parties. The questions are headings for convenience; the answers are the binding terms.',
  );
  return Q;
}

/** The question heading as printed. */
export const heading = (q: Question) => `${q.no}. ${q.question}`;

/** The number of the answer with this key. */
export const answerNo = (m: PacketModel, key: string) => leaseQuestions(m).find((q) => q.key === key)!.no;

export const leaseTitle = (m: PacketModel) =>
  m.lease.kind === 'retail' ? 'RETAIL LEASE' : m.lease.kind === 'office' ? 'OFFICE LEASE' : 'WAREHOUSE LEASE';
export const LEASE_SUBTITLE = 'Plain-Language Form — Questions and Answers';

export async function renderTidewaterQuestionsLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = questionsFacts(m);
  const w = new PdfWriter({
    font: 'Helvetica',
    size: 9.5,
    margin: 62,
    date: l.leaseDate,
    title: `${leaseTitle(m)} - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: `Form ${f.formNo}   Page {n} of {total}   Tenant's initials ______`,
  });
  const d = w.doc;
  w.font('bold', 16);
  d.text(leaseTitle(m), w.left, d.y, { width: w.contentWidth, align: 'center' });
  w.font('regular', 10);
  d.text(LEASE_SUBTITLE, w.left, d.y + 2, { width: w.contentWidth, align: 'center' });
  d.text(`${l.property.name} · ${l.property.city.city}, ${l.property.city.state}`, w.left, d.y, {
    width: w.contentWidth,
    align: 'center',
  });
  d.y += 8;
  w.font('italic', 9);
  d.text(
    'This Lease is written as questions and answers. Each answer is a binding term of the Lease; "Answer 3" means the answer under question 3.',
    w.left,
    d.y,
    { width: w.contentWidth, align: 'center' },
  );
  d.y += 12;
  const bottom = d.page.height - 80;
  for (const q of leaseQuestions(m)) {
    w.font('bold', 10.5);
    if (d.y + 40 > bottom) d.addPage();
    d.text(heading(q), w.left, d.y, { width: w.contentWidth });
    d.y += 3;
    w.font('regular', 9.5);
    for (const para of q.paras) {
      const indent = para.startsWith('•') ? 16 : 0;
      const h = d.heightOfString(para, { width: w.contentWidth - indent });
      if (d.y + h > bottom) d.addPage();
      d.text(para, w.left + indent, d.y, { width: w.contentWidth - indent });
      d.y += 3;
    }
    d.y += 7;
  }
  if (d.y + 110 > bottom) d.addPage();
  d.y += 6;
  w.font('regular', 9.5);
  d.text('Signed by the parties on the date in Answer 1.', w.left, d.y, { width: w.contentWidth });
  d.y += 18;
  const y = d.y;
  const half = w.contentWidth / 2;
  const sig = (x: number, role: string, party: string, who: string) => {
    w.font('bold', 9.5);
    d.text(role, x, y, { width: half - 20 });
    w.font('regular', 9.5);
    d.text(party, x, y + 14, { width: half - 20 });
    d.text('Signature: __________________________', x, y + 44, { width: half - 20 });
    d.text(`Printed name: ${who}`, x, y + 58, { width: half - 20 });
  };
  sig(w.left, 'LANDLORD', l.landlord.name, l.landlord.contact);
  sig(w.left + half, 'TENANT', l.tenant.name, l.tenant.contact);
  w.font();
  return finishPdf(w);
}
