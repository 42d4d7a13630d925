import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { documentFromText } from '../../../../src/engine/pdf/from-text';

// A CPA-examined operating cost statement: the accountant's report (dated where it is signed),
// the statement, and the schedule computing the tenant's share, whose balance is a refund.
const REPORT = `Odom Baskin Reyes CPAs, P.C.
INDEPENDENT ACCOUNTANT'S REPORT
We have examined the accompanying Statement of Recoverable Operating Costs of Birch Hollow Logistics Park
for the year ended December 31, 2021, and the related Schedule 1, Computation of Tenant's Share.
Management is responsible for presenting the Statement in accordance with the lease.
Our responsibility is to express an opinion on the Statement based on our examination.
Our examination was conducted in accordance with attestation standards established by the
American Institute of Certified Public Accountants. Those standards require that we plan and
perform the examination to obtain reasonable assurance about whether the Statement is presented
in accordance with the lease, in all material respects. We believe that the evidence we obtained
is sufficient and appropriate to provide a reasonable basis for our opinion.
In our opinion, the Statement presents, in all material respects, the recoverable operating costs.
This report is intended solely for the information and use of the landlord and the tenant.
Odom Baskin Reyes CPAs, P.C.
Boise, ID
April 13, 2022 :
\f`;
const STATEMENT = `BIRCH HOLLOW LOGISTICS PARK
STATEMENT OF RECOVERABLE OPERATING COSTS
Year Ended December 31, 2021
CAM Expenses
Grounds Keeping                                    $39,696.30
Snow Removal                                        66,244.72
Total cam expenses                                $105,941.02
Property Taxes
Ad Valorem Real Estate Taxes                      $94,058.98
Total property taxes                                94,058.98
Total recoverable operating costs                 $200,000.00
SCHEDULE 1 - COMPUTATION OF TENANT'S SHARE
Total recoverable operating costs (Statement)     $200,000.00
Tenant's proportionate share (Note 2)                 2.4194%
Tenant's share of operating costs                    4,838.80
Total Common Area Charges for 2021                  $4,838.80
Less estimated payments billed (Note 5)             (6,000.00)
Amount refundable to tenant                        $(1,161.20)
`;

describe("an accountant's report and its schedule", () => {
  it("dates the statement by the report's signature date, after the year it examined", () => {
    const { statement } = extractStatement(documentFromText('recon-2021.pdf', REPORT + STATEMENT));
    expect(statement.year).toBe(2021);
    expect(statement.statementDate).toBe('2022-04-13');
  });

  it('reads "Amount refundable to tenant $(1,161.20)" as a credit balance', () => {
    const { statement } = extractStatement(documentFromText('recon-2021.pdf', REPORT + STATEMENT));
    expect(statement.balanceDueCents).toBe(-116_120);
    expect(statement.checks.find((c) => c.name === 'balance')?.ok).toBe(true);
  });

  it('takes no lone date before the year it reconciles ends', () => {
    const early = REPORT.replace('April 13, 2022 :', 'December 1, 2021');
    const { statement } = extractStatement(documentFromText('recon-2021.pdf', early + STATEMENT));
    expect(statement.statementDate).toBeNull();
  });
});
