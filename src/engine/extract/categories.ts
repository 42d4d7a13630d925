import type { ExpenseCategory } from '../types';
import { CATEGORY_LEXICON, LABEL_WINS_OVER_SECTION, SECTION_LEXICON } from './categories-lexicon';

type Entry = { category: ExpenseCategory; re: RegExp };

function compile(list: { category: ExpenseCategory; cues: string[] }[]): Entry[] {
  return list.map(({ category, cues }) => ({
    category,
    re: new RegExp(`(?:^|[^a-z])(?:${cues.join('|')})(?![a-z])`, 'i'),
  }));
}

const LABEL_ENTRIES = compile(CATEGORY_LEXICON);
const SECTION_ENTRIES = compile(SECTION_LEXICON);

function normalize(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/[*†‡]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The category a label's own words point to, or null when none of the cues fits. */
export function labelCategory(label: string): ExpenseCategory | null {
  const text = normalize(label);
  return LABEL_ENTRIES.find((e) => e.re.test(text))?.category ?? null;
}

/** The category a section heading ("Real Estate Taxes", "Common Area Maintenance") implies, if any. */
export function sectionCategory(heading: string | null | undefined): ExpenseCategory | null {
  if (!heading) return null;
  const text = normalize(heading);
  return SECTION_ENTRIES.find((e) => e.re.test(text))?.category ?? null;
}

/**
 * The category of a statement line by meaning: an excludable kind named by the label wins;
 * otherwise a tax/insurance/utility heading decides; otherwise the label's own cue; a line
 * under an operating (CAM) heading with no cue is an ordinary operating cost; else OTHER.
 */
export function categorizeExpense(label: string, section?: string | null): ExpenseCategory {
  const byLabel = labelCategory(label);
  const bySection = sectionCategory(section);
  if (byLabel && LABEL_WINS_OVER_SECTION.includes(byLabel)) return byLabel;
  if (bySection && bySection !== 'CONTROLLABLE') return bySection;
  return byLabel ?? bySection ?? 'OTHER';
}
