import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { AuditJson } from '../../src/engine/types';
import { auditReportText } from '../../src/server/analysis/report-text';
import type { Database } from '../../src/server/db/client';
import { analysisQueue, documents, profiles, reportPublications, users } from '../../src/server/db/schema';
import type { Services } from '../../src/server/services';

/** Test data builders shared by test files (append only). */

/**
 * A small valid PDF with `pages` pages (all sharing one content stream), written by hand so
 * that page counts far past any limit stay cheap: 100,000 pages are about 12 MB, like the
 * hostile file of issue 11. `count` overrides the page tree's /Count (a lying header).
 */
export function pdfWithPages(
  pages: number,
  opts: { text?: string; count?: number; padTo?: number } = {},
): Buffer {
  if (opts.padTo === undefined) {
    const { head, body } = pdfParts(pages, opts, 0);
    return Buffer.concat([head, body]);
  }
  // An unused stream object right after the header pads the file to exactly `padTo` bytes.
  const { head, padding, body } = paddedParts(pages, opts, opts.padTo);
  return Buffer.concat([head, Buffer.alloc(padding, ' '), body]);
}

/**
 * A one-page PDF of exactly `size` bytes in three parts, for streaming a large upload
 * without holding it: `head`, then `padding` bytes of any content that the caller writes,
 * then `body`. The padding is the data of a stream object no page uses, as in a real large
 * PDF (a scan's images): a reader skips it by its /Length, as it would skip an image.
 */
export function paddedPdfParts(size: number): { head: Buffer; padding: number; body: Buffer } {
  return paddedParts(1, {}, size);
}

function paddedParts(pages: number, opts: { text?: string; count?: number }, size: number) {
  // The head and body grow with the digits of the padding and offsets: settle it in passes.
  let padding = 0;
  for (let pass = 0; pass < 3; pass++) {
    const { head, body } = pdfParts(pages, opts, padding);
    padding = size - head.length - body.length;
  }
  if (padding < 2) throw new Error(`a PDF of ${pages} page(s) needs more than ${size} bytes`);
  const { head, body } = pdfParts(pages, opts, padding);
  if (head.length + padding + body.length !== size) throw new Error(`cannot pad a PDF to ${size} bytes`);
  return { head, padding, body };
}

/** The header line and the objects, xref and trailer of a PDF whose objects start `padding` bytes later. */
function pdfParts(
  pages: number,
  opts: { text?: string; count?: number },
  padding: number,
): { head: Buffer; body: Buffer } {
  const text = (opts.text ?? 'LeaseAudit test page').replace(/[()\\]/g, '');
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const fixed = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '', // the page tree, filled in below once the kids are known
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  const firstPage = fixed.length + 1;
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) kids.push(`${firstPage + i} 0 R`);
  fixed[1] = `<< /Type /Pages /Count ${opts.count ?? pages} /Kids [${kids.join(' ')}] >>`;
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>';
  const total = fixed.length + pages + 1;
  // The padding is the data of object `total` (past /Size, so outside the xref: unused).
  const head = padding > 0 ? `%PDF-1.7\n${total} 0 obj\n<< /Length ${padding} >>\nstream\n` : '%PDF-1.7\n';
  const chunks: string[] = padding > 0 ? ['\nendstream\nendobj\n'] : [];
  const offsets: number[] = [];
  let at = head.length + padding + (padding > 0 ? chunks[0]!.length : 0);
  const add = (n: number, body: string) => {
    const obj = `${n} 0 obj\n${body}\nendobj\n`;
    offsets.push(at);
    chunks.push(obj);
    at += Buffer.byteLength(obj);
  };
  for (const [i, body] of fixed.entries()) add(i + 1, body);
  for (let i = 0; i < pages; i++) add(firstPage + i, page);
  const xref = [`xref\n0 ${total}\n0000000000 65535 f \n`];
  for (const off of offsets) xref.push(`${String(off).padStart(10, '0')} 00000 n \n`);
  chunks.push(xref.join(''), `trailer\n<< /Size ${total} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`);
  return { head: Buffer.from(head, 'latin1'), body: Buffer.from(chunks.join(''), 'latin1') };
}

/** A PDF whose page tree has no pages at all. */
export function pdfWithoutPages(): Buffer {
  return pdfWithPages(0);
}

/** A real password-protected PDF (pdfkit's standard security handler, user password set). */
export function encryptedPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text('A lease nobody can read without the password.');
    doc.end();
  });
}

/** Only the header line: what an upload cut off after its first bytes looks like. */
export function headerOnlyPdf(): Buffer {
  return Buffer.from('%PDF-1.7\n');
}

/**
 * Customers (a users row + a profile with role user, no password) written straight to the
 * database, one per `createdAt` (ISO text: microseconds and repeats are kept, for ordering
 * tests). Returns their ids in the same order.
 */
export async function insertCustomers(db: Database, createdAts: string[]): Promise<string[]> {
  const ids = createdAts.map(() => randomBytes(12).toString('hex'));
  if (!ids.length) return ids;
  const at = (i: number) => sql`${createdAts[i]}::timestamptz`;
  await db.insert(users).values(
    ids.map((id, i) => ({
      id,
      name: 'Listed Customer',
      email: `listed-${id}@example.com`,
      createdAt: at(i),
    })),
  );
  await db
    .insert(profiles)
    .values(ids.map((id, i) => ({ id, email: `listed-${id}@example.com`, role: 'user', createdAt: at(i) })));
  return ids;
}

/** Documents of `ownerId` written straight to the database (no blob), one per entry. */
export async function insertDocuments(
  db: Database,
  ownerId: string,
  rows: { createdAt: string; analysisStatus: string | null }[],
): Promise<string[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(documents)
    .values(
      rows.map((r, i) => ({
        title: `Listed document ${i + 1}`,
        filePath: `missing/${randomBytes(8).toString('hex')}.pdf`,
        createdBy: ownerId,
        analysisStatus: r.analysisStatus,
        createdAt: sql`${r.createdAt}::timestamptz`,
      })),
    )
    .returning({ id: documents.id });
  return inserted.map((r) => r.id);
}

/** Descriptors of process `pid` (Linux /proc) open on files under `dir`. */
export function openFilesUnder(pid: number | 'self', dir: string): string[] {
  const fdDir = `/proc/${pid}/fd`;
  const open: string[] = [];
  for (const fd of readdirSync(fdDir)) {
    try {
      const target = readlinkSync(`${fdDir}/${fd}`);
      if (target.startsWith(dir)) open.push(target);
    } catch {
      // closed while we looked
    }
  }
  return open;
}

/** How many descriptors process `pid` has open (Linux /proc). */
export function openDescriptorCount(pid: number | 'self'): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Every file below `dir` (recursively; hidden temp files included), as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** A multipart/form-data body written by hand (for part orders and malformed bodies FormData cannot make). */
export function multipartBody(
  parts: (
    | { name: string; value: string }
    | { name: string; filename: string; type?: string; data: Buffer }
  )[],
  boundary = `----leaseaudit${Math.random().toString(16).slice(2)}`,
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What each descriptor of process `pid` points at (Linux /proc): `socket:[...]`, a path, `anon_inode:[eventfd]`. */
export function openDescriptors(pid: number | 'self'): string[] {
  const fdDir = `/proc/${pid}/fd`;
  const out: string[] = [];
  for (const fd of readdirSync(fdDir)) {
    try {
      out.push(readlinkSync(`${fdDir}/${fd}`));
    } catch {
      // closed while we looked
    }
  }
  return out;
}

/** The body of a public sign-up (spec 2.4: both names and the terms acceptance), as the web sends it. */
export function signUpBody(email: string, extra: Record<string, unknown> = {}) {
  return {
    name: 'Maria Lopez',
    email,
    password: 'bakery-2024',
    firstName: 'Maria',
    lastName: 'Lopez',
    acceptedTerms: true,
    ...extra,
  };
}

// ---------------------------------------------------------------------------
// Admin workspace (issue 12): customers, submitted requests, publications, orders and
// review decisions written straight to the database, with chosen times.
// ---------------------------------------------------------------------------

import {
  reviewDecisions as adminDecisionsTable,
  orders as adminOrdersTable,
  reportPublications as adminPublicationsTable,
  analysisQueue as adminQueueTable,
} from '../../src/server/db/schema';

/** A customer (role user unless told) with names, tier, credits and money spent; returns the id. */
export async function seedAdminCustomer(
  db: Database,
  opts: {
    email?: string;
    firstName?: string;
    lastName?: string;
    role?: 'user' | 'admin' | 'assistant';
    tier?: 'basic' | 'premium' | null;
    credits?: number;
    spentCents?: number;
    createdAt?: string;
  } = {},
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const email = opts.email ?? `seeded-${id}@example.com`;
  const createdAt = opts.createdAt ? sql`${opts.createdAt}::timestamptz` : undefined;
  await db.insert(users).values({ id, name: 'Seeded Customer', email, createdAt });
  await db.insert(profiles).values({
    id,
    email,
    firstName: opts.firstName ?? '',
    lastName: opts.lastName ?? '',
    role: opts.role ?? 'user',
    subscriptionTier: opts.tier ?? null,
    credits: opts.credits ?? 0,
    totalAmountSpentCents: opts.spentCents ?? 0,
    createdAt,
  });
  return id;
}

/**
 * A submitted request: its queue entry at `submittedAt` and one document per status pair
 * (in order, a second apart, so the last one decides the derived status). Returns the id.
 */
export async function seedAdminRequest(
  db: Database,
  userId: string,
  opts: {
    submittedAt: Date;
    documents: { analysisStatus: string; vaDesignStatus?: string }[];
  },
): Promise<string> {
  const requestId = crypto.randomUUID();
  await db.insert(adminQueueTable).values({ requestId, userId, createdAt: opts.submittedAt });
  if (opts.documents.length) {
    await db.insert(documents).values(
      opts.documents.map((d, i) => ({
        title: `Request document ${i + 1}`,
        filePath: `missing/${randomBytes(8).toString('hex')}.pdf`,
        createdBy: userId,
        requestId,
        analysisStatus: d.analysisStatus,
        vaDesignStatus: d.vaDesignStatus ?? 'pending',
        createdAt: new Date(opts.submittedAt.getTime() + (i + 1) * 1000),
      })),
    );
  }
  return requestId;
}

/** One publication of a request's enhanced report at `at` (version counts up from 1). */
export async function seedReportPublication(db: Database, requestId: string, at: Date, version = 1) {
  await db.insert(adminPublicationsTable).values({
    requestId,
    version,
    source: 'generated',
    filePath: `${requestId}/${randomBytes(6).toString('hex')}.pdf`,
    sizeBytes: 1000,
    sha256: randomBytes(32).toString('hex'),
    createdAt: at,
  });
}

/** An order of `userId`; returns its id. */
export async function seedOrder(
  db: Database,
  userId: string,
  opts: { status?: string; plan?: 'basic' | 'premium'; amountCents?: number; createdAt?: Date } = {},
): Promise<string> {
  const id = `ord_${randomBytes(8).toString('hex')}`;
  await db.insert(adminOrdersTable).values({
    id,
    userId,
    plan: opts.plan ?? 'basic',
    status: opts.status ?? 'completed',
    amountCents: opts.amountCents ?? 19_700,
    createdAt: opts.createdAt,
  });
  return id;
}

/**
 * Review decisions as the assistant review writes them: engine findings (confirm, adjust,
 * reject; finding ids f1, f2, ... per request) and added ones (action add, no finding id).
 */
export async function seedReviewDecisions(
  db: Database,
  rows: {
    action: 'confirm' | 'adjust' | 'reject' | 'add';
    rule: string;
    originalAmountCents?: number | null;
    amountCents?: number | null;
    updatedAt?: Date;
    requestId?: string;
    reviewerId?: string | null;
  }[],
): Promise<void> {
  if (!rows.length) return;
  const requestId = crypto.randomUUID();
  await db.insert(adminDecisionsTable).values(
    rows.map((r, i) => ({
      requestId: r.requestId ?? requestId,
      findingId: r.action === 'add' ? null : `f${i + 1}-${randomBytes(3).toString('hex')}`,
      action: r.action,
      rule: r.rule,
      originalAmountCents: r.action === 'add' ? null : (r.originalAmountCents ?? 0),
      amountCents: r.amountCents ?? null,
      reason: r.action === 'confirm' ? null : 'seeded',
      reviewerId: r.reviewerId ?? null,
      updatedAt: r.updatedAt,
      createdAt: r.updatedAt,
    })),
  );
}

/** The engine's audit of sample-01 (run once: `leaseaudit analyze` on /work/shared/samples/sample-01). */
export const SAMPLE_01_AUDIT = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../fixtures/sample-01-audit.json'), 'utf8'),
) as AuditJson;

const SAMPLE_01_FILES = [
  { title: 'lease.pdf', uploadType: 'lease_agreement' },
  { title: 'recon-2023.pdf', uploadType: 'reconciliation' },
  { title: 'recon-2024.pdf', uploadType: 'reconciliation' },
  { title: 'bill.pdf', uploadType: 'current_bill' },
] as const;

/**
 * A submitted sample-01 request of `ownerId` whose automated analysis finished, written
 * straight to the database in a moment instead of running the engine: its four documents
 * (titles and page counts of the real files, the real PDFs in the BlobStore unless
 * `storeFiles` is false), the analysis queue entry, and either the real audit
 * (SAMPLE_01_AUDIT, with its report text) or, with `status: 'failed'`, the engine's reason.
 */
export async function insertAnalysedRequest(
  services: Pick<Services, 'db' | 'blobs'>,
  ownerId: string,
  opts: {
    /** processing: submitted, the engine still at work (not a review target yet). */
    status?: 'completed' | 'failed' | 'processing';
    createdAt?: string;
    planType?: 'basic' | 'premium';
    comments?: string | null;
    error?: string;
    audit?: AuditJson;
    storeFiles?: boolean;
    /** Already published by this reviewer: va_design_status completed and one publication row. */
    publishedBy?: string;
  } = {},
): Promise<{ requestId: string; documentIds: string[] }> {
  const requestId = randomUUID();
  const status = opts.status ?? 'completed';
  const audit = opts.audit ?? SAMPLE_01_AUDIT;
  const createdAt = new Date(opts.createdAt ?? Date.now());
  const keys: string[] = [];
  for (const f of SAMPLE_01_FILES) {
    const key = `${ownerId}/${randomBytes(8).toString('hex')}.pdf`;
    if (opts.storeFiles !== false) {
      const bytes = readFileSync(
        path.resolve(import.meta.dirname, '../../../shared/samples/sample-01', f.title),
      );
      await services.blobs.put('documents', key, Readable.from([bytes]), { contentType: 'application/pdf' });
    }
    keys.push(key);
  }
  const inserted = await services.db
    .insert(documents)
    .values(
      SAMPLE_01_FILES.map((f, i) => ({
        title: f.title,
        uploadType: f.uploadType,
        filePath: keys[i]!,
        createdBy: ownerId,
        requestId,
        comments: opts.comments === undefined ? 'Please check the 2023 share.' : opts.comments,
        analysisStatus: status,
        analysisResult: status === 'completed' ? { ...audit, report: auditReportText(audit) } : null,
        analysisError:
          status === 'failed'
            ? (opts.error ?? 'recon-2024.pdf could not be read. Your credit has been returned.')
            : null,
        requiredTier: opts.planType ?? 'basic',
        pageCount: audit.documents.find((d) => d.file === f.title)?.pages ?? 1,
        vaDesignStatus: opts.publishedBy ? 'completed' : 'pending',
        enhancedReportFilePath: opts.publishedBy ? `${requestId}/published.pdf` : null,
        createdAt: new Date(createdAt.getTime() + i),
      })),
    )
    .returning({ id: documents.id });
  await services.db.insert(analysisQueue).values({
    requestId,
    userId: ownerId,
    planType: opts.planType ?? 'basic',
    status,
    lastError: status === 'failed' ? (opts.error ?? null) : null,
    overchargeCents: status === 'completed' ? audit.totals.overchargeCents : null,
    findingsCount: status === 'completed' ? audit.findings.length : null,
    createdAt,
    completedAt: status === 'processing' ? null : new Date(createdAt.getTime() + 60_000),
  });
  if (opts.publishedBy) {
    await services.db.insert(reportPublications).values({
      requestId,
      version: 1,
      source: 'generated',
      filePath: `${requestId}/published.pdf`,
      sizeBytes: 1234,
      sha256: randomBytes(32).toString('hex'),
      summary: { confirmed: 0, adjusted: 0, removed: 0, added: 0, totalCents: audit.totals.overchargeCents },
      publishedBy: opts.publishedBy,
      createdAt: new Date(createdAt.getTime() + 120_000),
    });
  }
  return { requestId, documentIds: inserted.map((r) => r.id) };
}

// ---------------------------------------------------------------------------
// Publishing and the customer's request page (issue 12).
// ---------------------------------------------------------------------------

import { markAnalysisFailed } from '../../src/server/analysis/run-analysis';
import { reviewDecisions as publishDecisionsTable } from '../../src/server/db/schema';

/**
 * Review decisions on the findings of `audit` (SAMPLE_01_AUDIT unless told), as a reviewer
 * saves them: `decide` maps a finding id to its decision; findings not named stay undecided.
 */
export async function insertFindingDecisions(
  db: Database,
  requestId: string,
  decide: Record<string, { action: 'confirm' | 'adjust' | 'reject'; amountCents?: number; reason?: string }>,
  opts: { audit?: AuditJson; reviewerId?: string } = {},
): Promise<void> {
  const audit = opts.audit ?? SAMPLE_01_AUDIT;
  const rows = audit.findings
    .filter((f) => decide[f.id])
    .map((f) => {
      const d = decide[f.id]!;
      return {
        requestId,
        findingId: f.id,
        action: d.action,
        rule: f.rule,
        year: f.year,
        originalAmountCents: f.amountCents,
        amountCents: d.action === 'adjust' ? (d.amountCents ?? 0) : null,
        reason: d.reason ?? (d.action === 'confirm' ? null : 'checked against the lease'),
        reviewerId: opts.reviewerId ?? null,
      };
    });
  if (rows.length) await db.insert(publishDecisionsTable).values(rows);
}

/**
 * A submitted sample-01 request whose analysis failed on `documentIndex` (0 lease, 1 and 2
 * the statements, 3 the bill) the way the worker fails it: reason recorded, document to
 * replace named, credit returned (markAnalysisFailed).
 */
export async function insertFailedRequest(
  services: Services,
  ownerId: string,
  opts: { documentIndex?: number; reason?: string } = {},
): Promise<{ requestId: string; documentIds: string[] }> {
  const made = await insertAnalysedRequest(services, ownerId, { status: 'completed' });
  await services.db
    .update(analysisQueue)
    .set({ status: 'processing' })
    .where(sql`${analysisQueue.requestId} = ${made.requestId}`);
  await markAnalysisFailed(
    services,
    made.requestId,
    opts.reason ?? 'recon-2024.pdf is password-protected: remove the password and upload it again',
    { documentId: made.documentIds[opts.documentIndex ?? 2] ?? null },
  );
  return made;
}

// ---------------------------------------------------------------------------
// Orders as the payment webhook leaves them (issue 13).
// ---------------------------------------------------------------------------

import { orders as paidOrdersTable } from '../../src/server/db/schema';

/**
 * A paid order of `userId` as fulfilment writes it (status completed, fulfilled_at set,
 * a payment intent and checkout session); `credit` also adds its credit to the profile,
 * as the webhook does. Returns the order row.
 */
export async function seedPaidOrder(
  db: Database,
  userId: string,
  opts: {
    plan?: 'basic' | 'premium';
    amountCents?: number;
    createdAt?: Date;
    status?: 'completed' | 'processing' | 'failed' | 'refunded';
    requestId?: string | null;
    checkoutSessionId?: string;
    credit?: boolean;
  } = {},
): Promise<typeof paidOrdersTable.$inferSelect> {
  const hex = randomBytes(8).toString('hex');
  const status = opts.status ?? 'completed';
  const plan = opts.plan ?? 'basic';
  const amountCents = opts.amountCents ?? (plan === 'premium' ? 39_700 : 19_700);
  const [row] = await db
    .insert(paidOrdersTable)
    .values({
      id: `ord_${hex}`,
      userId,
      plan,
      status,
      amountCents,
      checkoutSessionId: opts.checkoutSessionId ?? `cs_test_${hex}`,
      paymentIntentId: status === 'failed' ? null : `pi_test_${hex}`,
      fulfilledAt: status === 'completed' || status === 'refunded' ? (opts.createdAt ?? new Date()) : null,
      requestId: opts.requestId ?? null,
      createdAt: opts.createdAt,
    })
    .returning();
  if (opts.credit) {
    await db
      .update(profiles)
      .set({
        credits: sql`${profiles.credits} + 1`,
        subscriptionTier: plan,
        totalAmountSpentCents: sql`${profiles.totalAmountSpentCents} + ${amountCents}`,
      })
      .where(sql`${profiles.id} = ${userId}`);
  }
  return row!;
}
