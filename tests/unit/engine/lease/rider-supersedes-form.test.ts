import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { flattenDocuments } from '../../../../src/engine/extract/lease/flat-text';
import { findSupersessions } from '../../../../src/engine/extract/lease/supersession';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A brokers' association's printed net lease whose printed figures a negotiated rider deletes or
// rewrites paragraph by paragraph: both figures stand in the document, and the rider controls.
const FORM = `STANDARD COMMERCIAL LEASE – MULTI-TENANT – NET
2. PREMISES; COMMON AREAS
2.1 Landlord leases to Tenant the premises containing approximately 6,450 square feet of Floor Area (the “Premises”), located in the shopping center containing approximately 90,000 square feet of Floor Area (the “Shopping Center”).
7. NET LEASE; ADDITIONAL RENT
This is a net lease. In addition to Base Rent, Tenant shall pay as Additional Rent Tenant’s Share of Common Area Operating Expenses, Real Property Taxes and insurance premiums.
8. COMMON AREA OPERATING EXPENSES
8.1 Tenant shall pay Tenant’s Share of Common Area Operating Expenses.
8.4 Landlord may charge an administrative fee of fifteen percent (15%) of Tenant’s Share of Common Area Operating Expenses.
8.5 Tenant shall pay monthly one-twelfth of Landlord’s estimate of Tenant’s Share of Common Area Operating Expenses, Real Property Taxes and insurance premiums.
8.6 Within sixty (60) days after the end of each calendar year, Landlord shall deliver to Tenant a statement of the actual costs for the year. Landlord’s failure to deliver the statement within such period shall not waive Landlord’s right to collect Tenant’s Share.
8.7 Tenant may, on written notice given within thirty (30) days after receipt of the annual statement, review Landlord’s records of the costs for that year.
16. LATE CHARGE; INTEREST
16.1 If any installment of Rent is not received within five (5) days after it is due, Tenant shall pay a late charge equal to ten percent (10%) of the overdue amount.
16.2 Any Rent not paid when due shall bear interest at eighteen percent (18%) per annum.
ADDENDUM / RIDER
41. Addendum Controls. In the event of any conflict between the printed form and this Addendum, this Addendum shall control.
43. Floor Area; Tenant’s Share. The approximate areas written in Paragraph 2.1 of the Printed Form are superseded: the Floor Area of the Premises is 6,459 square feet and the Floor Area of the Shopping Center is 89,760 square feet.
46. Annual Statement. The first sentence of Paragraph 8.6 of the Printed Form is amended by deleting “sixty (60) days” and inserting “ninety (90) days” in its place.
47. Waiver. The last sentence of Paragraph 8.6 of the Printed Form is deleted and replaced with the following: “If Landlord does not deliver the annual statement within such period, Landlord waives its right to collect from Tenant any amount by which Tenant’s Share for that year exceeds the estimated payments Tenant made.”
48. Tenant’s Review of Records. Paragraph 8.7 of the Printed Form is amended by deleting “thirty (30) days” and inserting “one hundred eighty (180) days” in its place.
51. Late Charge. Paragraph 16.1 of the Printed Form is deleted in its entirety and replaced with the following: “If any installment of Rent is not received by Landlord within five (5) days after its due date, Tenant shall pay Landlord a late charge of $150.00.”`;

describe('a printed form whose rider deletes and rewrites its paragraphs', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', FORM)]);

  it("reads the rider's figure where it replaces a printed paragraph in its entirety", () => {
    expect(lease.lateFee.value).toMatchObject({ pct: null, flatCents: 15_000, graceDays: 5 });
    expect(lease.lateFee.evidence?.quote).toMatch(/\$150\.00/);
  });

  it('reads a printed paragraph with the phrase the rider inserted, quoting the rider', () => {
    expect(lease.auditWindowDays.value).toBe(180);
    expect(lease.auditWindowDays.evidence?.quote).toMatch(/one hundred eighty \(180\) days/);
    expect(lease.reconciliationDeadlineDays.value).toBe(90);
  });

  it('applies a deleted sentence and a rewritten phrase of the same paragraph together', () => {
    expect(lease.lateStatementWaiver.value).toBe(true);
  });

  it('takes the measured areas over the superseded approximate ones', () => {
    expect(lease.premisesRsf.value).toBe(6459);
    expect(lease.buildingRsf.value).toBe(89760);
  });

  it('reads a fee on the share of Common Area Operating Expenses as a fee on CAM alone', () => {
    // 8.5, a paragraph of its own that names the taxes, does not speak for the fee's base.
    expect(lease.adminFee.value).toEqual({ pct: 15, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
  });
});

describe('findSupersessions', () => {
  const [part] = flattenDocuments([documentFromText('lease.pdf', FORM)]);
  const found = findSupersessions(part as NonNullable<typeof part>);

  it('finds each instruction with its target, scope and phrases', () => {
    expect(found.map((s) => [s.target, s.scope, s.deleted ?? null, s.inserted ?? null])).toEqual([
      ['2.1', 'whole', null, null],
      ['8.6', 'phrase', 'sixty (60) days', 'ninety (90) days'],
      ['8.6', 'last', null, null],
      ['8.7', 'phrase', 'thirty (30) days', 'one hundred eighty (180) days'],
      ['16.1', 'whole', null, null],
    ]);
  });

  it('reads a closing quote OCR turned into "™"', () => {
    const [p] = flattenDocuments([
      documentFromText(
        'lease.pdf',
        '8.7 Tenant may review the records within thirty (30) days after receipt.\n53. Review. Paragraph 8.7 of the Printed Form is amended by deleting “thirty (30) days” and inserting “one hundred twenty (120) days™ in its place.',
      ),
    ]);
    expect(findSupersessions(p as NonNullable<typeof p>).map((s) => s.inserted)).toEqual([
      'one hundred twenty (120) days',
    ]);
  });

  it('does not read a supplemented paragraph or one kept in effect as superseded', () => {
    const [p] = flattenDocuments([
      documentFromText(
        'lease.pdf',
        '11. UTILITIES\nTenant shall pay for all utilities.\n54. Sub-Meter. Paragraph 11 of the Printed Form is supplemented as follows. Electricity is sub-metered.\n55. Statement. The last sentence of Paragraph 8.6 of the Printed Form remains in effect.',
      ),
    ]);
    expect(findSupersessions(p as NonNullable<typeof p>)).toEqual([]);
  });
});
