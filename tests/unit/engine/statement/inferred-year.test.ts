import { describe, expect, it } from 'vitest';
import { inferMissingYears } from '../../../../src/engine/extract/statement';
import { line, statement } from '../rules/fixtures';

const lines = [line('Repairs', 1_000_000, 'CONTROLLABLE')];
const unread = (file: string, statementDate: string | null) => ({
  ...statement(2000, lines, { statementDate }),
  file,
  year: null,
});

describe('a statement whose year is printed nowhere it could be read', () => {
  it('takes the year before its date, with a warning, and no year evidence', () => {
    const { statements, warnings } = inferMissingYears([unread('a.pdf', '2024-03-15')]);
    expect(statements[0]!.year).toBe(2023);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('a.pdf');
    expect(warnings[0]).toContain('2023');
  });

  it('keeps a year that was read, and infers none that another statement holds', () => {
    const read = { ...statement(2023, lines, { statementDate: '2024-04-01' }), file: 'b.pdf' };
    const { statements, warnings } = inferMissingYears([read, unread('a.pdf', '2024-03-15')]);
    expect(statements.map((s) => s.year)).toEqual([2023, null]);
    expect(warnings).toEqual([]);
  });

  it('two undated-year statements dated in one year: both stay unknown; none without a date', () => {
    const both = inferMissingYears([unread('a.pdf', '2024-03-15'), unread('b.pdf', '2024-09-01')]);
    expect(both.statements.map((s) => s.year)).toEqual([null, null]);
    const apart = inferMissingYears([unread('a.pdf', '2023-03-15'), unread('b.pdf', '2024-03-01')]);
    expect(apart.statements.map((s) => s.year)).toEqual([2022, 2023]);
    expect(inferMissingYears([unread('a.pdf', null)]).statements[0]!.year).toBeNull();
  });
});
