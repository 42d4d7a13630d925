/**
 * Family "harborpoint-condo" (decision 0085), the lease: a plain-English short lease of one unit of
 * a small office condominium, written by a local attorney for the unit's owner (an LLC of a dentist
 * or a family): numbered paragraphs with bold run-in headings ("7. Your Share of Building Costs."),
 * no articles, "we" the owner and "you" the tenant, every figure in numerals only. The share is the
 * unit's percentage interest in the common elements as set out in an exhibit to the recorded
 * Declaration; the areas are mentioned in passing, for description only.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, fmtDate, money } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import type { RenderedPdf } from './frame';
import { condoOf } from './harborpoint-condo-building';

/** Paragraph 8's exclusions, one per category, in the attorney's plain words. */
export const CONDO_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'the cost of capital improvements to the building, such as a new roof or elevator',
  LEASING_COMMISSIONS: 'brokers’ commissions and other costs of leasing the Unit or any other unit',
  LEGAL_DISPUTES: 'lawyers’ fees and costs of disputes with you, other tenants or other unit owners',
  DEPRECIATION: 'depreciation',
  DEBT_SERVICE: 'payments on our mortgage or on any loan taken by the Association',
  CHARITABLE: 'charitable or political gifts',
  MARKETING: 'advertising and marketing',
  GROUND_RENT: 'ground rent',
  RESERVES: 'contributions to reserve funds for future repairs or replacements',
  EXECUTIVE_SALARIES: 'salaries of our or the Association manager’s officers and executives',
  LANDLORD_VIOLATIONS: 'fines and penalties caused by our breaking the law or this lease',
};

/** 72 -> "72nd". */
const nth = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')}`;

/** A numbered paragraph: its bold run-in heading, its text, and any list set below it. */
export interface CondoParagraph {
  title: string;
  body: string;
  list?: string[];
}

/** The unit's percentage interest as the lease states it: "4.12%" or "4.1180%". */
export const interestText = (m: PacketModel) => `${m.lease.sharePct.toFixed(m.spec.lease.shareDecimals)}%`;

/** The lease's numbered paragraphs for the model (the tests read them back). */
export function condoParagraphs(m: PacketModel): CondoParagraph[] {
  const l = m.lease;
  const p = l.property;
  const c = condoOf(m);
  const rng = new Rng(`harborpoint-condo:lease:${m.spec.seed}`);
  const steps = l.rent.steps;
  const out: CondoParagraph[] = [];
  out.push({
    title: 'Who Is Involved.',
    body: `${l.landlord.name}, ${l.landlord.entityDesc}, owns the Unit and is the landlord (“we,” “us” or “Owner”). ${l.tenant.name}, ${l.tenant.entityDesc}, is the tenant (“you”). ${c.owner}, our ${c.ownerTitle}, looks after this lease for us.`,
  });
  out.push({
    title: 'The Unit.',
    body: `We lease to you Unit ${c.unit} (the “Unit”) of ${c.condo} (the “Condominium”), ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}, created by a Declaration of Condominium recorded in ${c.declYear} in Book ${c.book}, Page ${c.page} of the ${c.county} County land records (with its exhibits and amendments, the “Declaration”). The Unit has roughly ${commas(l.premisesRsf)} square feet and the building about ${commas(l.buildingRsf)} square feet; these figures only describe the Unit, and neither of us may change the rent or your share if the real areas turn out different.`,
  });
  out.push({
    title: 'How Long This Lease Lasts.',
    body: m.spec.lease.expirationStated
      ? `This lease starts on ${fmtDate(l.commencement, 'LONG')} (the “Start Date”) and ends on ${fmtDate(l.originalExpiration, 'LONG')}.`
      : `This lease starts on ${fmtDate(l.commencement, 'LONG')} (the “Start Date”) and lasts ${l.termMonths} months, ending on the last day of the ${nth(l.termMonths)} month.`,
  });
  if (l.rent.form === 'PERCENT') {
    out.push({
      title: 'Rent.',
      body: `Your rent for the first 12 months is ${money(steps[0]!.monthlyRentCents)} a month. On each anniversary of the Start Date your monthly rent goes up by ${l.rent.escalationPct}% over the monthly rent for the 12 months before.`,
    });
  } else if (l.rent.form === 'PER_RSF') {
    out.push({
      title: 'Rent.',
      body: `Your rent is figured at a yearly rate for each of the Unit’s ${commas(l.premisesRsf)} square feet, paid monthly:`,
      list: steps.map(
        (s, i) =>
          `Year ${i + 1} (${fmtDate(s.from, 'LONG')} to ${fmtDate(s.to, 'LONG')}): ${money(l.rent.psfRatesCents![i]!)} per square foot a year, or ${money(s.monthlyRentCents)} a month`,
      ),
    });
  } else {
    out.push({
      title: 'Rent.',
      body: 'Your monthly rent is:',
      list: steps.map(
        (s) => `${fmtDate(s.from, 'LONG')} to ${fmtDate(s.to, 'LONG')}: ${money(s.monthlyRentCents)} a month`,
      ),
    });
  }
  const late =
    l.lateFee.pct !== null
      ? `a late charge of ${l.lateFee.pct}% of the late amount`
      : `a late charge of ${money(l.lateFee.flatCents!)}`;
  out.push({
    title: 'Paying Rent; Late Charge.',
    body: `Rent and all other charges are due on the 1st day of each month, in advance, without our asking. If we have not received a payment within ${l.lateFee.graceDays} days after it is due, you will pay ${late}.`,
  });
  out.push({
    title: 'Security Deposit.',
    body: `You have given us a security deposit of ${money(l.securityDepositCents)}. We will return it within 30 days after this lease ends, less anything you owe us.`,
  });
  out.push({
    title: 'Your Share of Building Costs.',
    body: `The Unit is one unit of the Condominium. ${c.association} (the “Association”) runs the building and charges each unit owner assessments for the common expenses. You will pay us, as additional rent, your share of (a) the Association’s common expenses of operating, maintaining, repairing, cleaning, insuring and managing the common elements (the “Association Costs”), (b) the real estate taxes on the Condominium and (c) the insurance on the Condominium (together, “Building Costs”). Your share is the Unit’s percentage interest in the common elements, which is ${interestText(m)} as set out in Exhibit ${c.exhibit} to the Declaration. Your share does not change because other units are empty, combined or remeasured.`,
  });
  const ex = l.exclusions.map((cat) => {
    const t = CONDO_EXCLUSIONS[cat];
    if (!t) throw new Error(`harborpoint-condo: no exclusion wording for ${cat}`);
    return t;
  });
  const amort = l.capitalAmortYears
    ? ` But if the Association pays for a capital improvement that lowers its costs or that the law requires, the cost spread evenly over ${l.capitalAmortYears} years counts, one year’s part each year.`
    : '';
  const mgmt = l.mgmtFeeCapPct
    ? ` The Association’s management fee counts only up to ${l.mgmtFeeCapPct}% of the Association’s gross receipts for the year.`
    : '';
  out.push({
    title: 'What Building Costs Do Not Include.',
    body: `Building Costs do not include ${ex.map((t, i) => `(${String.fromCharCode(97 + i)}) ${t}`).join('; ')}.${amort}${mgmt}`,
  });
  out.push({
    title: 'Our Fee.',
    body: l.adminFee
      ? l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `For our time in handling the Association Costs, you will also pay us a fee of ${l.adminFee.pct}% of your share of the Association Costs. We charge no fee on taxes or insurance.`
        : `For our time in handling Building Costs, you will also pay us a fee of ${l.adminFee.pct}% of your share of Building Costs.`
      : 'We charge no fee of our own on top of your share of Building Costs.',
  });
  const cap = l.camCap;
  if (cap) {
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `will be figured as if they went up no more than ${cap.pct}% over the year before`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `will be figured as if they were no more than the Controllable Costs for ${cap.baseYear} increased by ${cap.pct}% each year after ${cap.baseYear}, compounded`
          : `will be figured as if they were no more than the Controllable Costs for ${cap.baseYear} plus ${cap.pct}% of that amount for each year after ${cap.baseYear}, not compounded`;
    out.push({
      title: 'Limit on Increases.',
      body: `“Controllable Costs” are all Building Costs except taxes, insurance, utilities, the management fee and capital items. For each year, the Controllable Costs in your share ${limit}.`,
    });
  }
  const waiver = l.waiver
    ? ' If we do not send the letter within that time, we give up the right to collect from you any more for that year than you already paid.'
    : rng.pick([' If we send the letter late, you still owe any balance it shows.', '']);
  out.push({
    title: 'Monthly Estimates and Yearly Reconciliation.',
    body: `Each month, with your rent, you will pay 1/12 of our estimate of your share of Building Costs${l.adminFee ? ' and our fee' : ''} for the year. Within ${l.reconDeadlineDays} days after the end of each calendar year we will send you a reconciliation letter showing the Association Costs by the Association’s categories, the taxes, the insurance, your share and the estimates you paid.${waiver} If you paid too little you will pay the difference within 30 days; if you paid too much we will credit it against your next payments.`,
  });
  out.push({
    title: 'Checking Our Figures.',
    body: `If you ask in writing within ${l.auditWindowDays} days after you receive a reconciliation letter, we will let you see the Association’s budget, its year-end statement and invoices, and our tax and insurance bills for that year. If you do not ask within that time, the letter is final.`,
  });
  out.push({
    title: 'Use of the Unit.',
    body: `You will use the Unit only for ${l.permittedUse}, and in keeping with the Declaration, the Association’s bylaws and its rules, which control if they conflict with this lease.`,
  });
  out.push({
    title: 'Notices; Whole Agreement.',
    body: `Notices must be in writing and sent to us at ${c.ownerStreet}, ${p.city.city}, ${p.city.state} (or by e-mail to ${c.ownerEmail}) and to you at the Unit. This is our whole agreement; any change must be in writing signed by both of us. ${p.city.stateName} law applies.`,
  });
  return out;
}

export async function renderHarborpointCondoLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const c = condoOf(m);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 10,
    margin: 68,
    date: l.leaseDate,
    title: `Lease - ${c.condo} Unit ${c.unit} - ${l.tenant.name}`,
    author: c.attorney,
    footer: 'Page {n} of {total}',
  });
  w.heading('LEASE', { align: 'center', size: 14, gap: 0.1 });
  w.heading(`${c.condo}, Unit ${c.unit}`, { align: 'center', size: 10.5, style: 'regular', gap: 0.8 });
  w.para(
    `This lease is made on ${fmtDate(l.leaseDate, 'LONG')}. We have tried to write it in plain English. In it, “we” means the Owner named in paragraph 1 and “you” means the Tenant.`,
    { align: 'justify', gap: 0.7 },
  );
  condoParagraphs(m).forEach((par, i) => {
    w.para(par.body, { lead: `${i + 1}. ${par.title}`, align: 'justify', gap: par.list ? 0.3 : 0.6 });
    if (par.list) {
      for (const item of par.list) w.para(item, { indent: 24, gap: 0.15 });
      w.space(0.45);
    }
  });
  w.ensure(w.size * 13);
  w.space(0.3);
  w.para('We have signed this lease on the date at the top of page 1.', { gap: 1 });
  const half = w.contentWidth / 2;
  w.row(
    [
      {
        text: `OWNER:\n${l.landlord.name}\n\nBy: ____________________________\n${c.owner}, ${c.ownerTitle}`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 14 },
  );
  w.para(`This lease was prepared by ${c.attorney}, ${l.property.city.city}, ${l.property.city.state}.`, {
    size: 8,
    style: 'italic',
  });
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
