/**
 * Family "foxhollow-letter" (decision 0094), the lease: a short "COMMERCIAL LEASE" of a shop or an
 * office in an older downtown main-street building owned by a local family's company. The
 * economic terms are in paragraph 1, an alphabetical DEFINITIONS list ("“Building Area” means
 * 41,800 square feet."), the rent in paragraph 2, a second definitions-like "Rent Schedule"
 * ("“Year 1 Rent” means $2,150.00 a month from ... through ..."), then plain numbered paragraphs
 * without headings ("5. Tenant shall pay ..."): operating costs with the exclusions as a lettered
 * list inside the paragraph ("... but not: (a) ...; (b) ...;"), the administrative charge, the
 * cap, the statement deadline with its waiver, the review, the late charge. At the end of the
 * same PDF one "LEASE MODIFICATION AGREEMENT" changes one or two figures (the late charge, the
 * Review Period, the rent from a later Lease Year) or only the notice address; its figure is the
 * model's and controls, the body's superseded figure is the family's own.
 *
 * Every truth figure comes from the model (model.ts); the building, the bookkeeper and the
 * superseded figures come from the family's own streams (foxhollow-letter-facts.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { Rng } from '../prng';
import {
  foxhollowFacts,
  type LateChargeTerms,
  modificationPlan,
  theBuilding,
} from './foxhollow-letter-facts';
import { finishPdf, type RenderedPdf, writerWithDrawnFont } from './frame';

/** The words each excluded category takes in paragraph 5's lettered list. */
export const EXCLUSION_WORDS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL: 'the cost of capital improvements and replacements',
  LEASING_COMMISSIONS: 'leasing commissions, finder’s fees and the cost of advertising space for lease',
  LEGAL_DISPUTES: 'lawyers’ fees and costs of disputes with tenants or of collecting rent',
  DEPRECIATION: 'depreciation of the Building',
  DEBT_SERVICE: 'payments of principal or interest on any mortgage of the Building',
  CHARITABLE: 'charitable or political gifts',
  MARKETING: 'advertising and promotion of the Building or of downtown events',
  GROUND_RENT: 'ground rent',
  RESERVES: 'reserves for future repairs or replacements',
  EXECUTIVE_SALARIES: 'salaries or draws of Landlord’s partners or officers',
  LANDLORD_VIOLATIONS: 'fines and penalties caused by Landlord’s violation of law',
};

const nth = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')}`;

/** Numbers as the lease writes them: BOTH, DIGITS, or alternating clause by clause (MIXED). */
function numberStyle(m: PacketModel): () => NumberForm {
  let i = 0;
  const n = m.spec.lease.numbers;
  return () => (n === 'BOTH' ? 'BOTH' : n === 'DIGITS' ? 'DIGITS' : i++ % 2 === 0 ? 'BOTH' : 'DIGITS');
}

/** The title under which the owner's principal signs for its company. */
export const signerTitle = (name: string) =>
  /L\.P\.|, LP|Partners/.test(name)
    ? 'General Partner'
    : name.includes('Trust')
      ? 'Trustee'
      : name.includes('Inc.')
        ? 'President'
        : 'Managing Member';

const FLOORS = [
  'ground',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/** The Premises as the definition describes them. */
function premisesText(m: PacketModel): string {
  const l = m.lease;
  const f = foxhollowFacts(m);
  if (l.kind === 'retail')
    return `the street-level shop known as ${l.property.suite}, with its show windows on ${f.street.replace(/^\d+ /, '')}, and its share of the basement storage area`;
  const floor = Math.max(
    2,
    Math.min(f.storeys, Number(/\d/.exec(l.property.suite.replace(/^\D+/, ''))?.[0] ?? 2)),
  );
  return `the offices known as ${l.property.suite} on the ${FLOORS[floor - 1] ?? 'second'} floor of the Building, reached by the stair and the elevator from the ${f.street.replace(/^\d+ /, '')} lobby`;
}

/** A late charge as the definition states it. */
export function lateChargeWords(t: LateChargeTerms, graceDays: number, nf: NumberForm): string {
  const amount =
    t.pct !== null
      ? `${pctWith(t.pct, nf)} of any installment of rent`
      : `${moneyWith(t.flatCents!, nf)} for each installment of rent`;
  return `${amount} not received within ${countWith(graceDays, 'days', nf)} after its due date`;
}

/** The alphabetical definitions of paragraph 1: [term, text], the body's superseded figures included. */
export function definitions(m: PacketModel): [string, string][] {
  const l = m.lease;
  const f = foxhollowFacts(m);
  const plan = modificationPlan(m);
  const nf = numberStyle(m);
  const p = l.property;
  const defs: [string, string][] = [
    [
      'Additional Rent',
      l.baseYear !== null
        ? 'means Tenant’s Percentage of the amount by which Operating Costs for a calendar year exceed the Base Amount, and every other sum Tenant owes under this Lease other than Monthly Rent.'
        : `means Tenant’s Percentage of Operating Costs${l.adminFee ? ', the Administrative Charge' : ''} and every other sum Tenant owes under this Lease other than Monthly Rent.`,
    ],
    [
      'Building',
      `means the ${f.storeys}-story building built in ${f.yearBuilt} and known as ${theBuilding(f)}, ${f.street}, ${p.city.city}, ${p.city.state} ${p.zip}, with its land, its rear service alley and its basement, having shops on the ground floor and offices above.`,
    ],
    ['Building Area', `means ${commas(l.buildingRsf)} square feet.`],
    ['Commencement Date', `means ${fmtDate(l.commencement, 'LONG')}.`],
    [
      'Common Area Costs',
      'means Operating Costs other than Taxes and Insurance Costs, including the cost of the Building’s hallways, stairs, elevator, sidewalk, snow removal and rear alley.',
    ],
    [
      'Expiration Date',
      m.spec.lease.expirationStated
        ? `means ${fmtDate(l.originalExpiration, 'LONG')}.`
        : `means the last day of the ${nth(l.termMonths)} full calendar month after the Commencement Date.`,
    ],
    [
      'Insurance Costs',
      'means the premiums for Landlord’s fire, extended coverage and liability insurance on the Building.',
    ],
    [
      'Late Charge',
      `means ${lateChargeWords(plan.lateCharge ? plan.lateCharge.original : l.lateFee, l.lateFee.graceDays, nf())}.`,
    ],
    [
      'Lease Year',
      'means each period of twelve full calendar months beginning on the Commencement Date or on an anniversary of it.',
    ],
    ['Monthly Rent', 'means the rent stated for each month in the Rent Schedule in paragraph 2.'],
    [
      'Operating Costs',
      'means what Landlord pays to operate, clean, light, heat, repair, insure and maintain the Building and its sidewalk, including Taxes and Insurance Costs, subject to paragraph 5.',
    ],
    ['Permitted Use', `means ${l.permittedUse}.`],
    ['Premises', `means ${premisesText(m)}.`],
    ['Premises Area', `means ${commas(l.premisesRsf)} square feet.`],
    [
      'Review Period',
      `means ${countWith(plan.review ? plan.review.originalDays : l.auditWindowDays, 'days', nf())} after Tenant receives Landlord’s annual statement.`,
    ],
    ['Security Deposit', `means ${money(l.securityDepositCents)}.`],
    [
      'Taxes',
      'means real estate taxes and special assessments on the Building and its land, including the downtown improvement district assessment, but not Landlord’s income taxes.',
    ],
    [
      'Tenant’s Percentage',
      m.spec.lease.shareStated
        ? `means ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, which is the Premises Area divided by the Building Area.`
        : 'means the Premises Area divided by the Building Area, stated as a percentage.',
    ],
    ['Term', `means ${countWith(l.termMonths, 'months', nf())} beginning on the Commencement Date.`],
  ];
  if (l.adminFee) {
    const pc = pctWith(l.adminFee.pct, nf());
    defs.push([
      'Administrative Charge',
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `means ${pc} of Tenant’s Percentage of Common Area Costs (not of Taxes or Insurance Costs).`
        : `means ${pc} of Tenant’s Percentage of Operating Costs.`,
    ]);
  }
  if (l.baseYear !== null) {
    defs.push([
      'Base Amount',
      `means ${money(l.baseYearExpensesCents!)}, which the parties agree is the Operating Costs for the Base Year.`,
    ]);
    defs.push(['Base Year', `means calendar year ${l.baseYear}.`]);
  }
  if (l.camCap)
    defs.push([
      'Controllable Costs',
      'means Common Area Costs other than utilities, snow removal, the management fee and amortized capital costs.',
    ]);
  return defs.sort((a, b) => a[0].localeCompare(b[0]));
}

const period = (from: string, to: string) => `from ${fmtDate(from, 'LONG')} through ${fmtDate(to, 'LONG')}`;

/** Paragraph 2's Rent Schedule as the lease states it (the original schedule): [term, text]. */
export function rentSchedule(m: PacketModel): [string, string][] {
  const l = m.lease;
  const steps = l.rent.steps;
  if (l.rent.form === 'PERCENT')
    return [
      [
        'Year 1 Rent',
        `means ${money(steps[0]!.monthlyRentCents)} a month ${period(steps[0]!.from, steps[0]!.to)}.`,
      ],
      [
        'Later Year Rent',
        `means, for each later Lease Year, the Monthly Rent for the Lease Year before increased by ${l.rent.escalationPct}%, rounded to the nearest cent.`,
      ],
    ];
  if (l.rent.form === 'PER_RSF')
    return steps.map((s, i) => [
      `Year ${i + 1} Rent`,
      `means ${money(l.rent.psfRatesCents![i]!)} a year for each square foot of Premises Area, payable ${money(s.monthlyRentCents)} a month, ${period(s.from, s.to)}.`,
    ]);
  return steps.map((s, i) => [
    `Year ${i + 1} Rent`,
    `means ${money(s.monthlyRentCents)} a month ${period(s.from, s.to)}.`,
  ]);
}

/** Paragraph 5's lettered exclusions. */
export function exclusionsList(m: PacketModel): string[] {
  const l = m.lease;
  return l.exclusions
    .filter((c) => EXCLUSION_WORDS[c])
    .map((c) =>
      c === 'CAPITAL' && l.capitalAmortYears
        ? `${EXCLUSION_WORDS[c]}, except that the cost of a capital improvement that lowers Operating Costs or is required by a new law may be included in equal yearly parts over ${l.capitalAmortYears} years`
        : EXCLUSION_WORDS[c]!,
    );
}

/** Paragraph 5: Operating Costs, the exclusions as a lettered list inside the paragraph, the fee cap. */
export function costsParagraph(m: PacketModel): string {
  const l = m.lease;
  const nf = numberStyle(m);
  const pay =
    l.baseYear !== null
      ? 'Tenant shall pay, as Additional Rent, Tenant’s Percentage of the amount by which Operating Costs for each calendar year exceed the Base Amount.'
      : 'Tenant shall pay, as Additional Rent, Tenant’s Percentage of Operating Costs for each calendar year, so that the Monthly Rent is net to Landlord.';
  const items = exclusionsList(m).map((x, i) => `(${String.fromCharCode(97 + i)}) ${x}`);
  const mgmt =
    l.mgmtFeeCapPct !== null
      ? ` The management fee included in Operating Costs shall not be more than ${pctWith(l.mgmtFeeCapPct, nf())} of the other Operating Costs, not counting Taxes and Insurance Costs.`
      : '';
  return `${pay} Operating Costs include the cost of repairs, cleaning, utilities for the hallways and the sidewalk, snow removal, the elevator, management, Taxes and Insurance Costs, but not: ${items.join('; ')}.${mgmt}`;
}

/** Paragraph 6: the Administrative Charge and the cap (or none). */
export function chargeParagraph(m: PacketModel): string {
  const l = m.lease;
  const nf = numberStyle(m);
  const fee = l.adminFee
    ? 'With each year’s Additional Rent Landlord may add the Administrative Charge.'
    : 'Landlord shall add no administrative, bookkeeping or overhead charge to Tenant’s Percentage of Operating Costs.';
  if (!l.camCap) return fee;
  const c = l.camCap;
  const pc = pctWith(c.pct, nf());
  const limit =
    c.type === 'NON_CUMULATIVE'
      ? `shall not be more than ${pc} above the Controllable Costs for the year before`
      : c.type === 'CUMULATIVE_COMPOUNDING'
        ? `shall not be more than the Controllable Costs for ${c.baseYear} increased by ${pc} a year, compounded, for each year after ${c.baseYear}`
        : `shall not be more than the Controllable Costs for ${c.baseYear} plus ${pc} of that amount for each year after ${c.baseYear}, not compounded`;
  return `${fee} The Controllable Costs included in Operating Costs for any calendar year ${limit}.`;
}

/** Paragraph 8: the annual statement's deadline and its waiver, non-waiver or silence. */
export function statementParagraph(m: PacketModel): string {
  const l = m.lease;
  const f = foxhollowFacts(m);
  const d = countWith(l.reconDeadlineDays, 'days', numberStyle(m)());
  const tail = l.waiver
    ? ' If Landlord does not send the statement within that time, Landlord gives up its right to collect any more Additional Rent for that year.'
    : f.nonWaiver
      ? ' A statement sent later is still valid, and Landlord does not give up any Additional Rent by sending it late.'
      : '';
  return `Within ${d} after the end of each calendar year Landlord shall send Tenant a statement of that year’s Operating Costs, Tenant’s Percentage of them and the estimates Tenant paid. Tenant shall pay any amount owed within thirty days; any overpayment shall be credited against the next rent due or, after the Term, refunded.${tail}`;
}

/** The Lease Modification Agreement's numbered changes (the model's figures). */
export function modificationChanges(m: PacketModel): string[] {
  const l = m.lease;
  const plan = modificationPlan(m);
  const nf = numberStyle(m);
  const out: string[] = [];
  if (plan.rent) {
    const a = l.amendment!;
    const first = a.steps[0]!;
    const lines =
      a.form === 'PERCENT'
        ? `“Modified Rent” means ${money(first.monthlyRentCents)} a month ${period(first.from, first.to)}, and for each later Lease Year the Monthly Rent for the Lease Year before increased by ${a.escalationPct}%, rounded to the nearest cent.`
        : `“Modified Rent” means: ${a.steps.map((s) => `${money(s.monthlyRentCents)} a month ${period(s.from, s.to)}`).join('; ')}.`;
    out.push(
      `Beginning ${fmtDate(a.effective, 'LONG')}, the Monthly Rent is the Modified Rent, which replaces the Rent Schedule in paragraph 2 for those months: ${lines}`,
    );
  }
  if (plan.lateCharge)
    out.push(
      `The definition of “Late Charge” in paragraph 1 is deleted and replaced with: “Late Charge” means ${lateChargeWords(l.lateFee, l.lateFee.graceDays, nf())}.`,
    );
  if (plan.review)
    out.push(
      `The definition of “Review Period” in paragraph 1 is deleted and replaced with: “Review Period” means ${countWith(l.auditWindowDays, 'days', nf())} after Tenant receives Landlord’s annual statement.`,
    );
  if (plan.notice)
    out.push(
      `Landlord’s address for notices and rent payments in paragraph 19 is changed to ${plan.notice.address}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}.`,
    );
  return out;
}

export async function renderFoxhollowLetterLease(m: PacketModel, rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const f = foxhollowFacts(m);
  const plan = modificationPlan(m);
  const w = writerWithDrawnFont(rng, [m.spec.lease.font], {
    size: m.spec.lease.font === 'Courier' ? 9.5 : 10.5,
    margin: 72,
    date: l.leaseDate,
    title: `Commercial Lease - ${f.building} - ${l.property.suite}`,
    author: l.landlord.name,
    footer: `${f.building} – ${l.property.suite} – Lease page {n}`,
  });
  const d = w.doc;
  w.heading('COMMERCIAL LEASE', { align: 'center', size: 15, gap: 0.2 });
  w.para(`${f.building}  ·  ${f.street}  ·  ${l.property.city.city}, ${l.property.city.state}`, {
    align: 'center',
    gap: 1,
  });
  w.para(
    `This Commercial Lease is made on ${fmtDate(l.leaseDate, 'LONG')} between ${l.landlord.name}, ${l.landlord.entityDesc} (“Landlord”), and ${l.tenant.name}, ${l.tenant.entityDesc} (“Tenant”). Landlord leases the Premises to Tenant for the Term on the following terms.`,
    { align: 'justify', gap: 0.8 },
  );
  w.para(
    'In this Lease the words in quotation marks below have these meanings (they are listed in alphabetical order):',
    { lead: '1.', align: 'justify', gap: 0.4 },
  );
  for (const [term, text] of definitions(m)) w.para(text, { lead: `“${term}”`, indent: 18, gap: 0.35 });
  w.space(0.3);
  w.para('The Monthly Rent is set by the following Rent Schedule, whose words have these meanings:', {
    lead: '2.',
    align: 'justify',
    gap: 0.4,
  });
  for (const [term, text] of rentSchedule(m)) w.para(text, { lead: `“${term}”`, indent: 18, gap: 0.35 });
  w.space(0.3);
  const body: string[] = [
    `Tenant shall use the Premises only for the Permitted Use and shall keep the Premises open for business or occupied during ordinary downtown business hours. Tenant shares the use of the Building’s entrance, hallways, stairs${f.storeys > 2 ? ', elevator' : ''} and rear alley with the other tenants.`,
    'Tenant shall pay the Monthly Rent in advance on the first day of each month, without demand or deduction, at Landlord’s notice address in paragraph 19. Rent for a part of a month shall be prorated by days.',
    costsParagraph(m),
    chargeParagraph(m),
    'Each month, with the Monthly Rent, Tenant shall pay one-twelfth of Landlord’s estimate of the Additional Rent for the year. Landlord may change the estimate once a year by a written notice.',
    statementParagraph(m),
    'Tenant may review Landlord’s bills and records of Operating Costs for a year by written notice given within the Review Period, at Landlord’s office during its office hours. If Tenant gives no notice within the Review Period, the statement is final for that year.',
    'If any installment of rent is not received when due, Tenant shall pay the Late Charge as Additional Rent. The Late Charge does not excuse the late payment.',
    `Tenant has paid Landlord the Security Deposit, which Landlord shall return within thirty days after the end of the Term, less any amount Tenant owes.`,
    'Landlord shall keep the roof, the outside walls, the foundation, the hallways, stairs and the building systems serving more than one tenant in repair. Tenant shall keep the inside of the Premises, its storefront glass and its own fixtures in repair and shall not make alterations without Landlord’s written consent.',
    'Tenant shall carry liability insurance of at least $1,000,000 for each occurrence naming Landlord as an additional insured, and shall insure its own property.',
    'Tenant shall not assign this Lease or sublet the Premises without Landlord’s written consent, which Landlord shall not unreasonably withhold.',
    'Tenant may hang one sign of a size and style approved by Landlord and by the city’s historic district commission. Tenant shall not block the sidewalk or the rear alley.',
    'If Tenant fails to pay rent within ten days after a written notice, or fails to keep any other promise within thirty days after a written notice, Landlord may end this Lease and take back the Premises as the law allows.',
    'If Tenant stays after the Term ends, Tenant is a tenant from month to month at one and one-half times the Monthly Rent last due.',
    'Landlord may enter the Premises at reasonable times, after notice except in an emergency, to inspect or repair them or to show them to buyers, lenders or, in the last six months of the Term, new tenants.',
    `Notices and rent shall be sent to Landlord at ${f.street}, ${f.room}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}, and to Tenant at the Premises, or to another address a party gives by notice.`,
    'This Lease is the whole agreement of the parties and may be changed only by a writing signed by both of them.',
  ];
  body.forEach((text, i) => {
    w.para(text, { lead: `${i + 3}.`, align: 'justify', gap: 0.5 });
  });
  w.ensure(120);
  w.space(0.6);
  const y0 = d.y;
  const half = w.contentWidth / 2 - 10;
  w.font('regular');
  d.text(
    `LANDLORD:\n${l.landlord.name}\n\nBy: ____________________________\n${l.landlord.contact}, ${signerTitle(l.landlord.name)}`,
    w.left,
    y0,
    {
      width: half,
    },
  );
  const yL = d.y;
  d.text(
    `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
    w.left + half + 20,
    y0,
    {
      width: half,
    },
  );
  d.x = w.left;
  d.y = Math.max(yL, d.y) + 10;
  // ---- the modification, bound at the end of the same document
  w.newPage();
  w.heading('LEASE MODIFICATION AGREEMENT', { align: 'center', size: 13, gap: 0.8 });
  w.para(
    `This Lease Modification Agreement is made on ${fmtDate(plan.date, 'LONG')} between ${l.landlord.name} (“Landlord”) and ${l.tenant.name} (“Tenant”).`,
    { align: 'justify' },
  );
  w.para(
    `Landlord and Tenant are parties to a Commercial Lease dated ${fmtDate(l.leaseDate, 'LONG')} (the “Lease”) for ${l.property.suite} in ${theBuilding(f)}, ${f.street}, ${l.property.city.city}. Words defined in the Lease have the same meanings here. The parties agree:`,
    { align: 'justify' },
  );
  const changes = modificationChanges(m);
  changes.forEach((text, i) => {
    w.para(text, { lead: `${i + 1}.`, align: 'justify', indent: 12 });
  });
  w.para(
    'Except as changed by this Agreement, the Lease remains in full effect. If this Agreement and the Lease differ, this Agreement controls.',
    { lead: `${changes.length + 1}.`, align: 'justify', indent: 12, gap: 1.2 },
  );
  w.ensure(110);
  const y1 = d.y;
  d.text(
    `LANDLORD:\n${l.landlord.name}\n\nBy: ____________________________\n${l.landlord.contact}, ${signerTitle(l.landlord.name)}`,
    w.left,
    y1,
    {
      width: half,
    },
  );
  const yM = d.y;
  d.text(
    `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
    w.left + half + 20,
    y1,
    {
      width: half,
    },
  );
  d.x = w.left;
  d.y = Math.max(yM, d.y) + 10;
  w.font();
  return finishPdf(w);
}
