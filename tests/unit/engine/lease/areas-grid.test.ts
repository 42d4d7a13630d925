import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// Basic Lease Provisions whose areas are a small grid: a header naming the measures and a row per
// space, the usable area and the load factor beside the rentable one. The share is defined by
// dividing the two rentable areas, optionally with the figure the parties agree it comes to.
function provisions(agreed = '') {
  return `MULTI-TENANT OFFICE LEASE
ARTICLE 1 — BASIC LEASE PROVISIONS
1.1      Date of Lease        September 6, 2017
1.5      Premises             Suite 328 on the third floor of the Building
1.6      Areas                Area                     Rentable (RSF)     Usable (USF)     Load Factor
                              Premises (Suite 328)             13,029           11,505          13.25%
                              Building                        238,640          217,064           9.94%
                              Measured under the BOMA standard and stipulated.
1.12     Tenant's Share       As defined in Exhibit C
EXHIBIT C
(g) "Tenant's Share" means the percentage obtained by dividing the rentable square feet of the Premises by the rentable square feet of the Building, each as stated in Section 1.6${agreed}. Tenant's Share shall change only if the rentable square feet of the Premises change by an amendment of the Lease.`;
}

describe('areas set out as a grid of rentable, usable and load-factor columns', () => {
  it('reads the rentable column of each row, not the usable area or the load factor', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', provisions())]);
    expect(lease.premisesRsf.value).toBe(13_029);
    expect(lease.buildingRsf.value).toBe(238_640);
    expect(lease.proRataSharePct.value).toBeCloseTo(5.4597, 4);
  });

  it("takes the share 'which percentage Landlord and Tenant agree is' after the division", () => {
    const { lease } = extractLease([
      documentFromText('lease.pdf', provisions(', which percentage Landlord and Tenant agree is 5.46%')),
    ]);
    expect(lease.proRataSharePct.value).toBe(5.46);
  });
});
