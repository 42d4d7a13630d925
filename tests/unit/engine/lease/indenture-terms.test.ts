import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// An older indenture's cost article: the costs named after the park ("Park Charges"), the
// exclusions as a run of provisos, the year's statement called "Lessor's accounting", the
// tenant's inspection counted from its receipt, and a late accounting expressly no waiver.
const INDENTURE = `SCHEDULE OF PARTICULARS
Item 10. Base Year; Expense Stop None. This is a net lease: Lessee pays its Proportionate Share of all Park Charges and Impositions.
ARTICLE THE FIFTH
PARK CHARGES AND IMPOSITIONS
Section 5.01. Lessee shall pay to Lessor, as Additional Rent, Lessee's Proportionate Share of the Park Charges and of the Impositions.
Section 5.04. Park Charges shall include the cost of all labor, materials, supplies, services, utilities, repairs and maintenance furnished for the common areas of the Park; provided, however, that Park Charges shall not include advertising, marketing or promotion of the Park; and provided further, that Park Charges shall not include brokerage and leasing commissions, advertising for tenants and other costs of leasing space in the Park; and provided further, that Park Charges shall not include attorneys' fees and costs of disputes with tenants or other occupants of the Park; and provided further, that Park Charges shall not include charitable or political contributions.
Section 5.05. Lessee shall pay, as Additional Rent, Lessor's supervisory charge equal to five percent (5%) of Lessee's Proportionate Share of the Park Charges.
Section 5.06. Within one hundred twenty (120) days after the close of each calendar year, Lessor shall render to Lessee a statement in reasonable detail of the Park Charges and Impositions for such year, certified by the managing agent ("Lessor's accounting"), showing Lessee's Proportionate Share thereof and the estimated payments made by Lessee. Any deficiency shall be paid by Lessee within thirty days after receipt of Lessor's accounting. The failure of Lessor to render Lessor's accounting within said period shall not be deemed a waiver of Lessor's right to collect any deficiency in the Additional Rent for such year.
Section 5.07. Lessee, or an accountant of its choosing, may, upon ten days' written notice given within one hundred twenty (120) days after receipt of Lessor's accounting, inspect Lessor's books and records of the Park Charges and Impositions for the year covered.`;

describe("an indenture's Park Charges, provisos and Lessor's accounting", () => {
  const { lease } = extractLease([documentFromText('lease.pdf', INDENTURE)]);

  it('reads the provisos after "Park Charges shall not include" as the exclusions', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining(['LEASING_COMMISSIONS', 'LEGAL_DISPUTES', 'MARKETING', 'CHARITABLE']),
    );
  });

  it("counts the inspection window from receipt of Lessor's accounting", () => {
    expect(lease.auditWindowDays.value).toBe(120);
  });

  it('reads "Expense Stop None. This is a net lease" as net, and the supervisory charge as the fee', () => {
    expect(lease.leaseType.value).toBe('NNN');
    expect(lease.adminFee.value?.pct).toBe(5);
  });

  it('reads "shall not be deemed a waiver" as no waiver', () => {
    expect(lease.lateStatementWaiver.value).toBe(false);
  });
});
