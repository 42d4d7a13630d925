/**
 * Family "ridgeline-office" (decision 0083), the lease's Exhibit C "Operating Expenses and Taxes":
 * the long exhibit a short-form office lease leaves every pass-through term to. Its C-1 defines
 * (a), (b), ... in quotes ("Base Year", "Base Year Operating Expenses and Taxes", "Building",
 * "Expense Year", "Operating Expenses" with its exclusions as a numbered list 1.-25., "Taxes",
 * "Tenant's Share"); then the payment of Tenant's Share (of the excess over the Base Year, or of
 * the whole on a net lease), the gross-up, the Controllable Operating Expenses cap, the
 * administrative fee, estimates, the Annual Statement and Tenant's review.
 *
 * Every figure comes from the model (model.ts); this file only decides how it is printed.
 */
import type { ExpenseCategory } from '../../../src/engine/types';
import { countWith, money, moneyWith, type NumberForm, pctWith } from '../format';
import type { PacketModel } from '../model';
import type { PdfWriter } from '../pdf';
import type { Rng } from '../prng';
import { buildingOf } from './ridgeline-office-building';

/** The exclusions of the lease's expense categories, in the fund's form's words. */
export const CATEGORY_EXCLUSIONS: Partial<Record<ExpenseCategory, string>> = {
  CAPITAL:
    'costs of capital repairs, replacements and improvements, as determined under generally accepted accounting principles consistently applied',
  LEASING_COMMISSIONS:
    'leasing commissions, brokerage fees and other costs of procuring tenants for space in the Building',
  LEGAL_DISPUTES:
    'attorneys’ fees and other costs of disputes with tenants, prospective tenants or other occupants of the Building, or of enforcing their leases',
  DEPRECIATION: 'depreciation of the Building and of its equipment and systems',
  DEBT_SERVICE: 'principal, interest, points and fees on any debt secured by the Building or any part of it',
  CHARITABLE: 'contributions to charitable, civic or political organizations',
  MARKETING: 'advertising and promotional costs of marketing the Building or space in it',
  GROUND_RENT: 'rent payable under any ground lease of the land under the Building',
  RESERVES: 'reserves for repairs, replacements or any other future costs',
  EXECUTIVE_SALARIES:
    'salaries and benefits of personnel above the grade of senior property manager, and of the officers, partners and asset managers of Landlord or of the fund that owns it',
  LANDLORD_VIOLATIONS: 'fines, penalties and interest incurred because of Landlord’s violation of any law',
};

/**
 * Exclusions that name no expense category of the model (or only one every lease excludes), to fill
 * the form's list up to twenty-five.
 */
export const OTHER_EXCLUSIONS = [
  'costs of improving, finishing or decorating space for any tenant or other occupant of the Building',
  'costs of any service provided to other tenants and not to Tenant, or for which Landlord is separately reimbursed',
  'costs reimbursed by insurance proceeds, warranties, condemnation awards or third parties',
  'costs of correcting defects in the original design or construction of the Building',
  'costs of removing or remediating hazardous materials present in the Building on the date of this Lease',
  'electricity and other utilities furnished to the premises of other tenants and separately metered or charged to them',
  'costs of acquiring, insuring or restoring sculptures, paintings and other works of art',
  'costs of any sale or transfer of the Building or of any interest in Landlord',
  'costs of operating any parking garage, retail outlet, fitness center or conference facility for which a separate charge is made',
  'amounts paid to affiliates of Landlord or of its property manager in excess of competitive rates for the same services',
  'costs of relocating any tenant of the Building, or of buying out or terminating any lease',
  'travel, entertainment and gift expenses',
  'costs of any item for which Tenant pays Landlord directly, such as after-hours heating and air conditioning',
  'free rent, rent abatements and allowances granted to any tenant',
  'costs of installing, operating and maintaining any specialty facility, such as a luncheon club, observatory or broadcasting facility',
  'rentals for equipment which, if purchased, would be a capital expenditure',
  'costs of the initial construction of the Building, its parking areas and its landscaping',
  'costs of furnishing and operating any leasing office in the Building',
  'costs of temporary or storage space provided to any other tenant',
  'costs of repairs or rebuilding necessitated by condemnation',
  'costs of signs identifying other tenants of the Building',
];

/** The twenty-five numbered exclusions: the lease's categories among the others, in the lease's order. */
export function exclusionItems(m: PacketModel, rng: Rng): string[] {
  const l = m.lease;
  const own = l.exclusions.map((cat) => {
    const t = CATEGORY_EXCLUSIONS[cat];
    if (!t) throw new Error(`ridgeline-office: no exclusion wording for ${cat}`);
    return cat === 'CAPITAL' && l.capitalAmortYears
      ? `${t}, except the amortization included in Operating Expenses under paragraph (e) above`
      : t;
  });
  const others = rng.sample(OTHER_EXCLUSIONS, 25 - own.length);
  return rng.shuffle([...own, ...others]);
}

/** The sections of Exhibit C after its definitions, in order (the tests read the captions back). */
export function exhibitCSections(m: PacketModel): string[] {
  const l = m.lease;
  const out = ['DEFINITIONS', 'PAYMENT OF TENANT’S SHARE'];
  if (l.grossUp) out.push('OCCUPANCY ADJUSTMENT');
  if (l.camCap) out.push('CONTROLLABLE OPERATING EXPENSES');
  if (l.adminFee) out.push('ADMINISTRATIVE FEE');
  out.push('ESTIMATED PAYMENTS', 'ANNUAL STATEMENT', 'TENANT’S REVIEW');
  return out;
}

/** Lays out Exhibit C on a new page of the lease. */
export function layoutExhibitC(
  w: PdfWriter,
  m: PacketModel,
  rng: Rng,
  nf: () => NumberForm,
  suite: string,
): void {
  const l = m.lease;
  const b = buildingOf(m);
  const by = l.leaseType === 'BASE_YEAR';
  w.newPage();
  w.heading('EXHIBIT C', { align: 'center', size: 11.5, gap: 0.05 });
  w.heading('OPERATING EXPENSES AND TAXES', { align: 'center', size: 11.5, gap: 0.5 });
  w.para(
    `This Exhibit C is attached to and made part of the Multi-Tenant Office Lease between ${l.landlord.name} (“Landlord”) and ${l.tenant.name} (“Tenant”) for Suite ${suite} of ${b.building} (the “Lease”). Capitalized terms not defined in this Exhibit have the meanings given them in the Lease. If this Exhibit conflicts with the body of the Lease, this Exhibit controls.`,
    { align: 'justify' },
  );
  let n = 0;
  const section = (text: string) => {
    n += 1;
    const caption = exhibitCSections(m)[n - 1]!;
    w.para(text, { lead: `C-${n}  ${caption}.`, align: 'justify' });
  };
  const def = (letter: string, term: string, text: string) =>
    w.para(`${text}`, { lead: `(${letter}) “${term}”`, indent: 18, align: 'justify', gap: 0.35 });
  section('As used in the Lease and in this Exhibit C:');
  const letters = 'abcdefghij';
  let k = 0;
  const next = () => letters[k++]!;
  if (by) {
    def(next(), 'Base Year', `means calendar year ${l.baseYear}.`);
    def(
      next(),
      'Base Year Operating Expenses and Taxes',
      `means ${nf() === 'BOTH' ? moneyWith(l.baseYearExpensesCents!, 'BOTH') : money(l.baseYearExpensesCents!)}, which Landlord and Tenant stipulate is the total of Operating Expenses and Taxes for the Base Year${l.grossUp ? ', as adjusted under Section C-3' : ''}. The stipulated amount shall not be recalculated for any reason.`,
    );
  }
  def(
    next(),
    'Building',
    `means the office building known as ${b.building} at ${l.property.street}, ${l.property.city.city}, ${l.property.city.state}, containing the number of rentable square feet of the Building stated in Section 1.6 of the Basic Lease Provisions, together with its parking areas and the land on which it stands.`,
  );
  def(
    next(),
    'Expense Year',
    `means each calendar year${by ? ' after the Base Year' : ''} in which any part of the Term falls.`,
  );
  const mgmt = l.mgmtFeeCapPct
    ? `management fees not to exceed ${pctWith(l.mgmtFeeCapPct, nf())} of the gross revenues of the Building`
    : 'management fees payable to Landlord’s property manager';
  const amort = l.capitalAmortYears
    ? `; and the annual amortization, on a straight-line basis over ${countWith(l.capitalAmortYears, 'years', nf())}, of the cost of any capital improvement made to reduce Operating Expenses or required by a law first in effect after the date of this Lease`
    : '';
  const eLetter = next();
  def(
    eLetter,
    'Operating Expenses',
    `means all costs Landlord incurs in operating, maintaining, repairing, cleaning, securing and managing the Building, including: janitorial and window cleaning; trash removal and pest control; repair and maintenance of the Building’s structure, systems, elevators and roof; utilities for the common areas and the Building’s systems; security and life-safety services; landscaping and snow removal; the premiums and deductibles of the property and liability insurance Landlord carries on the Building; ${mgmt}${amort}. Operating Expenses shall not include the following:`,
  );
  const items = exclusionItems(m, rng).map((t) => t.replace('paragraph (e)', `paragraph (${eLetter})`));
  items.forEach((t, i) => {
    w.row(
      [
        { text: `${i + 1}.`, x: w.left + 36, width: 22, align: 'right' },
        { text: `${t}${i === items.length - 1 ? '.' : ';'}`, x: w.left + 64, width: w.contentWidth - 64 },
      ],
      { gap: 2.5 },
    );
  });
  w.space(0.4);
  def(
    next(),
    'Taxes',
    `means all real estate taxes, assessments and other governmental charges levied on the Building or its land for any Expense Year${by ? ' or the Base Year' : ''}, and Landlord’s reasonable costs of contesting them.`,
  );
  const pct = `${l.sharePct.toFixed(m.spec.lease.shareDecimals)}%`;
  def(
    next(),
    'Tenant’s Share',
    `means the percentage obtained by dividing the rentable square feet of the Premises by the rentable square feet of the Building, each as stated in Section 1.6 of the Basic Lease Provisions${m.spec.lease.shareStated ? `, which percentage Landlord and Tenant agree is ${pct}` : ''}. Tenant’s Share shall change only if the rentable square feet of the Premises change by an amendment of the Lease.`,
  );
  const fee = l.adminFee
    ? ', together with the Administrative Fee under Section C-'
    : '. Landlord shall charge no administrative, overhead or supervisory fee in addition to the management fee included in Operating Expenses';
  const feeSec = exhibitCSections(m).indexOf('ADMINISTRATIVE FEE') + 1;
  section(
    by
      ? 'For each Expense Year, Tenant shall pay Landlord, as Additional Rent, Tenant’s Share of the amount, if any, by which Operating Expenses and Taxes for that Expense Year exceed Base Year Operating Expenses and Taxes. If Operating Expenses and Taxes for an Expense Year are less than Base Year Operating Expenses and Taxes, Tenant shall pay no Additional Rent under this Section for that year and shall receive no credit.'
      : `For each Expense Year, Tenant shall pay Landlord, as Additional Rent, Tenant’s Share of all Operating Expenses and Taxes${l.adminFee ? `${fee}${feeSec}` : fee}.`,
  );
  if (l.grossUp) {
    const g = l.grossUp.occupancyPct;
    section(
      `If less than ${pctWith(g, nf())} of the rentable area of the Building is occupied during all or part of any Expense Year${by ? ' (including the Base Year)' : ''}, Landlord shall adjust the Operating Expenses that vary with occupancy to the amounts Landlord reasonably determines would have been incurred had the Building been ${g}% occupied throughout that year. Taxes and insurance are not adjusted.`,
    );
  }
  const cap = l.camCap;
  if (cap) {
    const f = pctWith(cap.pct, nf());
    const limit =
      cap.type === 'NON_CUMULATIVE'
        ? `shall not exceed the Controllable Operating Expenses for the preceding Expense Year by more than ${f}`
        : cap.type === 'CUMULATIVE_COMPOUNDING'
          ? `shall not exceed the Controllable Operating Expenses for calendar year ${cap.baseYear} increased by ${f} per year, compounded annually`
          : `shall not exceed the Controllable Operating Expenses for calendar year ${cap.baseYear} plus ${f} of that amount for each Expense Year after ${cap.baseYear}, without compounding`;
    section(
      `“Controllable Operating Expenses” means all Operating Expenses other than Taxes, insurance premiums and deductibles, utilities, the management fee and amortized capital costs. For purposes of calculating Tenant’s Share, Controllable Operating Expenses for any Expense Year ${limit}.`,
    );
  }
  if (l.adminFee) {
    const f = pctWith(l.adminFee.pct, nf());
    section(
      l.adminFee.base === 'CAM_EXCLUDING_TAXES_INSURANCE'
        ? `Tenant shall pay Landlord an administrative fee equal to ${f} of Tenant’s Share of Operating Expenses, excluding Taxes and insurance premiums (the “Administrative Fee”).`
        : `Tenant shall pay Landlord an administrative fee equal to ${f} of Tenant’s Share of Operating Expenses and Taxes (the “Administrative Fee”).`,
    );
  }
  section(
    'Before each Expense Year Landlord shall give Tenant its budget of Operating Expenses and Taxes and its estimate of the Additional Rent payable under this Exhibit for that year. Tenant shall pay one-twelfth of the estimate with each monthly installment of Base Rent. Landlord may revise its estimate once during any Expense Year.',
  );
  const waiver = l.waiver
    ? ' If Landlord does not furnish the Annual Statement for an Expense Year within that period, Landlord waives its right to collect from Tenant any amount for that Expense Year in excess of the estimated payments Tenant made.'
    : rng.pick([
        ' Landlord’s failure to furnish the Annual Statement within that period shall not waive Tenant’s obligation to pay any amount due under this Exhibit.',
        '',
      ]);
  section(
    `Within ${countWith(l.reconDeadlineDays, 'days', nf())} after the end of each Expense Year, Landlord shall furnish Tenant a statement of Operating Expenses and Taxes for that year compared with Landlord’s budget, Tenant’s Share of them and Tenant’s estimated payments (the “Annual Statement”).${waiver} Tenant shall pay any underpayment within thirty (30) days after receiving the Annual Statement; Landlord shall credit any overpayment against the next Rent due, or refund it if the Term has ended.`,
  );
  section(
    `Tenant may, by notice given to Landlord within ${countWith(l.auditWindowDays, 'days', nf())} after receiving an Annual Statement, review Landlord’s records of Operating Expenses and Taxes for that Expense Year at the office of Landlord’s property manager during business hours. If Tenant does not give notice within that period, the Annual Statement shall be final and binding on Tenant.`,
  );
}
