import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// The Prudential Tower lease's Basic Data (captions alone on their line, the value beneath) and
// its Section 7.5 audit window counted from the landlord's act, not the tenant's receipt.
const PRUDENTIAL = `LEASE
ARTICLE I REFERENCE DATA
1.1 Subjects Referred To.
Date of Execution:
June 1, 2004
Landlord:
BP Prucenter Acquisition LLC
Present Mailing Address of Landlord:
c/o Boston Properties Limited Partnership
Tenant:
The First Marblehead Corporation, a Delaware corporation
Present Mailing Address of Tenant:
30 Little Harbor
ARTICLE VII OPERATING EXPENSES
7.5 Tenant shall have the right to examine Landlord's books and records of Operating Expenses. Any request for examination in respect of any calendar year may be made no more than one hundred eighty (180) days after Landlord advises Tenant of the actual amount of Operating Expenses for the Building in respect of such calendar year and provides to Tenant the year-end statement required under this Lease.
ARTICLE VIII MISCELLANEOUS
8.1 Notices. All notices shall be in writing.
8.2 Entire Agreement. This Lease is the entire agreement.
8.3 Governing Law. This Lease is governed by the laws of Massachusetts.
IN WITNESS WHEREOF the parties have signed this Lease.
LANDLORD:
Oaks Signature Holdings
TENANT:
Someone Else Partners`;

// A generated Fundamental Lease Provisions block: lettered captions, the value beneath.
const LETTERED = `OFFICE LEASE
FUNDAMENTAL LEASE PROVISIONS
B. Landlord:
   Raven Ridge Realty Trust, a New York real estate investment trust
E. Tenant:
   Crescent Park Architecture Studio, LLC, a Minnesota limited liability company
Any request for examination in respect of any Operating Expense Year may be made no more than ninety (90) days after Landlord renders to Tenant the Annual Statement for that year.
ARTICLE 20 MISCELLANEOUS
20.1 Notices. All notices under this Lease shall be in writing and delivered by a national courier.
20.2 Entire Agreement. This Lease and its exhibits are the entire agreement of the parties.
20.3 Governing Law. This Lease is governed by the laws of the State of Minnesota.`;

describe('captions with the value beneath, and an audit window from the landlord act', () => {
  it('reads the Prudential Tower Basic Data and Section 7.5', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', PRUDENTIAL)]);
    expect(lease.landlordName.value).toBe('BP Prucenter Acquisition LLC');
    expect(lease.tenantName.value).toBe('The First Marblehead Corporation');
    expect(lease.auditWindowDays.value).toBe(180);
  });

  it('reads lettered captions and a window after the landlord renders the statement', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', LETTERED)]);
    expect(lease.landlordName.value).toBe('Raven Ridge Realty Trust');
    expect(lease.tenantName.value).toBe('Crescent Park Architecture Studio, LLC');
    expect(lease.auditWindowDays.value).toBe(90);
  });

  it('takes no name from beneath a caption that is not an entity', () => {
    const text = LETTERED.replace('Raven Ridge Realty Trust', 'Raven Ridge');
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.landlordName.value).not.toBe('Raven Ridge');
  });
});

// A medical office lease's Reference Pages (a scan read "4." as "4,") and a review right whose
// window is named by its last day.
const REVIEW_RIGHT = `MEDICAL OFFICE BUILDING LEASE
REFERENCE PAGES
2. Landlord: Willow Bend Owner, LLC, a Washington limited liability company
4, Tenant: Sparrow Field Physical Therapy LP, a North Carolina limited partnership
ARTICLE 4 - OPERATING EXPENSES AND TAXES
Section 4.8. Tenant's Review Right. Provided no Event of Default exists, Tenant may, by written notice delivered to Landlord no later than the one hundred eightieth (180th) day after Tenant's receipt of the Expense Statement, elect to inspect Landlord's books and records of Operating Expenses and Taxes for the Expense Year that statement covers. If Tenant does not deliver that notice within that period, the Expense Statement shall be final and binding on Tenant.
ARTICLE 5 - USE
Section 5.1. Use. Tenant shall use the Premises only for the Permitted Use.`;

describe('a review right named by its last day', () => {
  it('reads "no later than the one hundred eightieth (180th) day after receipt" as 180 days', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', REVIEW_RIGHT)]);
    expect(lease.auditWindowDays.value).toBe(180);
    expect(lease.tenantName.value).toBe('Sparrow Field Physical Therapy LP');
  });

  it('reads the window in words alone', () => {
    const text = REVIEW_RIGHT.replace('the one hundred eightieth (180th) day', 'the ninetieth day');
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.auditWindowDays.value).toBe(90);
  });
});
