import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// An attorney's plain-English lease of a condominium unit by its investor-owner ("we" / "you"):
// each party named in a sentence of its own, the costs called "Building Costs", the owner's fee
// "for our time", the management fee "counts only up to", the tenant's right to "see" the records
// counted "after you receive" the letter, and the owner giving up a late letter's balance.
const LEASE = `LEASE
Millbrook Medical Office Condominium, Unit 104
This lease is made on January 25, 2019. We have tried to write it in plain English. In it, "we" means the Owner named in paragraph 1 and "you" means the Tenant.
1. Who Is Involved. Eastlake Investors II, L.P., a Ohio limited partnership, owns the Unit and is the landlord ("we," "us" or "Owner"). Alder Creek Staffing Solutions LP, a Washington limited partnership, is the tenant ("you"). Dr. Rachel Weiss, our Member, looks after this lease for us.
7. Your Share of Building Costs. You will pay us, as additional rent, your share of (a) the Association's common expenses (the "Association Costs"), (b) the real estate taxes on the Condominium and (c) the insurance on the Condominium (together, "Building Costs"). Your share is the Unit's percentage interest in the common elements, which is 5.5325%.
8. What Building Costs Do Not Include. Building Costs do not include (a) charitable or political gifts; (b) lawyers' fees and costs of disputes with you, other tenants or other unit owners; (c) depreciation; (d) the cost of capital improvements to the building, such as a new roof or elevator; (e) brokers' commissions and other costs of leasing the Unit or any other unit. But if the Association pays for a capital improvement that lowers its costs or that the law requires, the cost spread evenly over 7 years counts, one year's part each year. The Association's management fee counts only up to 4% of the Association's gross receipts for the year.
9. Our Fee. For our time in handling the Association Costs, you will also pay us a fee of 10% of your share of the Association Costs. We charge no fee on taxes or insurance.
10. Monthly Estimates and Yearly Reconciliation. Within 120 days after the end of each calendar year we will send you a reconciliation letter showing the Association Costs by the Association's categories, the taxes, the insurance, your share and the estimates you paid. If we do not send the letter within that time, we give up the right to collect from you any more for that year than you already paid.
11. Checking Our Figures. If you ask in writing within 180 days after you receive a reconciliation letter, we will let you see the Association's budget, its year-end statement and invoices, and our tax and insurance bills for that year. If you do not ask within that time, the letter is final.`;

describe("an owner's plain-English lease of a condominium unit", () => {
  const { lease } = extractLease([documentFromText('lease.pdf', LEASE)]);

  it('names each party from the sentence that says who is the landlord and who is the tenant', () => {
    expect(lease.landlordName.value).toBe('Eastlake Investors II, L.P.');
    expect(lease.tenantName.value).toBe('Alder Creek Staffing Solutions LP');
  });

  it('reads "Building Costs do not include" as the exclusions', () => {
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'CHARITABLE',
        'LEGAL_DISPUTES',
        'DEPRECIATION',
        'CAPITAL',
        'LEASING_COMMISSIONS',
      ]),
    );
  });

  it('reads "the cost spread evenly over 7 years" and "counts only up to 4%"', () => {
    expect(lease.capitalAmortizationYears.value).toBe(7);
    expect(lease.managementFeeCapPct.value).toBe(4);
  });

  it('reads the fee "for our time" on the share of the costs, none on taxes or insurance', () => {
    expect(lease.adminFee.value).toEqual({ pct: 10, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
  });

  it('counts the right to see the records from "after you receive" the letter', () => {
    expect(lease.auditWindowDays.value).toBe(180);
  });

  it('reads "If we do not send the letter ..., we give up the right to collect" as a waiver', () => {
    expect(lease.lateStatementWaiver.value).toBe(true);
  });
});
