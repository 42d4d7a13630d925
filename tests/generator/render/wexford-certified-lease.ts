/**
 * Family "wexford-certified" (decision 0109), the lease: **a law firm's lease set with side
 * captions**: every numbered section's caption ("9. Common Area Charges.") stands in a narrow left
 * column, bold and wrapped over as many lines as it needs, and the section's text runs in the wide
 * right column beside it, a thin rule between the two; no summary page, no articles, no schedule:
 * every figure is stated inline in the section it belongs to (the Premises' Floor Area in Section
 * 2, the Shopping Center's / Building's / Park's in Section 3, the rent steps in Section 5, the
 * late charge in Section 6, the cost terms in Sections 9-18). Its wording is its own: "Minimum
 * Rent", "Common Area Charges", "Tenant's Proportionate Share", "reasonable overhead not to
 * exceed", "Operating Cost Statement" certified by an independent certified public accountant,
 * "Inspection of Records". Every truth figure comes from the model (model.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { finishPdf, type RenderedPdf } from './frame';
import { certifiedFacts, placeWord } from './wexford-certified-facts';

const nf = (m: PacketModel): NumberForm => (m.spec.lease.numbers === 'BOTH' ? 'BOTH' : 'DIGITS');
const long = (iso: string) => fmtDate(iso, 'LONG');
const ordinalNo = (k: number) =>
  `${k}${k % 100 >= 11 && k % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[k % 10] ?? 'th')}`;

export interface Section {
  no: number;
  caption: string;
  paras: string[];
}

/** What each excluded category reads as in the Exclusions section. */
export function exclusionText(m: PacketModel, c: ExpenseCategory): string {
  const l = m.lease;
  switch (c) {
    case 'CAPITAL':
      return l.capitalAmortYears
        ? 'the cost of capital improvements, except as Section 12 permits'
        : 'the cost of capital improvements, capital repairs and capital replacements';
    case 'LEASING_COMMISSIONS':
      return 'leasing commissions, attorneys’ fees and other costs of procuring tenants';
    case 'LEGAL_DISPUTES':
      return 'legal fees and costs of disputes with tenants or other occupants';
    case 'DEPRECIATION':
      return 'depreciation of the buildings and improvements';
    case 'DEBT_SERVICE':
      return 'payments of principal, interest and fees on any mortgage or other debt';
    case 'CHARITABLE':
      return 'charitable and political contributions';
    case 'MARKETING':
      return 'advertising, promotional and marketing costs';
    case 'GROUND_RENT':
      return 'rent under any ground or underlying lease';
    case 'RESERVES':
      return 'reserves of any kind';
    case 'EXECUTIVE_SALARIES':
      return 'compensation of Landlord’s officers and employees above the level of property manager';
    case 'LANDLORD_VIOLATIONS':
      return 'fines, penalties and interest resulting from Landlord’s violation of law or of this Lease';
    default:
      return c.toLowerCase().replace(/_/g, ' ');
  }
}

/** Section 5's rent lines. */
export function rentLines(m: PacketModel): string[] {
  const l = m.lease;
  const n = nf(m);
  if (l.rent.form === 'PER_RSF')
    return l.rent.steps.map(
      (s, i) =>
        `(${String.fromCharCode(97 + i)}) From ${long(s.from)} through ${long(s.to)}: at the annual rate of ${money(l.rent.psfRatesCents![i]!)} per square foot of Floor Area of the Premises, payable in monthly installments of ${money(s.monthlyRentCents)}.`,
    );
  if (l.rent.form === 'PERCENT') {
    const s = l.rent.steps[0]!;
    return [
      `(a) From ${long(s.from)} through ${long(s.to)}: ${moneyWith(s.monthlyRentCents, n)} per month.`,
      `(b) On each anniversary of the Commencement Date, the monthly Minimum Rent shall be increased by ${pctWith(l.rent.escalationPct!, n)} of the monthly Minimum Rent payable immediately before that anniversary.`,
    ];
  }
  return l.rent.steps.map(
    (s, i) =>
      `(${String.fromCharCode(97 + i)}) From ${long(s.from)} through ${long(s.to)}: ${money(s.monthlyRentCents)} per month.`,
  );
}

/** The lease's sections, numbered in order (sections that do not apply are left out). */
export function leaseSections(m: PacketModel): Section[] {
  const l = m.lease;
  const p = l.property;
  const f = certifiedFacts(m);
  const n = nf(m);
  const place = placeWord(m);
  const bldgs = l.kind === 'office' ? 'the Building' : `the buildings of the ${place}`;
  const S: Section[] = [];
  const add = (caption: string, ...paras: string[]) => S.push({ no: S.length + 1, caption, paras });
  add(
    'Date and Parties',
    `This Lease is made as of ${long(l.leaseDate)} between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant").`,
  );
  add(
    'Premises',
    `Landlord leases to Tenant, and Tenant leases from Landlord, the space designated ${p.suite} (the "Premises"), containing ${commas(l.premisesRsf)} square feet of Floor Area. "Floor Area" means the area measured from the exterior face of exterior walls and the center line of demising walls, without deduction for columns or projections.`,
  );
  add(
    place,
    `The Premises are part of ${p.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip} (the "${place}"), the buildings of which contain ${commas(l.buildingRsf)} square feet of Floor Area. Landlord may change the size or arrangement of the common areas, but not so as to reduce the Floor Area of the Premises.`,
  );
  add(
    'Term',
    m.spec.lease.expirationStated
      ? `The term of this Lease is ${countWith(l.termMonths, 'months', n)}, beginning on ${long(l.commencement)} (the "Commencement Date") and ending on ${long(l.originalExpiration)}, unless sooner terminated.`
      : `The term of this Lease is ${countWith(l.termMonths, 'months', n)}, beginning on ${long(l.commencement)} (the "Commencement Date") and ending on the last day of the ${ordinalNo(l.termMonths)} full calendar month after the Commencement Date, unless sooner terminated.`,
  );
  add(
    'Minimum Rent',
    'Tenant shall pay Landlord minimum monthly rent ("Minimum Rent") as follows:',
    ...rentLines(m),
  );
  add(
    'Payment; Late Charge',
    `Minimum Rent and monthly installments of Common Area Charges are payable in advance on the first day of each calendar month, without demand, deduction or offset. If any installment is not received within ${countWith(l.lateFee.graceDays, 'days', n)} after it is due, Tenant shall pay a late charge of ${l.lateFee.pct !== null ? `${pctWith(l.lateFee.pct, n)} of the overdue installment` : moneyWith(l.lateFee.flatCents!, n)}, which the parties agree is a reasonable estimate of Landlord's costs of late payment.`,
  );
  add(
    'Security Deposit',
    `Tenant has deposited ${money(l.securityDepositCents)} with Landlord as security for its performance. Landlord may commingle the deposit with its other funds and shall return the unapplied balance within thirty days after the end of the term.`,
  );
  add('Use', `Tenant shall use the Premises only for ${l.permittedUse} and for no other purpose.`);
  add(
    'Common Area Charges',
    l.leaseType === 'BASE_YEAR'
      ? `Tenant shall pay Landlord, as additional rent ("Common Area Charges"), Tenant's Proportionate Share of the amount by which Operating Costs for each calendar year exceed the Base Operating Costs described in the Base Year section below.`
      : `Tenant shall pay Landlord, as additional rent ("Common Area Charges"), Tenant's Proportionate Share of Operating Costs for each calendar year, together with the overhead charge described below.`,
    `"Operating Costs" means all costs Landlord pays or incurs to operate, clean, light, repair, maintain, manage, secure and insure the ${place} and its common areas, including real estate taxes and assessments and the premiums for the insurance Landlord carries on the ${place}.`,
  );
  add(
    "Tenant's Proportionate Share",
    m.spec.lease.shareStated
      ? `"Tenant's Proportionate Share" is ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, being the Floor Area of the Premises divided by the Floor Area of ${bldgs}.`
      : `"Tenant's Proportionate Share" is a fraction, the numerator of which is the Floor Area of the Premises stated in Section 2 and the denominator of which is the Floor Area of ${bldgs} stated in Section 3.`,
  );
  add(
    'Exclusions',
    `Operating Costs shall not include: ${l.exclusions.map((c, i) => `(${i + 1}) ${exclusionText(m, c)}`).join('; ')}.`,
  );
  if (l.capitalAmortYears)
    add(
      'Capital Items',
      `The cost of a capital improvement made to reduce Operating Costs or to comply with a law first in effect after the Commencement Date may be included in Operating Costs, but only as amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', 'BOTH')}, with interest at the rate Landlord pays on funds borrowed for it.`,
    );
  const overhead = l.adminFee
    ? `To Tenant's Proportionate Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'Operating Costs other than real estate taxes and insurance premiums' : 'Operating Costs'} Landlord may add an amount for its reasonable overhead not to exceed ${pctWith(l.adminFee.pct, n)} of that share.`
    : 'Landlord shall add no overhead, administrative or supervisory charge to Operating Costs.';
  const mgmt =
    l.mgmtFeeCapPct !== null
      ? `Fees for the management of the ${place} included in Operating Costs shall not exceed ${pctWith(l.mgmtFeeCapPct, n)} of the gross receipts of the ${place}.`
      : `Fees for the management of the ${place} may be included in Operating Costs at the rate customarily charged in the area.`;
  add('Management and Overhead', `${mgmt} ${overhead}`);
  if (l.camCap) {
    const cap = l.camCap;
    const pc = pctWith(cap.pct, n);
    const head =
      'Controllable Operating Costs (Operating Costs other than real estate taxes, insurance premiums, utilities, management fees and amortized capital items) included in Operating Costs for any calendar year shall not exceed';
    add(
      'Limitation on Controllable Operating Costs',
      cap.type === 'NON_CUMULATIVE'
        ? `${head} Controllable Operating Costs for the preceding calendar year increased by ${pc}.`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `${head} Controllable Operating Costs for calendar year ${cap.baseYear} increased by ${pc} per year, compounded annually, on a cumulative basis.`
          : `${head} Controllable Operating Costs for calendar year ${cap.baseYear} plus ${pc} of that amount for each calendar year after ${cap.baseYear}, on a cumulative but not compounded basis.`,
    );
  }
  if (l.leaseType === 'BASE_YEAR')
    add(
      'Base Year',
      `The "Base Year" is calendar year ${l.baseYear}. The "Base Operating Costs" are agreed to be ${money(l.baseYearExpensesCents!)} and shall not be adjusted whatever the Operating Costs of the Base Year turn out to be.`,
    );
  add(
    'Estimated Payments',
    'Landlord may reasonably estimate the Common Area Charges for each calendar year and Tenant shall pay one-twelfth of the estimate with each installment of Minimum Rent. Landlord may revise the estimate once in any calendar year by notice to Tenant.',
  );
  add(
    'Operating Cost Statement',
    `Within ${countWith(l.reconDeadlineDays, 'days', n)} after the end of each calendar year Landlord shall deliver to Tenant a statement of the Operating Costs for that year, certified by an independent certified public accountant, showing Tenant's Proportionate Share and the estimated payments made (the "Operating Cost Statement"). Tenant shall pay any deficiency within thirty days after receipt; Landlord shall credit any excess against the next installments of Common Area Charges.${l.waiver ? ' If Landlord does not deliver the Operating Cost Statement within that period, Landlord waives the right to collect from Tenant any deficiency for that calendar year.' : f.nonWaiver ? " Landlord's failure to deliver the Operating Cost Statement within that period shall not waive Landlord's right to collect any deficiency." : ''}`,
  );
  add(
    'Inspection of Records',
    `Tenant may, by notice given within ${countWith(l.auditWindowDays, 'days', n)} after it receives an Operating Cost Statement, inspect and copy Landlord's records of the Operating Costs for that year at Landlord's office during business hours. If Tenant does not give notice within that time, the Operating Cost Statement shall be final.`,
  );
  add(
    'Insurance',
    `Tenant shall carry commercial general liability insurance with limits of not less than ${money(100000000)} per occurrence, naming Landlord as an additional insured, and shall deliver a certificate of it before entering the Premises.`,
  );
  add(
    'Assignment and Subletting',
    'Tenant shall not assign this Lease or sublet any part of the Premises without the prior written consent of Landlord, which Landlord shall not unreasonably withhold.',
  );
  add(
    'Default',
    'If Tenant fails to pay any rent within ten days after notice that it is due, or fails to perform any other obligation within thirty days after notice, Landlord may terminate this Lease or Tenant’s right of possession and recover its damages as the law allows.',
  );
  add(
    'Holding Over',
    'If Tenant remains in possession after the end of the term without Landlord’s written consent, Tenant shall be a tenant at sufferance at a monthly rent of one hundred fifty percent of the Minimum Rent last payable.',
  );
  add(
    'Notices',
    `Notices shall be in writing and delivered by hand, by a national overnight courier or by certified mail: to Landlord in care of ${p.manager}, ${p.managerStreet}; to Tenant at the Premises.`,
  );
  add(
    'Entire Agreement',
    'This Lease contains the entire agreement of the parties and may be changed only by a writing signed by both of them. The captions in the margin are for convenience only and do not limit the text beside them.',
  );
  return S;
}

export const leaseTitle = (m: PacketModel) =>
  m.lease.kind === 'retail'
    ? 'SHOPPING CENTER LEASE'
    : m.lease.kind === 'office'
      ? 'OFFICE LEASE'
      : 'INDUSTRIAL LEASE';

/** The caption as printed in the margin column. */
export const marginCaption = (s: Section) => `${s.no}. ${s.caption}.`;

export async function renderWexfordCertifiedLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = certifiedFacts(m);
  const w = new PdfWriter({
    font: 'Times',
    size: 10,
    margin: 60,
    date: l.leaseDate,
    title: `${leaseTitle(m)} - ${l.tenant.name}`,
    author: f.lawFirm,
    footer: `${f.lawFirm} Form L-7   Page {n} of {total}   Landlord ____  Tenant ____`,
  });
  const d = w.doc;
  const capX = w.left;
  const capW = 112;
  const ruleX = w.left + capW + 8;
  const bodyX = ruleX + 10;
  const bodyW = w.right - bodyX;
  w.font('bold', 15);
  d.text(leaseTitle(m), w.left, d.y, { width: w.contentWidth, align: 'center' });
  w.font('regular', 11);
  d.text(l.property.name, w.left, d.y + 2, { width: w.contentWidth, align: 'center' });
  d.text(`${l.property.city.city}, ${l.property.city.state}`, w.left, d.y, {
    width: w.contentWidth,
    align: 'center',
  });
  d.y += 14;
  const bottom = d.page.height - 80;
  for (const s of leaseSections(m)) {
    w.font('bold', 10);
    const capH = d.heightOfString(marginCaption(s), { width: capW });
    w.font('regular', 10);
    const first = d.heightOfString(s.paras[0]!, { width: bodyW });
    if (d.y + Math.max(capH, Math.min(first, 40)) > bottom) d.addPage();
    const y0 = d.y;
    w.font('bold', 10);
    d.text(marginCaption(s), capX, y0, { width: capW });
    const capEnd = d.y;
    w.font('regular', 10);
    let y = y0;
    const pageAtStart = d.bufferedPageRange().count;
    for (const para of s.paras) {
      const h = d.heightOfString(para, { width: bodyW - (para.startsWith('(') ? 14 : 0) });
      if (y + h > bottom && y > y0) {
        d.addPage();
        y = d.y;
      }
      const indent = para.startsWith('(') ? 14 : 0;
      d.text(para, bodyX + indent, y, { width: bodyW - indent, align: 'justify' });
      y = d.y + 3;
    }
    const samePage = d.bufferedPageRange().count === pageAtStart;
    const end = samePage ? Math.max(y, capEnd) : y;
    if (samePage) {
      d.moveTo(ruleX, y0)
        .lineTo(ruleX, end - 3)
        .lineWidth(0.4)
        .stroke();
    }
    d.y = end + 7;
  }
  if (d.y + 110 > bottom) d.addPage();
  d.y += 6;
  w.font('regular', 10);
  d.text(
    'IN WITNESS WHEREOF, the parties have signed this Lease as of the date stated in Section 1.',
    w.left,
    d.y,
    {
      width: w.contentWidth,
    },
  );
  d.y += 18;
  const y = d.y;
  const half = w.contentWidth / 2;
  const sig = (x: number, role: string, party: string, who: string) => {
    w.font('bold', 10);
    d.text(role, x, y, { width: half - 20 });
    w.font('regular', 10);
    d.text(party, x, y + 14, { width: half - 20 });
    d.text('By: ______________________________', x, y + 44, { width: half - 20 });
    d.text(`Name: ${who}`, x, y + 58, { width: half - 20 });
  };
  sig(w.left, 'LANDLORD:', l.landlord.name, l.landlord.contact);
  sig(w.left + half, 'TENANT:', l.tenant.name, l.tenant.contact);
  w.font();
  return finishPdf(w);
}
