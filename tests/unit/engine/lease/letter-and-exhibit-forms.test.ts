import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// Synthetic wording (not taken from any packet) for the readers added for letter leases,
// exhibit-held facts, glossaries after use, riders, and the real-lease faults.

const LETTER = `Quarry Lane Partners LLC
12 Quarry Lane, Boise, ID 83702
Dear Ms. Okafor:
We write to confirm the terms on which Quarry Lane Partners LLC, an Idaho limited liability company ("we" or "us"), leases space to Okafor Ceramics, Inc., an Idaho corporation ("you").
1. Space. Unit 7 (the "Shop"), about 1,500 square feet of a 60,000 square foot retail center called Quarry Commons (the "Center"). Your share of the Center's costs is 0.025 (the Shop's area over the Center's).
2. Term. The lease starts on May 1, 2023 (the "start date") and lasts thirty-six (36) months.
3. Rent. Your rent is $3,000.00 a month for the first twelve months. It goes up by two percent (2%) on each anniversary of the start date.
4. Records. You may look at our books for any year if you write to us within one hundred twenty (120) days after you receive our year-end statement.
If this letter reflects our agreement, please sign below.
RIDER NO. 1 - OPERATING COSTS
R1. Costs. The Center's costs are what we spend to run the Center.
R2. Not included. The costs do not include:
(a) lawyers' fees for our quarrels with other tenants;
(b) payments on any loan secured by the Center;
(c) gifts to charities;
(d) the cost of capital improvements.
R3. Capital items. When we make a capital replacement we spread its cost evenly over eight (8) years.
R4. Management. The management fee may not be more than three percent (3%) of the other costs in the CAM pool.
R5. Overhead. We may add six percent (6%) to your share of the CAM pool to cover our overhead. Nothing is added to your share of taxes or insurance.
R6. Cap. The controllable costs you share in may not be more than four percent (4%) higher than those of the year before, measured year by year.
R7. Year-end statement. Within ninety (90) days after each December 31 we will send you a statement of the costs. You pay any shortfall within thirty days; we credit any overpayment. If we do not send it by then, we give up any right to charge you more for that year.`;

const EXHIBITS = `OFFICE LEASE
This Lease is made by Harlow Street Owner LLC ("Landlord") and Birchfield Analytics, Inc. ("Tenant").
§ 1 PREMISES. The Premises are described in Exhibit A.
§ 2 RENT. Base Rent is set out in Exhibit B.
TENANT: Birchfield Analytics, Inc.
EXHIBIT A - PREMISES
The Premises are known as Suite 900 on floor 9 of the Building and contain 5,000 rentable square feet.
The Building, located at 40 Harlow Street, contains 200,000 rentable square feet.
EXHIBIT B - RENT
B.1 Commencement Date: January 1, 2024.
B.2 Expiration Date: December 31, 2026.
B.3 Base Rent: $12,500.00 per month during the first Lease Year, adjusted on the first day of each later Lease Year to 103% of the monthly Base Rent for the preceding Lease Year.
EXHIBIT G - GLOSSARY
"Tenant's Percentage" means 2.5 per cent.`;

describe('letter leases', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', LETTER)]);

  it('takes the parties from the pronoun definitions and the verb between them', () => {
    expect(lease.landlordName.value).toBe('Quarry Lane Partners LLC');
    expect(lease.tenantName.value).toBe('Okafor Ceramics, Inc.');
  });

  it('reads "N square feet of a M square foot center" as premises and building, and a decimal share', () => {
    expect(lease.premisesRsf.value).toBe(1500);
    expect(lease.buildingRsf.value).toBe(60000);
    expect(lease.proRataSharePct.value).toBe(2.5);
  });

  it('reads the start date, a term that "lasts" N months and a rent that "goes up"', () => {
    expect(lease.commencementDate.value).toBe('2023-05-01');
    expect(lease.expirationDate.value).toBe('2026-04-30');
    expect(lease.rentSchedule.value).toEqual([
      { from: '2023-05-01', to: '2024-04-30', monthlyRentCents: 300_000 },
      { from: '2024-05-01', to: '2025-04-30', monthlyRentCents: 306_000 },
      { from: '2025-05-01', to: '2026-04-30', monthlyRentCents: 312_120 },
    ]);
  });

  it('reads the audit window, the deadline after "each December 31" and a plain-English waiver', () => {
    expect(lease.auditWindowDays.value).toBe(120);
    expect(lease.reconciliationDeadlineDays.value).toBe(90);
    expect(lease.lateStatementWaiver.value).toBe(true);
  });

  it('reads a rider under an operating-costs heading: exclusions, amortization, fee, cap', () => {
    expect([...(lease.excludedCategories.value ?? [])].sort()).toEqual(
      ['CAPITAL', 'CHARITABLE', 'DEBT_SERVICE', 'LEGAL_DISPUTES'].sort(),
    );
    expect(lease.capitalAmortizationYears.value).toBe(8);
    expect(lease.managementFeeCapPct.value).toBe(3);
    expect(lease.adminFee.value).toEqual({ pct: 6, base: 'CAM_EXCLUDING_TAXES_INSURANCE' });
    expect(lease.camCap.value).toEqual({ pct: 4, type: 'NON_CUMULATIVE', baseYear: null });
  });
});

describe('scanned headings', () => {
  it('reads a rider heading with a stray tick before it (OCR)', () => {
    const { lease } = extractLease([
      documentFromText('lease.pdf', LETTER.replace('RIDER NO. 1', '‘RIDER NO. 1')),
    ]);
    expect(lease.excludedCategories.value).not.toBeNull();
  });
});

describe('facts in exhibits and a glossary after use', () => {
  const { lease } = extractLease([documentFromText('lease.pdf', EXHIBITS)]);

  it('measures the subject of "contain", not the nearest noun', () => {
    expect(lease.premisesRsf.value).toBe(5000);
    expect(lease.buildingRsf.value).toBe(200000);
    expect(lease.proRataSharePct.value).toBe(2.5);
  });

  it('reads a rent "adjusted ... to 103% of" the year before', () => {
    expect(lease.rentSchedule.value).toEqual([
      { from: '2024-01-01', to: '2024-12-31', monthlyRentCents: 1_250_000 },
      { from: '2025-01-01', to: '2025-12-31', monthlyRentCents: 1_287_500 },
      { from: '2026-01-01', to: '2026-12-31', monthlyRentCents: 1_326_125 },
    ]);
  });
});

describe('wordings that must not be read', () => {
  it('leaves the waiver unknown when the lease is silent, and false when it denies one', () => {
    const silent = extractLease([documentFromText('lease.pdf', EXHIBITS)]).lease;
    expect(silent.lateStatementWaiver.value).toBeNull();
    const denied = extractLease([
      documentFromText(
        'lease.pdf',
        `${EXHIBITS}\nC.6 Annual Statement. Landlord shall deliver the annual statement within 90 days after the end of each year. Landlord's delay in delivering a statement shall not waive any amount due.`,
      ),
    ]).lease;
    expect(denied.lateStatementWaiver.value).toBe(false);
  });

  it('does not read a late delivery of something else after a statement sentence as a waiver', () => {
    const { lease } = extractLease([
      documentFromText(
        'lease.pdf',
        `${EXHIBITS}\nC.6 Annual Statement. Landlord shall deliver the annual statement within 90 days after the end of each year. If Landlord fails to deliver the Premises by March 1, Tenant may cancel this Lease.`,
      ),
    ]);
    expect(lease.lateStatementWaiver.value).toBeNull();
  });

  it('does not read an exclusion sentence in an exhibit that is not about the costs', () => {
    const { lease } = extractLease([
      documentFromText(
        'lease.pdf',
        `${EXHIBITS}\nEXHIBIT D - PARKING\nD.1 The parking rules do not include: (a) capital improvements to the garage; (b) charitable events.`,
      ),
    ]);
    expect(lease.excludedCategories.value).toBeNull();
  });

  it('does not take a mark-up on repairs "to cover overhead" for the administrative fee', () => {
    const { lease } = extractLease([
      documentFromText(
        'lease.pdf',
        `${EXHIBITS}\n9. Repairs. If Tenant fails to repair, Landlord may do so and Tenant shall pay the cost of such repairs plus 12% of such cost (to cover Landlord's overhead).`,
      ),
    ]);
    expect(lease.adminFee.value).toBeNull();
  });

  it('does not take "five percent to your share" for the share', () => {
    const { lease } = extractLease([
      documentFromText(
        'lease.pdf',
        'We may add five percent (5%) to your share of the CAM pool to cover our overhead.',
      ),
    ]);
    expect(lease.proRataSharePct.value).toBeNull();
  });
});

describe('amendments and real-lease faults', () => {
  const base = `LEASE
This Lease is made between Fernhill Owner LLC ("Landlord") and Tallow Labs, Inc. ("Tenant").
Commencement Date: April 1, 2015
Expiration Date: March 31, 2020
Section 3. Base Rent. Base Rent: Annualized: $60,000.00
Monthly Installments: $5,000.00
Section 4. Tenant shall pay its share of Operating Expenses as Additional Rent.
Section 5. Tenant shall comply with all laws.
Section 6. Tenant shall maintain insurance.
Section 7. Landlord shall maintain the roof.
Section 8. Tenant shall not assign.
Section 9. Notices shall be in writing.
Section 10. Tenant shall not hold over.
Section 11. Tenant shall keep the Premises clean.
Section 12. Landlord may enter on notice.
Section 13. Tenant shall pay utilities.
Section 14. This Lease binds successors.
Section 15. Governing law is the state's.
Section 16. Time is of the essence.
Section 17. Brokers are disclosed.
Section 18. Counterparts are allowed.
Section 19. Captions do not bind.
Section 20. Entire agreement.`;
  const amendment = `FIRST AMENDMENT TO LEASE
WHEREAS, the term of the Lease is presently set to expire on March 31, 2020; and
WHEREAS, the parties wish to extend it.
NOW, THEREFORE, the parties agree as follows:
1. Extension. The term of the Lease shall be extended to expire on March 31, 2025.
2. Rent. Commencing April 1, 2020, the Base Rent shall be as follows:
   Period                          Monthly Base Rent
   4/1/2020 to 3/31/2025           $5,500.00
   Option 1 (4/1/2025 to 3/31/2030) $6,000.00
   Option 2 (4/1/2030 to 3/31/2035) $6,500.00`;

  it('reads annualized rent as annual, takes the extension over the recital and leaves option rows out', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', `${base}\n${amendment}`)]);
    expect(lease.expirationDate.value).toBe('2025-03-31');
    expect(lease.rentSchedule.value).toEqual([
      { from: '2015-04-01', to: '2020-03-31', monthlyRentCents: 500_000 },
      { from: '2020-04-01', to: '2025-03-31', monthlyRentCents: 550_000 },
    ]);
  });

  it('does not carry a rent stated for a period past that period', () => {
    const { lease } = extractLease([
      documentFromText(
        'lease.pdf',
        `LEASE between Kestrel LLC ("Landlord") and Wren Inc. ("Tenant").
Commencement Date: January 1, 2020
Expiration Date: December 31, 2029
Base Rent. The Base Rent for the period commencing January 1, 2020 and ending December 31, 2021 shall be $120,000.00 per year.`,
      ),
    ]);
    expect(lease.rentSchedule.value).toEqual([
      { from: '2020-01-01', to: '2021-12-31', monthlyRentCents: 1_000_000 },
    ]);
  });
});
