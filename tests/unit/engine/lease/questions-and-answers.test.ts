import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A plain-language lease written as numbered questions, its figures in the answers.
const LEASE = `WAREHOUSE LEASE
Plain-Language Form — Questions and Answers
1. Who are the parties, and when was this Lease made?
This Lease is made on November 3, 2018 between Sandpiper Investors II, L.P. ("Landlord") and Underwood Mechanical Supply Inc. ("Tenant").
2. What space is Tenant leasing?
Bay 430 of Sandpiper Business Park (the "Premises"). The Premises contain 14,580 rentable square feet.
3. Where is the Premises, and how big is the Park?
The Park contains 393,640 rentable square feet in all.
4. How long does this Lease last?
96 months, counted from February 1, 2019 (the "Commencement Date").
9. What costs of the Park does Tenant pay?
Tenant pays Tenant's Share of all Operating Expenses for each calendar year, on top of Base Rent.
16. When does Landlord settle up for the year?
Landlord sends Tenant a reconciliation of the actual Operating Expenses and Tenant's payments within 180 days after the end of each calendar year. Tenant pays any amount owed within thirty days. If Landlord sends the reconciliation late, Landlord gives up the right to collect any amount owed for that year.
`;

describe('a lease written as questions and answers', () => {
  it('reads the term from the answer to "How long does this Lease last?"', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);
    expect(lease.commencementDate.value).toBe('2019-02-01');
    expect(lease.expirationDate.value).toBe('2027-01-31');
  });

  it(`reads "Tenant pays Tenant's Share of all Operating Expenses" as a net lease`, () => {
    const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);
    expect(lease.leaseType.value).toBe('NNN');
  });

  it('reads "Landlord sends ... within 180 days" and "sends the reconciliation late ... gives up the right"', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);
    expect(lease.reconciliationDeadlineDays.value).toBe(180);
    expect(lease.lateStatementWaiver.value).toBe(true);
  });
});
