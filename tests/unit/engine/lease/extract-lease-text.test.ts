import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { classifyExclusion } from '../../../../src/engine/extract/lease/exclusions';
import { escalate } from '../../../../src/engine/extract/lease/rent-math';
import { documentFromText } from '../../../../src/engine/pdf/from-text';
import { expectQuotesOnPages } from './quotes';

// A different landlord's wording: "Lessor/Lessee", a summary table, Pro Rata Share, CAM, cumulative cap.
const RETAIL = `RETAIL LEASE AGREEMENT
This Lease is dated the 3rd day of May, 2020 between Harbor Point Owner LP, a Delaware limited partnership (the "Lessor"), and Blue Fin Sushi Inc., a California corporation (the "Lessee").
SUMMARY OF BASIC TERMS
Lessor:            Harbor Point Owner LP
Lessee:            Blue Fin Sushi Inc.
Premises:          Suite C-2, approximately 1,500 rentable square feet
Shopping Center:   containing approximately 60,000 rentable square feet
Pro Rata Share:    2.5%
Commencement Date: June 1, 2020
Expiration Date:   May 31, 2023
Minimum Rent:
      Lease Year 1      $3,000.00 per month      $36,000.00 per year
      Lease Year 2      $3,090.00 per month      $37,080.00 per year
      Lease Year 3      $3,182.70 per month      $38,192.40 per year
\f
Section 6.1 Common Area Maintenance. Lessee shall pay its Pro Rata Share of all CAM Costs, real estate taxes and insurance. This is a triple net lease.
Section 6.2 CAM Costs shall not include: (a) principal or interest on any mortgage; (b) costs of any capital improvements; (c) brokerage commissions and advertising for vacant space; (d) attorneys' fees in disputes with tenants; (e) donations to charitable organizations.
Section 6.3 Lessor may collect an overhead fee of ten percent (10%) of CAM Costs, exclusive of real estate taxes and insurance.
Section 6.4 Controllable CAM Costs shall not increase by more than five percent (5%) per year on a cumulative, compounded basis over the 2020 calendar year.
Section 6.5 The property management fee shall not exceed three percent (3%) of gross receipts.
Section 6.6 Lessor shall furnish a reconciliation statement within ninety (90) days after the end of each calendar year. Lessee may audit Lessor's records within one (1) year after receipt of such statement.
Section 7.1 Any payment not received within five (5) days after due shall bear a late charge equal to the greater of $100.00 or five percent (5%) of the amount due.`;

describe('extractLease on text fixtures', () => {
  it('reads a summary table, a lease-year rent table and CAM terms in another wording', () => {
    const doc = documentFromText('retail.pdf', RETAIL);
    const { lease } = extractLease([doc]);
    expect(lease.landlordName.value).toBe('Harbor Point Owner LP');
    expect(lease.tenantName.value).toBe('Blue Fin Sushi Inc.');
    expect(lease.premisesRsf.value).toBe(1500);
    expect(lease.buildingRsf.value).toBe(60000);
    expect(lease.proRataSharePct.value).toBe(2.5);
    expect(lease.commencementDate.value).toBe('2020-06-01');
    expect(lease.expirationDate.value).toBe('2023-05-31');
    expect(lease.rentSchedule.value).toEqual([
      { from: '2020-06-01', to: '2021-05-31', monthlyRentCents: 300000 },
      { from: '2021-06-01', to: '2022-05-31', monthlyRentCents: 309000 },
      { from: '2022-06-01', to: '2023-05-31', monthlyRentCents: 318270 },
    ]);
    expect(lease.leaseType.value).toBe('NNN');
    expect(lease.adminFee.value).toEqual({ pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
    expect(lease.camCap.value).toEqual({ pct: 5, type: 'CUMULATIVE_COMPOUNDING', baseYear: 2020 });
    expect(lease.managementFeeCapPct.value).toBe(3);
    expect(new Set(lease.excludedCategories.value)).toEqual(
      new Set(['DEBT_SERVICE', 'CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES', 'CHARITABLE']),
    );
    expect(lease.reconciliationDeadlineDays.value).toBe(90);
    expect(lease.auditWindowDays.value).toBe(365);
    expect(lease.lateFee.value).toEqual({ pct: 5, flatCents: 10000, graceDays: 5 });
    expectQuotesOnPages([doc], lease);
  });

  it('lets a later amendment override rent, expiration and premises', () => {
    const base = documentFromText(
      'lease.pdf',
      `THIS LEASE is made by and between Acme Holdings LLC ("Landlord") and Widget Co. ("Tenant").
1.4 Premises. Suite 100, containing 2,000 rentable square feet.
1.5 The Building contains a total of 40,000 rentable square feet.
1.6 Commencement Date. January 1, 2020.
1.7 Expiration Date. December 31, 2022.
4.1 Tenant shall pay monthly Base Rent in the amount of $4,000.00 per month.
4.2 On each anniversary of the Commencement Date the monthly Base Rent shall be increased by two percent (2%) over the monthly Base Rent for the preceding Lease Year.`,
    );
    const amendment = documentFromText(
      'amendment.pdf',
      `FIRST AMENDMENT TO LEASE
1. The Premises are expanded to contain 3,000 rentable square feet.
2. The Expiration Date is extended to December 31, 2023 (the "Expiration Date").
3. Base Rent for the period January 1, 2023 through December 31, 2023:
   January 1, 2023 – December 31, 2023        $6,500.00 per month       $78,000.00 per year
   `,
    );
    const { lease, warnings } = extractLease([base, amendment]);
    expect(lease.tenantName.value).toBe('Widget Co.');
    expect(lease.premisesRsf.value).toBe(3000);
    expect(lease.proRataSharePct.value).toBe(7.5);
    expect(lease.expirationDate.value).toBe('2023-12-31');
    expect(lease.rentSchedule.value).toEqual([
      { from: '2020-01-01', to: '2020-12-31', monthlyRentCents: 400000 },
      { from: '2021-01-01', to: '2021-12-31', monthlyRentCents: 408000 },
      { from: '2022-01-01', to: '2022-12-31', monthlyRentCents: 416160 },
      { from: '2023-01-01', to: '2023-12-31', monthlyRentCents: 650000 },
    ]);
    expect(lease.premisesRsf.evidence?.file).toBe('amendment.pdf');
    expect(warnings.join(' ')).not.toMatch(/proRataShare/);
  });

  it('keeps a stated share that disagrees with the areas, with lower confidence and a warning', () => {
    const doc = documentFromText(
      'l.pdf',
      `Tenant's Proportionate Share: 5.62%
The Premises contain 2,400 rentable square feet. The Building contains a total of 48,000 rentable square feet.`,
    );
    const { lease, warnings } = extractLease([doc]);
    expect(lease.proRataSharePct.value).toBe(5.62);
    expect(lease.proRataSharePct.confidence).toBeLessThanOrEqual(0.6);
    expect(warnings.some((w) => w.includes('5.62') && w.includes('5%'))).toBe(true);
  });

  it('reads "no administrative fee", non-cumulative caps and waivers', () => {
    const doc = documentFromText(
      'l.pdf',
      `5.6 No Administrative Fee. Landlord shall not charge Tenant any administrative, overhead or supervisory fee.
5.8 Controllable Operating Costs shall not increase by more than 4% over the prior calendar year. This cap is non-cumulative.
5.10 If Landlord fails to deliver the annual statement within one hundred twenty (120) days after the end of each calendar year, Landlord shall be deemed to have waived its right to collect any deficiency.`,
    );
    const { lease } = extractLease([doc]);
    expect(lease.adminFee.value).toBeNull();
    expect(lease.adminFee.evidence?.quote).toMatch(/administrative/i);
    expect(lease.camCap.value).toEqual({ pct: 4, type: 'NON_CUMULATIVE', baseYear: null });
    expect(lease.lateStatementWaiver.value).toBe(true);
    expect(lease.reconciliationDeadlineDays.value).toBe(120);
  });

  it('escalates from the previous rounded month, half-up to the cent', () => {
    const chain = [1018200];
    for (let i = 0; i < 6; i++) chain.push(escalate(chain[chain.length - 1] as number, 3));
    expect(chain).toEqual([1018200, 1048746, 1080208, 1112614, 1145992, 1180372, 1215783]);
    expect(escalate(100000, 2.5)).toBe(102500);
  });

  it('classifies exclusion items by meaning, the earliest cue winning', () => {
    expect(
      classifyExclusion('leasing commissions, brokerage fees, advertising and other costs of leasing'),
    ).toBe('LEASING_COMMISSIONS');
    expect(classifyExclusion('marketing, promotional and advertising expenses of any kind')).toBe(
      'MARKETING',
    );
    expect(classifyExclusion('principal, interest and other costs of any mortgage, and ground rent')).toBe(
      'DEBT_SERVICE',
    );
    expect(classifyExclusion("attorneys' fees arising from disputes with tenants")).toBe('LEGAL_DISPUTES');
    expect(classifyExclusion('salaries of executives above the level of property manager')).toBe(
      'EXECUTIVE_SALARIES',
    );
    expect(classifyExclusion('costs of acquiring works of art')).toBe('OTHER');
  });
});

describe("admin fee base in other landlords' wording", () => {
  const feeOf = (sentence: string) =>
    extractLease([documentFromText('fee.pdf', `LEASE\nArticle 5 Operating Costs.\n${sentence}`)]).lease
      .adminFee.value;

  it('reads a base that lists taxes and insurance beside the operating costs as all operating expenses', () => {
    expect(
      feeOf(
        "5.4 Landlord may add an administrative fee equal to fifteen percent (15%) of Tenant's Share of Operating Costs, Taxes and Insurance.",
      ),
    ).toEqual({ pct: 15, base: 'ALL_OPERATING_EXPENSES' });
    expect(
      feeOf(
        '5.4 Tenant shall pay an administrative charge of 10% of the total of Common Area Costs, Real Estate Taxes and Insurance Premiums.',
      ),
    ).toEqual({ pct: 10, base: 'ALL_OPERATING_EXPENSES' });
  });

  it('still reads an exclusion next to the same words as excluding taxes and insurance', () => {
    expect(
      feeOf(
        '5.4 Landlord may charge a supervisory fee of twelve percent (12%) of Operating Costs, excluding Taxes and Insurance.',
      ),
    ).toEqual({ pct: 12, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
  });
});

describe('lease areas and share as a scan reads them', () => {
  it('reads a thousands comma read as a period and a share behind a stray period', () => {
    const { lease } = extractLease([
      documentFromText(
        'scan.pdf',
        `LEASE
Section 1.1 The Premises contain approximately (8.841) rentable square feet in the Building.
The Building contains (55,790) rentable square feet. Tenant's Share is .15.8469%.`,
      ),
    ]);
    expect(lease.premisesRsf.value).toBe(8841);
    expect(lease.buildingRsf.value).toBe(55790);
    expect(lease.proRataSharePct.value).toBe(15.8469);
  });
});
