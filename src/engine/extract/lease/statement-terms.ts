import { durationDays, findDurations } from '../../parse';
import { type Candidate, candidate, sentencesWith } from './candidate';
import type { FlatText } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';

/** "Within one hundred eighty (180) days after the end of each calendar year, Landlord shall deliver ... a statement". */
export function findReconciliationDeadline(flat: FlatText): Candidate<number> | null {
  for (const s of sentencesWith(flat, LEXICON.reconciliation, LEXICON.statement)) {
    if (!/\b(?:deliver|furnish|provide|send|render|submit)\b/i.test(s.text)) continue;
    const d = findDurations(s.text)[0];
    if (!d) continue;
    const start = s.start + d.index;
    return candidate(
      flat,
      durationDays(d.value),
      start,
      start + d.length,
      d.value.unit === 'day' ? 0.85 : 0.7,
    );
  }
  return null;
}

/** A late statement waives the landlord's claim (true), or expressly does not (false); false when silent. */
export function findLateStatementWaiver(flat: FlatText): Candidate<boolean> | null {
  for (const s of sentencesWith(flat, LEXICON.lateDelivery, LEXICON.waiver)) {
    if (!cueRegex(LEXICON.statement).test(s.text)) continue;
    const denied =
      /\b(?:shall\s+not|will\s+not|does\s+not|not\s+be\s+deemed\s+(?:to\s+)?(?:have\s+)?|not\s+constitute|not\s+operate\s+as|not\s+result\s+in)\s+(?:be\s+)?(?:a\s+)?waive/i.test(
        s.text,
      );
    return candidate(flat, !denied, s.start, s.end, 0.85);
  }
  return null;
}

/** "Tenant may, within sixty (60) days after receipt of an Annual Statement, examine / audit / object". */
export function findAuditWindow(flat: FlatText): Candidate<number> | null {
  for (const s of sentencesWith(flat, LEXICON.audit, LEXICON.afterReceipt, LEXICON.statement)) {
    if (!cueRegex(LEXICON.tenant).test(s.text)) continue;
    const d = findDurations(s.text).find((x) => x.value.unit !== 'business day');
    if (!d) continue;
    const start = s.start + d.index;
    return candidate(
      flat,
      durationDays(d.value),
      start,
      start + d.length,
      d.value.unit === 'day' ? 0.85 : 0.7,
    );
  }
  return null;
}
