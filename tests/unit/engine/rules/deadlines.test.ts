import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../src/engine/parse/dates';
import { deadlinesOf } from '../../../../src/engine/rules/deadlines';
import { monthsOfOccupancy } from '../../../../src/engine/rules/periods';
import { ctx, lease, line, statement } from './fixtures';

const lines = [line('Repairs', 1_000_000, 'CONTROLLABLE')];

describe('deadlines', () => {
  it('AUDIT_WINDOW: latest statement date + audit window days (UTC)', () => {
    const c = ctx({
      lease: lease({ auditWindowDays: 90 }),
      statements: [
        statement(2023, lines, { statementDate: '2024-03-20' }),
        statement(2024, lines, { statementDate: '2025-04-15' }),
      ],
    });
    expect(deadlinesOf(c)).toEqual([
      {
        kind: 'AUDIT_WINDOW',
        date: '2025-07-14',
        basis: '90 days after the 2024 statement dated 2025-04-15',
      },
    ]);
  });

  it('crosses leap days and year ends', () => {
    expect(addDays('2024-02-01', 30)).toBe('2024-03-02');
    expect(addDays('2023-12-31', 120)).toBe('2024-04-29');
    expect(addDays('2024-10-15', 365)).toBe('2025-10-15');
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });

  it('LATE_STATEMENT_WAIVER: the delivery deadline when the lease has a waiver', () => {
    const c = ctx({
      lease: lease({ auditWindowDays: 60, reconciliationDeadlineDays: 120, lateStatementWaiver: true }),
      statements: [statement(2022, lines, { statementDate: '2023-05-12' })],
    });
    const d = deadlinesOf(c);
    expect(d[0]).toMatchObject({ kind: 'AUDIT_WINDOW', date: '2023-07-11' });
    expect(d[1]).toMatchObject({ kind: 'LATE_STATEMENT_WAIVER', date: '2023-04-30' });
    expect(d[1]!.basis).toContain('after the deadline');
  });

  it('nothing without a lease window or a dated statement', () => {
    expect(deadlinesOf(ctx({ lease: lease({}), statements: [statement(2024, lines)] }))).toEqual([]);
    expect(deadlinesOf(ctx({ lease: lease({ auditWindowDays: 90 }), statements: [] }))).toEqual([]);
  });

  it('months of occupancy: full, commencement and expiration years', () => {
    expect(monthsOfOccupancy(lease({ commencementDate: '2020-01-01' }), 2024)).toBe(12);
    expect(monthsOfOccupancy(lease({ commencementDate: '2024-04-01' }), 2024)).toBe(9);
    expect(monthsOfOccupancy(lease({ commencementDate: '2024-04-15' }), 2024)).toBe(8);
    expect(monthsOfOccupancy(lease({ commencementDate: '2025-01-01' }), 2024)).toBeNull();
    expect(
      monthsOfOccupancy(lease({ commencementDate: '2020-01-01', expirationDate: '2024-06-30' }), 2024),
    ).toBe(6);
  });
});
