/**
 * Family "cedar-labs" (decision 0070), the lease: a university research park corporation's
 * standard lease of a lab/office suite in one of its multi-tenant technology buildings.
 *
 * The form follows the research-park lease in ../shared/real-leases
 * (bioprotection-isu-research-park): a one-page LEASE SUMMARY PAGE of captioned figures ("Gross
 * Square Feet in Demised Premises: ±2,028", "Base Rent: Annualized / Per Gross Square Foot /
 * Monthly Installments", "Initial Operating Rent Per Gross Square Foot"), a Table of Contents with
 * page numbers, then the LEASE in run-in capital sections ("5. OPERATING COSTS:") with lettered
 * subsections "A." and items "1)" and "i.". Areas are "gross square feet" ("gsf") throughout. The
 * Building's gsf is only in Attachment I at the end; the share is "the ratio of the number of gross
 * square feet in the Demised Premises to the total number of gross square feet in the Building"
 * (and "specified on the Summary Page" when the lease states it). The late payment fee sits in
 * Section 4 (Base Rent), next to an interest rate per annum. Percentages as "five (5) percent".
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import {
  commas,
  countWith,
  fmtDate,
  money,
  moneyWith,
  type NumberForm,
  numberWords,
  pctWords,
} from '../format';
import type { PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import { Rng } from '../prng';
import { columnEdges, tableCells } from './blocks';
import { parkOf } from './cedar-labs-park';
import type { RenderedPdf } from './frame';

/** "five (5) percent", "two and one-half (2.5) percent"; digits alone "5%". */
export function pctParen(p: number, form: NumberForm): string {
  if (form === 'DIGITS') return `${p}%`;
  return `${pctWords(p).replace(/ percent$/, '')} (${p}) percent`;
}

/** Section 5.C's exclusions, one per category, in the park corporation's wording. */
const EXCLUSIONS: Record<
  Exclude<ExpenseCategory, 'CONTROLLABLE' | 'TAX' | 'INSURANCE' | 'UTILITIES' | 'MANAGEMENT_FEE' | 'OTHER'>,
  string
> = {
  CAPITAL:
    'costs of a capital nature, including capital improvements, capital repairs and capital replacements to the Building',
  LEASING_COMMISSIONS:
    'leasing commissions, finder fees and other costs of procuring tenants for the Building or the Research Park',
  LEGAL_DISPUTES:
    'legal fees and costs incurred in disputes with tenants or other occupants of the Research Park',
  DEPRECIATION: 'depreciation of the Building and its improvements',
  DEBT_SERVICE:
    'principal, interest and fees on any indebtedness of Landlord, including bonds issued for the Research Park',
  CHARITABLE: 'contributions and gifts made by Landlord, including to the University or its foundation',
  MARKETING: 'advertising, marketing and promotion of the Research Park',
  GROUND_RENT: 'rent payable under any ground lease of the land on which the Building stands',
  RESERVES: 'reserves for future repairs, replacements or other expenses',
  EXECUTIVE_SALARIES:
    "salaries and benefits of Landlord's officers and executives above the level of building manager",
  LANDLORD_VIOLATIONS:
    'fines, penalties and interest incurred by reason of the violation by Landlord of any law or of any lease',
};

const LETTERS = 'abcdefghijklmnop';
const ROMAN_LC = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii'];

/** The numbered sections of the lease body, in order (their numbers are fixed). */
export const SECTIONS = [
  'PREMISES',
  'TERM',
  'CONDITION OF THE DEMISED PREMISES',
  'BASE RENT',
  'OPERATING COSTS',
  'USE',
  'HAZARDOUS SUBSTANCES',
  "LANDLORD'S MAINTENANCE",
  'UTILITIES AND SERVICES',
  'INSURANCE AND LIABILITY',
  'HOLDING OVER',
  'SECURITY DEPOSIT',
  'NOTICE',
  'MISCELLANEOUS',
] as const;

/** Lays the lease out once; `pages` gives the Table of Contents its page numbers. */
async function draw(
  m: PacketModel,
  pages: Record<string, number> | null,
): Promise<{ pdf: Buffer; count: number; pageOf: Record<string, number> }> {
  const l = m.lease;
  const p = l.property;
  const k = parkOf(m);
  // the lease's own draws: the same on both passes
  const rng = new Rng(`cedar-labs:lease:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'BOTH', 'DIGITS'] as const);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    size: m.spec.lease.font === 'Courier' ? 9 : 10,
    margin: 64,
    date: l.leaseDate,
    title: `Lease - ${k.park} - Suite ${k.suite}`,
    author: l.landlord.name,
    footer: `${k.park} Standard Lease (Rev. 2016)                                        {n}`,
  });
  const pageOf: Record<string, number> = {};
  const here = () => w.doc.bufferedPageRange().count;
  const kv = (label: string, value: string, indent = 0) =>
    w.row(
      [
        { text: label, x: w.left + indent, width: 230 - indent, bold: indent === 0 },
        { text: value, x: w.left + 236, width: w.contentWidth - 236 },
      ],
      { gap: 3.5 },
    );

  // ---- LEASE SUMMARY PAGE
  w.heading('LEASE SUMMARY PAGE', { align: 'center', size: w.size + 4, gap: 0.6 });
  w.para(`${l.landlord.name}\n(Landlord)\nAnd\n${l.tenant.name}\n(Tenant)`, { align: 'center', gap: 0.6 });
  kv('Dated:', fmtDate(l.leaseDate, 'LONG'));
  kv('Suite:', `${k.suite}, ${k.building}, ${k.park}`);
  kv('Gross Square Feet in Demised Premises:', `±${commas(l.premisesRsf)}`);
  kv('Commencement Date:', fmtDate(l.commencement, 'LONG'));
  if (m.spec.lease.expirationStated) kv('Termination Date:', fmtDate(l.originalExpiration, 'LONG'));
  else kv('Term:', `${countWith(l.termMonths, 'months', nf())} from the Commencement Date`);
  const steps = l.rent.steps;
  const first = steps[0]!;
  const perSf = l.rent.form === 'PER_RSF';
  kv('Base Rent:', '');
  kv(
    'Annualized:',
    perSf ? money(l.rent.psfRatesCents![0]! * l.premisesRsf) : money(first.monthlyRentCents * 12),
    12,
  );
  if (perSf) kv('Per Gross Square Foot:', money(l.rent.psfRatesCents![0]!), 12);
  kv('Monthly Installments:', money(first.monthlyRentCents), 12);
  if (l.rent.form === 'PERCENT') {
    kv(
      'Base Rent Increases:',
      `Base Rent shall increase by ${pctParen(l.rent.escalationPct!, nf())} on each anniversary of the Commencement Date.`,
    );
  } else {
    kv('Base Rent Increases:', 'As follows:');
    const heads = perSf
      ? ['Lease Year', 'Period', 'Per Gross Sq. Ft.', 'Annualized', 'Monthly Installments']
      : ['Lease Year', 'Period', 'Annualized', 'Monthly Installments'];
    const cw = perSf ? [52, 140, 80, 84, 96] : [60, 160, 100, 110];
    const xs = columnEdges(w.left + 24, cw);
    const trow = (vals: string[], bold = false) =>
      w.row(tableCells(xs, cw, vals, { bold, rightFrom: 2 }), { gap: 1.2, size: w.size - 1 });
    trow(heads, true);
    steps.forEach((s, i) => {
      const period = `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`;
      if (perSf) {
        const rate = l.rent.psfRatesCents![i]!;
        trow([String(i + 1), period, money(rate), money(rate * l.premisesRsf), money(s.monthlyRentCents)]);
      } else trow([String(i + 1), period, money(s.monthlyRentCents * 12), money(s.monthlyRentCents)]);
    });
    w.space(0.4);
  }
  kv('Operating Rent/Costs:', '');
  kv('Initial Operating Rent Per Gross Square Foot:', money(k.initialOpRentPsfCents), 12);
  if (m.spec.lease.shareStated)
    kv("Tenant's Pro Rata Share:", `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`, 12);
  kv(
    'Additional Provisions:',
    'Electricity to the laboratory is metered separately and will be invoiced directly by the provider. Autoclave, RO/DI water and laboratory gas usage will be prorated and invoiced monthly.',
  );
  kv('Security Deposit:', money(l.securityDepositCents));
  kv(
    'Address of Tenant to which Notices shall be sent:',
    `${p.street}, Suite ${k.suite}, ${p.city.city}, ${p.city.state} ${p.zip}`,
  );
  kv('Liability Insurance Minimum Limits:', '$2,000,000.00');

  // ---- Table of Contents (page numbers from the first pass)
  w.newPage();
  w.heading('Table of Contents', { align: 'center', size: w.size + 2, gap: 0.6 });
  const tx = [w.left + 20, w.left + 80, w.right - 60];
  w.row(
    [
      { text: 'SECTION', x: tx[0]!, width: 55, bold: true },
      { text: 'HEADING', x: tx[1]!, width: 300, bold: true },
      { text: 'PAGE', x: tx[2]!, width: 40, bold: true, align: 'right' },
    ],
    { gap: 4 },
  );
  const tocRows = [
    ...SECTIONS.map((h, i) => [`${i + 1}.`, titleOf(h)] as const),
    ['', 'Attachment I'] as const,
  ];
  for (const [n, h] of tocRows) {
    const key = n ? n : 'ATT';
    w.row(
      [
        { text: n, x: tx[0]!, width: 55 },
        { text: h, x: tx[1]!, width: 300 },
        { text: String(pages?.[key] ?? 0), x: tx[2]!, width: 40, align: 'right' },
      ],
      { gap: 2.5 },
    );
  }

  // ---- LEASE
  w.newPage();
  w.heading('LEASE', { align: 'center', size: w.size + 3, gap: 0.5 });
  w.para(
    `This Lease is entered into on the date set forth on the Summary Page, by and between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), which owns the Building on land ground-leased from the ${k.park} Corporation, a not-for-profit corporation affiliated with ${k.university} that manages the Building for Landlord, and the Tenant set forth on the Summary Page ("Tenant").`,
    { align: 'justify', gap: 0.6 },
  );
  let sec = 0;
  const section = (text: string) => {
    sec += 1;
    w.ensure(w.size * 3.2);
    pageOf[`${sec}.`] = here();
    w.para(text, { lead: `${sec}. ${SECTIONS[sec - 1]}:`, align: 'justify', gap: 0.45 });
  };
  const sub = (letter: string, text: string, indent = 18) =>
    w.para(text, { lead: `${letter}.`, indent, align: 'justify', gap: 0.3 });

  section(
    `Landlord hereby leases to Tenant certain premises in the ${k.park} (the "Research Park") more particularly described on Attachment I attached hereto and incorporated herein (the "Demised Premises"). The Demised Premises contain that number of gross square feet ("gsf") as set forth on the Summary Page. Whenever reference is made herein to Tenant's pro rata share based upon square feet of the Demised Premises, this number shall define the square feet of the Demised Premises.`,
  );
  section(
    'The term of the Lease shall start on the Commencement Date set forth on the Summary Page and shall terminate on the Termination Date set forth on the Summary Page or at the end of the Term stated there (the "Term").',
  );
  section(
    "Landlord has made no representations as to the condition of the Demised Premises, or promises to alter, remodel or improve the Demised Premises, except as set forth in an attachment to this Lease. Tenant's taking possession shall constitute Tenant's acceptance of the Demised Premises and confirmation that they are in good and satisfactory condition, including the laboratory casework, fume hoods and sinks.",
  );
  const late =
    l.lateFee.pct !== null
      ? `a late payment fee of ${pctParen(l.lateFee.pct, nf())} of the amount of such payment`
      : `a late payment fee of ${moneyWith(l.lateFee.flatCents!, nf())}`;
  section(
    `Tenant shall pay Landlord annualized base rent ("Base Rent") in equal monthly installments as set forth on the Summary Page (payable monthly in advance) commencing on the first day of the Term and continuing thereafter. ${perSf ? 'Base Rent expressed on a per gross square foot per annum basis is as set forth on the Summary Page, and the Base Rent shall be that rate multiplied by the gsf of the Demised Premises. ' : 'Base Rent expressed on a per gross square foot basis, if any, is for information only; in the event of any discrepancy, the annualized Base Rent shall control. '}All payments of Base Rent shall be without abatement, deduction or set-off of any kind. Base Rent shall increase as set forth on the Summary Page. Any payment from Tenant received more than ${countWith(l.lateFee.graceDays, 'days', nf())} past due shall be subject to ${late}, plus interest on the amount of such delinquent payment accruing from the due date at the rate of ten (10) percent per annum.`,
  );

  // ---- 5. Operating Costs
  section(
    `In addition to the Base Rent, Tenant shall pay to Landlord as additional rent Tenant's pro rata share of the common area expenses and other operating costs incurred by Landlord in operating the Building and appurtenant grounds in which the Demised Premises are located (the "Operating Costs" or "Operating Rent").`,
  );
  const mgmt = l.mgmtFeeCapPct
    ? `management and administration expenses, not to exceed ${pctParen(l.mgmtFeeCapPct, nf())} of the other Operating Costs (excluding Taxes and insurance)`
    : 'management and administration expenses';
  const amort = l.capitalAmortYears
    ? `; and 12) the annual amortization, over ${countWith(l.capitalAmortYears, 'years', nf())} in equal amounts, of the cost of capital improvements made to reduce Operating Costs or required by laws first enacted after the date of this Lease`
    : '; and 12) all other operating costs attributable to the Building';
  sub(
    'A',
    `Definition of Operating Costs. Operating Costs shall mean the aggregate amount paid by Landlord for: 1) real property taxes, including all taxes, assessments, special assessments, levies and government charges of any kind (collectively, "Taxes") levied against the Building and appurtenant grounds, or payments in lieu of taxes; 2) insurance; 3) janitorial and cleaning, including supplies for common areas; 4) landscape maintenance, including mowing, trimming, weed removal and general landscaping of appurtenant grounds; 5) snow plowing; 6) common area utilities, including parking area lighting; 7) water, natural gas and sewer charges (if not separately metered); 8) parking lot maintenance and cleaning; 9) repair and maintenance of common areas including HVAC systems; 10) ${mgmt}; 11) charges payable by Landlord for the maintenance of the common areas of the Research Park allocated to the Building${amort}.`,
  );
  const stated = m.spec.lease.shareStated ? ', which pro rata share is specified on the Summary Page' : '';
  sub(
    'B',
    `Allocation of Operating Costs. Operating Costs paid by Landlord shall be allocated among the tenants of the Building. Tenant's pro rata share of Operating Costs shall be equal to that percent which is the ratio of the number of gross square feet in the Demised Premises to the total number of gross square feet in the Building as stated in Attachment I${stated}. The total amount of Operating Costs paid by Landlord shall be multiplied by that percent and the product shall be Tenant's pro rata share of Operating Costs.`,
  );
  let letter = 'C'.charCodeAt(0);
  const next = () => String.fromCharCode(letter++);
  const exLetter = next();
  const ex = l.exclusions.map((cat) => {
    const t = EXCLUSIONS[cat as keyof typeof EXCLUSIONS];
    if (!t) throw new Error(`cedar-labs: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears
      ? `${t}, except as provided in item 12) of Section 5.A`
      : t;
  });
  sub(
    exLetter,
    `Exclusions. Notwithstanding Section 5.A, Operating Costs shall not include: ${ex.map((t, i) => `(${LETTERS[i]}) ${t}`).join('; ')}.`,
  );
  if (l.adminFee)
    sub(
      next(),
      `Administrative Fee. Tenant shall pay Landlord, as additional rent, an administrative fee equal to ${pctParen(l.adminFee.pct, nf())} of ${l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE' ? "Tenant's pro rata share of Operating Costs other than Taxes and insurance" : "Tenant's pro rata share of Operating Costs"}.`,
    );
  const cap = l.camCap;
  if (cap) {
    const f = pctParen(cap.pct, nf());
    const rule =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not increase by more than ${f} over the Controllable Operating Costs for the preceding calendar year`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Costs for calendar year ${cap.baseYear} increased by ${f} per year on a cumulative, compounded basis`
          : `shall not exceed the Controllable Operating Costs for calendar year ${cap.baseYear} plus ${f} of that amount for each calendar year after ${cap.baseYear}, on a cumulative but non-compounded basis`;
    sub(
      next(),
      `Limitation. "Controllable Operating Costs" means all Operating Costs except Taxes, insurance, utilities and snow plowing. The Controllable Operating Costs included in Tenant's pro rata share for any calendar year ${rule}.`,
    );
  }
  const payLetter = next();
  const waiver = l.waiver
    ? " If Landlord fails to deliver such statement within said period, Landlord shall have waived any right to collect from Tenant any amount of Operating Costs for such year in excess of Tenant's estimated payments."
    : rng.pick([
        " Landlord's failure to deliver such statement within said period shall not relieve Tenant of its obligation to pay its pro rata share of Operating Costs.",
        '',
      ]);
  const steps5: string[] = [
    'Before the beginning of each calendar year, Landlord shall estimate the amount of Operating Costs for that year. Each month on the first day of the month, Tenant shall pay Landlord one-twelfth (1/12) of Tenant\'s pro rata share of the estimated annual Operating Costs (the "Operating Rent").',
    `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each calendar year, Landlord shall prepare a statement of the actual Operating Costs for the Building for such calendar year.${waiver}`,
    "Landlord shall provide a copy of the actual Operating Cost statement to Tenant along with a calculation of Tenant's pro rata share of such actual Operating Costs.",
    "If Tenant's pro rata share of the actual Operating Costs exceeds the estimated Operating Rent paid, Tenant shall pay the difference within thirty (30) days of Tenant's receipt of Landlord's statement; if it is less, Tenant shall receive a credit for the excess against its next monthly Operating Rent.",
    `Tenant or its designated agents shall have the right, within ${countWith(l.auditWindowDays, 'days', nf())} after receipt of any such statement, but no more frequently than once a year, to have an independent audit made of the books of Landlord relating to Operating Costs.`,
  ];
  sub(
    payLetter,
    'Payment of Operating Costs. Tenant shall pay its pro rata share of Operating Costs as follows:',
  );
  steps5.forEach((t, i) => {
    w.para(t, { lead: `${ROMAN_LC[i]}.`, indent: 36, align: 'justify', gap: 0.25 });
  });
  w.space(0.3);

  section(
    `The Demised Premises shall only be used for ${l.permittedUse.replace(/\.$/, '').toLowerCase()}, laboratories, offices and other facilities for research, basic, developmental and applied, consistent with the Covenants, Conditions and Restrictions of the ${k.park} (approximately ${numberWords(k.acres)} (${k.acres}) acres), as amended from time to time.`,
  );
  section(
    "Without Landlord's prior written consent, Tenant shall not receive, store or otherwise handle any hazardous substance on the Demised Premises, except in the quantities listed on Tenant's hazardous materials inventory delivered to Landlord each year. Tenant shall not permit any objectionable odors, including autoclave odors, fumes or vibrations to emanate from the Demised Premises.",
  );
  section(
    "Landlord shall keep the roof, foundation, exterior walls, common areas and the Building's heating, ventilating and air-conditioning systems in good repair, the cost of which shall be included in Operating Costs except as excluded in Section 5.",
  );
  section(
    'Landlord shall furnish heat, air-conditioning, water and common area lighting during normal business hours. Electricity to the Demised Premises and laboratory gases shall be separately metered or prorated as set forth on the Summary Page.',
  );
  section(
    'Tenant shall carry commercial general liability insurance with limits of not less than those set forth on the Summary Page, naming Landlord and the University as additional insureds, and shall insure its laboratory equipment and inventory at its own cost.',
  );
  section(
    'If Tenant remains in possession after the end of the Term without a written extension, Tenant shall be a tenant from month to month at a monthly Base Rent of one hundred fifty (150) percent of the Base Rent last payable, plus Operating Rent.',
  );
  section(
    'Tenant has deposited with Landlord the Security Deposit set forth on the Summary Page, which Landlord shall return, without interest, within thirty (30) days after the end of the Term, less any amounts applied to cure defaults of Tenant.',
  );
  section(
    `All notices shall be in writing and given by hand delivery, overnight courier or certified mail, return receipt requested: to Landlord at ${k.park}, ${k.office}, ${p.managerStreet}, ${p.city.city}, ${p.city.state} ${p.zip}; to Tenant at the address set forth on the Summary Page.`,
  );
  section(
    'This Lease, together with the Summary Page and Attachment I, is the entire agreement of the parties. This Lease shall be governed by the laws of the state in which the Research Park is located. Each party waives trial by jury in any action arising out of this Lease.',
  );

  w.space(0.6);
  const half = w.contentWidth / 2;
  w.ensure(w.size * 9);
  w.row(
    [
      {
        text: `LANDLORD:\n${l.landlord.name}\n\nBy: ____________________________\nIts: President`,
        x: w.left,
        width: half - 10,
      },
      {
        text: `TENANT:\n${l.tenant.name}\n\nBy: ____________________________\n${l.tenant.contact}`,
        x: w.left + half,
        width: half - 10,
      },
    ],
    { gap: 6 },
  );

  // ---- Attachment I: the Building's gsf
  w.newPage();
  pageOf.ATT = here();
  w.heading('ATTACHMENT I', { align: 'center', size: w.size + 2, gap: 0.2 });
  w.heading('DESCRIPTION OF THE DEMISED PREMISES', { align: 'center', gap: 0.6 });
  w.para(
    `The Demised Premises are Suite ${k.suite} on floor ${k.floor} of the ${k.building} (the "Building") in the ${k.park}, ${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}, as outlined on the floor plan below. The Building contains a total of ${numberWords(l.buildingRsf)} (${commas(l.buildingRsf)}) gross square feet, measured to the outside of the exterior walls, including all laboratory, office, mechanical and common areas.`,
    { align: 'justify', gap: 0.8 },
  );
  const top = w.doc.y;
  w.box(w.left + 40, top, w.contentWidth - 80, 200);
  w.doc.y = top + 90;
  w.para(`[Floor plan - Suite ${k.suite}]`, { align: 'center', style: 'italic' });
  w.doc.y = top + 210;

  const pdf = await w.finish();
  return { pdf, count: w.pageCount, pageOf };
}

/** "OPERATING COSTS" -> "Operating costs" as the Table of Contents lists it. */
function titleOf(h: string): string {
  const t = h.toLowerCase();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export async function renderCedarLabsLease(m: PacketModel, _rng: Rng): Promise<RenderedPdf> {
  // two passes: the first finds the page each section starts on, the second prints the
  // Table of Contents with them (the contents page has a fixed layout, so nothing moves)
  const first = await draw(m, null);
  const second = await draw(m, first.pageOf);
  return { pdf: second.pdf, pages: second.count };
}
