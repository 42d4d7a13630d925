/**
 * Family "bluewater-rider" (decision 0088), the printed form: a commercial brokers' association's
 * "STANDARD COMMERCIAL LEASE – MULTI-TENANT – NET", forty numbered paragraphs with decimal
 * sub-paragraphs, its blanks filled in by the broker, check-boxes "[X]" / "[ ]", and the
 * association's own printed figures (a 10% late charge after 5 days, a 15% administrative fee, a
 * statement within 60 days, a review within 30 days, 18% interest, 150% holdover). Where the
 * Addendum replaces a printed provision, the printed words stay on the page: struck through and
 * initialled with "See ¶n" in the margin when the parties struck them, else simply superseded.
 *
 * This file holds the form's head and paragraphs 1-8 as segments (9-40 are in
 * bluewater-rider-form-general.ts); bluewater-rider-lease.ts lays them out.
 */
import { commas, fmtDate, money } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';
import { PRINTED, PRINTED_EXCLUSIONS, type RiderKey, riderPlan } from './bluewater-rider-addendum';
import { riderCenterOf } from './bluewater-rider-center';
import { BROKERS, generalParagraphs, words } from './bluewater-rider-form-general';

export const FORM_TITLE = 'STANDARD COMMERCIAL LEASE – MULTI-TENANT – NET';

export type Seg =
  | string
  /** A blank filled in by the broker, at least `w` characters wide. */
  | { fill: string; w?: number }
  /** A check-box. */
  | { box: boolean }
  /** A blank left empty. */
  | { blank: number }
  /** Printed words the Addendum paragraph `by` replaces (struck when the parties struck them). */
  | { printed: string; by: RiderKey };

/** A numbered paragraph: its heading and its sub-paragraphs ("8.1", "8.2", ...; one: no label). */
export interface FormParagraph {
  no: number;
  heading: string;
  subs: Seg[][];
}

/** 72 -> "72nd". */
const nth = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th')}`;

/** The form's rounded guess at an area when the broker wrote one ("approximately 2,100"). */
export const roundedArea = (sf: number, step: number) => Math.max(step, Math.round(sf / step) * step);

/** The areas written in Paragraph 2.1's blanks. */
export function formAreas(m: PacketModel): [number, number] {
  const l = m.lease;
  return riderCenterOf(m).roundedAreas
    ? [roundedArea(l.premisesRsf, 50), roundedArea(l.buildingRsf, 500)]
    : [l.premisesRsf, l.buildingRsf];
}

export function formParagraphs(m: PacketModel): FormParagraph[] {
  const l = m.lease;
  const p = l.property;
  const c = riderCenterOf(m);
  const plan = riderPlan(m);
  const rng = new Rng(`bluewater-rider:form:${m.spec.seed}`);
  const [premA, centerA] = formAreas(m);
  const landlordBroker = rng.pick(BROKERS);
  const lastRider = plan.paragraphs[plan.paragraphs.length - 1]!.no;
  const rep = (k: RiderKey) => plan.replaces[k] !== undefined;
  const P = (printed: string, k: RiderKey): Seg => (rep(k) ? { printed, by: k } : printed);
  const pars: [string, Seg[][]][] = [
    [
      'PARTIES',
      [
        [
          'This Lease, dated ',
          { fill: fmtDate(l.leaseDate, 'LONG') },
          ', is made by and between ',
          { fill: `${l.landlord.name}, ${l.landlord.entityDesc}` },
          ' (“Landlord”) and ',
          { fill: `${l.tenant.name}, ${l.tenant.entityDesc}` },
          ' (“Tenant”).',
        ],
      ],
    ],
    [
      'PREMISES; COMMON AREAS',
      [
        [
          'Landlord leases to Tenant the premises commonly known as ',
          { fill: c.space },
          ', ',
          { fill: `${p.street}, ${p.city.city}, ${p.city.state} ${p.zip}` },
          ', containing approximately ',
          { fill: commas(premA), w: 7 },
          ' square feet of Floor Area (the “Premises”), located in the shopping center known as ',
          { fill: p.name },
          ' containing approximately ',
          { fill: commas(centerA), w: 8 },
          ' square feet of Floor Area (the “Shopping Center”). “Floor Area” is measured from the exterior face of exterior walls and the center line of demising walls.',
        ],
        [
          'Tenant may use, in common with others, the parking areas, driveways, sidewalks, landscaped areas and other areas of the Shopping Center that Landlord designates for common use (the “Common Areas”). Landlord may change the Common Areas if access to and visibility of the Premises are not materially impaired.',
        ],
      ],
    ],
    [
      'TERM',
      [
        [
          'The Term shall be ',
          { fill: String(l.termMonths), w: 4 },
          ' months, commencing on ',
          { fill: fmtDate(l.commencement, 'LONG') },
          ' (the “Commencement Date”) and ending on ',
          {
            fill: m.spec.lease.expirationStated
              ? fmtDate(l.originalExpiration, 'LONG')
              : `the last day of the ${nth(l.termMonths)} full calendar month of the Term`,
          },
          ' (the “Expiration Date”), unless sooner terminated as provided in this Lease.',
        ],
      ],
    ],
    [
      'BASE RENT',
      [
        [
          'Tenant shall pay Base Rent of ',
          { fill: money(l.rent.steps[0]!.monthlyRentCents), w: 10 },
          ' per month, in advance, on the first day of each calendar month, without demand, deduction or offset.',
        ],
        [
          { box: true },
          ' Base Rent shall be adjusted as set forth in the Addendum.  ',
          { box: false },
          ' Base Rent shall not be adjusted during the Term.  ',
          { box: false },
          ' Base Rent shall be adjusted annually by the Consumer Price Index.',
        ],
        [
          'Percentage Rent: ',
          { box: false },
          ' Tenant shall pay ',
          { blank: 5 },
          '% of Gross Sales in excess of $',
          { blank: 10 },
          ' per Lease Year.  ',
          { box: true },
          ' Not applicable.',
        ],
      ],
    ],
    [
      'SECURITY DEPOSIT',
      [
        [
          'Tenant has deposited with Landlord ',
          { fill: money(l.securityDepositCents), w: 10 },
          ' as security for Tenant’s performance. Landlord may commingle the deposit and need not pay interest on it.',
        ],
      ],
    ],
    [
      'USE',
      [['The Premises shall be used only for ', { fill: l.permittedUse }, ' and for no other purpose.']],
    ],
    [
      'NET LEASE; ADDITIONAL RENT',
      [
        [
          'This is a net lease. In addition to Base Rent, Tenant shall pay as Additional Rent: ',
          { box: true },
          ' Tenant’s Share of Common Area Operating Expenses;  ',
          { box: true },
          ' Tenant’s Share of Real Property Taxes;  ',
          { box: true },
          ' Tenant’s Share of the premiums for Landlord’s insurance; and all other sums due under this Lease.',
        ],
      ],
    ],
    [
      'COMMON AREA OPERATING EXPENSES',
      [
        [
          'Tenant shall pay Tenant’s Share of Common Area Operating Expenses. Tenant’s Share is ',
          { fill: plan.shareBlank ?? `See ¶${plan.replaces.AREA}`, w: 6 },
          ' % (percent). If no percentage is written, Tenant’s Share is the ratio of the Floor Area of the Premises to the Floor Area of the Shopping Center.',
        ],
        [
          '“Common Area Operating Expenses” means all costs of operating, maintaining, repairing, lighting, cleaning and managing the Common Areas, including (i) landscaping, sweeping and trash removal; (ii) parking lot repair, sealing and striping; (iii) common area lighting and utilities; (iv) security; (v) snow and ice removal; (vi) a management fee; and (vii) repairs of the roofs and exterior walls of the Shopping Center.',
        ],
        [
          'Common Area Operating Expenses do not include ',
          ...PRINTED_EXCLUSIONS.map(
            ([, t], i) => `(${String.fromCharCode(97 + i)}) ${t}${i < 2 ? '; ' : '.'}`,
          ),
        ],
        [
          P(
            `Landlord may charge an administrative fee of ${words.pct(PRINTED.adminFeePct)} of Tenant’s Share of Common Area Operating Expenses.`,
            'FEE',
          ),
        ],
        [
          'Tenant shall pay monthly, with Base Rent, one-twelfth of Landlord’s estimate of Tenant’s Share of Common Area Operating Expenses, Real Property Taxes and insurance premiums for the year.',
        ],
        [
          P(`Within ${words.days(PRINTED.reconDays)}`, 'RECON'),
          ' after the end of each calendar year, Landlord shall deliver to Tenant a statement of the actual costs for the year and Tenant’s Share of them. Tenant shall pay any underpayment within thirty (30) days after delivery; any overpayment shall be credited against the next sums due. ',
          l.waiver
            ? {
                printed:
                  'Landlord’s failure to deliver the statement within such period shall not waive Landlord’s right to collect Tenant’s Share.',
                by: 'RECON',
              }
            : 'Landlord’s failure to deliver the statement within such period shall not waive Landlord’s right to collect Tenant’s Share.',
        ],
        [
          'Tenant may, on written notice given ',
          P(`within ${words.days(PRINTED.auditDays)}`, 'AUDIT'),
          ' after receipt of the annual statement, review Landlord’s records of the costs for that year at Landlord’s office during business hours. If Tenant does not give such notice, the statement is final.',
        ],
      ],
    ],
    ...generalParagraphs({ l, p, c, rng, P, landlordBroker, lastRider }),
  ];
  const out = pars.map(([heading, subs], i) => ({ no: i + 1, heading, subs }));
  for (const [no, h] of [
    [2, 'PREMISES; COMMON AREAS'],
    [4, 'BASE RENT'],
    [8, 'COMMON AREA OPERATING EXPENSES'],
    [11, 'UTILITIES'],
    [16, 'LATE CHARGE; INTEREST'],
    [18, 'HOLDING OVER'],
    [23, 'RELOCATION'],
    [39, 'ATTACHMENTS'],
    [40, 'ENTIRE AGREEMENT'],
  ] as const)
    if (out[no - 1]!.heading !== h) throw new Error(`bluewater-rider: paragraph ${no} is not ${h}`);
  return out;
}
