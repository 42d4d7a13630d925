import { describe, expect, it } from 'vitest';
import { proRataShareRule } from '../../../../src/engine/rules/pro-rata-share';
import { ctx, field, lease, line, runGated, statement } from './fixtures';

// pool $160,000: $100,000 CAM, $50,000 taxes, $10,000 insurance
const LINES = [
  line('Landscaping', 10_000_000, 'CONTROLLABLE'),
  line('Real Estate Taxes', 5_000_000, 'TAX'),
  line('Property Insurance', 1_000_000, 'INSURANCE'),
];
const run = (l: ReturnType<typeof lease>, ...sts: ReturnType<typeof statement>[]) =>
  runGated(proRataShareRule, ctx({ lease: l, statements: sts }));

describe('PRO_RATA_SHARE', () => {
  it('prices the extra share on the whole pool, no fee', () => {
    const [f] = run(lease({ proRataSharePct: 5 }), statement(2024, LINES, { billedSharePct: 5.5 }));
    expect(f?.rule).toBe('PRO_RATA_SHARE');
    expect(f?.year).toBe(2024);
    expect(Math.round(f!.amountCents)).toBe(80_000); // 0.5% x $160,000
    expect(f?.severity).toBe('MEDIUM');
    expect(f?.evidence.map((e) => e.file)).toEqual(expect.arrayContaining(['lease.pdf', 'recon-2024.pdf']));
    expect(f?.calculation.join('\n')).toContain('$800.00');
  });

  it('adds the admin fee charged on the whole share', () => {
    const [f] = run(
      lease({ proRataSharePct: 5 }),
      statement(2024, LINES, { billedSharePct: 5.5, feePct: 10 }),
    );
    expect(Math.round(f!.amountCents)).toBe(88_000); // $800 + 10%
  });

  it('adds the admin fee charged on the CAM share only', () => {
    const [f] = run(
      lease({ proRataSharePct: 5 }),
      statement(2024, LINES, { billedSharePct: 5.5, feePct: 10, feeBase: 'CAM' }),
    );
    expect(Math.round(f!.amountCents)).toBe(85_000); // $800 + 10% x 0.5% x $100,000
  });

  it('takes the share from the areas when the lease states no percentage, and names the wrong areas', () => {
    const [f] = run(
      lease({ premisesRsf: 2_400, buildingRsf: 48_000 }),
      statement(2024, LINES, { billedSharePct: 5.62, shareNumeratorRsf: 2_400, shareDenominatorRsf: 42_705 }),
    );
    expect(Math.round(f!.amountCents)).toBe(99_200); // 0.62% x $160,000
    expect(f?.explanation).toContain('42,705 RSF');
    expect(f?.explanation).toContain('48,000 RSF');
  });

  it('shares the excess over the base year on base-year statements', () => {
    const [f] = run(
      lease({ proRataSharePct: 5 }),
      statement(2024, LINES, { billedSharePct: 5.5, baseYearDeductionCents: 10_000_000 }),
    );
    expect(Math.round(f!.amountCents)).toBe(30_000); // 0.5% x $60,000
  });

  it('gives nothing on a clean statement or within the printed rounding', () => {
    expect(run(lease({ proRataSharePct: 5 }), statement(2024, LINES))).toEqual([]);
    expect(run(lease({ proRataSharePct: 5 }), statement(2024, LINES, { billedSharePct: 5.004 }))).toEqual([]);
    expect(run(lease({ proRataSharePct: 5.5 }), statement(2024, LINES, { billedSharePct: 5 }))).toEqual([]);
  });

  it('gives nothing when the lease share is unknown or not sure', () => {
    expect(run(lease({}), statement(2024, LINES, { billedSharePct: 6 }))).toEqual([]);
    const l = lease({});
    l.proRataSharePct = field(5, 'share', 0.4);
    expect(run(l, statement(2024, LINES, { billedSharePct: 6 }))).toEqual([]);
  });

  it("holds the figure back for review when the model does not reproduce the statement's tenant share", () => {
    const st = statement(2024, LINES, { billedSharePct: 5.5 });
    st.tenantShareCents = (st.tenantShareCents ?? 0) + 100_000;
    const out = run(lease({ proRataSharePct: 5 }), st);
    expect(out.filter((f) => f.amountCents > 0)).toEqual([]);
    expect(out[0]?.rule).toBe('REVIEW_RECOMMENDED');
    expect(out[0]?.explanation).toMatch(/not put a dollar figure.*statement prints/);
  });

  it('prices a credit-balance, partial-year statement the same way', () => {
    const st = statement(2024, LINES, {
      billedSharePct: 5.5,
      estimatesPaidCents: 2_000_000,
      periodStart: '2024-07-01',
      estimateMonths: 6,
    });
    expect(st.balanceDueCents).toBeLessThan(0);
    const [f] = run(lease({ proRataSharePct: 5 }), st);
    expect(Math.round(f!.amountCents)).toBe(80_000);
  });
});

describe('PRO_RATA_SHARE on scanned documents', () => {
  const scannedLease = (l: ReturnType<typeof lease>, st: ReturnType<typeof statement>) =>
    runGated(proRataShareRule, ctx({ lease: l, statements: [st], scanned: (e) => e?.file === 'lease.pdf' }));

  it('does not price a share one digit away from a scanned lease; it asks the tenant to check', () => {
    const [f, ...rest] = scannedLease(
      lease({ proRataSharePct: 3.2191 }),
      statement(2024, LINES, { billedSharePct: 5.2191 }),
    );
    expect(rest).toEqual([]);
    expect(f?.rule).toBe('REVIEW_RECOMMENDED');
    expect(f?.amountCents).toBe(0);
    expect(f?.title).toContain('3.2191%');
    expect(f?.title).toContain('5.2191%');
  });

  it('still prices it when the lease areas confirm the scanned share, or the shares differ in more than a digit', () => {
    const confirmed = scannedLease(
      lease({ proRataSharePct: 3.2191, premisesRsf: 4_771, buildingRsf: 148_210 }),
      statement(2024, LINES, { billedSharePct: 5.2191 }),
    );
    expect(confirmed[0]?.rule).toBe('PRO_RATA_SHARE');
    expect(Math.round(confirmed[0]!.amountCents)).toBe(320_000); // 2% x $160,000
    const different = scannedLease(
      lease({ proRataSharePct: 5 }),
      statement(2024, LINES, { billedSharePct: 5.5 }),
    );
    expect(different[0]?.rule).toBe('PRO_RATA_SHARE');
  });

  it('prices a one-digit difference between documents that were not scanned', () => {
    const [f] = run(lease({ proRataSharePct: 3.2191 }), statement(2024, LINES, { billedSharePct: 5.2191 }));
    expect(f?.rule).toBe('PRO_RATA_SHARE');
  });
});
