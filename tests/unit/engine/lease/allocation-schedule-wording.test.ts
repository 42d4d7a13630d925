import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { cleanName } from '../../../../src/engine/extract/lease/parties';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A lawyer's net lease whose year-end statement is "a schedule allocating the Operating Costs ...
// among the suites" (the owner sends every tenant the whole center's allocation), the audit window
// and the waiver spoken of "that year's schedule" and "the schedule" (decision 0115).
const LEASE = `SHOPPING CENTER LEASE
1.1 Parties and Date. This Lease is made as of October 7, 2021 by Juniper Hills Investors II, L.P., a Texas limited partnership ("Landlord"), and Sorensen Coffee Roasters Corp., a Minnesota corporation ("Tenant").
6.7 Annual Allocation. Within 90 days after the end of each calendar year Landlord shall deliver to Tenant a schedule allocating the Operating Costs of that year among the suites of the Center. Tenant shall pay any deficiency within thirty days; any excess shall be credited against the next rent due. If Landlord fails to deliver the schedule within that time, Landlord waives Tenant's Share of Operating Costs for that year in excess of Tenant's estimated payments.
6.8 Review of Records. Tenant may examine Landlord's records of Operating Costs for a calendar year by written notice given within 120 days after delivery of that year's schedule; if Tenant gives no notice, the schedule shall be conclusive.
IN WITNESS WHEREOF, the parties have signed this Lease as of the date in Section 1.1.
LANDLORD: Juniper Hills Investors II, L.P., by ____________________ Jonah Yamamoto
TENANT: Sorensen Coffee Roasters Corp., by ____________________ Vera Villanueva
`;

const read = (text: string) => extractLease([documentFromText('lease.pdf', text)]).lease;

describe("the year's statement called a schedule; a signature block's names", () => {
  it('reads the deadline, the waiver and the audit window said of the schedule', () => {
    const lease = read(LEASE);
    expect(lease.reconciliationDeadlineDays.value).toBe(90);
    expect(lease.lateStatementWaiver.value).toBe(true);
    expect(lease.auditWindowDays.value).toBe(120);
  });

  it('does not read a rent schedule as the statement', () => {
    const lease = read(
      LEASE.replace(/6\.7 Annual Allocation\..*\n/, '').replace("that year's schedule", 'the rent schedule'),
    );
    expect(lease.reconciliationDeadlineDays.value).toBeNull();
    expect(lease.auditWindowDays.value).toBeNull();
  });

  it('ends a signed name before "by" and the signature line', () => {
    expect(cleanName('Juniper Hills Investors II, L.P., by ____________________ Jonah Yamamoto')).toBe(
      'Juniper Hills Investors II, L.P.',
    );
    expect(cleanName('Montague Optical Corp. By: Blake Hargrove')).toBe('Montague Optical Corp.');
    const lease = read(LEASE);
    expect(lease.landlordName.value).toBe('Juniper Hills Investors II, L.P.');
    expect(lease.tenantName.value).toBe('Sorensen Coffee Roasters Corp.');
  });
});
