/**
 * Family "oakmont-perfoot" (decision 0087), the lease's Paragraph 4, "ADDITIONAL RENT - OPERATING
 * EXPENSES", (a)-(i): the definitions with the Building's rentable area and the exclusions (three
 * printed, the rest typed in), the two printed alternatives of (b) (Base Year or Net, the one that
 * does not apply struck through with "N/A" in its blanks), the occupancy adjustment, the
 * controllable-expense limit and the administrative fee (struck when the deal has none), the
 * estimates, the annual statement (its deadline and the waiver typed in, or the printed non-waiver
 * kept or struck), the examination of records and the printed clause on statements per square foot.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is worded.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { commas, countWith, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import { Rng } from '../prng';
import type { FormPara, Seg } from './oakmont-perfoot-form';

/** The exclusions typed into Paragraph 4(a)(iv), the three the form prints being always there. */
export const TYPED_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  DEPRECIATION: 'depreciation of the Building',
  DEBT_SERVICE: 'principal and interest on any mortgage of the Building',
  CHARITABLE: 'charitable and political contributions',
  MARKETING: 'advertising and promotion of the Building',
  GROUND_RENT: 'rent under any ground lease',
  RESERVES: 'reserves for future repairs or replacements',
  EXECUTIVE_SALARIES: 'salaries and benefits of Landlord’s principals and family members',
  LANDLORD_VIOLATIONS: 'fines and penalties due to Landlord’s violation of law',
};
export const PRINTED_EXCLUSIONS: ExpenseCategory[] = ['CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES'];

/** Paragraph 4, ADDITIONAL RENT - OPERATING EXPENSES, (a)-(i): every pass-through term. */
export function additionalRent(m: PacketModel, nf: () => NumberForm, na: Seg): FormPara[] {
  const l = m.lease;
  const by = l.leaseType === 'BASE_YEAR';
  const extra = l.exclusions.filter((c) => !PRINTED_EXCLUSIONS.includes(c));
  const mgmt: Seg[] = l.mgmtFeeCapPct
    ? [
        ' not to exceed ',
        { f: pctWith(l.mgmtFeeCapPct, nf()), w: 8 },
        ' of the gross receipts of the Building',
      ]
    : [{ s: ' not to exceed' }, na, { s: ' of the gross receipts of the Building' }];
  const amort: Seg[] = l.capitalAmortYears
    ? [
        ', except the annual amortization, on a straight-line basis over ',
        { f: countWith(l.capitalAmortYears, 'years', nf()), w: 10 },
        ', of a capital improvement that reduces Operating Expenses or is required by a law enacted after the Commencement Date',
      ]
    : [
        { s: ', except the annual amortization, on a straight-line basis over' },
        na,
        { s: ' years, of a capital improvement that reduces Operating Expenses or is required by law' },
      ];
  const out: FormPara[] = [];
  out.push({
    n: 4,
    caption: 'ADDITIONAL RENT - OPERATING EXPENSES',
    segs: [
      { i: '(a) Definitions.' },
      ' "Operating Expenses" means all costs of every kind paid or incurred by Landlord in operating, maintaining, repairing, cleaning, securing, insuring and managing the Building and the land on which it stands, including real estate taxes and assessments, premiums for insurance carried by Landlord, utilities serving the common areas, service contracts and a management fee',
      ...mgmt,
      '. Operating Expenses shall not include (i) the cost of capital improvements',
      ...amort,
      '; (ii) leasing commissions, advertising and other costs of leasing space in the Building; (iii) attorneys’ fees and costs of disputes with tenants; and (iv) the following: ',
      extra.length ? { f: extra.map((c) => TYPED_EXCLUSIONS[c]!).join('; '), w: 20 } : na,
      '. "Rentable Area of the Building" means ',
      { f: commas(l.buildingRsf), w: 9 },
      ' rentable square feet, which the parties agree is the rentable area of the Building for all purposes of this Lease. "Tenant’s Proportionate Share" means the fraction whose numerator is the rentable area of the Premises stated in Paragraph 1 and whose denominator is the Rentable Area of the Building.',
    ],
  });
  const altA: Seg[] = by
    ? [
        { i: 'Alternative A (Base Year):' },
        ' ',
        { f: 'APPLIES', w: 9 },
        ' Tenant shall pay, as Additional Rent, Tenant’s Proportionate Share of the amount, if any, by which Operating Expenses for each calendar year after the Base Year exceed Base Operating Expenses. "Base Year" means calendar year ',
        { f: String(l.baseYear), w: 6 },
        '. "Base Operating Expenses" means ',
        { f: moneyWith(l.baseYearExpensesCents!, nf()), w: 16 },
        ', which the parties stipulate to be the Operating Expenses for the Base Year. Tenant shall receive no credit if Operating Expenses for any year are less.',
      ]
    : [
        { i: 'Alternative A (Base Year):' },
        ' ',
        { f: 'DELETED', w: 9 },
        {
          s: ' Tenant shall pay, as Additional Rent, Tenant’s Proportionate Share of the amount, if any, by which Operating Expenses for each calendar year after the Base Year exceed Base Operating Expenses. "Base Year" means calendar year',
        },
        na,
        { s: '. "Base Operating Expenses" means' },
        na,
        { s: ', which the parties stipulate to be the Operating Expenses for the Base Year.' },
      ];
  const altB: Seg[] = by
    ? [
        { i: 'Alternative B (Net):' },
        ' ',
        { f: 'DELETED', w: 9 },
        {
          s: ' Tenant shall pay, as Additional Rent, Tenant’s Proportionate Share of all Operating Expenses for each calendar year of the term.',
        },
      ]
    : [
        { i: 'Alternative B (Net):' },
        ' ',
        { f: 'APPLIES', w: 9 },
        ' Tenant shall pay, as Additional Rent, Tenant’s Proportionate Share of all Operating Expenses for each calendar year of the term.',
      ];
  out.push({
    n: null,
    caption: null,
    segs: [
      { i: '(b) Payment.' },
      ' The alternative marked "APPLIES" governs; the other is deleted. ',
      ...altA,
    ],
  });
  out.push({ n: null, caption: null, segs: altB });
  const g = l.grossUp;
  out.push({
    n: null,
    caption: null,
    segs: g
      ? [
          { i: '(c) Occupancy Adjustment.' },
          ' If the Building is less than ',
          { f: pctWith(g.occupancyPct, nf()), w: 8 },
          ` occupied during any calendar year${by ? ' (including the Base Year)' : ''}, Operating Expenses that vary with occupancy shall be adjusted to the amount they would have been had the Building been so occupied throughout the year.`,
        ]
      : [
          { i: '(c) Occupancy Adjustment.' },
          { s: ' If the Building is less than' },
          na,
          {
            s: ' occupied during any calendar year, Operating Expenses that vary with occupancy shall be adjusted accordingly.',
          },
        ],
  });
  const cap = l.camCap;
  const capText = cap
    ? cap.type === 'NON_CUMULATIVE'
      ? `the Controllable Expenses for the preceding calendar year increased by ${pctWith(cap.pct, nf())}`
      : cap.type === 'CUMULATIVE_COMPOUNDING'
        ? `the Controllable Expenses for calendar year ${cap.baseYear} increased by ${pctWith(cap.pct, nf())} for each later calendar year, compounded annually`
        : `the Controllable Expenses for calendar year ${cap.baseYear} plus ${pctWith(cap.pct, nf())} of that amount for each later calendar year, not compounded`
    : null;
  const capLead =
    ' Controllable Expenses (all Operating Expenses except real estate taxes, insurance, utilities and the management fee) included in the Additional Rent for any calendar year shall not exceed';
  out.push({
    n: null,
    caption: null,
    segs: capText
      ? [{ i: '(d) Controllable Expenses.' }, `${capLead} `, { f: capText, w: 20 }, '.']
      : [{ i: '(d) Controllable Expenses.' }, { s: capLead }, na, '.'],
  });
  const fee = l.adminFee;
  out.push({
    n: null,
    caption: null,
    segs: fee
      ? [
          { i: '(e) Administrative Fee.' },
          ' Tenant shall also pay Landlord an administrative fee of ',
          { f: pctWith(fee.pct, nf()), w: 8 },
          ' of ',
          {
            f:
              fee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
                ? 'Tenant’s Proportionate Share of Operating Expenses other than real estate taxes and insurance'
                : 'Tenant’s Proportionate Share of all Operating Expenses',
            w: 20,
          },
          '.',
        ]
      : [
          { i: '(e) Administrative Fee.' },
          { s: ' Tenant shall also pay Landlord an administrative fee of' },
          na,
          { s: ' of Tenant’s Proportionate Share.' },
        ],
  });
  out.push({
    n: null,
    caption: null,
    segs: [
      { i: '(f) Estimated Payments.' },
      ' Landlord may reasonably estimate the Additional Rent for each calendar year, and Tenant shall pay one-twelfth (1/12) of the estimate with each monthly installment of Fixed Rent.',
    ],
  });
  const rng = new Rng(`oakmont-perfoot:waiver:${m.spec.seed}`);
  const nonWaiver =
    ' Landlord’s failure to deliver a statement within such period shall not waive Landlord’s right to deliver it later or to collect the Additional Rent it shows.';
  const waiver: Seg[] = l.waiver
    ? [
        { s: nonWaiver },
        ' ',
        {
          t: 'If Landlord fails to deliver the statement within such period, Landlord waives any Additional Rent for that year in excess of the estimated payments made by Tenant.',
        },
      ]
    : rng.chance(0.6)
      ? [nonWaiver]
      : [{ s: nonWaiver }];
  out.push({
    n: null,
    caption: null,
    segs: [
      { i: '(g) Annual Statement.' },
      ' Within ',
      { f: countWith(l.reconDeadlineDays, 'days', nf()), w: 14 },
      ' after the end of each calendar year, Landlord shall deliver to Tenant a statement of the Operating Expenses for that year and the Additional Rent due. Tenant shall pay any deficiency within thirty (30) days; any excess of estimated payments shall be credited against the next installments of rent.',
      ...waiver,
    ],
  });
  out.push({
    n: null,
    caption: null,
    segs: [
      { i: '(h) Examination of Records.' },
      ' Tenant may, by notice given within ',
      { f: countWith(l.auditWindowDays, 'days', nf()), w: 14 },
      ' after receipt of a statement, examine Landlord’s records of Operating Expenses for that year at Landlord’s office; if Tenant gives no such notice, the statement shall be conclusive.',
    ],
  });
  out.push({
    n: null,
    caption: null,
    segs: [
      { i: '(i) Statements per Square Foot.' },
      ' Landlord’s statements may state Operating Expenses per rentable square foot of the Building, in which case Tenant’s Proportionate Share of any amount is that amount per rentable square foot multiplied by the rentable area of the Premises stated in Paragraph 1.',
    ],
  });
  return out;
}
