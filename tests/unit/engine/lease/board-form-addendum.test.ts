import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A real-estate board's standard net lease: basic provisions with run-in captions that point to
// the clause stating the rest, and a broker's addendum whose paragraphs A-1 ... A-10 amend the
// form and list the exclusions.
const FORM = `STANDARD MULTI-TENANT COMMERCIAL LEASE — NET
1. BASIC PROVISIONS
1.2 Premises. Suite 301, containing approximately 7,121 rentable square feet ("Premises").
1.3 Project. Maple Grove Corporate Park, containing approximately 131,550 rentable square feet in all buildings ("Project").
1.5 Base Rent. Payable monthly in advance on the first day of each month ("Base Rent"), in the amounts set forth below: Lease Year 1 (Oct 1, 2020 - Sep 30, 2021): $22.75 per rentable sq. ft. per year, $13,500.23 per month. Lease Year 2 (Oct 1, 2021 - Sep 30, 2022): $23.43 per rentable sq. ft. per year, $13,903.75 per month.
1.6 Tenant’s Share of Operating Expenses. 5.92% (percent).
1.10 Late Charge. 6% of the overdue amount (see Paragraph 13.4).
4. OPERATING EXPENSES
4.2 Operating Expenses. (a) Tenant shall pay Tenant’s Share of all Operating Expenses. Unless a percentage is stated in Paragraph 1.6, Tenant’s Share is the rentable area of the Premises stated in Paragraph 1.2 divided by the rentable area of the Project stated in Paragraph 1.3.
13. DEFAULT
13.4 Late Charges. If any installment of Rent is not received by Landlord within seven (7) days after it is due, Tenant shall pay to Landlord a late charge equal to six percent (6%) of each such overdue amount.
25. ENTIRE AGREEMENT; ADDENDA
25.1 Addenda. The Addendum attached hereto is a part of this Lease.
ADDENDUM
A-1 Basic Provisions. Paragraph 1.6 is amended to read: "1.6 Tenant’s Share of Operating Expenses.
5.41% (percent)."
A-4 Exclusions. Notwithstanding Paragraph 4.2(b), Operating Expenses shall not include:
(a) advertising, marketing and promotion of the Project;
(b) leasing commissions, brokerage fees and other costs of leasing space in the Project;
(c) attorneys’ fees and costs of disputes with tenants, including collection and eviction
actions;
(d) principal and interest on any mortgage or other financing of the Project;
(e) costs of capital improvements and replacements, except as provided in Paragraph A-5;
A-5 Capital Costs. The cost of a capital improvement that reduces Operating Expenses may be included only in equal annual installments amortized over seven (7) years.
A-6 Management Fee. The property management fee included in Operating Expenses shall not exceed three percent (3%) of the gross receipts of the Project.
A-8 Annual Statement. Landlord shall deliver the Annual Statement within one hundred twenty (120) days after the end of each calendar year.
A-9 Audit. Tenant shall have three hundred sixty-five (365) days after Tenant’s receipt of an Annual Statement to give notice of its election to audit.
A-10 Conflict. In the event of any conflict between the printed provisions of the Lease and this Addendum, this Addendum shall control.
Landlord: Maple Grove Realty Trust
Tenant: Delacroix Title & Escrow, L.L.C.
Prepared by Keystone Realty Advisors
`;

describe('a board form with a broker’s addendum', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', FORM)]);

  it('reads each lease year of a rent list, the ones after the first without the word rent', () => {
    expect(lease.rentSchedule.value).toEqual([
      { from: '2020-10-01', to: '2021-09-30', monthlyRentCents: 1_350_023 },
      { from: '2021-10-01', to: '2022-09-30', monthlyRentCents: 1_390_375 },
    ]);
  });

  it('takes the late charge’s grace from the clause the basic provision points to', () => {
    expect(lease.lateFee.value).toEqual({ pct: 6, flatCents: null, graceDays: 7 });
  });

  it('reads the share an addendum restates as a run-in caption over its value', () => {
    expect(lease.proRataSharePct.value).toBe(5.41);
  });

  it('ends the addendum’s exclusions list at its next paragraph, item by item', () => {
    expect(lease.excludedCategories.value).toEqual([
      'CAPITAL',
      'LEASING_COMMISSIONS',
      'LEGAL_DISPUTES',
      'DEBT_SERVICE',
      'MARKETING',
    ]);
  });
});
