import { and, eq, sql } from 'drizzle-orm';
import { MAX_FILES_PER_STEP, stepForUploadType, WIZARD_STEPS } from '../../../shared/wizard';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { analysisQueue, documents, profiles } from '../../db/schema';
import { conflict, insufficientCredits, invalid, notFound } from '../../domain/errors';
import { attributeCredit } from '../billing/spend-credit';
import type { DocumentRow } from '../documents/document-service';
import type { StoredUpload, UploadFields } from '../documents/document-upload';
import { freshWizard, normalizeWizard, type WizardSession } from './wizard-state';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const requestNotFound = () => notFound('Request not found');
const sessionEnded = () =>
  conflict('This analysis was already submitted. Please reload the page.', 'WIZARD_SESSION_ENDED');

/** Locks the caller's profile row: wizard changes and submission are serialised per user. */
async function lockProfile(tx: Tx, userId: string) {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!row) throw notFound('Profile not found');
  return row;
}

async function saveWizard(tx: Tx | Database, userId: string, wizard: WizardSession) {
  await tx
    .update(profiles)
    .set({ wizardState: wizard, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** The open wizard (creating its request id on first use) and the caller's credits. */
export async function getWizard(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const { wizard, changed } = normalizeWizard(profile.wizardState);
    if (changed) await saveWizard(tx, userId, wizard);
    return { wizard, credits: profile.credits };
  });
}

export async function setWizardStep(db: Database, userId: string, requestId: string, step: number) {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const { wizard } = normalizeWizard(profile.wizardState);
    if (wizard.request_id !== requestId) throw sessionEnded();
    wizard.current_step = step;
    await saveWizard(tx, userId, wizard);
    return { wizard, credits: profile.credits };
  });
}

/**
 * Inserts a wizard upload's row and records it in the wizard state, in one transaction.
 * The request id must be the caller's open wizard: anything else (another user's request,
 * a submitted one, a made-up id) answers 404 and the caller deletes the stored blob.
 */
export async function insertWizardUpload(
  db: Database,
  actor: Actor,
  stored: StoredUpload,
  fields: UploadFields & { request_id: string },
): Promise<DocumentRow> {
  const step = fields.upload_type ? stepForUploadType(fields.upload_type) : undefined;
  if (!step) throw invalid('upload_type is required with request_id', 'VALIDATION_FAILED');
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, actor.userId);
    const { wizard } = normalizeWizard(profile.wizardState);
    if (wizard.request_id !== fields.request_id) throw requestNotFound();
    if (wizard.uploaded_documents.filter((d) => d.step === step.index).length >= MAX_FILES_PER_STEP) {
      throw invalid(`At most ${MAX_FILES_PER_STEP} files per step`, 'TOO_MANY_FILES');
    }
    const [row] = await tx
      .insert(documents)
      .values({
        title: fields.title ?? stored.filename,
        description: fields.description ?? step.title,
        category: 'upload',
        uploadType: step.uploadType,
        filePath: stored.key,
        createdBy: actor.userId,
        clientEmail: actor.email,
        requestId: fields.request_id,
        comments: fields.comments ?? null,
        analysisStatus: 'pending',
        sizeBytes: stored.bytes,
        sha256: stored.sha256,
      })
      .returning();
    wizard.uploaded_documents.push({
      id: row!.id,
      title: row!.title,
      upload_type: step.uploadType,
      step: step.index,
    });
    wizard.completed_steps = [...new Set([...wizard.completed_steps, step.index])].sort((a, b) => a - b);
    await saveWizard(tx, actor.userId, wizard);
    return row!;
  });
}

/** Removes an upload of the open wizard (row now, blob by the caller). */
export async function removeWizardUpload(db: Database, userId: string, documentId: string) {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    const { wizard } = normalizeWizard(profile.wizardState);
    const entry = wizard.uploaded_documents.find((d) => d.id === documentId);
    if (!entry) throw notFound('Document not found');
    const [removed] = await tx
      .delete(documents)
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.createdBy, userId),
          eq(documents.requestId, wizard.request_id),
        ),
      )
      .returning();
    wizard.uploaded_documents = wizard.uploaded_documents.filter((d) => d.id !== documentId);
    wizard.completed_steps = [...new Set(wizard.uploaded_documents.map((d) => d.step))].sort((a, b) => a - b);
    await saveWizard(tx, userId, wizard);
    return { wizard, credits: profile.credits, removedKey: removed?.filePath };
  });
}

export interface SubmitResult {
  requestId: string;
  status: string;
  /** False when this request had already been submitted (a double click or a retry). */
  created: boolean;
  planType: string;
}

/**
 * Spec 4 "Submission flow", in one transaction: queue entry 'pending', one credit deducted
 * (never below 0), tier cleared at 0 credits, onboarding completed, wizard reset. A second
 * submit of the same request returns the first one's entry and deducts nothing.
 */
export async function submitRequest(
  db: Database,
  actor: Actor,
  requestId: string,
  comments: string | undefined,
): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const profile = await lockProfile(tx, actor.userId);
    const [existing] = await tx.select().from(analysisQueue).where(eq(analysisQueue.requestId, requestId));
    if (existing) {
      if (existing.userId !== actor.userId) throw requestNotFound();
      return { requestId, status: existing.status, created: false, planType: existing.planType };
    }
    const { wizard } = normalizeWizard(profile.wizardState);
    if (wizard.request_id !== requestId) throw requestNotFound();

    const uploaded = await tx
      .select({ uploadType: documents.uploadType, n: sql<number>`count(*)`.mapWith(Number) })
      .from(documents)
      .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, actor.userId)))
      .groupBy(documents.uploadType);
    const have = new Set(uploaded.filter((u) => u.n > 0).map((u) => u.uploadType));
    const missing = WIZARD_STEPS.filter((s) => s.required && !have.has(s.uploadType)).map((s) => s.title);
    if (missing.length) throw invalid(`Please upload: ${missing.join(', ')}`, 'MISSING_DOCUMENTS');
    if (profile.credits < 1) {
      throw insufficientCredits();
    }

    const planType = profile.subscriptionTier ?? 'basic';
    await tx.insert(analysisQueue).values({ requestId, userId: actor.userId, planType, status: 'pending' });
    await attributeCredit(tx, actor.userId, requestId);
    const credits = Math.max(profile.credits - 1, 0);
    await tx
      .update(profiles)
      .set({
        credits,
        subscriptionTier: credits === 0 ? null : profile.subscriptionTier,
        onboardingCompleted: true,
        wizardState: freshWizard(),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, actor.userId));
    await tx
      .update(documents)
      .set({ comments: comments ?? null, requiredTier: planType, updatedAt: new Date() })
      .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, actor.userId)));
    return { requestId, status: 'pending', created: true, planType };
  });
}
