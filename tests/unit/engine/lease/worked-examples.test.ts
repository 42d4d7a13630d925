import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A family office's plain lease: defined terms in lower case inside quotation marks, a line broken
// right after an opening quote, the manager's fee named by who earns it, and each cost clause
// followed by a worked example on figures that are not the tenant's.
const LEASE = `LEASE
This Lease is made as of March 22, 2016 between Foxglove Property Company, Inc., a Maine corporation (“
landlord”), and Thorncroft Staffing Solutions, L.L.C., a New York limited liability company (“ tenant”).
2.1 Term. The “term” is one hundred twenty (120) months, beginning on April 1, 2017 (the “
commencement date”) and ending on March 31, 2027.
6.1 Definitions. “operating costs” means all costs Landlord pays to operate the Building, including insurance premiums and the fee of the Building’s manager.
6.2 Tenant’s Share. “tenant’s share” is 13.1578%, being the rentable area of the Premises divided by the rentable area of the Building.
For example, if the Premises contained 1,800 rentable square feet and the Building 40,000 rentable square feet, Tenant’s Share would be 4.50%.
6.4 Exclusions. Operating Costs do not include: (a) charitable or political contributions; (b) depreciation of the Building; and (c) leasing commissions. The manager’s fee included in Operating Costs shall not exceed 3% of Operating Costs other than real estate taxes, insurance and that fee.`;

describe('a lease with lower-case defined terms and worked examples', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);

  it('names the parties where a line breaks after the definition’s opening quote', () => {
    expect(lease.landlordName.value).toBe('Foxglove Property Company, Inc.');
    expect(lease.tenantName.value).toBe('Thorncroft Staffing Solutions, L.L.C.');
  });

  it('reads the commencement date defined across that line break', () => {
    expect(lease.commencementDate.value).toBe('2017-04-01');
  });

  it('reads the limit on the manager’s fee', () => {
    expect(lease.managementFeeCapPct.value).toBe(3);
  });

  it('reads the share from the operative words, not the example', () => {
    expect(lease.proRataSharePct.value).toBe(13.1578);
  });
});
