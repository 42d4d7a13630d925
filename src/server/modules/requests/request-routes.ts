import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { authorizeResource, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { receiveSingleFile } from '../../http/multipart';
import type { Services } from '../../services';
import { BlobNotFoundError, type BucketName } from '../../storage';
import { findOwnRequestDocuments, listOwnRequests, summarizeRequest } from '../documents/document-service';
import { attachment } from '../documents/download-headers';
import { inspectStoredPdf } from '../documents/pdf-inspection';
import { requestDetail } from './request-detail';
import { findRetryable, retryRequest, storeReplacement } from './request-retry';

const NO_REPORT = 'No report content available';

/** A stored file as the download, or null when it is missing (logged: the next source is tried). */
async function fileDownload(services: Services, bucket: BucketName, key: string, name: string) {
  try {
    const body = await services.blobs.get(bucket, key);
    return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': attachment(name),
        'cache-control': 'private, no-store',
      },
    });
  } catch (err) {
    if (!(err instanceof BlobNotFoundError)) throw err;
    services.logger.warn({ bucket, key }, 'report file is missing');
    return null;
  }
}

/** The customer's analysis requests (spec 2.9), one request's page and its finished report (spec 2.8, 7). */
export const requestRoutes = new Hono<AppEnv>()
  .get('/analysis-requests', async (c) => {
    const actor = requireActor(c);
    return c.json({ requests: await listOwnRequests(c.var.services.db, actor.userId) });
  })
  .get('/analysis-requests/:requestId', async (c) => {
    const actor = requireActor(c);
    const requestId = c.req.param('requestId');
    const docs = await findOwnRequestDocuments(c.var.services.db, actor.userId, requestId);
    authorizeResource(docs.length > 0, 'Request not found');
    return c.json(await requestDetail(c.var.services.db, requestId, docs));
  })
  .post('/analysis-requests/:requestId/retry', async (c) => {
    const actor = requireActor(c);
    const { services } = c.var;
    const requestId = c.req.param('requestId');
    // Checked before the body is read: nothing stored for a request that cannot be re-run.
    await findRetryable(services, actor, requestId);
    const upload = await receiveSingleFile(c, {
      fileField: 'file',
      handleFile: (file) => storeReplacement(services, actor, file),
      discard: (stored) => services.blobs.delete('documents', stored.key),
    });
    const stored = upload.file;
    try {
      const inspection = await inspectStoredPdf(services.blobs, stored.key, stored.bytes, stored.filename);
      const answer = await retryRequest(
        services,
        actor,
        requestId,
        { ...stored, pageCount: inspection.pageCount },
        upload.fields.document_id || undefined,
      );
      return c.json(answer, 202);
    } catch (err) {
      await services.blobs.delete('documents', stored.key).catch(() => {});
      throw err;
    }
  })
  .get('/analysis-requests/:requestId/report', async (c) => {
    const actor = requireActor(c);
    const { services } = c.var;
    const docs = await findOwnRequestDocuments(services.db, actor.userId, c.req.param('requestId'));
    authorizeResource(docs.length > 0, 'Request not found');
    const summary = summarizeRequest(docs[0]!.requestId!, docs);
    authorizeResource(summary.report_ready, NO_REPORT);
    const title = `Analysis Report - ${summary.title.replace(/\.pdf$/i, '')}`;
    // Spec 7 storage order: the enhanced PDF, else the generated report, else the text.
    const enhanced = docs.find((d) => d.enhancedReportFilePath)?.enhancedReportFilePath;
    const generated = docs.find((d) => d.analysisFilePath)?.analysisFilePath;
    const pdf =
      (enhanced && (await fileDownload(services, 'enhanced_reports', enhanced, `${title}.pdf`))) ||
      (generated && (await fileDownload(services, 'analysis', generated, `${title}.pdf`)));
    if (pdf) return pdf;
    const report = docs
      .map((d) => (d.analysisResult as { report?: unknown } | null)?.report)
      .find((r): r is string => typeof r === 'string' && r.length > 0);
    authorizeResource(!!report, NO_REPORT);
    return new Response(report, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': attachment(`${title}.txt`),
        'cache-control': 'private, no-store',
      },
    });
  });
