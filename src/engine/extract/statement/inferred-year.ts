import type { Statement } from '../../types';

/**
 * A statement whose period and year are printed in no way the reader knows still has a date:
 * statements are sent in the months after the year they reconcile, so the year before the
 * statement's date is taken as its year, with a warning. Only where the packet agrees: the year
 * must not be another statement's, read or inferred (two statements dated in one year leave both
 * unknown). No `evidence.year` is set, so rules that turn on the year's exact end (a late
 * statement) do not price from it.
 */
export function inferMissingYears(statements: Statement[]): { statements: Statement[]; warnings: string[] } {
  const guess = (s: Statement) =>
    s.year === null && s.statementDate ? Number(s.statementDate.slice(0, 4)) - 1 : null;
  const taken = statements.map((s) => s.year ?? guess(s)).filter((y): y is number => y !== null);
  const warnings: string[] = [];
  const out = statements.map((s) => {
    const year = guess(s);
    if (year === null || !(year > 1900) || taken.filter((y) => y === year).length > 1) return s;
    warnings.push(
      `${s.file}: no year it reconciles is printed where it could be read; taken as ${year}, the year before its date ${s.statementDate}`,
    );
    return { ...s, year };
  });
  return { statements: out, warnings };
}
