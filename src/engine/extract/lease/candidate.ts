import type { Evidence, Field } from '../../types';
import { evidenceAt, type FlatText, sentences } from './flat-text';
import { cueRegex } from './lexicon';

/** A reading of one fact: the value, where it stands in a part, and how sure the reader is. */
export interface Candidate<T> {
  value: T | null;
  flat: FlatText;
  start: number;
  end: number;
  confidence: number;
  /** Why confidence was lowered, for the warnings. */
  note?: string;
}

export function candidate<T>(
  flat: FlatText,
  value: T | null,
  start: number,
  end: number,
  confidence: number,
  note?: string,
): Candidate<T> {
  return { value, flat, start, end, confidence, note };
}

export function toField<T>(c: Candidate<T> | null | undefined): Field<T> {
  if (!c) return { value: null, evidence: null, confidence: 0 };
  const at = c.flat.anchor ?? c;
  const evidence: Evidence | null = evidenceAt(at.flat, at.start, at.end);
  return { value: c.value, evidence, confidence: Math.round(c.confidence * 100) / 100 };
}

export interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** The sentences of a part that match every one of the cue lists (each a lexicon entry or phrases). */
export function sentencesWith(flat: FlatText, ...cueLists: (readonly string[] | RegExp)[]): Sentence[] {
  const res = cueLists.map((c) => (c instanceof RegExp ? c : cueRegex(c)));
  return sentences(flat).filter((s) => res.every((re) => re.test(s.text)));
}

/** The sentence after the given one (for clauses that finish in the next sentence), or ''. */
export function nextSentenceText(flat: FlatText, s: Sentence, count = 1): string {
  const idx = flat.sentenceStarts.indexOf(s.start);
  const endIdx = Math.min(idx + 1 + count, flat.sentenceStarts.length);
  const end =
    endIdx < flat.sentenceStarts.length ? (flat.sentenceStarts[endIdx] as number) : flat.text.length;
  return flat.text.slice(s.end, end);
}

/** The sentences before the given one (for a clause whose subject was named just before), or ''. */
export function previousSentenceText(flat: FlatText, s: Sentence, count = 1): string {
  const idx = flat.sentenceStarts.indexOf(s.start);
  if (idx <= 0) return '';
  return flat.text.slice(flat.sentenceStarts[Math.max(0, idx - count)] as number, s.start);
}

/** Picks the most-voted value: identical values add their confidences. */
export function vote<T>(
  cands: Candidate<T>[],
  key: (v: T) => string = (v) => JSON.stringify(v),
): Candidate<T> | null {
  const groups = new Map<string, Candidate<T>[]>();
  for (const c of cands) {
    if (c.value === null) continue;
    const k = key(c.value);
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  let best: Candidate<T>[] | null = null;
  let bestScore = -1;
  for (const g of groups.values()) {
    const score = g.reduce((a, c) => a + c.confidence, 0);
    if (score > bestScore) {
      best = g;
      bestScore = score;
    }
  }
  if (!best) return null;
  // Evidence from the first statement of the value (a preamble before a signature block).
  const top = best.reduce((a, c) =>
    c.flat.order < a.flat.order || (c.flat.order === a.flat.order && c.start < a.start) ? c : a,
  );
  const topConfidence = Math.max(...best.map((c) => c.confidence));
  const disagree = cands.some((c) => c.value !== null && key(c.value) !== key(top.value as T));
  const confidence = Math.min(0.99, topConfidence + (best.length > 1 ? 0.05 : 0) - (disagree ? 0.15 : 0));
  return { ...top, confidence };
}
