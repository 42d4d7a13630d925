import { isCamCategory, overchargeOf, withoutCents } from '../model';
import type { StatementLine } from '../types';
import { confidenceOf } from './confidence';
import { evidenceList } from './evidence';
import { severityFor, usd } from './format';
import { billedLines, withoutGlCode } from './lines';
import { modelOf } from './model-of';
import { removalSteps, sentenceCase, statementName, yearName } from './prose';
import type { FindingDraft, Rule } from './types';

/** Below this a repeated amount is too likely a coincidence (or a small recurring fee) to call. */
const MIN_CENTS = 5_000;

const STOP = new Set([
  'the',
  'and',
  'of',
  'for',
  'to',
  'inc',
  'llc',
  'co',
  'corp',
  'ltd',
  'company',
  'a',
  'an',
]);

/** Invoice / reference numbers a label quotes ("Inv. #7254", "Invoice No. A-1123", "#55120"). */
export function referenceNumbers(label: string): string[] {
  const out = new Set<string>();
  const re =
    /(?:\binv(?:oice)?\.?\s*(?:no\.?|num(?:ber)?\.?|#)?\s*:?\s*|#\s*|\bref\.?\s*(?:no\.?)?\s*)([a-z0-9][a-z0-9-]{2,})/gi;
  for (const m of label.matchAll(re)) {
    const v = m[1]!.toLowerCase().replace(/-/g, '');
    if (/\d/.test(v)) out.add(v);
  }
  return [...out];
}

/** The words of a label, normalised (case, "&" = "and", punctuation, company suffixes). */
export function labelTokens(label: string): string[] {
  return withoutGlCode(label)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t && !STOP.has(t));
}

/**
 * Whether two lines of the same amount are the same cost: the same invoice number, the same
 * label once normalised, or one label wholly contained in the other (an invoice split out of a
 * line and billed again on its own). Lines quoting different invoice numbers are different costs.
 */
export function sameCost(a: StatementLine, b: StatementLine): boolean {
  if (a.amountCents !== b.amountCents || a.amountCents < MIN_CENTS) return false;
  const ra = referenceNumbers(a.label);
  const rb = referenceNumbers(b.label);
  if (ra.length && rb.length) return ra.some((r) => rb.includes(r));
  const ta = labelTokens(a.label);
  const tb = labelTokens(b.label);
  if (!ta.length || !tb.length) return false;
  if (ta.join(' ') === tb.join(' ')) return true;
  // numbers in the labels (years, phases, units) that differ make them different items
  const na = ta.filter((t) => /\d/.test(t));
  const nb = tb.filter((t) => /\d/.test(t));
  if (na.length && nb.length && na.join(' ') !== nb.join(' ')) return false;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  const words = short.filter((t) => !/\d/.test(t));
  return (
    words.length >= 1 &&
    words.every((t) => long.includes(t)) &&
    (ra.length > 0 || rb.length > 0 || words.length >= 2)
  );
}

/** A cost billed twice on the same statement: one copy is priced. */
export const duplicateChargeRule: Rule = {
  id: 'DUPLICATE_CHARGE',
  pricedBy: 'STATEMENT_MODEL',
  run(ctx) {
    const out: FindingDraft[] = [];
    for (const st of ctx.statements) {
      const lines = billedLines(st);
      const copies: [StatementLine, StatementLine][] = [];
      const used = new Set<number>();
      for (let j = 0; j < lines.length; j++) {
        for (let i = 0; i < j; i++) {
          if (used.has(i) || used.has(j)) continue;
          if (sameCost(lines[i]!, lines[j]!)) {
            copies.push([lines[i]!, lines[j]!]);
            used.add(j);
            break;
          }
        }
      }
      if (!copies.length) continue;
      const m = modelOf(ctx, st).model;
      if (!m) continue;
      for (const [first, copy] of copies) {
        const amount = overchargeOf(m, withoutCents(m, copy.amountCents, copy.category));
        if (amount <= 0) continue;
        const same = first.label === copy.label;
        out.push({
          rule: 'DUPLICATE_CHARGE',
          year: st.year,
          amountCents: amount,
          severity: severityFor(amount),
          confidence: confidenceOf(same ? 0.85 : 0.75),
          title: `"${copy.label}" (${usd(copy.amountCents)}) appears to be billed twice`,
          explanation:
            `${sentenceCase(statementName(st))} lists ${same ? `"${copy.label}" twice` : `"${first.label}" and "${copy.label}"`}, both for exactly ${usd(copy.amountCents)}. ` +
            `A cost can be charged to the building only once, so one copy should come out of the pool. ` +
            `Your share of the extra copy${m.fee && (m.fee.base === 'ALL' || isCamCategory(copy.category)) ? ', with the admin fee on it,' : ''} is ${usd(amount)}.`,
          calculation: [
            `First entry: "${first.label}" ${usd(first.amountCents)}`,
            `Second entry: "${copy.label}" ${usd(copy.amountCents)}`,
            ...removalSteps(m, copy.amountCents, isCamCategory(copy.category), amount),
          ],
          evidence: evidenceList(first.evidence, copy.evidence, st.evidence.billedSharePct),
          recommendation: `Ask the landlord for the invoices behind "${copy.label}" and, if it is the same cost counted twice, to remove one copy from the ${yearName(st)} expenses and credit you ${usd(amount)}.`,
        });
      }
    }
    return out;
  },
};
