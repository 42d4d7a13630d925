import { describe, expect, it } from 'vitest';
import { lateFeeExcessive } from '../../../../src/engine/rules/late-fee-excessive';
import type { Bill, LeaseData } from '../../../../src/engine/types';
import { bill, ctx, lease } from './fixtures';

type LateFee = NonNullable<LeaseData['lateFee']['value']>;

function run(terms: LateFee | null, b: Bill | Bill[], quote?: string) {
  const l = lease({ lateFee: terms });
  if (quote && l.lateFee.evidence) l.lateFee.evidence.quote = quote;
  return lateFeeExcessive.run(ctx({ lease: l, bills: Array.isArray(b) ? b : [b] }));
}

const PCT5: LateFee = { pct: 5, flatCents: null, graceDays: 5 };

describe('LATE_FEE_EXCESSIVE', () => {
  it('prices a late charge at 10% of the past due where the lease allows 5%', () => {
    const b = bill('2024-03-01', [
      ['Base Rent', 1_582_657, 'BASE_RENT'],
      ['Past Due Balance', 1_536_560, 'PAST_DUE'],
      ['Late Charge', 153_656, 'LATE_FEE'],
    ]);
    const [f, ...rest] = run(PCT5, b);
    expect(rest).toHaveLength(0);
    expect(f?.rule).toBe('LATE_FEE_EXCESSIVE');
    expect(f?.year).toBe(2024);
    expect(f?.amountCents).toBe(76_828); // 153,656 - 5% x 1,536,560
    expect(f?.severity).toBe('MEDIUM');
    expect(f?.calculation.join('\n')).toContain('5% x $15,365.60 = $768.28');
    expect(f?.explanation).toContain('(10% of it)');
    expect(f?.evidence.map((e) => e.file)).toEqual(['lease.pdf', 'bill.pdf', 'bill.pdf']);
  });

  it('gives no finding when the late charge is what the lease allows', () => {
    const b = bill('2024-03-01', [
      ['Past Due Balance', 1_536_560, 'PAST_DUE'],
      ['Late Charge', 76_828, 'LATE_FEE'],
    ]);
    expect(run(PCT5, b)).toEqual([]);
    expect(run(PCT5, bill('2024-03-01', [['Base Rent', 1_000_000, 'BASE_RENT']]))).toEqual([]);
  });

  it('prices a flat fee above the flat amount', () => {
    const b = bill('2024-03-01', [
      ['Base Rent', 1_000_000, 'BASE_RENT'],
      ['Past Due', 1_000_000, 'PAST_DUE'],
      ['Late Fee', 40_000, 'LATE_FEE'],
    ]);
    const [f] = run({ pct: null, flatCents: 25_000, graceDays: 5 }, b);
    expect(f?.amountCents).toBe(15_000);
    expect(f?.severity).toBe('LOW');
  });

  it('reads a past-due balance restated after a zero payment as one late month', () => {
    // "PREVIOUS BALANCE 12,776.95", "PAYMENTS RECEIVED 0.00", "BALANCE FORWARD - PAST DUE 12,776.95".
    const b = bill('2025-08-01', [
      ['PREVIOUS BALANCE', 1_277_695, 'PAST_DUE'],
      ['BALANCE FORWARD - PAST DUE', 1_277_695, 'PAST_DUE'],
      ['BASE RENT', 1_252_195, 'BASE_RENT'],
      ['OPERATING EXPENSE ESCALATION ESTIMATE', 25_500, 'CAM_ESTIMATE'],
      ['LATE CHARGE - JUL 2025', 63_885, 'LATE_FEE'],
    ]);
    const [f] = run({ pct: null, flatCents: 15_000, graceDays: 3 }, b);
    expect(f?.amountCents).toBe(48_885);
  });

  it('allows one flat fee per late month', () => {
    const b = bill('2024-03-01', [
      ['Past Due', 2_000_000, 'PAST_DUE'],
      ['Late Fee', 25_000, 'LATE_FEE'],
      ['Late Fee', 25_000, 'LATE_FEE'],
    ]);
    (b.lines[1] as Bill['lines'][number]).period = '2024-01-01';
    (b.lines[2] as Bill['lines'][number]).period = '2024-02-01';
    expect(run({ pct: null, flatCents: 25_000, graceDays: 5 }, b)).toEqual([]);
  });

  it('with both a percentage and a flat amount, allows the larger (pct vs flat)', () => {
    const both: LateFee = { pct: 5, flatCents: 10_000, graceDays: 5 };
    // pct is larger: 5% x 1,000,000 = 50,000; billed 60,000 -> 10,000
    const big = bill('2024-03-01', [
      ['Past Due', 1_000_000, 'PAST_DUE'],
      ['Late Fee', 60_000, 'LATE_FEE'],
    ]);
    expect(run(both, big)[0]?.amountCents).toBe(10_000);
    // flat is larger: 5% x 100,000 = 5,000 < 10,000 flat; billed 10,000 -> none; 12,500 -> 2,500
    const small = (fee: number) =>
      bill('2024-03-01', [
        ['Past Due', 100_000, 'PAST_DUE'],
        ['Late Fee', fee, 'LATE_FEE'],
      ]);
    expect(run(both, small(10_000))).toEqual([]);
    expect(run(both, small(12_500))[0]?.amountCents).toBe(2_500);
  });

  it('adds the two when the clause says "plus"', () => {
    const b = bill('2024-03-01', [
      ['Past Due', 1_000_000, 'PAST_DUE'],
      ['Late Fee', 60_000, 'LATE_FEE'],
    ]);
    expect(
      run(
        { pct: 5, flatCents: 10_000, graceDays: 5 },
        b,
        'a late charge of 5% of the overdue amount plus $100.00',
      ),
    ).toEqual([]);
  });

  it('without a past-due line takes one month of charges, at lower confidence', () => {
    const b = bill('2024-03-01', [
      ['Base Rent', 900_000, 'BASE_RENT'],
      ['CAM Estimate', 100_000, 'CAM_ESTIMATE'],
      ['Late Fee', 100_000, 'LATE_FEE'],
    ]);
    const [f] = run(PCT5, b);
    expect(f?.amountCents).toBe(50_000);
    expect(f?.confidence).toBeLessThan(0.7);
  });

  it('does not price a misread late-fee line (a balance or the total)', () => {
    const b = bill('2024-03-01', [
      ['Past Due', 1_000_000, 'PAST_DUE'],
      ['Late Fee', 900_000, 'LATE_FEE'],
    ]);
    expect(run(PCT5, b)).toEqual([]);
  });

  it('needs the lease clause', () => {
    const b = bill('2024-03-01', [
      ['Past Due', 1_000_000, 'PAST_DUE'],
      ['Late Fee', 90_000, 'LATE_FEE'],
    ]);
    expect(run(null, b)).toEqual([]);
    expect(lateFeeExcessive.run(ctx({ bills: [b] }))).toEqual([]);
  });
});

describe('LATE_FEE_EXCESSIVE without a past-due line', () => {
  it('prices nothing when a charge of the late month is of a kind the bill does not name', () => {
    const b = bill('2026-07-01', [
      ['Base Rent', 4_553_155, 'BASE_RENT'],
      ['Returned debit - June 2026', 5_389_035, 'OTHER'],
      ['Late payment fee - June 2026', 377_232, 'LATE_FEE'],
    ]);
    (b.lines[1] as Bill['lines'][number]).period = '2026-06-01';
    (b.lines[2] as Bill['lines'][number]).period = '2026-06-01';
    expect(run(PCT5, b)).toEqual([]);
  });

  it('still takes one month of the recurring charges where every charge is named', () => {
    const b = bill('2026-07-01', [
      ['Base Rent', 1_000_000, 'BASE_RENT'],
      ['Late payment fee - June 2026', 100_000, 'LATE_FEE'],
    ]);
    (b.lines[1] as Bill['lines'][number]).period = '2026-06-01';
    expect(run(PCT5, b)[0]?.amountCents).toBe(50_000);
  });
});
