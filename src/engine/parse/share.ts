import { findPercents } from './percent';

/**
 * A tenant's share as documents write it: a percentage ("5.0375 %", "5.0375%"), a decimal
 * fraction ("0.050375", as statements from accounting systems print a pro-rata factor), or the
 * areas it is computed from ("6,256 / 32,000", "6,256 RSF / 32,000 RSF", "6,256 sf ÷ 32,000 sf").
 * Always returned as a percent number (5.0375 = 5.0375 %), rounded to four decimals, with the
 * form it came in so a caller can weigh a fraction of areas differently from a printed share.
 */
export interface Share {
  pct: number;
  form: 'percent' | 'fraction' | 'areas';
  /** For the areas form: the premises (numerator) and building (denominator) areas. */
  numerator?: number;
  denominator?: number;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const AREA_NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const AREA_UNIT = String.raw`(?:\s*(?:rentable\s+|usable\s+)?(?:r\.?s\.?f\.?|u\.?s\.?f\.?|s\.?f\.?|sq\.?\s?ft\.?|square\s+feet))?`;
const AREAS_RE = new RegExp(
  String.raw`^${AREA_NUM}${AREA_UNIT}\s*(?:/|÷|divided\s+by|of|over)\s*${AREA_NUM}${AREA_UNIT}$`,
  'i',
);

/** A whole text as a share; null when it is not one (or not a share a lease can have: 0 < pct <= 100). */
export function parseShare(text: string): Share | null {
  const t = text.trim().replace(/\s+/g, ' ');
  const areas = AREAS_RE.exec(t);
  if (areas) {
    const numerator = Number((areas[1] as string).replace(/,/g, ''));
    const denominator = Number((areas[2] as string).replace(/,/g, ''));
    if (!denominator || numerator <= 0 || numerator > denominator) return null;
    return { pct: round4((numerator / denominator) * 100), form: 'areas', numerator, denominator };
  }
  const fraction = /^0?\.(\d{2,8})$/.exec(t);
  if (fraction) {
    const pct = round4(Number(`0.${fraction[1]}`) * 100);
    return pct > 0 ? { pct, form: 'fraction' } : null;
  }
  const found = findPercents(t);
  const p = found[0];
  if (found.length === 1 && p && p.index === 0 && p.length === t.length && p.value > 0 && p.value <= 100)
    return { pct: round4(p.value), form: 'percent' };
  return null;
}

/** Two shares agree when they round to the same hundredth of a percent (a lease may state 2, 4 or 6 decimals). */
export function sameShare(a: number, b: number): boolean {
  return Math.abs(a - b) < 0.005 + 1e-9;
}

/** Two areas one text divides ("2,180 ÷ 107,110", "11,348 / 154,780 RSF", "6,256 sf of 32,000 sf"). */
export interface AreaRatio {
  numerator: number;
  denominator: number;
  /** The denominator is followed by an area's unit ("RSF", "sq. ft.", "rentable"). */
  unit: boolean;
  /** Written with "+": a scan's reading of "÷", which only the quotient can confirm. */
  plus: boolean;
}

const RATIO_AREA = String.raw`(\d{1,3}(?:,\d{3})+|\d{3,})(?:\.\d+)?`;
const RATIO_UNIT = String.raw`(?:(?:rentable|usable)\s+)?(?:r\.?s\.?f\.?|u\.?s\.?f\.?|s\.?f\.?|sq\.?\s?(?:ft\.?|feet)?|square\s+f(?:ee|oo)t)|rentable|usable`;
const RATIO_RE = new RegExp(
  String.raw`(?<![\d.,])${RATIO_AREA}\s*(?:${RATIO_UNIT})?\s*(÷|/|divided\s+by|of|over|\+)\s*${RATIO_AREA}(?![\d.,]*\d)(\s*(?:${RATIO_UNIT}))?`,
  'gi',
);

/**
 * Every pair of areas a text divides, in reading order: the premises (numerator) smaller than the
 * whole (denominator), each at least three digits (no area is under 100 square feet). Which pair
 * is the share is for the caller to decide, by a unit after it or by the quotient it must print.
 */
export function areaRatiosIn(text: string): AreaRatio[] {
  const out: AreaRatio[] = [];
  for (const m of text.matchAll(RATIO_RE)) {
    const numerator = Number((m[1] as string).replace(/,/g, ''));
    const denominator = Number((m[3] as string).replace(/,/g, ''));
    if (numerator > 0 && denominator > numerator)
      out.push({ numerator, denominator, unit: Boolean(m[4]), plus: m[2] === '+' });
  }
  return out;
}

/** A percentage printed to `decimals` places is the quotient of two areas, to those places. */
export function quotientPrints(
  ratio: { numerator: number; denominator: number },
  pct: number,
  decimals: number,
) {
  return Math.abs((ratio.numerator / ratio.denominator) * 100 - pct) <= 0.5 * 10 ** -decimals + 1e-9;
}
