import { Hono } from 'hono';
import { authorizeArea, policies, requireActor } from '../../auth/policies';
import type { AppEnv } from '../../http/context';
import { listAnalysedDocuments, toDocumentDto } from '../documents/document-service';

/** The assistants' review list: documents whose automated analysis completed (spec 2.7, 7). */
export const assistantRoutes = new Hono<AppEnv>()
  .use('/assistant/*', async (c, next) => {
    authorizeArea(policies.useAssistantArea(requireActor(c)));
    await next();
  })
  .get('/assistant/reports', async (c) => {
    const rows = await listAnalysedDocuments(c.var.services.db);
    return c.json({ documents: rows.map(toDocumentDto) });
  });
