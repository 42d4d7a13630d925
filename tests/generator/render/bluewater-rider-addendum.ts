/**
 * Family "bluewater-rider" (decision 0088), the negotiated "Addendum / Rider" to the printed form:
 * numbered paragraphs that continue the form's numbering (41, 42, ...), open with "this Addendum
 * shall control", and delete, replace or supplement printed paragraphs: the late charge, the
 * administrative fee, the statement deadline and its non-waiver sentence, the review period, the
 * floor areas and the share, the rent schedule, the exclusions, the cap, the sub-meter.
 *
 * The printed form's own figures (PRINTED) are the form's and never the model's; where they differ
 * from the model's lease, the Addendum states the model's figure and controls. Every figure stated
 * here comes from the model (model.ts).
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, fmtDate, money, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';
import { riderCenterOf } from './bluewater-rider-center';

/** The figures the association printed into its form (a distractor wherever the Addendum differs). */
export const PRINTED = {
  lateFeePct: 10,
  lateGraceDays: 5,
  adminFeePct: 15,
  reconDays: 60,
  auditDays: 30,
  interestPct: 18,
  holdoverPct: 150,
} as const;

/** The printed form's exclusions, Paragraph 8.3 (a)-(c). */
export const PRINTED_EXCLUSIONS: [ExpenseCategory, string][] = [
  ['CAPITAL', 'the cost of capital improvements and replacements'],
  ['LEASING_COMMISSIONS', 'leasing commissions, tenant allowances and other costs of leasing space'],
  ['LEGAL_DISPUTES', 'legal fees and costs of disputes with tenants or other occupants'],
];

/** The exclusions the Addendum adds, in the attorney's words. */
export const ADDED_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  DEPRECIATION: 'depreciation of the buildings and other improvements of the Shopping Center',
  DEBT_SERVICE:
    'principal, interest and other payments on any mortgage or deed of trust on the Shopping Center',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising and promotion of the Shopping Center, including any merchants’ association dues',
  GROUND_RENT: 'rent payable under any ground lease',
  RESERVES: 'reserves for future repairs, replacements or contingencies',
  EXECUTIVE_SALARIES: 'salaries and benefits of Landlord’s officers, members and executives',
  LANDLORD_VIOLATIONS: 'fines, penalties and interest arising from Landlord’s violation of any law or lease',
};

export type RiderKey =
  | 'CONFLICT'
  | 'RENT'
  | 'AREA'
  | 'CAM'
  | 'FEE'
  | 'CAP'
  | 'RECON'
  | 'AUDIT'
  | 'LATE'
  | 'UTIL'
  | 'INTEREST'
  | 'HOLDOVER'
  | 'RELOCATION'
  | 'OTHER';

export interface RiderParagraph {
  key: RiderKey;
  no: number;
  title: string;
  body: string;
  list?: string[];
  /** Sentences set after the list. */
  after?: string;
  table?: { header: string[]; rows: string[][] };
}

/** What the Addendum does to the printed form (the form strikes or notes what is replaced). */
export interface RiderPlan {
  paragraphs: RiderParagraph[];
  /** The rider paragraph number that replaces a printed provision, by key; absent: the printed text stands. */
  replaces: Partial<Record<RiderKey, number>>;
  /** The share written in Paragraph 8.1's blank ("4.13"), or null ("See Addendum"). */
  shareBlank: string | null;
}

const BOILERPLATE: [string, string][] = [
  [
    'Signage.',
    'Tenant shall install, at its cost, one illuminated sign on the fascia above the Premises conforming to the sign criteria for the Shopping Center, and may place its name on one panel of the pylon sign if a panel is available.',
  ],
  [
    'Exclusive Use.',
    'So long as Tenant is open and operating for its permitted use and not in default, Landlord shall not lease space in the Shopping Center to another tenant whose primary business is the same as Tenant’s, except for any tenant whose lease is in effect on the date of this Addendum.',
  ],
  [
    'Option to Extend.',
    'Provided Tenant is not in default, Tenant shall have one option to extend the Term for five (5) years on written notice given not less than one hundred eighty (180) days before the Expiration Date, at Base Rent equal to the greater of the Base Rent then in effect or the fair market rent.',
  ],
  [
    'Tenant Improvement Allowance.',
    'Landlord shall reimburse Tenant for the cost of Tenant’s initial improvements up to the allowance agreed in Landlord’s work letter, within thirty (30) days after Tenant opens for business and delivers lien waivers from its contractors.',
  ],
  [
    'Landlord’s Work.',
    'Before delivery Landlord shall, at its cost, deliver the heating, air conditioning, plumbing and electrical systems serving the Premises in good working order and the storefront in good condition.',
  ],
  [
    'Hours of Operation.',
    'Tenant shall be open for business at least during the core hours established by Landlord for the Shopping Center, which are currently 10:00 a.m. to 7:00 p.m., Monday through Saturday.',
  ],
  [
    'Trash.',
    'Tenant shall place its trash only in the common dumpsters designated by Landlord; the cost of common trash removal is a Common Area Operating Expense.',
  ],
  [
    'Roof Penetrations.',
    'Tenant shall make no roof penetration without Landlord’s written approval and shall use Landlord’s roofing contractor for any approved penetration.',
  ],
  [
    'Guaranty.',
    'Tenant’s obligations under the Lease are guaranteed by Tenant’s principal under a separate guaranty delivered with this Addendum.',
  ],
  [
    'Radius.',
    'During the Term, Tenant shall not open another store of the same trade within three (3) miles of the Shopping Center.',
  ],
  [
    'Counterparts; Electronic Signatures.',
    'The Lease may be signed in counterparts and by electronic signature, each of which is an original.',
  ],
];

/** The rider's paragraphs for the model, numbered from 41 (the lease, the worksheet and the bill cite them). */
export function riderPlan(m: PacketModel): RiderPlan {
  const l = m.lease;
  const c = riderCenterOf(m);
  const rng = new Rng(`bluewater-rider:rider:${m.spec.seed}`);
  const nf = (): NumberForm =>
    m.spec.lease.numbers === 'BOTH' ? 'BOTH' : rng.pick(['BOTH', 'DIGITS', 'DIGITS'] as const);
  const days = (n: number) => countWith(n, 'days', nf());
  const pc = (p: number) => pctWith(p, nf());
  const core: Omit<RiderParagraph, 'no'>[] = [];
  core.push({
    key: 'CONFLICT',
    title: 'Addendum Controls.',
    body: `This Addendum is attached to and made a part of the Standard Commercial Lease – Multi-Tenant – Net dated ${fmtDate(l.leaseDate, 'LONG')} between ${l.landlord.name}, as Landlord, and ${l.tenant.name}, as Tenant, for ${c.space} of ${l.property.name} (the “Printed Form”; the Printed Form and this Addendum together, the “Lease”). Terms defined in the Printed Form have the same meanings here. In the event of any conflict between the printed form and this Addendum, this Addendum shall control.`,
  });
  const steps = l.rent.steps;
  const period = (s: { from: string; to: string }) =>
    `${fmtDate(s.from, 'NUMERIC')} – ${fmtDate(s.to, 'NUMERIC')}`;
  if (l.rent.form === 'PERCENT') {
    core.push({
      key: 'RENT',
      title: 'Base Rent Adjustments.',
      body: `Base Rent for the first Lease Year is ${money(steps[0]!.monthlyRentCents)} per month, as written in Paragraph 4.1 of the Printed Form. On the first day of the second Lease Year and of each Lease Year after it, the monthly Base Rent shall increase by ${pc(l.rent.escalationPct!)} over the monthly Base Rent for the Lease Year before. “Lease Year” means each period of twelve (12) months beginning on the Commencement Date or an anniversary of it.`,
    });
  } else {
    const psf = l.rent.form === 'PER_RSF';
    core.push({
      key: 'RENT',
      title: 'Base Rent Schedule.',
      body: psf
        ? `Paragraph 4.1 of the Printed Form is supplemented as follows. Base Rent is computed at the annual rate per square foot of Floor Area of the Premises shown below and is payable in the monthly installments shown:`
        : 'Paragraph 4.1 of the Printed Form is supplemented as follows. Tenant shall pay monthly Base Rent during the Term as follows:',
      table: psf
        ? {
            header: ['Lease Year', 'Period', 'Annual Rate per Sq. Ft.', 'Monthly Base Rent'],
            rows: steps.map((s, i) => [
              String(i + 1),
              period(s),
              money(l.rent.psfRatesCents![i]!),
              money(s.monthlyRentCents),
            ]),
          }
        : {
            header: ['Lease Year', 'Period', 'Monthly Base Rent', 'Annual Base Rent'],
            rows: steps.map((s, i) => [
              String(i + 1),
              period(s),
              money(s.monthlyRentCents),
              money(s.monthlyRentCents * 12),
            ]),
          },
    });
  }
  const shareBlank = m.spec.lease.shareStated ? l.sharePct.toFixed(m.spec.lease.shareDecimals) : null;
  const areas = `the Floor Area of the Premises is ${commas(l.premisesRsf)} square feet and the Floor Area of the Shopping Center is ${commas(l.buildingRsf)} square feet, and neither shall be remeasured during the Term`;
  core.push({
    key: 'AREA',
    title: 'Floor Area; Tenant’s Share.',
    body: `${c.roundedAreas ? 'The approximate areas written in Paragraph 2.1 of the Printed Form are superseded: ' : 'For all purposes of the Lease, '}${areas}. ${
      shareBlank
        ? `Tenant’s Share is ${shareBlank}%, being the Floor Area of the Premises divided by the Floor Area of the Shopping Center, and the percentage written in Paragraph 8.1 of the Printed Form is confirmed.`
        : 'Tenant’s Share is a fraction, expressed as a percentage, the numerator of which is the Floor Area of the Premises and the denominator of which is the Floor Area of the Shopping Center.'
    }`,
  });
  const added = l.exclusions.filter((cat) => !PRINTED_EXCLUSIONS.some(([k]) => k === cat));
  const camParts: string[] = [];
  if (l.capitalAmortYears)
    camParts.push(
      `Notwithstanding Paragraph 8.3(a) of the Printed Form, the cost of a capital improvement that reduces Common Area Operating Expenses or is required by a law first in effect after the Commencement Date may be included, amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}.`,
    );
  if (l.mgmtFeeCapPct)
    camParts.push(
      `The management fee under Paragraph 8.2(vi) of the Printed Form shall not exceed ${pc(l.mgmtFeeCapPct)} of the gross receipts of the Shopping Center for the year.`,
    );
  core.push({
    key: 'CAM',
    title: 'Common Area Operating Expenses.',
    body: `In addition to the exclusions in Paragraph 8.3 of the Printed Form, Common Area Operating Expenses shall not include:`,
    list: added.map((cat) => {
      const t = ADDED_EXCLUSIONS[cat];
      if (!t) throw new Error(`bluewater-rider: no exclusion wording for ${cat}`);
      return t;
    }),
    ...(camParts.length ? { after: camParts.join(' ') } : {}),
  });
  const fee = l.adminFee;
  const feeKept = fee && fee.pct === PRINTED.adminFeePct && fee.base === 'CAM_EXCLUDING_TAXES_INSURANCE';
  if (!feeKept)
    core.push({
      key: 'FEE',
      title: 'Administrative Fee.',
      body: fee
        ? `Paragraph 8.4 of the Printed Form is deleted in its entirety and replaced with the following: “Tenant shall pay Landlord an administrative fee equal to ${pc(fee.pct)} of Tenant’s Share of ${
            fee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
              ? 'Common Area Operating Expenses, excluding Real Property Taxes and insurance premiums.”'
              : 'Common Area Operating Expenses, Real Property Taxes and insurance premiums.”'
          }`
        : 'Paragraph 8.4 of the Printed Form is deleted. Landlord shall charge no administrative or overhead fee on Tenant’s Share; the management fee included in Common Area Operating Expenses is Landlord’s only compensation for managing the Shopping Center.',
    });
  const cap = l.camCap;
  if (cap) {
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not increase by more than ${pc(cap.pct)} over the Controllable Expenses for the calendar year before, on a non-cumulative basis`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Expenses for calendar year ${cap.baseYear} increased by ${pc(cap.pct)} per year, compounded, for each calendar year after ${cap.baseYear}`
          : `shall not exceed the Controllable Expenses for calendar year ${cap.baseYear} increased by ${pc(cap.pct)} of that amount for each calendar year after ${cap.baseYear}, without compounding`;
    core.push({
      key: 'CAP',
      title: 'Limit on Controllable Expenses.',
      body: `“Controllable Expenses” means all Common Area Operating Expenses other than Real Property Taxes, insurance premiums, utilities, the management fee and amortized capital improvements. The Controllable Expenses included in Tenant’s Share for any calendar year ${limit}.`,
    });
  }
  const waiver = l.waiver
    ? ` The last sentence of Paragraph 8.6 of the Printed Form is deleted and replaced with the following: “If Landlord does not deliver the annual statement within such period, Landlord waives its right to collect from Tenant any amount by which Tenant’s Share for that year exceeds the estimated payments Tenant made.”`
    : rng.pick([
        '',
        ' The last sentence of Paragraph 8.6 of the Printed Form (Landlord’s late delivery does not waive its right to collect) remains in effect.',
      ]);
  core.push({
    key: 'RECON',
    title: 'Annual Statement.',
    body: `The first sentence of Paragraph 8.6 of the Printed Form is amended by deleting “${countWith(PRINTED.reconDays, 'days', 'BOTH')}” and inserting “${days(l.reconDeadlineDays)}” in its place, so that Landlord shall deliver the annual statement of Common Area Operating Expenses, Real Property Taxes and insurance premiums within ${days(l.reconDeadlineDays)} after the end of each calendar year.${waiver}`,
  });
  core.push({
    key: 'AUDIT',
    title: 'Tenant’s Review of Records.',
    body: `Paragraph 8.7 of the Printed Form is amended by deleting “${countWith(PRINTED.auditDays, 'days', 'BOTH')}” and inserting “${days(l.auditWindowDays)}” in its place. Tenant’s review may be made by an independent accountant who is not paid on a contingency basis.`,
  });
  const lf = l.lateFee;
  if (!(lf.pct === PRINTED.lateFeePct && lf.graceDays === PRINTED.lateGraceDays)) {
    const charge =
      lf.pct !== null
        ? `a late charge equal to ${pc(lf.pct)} of the overdue amount`
        : `a late charge of ${money(lf.flatCents!)}`;
    core.push({
      key: 'LATE',
      title: 'Late Charge.',
      body: `Paragraph 16.1 of the Printed Form is deleted in its entirety and replaced with the following: “If any installment of Rent is not received by Landlord within ${days(lf.graceDays)} after its due date, Tenant shall pay Landlord ${charge}.”`,
    });
  }
  const mt = c.meter;
  core.push({
    key: 'UTIL',
    title: mt.service === 'WATER' ? 'Water and Sewer Sub-Meter.' : 'Electric Sub-Meter.',
    body: `Paragraph 11 of the Printed Form is supplemented as follows. ${
      mt.service === 'WATER' ? 'Water and sewer service' : 'Electricity'
    } to the Premises is measured by Landlord’s sub-meter No. ${mt.number}. Landlord shall read the sub-meter monthly and bill Tenant, with the next monthly invoice of Rent, for the usage recorded at the rates charged to Landlord by ${mt.utility}, plus the monthly meter charge, without markup.`,
  });
  if (rng.chance(0.5))
    core.push({
      key: 'INTEREST',
      title: 'Interest.',
      body: `In Paragraph 16.2 of the Printed Form, “${pctWith(PRINTED.interestPct, 'BOTH')} per annum” is deleted and replaced with “${pc(rng.pick([8, 10, 12]))} per annum”.`,
    });
  if (rng.chance(0.4))
    core.push({
      key: 'HOLDOVER',
      title: 'Holding Over.',
      body: `In Paragraph 18 of the Printed Form, “${pctWith(PRINTED.holdoverPct, 'BOTH')}” is deleted and replaced with “${pc(rng.pick([125, 125, 110]))}”.`,
    });
  if (rng.chance(0.4))
    core.push({
      key: 'RELOCATION',
      title: 'No Relocation.',
      body: 'Paragraph 23 of the Printed Form (Relocation) is deleted in its entirety.',
    });
  // boilerplate the parties negotiated, and paragraphs they dropped ("Intentionally Omitted")
  const total = rng.int(16, 20);
  const extra = Math.max(3, total - core.length);
  const fill: Omit<RiderParagraph, 'no'>[] = rng
    .sample(BOILERPLATE, extra)
    .map(([title, body]) => ({ key: 'OTHER' as const, title, body }));
  for (let i = rng.int(1, 2); i > 0; i--)
    fill[rng.int(0, fill.length - 1)] = {
      key: 'OTHER',
      title: 'Intentionally Omitted.',
      body: '',
    };
  const all = core.slice(0, 3);
  const rest = core.slice(3);
  for (const f of fill) rest.splice(rng.int(0, rest.length), 0, f);
  all.push(...rest);
  const paragraphs = all.map((p, i) => ({ ...p, no: 41 + i }));
  const replaces: RiderPlan['replaces'] = {};
  for (const p of paragraphs) if (p.key !== 'OTHER') replaces[p.key] = p.no;
  return { paragraphs, replaces, shareBlank };
}

/** The paragraph of the Lease that sets the late charge: the Addendum's, or the printed 16.1. */
export function lateChargeRef(m: PacketModel): string {
  const n = riderPlan(m).replaces.LATE;
  return n ? `Addendum ¶${n}` : 'Lease ¶16.1';
}

/** The paragraph of the Lease that sets the administrative fee: the Addendum's, or the printed 8.4. */
export function feeRef(m: PacketModel): string {
  const n = riderPlan(m).replaces.FEE;
  return n ? `Addendum ¶${n}` : 'Lease ¶8.4';
}
