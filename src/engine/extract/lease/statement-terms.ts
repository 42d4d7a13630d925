import { durationDays, findDurations, findOrdinalDays } from '../../parse';
import { type Candidate, candidate, previousSentenceText, sentencesWith } from './candidate';
import type { FlatText } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';

/**
 * The durations of a sentence, a scan's stray mark before a count blanked: OCR reads a speck as a
 * period or tick ("within .60 days following ..."), and no lease writes a fraction of a day that
 * way. Same length, so offsets still point into the sentence.
 */
function durationsIn(text: string) {
  const clean = text.replace(/(^|\s)[.,'‘’`](?=\d{1,3}\s+(?:calendar\s+|business\s+)?days?\b)/g, '$1 ');
  // "no later than the ninetieth (90th) day after receipt" names the window by its last day.
  return [...findDurations(clean), ...findOrdinalDays(clean)].sort((a, b) => a.index - b.index);
}

/**
 * The lease's words for the year's statement: the lexicon's, and the name the lease gives it
 * where it describes it ("a statement of the ... Costs for such year ... (the “Annual
 * Adjustment”)"), since the later clauses use only that name ("within sixty (60) days after
 * Tenant's receipt of an Annual Adjustment").
 */
export function statementWords(flat: FlatText): readonly string[] {
  const names = new Set<string>();
  for (const s of sentencesWith(flat, LEXICON.reconciliation, LEXICON.statement)) {
    for (const m of s.text.matchAll(/\((?:the\s+|an?\s+)?["“]([A-Za-z][A-Za-z' ’-]{2,40})["”]\)/g)) {
      const name = (m[1] as string).trim().toLowerCase();
      // Only a name for a document: a defined cost pool or party is no statement.
      if (/\b(?:statement|adjustment|reconciliation|report|notice|computation)\b/.test(name))
        names.add(name.replace(/[’']/g, "'").replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    }
  }
  return names.size ? [...LEXICON.statement, ...names] : LEXICON.statement;
}

/** "Within one hundred eighty (180) days after the end of each calendar year, Landlord shall deliver ... a statement". */
export function findReconciliationDeadline(flat: FlatText): Candidate<number> | null {
  for (const s of sentencesWith(flat, LEXICON.reconciliation, LEXICON.statement)) {
    // "Landlord shall prepare a statement of the actual Operating Costs" (the research-park lease).
    // "shall give Tenant notice of Tenant's actual Common Area Maintenance Fee" (neurogene's lease).
    if (
      !/\b(?:(?:deliver|furnish|provide|send|render|submit|prepare)(?:s|es|ed|ing)?|give\s+(?:the\s+)?(?:tenant|lessee)\s+(?:written\s+)?notice)\b/i.test(
        s.text,
      )
    )
      continue;
    // The deadline is the period counted from the year's end ("within 120 days after the end of
    // each year"); "As soon as practicable after the close of each year ... adjust within thirty
    // (30) days thereafter" counts another period, and sets no deadline.
    const durations = durationsIn(s.text);
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

/**
 * A late statement waives the landlord's claim (true), or expressly does not (false); null when
 * the lease is silent (the caller does not guess: silence is not a clause either way).
 */
export function findLateStatementWaiver(flat: FlatText): Candidate<boolean> | null {
  const statement = cueRegex(statementWords(flat));
  for (const s of sentencesWith(flat, LEXICON.lateDelivery, LEXICON.waiver)) {
    // The statement may be named in the sentence before: "... we will send you a year-end
    // statement ... If we do not send it by then, we give up any right to charge you more". Only
    // when this sentence's late delivery is of "it" / "such statement", so that "fails to deliver
    // the Premises ... may cancel" after a sentence about statements is not read as a waiver.
    // "If we do not send the letter within that time" after "... a reconciliation letter showing".
    const ofIt =
      /\b(?:send|deliver|furnish|provide|render|give|sending|delivering|furnishing|providing|giving)\s+(?:it|the\s+same|such\s+(?:statement|notice|schedule)|the\s+(?:letter|statement|report|schedule))\b/i;
    if (!statement.test(s.text) && !(ofIt.test(s.text) && statement.test(previousSentenceText(flat, s, 2))))
      continue;
    // "cancel" and "relieve" are read only as denials ("Sending it late does not cancel what either
    // of us owes"): a late statement that "cancels" something names no waiver of the landlord's claim.
    const onlyCancel = !cueRegex(LEXICON.waiver.filter((w) => w !== 'cancel' && w !== 'relieve')).test(
      s.text,
    );
    const denied =
      /\b(?:shall\s+not|will\s+not|does\s+not|not\s+be\s+deemed(?:\s+to)?(?:\s+have)?|not\s+constitute|not\s+operate\s+as|not\s+result\s+in)\s+(?:be\s+)?(?:a\s+)?(?:waive|cancel)/i.test(
        s.text,
      ) ||
      // "... shall not relieve Tenant of its obligation to pay its pro rata share": the tenant still
      // owes. Only the tenant relieved ("shall not relieve Landlord of its obligation to deliver"
      // says nothing about the landlord's claim), and only in a sentence that waives nothing else
      // ("..., but Landlord shall be deemed to have waived ..." is a waiver).
      (onlyCancel &&
        /\b(?:(?:shall|will|does)\s+not\s+(?:in\s+any\s+(?:way|event)\s+)?|(?:shall|will)\s+in\s+no\s+(?:way|event)\s+)relieve\s+(?:the\s+)?(?:tenant|lessee)\b/i.test(
          s.text,
        ));
    if (onlyCancel && !denied) continue;
    return candidate(flat, !denied, s.start, s.end, 0.85);
  }
  return null;
}

/** "Tenant may, within sixty (60) days after receipt of an Annual Statement, examine / audit / object". */
export function findAuditWindow(flat: FlatText): Candidate<number> | null {
  for (const s of sentencesWith(flat, LEXICON.audit, LEXICON.afterReceipt, statementWords(flat))) {
    // A letter lease names the tenant "you" ("if you tell us so ... after you receive that statement").
    if (!cueRegex(LEXICON.tenant).test(s.text) && !/\byou\b/i.test(s.text)) continue;
    // The window is the period counted from receipt ("within 90 days after it receives"); an
    // amendment's "the period of 365 days is deleted and replaced with ..." names the old one.
    const durations = durationsIn(s.text).filter((x) => x.value.unit !== 'business day');
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
