import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isPdfError } from '../../engine/pdf/errors';
import type { DocumentRole } from '../../engine/types';
import { CREDITS_PER_ANALYSIS, MAX_PDF_PAGES } from '../../shared/constants';
import { analysisQueue, documents, profiles } from '../db/schema';
import { releaseCredit } from '../modules/billing/spend-credit';
import type { Services } from '../services';
import { BlobNotFoundError } from '../storage';
import {
  DocumentLimitError,
  type EngineInput,
  EngineLimitError,
  type EngineLimits,
  runEngineInProcess,
} from './engine-process';
import { auditReportText } from './report-text';

/**
 * Input no retry can fix (an encrypted, damaged or oversized PDF, a lost file, a packet
 * over its limits): the request fails at once and the credit is returned. `documentId`
 * names the upload to replace, when one is to blame.
 */
export class UnreadableInputError extends Error {
  override readonly name = 'UnreadableInputError';
  constructor(
    message: string,
    readonly documentId: string | null = null,
  ) {
    super(message);
  }
}

/** This worker's lease on the request ended (it was presumed dead and the request retried). */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
}

const ROLE_OF: Record<string, DocumentRole> = {
  lease_agreement: 'lease',
  reconciliation: 'reconciliation',
  current_bill: 'bill',
  reconciliation_letter: 'letter',
  supporting_docs: 'supporting',
};
/** Unreadable, too long or over budget: these are left out with a warning; the others fail the request. */
const OPTIONAL_ROLES: DocumentRole[] = ['letter', 'supporting'];

/** Told to the customer with every failure: the credit came back (decision 0025). */
export const CREDIT_RETURNED = 'Your credit has been returned.';

export type AnalysisOutcome = 'completed' | 'skipped';

export interface RunContext {
  /** This worker process ('host:pid:nonce'); the lease on the queue row is held in its name. */
  workerId: string;
  heartbeatSeconds: number;
}

export function engineLimits(env: Services['env']): EngineLimits {
  return {
    maxPages: MAX_PDF_PAGES,
    documentSeconds: env.ANALYSIS_DOCUMENT_SECONDS,
    packetSeconds: env.ANALYSIS_PACKET_SECONDS,
    memoryMb: env.ANALYSIS_MEMORY_MB,
  };
}

/**
 * Runs the engine on one submitted request and stores the result. Idempotent: a request
 * already completed or failed is skipped, and results are written by request id (one
 * report key per request), so running the same job twice leaves one result. While it runs,
 * the worker renews its lease (heartbeat_at) on the queue row; only the lease holder may
 * write the result, and a worker that finds its lease taken stops (decision 0024).
 */
export async function runAnalysis(
  services: Services,
  requestId: string,
  ctx: RunContext,
): Promise<AnalysisOutcome> {
  const { db, logger } = services;
  const [entry] = await db
    .update(analysisQueue)
    .set({
      status: 'processing',
      attempts: sql`${analysisQueue.attempts} + 1`,
      workerId: ctx.workerId,
      heartbeatAt: sql`now()`,
      startedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(eq(analysisQueue.requestId, requestId), inArray(analysisQueue.status, ['pending', 'processing'])),
    )
    .returning();
  if (!entry) return 'skipped';

  const lease = new AbortController();
  const heartbeat = setInterval(async () => {
    try {
      const [held] = await db
        .update(analysisQueue)
        .set({ heartbeatAt: sql`now()` })
        .where(holdsLease(requestId, ctx.workerId))
        .returning({ id: analysisQueue.id });
      if (!held) lease.abort(new LeaseLostError(`lease on ${requestId} lost`));
    } catch (err) {
      logger.warn({ err, requestId }, 'heartbeat failed'); // a lease survives a few missed beats
    }
  }, ctx.heartbeatSeconds * 1000);
  heartbeat.unref();
  try {
    return await analyse(services, requestId, entry, ctx, lease.signal);
  } finally {
    clearInterval(heartbeat);
  }
}

const holdsLease = (requestId: string, workerId: string) =>
  and(
    eq(analysisQueue.requestId, requestId),
    eq(analysisQueue.status, 'processing'),
    eq(analysisQueue.workerId, workerId),
  );

async function analyse(
  services: Services,
  requestId: string,
  entry: typeof analysisQueue.$inferSelect,
  ctx: RunContext,
  signal: AbortSignal,
): Promise<AnalysisOutcome> {
  const { db, blobs, logger } = services;
  const docs = await db
    .select()
    .from(documents)
    .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)))
    .orderBy(asc(documents.createdAt));
  await db
    .update(documents)
    .set({ analysisStatus: 'processing', analysisError: null, updatedAt: new Date() })
    .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)));

  const inputs: EngineInput[] = [];
  const docIdOf = new Map<string, string>();
  const names = new Set<string>();
  for (const doc of docs) {
    const role = ROLE_OF[doc.uploadType ?? ''] ?? 'supporting';
    let bytes: Buffer;
    try {
      bytes = await readAll(await blobs.get('documents', doc.filePath));
    } catch (err) {
      if (err instanceof BlobNotFoundError) {
        throw new UnreadableInputError(`${doc.title} is missing from storage: upload it again`, doc.id);
      }
      throw err; // storage unreachable: transient, retried
    }
    const file = uniqueName(doc.title, names);
    docIdOf.set(file, doc.id);
    inputs.push({ role, source: new Uint8Array(bytes), file });
  }

  const started = Date.now();
  const tier = entry.planType === 'premium' ? 'premium' : 'basic';
  let run: Awaited<ReturnType<typeof runEngineInProcess>>;
  try {
    run = await runEngineInProcess(inputs, {
      tier,
      limits: engineLimits(services.env),
      optionalRoles: OPTIONAL_ROLES,
      signal,
    });
  } catch (err) {
    if (isPdfError(err) || err instanceof DocumentLimitError) {
      throw new UnreadableInputError(err.message, docIdOf.get(err.file) ?? null);
    }
    if (err instanceof EngineLimitError) {
      throw new UnreadableInputError(
        `${err.message}: the documents could not be analysed. Contact support with your request ID.`,
      );
    }
    throw err;
  }
  const { audit, pdf } = run;
  const key = `${entry.userId}/${requestId}.pdf`;
  if (signal.aborted) throw signal.reason;
  await blobs.put('analysis', key, Readable.from([pdf]), { contentType: 'application/pdf' });

  const result = { ...audit, report: auditReportText(audit) };
  const written = await db.transaction(async (tx) => {
    const [still] = await tx
      .update(analysisQueue)
      .set({
        status: 'completed',
        completedAt: new Date(),
        lastError: null,
        overchargeCents: audit.totals.overchargeCents,
        findingsCount: audit.findings.length,
        updatedAt: new Date(),
      })
      .where(holdsLease(requestId, ctx.workerId))
      .returning();
    if (!still) return false; // the lease passed to another worker; its result stands
    await tx
      .update(documents)
      .set({
        analysisStatus: 'completed',
        analysisResult: result,
        analysisFilePath: key,
        analysisError: null,
        updatedAt: new Date(),
      })
      .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)));
    return true;
  });
  if (!written) throw new LeaseLostError(`lease on ${requestId} lost before the result was written`);
  logger.info({ requestId, ms: Date.now() - started, findings: audit.findings.length }, 'analysis completed');
  return 'completed';
}

/**
 * Marks a request failed with a reason the customer and staff can read and, in the same
 * transaction, returns the credit it cost (once: credit_refunded_at) and records the
 * document to replace. Returns false when the request had already finished.
 */
export async function markAnalysisFailed(
  services: Services,
  requestId: string,
  reason: string,
  opts: { documentId?: string | null } = {},
): Promise<boolean> {
  return services.db.transaction(async (tx) => {
    const message = `${reason} ${CREDIT_RETURNED}`;
    const [entry] = await tx
      .update(analysisQueue)
      .set({
        status: 'failed',
        lastError: message,
        failedDocumentId: opts.documentId ?? null,
        completedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(eq(analysisQueue.requestId, requestId), inArray(analysisQueue.status, ['pending', 'processing'])),
      )
      .returning();
    if (!entry) return false;
    await tx
      .update(documents)
      .set({ analysisStatus: 'failed', analysisError: message, updatedAt: new Date() })
      .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)));
    const [refund] = await tx
      .update(analysisQueue)
      .set({ creditRefundedAt: new Date() })
      .where(and(eq(analysisQueue.id, entry.id), isNull(analysisQueue.creditRefundedAt)))
      .returning({ userId: analysisQueue.userId, planType: analysisQueue.planType });
    if (refund) {
      // The returned credit buys the same analysis: a tier cleared at 0 credits comes back.
      await tx
        .update(profiles)
        .set({
          credits: sql`${profiles.credits} + ${CREDITS_PER_ANALYSIS}`,
          subscriptionTier: sql`coalesce(${profiles.subscriptionTier}, ${refund.planType})`,
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, refund.userId));
      await releaseCredit(tx, requestId);
    }
    return true;
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Evidence quotes name files; two uploads called "lease.pdf" must stay distinguishable. */
function uniqueName(title: string, used: Set<string>): string {
  let name = title;
  for (let n = 2; used.has(name); n++) name = title.replace(/(\.pdf)?$/i, ` (${n})$1`);
  used.add(name);
  return name;
}
