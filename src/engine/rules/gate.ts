import { shareOf } from '../model';
import type { Statement } from '../types';
import { modelOf } from './model-of';
import type { FindingDraft, RuleContext } from './types';

/**
 * The one pricing gate (decision 0054). A rule that prices a correction of a statement through
 * its model keeps its dollar figure only when that statement's model reproduces what the
 * statement prints (its tenant share, its fee, its total due and balance). Otherwise the
 * finding is told as a REVIEW_RECOMMENDED item (amount 0) with the reason: the suspicion may be
 * right, but a figure the document's own arithmetic does not back is not told to a tenant.
 */

/** Review items made from held-back findings, at most (the largest first). */
const MAX_HELD_BACK = 4;

/** The statement a finding prices, or why none can be named. */
function statementOf(ctx: RuleContext, year: number | null): Statement | string {
  const candidates = year === null ? ctx.statements : ctx.statements.filter((s) => s.year === year);
  if (candidates.length === 1) return candidates[0]!;
  if (!candidates.length) return 'no statement for the year was read';
  return year === null
    ? 'the finding names no statement year'
    : `the packet holds ${candidates.length} statements for ${year}`;
}

/**
 * Why a priced draft may not keep its figure, or null when it may. A balance that does not follow
 * from the charge is accepted when the statement's own arithmetic proves that step wrong (a
 * priced MATH_ERROR of the same year): the error is then the landlord's, not the reading's.
 */
export function heldBackReason(
  ctx: RuleContext,
  draft: FindingDraft,
  proven: FindingDraft[] = [],
): string | null {
  const st = statementOf(ctx, draft.year);
  if (typeof st === 'string') return st;
  const m = modelOf(ctx, st);
  const mathErrors = proven.filter(
    (d) => d.rule === 'MATH_ERROR' && d.year === draft.year && d.amountCents > 0,
  );
  const onlyBalance = m.checks.tenantShare === 'OK' && m.checks.fee !== 'OFF' && m.checks.balance === 'OFF';
  if (onlyBalance && mathErrors.length) return null;
  // The printed share is the model's share plus exactly the proven error (a multiplication the
  // landlord got wrong): the pool and the share as read are confirmed by everything else.
  if (
    m.checks.tenantShare === 'OFF' &&
    m.checks.fee === 'NOT_PRINTED' &&
    m.model &&
    st.tenantShareCents !== null &&
    mathErrors.some(
      (e) => Math.abs(st.tenantShareCents! - shareOf({ ...m.model!, fee: null }) - e.amountCents) <= 2,
    )
  )
    return null;
  return m.unpriced;
}

/** Calculation lines that state the over-charge itself (not told when it is not proven). */
const PRICE_LINE = /overcharge|over-charge|falls by|credit due|you were over/i;

/** The review item a held-back finding becomes. */
export function heldBack(draft: FindingDraft, reason: string): FindingDraft {
  const when = draft.year !== null ? `the ${draft.year} reconciliation` : 'the reconciliation';
  const first = /^.*?[.!?](?=\s|$)/.exec(draft.explanation)?.[0] ?? draft.explanation;
  return {
    rule: 'REVIEW_RECOMMENDED',
    year: draft.year,
    amountCents: 0,
    severity: 'LOW',
    confidence: Math.min(draft.confidence, 0.6),
    title: `To check: ${draft.title}`,
    explanation:
      `${first} We have not put a dollar figure on this: ${reason}, so the amount cannot be proven from the ` +
      'statement’s own figures.',
    calculation: draft.calculation.filter((line) => !PRICE_LINE.test(line)),
    evidence: draft.evidence,
    recommendation:
      `Ask the landlord for the workpapers behind ${when} (the general ledger, the pool and the share calculation) ` +
      'and check this item against them before asking for a credit.',
  };
}

/**
 * Applies the gate to the drafts of rules priced through the statement model (`proven`: the
 * other rules' drafts): those whose statement the model does not reproduce are replaced by review items (one per rule and year,
 * at most MAX_HELD_BACK, the largest first).
 */
export function gateDrafts(
  ctx: RuleContext,
  drafts: FindingDraft[],
  proven: FindingDraft[] = [],
): FindingDraft[] {
  const kept: FindingDraft[] = [];
  const held: { draft: FindingDraft; reason: string }[] = [];
  for (const d of drafts) {
    const reason = d.amountCents > 0 ? heldBackReason(ctx, d, proven) : null;
    if (reason === null) kept.push(d);
    else if (!held.some((h) => h.draft.rule === d.rule && h.draft.year === d.year))
      held.push({ draft: d, reason });
  }
  held.sort((a, b) => b.draft.amountCents - a.draft.amountCents);
  return [...kept, ...held.slice(0, MAX_HELD_BACK).map((h) => heldBack(h.draft, h.reason))];
}
