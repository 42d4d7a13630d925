import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { authorizeArea, authorizeResource, policies, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { receiveSingleFile } from '../../http/multipart';
import { limiterPerApp } from '../../http/rate-limit';
import { BlobNotFoundError } from '../../storage';
import { insertWizardUpload } from '../wizard/wizard-service';
import { findDocument, listOwnDocuments, toDocumentDto } from './document-service';
import { insertUploadedDocument, parseUploadFields, storeUploadedPdf } from './document-upload';
import { attachment, inline } from './download-headers';
import { inspectStoredPdf } from './pdf-inspection';

export const UPLOADS_PER_MINUTE = 30;

/** One upload limiter per app (tests start several apps in one process). */
const uploadLimiter = limiterPerApp({
  name: 'upload',
  max: UPLOADS_PER_MINUTE,
  windowMs: 60_000,
  message: 'Too many uploads. Please wait a minute and try again.',
});

export const documentRoutes = new Hono<AppEnv>()
  .get('/documents', async (c) => {
    const actor = requireActor(c);
    const rows = await listOwnDocuments(c.var.services.db, actor.userId);
    return c.json({ documents: rows.map(toDocumentDto) });
  })
  .post('/documents', async (c) => {
    const actor = requireActor(c, 'User not authenticated');
    const { services } = c.var;
    authorizeArea(policies.uploadDocument(actor));
    await uploadLimiter(services.handle).hit(actor.userId);
    const upload = await receiveSingleFile(c, {
      fileField: 'file',
      handleFile: (file) => storeUploadedPdf(services, actor, file),
      discard: (stored) => services.blobs.delete('documents', stored.key),
    });
    const stored = upload.file;
    try {
      const fields = parseUploadFields(upload.fields);
      // Refuses (422) what the analysis could not read or may not read: decision 0022.
      const inspection = await inspectStoredPdf(services.blobs, stored.key, stored.bytes, stored.filename);
      if (!stored.complete) {
        services.logger.info(
          { key: stored.key, bytes: stored.bytes, pages: inspection.pageCount },
          'uploaded PDF has no %%EOF marker',
        );
      }
      const row = fields.request_id
        ? await insertWizardUpload(services.db, actor, stored, { ...fields, request_id: fields.request_id })
        : await insertUploadedDocument(services, actor, stored, fields);
      return c.json({ document: toDocumentDto(row) }, 201);
    } catch (err) {
      await services.blobs.delete('documents', stored.key).catch(() => {});
      throw err;
    }
  })
  .get('/documents/:id', async (c) => {
    const actor = requireActor(c);
    const doc = await findDocument(c.var.services.db, c.req.param('id'));
    authorizeResource(!!doc && policies.readDocument(actor, doc), 'Document not found');
    return c.json({ document: toDocumentDto(doc!) });
  })
  .get('/documents/:id/download', async (c) => {
    const actor = requireActor(c);
    const { services } = c.var;
    const doc = await findDocument(services.db, c.req.param('id'));
    authorizeResource(!!doc && policies.downloadDocument(actor, doc), 'Document not found');
    let body: Readable;
    try {
      body = await services.blobs.get('documents', doc!.filePath);
    } catch (err) {
      if (!(err instanceof BlobNotFoundError)) throw err;
      services.logger.warn({ documentId: doc!.id, key: doc!.filePath }, 'document file is missing');
      authorizeResource(false, 'Document not found');
      throw err;
    }
    // ?inline=1 opens the PDF in the browser (a reviewer's link to a cited page, decision 0034).
    // Every stored document is a PDF (uploads are checked by content), so inline is safe.
    const disposition = c.req.query('inline') === '1' ? inline : attachment;
    const headers: Record<string, string> = {
      'content-type': 'application/pdf',
      'content-disposition': disposition(/\.pdf$/i.test(doc!.title) ? doc!.title : `${doc!.title}.pdf`),
      'cache-control': 'private, no-store',
    };
    if (doc!.sizeBytes != null) headers['content-length'] = String(doc!.sizeBytes);
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: 200, headers });
  });
