import { type FlatLine, type FlatText, sentenceAt } from './flat-text';
import { type Segment, segmentAt, segmentLease } from './segments';

/**
 * The lease's defined terms: where each capitalised term gets its value. Leases define a fact once
 * and use the term everywhere else, in one of four ways:
 * - a row of a summary block ("1.7 Premises   Store No. 45, containing 4,895 square feet"),
 *   in a Basic Lease Information exhibit or a summary before the articles;
 * - a definition sentence ('"Premises" means Suite 232 of the Building ...');
 * - a parenthetical after the thing defined ('4,895 square feet (the "Premises")');
 * - a label with a colon at a line start ("Tenant's Proportionate Share: 5.0375%").
 */
export interface DefinedTerm {
  /** The term as written ("Tenant's Proportionate Share"). */
  term: string;
  /** Normalised for lookup: lower case, no "the"/"tenant's", single spaces ("proportionate share"). */
  key: string;
  form: 'summary' | 'means' | 'parenthetical' | 'label';
  value: string;
  /** Offsets of the value in the part's text (for evidence). */
  start: number;
  end: number;
}

export function termKey(term: string): string {
  return (
    term
      .toLowerCase()
      .replace(/[’`]/g, "'")
      .replace(/["“”:.]/g, '')
      // "Lessee's Share" is the AIR forms' "Tenant's Share": the party's name is no part of the term.
      .replace(/^(?:the|tenant'?s|landlord'?s|lessee'?s|lessor'?s)\s+/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const MEANS =
  /["“]([A-Z][A-Za-z'’ &-]{1,50})["”]\s*(?:shall\s+mean|means|shall\s+refer\s+to|refers\s+to|shall\s+be|is\s+defined\s+as|has\s+the\s+meaning)\b/g;
const PARENTHETICAL =
  /\(\s*(?:each\s+|collectively\s+|hereinafter\s+|herein\s+)?(?:the\s+|a\s+|an\s+)?["“]([A-Z][A-Za-z'’ &-]{1,50})["”]\s*\)/g;
// A row number: "1.7", "1.", "(a)", "A.", "Item 7".
const ROW_NUMBER = /^(?:Item\s+)?(?:\d{1,2}(?:\.\d{1,2})*\.?|\(?[a-zA-Z]\)|[A-Z]\.)\s*/;
const LABEL_COLON =
  /^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+|\(?[a-zA-Z]\)\s+)?([A-Z][A-Za-z'’ ()&/-]{1,50}?)\s*:\s+(\S.*)$/;

/** Summary rows: the label and value cells of each row, a value continued on the lines below its cell. */
function summaryRows(flat: FlatText, seg: Segment): DefinedTerm[] {
  const out: DefinedTerm[] = [];
  const lines = flat.lines.filter((l) => l.start >= seg.start && l.start < seg.end);
  let current: DefinedTerm | null = null;
  let valueX = 0;
  // The current row's label was read from its cells and has no closing colon yet.
  let labelOpen = false;
  for (const l of lines) {
    const { cells, cellX } = l.line;
    const text = l.line.text;
    // A line of one cell that starts at the value column continues the value above it.
    if (current && cells.length === 1 && (cellX[0] ?? 0) >= valueX - 2 && !ROW_NUMBER.test(text)) {
      current.value += ` ${text}`;
      current.end = l.end;
      continue;
    }
    // A label too long for its cell wraps under itself, the value beside its first line:
    // "Rentable Area of the Commercial   approximately 55,540 rentable square feet" / "Portion:".
    // Only a label read from the cells, still without the colon that closes it, and a lone line
    // left of the value column that supplies that colon.
    if (
      current &&
      labelOpen &&
      cells.length === 1 &&
      (cellX[0] ?? 0) < valueX - 2 &&
      /^[A-Za-z'’ ()&/-]{1,40}:$/.test(text.trim())
    ) {
      current.term = `${current.term} ${text.trim().slice(0, -1)}`;
      current.key = termKey(current.term);
      labelOpen = false;
      continue;
    }
    current = null;
    labelOpen = false;
    let label: string | null = null;
    let valueAt = -1;
    const colon = LABEL_COLON.exec(text);
    if (colon) {
      label = colon[1] as string;
      valueAt = text.length - (colon[2] as string).length;
    } else if (cells.length >= 2) {
      // The value is the last cell; the label the cells before it, less a row number.
      const last = cells[cells.length - 1] as string;
      valueAt = text.lastIndexOf(last);
      label = text.slice(0, valueAt).replace(ROW_NUMBER, '').trim();
      valueX = cellX[cellX.length - 1] ?? 0;
      labelOpen = !/:$/.test(label);
    } else if (ROW_NUMBER.test(text)) {
      // One cell whose columns ran together: "1.12 Base Operating Expenses $1,074,100". The label
      // is the title-case words before the first figure.
      const m =
        /^((?:[A-Z][A-Za-z'’]*|of|the|and|per|for|in)(?:\s+(?:[A-Z][A-Za-z'’]*|of|the|and|per|for|in)){0,6})\s+(?=[$\d(])/.exec(
          text.replace(ROW_NUMBER, ''),
        );
      if (m) {
        label = m[1] as string;
        valueAt = text.length - text.replace(ROW_NUMBER, '').length + m[0].length;
        valueX = Number.POSITIVE_INFINITY;
      }
    }
    // A scan can put a stray tick before a caption ("‘Tenant"), as before a heading (segments.ts).
    if (label) label = label.replace(/^[‘’'`•·]+\s*(?=[A-Z])/, '');
    if (!label || valueAt < 0 || label.length > 60 || !/^[A-Z]/.test(label)) continue;
    const value = text.slice(valueAt).trim();
    current = {
      term: label,
      key: termKey(label),
      form: 'summary',
      value,
      start: l.start + valueAt,
      end: l.end,
    };
    out.push(current);
  }
  return out;
}

// A data sheet's numbered caption box: "11. TENANT’S PRO RATA SHARE", "4. LANDLORD".
const CAPTION_BOX = /^\d{1,2}\.\s+[A-Z][A-Z0-9’'&/,(). -]*[A-Z.)]$/;
export const isCaptionLine = (l: FlatLine) =>
  l.line.cells.length > 0 && l.line.cells.every((c) => CAPTION_BOX.test(c.trim()));

/**
 * A data sheet laid out as a grid of caption boxes, each caption above its value and several
 * boxes side by side ("1. DATE OF LEASE   2. LEASE ID   3. STORE NO." over "September 1, 2017
 * L890411   5409"), as REIT and national-tenant leases print their Lease Data Sheet. Each value
 * cell belongs to the caption whose column it starts in, down to the next row of captions. Only a
 * grid: at least four caption rows, one of them with boxes side by side, so an article heading
 * ("5. RENT" over its paragraph) is not read as a box.
 */
function captionGrid(flat: FlatText): DefinedTerm[] {
  const rows = flat.lines.map((l, i) => ({ l, i })).filter(({ l }) => isCaptionLine(l));
  if (rows.length < 4 || !rows.some(({ l }) => l.line.cells.length >= 2)) return [];
  const out: DefinedTerm[] = [];
  for (const [k, { l, i }] of rows.entries()) {
    const boxes = l.line.cells.map((c, j) => ({
      term: c.trim().replace(/^\d{1,2}\.\s+/, ''),
      x: l.line.cellX[j] ?? 0,
      value: [] as string[],
      start: -1,
      end: -1,
    }));
    const stop = Math.min(rows[k + 1]?.i ?? flat.lines.length, i + 13);
    for (let v = i + 1; v < stop; v++) {
      const vl = flat.lines[v] as FlatLine;
      if (vl.page !== l.page) break;
      let from = 0;
      vl.line.cells.forEach((cell, j) => {
        const x = vl.line.cellX[j] ?? 0;
        const box = [...boxes].reverse().find((b) => x >= b.x - 6);
        const at = vl.line.text.indexOf(cell, from);
        from = at < 0 ? from : at + cell.length;
        if (!box || at < 0) return;
        box.value.push(cell.trim());
        if (box.start < 0) box.start = vl.start + at;
        box.end = vl.start + at + cell.length;
      });
    }
    for (const b of boxes)
      if (b.value.length && b.start >= 0)
        out.push({
          term: b.term,
          key: termKey(b.term),
          form: 'summary',
          value: b.value.join(' '),
          start: b.start,
          end: b.end,
        });
  }
  return out;
}

/** Every defined term of a part, in document order within each form. */
export function definedTerms(flat: FlatText, segments: Segment[] = segmentLease(flat)): DefinedTerm[] {
  const out: DefinedTerm[] = [];
  for (const seg of segments) if (seg.kind === 'basicInfo') out.push(...summaryRows(flat, seg));
  out.push(...captionGrid(flat));
  for (const m of flat.text.matchAll(MEANS)) {
    const at = m.index ?? 0;
    const s = sentenceAt(flat, at);
    const start = at + m[0].length;
    out.push({
      term: m[1] as string,
      key: termKey(m[1] as string),
      form: 'means',
      value: flat.text.slice(start, s.end).trim(),
      start,
      end: s.end,
    });
  }
  for (const m of flat.text.matchAll(PARENTHETICAL)) {
    const at = m.index ?? 0;
    const s = sentenceAt(flat, at);
    // The thing defined: the clause before the parenthesis, within its sentence.
    const from = Math.max(s.start, at - 200);
    const clause = flat.text.slice(from, at);
    const cut = Math.max(clause.lastIndexOf('('), clause.lastIndexOf(')'), clause.lastIndexOf(';'));
    const start = from + cut + 1;
    out.push({
      term: m[1] as string,
      key: termKey(m[1] as string),
      form: 'parenthetical',
      value: flat.text.slice(start, at).trim(),
      start,
      end: at,
    });
  }
  for (const l of flat.lines) {
    if (segmentAt(segments, l.start)?.kind === 'basicInfo') continue;
    const m = LABEL_COLON.exec(l.line.text);
    if (!m) continue;
    const valueAt = l.line.text.length - (m[2] as string).length;
    out.push({
      term: m[1] as string,
      key: termKey(m[1] as string),
      form: 'label',
      value: m[2] as string,
      start: l.start + valueAt,
      end: l.end,
    });
  }
  return out;
}

/**
 * The definitions of a term, strongest form first (a summary row states the value; a definition
 * sentence may only say how it is computed). `key` is matched against the normalised term.
 */
export function lookupTerm(terms: DefinedTerm[], key: RegExp): DefinedTerm[] {
  const rank = { summary: 0, label: 1, means: 2, parenthetical: 3 } as const;
  return terms.filter((t) => key.test(t.key)).sort((a, b) => rank[a.form] - rank[b.form]);
}

/** "See Section 4.1" / "as set forth in Section 8.1": the section a value refers to, or null. */
export function referencedSection(value: string, segments: Segment[]): Segment | null {
  const m =
    /^(?:see|as\s+(?:set\s+forth|provided|stated|defined)\s+in|per)\s+(?:section|article|§)\s*(\d+(?:\.\d+)*)/i.exec(
      value.trim(),
    );
  if (!m) return null;
  return segments.find((s) => s.number === m[1] && s.kind !== 'basicInfo') ?? null;
}

const cache = new WeakMap<FlatText, { segments: Segment[]; terms: DefinedTerm[] }>();

/** Segments and defined terms of a part, computed once per part. */
export function structureOf(flat: FlatText): { segments: Segment[]; terms: DefinedTerm[] } {
  let s = cache.get(flat);
  if (!s) {
    const segments = segmentLease(flat);
    s = { segments, terms: definedTerms(flat, segments) };
    cache.set(flat, s);
  }
  return s;
}
