import { Readable } from 'node:stream';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { analyzePacket, type PacketInput } from '../../engine/analyze';
import { isPdfError } from '../../engine/pdf/errors';
import { renderReport } from '../../engine/report/render-report';
import type { AuditJson, DocumentRole } from '../../engine/types';
import { analysisQueue, documents } from '../db/schema';
import type { Services } from '../services';
import { BlobNotFoundError } from '../storage';
import { auditReportText } from './report-text';

/** Input no retry can fix (an encrypted or damaged PDF, a lost file): the request fails at once. */
export class UnreadableInputError extends Error {
  override readonly name = 'UnreadableInputError';
}

const ROLE_OF: Record<string, DocumentRole> = {
  lease_agreement: 'lease',
  reconciliation: 'reconciliation',
  current_bill: 'bill',
  reconciliation_letter: 'letter',
  supporting_docs: 'supporting',
};
const OPTIONAL_ROLES = new Set<DocumentRole>(['letter', 'supporting']);

export type AnalysisOutcome = 'completed' | 'skipped';

/**
 * Runs the engine on one submitted request and stores the result. Idempotent: a request
 * already completed or failed is skipped, and results are written by request id (one
 * report key per request), so running the same job twice leaves one result.
 */
export async function runAnalysis(services: Services, requestId: string): Promise<AnalysisOutcome> {
  const { db, blobs, logger } = services;
  const [entry] = await db
    .update(analysisQueue)
    .set({
      status: 'processing',
      attempts: sql`${analysisQueue.attempts} + 1`,
      startedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(eq(analysisQueue.requestId, requestId), inArray(analysisQueue.status, ['pending', 'processing'])),
    )
    .returning();
  if (!entry) return 'skipped';

  const docs = await db
    .select()
    .from(documents)
    .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)))
    .orderBy(asc(documents.createdAt));
  await db
    .update(documents)
    .set({ analysisStatus: 'processing', analysisError: null, updatedAt: new Date() })
    .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)));

  const inputs: PacketInput[] = [];
  const names = new Set<string>();
  for (const doc of docs) {
    const role = ROLE_OF[doc.uploadType ?? ''] ?? 'supporting';
    let bytes: Buffer;
    try {
      bytes = await readAll(await blobs.get('documents', doc.filePath));
    } catch (err) {
      if (err instanceof BlobNotFoundError) {
        throw new UnreadableInputError(`${doc.title} is missing from storage: upload it again`);
      }
      throw err; // storage unreachable: transient, retried
    }
    inputs.push({ role, source: new Uint8Array(bytes), file: uniqueName(doc.title, names) });
  }

  const started = Date.now();
  const audit = await analyzeTolerant(inputs);
  const tier = entry.planType === 'premium' ? 'premium' : 'basic';
  const pdf = await renderReport(audit, { tier });
  const key = `${entry.userId}/${requestId}.pdf`;
  await blobs.put('analysis', key, Readable.from([pdf]), { contentType: 'application/pdf' });

  const result = { ...audit, report: auditReportText(audit) };
  await db.transaction(async (tx) => {
    const [still] = await tx
      .update(analysisQueue)
      .set({ status: 'completed', completedAt: new Date(), lastError: null, updatedAt: new Date() })
      .where(and(eq(analysisQueue.requestId, requestId), eq(analysisQueue.status, 'processing')))
      .returning();
    if (!still) return; // another run finished first; its result stands
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
  });
  logger.info({ requestId, ms: Date.now() - started, findings: audit.findings.length }, 'analysis completed');
  return 'completed';
}

/** Marks a request failed with a reason the customer and staff can read. */
export async function markAnalysisFailed(services: Services, requestId: string, reason: string) {
  await services.db.transaction(async (tx) => {
    const [entry] = await tx
      .update(analysisQueue)
      .set({ status: 'failed', lastError: reason, completedAt: new Date(), updatedAt: new Date() })
      .where(
        and(eq(analysisQueue.requestId, requestId), inArray(analysisQueue.status, ['pending', 'processing'])),
      )
      .returning();
    if (!entry) return;
    await tx
      .update(documents)
      .set({ analysisStatus: 'failed', analysisError: reason, updatedAt: new Date() })
      .where(and(eq(documents.requestId, requestId), eq(documents.createdBy, entry.userId)));
  });
}

/**
 * An unreadable optional document (letter, supporting file) does not sink the audit: it is
 * left out with a warning. An unreadable lease, statement or bill fails the request, naming
 * the file and what to do.
 */
async function analyzeTolerant(inputs: PacketInput[]): Promise<AuditJson> {
  const skipped: string[] = [];
  let remaining = inputs;
  for (;;) {
    try {
      const audit = await analyzePacket(remaining);
      audit.warnings.unshift(...skipped);
      return audit;
    } catch (err) {
      if (!isPdfError(err)) throw err;
      const bad = remaining.find((i) => i.file === err.file);
      if (!bad || !OPTIONAL_ROLES.has(bad.role)) throw new UnreadableInputError(err.message);
      skipped.push(`${err.message} (left out of the audit)`);
      remaining = remaining.filter((i) => i !== bad);
    }
  }
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
