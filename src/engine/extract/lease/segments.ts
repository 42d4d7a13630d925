import type { FlatText } from './flat-text';

/**
 * A lease read by its structure: the articles, numbered sections and exhibits it is divided into.
 * Headings are found at line starts only (a heading is a line a drafter begins; "see Section 6.5"
 * inside a sentence is a cross-reference, not a boundary). A segment runs to the next heading of
 * the same or a higher level, so a section holds its subsections and list items.
 */
export type SegmentKind = 'article' | 'section' | 'exhibit' | 'basicInfo' | 'definitions';

export interface Segment {
  kind: SegmentKind;
  /** "5", "5.1", "A", "IV"; null for an unnumbered block ("BASIC LEASE INFORMATION"). */
  number: string | null;
  title: string;
  /** 0 exhibits and summary blocks, 1 articles ("ARTICLE 5", "5. RENT"), 2 "5.1", 3 "5.1.1". */
  level: number;
  start: number;
  end: number;
}

// Every form below is how US commercial leases number their parts (AIA/BOMA-style forms, SEC-filed leases);
// "Rider No. 1" / "Exhibit No. 2" is the same heading with its number spelled out as "No.".
const EXHIBIT =
  /^(?:EXHIBIT|Exhibit|SCHEDULE|Schedule|ADDENDUM|Addendum|RIDER|Rider)\s+(?:No\.\s*|NO\.\s*)?([A-Z]{1,2}|\d{1,2}|[IVX]{1,4})(?:-\d+)?\b\s*[.:–—-]?\s*(.*)$/;
const ARTICLE = /^(?:ARTICLE|Article)\s+([\dIVXLC]+)\b\s*[.:–—-]?\s*(.*)$/;
const SECTION_WORD = /^(?:SECTION|Section|§)\s*(\d{1,2}(?:\.\d{1,2})*)\.?\s+(.*)$/;
// "5.1 Base Rent." / "5.1.2 Payment" -- a dotted number then a capitalised word; the AIR forms
// letter the parts of a provision after it ("1.2(a) Premises:", "1.2(c) Project:"), each its own
// item at the same level as its siblings.
const DOTTED = /^(\d{1,2}(?:\.\d{1,2}){1,3}(?:\([a-z]\))?)\.?\s+([A-Z“"].*)$/;
// "5. BASE RENT" (an all-caps title) or "5. Base Rent. Tenant shall ..." (a captioned paragraph).
const NUMBERED = /^(\d{1,2})\.\s+([A-Z][A-Z0-9 ,;&'’()/-]{2,}$|[A-Z][A-Za-z'’ ,&/-]{1,50}\.(?:\s|$).*)$/;
// A lease summary placed before the articles or in an exhibit, under any of its usual names.
const SUMMARY =
  /^(?:SUMMARY\s+OF\s+)?(?:BASIC\s+LEASE\s+(?:INFORMATION|PROVISIONS|TERMS|DATA)|FUNDAMENTAL\s+LEASE\s+PROVISIONS|LEASE\s+SUMMARY|REFERENCE\s+(?:PROVISIONS|DATA)|BASIC\s+TERMS|KEY\s+TERMS|SUMMARY\s+OF\s+(?:BASIC\s+)?TERMS)\b/i;
const SUMMARY_LINE = new RegExp(`${SUMMARY.source}\\s*:?$`, 'i');
const DEFINITIONS = /\b(?:definitions|defined\s+terms|certain\s+definitions)\b/i;

function headingOf(text: string): Omit<Segment, 'start' | 'end'> | null {
  // A scan can put a stray tick or bullet before a heading ("‘RIDER NO. 1 - OPERATING COSTS").
  const t = text.trim().replace(/^[‘’'`•·]+\s*(?=[A-Z§])/, '');
  let m = EXHIBIT.exec(t);
  // A heading is short; "Exhibit A is attached ..." at a line start is a sentence.
  // "Exhibit A." ending a wrapped sentence ("... attached as\nExhibit A.") is not a heading: a
  // mixed-case one needs a title after it.
  const titled = /^[A-Z“"]/.test(m?.[2] ?? '');
  if (
    m &&
    t.length <= 80 &&
    (titled || /^[A-Z]+\s/.test(t)) &&
    !/^\s*(?:is|are|to|of|and|hereto|attached|shall)\b/i.test(m[2] ?? '')
  )
    return {
      kind: SUMMARY.test(m[2] ?? '') ? 'basicInfo' : 'exhibit',
      number: m[1] as string,
      title: (m[2] ?? '').trim(),
      level: 0,
    };
  // In capitals, or in any case when the title is the whole line ("Key terms" over its table,
  // as e-signed and plain-English leases set it): a sentence never is just the title.
  if (SUMMARY.test(t) && t.length <= 70 && (t === t.toUpperCase() || SUMMARY_LINE.test(t)))
    return { kind: 'basicInfo', number: null, title: t, level: 0 };
  m = ARTICLE.exec(t);
  if (m && t.length <= 90) return kindFor(m[1] as string, m[2] ?? '', 1);
  m = SECTION_WORD.exec(t);
  if (m && /^[A-Z“"]/.test(m[2] ?? '')) {
    const num = m[1] as string;
    return kindFor(num, m[2] as string, num.split('.').length);
  }
  m = DOTTED.exec(t);
  if (m) return kindFor(m[1] as string, m[2] as string, (m[1] as string).split('.').length);
  m = NUMBERED.exec(t);
  if (m) return kindFor(m[1] as string, m[2] as string, 1);
  return null;
}

function kindFor(number: string, rest: string, level: number): Omit<Segment, 'start' | 'end'> {
  // The title: up to the caption's period or colon ("1.3 Term: 84 months ..."), or the whole
  // all-caps line.
  const title = (/^(.{1,60}?)[.:](?:\s|$)/.exec(rest)?.[1] ?? rest).trim();
  const kind: SegmentKind = DEFINITIONS.test(title) ? 'definitions' : level <= 1 ? 'article' : 'section';
  return { kind, number, title, level };
}

/**
 * A table of contents lists article and exhibit headings on consecutive lines with no text
 * between them; those lines head nothing, so they are dropped (else "Exhibit E" in the contents
 * would seem to hold the whole lease).
 */
function dropContentsTable(flat: FlatText, heads: Segment[]): void {
  const lineIndex = new Map(flat.lines.map((l, i) => [l.start, i]));
  const top = (h: Segment | undefined) => !!h && h.level <= 1 && h.kind !== 'section';
  const adjacent = (a: Segment | undefined, b: Segment | undefined) =>
    top(a) && top(b) && (lineIndex.get(b!.start) ?? -9) - (lineIndex.get(a!.start) ?? -99) === 1;
  const drop = new Set<Segment>();
  heads.forEach((h, i) => {
    if (adjacent(h, heads[i + 1]) || adjacent(heads[i - 1], h)) drop.add(h);
  });
  for (let i = heads.length - 1; i >= 0; i--) if (drop.has(heads[i] as Segment)) heads.splice(i, 1);
}

/** The lease's segments in document order; [] when it has no recognisable structure. */
export function segmentLease(flat: FlatText): Segment[] {
  const heads: Segment[] = [];
  for (const l of flat.lines) {
    const h = headingOf(l.line.text);
    if (!h) continue;
    const prev = heads[heads.length - 1];
    // "EXHIBIT A" then "BASIC LEASE INFORMATION" on the next line: one summary exhibit.
    if (h.kind === 'basicInfo' && !h.number && prev?.kind === 'exhibit' && !prev.title) {
      prev.kind = 'basicInfo';
      prev.title = h.title;
      continue;
    }
    heads.push({ ...h, start: l.start, end: flat.text.length });
  }
  dropContentsTable(flat, heads);
  for (const [i, s] of heads.entries()) {
    for (const next of heads.slice(i + 1)) {
      // A summary placed before the articles ends where the first article begins.
      const frontSummary = s.kind === 'basicInfo' && !s.number && next.level === 1 && next.kind !== 'section';
      if (next.level <= s.level || frontSummary) {
        s.end = next.start;
        break;
      }
    }
  }
  return heads;
}

/** The innermost segment holding an offset, or null. */
export function segmentAt(segments: Segment[], offset: number): Segment | null {
  let best: Segment | null = null;
  for (const s of segments)
    if (s.start <= offset && offset < s.end && (!best || s.level >= best.level)) best = s;
  return best;
}

/** The segments of a kind ("basicInfo", "definitions"). */
export function segmentsOf(segments: Segment[], kind: SegmentKind): Segment[] {
  return segments.filter((s) => s.kind === kind);
}
