import { describe, expect, it } from 'vitest';
import { repairScannedStatement } from '../../../../src/engine/model/scan-repair';
import { line, statement } from '../rules/fixtures';

// pool $160,000.00 at 5 %: tenant share $8,000.00, estimates 12 x $1,000.00, balance -$4,000.00
const LINES = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];

describe('repairing a scanned statement by agreement', () => {
  it('leaves a statement whose relations all hold alone', () => {
    const st = statement(2024, LINES);
    expect(repairScannedStatement(st)).toEqual({ statement: st, repair: null });
  });

  it('repairs a total misread by one digit when the lines and share x pool agree on the printed one', () => {
    const st = statement(2024, LINES);
    st.totalCents = 18_000_000; // "$180,000.00": a 6 read as 8
    st.checks = [{ name: 'share_x_pool', ok: false, detail: '5% x $180,000.00' }];
    const { statement: fixed, repair } = repairScannedStatement(st);
    expect(repair).toMatchObject({ field: 'totalCents', from: 18_000_000, to: 16_000_000 });
    expect(repair?.relations).toEqual([
      'the lines add up to the total',
      'share x pool gives the tenant share',
    ]);
    expect(fixed.totalCents).toBe(16_000_000);
    expect(fixed.checks.find((c) => c.name === 'share_x_pool')).toBeUndefined();
    expect(fixed.checks.at(-1)?.detail).toBe(
      'totalCents read by OCR as $180,000.00, taken as $160,000.00: the lines add up to the total, share x pool gives the tenant share agree on it',
    );
    expect(st.totalCents).toBe(18_000_000); // the input is not changed
  });

  it('never repairs a real math error: a total that does not foot but is the one the share was computed on', () => {
    const st = statement(2024, LINES, { totalCents: 16_500_000 }); // the landlord added wrong and billed on it
    expect(st.tenantShareCents).toBe(825_000);
    expect(repairScannedStatement(st).repair).toBeNull();
  });

  it('repairs a tenant share misread when share x pool and the total due agree', () => {
    const st = statement(2024, LINES);
    st.tenantShareCents = 300_000; // "$3,000.00": 8 read as 3
    const { repair } = repairScannedStatement(st);
    expect(repair).toMatchObject({ field: 'tenantShareCents', to: 800_000 });
  });

  it('repairs estimates when months x monthly and the balance agree', () => {
    const st = statement(2024, LINES);
    st.estimatesPaidCents = 1_700_000; // "$17,000.00": 2 read as 7
    const { repair } = repairScannedStatement(st);
    expect(repair).toMatchObject({ field: 'estimatesPaidCents', to: 1_200_000 });
  });

  it('does not touch a figure in a single relation: a balance that does not follow may be a real error', () => {
    const st = statement(2024, LINES);
    st.balanceDueCents = -390_000;
    expect(repairScannedStatement(st).repair).toBeNull();
  });

  it('does not guess when two misread figures would each explain the breaks', () => {
    const st = statement(2024, LINES);
    st.totalCents = 18_000_000;
    st.tenantShareCents = 300_000; // now share, foot and due all break: no single figure explains them
    expect(repairScannedStatement(st).repair).toBeNull();
  });

  it('repairs a share % misread when the printed areas and share x pool agree', () => {
    const st = statement(2024, LINES, { shareNumeratorRsf: 1_600, shareDenominatorRsf: 32_000 });
    st.billedSharePct = 8; // "8%": 5 read as 8
    const { repair } = repairScannedStatement(st);
    expect(repair).toMatchObject({ field: 'billedSharePct', from: 8, to: 5 });
  });
});
