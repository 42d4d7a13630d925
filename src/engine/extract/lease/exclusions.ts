import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../types';
import { type Candidate, candidate, sentencesWith } from './candidate';
import { structureOf } from './defined-terms';
import type { FlatText } from './flat-text';
import { cueRegex, EXCLUSION_CUES, LEXICON } from './lexicon';
import { segmentAt } from './segments';

const CUE_RES = EXCLUSION_CUES.map((e) => ({ ...e, re: new RegExp(cueRegex(e.cues).source, 'gi') }));
// The end of an exclusions list: the next numbered section or article.
// A captioned subsection ("(c) Capital Costs. The cost ...") or a Roman-numbered heading also ends it.
// A rider's lettered paragraph ("R3. Capital items. When ...", an addendum's "A-5 Capital Costs.
// The ...") too.
const SECTION_END =
  /(?:^|\s)(?:[A-Z]{1,2}-?\d{1,2}\.?\s+[A-Z][a-z]+(?:\s+[A-Za-z]+){0,3}\.\s+[A-Z]|ARTICLE\s+[\dIVX]+|(?:Section|SECTION|§)\s*\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)?\s+[A-Z]|\(?[a-z\d]{1,2}\)\s+[A-Z][a-z]+(?:[ -](?:of|and|on|to|[A-Z][a-z]+|[A-Z]+))*\.\s+[A-Z]|\d{1,2}\.\s+[A-Z]{3,}(?:\s+(?:[A-Z]{2,}|AND|OF|&))*\s|[IVX]{1,5}\.\s+[A-Z][a-z]+(?:\s+(?:and|of|[A-Z][a-z]+))*\s+[A-Z])/g;
// List markers: "a.", "(a)", "(iv)", "1.", "(1)" at an item start; a bullet ("• Rent under any
// ground lease") anywhere, as word processors and web forms set an unnumbered list.
const ITEM_SPLIT =
  /(?:^|[\s;:])(?:\(?[a-z]{1,2}\)|\([A-Z]\)|\(?[ivx]{1,5}\)|[a-z]\.|\(?\d{1,2}\)|\d{1,2}\.(?!\d))\s+(?=\S)|;\s+(?:and\s+|or\s+)?|\s*[•●▪◦‣∙]\s+/g;

function lineItems(flat: FlatText, from: number, end: number): string[] {
  const starts = flat.lines
    .filter((l) => l.start > from && l.start < end && /^[\s+*·.:-]*[A-Z]/.test(l.line.text))
    .map((l) => l.start);
  return [from, ...starts]
    .map((s, i) => flat.text.slice(s, starts[i] ?? end))
    .filter((x) => x.trim().length > 3);
}

/** The category an exclusion item is about: its earliest cue wins ("leasing commissions, ... advertising" is leasing). */
export function classifyExclusion(item: string): ExpenseCategory | null {
  let best: { category: ExpenseCategory; at: number } | null = null;
  for (const e of CUE_RES) {
    e.re.lastIndex = 0;
    const m = e.re.exec(item);
    if (m && (!best || (m.index ?? 0) < best.at)) best = { category: e.category, at: m.index ?? 0 };
  }
  return best?.category ?? null;
}

const SCORED = new Set(EXCLUSION_CUES.filter((e) => e.scored).map((e) => e.category));

/**
 * Reads each exclusions list ("Operating Costs shall not include: a. ...; b. ...") item by item.
 * Only the categories the audit prices are reported (see EXCLUSION_CUES.scored).
 */
export function findExcludedCategories(flat: FlatText): Candidate<ExpenseCategory[]> | null {
  const found = new Set<ExpenseCategory>();
  let first: { start: number; end: number } | null = null;
  const { segments } = structureOf(flat);
  // A lease with numbered headings ends the list with its section; a "Section 6.5" inside an item
  // is then a cross-reference, and only a heading at a line start ends the list.
  const structured = segments.length >= 3;
  const headingStarts = new Set(segments.map((g) => g.start));
  const lineStarts = new Set(flat.lines.map((l) => l.start));
  const costs = cueRegex(LEXICON.operatingCosts);
  // The list's subject may be named by its heading only: "RIDER NO. 1 - OPERATING COSTS ... R2. Not
  // included. The costs do not include: ...". Only an exhibit, rider or schedule so titled (one
  // whole attachment about the costs), and only a sentence about "costs" or "expenses".
  const underCostsHeading = (s: { start: number; text: string }) =>
    /\b(?:costs|expenses|charges)\b/i.test(s.text) &&
    segments.some((g) => g.start <= s.start && s.start < g.end && g.level === 0 && costs.test(g.title));
  // ... or by the definition the list ends: '"Operating Costs" means ... including: (i) ...;
  // (vi) ...; but excluding: (A) ...' (the sentence reader starts a sentence at each item).
  const inCostsDefinition = (s: { start: number }) => {
    const before = flat.text.slice(Math.max(0, s.start - 1500), s.start);
    const last = [...before.matchAll(/["“]([^"”]{2,50})["”]\s+(?:means|shall\s+mean)\b/g)].at(-1);
    return !!last && costs.test(last[1] as string);
  };
  const introRe = new RegExp(cueRegex(LEXICON.exclusionIntro).source, 'gi');
  for (const s of sentencesWith(flat, LEXICON.exclusionIntro)) {
    // A rider's "adding the following exclusions" names the list it adds to by the word itself.
    const added = /\badding\s+the\s+following\s+(?:additional\s+)?exclusions\b/i.test(s.text);
    if (!costs.test(s.text) && !underCostsHeading(s) && !inCostsDefinition(s) && !added) continue;
    // Each cue of the sentence in turn: a caption "C. Exclusions. Notwithstanding Section 5.A,
    // Operating Costs shall not include: (a) ..." names the list twice, and its list follows the
    // second (the first is followed by a cross-reference, which ends a list).
    for (const intro of s.text.matchAll(introRe)) {
      const from = s.start + (intro.index ?? 0) + intro[0].length;
      let end = Math.min(flat.text.length, from + 8000);
      const segment = structured ? segmentAt(segments, from) : null;
      if (segment) end = Math.min(end, segment.end);
      for (const m of flat.text.slice(from, end).matchAll(SECTION_END)) {
        const at = from + (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
        // "except as provided in item 12) of Section 5.A": a cross-reference inside an item.
        if (
          /^(?:Section|SECTION|§)/.test(flat.text.slice(at, at + 8)) &&
          /\b(?:of|in|under|to|by|per|see|and|or|with|from|than)\s*$/i.test(
            flat.text.slice(Math.max(0, at - 12), at),
          )
        )
          continue;
        // With structure: a heading, or a captioned list item "(c) Capital Costs. The ..." or rider
        // paragraph "R3. Capital items. When ..." at a line start.
        if (
          segment &&
          !headingStarts.has(at) &&
          !(lineStarts.has(at) && /^(?:\(|[A-Z]{1,2}-?\d)/.test(flat.text.slice(at, at + 4)))
        )
          continue;
        end = from + (m.index ?? 0);
        break;
      }
      const region = flat.text.slice(from, end);
      let items = region.split(ITEM_SPLIT).filter((x) => x && x.trim().length > 3);
      // A list with its markers lost (a scan reads bullets as "+" or drops them): each line
      // opening with a capital (or a bullet's remains) starts an item, a wrapped one goes on in
      // lower case. Only where no line opens with a marker, and when it finds more items than
      // the split at markers did ("(10)" inside an item is no marker of a list).
      const marked = flat.lines.some(
        (l) =>
          l.start >= from && l.start < end && /^\s*(?:\(?[a-z\d]{1,3}[.)]|[•●▪◦‣∙])\s/i.test(l.line.text),
      );
      const byLine = marked ? [] : lineItems(flat, from, end);
      if (byLine.length > items.length) items = byLine;
      if (items.length < 2) continue;
      let hits = 0;
      for (const item of items) {
        const cat = classifyExclusion(item);
        if (cat && SCORED.has(cat)) {
          found.add(cat);
          hits++;
        }
      }
      if (hits && !first) first = { start: s.start + (intro.index ?? 0), end: s.end };
      break;
    }
  }
  const matrix = matrixExclusions(flat);
  for (const c of matrix?.categories ?? []) found.add(c);
  first ??= matrix?.at ?? null;
  if (!first) return null;
  const ordered = EXPENSE_CATEGORIES.filter((c) => found.has(c));
  return candidate(flat, ordered, first.start, first.start + 20, 0.8);
}

/**
 * A recovery matrix: a table of expense categories with a "Recoverable" column of Y / N (a REIT's
 * "Operating Expense Recovery Matrix", a national tenant's expense-responsibility schedule). A
 * category marked N is excluded; its label (continued on the line below when it wraps) says which
 * category. The table runs from its header to its notes or the page's end.
 */
function matrixExclusions(
  flat: FlatText,
): { categories: ExpenseCategory[]; at: { start: number; end: number } } | null {
  // The header: a row of column names, one of them "Recoverable" (not prose that wraps onto it).
  const isRecoverable = (c: string) => /^Recoverable(?:\s*\(Y\/N\))?$/i.test(c.trim());
  const header = flat.lines.find((l) => l.line.cells.length >= 3 && l.line.cells.some(isRecoverable));
  if (!header) return null;
  const col = header.line.cells.findIndex(isRecoverable);
  const recX = header.line.cellX[col] ?? 0;
  const labelX = header.line.cellX[0] ?? 0;
  const categories = new Set<ExpenseCategory>();
  let at: { start: number; end: number } | null = null;
  const from = flat.lines.indexOf(header);
  let open: { label: string; start: number; end: number } | null = null;
  const close = () => {
    const cat = open ? classifyExclusion(open.label) : null;
    if (open && cat && SCORED.has(cat)) {
      categories.add(cat);
      at ??= { start: open.start, end: open.end };
    }
    open = null;
  };
  for (const l of flat.lines.slice(from + 1, from + 80)) {
    if (l.page !== header.page || /^notes?\b/i.test(l.line.text.trim())) break;
    const { cells, cellX } = l.line;
    const flag = cells.findIndex((c, j) => /^[YN]$/.test(c.trim()) && Math.abs((cellX[j] ?? 0) - recX) <= 40);
    const labelled = cells.length > 0 && Math.abs((cellX[0] ?? 0) - labelX) <= 6 && flag !== 0;
    if (flag < 0) {
      // A wrapped label's second line ("Charitable and Political" / "Contributions").
      if (open && labelled && cells.length === 1) open.label += ` ${cells[0]}`;
      continue;
    }
    close();
    if (labelled && cells[flag]?.trim() === 'N')
      open = { label: cells[0] as string, start: l.start, end: l.end };
  }
  close();
  return categories.size
    ? { categories: [...categories], at: at as unknown as { start: number; end: number } }
    : null;
}
