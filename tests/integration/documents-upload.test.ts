import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/server/db/schema';
import { MAX_PDF_PAGES, MAX_UPLOAD_BYTES } from '../../src/shared/constants';
import {
  encryptedPdf,
  headerOnlyPdf,
  multipartBody,
  openFilesUnder,
  pdfWithoutPages,
  pdfWithPages,
} from '../support/factories';
import { type SignedInClient, startTestApp, type TestApp } from '../support/test-app';

/** POST /api/documents (streamed multipart upload) and GET /api/documents/:id/download. */

const SAMPLE = path.resolve(import.meta.dirname, '../../../shared/samples/sample-01/bill.pdf');
const pdfBytes = readFileSync(SAMPLE);
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

let t: TestApp;
let alice: SignedInClient;
let bob: SignedInClient;

beforeAll(async () => {
  t = await startTestApp();
  alice = await t.newUser();
  bob = await t.newUser();
});
afterAll(async () => {
  await t.stop();
});

interface ErrorBody {
  error: { code: string; message: string };
}
interface DocumentBody {
  document: Record<string, unknown> & { id: string };
}

function form(parts: Record<string, string | File | File[]>): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const v of Array.isArray(value) ? value : [value]) fd.append(name, v);
  }
  return fd;
}
const pdfFile = (name = 'bill.pdf') => new File([pdfBytes], name, { type: 'application/pdf' });
const upload = (who: SignedInClient, fd: FormData) => who.client.send('POST', '/api/documents', fd);

async function rowsOf(userId: string) {
  return t.services.db.select().from(documents).where(eq(documents.createdBy, userId));
}

/** Every file (temp files included) under the user's folder of the documents bucket. */
function blobFilesOf(userId: string): string[] {
  const dir = path.join(t.database.dataDir, 'blobs', 'documents', userId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** A fresh user, so "nothing left behind" checks see only this test's files. */
const freshUser = () => t.newUser();

/**
 * A multipart body with one file of `size` bytes starting with %PDF- (or `content`),
 * generated on demand. `pulled()` tells how many body bytes the server read.
 */
function generatedUpload(size: number, content?: Buffer) {
  const boundary = `----leaseaudit${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = Buffer.alloc(1024 * 1024, 0x20);
  const first = Buffer.from(block);
  first.write('%PDF-1.7\n');
  let fileSent = 0;
  let pulled = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Buffer;
      if (stage === 'head') {
        chunk = head;
        stage = 'file';
      } else if (stage === 'file') {
        const n = Math.min(block.length, size - fileSent);
        chunk = content
          ? content.subarray(fileSent, fileSent + n)
          : (fileSent === 0 ? first : block).subarray(0, n);
        fileSent += n;
        if (fileSent >= size) stage = 'tail';
      } else if (stage === 'tail') {
        chunk = tail;
        stage = 'done';
      } else {
        controller.close();
        return;
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    pulled: () => pulled,
    total: head.length + size + tail.length,
  };
}

describe('POST /api/documents', () => {
  it('stores a real PDF: 201, the row, and the blob with the right SHA-256', async () => {
    const res = await upload(alice, form({ file: pdfFile(), description: 'June bill' }));
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as DocumentBody;
    expect(document).toMatchObject({
      title: 'bill.pdf',
      description: 'June bill',
      category: 'upload',
      upload_type: null,
      request_id: null,
      analysis_status: null,
    });
    expect(document).not.toHaveProperty('file_path');

    const [row] = await t.services.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row).toMatchObject({
      createdBy: alice.userId,
      clientEmail: alice.email,
      sizeBytes: pdfBytes.length,
      sha256: sha256(pdfBytes),
    });
    expect(row!.filePath).toMatch(new RegExp(`^${alice.userId}/[0-9a-f]{32}\\.pdf$`));

    const stored = await t.services.blobs.get('documents', row!.filePath);
    const chunks: Buffer[] = [];
    for await (const c of stored) chunks.push(c as Buffer);
    expect(sha256(Buffer.concat(chunks))).toBe(sha256(pdfBytes));
  });

  it('takes the wizard fields: upload_type, request_id, comments, and starts the analysis as pending', async () => {
    const requestId = await wizardRequestId(alice);
    const res = await upload(
      alice,
      form({ upload_type: 'current_bill', request_id: requestId, comments: 'see p.2', file: pdfFile() }),
    );
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as DocumentBody;
    expect(document).toMatchObject({
      upload_type: 'current_bill',
      request_id: requestId,
      comments: 'see p.2',
      analysis_status: 'pending',
    });
  });

  it("rejects another user's request id, or one never opened, with 404 and keeps nothing", async () => {
    const bob = await freshUser();
    const alicesRequest = await wizardRequestId(alice);
    for (const requestId of [alicesRequest, randomUUID()]) {
      const res = await upload(
        bob,
        form({ upload_type: 'lease_agreement', request_id: requestId, file: pdfFile() }),
      );
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.message).toBe('Request not found');
    }
    expect(await rowsOf(bob.userId)).toEqual([]);
    expect(blobFilesOf(bob.userId)).toEqual([]);
  });

  it('rejects a bad field sent after the file (400) and removes the stored file', async () => {
    const u = await freshUser();
    const res = await upload(u, form({ file: pdfFile(), upload_type: 'invoice' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/upload_type/);
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);
  });

  it('rejects a non-PDF named .pdf (415) and keeps nothing', async () => {
    const u = await freshUser();
    const fake = new File([Buffer.from('PK\u0003\u0004 a zip, really')], 'lease.pdf', {
      type: 'application/pdf',
    });
    const res = await upload(u, form({ file: fake }));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: { code: 'NOT_PDF', message: 'Only PDF files are allowed' } });
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);
  });

  it('refuses a PDF named .txt or declared text/plain (415) and stores every PDF under a .pdf key', async () => {
    const u = await freshUser();
    const asText = await upload(u, form({ file: new File([pdfBytes], 'bill.txt', { type: 'text/plain' }) }));
    const textType = await upload(
      u,
      form({ file: new File([pdfBytes], 'bill.pdf', { type: 'text/plain' }) }),
    );
    const noExtension = await upload(
      u,
      form({ file: new File([pdfBytes], 'bill', { type: 'application/pdf' }) }),
    );
    for (const res of [asText, textType, noExtension]) {
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: { code: 'NOT_PDF', message: 'Only PDF files are allowed' } });
    }
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);

    // What browsers send for a .pdf without a system mapping, and an upper-case name.
    const generic = await upload(
      u,
      form({ file: new File([pdfBytes], 'BILL.PDF', { type: 'application/octet-stream' }) }),
    );
    expect(generic.status).toBe(201);
    const [row] = await rowsOf(u.userId);
    expect(row!.title).toBe('BILL.PDF');
    expect(row!.filePath).toMatch(/\.pdf$/);
  });

  it('refuses encrypted, header-only, cut-off, page-less and too-long PDFs (422, the reason) and keeps nothing', async () => {
    const u = await freshUser();
    const cases: [Buffer, string, RegExp][] = [
      [await encryptedPdf(), 'PDF_ENCRYPTED', /^locked\.pdf is password-protected/],
      [headerOnlyPdf(), 'PDF_DAMAGED', /^locked\.pdf is incomplete \(the file was cut off\)/],
      [pdfBytes.subarray(0, pdfBytes.length / 2), 'PDF_DAMAGED', /^locked\.pdf is incomplete/],
      [pdfWithoutPages(), 'PDF_EMPTY', /^locked\.pdf has no pages/],
      [pdfWithPages(MAX_PDF_PAGES + 1), 'PDF_TOO_MANY_PAGES', /has 1,001 pages; the limit is 1,000 pages/],
    ];
    for (const [bytes, code, message] of cases) {
      const requestId = await wizardRequestId(u);
      const res = await upload(
        u,
        form({
          upload_type: 'supporting_docs',
          request_id: requestId,
          file: new File([new Uint8Array(bytes)], 'locked.pdf', { type: 'application/pdf' }),
        }),
      );
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);
  }, 60_000);

  it('an over-long field right before the file: 400, and no row, blob, temp file or open descriptor', async () => {
    const u = await freshUser();
    const { body, contentType } = multipartBody([
      { name: 'title', value: 't'.repeat(20_000) },
      { name: 'file', filename: 'bill.pdf', data: pdfBytes },
    ]);
    // The field and the start of the file in one chunk (busboy still announces the file
    // part after the refusal); the rest of the body never comes.
    let endBody = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(body.subarray(0, 20_500)));
        endBody = () => controller.close();
      },
    });
    const res = await u.client.send('POST', '/api/documents', stream, { 'content-type': contentType });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.message).toBe('The field title is too long.');
    // Not a speed check: a file part that was wrongly handled would have opened its temp file by now.
    await new Promise((r) => setTimeout(r, 500));
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);
    expect(openFilesUnder('self', path.join(t.database.dataDir, 'blobs'))).toEqual([]);
    endBody();
  });

  it('rejects an empty file as not a PDF (415)', async () => {
    const u = await freshUser();
    const res = await upload(u, form({ file: new File([], 'empty.pdf') }));
    expect(res.status).toBe(415);
    expect(blobFilesOf(u.userId)).toEqual([]);
  });

  it('rejects 100 MB + 1 byte (413) and keeps nothing', async () => {
    const u = await freshUser();
    const gen = generatedUpload(MAX_UPLOAD_BYTES + 1);
    const res = await u.client.send('POST', '/api/documents', gen.body, gen.headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'FILE_TOO_LARGE', message: 'File size must be less than 100MB' },
    });
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);
  }, 60_000);

  it('stops reading a much larger upload at the limit', async () => {
    const u = await freshUser();
    const gen = generatedUpload(MAX_UPLOAD_BYTES * 2);
    const res = await u.client.send('POST', '/api/documents', gen.body, gen.headers);
    expect(res.status).toBe(413);
    expect(gen.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 8 * 1024 * 1024);
    expect(blobFilesOf(u.userId)).toEqual([]);
  }, 60_000);

  it('accepts exactly 100 MB', async () => {
    const u = await freshUser();
    // A real (padded) PDF: the upload check opens what it stores.
    const gen = generatedUpload(MAX_UPLOAD_BYTES, pdfWithPages(1, { padTo: MAX_UPLOAD_BYTES }));
    const res = await u.client.send('POST', '/api/documents', gen.body, gen.headers);
    expect(res.status).toBe(201);
    const [row] = await rowsOf(u.userId);
    expect(row!.sizeBytes).toBe(MAX_UPLOAD_BYTES);
    await t.services.blobs.delete('documents', row!.filePath);
  }, 60_000);

  it('answers 401 "User not authenticated" without a session', async () => {
    const res = await t.client().send('POST', '/api/documents', form({ file: pdfFile() }));
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.message).toBe('User not authenticated');
  });

  it('rejects two files in one request (400) and keeps nothing', async () => {
    const u = await freshUser();
    const res = await upload(u, form({ file: [pdfFile('a.pdf'), pdfFile('b.pdf')] }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe('TOO_MANY_FILES');
    expect(await rowsOf(u.userId)).toEqual([]);
    expect(blobFilesOf(u.userId)).toEqual([]);
  });

  it('rejects a request without a file, or not multipart (400)', async () => {
    const u = await freshUser();
    const none = await upload(u, form({ description: 'no file' }));
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).error.code).toBe('NO_FILE');
    const json = await u.client.post('/api/documents', { file: 'x' });
    expect(json.status).toBe(400);
    expect(await rowsOf(u.userId)).toEqual([]);
  });

  it('rate-limits uploads per user (429 after 30 a minute)', async () => {
    const u = await freshUser();
    for (let i = 0; i < 30; i++) {
      // Cheap attempts count too: the limit is on attempts, before the body is read.
      const res = await u.client.post('/api/documents', {});
      expect(res.status).toBe(400);
    }
    const res = await upload(u, form({ file: pdfFile() }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many uploads. Please wait a minute and try again.',
    });
    expect(blobFilesOf(u.userId)).toEqual([]);
    // Another user is not affected.
    expect((await upload(await freshUser(), form({ file: pdfFile() }))).status).toBe(201);
  });
});

describe('GET /api/documents and download', () => {
  it('lists only the caller’s own documents, newest first', async () => {
    const first = (await (await upload(bob, form({ file: pdfFile('one.pdf') }))).json()) as DocumentBody;
    const second = (await (await upload(bob, form({ file: pdfFile('two.pdf') }))).json()) as DocumentBody;
    const res = await bob.client.get('/api/documents');
    expect(res.status).toBe(200);
    const { documents: list } = (await res.json()) as { documents: { id: string }[] };
    expect(list.map((d) => d.id)).toEqual([second.document.id, first.document.id]);
  });

  it('downloads the owner’s file with its bytes, type and name', async () => {
    const created = (await (
      await upload(alice, form({ file: pdfFile('Rent bill é.pdf') }))
    ).json()) as DocumentBody;
    const res = await alice.client.get(`/api/documents/${created.document.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Rent bill _.pdf"; filename*=UTF-8''${encodeURIComponent('Rent bill é.pdf')}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(pdfBytes)).toBe(true);
  });

  it('answers another user’s document exactly like a missing one (404 "Document not found")', async () => {
    const [bobsRow] = await rowsOf(bob.userId);
    const others = await alice.client.get(`/api/documents/${bobsRow!.id}/download`);
    const missing = await alice.client.get(`/api/documents/${randomUUID()}/download`);
    const junk = await alice.client.get('/api/documents/not-an-id/download');
    for (const res of [others, missing, junk]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Document not found' } });
    }
  });

  it('answers 404 when the row exists but its file is gone', async () => {
    const u = await freshUser();
    const created = (await (await upload(u, form({ file: pdfFile() }))).json()) as DocumentBody;
    const [row] = await rowsOf(u.userId);
    await t.services.blobs.delete('documents', row!.filePath);
    const res = await u.client.get(`/api/documents/${created.document.id}/download`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.message).toBe('Document not found');
  });
});

/** The request id of the user's open wizard (created on first read). */
async function wizardRequestId(user: { client: { get(path: string): Promise<Response> } }): Promise<string> {
  const res = await user.client.get('/api/wizard');
  expect(res.status).toBe(200);
  return ((await res.json()) as { wizard: { request_id: string } }).wizard.request_id;
}
