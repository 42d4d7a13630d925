import { describe, expect, it } from 'vitest';
import { rentEscalationError } from '../../../../src/engine/rules/rent-escalation-error';
import type { Bill, RentStep } from '../../../../src/engine/types';
import { bill, ctx, lease } from './fixtures';

const SCHEDULE: RentStep[] = [
  { from: '2023-03-01', to: '2024-02-29', monthlyRentCents: 1_000_000 },
  { from: '2024-03-01', to: '2025-02-28', monthlyRentCents: 1_030_000 },
  { from: '2025-03-01', to: '2026-02-28', monthlyRentCents: 1_060_900 },
];

function run(b: Bill | Bill[], schedule: RentStep[] = SCHEDULE, confidence = 0.9) {
  const l = lease({ rentSchedule: schedule });
  l.rentSchedule.confidence = confidence;
  return rentEscalationError.run(ctx({ lease: l, bills: Array.isArray(b) ? b : [b] }));
}

describe('RENT_ESCALATION_ERROR', () => {
  it('prices an escalation billed a month early (billed - scheduled, the bill year)', () => {
    const [f, ...rest] = run(bill('2025-02-01', [['Base Rent', 1_060_900, 'BASE_RENT']]));
    expect(rest).toHaveLength(0);
    expect(f?.rule).toBe('RENT_ESCALATION_ERROR');
    expect(f?.year).toBe(2025);
    expect(f?.amountCents).toBe(30_900);
    expect(f?.severity).toBe('MEDIUM');
    expect(f?.explanation).toContain('$10,300.00');
    expect(f?.explanation).toContain('applied early');
    expect(f?.calculation.join('\n')).toContain('$10,609.00 - $10,300.00 = $309.00');
    // both sides: the lease clause and the bill line
    expect(f?.evidence.map((e) => e.file)).toEqual(['lease.pdf', 'bill.pdf']);
  });

  it('prices a wrong escalation rate and shows both rates', () => {
    // lease: 3% over $10,000.00; billed 5% = $10,500.00
    const [f] = run(bill('2024-06-01', [['Base Rent', 1_050_000, 'BASE_RENT']]));
    expect(f?.amountCents).toBe(20_000);
    expect(f?.year).toBe(2024);
    expect(f?.explanation).toMatch(/by 5% where the lease raises it by 3%/);
  });

  it('gives no finding on a clean bill, an under-billed rent or a rounding cent', () => {
    expect(run(bill('2024-06-01', [['Base Rent', 1_030_000, 'BASE_RENT']]))).toEqual([]);
    expect(run(bill('2024-06-01', [['Base Rent', 1_000_000, 'BASE_RENT']]))).toEqual([]);
    expect(run(bill('2024-06-01', [['Base Rent', 1_030_001, 'BASE_RENT']]))).toEqual([]);
  });

  it('handles the leap-year anniversary: February 29 still belongs to the old step', () => {
    expect(run(bill('2024-02-01', [['Base Rent', 1_000_000, 'BASE_RENT']]))).toEqual([]);
    const [f] = run(bill('2024-02-01', [['Base Rent', 1_030_000, 'BASE_RENT']]));
    expect(f?.amountCents).toBe(30_000);
    expect(f?.year).toBe(2024);
    // March 2024 is the new step: billing it is right
    expect(run(bill('2024-03-01', [['Base Rent', 1_030_000, 'BASE_RENT']]))).toEqual([]);
  });

  it('allows the higher step in a month the anniversary splits, at lower confidence above it', () => {
    const mid: RentStep[] = [
      { from: '2023-03-15', to: '2024-03-14', monthlyRentCents: 1_000_000 },
      { from: '2024-03-15', to: '2025-03-14', monthlyRentCents: 1_030_000 },
    ];
    expect(run(bill('2024-03-01', [['Base Rent', 1_030_000, 'BASE_RENT']]), mid)).toEqual([]);
    const [f] = run(bill('2024-03-01', [['Base Rent', 1_080_000, 'BASE_RENT']]), mid);
    expect(f?.amountCents).toBe(50_000);
    expect(f?.confidence).toBeLessThan(0.7);
  });

  it('skips months the schedule does not cover in full (commencement, holdover)', () => {
    const late: RentStep[] = [{ from: '2024-03-10', to: '2025-03-09', monthlyRentCents: 1_000_000 }];
    expect(run(bill('2024-03-01', [['Base Rent', 1_200_000, 'BASE_RENT']]), late)).toEqual([]);
    expect(run(bill('2026-04-01', [['Base Rent', 1_500_000, 'BASE_RENT']]))).toEqual([]);
  });

  it('skips several months on one line, prorated lines and catch-up lines', () => {
    expect(run(bill('2024-06-01', [['Base Rent', 2_060_000, 'BASE_RENT']]))).toEqual([]);
    expect(run(bill('2024-06-01', [['Base Rent (prorated)', 1_100_000, 'BASE_RENT']]))).toEqual([]);
    expect(run(bill('2024-06-01', [['Base Rent - June & July', 1_100_000, 'BASE_RENT']]))).toEqual([]);
    expect(run(bill('2024-06-01', [['Retro rent adjustment', 1_100_000, 'BASE_RENT']]))).toEqual([]);
  });

  it('prices a schedule the extractor only guessed just for an exact early step-up', () => {
    expect(run(bill('2024-06-01', [['Base Rent', 1_050_000, 'BASE_RENT']]), SCHEDULE, 0.6)).toEqual([]);
    const [f] = run(bill('2025-02-01', [['Base Rent', 1_060_900, 'BASE_RENT']]), SCHEDULE, 0.6);
    expect(f?.amountCents).toBe(30_900);
    expect(f?.confidence).toBeLessThan(0.6);
  });

  it('reads the month from the line period first, and from an invoice date allows the next month', () => {
    const b = bill('2024-02-20', [['Base Rent', 1_030_000, 'BASE_RENT']]);
    b.periodStart = null;
    b.dueDate = null;
    // invoiced Feb 20: may charge March (the new step) -> no finding
    expect(run(b)).toEqual([]);
    const withPeriod = bill('2024-02-20', [['Base Rent', 1_030_000, 'BASE_RENT']]);
    withPeriod.periodStart = null;
    (withPeriod.lines[0] as Bill['lines'][number]).period = '2024-02-01';
    expect(run(withPeriod)[0]?.amountCents).toBe(30_000);
  });

  it('gives one finding per bill month', () => {
    const out = run([
      bill('2024-06-01', [['Base Rent', 1_050_000, 'BASE_RENT']]),
      bill('2024-07-01', [['Base Rent', 1_050_000, 'BASE_RENT']]),
    ]);
    expect(out.map((f) => f.amountCents)).toEqual([20_000, 20_000]);
  });

  it('needs a lease schedule', () => {
    expect(rentEscalationError.run(ctx({ bills: [bill('2024-06-01', [['Rent', 1, 'BASE_RENT']])] }))).toEqual(
      [],
    );
  });
});
