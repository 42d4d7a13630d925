import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { documentFromText } from '../../../../src/engine/pdf/from-text';
import { unquoted } from './evidence-helpers';

// Our own wording: layouts beyond the shared samples.
function read(text: string) {
  const doc = documentFromText('recon.pdf', text);
  const { statement, warnings } = extractStatement(doc);
  const evidence = [...statement.lines.map((l) => l.evidence), ...Object.values(statement.evidence)];
  return { statement, warnings, badQuotes: unquoted(doc, evidence) };
}

// Account codes in their own column, a building column and a per-line tenant column that also foots.
const CODED_WITH_TENANT_COLUMN = `Orchard Point Owner LLC
Operating Cost Statement - Year 2024
Statement Date: March 3, 2025
Period: January 1, 2024 - December 31, 2024

Acct #     Line Item                                  Total Cost          Tenant Share
5010       Grounds Care                               $20,000.00             $2,000.00
5020       Janitorial Contract                        $40,000.00             $4,000.00
5030       Elevator Upkeep                            $10,000.00             $1,000.00
9100       Real Estate Taxes                          $30,000.00             $3,000.00
           Total                                     $100,000.00            $10,000.00

Tenant's Pro Rata Share (2,000 / 20,000 RSF) ............ 10.0000%
Total Tenant Share ...................................... $10,000.00
Total 2024 Charges ...................................... $10,000.00
Less: Payments on Account (12 x $800.00) ................ ($9,600.00)
Net Amount Payable by Tenant ............................ $400.00
`;

// A year-over-year schedule: prior year, current year, a signed % change, an "n/a" change
// where the prior year was nil, and a total printed only under the current year.
const PRIOR_YEAR_COMPARISON = `Maple Yard Partners
Common Area Reconciliation 2023
Statement Date: April 2, 2024
Period: 01/01/2023 - 12/31/2023

Item                              2022             2023        Chg %
Sweeping                      5,000.00         4,500.00       -10.0%
Security Guards              12,000.00        12,600.00         5.0%
Solar Array (amortized 1/10)         -         3,000.00          n/a
Property Insurance            8,000.00         7,900.00        -1.3%
Total Shared Costs                            $28,000.00

Pro Rata Share ............................ 10.0000%
Tenant's Share ............................ $2,800.00
Total Amount Due for 2023 ................. $2,800.00
Less: Estimates Paid (12 x $250.00) ....... ($3,000.00)
Sum to be Credited to Tenant .............. $200.00
`;

describe('extractStatement: GL/account-code column beside a tenant-share column', () => {
  const { statement: s, badQuotes } = read(CODED_WITH_TENANT_COLUMN);
  it('reads the building column, not the tenant column that also foots', () => {
    expect(s.lines.map((l) => l.amountCents)).toEqual([2000000, 4000000, 1000000, 3000000]);
    expect(s.lines[0]?.label).toContain('Grounds Care');
    expect(s.totalCents).toBe(10000000);
  });
  it('reads a total due with the year between its words as the charge, not the table total', () => {
    expect(s.tenantShareCents).toBe(1000000);
    expect(s.totalDueCents).toBe(1000000);
    expect(s.balanceDueCents).toBe(40000);
    expect(badQuotes).toEqual([]);
  });
});

describe('extractStatement: prior-year comparison with a signed change column', () => {
  const { statement: s, badQuotes } = read(PRIOR_YEAR_COMPARISON);
  it('keeps lines whose change is negative or n/a, reading the current-year column', () => {
    expect(s.lines.map((l) => l.amountCents)).toEqual([450000, 1260000, 300000, 790000]);
    expect(s.totalCents).toBe(2800000);
  });
  it('reads a "credited" balance as a credit', () => {
    expect(s.balanceDueCents).toBe(-20000);
    expect(badQuotes).toEqual([]);
  });
});

// Grossed-up statement whose total row prints the actual total and the tenant's share: the
// total is the figure the billed lines foot to (within rounding), not the tenant's share.
const TOTAL_ROW_WITH_SHARE = `Harbor Flats LLC
Expense Reconciliation for 2022
Statement Date: 02/10/2023
Period: 01/01/2022 - 12/31/2022

Expense                         Actual          Adjusted
Cleaning                    $10,000.00        $10,500.00
Power                       $20,000.00        $21,000.00
Taxes                       $30,000.00        $30,000.00
TOTAL                       $61,500.00         $6,150.00

Tenant's Proportionate Share ............ 10.0000%
Total Tenant Share ...................... $6,150.00
Less: Estimated Payments (12 x $500.00) . ($6,000.00)
Balance Due ............................. $150.00
`;

describe('extractStatement: total row printing a building and a share figure', () => {
  const { statement: s } = read(TOTAL_ROW_WITH_SHARE);
  it('reads the adjusted lines and the total nearest their sum', () => {
    expect(s.lines.map((l) => [l.amountCents, l.actualCents])).toEqual([
      [1050000, 1000000],
      [2100000, 2000000],
      [3000000, 3000000],
    ]);
    expect(s.totalCents).toBe(6150000);
  });
});
