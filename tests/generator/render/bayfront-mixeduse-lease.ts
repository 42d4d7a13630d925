/**
 * Family "bayfront-mixeduse" (decision 0067), the lease: a residential developer's plain-language
 * COMMERCIAL LEASE AGREEMENT for a ground-floor shop or restaurant unit of its mixed-use building
 * (apartments above).
 *
 * Modern drafting: "Section 5 - Operating costs of the Commercial Component" headings in sentence
 * case, clauses "5(a)", "5(b)", ... with a short caption, figures in digits (some in words and
 * digits). The key figures are not in the body: they are in SCHEDULE 1 - LEASE SUMMARY printed at
 * the END of the lease (numbered items in a ruled table), and the body refers to them ("the Base
 * Rent stated in item 11 of Schedule 1"). The share is of the Commercial Component (the retail
 * floor area of the building), whose floor area is in Schedule 1 beside the whole building's much
 * larger gross floor area (apartments included), printed for information only. Operating costs are
 * those of the Commercial Common Elements and the taxes and insurance of the Commercial Component.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import { towerOf } from './bayfront-mixeduse-building';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** Section 5(d)'s exclusions, one per category, in the developer's plain wording. */
const EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'the cost of capital improvements and capital replacements',
  LEASING_COMMISSIONS:
    'leasing commissions, broker fees and other costs of finding or signing tenants for commercial units or residents for apartments',
  LEGAL_DISPUTES:
    'legal costs of negotiating leases, or of disputes with, or enforcing the leases of, other tenants or residents',
  DEPRECIATION: 'depreciation of the Building',
  DEBT_SERVICE: 'payments of principal or interest on any loan secured by the Building',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'marketing, advertising and leasing-office costs of the Building or the apartments',
  GROUND_RENT: 'rent under any ground lease',
  RESERVES: 'reserves for future costs',
  EXECUTIVE_SALARIES:
    "salaries and benefits of the developer's officers and of employees above the level of commercial property manager",
  LANDLORD_VIOLATIONS: "fines and penalties caused by Landlord's breach of law or of any lease",
};

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv'];

/** "March 1, 2022". */
const longDate = (iso: string) => fmtDate(iso, 'LONG');

/** The lease's Schedule 1 item numbers (the body refers to them). */
export const ITEM = {
  landlord: 1,
  notices: 2,
  tenant: 3,
  premises: 4,
  premisesArea: 5,
  componentArea: 6,
  grossArea: 7,
  share: 8,
  commencement: 9,
  expiry: 10,
  rent: 11,
  increase: 12,
  use: 13,
  adminFee: 14,
  lateFee: 15,
  deposit: 16,
} as const;

export async function renderBayfrontMixeduseLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const t = towerOf(m);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['DIGITS', 'DIGITS', 'BOTH'] as const);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: 9.5,
    margin: 60,
    date: l.leaseDate,
    title: `Commercial Lease Agreement - ${t.name} - Unit ${t.unit}`,
    author: t.team,
    footer: `${t.name} | Unit ${t.unit} | Commercial Lease Agreement | page {n} of {total}`,
  });
  const item = (k: keyof typeof ITEM) => `item ${ITEM[k]} of Schedule 1`;
  const section = (n: number, caption: string) =>
    w.heading(`Section ${n} - ${caption}`, { size: w.size + 1.5, gap: 0.3 });
  const clause = (ref: string, caption: string, text: string) =>
    w.para(`${caption}. ${text}`, { lead: ref, align: 'justify', gap: 0.45 });

  // ---- title and parties
  w.heading('COMMERCIAL LEASE AGREEMENT', { align: 'center', size: w.size + 7, gap: 0.15 });
  w.para(`${t.name}  -  ground floor commercial unit ${t.unit}`, { align: 'center', gap: 1 });
  w.para(
    `This lease is made on ${longDate(l.leaseDate)} between ${l.landlord.name} ("Landlord") and ${l.tenant.name} ("Tenant"). The main commercial terms - the parties, the Premises, the floor areas, the dates, the rent and the fees - are set out in Schedule 1 (Lease summary) at the end of this lease. Where a section refers to an item of Schedule 1, that item forms part of the section. If Schedule 1 and a section conflict, the section applies.`,
    { align: 'justify', gap: 0.8 },
  );

  // ---- Section 1
  section(1, 'Definitions');
  clause(
    '1(a)',
    'Building',
    `"Building" means ${t.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}: a mixed-use building with ${t.apartments} apartments on ${t.residentialFloors} floors (the "Residential Component") above ${t.commercialUnits} ground-floor commercial units. Landlord is an affiliate of ${t.developer}, and the Building is managed by ${t.team}.`,
  );
  clause(
    '1(b)',
    'Commercial Component',
    `"Commercial Component" means the ground-floor commercial units of the Building, their storefronts and the Commercial Common Elements, having the floor area stated in ${item('componentArea')}. The apartments, the residential lobby, the amenity floor and the parking garage form the Residential Component and are not part of the Commercial Component.`,
  );
  clause(
    '1(c)',
    'Commercial Common Elements',
    '"Commercial Common Elements" means the parts of the Commercial Component that serve the commercial units in common: the sidewalks, planters and arcade along the storefronts, the commercial service corridor, the loading area, the commercial trash and recycling room, and the building systems that serve only the commercial units.',
  );
  clause(
    '1(d)',
    "Tenant's Share",
    m.spec.lease.shareStated
      ? `"Tenant's Share" means the percentage stated in ${item('share')}, being the floor area of the Premises divided by the floor area of the Commercial Component. The gross floor area of the Building in ${item('grossArea')} is given for information only and is not used to calculate Tenant's Share.`
      : `"Tenant's Share" means the floor area of the Premises (${item('premisesArea')}) divided by the floor area of the Commercial Component (${item('componentArea')}), expressed as a percentage. The gross floor area of the Building, which includes the Residential Component, is not used.`,
  );
  clause(
    '1(e)',
    'Operating Year',
    '"Operating Year" means a calendar year, January 1 to December 31, any part of which falls in the term.',
  );

  // ---- Section 2
  section(2, 'Premises and term');
  clause(
    '2(a)',
    'Premises',
    `Landlord leases to Tenant the commercial unit described in ${item('premises')} (the "Premises"), with the floor area stated in ${item('premisesArea')}. The parties agree that floor area for all purposes of this lease and it will not be remeasured.`,
  );
  clause(
    '2(b)',
    'Term',
    m.spec.lease.expirationStated
      ? `The term starts on the Commencement Date stated in ${item('commencement')} and ends on the Expiry Date stated in ${item('expiry')}, unless ended earlier under this lease.`
      : `The term starts on the Commencement Date stated in ${item('commencement')} and runs for the number of months stated in ${item('expiry')}, ending on the last day of the last of those months.`,
  );

  // ---- Section 3
  section(3, 'Rent');
  clause(
    '3(a)',
    'Base Rent',
    `Tenant must pay the Base Rent stated in ${item('rent')} in equal monthly installments, in advance, on the 1st day of each month, through the tenant portal or by ACH debit, without deduction or set-off.`,
  );
  clause(
    '3(b)',
    'Rent changes',
    l.rent.form === 'PERCENT'
      ? `On each anniversary of the Commencement Date the monthly Base Rent then payable increases by the percentage stated in ${item('increase')}, rounded to the nearest cent.`
      : `The Base Rent changes on the dates, and to the amounts, shown in the rent table in ${item('rent')}.`,
  );
  clause(
    '3(c)',
    'Additional Rent',
    'Everything else Tenant must pay under this lease, including the payments under Section 5, is Additional Rent and is payable as rent.',
  );

  // ---- Section 4
  section(4, 'Use of the Premises');
  clause(
    '4(a)',
    'Permitted use',
    `Tenant may use the Premises only for the permitted use stated in ${item('use')}, and must keep the storefront open to the public during normal business hours of the neighborhood.`,
  );
  clause(
    '4(b)',
    'Living above a business',
    'Residents live directly above the Premises. Tenant must not cause noise, vibration, smoke or cooking odors that can be noticed in the Residential Component, must keep any kitchen exhaust and grease interceptor cleaned on a schedule Landlord approves, and may take deliveries only through the commercial loading area between 7:00 a.m. and 9:00 p.m. No amplified music may be played between 10:00 p.m. and 8:00 a.m.',
  );

  // ---- Section 5: operating costs
  section(5, 'Operating costs of the Commercial Component');
  clause(
    '5(a)',
    'What Tenant pays',
    "For each Operating Year Tenant must pay Tenant's Share of the Operating Costs as Additional Rent. The Residential Component pays none of the Operating Costs, and Tenant pays nothing toward the costs of the Residential Component.",
  );
  const mgmt = l.mgmtFeeCapPct
    ? `a management fee of not more than ${pctWith(l.mgmtFeeCapPct, nf())} of the Operating Costs for the year (not counting taxes, insurance and the management fee itself)`
    : 'a management fee at the rate customary for comparable commercial space in the area';
  const amort = l.capitalAmortYears
    ? `, and the cost of a capital improvement that reduces Operating Costs or is required by a law first in force after the date of this lease, spread evenly over ${countWith(l.capitalAmortYears, 'years', nf())}`
    : '';
  clause(
    '5(b)',
    'Operating Costs',
    `"Operating Costs" means the reasonable costs Landlord pays to operate, clean, maintain, repair, secure, insure and manage the Commercial Common Elements, including their utilities, trash and recycling removal, landscaping and planters, sidewalk cleaning and snow removal, fire and life-safety systems, pest control, the insurance Landlord carries on the Commercial Component, the real estate taxes assessed on the Commercial Component (or, if the Building is assessed as a whole, the part allocated to the Commercial Component by floor area), ${mgmt}${amort}. Where a cost serves both the Commercial Component and the Residential Component, only the part reasonably allocated to the Commercial Component is included.`,
  );
  if (l.adminFee)
    clause(
      '5(c)',
      'Administration fee',
      `Tenant must also pay an administration fee at the rate stated in ${item('adminFee')}, calculated on ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? "Tenant's Share of the Operating Costs other than real estate taxes and insurance" : "Tenant's Share of all Operating Costs, including real estate taxes and insurance"}. No other overhead charge may be made.`,
    );
  else
    clause(
      '5(c)',
      'No administration fee',
      'No administration, overhead or supervision fee is payable on top of the Operating Costs.',
    );
  w.para('What is not included. Operating Costs do not include:', {
    lead: '5(d)',
    align: 'justify',
    gap: 0.25,
  });
  const ex = l.exclusions
    .map((cat) =>
      cat === 'CAPITAL' && l.capitalAmortYears
        ? `${EXCLUSIONS.CAPITAL}, except the spread cost allowed in section 5(b)`
        : EXCLUSIONS[cat],
    )
    .filter((s): s is string => !!s);
  ex.forEach((s, i) => {
    w.para(`(${ROMAN[i]}) ${s}${i === ex.length - 1 ? '.' : ';'}`, { indent: 18, gap: 0.15 });
  });
  w.space(0.3);
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `may not be more than ${f} higher than the Controllable Costs for the previous Operating Year (a non-cumulative limit)`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `may not be more than the Controllable Costs for ${cap.baseYear} increased by ${f} each year, compounded (a cumulative limit)`
          : `may not be more than the Controllable Costs for ${cap.baseYear} plus ${f} of that amount for each year after ${cap.baseYear} (a cumulative limit, not compounded)`;
    clause(
      '5(e)',
      'Limit on Controllable Costs',
      `"Controllable Costs" means all Operating Costs except real estate taxes, insurance, utilities and snow removal. The Controllable Costs included in Operating Costs for an Operating Year ${rule}.`,
    );
  } else clause('5(e)', 'Limit on Controllable Costs', 'Not used.');
  const late = l.waiver
    ? ` If Landlord does not send the reconciliation within that time, Landlord gives up the right to collect from Tenant any amount for that Operating Year beyond the estimates Tenant has already paid.`
    : rng.pick([
        " A late reconciliation does not release Tenant from paying what it shows to be due, and Landlord's right to collect is not waived.",
        '',
      ]);
  clause(
    '5(f)',
    'Estimates and reconciliation',
    `Tenant pays Landlord's estimate of the amount due under this Section in monthly installments with the Base Rent. Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each Operating Year, Landlord will send Tenant a reconciliation letter showing the Operating Costs for the year, Tenant's Share of them and the estimates paid, with the general ledger detail of the costs. Tenant must pay any shortfall within 30 days; any overpayment is credited to Tenant's account.${late}`,
  );
  clause(
    '5(g)',
    "Tenant's right to review",
    `Tenant may review Landlord's records of the Operating Costs for a year by written notice given within ${countWith(l.auditWindowDays, 'days', nf())} after Tenant receives the reconciliation letter for that year. If Tenant gives no notice within that time, the reconciliation is final. The review must be done at the office of ${t.team} by Tenant or an accountant who is not paid on a contingency basis.`,
  );

  // ---- Section 6
  section(6, 'Late payment');
  clause(
    '6(a)',
    'Late payment fee',
    `If any rent is not received within ${countWith(l.lateFee.graceDays, 'days', nf())} after its due date, Tenant must pay the late payment fee stated in ${item('lateFee')} for each late installment. The parties agree the fee is a fair estimate of Landlord's extra costs and is not a penalty.`,
  );
  clause(
    '6(b)',
    'Interest',
    'Any amount still unpaid 30 days after its due date also bears interest at 12% a year until paid.',
  );

  // ---- Sections 7-9: boilerplate
  section(7, 'Security deposit');
  clause(
    '7(a)',
    'Deposit',
    `Tenant has paid the security deposit stated in ${item('deposit')}. Landlord may use it to cure any default and will return the balance within 60 days after the end of the term.`,
  );
  section(8, 'Insurance');
  clause(
    '8(a)',
    "Tenant's insurance",
    'Tenant must carry commercial general liability insurance of at least $2,000,000 per occurrence (including liquor liability if alcohol is served), property insurance on its fixtures and equipment for their full replacement cost, and workers compensation insurance as required by law, naming Landlord and its manager as additional insureds.',
  );
  section(9, 'General');
  clause(
    '9(a)',
    'Holding over',
    'If Tenant stays in the Premises after the term ends without a new agreement, Tenant is a month-to-month tenant at 150% of the last monthly Base Rent.',
  );
  clause(
    '9(b)',
    'Notices',
    `Notices must be in writing and sent to the addresses in items ${ITEM.notices} and ${ITEM.tenant} of Schedule 1, or by e-mail with a copy by courier.`,
  );
  w.space(0.5);
  w.para('Signed by the parties on the date at the top of this lease.', { gap: 0.8 });
  const half = w.contentWidth / 2;
  const sig = (who: string, name: string, signer: string) =>
    `${who}\n${name}\n\nBy: ____________________________\n${signer}, Authorized Signatory`;
  w.ensure(w.size * 7);
  w.row(
    [
      { text: sig('LANDLORD', l.landlord.name, l.landlord.contact), x: w.left, width: half - 10 },
      { text: sig('TENANT', l.tenant.name, l.tenant.contact), x: w.left + half, width: half - 10 },
    ],
    { gap: 6 },
  );

  // ---- SCHEDULE 1 - LEASE SUMMARY, at the end
  w.newPage();
  w.heading('SCHEDULE 1 - LEASE SUMMARY', { align: 'center', size: w.size + 4, gap: 0.2 });
  w.para(
    'This Schedule forms part of the Commercial Lease Agreement. Item numbers are referred to in the sections of the lease.',
    { align: 'center', gap: 0.6 },
  );
  const xNo = w.left;
  const xTerm = w.left + 34;
  const xDetail = w.left + 200;
  const detailW = w.right - xDetail;
  const srow = (no: string, term: string, detail: string) => {
    w.row(
      [
        { text: no, x: xNo, width: 28, bold: true },
        { text: term, x: xTerm, width: xDetail - xTerm - 8, bold: true },
        { text: detail, x: xDetail, width: detailW },
      ],
      { gap: 2 },
    );
    w.rule({ gap: 3, weight: 0.4 });
  };
  w.row(
    [
      { text: 'Item', x: xNo, width: 28, bold: true },
      { text: 'Term', x: xTerm, width: 150, bold: true },
      { text: 'Detail', x: xDetail, width: detailW, bold: true },
    ],
    { gap: 1 },
  );
  w.rule({ weight: 1.2, gap: 3 });
  srow(
    String(ITEM.landlord),
    'Landlord',
    `${l.landlord.name}, ${l.landlord.entityDesc}, an affiliate of ${t.developer}`,
  );
  srow(
    String(ITEM.notices),
    "Landlord's address for notices",
    `c/o ${t.team}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}; ${t.email}`,
  );
  srow(
    String(ITEM.tenant),
    'Tenant',
    `${l.tenant.name}, ${l.tenant.entityDesc}; attention ${l.tenant.contact}, at the Premises`,
  );
  srow(
    String(ITEM.premises),
    'Premises',
    `Commercial unit ${t.unit}, ground floor, ${t.name}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`,
  );
  srow(String(ITEM.premisesArea), 'Floor area of the Premises', `${commas(l.premisesRsf)} square feet`);
  srow(
    String(ITEM.componentArea),
    'Floor area of the Commercial Component',
    `${commas(l.buildingRsf)} square feet (all ${t.commercialUnits} ground-floor commercial units)`,
  );
  srow(
    String(ITEM.grossArea),
    'Gross floor area of the Building',
    `${commas(t.grossSf)} square feet, including the Residential Component of ${commas(t.residentialSf)} square feet (for information only; not used for Tenant's Share)`,
  );
  srow(
    String(ITEM.share),
    "Tenant's Share",
    m.spec.lease.shareStated
      ? `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}% of the Operating Costs of the Commercial Component`
      : `Item ${ITEM.premisesArea} divided by item ${ITEM.componentArea}, as a percentage (see section 1(d))`,
  );
  srow(String(ITEM.commencement), 'Commencement Date', longDate(l.commencement));
  srow(
    String(ITEM.expiry),
    m.spec.lease.expirationStated ? 'Expiry Date' : 'Term',
    m.spec.lease.expirationStated
      ? longDate(l.originalExpiration)
      : `${countWith(l.termMonths, 'months', nf())} from the Commencement Date`,
  );
  // item 11, the Base Rent: a table by period, or the first year and a % increase (item 12)
  const steps = l.rent.steps;
  if (l.rent.form === 'PERCENT') {
    const first = steps[0]!;
    srow(
      String(ITEM.rent),
      'Base Rent',
      `${money(first.monthlyRentCents)} per month (${money(first.monthlyRentCents * 12)} per year) in the first year of the term, then as increased under item ${ITEM.increase}`,
    );
    srow(
      String(ITEM.increase),
      'Annual increase',
      `${pctWith(l.rent.escalationPct!, nf())} on each anniversary of the Commencement Date`,
    );
  } else {
    const perSf = l.rent.form === 'PER_RSF';
    w.row(
      [
        { text: String(ITEM.rent), x: xNo, width: 28, bold: true },
        { text: 'Base Rent', x: xTerm, width: xDetail - xTerm - 8, bold: true },
        { text: 'As shown in this table:', x: xDetail, width: detailW },
      ],
      { gap: 2 },
    );
    const heads = perSf
      ? ['Period', 'Per sq ft / year', 'Per year', 'Per month']
      : ['Period', 'Per year', 'Per month'];
    const cw = perSf ? [118, 54, 62, 58] : [150, 71, 71];
    const xs: number[] = [];
    let x = xDetail;
    for (const c of cw) {
      xs.push(x);
      x += c;
    }
    const trow = (vals: string[], bold = false) =>
      w.row(
        vals.map((v, i) => ({
          text: v,
          x: xs[i]!,
          width: cw[i]! - 4,
          bold,
          align: i ? ('right' as const) : ('left' as const),
        })),
        { gap: 1 },
      );
    trow(heads, true);
    steps.forEach((s, i) => {
      const period = `${fmtDate(s.from, 'SHORT')} - ${fmtDate(s.to, 'SHORT')}`;
      if (perSf) {
        const rate = l.rent.psfRatesCents![i]!;
        trow([period, money(rate), money(rate * l.premisesRsf), money(s.monthlyRentCents)]);
      } else trow([period, money(s.monthlyRentCents * 12), money(s.monthlyRentCents)]);
    });
    w.rule({ gap: 3, weight: 0.4 });
    srow(String(ITEM.increase), 'Annual increase', `None other than as shown in item ${ITEM.rent}`);
  }
  srow(String(ITEM.use), 'Permitted use', l.permittedUse);
  srow(
    String(ITEM.adminFee),
    'Administration fee',
    l.adminFee ? `${pctWith(l.adminFee.pct, nf())} (see section 5(c))` : 'None (see section 5(c))',
  );
  srow(
    String(ITEM.lateFee),
    'Late payment fee',
    l.lateFee.pct !== null
      ? `${pctWith(l.lateFee.pct, nf())} of the late installment`
      : `${money(l.lateFee.flatCents!)} for each late installment`,
  );
  srow(String(ITEM.deposit), 'Security deposit', money(l.securityDepositCents));
  return finishPdf(w);
}
