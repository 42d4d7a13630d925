/**
 * Family "willowbrook-commons" (decision 0078), the lease: a state commercial REALTOR
 * association's pre-printed fill-in-the-blank form, "COMMERCIAL LEASE AGREEMENT – SHOPPING
 * CENTER", filled in by the managing brokerage for a shop of a neighbourhood strip center.
 *
 * The printed form (the lease's font) holds the boilerplate of 26 numbered paragraphs
 * ("9. COMMON AREA MAINTENANCE."); the deal's figures are TYPED INTO ITS BLANKS in Courier on
 * underlines; choices are checkboxes, the unchecked options printed too ("[X]" / "[ ]": the
 * standard fonts have no ballot-box glyph), so only the mark tells which applies (lease type,
 * rent method, share by ratio or fixed %, capital, management fee, administrative fee and its
 * base, cap and its kind, the late-statement waiver, late charge % or flat, the broker's side).
 * Empty blanks are printed as underscores. Paragraph 25, SPECIAL PROVISIONS, is typed and controls
 * over the printed form: it adds the exclusions the form does not print and, on some leases,
 * lowers the administrative fee typed into Paragraph 10. Every page's footer carries the form
 * number and revision, the page and "Initials: Landlord ____ Tenant ____".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed. The one
 * figure of the form that is not the model's is the administrative fee typed into Paragraph 10
 * when Paragraph 25 supersedes it (a distractor: the fee the statement charges when the fee is the
 * planted error, else a few points above the lease's).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { addDays, commas, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import type { RenderedPdf } from './frame';
import { centerOf } from './willowbrook-commons-center';

/** The exclusions the printed form lists in Paragraph 9, (i)-(iii). */
export const PRINTED_EXCLUSIONS: [ExpenseCategory, string][] = [
  ['CAPITAL', 'capital expenditures, except as provided above'],
  ['LEASING_COMMISSIONS', 'leasing commissions, advertising and other costs of leasing space in the Center'],
  ['LEGAL_DISPUTES', 'attorneys’ fees and costs of disputes with tenants or other occupants of the Center'],
];

/** The exclusions Paragraph 25 adds, in the brokerage's typed wording. */
export const ADDED_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  DEPRECIATION: 'depreciation of the buildings of the Center',
  DEBT_SERVICE: 'payments of principal and interest on any mortgage or other financing of the Center',
  CHARITABLE: 'charitable or political contributions',
  MARKETING: 'advertising, marketing and promotion of the Center',
  GROUND_RENT: 'rent under any ground lease of the Center',
  RESERVES: 'reserves for future repairs or replacements',
  EXECUTIVE_SALARIES: 'salaries and benefits of Landlord’s partners and officers',
  LANDLORD_VIOLATIONS: 'fines and penalties incurred because of Landlord’s violation of law',
};

/** The printed paragraphs' headings, in order (numbered 1-26). */
export const PARAGRAPHS = [
  'PARTIES',
  'PREMISES',
  'TERM',
  'BASE RENT',
  'SECURITY DEPOSIT',
  'USE',
  'LEASE TYPE; ADDITIONAL RENT',
  'TENANT’S PRO RATA SHARE',
  'COMMON AREA MAINTENANCE',
  'ADMINISTRATIVE FEE',
  'CONTROLLABLE CAM COSTS',
  'REAL ESTATE TAXES AND INSURANCE COSTS',
  'ESTIMATES AND ANNUAL STATEMENT',
  'TENANT’S RIGHT TO REVIEW',
  'LATE CHARGE',
  'UTILITIES',
  'MAINTENANCE AND REPAIRS',
  'TENANT’S INSURANCE',
  'ASSIGNMENT AND SUBLETTING',
  'DEFAULT',
  'HOLDING OVER',
  'SIGNS',
  'BROKERS',
  'NOTICES',
  'SPECIAL PROVISIONS',
  'ENTIRE AGREEMENT',
] as const;

/** The form's title line. */
export const FORM_TITLE = 'COMMERCIAL LEASE AGREEMENT – SHOPPING CENTER';

/** A checkbox as printed and marked: "[X]" or "[ ]". */
export const box = (checked: boolean) => (checked ? '[X]' : '[ ]');

/** "02/01/2021": the dates typed into the blanks. */
export const typedDate = (iso: string) => fmtDate(iso, 'NUMERIC');

/** A share typed into the fixed-percentage blank: "3.52". */
export const typedShare = (m: PacketModel) => m.lease.sharePct.toFixed(m.spec.lease.shareDecimals);

/** The administrative fee typed into Paragraph 10, and the rate Paragraph 25 sets (null: none). */
export function feeBlanks(m: PacketModel): { typed: number; special: number | null } | null {
  const fee = m.lease.adminFee;
  if (!fee) return null;
  const rng = new Rng(`willowbrook-commons:fee:${m.spec.seed}`);
  if (!rng.chance(0.5)) return { typed: fee.pct, special: null };
  const billed = m.statements.find((s) => s.fee && s.fee.pct !== fee.pct)?.fee?.pct;
  return { typed: billed ?? fee.pct + rng.pick([2, 3, 5]), special: fee.pct };
}

type Seg =
  | string
  /** A typed fill-in on an underline, at least `w` characters wide. */
  | { fill: string; w?: number }
  /** A checkbox. */
  | { box: boolean }
  /** An empty blank (underscores). */
  | { blank: number };

export async function renderWillowbrookCommonsLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  const l = m.lease;
  const p = l.property;
  const c = centerOf(m);
  const rng = new Rng(`willowbrook-commons:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS', 'DIGITS'] as const);
  const suiteNo = p.suite.replace(/^Suite /, '');
  const size = 9;
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size,
    margin: 54,
    date: l.leaseDate,
    title: `Commercial Lease Agreement - Shopping Center - ${c.center} Suite ${suiteNo}`,
    author: c.brokerage,
    footer: null,
  });
  const d = w.doc;
  const F = w.fonts;
  // the printed form's text, then the typed fill-ins (Courier), fragment by fragment
  const segs = (list: Seg[], x: number, width: number) => {
    const opt = { width, align: 'left' as const };
    let first = true;
    const put = (font: string, text: string, underline: boolean, last: boolean) => {
      d.font(font).fontSize(size);
      if (first) d.text(text, x, d.y, { ...opt, continued: !last, underline });
      else d.text(text, { ...opt, continued: !last, underline });
      first = false;
    };
    list.forEach((sg, i) => {
      const last = i === list.length - 1;
      if (typeof sg === 'string') put(F.regular, sg, false, last);
      else if ('fill' in sg) {
        const pad = Math.max(1, (sg.w ?? 0) - sg.fill.length);
        put('Courier', ` ${sg.fill}${' '.repeat(pad)}`, true, false);
        if (last) put(F.regular, ' ', false, true);
      } else if ('box' in sg) put(sg.box ? 'Courier-Bold' : 'Courier', box(sg.box), false, last);
      else put(F.regular, '_'.repeat(sg.blank), false, last);
    });
    w.font();
  };
  let para = 0;
  /** A numbered paragraph: "9. COMMON AREA MAINTENANCE." then its text. */
  const paragraph = (list: Seg[], gap = 0.45) => {
    para += 1;
    w.ensure(size * 3.2);
    d.font(F.bold).fontSize(size);
    d.text(`${para}. ${PARAGRAPHS[para - 1]}. `, w.left, d.y, { width: w.contentWidth, continued: true });
    segs(list, w.left, w.contentWidth);
    w.space(gap);
  };
  /** An option line under a paragraph, indented, starting with its box. */
  const option = (list: Seg[], gap = 0.15) => {
    w.ensure(size * 2.4);
    segs(list, w.left + 18, w.contentWidth - 18);
    w.space(gap);
  };
  /** A typed line of the Special Provisions (Courier, no underline). */
  const typed = (text: string, gap = 0.3) => {
    w.ensure(size * 2.4);
    d.font('Courier').fontSize(size - 0.5);
    d.text(text, w.left + 18, d.y, { width: w.contentWidth - 18, align: 'left' });
    w.font();
    w.space(gap);
  };

  // ---- page 1 head: the association and the form's title
  w.heading(c.association.toUpperCase(), { align: 'center', size: 8.5, gap: 0.1 });
  w.heading(FORM_TITLE, { align: 'center', size: 13, gap: 0.15 });
  w.para(
    'THIS IS A LEGALLY BINDING CONTRACT. READ IT CAREFULLY. IF YOU DO NOT UNDERSTAND IT, CONSULT AN ATTORNEY BEFORE SIGNING. This form is for the lease of space in a multi-tenant shopping center; blanks not filled in and boxes not checked do not apply.',
    { align: 'center', size: 7.5, style: 'italic', gap: 0.7 },
  );

  // ---- 1-6
  paragraph([
    'This Lease is made on ',
    { fill: typedDate(l.leaseDate), w: 12 },
    ' between ',
    { fill: l.landlord.name, w: 24 },
    ', ',
    { fill: l.landlord.entityDesc },
    ' ("Landlord"), and ',
    { fill: l.tenant.name, w: 24 },
    ', ',
    { fill: l.tenant.entityDesc },
    ' ("Tenant").',
  ]);
  paragraph([
    'Landlord leases to Tenant the premises known as Suite ',
    { fill: suiteNo, w: 5 },
    ' (the "Premises") in the shopping center commonly known as ',
    { fill: c.center, w: 20 },
    ' located at ',
    { fill: `${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}`, w: 20 },
    ' (the "Center"). The Premises contain approximately ',
    { fill: commas(l.premisesRsf), w: 8 },
    ' square feet of leasable floor area. The Center contains approximately ',
    { fill: commas(l.buildingRsf), w: 8 },
    ' square feet of leasable floor area on approximately ',
    { fill: c.acres, w: 5 },
    ' acres of land. Tenant shall have the non-exclusive right to use the Common Areas (Paragraph 9) with the other tenants of the Center. The Premises are shown on the site plan attached as Exhibit A.',
  ]);
  paragraph([
    'The term of this Lease is ',
    { fill: String(l.termMonths), w: 4 },
    ' months, beginning on ',
    { fill: typedDate(l.commencement), w: 12 },
    ' (the "Commencement Date") and ending on ',
    { fill: typedDate(l.originalExpiration), w: 12 },
    ' (the "Expiration Date"), unless sooner terminated as provided in this Lease. Each period of twelve months from the Commencement Date is a "Lease Year".',
  ]);
  const steps = l.rent.steps;
  const schedule = l.rent.form !== 'PERCENT';
  paragraph(
    [
      'Tenant shall pay Landlord monthly base rent ("Base Rent") in advance on the first day of each month, without demand, deduction or offset, at the office of Landlord’s agent or as Landlord directs in writing, as follows (check one):',
    ],
    0.2,
  );
  option([{ box: schedule }, ' (a) in the monthly amounts set out in the Rent Schedule below;']);
  option([
    { box: !schedule },
    ' (b) ',
    ...(schedule
      ? [
          '$',
          { blank: 11 },
          ' per month for the first Lease Year, increased on each anniversary of the Commencement Date by ',
          { blank: 5 },
        ]
      : [
          { fill: money(steps[0]!.monthlyRentCents), w: 10 },
          ' per month for the first Lease Year, increased on each anniversary of the Commencement Date by ',
          { fill: String(l.rent.escalationPct), w: 4 },
        ]),
    '% of the monthly Base Rent for the preceding Lease Year.',
  ] as Seg[]);
  // the Rent Schedule: a ruled grid printed by the form, typed in when (a) is checked
  {
    const cols = ['Lease Year', 'From', 'Through', 'Annual Rate per Sq. Ft. (if any)', 'Monthly Base Rent'];
    const widths = [60, 85, 85, 130, 110];
    const x0 = w.left + 18;
    const xs: number[] = [];
    let x = x0;
    for (const v of widths) {
      xs.push(x);
      x += v;
    }
    const rowH = size + 7;
    const ruled = (vals: string[], head: boolean) => {
      w.ensure(rowH + 4);
      const top = d.y;
      vals.forEach((v, i) => {
        d.rect(xs[i]!, top, widths[i]!, rowH).lineWidth(0.5).stroke();
        if (!v) return;
        d.font(head ? F.bold : 'Courier').fontSize(head ? size - 1.5 : size);
        d.text(v, xs[i]! + 3, top + 4, {
          width: widths[i]! - 6,
          align: head || i < 3 ? 'left' : 'right',
          lineBreak: false,
        });
      });
      d.x = w.left;
      d.y = top + rowH;
      w.font();
    };
    w.space(0.2);
    ruled(cols, true);
    const rows = schedule
      ? steps.map((s, i) => [
          String(i + 1),
          typedDate(s.from),
          typedDate(s.to),
          l.rent.form === 'PER_RSF' ? money(l.rent.psfRatesCents![i]!) : '',
          money(s.monthlyRentCents),
        ])
      : [0, 1, 2].map(() => ['', '', '', '', '']);
    for (const r of rows) ruled(r, false);
    w.space(0.6);
  }
  paragraph([
    'Upon signing this Lease, Tenant shall deposit with Landlord ',
    { fill: money(l.securityDepositCents), w: 10 },
    ' as security for Tenant’s performance. The deposit is not a limit on Landlord’s damages and is not prepaid rent; Landlord shall return it, less any amounts properly applied, within ',
    { fill: '30', w: 3 },
    ' days after the end of the Lease.',
  ]);
  paragraph([
    'The Premises shall be used only for ',
    { fill: l.permittedUse.replace(/\.$/, ''), w: 20 },
    ' and for no other purpose without Landlord’s written consent. Tenant shall keep the Premises open for business during the Center’s customary hours.',
  ]);

  // ---- 7-15: the money paragraphs with their boxes
  paragraph(['This Lease is a (check one):'], 0.2);
  option([
    { box: true },
    ' Net lease: in addition to Base Rent, Tenant shall pay its Pro Rata Share of CAM Costs, Real Estate Taxes and Insurance Costs as Additional Rent.',
  ]);
  option([{ box: false }, ' Gross lease: Base Rent includes Tenant’s share of the costs of the Center.']);
  option(
    [
      { box: false },
      ' Modified gross lease: Tenant shall pay its Pro Rata Share of the increase of such costs over the base year ',
      { blank: 6 },
      '.',
    ],
    0.45,
  );
  const stated = m.spec.lease.shareStated;
  paragraph(['Tenant’s Pro Rata Share shall be (check one):'], 0.2);
  option([
    { box: !stated },
    ' the ratio of the Premises’ square footage to the Center’s leasable square footage, each as stated in Paragraph 2;',
  ]);
  option(
    [
      { box: stated },
      ' a fixed percentage of ',
      ...(stated ? [{ fill: typedShare(m), w: 6 }] : [{ blank: 8 }]),
      '%, which shall not change if the leasable area of the Center changes.',
    ] as Seg[],
    0.45,
  );
  const mgmt = l.mgmtFeeCapPct;
  paragraph(
    [
      '"Common Areas" means the parking areas, driveways, sidewalks, landscaped areas, exterior lighting, pylon signs and other areas of the Center available for the common use of tenants. "CAM Costs" means all costs of operating, maintaining, repairing, lighting, cleaning, sweeping, striping, landscaping and removing snow and ice from the Common Areas, the utilities serving the Common Areas, and (check one):',
    ],
    0.2,
  );
  option([
    { box: mgmt !== null },
    ' a property management fee not to exceed ',
    ...(mgmt !== null ? [{ fill: String(mgmt), w: 3 }] : [{ blank: 5 }]),
    '% of the gross receipts of the Center;',
  ] as Seg[]);
  option([{ box: mgmt === null }, ' the property management fee actually paid by Landlord.'], 0.3);
  const amort = l.capitalAmortYears;
  option([{ box: amort === null }, ' Capital expenditures are excluded from CAM Costs.']);
  option(
    [
      { box: amort !== null },
      ' The cost of a capital improvement shall be included only as amortized in equal annual amounts over ',
      ...(amort !== null ? [{ fill: String(amort), w: 3 }] : [{ blank: 5 }]),
      ' years.',
    ] as Seg[],
    0.3,
  );
  for (const [cat] of PRINTED_EXCLUSIONS)
    if (!l.exclusions.includes(cat)) throw new Error(`willowbrook-commons: ${cat} not excluded`);
  segs(
    [
      `CAM Costs shall not include: ${PRINTED_EXCLUSIONS.map(([, t], i) => `(${['i', 'ii', 'iii'][i]}) ${t}`).join('; ')}; or (iv) any other cost excluded in Paragraph 25.`,
    ],
    w.left,
    w.contentWidth,
  );
  w.space(0.45);
  const fee = l.adminFee;
  const blanks = feeBlanks(m);
  paragraph(
    [
      'Landlord ',
      { box: fee !== null },
      ' shall ',
      { box: fee === null },
      ' shall not be entitled to an administrative fee of ',
      ...(blanks ? [{ fill: String(blanks.typed), w: 3 }] : [{ blank: 5 }]),
      '% of (check one):',
    ] as Seg[],
    0.2,
  );
  option([
    { box: fee?.base === 'CAM_EXCLUDING_TAXES_INSURANCE' },
    ' Tenant’s Pro Rata Share of CAM Costs only, excluding Real Estate Taxes and Insurance Costs;',
  ]);
  option(
    [
      { box: fee?.base === 'ALL_OPERATING_EXPENSES' },
      ' Tenant’s Pro Rata Share of CAM Costs, Real Estate Taxes and Insurance Costs.',
    ],
    0.45,
  );
  const cap = l.camCap;
  paragraph(
    [
      '"Controllable CAM Costs" means all CAM Costs except utilities, snow and ice removal, Real Estate Taxes and Insurance Costs. Tenant’s Pro Rata Share of Controllable CAM Costs (check one):',
    ],
    0.2,
  );
  option([{ box: cap === null }, ' is not limited;']);
  option([
    { box: cap !== null },
    ' shall not increase by more than ',
    ...(cap ? [{ fill: String(cap.pct), w: 3 }] : [{ blank: 5 }]),
    '% per calendar year, computed (check one):',
  ] as Seg[]);
  const capYear = (t: string) =>
    cap?.type === t && cap.baseYear !== null ? [{ fill: String(cap.baseYear), w: 5 }] : [{ blank: 6 }];
  for (const [t, text] of [
    ['NON_CUMULATIVE', ' over the Controllable CAM Costs of the preceding calendar year (non-cumulative);'],
    [
      'CUMULATIVE_COMPOUNDING',
      ' cumulatively and compounded annually from the Controllable CAM Costs of calendar year ',
    ],
    [
      'CUMULATIVE_SIMPLE',
      ' cumulatively but not compounded, from the Controllable CAM Costs of calendar year ',
    ],
  ] as const) {
    w.ensure(size * 2.4);
    segs(
      t === 'NON_CUMULATIVE'
        ? [{ box: cap?.type === t }, text]
        : ([{ box: cap?.type === t }, text, ...capYear(t), '.'] as Seg[]),
      w.left + 40,
      w.contentWidth - 40,
    );
  }
  w.space(0.45);
  paragraph([
    '"Real Estate Taxes" means all real property taxes and assessments levied on the Center for each calendar year. "Insurance Costs" means the premiums of the property, rent-loss and liability insurance Landlord carries on the Center. Tenant shall pay its Pro Rata Share of both.',
  ]);
  paragraph([
    'Tenant shall pay each month, with Base Rent, one-twelfth of Landlord’s reasonable estimate of Tenant’s Pro Rata Share of CAM Costs, Real Estate Taxes and Insurance Costs (and the administrative fee, if any) for the year. Within ',
    { fill: String(l.reconDeadlineDays), w: 4 },
    ' days after the end of each calendar year, Landlord shall deliver to Tenant a statement of the actual amounts for that year. Tenant shall pay any deficiency within thirty days after delivery; any excess shall be credited against the next payments due (or refunded at the end of the Lease).',
  ]);
  option(
    [
      { box: l.waiver },
      ' If checked: if Landlord fails to deliver the statement within the period stated above, Landlord waives its right to collect any deficiency for that calendar year.',
    ],
    0.45,
  );
  paragraph([
    'Tenant may, by written notice given within ',
    { fill: String(l.auditWindowDays), w: 4 },
    ' days after receipt of a statement, inspect Landlord’s records of the CAM Costs, Real Estate Taxes and Insurance Costs for that year at the office of Landlord’s agent during business hours. If the inspection shows Tenant was overcharged, Landlord shall refund the overcharge within thirty days.',
  ]);
  const flat = l.lateFee.pct === null;
  paragraph(
    [
      'If any installment of Rent is not received within ',
      { fill: String(l.lateFee.graceDays), w: 3 },
      ' days after it is due, Tenant shall pay a late charge of (check one):',
    ],
    0.2,
  );
  option([
    { box: !flat },
    ' ',
    ...(!flat ? [{ fill: String(l.lateFee.pct), w: 3 }] : [{ blank: 5 }]),
    '% of the overdue amount;',
  ] as Seg[]);
  option(
    [
      { box: flat },
      ' a flat charge of ',
      ...(flat ? [{ fill: money(l.lateFee.flatCents!), w: 9 }] : [{ blank: 10 }]),
      ' for each late installment.',
    ] as Seg[],
    0.45,
  );

  // ---- 16-24: the printed boilerplate
  paragraph([
    'Tenant shall pay for all utilities separately metered to the Premises, including electricity, gas, water and sewer, telephone and data, and for trash removal from the Premises.',
  ]);
  paragraph([
    'Tenant shall maintain the interior of the Premises, its storefront glass and the heating and air-conditioning system serving only the Premises. Landlord shall maintain the roof, foundation, structural walls and the Common Areas, the cost of which is part of CAM Costs as provided above.',
  ]);
  paragraph([
    'Tenant shall carry commercial general liability insurance of not less than $1,000,000 per occurrence and $2,000,000 in the aggregate, naming Landlord and Landlord’s agent as additional insureds, and insurance on its own fixtures and inventory.',
  ]);
  paragraph([
    'Tenant shall not assign this Lease or sublet any part of the Premises without Landlord’s prior written consent, which shall not be unreasonably withheld.',
  ]);
  paragraph([
    'If Tenant fails to pay Rent within five days after written notice, or fails to perform any other obligation within thirty days after written notice, Landlord may terminate this Lease or re-enter the Premises as the law allows. Sums not paid when due bear interest at ',
    { fill: String(rng.pick([10, 12, 18])), w: 3 },
    '% per annum from the due date.',
  ]);
  paragraph([
    'If Tenant remains in possession after the Expiration Date without Landlord’s written consent, Tenant shall be a tenant at sufferance at a monthly Base Rent of 150% of the last monthly Base Rent.',
  ]);
  paragraph([
    'Tenant may install a sign on the storefront and a panel on the Center’s pylon sign, at Tenant’s expense, of a design approved by Landlord.',
  ]);
  paragraph([
    'Listing Broker: ',
    { fill: c.brokerage, w: 20 },
    ' represents (check one) ',
    { box: true },
    ' Landlord ',
    { box: false },
    ' Tenant ',
    { box: false },
    ' both. Cooperating Broker: ',
    { blank: 18 },
    '. Commissions are payable under a separate agreement and are not a cost of the Center.',
  ]);
  paragraph([
    'Notices shall be in writing and delivered by hand, by certified mail or by overnight courier, to Landlord in care of ',
    { fill: `${c.brokerage}, ${p.managerStreet}, ${p.city.city}, ${p.city.state}`, w: 20 },
    ', and to Tenant at the Premises, Attention: ',
    { fill: l.tenant.contact, w: 14 },
    '.',
  ]);

  // ---- 25: Special Provisions, typed
  paragraph([
    'The following special provisions are part of this Lease and control over any conflicting printed provision of this form:',
  ]);
  const added = l.exclusions.filter((cat) => !PRINTED_EXCLUSIONS.some(([k]) => k === cat));
  const addWords = added.map((cat) => {
    const t = ADDED_EXCLUSIONS[cat];
    if (!t) throw new Error(`willowbrook-commons: no exclusion wording for ${cat}`);
    return t;
  });
  let letter = 0;
  const sp = (text: string) => {
    letter += 1;
    typed(`${String.fromCharCode(64 + letter)}. ${text}`);
  };
  sp(
    `EXCLUSIONS. In addition to items (i) through (iii) of Paragraph 9, CAM Costs shall not include: ${addWords.map((t, i) => `(${['iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi'][i]}) ${t}`).join('; ')}.`,
  );
  if (blanks && blanks.special !== null)
    sp(
      `ADMINISTRATIVE FEE. Notwithstanding the rate typed in Paragraph 10, the administrative fee shall be ${pctWith(blanks.special, nf())} of the share stated in the box checked in Paragraph 10, and no other overhead charge shall be made.`,
    );
  const trade = l.tenant.name.replace(/,? (LLC|Inc\.|L\.L\.C\.|Corp\.|Co\.|LP|L\.P\.|PLLC|Ltd\.)$/, '');
  sp(
    `EXCLUSIVE. So long as Tenant is open and not in default, Landlord shall not lease other space in the Center for the principal business conducted by Tenant as ${trade}.`,
  );
  sp(
    `MANAGING AGENT. ${c.brokerage} manages the Center for Landlord and shall prepare the statements under Paragraph 13. Tenant may pay Rent through the agent’s online tenant portal (${c.portal}).`,
  );
  if (rng.chance(0.5))
    sp(
      `CONDITION. Landlord shall deliver the Premises with the heating and air-conditioning unit in good working order; Tenant accepts the Premises otherwise in their present condition.`,
    );
  w.space(0.3);
  paragraph([
    'This Lease, its Exhibit and Paragraph 25 are the entire agreement of the parties and may be changed only in a writing signed by both. This Lease is governed by the laws of the State of ',
    { fill: p.city.stateName, w: 10 },
    '.',
  ]);
  // signatures
  w.ensure(size * 12);
  w.space(0.6);
  const half = w.contentWidth / 2;
  const sig = (who: string, name: string, person: string) =>
    `${who}:\n${name}\n\nBy: ______________________________\nName: ${person}\nDate: ________________`;
  w.row(
    [
      { text: sig('LANDLORD', l.landlord.name, ''), x: w.left, width: half - 12 },
      { text: sig('TENANT', l.tenant.name, l.tenant.contact), x: w.left + half, width: half - 12 },
    ],
    { gap: 8 },
  );

  // ---- Exhibit A: the site plan, the storefronts in a row
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center', size: 11, gap: 0.1 });
  w.heading(`SITE PLAN – ${c.center.toUpperCase()}`, { align: 'center', size: 10, gap: 0.8 });
  const n = c.neighbours.length;
  const bw = (w.contentWidth - 20) / n;
  const top = d.y + 10;
  c.neighbours.forEach(([no, name], i) => {
    const x = w.left + 10 + i * bw;
    const mine = name === l.tenant.name;
    if (mine) d.save().rect(x, top, bw, 110).fillColor('#d8d8d8').fill().restore();
    d.rect(x, top, bw, 110).lineWidth(0.8).stroke();
    d.font(F.bold)
      .fontSize(8)
      .text(`Suite ${no}`, x + 3, top + 8, { width: bw - 6, align: 'center' });
    d.font(F.regular)
      .fontSize(7.5)
      .text(mine ? 'PREMISES' : name, x + 3, top + 40, { width: bw - 6, align: 'center' });
  });
  d.y = top + 130;
  d.rect(w.left + 10, d.y, w.contentWidth - 20, 120)
    .dash(4, { space: 3 })
    .lineWidth(0.6)
    .stroke()
    .undash();
  d.font(F.italic)
    .fontSize(8.5)
    .text('PARKING AND DRIVE AISLES (COMMON AREAS)', w.left + 10, d.y + 55, {
      width: w.contentWidth - 20,
      align: 'center',
    });
  d.y += 140;
  w.font();
  w.para(
    `Site plan for identification only; not to scale. The Premises are shown shaded. Landlord may change the Common Areas and the other tenants of the Center. Recorded plat of the Center dated ${fmtDate(addDays(l.leaseDate, -rng.int(2000, 9000)), 'LONG')}.`,
    { size: 7.5, style: 'italic', align: 'center' },
  );

  // ---- the form's footer on every page: form number, page, initials
  const range = d.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    d.switchToPage(i);
    const saved = d.page.margins.bottom;
    d.page.margins.bottom = 0;
    const y = d.page.height - 36;
    d.font(F.regular).fontSize(7);
    d.text(`Form ${c.formCode}  Rev. ${c.formRev}   ©${c.association}`, w.left, y, {
      width: 260,
      lineBreak: false,
    });
    d.text(`Page ${i + 1} of ${range.count}`, w.left + 250, y, {
      width: 60,
      align: 'center',
      lineBreak: false,
    });
    d.text('Initials: Landlord ______  Tenant ______', w.right - 190, y, {
      width: 190,
      align: 'right',
      lineBreak: false,
    });
    d.page.margins.bottom = saved;
  }
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
