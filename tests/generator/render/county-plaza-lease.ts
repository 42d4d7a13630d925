/**
 * Family "county-plaza" (decision 0058), the lease: a regional landlord's long-form shopping
 * center lease for a small shop in a grocery-anchored neighborhood center.
 *
 * Written from how real retail leases read (the Oaks Shopping Center lease in
 * ../shared/real-leases is the closest model): numbered articles of continuous legal prose and
 * no summary table, every fact embedded in a sentence ("containing approximately two thousand
 * four hundred (2,400) square feet of floor area"), the share as "the ratio that the floor area
 * of the Premises bears to the total leasable floor area of the Shopping Center", money in
 * words and figures, minimum ANNUAL rent payable in monthly installments, the administrative
 * charge as "fifteen percent (15%) of ... as an administrative charge", the audit right "within
 * N days after receipt" of the annual statement, and the exclusions in Exhibit B.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory, RentStep } from '../../../src/engine/types';
import {
  commas,
  countWith,
  fmtDate,
  money,
  moneyWith,
  type NumberForm,
  numberWords,
  pctWith,
} from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';

/** Exhibit B wording per excluded category (retail-lease phrasing; each item names one category). */
const EXHIBIT_B: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'costs of capital improvements, capital repairs and capital replacements, except the annual amortized portion expressly permitted by Section 4.04 of the Lease',
  LEASING_COMMISSIONS:
    'leasing commissions, brokerage fees and other costs incurred in procuring tenants or prospective tenants for space in the Shopping Center',
  LEGAL_DISPUTES:
    'legal fees, court costs and other expenses incurred in connection with disputes with, or the enforcement of leases against, other tenants or occupants of the Shopping Center',
  DEPRECIATION: 'depreciation and amortization of the buildings and improvements of the Shopping Center',
  DEBT_SERVICE:
    'principal, interest, points, fees and other costs of any mortgage, deed of trust or other financing encumbering the Shopping Center',
  CHARITABLE: 'charitable or political contributions of any kind',
  MARKETING:
    'advertising, promotional and marketing expenses of the Shopping Center, including contributions to any merchants association or promotional fund',
  GROUND_RENT: 'rent and other sums payable under any ground lease or underlying lease',
  RESERVES: 'reserves of any kind, including reserves for future replacements or bad debts',
  EXECUTIVE_SALARIES:
    "salaries, wages and benefits of Landlord's officers, executives and employees above the grade of property manager",
  LANDLORD_VIOLATIONS:
    "fines, penalties, interest and damages incurred by reason of Landlord's violation of any law or of any lease, contract or instrument",
};

/** An area in words and figures ("two thousand four hundred (2,400)") or figures alone. */
function area(n: number, form: NumberForm): string {
  return form === 'DIGITS' ? commas(n) : `${numberWords(n)} (${commas(n)})`;
}

function rentArticle(m: PacketModel, nf: () => NumberForm): string[] {
  const l = m.lease;
  const r = l.rent;
  const out: string[] = [];
  const annual = (s: RentStep) => s.monthlyRentCents * 12;
  if (r.form === 'PERCENT') {
    const first = r.steps[0]!;
    const f = nf();
    out.push(
      `3.01 Commencing on the Commencement Date, Tenant shall pay to Landlord, without demand, deduction or set-off, a minimum annual rent ("Minimum Annual Rent") for the first Lease Year of ${moneyWith(annual(first), f)}, payable in equal monthly installments of ${moneyWith(first.monthlyRentCents, f)} each, in advance on the first day of each calendar month of the Term.`,
    );
    out.push(
      `3.02 On the first day of the second Lease Year and on the first day of each Lease Year thereafter, the monthly installment of Minimum Annual Rent shall be increased by ${pctWith(r.escalationPct!, nf())} over the monthly installment payable during the immediately preceding Lease Year.`,
    );
    return out;
  }
  if (r.form === 'PER_RSF') {
    out.push(
      '3.01 Commencing on the Commencement Date, Tenant shall pay to Landlord, without demand, deduction or set-off, a minimum annual rent ("Minimum Annual Rent") computed at the following rates per square foot of floor area of the Premises per annum, payable in equal monthly installments in advance on the first day of each calendar month of the Term:',
    );
    r.steps.forEach((s, i) => {
      const yearly = Math.round(r.psfRatesCents![i]! * l.premisesRsf);
      out.push(
        `(${String.fromCharCode(97 + i)}) during Lease Year ${i + 1} (${fmtDate(s.from, 'LONG')} through ${fmtDate(s.to, 'LONG')}), ${money(r.psfRatesCents![i]!)} per square foot per annum, being ${money(yearly)} per annum, payable in monthly installments of ${money(s.monthlyRentCents)};`,
      );
    });
    return out;
  }
  out.push(
    '3.01 Commencing on the Commencement Date, Tenant shall pay to Landlord, without demand, deduction or set-off, a minimum annual rent ("Minimum Annual Rent") in the following amounts, payable in equal monthly installments in advance on the first day of each calendar month of the Term:',
  );
  r.steps.forEach((s, i) => {
    const f = nf();
    out.push(
      `(${String.fromCharCode(97 + i)}) for the period from ${fmtDate(s.from, 'LONG')} through ${fmtDate(s.to, 'LONG')}, ${moneyWith(annual(s), f)} per annum, payable in monthly installments of ${moneyWith(s.monthlyRentCents, f)};`,
    );
  });
  return out;
}

function capSentence(m: PacketModel, nf: () => NumberForm): string | null {
  const c = m.lease.camCap;
  if (!c) return null;
  const defined =
    '"Controllable Common Area Costs" means all Common Area Costs other than the cost of utilities serving the Common Area, the management fee and the amortized portion of capital items.';
  if (c.type === 'NON_CUMULATIVE')
    return `4.06 Notwithstanding anything to the contrary contained herein, Controllable Common Area Costs included in the computation of Tenant's pro rata share for any calendar year shall not exceed the Controllable Common Area Costs for the immediately preceding calendar year by more than ${pctWith(c.pct, nf())}, determined on a non-cumulative basis. ${defined}`;
  if (c.type === 'CUMULATIVE_COMPOUNDING')
    return `4.06 Notwithstanding anything to the contrary contained herein, Controllable Common Area Costs included in the computation of Tenant's pro rata share for any calendar year shall not exceed the Controllable Common Area Costs for the calendar year ${c.baseYear} increased by ${pctWith(c.pct, nf())} per annum, on a cumulative and compounded basis, for each calendar year after ${c.baseYear}. ${defined}`;
  return `4.06 Notwithstanding anything to the contrary contained herein, Controllable Common Area Costs included in the computation of Tenant's pro rata share for any calendar year shall not exceed the Controllable Common Area Costs for the calendar year ${c.baseYear} plus ${pctWith(c.pct, nf())} of such ${c.baseYear} amount for each calendar year after ${c.baseYear}, such increases being cumulative but not compounded. ${defined}`;
}

export async function renderCountyPlazaLease(
  m: PacketModel,
  rng: Rng,
): Promise<{ pdf: Buffer; pages: number }> {
  const l = m.lease;
  const p = l.property;
  // MIXED: each clause picks its own form, as leases assembled from several precedents do.
  const nf = (): NumberForm => {
    const n = m.spec.lease.numbers;
    return n === 'MIXED' ? rng.pick(['BOTH', 'BOTH', 'WORDS', 'DIGITS'] as const) : n;
  };
  // Areas are never written in words alone: a lease states a measured area in figures.
  const af = (): NumberForm => (nf() === 'DIGITS' ? 'DIGITS' : 'BOTH');
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: m.spec.lease.font === 'Courier' ? 9 : 10,
    margin: 68,
    date: l.leaseDate,
    title: `Shopping Center Lease - ${p.name}`,
    author: l.landlord.name,
    footer: `${p.name} - ${p.suite} - Page {n}`,
  });
  const para = (text: string) => w.para(text, { align: 'justify', gap: 0.45 });
  const article = (n: number, title: string) =>
    w.heading(`ARTICLE ${n}. ${title.toUpperCase()}`, { align: 'left', size: w.size + 0.5, gap: 0.3 });

  w.heading('SHOPPING CENTER LEASE', { align: 'center', size: w.size + 4, gap: 0.2 });
  w.para(p.name.toUpperCase(), { align: 'center', style: 'bold', gap: 1.2 });
  para(
    `THIS SHOPPING CENTER LEASE (this "Lease") is made and entered into as of ${fmtDate(l.leaseDate, 'ORDINAL')}, by and between ${l.landlord.name}, ${l.landlord.entityDesc} (hereinafter called "Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} (hereinafter called "Tenant").`,
  );
  w.para('W I T N E S S E T H:', { align: 'center', style: 'bold' });
  para(
    'In consideration of the rents, covenants and agreements hereinafter set forth, Landlord hereby leases to Tenant, and Tenant hereby leases from Landlord, the Premises hereinafter described, upon the following terms and conditions:',
  );

  // ---- Article 1: premises and shopping center
  article(1, 'Premises and Shopping Center');
  para(
    `1.01 The premises demised hereby (the "Premises") are the store room designated as ${p.suite} in the retail development commonly known as ${p.name}, located at ${p.street}, ${p.city.city}, ${p.city.state} (the "Shopping Center"), as shown cross-hatched on the site plan attached hereto as Exhibit A, containing approximately ${area(l.premisesRsf, af())} square feet of floor area, measured from the exterior face of exterior walls and the center line of demising walls.`,
  );
  para(
    `1.02 The Shopping Center is anchored by a full-line supermarket and contains approximately ${area(l.buildingRsf, af())} square feet of total leasable floor area, including the floor area of the supermarket and all other buildings in the Shopping Center, whether or not leased or occupied.`,
  );
  para(
    '1.03 Tenant shall have the non-exclusive right, in common with Landlord and the other tenants of the Shopping Center and their customers and invitees, to use the parking areas, driveways, sidewalks, landscaped areas and other facilities designated by Landlord from time to time for common use (the "Common Area").',
  );

  // ---- Article 2: term
  article(2, 'Term');
  const end = m.spec.lease.expirationStated
    ? `and, unless sooner terminated as herein provided, shall end at midnight on ${fmtDate(l.originalExpiration, 'LONG')}`
    : `and shall continue for a period of ${countWith(l.termMonths, 'full calendar months', nf())} thereafter, unless sooner terminated as herein provided`;
  para(
    `2.01 The term of this Lease (the "Term") shall commence on ${fmtDate(l.commencement, 'LONG')} (the "Commencement Date") ${end}.`,
  );
  para(
    '2.02 The term "Lease Year" shall mean each period of twelve (12) consecutive full calendar months during the Term, the first Lease Year beginning on the Commencement Date and each succeeding Lease Year beginning on the anniversary thereof.',
  );

  // ---- Article 3: minimum annual rent
  article(3, 'Minimum Annual Rent');
  const rent = rentArticle(m, nf);
  for (const [i, t] of rent.entries()) {
    const last = i === rent.length - 1 && t.endsWith(';') ? `${t.slice(0, -1)}.` : t;
    if (i > 0 && t.startsWith('(')) w.para(last, { indent: 24, align: 'justify', gap: 0.25 });
    else para(t);
  }
  para(
    'All rent shall be paid to Landlord at the address for notices set forth herein or at such other place as Landlord may designate in writing. Rent for any partial month shall be prorated on a per diem basis.',
  );

  // ---- Article 4: common area costs
  article(4, 'Common Area Costs');
  const net = l.leaseType === 'NNN';
  para(
    `4.01 "Common Area Costs" shall mean all costs and expenses paid or incurred by Landlord in operating, managing, maintaining, repairing, lighting, cleaning, securing and landscaping the Common Area, including without limitation sweeping and restriping of the parking areas, snow and ice removal, trash removal, utilities serving the Common Area, repairs to the roofs and exterior of the buildings, and a management fee${l.mgmtFeeCapPct ? ` not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of all other Common Area Costs` : ''}, but excluding the items set forth in Exhibit B attached hereto.`,
  );
  const shareSentence = m.spec.lease.shareStated
    ? `, which the parties agree is ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% as of the date of this Lease`
    : '';
  para(
    net
      ? `4.02 Tenant shall pay to Landlord, as additional rent, Tenant's pro rata share of Common Area Costs, Taxes (as defined in Article 5) and Insurance Costs (as defined in Article 6). "Tenant's pro rata share" shall mean the ratio that the floor area of the Premises bears to the total leasable floor area of the Shopping Center${shareSentence}.`
      : `4.02 Tenant shall pay to Landlord, as additional rent, Tenant's pro rata share of the amount by which the sum of Common Area Costs, Taxes (as defined in Article 5) and Insurance Costs (as defined in Article 6) for any calendar year exceeds the sum thereof for the calendar year ${l.baseYear}, which the parties stipulate to be ${moneyWith(l.baseYearExpensesCents!, nf())}. "Tenant's pro rata share" shall mean the ratio that the floor area of the Premises bears to the total leasable floor area of the Shopping Center${shareSentence}.`,
  );
  if (l.adminFee) {
    const f = pctWith(l.adminFee.pct, nf());
    para(
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `4.03 In addition to Tenant's pro rata share of Common Area Costs, Tenant shall pay to Landlord ${f} of Tenant's pro rata share of Common Area Costs as an administrative charge. No administrative charge shall be computed on Taxes or Insurance Costs.`
        : `4.03 In addition to Tenant's pro rata share of Common Area Costs, Taxes and Insurance Costs, Tenant shall pay to Landlord ${f} of Tenant's pro rata share of Common Area Costs, Taxes and Insurance Costs as an administrative charge.`,
    );
  }
  if (l.capitalAmortYears)
    para(
      `4.04 The cost of any capital replacement made by Landlord to the Common Area or the roofs of the Shopping Center shall be amortized on a straight-line basis over a period of ${countWith(l.capitalAmortYears, 'years', nf())}, and only the annual amortized portion thereof shall be included in Common Area Costs for any calendar year.`,
    );
  para(
    "4.05 Tenant's pro rata share of Common Area Costs, Taxes and Insurance Costs shall be paid in monthly installments, together with Minimum Annual Rent, in amounts reasonably estimated by Landlord from time to time.",
  );
  const cap = capSentence(m, nf);
  if (cap) para(cap);

  // ---- Article 5: taxes; Article 6: insurance
  article(5, 'Real Estate Taxes');
  para(
    '5.01 "Taxes" shall mean all real estate taxes and assessments, general and special, levied or assessed against the land and buildings of the Shopping Center for each calendar year of the Term, including the reasonable cost of contesting the same. Taxes shall not include any income, franchise, estate or inheritance tax of Landlord.',
  );
  article(6, 'Insurance');
  para(
    '6.01 Landlord shall maintain fire and extended coverage insurance on the buildings of the Shopping Center and commercial general liability insurance on the Common Area, and the premiums therefor ("Insurance Costs") shall be included in the costs of which Tenant pays its pro rata share.',
  );
  para(
    "6.02 Tenant shall, at its own expense, maintain commercial general liability insurance with limits of not less than One Million and 00/100 Dollars ($1,000,000.00) per occurrence, naming Landlord as an additional insured, and insurance on Tenant's fixtures and inventory at full replacement cost.",
  );

  // ---- Article 7: annual statement and audit
  article(7, 'Annual Statement; Inspection of Records');
  const waiver = l.waiver
    ? ` If Landlord fails to deliver such statement within said period, Landlord shall be deemed to have waived its right to collect from Tenant any amount in excess of the estimated payments made by Tenant for such calendar year.`
    : rng.pick([
        " Landlord's failure to deliver such statement within said period shall not relieve Tenant of its obligation to pay its pro rata share.",
        '',
      ]);
  para(
    `7.01 Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall furnish to Tenant a statement in reasonable detail of the Common Area Costs, Taxes and Insurance Costs for such calendar year and of Tenant's pro rata share thereof.${waiver} Any deficiency shall be paid by Tenant within thirty (30) days after receipt of such statement; any excess shall be credited against the next installments of additional rent falling due.`,
  );
  para(
    `7.02 Tenant shall have the right, at its sole cost and upon not less than ten (10) days prior written notice, to inspect Landlord's books and records relating to Common Area Costs, Taxes and Insurance Costs for the calendar year covered by any annual statement, provided that Tenant gives Landlord written notice of its election to do so within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of such statement. If Tenant does not give such notice within said period, the statement shall be conclusive and binding upon Tenant.`,
  );

  // ---- Article 8: use and operation
  article(8, 'Use and Operation');
  para(
    `8.01 Tenant shall use the Premises solely for ${l.permittedUse}, and shall continuously operate its business in the entire Premises during the hours the supermarket in the Shopping Center is open for business, but not less than from 10:00 a.m. to 8:00 p.m., Monday through Saturday.`,
  );
  para(
    '8.02 Tenant shall not, directly or indirectly, own or operate a business similar to that operated in the Premises within a radius of three (3) miles from the Shopping Center during the Term.',
  );
  para(
    '8.03 Tenant shall not sell groceries, meat, produce, dairy products or bakery goods for off-premises consumption, nor operate a pharmacy, such uses being reserved to the supermarket tenant of the Shopping Center.',
  );

  // ---- Article 9: late charges
  article(9, 'Late Charges and Interest');
  const lf = nf();
  const charge =
    l.lateFee.pct !== null
      ? `a late charge equal to ${pctWith(l.lateFee.pct, lf)} of the amount past due`
      : `a late charge of ${moneyWith(l.lateFee.flatCents!, lf === 'WORDS' ? 'BOTH' : lf)}`;
  para(
    `9.01 If any installment of Minimum Annual Rent or additional rent is not received by Landlord within ${countWith(l.lateFee.graceDays, 'days', nf())} after the date the same is due, Tenant shall pay to Landlord on demand ${charge}, it being agreed that such charge represents a fair and reasonable estimate of the costs Landlord will incur by reason of such late payment.`,
  );
  para(
    '9.02 Any amount not paid when due shall also bear interest from the due date until paid at the rate of eighteen percent (18%) per annum or the maximum rate permitted by law, whichever is less. A charge of Fifty and 00/100 Dollars ($50.00) shall be payable for each check returned unpaid.',
  );

  // ---- Article 10: security deposit; 11 holdover; 12 notices
  article(10, 'Security Deposit');
  para(
    `10.01 Upon the execution of this Lease Tenant has deposited with Landlord the sum of ${moneyWith(l.securityDepositCents, nf() === 'DIGITS' ? 'DIGITS' : 'BOTH')} as security for the full and faithful performance of Tenant's obligations hereunder, which sum shall be returned to Tenant, without interest, within thirty (30) days after the expiration of the Term, less any amounts applied by Landlord on account of Tenant's default.`,
  );
  article(11, 'Holding Over');
  para(
    '11.01 If Tenant remains in possession of the Premises after the expiration of the Term without a written agreement, Tenant shall be a tenant from month to month at a monthly rent equal to one hundred fifty percent (150%) of the monthly installment of Minimum Annual Rent payable for the last month of the Term, and otherwise upon the terms hereof.',
  );
  article(12, 'Notices');
  para(
    `12.01 All notices hereunder shall be in writing and shall be deemed given when delivered personally or three (3) days after deposit in the United States mail, certified, return receipt requested, addressed to Landlord in care of ${p.manager}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}, and to Tenant at the Premises.`,
  );
  w.space(0.6);
  para(
    'IN WITNESS WHEREOF, Landlord and Tenant have executed this Lease as of the day and year first above written.',
  );
  w.para(
    `LANDLORD:\n${l.landlord.name}\n\nBy: ______________________________\nName: ${l.landlord.contact}\nTitle: Authorized Signatory`,
    { gap: 1 },
  );
  w.para(
    `TENANT:\n${l.tenant.name}\n\nBy: ______________________________\nName: ${l.tenant.contact}\nTitle: President`,
  );

  // ---- Exhibits
  w.newPage();
  w.heading('EXHIBIT A - SITE PLAN', { align: 'center' });
  w.para(
    `[Site plan of ${p.name} showing the Premises (${p.suite}) cross-hatched, the supermarket, the shop buildings and the Common Area. The site plan is for identification only and is not a representation that any tenant will occupy any space.]`,
    { align: 'center', style: 'italic', gap: 2 },
  );
  w.heading('EXHIBIT B - EXCLUSIONS FROM COMMON AREA COSTS', { align: 'center' });
  para('Notwithstanding anything to the contrary in the Lease, Common Area Costs shall not include:');
  const items = l.exclusions.map((c) => EXHIBIT_B[c]).filter((x): x is string => !!x);
  items.forEach((t, i) => {
    w.para(`${i + 1}. ${t.charAt(0).toUpperCase()}${t.slice(1)}${i === items.length - 1 ? '.' : ';'}`, {
      indent: 18,
      align: 'justify',
      gap: 0.25,
    });
  });
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
