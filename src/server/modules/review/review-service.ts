import { and, eq, isNull, sql } from 'drizzle-orm';
import { RULES } from '../../../engine/rules/registry';
import type { AuditJson } from '../../../engine/types';
import type {
  AddedFindingInput,
  AddedFindingPatch,
  DecisionInput,
  DecisionResult,
  ReviewDecisionDto,
} from '../../../shared/contracts/review';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { auditLog, reviewDecisions } from '../../db/schema';
import { invalid as invalidInput, notFound } from '../../domain/errors';
import { UUID } from '../documents/document-service';
import { listDecisions, personName, reviewedStateDto, toDecisionDto } from './review-dto';
import { loadReviewableAudit, type ReviewTarget } from './review-target';
import type { AddedFindingDetails, ReviewDecisionRow } from './reviewed-audit';

/**
 * The expert review, finding by finding (issue 12). Each change is one transaction: the
 * review_decisions row (reviewer and time on it) and its audit_log row (before and after).
 * Two reviewers on one request: the last write wins, and every answer carries the row with
 * who decided and when, so each screen shows the current state.
 */

export const RULE_IDS: readonly string[] = RULES.map((r) => r.id);

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const invalid = (message: string) => invalidInput(message, 'VALIDATION_FAILED');

/** The engine finding a decision is about; 404 when the request's audit has no such id. */
function findingOf(audit: AuditJson, findingId: string) {
  const finding = audit.findings.find((f) => f.id === findingId);
  if (!finding) throw notFound("Finding not found in this request's audit");
  return finding;
}

/** Confirm, adjust or reject one engine finding (replacing any earlier decision on it). */
export async function decideFinding(
  db: Database,
  actor: Actor,
  requestId: string,
  findingId: string,
  input: DecisionInput,
): Promise<DecisionResult> {
  const target = await loadReviewableAudit(db, requestId);
  const finding = findingOf(target.audit, findingId);
  if (input.action === 'adjust' && input.amount_cents === finding.amountCents) {
    throw invalid(
      "The adjusted amount is the engine's own amount: confirm the finding instead, or enter a different amount.",
    );
  }
  const values = {
    action: input.action,
    rule: finding.rule,
    year: finding.year,
    originalAmountCents: finding.amountCents,
    amountCents: input.action === 'adjust' ? input.amount_cents! : null,
    reason: input.reason || null,
    added: null,
    reviewerId: actor.userId,
    updatedAt: new Date(),
  };
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(reviewDecisions)
      .where(and(eq(reviewDecisions.requestId, requestId), eq(reviewDecisions.findingId, findingId)));
    const [saved] = await tx
      .insert(reviewDecisions)
      .values({ requestId, findingId, ...values })
      .onConflictDoUpdate({
        target: [reviewDecisions.requestId, reviewDecisions.findingId],
        targetWhere: sql`${reviewDecisions.findingId} is not null`,
        set: values,
      })
      .returning();
    await logChange(tx, actor, requestId, 'review.decide', { findingId, before, after: saved! });
    return saved!;
  });
  return answer(db, target.audit, requestId, withActor(row, actor));
}

/** Takes back the decision on an engine finding: it is pending again. Idempotent. */
export async function undoDecision(
  db: Database,
  actor: Actor,
  requestId: string,
  findingId: string,
): Promise<DecisionResult> {
  const target = await loadReviewableAudit(db, requestId);
  findingOf(target.audit, findingId);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(reviewDecisions)
      .where(and(eq(reviewDecisions.requestId, requestId), eq(reviewDecisions.findingId, findingId)))
      .returning();
    if (removed) await logChange(tx, actor, requestId, 'review.undo', { findingId, before: removed });
  });
  return answer(db, target.audit, requestId, null);
}

/** A finding the engine missed, with its evidence on one of the request's documents. */
export async function addFinding(
  db: Database,
  actor: Actor,
  requestId: string,
  input: AddedFindingInput,
): Promise<DecisionResult> {
  const target = await loadReviewableAudit(db, requestId);
  checkAddedFinding(target, input);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(reviewDecisions)
      .values({ requestId, findingId: null, ...addedValues(input), reviewerId: actor.userId })
      .returning();
    await logChange(tx, actor, requestId, 'review.add', { after: saved! });
    return saved!;
  });
  return answer(db, target.audit, requestId, withActor(row, actor));
}

export async function updateAddedFinding(
  db: Database,
  actor: Actor,
  requestId: string,
  id: string,
  patch: AddedFindingPatch,
): Promise<DecisionResult> {
  const target = await loadReviewableAudit(db, requestId);
  const row = await db.transaction(async (tx) => {
    const before = await findAdded(tx, requestId, id);
    const details = before.added as AddedFindingDetails;
    const merged: AddedFindingInput = {
      rule: patch.rule ?? before.rule,
      year: patch.year !== undefined ? patch.year : before.year,
      amount_cents: patch.amount_cents ?? before.amountCents ?? 0,
      title: patch.title ?? details.title,
      explanation: patch.explanation ?? details.explanation,
      evidence: patch.evidence ?? details.evidence,
      reason: patch.reason ?? before.reason ?? '',
    };
    checkAddedFinding(target, merged);
    const [saved] = await tx
      .update(reviewDecisions)
      .set({ ...addedValues(merged), reviewerId: actor.userId, updatedAt: new Date() })
      .where(eq(reviewDecisions.id, id))
      .returning();
    await logChange(tx, actor, requestId, 'review.edit_added', { before, after: saved! });
    return saved!;
  });
  return answer(db, target.audit, requestId, withActor(row, actor));
}

export async function removeAddedFinding(
  db: Database,
  actor: Actor,
  requestId: string,
  id: string,
): Promise<DecisionResult> {
  const target = await loadReviewableAudit(db, requestId);
  await db.transaction(async (tx) => {
    const before = await findAdded(tx, requestId, id);
    await tx.delete(reviewDecisions).where(eq(reviewDecisions.id, id));
    await logChange(tx, actor, requestId, 'review.remove_added', { before });
  });
  return answer(db, target.audit, requestId, null);
}

async function findAdded(tx: Tx, requestId: string, id: string): Promise<ReviewDecisionRow> {
  const notThere = () => notFound('Added finding not found');
  if (!UUID.test(id)) throw notThere();
  const [row] = await tx
    .select()
    .from(reviewDecisions)
    .where(
      and(
        eq(reviewDecisions.id, id),
        eq(reviewDecisions.requestId, requestId),
        isNull(reviewDecisions.findingId),
      ),
    );
  if (!row) throw notThere();
  return row;
}

/** The rule is the engine's, the evidence on a page of one of the request's documents. */
function checkAddedFinding(target: ReviewTarget, input: AddedFindingInput): void {
  if (!RULE_IDS.includes(input.rule)) {
    throw invalid(`Unknown rule ${input.rule}: choose one of the engine's rules.`);
  }
  const { file, page } = input.evidence;
  const doc = target.docs.find((d) => d.title === file);
  if (!doc) {
    throw invalid(
      `The evidence must be on one of this request's documents: ${target.docs.map((d) => d.title).join(', ')}.`,
    );
  }
  const pages = doc.pageCount ?? target.audit?.documents.find((d) => d.file === file)?.pages ?? null;
  if (pages !== null && page > pages) {
    throw invalid(`${file} has ${pages} page${pages === 1 ? '' : 's'}: the page must be from 1 to ${pages}.`);
  }
}

function addedValues(input: AddedFindingInput) {
  const added: AddedFindingDetails = {
    title: input.title,
    explanation: input.explanation,
    evidence: { file: input.evidence.file, page: input.evidence.page, quote: input.evidence.quote },
  };
  return {
    action: 'add',
    rule: input.rule,
    year: input.year,
    originalAmountCents: null,
    amountCents: input.amount_cents,
    reason: input.reason,
    added,
  };
}

/** The staff audit log: who changed which finding of which request, from what to what. */
async function logChange(
  tx: Tx,
  actor: Actor,
  requestId: string,
  action: string,
  change: { findingId?: string; before?: ReviewDecisionRow; after?: ReviewDecisionRow },
) {
  const snapshot = (r: ReviewDecisionRow | undefined) =>
    r ? toDecisionDto({ row: r, reviewerName: null }) : null;
  const before = snapshot(change.before);
  const after = snapshot(change.after);
  await tx.insert(auditLog).values({
    actorUserId: actor.userId,
    action,
    targetType: 'analysis_request',
    targetId: requestId,
    details: {
      finding_id: change.findingId ?? null,
      decision_id: (change.after ?? change.before)?.id ?? null,
      before: before && withoutReviewer(before),
      after: after && withoutReviewer(after),
    },
  });
}

/** The snapshot keeps the reviewer's id (names change; the id is who it was). */
function withoutReviewer({ reviewer, ...rest }: ReviewDecisionDto) {
  return { ...rest, reviewer_id: reviewer?.id ?? null };
}

function withActor(row: ReviewDecisionRow, actor: Actor) {
  return { row, reviewerName: personName(actor.profile) };
}

async function answer(
  db: Database,
  audit: AuditJson,
  requestId: string,
  saved: ReturnType<typeof withActor> | null,
): Promise<DecisionResult> {
  const decisions = await listDecisions(db, requestId);
  return { decision: saved && toDecisionDto(saved), reviewed: reviewedStateDto(audit, decisions) };
}
