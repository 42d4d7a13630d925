/**
 * Reconciliation statements in our own wording and layouts (not the samples'), as plain text
 * for documentFromText: runs of 2+ spaces and dot leaders separate the columns.
 */

/** Dot leaders, sections with subtotals, an admin fee on one section, a balance owed. */
export const DOT_LEADER_NNN = `RIVERSIDE PLAZA ASSOCIATES
Annual Operating Cost Reconciliation - Calendar Year 2023
Statement Date: 03/15/2024
For the period 01/01/2023 through 12/31/2023

OPERATING COSTS
Parking Lot Sweeping ................................ 4,200.00
Snow & Ice Removal .................................. 6,150.50
Common Area Repairs ................................. 3,300.00
Marketing Fund Contribution ......................... 1,000.00
Subtotal Operating Costs ............................ 14,650.50
UTILITIES
Common Electric ..................................... 2,500.00
TAXES
Assessments ......................................... 10,000.00
Total Building Expenses ............................. 27,150.50

Your Proportionate Share (1,500 SF / 30,000 SF) ..... 5.00%
Your Share of Building Expenses ..................... 1,357.53
Administrative Charge 10% on Operating Costs ........ 73.25
Total Charges for 2023 .............................. 1,430.78
Less Payments Received (12 x $110.00) ............... (1,320.00)
Amount Due From Tenant .............................. 110.78
`;

/** Base-year office statement: actual and grossed-up columns, a marker, a wrapped label, a duplicate, a credit. */
export const BASE_YEAR_GROSS_UP = `Harbor Point Office Tower
2024 Operating Expense Escalation Statement
Date: February 10, 2025          Tenant: Acme Widgets Inc.
Period Covered: January 1, 2024 to December 31, 2024

Description                          Actual          Grossed-Up
Cleaning Contract †              80,000.00          95,000.00
Elevator Service                 12,000.00          12,000.00
Utilities †                      40,000.00          47,500.00
Leasing Commissions - Suite 900  15,000.00          15,000.00
Attorney Fees - Tenant Eviction   2,500.00           2,500.00
(Suite 410)
Elevator Service                 12,000.00          12,000.00
Insurance Refund                 (1,000.00)         (1,000.00)
Real Estate Taxes               100,000.00         100,000.00
Total                           260,500.00         283,000.00

† Building occupancy averaged 80%; variable costs grossed up to 95% occupancy.

Less Base Year 2021 Expenses                      ($250,000.00)
Increase Over Base Year                             $33,000.00
Tenant Percentage                                      2.500%
Tenant Share of Increase                               $825.00
Estimated Payments Billed: Twelve months at $75.00    ($900.00)
Overpayment - Credit to Tenant                          ($75.00)
`;

/** Budget vs actual columns, a page break inside the summary, an ambiguous "Balance Due / (Credit)". */
export const BUDGET_ACTUAL_TWO_PAGES = `Lakeview Commons Shopping Center
CAM Reconciliation
Reconciliation Year: 2022          Date Issued: 4/30/2023

EXPENSE CATEGORY                 2022 BUDGET      2022 ACTUAL
Landscaping                       $9,000.00        $8,750.00
Trash Removal                     $4,000.00        $4,125.25
Parking Lot Repaving              $0.00           $20,000.00
Charitable Donation - Toy Drive   $0.00              $500.00
Property Taxes                   $30,000.00       $31,000.00
TOTAL                            $43,000.00       $64,375.25

Pro Rata Share                                      10.0000%
Tenant's Pro Rata Share of Expenses                $6,437.53
\f
Management & Administrative Fee (5%)                 $321.88
Total Amount Due                                   $6,759.41
Less Estimates Paid (12 months @ $565.00)          ($6,780.00)
Balance Due / (Credit)                               ($20.59)
`;

/** Lines that do not foot to the printed total (a landlord's math error, read as printed). */
export const DOES_NOT_FOOT = `2024 CAM STATEMENT
Statement date: January 31, 2025
Period: 01/01/2024 - 12/31/2024
Janitorial                 $1,000.00
Security                   $2,000.00
Total CAM                  $3,100.00
Tenant's Share (10%)         10.00%
Tenant's Share of CAM        $310.00
Less: Estimated Payments (12 months @
$25.00)                     ($300.00)
Balance Due                   $10.00
`;
