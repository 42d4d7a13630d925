/**
 * Family "bluewater-rider" (decision 0088), the printed form's general paragraphs 9-40 (taxes,
 * insurance, utilities, the late charge and interest, holdover, relocation, notices, brokers,
 * attachments, ...): the association's boilerplate with the broker's few fill-ins and boxes. The
 * printed words an Addendum paragraph replaces are marked through `P` (bluewater-rider-form.ts).
 */
import { numberWords } from '../format';
import type { LeaseModel } from '../model';
import type { Rng } from '../prng';
import { PRINTED, type RiderKey } from './bluewater-rider-addendum';
import type { RiderCenter } from './bluewater-rider-center';
import type { Seg } from './bluewater-rider-form';

export const BROKERS = ['Harbor Crest Commercial', 'Mainline Retail Advisors', 'Keystone Commercial Realty'];

/** The words-and-figures form the association prints: "ten percent (10%)", "five (5) days". */
export const words = {
  pct: (p: number) => `${numberWords(p)} percent (${p}%)`,
  days: (n: number) => `${numberWords(n)} (${n}) days`,
};

export interface FormContext {
  l: LeaseModel;
  p: LeaseModel['property'];
  c: RiderCenter;
  rng: Rng;
  /** Printed words, marked as replaced by the Addendum paragraph `k` when it replaces them. */
  P: (printed: string, k: RiderKey) => Seg;
  landlordBroker: string;
  lastRider: number;
}

export function generalParagraphs(ctx: FormContext): [string, Seg[][]][] {
  const { l, p, c, rng, P, landlordBroker, lastRider } = ctx;
  return [
    [
      'REAL PROPERTY TAXES',
      [
        [
          'Tenant shall pay Tenant’s Share of all real property taxes and assessments levied on the Shopping Center for each tax year of the Term (“Real Property Taxes”), and all taxes on Tenant’s own property.',
        ],
      ],
    ],
    [
      'INSURANCE',
      [
        [
          'Landlord shall insure the buildings of the Shopping Center against fire and extended coverage perils and carry commercial general liability insurance on the Common Areas; Tenant shall pay Tenant’s Share of the premiums.',
        ],
        [
          'Tenant shall carry commercial general liability insurance with limits of not less than $1,000,000 per occurrence, naming Landlord as additional insured.',
        ],
      ],
    ],
    [
      'UTILITIES',
      [
        [
          'Tenant shall pay for all water, sewer, gas, electricity, telephone and other utilities used in the Premises, whether separately metered or sub-metered.',
        ],
      ],
    ],
    [
      'MAINTENANCE AND REPAIRS',
      [
        [
          'Tenant shall maintain the interior of the Premises, its storefront, doors, plumbing and the heating and air conditioning equipment serving only the Premises. Landlord shall maintain the roof, foundation, exterior walls and Common Areas, the cost of which is a Common Area Operating Expense except as this Lease provides otherwise.',
        ],
      ],
    ],
    [
      'ALTERATIONS',
      [['Tenant shall make no alterations to the Premises without Landlord’s prior written consent.']],
    ],
    [
      'SIGNS',
      [
        [
          'Tenant shall place no sign on the Premises or in the Shopping Center without Landlord’s written approval of its size, design and location.',
        ],
      ],
    ],
    [
      'ASSIGNMENT AND SUBLETTING',
      [
        [
          'Tenant shall not assign this Lease or sublet the Premises without Landlord’s prior written consent, which shall not be unreasonably withheld.',
        ],
      ],
    ],
    [
      'LATE CHARGE; INTEREST',
      [
        [
          P(
            `If any installment of Rent is not received within ${words.days(PRINTED.lateGraceDays)} after it is due, Tenant shall pay a late charge equal to ${words.pct(PRINTED.lateFeePct)} of the overdue amount.`,
            'LATE',
          ),
        ],
        [
          'Any Rent not paid when due shall bear interest at ',
          P(words.pct(PRINTED.interestPct), 'INTEREST'),
          ' per annum from its due date until paid.',
        ],
      ],
    ],
    [
      'DEFAULT; REMEDIES',
      [
        [
          'If Tenant fails to pay Rent within ten (10) days after written notice, or fails to perform any other obligation within thirty (30) days after written notice, Landlord may exercise any remedy available at law or in equity.',
        ],
      ],
    ],
    [
      'HOLDING OVER',
      [
        [
          'If Tenant remains in possession after the Term without Landlord’s consent, Tenant shall pay monthly Base Rent equal to ',
          P(words.pct(PRINTED.holdoverPct), 'HOLDOVER'),
          ' of the Base Rent last in effect.',
        ],
      ],
    ],
    [
      'INDEMNITY',
      [
        [
          'Tenant shall indemnify Landlord against claims arising from Tenant’s use of the Premises, except to the extent caused by Landlord’s negligence.',
        ],
      ],
    ],
    [
      'DAMAGE OR DESTRUCTION',
      [
        [
          'If the Premises are damaged by casualty, Landlord shall restore them with reasonable diligence, and Base Rent shall abate in proportion to the area of the Premises that cannot be used.',
        ],
      ],
    ],
    [
      'CONDEMNATION',
      [['If the Premises are taken by eminent domain, this Lease ends on the date of taking.']],
    ],
    [
      'SUBORDINATION; ESTOPPEL CERTIFICATES',
      [
        [
          'This Lease is subordinate to any mortgage on the Shopping Center. Tenant shall deliver an estoppel certificate within ten (10) days after Landlord’s request.',
        ],
      ],
    ],
    [
      'RELOCATION',
      [
        [
          P(
            'Landlord may, on sixty (60) days’ notice, relocate Tenant to other space in the Shopping Center of substantially the same size, at Landlord’s cost.',
            'RELOCATION',
          ),
        ],
      ],
    ],
    [
      'HAZARDOUS MATERIALS',
      [['Tenant shall not bring hazardous materials onto the Premises except ordinary cleaning supplies.']],
    ],
    [
      'ACCESS BY LANDLORD',
      [['Landlord may enter the Premises on reasonable notice to inspect, repair or show them.']],
    ],
    [
      'SURRENDER',
      [['At the end of the Term Tenant shall surrender the Premises broom clean and in good repair.']],
    ],
    [
      'QUIET ENJOYMENT',
      [['So long as Tenant performs, Tenant shall peaceably enjoy the Premises during the Term.']],
    ],
    [
      'NOTICES',
      [
        [
          'Notices shall be in writing and delivered to Landlord at ',
          { fill: `${l.landlord.name}, ${c.officeStreet}, ${p.city.city}, ${p.city.state}` },
          ' and to Tenant at the Premises.',
        ],
      ],
    ],
    [
      'BROKERS',
      [
        [
          'Landlord’s broker: ',
          { fill: landlordBroker },
          ', who represents ',
          { box: true },
          ' Landlord ',
          { box: false },
          ' Tenant ',
          { box: false },
          ' both. Tenant’s broker: ',
          { fill: rng.chance(0.5) ? 'None' : rng.pick(BROKERS.filter((b) => b !== landlordBroker)) },
          '.',
        ],
      ],
    ],
    [
      'ATTORNEYS’ FEES',
      [['In any action under this Lease the prevailing party shall recover its reasonable attorneys’ fees.']],
    ],
    ['COMPLIANCE WITH LAWS', [['Tenant shall comply with all laws applicable to its use of the Premises.']]],
    [
      'PARKING',
      [
        [
          'Tenant and its customers may use the parking areas in common with other tenants; Tenant’s employees shall park where Landlord designates.',
        ],
      ],
    ],
    [
      'RULES AND REGULATIONS',
      [['Tenant shall observe the rules for the Shopping Center that Landlord adopts from time to time.']],
    ],
    [
      'LIMITATION OF LANDLORD’S LIABILITY',
      [['Landlord’s liability under this Lease is limited to its interest in the Shopping Center.']],
    ],
    [
      'WAIVER',
      [['No waiver of any breach is a waiver of any other breach; acceptance of Rent is not a waiver.']],
    ],
    ['TIME OF ESSENCE', [['Time is of the essence of each provision of this Lease.']]],
    ['SEVERABILITY', [['If any provision is invalid, the rest of this Lease remains in effect.']]],
    [
      'GOVERNING LAW',
      [['This Lease is governed by the laws of the State of ', { fill: p.city.stateName }, '.']],
    ],
    [
      'ATTACHMENTS',
      [
        [
          'The following are attached and made a part of this Lease: ',
          { box: true },
          ' Addendum / Rider, Paragraphs 41 through ',
          { fill: String(lastRider), w: 3 },
          ';  ',
          { box: true },
          ' Exhibit A – Site Plan;  ',
          { box: rng.chance(0.5) },
          ' Exhibit B – Guaranty;  ',
          { box: true },
          ' Exhibit C – Sign Criteria;  ',
          { box: false },
          ' Exhibit D – Work Letter.',
        ],
      ],
    ],
    [
      'ENTIRE AGREEMENT',
      [
        [
          'This Lease, with the attachments checked in Paragraph 39, is the entire agreement of the parties and may be changed only in a writing signed by both. Words written or typed in the blanks of this form and in any Addendum control over the printed words.',
        ],
      ],
    ],
  ];
}
