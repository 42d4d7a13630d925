import { addDays, daysBetween, longDate } from '../parse/dates';
import { confidenceOf } from './confidence';
import { evidenceList, statementEvidence, sure } from './evidence';
import { severityFor, usd } from './format';
import { periodEndOf } from './periods';
import type { FindingDraft, Rule } from './types';

/**
 * LATE_STATEMENT_WAIVER: the lease makes the landlord deliver the year's statement within N days
 * after the year ends and says a late statement waives the landlord's right to collect; the
 * statement is dated after that deadline (its date is taken as the date of receipt). Amount: the
 * balance due the statement claims (nothing when it is a credit to the tenant).
 */
export const lateStatementWaiver: Rule = {
  id: 'LATE_STATEMENT_WAIVER',
  run(ctx) {
    const lease = ctx.lease;
    const days = sure(lease?.reconciliationDeadlineDays);
    const waiver = sure(lease?.lateStatementWaiver);
    if (!lease || days === null || !(days > 0) || waiver !== true) return [];
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      if (st.year === null || !st.statementDate || !statementEvidence(st, 'statementDate')) continue;
      // The deadline runs from the year's printed end: a year inferred from the statement's own
      // date (no period or year printed) cannot prove a statement late.
      if (!statementEvidence(st, 'year') && !statementEvidence(st, 'period')) continue;
      const end = periodEndOf(st);
      if (!end) continue;
      const deadline = addDays(end, days);
      if (!deadline) continue;
      const late = daysBetween(deadline, st.statementDate);
      if (late === null || late <= 0) continue;
      // A date more than a few years out is a misreading, not a late statement.
      if (late > 3 * 365) continue;
      const balance = st.balanceDueCents;
      if (balance === null || balance <= 0 || !statementEvidence(st, 'balanceDueCents')) continue;
      out.push({
        rule: 'LATE_STATEMENT_WAIVER',
        year: st.year,
        amountCents: balance,
        severity: severityFor(balance),
        confidence: confidenceOf(
          lease.reconciliationDeadlineDays.confidence,
          lease.lateStatementWaiver.confidence,
          0.85,
        ),
        title: `The ${st.year} statement came ${late} days late, so the landlord gave up the ${usd(balance)} it claims`,
        explanation:
          `Your lease requires the landlord to deliver each year's statement within ${days} days after the year ends, and says a late statement ` +
          `waives the landlord's right to collect more. For ${st.year} the deadline was ${longDate(deadline)}; the statement is dated ${longDate(st.statementDate)}, ` +
          `${late} days late. Under the lease you should not have to pay the ${usd(balance)} balance it claims.`,
        calculation: [
          `Year ended ${end}; deadline ${end} + ${days} days = ${deadline}`,
          `Statement dated ${st.statementDate}: ${late} days after the deadline`,
          `Balance claimed (waived): ${usd(balance)}`,
        ],
        evidence: evidenceList(
          lease.reconciliationDeadlineDays.evidence,
          lease.lateStatementWaiver.evidence,
          statementEvidence(st, 'statementDate'),
          statementEvidence(st, 'balanceDueCents'),
        ),
        recommendation:
          `Write to the landlord citing the late-statement clause: the ${st.year} statement was dated ${st.statementDate}, after the ${deadline} deadline, ` +
          `so the ${usd(balance)} balance is waived. Keep the envelope or email showing when you received it.`,
      });
    }
    return out;
  },
};
