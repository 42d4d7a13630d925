import { addDays, addMonths, durationMonths, findDates, findDurations, monthsBetween } from '../../parse';
import { type Candidate, candidate, vote } from './candidate';
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
    if (
      dBefore &&
      /^[\s,]*\(?\s*(?:the|such\s+date\s+being\s+the|herein\s+called\s+the|which\s+(?:shall\s+be|is)\s+(?:the\s+)?(?:new\s+)?)?\s*["“]?$/i.test(
        before.slice(dBefore.index + dBefore.length),
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

export function findCommencement(flat: FlatText): Candidate<string> | null {
  return vote(datesNear(flat, LEXICON.commencement, /commence|begin/));
}

export function findExpiration(flat: FlatText): Candidate<string> | null {
  const prior = cueRegex(LEXICON.priorTerm);
  const cands = datesNear(
    flat,
    LEXICON.expiration,
    /expire|expires|expiring|terminate|terminating|end|ending|ends/,
  );
  // "The Term is extended to June 30, 2024" / "extended through ...".
  for (const m of flat.text.matchAll(/\bextended\b[^.]{0,60}?\b(?:to|until|through)\s+/gi)) {
    const end = (m.index ?? 0) + m[0].length;
    const d = findDates(flat.text.slice(end, end + 30))[0];
    if (d && d.index === 0) cands.push(candidate(flat, d.value, end, end + d.length, 0.75));
  }
  const kept = cands.filter((c) => {
    const s = sentenceAt(flat, c.start);
    return !prior.test(flat.text.slice(s.start, s.end));
  });
  return vote(kept);
}

/** "Term: Eighty-Four (84) full calendar months" / "a period of sixty-two (62) months". */
export function findTermMonths(flat: FlatText): Candidate<number> | null {
  const out: Candidate<number>[] = [];
  for (const m of flat.text.matchAll(
    /\b(?:term|initial term|lease term)\b["”]?\s*(?:of\s+this\s+lease\s*)?[:.]?\s*(?:shall\s+be\s+|is\s+|of\s+|means\s+|shall\s+mean\s+)?(?:(?:a|the)\s+(?:period|term)\s+of\s+|approximately\s+)?/gi,
  )) {
    const end = (m.index ?? 0) + m[0].length;
    const d = findDurations(flat.text.slice(end, end + 60))[0];
    if (!d || d.index > 0) continue;
    const months = durationMonths(d.value);
    if (months && months >= 6) out.push(candidate(flat, months, end, end + d.length, 0.8));
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
