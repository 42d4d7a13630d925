import { repairOcrThousandsPoints } from '../../parse';
import type { DocumentText, TextLine } from '../../pdf/types';
import type { Evidence } from '../../types';
import { blankUncheckedOptions } from './checkboxes';
import { withoutLineNumbers } from './line-numbers';
import { documentGutter, readingOrder } from './page-columns';

/**
 * A document part (a lease, or one amendment inside it) as one searchable string: lines joined
 * by a space (no space after a word hyphenated at the line end), page furniture dropped, with a
 * map back to each line so any match can be quoted verbatim from the line it lies on.
 */
export interface FlatLine {
  page: number;
  line: TextLine;
  start: number;
  end: number;
}

export interface FlatText {
  file: string;
  /** Index of this part among all parts (upload order), for "later wins". */
  order: number;
  text: string;
  lines: FlatLine[];
  /** Sentence start offsets, ascending. */
  sentenceStarts: number[];
  /**
   * Set on a provision's wording as a rider amended it (supersession.ts): its text is not on any
   * page, so whatever is read from it is quoted from the instruction that amended it.
   */
  anchor?: { flat: FlatText; start: number; end: number };
}

export interface Span {
  start: number;
  end: number;
}

const FURNITURE = [
  /^page \d+( of \d+)?\b/i,
  /^-?\s*\d{1,3}\s*-?$/,
  /^(tenant|landlord)\s*_{2,}/i,
  /^initials?\b/i,
];
// "LEASE MODIFICATION AGREEMENT" / "MODIFICATION OF LEASE": the same instrument by another name.
const AMENDMENT_HEADING =
  /^(?:[A-Z]+\s+)?AMENDMENT\s+(?:TO\s+)?(?:LEASE|OF\s+LEASE|AGREEMENT)?\b|^(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH)\s+AMENDMENT\b|^(?:LEASE\s+MODIFICATION(?:\s+AGREEMENT)?|MODIFICATION\s+(?:OF|TO)\s+LEASE)\b/;
// Abbreviations whose period does not end a sentence.
const ABBREVIATION =
  /(?:\b[A-Z]|\b(?:Inc|No|Nos|Co|Corp|Ltd|St|Ave|Blvd|Mr|Ms|Mrs|Dr|Jr|Sr|Sec|Secs|etc|vs|viz|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|[ap]\.m|i\.e|e\.g|L\.P|L\.L\.C|U\.S|N\.A|P\.C))\.$/;

function isFurniture(text: string): boolean {
  return FURNITURE.some((re) => re.test(text.trim()));
}

/** Page-number-free form of a line, to recognise a running header or footer across pages. */
const furnitureKey = (text: string) => text.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Running headers and footers ("Form SCL-3 (Rev. 9/97) - 4 -", "Initials: ____"): a line among
 * the first or last two of a page that recurs, page number aside, on at least three pages and
 * half of them. Left in, it would split the sentence that runs across the page break.
 */
function runningLines(doc: DocumentText): Set<string> {
  const pagesWith = new Map<string, number>();
  for (const page of doc.pages) {
    const edge = [...page.lines.slice(0, 2), ...page.lines.slice(-2)];
    for (const key of new Set(edge.map((l) => furnitureKey(l.text))))
      pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
  }
  const min = Math.max(3, doc.pages.length / 2);
  return new Set([...pagesWith].filter(([key, n]) => n >= min && key.length > 0).map(([key]) => key));
}

/** Splits each document at amendment headings into parts, in upload order. */
export function flattenDocuments(docs: DocumentText[]): FlatText[] {
  const parts: FlatText[] = [];
  for (const typed of docs) {
    // A lease on pleading paper is read without its margin's line numbers.
    const doc = { ...typed, pages: typed.pages.map(withoutLineNumbers) };
    const running = runningLines(doc);
    const formGutter = documentGutter(doc.pages);
    let current: TextLine[] = [];
    const flush = () => {
      if (current.length) parts.push(flatten(doc.file, current, parts.length));
      current = [];
    };
    for (const page of doc.pages) {
      const edge = new Set([...page.lines.slice(0, 2), ...page.lines.slice(-2)]);
      // Two-column pages are read column by column, else a sentence runs into its neighbour's.
      for (const line of readingOrder(page, formGutter)) {
        if (edge.has(line) && running.has(furnitureKey(line.text))) continue;
        // An amendment heading starts a new part once the base lease has some text.
        if (AMENDMENT_HEADING.test(line.text.trim()) && current.length > 20) flush();
        // A scan's "$36.588.00" is "$36,588.00" (same length, so quotes keep their places).
        const text = page.ocr ? repairOcrThousandsPoints(line.text) : line.text;
        current.push(
          text === line.text ? line : { ...line, text, cells: line.cells.map(repairOcrThousandsPoints) },
        );
      }
    }
    flush();
  }
  return parts;
}

export function flatten(file: string, lines: TextLine[], order = 0): FlatText {
  let text = '';
  const flat: FlatLine[] = [];
  for (const line of lines) {
    if (isFurniture(line.text)) continue;
    const joinTight = /[A-Za-z]-$/.test(text) && /^[a-z]/.test(line.text);
    if (text && !joinTight) text += ' ';
    const start = text.length;
    text += line.text;
    flat.push({ page: line.page, line, start, end: text.length });
  }
  // A form's unchecked options are no terms of the lease (blanked, offsets kept).
  text = blankUncheckedOptions(
    text,
    flat.map((l) => l.start),
  );
  return { file, order, text, lines: flat, sentenceStarts: sentenceStarts(text, flat) };
}

// An all-caps exhibit or rider heading ("EXHIBIT A - PREMISES", "RIDER NO. 1 - OPERATING COSTS")
// starts a sentence too: else an exhibit's first sentence runs on from the signature block before it.
const HEADING_START =
  /^(?:ARTICLE|Article|SECTION|Section|§)\s*[\dIVXLC]+|^\(?[a-z]{1,3}[.)]\s|^\d+(?:\.\d+)+\.?\s|^\d+\.\s+[A-Z]|^[A-Z]\.\s|^(?:EXHIBIT|SCHEDULE|RIDER|ADDENDUM)\s+(?:NO\.\s*)?[A-Z0-9]{1,3}\b/;

const HEADING_TITLE =
  /^(?:(?:Section|SECTION|§)\s*)?(?:\d+(?:\.\d+)*\.?|\(?[a-z]\)|[A-Z]\.)?\s*[A-Z][A-Za-z'’&,\- ]{1,50}\.$/;

const FINITE_VERB = /\b(?:is|are|was|were|shall|will|may|must|has|have|does|do)\b/i;

function sentenceStarts(text: string, lines: FlatLine[]): number[] {
  const starts = new Set<number>([0]);
  for (const m of text.matchAll(/[.;!?]["”’)]?\s+(?=["“(§A-Z0-9])/g)) {
    const before = text.slice(Math.max(0, (m.index ?? 0) - 12), (m.index ?? 0) + 1);
    if (m[0].startsWith('.') && ABBREVIATION.test(before)) continue;
    starts.add((m.index ?? 0) + m[0].length);
  }
  // A numbered heading or list item at a line start always starts a new sentence.
  for (const l of lines) if (HEADING_START.test(l.line.text)) starts.add(l.start);
  // So does each row of a key/value table ("Annual rent increase | 3% (see Section 4.1)"): its
  // rows have no full stops, and run together one row's figure reads as the next row's term.
  for (const l of keyValueRows(lines)) starts.add(l.start);
  const sorted = [...starts].sort((a, b) => a - b);
  // A bare heading ("5.7 Administrative Fee.") belongs to the sentence it introduces.
  return sorted.filter((start, i) => {
    const prev = sorted[i - 1];
    if (prev === undefined) return true;
    const heading = text.slice(prev, start).trim();
    // "No administrative fee is payable." is a sentence of its own: a caption has no verb.
    return !(heading.split(/\s+/).length <= 7 && HEADING_TITLE.test(heading) && !FINITE_VERB.test(heading));
  });
}

/** A caption cell: a few words, no sentence inside ("Operating expense cap", "Tenant’s share:"). */
const CAPTION = /^[A-Z][A-Za-z'’&/()\- ]{0,40}:?$/;

/**
 * The rows of key/value tables: lines of two or more cells whose first cell is a caption, where
 * at least three such lines share the caption's and the value's left edges (within 3 points),
 * a summary box as lease forms open with ("Key terms", "Basic Lease Information"). Geometry,
 * not wording: the same edges down the page are what make it a table.
 */
function keyValueRows(lines: FlatLine[]): FlatLine[] {
  const rows = lines.filter(
    (l) =>
      l.line.cells.length >= 2 &&
      CAPTION.test((l.line.cells[0] as string).trim()) &&
      (l.line.cells[0] as string).trim().split(/\s+/).length <= 6,
  );
  const near = (a: number | undefined, b: number | undefined) => Math.abs((a ?? 0) - (b ?? 0)) <= 3;
  return rows.filter(
    (l) =>
      rows.filter(
        (o) =>
          o.page === l.page &&
          near(o.line.cellX[0], l.line.cellX[0]) &&
          near(o.line.cellX[1], l.line.cellX[1]),
      ).length >= 3,
  );
}

/** The sentence around an offset. */
export function sentenceAt(flat: FlatText, offset: number): Span {
  const s = flat.sentenceStarts;
  let lo = 0;
  let hi = s.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((s[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { start: s[lo] as number, end: s[lo + 1] ?? flat.text.length };
}

/** All sentences, in order. */
export function sentences(flat: FlatText): (Span & { text: string })[] {
  return flat.sentenceStarts.map((start, i) => {
    const end = flat.sentenceStarts[i + 1] ?? flat.text.length;
    return { start, end, text: flat.text.slice(start, end) };
  });
}

export function lineAt(flat: FlatText, offset: number): FlatLine | undefined {
  let lo = 0;
  let hi = flat.lines.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((flat.lines[mid] as FlatLine).start <= offset) lo = mid;
    else hi = mid - 1;
  }
  return flat.lines[lo];
}

/**
 * Evidence for a value found at [start, end): the part of its sentence that lies on the
 * line holding the value, verbatim from that line; the whole line when that part is too short.
 */
export function evidenceAt(flat: FlatText, start: number, end = start + 1): Evidence | null {
  const line = lineAt(flat, start);
  if (!line) return null;
  const sentence = sentenceAt(flat, start);
  const from = Math.max(sentence.start, line.start) - line.start;
  const to = Math.min(Math.max(sentence.end, end), line.end) - line.start;
  let quote = line.line.text.slice(from, to).trim();
  if (quote.length < 25) quote = line.line.text.trim();
  return { file: flat.file, page: line.page, quote };
}
