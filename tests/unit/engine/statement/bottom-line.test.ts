import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { readRows } from '../../../../src/engine/extract/statement/rows';
import { shareInLabel } from '../../../../src/engine/extract/statement/share-product';
import { at, doc, line, page, ra } from './layout-fixtures';

// A reconciliation laid out like a utility bill: an account panel at the top right printing the
// AMOUNT DUE (the balance) before the account summary that arrives at it, the share stated in the
// share row's own words, the year's charge called "Total Charges for 2023".
function utilityBill(
  opts: {
    balance?: string;
    total?: string;
    shareLabelPct?: string;
    panel?: boolean;
    bottomLabel?: string;
  } = {},
) {
  const balance = opts.balance ?? '6,679.55';
  const total = opts.total ?? '1,693,998.13';
  const pct = opts.shareLabelPct ?? '5.0515%';
  const row = (y: number, label: string, fig: string, right = 560) =>
    line(1, y, [at(label, 40), ra(fig, right)]);
  return doc([
    page(1, [
      line(1, 30, [
        at('Benchmark Real Estate Services, Inc.', 40),
        at('ACCOUNT NUMBER', 330),
        ra('NOR1-000323', 560),
      ]),
      line(1, 44, [at('STATEMENT DATE', 330), ra('02/19/2024', 560)]),
      line(1, 58, [at('SERVICE PERIOD', 330), ra('01/01/2023 - 12/31/2023', 560)]),
      ...(opts.panel === false ? [] : [line(1, 72, [at('AMOUNT DUE', 330), ra(balance, 560)])]),
      line(1, 100, [at('ANNUAL OPERATING COST RECONCILIATION - 2023', 40)]),
      line(1, 120, [
        at('Service Charges for the Service Period', 40),
        ra('Building Cost', 470),
        ra('Your Charge', 560),
      ]),
      row(134, 'CAM Expenses', '856,383.39', 470),
      row(146, 'Real Estate Taxes', '641,684.03', 470),
      row(158, 'Insurance', '195,930.71', 470),
      row(170, 'Total Building Operating Costs', total, 470),
      row(182, `Your Share of Operating Costs (${pct} of ${total})`, '85,572.32'),
      row(194, 'Fee basis: your share excl. Real Estate Taxes and Insurance', '43,260.21', 470),
      row(206, 'Administrative Fee 12% (on share excl. taxes & insurance)', '5,191.23'),
      row(218, 'Total Charges for 2023', '90,763.55'),
      row(230, 'Estimated Payments Billed (12 months at 7,007.00)', '84,084.00 Credit'),
      row(242, opts.bottomLabel ?? 'AMOUNT DUE', balance),
    ]),
    page(2, [
      line(2, 30, [at('DETAIL OF BUILDING OPERATING COSTS', 40)]),
      line(2, 50, [at('Cost Code', 40), at('Description', 100), ra('Amount', 560)]),
      line(2, 62, [at('C-01', 40), at('Landscape Maintenance', 100), ra('611,929.85', 560)]),
      line(2, 74, [at('U-01', 40), at('CA Electric', 100), ra('244,453.54', 560)]),
      line(2, 86, [at('T-01', 40), at('Property Taxes', 100), ra('641,684.03', 560)]),
      line(2, 98, [at('I-01', 40), at('Insurance Premiums', 100), ra('195,930.71', 560)]),
      line(2, 116, [at('TOTAL BUILDING OPERATING COSTS', 100), ra(total, 560)]),
    ]),
  ]);
}

describe('the bottom line told apart by its arithmetic', () => {
  it('takes the row that is share + fee as the charge, not the panel AMOUNT DUE read before it', () => {
    const { statement, warnings } = extractStatement(utilityBill());
    expect(statement.tenantShareCents).toBe(8_557_232);
    expect(statement.adminFeeCents).toBe(519_123);
    expect(statement.totalDueCents).toBe(9_076_355);
    expect(statement.evidence.totalDueCents?.quote).toMatch(/Total Charges for 2023/);
    expect(statement.balanceDueCents).toBe(667_955);
    expect(statement.checks.find((c) => c.name === 'total_due')?.ok).toBe(true);
    expect(statement.checks.find((c) => c.name === 'balance')?.ok).toBe(true);
    expect(warnings.some((w) => /share \+ fee = its figure/.test(w))).toBe(true);
  });

  it('keeps a wrong balance as printed, so the math error is still reported', () => {
    const { statement } = extractStatement(utilityBill({ balance: '7,679.55' }));
    expect(statement.totalDueCents).toBe(9_076_355);
    expect(statement.balanceDueCents).toBe(767_955);
    expect(statement.checks.find((c) => c.name === 'balance')?.ok).toBe(false);
  });

  it('finds an unlabelled balance as the one row printing charge - estimates', () => {
    const { statement, warnings } = extractStatement(
      utilityBill({ panel: false, bottomLabel: 'Net for the Service Period' }),
    );
    expect(statement.totalDueCents).toBe(9_076_355);
    expect(statement.balanceDueCents).toBe(667_955);
    expect(statement.evidence.balanceDueCents?.quote).toMatch(/Net for the Service Period/);
    expect(warnings.some((w) => /balance read from/.test(w))).toBe(true);
  });

  it('leaves the balance unread where no row prints charge - estimates', () => {
    const { statement } = extractStatement(
      utilityBill({ panel: false, bottomLabel: 'Net for the Service Period', balance: '6,600.00' }),
    );
    expect(statement.balanceDueCents).toBeNull();
  });

  it('reads the share from the share row\'s own "% of" words when no row prints it as a figure', () => {
    const { statement, warnings } = extractStatement(utilityBill());
    expect(statement.billedSharePct).toBe(5.0515);
    expect(warnings.some((w) => /"% of" arithmetic/.test(w))).toBe(true);
  });
});

describe('shareInLabel', () => {
  const rowOf = (label: string, fig: string) =>
    readRows(doc([page(1, [line(1, 10, [at(label, 40), ra(fig, 560)])])]))[0]!;

  it('reads the percentage whose product with the amount beside it is the row figure', () => {
    expect(shareInLabel(rowOf('Your Share of Operating Costs (5.0515% of 1,693,998.13)', '85,572.32'))).toBe(
      5.0515,
    );
    expect(shareInLabel(rowOf("Tenant's share @ 4.25% of $612,000.00", '26,010.00'))).toBe(4.25);
  });

  it('reads none where the product is not the figure, or the rate is a fee', () => {
    expect(
      shareInLabel(rowOf('Your Share of Operating Costs (5.0515% of 1,693,998.13)', '86,572.32')),
    ).toBeNull();
    expect(shareInLabel(rowOf('Administrative Fee (10% of 52,000.00)', '5,200.00'))).toBeNull();
  });
});
