import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A center lease in the form of neurogene-stella-link-center (../shared/real-leases): Basic Lease
// Provisions as lettered items with captions in capitals, the land's area beside the premises,
// the Center's area only in a definitions article, the year's statement called a "notice", the
// term ended by its last month, and the tenant's charges defined as its share of the costs.
const CENTER = `LEASE AGREEMENT
ARTICLE I. BASIC LEASE PROVISIONS AND LIST OF EXHIBITS.
1.1 Basic Lease Provisions.
(a) DATE OF THIS LEASE: 04/16/2021
(b) LANDLORD: INDIGO SPRINGS PARTNERS, LP
(c) ADDRESS OF LANDLORD FOR NOTICES: Indigo Springs Partners, LP, c/o Hollister Property Services, 301 Commerce Drive, Dayton, OH
(d) TENANT: ORCHARD HILL COLD STORAGE, L.L.C.
(e) ADDRESS OF TENANT FOR NOTICES: Orchard Hill Cold Storage, L.L.C., 5085 Sycamore Street, Dayton, OH
(g) LEASED PREMISES: An area of approximately 36,844 square feet of leasable Floor Area within the Center. The center (the "Center") is situated on that tract of land of approximately 9.30 acres (404,897 square feet of land) described on Exhibit "A-1".
(i) LEASE TERM: The Term of this Lease shall commence on the Commencement Date, March 1, 2022, and shall terminate on the last day of the 72nd calendar month of the Term, the month in which the Commencement Date occurs being the first.
(l) TENANT'S PROPORTIONATE SHARE INITIALLY: 29.35% Can be modified accordingly upon changes in Net Leasable Area
ARTICLE IV. COMMON AREA.
4.2 Tenant shall pay to Landlord, monthly, one-twelfth (1/12th) of the Common Area Maintenance Fee, the Insurance Charge and the Tax Charge, as reasonably estimated by Landlord. Within one hundred eighty (180) days following the end of each calendar year during the Lease Term, Landlord shall compute and determine the actual Common Area Expenses for the prior calendar year and shall give Tenant notice of Tenant's actual Common Area Maintenance Fee with respect to such period. If Landlord fails to give such notice within said period, Landlord shall be deemed to have waived its right to collect from Tenant any amount in excess of Tenant's estimated payments for such year.
4.4 Tenant shall have the right to audit Landlord's books and records relating to Common Area Expenses by giving written notice to Landlord within one hundred twenty (120) days of Tenant's receipt of the Landlord's notice described in Section 4.2 above.
ARTICLE XII. DEFINITIONS.
12.4 Common Area Maintenance Fee: Tenant's Proportionate Share of the Common Area Expenses, as limited pursuant to Section 4.2 of this Lease.
12.10 Net Leasable Area: The aggregate area of Floor Area (measured in square feet) in the Center, including the Premises, but excluding the Common Area, being 125,540 square feet on the date of this Lease.
12.13 Tenant's Proportionate Share: A fraction, the numerator of which is the Floor Area of the Premises and the denominator of which is the Net Leasable Area of the Center.
EXHIBIT "A-1" - LEGAL DESCRIPTION
Being a tract of land containing 9.30 acres (404,897 square feet) of land, situated in the City of Dayton.`;

describe('a center lease with lettered Basic Lease Provisions and a definitions article', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', CENTER)]);

  it('reads the parties from "(b) LANDLORD:" and "(d) TENANT:", as the notice addresses write them', () => {
    expect(lease.landlordName.value).toBe('Indigo Springs Partners, LP');
    expect(lease.tenantName.value).toBe('Orchard Hill Cold Storage, L.L.C.');
  });

  it("never takes the land's area for the building's; the defined Net Leasable Area is", () => {
    expect(lease.premisesRsf.value).toBe(36_844);
    expect(lease.buildingRsf.value).toBe(125_540);
  });

  it('reads the share stated "INITIALLY: 29.35%"', () => {
    expect(lease.proRataSharePct.value).toBe(29.35);
  });

  it('ends a term "on the last day of the 72nd calendar month of the Term"', () => {
    expect(lease.expirationDate.value).toBe('2028-02-29');
  });

  it('reads the deadline, waiver and audit window of a statement called a "notice"', () => {
    expect(lease.reconciliationDeadlineDays.value).toBe(180);
    expect(lease.lateStatementWaiver.value).toBe(true);
    expect(lease.auditWindowDays.value).toBe(120);
  });

  it("reads a net lease from a charge defined as the tenant's share of the costs", () => {
    expect(lease.leaseType.value).toBe('NNN');
  });
});
