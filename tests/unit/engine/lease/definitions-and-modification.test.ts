import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A short plain-English lease: its terms in an alphabetical definitions paragraph, the rent as a
// definitions-like schedule (one sentence a period, the rent per square foot with the monthly
// payment), the costs paragraph's exclusions as one lettered sentence after "but not:", the base
// year's costs as the "Base Amount", and a Lease Modification Agreement bound after the signatures
// that redefines a term and replaces the later rent: the modification's figures control.
const LEASE = `COMMERCIAL LEASE
This Commercial Lease is made on February 1, 2017 between Larkspur Realty Trust ("Landlord") and Tamarack Insurance Group, LLC ("Tenant").
1. In this Lease the words in quotation marks below have these meanings:
"Base Amount" means $1,000,000.00, which the parties agree is the Operating Costs for the Base Year.
"Base Year" means calendar year 2017.
"Building Area" means 100,000 square feet.
"Commencement Date" means April 1, 2017.
"Late Charge" means ten percent (10%) of any installment of rent not received within five (5) days after its due date.
"Premises Area" means 11,161 square feet.
"Review Period" means one hundred twenty (120) days after Tenant receives Landlord's annual statement.
"Term" means seventy-two (72) months beginning on the Commencement Date.
2. The Monthly Rent is set by the following Rent Schedule, whose words have these meanings:
"Year 1 Rent" means $31.50 a year for each square foot of Premises Area, payable $29,297.63 a month, from April 1, 2017 through March 31, 2018.
"Year 2 Rent" means $32.00 a year for each square foot of Premises Area, payable $29,762.67 a month, from April 1, 2018 through March 31, 2019.
"Year 3 Rent" means $32.50 a year for each square foot of Premises Area, payable $30,227.71 a month, from April 1, 2019 through March 31, 2020.
5. Tenant shall pay, as Additional Rent, Tenant's Percentage of the amount by which Operating Costs for each calendar year exceed the Base Amount. Operating Costs include the cost of repairs, cleaning, snow removal, management, Taxes and Insurance Costs, but not: (a) payments of principal or interest on any mortgage of the Building; (b) the cost of capital improvements and replacements, except that the cost of a capital improvement that lowers Operating Costs may be included in equal yearly parts over 7 years; (c) leasing commissions, finder's fees and the cost of advertising space for lease; (d) lawyers' fees and costs of disputes with tenants or of collecting rent; (e) depreciation of the Building.
6. With each year's Additional Rent Landlord may add its administrative charge of ten percent (10%) of Tenant's Percentage of Operating Costs.
7. Each month, with the Monthly Rent, Tenant shall pay one-twelfth of Landlord's estimate of the Additional Rent for the year.
8. Within ninety (90) days after the end of each calendar year Landlord shall send Tenant a statement of that year's Operating Costs.
11. Tenant shall keep the inside of the Premises in repair and shall not make alterations without Landlord's written consent.
12. Tenant shall carry liability insurance of at least $1,000,000 for each occurrence naming Landlord as an additional insured.
13. Tenant shall not assign this Lease or sublet the Premises without Landlord's written consent.
14. If Tenant stays after the Term ends, Tenant is a tenant from month to month.
15. This Lease is the whole agreement of the parties and may be changed only by a writing signed by both of them.
9. Tenant may review Landlord's bills and records of Operating Costs for a year by written notice given within the Review Period.
10. If any installment of rent is not received when due, Tenant shall pay the Late Charge as Additional Rent.
LANDLORD: Larkspur Realty Trust TENANT: Tamarack Insurance Group, LLC
LEASE MODIFICATION AGREEMENT
This Lease Modification Agreement is made on March 3, 2018 between Larkspur Realty Trust ("Landlord") and Tamarack Insurance Group, LLC ("Tenant").
The parties agree:
1. Beginning April 1, 2018, the Monthly Rent is the Modified Rent, which replaces the Rent Schedule in paragraph 2 for those months: "Modified Rent" means: $27,100.00 a month from April 1, 2018 through March 31, 2019; $27,642.00 a month from April 1, 2019 through March 31, 2020.
2. The definition of "Review Period" in paragraph 1 is deleted and replaced with: "Review Period" means three hundred sixty-five (365) days after Tenant receives Landlord's annual statement.
3. Except as changed by this Agreement, the Lease remains in full effect. If this Agreement and the Lease differ, this Agreement controls.`;

describe('a definitions lease with a bound Lease Modification Agreement', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);

  it('reads the lettered list after "but not:" as the exclusions', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'DEBT_SERVICE',
        'CAPITAL',
        'LEASING_COMMISSIONS',
        'LEGAL_DISPUTES',
        'DEPRECIATION',
      ]),
    );
  });

  it('reads "equal yearly parts over 7 years" as the amortization of capital costs', () => {
    expect(lease.capitalAmortizationYears.value).toBe(7);
  });

  it('reads the excess over the "Base Amount" as a base-year lease', () => {
    expect(lease.leaseType.value).toBe('BASE_YEAR');
  });

  it("takes the modification's redefined Review Period over the lease's", () => {
    expect(lease.auditWindowDays.value).toBe(365);
  });

  it('reads the rent schedule sentence by sentence, the modified rent replacing the later years', () => {
    expect(lease.rentSchedule.value).toEqual([
      { from: '2017-04-01', to: '2018-03-31', monthlyRentCents: 2_929_763 },
      { from: '2018-04-01', to: '2019-03-31', monthlyRentCents: 2_710_000 },
      { from: '2019-04-01', to: '2020-03-31', monthlyRentCents: 2_764_200 },
    ]);
  });
});
