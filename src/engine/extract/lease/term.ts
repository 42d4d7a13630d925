import { addDays, addMonths, durationMonths, findDates, findDurations, monthsBetween } from '../../parse';
import { type Candidate, candidate, vote } from './candidate';
import { structureOf } from './defined-terms';
import { type FlatText, sentenceAt } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';

/**
 * A date tied to a defined term: right after the label ("Commencement Date: March 1, 2022",
 * "commencement ... on", a wrapped "Commencement January 1, 2021 Date:") or right before the
 * definition ('on March 1, 2022 (the "Commencement Date")').
 */
function datesNear(flat: FlatText, cues: readonly string[], verb: RegExp): Candidate<string>[] {
  const out: Candidate<string>[] = [];
  const cue = new RegExp(cueRegex(cues).source, 'gi');
  for (const m of flat.text.matchAll(cue)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const sentence = sentenceAt(flat, at);
    const after = flat.text.slice(end, Math.min(end + 70, Math.max(sentence.end, end + 30)));
    const dAfter = findDates(after)[0];
    if (
      dAfter &&
      /^[\s:.,"”)-]*(?:(?:shall\s+)?(?:be|is|means|mean|of|on|:)\s*)?(?:the\s+)?$/i.test(
        after.slice(0, dAfter.index),
      )
    ) {
      out.push(candidate(flat, dAfter.value, end + dAfter.index, end + dAfter.index + dAfter.length, 0.9));
      continue;
    }
    // "Commencement January 1, 2021 Date:" -- a label wrapped around its value.
    const wrapped = /^\s+(\S.{5,30}?)\s+date\b/i.exec(flat.text.slice(end, end + 50));
    const dWrapped = wrapped ? findDates(wrapped[1] as string)[0] : undefined;
    if (dWrapped && dWrapped.index === 0) {
      const s = end + (wrapped?.[0].indexOf(wrapped[1] as string) ?? 0);
      out.push(candidate(flat, dWrapped.value, s, s + dWrapped.length, 0.85));
      continue;
    }
    const before = flat.text.slice(Math.max(sentence.start, at - 60), at);
    const dBefore = findDates(before).pop();
    // Something must tie the date to the term: a parenthesis, a quote or words ("the", "herein
    // called the"). A summary page's previous caption ends in a date on the line above
    // ("COMMENCEMENT DATE: February 1, 2021" over "EXPIRATION DATE: The last day of ..."), and
    // white space alone does not make that date the next caption's. A line broken after the
    // opening quote ('(the “' / 'commencement date”)') leaves a space after it.
    const between = dBefore ? before.slice(dBefore.index + dBefore.length) : '';
    if (
      dBefore &&
      /[("“a-z]/i.test(between) &&
      /^[\s,]*\(?\s*(?:the|such\s+date\s+being\s+the|herein\s+called\s+the|which\s+(?:shall\s+be|is)\s+(?:the\s+)?(?:new\s+)?)?\s*["“]?\s*$/i.test(
        between,
      )
    ) {
      const s = at - before.length + dBefore.index;
      out.push(candidate(flat, dBefore.value, s, s + dBefore.length, 0.85));
    }
  }
  // "shall commence on X" / "shall expire on X".
  for (const m of flat.text.matchAll(new RegExp(`\\b(?:${verb.source})\\b[^.]{0,60}?\\bon\\s+`, 'gi'))) {
    const end = (m.index ?? 0) + m[0].length;
    const d = findDates(flat.text.slice(end, end + 30))[0];
    if (d && d.index === 0) out.push(candidate(flat, d.value, end, end + d.length, 0.7));
  }
  return out;
}

/**
 * A date a summary box or row states as its whole value ("12. COMMENCEMENT DATE" over "December
 * 1, 2017"): the data sheet's own statement of the term, which controls the body. A grid's boxes
 * read line by line run the captions together ("... 14. EXPIRATION DATE December 1, 2017 ..."),
 * so the caption's own value is taken before any date merely near a cue.
 */
function summaryDate(flat: FlatText, key: RegExp): Candidate<string> | null {
  for (const t of structureOf(flat).terms) {
    if (t.form !== 'summary' || !key.test(t.key)) continue;
    const d = findDates(t.value)[0];
    if (d && d.index === 0 && d.length >= t.value.trim().length - 1)
      return candidate(flat, d.value, t.start, t.start + d.length, 0.95);
  }
  return null;
}

export function findCommencement(flat: FlatText): Candidate<string> | null {
  return (
    summaryDate(flat, /^(?:lease\s+)?commencement\s+date$/) ??
    vote(datesNear(flat, LEXICON.commencement, /commence|begin/))
  );
}

export function findExpiration(flat: FlatText): Candidate<string> | null {
  const boxed = summaryDate(flat, /^(?:lease\s+)?(?:expiration|termination)\s+date$/);
  if (boxed) return boxed;
  const prior = cueRegex(LEXICON.priorTerm);
  const cands = datesNear(
    flat,
    LEXICON.expiration,
    /expire|expires|expiring|terminate|terminating|end|ending|ends/,
  );
  // "The Term is extended to June 30, 2024" / "shall be extended to expire on March 31, 2025"
  // (corium) / "agree to extend the Term for the period ("Second Extension Period") of April 1, 2025
  // through and including March 31, 2030" (generation, Third Amendment): the last date right
  // after "to", "until" or "through" in the sentence, from the verb on. An option to extend is
  // not an extension: it may never be exercised.
  for (const m of flat.text.matchAll(/\bextend(?:ed|s)?\b/gi)) {
    const s = sentenceAt(flat, m.index ?? 0);
    if (
      /\boptions?\b|\bright\s+to\s+extend\b|\bmay\s+(?:elect\s+to\s+)?extend\b/i.test(
        flat.text.slice(s.start, s.end),
      )
    )
      continue;
    const from = m.index ?? 0;
    const window = flat.text.slice(from, Math.min(s.end, from + 200));
    let last: Candidate<string> | null = null;
    for (const c of window.matchAll(
      /\b(?:to|until|through(?:\s+and\s+including)?)\s+(?:(?:expire|end|terminate)\s+on\s+)?/gi,
    )) {
      const end = from + (c.index ?? 0) + c[0].length;
      const d = findDates(flat.text.slice(end, end + 30))[0];
      if (d && d.index === 0) last = candidate(flat, d.value, end, end + d.length, 0.75);
    }
    if (last) cands.push(last);
  }
  let kept = cands.filter((c) => {
    const s = sentenceAt(flat, c.start);
    return !prior.test(flat.text.slice(s.start, s.end));
  });
  // An amendment recites the term it changes before "NOW, THEREFORE ... agree as follows"
  // ("which Lease term commenced September 1, 2005 and expires on August 31, 2006", neuromed's
  // First Amendment): when the operative part states a date, the recitals' dates are history.
  const operative = /\bNOW,?\s+THEREFORE\b|\bagree\s+as\s+follows\b/i.exec(flat.text);
  if (operative && kept.some((c) => c.start > operative.index))
    kept = kept.filter((c) => c.start > operative.index);
  return vote(kept);
}

/** "Term: Eighty-Four (84) full calendar months" / "a period of sixty-two (62) months". */
export function findTermMonths(flat: FlatText): Candidate<number> | null {
  const out: Candidate<number>[] = [];
  // Each mention of the term is read from where it stands: a heading "TERM.  The term of this
  // Lease shall be ..." must not swallow the sentence's own "The term of" as its wording.
  const rest =
    /^["”]?\s*(?:of\s+this\s+lease\s*)?[:.]?\s*(?:shall\s+be\s+|is\s+|of\s+|means\s+|shall\s+mean\s+)?(?:(?:a|the)\s+(?:period|term)\s+of\s+|approximately\s+)?/i;
  for (const m of flat.text.matchAll(/\b(?:initial\s+term|lease\s+term|term)\b/gi)) {
    const after = (m.index ?? 0) + m[0].length;
    const end = after + (rest.exec(flat.text.slice(after, after + 80))?.[0].length ?? 0);
    const d = findDurations(flat.text.slice(end, end + 60))[0];
    if (!d || d.index > 0) continue;
    const months = durationMonths(d.value);
    if (months && months >= 6) out.push(candidate(flat, months, end, end + d.length, 0.8));
  }
  // "The lease starts on June 1, 2020 and lasts sixty months" / "shall continue for a period of
  // sixty (60) months": the term as the lease's own verb, in a sentence about the lease or its
  // term. None of the SEC leases words it so; a default that "continues for thirty days" is not
  // read (shorter than six months, and not in a sentence about the term).
  for (const m of flat.text.matchAll(
    /\b(?:lasts|shall\s+last|will\s+last|runs|shall\s+run|continues|shall\s+continue)\s+(?:for\s+)?(?:(?:a|the)\s+(?:period|term)\s+of\s+)?/gi,
  )) {
    const end = (m.index ?? 0) + m[0].length;
    const s = sentenceAt(flat, m.index ?? 0);
    if (!/\b(?:lease|term)\b/i.test(flat.text.slice(s.start, m.index ?? 0))) continue;
    const d = findDurations(flat.text.slice(end, end + 60))[0];
    if (!d || d.index > 0) continue;
    const months = durationMonths(d.value);
    if (months && months >= 6) out.push(candidate(flat, months, end, end + d.length, 0.75));
  }
  // A lease written as questions and answers: "How long does this Lease last?  96 months, counted
  // from February 1, 2019 (the "Commencement Date")": the answer opens with the term.
  for (const m of flat.text.matchAll(
    /\bhow\s+long\s+(?:does|will)\s+(?:this|the)\s+lease\s+(?:last|run)\?\s*/gi,
  )) {
    const end = (m.index ?? 0) + m[0].length;
    const d = findDurations(flat.text.slice(end, end + 60))[0];
    if (!d || d.index > 0) continue;
    const months = durationMonths(d.value);
    if (months && months >= 6) out.push(candidate(flat, months, end, end + d.length, 0.75));
  }
  // "shall terminate on the last day of the 72nd calendar month of the Term, the month in which the
  // Commencement Date occurs being the first" (a center lease's Basic Lease Provisions): the term
  // counted by its last month.
  for (const m of flat.text.matchAll(
    /\b(?:terminate|expire|end)s?\s+on\s+the\s+last\s+day\s+of\s+the\s+(\d{1,3})(?:st|nd|rd|th)\s+(?:full\s+)?(?:calendar\s+)?month\s+of\s+the\s+(?:lease\s+)?term\b/gi,
  )) {
    const months = Number(m[1]);
    const at = (m.index ?? 0) + m[0].indexOf(m[1] as string);
    if (months >= 6) out.push(candidate(flat, months, at, at + (m[1] as string).length, 0.75));
  }
  return vote(out);
}

/** The last day of a term of n months starting on a date. */
export function termEnd(commencement: string, months: number): string {
  return addDays(addMonths(commencement, months), -1);
}

export function termMonths(commencement: string, expiration: string): number {
  return monthsBetween(commencement, addDays(expiration, 1));
}
