import { Hono } from 'hono';
import { MAX_ENHANCED_REPORT_BYTES } from '../../../shared/constants';
import { ENHANCED_TOO_LARGE_MESSAGE, publishGeneratedBodySchema } from '../../../shared/contracts/publishing';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import { DomainError } from '../../domain/errors';
import type { AppEnv } from '../../http/context';
import { receiveSingleFile } from '../../http/multipart';
import { limiterPerApp } from '../../http/rate-limit';
import { parseJson } from '../../http/validate';
import { streamPdfInto } from '../documents/document-upload';
import {
  commitPublication,
  loadPublishable,
  renderReviewedReport,
  reportKey,
  storeRenderedReport,
} from './publish-service';

/** Publications per assistant per minute: far above a reviewer's pace, far below a loop's. */
export const PUBLISHES_PER_MINUTE = 20;

const publishLimiter = limiterPerApp({
  name: 'publish',
  max: PUBLISHES_PER_MINUTE,
  windowMs: 60_000,
  message: 'Too many publications. Please wait a minute and try again.',
});

const tooLarge = () => new DomainError('too_large', 'FILE_TOO_LARGE', ENHANCED_TOO_LARGE_MESSAGE);

/** Publishing a reviewed request's enhanced report (issue 12, decision 0035); assistants only. */
export const publishRoutes = new Hono<AppEnv>()
  .post('/assistant/requests/:requestId/publish', async (c) => {
    const actor = requireActor(c);
    authorizeArea(policies.publishReport(actor));
    const { services } = c.var;
    await parseJson(c, publishGeneratedBodySchema);
    await publishLimiter(services.handle).hit(actor.userId);
    const req = await loadPublishable(services.db, c.req.param('requestId'));
    const pdf = await renderReviewedReport(req);
    const stored = await storeRenderedReport(services, req.requestId, pdf);
    return c.json(await commitPublication(services, actor, req, 'generated', stored), 201);
  })
  .post('/assistant/requests/:requestId/publish/upload', async (c) => {
    const actor = requireActor(c);
    authorizeArea(policies.publishReport(actor));
    const { services } = c.var;
    await publishLimiter(services.handle).hit(actor.userId);
    // Checked before a byte of the file is read: no 200 MB stored for a request that cannot take it.
    const req = await loadPublishable(services.db, c.req.param('requestId'));
    const upload = await receiveSingleFile(c, {
      fileField: 'file',
      handleFile: (file) =>
        streamPdfInto(services, file, {
          bucket: 'enhanced_reports',
          key: reportKey(req.requestId),
          maxBytes: MAX_ENHANCED_REPORT_BYTES,
          tooLarge,
        }),
      discard: (stored) => services.blobs.delete('enhanced_reports', stored.key),
    });
    return c.json(await commitPublication(services, actor, req, 'uploaded', upload.file), 201);
  });
