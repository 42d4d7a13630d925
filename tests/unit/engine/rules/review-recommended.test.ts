import { describe, expect, it } from 'vitest';
import { reviewRecommended } from '../../../../src/engine/rules/review-recommended';
import { bill, ctx, lease, line, statement } from './fixtures';

const base = (year: number, extra: ReturnType<typeof line>[] = []) => [
  line('Landscaping', year === 2023 ? 1_000_000 : 1_300_000, 'CONTROLLABLE', year),
  line('Security', 2_000_000, 'CONTROLLABLE', year),
  line('Real Estate Taxes', 5_000_000, 'TAX', year),
  ...extra,
];

describe('REVIEW_RECOMMENDED', () => {
  it('flags a line that grew more than 20% with the numbers, amount 0', () => {
    const out = reviewRecommended.run(
      ctx({
        lease: lease({ proRataSharePct: 5 }),
        statements: [statement(2023, base(2023)), statement(2024, base(2024))],
      }),
    );
    expect(out).toHaveLength(1);
    const f = out[0];
    expect(f?.rule).toBe('REVIEW_RECOMMENDED');
    expect(f?.amountCents).toBe(0);
    expect(f?.year).toBe(2024);
    expect(f?.severity).toBe('INFO'); // your share of +$3,000 = $150
    expect(f?.title).toBe('Landscaping went up 30% in 2024');
    expect(f?.calculation).toContain('Your share of the increase: 5% x $3,000.00 = $150.00');
    expect(f?.evidence).toHaveLength(2);
    expect(f?.recommendation).toMatch(/invoices/);
  });

  it('does not flag growth of 20% or less, or years that are not consecutive', () => {
    const mk = (year: number, amt: number) =>
      statement(year, [line('Landscaping', amt, 'CONTROLLABLE', year)]);
    const l = lease({ proRataSharePct: 5 });
    expect(
      reviewRecommended.run(ctx({ lease: l, statements: [mk(2023, 1_000_000), mk(2024, 1_200_000)] })),
    ).toEqual([]);
    expect(
      reviewRecommended.run(ctx({ lease: l, statements: [mk(2022, 1_000_000), mk(2024, 2_000_000)] })),
    ).toEqual([]);
  });

  it('matches lines whose label carries changing numbers, and flags new lines', () => {
    const y23 = [line('Roof Amortization (Year 2 of 7; cost $100,000.00)', 1_428_571, 'CAPITAL', 2023)];
    const y24 = [
      line('Roof Amortization (Year 3 of 7; cost $100,000.00)', 1_428_571, 'CAPITAL', 2024),
      line('Parking Lot Restriping', 600_000, 'CONTROLLABLE', 2024),
      line('Marketing Fund', 900_000, 'MARKETING', 2024),
    ];
    const out = reviewRecommended.run(
      ctx({
        lease: lease({ proRataSharePct: 5, excludedCategories: ['MARKETING'] }),
        statements: [statement(2023, y23), statement(2024, y24)],
      }),
    );
    // marketing is excluded by the lease: the exclusion rule prices it, not raised here
    expect(out.map((f) => f.title)).toEqual(['New charge in 2024: Parking Lot Restriping']);
    expect(out[0]?.calculation[1]).toBe('Your share: 5% x $6,000.00 = $300.00');
  });

  it('keeps the biggest few, biggest first, LOW when a lot is at stake', () => {
    const y23 = Array.from({ length: 8 }, (_, i) =>
      line(`Item ${'ABCDEFGH'[i]}`, 1_000_000, 'CONTROLLABLE', 2023),
    );
    const y24 = Array.from({ length: 8 }, (_, i) =>
      line(`Item ${'ABCDEFGH'[i]}`, 1_000_000 * (2 + i), 'CONTROLLABLE', 2024),
    );
    const out = reviewRecommended.run(
      ctx({ lease: lease({ proRataSharePct: 5 }), statements: [statement(2023, y23), statement(2024, y24)] }),
    );
    expect(out).toHaveLength(5);
    expect(out[0]?.title).toContain('Item H');
    expect(out[0]?.severity).toBe('LOW'); // 5% x $80,000 = $4,000
    expect(out.every((f) => f.amountCents === 0 && f.evidence.length > 0)).toBe(true);
  });

  it('says when the lease share is missing and the billed share cannot be verified', () => {
    const st = statement(2024, base(2024));
    const out = reviewRecommended.run(ctx({ lease: lease({}), statements: [st] }));
    expect(out.map((f) => f.title)).toEqual(['Your share percentage could not be checked against the lease']);
    expect(out[0]?.evidence[0]?.quote).toBe('Share line');
    expect(reviewRecommended.run(ctx({ lease: lease({ proRataSharePct: 5 }), statements: [st] }))).toEqual(
      [],
    );
    expect(
      reviewRecommended.run(
        ctx({ lease: lease({ premisesRsf: 2_400, buildingRsf: 48_000 }), statements: [st] }),
      ),
    ).toEqual([]);
  });

  it('says when the statement share could not be read', () => {
    const st = statement(2024, base(2024), { billedSharePct: null });
    const out = reviewRecommended.run(ctx({ lease: lease({ proRataSharePct: 5 }), statements: [st] }));
    expect(out.map((f) => f.title)).toEqual(['Your share on the 2024 statement could not be read']);
    expect(out[0]?.severity).toBe('INFO');
  });

  it('raises failed arithmetic checks no other rule prices, only against the tenant and small', () => {
    const sub = 'subtotal: Common Area';
    const st = statement(2024, base(2024), {
      checks: [
        {
          name: sub,
          ok: false,
          detail: 'sum of the lines above = $30,000.00; printed $31,000.00 (off by $1,000.00)',
        },
        { name: 'share_x_pool', ok: false, detail: 'left to the math rule; printed $100.00 (off by $5.00)' },
      ],
    });
    const l = lease({ proRataSharePct: 5 });
    const out = reviewRecommended.run(ctx({ lease: l, statements: [st] }));
    expect(out).toHaveLength(1);
    expect(out[0]?.title).toBe("The 2024 statement's arithmetic does not add up");
    expect(out[0]?.calculation).toEqual([
      `${sub}: sum of the lines above = $30,000.00; printed $31,000.00 (off by $1,000.00)`,
    ]);
    const misread = (detail: string) =>
      reviewRecommended.run(
        ctx({
          lease: l,
          statements: [statement(2024, base(2024), { checks: [{ name: sub, ok: false, detail }] })],
        }),
      );
    // printed below the sum: not against the tenant
    expect(misread('sum of the lines above = $30,000.00; printed $29,000.00 (off by -$1,000.00)')).toEqual(
      [],
    );
    // a gap of a third: a misread figure
    expect(misread('sum of the lines above = $20,000.00; printed $30,000.00 (off by $10,000.00)')).toEqual(
      [],
    );
  });

  it('says when the rent or late charge cannot be checked for want of the lease terms', () => {
    const b = bill('2024-06-01', [
      ['Base Rent', 1_000_000, 'BASE_RENT'],
      ['Late Fee', 50_000, 'LATE_FEE'],
    ]);
    const out = reviewRecommended.run(ctx({ lease: lease({}), bills: [b] }));
    expect(out.map((f) => f.title)).toEqual([
      'Your base rent could not be checked against the lease',
      'The late charge could not be checked against the lease',
    ]);
    const known = lease({
      rentSchedule: [{ from: '2024-01-01', to: '2024-12-31', monthlyRentCents: 1_000_000 }],
      lateFee: { pct: 5, flatCents: null, graceDays: 5 },
    });
    expect(reviewRecommended.run(ctx({ lease: known, bills: [b] }))).toEqual([]);
    // a guessed schedule that agrees with the bill raises nothing
    known.rentSchedule.confidence = 0.6;
    expect(reviewRecommended.run(ctx({ lease: known, bills: [b] }))).toEqual([]);
  });

  it('is quiet on an empty packet', () => {
    expect(reviewRecommended.run(ctx({}))).toEqual([]);
  });
});
