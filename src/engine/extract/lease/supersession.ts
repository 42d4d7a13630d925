import { findDurations } from '../../parse';
import type { TextLine } from '../../pdf/types';
import { type FlatText, flatten, sentences } from './flat-text';
import { type Segment, segmentLease } from './segments';

/**
 * A rider, addendum or amendment that deletes or rewrites a numbered provision of the lease
 * ("Paragraph 16.1 of the Printed Form is deleted in its entirety and replaced with the
 * following: ...", "Paragraph 8.7 ... is amended by deleting “thirty (30) days” and inserting
 * “ninety (90) days” in its place", "In Section 18, “150%” is deleted and replaced with “125%”",
 * "the areas written in Paragraph 2.1 ... are superseded"). The printed figure and the controlling
 * one then both stand in the document; read by position, the printed one wins. This reads the
 * lease as amended: a deleted provision (or sentence of it) is blanked like an unchecked option,
 * so no finder reads it; a rewritten phrase gives the provision's amended wording as a part of
 * its own whose readings are quoted from the instruction that rewrote it.
 */
export interface Supersession {
  /** The provision's number as the instruction writes it ("16.1", "23", "8.3(a)"). */
  target: string;
  /** The whole provision, one of its sentences, a phrase in it, or the areas it states. */
  scope: 'whole' | 'first' | 'last' | 'phrase' | 'areas';
  /** A phrase edit that replaces the provision's first or last sentence (its words read then). */
  sentence?: 'first' | 'last';
  deleted?: string;
  inserted?: string;
  /** The instruction, in the part it stands in. */
  flat: FlatText;
  start: number;
  end: number;
}

// "Paragraph 8.6", "Section 5.2", "¶ 43", "§ 4.1" (a numbered provision), then what it is a
// provision of ("of the Printed Form", "of the Lease", "of the Original Lease") and an optional
// caption in parentheses ("Paragraph 23 of the Printed Form (Relocation)").
const REF = String.raw`(?:Paragraph|Section|Article|¶|§)\s*(\d{1,2}(?:\.\d{1,2}){0,3}(?:\([a-z]{1,4}\))?)(?:\s+of\s+(?:the|this)\s+(?:[A-Z][A-Za-z]+\s+){0,2}(?:Form|Lease|Provisions|Agreement))?(?:\s*\([^)]{1,60}\))?`;
const SENTENCE_OF = String.raw`(?:the\s+(first|last)\s+sentence\s+of\s+)?`;
// OCR reads a closing curly quote as "™" now and then ("inserting “120 days™ in its place").
const Q_OPEN = '[“"]';
const Q_BODY = '([^”"™]{1,200})';
const Q_CLOSE = '[”"™]';
// "... is amended by deleting “A” and inserting “B”" (or substituting).
const AMEND_PHRASE = new RegExp(
  `${SENTENCE_OF}${REF}[^.;]{0,60}?\\b(?:is|are)\\s+(?:hereby\\s+)?(?:amended|modified)\\s+by\\s+deleting\\s+${Q_OPEN}${Q_BODY}${Q_CLOSE}\\s+(?:and|,)\\s+(?:inserting|substituting)\\s+${Q_OPEN}${Q_BODY}${Q_CLOSE}`,
  'i',
);
// "In Paragraph 18 of the Printed Form, “A” is deleted and replaced with “B”".
const IN_REF_PHRASE = new RegExp(
  `\\bIn\\s+${SENTENCE_OF}${REF}\\s*,\\s*${Q_OPEN}${Q_BODY}${Q_CLOSE}\\s+(?:is|are)\\s+(?:hereby\\s+)?(?:deleted\\s+and\\s+replaced\\s+(?:with|by)|replaced\\s+(?:with|by)|changed\\s+to)\\s+${Q_OPEN}${Q_BODY}${Q_CLOSE}`,
  'i',
);
// "Paragraph 8.4 ... is deleted [in its entirety] [and replaced with ...]", "... is amended and
// restated to read as follows", "the areas written in Paragraph 2.1 ... are superseded",
// "Section 7 of the Lease is null and void".
const WHOLE = new RegExp(
  `${SENTENCE_OF}${REF}\\s+(?:is|are|shall\\s+be)\\s+(?:hereby\\s+)?(?:deleted|struck|stricken|superseded|replaced|null\\s+and\\s+void|of\\s+no\\s+(?:further\\s+)?(?:force|effect)|amended\\s+and\\s+restated|amended\\s+to\\s+read)`,
  'i',
);

// "... and by deleting its last sentence and substituting the following: “...”" (a second edit
// of the same instruction).
const SENTENCE_REPLACED = new RegExp(
  `\\bdeleting\\s+(?:its|the)\\s+(first|last)\\s+sentence(?:\\s+thereof)?\\s+and\\s+(?:substituting|inserting|replacing\\s+it\\s+with)\\s+(?:the\\s+following(?:\\s+therefor)?\\s*:?\\s*)?${Q_OPEN}([^”"™]{1,600})${Q_CLOSE}`,
  'i',
);
// "The monthly installment of Base Rent for the first Lease Year stated in Paragraph 3 is hereby
// reduced from TWENTY-EIGHT ... DOLLARS ($28,375.00) to TWENTY-SEVEN ... DOLLARS ($27,510.00)": a
// sum of the named provision changed; the sums are written in figures, words before them optional.
const SUM = String.raw`(?:[A-Z][A-Z0-9/\- ]{2,120}?\s+)?\(?\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?\)?`;
const FROM_TO = new RegExp(
  `\\b(?:stated|set\\s+forth|provided|specified)\\s+in\\s+${REF}[^.;]{0,40}?\\b(?:is|are)\\s+(?:hereby\\s+)?(?:reduced|increased|changed|amended|modified)\\s+from\\s+(${SUM})\\s+to\\s+(${SUM})`,
  'i',
);
// "Paragraph 6(f) of the Lease is amended by " (what it is amended by follows).
const AMENDED_BY = new RegExp(
  `${REF}[^.;]{0,60}?\\b(?:is|are)\\s+(?:hereby\\s+)?(?:amended|modified)\\s+by\\s+`,
  'i',
);
// "Notwithstanding the approximate areas stated in Paragraph 1, the Premises contain 12,167
// rentable square feet ...": the areas of that provision are replaced, the rest of it stands.
const AREAS_SUPERSEDED = new RegExp(
  `\\bnotwithstanding\\s+(?:the\\s+)?(?:approximate\\s+|estimated\\s+)?(?:areas?|square\\s+footages?|rentable\\s+areas?)\\s+(?:stated|set\\s+forth|written|shown)\\s+in\\s+${REF}`,
  'i',
);

const sentenceScope = (word: string | undefined): Supersession['scope'] =>
  word?.toLowerCase() === 'first' ? 'first' : word?.toLowerCase() === 'last' ? 'last' : 'whole';

/** The instructions in one part, in order. */
export function findSupersessions(flat: FlatText): Supersession[] {
  const out: Supersession[] = [];
  for (const s of sentences(flat)) {
    const at = (m: RegExpExecArray) => ({
      flat,
      start: s.start + m.index,
      end: s.start + m.index + m[0].length,
    });
    // A phrase replaced: "reduced from X to Y" in a provision, "amended by deleting “X” and
    // substituting “Y”", "In Paragraph 18, “X” is deleted and replaced with “Y”".
    const fromTo = FROM_TO.exec(s.text);
    const quoted = fromTo ? null : (AMEND_PHRASE.exec(s.text) ?? IN_REF_PHRASE.exec(s.text));
    const phrase = fromTo
      ? { m: fromTo, groups: fromTo.slice(1, 4) }
      : quoted
        ? { m: quoted, groups: quoted.slice(2, 5) }
        : null;
    if (phrase) {
      const [target, deleted, inserted] = phrase.groups as [string, string, string];
      out.push({ target, scope: 'phrase', deleted, inserted, ...at(phrase.m) });
    }
    // "... and by deleting its last sentence and substituting the following: “...”", after a phrase
    // edit or alone ("Paragraph 6(f) of the Lease is amended by deleting its last sentence ...").
    const amended = phrase ? null : AMENDED_BY.exec(s.text);
    const target = phrase?.groups[0] ?? amended?.[1];
    const replaced = target ? SENTENCE_REPLACED.exec(s.text) : null;
    if (target && replaced)
      out.push({
        target,
        scope: 'phrase',
        sentence: (replaced[1] as string).toLowerCase() === 'first' ? 'first' : 'last',
        inserted: replaced[2],
        ...at(replaced),
      });
    if (phrase || replaced) continue;
    const areas = AREAS_SUPERSEDED.exec(s.text);
    if (areas) {
      out.push({ target: areas[1] as string, scope: 'areas', ...at(areas) });
      continue;
    }
    const whole = WHOLE.exec(s.text);
    if (whole) out.push({ target: whole[2] as string, scope: sentenceScope(whole[1]), ...at(whole) });
  }
  return out;
}

// An area a provision states: "approximately 12,200 rentable square feet", "151,000 sq. ft.".
const AREA_FIGURE =
  /\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\s+(?:rentable\s+|usable\s+|gross\s+)?(?:square\s+feet|sq\.?\s*ft\.?)/gi;

const blank = (text: string, from: number, to: number) =>
  text.slice(0, from) + ' '.repeat(Math.max(0, to - from)) + text.slice(to);

/** Where `phrase` stands in `text`, spacing and quote style aside; null when it does not. */
function phraseIn(text: string, phrase: string): { index: number; length: number } | null {
  const pattern = phrase
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['’]/g, "['’]"))
    .join('\\s+');
  const m = new RegExp(pattern, 'i').exec(text);
  return m ? { index: m.index, length: m[0].length } : sameQuantityIn(text, phrase);
}

/**
 * A rider quoting a period in other words than the form prints it ("deleting “forty-five (45)
 * days”" where the form says "45 days"): the one period of that length in the provision is the
 * phrase. Only a phrase that is wholly one period, and only where the provision has exactly one.
 */
function sameQuantityIn(text: string, phrase: string): { index: number; length: number } | null {
  const quoted = findDurations(phrase);
  const only = quoted[0];
  if (quoted.length !== 1 || !only || only.length < phrase.trim().length - 1) return null;
  const same = findDurations(text).filter(
    (d) => d.value.count === only.value.count && d.value.unit === only.value.unit,
  );
  return same.length === 1 && same[0] ? { index: same[0].index, length: same[0].length } : null;
}

/** The provision an instruction names: the first of that number that does not hold the instruction. */
function targetOf(part: FlatText, segments: Segment[], s: Supersession): Segment | null {
  const numbered = (number: string) =>
    segments.find(
      (g) =>
        g.number?.toLowerCase() === number && !(g.start <= s.start && s.start < g.end) && g.start < s.start,
    ) ?? null;
  const number = s.target.toLowerCase();
  const whole = numbered(number);
  if (whole) return whole;
  // "Paragraph 6(d)" where the lease numbers its paragraphs and letters their clauses, each
  // clause opening a line of its own ("(d)   Administrative Fee. ..."): the clause runs from its
  // letter to the next clause's, or to the paragraph's end.
  const sub = /^(.+?)\(([a-z]{1,4})\)$/.exec(number);
  const parent = sub ? numbered(sub[1] as string) : null;
  if (!sub || !parent) return null;
  const opening = (letter: string) =>
    part.lines.find(
      (l) =>
        l.start >= parent.start &&
        l.start < parent.end &&
        l.line.text.trimStart().toLowerCase().startsWith(`(${letter})`),
    );
  const from = opening(sub[2] as string);
  if (!from) return null;
  const next = part.lines.find(
    (l) => l.start > from.start && l.start < parent.end && /^\s*\([a-z]{1,4}\)\s/i.test(l.line.text),
  );
  return { ...parent, number: s.target, start: from.start, end: next ? next.start - 1 : parent.end };
}

/** The span of a provision's first or last sentence, or the whole provision. */
function scopeSpan(
  flat: FlatText,
  seg: Segment,
  scope: Supersession['scope'],
): { start: number; end: number } {
  if (scope !== 'first' && scope !== 'last') return seg;
  const inside = sentences(flat).filter((x) => x.start >= seg.start && x.start < seg.end && x.text.trim());
  const pick = scope === 'first' ? inside[0] : inside[inside.length - 1];
  return pick ? { start: pick.start, end: Math.min(pick.end, seg.end) } : seg;
}

/**
 * The parts read as amended by their own riders: deleted provisions blanked, and after each part
 * the amended wording of every provision whose phrases were rewritten, anchored to the
 * instruction. Parts without instructions come back unchanged (the same objects).
 */
export function applySupersessions(parts: FlatText[]): FlatText[] {
  const out: FlatText[] = [];
  for (const part of parts) {
    const found = findSupersessions(part);
    if (!found.length) {
      out.push(part);
      continue;
    }
    const segments = segmentLease(part);
    let text = part.text;
    const rewritten = new Map<Segment, Supersession[]>();
    // One provision, one object: a clause found twice (two edits of "Paragraph 6(f)") is one key.
    const clauses = new Map<string, Segment | null>();
    for (const s of found) {
      const key = s.target.toLowerCase();
      if (!clauses.has(key)) clauses.set(key, targetOf(part, segments, s));
      const seg = clauses.get(key) ?? null;
      if (!seg) continue;
      if (s.scope === 'areas') {
        for (const m of text.slice(seg.start, seg.end).matchAll(AREA_FIGURE))
          text = blank(text, seg.start + (m.index ?? 0), seg.start + (m.index ?? 0) + m[0].length);
        continue;
      }
      if (s.scope !== 'phrase') {
        const span = scopeSpan(part, seg, s.scope);
        text = blank(text, span.start, span.end);
        continue;
      }
      // A replaced sentence is a phrase edit of that sentence's words.
      const edit = s.sentence
        ? (() => {
            const span = scopeSpan(part, seg, s.sentence);
            return { ...s, deleted: part.text.slice(span.start, span.end) };
          })()
        : s;
      rewritten.set(seg, [...(rewritten.get(seg) ?? []), edit]);
    }
    const amendedParts: FlatText[] = [];
    for (const [seg, edits] of rewritten) {
      // The provision's words as they now stand (sentences deleted above stay blank), each
      // deleted phrase replaced by the inserted one; an edit whose phrase is not there is ignored.
      let wording = text.slice(seg.start, seg.end);
      const applied: Supersession[] = [];
      for (const e of edits) {
        const at = phraseIn(wording, e.deleted as string);
        if (!at) continue;
        wording = wording.slice(0, at.index) + (e.inserted as string) + wording.slice(at.index + at.length);
        applied.push(e);
      }
      const first = applied[0];
      if (!first) continue;
      text = blank(text, seg.start, seg.end);
      // The deleted words quoted in the instruction are no term either.
      for (const e of applied) {
        const within = phraseIn(text.slice(e.start, e.end), e.deleted as string);
        if (within) text = blank(text, e.start + within.index, e.start + within.index + within.length);
      }
      const line = part.lines.find((l) => l.end > seg.start)?.line as TextLine;
      const amended = flatten(
        part.file,
        [{ ...line, text: wording.trim(), cells: [wording.trim()] }],
        part.order,
      );
      const inserted = phraseIn(part.text.slice(first.start, first.end), first.inserted as string);
      const anchorStart = first.start + (inserted?.index ?? 0);
      amendedParts.push({
        ...amended,
        anchor: {
          flat: part,
          start: anchorStart,
          end: anchorStart + (inserted?.length ?? first.end - first.start),
        },
      });
    }
    const blanked = { ...part, text };
    out.push(
      blanked,
      ...amendedParts.map((a) => ({ ...a, anchor: a.anchor && { ...a.anchor, flat: blanked } })),
    );
  }
  return out;
}
