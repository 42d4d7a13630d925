import { describe, expect, it } from 'vitest';
import { lateStatementWaiver } from '../../../../src/engine/rules/late-statement-waiver';
import { ctx, lease, line, statement } from './fixtures';

const lines = [line('Repairs', 40_000_000, 'CONTROLLABLE')];
const waiverLease = lease({ reconciliationDeadlineDays: 120, lateStatementWaiver: true });

describe('LATE_STATEMENT_WAIVER', () => {
  it('a statement dated after year end + N days claims a balance: the balance is waived', () => {
    // 2023-12-31 + 120 days = 2024-04-29; dated 2024-05-12; balance 2,000,000 - 1,200,000 = 800,000
    const st = statement(2023, lines, { statementDate: '2024-05-12' });
    const f = lateStatementWaiver.run(ctx({ lease: waiverLease, statements: [st] }));
    expect(f).toHaveLength(1);
    expect(f[0]!.amountCents).toBe(800_000);
    expect(f[0]!.calculation.join(' ')).toContain('2024-04-29');
    expect(f[0]!.evidence.map((e) => e.file)).toEqual(
      expect.arrayContaining(['lease.pdf', 'recon-2023.pdf']),
    );
  });

  it('no finding on time, for a credit balance, or without the waiver', () => {
    expect(
      lateStatementWaiver.run(
        ctx({ lease: waiverLease, statements: [statement(2023, lines, { statementDate: '2024-04-29' })] }),
      ),
    ).toEqual([]);
    const credit = statement(2023, lines, { statementDate: '2024-06-01', balanceDueCents: -5_000 });
    expect(lateStatementWaiver.run(ctx({ lease: waiverLease, statements: [credit] }))).toEqual([]);
    const late = statement(2023, lines, { statementDate: '2024-06-01' });
    const noWaiver = lease({ reconciliationDeadlineDays: 120, lateStatementWaiver: false });
    expect(lateStatementWaiver.run(ctx({ lease: noWaiver, statements: [late] }))).toEqual([]);
    expect(
      lateStatementWaiver.run(ctx({ lease: lease({ lateStatementWaiver: true }), statements: [late] })),
    ).toEqual([]);
  });

  it('a year inferred from the statement date (no period or year printed) proves nothing late', () => {
    const st = statement(2023, lines, { statementDate: '2024-06-01' });
    const { year: _printed, ...evidence } = st.evidence;
    const inferred = { ...st, evidence };
    expect(lateStatementWaiver.run(ctx({ lease: waiverLease, statements: [inferred] }))).toEqual([]);
    expect(lateStatementWaiver.run(ctx({ lease: waiverLease, statements: [st] }))).toHaveLength(1);
  });
});
