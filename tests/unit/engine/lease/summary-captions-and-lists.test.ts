import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A Summary Page in the neuromed-six-tower-bridge form: the rent table by lease years directly
// above the next captions, the expiration stated by its rule, and Section 6's list of included
// Operating Expenses carrying the management cap and the amortisation of capitalised costs.
const SUMMARY = `SUMMARY PAGE
LANDLORD: Falcon Point Property Company, Inc.
TENANT: Pebble Brook Wealth Management Inc., a Nevada corporation
DEMISED PREMISES: Suite 327, containing approximately 5,522 rentable square feet (RSF)
LEASE TERM: Three (3) years
BASE RENT:
Term Monthly Annual
Year 1 $16,566.00 $198,792.00
Year 2 $17,063.00 $204,756.00
Year 3 $17,575.00 $210,900.00
COMMENCEMENT DATE: February 1, 2021
EXPIRATION DATE: The last day of the month in which the Basic Term ends
USE: Executive and administrative offices.
2. TERM. (a) Basic Term. The basic term ("Basic Term") of this Lease shall be for a period of thirty-six (36) months, commencing on the Commencement Date of February 1, 2021 and expiring at midnight on the last day of the 36th full calendar month thereafter (the "Expiration Date").
6. ADJUSTMENT OF RENT. (b) Definitions. (ii) The term "Operating Expenses" shall mean all expenses in respect of the operation, maintenance, management, and repair of the Building, including, by way of illustration and without limitation, water and sewer charges, insurance premiums, security, landscaping, window-cleaning, administration and management of the Building (not to exceed 4% of the gross receipts of the Building), and the current portion of capitalized costs of improvements made subsequent to the initial development of the Building which reduce Operating Expenses, amortized on a straight line basis over ten (10) years.`;

// The exact-sciences-research-park lease, 5.6 and 5.7: the year's statement called "a computation".
const COMPUTATION = `LEASE AGREEMENT
5.6. Formula For Proportionate Share . The annual charge for CAM Charges shall be computed on the basis of twelve (12) consecutive calendar months commencing on January 1, and shall be paid in advance in monthly installments in an amount estimated by Landlord. Within one hundred fifty (150) days after the end of each such twelve (12) month period, Landlord shall determine and furnish to Tenant a computation of the actual amount chargeable to Tenant. If Landlord fails to furnish such computation within said period, Landlord shall be deemed to have waived any right to collect from Tenant any amount for such year in excess of the monthly installments paid by Tenant.
5.7. Audit . Tenant, at Tenant's sole cost and expense, shall have the right to conduct an audit of the CAM Charges of any year by written notice given within ninety (90) days after Landlord furnishes its computation for such year.`;

describe('a summary page with the rent table above the next captions', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', SUMMARY)]);

  it('ends the rent table at the next caption instead of taking its dates as the last row', () => {
    expect(lease.rentSchedule.value).toEqual([
      { from: '2021-02-01', to: '2022-01-31', monthlyRentCents: 1_656_600 },
      { from: '2022-02-01', to: '2023-01-31', monthlyRentCents: 1_706_300 },
      { from: '2023-02-01', to: '2024-01-31', monthlyRentCents: 1_757_500 },
    ]);
  });

  it("does not take the commencement caption's date as the expiration on the line below", () => {
    expect(lease.commencementDate.value).toBe('2021-02-01');
    expect(lease.expirationDate.value).toBe('2024-01-31');
  });

  it('reads the management cap and the amortisation in the list of included costs', () => {
    expect(lease.managementFeeCapPct.value).toBe(4);
    expect(lease.capitalAmortizationYears.value).toBe(10);
  });
});

describe('the year statement called a computation', () => {
  it('reads the deadline, the waiver and the audit window', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', COMPUTATION)]);
    expect(lease.reconciliationDeadlineDays.value).toBe(150);
    expect(lease.lateStatementWaiver.value).toBe(true);
    expect(lease.auditWindowDays.value).toBe(90);
  });
});
