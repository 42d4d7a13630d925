/**
 * Family "meridian-suburban" (decision 0073), the lease: a regional owner-operator's office lease
 * of a suite in one building of a two-building suburban office Project.
 *
 * The form follows the office lease in ../shared/real-leases (zomedica-wickfield-office): a
 * LEASE SUMMARY in front ("When used in this Lease, the following terms shall have the indicated
 * meanings:") of lettered items A.-Q. with the figures (Premises "Seven thousand eight hundred
 * eighty-eight (7,888) rentable square feet of office space, including common area load, on the
 * third floor", Base Annual Rent as "Term / $/SQ.FT / Monthly / Annually" by "(1) Months 1-12",
 * "Tenant's Proportionate Share: Two and 41/100 percent (2.41%). Tenant's Proportionate Share is
 * calculated by dividing ..."), then "LEASE AGREEMENT ... WITNESSETH:" with numbered sections
 * whose sentence-case heading runs in ("1. Premises.", "3. Rent.", "6. Late Charges."), lettered
 * subsections "a.". The Building's rentable area is stated in Section 3.b, next to the
 * two-building Project's (a distractor); the late charge is Section 6.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
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
  numberWords,
  pctWith,
} from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { columnEdges, monthRange, tableCells } from './blocks';
import type { RenderedPdf } from './frame';
import { buildingOf } from './meridian-suburban-building';

/** Re-exported for the tests that read the rent table back (the helper lives in blocks.ts). */

/** Section 3.c's exclusions, one per category, in the owner's wording. */
export const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'costs of a capital nature under generally accepted accounting principles',
  LEASING_COMMISSIONS: 'brokerage commissions, advertising and other costs of leasing space in the Project',
  LEGAL_DISPUTES: 'attorney fees and costs of disputes with tenants or other occupants of the Project',
  DEPRECIATION: 'depreciation of the Building and the Project',
  DEBT_SERVICE: 'payments of principal and interest on any mortgage or other encumbrance',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'advertising, marketing and promotional expenditures for the Project',
  GROUND_RENT: 'ground rent',
  RESERVES: 'reserves for future expenditures or bad debts',
  EXECUTIVE_SALARIES:
    "salaries and benefits of Landlord's officers and of employees above the grade of property manager",
  LANDLORD_VIOLATIONS: "fines or penalties arising from Landlord's violation of law or of this Lease",
};

/** The section headings, in order (sentence case, run in with a period). */
export const SECTION_HEADS = [
  'Premises',
  'Term',
  'Rent',
  'Use',
  'Condition of Premises; alterations; maintenance; repairs',
  'Late Charges',
  'Parking',
  'Insurance; waiver of subrogation',
  'Assignment and subletting',
  'Security Deposit',
  'Holding over',
  'Notices',
  'Governing law',
] as const;

/** "Two and 41/100 percent (2.41%)": the share as the summary writes it. */
export function shareWords(pct: number, decimals: number): string {
  const whole = Math.floor(pct);
  const frac = Math.round((pct - whole) * 10 ** decimals);
  const head = capitalize(numberWords(whole));
  return `${head} and ${frac}/${10 ** decimals} percent (${pct.toFixed(decimals)}%)`;
}

export async function renderMeridianSuburbanLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const b = buildingOf(m);
  const rng = new Rng(`meridian-suburban:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const suiteNo = p.suite.replace(/^Suite /, '');
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: 10,
    margin: 64,
    date: l.leaseDate,
    title: `Lease - ${l.tenant.name} - ${b.project}`,
    author: b.owner,
    footer: `{n}`,
  });
  const cityLine = `${p.city.city}, ${p.city.state} ${p.zip}`;

  // ---- LEASE SUMMARY
  w.heading('LEASE SUMMARY', { align: 'center', size: 13, gap: 0.6 });
  w.para('When used in this Lease, the following terms shall have the indicated meanings:', { gap: 0.6 });
  const item = (letter: string, caption: string, text: string) =>
    w.para(text, { lead: `${letter}. ${caption}:`, indent: 0, align: 'justify', gap: 0.4 });
  const term = countWith(l.termMonths, 'months', 'BOTH');
  const premisesWords = `${capitalize(numberWords(l.premisesRsf))} (${commas(l.premisesRsf)})`;
  item('A', 'Effective Date', fmtDate(l.leaseDate, 'LONG'));
  item('B', 'Landlord', `${l.landlord.name}, ${l.landlord.entityDesc}`);
  item(
    'C',
    "Landlord's Notice Address",
    `${l.landlord.name} c/o ${b.owner}, ${p.managerStreet}, ${p.city.city}, ${p.city.state}, ${b.phone}`,
  );
  item('D', 'Tenant', `${l.tenant.name}, ${l.tenant.entityDesc}`);
  item(
    'E',
    "Tenant's Notice Address",
    `${p.street}, Suite ${suiteNo}, ${cityLine}, Attn: ${l.tenant.contact}`,
  );
  item(
    'F',
    'Premises',
    `${premisesWords} rentable square feet of office space, including common area load, on the ${b.floor} floor of the ${b.building}, which space is designated as Suite No. ${suiteNo} outlined on Exhibit A attached hereto and made a part hereof.`,
  );
  item(
    'G',
    'Building',
    `The building commonly known as ${b.project}, ${b.building}, located at ${p.street} in the City of ${p.city.city}, State of ${p.city.state}.`,
  );
  item('H', 'Term', `A period of ${term} commencing on the Lease Commencement Date.`);
  item('I', 'Lease Commencement Date', fmtDate(l.commencement, 'LONG'));
  item(
    'J',
    'Lease End Date',
    m.spec.lease.expirationStated
      ? fmtDate(l.originalExpiration, 'LONG')
      : `The day preceding the ${l.termMonths}-month anniversary of the Lease Commencement Date.`,
  );
  const steps = l.rent.steps;
  const first = steps[0]!;
  if (l.rent.form === 'PERCENT') {
    item(
      'K',
      'Base Annual Rent',
      `${money(first.monthlyRentCents * 12)} for the first twelve (12) Lease Months, payable in monthly installments of ${money(first.monthlyRentCents)}, increasing on the first day of the thirteenth (13th) Lease Month and of every twelfth Lease Month thereafter by ${pctWith(l.rent.escalationPct!, nf())} over the Base Annual Rent for the preceding twelve (12) Lease Months.`,
    );
  } else {
    const psf = l.rent.form === 'PER_RSF';
    item(
      'K',
      'Base Annual Rent',
      'Base Annual Rent for the initial Term of this lease shall be in lawful money of the United States. Tenant shall pay Rent to Landlord in monthly installments as follows:',
    );
    const cols = psf ? ['Term', '$/SQ.FT', 'Monthly', 'Annually'] : ['Term', 'Monthly', 'Annually'];
    const cw = psf ? [150, 80, 100, 110] : [170, 120, 130];
    const xs = columnEdges(w.left + 24, cw);
    const trow = (vals: string[], bold = false) =>
      w.row(tableCells(xs, cw, vals, { bold, rightFrom: 1 }), { gap: 1.5 });
    trow(cols, true);
    steps.forEach((s, i) => {
      const t = `(${i + 1}) ${monthRange(l.commencement, s.from, s.to)}`;
      if (psf)
        trow([
          t,
          money(l.rent.psfRatesCents![i]!),
          money(s.monthlyRentCents),
          money(s.monthlyRentCents * 12),
        ]);
      else trow([t, money(s.monthlyRentCents), money(s.monthlyRentCents * 12)]);
    });
    w.space(0.4);
  }
  w.para(
    `Payments shall be made to Landlord, or its authorized agent, at ${b.owner}, ${p.managerStreet}, ${p.city.city}, ${p.city.state}, through the tenant portal at ${b.portal}, or at such other place as Landlord may from time to time designate.`,
    { indent: 18, align: 'justify', gap: 0.4 },
  );
  item(
    'L',
    "Tenant's Proportionate Share",
    `${m.spec.lease.shareStated ? `${shareWords(l.sharePct, m.spec.lease.shareDecimals)}. ` : ''}Tenant's Proportionate Share is calculated by dividing the total rentable square footage in the Premises by the Building's total rentable square footage stated in Section 3.b.`,
  );
  item('M', 'Security Deposit', money(l.securityDepositCents));
  item('N', 'Permitted Use', `${capitalize(l.permittedUse.replace(/\.$/, ''))}.`);
  item(
    'O',
    'Lease Month',
    'Each calendar month period beginning on the Lease Commencement Date, and each successive calendar month thereafter.',
  );
  item('P', "Landlord's Manager", `${b.owner}`);
  item(
    'Q',
    'List of Exhibits',
    'Exhibit A - Floor Plan; Exhibit B - Tenant Space Finish Work; Exhibit C - Rules and Regulations',
  );

  // ---- LEASE AGREEMENT
  w.newPage();
  w.heading('LEASE AGREEMENT', { align: 'center', size: 12, gap: 0.5 });
  w.para(
    'THIS LEASE AGREEMENT ("Lease") is made as of the Effective Date by and between Landlord and Tenant.',
    { align: 'justify', gap: 0.4 },
  );
  w.heading('WITNESSETH:', { align: 'center', gap: 0.4 });
  let sec = 0;
  const section = (text: string) => {
    sec += 1;
    w.ensure(w.size * 3.2);
    w.para(text, { lead: `${sec}. ${SECTION_HEADS[sec - 1]}.`, align: 'justify', gap: 0.45 });
  };
  const sub = (lead: string, text: string) => w.para(text, { lead, indent: 18, align: 'justify', gap: 0.3 });
  section(
    'For and in consideration of the covenants and agreements hereinafter set forth and the rent hereinafter specifically reserved, Landlord does hereby lease unto Tenant, and Tenant does hereby lease from Landlord, the Premises in the Building. Tenant shall also have the non-exclusive right during the Term to use the Common Areas of the Building and of the Project. "Common Areas" shall mean all portions of the Building and the Land intended for use by two or more occupants, including sidewalks, lobbies, stairways, corridors, elevators, common restrooms and parking areas.',
  );
  section(
    'This Lease shall continue in force during the Term. Should the Lease Commencement Date fall on a date other than the first day of a month, the Lease Commencement Date shall be deemed to be the first day of the following month, and the Base Annual Rent for the partial first month of occupancy shall be prorated.',
  );
  section('Tenant shall pay to Landlord the following as Rent, without deduction or offset:');
  sub(
    'a. Base Rent.',
    'Commencing on the Lease Commencement Date, Tenant shall pay to Landlord the Base Annual Rent set forth in Item K of the Lease Summary, in twelve equal monthly installments on the first (1st) day of each and every month during the Term, with appropriate proration for the first and last months.',
  );
  const mgmt = l.mgmtFeeCapPct
    ? `property management fees not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of gross receipts of the Building`
    : 'property management fees';
  const amort = l.capitalAmortYears
    ? `, and the annual amortization, over ${countWith(l.capitalAmortYears, 'years', nf())}, of capital improvements made to reduce Operating Expenses or required by law`
    : '';
  sub(
    'b. Additional Rent - Operating Expenses.',
    `Tenant shall pay as Additional Rent its Proportionate Share of the Operating Expenses of the Building. "Operating Expenses" means all costs of operating, maintaining, repairing, insuring and managing the Building and its Common Areas, including real estate taxes and assessments, insurance premiums, the Building's electric, gas, water/sewer, storm water and waste removal services, janitorial service of the Common Areas, snow removal, landscaping, ${mgmt}${amort}. The Building contains ${commas(l.buildingRsf)} rentable square feet (the "Building's total rentable square footage"). The Building is one of two buildings of the ${b.project} (the "Project"); the ${b.otherBuilding} contains ${commas(b.otherRsf)} rentable square feet, and costs of the Project shared by both buildings are allocated between them in proportion to their rentable square footage before Tenant's Proportionate Share is applied.`,
  );
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat];
    if (!t) throw new Error(`meridian-suburban: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears
      ? `${t}, except the amortization permitted in Section 3.b`
      : t;
  });
  sub(
    'c. Exclusions.',
    `Operating Expenses shall not include: ${ex.map((t, i) => `(${i + 1}) ${t}`).join('; ')}.`,
  );
  if (l.adminFee)
    sub(
      'd. Administrative Fee.',
      `Landlord may add to Tenant's Proportionate Share of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? 'Operating Expenses, excluding real estate taxes and insurance premiums,' : 'Operating Expenses'} an administrative fee of ${pctWith(l.adminFee.pct, nf())} thereof.`,
    );
  else
    sub(
      'd. Administrative Fee.',
      'Landlord shall not charge any administrative or overhead fee on Operating Expenses, other than the property management fees included in Section 3.b.',
    );
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not increase by more than ${f} over the Controllable Expenses of the previous calendar year`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Expenses for calendar year ${cap.baseYear} increased by ${f} per year, compounded annually`
          : `shall not exceed the Controllable Expenses for calendar year ${cap.baseYear} plus ${f} of that amount for each year after ${cap.baseYear}, not compounded`;
    sub(
      'e. Controllable Expenses.',
      `"Controllable Expenses" means all Operating Expenses other than real estate taxes, insurance premiums, utilities and snow removal. Tenant's Proportionate Share of Controllable Expenses for any calendar year ${rule}.`,
    );
  } else
    sub(
      'e. Utilities Adjustment.',
      "Tenant's share of utilities shall be its Proportionate Share of the Building's actual utility costs; no adjustment shall be made for vacancy in the Building.",
    );
  const waiver = l.waiver
    ? ' If Landlord fails to deliver such statement within said period, Landlord shall be deemed to have waived any right to collect from Tenant any Operating Expenses for such year in excess of the estimated payments made by Tenant.'
    : rng.pick([
        " Landlord's delay in delivering such statement shall not release Tenant from its obligation to pay.",
        '',
      ]);
  sub(
    'f. Estimates and Reconciliation.',
    `Tenant shall pay monthly, with the Base Annual Rent, one-twelfth of Landlord's estimate of Tenant's Proportionate Share of Operating Expenses for the calendar year. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall deliver to Tenant a reconciliation of the actual Operating Expenses for such year and Tenant's Proportionate Share thereof.${waiver} Tenant shall pay any deficiency within thirty (30) days; any excess shall be credited against the next Additional Rent due.`,
  );
  sub(
    "g. Tenant's Audit Right.",
    `Tenant may, by written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of a reconciliation, inspect and audit Landlord's records of the Operating Expenses for the year reconciled. If the audit shows that Tenant was overcharged, Landlord shall refund the overcharge within thirty (30) days, and if the overcharge exceeds five percent (5%), Landlord shall also pay the reasonable cost of the audit.`,
  );
  w.space(0.3);
  section(
    `The Premises are to be used and occupied by Tenant for ${l.permittedUse.replace(/\.$/, '').toLowerCase()} and other ancillary uses typically associated with office use and for no other purpose without the prior written consent of Landlord. Tenant agrees to abide by the Rules and Regulations set forth on Exhibit C.`,
  );
  section(
    'Tenant shall maintain the Premises in a clean and sanitary condition and shall surrender the Premises in the same condition as existed at the commencement of this Lease, subject to ordinary wear and tear. Tenant shall not make any alterations, other than Permitted Alterations, without the prior written consent of Landlord, which will not be unreasonably withheld, conditioned or delayed.',
  );
  const grace = l.lateFee.graceDays;
  const lateAmt =
    l.lateFee.pct !== null
      ? `a ${pctWith(l.lateFee.pct, nf())} late charge`
      : `a late charge of ${moneyWith(l.lateFee.flatCents!, nf())}`;
  section(
    `Rent is payable on the first day of every month. Any payment received by the Landlord from the Tenant more than ${countWith(grace, 'days', nf())} after the first day of the month is subject to ${lateAmt} or the amount allowable by pertinent ${p.city.state} law, whichever is less.`,
  );
  section(
    'Tenant shall have access to on premises parking spaces located in the common area parking of the Project.',
  );
  section(
    'Tenant shall carry commercial general liability insurance with limits of not less than $1,000,000 per occurrence and property insurance on its personal property. Landlord and Tenant each waive all rights of recovery against the other for any loss insured under property insurance carried or required to be carried.',
  );
  section(
    "Tenant shall not assign this Lease or sublet the Premises without Landlord's prior written consent, which shall not be unreasonably withheld.",
  );
  section(
    `Tenant has deposited with Landlord the Security Deposit stated in Item M of the Lease Summary, ${money(l.securityDepositCents)}, which Landlord shall return, without interest, within thirty (30) days after the end of the Term, less amounts applied to cure defaults.`,
  );
  section(
    'If Tenant holds over after the Term without written agreement, Tenant shall be a tenant at sufferance at a monthly Base Rent of one hundred fifty percent (150%) of the last monthly installment, plus Additional Rent.',
  );
  section(
    "All notices shall be in writing and delivered personally, by certified mail or by overnight courier to the parties' Notice Addresses in the Lease Summary.",
  );
  section(`This Lease shall be governed by the laws of the State of ${p.city.state}.`);
  w.space(0.6);
  const half = w.contentWidth / 2;
  w.ensure(w.size * 10);
  w.para('IN WITNESS WHEREOF, the parties have executed this Lease as of the Effective Date.', { gap: 0.8 });
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name}\nBy: ${b.owner}, its manager\n\nBy: ____________________________\nIts: Authorized Agent`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name}\n\n\nBy: ____________________________\n${l.tenant.contact}`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );

  // ---- Exhibits
  w.newPage();
  w.heading('EXHIBIT A - FLOOR PLAN', { align: 'center', gap: 0.6 });
  const top = w.doc.y;
  w.box(w.left + 30, top, w.contentWidth - 60, 220);
  w.doc.y = top + 100;
  w.para(`[Floor plan - ${b.building}, ${b.floor} floor - Suite No. ${suiteNo} shown hatched]`, {
    align: 'center',
    style: 'italic',
  });
  w.doc.y = top + 236;
  w.heading('EXHIBIT B - TENANT SPACE FINISH WORK', { align: 'center', gap: 0.4 });
  w.para(
    'Landlord shall deliver the Premises with new carpet and paint throughout, the existing ceiling grid and lighting in good working order, and the demising walls as shown on Exhibit A.',
    { align: 'justify', gap: 1 },
  );
  w.heading('EXHIBIT C - RULES AND REGULATIONS', { align: 'center', gap: 0.4 });
  for (const [i, r] of [
    'Sidewalks, entrances, lobbies and corridors shall not be obstructed.',
    'No signs shall be displayed on the exterior of the Building without Landlord consent.',
    'Tenant shall not overload the floors or the electrical systems of the Building.',
    'Smoking is prohibited in the Building and within twenty-five (25) feet of its entrances.',
  ].entries())
    w.para(r, { lead: `${i + 1}.`, indent: 18, gap: 0.25 });
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
