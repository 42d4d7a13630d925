import { describe, expect, it } from 'vitest';
import { lateFeeExcessive } from '../../../../src/engine/rules/late-fee-excessive';
import type { Bill, BillLine } from '../../../../src/engine/types';
import { bill, ctx, lease } from './fixtures';

const PCT5 = { pct: 5, flatCents: null, graceDays: 5 };

/** An open-items bill: the same month's charges for two months, each line with its month. */
function openItems(feeMonth: string | null, feeCents: number): Bill {
  const b = bill('2025-02-01', [
    ['Base Rent', 1_685_137, 'BASE_RENT'],
    ['Estimated CAM', 149_400, 'CAM_ESTIMATE'],
    ['Late Fee', feeCents, 'LATE_FEE'],
    ['Base Rent', 1_685_137, 'BASE_RENT'],
    ['Estimated CAM', 149_400, 'CAM_ESTIMATE'],
  ]);
  const months = ['2025-02-01', '2025-02-01', feeMonth, '2025-03-01', '2025-03-01'];
  b.lines = b.lines.map((l, i): BillLine => ({ ...l, period: months[i] ?? null }));
  return b;
}

const run = (b: Bill) => lateFeeExcessive.run(ctx({ lease: lease({ lateFee: PCT5 }), bills: [b] }));

describe('LATE_FEE_EXCESSIVE on a bill listing several months of open charges', () => {
  it("takes the charges up to the late fee's month as what was overdue, not next month's", () => {
    // 10% of February's 18,345.37 billed; 5% allowed.
    const [f, ...rest] = run(openItems('2025-02-01', 183_454));
    expect(rest).toHaveLength(0);
    expect(Math.round(f?.amountCents ?? 0)).toBe(183_454 - 91_727);
  });

  it('allows the fee on every month up to its own (an earlier month paid late too)', () => {
    // 5% of February and March together is what the lease allows when the fee names March.
    expect(run(openItems('2025-03-01', 183_454))).toEqual([]);
  });

  it('takes every month when the fee names none (no guess)', () => {
    expect(run(openItems(null, 183_454))).toEqual([]);
  });
});
