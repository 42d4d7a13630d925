import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A REIT's lease: a Lease Data Sheet of numbered caption boxes, each caption above its value and
// several boxes side by side, a rent table in one of them, and the costs' terms in an Exhibit D
// recovery matrix whose "Recoverable" column marks the excluded categories N.
const DATA_SHEET = `                                                  LEASE DATA SHEET
 1. DATE OF LEASE                               2. LEASE ID                                       3. STORE NO.
 September 1, 2017                              L890411                                           5409
 4. LANDLORD
 Zephyr Point Owner, LLC, a Florida limited liability company
 5. TENANT                                                                                        6. TRADE NAME
 Willow Bend Cycle Works Corp., a Arizona corporation                                             Willow Bend Cycle Works
 9. GLA OF PREMISES                         10. GLA OF CENTER                           11. TENANT'S PRO RATA SHARE
 1,174 square feet                          159,610 square feet                         Item 9 divided by Item 10, expressed as a
                                                                                        percentage
 12. COMMENCEMENT DATE                      13. TERM                                    14. EXPIRATION DATE
 December 1, 2017                           36 full calendar months                     November 30, 2020
 15. MINIMUM RENT
 Lease Year           Period                                                     Annual Minimum Rent                   Monthly Installment
 1                    12/01/2017 – 11/30/2018                                                 $36,192.00                          $3,016.00
 2                    12/01/2018 – 11/30/2019                                                 $38,004.00                          $3,167.00
 3                    12/01/2019 – 11/30/2020                                                 $39,900.00                          $3,325.00
 16. SECURITY DEPOSIT                           17. PERMITTED USE
 $6,032.00                                      retail sale of bicycles
 18. OPERATING EXPENSES                                                                 19. LATE CHARGE
 As provided in Article 6 and Exhibit D                                                 $350.00 per late installment
ARTICLE 6 – OPERATING EXPENSES
6.1 Operating Expenses. Tenant shall pay Tenant's Pro Rata Share of Operating Expenses in the categories marked "Y" in the
Recoverable column of the Operating Expense Recovery Matrix attached as Exhibit D, and excludes the categories marked "N".
                       EXHIBIT D – OPERATING EXPENSE RECOVERY MATRIX
Expense Category                       Recoverable     Subject to Cap      Admin Fee      Notes
Common Area Maintenance                     Y                 Y                 Y         repairs and maintenance
Management Fee                              Y                 N                 Y         the fee paid to Landlord's manager
Real Estate Taxes                           Y                 N                 Y         including assessments
Capital Repairs and Replacements            N                —                 —          except the amortized portion
Leasing Commissions                         N                —                 —          and broker fees
Legal Fees – Tenant Disputes                N                —                 —          disputes with tenants
Charitable and Political                    N                —                 —
Contributions
Notes to Exhibit D
(1) Tenant's Pro Rata Share of the categories marked "Y" in the Subject to Cap column shall be computed on
no more than the Controllable Operating Expenses for the preceding calendar year increased by 4% (non-cumulative).
(3) The Management Fee is the fee Landlord pays its manager for the Center.`;

describe('a Lease Data Sheet of caption boxes and an Exhibit D recovery matrix', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', DATA_SHEET)]);

  it('reads each box by the caption above it', () => {
    expect(lease.landlordName.value).toBe('Zephyr Point Owner, LLC');
    expect(lease.tenantName.value).toBe('Willow Bend Cycle Works Corp.');
    expect(lease.commencementDate.value).toBe('2017-12-01');
    expect(lease.expirationDate.value).toBe('2020-11-30');
  });

  it('reads "GLA of Premises" and "GLA of Center" as the two areas', () => {
    expect(lease.premisesRsf.value).toBe(1174);
    expect(lease.buildingRsf.value).toBe(159610);
    expect(lease.proRataSharePct.value).toBe(0.7355);
  });

  it('ends the rent table at the next row of boxes', () => {
    expect(lease.rentSchedule.value).toEqual([
      { from: '2017-12-01', to: '2018-11-30', monthlyRentCents: 301_600 },
      { from: '2018-12-01', to: '2019-11-30', monthlyRentCents: 316_700 },
      { from: '2019-12-01', to: '2020-11-30', monthlyRentCents: 332_500 },
    ]);
  });

  it('reads the categories marked N in the Recoverable column as the exclusions', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining(['CAPITAL', 'LEASING_COMMISSIONS', 'LEGAL_DISPUTES', 'CHARITABLE']),
    );
  });

  it('does not read the controllable cap of note (1) as a management-fee cap', () => {
    expect(lease.managementFeeCapPct.value).toBeNull();
  });
});

// The first Lease Year in a one-row table, the rest by a stated escalation.
const ONE_ROW = `COMMERCIAL LEASE
This Lease is made between Elm Crossing Investors II, L.P. ("Landlord") and Saddle Creek Floral Design Inc. ("Tenant").
The Commencement Date is April 1, 2023. The Expiration Date is March 31, 2026.
4.1 Minimum Rent. Tenant shall pay the Minimum Rent in Monthly Installments:
 Lease Year           Period                                   Annual Minimum Rent          Monthly Installment
 1                    04/01/2023 – 03/31/2024                          $98,652.00                    $8,221.00
On the first day of each Lease Year after the first, the Monthly Installment increases by 2% over the Monthly Installment of
the preceding Lease Year, rounded to the nearest cent.`;

describe('a one-row rent table continued by a stated escalation', () => {
  it('runs the escalation on from the table’s first year', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', ONE_ROW)]);
    expect(lease.rentSchedule.value).toEqual([
      { from: '2023-04-01', to: '2024-03-31', monthlyRentCents: 822_100 },
      { from: '2024-04-01', to: '2025-03-31', monthlyRentCents: 838_542 },
      { from: '2025-04-01', to: '2026-03-31', monthlyRentCents: 855_313 },
    ]);
  });
});
