import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

const read = (text: string) => extractLease([documentFromText('lease.pdf', text)]).lease;

// A shop-space lease whose first article defines its terms alphabetically, the share's
// denominator a center area that leaves the anchor grocer out, the grocer's and the whole
// center's areas stated beside it.
const SHOP = `SHOP SPACE LEASE
ARTICLE I DEFINITIONS
1.01 "Additional Rent" means all sums payable by Tenant other than Minimum Rent, including Tenant's Share of CAM Costs, Taxes and Insurance Costs and the Administrative Fee.
1.02 "Administrative Fee" means an amount equal to 15% of Tenant's Share of CAM Costs (and not of Taxes or Insurance Costs) for each calendar year.
1.04 "Center Floor Area" means the Floor Area of the Shopping Center, excluding the Grocery Store Premises, which Landlord and Tenant stipulate to be 106,370 square feet for all purposes of this Lease.
1.05 "Commencement Date" means December 1, 2019.
1.08 "Expiration Date" means November 30, 2029.
1.10 "Floor Area of the Premises" means approximately 5,242 square feet, which Landlord and Tenant stipulate.
1.11 "Grocery Store Premises" means the premises in the Shopping Center containing approximately 44,680 square feet of Floor Area leased to the Grocery Tenant.
1.23 "Shopping Center" means the retail center containing approximately 151,050 square feet of Floor Area in the aggregate, including the Grocery Store Premises.
1.26 "Tenant's Share" means a fraction, expressed as a percentage, the numerator of which is the Floor Area of the Premises and the denominator of which is the Center Floor Area.`;

describe('a definitions article', () => {
  it('tells the areas apart by the terms the share divides, not by the nouns near them', () => {
    const lease = read(SHOP);
    expect(lease.premisesRsf.value).toBe(5242);
    expect(lease.buildingRsf.value).toBe(106370);
  });

  it('reads "(and not of Taxes or Insurance Costs)" as a fee on CAM alone', () => {
    expect(read(SHOP).adminFee.value).toEqual({ pct: 15, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
  });

  it('takes "No administrative fee is payable." as a sentence, not a caption of the next definition', () => {
    const text = SHOP.replace(
      /1\.02 "Administrative Fee" means .*\n/,
      '1.02 "Administrative Fee" Intentionally omitted. No administrative fee is payable.\n1.03 "CAM Costs" means the costs of the Common Areas, including a management fee not to exceed four percent (4%) of the CAM Costs for the year.\n',
    );
    const lease = read(text);
    expect(lease.adminFee.value).toBeNull();
    expect(lease.managementFeeCapPct.value).toBe(4);
  });
});

// An office lease's numbered Fundamental Lease Provisions: the first rent period starts on the
// defined Commencement Date; or a first year's rent raised by a % on each listed adjustment date.
const PROVISIONS = (rent: string, dates: string) => `OFFICE LEASE
FUNDAMENTAL LEASE PROVISIONS
9. Term: thirty-six (36) months
10. Commencement Date: March 1, 2022
11. Expiration Date: February 28, 2025
${rent}
13. Rent Adjustment Dates: ${dates}
14. Base Year: calendar year 2022`;

describe('rent on the Fundamental Lease Provisions', () => {
  it('starts a "Commencement Date - February 28, 2023" period on the Commencement Date', () => {
    const lease = read(
      PROVISIONS(
        `12. Annual Fixed Rent:
Period                                     Annual Fixed Rent     Monthly Installment
Commencement Date - February 28, 2023      $416,403.00           $34,700.25
March 1, 2023 - February 29, 2024          $428,895.09           $35,741.26
March 1, 2024 - February 28, 2025          $441,814.26           $36,817.86`,
        'March 1, 2023; March 1, 2024',
      ),
    );
    expect(lease.rentSchedule.value?.[0]).toEqual({
      from: '2022-03-01',
      to: '2023-02-28',
      monthlyRentCents: 3470025,
    });
    expect(lease.rentSchedule.value).toHaveLength(3);
  });

  const ESCALATING =
    '12. Annual Fixed Rent: $243,996.00 for the period from the Commencement Date to the day before the first Rent Adjustment Date, payable in monthly installments of $20,333.00; on each Rent Adjustment Date the monthly installment then in effect increases by two percent (2%), rounded to the nearest cent.';

  it('raises the rent by the % on each Rent Adjustment Date when the dates listed are a year apart', () => {
    const steps = read(PROVISIONS(ESCALATING, 'March 1, 2023; March 1, 2024')).rentSchedule.value;
    expect(steps?.map((s) => [s.from, s.monthlyRentCents])).toEqual([
      ['2022-03-01', 2033300],
      ['2023-03-01', 2073966],
      ['2024-03-01', 2115445],
    ]);
  });

  it('does not build yearly steps when the adjustment dates are not a year apart', () => {
    const steps = read(PROVISIONS(ESCALATING, 'March 1, 2024')).rentSchedule.value;
    expect(steps?.length ?? 0).toBeLessThan(3);
  });
});

// A lease summary at the end of a mixed-use lease: the commercial component is the share's
// whole; the building's gross area, apartments included, is printed beside it for information.
describe('an area the lease sets aside "for information only"', () => {
  it('is never taken for the building area a share is computed from', () => {
    const lease = read(`COMMERCIAL LEASE AGREEMENT
SCHEDULE 1 - LEASE SUMMARY
5    Floor area of the Premises          4,016 square feet
7    Gross floor area of the Building    245,779 square feet, including the Residential Component of 94,200 square feet (for information only; not used for Tenant's Share)
8    Tenant's Share                      2.7941%`);
    expect(lease.premisesRsf.value).toBe(4016);
    expect(lease.buildingRsf.value).not.toBe(245779);
    expect(lease.buildingRsf.value).not.toBe(94200);
    expect(lease.proRataSharePct.value).toBe(2.7941);
  });
});
