import { findNumbers, findPercents, parseShare } from '../../parse';
import { areaGrid } from './area-grid';
import { type Candidate, candidate, vote } from './candidate';
import { lookupTerm, structureOf, termKey } from './defined-terms';
import { type FlatText, sentenceAt } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';
import { segmentAt } from './segments';

// OCR reads "feet" as "teet" or "fect" often enough on scanned leases to accept those misreads.
const AREA_UNIT =
  /\b(?:(?:net\s+)?(?:rentable|usable|gross|leasable)\s+)?(?:square\s+(?:feet|foot|[tf]e[ec]t)|sq\.?\s?ft\.?|s\.f\.|RSF|USF)(?![a-z])/gi;
const PREMISES_NOUN = new RegExp(`\\b(?:${LEXICON.premises.join('|')})\\b`, 'gi');
const BUILDING_NOUN = new RegExp(`\\b(?:${LEXICON.building.join('|')})\\b`, 'gi');

interface AreaMention {
  rsf: number;
  kind: 'premises' | 'building';
  start: number;
  end: number;
  confidence: number;
}

function lastIndex(re: RegExp, text: string): number {
  let last = -1;
  for (const m of text.matchAll(re)) last = m.index ?? last;
  return last;
}

const kindOf = (noun: string): 'premises' | 'building' | null => {
  const t = (re: RegExp) => new RegExp(`^(?:${re.source})$`, 'i').test(noun.trim());
  return t(PREMISES_NOUN) ? 'premises' : t(BUILDING_NOUN) ? 'building' : null;
};

/** A summary row whose label wrapped around its value: "Rentable Area of 8,041 RSF Premises". */
function wrappedLabelKind(left: string, right: string): 'premises' | 'building' | null {
  if (!/\b(?:area|size)\s+of\s*$/i.test(left)) return null;
  const noun = /^\s*(?:the\s+)?([A-Za-z ]{3,25}?)(?=\s*(?:\d|$|[.;:(]|\s{2}))/.exec(right);
  return noun ? kindOf(noun[1] as string) : null;
}

/** The term a definition before the figure defines ('"Center Floor Area" means ...'), if any. */
function definedTerm(left: string): string | null {
  let last: string | null = null;
  for (const m of left.matchAll(/["“]([^"”]{2,40})["”]\s+(?:means|shall\s+mean|refers\s+to)\b/gi))
    last = m[1] as string;
  return last;
}

/** Inside a definition ('"Premises" means Suite 232 of the Building, containing ...') the defined term is measured. */
function definitionKind(left: string): 'premises' | 'building' | null {
  const last = definedTerm(left);
  return last ? kindOf(last.replace(/^(?:the|tenant.?s)\s+/i, '')) : null;
}

/**
 * The definition of a term the share is the ratio of measures that side of it: with "Tenant's
 * Share means a fraction, the numerator of which is the Floor Area of the Premises and the
 * denominator of which is the Center Floor Area", '"Center Floor Area" means the Floor Area of the
 * Shopping Center, excluding the Grocery Store Premises, which ... stipulate to be 106,370 square
 * feet' is the building area, whatever other premises (the grocer's) or center (the whole, with
 * the grocer) its words name. Retail leases that exclude an anchor from the share's denominator
 * define it this way.
 */
function ratioDefinitionKind(left: string, ratio: ShareRatio): 'premises' | 'building' | null {
  const term = definedTerm(left);
  if (!term) return null;
  const key = termKey(term);
  return key === ratio.denominator ? 'building' : key === ratio.numerator ? 'premises' : null;
}

const APPROX = String.raw`(?:approximately\s+|approx\.\s*|about\s+|some\s+)?`;
// An area measured by a participle at the end of a clause: "..., containing approximately five
// thousand eight hundred twenty-seven (5,827)" (the number words are part of the figure).
const PARTICIPLE_MEASURE = new RegExp(
  String.raw`\b(?:containing|consisting\s+of|comprising|measuring)\s+${APPROX}(?:a\s+total\s+of\s+)?(?:[a-z]+[\s-]+){0,10}$`,
  'i',
);

/**
 * A sentence that defines a term by a copula measures that term by its participle: "The premises
 * demised hereby (the "Premises") are the store room designated as Suite 330 in ... Glen Arbor
 * Shopping Center, located at ... (the "Shopping Center"), as shown ..., containing approximately
 * five thousand eight hundred twenty-seven (5,827) square feet of floor area". The participle
 * qualifies the subject's description however many nouns come between; the nearest noun (the
 * Shopping Center here) is where it is located, not what is measured. Retail leases open this
 * way (the Oaks Shopping Center lease describes "the premises at The Oaks Shopping Center, 229
 * Dowlen Road, Suite C ... hereinafter called the "Leased Premises"", its share by "square feet
 * of floor area in the Leased Premises"). Only a participle right before the figure, so "are
 * Suite 100 of the 50,000 square foot building" is not read this way, and only when no other
 * area comes between the subject and the figure.
 */
function copularDefinitionKind(sentenceLeft: string): 'premises' | 'building' | null {
  if (!PARTICIPLE_MEASURE.test(sentenceLeft)) return null;
  // A scan reads the closing parenthesis as "}" or "]" often enough to accept them.
  const head =
    /^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:the\s+)?[^.;:()"“]{0,60}?\(\s*(?:the\s+|herein\s+(?:called\s+)?)?["“]([^"”]{2,40})["”]\s*[)}\]]\s+(?:are|is|shall\s+be|consists?\s+of|shall\s+consist\s+of)\b/i.exec(
      sentenceLeft,
    );
  if (!head) return null;
  if (/\d[\s-]*(?:(?:rentable|leasable|gross)\s+)?(?:square|sq\.?)/i.test(sentenceLeft.slice(head[0].length)))
    return null;
  return kindOf((head[1] as string).replace(/^(?:the|tenant.?s)\s+/i, ''));
}
// "N square feet of a M square foot shopping center": N is a part of the whole M measures.
const OF_A_WHOLE = new RegExp(
  String.raw`^\s+(?:of|in|within)\s+(?:a|an|the)\s+${APPROX}\d{1,3}(?:,\d{3})+[\s-]+(?:(?:rentable|leasable|gross)\s+)?(?:square[\s-]+(?:foot|feet)|sq\.?\s?ft\.?)`,
  'i',
);
const WHOLE_AFTER_PART = new RegExp(
  String.raw`(?:square\s+(?:feet|foot)|sq\.?\s?ft\.?)\s+(?:of|in|within)\s+(?:a|an|the)\s+${APPROX}$`,
  'i',
);
const FINITE_MEASURE = new RegExp(
  String.raw`\b(?:contains?|consists?\s+of|comprises?|measures?)\s+${APPROX}(?:a\s+total\s+of\s+)?$`,
  'i',
);

/**
 * The subject that a finite verb measures: "The Premises are known as Suite 232 on floor 2 of the
 * Building and contain 10,182 rentable square feet" measures the Premises, though "Building" is
 * nearer; "The Building, located at ..., contains 95,860 rentable square feet" the Building. The
 * subject is the first premises or building noun of the clause before "contain(s)", "consist(s)
 * of", "comprise(s)" or "measure(s)". Real leases write it the same way ("The Demised Premises
 * consist of approximately 5,200 rentable square feet", neuromed); a participle ("Tenant leases
 * that building containing ...", corium) names no subject and is left to the nearest noun.
 */
function subjectKind(text: string): 'premises' | 'building' | null {
  const verb = FINITE_MEASURE.exec(text);
  if (!verb) return null;
  let clause = text.slice(0, verb.index);
  clause = clause.slice(Math.max(clause.lastIndexOf(';'), clause.lastIndexOf(':')) + 1);
  // "The Premises contain 12,160 rentable square feet and the Building contains 229,880 ...": the
  // second verb's subject comes after the first area.
  const lastArea = [...clause.matchAll(/(?:square\s+(?:feet|foot)|sq\.?\s?ft\.?|\bRSF)\b/gi)].pop();
  if (lastArea) clause = clause.slice((lastArea.index ?? 0) + lastArea[0].length);
  const nouns = [
    ...clause.matchAll(
      new RegExp(`\\b(?:${LEXICON.premises.join('|')}|${LEXICON.building.join('|')})\\b`, 'gi'),
    ),
  ];
  // A relative clause measures its antecedent: "... within the Lone Oak Shopping Center (the
  // "Building"), which the parties agree contains 108,510 rentable square feet" is the Building's.
  const relative = [...clause.matchAll(/\b(?:which|that)\b/gi)].pop();
  if (relative) {
    const antecedent = nouns.filter((n) => (n.index ?? 0) < (relative.index ?? 0)).pop();
    return antecedent ? kindOf(antecedent[0]) : null;
  }
  return nouns[0] ? kindOf(nouns[0][0]) : null;
}

/**
 * The areas the share is the ratio of, by the terms that name them: "Tenant's Percentage: 16.06%
 * (the Rentable Area of the Premises divided by the Rentable Area of the Commercial Portion)", "a
 * fraction, the numerator of which is the rentable area of the Premises and the denominator of
 * which is the rentable area of the Building". Leases define the share this way whatever they
 * call the whole ("Commercial Portion", "Phase I", "the Retail Parcel"), so the denominator names
 * the building area however the lease words it. Keys as termKey gives them; null when not said.
 */
export interface ShareRatio {
  numerator: string | null;
  denominator: string | null;
  /** The words of each side, lower-cased ("the floor area of all leasable floor area in the mall, ... of the mall gla"). */
  numeratorWords?: string;
  denominatorWords?: string;
}

export function shareRatioTerms(flat: FlatText): ShareRatio {
  // A defined term: capitalised words, "of" / "the" / "in" between them.
  // "the total Floor Area of all buildings in the Shopping Center" names the whole with lowercase
  // words between its capitals.
  const term = String.raw`(?:the\s+)?(?:total\s+|aggregate\s+)?([A-Z][A-Za-z'’-]*(?:\s+(?:[A-Z][A-Za-z'’-]*|of|the|in|all|buildings)){0,8})`;
  const divided = new RegExp(String.raw`${term}\s+divided\s+by\s+${term}`);
  const numerator = new RegExp(String.raw`\bnumerator\s+of\s+which\s+(?:is|shall\s+be)\s+${term}`);
  const denominator = new RegExp(String.raw`\bdenominator\s+of\s+which\s+(?:is|shall\s+be)\s+${term}`);
  const key = (t: string | undefined) => (t ? termKey(t.replace(/(?:\s+(?:of|the|in))+$/, '')) : null);
  // The share's sentence first: a summary row's value cell can be cut where a scan split its
  // lines ("... divided by the Rentable Area of the" / "Commercial Portion)"); the text runs on.
  const texts: string[] = [];
  for (const m of flat.text.matchAll(new RegExp(cueRegex(LEXICON.share).source, 'gi'))) {
    const at = sentenceAt(flat, m.index ?? 0);
    texts.push(flat.text.slice(at.start, at.end));
  }
  for (const t of structureOf(flat).terms)
    if (t.form === 'summary' && /\b(?:share|percentage)\b/.test(t.key)) texts.push(t.value);
  for (const text of texts) {
    const d = divided.exec(text);
    const n = key(d?.[1] ?? numerator.exec(text)?.[1]);
    const w = key(d?.[2] ?? denominator.exec(text)?.[1]);
    if (!n && !w) continue;
    // Each side's whole words: a side written out in lower case ("the Floor Area of all leasable
    // floor area in the Mall, ... but in no event less than 85% of the Mall GLA") still names the
    // defined term it comes to.
    const lower = termKey(text);
    const split = d ? lower.indexOf(' divided by ') : lower.search(/\bdenominator of which\b/);
    const numStart = d ? 0 : Math.max(0, lower.search(/\bnumerator of which\b/));
    return {
      numerator: n,
      denominator: w,
      numeratorWords: split > 0 ? lower.slice(numStart, split) : undefined,
      denominatorWords: split > 0 ? lower.slice(split) : undefined,
    };
  }
  return { numerator: null, denominator: null };
}

/** "Rentable Area of the Premises" names the Premises; "Project" the building. */
function captionKind(key: string, ratio: ShareRatio): 'premises' | 'building' | null {
  // The ratio may name the term with where it is measured: a definitions article's "12.10 Net
  // Leasable Area:" is the share's "Net Leasable Area of the Center".
  const names = (side: string | null) => !!side && (key === side || side.startsWith(`${key} of `));
  if (names(ratio.denominator)) return 'building';
  if (names(ratio.numerator)) return 'premises';
  // A caption only one side's words name ("Mall GLA:" of a data sheet, the denominator's "no less
  // than 85% of the Mall GLA") is that side.
  const said = (words: string | undefined) =>
    !!words &&
    key.length >= 3 &&
    new RegExp(`\\b${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(words);
  const inDenominator = said(ratio.denominatorWords);
  const inNumerator = said(ratio.numeratorWords);
  if (inDenominator !== inNumerator) return inDenominator ? 'building' : 'premises';
  const noun = key
    .replace(/\([a-z]\)/g, '')
    .replace(
      // "GLA of Premises" / "GLA of Center": a data sheet's gross leasable area, abbreviated.
      /^(?:(?:approximate|net|total)\s+)?(?:(?:(?:rentable|usable|leasable|gross|floor)\s+)?(?:area|square\s+footage|size)|gla|nla)\s+of\s+(?:the\s+)?/,
      '',
    )
    .trim();
  return kindOf(noun);
}

/**
 * The caption an area is written under, when it is the first area under it: a summary row or
 * label ("Rentable Area of the Premises:   approximately 8,918 rentable square feet") or a
 * captioned item ("1.2(a) Premises: ... Unit 126 of Building 7, consisting of approximately 24,600
 * square feet"). The caption says what the first area measures even when another noun ("Building
 * 7") stands nearer. A Basic Lease Information row is written this way in most US leases.
 */
function underCaption(flat: FlatText, numStart: number, ratio: ShareRatio): 'premises' | 'building' | null {
  const { segments, terms } = structureOf(flat);
  // An area before the figure under the same caption, not a unit named in passing ("The
  // aggregate area of Floor Area (measured in square feet) in the Center, ... being 125,540").
  const firstArea = (from: number) => {
    const figureUnit = new RegExp(String.raw`\d[\s)]*(?:of\s+)?(?:${AREA_UNIT.source})`, 'i');
    return !figureUnit.test(flat.text.slice(from, numStart));
  };
  const term = terms.find(
    (t) => (t.form === 'summary' || t.form === 'label') && t.start <= numStart && numStart < t.end,
  );
  if (term) return firstArea(term.start) ? captionKind(term.key, ratio) : null;
  const seg = segmentAt(segments, numStart);
  if (!seg || seg.level < 2 || !firstArea(seg.start)) return null;
  // Only a caption closed by its colon ("1.2(a) Premises:"), as a summary item is written; a
  // section titled "Premises." is about the premises at large and may measure the building too.
  const line = flat.lines.find((l) => l.start === seg.start)?.line.text ?? '';
  if (!new RegExp(`${seg.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`).test(line)) return null;
  return captionKind(termKey(seg.title), ratio);
}

/**
 * The caption of a numbered item the figure is the value of, on a data sheet of lettered items
 * with numbered sub-items ("E. PREMISES: (2) Floor Area of the Premises: 6,984 square feet (3)
 * Mall GLA: 47,050 square feet"): the sub-item's own words, not the item's, say what it measures.
 */
function itemCaption(left: string, ratio: ShareRatio): 'premises' | 'building' | null {
  const m = /\(\d{1,2}\)\s+([A-Z][A-Za-z'’ ]{1,60}?)\s*:\s*(?:approximately\s+)?$/.exec(left);
  return m ? captionKind(termKey(m[1] as string), ratio) : null;
}

// The unit as the caption and the figure after it: "Gross Square Feet in Demised Premises: ±13,901"
// (the research-park lease's summary page), "Rentable Square Feet of the Building: 96,400".
const UNIT_CAPTION =
  /\b(?:(?:rentable|usable|gross|leasable)\s+)?(?:square\s+(?:feet|footage)|sq\.?\s?ft\.?)\s+(?:in|of)\s+(?:the\s+)?([A-Za-z][A-Za-z ]{0,40}?)\s*:\s*(?:±|\+\/-|approx(?:imately|\.)?\s*)?(\d{1,3}(?:,\d{3})+|\d{3,})(?![\d,])/gi;

// A table row or summary line captioned by the area it gives, the unit in its column's header:
// "Total Floor Area of the Shopping Center 73,710" (a parcel table's total row).
const AREA_ROW =
  /^(?:total\s+)?(?:(?:gross|rentable|leasable|net)\s+)*(?:floor\s+)?area\s+of\s+(?:the\s+)?([A-Za-z ]{2,40}?)\s*:?\s+(\d{1,3}(?:,\d{3})+)(?:\s+(?:sq\.?\s?ft\.?|square\s+feet|rsf|sf))?\s*$/i;

function unitCaptions(flat: FlatText): AreaMention[] {
  const out: AreaMention[] = [];
  // The caption's noun says what the figure measures; `at` is where the figure stands.
  const add = (noun: string, figure: string, at: number, confidence: number) => {
    const kind = kindOf(noun.trim());
    const rsf = Number(figure.replace(/,/g, ''));
    if (kind && rsf >= 100 && at >= 0)
      out.push({ rsf, kind, start: at, end: at + figure.length, confidence });
  };
  for (const l of flat.lines) {
    const m = AREA_ROW.exec(l.line.text.trim());
    if (m) add(m[1] as string, m[2] as string, flat.text.indexOf(m[2] as string, l.start), 0.85);
  }
  for (const m of flat.text.matchAll(UNIT_CAPTION)) {
    if (/^usable/i.test(m[0])) continue;
    add(m[1] as string, m[2] as string, (m.index ?? 0) + m[0].length - (m[2] as string).length, 0.9);
  }
  return out;
}

const INFORMATION_ONLY =
  /\bfor\s+information\s+only\b|\bnot\s+used\s+(?:for|in)\s+(?:computing\s+|calculating\s+|determining\s+)?(?:the\s+)?(?:tenant'?s\s+)?(?:share|proportionate)/i;

/** Every "N rentable square feet", told apart as the premises' or the building's by the noun it follows. */
export function areaMentions(flat: FlatText): AreaMention[] {
  const out: AreaMention[] = [];
  const ratio = shareRatioTerms(flat);
  for (const unit of flat.text.matchAll(AREA_UNIT)) {
    const at = unit.index ?? 0;
    const before = flat.text.slice(Math.max(0, at - 90), at);
    const nums = findNumbers(before);
    let num = nums[nums.length - 1];
    if (!num) continue;
    const gap = before.slice(num.index + num.length);
    if (!/^[\s)]*(?:of\s+)?$/i.test(gap)) continue;
    const numStart = at - before.length + num.index;
    // "per 1,000 rentable square feet" (parking ratios) and "$x per square foot" are rates, not areas.
    if (/\b(?:per|each|every)\s*$/i.test(flat.text.slice(Math.max(0, numStart - 8), numStart))) continue;
    // Land is no floor area: "9.30 acres (404,897 square feet) of land", "404,897 square feet of land".
    if (
      /^\s*\)?\s*(?:of|per)\s+(?:the\s+)?land\b/i.test(
        flat.text.slice(at + unit[0].length, at + unit[0].length + 14),
      ) ||
      /\bacres?\s*\(\s*$/i.test(flat.text.slice(Math.max(0, numStart - 12), numStart))
    )
      continue;
    // A scan can read the thousands comma as a period: "(8.841) rentable square feet" is 8,841;
    // no premises is measured to the thousandth of a square foot.
    const misread = /(?:^|\()(\d{1,3})\.(\d{3})\)?$/.exec(before.slice(num.index, num.index + num.length));
    if (misread && num.value < 1000) num = { ...num, value: Number(`${misread[1]}${misread[2]}`) };
    if (num.value < 100 || num.value > 50_000_000) continue;
    // Usable area is not rentable area; "28,994 rentable and 28,257 usable square feet" gives the rentable figure.
    if (/^usable/i.test(unit[0])) {
      const rentable = /(\d{1,3}(?:,\d{3})+|\d{3,})\s+rentable\s+(?:and|\/)\s*$/i.exec(
        before.slice(0, num.index),
      );
      if (!rentable) continue;
      const value = Number((rentable[1] as string).replace(/,/g, ''));
      num = { value, index: rentable.index, length: rentable[0].length };
    }
    // "332,433 square feet, including the Residential Component of 186,800 square feet (for
    // information only; not used for Tenant's Share)": the lease itself sets these areas aside.
    // The note is the area's own up to the next numbered item ("(3) Mall GLA: ..." of a data
    // sheet's list is another item's); a caption before the figure can set it aside too
    // ("(4) Gross Leasable Area ... (including Anchor Stores, for information only): 636,700
    // square feet"; "Anchor Stores (not part of the Mall GLA): SportsHaus 97,600 sq. ft.").
    const after = flat.text.slice(at + unit[0].length, at + unit[0].length + 160);
    const nextItem = /\s\d{1,2}\s+[A-Z][a-z]|\s\(\d{1,2}\)\s|\s[A-Z]\.\s+[A-Z]{2,}/.exec(after)?.index;
    if (INFORMATION_ONLY.test(after.slice(0, nextItem ?? after.length))) continue;
    const captionBefore = flat.text.slice(Math.max(0, numStart - 160), numStart);
    const ownCaption = captionBefore.slice(
      Math.max(
        0,
        ...[...captionBefore.matchAll(/\(\d{1,2}\)\s|[.;]\s/g)].map((m) => (m.index ?? 0) + m[0].length),
      ),
    );
    if (INFORMATION_ONLY.test(ownCaption) || /\(not\s+(?:a\s+)?part\s+of\b/i.test(ownCaption)) continue;
    // A threshold is no measured area: "premises of 25,000 square feet of Floor Area or more".
    if (/^\s*(?:of\s+(?:[A-Z][\w-]*\s+){1,3})?or\s+(?:more|greater|larger|less|smaller)\b/.test(after))
      continue;
    const sentence = sentenceAt(flat, numStart);
    const left = flat.text.slice(Math.max(sentence.start, numStart - 200), numStart);
    const p = lastIndex(PREMISES_NOUN, left);
    const b = lastIndex(BUILDING_NOUN, left);
    const wrapped = wrappedLabelKind(
      flat.text.slice(Math.max(0, numStart - 40), numStart),
      flat.text.slice(at + unit[0].length, at + unit[0].length + 40),
    );
    const captioned = underCaption(flat, numStart, ratio) ?? itemCaption(left, ratio);
    if (p < 0 && b < 0 && !wrapped && !captioned) continue;
    const total = /\b(?:total|aggregate|entire|whole|all)\b/i.test(left.slice(Math.max(p, b) - 40));
    // A definition right after the area names what it measures: "2,450 square foot space", "... (the "Leased Premises")".
    // It stops at the next area: in "N square feet of a M square foot center (the "Center")" the
    // definition belongs to M.
    let right = flat.text.slice(at + unit[0].length, Math.min(sentence.end, at + unit[0].length + 110));
    const nextArea = /\d{1,3}(?:,\d{3})+[\s-]+(?:(?:rentable|leasable|gross)\s+)?(?:square|sq\.?)/i.exec(
      right,
    );
    if (nextArea) right = right.slice(0, nextArea.index);
    // Part and whole: "approx. 2,140 square feet of a 41,800 square foot center".
    const part = OF_A_WHOLE.test(flat.text.slice(at + unit[0].length, at + unit[0].length + 80));
    const whole = WHOLE_AFTER_PART.test(flat.text.slice(Math.max(0, numStart - 60), numStart));
    const defined =
      /^\s*(?:of\s+[\w\s]{0,25}?)?(space|premises)\b|\(\s*(?:the\s+)?["“]([^"”]{0,30})["”]\s*\)/i.exec(right);
    // A defined term the share's ratio names ('(the "Store Building")' in "the numerator of which
    // is the Floor Area of the Store Building") is the side of the ratio it is on.
    const definedTerm = (defined?.[2] ?? '').trim().toLowerCase();
    const definedByRatio =
      definedTerm && ratio.numerator?.includes(definedTerm)
        ? 'premises'
        : definedTerm && ratio.denominator?.includes(definedTerm)
          ? 'building'
          : null;
    const definedKind =
      definedByRatio ??
      (defined
        ? PREMISES_NOUN.test(defined[1] ?? defined[2] ?? '')
          ? 'premises'
          : BUILDING_NOUN.test(defined[2] ?? '')
            ? 'building'
            : null
        : null);
    PREMISES_NOUN.lastIndex = 0;
    BUILDING_NOUN.lastIndex = 0;
    // The whole clause: a long address between subject and verb can push the subject out of `left`.
    const subject = subjectKind(flat.text.slice(sentence.start, numStart));
    const byRatio = ratioDefinitionKind(left, ratio);
    const kind =
      byRatio ??
      (part ? 'premises' : whole ? 'building' : null) ??
      subject ??
      definedKind ??
      wrapped ??
      captioned ??
      definitionKind(left) ??
      copularDefinitionKind(flat.text.slice(sentence.start, numStart)) ??
      (b > p || (total && b >= 0) ? 'building' : 'premises');
    const label = /^(?:premises|building|project|shopping center)\s*[:.]/i.test(
      left.slice(Math.max(p, b)).trim(),
    );
    out.push({
      rsf: num.value,
      kind,
      start: numStart,
      end: at + unit[0].length,
      confidence: byRatio ? 0.95 : label || part || whole || subject || captioned ? 0.9 : 0.75,
    });
  }
  return out;
}

/** An areas grid's rentable figures, each row's label saying what it measures ("Premises (Suite 328)"). */
function gridAreas(flat: FlatText): AreaMention[] {
  const ratio = shareRatioTerms(flat);
  return areaGrid(flat).flatMap((g) => {
    const noun = g.label
      .replace(/\([^)]*\)/g, ' ')
      .replace(/^\s*total\s+/i, '')
      .trim();
    const kind = kindOf(noun) ?? captionKind(termKey(noun), ratio);
    return kind ? [{ rsf: g.rsf, kind, start: g.start, end: g.end, confidence: 0.9 }] : [];
  });
}

export function findAreas(flat: FlatText): {
  premises: Candidate<number> | null;
  building: Candidate<number> | null;
} {
  const mentions = [...areaMentions(flat), ...unitCaptions(flat), ...gridAreas(flat)].sort(
    (a, b) => a.start - b.start,
  );
  const pick = (kind: 'premises' | 'building') =>
    vote(
      mentions
        .filter((m) => m.kind === kind)
        .map((m) => candidate(flat, m.rsf, m.start, m.end, m.confidence)),
    );
  return { premises: pick('premises'), building: pick('building') };
}

/**
 * A share written as a number that is not a percentage: a decimal factor ("Your share of the
 * Center's costs is 0.0232") or the fraction of the areas ("is the fraction 4,768 / 54,420").
 * Only right after "is" / "shall be" / "means" (optionally "of the Center's costs" between), so a
 * fee or a count elsewhere in the sentence is not read. The SEC leases state shares as percentages;
 * this form reads statements-style factors and the fractions leases define the share by.
 */
function fractionShare(after: string, offset: number): { value: number; start: number; end: number } | null {
  const m =
    /^[\s:,"”)]*(?:of\s+(?:the\s+)?[A-Za-z'’ ]{1,40}?\s+)?(?:shall\s+be|is|means|equals?|=|:)\s*(?:the\s+fraction\s+|equal\s+to\s+)?(0?\.\d{2,8}(?!\d)|\d{1,3}(?:,\d{3})+\s*\/\s*\d{1,3}(?:,\d{3})+)/i.exec(
      after,
    );
  if (!m) return null;
  const share = parseShare(m[1] as string);
  if (!share) return null;
  const start = offset + m[0].length - (m[1] as string).length;
  return { value: share.pct, start, end: start + (m[1] as string).length };
}

/**
 * A share defined as the ratio of the areas and then stated as agreed: '"Tenant's pro rata share"
 * shall mean the ratio that the floor area of the Premises bears to the total leasable floor
 * area of the Shopping Center, which the parties agree is 8.4217% as of the date of this Lease'.
 * The percentage closes the definition, too far from the cue for the forms above; it is the
 * ratio's value only in a sentence that defines the share as a ratio or fraction (as the Oaks
 * Shopping Center lease defines "Tenant's Share" by "a fraction, the numerator of which is the
 * ground floor area ... of the Leased Premises"), and only when a relative clause says the ratio
 * "is" that percentage. The areas then check it (checkAreasByShare).
 */
function agreedShare(
  flat: FlatText,
  sentence: { start: number; end: number },
  from: number,
): { value: number; start: number; end: number } | null {
  const text = flat.text.slice(from, sentence.end);
  if (!/\b(?:ratio|fraction|numerator|denominator|dividing|divided)\b/i.test(text)) return null;
  const p = findPercents(text).pop();
  if (!p) return null;
  const lead = text.slice(0, p.index);
  if (
    !/,\s*(?:which|that)\b[^.;%,]{0,50}?\b(?:is|equals|shall\s+be|to\s+be)\s+(?:approximately\s+|equal\s+to\s+)?$/i.test(
      lead,
    )
  )
    return null;
  return { value: p.value, start: from + p.index, end: from + p.index + p.length };
}

/** The share as the lease states it: a percentage next to "Tenant's Proportionate Share" (not "x% of Tenant's Share"). */
export function findStatedShare(flat: FlatText): Candidate<number> | null {
  const cue = new RegExp(cueRegex(LEXICON.share).source, 'gi');
  const cands: Candidate<number>[] = [];
  for (const m of flat.text.matchAll(cue)) {
    const at = m.index ?? 0;
    const sentence = sentenceAt(flat, at);
    // (A form's blanked options leave long runs of spaces: the window is wide, the gap's wording strict.)
    // A run-in caption ends in a full stop before its value ("... amended to read: “1.6 Tenant’s
    // Share of Operating Expenses. 17.63% (percent).”"): the value is the next sentence.
    const captionOnly = /^\s*of\s+(?:the\s+)?(?:[a-z]+\s+){0,3}(?:expenses|costs|charges)[.:]\s*$/i.test(
      flat.text.slice(at + m[0].length, sentence.end),
    );
    const end =
      captionOnly && sentence.end < flat.text.length ? sentenceAt(flat, sentence.end).end : sentence.end;
    const after = flat.text.slice(at + m[0].length, Math.min(end, at + m[0].length + 400));
    const pAfter = findPercents(after)[0];
    let found: { value: number; start: number; end: number } | null = null;
    const between = pAfter ? after.slice(0, pAfter.index) : '';
    // A form's checked option: "Share shall be (check one): [X] a fixed percentage of 14.54 %".
    // "Share: 7.3125%", "Share shall be 5.62%", "SHARE INITIALLY: 63.54%" (neurogene's item (l)), an amendment's "Share is revised to 9.4175%", "Share is two and 41/100 percent" -- not "Share of the amount ... 95% occupied".
    // A run-in caption naming what the share is of: "1.6 Tenant’s Share of Operating Expenses.
    // 17.99% (percent)." (a board form's basic provisions).
    // A data sheet's first sub-item by pool: "TENANT'S PROPORTIONATE SHARE: (1) of Common Area
    // Maintenance Costs: 8.00% (2) of Real Estate Taxes: 8.00% ...".
    // ... or the share named as what it is and then given: "Your share is the Unit's percentage
    // interest in the common elements, which is 5.56% as set out in Exhibit E to the Declaration".
    const subItem =
      /^[\s:.]*\(\s*(?:1|a)\s*\)\s*(?:of|for)\s+[A-Za-z ,&'’-]{2,60}:\s*$/.test(between) ||
      /^\s+(?:is|shall\s+be)\s+(?:the|its)\s+[A-Za-z '’-]{3,80},?\s+which\s+is\s*$/.test(between);
    if (
      pAfter &&
      (subItem ||
        /^[\s:.,"”)]*(?:of\s+(?:the\s+)?(?:[a-z]+\s+){0,3}(?:expenses|costs|charges)[\s:.]*)?(?:initially[\s:,]*)?(?:(?:shall\s+)?(?:be|is|means|equals?|of|=|:)\s*(?:\(check\s+one\)\s*:?\s*)?(?:approximately\s+|equal\s+to\s+|a\s+fixed\s+(?:percentage|rate)\s+of\s+)?|(?:(?:is|shall\s+be)\s+)?(?:accordingly\s+|hereby\s+)?(?:revised|changed|amended|adjusted|increased|decreased|reduced|modified)\s+(?:to|from\s+\S+\s+to)\s*)?["“.]?$/i.test(
          between,
        ))
    ) {
      const start = at + m[0].length + pAfter.index;
      found = { value: pAfter.value, start, end: start + pAfter.length };
    } else {
      // Label and value on a wrapped table row: "1.9 Tenant's 7.3125% Proportionate Share:".
      const before = flat.text.slice(Math.max(sentence.start, at - 30), at);
      const pBefore = findPercents(before).pop();
      // Not "We may add five percent to your share of the CAM pool" (a fee on the share).
      if (pBefore && !/\b(?:of|to)\b/i.test(before.slice(pBefore.index + pBefore.length))) {
        const start = at - before.length + pBefore.index;
        found = { value: pBefore.value, start, end: start + pBefore.length };
      }
    }
    found ??= fractionShare(after, at + m[0].length);
    found ??= agreedShare(flat, sentence, at + m[0].length);
    if (found && found.value > 0 && found.value < 100)
      cands.push(candidate(flat, found.value, found.start, found.end, 0.9));
  }
  // A summary row or label: "Tenant's Proportionate Share   6,256 / 32,000 (19.55%)", "Share: 0.050375",
  // the AIR forms' "1.6 Lessee's Share of Common Area Operating Expenses: 6.15% (percent)".
  for (const t of lookupTerm(
    structureOf(flat).terms,
    /(?:proportionate|pro rata|allocable|percentage) share$|^share(?: of (?:the )?(?:common area )?operating (?:expenses|costs))?$/,
  )) {
    if (t.form !== 'summary' && t.form !== 'label') continue;
    const head = t.value.split(/[;,(]|\s{2,}/)[0]?.trim() ?? '';
    const share = parseShare(head) ?? parseShare(t.value.trim());
    if (share) cands.push(candidate(flat, share.pct, t.start, t.start + head.length, 0.95));
  }
  return vote(cands);
}

/** The sentence that defines the share as premises over building area (evidence for a computed share). */
export function findShareDefinition(flat: FlatText): Candidate<true> | null {
  const cue = new RegExp(cueRegex(LEXICON.share).source, 'gi');
  for (const m of flat.text.matchAll(cue)) {
    const s = sentenceAt(flat, m.index ?? 0);
    if (/\b(?:numerator|denominator|fraction|divid|ratio)\w*/i.test(flat.text.slice(s.start, s.end)))
      return candidate(flat, true, m.index ?? 0, (m.index ?? 0) + m[0].length, 0.8);
  }
  return null;
}

/**
 * A stated share's tolerance: one unit of its last decimal place, at least 0.01 points. Leases
 * round or truncate the share they print ("52.9%" for 28,994 / 54,731 = 52.9755%).
 */
function shareTolerance(pct: number): number {
  const decimals = (String(pct).split('.')[1] ?? '').length;
  return Math.max(0.01, 10 ** -decimals + 1e-9);
}

export interface AreaCheck {
  premises: number | null;
  building: number | null;
  /**
   * 'agree': the areas reproduce the share; 'swapped': they do once exchanged; 'building': the
   * building read is no larger than the premises, impossible under a share below 100 %, so it
   * alone is dropped; 'neither': both were dropped.
   */
  outcome: 'agree' | 'swapped' | 'building' | 'neither';
}

/**
 * Premises and building areas must reproduce the share the lease states (share = premises /
 * building). When they do only once exchanged, the reader attached each to the wrong noun; when
 * they do neither way, one of them is not the area the share is computed on, and which one is
 * unknown, so both are dropped rather than guessed, unless the building read is no larger than
 * the premises (the same figure read twice): then the building is the wrong one.
 */
export function checkAreasByShare(premises: number, building: number, sharePct: number): AreaCheck {
  const tol = shareTolerance(sharePct);
  const ratio = (a: number, b: number) => (a / b) * 100;
  if (Math.abs(ratio(premises, building) - sharePct) <= tol) return { premises, building, outcome: 'agree' };
  if (Math.abs(ratio(building, premises) - sharePct) <= tol)
    return { premises: building, building: premises, outcome: 'swapped' };
  if (building <= premises && sharePct < 100) return { premises, building: null, outcome: 'building' };
  return { premises: null, building: null, outcome: 'neither' };
}
