import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A research-park lease (after ../shared/real-leases bioprotection-isu-research-park): a summary
// page naming each party above its role, the suite's area captioned by its unit, run-in capital
// sections, percentages as "four (4) percent", the late fee beside an interest rate, a captioned
// exclusions list after a cross-reference, and a statement the landlord "shall prepare".
const RESEARCH_PARK = `LEASE SUMMARY PAGE
Canyon Ridge Investors II, L.P.
(Landlord)
And
Orchard Hill Architecture Studio Inc.
(Tenant)
Dated: March 3, 2018
Gross Square Feet in Demised Premises: ±13,901
Commencement Date: July 1, 2018
Tenant's Pro Rata Share: 5.90%
LEASE
This Lease is entered into on the date set forth on the Summary Page, by and between Canyon Ridge Investors II, L.P., a Washington limited partnership ("Landlord"), and the Tenant set forth on the Summary Page ("Tenant").
4. BASE RENT: Tenant shall pay Landlord annualized base rent in equal monthly installments. Any payment from Tenant received more than five (5) days past due shall be subject to a late payment fee of 10% of the amount of such payment, plus interest on the amount of such delinquent payment accruing from the due date at the rate of ten (10) percent per annum.
5. OPERATING COSTS: In addition to the Base Rent, Tenant shall pay to Landlord as additional rent Tenant's pro rata share of the operating costs incurred by Landlord in operating the Building (the "Operating Costs").
A. Definition of Operating Costs. Operating Costs shall mean the aggregate amount paid by Landlord for: 1) real property taxes; 2) insurance; 3) janitorial and cleaning; 10) management and administration expenses, not to exceed four (4) percent of the other Operating Costs (excluding Taxes and insurance); and 12) all other operating costs attributable to the Building.
C. Exclusions. Notwithstanding Section 5.A, Operating Costs shall not include: (a) contributions and gifts made by Landlord, including to the University or its foundation; (b) leasing commissions, finder fees and other costs of procuring tenants; (c) costs of a capital nature, including capital improvements; (d) legal fees and costs incurred in disputes with tenants; (e) depreciation of the Building.
E. Payment of Operating Costs. Tenant shall pay its pro rata share of Operating Costs as follows:
ii. Within ninety (90) days after the end of each calendar year, Landlord shall prepare a statement of the actual Operating Costs for the Building for such calendar year.
6. USE: The Demised Premises shall only be used for offices and laboratories.
ATTACHMENT I
The Building contains a total of two hundred thirty-five thousand four hundred twenty (235,420) gross square feet.`;

describe('a research-park lease with a summary page', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', RESEARCH_PARK)]);

  it('reads each party from the name above its role', () => {
    expect(lease.tenantName.value).toBe('Orchard Hill Architecture Studio Inc.');
    expect(lease.landlordName.value).toBe('Canyon Ridge Investors II, L.P.');
  });

  it('reads the area captioned by its unit ("Gross Square Feet in Demised Premises: ±13,901")', () => {
    expect(lease.premisesRsf.value).toBe(13901);
    expect(lease.buildingRsf.value).toBe(235420);
  });

  it('reads the late payment fee, not the interest rate beside it', () => {
    expect(lease.lateFee.value).toEqual({ pct: 10, flatCents: null, graceDays: 5 });
  });

  it('reads "management and administration expenses, not to exceed four (4) percent"', () => {
    expect(lease.managementFeeCapPct.value).toBe(4);
  });

  it('reads the exclusions list after its caption and cross-reference', () => {
    expect(lease.excludedCategories.value).toEqual([
      'CAPITAL',
      'LEASING_COMMISSIONS',
      'LEGAL_DISPUTES',
      'DEPRECIATION',
      'CHARITABLE',
    ]);
  });

  it('reads the statement deadline the landlord "shall prepare" it by', () => {
    expect(lease.reconciliationDeadlineDays.value).toBe(90);
  });
});

describe('an exclusions item that refers to another section', () => {
  it('reads on past "except as provided in item 12) of Section 5.A"', () => {
    const text = RESEARCH_PARK.replace(
      '(c) costs of a capital nature, including capital improvements;',
      '(c) costs of a capital nature, including capital improvements, except as provided in item 12) of Section 5.A;',
    );
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.excludedCategories.value).toContain('LEGAL_DISPUTES');
    expect(lease.excludedCategories.value).toContain('DEPRECIATION');
  });
});

describe('an admin fee clause followed by another captioned clause', () => {
  it('does not take the next clause\'s "except Taxes" as the fee\'s base', () => {
    const text = RESEARCH_PARK.replace(
      'E. Payment of Operating Costs.',
      'D. Administrative Fee. Tenant shall pay Landlord, as additional rent, an administrative fee equal to five (5) percent of Tenant\'s pro rata share of Operating Costs.\nE. Limitation. "Controllable Operating Costs" means all Operating Costs except Taxes, insurance, utilities and snow plowing.\nF. Payment of Operating Costs.',
    );
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.adminFee.value).toEqual({ pct: 5, base: 'ALL_OPERATING_EXPENSES' });
  });
});

describe('a late fee stated in a summary table run together with other items', () => {
  it("takes the figure after the late-fee caption, not an earlier item's percentage", () => {
    const text = `COMMERCIAL LEASE AGREEMENT
SCHEDULE 1 - LEASE SUMMARY
11 Base Rent $7,772.00 per month in the first year of the term, then as increased under item 12
12 Annual increase 2% on each anniversary of the Commencement Date
14 Administration fee twelve percent (12%) (see section 5(c))
15 Late payment fee $250.00 for each late installment
16 Security deposit $15,544.00`;
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.lateFee.value?.pct ?? null).toBeNull();
    expect(lease.lateFee.value?.flatCents).toBe(25_000);
  });
});
