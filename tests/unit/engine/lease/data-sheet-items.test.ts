import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A mall REIT's Data Sheet: lettered items with numbered sub-items, the share's denominator
// named only by the defined term its floor cites ("Mall GLA"), the Shopping Center's gross
// leasable area given "for information only", an anchor threshold "or more", the year's
// statement named "the Annual Adjustment" where it is described and by that name only after.
function dataSheet(share = 'as determined under Section 6.4') {
  return `LAKESHORE FASHION MALL SHOPPING CENTER LEASE DATA SHEET (FUNDAMENTAL LEASE PROVISIONS)
A. DATE OF LEASE: October 5, 2018
B. LANDLORD: (1) Name: Quail Run Holdings LLC, a Maine limited liability company (2) Address for Notices: c/o Tri-County Mall Realty Trust, Columbus, OH 43219
C. TENANT: (1) Name: Falcon Point Cycle Works, L.L.C., a Nevada limited liability company (2) Trade Name: Falcon Point Cycle Works
E. PREMISES: (1) Space Number: N-131 (see Exhibit A) (2) Floor Area of the Premises: 6,984 square feet (3) Mall GLA: 47,050 square feet (4) Gross Leasable Area of the Shopping Center (including Anchor Stores and Outparcels, for information only): 636,700 square feet
F. TERM: (1) Term: 8 Lease Years (2) Commencement Date: January 1, 2019
I. TENANT'S PROPORTIONATE SHARE: (1) of Common Area Maintenance Costs: ${share} (2) of Real Estate Taxes: ${share}
Section 2.3 ANCHOR STORES AND OUTPARCELS. "Anchor Stores" means the department stores and other premises of twenty-five thousand (25,000) square feet of Floor Area or more shown as such on Exhibit A. The "Mall GLA" means the Floor Area of all leasable floor area in the Mall, excluding Anchor Stores and Outparcels, being the number of square feet set forth in Item E(3) of the Data Sheet.
Section 6.4 TENANT'S PROPORTIONATE SHARE. "Tenant's Proportionate Share" means a fraction, the numerator of which is the Floor Area of the Premises and the denominator of which is the Floor Area of all leasable floor area in the Mall, excluding Anchor Stores and Outparcels, whether or not leased or occupied, but in no event less than eighty-five percent (85%) of the Mall GLA set forth in Item E(3) of the Data Sheet.
Section 6.6 LIMITATION ON CONTROLLABLE COSTS. The Controllable Costs included in Common Area Maintenance Costs for any calendar year shall not exceed the Controllable Costs of calendar year 2019 increased by four percent (4%) for each calendar year thereafter, on a cumulative and compounded basis.
Section 8.2 ANNUAL ADJUSTMENT. Within ninety (90) days after the end of each calendar year, Landlord shall deliver to Tenant a statement of the Common Area Maintenance Costs, Real Estate Taxes and Insurance Costs for such year and of Tenant's Proportionate Share thereof (the "Annual Adjustment"). Landlord's failure to deliver the Annual Adjustment within such period shall not waive Landlord's right to collect any amount due.
Section 8.3 TENANT'S REVIEW. Tenant may, by written notice given within sixty (60) days after Tenant's receipt of an Annual Adjustment, examine Landlord's books and records for such year.
Anchor Stores and Outparcels shown on this Site Plan (not part of the Mall GLA): SportsHaus 97,600 sq. ft.`;
}

describe('a data sheet of lettered items with numbered sub-items', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', dataSheet())]);

  it("reads each party's name from its item's first sub-item", () => {
    expect(lease.landlordName.value).toBe('Quail Run Holdings LLC');
    expect(lease.tenantName.value).toBe('Falcon Point Cycle Works, L.L.C.');
  });

  it('takes the sub-item the share definition names as the building area, and sets the rest aside', () => {
    // Not 636,700 (for information only), 25,000 (a threshold) or 97,600 (not part of the Mall GLA).
    expect(lease.premisesRsf.value).toBe(6984);
    expect(lease.buildingRsf.value).toBe(47050);
    expect(lease.proRataSharePct.value).toBeCloseTo(14.8438, 4);
  });

  it('reads the audit window and the non-waiver through the name the lease gives its statement', () => {
    expect(lease.reconciliationDeadlineDays.value).toBe(90);
    expect(lease.auditWindowDays.value).toBe(60);
    expect(lease.lateStatementWaiver.value).toBe(false);
  });

  it("reads the cap's base year written as 'the Controllable Costs of calendar year 2019'", () => {
    expect(lease.camCap.value).toEqual({ pct: 4, type: 'CUMULATIVE_COMPOUNDING', baseYear: 2019 });
  });

  it("reads a share stated in the item's first sub-item by pool", () => {
    const stated = extractLease([documentFromText('lease.pdf', dataSheet('8.00%'))]).lease;
    expect(stated.proRataSharePct.value).toBe(8);
  });
});

// An owner's old-style lease: the parties defined between commas ('..., hereinafter called
// "Lessor", and ...'), the landlord's sentence naming the trust that holds it "by", and a long
// address between the premises and the verb that measures them.
const OLD_FORM = `LEASE AGREEMENT
THIS LEASE AGREEMENT, made and entered into the 13th day of October, 2017, by and between Maple Grove Property Company, Inc., a Minnesota corporation, all of the interests in which are held by the Balcombe Family Trust, hereinafter called "Lessor", and Sparrow Field Cycle Works Corp., a Washington corporation, hereinafter called "Lessee".
ARTICLE I - PREMISES
1.1 The premises leased hereby are known as Store No. 2 in the shopping center commonly known as Maple Avenue Center, located at 5459 Veterans Highway, Greenville, SC 29601 (the "Shopping Center"), and contain seven thousand eight hundred one (7,801) square feet of floor area, more or less (the "Premises").
ARTICLE V - SHOPPING CENTER
5.1 The total leasable floor area of the Shopping Center is one hundred thirty-five thousand two hundred seventy (135,270) square feet, whether or not leased or occupied from time to time.`;

describe('an old-style lease agreement', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', OLD_FORM)]);

  it('reads parties defined between commas, each after the other', () => {
    expect(lease.landlordName.value).toBe('Maple Grove Property Company, Inc.');
    expect(lease.tenantName.value).toBe('Sparrow Field Cycle Works Corp.');
  });

  it("measures the sentence's subject, however long the address before its verb", () => {
    expect(lease.premisesRsf.value).toBe(7801);
    expect(lease.buildingRsf.value).toBe(135270);
  });
});

// A Canadian-form lease: the exclusions end the definition of Operating Costs ("... including:
// (i) ...; but excluding: (A) ...; (H) ..."), each item read as its own sentence; the cap's base
// named as a fiscal year by its last day.
const DEFINITIONS = `ARTICLE 1 — INTERPRETATION
1.1 Definitions
(k) “Operating Costs” means the total of all costs incurred by the Landlord in each Landlord’s Fiscal Year for operating, maintaining and repairing the Shopping Centre, including: (i) landscaping and snow removal; (ii) utilities of the Common Areas and Facilities; (vi) the amortization, on a straight-line basis over ten (10) years, of the cost of capital repairs; but excluding: (A) legal fees and costs of disputes with tenants, including the costs of enforcing leases; (B) the cost of capital improvements to the Shopping Centre; (C) principal and interest on any mortgage of the Shopping Centre; (D) depreciation of the buildings; (E) charitable and political donations; (F) leasing commissions, brokerage fees and other costs of leasing premises in the Shopping Centre. Operating Costs do not include Realty Taxes.
(l) “Premises” means the premises described in Basic Term 1.8.
4.5 Controllable Operating Costs
The Controllable Operating Costs included in Operating Costs for any Landlord’s Fiscal Year shall not exceed the Controllable Operating Costs for the Landlord’s Fiscal Year ending 31 December 2020, plus four percent (4%) of that amount for each Landlord’s Fiscal Year after it, without compounding.`;

describe('a definitions article that ends its Operating Costs with the exclusions', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', DEFINITIONS)]);

  it('reads the lettered exclusions after "but excluding:" inside the definition', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'CAPITAL',
        'LEASING_COMMISSIONS',
        'LEGAL_DISPUTES',
        'DEBT_SERVICE',
        'CHARITABLE',
      ]),
    );
  });

  it("reads the cap's base from 'the Landlord's Fiscal Year ending 31 December 2020'", () => {
    expect(lease.camCap.value).toEqual({ pct: 4, type: 'CUMULATIVE_SIMPLE', baseYear: 2020 });
  });
});

describe('a scanned data sheet that lost its punctuation', () => {
  // OCR of items I and J: no period ends the share's item, and "Proportionate" is misread.
  const SCAN = `SHOPPING CENTER LEASE DATA SHEET
I TENANT'S PROPORTIONATE SHARE (1) of Common Area Maintenance Costs 8.4969% (2) of Real Estate Taxes 8.4969% (3) of Insurance Costs 8.4969%
J ADMINISTRATIVE FEE 15% of Tenant's Proporuonate Share of Common Area Maintenance Costs, Real Estate Taxes and insurance Costs
K LATE CHARGE (1) Grace Period 10 days after the due date`;

  it("takes the fee's own caption rate, not the share printed before it", () => {
    const { lease } = extractLease([documentFromText('lease.pdf', SCAN)]);
    expect(lease.adminFee.value?.pct).toBe(15);
  });
});

describe("a condominium unit's share stated as its percentage interest", () => {
  // An attorney's plain-English lease: the share is the Declaration's percentage interest, the
  // areas given "roughly" and "only for information" (their ratio is 5.558%, not the share).
  const CONDO = `7. Your Share of Building Costs. The Unit has roughly 6,957 square feet and the building about 125,170 square feet; these figures are only for information. Your share is the Unit's percentage interest in the common elements, which is 5.56% as set out in Exhibit E to the Declaration.`;

  it('reads the stated percentage, not the ratio of the areas', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', CONDO)]);
    expect(lease.proRataSharePct.value).toBe(5.56);
  });
});
