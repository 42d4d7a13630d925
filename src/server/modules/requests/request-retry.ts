import { and, eq } from 'drizzle-orm';
import { CREDITS_PER_ANALYSIS, MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { RETRY_STARTED_MESSAGE, type RetryResponse } from '../../../shared/contracts/customer-request';
import type { Actor } from '../../auth/actor';
import { analysisQueue, documents, profiles } from '../../db/schema';
import { conflict, insufficientCredits, invalid, notFound } from '../../domain/errors';
import type { IncomingFile } from '../../http/multipart';
import { sendAnalysisJob } from '../../jobs/job-queue';
import { transactionExecutor } from '../../jobs/mail-jobs';
import type { Services } from '../../services';
import { newKey } from '../../storage';
import { UUID } from '../documents/document-service';
import { type StoredUpload, streamPdfInto, tooLarge } from '../documents/document-upload';

/**
 * A failed request run again with a replaced document, without paying twice (decision 0037).
 * The failure returned the credit (decision 0025); the re-run takes it back, in the same
 * transaction that replaces the document and re-queues the request (its job included), so
 * a double submit finds the request pending and changes nothing.
 */

const requestNotFound = () => notFound('Request not found');
export const ALREADY_RUNNING = 'This request is already being analysed again.';

/** The caller's failed request (404 for anyone else's, 409 when it is not failed). */
export async function findRetryable(services: Services, actor: Actor, requestId: string) {
  if (!UUID.test(requestId)) throw requestNotFound();
  const [entry] = await services.db
    .select()
    .from(analysisQueue)
    .where(and(eq(analysisQueue.requestId, requestId), eq(analysisQueue.userId, actor.userId)))
    .limit(1);
  if (!entry) throw requestNotFound();
  if (entry.status !== 'failed') throw conflict(ALREADY_RUNNING);
  return entry;
}

/** The replacement streamed into the documents bucket (same rules as any upload). */
export function storeReplacement(services: Services, actor: Actor, file: IncomingFile) {
  return streamPdfInto(services, file, {
    bucket: 'documents',
    key: newKey(actor.userId, 'document.pdf'),
    maxBytes: MAX_UPLOAD_BYTES,
    tooLarge,
  });
}

export async function retryRequest(
  services: Services,
  actor: Actor,
  requestId: string,
  stored: StoredUpload & { pageCount: number },
  chosenDocumentId: string | undefined,
): Promise<RetryResponse> {
  const result = await services.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(analysisQueue)
      .where(and(eq(analysisQueue.requestId, requestId), eq(analysisQueue.userId, actor.userId)))
      .for('update');
    if (!entry) throw requestNotFound();
    if (entry.status !== 'failed') throw conflict(ALREADY_RUNNING);
    const replaceId = entry.failedDocumentId ?? chosenDocumentId;
    const [replaced] = replaceId
      ? await tx
          .select()
          .from(documents)
          .where(and(eq(documents.id, replaceId), eq(documents.requestId, requestId)))
      : [];
    if (!replaced) throw invalid('Choose the document to replace.', 'DOCUMENT_REQUIRED');

    // The failure gave the credit back: the re-run spends it again, exactly once.
    const creditUsed = entry.creditRefundedAt !== null;
    if (creditUsed) {
      const [profile] = await tx.select().from(profiles).where(eq(profiles.id, actor.userId)).for('update');
      if (!profile || profile.credits < CREDITS_PER_ANALYSIS) {
        throw insufficientCredits();
      }
      const credits = profile.credits - CREDITS_PER_ANALYSIS;
      await tx
        .update(profiles)
        .set({
          credits,
          subscriptionTier: credits === 0 ? null : profile.subscriptionTier,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, actor.userId));
    }
    await tx
      .update(analysisQueue)
      .set({
        status: 'pending',
        attempts: 0,
        lastError: null,
        failedDocumentId: null,
        creditRefundedAt: null,
        workerId: null,
        heartbeatAt: null,
        startedAt: null,
        completedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(analysisQueue.id, entry.id));
    await tx
      .update(documents)
      .set({
        title: stored.filename,
        filePath: stored.key,
        sizeBytes: stored.bytes,
        sha256: stored.sha256,
        pageCount: stored.pageCount,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, replaced.id));
    await tx
      .update(documents)
      .set({
        analysisStatus: 'pending',
        analysisError: null,
        analysisResult: null,
        analysisFilePath: null,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, actor.userId)));
    // The job commits with the rest: a crash never leaves a pending request nobody runs.
    await sendAnalysisJob(services.jobs.boss, requestId, { db: transactionExecutor(tx) });
    return { creditUsed, oldKey: replaced.filePath };
  });
  await services.blobs.delete('documents', result.oldKey).catch(() => {});
  return {
    request_id: requestId,
    status: 'pending',
    credit_used: result.creditUsed,
    message: RETRY_STARTED_MESSAGE,
  };
}
