import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { at, doc, line, page } from '../statement/layout-fixtures';

// An e-signed lease opening with a "Key terms" table: a caption column and a value column, no
// full stops, sentence case. Run together, one row's figure reads as the next row's term ("3%"
// of the rent increase as the cap, "120 days" of the statement as the late fee's grace).
const LABEL = 66;
const VALUE = 210;
const kv = (y: number, caption: string, value: string) => line(1, y, [at(caption, LABEL), at(value, VALUE)]);
const prose = (p: number, y: number, text: string) => line(p, y, [at(text, 60)]);

function keyTermsLease() {
  return doc(
    [
      page(1, [
        prose(1, 40, 'Lease agreement'),
        prose(
          1,
          60,
          'This lease is made on January 17, 2018 between Quail Run Partners, LP (Landlord) and Sandpiper Architecture',
        ),
        prose(1, 72, 'Studio Inc. (Tenant). The key terms below are part of this lease.'),
        prose(1, 90, 'Key terms'),
        kv(104, 'Landlord', 'Quail Run Partners, LP, a Texas limited partnership'),
        kv(116, 'Tenant', 'Sandpiper Architecture Studio Inc., a Georgia corporation'),
        kv(128, 'Premises', 'Suite 423, 13,164 rentable square feet'),
        kv(140, 'Annual rent increase', '3% (see Section 4.1)'),
        kv(152, 'Security deposit', '$56,752.00'),
        kv(
          164,
          'Operating expense cap',
          '6% over the prior year’s controllable expenses (non-cumulative); see Section',
        ),
        line(1, 176, [at('7.5', VALUE)]),
        kv(188, 'Admin fee', '5% of Tenant’s share of common area costs (not taxes or insurance)'),
        kv(200, 'Annual statement', 'Within 120 days after year end (see Section 7.7)'),
        kv(212, 'Audit period', '90 days after Tenant receives the statement'),
        kv(224, 'Late fee', '$150.00 if not received within 10 days'),
        prose(1, 250, '7.3 What is not included'),
        prose(1, 262, 'Operating expenses do not include:'),
        prose(1, 274, '• Rent under any ground lease'),
        prose(1, 286, '• Depreciation of the building'),
        prose(1, 298, '• Mortgage principal and interest and other financing costs'),
        prose(1, 310, '• Advertising and marketing of the building'),
        prose(
          1,
          322,
          '• Legal fees and costs of disputes with other tenants, including collections and evictions',
        ),
        prose(
          1,
          334,
          '• Leasing commissions, brokerage fees and other costs of leasing space in the building',
        ),
        prose(1, 346, '7.4 Audit rights'),
        prose(1, 358, 'Tenant may review the records within 90 days after Tenant receives the statement.'),
      ]),
      page(2, [
        prose(2, 40, 'Signatures'),
        line(2, 60, [
          at('Landlord: Quail Run Partners, LP', 60),
          at('Tenant: Sandpiper Architecture Studio Inc.', 316),
        ]),
        line(2, 72, [at('Signed by:', 66), at('Signed by:', 322)]),
      ]),
    ],
    'lease.pdf',
  );
}

describe('a key terms table of captions and values', () => {
  const { lease } = extractLease([keyTermsLease()]);

  it("reads the cap's rate from its own row, not the rent increase in the row above", () => {
    expect(lease.camCap.value).toEqual({ pct: 6, type: 'NON_CUMULATIVE', baseYear: null });
    expect(lease.camCap.evidence?.quote).toContain('Operating expense cap');
  });

  it("reads the late fee's grace from its own row, not the statement deadline above it", () => {
    expect(lease.lateFee.value).toEqual({ pct: null, flatCents: 15_000, graceDays: 10 });
  });

  it('reads the "Admin fee" row and its aside "(not taxes or insurance)" as a fee on common area costs', () => {
    expect(lease.adminFee.value).toEqual({ pct: 5, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
  });

  it('reads each party from its row of the table (a sentence-case "Key terms" heading) and stops a signature line\'s name at the other party\'s caption', () => {
    expect(lease.tenantName.value).toBe('Sandpiper Architecture Studio Inc.');
    expect(lease.landlordName.value).toBe('Quail Run Partners, LP');
  });

  it('reads a bulleted exclusions list item by item', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'LEASING_COMMISSIONS',
        'LEGAL_DISPUTES',
        'DEPRECIATION',
        'DEBT_SERVICE',
        'MARKETING',
      ]),
    );
  });
});

// The same lease as a scan reads it: a tick before a caption, bullets lost or read as "+".
function scannedKeyTermsLease() {
  return doc(
    [
      page(1, [
        prose(1, 90, 'Key terms :'),
        kv(104, 'Landlord', 'Bayview Partners, LP, a Washington limited partnership'),
        kv(116, '‘Tenant', 'Eastlake Cycle Works, L.L.C., a Nebraska limited liability company'),
        kv(128, 'Premises', 'Suite 122, 2,895 rentable square feet'),
        kv(140, 'Building area', '62,500 rentable square feet'),
        prose(1, 250, '7.3 What is not included'),
        prose(1, 262, 'Operating expenses do not include:'),
        prose(
          1,
          274,
          '+ Legal fees and costs of disputes with other tenants, including collections and evictions',
        ),
        prose(1, 286, 'Mortgage principal and interest and other financing costs'),
        prose(
          1,
          298,
          '+ Capital improvements and replacements, except a capital improvement that lowers costs or is',
        ),
        prose(1, 310, 'required by a law, which may be included in equal annual amounts over ten (10) years'),
        prose(1, 322, 'Advertising and marketing of the building'),
        prose(1, 334, '7.4 Audit rights'),
        prose(1, 346, 'Tenant may review the records within 90 days after Tenant receives the statement.'),
      ]),
    ],
    'lease.pdf',
  );
}

describe('a key terms table and a bulleted list as a scan reads them', () => {
  const { lease } = extractLease([scannedKeyTermsLease()]);

  it('reads a caption with a stray tick before it', () => {
    expect(lease.tenantName.value).toBe('Eastlake Cycle Works, L.L.C.');
  });

  it('reads each line opening with a capital as an item where the bullets were lost', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining(['LEGAL_DISPUTES', 'DEBT_SERVICE', 'CAPITAL', 'MARKETING']),
    );
  });
});
