import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocument } from '../../src/engine/pdf/read-document';
import { auditLog, documents, outboundEmails, reportPublications } from '../../src/server/db/schema';
import { MAIL_QUEUE } from '../../src/server/jobs/mail-jobs';
import { MAX_ENHANCED_REPORT_BYTES } from '../../src/shared/constants';
import {
  ENHANCED_TOO_LARGE_MESSAGE,
  ONLY_PDF_MESSAGE,
  PUBLISH_SUCCESS_MESSAGE,
  type PublishResponse,
} from '../../src/shared/contracts/publishing';
import {
  filesUnder,
  insertAnalysedRequest,
  insertFailedRequest,
  insertFindingDecisions,
} from '../support/factories';
import { APP_URL, type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/**
 * Publishing the enhanced report (issue 12, decision 0035): generated from the reviewed
 * audit or uploaded; one transaction; versions; PDF-only and 200 MB by content.
 */

let t: TestApp;
let customer: SignedInClient;
let assistant: SignedInClient;

beforeAll(async () => {
  t = await startTestApp();
  customer = await t.newUser({ credits: 1 });
  assistant = await t.newUser({ role: 'assistant' });
});
afterAll(async () => {
  await t.stop();
});

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const SAMPLE_PDF = readFileSync(
  path.resolve(import.meta.dirname, '../../../shared/samples/sample-01/bill.pdf'),
);

async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await readDocument(new Uint8Array(pdf), { file: 'report.pdf', ocr: 'never' });
  return doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
}

/** A finished analysis of sample-01 with both findings decided: f1 confirmed, f2 adjusted to $2,000. */
async function reviewedRequest() {
  const made = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
  await insertFindingDecisions(
    t.services.db,
    made.requestId,
    { f1: { action: 'confirm' }, f2: { action: 'adjust', amountCents: 200_000 } },
    { reviewerId: assistant.userId },
  );
  return made.requestId;
}

const publish = (requestId: string, who = assistant) =>
  who.client.post(`/api/assistant/requests/${requestId}/publish`, { source: 'generated' });

function uploadForm(bytes: Buffer, name = 'enhanced.pdf', type = 'application/pdf') {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return fd;
}
const upload = (requestId: string, body: BodyInit, headers?: Record<string, string>) =>
  assistant.client.send('POST', `/api/assistant/requests/${requestId}/publish/upload`, body, headers);

async function docsOf(requestId: string) {
  return t.services.db.select().from(documents).where(eq(documents.requestId, requestId));
}
async function publicationsOf(requestId: string) {
  return t.services.db.select().from(reportPublications).where(eq(reportPublications.requestId, requestId));
}
const reportFiles = (requestId: string) =>
  filesUnder(path.join(t.database.dataDir, 'blobs', 'enhanced_reports', requestId));

async function readBlob(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await t.services.blobs.get('enhanced_reports', key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('POST /api/assistant/requests/:requestId/publish (generated)', () => {
  it('renders the reviewed audit, stores it, completes the request, logs it and queues the e-mail', async () => {
    const requestId = await reviewedRequest();
    const res = await publish(requestId);
    expect(res.status).toBe(201);
    const body = (await res.json()) as PublishResponse;
    expect(body.message).toBe(PUBLISH_SUCCESS_MESSAGE);
    expect(body.publication).toMatchObject({ version: 1, source: 'generated' });

    const [pub] = await publicationsOf(requestId);
    expect(pub).toMatchObject({
      id: body.publication.id,
      publishedBy: assistant.userId,
      summary: { confirmed: 1, adjusted: 1, removed: 0, added: 0, pending: 0, totalCents: 470_594 + 200_000 },
    });
    expect(pub!.filePath).toMatch(new RegExp(`^${requestId}/[0-9a-f]{32}\\.pdf$`));
    const docs = await docsOf(requestId);
    expect(docs.map((d) => [d.enhancedReportFilePath, d.vaDesignStatus])).toEqual(
      docs.map(() => [pub!.filePath, 'completed']),
    );

    const pdf = await readBlob(pub!.filePath);
    expect(sha256(pdf)).toBe(pub!.sha256);
    const text = await pdfText(pdf);
    expect(text).toContain('Reviewed by an expert: 1 confirmed, 1 adjusted, 0 removed, 0 added');
    expect(text).toContain('$2,000.00');

    const [log] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, requestId), eq(auditLog.action, 'report.publish')));
    expect(log).toMatchObject({
      actorUserId: assistant.userId,
      details: { version: 1, source: 'generated', before: null, after: pub!.filePath },
    });

    const [mail] = await t.services.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.id, pub!.emailId!));
    expect(mail).toMatchObject({ toAddress: customer.email, kind: 'report_ready' });
    expect(mail!.textBody).toContain(`${APP_URL}/analysis-requests/${requestId}`);
    expect(mail!.htmlBody).toContain(`href="${APP_URL}/analysis-requests/${requestId}"`);
    const jobs = await t.services.handle.query<{ id: string }>(
      `select id from pgboss.job where name = $1 and data->>'mailId' = $2`,
      [MAIL_QUEUE, pub!.emailId],
    );
    expect(jobs).toHaveLength(1);
  });

  it('refuses while findings are undecided (409, the count) and changes nothing', async () => {
    const made = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    await insertFindingDecisions(t.services.db, made.requestId, { f1: { action: 'confirm' } });
    const res = await publish(made.requestId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Review every finding before publishing: 1 left',
    );
    expect(await publicationsOf(made.requestId)).toEqual([]);
    expect((await docsOf(made.requestId)).every((d) => d.vaDesignStatus === 'pending')).toBe(true);
  });

  it('refuses a request whose analysis did not complete (409) and an unknown one (404)', async () => {
    const failed = await insertFailedRequest(t.services, customer.userId);
    expect((await publish(failed.requestId)).status).toBe(409);
    expect((await publish('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await publish('not-a-uuid')).status).toBe(404);
  });

  it('validates the body', async () => {
    const requestId = await reviewedRequest();
    const res = await assistant.client.post(`/api/assistant/requests/${requestId}/publish`, {
      source: 'other',
    });
    expect(res.status).toBe(400);
  });

  it('publishing twice is version 2: documents point at the new file, the first stays on record', async () => {
    const requestId = await reviewedRequest();
    expect((await publish(requestId)).status).toBe(201);
    const res = await upload(requestId, uploadForm(SAMPLE_PDF));
    expect(res.status).toBe(201);
    expect(((await res.json()) as PublishResponse).publication).toMatchObject({
      version: 2,
      source: 'uploaded',
    });

    const pubs = (await publicationsOf(requestId)).sort((a, b) => a.version - b.version);
    expect(pubs.map((p) => p.version)).toEqual([1, 2]);
    expect(new Set((await docsOf(requestId)).map((d) => d.enhancedReportFilePath))).toEqual(
      new Set([pubs[1]!.filePath]),
    );
    expect(reportFiles(requestId)).toHaveLength(2);
    const logs = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, requestId), eq(auditLog.action, 'report.publish')));
    expect(logs.find((l) => (l.details as { version: number }).version === 2)?.details).toMatchObject({
      before: pubs[0]!.filePath,
      after: pubs[1]!.filePath,
    });
    expect(pubs.map((p) => [p.source, p.publishedBy])).toEqual([
      ['generated', assistant.userId],
      ['uploaded', assistant.userId],
    ]);
    expect(pubs[1]!.sha256).toBe(sha256(SAMPLE_PDF));
  });

  it('a double submit makes one publication per click with distinct versions', async () => {
    const requestId = await reviewedRequest();
    const answers = await Promise.all([publish(requestId), publish(requestId)]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const versions = (await publicationsOf(requestId)).map((p) => p.version).sort();
    expect(versions).toEqual([1, 2]);
  });

  /** Publishes while `failing` makes one step throw: 500, and the request exactly as it was. */
  async function publishFailing(failing: { mockRestore(): void }) {
    const requestId = await reviewedRequest();
    try {
      expect((await publish(requestId)).status).toBe(500);
    } finally {
      failing.mockRestore();
    }
    expect(await publicationsOf(requestId)).toEqual([]);
    expect(
      (await docsOf(requestId)).every((d) => d.vaDesignStatus === 'pending' && !d.enhancedReportFilePath),
    ).toBe(true);
    expect(reportFiles(requestId)).toEqual([]);
    expect(await t.services.db.select().from(auditLog).where(eq(auditLog.targetId, requestId))).toEqual([]);
  }

  it('changes nothing when storing the file fails', async () => {
    await publishFailing(vi.spyOn(t.services.blobs, 'put').mockRejectedValueOnce(new Error('disk full')));
  });

  it('changes nothing and keeps no file when a write in the transaction fails', async () => {
    await publishFailing(
      vi.spyOn(t.services.mailer, 'store').mockRejectedValueOnce(new Error('outbox down')),
    );
  });
});

describe('POST /api/assistant/requests/:requestId/publish/upload', () => {
  it('refuses a file that is not a PDF by its content, even named .pdf (415), storing nothing', async () => {
    const requestId = await reviewedRequest();
    const res = await upload(requestId, uploadForm(Buffer.from('GIF89a not a pdf at all'), 'report.pdf'));
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(ONLY_PDF_MESSAGE);
    expect(await publicationsOf(requestId)).toEqual([]);
    expect(reportFiles(requestId)).toEqual([]);
  });

  it('may publish with findings undecided (the reviewer judged elsewhere): pending is recorded', async () => {
    const made = await insertAnalysedRequest(t.services, customer.userId, { storeFiles: false });
    const res = await upload(made.requestId, uploadForm(SAMPLE_PDF));
    expect(res.status).toBe(201);
    const [pub] = await publicationsOf(made.requestId);
    expect(pub!.summary).toMatchObject({ pending: 2, confirmed: 0 });
  });

  it('refuses a file over 200 MB while streaming it (413, the spec message), storing nothing', async () => {
    const requestId = await reviewedRequest();
    const boundary = '----leaseauditbig';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const block = Buffer.alloc(1024 * 1024, 0x20);
    const size = MAX_ENHANCED_REPORT_BYTES + block.length;
    let sent = 0;
    let stage = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (stage === 0) {
          stage = 1;
          controller.enqueue(head);
        } else if (sent < size) {
          sent += block.length;
          controller.enqueue(block);
        } else if (stage === 1) {
          stage = 2;
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        } else controller.close();
      },
    });
    const res = await upload(requestId, body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      ENHANCED_TOO_LARGE_MESSAGE,
    );
    expect(await publicationsOf(requestId)).toEqual([]);
    expect(reportFiles(requestId)).toEqual([]);
  });
});
