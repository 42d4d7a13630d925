import { describe, expect, it } from 'vitest';
import { gateDrafts } from '../../../../src/engine/rules/gate';
import { mathError } from '../../../../src/engine/rules/math-error';
import { proRataShareRule } from '../../../../src/engine/rules/pro-rata-share';
import { ctx, ev, lease, line, statement } from './fixtures';

// A base-year statement whose share row prints its own operands and a product $1,000 too high:
// "Tenant's Share of Excess  2.0353% x 86,204.61  2,754.52" (2.0353% x 86,204.61 = 1,754.52).
// The slip is more than a quarter of the share, which alone reads like a misreading; the row's
// own printed operands say it is the landlord's arithmetic. Its estimates and balance follow it.
const LINES = [line('Janitorial', 50_000_000, 'CONTROLLABLE'), line('Real Estate Taxes', 27_731_037, 'TAX')];
const slipped = (quote: string) =>
  statement(2020, LINES, {
    totalCents: 77_731_037,
    baseYearDeductionCents: 69_110_576,
    billedSharePct: 2.0353,
    tenantShareCents: 275_452,
    adminFeeCents: 0,
    totalDueCents: null,
    estimatesPaidCents: 150_000,
    balanceDueCents: 125_452,
    evidence: {
      ...statement(2020, LINES).evidence,
      tenantShareCents: ev('recon-2020.pdf', 2, quote),
    },
  });
const OPERANDS = 'Tenant’s Share of Excess 2.0353% × 86,204.61 2,754.52';

describe('a share row that prints its own operands and a wrong product', () => {
  it('is a MATH_ERROR of the difference, however large against the share', () => {
    const [f] = mathError.run(ctx({ statements: [slipped(OPERANDS)] }));
    expect(f?.rule).toBe('MATH_ERROR');
    expect(Math.round(f!.amountCents)).toBe(100_000);
  });

  it('is not priced when the row does not print the pool it multiplies (a misreading is as likely)', () => {
    expect(mathError.run(ctx({ statements: [slipped("Tenant's Share 2,754.52")] }))).toEqual([]);
  });

  it("lets a wrong share be priced on the model's pool: the slip is the only figure off", () => {
    const c = ctx({ lease: lease({ proRataSharePct: 1.7663 }), statements: [slipped(OPERANDS)] });
    const proven = mathError.run(c);
    const [f] = gateDrafts(c, proRataShareRule.run(c), proven);
    expect(f?.rule).toBe('PRO_RATA_SHARE');
    // (2.0353% - 1.7663%) x (777,310.37 - 691,105.76)
    expect(Math.round(f!.amountCents)).toBe(23_189);
    // Without the proven slip the same finding is held back for review.
    const [held] = gateDrafts(c, proRataShareRule.run(c), []);
    expect(held?.rule).toBe('REVIEW_RECOMMENDED');
  });
});
