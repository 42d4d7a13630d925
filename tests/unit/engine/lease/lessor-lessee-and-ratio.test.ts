import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { shareRatioTerms } from '../../../../src/engine/extract/lease/areas';
import { structureOf } from '../../../../src/engine/extract/lease/defined-terms';
import { flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// An AIR-style industrial form: Basic Provisions with lettered items ("1.2(a) Premises:"), the
// parties named Lessor and Lessee, and the Addendum's audit right counted from Lessee's receipt.
const AIR = `STANDARD INDUSTRIAL/COMMERCIAL MULTI-TENANT LEASE - NET
1. Basic Provisions ("Basic Provisions").
1.1 Parties: This Lease, dated May 1, 2020, is made by and between Acme Industrial Trust, a Maryland real estate investment trust ("Lessor") and Widget Works Inc., a Texas corporation ("Lessee").
1.2(a) Premises: That certain portion of the Project commonly known as 100 Dock Road ("Premises") and generally described as: Unit 12 of Building 3, consisting of approximately 24,600 square feet of warehouse space.
1.2(c) Project: Acme Distribution Park, consisting of 4 buildings (the "Buildings") containing approximately 200,000 square feet in the aggregate.
1.6 Lessee's Share of Common Area Operating Expenses: 12.30% (percent) ("Lessee's Share").
4.2 Common Area Operating Expenses. Lessee shall pay to Lessor, in addition to the Base Rent, Lessee's Share of all Common Area Operating Expenses during each calendar year of the term.
(viii) The cost of any capital improvement to the Buildings, provided however, that Lessor shall allocate the cost of any such capital improvement over a 12 year period and Lessee shall not be required to pay more than Lessee's Share of 1/144th of the cost of such capital improvement in any given month.
54. Audit Rights. Lessee may audit Lessor's books and records relating to Common Area Operating Expenses for the year covered by an annual statement, provided that Lessee delivers written notice within ninety (90) days after Lessee's receipt of such statement.`;

// A restated lease's ruled summary: a label that wraps under itself, the share defined by the
// terms it divides, the management fee cap in an exhibit, the examination window counted from
// the landlord's furnishing of the statement.
const SUMMARY = `AMENDED AND RESTATED LEASE AGREEMENT
SUMMARY OF BASIC TERMS
Landlord:                                 River Holdings LLC, a Delaware limited liability company
Tenant:                                   Corner Cafe Inc., a Texas corporation
Rentable Area of the Premises:            approximately 8,918 rentable square feet
Rentable Area of the Commercial           approximately 55,540 rentable square feet
Portion:
Tenant's Percentage:                      16.06% (the Rentable Area of the Premises divided by the Rentable Area of the Commercial Portion)
1. PREMISES
Landlord leases to Tenant, and Tenant leases from Landlord, the Premises.
4. OPERATING COSTS
4.1 Payment. Tenant shall pay to Landlord Tenant's Percentage of the Operating Costs for each calendar year.
4.5 Limit. The Controllable Operating Costs included in Tenant's share for any calendar year shall not exceed the Controllable Operating Costs for calendar year 2020, increased by 5% per year, compounded annually.
5. EXAMINATION OF RECORDS
Tenant shall have the right to object to Landlord's statement and to demand an examination of Landlord's books and records at any time within sixty (60) days following the furnishing by Landlord to Tenant of the statement.
EXHIBIT C
OPERATING COSTS
1. "Operating Costs" means all costs of operating the Commercial Portion, including: insurance premiums; a management fee to Landlord or its affiliate not exceeding five percent (5%) of the other Operating Costs for the year; and trash removal.`;

const read = (text: string) => extractLease([documentFromText('lease.pdf', text)]).lease;

describe('the AIR Lessor/Lessee form', () => {
  it("reads Lessee's Share, the areas under their captions and the type", () => {
    const lease = read(AIR);
    expect(lease.proRataSharePct.value).toBe(12.3);
    // "Unit 12 of Building 3, consisting of ... 24,600 square feet" sits under "Premises:".
    expect(lease.premisesRsf.value).toBe(24600);
    expect(lease.buildingRsf.value).toBe(200000);
    expect(lease.leaseType.value).toBe('NNN');
  });

  it("reads the allocation of capital costs and the window after Lessee's receipt", () => {
    const lease = read(AIR);
    expect(lease.capitalAmortizationYears.value).toBe(12);
    expect(lease.auditWindowDays.value).toBe(90);
  });

  it('reads a lettered item as its own captioned section', () => {
    const [flat] = flattenDocuments([documentFromText('lease.pdf', AIR)]);
    const items = structureOf(flat!).segments.filter((s) => s.number?.startsWith('1.2'));
    expect(items.map((s) => [s.number, s.title])).toEqual([
      ['1.2(a)', 'Premises'],
      ['1.2(c)', 'Project'],
    ]);
  });
});

describe('a ruled summary and a share defined by its terms', () => {
  it('joins a label wrapped under itself', () => {
    const [flat] = flattenDocuments([documentFromText('lease.pdf', SUMMARY)]);
    const keys = structureOf(flat!)
      .terms.filter((t) => t.form === 'summary')
      .map((t) => t.key);
    expect(keys).toContain('rentable area of the commercial portion');
  });

  it("names the share's numerator and denominator terms", () => {
    const [flat] = flattenDocuments([documentFromText('lease.pdf', SUMMARY)]);
    expect(shareRatioTerms(flat!)).toMatchObject({
      numerator: 'rentable area of the premises',
      denominator: 'rentable area of the commercial portion',
    });
  });

  it("reads the denominator's area as the building's", () => {
    const lease = read(SUMMARY);
    expect(lease.premisesRsf.value).toBe(8918);
    expect(lease.buildingRsf.value).toBe(55540);
    expect(lease.proRataSharePct.value).toBe(16.06);
  });

  it('leaves the building unread when nothing names the whole', () => {
    const lease = read(
      SUMMARY.replace(
        ' (the Rentable Area of the Premises divided by the Rentable Area of the Commercial Portion)',
        '',
      ),
    );
    expect(lease.buildingRsf.value).toBeNull();
  });

  it('reads the exhibit fee cap, the cap base year and the window after furnishing', () => {
    const lease = read(SUMMARY);
    expect(lease.managementFeeCapPct.value).toBe(5);
    expect(lease.camCap.value).toEqual({ pct: 5, type: 'CUMULATIVE_COMPOUNDING', baseYear: 2020 });
    expect(lease.auditWindowDays.value).toBe(60);
  });

  it('reads a window whose count a scan marked with a stray period', () => {
    const lease = read(SUMMARY.replace('within sixty (60) days', 'within .60 days'));
    expect(lease.auditWindowDays.value).toBe(60);
  });
});
