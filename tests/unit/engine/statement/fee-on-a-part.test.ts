import { describe, expect, it } from 'vitest';
import { extractStatement } from '../../../../src/engine/extract/statement';
import { at, doc, line, page, ra } from './layout-fixtures';

// The tenant's arithmetic in labelled cells: the share of all costs, then the share of the CAM
// costs alone (the fee's base, named by no word on the fee's row), the fee with its rate printed
// as a figure of its own, and the share cited to the lease.
function sheet(fee: string) {
  const row = (y: number, label: string, figure: string) => line(1, y, [at(label, 60), ra(figure, 460)]);
  return doc([
    page(1, [
      line(1, 40, [at('2022 Operating Expense Reconciliation', 60)]),
      line(1, 60, [at('Expense', 60), ra('2022 Actual', 460)]),
      row(72, 'Landscaping', '40,000.00'),
      row(84, 'Repairs and Maintenance', '60,000.00'),
      row(96, 'Real Property Taxes', '100,000.00'),
      row(108, 'TOTAL OPERATING EXPENSES', '200,000.00'),
      line(1, 130, [at('Tenant’s Share', 60), at('5.0000% per Lease Section 6.2', 400)]),
      row(142, 'Tenant’s Share of operating expenses', '10,000.00'),
      row(154, 'Tenant’s Share of CAM costs', '5,000.00'),
      line(1, 166, [
        at('Administrative fee', 60),
        ra(`${fee}%`, 380),
        ra(fee === '12' ? '600.00' : '500.00', 460),
      ]),
    ]),
  ]);
}

describe('a fee charged on a part of the share, its rate printed as a figure', () => {
  it('reads the rate beside the fee and the share cited to the lease', () => {
    const { statement } = extractStatement(sheet('12'));
    expect(statement.adminFeeCents).toBe(60_000);
    expect(statement.adminFeePct).toBe(12);
    expect(statement.billedSharePct).toBe(5);
    expect(statement.tenantShareCents).toBe(1_000_000);
  });

  it('checks the fee against the part its rate turns into the fee, not the whole share', () => {
    const { statement } = extractStatement(sheet('12'));
    const fee = statement.checks.find((c) => c.name === 'admin_fee');
    expect(fee?.ok).toBe(true);
    expect(fee?.detail).toMatch(/CAM costs/);
  });
});
