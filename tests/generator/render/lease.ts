/**
 * Lease and amendment renderer. Three forms (summary table up front, facts spread through the
 * articles, a definitions article), several numbering styles, numbers as words with digits,
 * words alone or digits, and many wordings of each clause.
 */
import type { ExpenseCategory, RentStep } from '../../../src/engine/types';
import {
  capitalize,
  commas,
  countWith,
  fmtDate,
  money,
  moneyWith,
  monthYear,
  type NumberForm,
  numberWords,
  pct,
  pctWith,
} from '../format';
import type { LeaseModel, PacketModel } from '../model';
import { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import {
  type ArticleDoc,
  type Block,
  layoutArticles,
  layoutBlock,
  randomNumbering,
  type SectionDoc,
} from './blocks';

interface Ctx {
  m: PacketModel;
  l: LeaseModel;
  rng: Rng;
  nf: () => NumberForm;
  /** Term for the expense pool, e.g. "Operating Expenses". */
  opex: string;
  share: string;
  landlordShort: string;
  tenantShort: string;
  dateStyle: 'LONG' | 'NUMERIC' | 'SHORT';
}

function numberForm(ctx: { rng: Rng }, mode: 'BOTH' | 'WORDS' | 'MIXED' | 'DIGITS'): NumberForm {
  if (mode === 'MIXED') return ctx.rng.pick(['BOTH', 'WORDS', 'DIGITS'] as const);
  return mode;
}

const area = (n: number, form: NumberForm) =>
  form === 'BOTH' ? `${numberWords(n)} (${commas(n)})` : commas(n);

const d = (ctx: Ctx, iso: string) => fmtDate(iso, ctx.dateStyle);

// ---------------------------------------------------------------- exclusions

const EXCLUSION_TEXT: Record<ExpenseCategory, string[]> = {
  CAPITAL: [
    'costs of capital improvements, capital repairs and capital replacements, except as expressly permitted below',
    'any expenditure that is properly capitalized under generally accepted accounting principles, except as provided in this Section',
  ],
  LEASING_COMMISSIONS: [
    "leasing commissions, brokerage fees, finder's fees and other costs of leasing or marketing space for lease in the Project",
    'commissions and fees paid to brokers or agents in connection with the leasing of space',
  ],
  LEGAL_DISPUTES: [
    "attorneys' fees and other costs of disputes with tenants or occupants, including the enforcement of leases and collection of rent",
    'legal fees, court costs and expenses incurred in negotiating leases or in litigation or disputes with any tenant',
  ],
  DEPRECIATION: [
    'depreciation and amortization of the Building, except as permitted for capital items',
    'depreciation of any kind',
  ],
  DEBT_SERVICE: [
    'principal, interest, fees and other charges on any mortgage, deed of trust or other financing',
    'debt service and costs of refinancing',
  ],
  CHARITABLE: [
    'charitable, civic or political contributions',
    'donations to charitable or political organizations',
  ],
  MARKETING: [
    'advertising, marketing and promotional expenditures for the Project',
    'costs of promotion, signage for the Project and marketing programs',
  ],
  GROUND_RENT: ['rent payable under any ground or underlying lease', 'ground lease payments'],
  RESERVES: [
    'reserves of any kind, including replacement reserves and bad debt reserves',
    'amounts set aside as reserves for future expenses',
  ],
  EXECUTIVE_SALARIES: [
    'wages, salaries and benefits of officers and employees of Landlord above the grade of building manager',
    'compensation of executives and asset managers of Landlord',
  ],
  LANDLORD_VIOLATIONS: [
    "fines, penalties and costs arising from Landlord's violation of any law or of any lease",
    'costs caused by the negligence or wrongful act of Landlord or its agents',
  ],
  CONTROLLABLE: [],
  TAX: [],
  INSURANCE: [],
  UTILITIES: [],
  MANAGEMENT_FEE: [],
  OTHER: [],
};

function exclusionsBlocks(ctx: Ctx): Block[] {
  const { rng, l } = ctx;
  const items = l.exclusions.map((c) => rng.pick(EXCLUSION_TEXT[c]));
  // a non-category item or two, for realism
  if (rng.chance(0.6))
    items.splice(
      rng.int(0, items.length),
      0,
      'costs of any work performed exclusively for another tenant of the Project',
    );
  if (rng.chance(0.4))
    items.splice(
      rng.int(0, items.length),
      0,
      'costs reimbursed by insurance proceeds, warranties or third parties',
    );
  const intro = rng.pick([
    `Notwithstanding the foregoing, ${ctx.opex} shall not include:`,
    `The following are excluded from ${ctx.opex}:`,
    `${ctx.opex} exclude, and Tenant shall have no obligation to pay any share of:`,
  ]);
  if (rng.chance(0.3)) {
    return [{ kind: 'p', text: `${intro} ${items.map((s, i) => `(${i + 1}) ${s}`).join('; ')}.` }];
  }
  return [
    { kind: 'p', text: intro },
    {
      kind: 'list',
      items: items.map((s, i) => `${capitalize(s)}${i === items.length - 1 ? '.' : ';'}`),
      marker: rng.pick(['alpha', 'roman', 'numeric'] as const),
    },
  ];
}

// ---------------------------------------------------------------- rent

function rentTableBlock(ctx: Ctx, steps: RentStep[], startLeaseYear: number): Block {
  const { rng } = ctx;
  const variant = rng.int(0, 2);
  if (variant === 0) {
    return {
      kind: 'table',
      header: ['Period', 'Monthly Base Rent', 'Annual Base Rent'],
      rows: steps.map((s) => [
        `${fmtDate(s.from, 'NUMERIC')} - ${fmtDate(s.to, 'NUMERIC')}`,
        money(s.monthlyRentCents),
        money(s.monthlyRentCents * 12),
      ]),
      widths: [200, 120, 120],
      align: ['left', 'right', 'right'],
    };
  }
  if (variant === 1) {
    return {
      kind: 'table',
      header: ['Lease Year', 'Dates', 'Monthly Installment'],
      rows: steps.map((s, i) => [
        String(startLeaseYear + i),
        `${d(ctx, s.from)} through ${d(ctx, s.to)}`,
        money(s.monthlyRentCents),
      ]),
      widths: [70, 250, 120],
      align: ['center', 'left', 'right'],
    };
  }
  const m0 = (startLeaseYear - 1) * 12;
  return {
    kind: 'table',
    header: ['Months of Term', 'Monthly Base Rent'],
    rows: steps.map((s, i) => {
      const a = m0 + i * 12 + 1;
      return [`${a} - ${a + 11}`, money(s.monthlyRentCents)];
    }),
    widths: [180, 160],
    align: ['left', 'right'],
  };
}

function rentBlocks(ctx: Ctx): Block[] {
  const { l, rng } = ctx;
  const r = l.rent;
  const form = ctx.nf();
  const when = rng.pick([
    'in advance on the first day of each calendar month of the Term, without demand, deduction or offset',
    'monthly in advance, on or before the first (1st) day of each month',
  ]);
  if (r.form === 'PERCENT') {
    const first = r.steps[0]!.monthlyRentCents;
    const p = r.escalationPct!;
    return [
      {
        kind: 'p',
        text: `Tenant shall pay Base Rent ${when}. For the first Lease Year, monthly Base Rent shall be ${moneyWith(first, form === 'WORDS' ? 'BOTH' : form)}.`,
      },
      {
        kind: 'p',
        text: rng.pick([
          `Commencing on the first day of the second Lease Year and on the first day of each Lease Year thereafter, monthly Base Rent shall increase by ${pctWith(p, form)} over the monthly Base Rent in effect immediately before such increase.`,
          `On each anniversary of the Commencement Date, the monthly Base Rent then payable shall be increased by ${pctWith(p, form)}, compounded annually.`,
          `Base Rent shall escalate annually, effective on each anniversary of the Commencement Date, to ${pct(100 + p)} of the monthly Base Rent for the preceding Lease Year.`,
        ]),
      },
    ];
  }
  if (r.form === 'PER_RSF') {
    const rates = r.psfRatesCents!;
    const showAnnual = rng.chance(0.5);
    return [
      {
        kind: 'p',
        text: `Base Rent shall be payable ${when} in equal monthly installments, each equal to one-twelfth (1/12) of the product of the Annual Rate set forth below and the Rentable Area of the Premises (${commas(l.premisesRsf)} RSF).`,
      },
      {
        kind: 'table',
        header: showAnnual
          ? ['Lease Year', 'Annual Rate per RSF', 'Annual Base Rent']
          : ['Lease Year', 'Annual Rate per RSF'],
        rows: r.steps.map((s, i) => {
          const row = [
            `${i + 1} (${fmtDate(s.from, 'SHORT')} - ${fmtDate(s.to, 'SHORT')})`,
            `${money(rates[i]!)}`,
          ];
          if (showAnnual) row.push(money(rates[i]! * l.premisesRsf));
          return row;
        }),
        widths: showAnnual ? [220, 110, 120] : [240, 140],
        align: showAnnual ? ['left', 'right', 'right'] : ['left', 'right'],
      },
    ];
  }
  return [
    { kind: 'p', text: `Tenant shall pay Base Rent ${when}, in the following amounts:` },
    rentTableBlock(ctx, r.steps, 1),
  ];
}

// ---------------------------------------------------------------- operating expenses

function capBlocks(ctx: Ctx): SectionDoc | null {
  const { l, rng } = ctx;
  if (!l.camCap) return null;
  const c = l.camCap;
  const f = ctx.nf();
  const def = rng.pick([
    `"Controllable Expenses" means all ${ctx.opex} other than Taxes, Insurance Costs, charges for utilities, management fees and the amortized cost of capital items.`,
    `For purposes of this Section, "Controllable Expenses" shall mean ${ctx.opex} excluding (i) real estate taxes and assessments, (ii) insurance premiums, (iii) utility costs, (iv) the management fee and (v) amortization of capital improvements.`,
  ]);
  let rule: string;
  if (c.type === 'NON_CUMULATIVE') {
    rule = rng.pick([
      `Tenant's Share of Controllable Expenses for any calendar year shall be computed as if Controllable Expenses had not increased by more than ${pctWith(c.pct, f)} over the Controllable Expenses for the immediately preceding calendar year. This limitation is applied on a non-cumulative basis, year over year.`,
      `In no event shall Controllable Expenses for a calendar year exceed one hundred ${pctWords2(c.pct, f)} of the Controllable Expenses for the prior calendar year; any increase not taken in one year shall not be carried forward (the cap is non-cumulative).`,
    ]);
  } else if (c.type === 'CUMULATIVE_COMPOUNDING') {
    rule = rng.pick([
      `Controllable Expenses included in any calendar year after ${c.baseYear} shall not exceed the Controllable Expenses for calendar year ${c.baseYear} (the "Cap Base Year") increased at the rate of ${pctWith(c.pct, f)} per year, compounded annually on a cumulative basis.`,
      `The Controllable Expenses chargeable for a calendar year shall be limited to the Controllable Expenses of ${c.baseYear} multiplied by (1 + ${pct(c.pct)}) raised to the number of calendar years elapsed since ${c.baseYear}. This cap is cumulative and compounding.`,
    ]);
  } else {
    rule = rng.pick([
      `Controllable Expenses for any calendar year after ${c.baseYear} shall not exceed the Controllable Expenses for ${c.baseYear} plus ${pctWith(c.pct, f)} of that ${c.baseYear} amount for each calendar year elapsed since ${c.baseYear} (a cumulative, non-compounded limitation).`,
      `The cap on Controllable Expenses is cumulative but not compounded: for each calendar year following ${c.baseYear}, the cap equals ${c.baseYear} Controllable Expenses increased by ${pctWith(c.pct, f)} of such ${c.baseYear} amount times the number of years elapsed.`,
    ]);
  }
  return {
    caption: rng.pick(['Cap on Controllable Expenses', 'Limitation on Increases', 'Expense Cap']),
    blocks: [{ kind: 'p', text: `${def} ${rule}` }],
  };
}

function pctWords2(p: number, f: NumberForm): string {
  // "one hundred five percent (105%)"-style, used by the non-cumulative wording
  const w = `${numberWords(p)} percent`;
  return f === 'DIGITS' ? `(${100 + p}%)` : f === 'WORDS' ? w : `${w} (${100 + p}%)`;
}

function adminFeeSection(ctx: Ctx): SectionDoc | null {
  const { l, rng } = ctx;
  if (!l.adminFee) return null;
  const f = ctx.nf();
  const p = pctWith(l.adminFee.pct, f);
  const text =
    l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
      ? rng.pick([
          `In addition, Tenant shall pay Landlord an administrative fee equal to ${p} of Tenant's Share of Common Area Maintenance Costs. No administrative fee shall be charged on Taxes or Insurance Costs.`,
          `Landlord may add to Tenant's Share of common area costs (but not to Taxes or Insurance Costs) an administrative charge of ${p} to cover its overhead.`,
        ])
      : rng.pick([
          `Tenant shall also pay an administrative fee of ${p} of Tenant's Share of all ${ctx.opex}, including Taxes and Insurance Costs.`,
          `An administrative charge equal to ${p} of the total of Tenant's Share of ${ctx.opex}, Taxes and Insurance Costs shall be added to the amounts payable under this Article.`,
        ]);
  return {
    caption: rng.pick(['Administrative Fee', 'Administrative Charge']),
    blocks: [{ kind: 'p', text }],
  };
}

function opexArticle(ctx: Ctx, inSummary: boolean): ArticleDoc {
  const { l, rng } = ctx;
  const sections: SectionDoc[] = [];
  if (l.leaseType === 'NNN') {
    sections.push({
      caption: 'Net Lease',
      blocks: [
        {
          kind: 'p',
          text: rng.pick([
            `This Lease is intended to be a triple net lease. In addition to Base Rent, Tenant shall pay ${ctx.share} of ${ctx.opex}, Taxes and Insurance Costs for each calendar year of the Term as Additional Rent.`,
            `Tenant shall reimburse Landlord, as Additional Rent, for ${ctx.share} of all ${ctx.opex} (which include Taxes and Insurance Costs), it being intended that Base Rent be net to Landlord.`,
          ]),
        },
      ],
    });
  } else {
    sections.push({
      caption: 'Expense Escalation',
      blocks: [
        {
          kind: 'p',
          text: inSummary
            ? `Tenant shall pay, as Additional Rent, ${ctx.share} of the amount by which ${ctx.opex} for each calendar year after the Base Year exceed ${ctx.opex} for the Base Year. The Base Year and the agreed amount of Base Year ${ctx.opex} are set forth in the Basic Lease Provisions.`
            : rng.pick([
                `For each calendar year after calendar year ${l.baseYear} (the "Base Year"), Tenant shall pay ${ctx.share} of the amount, if any, by which ${ctx.opex} for such year exceed ${ctx.opex} for the Base Year. Landlord and Tenant agree that ${ctx.opex} for the Base Year were ${money(l.baseYearExpensesCents!)}.`,
                `Tenant shall pay as Additional Rent ${ctx.share} of any increase in ${ctx.opex} over the ${ctx.opex} incurred in calendar year ${l.baseYear} (the "Base Year"), which the parties stipulate to be ${moneyWith(l.baseYearExpensesCents!, rng.pick(['BOTH', 'DIGITS'] as const))}.`,
              ]),
        },
      ],
    });
  }
  sections.push({
    caption: `Definition of ${ctx.opex}`,
    blocks: [
      {
        kind: 'p',
        text: `"${ctx.opex}" means all reasonable costs incurred by Landlord to operate, maintain, repair, clean, secure, insure and manage the Project, including ${rng
          .shuffle([
            'landscaping',
            'snow and ice removal',
            'janitorial service for common areas',
            'security',
            'refuse removal',
            'common area utilities',
            'repair of parking areas',
            'maintenance of building systems',
            'a property management fee',
            'real estate taxes and assessments ("Taxes")',
            'premiums for property and liability insurance ("Insurance Costs")',
          ])
          .join(', ')}.`,
      },
      ...exclusionsBlocks(ctx),
    ],
  });
  if (l.capitalAmortYears) {
    const f = ctx.nf();
    sections.push({
      caption: 'Capital Costs',
      blocks: [
        {
          kind: 'p',
          text: rng.pick([
            `The cost of a capital improvement or replacement that reduces ${ctx.opex} or is required by law may be included only if amortized on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', f)}, and then only the annual amortization for the year in question.`,
            `Capital expenditures shall be amortized in equal annual installments over a period of ${countWith(l.capitalAmortYears, 'years', f)}; only the installment attributable to a calendar year may be included in ${ctx.opex} for that year.`,
          ]),
        },
      ],
    });
  }
  if (l.mgmtFeeCapPct) {
    const f = ctx.nf();
    sections.push({
      caption: 'Management Fee',
      blocks: [
        {
          kind: 'p',
          text: rng.pick([
            `The property management fee included in ${ctx.opex} shall not exceed ${pctWith(l.mgmtFeeCapPct, f)} of ${ctx.opex} for the year, excluding Taxes, Insurance Costs and the management fee itself.`,
            `Management fees chargeable to tenants are capped at ${pctWith(l.mgmtFeeCapPct, f)} of ${ctx.opex} other than Taxes, Insurance Costs and such fee.`,
          ]),
        },
      ],
    });
  }
  const admin = adminFeeSection(ctx);
  if (admin) sections.push(admin);
  const cap = capBlocks(ctx);
  if (cap) sections.push(cap);
  if (l.grossUp) {
    const f = ctx.nf();
    sections.push({
      caption: 'Gross-Up',
      blocks: [
        {
          kind: 'p',
          text: rng.pick([
            `If the Building is less than ${pctWith(l.grossUp.occupancyPct, f)} occupied during any calendar year (including the Base Year), those components of ${ctx.opex} that vary with occupancy shall be adjusted to the amount Landlord reasonably determines would have been incurred had the Building been ${pct(l.grossUp.occupancyPct)} occupied. Taxes and Insurance Costs shall not be grossed up.`,
            `Variable ${ctx.opex} (such as janitorial, trash removal and utilities) for any year in which average occupancy is below ${pctWith(l.grossUp.occupancyPct, f)} shall be extrapolated to reflect ${pct(l.grossUp.occupancyPct)} occupancy. Fixed costs shall not be adjusted.`,
          ]),
        },
      ],
    });
  }
  sections.push({
    caption: 'Estimated Payments',
    blocks: [
      {
        kind: 'p',
        text: rng.pick([
          `Tenant shall pay with each monthly installment of Base Rent one-twelfth of Landlord's reasonable estimate of the Additional Rent due under this Article for the current calendar year.`,
          `Landlord shall estimate the Additional Rent payable for each calendar year, and Tenant shall pay the estimate in twelve equal monthly installments together with Base Rent.`,
        ]),
      },
    ],
  });
  const fd = ctx.nf();
  const deadline = countWith(l.reconDeadlineDays, 'days', fd);
  const waiver = l.waiver
    ? rng.pick([
        ` If Landlord fails to deliver the Statement within such ${l.reconDeadlineDays}-day period, Landlord shall be deemed to have waived the right to collect any amount by which Tenant's actual share exceeds the estimated payments made for that year.`,
        ` Time is of the essence: any Statement delivered after such period shall be void as to any additional amount claimed from Tenant, and Landlord waives its right to collect the same.`,
      ])
    : rng.pick([
        ` Landlord's failure to deliver the Statement within such period shall not waive Landlord's right to collect any amounts due.`,
        ` A delay in delivering the Statement shall not relieve either party of its obligations under this Article.`,
        '',
      ]);
  sections.push({
    caption: rng.pick(['Annual Reconciliation', 'Year-End Statement', 'Annual Statement']),
    blocks: [
      {
        kind: 'p',
        text: `Within ${deadline} after the end of each calendar year, Landlord shall furnish Tenant a statement (the "Statement") showing ${ctx.opex} for that year and ${ctx.share} thereof. Any underpayment shall be paid within thirty (30) days after delivery of the Statement, and any overpayment shall be credited against the next Rent due.${waiver}`,
      },
    ],
  });
  return {
    title:
      l.leaseType === 'NNN'
        ? rng.pick(['Operating Expenses, Taxes and Insurance', 'Additional Rent', 'Common Area Charges'])
        : rng.pick(['Operating Expenses', 'Escalations', 'Additional Rent']),
    sections,
  };
}

function auditSection(ctx: Ctx): SectionDoc {
  const { l, rng } = ctx;
  const f = ctx.nf();
  return {
    caption: rng.pick(['Audit Rights', 'Review of Records', "Tenant's Right to Audit"]),
    blocks: [
      {
        kind: 'p',
        text: rng.pick([
          `Tenant may, by written notice delivered within ${countWith(l.auditWindowDays, 'days', f)} after receipt of a Statement, elect to inspect and audit Landlord's records for the year covered by the Statement. If Tenant does not give such notice within that period, the Statement shall be final and binding upon Tenant.`,
          `Each Statement shall be conclusive unless Tenant objects to it in writing within ${countWith(l.auditWindowDays, 'days', f)} after Tenant receives it. During such period Tenant, or an accountant engaged by Tenant, may examine Landlord's books and records relating to ${ctx.opex}. If the audit shows an overcharge, Landlord shall refund it promptly.`,
        ]),
      },
    ],
  };
}

function lateChargeSection(ctx: Ctx): SectionDoc {
  const { l, rng } = ctx;
  const f = ctx.nf();
  const grace = countWith(l.lateFee.graceDays, 'days', f);
  const amount =
    l.lateFee.pct !== null
      ? rng.pick([
          `a late charge equal to ${pctWith(l.lateFee.pct, f)} of the overdue amount`,
          `a late fee of ${pctWith(l.lateFee.pct, f)} of the delinquent installment`,
        ])
      : rng.pick([
          `a late charge of ${moneyWith(l.lateFee.flatCents!, f === 'DIGITS' ? 'DIGITS' : 'BOTH')}`,
          `a flat late fee in the amount of ${money(l.lateFee.flatCents!)} per delinquent installment`,
        ]);
  return {
    caption: rng.pick(['Late Charge', 'Late Payments']),
    blocks: [
      {
        kind: 'p',
        text: rng.pick([
          `If any installment of Rent is not received by Landlord within ${grace} after it is due, Tenant shall pay ${amount}. The parties agree that such charge is a fair estimate of the costs Landlord will incur by reason of late payment.`,
          `Any Rent not paid within ${grace} following its due date shall be subject to ${amount}, which Tenant shall pay as Additional Rent with the next installment.`,
        ]),
      },
    ],
  };
}

// ---------------------------------------------------------------- boilerplate

function boilerplate(ctx: Ctx): ArticleDoc[] {
  const { rng, l } = ctx;
  const f = () => ctx.nf();
  const pool: ArticleDoc[] = [
    {
      title: 'Use',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `The Premises shall be used only for ${l.permittedUse}. Tenant shall comply with all laws, recorded covenants and reasonable rules adopted by Landlord for the Project, and shall not commit waste or permit any nuisance.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Assignment and Subletting',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Tenant shall not assign this Lease or sublet any part of the Premises without Landlord's prior written consent, which shall not be unreasonably withheld. Landlord shall respond to a request for consent within ${countWith(15, 'business days', f())}. Any assignment without consent shall be void.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Maintenance and Repairs',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Tenant shall keep the interior of the Premises, including doors, glass, fixtures and any systems exclusively serving the Premises, in good order and repair. Landlord shall maintain the roof, foundation, structural elements and common areas, the cost of which shall be included in ${ctx.opex} to the extent permitted by this Lease.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Alterations',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Tenant shall make no alterations costing more than ${money(rng.pick([500000, 1000000, 1500000]))} in any one instance, nor any structural alterations, without Landlord's written approval of plans prepared by a licensed architect or engineer.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Insurance',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Tenant shall maintain commercial general liability insurance with limits of not less than ${money(100000000)} per occurrence and ${money(200000000)} in the aggregate, and property insurance covering its personal property at full replacement cost. Each policy shall name Landlord and its property manager as additional insureds.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Indemnification',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: 'Except to the extent caused by the negligence or willful misconduct of Landlord, Tenant shall indemnify, defend and hold harmless Landlord from all claims arising out of the use of the Premises by Tenant or its agents, employees or invitees.',
            },
          ],
        },
      ],
    },
    {
      title: 'Casualty and Condemnation',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `If the Premises are damaged by fire or other casualty and cannot be restored within ${countWith(180, 'days', f())}, either party may terminate this Lease by notice to the other. Rent shall abate in proportion to the area of the Premises rendered untenantable.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Default and Remedies',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Tenant shall be in default if it fails to pay Rent within ${countWith(10, 'days', f())} after written notice, or fails to perform any other obligation within ${countWith(30, 'days', f())} after written notice. Upon a default, Landlord may exercise all remedies available at law or in equity.`,
            },
            ...(rng.chance(0.5)
              ? [
                  {
                    kind: 'p' as const,
                    text: `Any amount not paid when due shall bear interest from the due date at the lesser of ${pctWith(12, f())} per annum or the highest lawful rate.`,
                  },
                ]
              : []),
          ],
        },
      ],
    },
    {
      title: 'Holding Over',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `If Tenant remains in possession after the expiration of the Term without Landlord's consent, Tenant shall be a tenant at sufferance and shall pay monthly rent equal to ${pctWith(150, f())} of the Base Rent in effect at expiration.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Subordination and Estoppel',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `This Lease is subordinate to any mortgage now or hereafter encumbering the Project, provided the holder agrees not to disturb Tenant's possession absent a default. Tenant shall deliver an estoppel certificate within ${countWith(10, 'days', f())} after request.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Parking and Signage',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Tenant shall be entitled to the non-exclusive use of ${numberWords(rng.int(2, 5))} parking spaces per 1,000 rentable square feet of the Premises. Tenant may install one sign on the Building fascia at its expense, subject to Landlord's sign criteria.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Notices',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `Notices shall be in writing and delivered by hand, by nationally recognized overnight courier or by certified mail to Landlord in care of ${l.property.manager}, ${l.property.managerStreet}, ${l.property.city.city}, ${l.property.city.state}, and to Tenant at the Premises.`,
            },
          ],
        },
      ],
    },
    {
      title: 'Surrender',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: 'At the end of the Term Tenant shall surrender the Premises broom clean and in good condition, ordinary wear and casualty excepted, and shall remove its trade fixtures and repair any damage caused by their removal.',
            },
          ],
        },
      ],
    },
    {
      title: 'Miscellaneous',
      sections: [
        {
          blocks: [
            {
              kind: 'p',
              text: `This Lease is governed by the laws of the State of ${l.property.city.stateName}. It contains the entire agreement of the parties and may be amended only in a writing signed by both. If any provision is held invalid, the remainder shall not be affected. Time is of the essence of each provision.`,
            },
          ],
        },
      ],
    },
  ];
  const keep = rng.sample(pool, rng.int(8, pool.length));
  return pool.filter((a) => keep.includes(a));
}

// ---------------------------------------------------------------- the whole lease

function premisesText(ctx: Ctx): string {
  const { l, rng } = ctx;
  const fa = rng.pick(['BOTH', 'DIGITS'] as const);
  const share = ctx.m.spec.lease.shareStated
    ? ` ${ctx.share} is ${l.sharePct.toFixed(ctx.m.spec.lease.shareDecimals)}%.`
    : ` ${ctx.share} is the ratio, expressed as a percentage, of the rentable area of the Premises to the rentable area of the Building.`;
  return rng.pick([
    `Landlord leases to Tenant the space known as ${l.property.suite} (the "Premises") in ${l.property.name}, ${l.property.street}, ${l.property.city.city}, ${l.property.city.state} (the "Building"). The Premises contain ${area(l.premisesRsf, fa)} rentable square feet and the Building contains ${area(l.buildingRsf, fa)} rentable square feet.${share}`,
    `The premises demised hereby consist of approximately ${area(l.premisesRsf, fa)} rentable square feet designated as ${l.property.suite} (the "Premises") within the ${l.property.name} (the "Building"), which the parties agree contains ${area(l.buildingRsf, fa)} rentable square feet in the aggregate. The stated areas shall not be remeasured.${share}`,
  ]);
}

function termText(ctx: Ctx): string {
  const { l, m, rng } = ctx;
  const f = ctx.nf();
  const months = countWith(l.termMonths, 'months', f);
  if (m.spec.lease.expirationStated) {
    return rng.pick([
      `The term of this Lease (the "Term") shall commence on ${d(ctx, l.commencement)} (the "Commencement Date") and shall expire on ${d(ctx, l.originalExpiration)} (the "Expiration Date"), unless sooner terminated as provided herein.`,
      `The Term is ${months}, beginning on the Commencement Date of ${d(ctx, l.commencement)} and ending at midnight on ${d(ctx, l.originalExpiration)}.`,
    ]);
  }
  return `The Term shall be ${months}, commencing on ${d(ctx, l.commencement)} (the "Commencement Date") and ending on the last day of the ${numberWords(l.termMonths)}th full calendar month of the Term. Each twelve-month period beginning on the Commencement Date or an anniversary of it is a "Lease Year".`;
}

function summaryRows(ctx: Ctx): string[][] {
  const { l, m, rng } = ctx;
  const rows: string[][] = [];
  const add = (label: string, value: string) => rows.push([`${rows.length + 1}.`, label, value]);
  add('Landlord', `${l.landlord.name}, ${l.landlord.entityDesc}`);
  add('Tenant', `${l.tenant.name}, ${l.tenant.entityDesc}`);
  add(
    'Building',
    `${l.property.name}, ${l.property.street}, ${l.property.city.city}, ${l.property.city.state} ${l.property.zip}`,
  );
  add('Premises', `${l.property.suite}`);
  add('Rentable Area of Premises', `${commas(l.premisesRsf)} RSF`);
  add('Rentable Area of Building', `${commas(l.buildingRsf)} RSF`);
  if (m.spec.lease.shareStated) add(ctx.share, `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`);
  add('Commencement Date', d(ctx, l.commencement));
  if (m.spec.lease.expirationStated) add('Expiration Date', d(ctx, l.originalExpiration));
  else add('Term', countWith(l.termMonths, 'months', ctx.nf()));
  add('Base Rent', rng.pick(['See Exhibit B', 'As set forth in Exhibit B (Rent Schedule)']));
  add('Security Deposit', money(l.securityDepositCents));
  add('Permitted Use', capitalize(l.permittedUse));
  if (l.leaseType === 'BASE_YEAR') {
    add('Base Year', `Calendar year ${l.baseYear}`);
    add(`Base Year ${ctx.opex}`, money(l.baseYearExpensesCents!));
  }
  if (rng.chance(0.5))
    add('Broker(s)', rng.pick(['None', 'Tidewater Brokerage (Landlord); none for Tenant']));
  return rows;
}

export async function renderLease(m: PacketModel, rng: Rng): Promise<{ pdf: Buffer; pages: number }> {
  const l = m.lease;
  const ctx: Ctx = {
    m,
    l,
    rng,
    nf: () => numberForm({ rng }, m.spec.lease.numbers),
    opex: rng.pick(['Operating Expenses', 'Operating Costs', 'Common Area Costs']),
    share: rng.pick(["Tenant's Share", "Tenant's Proportionate Share", "Tenant's Pro Rata Share"]),
    landlordShort: 'Landlord',
    tenantShort: 'Tenant',
    dateStyle: rng.pick(['LONG', 'LONG', 'NUMERIC', 'SHORT'] as const),
  };
  const form = m.spec.lease.form;
  const footerText = rng.pick([
    `Page {n} of {total}`,
    `${l.property.name} - Lease - Page {n}`,
    `{n}`,
    `Tenant's Initials: ______   Landlord's Initials: ______   Page {n}`,
  ]);
  const w = new PdfWriter({
    font: m.spec.lease.font,
    date: l.leaseDate,
    title: `Lease - ${l.tenant.name}`,
    author: l.landlord.name,
    footer: footerText,
  });
  const title = {
    retail: rng.pick(['SHOPPING CENTER LEASE', 'RETAIL LEASE AGREEMENT', 'LEASE (Retail Premises)']),
    office: rng.pick(['OFFICE LEASE', 'OFFICE BUILDING LEASE AGREEMENT', 'LEASE AGREEMENT (Office)']),
    industrial: rng.pick([
      'INDUSTRIAL BUILDING LEASE',
      'LEASE AGREEMENT (Industrial/Flex)',
      'WAREHOUSE LEASE',
    ]),
  }[l.kind];
  w.heading(title, { align: 'center', size: w.size + 5 });
  w.para(`${l.property.name}\n${l.property.city.city}, ${l.property.city.stateName}`, {
    align: 'center',
    gap: 1,
  });
  const nnnWord = l.leaseType === 'NNN' && rng.chance(0.5) ? ' (Triple Net)' : '';
  w.para(
    rng.pick([
      `This Lease${nnnWord} is made as of ${fmtDate(l.leaseDate, 'LONG')} between ${l.landlord.name}, ${l.landlord.entityDesc} ("Landlord"), and ${l.tenant.name}, ${l.tenant.entityDesc} ("Tenant").`,
      `THIS LEASE${nnnWord} (this "Lease") is entered into on ${fmtDate(l.leaseDate, 'ORDINAL')}, by ${l.landlord.name} ("Landlord") and ${l.tenant.name} ("Tenant"), who agree as follows.`,
    ]),
    { align: 'justify', gap: 0.8 },
  );

  const numbering = randomNumbering(rng);
  const articles: ArticleDoc[] = [];
  if (form === 'SUMMARY_TABLE') {
    w.heading(rng.pick(['BASIC LEASE PROVISIONS', 'FUNDAMENTAL LEASE TERMS', 'LEASE SUMMARY']), {
      align: 'center',
    });
    w.para(
      'The following terms are used in this Lease with the meanings stated below. If the summary conflicts with the remainder of this Lease, the summary controls.',
      { gap: 0.4 },
    );
    layoutBlock(w, {
      kind: 'table',
      header: ['Item', 'Term', 'Provision'],
      rows: summaryRows(ctx),
      widths: [40, 150, 290],
    });
    w.heading(rng.pick(['STANDARD LEASE PROVISIONS', 'GENERAL PROVISIONS', 'TERMS AND CONDITIONS']), {
      align: 'center',
    });
    articles.push({
      title: 'Premises and Term',
      sections: [
        {
          caption: 'Demise',
          blocks: [
            {
              kind: 'p',
              text: `Landlord leases to Tenant, and Tenant leases from Landlord, the Premises described in the Basic Lease Provisions, together with the non-exclusive right to use the common areas of the Building. ${ctx.share} is the percentage stated in the Basic Lease Provisions${m.spec.lease.shareStated ? '' : ', computed by dividing the Rentable Area of the Premises by the Rentable Area of the Building'}.`,
            },
          ],
        },
        {
          caption: 'Term',
          blocks: [
            {
              kind: 'p',
              text: `The Term begins on the Commencement Date and ${m.spec.lease.expirationStated ? 'ends on the Expiration Date' : 'continues for the number of months stated in the Basic Lease Provisions, ending on the last day of the last such month'}. Each period of twelve months beginning on the Commencement Date or an anniversary of it is a "Lease Year".`,
            },
          ],
        },
      ],
    });
    articles.push({
      title: 'Rent',
      sections: [
        {
          caption: 'Base Rent',
          blocks: [
            {
              kind: 'p',
              text: 'Tenant shall pay the Base Rent set forth in Exhibit B in monthly installments in advance on the first day of each month, prorated for any partial month.',
            },
          ],
        },
        lateChargeSection(ctx),
      ],
    });
  } else if (form === 'DEFINITIONS') {
    const defs: string[] = [];
    const fa = rng.pick(['BOTH', 'DIGITS'] as const);
    defs.push(
      '"Base Rent" means the fixed monthly rent payable under the Article of this Lease entitled "Rent".',
    );
    if (l.leaseType === 'BASE_YEAR')
      defs.push(
        `"Base Year" means calendar year ${l.baseYear}, and "Base Year ${ctx.opex}" means ${money(l.baseYearExpensesCents!)}, the amount of ${ctx.opex} for the Base Year.`,
      );
    defs.push(
      `"Building" means ${l.property.name}, ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}, containing ${area(l.buildingRsf, fa)} rentable square feet.`,
    );
    defs.push(`"Commencement Date" means ${d(ctx, l.commencement)}.`);
    if (m.spec.lease.expirationStated) defs.push(`"Expiration Date" means ${d(ctx, l.originalExpiration)}.`);
    else
      defs.push(
        `"Term" means the period of ${countWith(l.termMonths, 'months', ctx.nf())} beginning on the Commencement Date.`,
      );
    defs.push(
      '"Lease Year" means each consecutive twelve-month period beginning on the Commencement Date or an anniversary thereof.',
    );
    defs.push(
      `"Premises" means ${l.property.suite} of the Building, containing ${area(l.premisesRsf, fa)} rentable square feet.`,
    );
    defs.push(
      m.spec.lease.shareStated
        ? `"${ctx.share.replace("Tenant's ", "Tenant's ")}" means ${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%, being the rentable area of the Premises divided by the rentable area of the Building.`
        : `"${ctx.share}" means the rentable area of the Premises divided by the rentable area of the Building, expressed as a percentage.`,
    );
    defs.push(`"Security Deposit" means ${money(l.securityDepositCents)}.`);
    articles.push({
      title: 'Definitions',
      sections: [
        {
          blocks: [
            { kind: 'p', text: 'Capitalized terms used in this Lease have the following meanings:' },
            { kind: 'list', items: defs.sort(), marker: 'dash' },
          ],
        },
      ],
    });
    articles.push({
      title: 'Premises and Term',
      sections: [
        {
          caption: 'Premises',
          blocks: [
            {
              kind: 'p',
              text: 'Landlord leases the Premises to Tenant for the Term, together with the non-exclusive right to use the common areas of the Building.',
            },
          ],
        },
        {
          caption: 'Term',
          blocks: [
            {
              kind: 'p',
              text: `The Term begins on the Commencement Date and ${m.spec.lease.expirationStated ? 'ends on the Expiration Date' : 'ends on the last day of the last full calendar month of the Term'}.`,
            },
          ],
        },
      ],
    });
    articles.push({
      title: 'Rent',
      sections: [{ caption: 'Base Rent', blocks: rentBlocks(ctx) }, lateChargeSection(ctx)],
    });
  } else {
    articles.push({ title: 'Premises', sections: [{ blocks: [{ kind: 'p', text: premisesText(ctx) }] }] });
    articles.push({ title: 'Term', sections: [{ blocks: [{ kind: 'p', text: termText(ctx) }] }] });
    const late = lateChargeSection(ctx);
    const separateLate = rng.chance(0.5);
    articles.push({
      title: 'Base Rent',
      sections: [
        { blocks: rentBlocks(ctx) },
        ...(separateLate ? [] : [late]),
        {
          caption: 'Security Deposit',
          blocks: [
            {
              kind: 'p',
              text: `Upon signing, Tenant shall deposit ${money(l.securityDepositCents)} with Landlord as security for its performance.`,
            },
          ],
        },
      ],
    });
    if (separateLate) articles.push({ title: 'Late Payment', sections: [late] });
  }
  const opex = opexArticle(ctx, form === 'SUMMARY_TABLE');
  const audit = auditSection(ctx);
  if (rng.chance(0.5)) opex.sections.push(audit);
  articles.push(opex);
  if (!opex.sections.includes(audit))
    articles.push({ title: rng.pick(['Audit', 'Books and Records']), sections: [audit] });
  const bp = boilerplate(ctx);
  // boilerplate either after the money terms or around them
  const mixed = rng.chance(0.5)
    ? [...articles.slice(0, 2), ...bp.slice(0, 3), ...articles.slice(2), ...bp.slice(3)]
    : [...articles, ...bp];
  layoutArticles(w, numbering, mixed);

  // signatures
  w.space(1);
  w.para('IN WITNESS WHEREOF, the parties have executed this Lease as of the date first written above.', {
    gap: 1,
  });
  for (const [role, party, who] of [
    ['LANDLORD', l.landlord.name, l.landlord.contact],
    ['TENANT', l.tenant.name, l.tenant.contact],
  ] as const) {
    w.ensure(90);
    w.para(
      `${role}:\n${party}\n\nBy: ______________________________\nName: ${who}\nTitle: ${role === 'LANDLORD' ? 'Authorized Signatory' : rng.pick(['Managing Member', 'President', 'Owner'])}`,
      { gap: 1 },
    );
  }
  // exhibits
  w.newPage();
  w.heading('EXHIBIT A', { align: 'center' });
  w.para(
    `Depiction of the Premises (${l.property.suite}) - site plan not to scale, for identification only.`,
    { align: 'center' },
  );
  if (form === 'SUMMARY_TABLE') {
    w.space(2);
    w.heading('EXHIBIT B - BASE RENT SCHEDULE', { align: 'center' });
    for (const b of rentBlocks(ctx)) layoutBlock(w, b);
  }
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}

export async function renderAmendment(m: PacketModel, rng: Rng): Promise<{ pdf: Buffer; pages: number }> {
  const l = m.lease;
  const a = m.lease.amendment!;
  const ctx: Ctx = {
    m,
    l,
    rng,
    nf: () => numberForm({ rng }, m.spec.lease.numbers),
    opex: 'Operating Expenses',
    share: "Tenant's Share",
    landlordShort: 'Landlord',
    tenantShort: 'Tenant',
    dateStyle: rng.pick(['LONG', 'SHORT'] as const),
  };
  const w = new PdfWriter({
    font: m.spec.lease.font,
    date: a.date,
    title: 'First Amendment to Lease',
    author: l.landlord.name,
    footer: rng.chance(0.5) ? 'First Amendment - Page {n}' : null,
  });
  w.heading(rng.pick(['FIRST AMENDMENT TO LEASE', 'AMENDMENT NO. 1 TO LEASE AGREEMENT']), {
    align: 'center',
    size: w.size + 4,
  });
  w.para(
    `This amendment (this "Amendment") is made as of ${d(ctx, a.date)} by and between ${l.landlord.name} ("Landlord") and ${l.tenant.name} ("Tenant").`,
    { align: 'justify' },
  );
  w.heading('RECITALS', { align: 'center' });
  w.para(
    `A. Landlord and Tenant are parties to a lease dated ${d(ctx, l.leaseDate)} (the "Lease") for ${l.property.suite} of ${l.property.name}, containing ${commas(l.premisesRsf)} rentable square feet (the "Premises").`,
    { align: 'justify' },
  );
  w.para(
    a.kind === 'EXTENSION'
      ? `B. The Term of the Lease is scheduled to expire on ${d(ctx, l.originalExpiration)}, and the parties wish to extend the Term on the terms below.`
      : `B. The parties wish to modify the Base Rent payable under the Lease on the terms below.`,
    { align: 'justify' },
  );
  w.para(
    'NOW, THEREFORE, for good and valuable consideration, the receipt of which is acknowledged, the parties agree:',
    { gap: 0.6 },
  );
  const f = ctx.nf();
  if (a.kind === 'EXTENSION') {
    w.para(
      `The Term is extended for ${countWith(a.extensionMonths!, 'months', f)} (the "Extension Term") commencing on ${d(ctx, a.effective)} and expiring on ${d(ctx, a.newExpiration!)}, which shall be the Expiration Date for all purposes of the Lease.`,
      { lead: '1. Extension.', align: 'justify' },
    );
  }
  const n = a.kind === 'EXTENSION' ? 2 : 1;
  if (a.form === 'PERCENT') {
    w.para(
      `Effective ${d(ctx, a.effective)}, monthly Base Rent shall be ${moneyWith(a.steps[0]!.monthlyRentCents, f === 'DIGITS' ? 'DIGITS' : 'BOTH')}, and on each anniversary of ${d(ctx, a.effective)} during the ${a.kind === 'EXTENSION' ? 'Extension Term' : 'remainder of the Term'} monthly Base Rent shall increase by ${pctWith(a.escalationPct!, f)} over the rate then in effect.`,
      { lead: `${n}. Base Rent.`, align: 'justify' },
    );
  } else {
    w.para(
      `Beginning ${d(ctx, a.effective)}, monthly Base Rent shall be payable as follows, notwithstanding anything to the contrary in the Lease:`,
      { lead: `${n}. Base Rent.`, align: 'justify' },
    );
    layoutBlock(w, {
      kind: 'table',
      header: ['Period', 'Monthly Base Rent'],
      rows: a.steps.map((s) => [`${monthYear(s.from)} - ${monthYear(s.to)}`, money(s.monthlyRentCents)]),
      widths: [240, 160],
      align: ['left', 'right'],
    });
  }
  w.para(
    'Except as modified by this Amendment, the Lease remains unmodified and in full force and effect, and the parties ratify and confirm it. Capitalized terms not defined here have the meanings given in the Lease.',
    { lead: `${n + 1}. Ratification.`, align: 'justify' },
  );
  w.space(1);
  for (const [role, party, who] of [
    ['LANDLORD', l.landlord.name, l.landlord.contact],
    ['TENANT', l.tenant.name, l.tenant.contact],
  ] as const) {
    w.ensure(80);
    w.para(`${role}: ${party}\nBy: ______________________________\nName: ${who}`, { gap: 1 });
  }
  const pdf = await w.finish();
  return { pdf, pages: w.pageCount };
}
