import { durationMonths, findDurations, findMoney, findPercents } from '../../parse';
import type { AdminFeeBase, CapType, LeaseType } from '../../types';
import { type Candidate, candidate, nextSentenceText, type Sentence, sentencesWith } from './candidate';
import { lookupTerm, structureOf } from './defined-terms';
import type { FlatText } from './flat-text';
import { cueRegex, LEXICON } from './lexicon';

const NEGATED = /\b(?:no|not|never|without)\b|\bshall\s+not\b|\bin\s+no\s+event\b/i;
/** What a clause leaves out ("other than", "excluding", ...): LEXICON.leftOut. */
const LEFT_OUT = cueRegex(LEXICON.leftOut);
/**
 * A fee's base that leaves taxes or insurance out: "excluding Taxes", "and not on insurance",
 * "Taxes shall not be included", "shall not be applied to Taxes".
 */
const FEE_LEAVES_OUT_TAXES = new RegExp(
  `(?:${LEFT_OUT.source}|\\b(?:and\\s+)?not\\s+(?:of|on|upon)\\b)[^.;]{0,40}\\b(?:taxes|insurance)\\b|` +
    '\\b(?:taxes|insurance)\\b[^.;]{0,60}\\bshall\\s+not\\s+be\\s+(?:included|subject)|' +
    '\\b(?:shall\\s+not|does\\s+not|will\\s+not)\\s+(?:be\\s+)?(?:applied|apply|charged|computed|calculated|imposed|payable|levied)\\s+(?:to|on|upon|with\\s+respect\\s+to)\\b[^.;]{0,40}\\b(?:taxes|insurance)\\b',
  'i',
);

function pctIn(s: Sentence, min = 0, max = 100, from = 0) {
  const p = findPercents(s.text.slice(from)).find(
    (x) =>
      x.value > min &&
      x.value <= max &&
      !/^\s*per\s+annum/i.test(s.text.slice(from + x.index + x.length, from + x.index + x.length + 12)),
  );
  return p
    ? { value: p.value, start: s.start + from + p.index, end: s.start + from + p.index + p.length }
    : null;
}

/** "exceed one hundred five percent (105%) of the Controllable Expenses for the prior year": a 5% cap. */
function ofPreviousPct(s: Sentence) {
  for (const x of findPercents(s.text)) {
    if (x.value <= 100 || x.value >= 125) continue;
    if (!/^\s*(?:\(\s*\d+(?:\.\d+)?\s*%\s*\)\s*)?of\b/i.test(s.text.slice(x.index + x.length))) continue;
    return {
      value: Math.round((x.value - 100) * 10_000) / 10_000,
      start: s.start + x.index,
      end: s.start + x.index + x.length,
    };
  }
  return null;
}

/** NNN: tenant pays its share of all costs; BASE_YEAR: its share of the excess over a base year / stop; GROSS otherwise. */
export function findLeaseType(flat: FlatText): Candidate<LeaseType> | null {
  const baseCue = cueRegex(LEXICON.baseYear);
  // "... the amount by which Operating Costs for each calendar year exceed the Base Amount": the
  // base year's costs under a name of their own are the same stop.
  const baseAmount = /\bbase\s+(?:amount|operating\s+(?:costs|expenses)|expenses|costs)\b/i;
  for (const s of sentencesWith(flat, LEXICON.share)) {
    const excess = /\b(?:exceed|excess|over|increase|greater than)\b/i.exec(s.text);
    if (
      excess &&
      (baseCue.test(s.text) || baseAmount.test(s.text)) &&
      !/\bnot\s+increase\s+by\s+more\b/i.test(s.text)
    )
      return candidate(flat, 'BASE_YEAR', s.start + excess.index, s.end, 0.9);
  }
  // A particulars item "Base Year; Expense Stop  None. This is a net lease" names no stop.
  const stop = sentencesWith(flat, /\bexpense\s+stop\b/i).find(
    (x) => !/\bexpense\s+stop\b\W{0,4}(?:none|n\/a|not\s+applicable|intentionally\s+omitted)\b/i.test(x.text),
  );
  if (stop) return candidate(flat, 'BASE_YEAR', stop.start, stop.end, 0.8);
  const net = sentencesWith(flat, LEXICON.netLease)[0];
  if (net) return candidate(flat, 'NNN', net.start, net.end, 0.9);
  const passThrough = sentencesWith(
    flat,
    LEXICON.share,
    LEXICON.operatingCosts,
    /\b(?:pay|pays|paying|reimburse|reimburses)\b/i,
  )[0];
  if (passThrough) return candidate(flat, 'NNN', passThrough.start, passThrough.end, 0.7);
  const gross = sentencesWith(flat, LEXICON.grossLease)[0];
  if (gross) return candidate(flat, 'GROSS', gross.start, gross.end, 0.7);
  // The tenant's charge defined as its share of the costs, the payment said elsewhere: "12.4
  // Common Area Maintenance Fee: Tenant's Proportionate Share of the Common Area Expenses" with
  // "Tenant shall pay ... the Common Area Maintenance Fee" in Article IV (a center lease's
  // definitions article). No base year and no gross wording came first: the costs pass through.
  const defined = sentencesWith(flat, LEXICON.share, LEXICON.operatingCosts).find((s) =>
    /\b(?:tenant|lessee)['’]?s\s+(?:pro\s*rata|proportionate)\s+share\s+of\s+(?:the\s+)?/i.test(s.text),
  );
  if (defined) return candidate(flat, 'NNN', defined.start, defined.end, 0.6);
  return null;
}

export function findCamCap(
  flat: FlatText,
  baseYear: number | null,
): Candidate<{ pct: number; type: CapType; baseYear: number | null }> | null {
  // "may not be more than 5% higher than ..." / "may grow by no more than 4% a year" say the same.
  const capCue =
    /\b(?:shall\s+not\s+(?:increase|exceed|be\s+increased)|(?:cap|capped|limited)\b|increased?\s+by\s+more\s+than|in\s+excess\s+of|exceed|(?:may|shall)\s+not\s+be\s+more\s+than|(?:grow|increase|rise)\s+by\s+no\s+more\s+than)/i;
  for (const s of sentencesWith(flat, /\bcontrollable\b|\bcam\s+cap\b|\bcap(?:ped)?\b/i, capCue)) {
    if (cueRegex(LEXICON.managementFee).test(s.text) && !/\bcontrollable\b/i.test(s.text)) continue;
    // "compounded at five percent per annum (cumulative)": in a cap sentence a rate "per annum"
    // is the cap's own (elsewhere it is usually an interest rate, so pctIn skips it).
    const perAnnum = /\bcompound/i.test(s.text)
      ? findPercents(s.text).find((x) => x.value > 0 && x.value <= 25)
      : undefined;
    const p =
      pctIn(s, 0, 25) ??
      ofPreviousPct(s) ??
      (perAnnum
        ? {
            value: perAnnum.value,
            start: s.start + perAnnum.index,
            end: s.start + perAnnum.index + perAnnum.length,
          }
        : null);
    if (!p) continue;
    const ctx = `${s.text} ${nextSentenceText(flat, s, 2)}`;
    let type: CapType = 'NON_CUMULATIVE';
    let confidence = 0.85;
    if (cueRegex(LEXICON.nonCumulative).test(ctx)) type = 'NON_CUMULATIVE';
    else if (cueRegex(LEXICON.simple).test(ctx)) type = 'CUMULATIVE_SIMPLE';
    else if (cueRegex(LEXICON.cumulative).test(ctx)) type = 'CUMULATIVE_COMPOUNDING';
    else if (!/\b(?:preceding|prior|previous)\s+(?:calendar\s+|lease\s+)?year\b|\byear\s+before\b/i.test(ctx))
      confidence = 0.6;
    // The cap's base: a year after the rate, else the year the sentence defines as the base
    // ("the Controllable Expenses for calendar year 2021 (the "Cap Base Year") increased at 3%").
    const year =
      /\b(?:19|20)\d{2}\b/.exec(s.text.slice(p.end - s.start)) ??
      /\b((?:19|20)\d{2})\s*\(\s*(?:the\s+)?["“]?(?:cap\s+)?base\s+year/i.exec(s.text)?.slice(1) ??
      // The base named before the rate: "shall not exceed the Controllable Operating Costs for
      // calendar year 2020, increased by 5% per year" (a cumulative cap states where it starts);
      // "... the Controllable Costs of calendar year 2019 increased by four percent (4%)".
      // "... for the Landlord's Fiscal Year ending 31 December 2020, plus 4% ...".
      /\b(?:for|of|in)\s+(?:the\s+)?(?:landlord['’]s\s+)?(?:calendar\s+|fiscal\s+|lease\s+)?year\s+(?:end(?:ing|ed)\s+(?:\d{1,2}\s+[A-Z][a-z]+|[A-Z][a-z]+\s+\d{1,2},?)\s+)?((?:19|20)\d{2})\b/i
        .exec(s.text.slice(0, p.start - s.start))
        ?.slice(1) ??
      null;
    const capBase =
      type === 'NON_CUMULATIVE'
        ? null
        : year
          ? Number(year[0])
          : /\bbase\s+year\b/i.test(ctx)
            ? baseYear
            : null;
    return candidate(flat, { pct: p.value, type, baseYear: capBase }, p.start, p.end, confidence);
  }
  return null;
}

export function findAdminFee(flat: FlatText): Candidate<{ pct: number; base: AdminFeeBase }> | null {
  const named = cueRegex(LEXICON.adminFee);
  const overhead = cueRegex(LEXICON.adminOverhead);
  // A mark-up on work or premiums Landlord pays for is no fee on the share; the costs a fee's base
  // leaves out ("Operating Costs other than real estate taxes and insurance premiums") are not
  // what it is charged on, so they do not count against it.
  const leftOut = new RegExp(
    `${LEFT_OUT.source}(?:[^.;]{0,80}?\\b(?:taxes|insurance)(?:\\s+premiums)?\\b)+`,
    'gi',
  );
  const onShare = (text: string) =>
    /\b(?:share|pools?)\b/i.test(text) &&
    /\b(?:operating|common\s+area|cam|costs)\b/i.test(text) &&
    !/\b(?:repairs?|construction|work|alterations?|improvements?|premiums?)\b/i.test(
      text.replace(leftOut, ' '),
    );
  type Found = { cand: Candidate<{ pct: number; base: AdminFeeBase }>; text: string; stated: boolean };
  const found: Found[] = [];
  for (const s of sentencesWith(flat, new RegExp(`${named.source}|${overhead.source}`, 'i'))) {
    if (!named.test(s.text) && !onShare(s.text)) continue;
    // "an administrative fee equal to 5% of the overdue amount" is a late charge (lateFee), not a
    // fee on the operating expenses: real leases name both "administrative fees".
    if (
      /\b(?:overdue|past\s+due|delinquent|unpaid|not\s+paid\s+when\s+due)\b/i.test(s.text) &&
      !/\b(?:operating|common\s+area|cam)\b/i.test(s.text)
    )
      continue;
    // A caption or phrase that gives its rate at once ("J. ADMINISTRATIVE FEE 15% of ...", "an
    // administrative fee of 15%") decides where an unpunctuated data sheet (a scan) runs the share's
    // item and its percentages into the same "sentence".
    const cue = named.exec(s.text);
    const right = cue
      ? /^\s*[:.,]?\s*(?:(?:of|is|shall\s+be|equal\s+to|equals?)\s+)*(?=\d)/i.exec(
          s.text.slice(cue.index + cue[0].length),
        )
      : null;
    const at = cue && right ? cue.index + cue[0].length + right[0].length : -1;
    const caption = at >= 0 ? pctIn(s, 0, 30, at) : null;
    const p = caption && caption.start === s.start + at ? caption : pctIn(s, 0, 30);
    if (!p) {
      // "Landlord shall not charge any administrative, overhead or supervisory fee": none allowed.
      if (NEGATED.test(s.text))
        found.push({
          cand: candidate<{ pct: number; base: AdminFeeBase }>(flat, null, s.start, s.end, 0.85),
          text: s.text,
          stated: true,
        });
      continue;
    }
    // The fee's own sentence decides; the next one only when the sentence is silent on taxes.
    const basis = (text: string) => {
      // Exclusions first: "of Operating Costs, excluding Taxes" also names taxes after "of";
      // a summary row's aside "of common area costs (not taxes or insurance)" too.
      if (/\(\s*not\s+(?:of\s+|on\s+)?[^.;)]{0,20}\b(?:taxes|insurance)\b/i.test(text))
        return 'CAM_EXCLUDING_TAXES_INSURANCE';
      if (FEE_LEAVES_OUT_TAXES.test(text)) return 'CAM_EXCLUDING_TAXES_INSURANCE';
      // A denial next: "Nothing is added to your share of real estate taxes or insurance" (the fee's
      // next sentence), before a list that runs on into it names taxes beside the costs;
      // a retail lease's "No administrative charge shall be computed on Taxes or Insurance Costs"
      // after "ten percent (10%) of Tenant's pro rata share of Common Area Costs as an
      // administrative charge" (the Oaks Shopping Center lease adds its fee to each pool apart:
      // "plus an administrative fee of fifteen percent (15%)" ends each of its three definitions);
      // a plain-English owner's "We charge no fee on taxes or insurance".
      if (
        /\b(?:nothing|no\s+(?:(?:administrative|admin\.?|overhead|management|supervisory)\s+)?(?:fee|charge|amount|percentage))\s+(?:is|shall\s+be|will\s+be)\s+(?:added|charged|applied|computed|calculated|imposed|payable)\b[^.;]{0,60}\b(?:taxes|insurance)\b|\bcharges?\s+no\s+(?:\w+\s+)?(?:fee|charge)\s+(?:on|upon)\b[^.;]{0,40}\b(?:taxes|insurance)\b/i.test(
          text,
        )
      )
        return 'CAM_EXCLUDING_TAXES_INSURANCE';
      if (
        /\b(?:including|inclusive\s+of)\b[^.;]{0,40}\b(?:taxes|insurance)\b|\ball\s+(?:of\s+)?(?:the\s+)?operating\b/i.test(
          text,
        )
      )
        return 'ALL_OPERATING_EXPENSES';
      // The fee's base lists taxes or insurance beside the operating costs:
      // "15% of Tenant's Share of Operating Costs, Taxes and Insurance".
      // Also as cost pools: "to your share of all three pools (CAM, RE Tax and Ins.)".
      if (
        /\bof\b[^.;]{0,60}\b(?:operating|common\s+area|cam)\b[^.;]{0,50}\b(?:tax(?:es)?|insurance|ins\.)(?=\W)/i.test(
          text,
        )
      )
        return 'ALL_OPERATING_EXPENSES';
      return null;
    };
    // The next sentence speaks for the fee only inside its clause: one opening a new captioned
    // clause ("E. Limitation. ... all Operating Costs except Taxes ...") is about something else.
    const next = nextSentenceText(flat, s);
    // A numbered sub-paragraph ("8.5 Tenant shall pay monthly ...") is a provision of its own too.
    const newClause =
      /^\s*(?:(?:[A-Z]|\d{1,2}(?:\.\d{1,2})*|\([a-z\d]{1,3}\))[.)]?\s+[A-Z][A-Za-z]+(?:\s+[A-Za-z]+){0,3}\.\s|ARTICLE\b|Section\s+\d|\d{1,2}\.\d{1,2}(?:\.\d{1,2})*\s+[A-Z])/.test(
        next,
      );
    const stated = basis(s.text) ?? (newClause ? null : basis(next));
    // A fee on the costs of the common areas ("of Tenant's Share of Common Area Operating
    // Expenses", a pool a net lease bills beside its taxes and insurance) is a fee on CAM alone.
    const camOnly =
      (/\b(?:common\s+area\s+maintenance|cam)\b/i.test(s.text) && !/\boperating\b/i.test(s.text)) ||
      /\bof\s+(?:the\s+)?(?:tenant['’]?s\s+)?(?:(?:pro\s*rata|proportionate)\s+)?share\s+of\s+(?:the\s+)?common\s+area\s+(?:operating\s+)?(?:expenses|costs|charges)\b(?![^.;]{0,40}\b(?:taxes|insurance)\b)/i.test(
        s.text,
      );
    const base: AdminFeeBase =
      stated ?? (camOnly ? 'CAM_EXCLUDING_TAXES_INSURANCE' : 'ALL_OPERATING_EXPENSES');
    const confidence = stated ? 0.9 : 0.65;
    found.push({
      cand: candidate(flat, { pct: p.value, base }, p.start, p.end, confidence),
      text: s.text,
      stated: stated !== null,
    });
  }
  const first = found[0];
  if (!first) return null;
  // A later clause that sets the fee "notwithstanding" the one before ("Notwithstanding the rate
  // typed in Paragraph 10, the administrative fee shall be ten percent (10%)", a form's special
  // provisions; "Notwithstanding anything to the contrary ...", a rider) controls; it keeps the
  // first clause's base unless it states its own.
  const over = found.find((f) => f !== first && /\bnotwithstanding\b/i.test(f.text) && f.cand.value);
  if (!over?.cand.value) return first.cand;
  const base = over.stated ? over.cand.value.base : (first.cand.value?.base ?? over.cand.value.base);
  return { ...over.cand, value: { pct: over.cand.value.pct, base } };
}

/** Every mention of `cue` in `text` stands in a list of what is left out ("other than ..., X and ..."). */
function onlyLeftOut(text: string, cue: RegExp): boolean {
  const at = [...text.matchAll(new RegExp(cue.source, 'gi'))].map((m) => m.index ?? 0);
  return (
    at.length > 0 &&
    at.every((i) => new RegExp(`${LEFT_OUT.source}[^.;:()]{0,120}$`, 'i').test(text.slice(0, i)))
  );
}

export function findManagementFeeCap(flat: FlatText): Candidate<number> | null {
  const limit =
    // "... management fee counts only up to 4% of the Association's gross receipts": plain English.
    /\b(?:not\s+(?:to\s+)?exceed(?:ing)?|no\s+more\s+than|not\s+(?:be\s+)?more\s+than|cap(?:ped)?|limited\s+to|in\s+excess\s+of|maximum|(?:shall|may)\s+not\s+be\s+greater|only\s+up\s+to)\b/i;
  const near = (text: string) => {
    // The limit must be said of the management fee: within a clause of it, not in a table or
    // note run into the same "sentence" (a recovery matrix's rows have no stops).
    const fees = [...text.matchAll(new RegExp(cueRegex(LEXICON.managementFee).source, 'gi'))].map(
      (m) => m.index ?? 0,
    );
    const limits = [...text.matchAll(new RegExp(limit.source, 'gi'))].map((m) => m.index ?? 0);
    return fees.some((f) => limits.some((l) => Math.abs(l - f) <= 150));
  };
  for (const s of sentencesWith(flat, LEXICON.managementFee, limit)) {
    if (cueRegex(LEXICON.adminFee).test(s.text)) continue;
    if (!near(s.text)) continue;
    // Named only among what another limit leaves out ("Controllable Operating Costs (Operating
    // Costs other than real estate taxes, ... management fees and amortized capital items) shall
    // not exceed ..."): the limit is the other clause's, not the fee's.
    if (onlyLeftOut(s.text, cueRegex(LEXICON.managementFee))) continue;
    // In a long list of included costs the cap follows its item ("administration and management of
    // the Building (not to exceed 5% of the gross receipts ...)"): the first % after the item,
    // else the sentence's first ("not to exceed 5% for management fees").
    const at = cueRegex(LEXICON.managementFee).exec(s.text)?.index ?? 0;
    const after = pctIn(s, 0, 15, at);
    const p = after && after.start - s.start - at <= 200 ? after : pctIn(s, 0, 15);
    // The rate is the management fee's own: near one of its mentions, not a table's or another
    // note's percentage run into the same "sentence".
    const cues = [...s.text.matchAll(new RegExp(cueRegex(LEXICON.managementFee).source, 'gi'))];
    if (p && cues.some((c) => Math.abs(p.start - s.start - (c.index ?? 0)) <= 200))
      return candidate(flat, p.value, p.start, p.end, 0.85);
  }
  return null;
}

export function findAmortizationYears(flat: FlatText): Candidate<number> | null {
  // Amortisation is also written as its arithmetic: "only the portion obtained by dividing the
  // cost by ten ... recovered in equal annual amounts over ten years".
  // Or in plain English: "we spread its cost evenly over seven (7) years", "may be included in
  // equal yearly parts over 5 years", "the cost spread evenly over 7 years counts".
  // The AIR forms write it as an allocation: "Lessor shall allocate the cost of any such capital
  // improvement over a 12 year period and Lessee shall not be required to pay more than Lessee's
  // Share of 1/144th of the cost ... in any given month".
  const spread =
    /\ballocat(?:e|es|ed|ing)\s+(?:the\s+)?costs?\s+of\b[^.;]{0,80}?\bover\s+(?:a|an|the)\b|\bamortiz|\brecover(?:ed|y)?\s+(?:in\s+equal|ratably|over)|\bdivid(?:ing|ed)\s+(?:the|its|such)\s+cost\s+by\b|\bspread(?:s|ing)?\s+(?:the|its|such|their)\s+costs?\s+(?:evenly\s+|equally\s+|ratably\s+)?over\b|\bequal\s+(?:yearly|annual)\s+(?:parts|portions|instal?lments|amounts|shares)\s+over\b|\bcosts?\s+spread\s+(?:evenly\s+|equally\s+|ratably\s+)?over\b/i;
  // "the current portion of capitalized costs of improvements ..., amortized on a straight line
  // basis over ten (10) years" (neuromed-six-tower-bridge, Section 6): capitalised costs too.
  for (const s of sentencesWith(flat, spread, /\bcapital(?:i[sz]ed)?\b/i)) {
    const d = findDurations(s.text).find((x) => x.value.unit === 'year');
    if (!d) continue;
    const months = durationMonths(d.value) as number;
    const start = s.start + d.index;
    return candidate(flat, months / 12, start, start + d.length, 0.85);
  }
  return null;
}

export function findGrossUp(
  flat: FlatText,
): Candidate<{ occupancyPct: number; appliesTo: 'VARIABLE' | 'ALL' }> | null {
  for (const s of sentencesWith(flat, LEXICON.grossUp, LEXICON.operatingCosts)) {
    if (!/\b(?:occupied|occupancy|gross(?:ed)?[- ]?up)\b/i.test(s.text)) continue;
    const p = pctIn(s, 50, 100);
    if (!p) continue;
    const ctx = `${s.text} ${nextSentenceText(flat, s)}`;
    const variable = cueRegex(LEXICON.variableCosts).test(ctx);
    return candidate(
      flat,
      { occupancyPct: p.value, appliesTo: variable ? 'VARIABLE' : 'ALL' },
      p.start,
      p.end,
      variable ? 0.85 : 0.7,
    );
  }
  return null;
}

export function findBaseYear(flat: FlatText): Candidate<number> | null {
  const re =
    /\bbase\s+(?:calendar\s+|expense\s+)?year["”]?\s*(?:shall\s+mean|means|shall\s+be|is|:|-|\.)\s*(?:the\s+)?(?:calendar\s+|fiscal\s+)?(?:year\s+)?((?:19|20)\d{2})\b|\b(?:calendar\s+|fiscal\s+)?year\s+((?:19|20)\d{2})\s*\(\s*(?:the\s+)?["“]base\s+year|\bbase\s+year\s+(?:calendar|fiscal)\s+year\s+((?:19|20)\d{2})\b/gi;
  for (const m of flat.text.matchAll(re)) {
    // The third form is a summary row whose columns ran together: "Base Year Calendar year 2016".
    const year = m[1] ?? m[2] ?? m[3];
    const start = (m.index ?? 0) + m[0].indexOf(year as string);
    return candidate(flat, Number(year), start, start + 4, 0.9);
  }
  return null;
}

export function findBaseYearExpenses(flat: FlatText): Candidate<number> | null {
  // The defined term, where it is given a value: '"Base Operating Expenses" means the dollar
  // amount so designated in the Basic Lease Information' is resolved from that summary's row.
  const defined = lookupTerm(
    structureOf(flat).terms,
    /^base (?:year )?(?:operating |building |project )?(?:expenses|costs|expense amount)$|^expense stop$/,
  );
  for (const t of defined) {
    const money = findMoney(t.value)[0];
    if (t.form === 'parenthetical' || !money || money.value <= 0) continue;
    const start = t.start + money.index;
    return candidate(flat, money.value, start, start + money.length, 0.9);
  }
  // A summary row whose label wrapped around its value: "Base Year Common Area $1,561,818.13 Costs".
  const row =
    /\bbase\s+year\s+(?:(?:common|area|operating|expenses?|costs?|cam|building|project)\s+){1,3}(?=\$)/gi;
  for (const m of flat.text.matchAll(row)) {
    const at = (m.index ?? 0) + m[0].length;
    const money = findMoney(flat.text.slice(at, at + 30))[0];
    if (money && money.index === 0 && money.value > 0)
      return candidate(flat, money.value, at, at + money.length, 0.85);
  }
  for (const s of sentencesWith(flat, LEXICON.baseYear, LEXICON.operatingCosts)) {
    const m = findMoney(s.text).find((x) => x.value > 0);
    if (!m) continue;
    const start = s.start + m.index;
    return candidate(flat, m.value, start, start + m.length, 0.85);
  }
  return null;
}
