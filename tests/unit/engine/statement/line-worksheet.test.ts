import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { lineOp } from '../../../../src/engine/extract/statement/worksheet-lines';
import { at, doc, line, page, ra } from './layout-fixtures';

// A reconciliation laid out like a tax form: "Line n." and an instruction naming the lines it
// combines, "-0-" on an empty line, the key facts in a box of captions over values, and the costs
// on a schedule whose parts are carried to the worksheet's first lines.
function worksheet(opts: {
  fee: string;
  feeAmount: string;
  charge: string;
  balance: string;
  monthly: string;
  paid: string;
  pool?: string;
  share?: string;
}) {
  const n = (y: number, label: string, amount: string) => line(1, y, [at(label, 40), ra(amount, 560)]);
  return doc([
    page(1, [
      line(1, 40, [at('Worksheet', 40), at('COMMON AREA MAINTENANCE, TAX AND INSURANCE', 160)]),
      line(1, 52, [at('CTI-1', 40), at('RECONCILIATION WORKSHEET', 200), ra('2024', 560)]),
      line(1, 80, [at('Tenant', 40), at('Space', 250), at('Lease dated', 420)]),
      line(1, 92, [at('Acme Optical LLC', 40), at('Space 303', 250), at('05/08/2017', 420)]),
      line(1, 110, [at('Period covered', 40), at('Date prepared', 250), at('Prepared by', 420)]),
      line(1, 122, [at('01/01/2024 – 12/31/2024', 40), at('03/14/2025', 250), at('J. Pruitt', 420)]),
      n(150, 'Line 1. Common area maintenance expenses (Schedule A, Part I total)', '100,000.00'),
      n(164, 'Line 2. Real estate taxes (Schedule A, Part II total)', '40,000.00'),
      n(178, 'Line 3. Insurance premiums (Schedule A, Part III total)', '10,000.00'),
      n(192, 'Line 4. Floor Area of the Premises in square feet', '7,500'),
      n(206, 'Line 5. Floor Area of the Shopping Center in square feet', '100,000'),
      n(220, 'Line 6. Tenant’s Pro Rata Share (Line 4 / Line 5)', '7.5000%'),
      n(234, 'Line 7. Total operating costs. Add Lines 1, 2 and 3', opts.pool ?? '150,000.00'),
      n(248, 'Line 8. Multiply Line 1 by Line 6. Tenant’s share of common area maintenance', '7,500.00'),
      n(
        262,
        'Line 9. Multiply Line 7 by Line 6. Tenant’s share of operating costs',
        opts.share ?? '11,250.00',
      ),
      n(276, 'Line 10. Administrative fee rate. If none, enter -0-', opts.fee),
      n(290, 'Line 11. Administrative fee. Multiply Line 8 by Line 10', opts.feeAmount),
      n(304, 'Line 12. Add Lines 9 and 11. Total additional rent for 2024', opts.charge),
      n(318, 'Line 13. Monthly estimated payment billed during 2024', opts.monthly),
      line(1, 332, [at('Line 14. Number of monthly estimated payments billed', 40), ra('12', 560)]),
      n(346, 'Line 15. Multiply Line 13 by Line 14. Estimated payments billed', opts.paid),
      n(360, 'Line 16. Subtract Line 15 from Line 12. If negative, this is a credit', opts.balance),
      n(374, 'Line 17. If Line 16 is more than zero, enter it here. This is the amount you owe', '-0-'),
      line(1, 388, [at('Line 19. Pay the amount on Line 17 on or before', 40), ra('04/13/2025', 560)]),
      line(1, 410, [
        at('Questions about this worksheet: J. Pruitt, (555) 010-2000. You may review our records.', 40),
      ]),
    ]),
    page(2, [
      line(2, 40, [at('SCHEDULE A – DETAIL OF OPERATING COSTS, 2024', 40)]),
      line(2, 60, [at('PART I – COMMON AREA MAINTENANCE', 40)]),
      line(2, 74, [at('Landscaping', 60), ra('30,000.00', 560)]),
      line(2, 88, [at('Cleaning Services', 60), ra('70,000.00', 560)]),
      line(2, 102, [at('Total Part I – carry to Worksheet Line 1', 80), ra('100,000.00', 560)]),
      line(2, 120, [at('PART II – REAL ESTATE TAXES', 40)]),
      line(2, 134, [at('Real Estate Taxes', 60), ra('40,000.00', 560)]),
      line(2, 148, [at('Total Part II – carry to Worksheet Line 2', 80), ra('40,000.00', 560)]),
      line(2, 166, [at('PART III – INSURANCE', 40)]),
      line(2, 180, [at('Property Insurance', 60), ra('10,000.00', 560)]),
      line(2, 194, [at('Total Part III – carry to Worksheet Line 3', 80), ra('10,000.00', 560)]),
    ]),
  ]);
}

// No fee ("-0-") and estimates above the charge: a credit printed as a negative balance.
const noFeeCredit = () =>
  extractStatement(
    worksheet({
      fee: '-0-',
      feeAmount: '-0-',
      charge: '11,250.00',
      balance: '-750.00',
      monthly: '1,000.00',
      paid: '12,000.00',
    }),
  );

describe('a worksheet of numbered lines whose instructions name the lines they combine', () => {
  it('reads each line by its instruction: share, fee, charge, estimates and a credit balance', () => {
    const { statement } = extractStatement(
      worksheet({
        fee: '10.00%',
        feeAmount: '750.00',
        charge: '12,000.00',
        balance: '600.00',
        monthly: '950.00',
        paid: '11,400.00',
      }),
    );
    expect(statement.billedSharePct).toBe(7.5);
    expect(statement.tenantShareCents).toBe(1_125_000);
    expect(statement.adminFeeCents).toBe(75_000);
    expect(statement.adminFeePct).toBe(10);
    expect(statement.adminFeeBaseLabel).toMatch(/common area maintenance/);
    expect(statement.totalDueCents).toBe(1_200_000);
    // The monthly estimate (Line 13) is not what was paid; Line 13 times Line 14 is.
    expect(statement.estimatesPaidCents).toBe(1_140_000);
    expect(statement.estimateMonths).toBe(12);
    expect(statement.monthlyEstimateCents).toBe(95_000);
    expect(statement.balanceDueCents).toBe(60_000);
  });

  it('keeps a balance signed as printed, though its words mention a credit', () => {
    const { statement } = noFeeCredit();
    expect(statement.adminFeeCents).toBe(0);
    expect(statement.adminFeePct).toBe(0);
    expect(statement.totalDueCents).toBe(1_125_000);
    expect(statement.balanceDueCents).toBe(-75_000);
  });

  it("takes the statement's date from the caption box, not the lease date beside it", () => {
    const { statement } = noFeeCredit();
    expect(statement.statementDate).toBe('2025-03-14');
  });
});

describe("a worksheet's pool line over a schedule carried to its lines", () => {
  const read = (pool: string, share: string, charge: string) =>
    extractStatement(
      worksheet({
        fee: '-0-',
        feeAmount: '-0-',
        charge,
        balance: '-0-',
        monthly: '1,000.00',
        paid: '12,000.00',
        pool,
        share,
      }),
    ).statement;

  it("reads every part's lines, totalled by the worksheet's line that adds the parts", () => {
    const statement = read('150,000.00', '11,250.00', '11,250.00');
    expect(statement.lines.map((l) => l.amountCents)).toEqual([3_000_000, 7_000_000, 4_000_000, 1_000_000]);
    expect(statement.totalCents).toBe(15_000_000);
  });

  it('keeps a pool line that does not add its lines as printed: a math error to report', () => {
    const statement = read('160,000.00', '12,000.00', '12,000.00');
    expect(statement.totalCents).toBe(16_000_000);
    expect(statement.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(15_000_000);
    expect(statement.checks.find((c) => c.name === 'lines_foot_total')?.ok).toBe(false);
  });
});

describe('lineOp', () => {
  it('reads the operation and its lines from the instruction', () => {
    expect(lineOp('Line 7. Total operating costs. Add Lines 1, 2 and 3')).toEqual({
      kind: 'sum',
      operands: [1, 2, 3],
    });
    expect(lineOp('Line 11. Multiply Line 8 (or 9) by Line 10')).toEqual({
      kind: 'product',
      operands: [8, 10],
    });
    expect(lineOp('Line 16. Subtract Line 15 from Line 12')).toEqual({
      kind: 'difference',
      operands: [12, 15],
    });
    expect(lineOp('Line 6. Tenant’s Pro Rata Share (Line 4 / Line 5)')).toEqual({
      kind: 'ratio',
      operands: [4, 5],
    });
    expect(lineOp('Line 20. Add Lines 1 through 4')).toEqual({ kind: 'sum', operands: [1, 2, 3, 4] });
    expect(lineOp('Line 3. Insurance premiums (Schedule A, Part III total)')).toBeNull();
  });
});
