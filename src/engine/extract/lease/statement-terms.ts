import { durationDays, findDurations } from '../../parse';
import { type Candidate, candidate, sentencesWith } from './candidate';
import type { FlatText } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';

/** "Within one hundred eighty (180) days after the end of each calendar year, Landlord shall deliver ... a statement". */
export function findReconciliationDeadline(flat: FlatText): Candidate<number> | null {
  for (const s of sentencesWith(flat, LEXICON.reconciliation, LEXICON.statement)) {
    if (!/\b(?:deliver|furnish|provide|send|render|submit)\b/i.test(s.text)) continue;
    // The deadline is the period counted from the year's end ("within 120 days after the end of
    // each year"); "As soon as practicable after the close of each year ... adjust within thirty
    // (30) days thereafter" counts another period, and sets no deadline.
    const durations = findDurations(s.text);
    const cue = cueRegex(LEXICON.reconciliation);
    const d =
      durations.find((x) => cue.test(s.text.slice(x.index + x.length, x.index + x.length + 40))) ??
      durations.find(
        (x) =>
          !/^\s*(?:thereafter|after\s+(?:receipt|receiving|delivery|such))/i.test(
            s.text.slice(x.index + x.length),
          ),
      );
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
    // The window is the period counted from receipt ("within 90 days after it receives"); an
    // amendment's "the period of 365 days is deleted and replaced with ..." names the old one.
    const durations = findDurations(s.text).filter((x) => x.value.unit !== 'business day');
    const receipt = cueRegex(LEXICON.afterReceipt);
    const replaced = (x: { index: number; length: number }) =>
      /^\s*(?:is|are|shall\s+be)\s+(?:hereby\s+)?(?:deleted|replaced|changed|amended|reduced|increased|extended)/i.test(
        s.text.slice(x.index + x.length),
      );
    const d =
      durations.find((x) => receipt.test(s.text.slice(x.index + x.length, x.index + x.length + 40))) ??
      durations.find((x) => !replaced(x));
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
