import { describe, expect, it } from 'vitest';
import { extractLease } from '../../../../src/engine/extract/lease';
import { classifyExclusion } from '../../../../src/engine/extract/lease/exclusions';
import { findMonthRanges } from '../../../../src/engine/parse';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A definitions-article lease: parties after "by", areas inside definitions, the term only in
// months, a per-RSF rate table with an annual column, and audit / waiver / cap clauses in other words.
const DEFINITIONS = `INDUSTRIAL LEASE
This Lease is signed on the 2nd day of March, 2021, by Pine Hollow Holdings LLC, a Texas limited liability company ("Landlord"), and Granite Bay Tooling, Inc., a Texas corporation ("Tenant").
ARTICLE 1 DEFINED TERMS
"Building" means Pine Hollow Distribution Center, containing 120,000 rentable square feet.
"Premises" means Bay 4 of the Building, containing 12,000 rentable square feet.
"Commencement Date" means April 1, 2021.
"Term" means the period of thirty-six (36) months beginning on the Commencement Date.
ARTICLE 2 RENT
Base Rent is payable monthly, each installment being one-twelfth of the Annual Rate below times the Rentable Area of the Premises (12,000 RSF).
   Year            Annual Rate per RSF        Annual Base Rent
   1 (Apr 1, 2021 - Mar 31, 2022)      $12.00        $144,000.00
   2 (Apr 1, 2022 - Mar 31, 2023)      $12.50        $150,000.00
   3 (Apr 1, 2023 - Mar 31, 2024)      $13.00        $156,000.00
2.2 Security Deposit. Upon signing, Tenant shall deposit $12,000.00 with Landlord as security for its obligations.
ARTICLE 3 EXPENSES
3.1 Tenant shall pay its Pro Rata Share of Operating Costs. This is a triple net lease.
3.2 Operating Costs exclude: (i) expenditures classified as capital under generally accepted accounting principles; (ii) interest and principal on any loan secured by the Building; (iii) fees paid to brokers for leasing space; (iv) costs of suits against other tenants, including legal fees; (v) depreciation.
3.3 In no event shall Controllable Expenses for any calendar year exceed one hundred four percent (104%) of the Controllable Expenses for the prior calendar year, on a non-cumulative basis.
3.4 Landlord shall deliver a statement of actual Operating Costs within one hundred twenty (120) days after the end of each calendar year. Any statement rendered later than such period shall be void as to amounts claimed from Tenant, and Landlord forfeits its right to collect them.
3.5 Each statement shall be final unless Tenant objects to it within one hundred fifty (150) days after Tenant receives it; during that period Tenant may inspect Landlord's books and records.`;

// A summary table whose label/value columns run together, and a "Months of Term" rent table.
const SUMMARY = `OFFICE LEASE
BASIC LEASE INFORMATION
 1.   Landlord          Cedar Knoll Investors, L.P., a Georgia limited partnership
 2.   Tenant            Lumen Analytics LLC, a Georgia limited liability company
 3.   Rentable Area of  3,100 RSF
      Premises
 4.   Rentable Area of  62,000 RSF
      Building
 5.   Commencement Date January 1, 2022
 6.   Expiration Date   December 31, 2024
SECTION 2. RENT
2.1 Tenant shall pay monthly Base Rent as follows:
   Months of Term        Monthly Base Rent
   1 - 12                $7,750.00
   13 - 24               $7,982.50
   25 - 36               $8,222.00
2.2 Late Charge. Rent not paid within 5 days after its due date bears a late charge of five percent (5%).`;

// An amendment extending the term (recitals state the old date) with a new escalating rent.
const BASE = `LEASE
This Lease is made between Alder Park Owner LLC ("Landlord") and Quill & Co. LLC ("Tenant").
Commencement Date: July 1, 2019
Expiration Date: June 30, 2022
Base Rent: For the first Lease Year monthly Base Rent shall be $10,000.00. Base Rent shall escalate annually, on each anniversary of the Commencement Date, to 103% of the monthly Base Rent for the preceding Lease Year.
Section 4. Operating Expenses. Tenant shall pay its share of Operating Expenses as Additional Rent.
Section 5. Tenant shall comply with all laws.
Section 6. Tenant shall maintain insurance.
Section 7. Landlord shall maintain the roof.
Section 8. Tenant shall not assign.
Section 9. Notices shall be in writing.
Section 10. This Lease is governed by the laws of Oregon.
Section 11. Time is of the essence.
Section 12. Landlord may enter the Premises on notice.
Section 13. Tenant shall surrender the Premises broom clean.
Section 14. Holding over is at 150% of rent.
Section 15. Brokers: none.
Section 16. Entire agreement.
Section 17. Counterparts.
Section 18. Severability.
Section 19. Waiver of jury trial.
Section 20. Quiet enjoyment.`;
const AMENDMENT = `FIRST AMENDMENT TO LEASE
A. The Term of the Lease currently expires on June 30, 2022, and the parties desire to extend it.
1. The Term is extended for twenty-four months, expiring on June 30, 2024, which shall be the Expiration Date.
2. Commencing July 1, 2022, monthly Base Rent shall be $11,000.00, and on each anniversary of July 1, 2022 monthly Base Rent shall increase by three percent (3%).`;

const MONTH_TABLE_AMENDMENT = `SECOND AMENDMENT TO LEASE
1. The Term is extended to June 30, 2024, which shall be the Expiration Date.
2. Beginning July 1, 2022, monthly Base Rent shall be payable as follows:
   Period                        Monthly Base Rent
   July 2022 - June 2023         $11,000.00
   July 2023 - June 2024         $11,330.00`;

describe('lease wording variants', () => {
  it('reads a definitions-article lease: parties after "by", areas in definitions, term in months, rate table', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', DEFINITIONS)]);
    expect(lease.landlordName.value).toBe('Pine Hollow Holdings LLC');
    expect(lease.premisesRsf.value).toBe(12000);
    expect(lease.buildingRsf.value).toBe(120000);
    expect(lease.commencementDate.value).toBe('2021-04-01');
    expect(lease.expirationDate.value).toBe('2024-03-31');
    expect(lease.rentSchedule.value).toEqual([
      { from: '2021-04-01', to: '2022-03-31', monthlyRentCents: 1_200_000 },
      { from: '2022-04-01', to: '2023-03-31', monthlyRentCents: 1_250_000 },
      { from: '2023-04-01', to: '2024-03-31', monthlyRentCents: 1_300_000 },
    ]);
    expect(lease.excludedCategories.value).toEqual(
      expect.arrayContaining([
        'CAPITAL',
        'DEBT_SERVICE',
        'LEASING_COMMISSIONS',
        'LEGAL_DISPUTES',
        'DEPRECIATION',
      ]),
    );
    expect(lease.camCap.value).toEqual({ pct: 4, type: 'NON_CUMULATIVE', baseYear: null });
    expect(lease.lateStatementWaiver.value).toBe(true);
    expect(lease.auditWindowDays.value).toBe(150);
  });

  it('reads a rate-only table from the area stated in its introduction', () => {
    const text = DEFINITIONS.replace(
      / {3}Year {12}Annual Rate per RSF {8}Annual Base Rent\n[\s\S]*?(?=2\.2)/,
      '',
    ).replace('Base Rent is payable monthly', `Base Rent is payable monthly`);
    const rateOnly = text.replace(
      '(12,000 RSF).',
      `(12,000 RSF).
   Lease Year                          Annual Rate per RSF
   1 (Apr 1, 2021 - Mar 31, 2022)      $12.00
   2 (Apr 1, 2022 - Mar 31, 2023)      $12.50
   3 (Apr 1, 2023 - Mar 31, 2024)      $13.00`,
    );
    const { lease } = extractLease([documentFromText('lease.pdf', rateOnly)]);
    expect(lease.rentSchedule.value?.map((s) => s.monthlyRentCents)).toEqual([
      1_200_000, 1_250_000, 1_300_000,
    ]);
  });

  it('reads numbered summary rows without colons and a "Months of Term" table', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', SUMMARY)]);
    expect(lease.landlordName.value).toBe('Cedar Knoll Investors, L.P.');
    expect(lease.premisesRsf.value).toBe(3100);
    expect(lease.buildingRsf.value).toBe(62000);
    expect(lease.rentSchedule.value).toEqual([
      { from: '2022-01-01', to: '2022-12-31', monthlyRentCents: 775_000 },
      { from: '2023-01-01', to: '2023-12-31', monthlyRentCents: 798_250 },
      { from: '2024-01-01', to: '2024-12-31', monthlyRentCents: 822_200 },
    ]);
  });

  it('steps a rent counted in Lease Months "on the first day of the thirteenth (13th) Lease Month and of every twelfth"', () => {
    const text = `LEASE SUMMARY
A. Effective Date: December 1, 2021
B. Landlord: Alder Park Owner LLC
D. Tenant: Quill & Co. LLC
I. Lease Commencement Date: January 1, 2022
J. Lease End Date: December 31, 2024
K. Base Annual Rent: $93,000.00 for the first twelve (12) Lease Months, payable in monthly installments of $7,750.00, increasing on the first day of the thirteenth (13th) Lease Month and of every twelfth Lease Month thereafter by three percent (3%) over the Base Annual Rent for the preceding twelve (12) Lease Months.
L. Security Deposit: $15,500.00`;
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.rentSchedule.value?.map((s) => s.monthlyRentCents)).toEqual([775_000, 798_250, 822_198]);
  });

  it('applies an amendment that extends the term and restarts the rent at its effective date', () => {
    const { lease } = extractLease([
      documentFromText('lease.pdf', BASE),
      documentFromText('amendment.pdf', AMENDMENT),
    ]);
    expect(lease.expirationDate.value).toBe('2024-06-30');
    expect(lease.rentSchedule.value).toEqual([
      { from: '2019-07-01', to: '2020-06-30', monthlyRentCents: 1_000_000 },
      { from: '2020-07-01', to: '2021-06-30', monthlyRentCents: 1_030_000 },
      { from: '2021-07-01', to: '2022-06-30', monthlyRentCents: 1_060_900 },
      { from: '2022-07-01', to: '2023-06-30', monthlyRentCents: 1_100_000 },
      { from: '2023-07-01', to: '2024-06-30', monthlyRentCents: 1_133_000 },
    ]);
  });

  it('reads an amendment rent table given in whole months ("July 2022 - June 2023")', () => {
    const { lease } = extractLease([
      documentFromText('lease.pdf', BASE),
      documentFromText('amendment.pdf', MONTH_TABLE_AMENDMENT),
    ]);
    expect(lease.expirationDate.value).toBe('2024-06-30');
    expect(lease.rentSchedule.value?.slice(-2)).toEqual([
      { from: '2022-07-01', to: '2023-06-30', monthlyRentCents: 1_100_000 },
      { from: '2023-07-01', to: '2024-06-30', monthlyRentCents: 1_133_000 },
    ]);
  });

  it('reads a compounding cap whose base year is defined before the rate', () => {
    const text = `${DEFINITIONS.replace(
      /3\.3 In no event[^\n]*/,
      '3.3 Controllable Expenses in any calendar year after 2022 shall not exceed the Controllable Expenses for calendar year 2022 (the "Cap Base Year") increased at four percent (4%) per year, compounded annually.',
    )}`;
    const { lease } = extractLease([documentFromText('lease.pdf', text)]);
    expect(lease.camCap.value).toEqual({ pct: 4, type: 'CUMULATIVE_COMPOUNDING', baseYear: 2022 });
  });

  it('does not take an administrative fee on overdue rent for the fee on operating expenses', () => {
    const late = `${BASE}\nIf any installment of Rent is not paid when due, Tenant shall pay to Landlord an administrative fee equal to 5% of the overdue amount.`;
    const { lease } = extractLease([documentFromText('lease.pdf', late)]);
    expect(lease.adminFee.value?.pct).not.toBe(5);
  });

  it('classifies exclusion items worded by meaning', () => {
    expect(classifyExclusion('any expenditure properly capitalized under GAAP')).toBe('CAPITAL');
    expect(classifyExclusion('interest and principal payments on any loan')).toBe('DEBT_SERVICE');
    expect(classifyExclusion('brokerage and finder fees')).toBe('LEASING_COMMISSIONS');
  });
});

// An exclusions list ends at the next captioned subsection or all-caps heading, not 8,000 characters later.
const LIST_END = `LEASE
This Lease is made between Birch Yard Owner LLC ("Landlord") and Teal Goods LLC ("Tenant").
(b) Operating Costs exclude, and Tenant shall have no obligation to pay any share of:
   1.   Costs of promotion and marketing programs;
   2.   Any expenditure that is properly capitalized under generally accepted accounting principles.
(c) Capital Costs. The cost of a capital improvement may be included only if amortized over ten years.
12. SUBORDINATION
This Lease is subordinate to any mortgage now or hereafter encumbering the Project.`;

// Summary rows whose label and value columns ran together.
const BASE_YEAR_ROWS = `OFFICE LEASE
 1.   Landlord                  Heron Bluff Partners, LP, a Maine limited partnership
 12.  Base Year                 Calendar year 2019
 13.  Base Year Operating       $812,400.50
      Expenses
Tenant shall pay Tenant's Share of the amount by which Operating Expenses for each calendar year after the Base Year exceed Operating Expenses for the Base Year.`;

describe('lists and summary rows', () => {
  it('ends an exclusions list at the next captioned subsection or heading', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', LIST_END)]);
    expect(lease.excludedCategories.value).toEqual(['CAPITAL', 'MARKETING']);
  });

  it('reads the base year and its expenses from run-together summary rows', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', BASE_YEAR_ROWS)]);
    expect(lease.baseYear.value).toBe(2019);
    expect(lease.baseYearExpensesCents.value).toBe(81_240_050);
    expect(lease.landlordName.value).toBe('Heron Bluff Partners, LP');
  });
});

// A rent table broken by a page footer continues on the next page.
const PAGE_BROKEN = `LEASE
This Lease is made between Wren Field Owner LLC ("Landlord") and Moss Lane Bakery LLC ("Tenant").
Commencement Date: June 1, 2020
Expiration Date: May 31, 2024
6.1 Base Rent. Tenant shall pay Base Rent monthly in the following amounts:
   Lease Year    Dates                                  Monthly Installment
      1          June 1, 2020 through May 31, 2021      $5,000.00
      2          June 1, 2021 through May 31, 2022      $5,150.00
   Tenant's Initials: ______   Landlord's Initials: ______   Page 1
\f
      3          June 1, 2022 through May 31, 2023      $5,304.50
      4          June 1, 2023 through May 31, 2024      $5,463.64
6.2 Late Payments. Rent not paid within five days after its due date bears a late charge of 5%.`;

describe('rent tables across pages', () => {
  it('joins the pieces of a table broken by a page footer', () => {
    const { lease } = extractLease([documentFromText('lease.pdf', PAGE_BROKEN)]);
    expect(lease.rentSchedule.value?.map((s) => [s.from, s.monthlyRentCents])).toEqual([
      ['2020-06-01', 500_000],
      ['2021-06-01', 515_000],
      ['2022-06-01', 530_450],
      ['2023-06-01', 546_364],
    ]);
  });
});

describe('findMonthRanges', () => {
  it('reads whole-month ranges', () => {
    expect(findMonthRanges('April 2026 - March 2027').map((r) => r.value)).toEqual([
      { from: '2026-04-01', to: '2027-03-31' },
    ]);
    expect(findMonthRanges('Feb. 2024 through Jan. 2025').map((r) => r.value)).toEqual([
      { from: '2024-02-01', to: '2025-01-31' },
    ]);
    expect(findMonthRanges('March 2027 - April 2026')).toEqual([]);
  });
});
