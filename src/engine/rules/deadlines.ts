import { addDays, parseIsoDate } from '../parse/dates';
import type { AuditJson, Statement } from '../types';
import { sure } from './evidence';
import { periodEndOf } from './periods';
import type { RuleContext } from './types';

/** The latest statement that carries a valid date: the one the audit window runs from. */
function latestDated(statements: Statement[]): Statement | null {
  let best: Statement | null = null;
  for (const st of statements) {
    if (parseIsoDate(st.statementDate) === null) continue;
    if (
      !best ||
      (st.year ?? 0) > (best.year ?? 0) ||
      ((st.year ?? 0) === (best.year ?? 0) && (st.statementDate as string) > (best.statementDate as string))
    )
      best = st;
  }
  return best;
}

/**
 * The dates the tenant must act by (../shared/spec/audit-engine.md section 3):
 * - AUDIT_WINDOW: the latest statement's date (taken as the date of receipt) + the lease's audit
 *   window days;
 * - LATE_STATEMENT_WAIVER: when the lease has a delivery deadline and says a late statement waives
 *   the landlord's claim, the date the landlord had to deliver the latest statement by (year end +
 *   N days), so the tenant can see whether it came in time.
 * Date arithmetic is in UTC on YYYY-MM-DD strings.
 */
export function deadlinesOf(ctx: RuleContext): AuditJson['deadlines'] {
  const out: AuditJson['deadlines'] = [];
  const lease = ctx.lease;
  if (!lease) return out;
  const latest = latestDated(ctx.statements);
  const windowDays = sure(lease.auditWindowDays, 0.3);
  if (latest && windowDays !== null && windowDays > 0) {
    const date = addDays(latest.statementDate as string, windowDays);
    if (date)
      out.push({
        kind: 'AUDIT_WINDOW',
        date,
        basis:
          `${windowDays} days after the ${latest.year ?? ''} statement dated ${latest.statementDate}`.replace(
            'the  statement',
            'the statement',
          ),
      });
  }
  const deliverDays = sure(lease.reconciliationDeadlineDays, 0.3);
  const waiver = sure(lease.lateStatementWaiver, 0.3);
  const last = latest ?? ctx.statements.at(-1) ?? null;
  if (last && deliverDays !== null && deliverDays > 0 && waiver === true) {
    const end = periodEndOf(last);
    const date = end ? addDays(end, deliverDays) : null;
    if (date) {
      const when = last.statementDate
        ? last.statementDate > date
          ? `; it is dated ${last.statementDate}, after the deadline`
          : `; it is dated ${last.statementDate}, on time`
        : '';
      out.push({
        kind: 'LATE_STATEMENT_WAIVER',
        date,
        basis:
          `the landlord had to deliver the ${last.year ?? ''} statement within ${deliverDays} days after ${end}${when}`.replace(
            'the  statement',
            'the statement',
          ),
      });
    }
  }
  return out;
}
