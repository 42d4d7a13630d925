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
  /** The whole provision, one of its sentences, or a phrase in it. */
  scope: 'whole' | 'first' | 'last' | 'phrase';
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
    const phrase = AMEND_PHRASE.exec(s.text) ?? IN_REF_PHRASE.exec(s.text);
    if (phrase) {
      out.push({
        target: phrase[2] as string,
        scope: 'phrase',
        deleted: phrase[3],
        inserted: phrase[4],
        ...at(phrase),
      });
      continue;
    }
    const whole = WHOLE.exec(s.text);
    if (whole) out.push({ target: whole[2] as string, scope: sentenceScope(whole[1]), ...at(whole) });
  }
  return out;
}

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
  return m ? { index: m.index, length: m[0].length } : null;
}

/** The provision an instruction names: the first of that number that does not hold the instruction. */
function targetOf(segments: Segment[], s: Supersession): Segment | null {
  const number = s.target.toLowerCase();
  return (
    segments.find(
      (g) =>
        g.number?.toLowerCase() === number && !(g.start <= s.start && s.start < g.end) && g.start < s.start,
    ) ?? null
  );
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
    for (const s of found) {
      const seg = targetOf(segments, s);
      if (!seg) continue;
      if (s.scope !== 'phrase') {
        const span = scopeSpan(part, seg, s.scope);
        text = blank(text, span.start, span.end);
        continue;
      }
      rewritten.set(seg, [...(rewritten.get(seg) ?? []), s]);
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
