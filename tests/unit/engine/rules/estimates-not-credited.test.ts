import { describe, expect, it } from 'vitest';
import { estimatesNotCredited } from '../../../../src/engine/rules/estimates-not-credited';
import { bill, ctx, lease, line, statement } from './fixtures';

const lines = [line('Repairs', 20_000_000, 'CONTROLLABLE')];

describe('ESTIMATES_NOT_CREDITED', () => {
  it('full year: 12 - months credited, at the statement monthly estimate', () => {
    const st = statement(2024, lines, {
      estimateMonths: 9,
      monthlyEstimateCents: 100_000,
      estimatesPaidCents: 900_000,
    });
    const f = estimatesNotCredited.run(
      ctx({ lease: lease({ commencementDate: '2020-03-01' }), statements: [st] }),
    );
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBe(300_000);
    expect(f[0]!.evidence.map((e) => e.file)).toEqual(
      expect.arrayContaining(['lease.pdf', 'recon-2024.pdf']),
    );
  });

  it('commencement year: months from the commencement month', () => {
    // commenced 2024-04-01: 9 months; 7 credited -> 2 x 100,000
    const st = statement(2024, lines, {
      estimateMonths: 7,
      monthlyEstimateCents: 100_000,
      estimatesPaidCents: 700_000,
    });
    const f = estimatesNotCredited.run(
      ctx({ lease: lease({ commencementDate: '2024-04-01' }), statements: [st] }),
    );
    expect(f[0]!.amountCents).toBe(200_000);
    // all 9 credited: nothing
    const ok = statement(2024, lines, {
      estimateMonths: 9,
      monthlyEstimateCents: 100_000,
      estimatesPaidCents: 900_000,
    });
    expect(
      estimatesNotCredited.run(ctx({ lease: lease({ commencementDate: '2024-04-01' }), statements: [ok] })),
    ).toEqual([]);
  });

  it('monthly estimate from a bill of that year when the statement gives none', () => {
    const st = statement(2024, lines, {
      estimateMonths: 10,
      monthlyEstimateCents: null,
      estimatesPaidCents: null,
    });
    const b = bill('2024-06-01', [
      ['Base Rent', 500_000, 'BASE_RENT'],
      ['CAM Estimate', 60_000, 'CAM_ESTIMATE'],
      ['Tax Estimate', 30_000, 'TAX_ESTIMATE'],
    ]);
    const f = estimatesNotCredited.run(
      ctx({ lease: lease({ commencementDate: '2020-01-01' }), statements: [st], bills: [b] }),
    );
    expect(f[0]!.amountCents).toBe(180_000);
  });

  it('no finding with 12 months credited or without a sure commencement date', () => {
    expect(
      estimatesNotCredited.run(
        ctx({ lease: lease({ commencementDate: '2020-01-01' }), statements: [statement(2024, lines)] }),
      ),
    ).toEqual([]);
    const st = statement(2024, lines, {
      estimateMonths: 9,
      monthlyEstimateCents: 100_000,
      estimatesPaidCents: 900_000,
    });
    expect(estimatesNotCredited.run(ctx({ lease: lease({}), statements: [st] }))).toEqual([]);
  });
});
