import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { authorizeResource, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { BlobNotFoundError } from '../../storage';
import { findOwnRequestDocuments, listOwnRequests, summarizeRequest } from '../documents/document-service';
import { attachment } from '../documents/download-headers';

const NO_REPORT = 'No report content available';

/** The customer's analysis requests (spec 2.9) and their finished report (spec 2.8, 7 "Storage"). */
export const requestRoutes = new Hono<AppEnv>()
  .get('/analysis-requests', async (c) => {
    const actor = requireActor(c);
    return c.json({ requests: await listOwnRequests(c.var.services.db, actor.userId) });
  })
  .get('/analysis-requests/:requestId/report', async (c) => {
    const actor = requireActor(c);
    const { services } = c.var;
    const docs = await findOwnRequestDocuments(services.db, actor.userId, c.req.param('requestId'));
    authorizeResource(docs.length > 0, 'Request not found');
    const summary = summarizeRequest(docs[0]!.requestId!, docs);
    authorizeResource(summary.report_ready, NO_REPORT);
    const title = `Analysis Report - ${summary.title.replace(/\.pdf$/i, '')}`;
    const enhanced = docs.find((d) => d.enhancedReportFilePath)?.enhancedReportFilePath;
    if (enhanced) {
      try {
        const body = await services.blobs.get('enhanced_reports', enhanced);
        return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': attachment(`${title}.pdf`),
            'cache-control': 'private, no-store',
          },
        });
      } catch (err) {
        if (!(err instanceof BlobNotFoundError)) throw err;
        services.logger.warn({ key: enhanced }, 'enhanced report file is missing');
      }
    }
    // Spec 7: without an enhanced PDF, the analysis text is saved as '<title>.txt'.
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
