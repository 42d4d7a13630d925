import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// A reconciliation written as a letter (every figure in its sentences), with the accounting
// system's general-ledger detail behind it: vendor transactions under each account, footed on
// "Total <account>", accounts by component, a grand total.
const prose = (y: number, text: string) => line(1, y, [at(text, 60)]);
const txn = (y: number, date: string, vendor: string, ref: string, gl: string, amount: string) =>
  line(2, y, [at(date, 40), at(vendor, 100), at(ref, 260), at(gl, 360), ra(amount, 560)]);
const labelled = (y: number, label: string, amount?: string) =>
  line(2, y, amount ? [at(label, 40), ra(amount, 560)] : [at(label, 40)]);

function letter(closing: string[], paid = '$240.00 a month for 12 months, $2,880.00 in total') {
  return doc([
    page(1, [
      prose(40, 'March 15, 2026'),
      prose(60, 'Re: 2025 operating cost reconciliation - Unit CU-110'),
      prose(
        80,
        'We have completed the reconciliation of operating costs for the Commercial Component of The Anchorage',
      ),
      prose(
        92,
        'Flats for the year ended December 31, 2025, under section 5 of your lease. The apartments are accounted for',
      ),
      prose(
        104,
        'separately. Total operating costs of the Commercial Component for 2025 were $120,000.00; the attached',
      ),
      prose(
        116,
        'general ledger detail lists every charge by GL account. Your share of 2025 Commercial Component operating',
      ),
      prose(
        128,
        'costs was $3,000.00, based on 2.5000% (your 3,000 square feet of the 120,000 square feet of the Commercial',
      ),
      prose(140, `Component). During 2025 you paid estimated operating costs of ${paid}.`),
      ...closing.map((t, i) => prose(152 + i * 12, t)),
    ]),
    page(2, [
      labelled(40, 'GENERAL LEDGER DETAIL'),
      line(2, 52, [
        at('Date', 40),
        at('Vendor', 100),
        at('Invoice/Ref', 260),
        at('GL Account', 360),
        ra('Amount', 560),
      ]),
      labelled(64, 'COMMERCIAL COMMON ELEMENTS'),
      labelled(76, '6110 Grounds Care'),
      txn(88, '03/08/2025', 'Quintero Landscape Co.', 'INV-21593', '6110', '14,000.00'),
      txn(100, '09/19/2025', 'Quintero Landscape Co.', 'INV-43373', '6110', '16,000.00'),
      labelled(112, 'Total 6110 Grounds Care', '30,000.00'),
      labelled(124, '6150 Broker Fee - New Tenant Lease'),
      txn(136, '02/20/2025', 'Okonkwo Realty Advisors', 'INV-89003', '6150', '10,000.00'),
      labelled(148, 'Total 6150 Broker Fee - New Tenant Lease', '10,000.00'),
      labelled(160, 'Total Commercial Common Elements', '40,000.00'),
      labelled(172, 'REAL ESTATE TAXES - COMMERCIAL COMPONENT'),
      labelled(184, '6510 Ad Valorem Real Estate Taxes'),
      txn(196, '03/06/2025', 'County Treasurer', 'Parcel 1st half', '6510', '40,000.00'),
      txn(208, '09/04/2025', 'County Treasurer', 'Parcel 2nd half', '6510', '40,000.00'),
      labelled(220, 'Total 6510 Ad Valorem Real Estate Taxes', '80,000.00'),
      labelled(232, 'Total Real Estate Taxes - Commercial Component', '80,000.00'),
      labelled(244, 'Grand total - Commercial Component operating costs', '120,000.00'),
    ]),
  ]);
}

describe('a general-ledger detail: accounts, not transactions, are the lines', () => {
  it('reads each account once, at its total, where its transactions foot to it', () => {
    const { statement, warnings } = extractStatement(
      letter(['That leaves a balance of $120.00 owing to us.']),
    );
    expect(warnings.join('\n')).toContain('read 3 general-ledger accounts');
    expect(statement.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['6110 Grounds Care', 3000000],
      ['6150 Broker Fee - New Tenant Lease', 1000000],
      ['6510 Ad Valorem Real Estate Taxes', 8000000],
    ]);
    expect(statement.lines[1]?.category).toBe('LEASING_COMMISSIONS');
    expect(statement.lines[0]?.evidence.quote).toContain('Total 6110 Grounds Care');
    expect(statement.totalCents).toBe(12000000);
  });

  it('keeps a section of expense lines under its subtotal as lines: they are not posted on dates', () => {
    const { statement, warnings } = extractStatement(
      doc([
        page(1, [
          line(1, 40, [at('2023 Common Area Maintenance Reconciliation', 60)]),
          line(1, 60, [at('COMMON AREA MAINTENANCE', 60)]),
          line(1, 72, [at('Landscaping', 60), ra('$23,521.36', 500)]),
          line(1, 84, [at('Janitorial Services', 60), ra('$12,297.53', 500)]),
          line(1, 96, [at('Subtotal Common Area Maintenance', 60), ra('$35,818.89', 500)]),
          line(1, 108, [at('REAL ESTATE TAXES', 60)]),
          line(1, 120, [at('Real Estate Taxes', 60), ra('$10,000.00', 500)]),
          line(1, 132, [at('TOTAL RECOVERABLE EXPENSES', 60), ra('$45,818.89', 500)]),
        ]),
      ]),
    );
    expect(warnings.join('\n')).not.toContain('general-ledger');
    expect(statement.lines.map((l) => l.amountCents)).toEqual([2352136, 1229753, 1000000]);
  });
});

describe("a letter's sentences state the tenant's arithmetic", () => {
  it('reads the share, the %, the estimates and a balance owing, each quoted from its line', () => {
    const { statement } = extractStatement(letter(['That leaves a balance of $120.00 owing to us.']));
    expect(statement.tenantShareCents).toBe(300000);
    expect(statement.billedSharePct).toBe(2.5);
    expect(statement.estimatesPaidCents).toBe(288000);
    expect(statement.balanceDueCents).toBe(12000);
    expect(statement.evidence.tenantShareCents?.quote).toContain('costs was $3,000.00');
    expect(statement.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('reads "you paid more than your share, so there is a credit" as a credit, not a second share', () => {
    const { statement } = extractStatement(
      letter(
        ['You paid more than your share, so there is a credit of $120.00 in your favor.'],
        '$260.00 a month for 12 months, $3,120.00 in total',
      ),
    );
    expect(statement.tenantShareCents).toBe(300000);
    expect(statement.estimatesPaidCents).toBe(312000);
    expect(statement.balanceDueCents).toBe(-12000);
    expect(statement.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('leaves a statement whose rows already state the share as it was', () => {
    const { statement, warnings } = extractStatement(
      doc([
        page(1, [
          line(1, 40, [at('CAM RECONCILIATION 2025', 60)]),
          line(1, 60, [at('Landscaping', 60), ra('10,000.00', 500)]),
          line(1, 72, [at('Total CAM', 60), ra('10,000.00', 500)]),
          line(1, 84, [at('Pro rata share', 60), ra('10.00%', 500)]),
          line(1, 96, [at("Tenant's share", 60), ra('1,000.00', 500)]),
          prose(
            120,
            'Please note that your share of these costs is computed under section 5 of the lease and that',
          ),
          prose(
            132,
            'the amount of $1,000.00 may be paid by check or by transfer to the account on your invoice; no',
          ),
          prose(
            144,
            'payment is due until thirty days after this letter. We thank you for your prompt attention to',
          ),
          prose(
            156,
            'this matter and remain available for any questions you may have about the figures above.',
          ),
        ]),
      ]),
    );
    expect(statement.tenantShareCents).toBe(100000);
    expect(warnings.join('\n')).not.toContain("letter's sentences");
  });
});
